"""zluda's hook in every Python interpreter that ``zluda run`` starts (``zluda run python
app.py``, ``zluda run pytest``, and the Pythons that a program under ``zluda run`` starts):
its directory comes first on ``PYTHONPATH``, so Python imports this module at startup, which
loads zluda's libraries into the process as ``python -m zluda run`` does. Packages that look
for an already-loaded library before searching their own folders (cuda.pathfinder, for CuPy
and cuda.bindings) then find zluda's NVRTC, nvJitLink, cuBLAS, cuRAND ..., not NVIDIA's from
their wheels. Then the interpreter's own ``sitecustomize``, if it has one, runs as usual."""

import os
import sys

_HERE = os.path.realpath(os.path.dirname(os.path.abspath(__file__)))

if not getattr(sys, "_zluda_python_hook", False):  # once per interpreter
    sys._zluda_python_hook = True
    try:
        from zluda.libraries.common.loading import preload

        preload()
    except Exception:  # noqa: BLE001 - zluda not importable here, or not built: nothing to load
        pass
    # the sitecustomize that this one hides, if any
    sys.path[:] = [p for p in sys.path if os.path.realpath(p or ".") != _HERE]
    _this = sys.modules.pop(__name__, None)
    try:
        import sitecustomize  # noqa: F401 - now the interpreter's own, in sys.modules
    except ImportError:
        sys.modules[__name__] = _this  # the import of this module ends reading it there
