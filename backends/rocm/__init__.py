"""The ROCm backends, ``rocm7`` and ``rocm6``: AMD GPUs through hip-python.

``ZLUDA_BACKEND=rocm`` picks the newest of the two that works (``zluda.runtime.plugins``).
See ``docs/backends/rocm.md``.
"""

from zluda.runtime.plugins import hookimpl


@hookimpl
def zluda_backends():
    from .backend import RocmBackend

    return [RocmBackend(7), RocmBackend(6)]


@hookimpl
def zluda_library_providers():
    from .hipblas import HipBlasProvider
    from .hipfft import HipFftProvider
    from .hipsolver import HipSolverProvider
    from .hipsparse import HipSparseProvider

    return [HipBlasProvider(), HipFftProvider(), HipSolverProvider(), HipSparseProvider()]
