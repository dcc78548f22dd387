"""Make NVIDIA's cuda-python module names resolve to zluda.

After :func:`install_cuda_modules`, ``from cuda.bindings import driver``,
``import cuda.bindings.driver`` and the legacy ``from cuda import cuda`` all give
:mod:`zluda.driver`. Other cuda-python modules (nvrtc, runtime) raise an ImportError that says
they are not provided.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
import types

_PROVIDED = ("cuda", "cuda.bindings", "cuda.bindings.driver", "cuda.cuda")


class _CudaFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path=None, target=None):
        if fullname.split(".")[0] != "cuda" or fullname in _PROVIDED:
            return None
        raise ImportError(f"{fullname} is not provided by zluda (only cuda.bindings.driver is)")


def install_cuda_modules() -> None:
    from . import driver

    cuda = types.ModuleType("cuda", "zluda's stand-in for NVIDIA's cuda-python package")
    cuda.__path__ = []
    bindings = types.ModuleType("cuda.bindings", "zluda's stand-in for cuda.bindings")
    bindings.__path__ = []
    bindings.driver = driver
    cuda.bindings = bindings
    cuda.cuda = driver
    for name, module in (("cuda", cuda), ("cuda.bindings", bindings),
                         ("cuda.bindings.driver", driver), ("cuda.cuda", driver)):
        sys.modules[name] = module
    if not any(isinstance(f, _CudaFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _CudaFinder())
    for module in (cuda, bindings):
        module.__spec__ = importlib.machinery.ModuleSpec(module.__name__, None, is_package=True)
