"""The Level Zero backend (dpctl): Intel GPUs, or any SYCL device that a dpctl filter selects.

Registered through the entry-point group ``zluda.backends``, like any third-party backend.
"""

from zluda.runtime.plugins import hookimpl


@hookimpl
def zluda_backends():
    from .backend import LevelZeroBackend

    return [LevelZeroBackend()]
