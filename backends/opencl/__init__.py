"""The OpenCL backend (pyopencl): any OpenCL device with SPIR-V IL and fine-grained SVM.

Registered through the entry-point group ``zluda.backends``, like any third-party backend.
"""

from zluda.runtime.plugins import hookimpl


@hookimpl
def zluda_backends():
    from .backend import OpenclBackend

    return [OpenclBackend()]
