"""The ROCm backends, ``rocm7`` and ``rocm6``, through hip-python.

Today they detect ROCm and report precisely what is missing; running kernels on AMD GPUs (the
AMDGPU compiler target and the HIP queue mapping) is the next step of the project.
"""

from zluda.runtime.plugins import hookimpl


@hookimpl
def zluda_backends():
    from .detect import RocmBackend

    return [RocmBackend(7), RocmBackend(6)]
