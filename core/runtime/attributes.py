"""cuDeviceGetAttribute: a value for every CUdevice_attribute.

Attributes come from the backend's :class:`~zluda.runtime.backend.DeviceProperties`; those that
describe hardware we do not have (NVLink, MPS, ...) answer 0, which is what CUDA reports for a
feature that a device lacks. The warp size is always 32. Textures and surfaces are computed in
the kernel on every device (:mod:`zluda.runtime.textures`), with the limits of NVIDIA's GPUs.
"""

from __future__ import annotations

from ..abi.enums import CUdevice_attribute as A
from ..ptx.abi import WARP_SIZE
from .backend import ALLOCATION_ALIGNMENT
from .context import CudaDevice
from .module import compute_capability
from .textures import LIMITS as TEXTURE_LIMITS


def device_attributes(device: CudaDevice) -> dict[int, int]:
    p = device.properties
    major, minor = compute_capability()
    shared = p.max_shared_per_block
    vmm = device.backend_device.reaches_system_memory()
    values = {
        A.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK: p.max_threads_per_block,
        A.CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X: p.max_block_dims[0],
        A.CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y: p.max_block_dims[1],
        A.CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z: p.max_block_dims[2],
        A.CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: p.max_grid_dims[0],
        A.CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y: p.max_grid_dims[1],
        A.CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z: p.max_grid_dims[2],
        A.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: shared,
        A.CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY: 65536,
        A.CU_DEVICE_ATTRIBUTE_WARP_SIZE: WARP_SIZE,
        A.CU_DEVICE_ATTRIBUTE_MAX_PITCH: 2**31 - 1,
        A.CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK: p.max_registers_per_block,
        A.CU_DEVICE_ATTRIBUTE_CLOCK_RATE: p.clock_khz,
        A.CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT: ALLOCATION_ALIGNMENT,
        A.CU_DEVICE_ATTRIBUTE_GPU_OVERLAP: 1,
        A.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: p.multiprocessors,
        A.CU_DEVICE_ATTRIBUTE_INTEGRATED: int(p.integrated),
        A.CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY: int(p.can_map_host_memory),
        A.CU_DEVICE_ATTRIBUTE_COMPUTE_MODE: 0,  # CU_COMPUTEMODE_DEFAULT
        A.CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT: ALLOCATION_ALIGNMENT,
        A.CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS: 1,
        A.CU_DEVICE_ATTRIBUTE_PCI_BUS_ID: p.pci_bus_id,
        A.CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID: p.pci_device_id,
        A.CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID: p.pci_domain_id,
        A.CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE: p.memory_clock_khz,
        A.CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH: p.memory_bus_width,
        A.CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: p.l2_cache_bytes,
        A.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: max(p.max_threads_per_block, 2048),
        A.CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT: 1,
        A.CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING: 1,
        A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: major,
        A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: minor,
        A.CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED: 0,
        A.CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED: 1,
        A.CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED: 1,
        A.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR: shared,
        A.CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR: p.max_registers_per_block,
        A.CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY: int(p.managed_memory),
        A.CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO: 2,
        A.CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS: int(p.integrated),
        A.CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS: int(p.concurrent_managed_access),
        A.CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM: int(p.integrated),
        A.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: shared,
        A.CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED: int(p.integrated),
        A.CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST: int(p.integrated),
        A.CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR: 32,
        A.CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE: 0,
        A.CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK: 0,
        A.CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED: 1,  # zluda.runtime.mempool
        A.CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH: 1,  # one grid at a time, all of it resident
        # zluda.runtime.vmm: the host's mappings, where the device reaches host memory
        A.CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED: int(vmm),
        A.CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED: int(vmm),
    }
    for name, value in TEXTURE_LIMITS.items():
        values[getattr(A, f"CU_DEVICE_ATTRIBUTE_{name}")] = value
    return {int(k): int(v) for k, v in values.items()}


def device_attribute(device: CudaDevice, attribute: int) -> int:
    """The attribute's value; attributes of features we lack are 0, as on CUDA."""
    A(attribute)  # ValueError for a number that is not a CUdevice_attribute
    return device_attributes(device).get(int(attribute), 0)
