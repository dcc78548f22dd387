"""CUDA's limits, applied once in the core (zluda.runtime.limits) to what a backend reports."""

from zluda.runtime.backend import NO_GRID_LIMIT, DeviceProperties
from zluda.runtime.limits import cuda_properties


def _device(**fields) -> DeviceProperties:
    values = dict(name="d", total_memory=1 << 30, multiprocessors=4, max_threads_per_block=8192,
                  max_block_dims=(8192, 8192, 8192), max_grid_dims=NO_GRID_LIMIT,
                  max_shared_per_block=256 * 1024, clock_khz=1000, uuid=bytes(16))
    values.update(fields)
    return DeviceProperties(**values)


def test_a_gpu_gets_cudas_limits():
    cuda = cuda_properties(_device())
    assert cuda.max_threads_per_block == 1024
    assert cuda.max_block_dims == (1024, 1024, 64)
    assert cuda.max_grid_dims == (2**31 - 1, 65535, 65535)
    assert cuda.max_shared_per_block == 48 * 1024


def test_a_cpu_keeps_its_shared_memory():
    cuda = cuda_properties(_device(cpu=True))
    assert cuda.max_shared_per_block == 256 * 1024
    assert cuda.max_threads_per_block == 1024


def test_smaller_limits_of_a_device_stay():
    raw = _device(max_threads_per_block=256, max_block_dims=(256, 128, 16),
                  max_grid_dims=(1000, 10, 10), max_shared_per_block=16 * 1024)
    cuda = cuda_properties(raw)
    assert (cuda.max_threads_per_block, cuda.max_block_dims, cuda.max_grid_dims,
            cuda.max_shared_per_block) == (256, (256, 128, 16), (1000, 10, 10), 16 * 1024)
    assert raw.max_threads_per_block == 256  # the backend's own record is left as it was
