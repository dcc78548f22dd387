"""What CUDA promises of every device, applied once: a backend reports its device as it is
(:class:`zluda.runtime.backend.DeviceProperties`), and :func:`cuda_properties` makes of it what
the CUDA API reports and checks (``cuDeviceGetAttribute``, launches, occupancy).

CUDA's limits for compute capability 7.0 and later: 1024 threads in a block, block dimensions
of (1024, 1024, 64), grid dimensions of (2^31 - 1, 65535, 65535), and 48 KiB of shared memory
per block without the opt-in (which zluda does not offer). A CPU device keeps all of its
shared memory: a work-group's local memory there is ordinary memory, and kernels that size
their shared memory by the attribute use it.
"""

from __future__ import annotations

import dataclasses

from .backend import DeviceProperties

MAX_THREADS_PER_BLOCK = 1024
MAX_BLOCK_DIMS = (1024, 1024, 64)
MAX_GRID_DIMS = (2**31 - 1, 65535, 65535)
MAX_SHARED_PER_BLOCK = 48 * 1024  # cudaDevAttrMaxSharedMemoryPerBlock, without the opt-in


def cuda_properties(device: DeviceProperties) -> DeviceProperties:
    """``device``'s properties within CUDA's limits."""
    return dataclasses.replace(
        device,
        max_threads_per_block=min(device.max_threads_per_block, MAX_THREADS_PER_BLOCK),
        max_block_dims=tuple(min(a, b) for a, b in zip(device.max_block_dims, MAX_BLOCK_DIMS)),
        max_grid_dims=tuple(min(a, b) for a, b in zip(device.max_grid_dims, MAX_GRID_DIMS)),
        max_shared_per_block=(device.max_shared_per_block if device.cpu
                              else min(device.max_shared_per_block, MAX_SHARED_PER_BLOCK)),
    )
