"""The functions of cuda.bindings that zluda does not implement.

Each one is built from the committed surface (:mod:`zluda.abi.surface`) with cuda-python's
parameter names, order and defaults. A call logs a message naming the function and returns
``CUDA_ERROR_NOT_SUPPORTED`` followed by ``None`` for each output, so that callers unpack the
same number of values as with cuda-python.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from ..abi.enums import CUresult
from ..abi.surface import FUNCTIONS

log = logging.getLogger("zluda")


def _not_supported(name: str, outputs: int) -> tuple:
    log.warning("zluda: %s is not supported (CUDA_ERROR_NOT_SUPPORTED)", name)
    from ..runtime.api import record_error

    record_error(name, CUresult.CUDA_ERROR_NOT_SUPPORTED, "zluda does not implement it")
    return (CUresult.CUDA_ERROR_NOT_SUPPORTED,) + (None,) * outputs


def build(implemented: set[str]) -> dict[str, Callable]:
    """A function for each surface name not in ``implemented``, with the exact signature."""
    source = []
    for name, spec in FUNCTIONS.items():
        if name in implemented:
            continue
        params = ", ".join(p[0] if len(p) == 1 else f"{p[0]}={p[1]!r}" for p in spec["params"])
        source.append(f"def {name}({params}):\n"
                      f"    return _not_supported({name!r}, {len(spec['outputs'])})\n")
    namespace: dict = {"_not_supported": _not_supported}
    exec(compile("\n".join(source), "<zluda.driver unsupported>", "exec"), namespace)  # noqa: S102
    functions = {n: f for n, f in namespace.items() if n in FUNCTIONS}
    for name, fn in functions.items():
        fn.__module__ = "zluda.driver"
        fn.__doc__ = f"{name}: not supported by zluda; returns CUDA_ERROR_NOT_SUPPORTED."
    return functions
