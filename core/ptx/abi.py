"""The kernel ABI that the compiler emits and every backend follows.

A kernel's arguments are its PTX parameters, in order, then:

1. a pointer to the module's globals block (global address space),
2. the shared-memory window (a local-memory argument: static + dynamic shared bytes),
3. the scalars of :func:`hidden_scalars`, each a u32: the dynamic shared size, the CUDA
   block's x, y and z sizes, then the low and high halves of the grid workspace's address
   (``%envreg2`` and ``%envreg1``, which cooperative groups' grid barrier reads: the runtime
   gives a workspace to cooperative launches, and 0 to the others).

In a module that uses warps (:mod:`zluda.ptx.passes.warp_usage`), blocks are launched
**flattened**: a CUDA block of (x, y, z) threads is one work-group of x*y*z work-items in
dimension 0 (:func:`launch_geometry`), and the kernel rebuilds ``%tid`` from the linear id and
the block sizes. That way the device's 32-wide sub-groups are CUDA's warps for every block
shape: CUDA numbers warps by linear thread id, while devices form sub-groups within each row of a
multi-dimensional work-group. Other modules keep the block's shape, which vectorizes better.

Decoded from the linear id, ``%tid.y`` and ``%tid.z`` look different in each lane to the
device's vectorizer, so a branch on them (``if (threadIdx.y == 0)``) is linearized, though CUDA
code only writes such branches where they are the same in the whole warp. Where the block's x
size is a multiple of 32, each warp lies within one row of the block, and ``%tid`` is
``(w % x + lane, w / x % y, w / (x * y))`` with ``w = 32 * warp``: uniform in y and z. A build
for the target option ``;tid=warp`` computes it so; the runtime launches such a build only for
those blocks (:func:`reads_tid_from_warp`) and another build for the others.
"""

from __future__ import annotations

HIDDEN_SCALARS = ("dynamic_smem", "ntid_x", "ntid_y", "ntid_z", "grid_lo", "grid_hi")
WARP_SIZE = 32  # CUDA's warp on every target (PTX's predefined WARP_SZ)
# On targets whose warp shuffles go through local memory (``;shuffle=memory``), each warp of a
# kernel that uses warps (KernelInfo.warp_scratch) has this many bytes after the shared window
# (static + dynamic, rounded up to 16): the launch adds them to the work-group's local memory.
# A word per lane for shuffles, then room for the A and B matrices of a matrix product (mma,
# wmma), whose lanes write their elements there and read them back as rows and columns: up to
# 768 elements (mma .m16n8k32: 16 x 32 and 32 x 8), 4 bytes each (f64 ones, 8: m8n8k4).
SHUFFLE_SCRATCH_BYTES = 4 * WARP_SIZE
MATRIX_SCRATCH_BYTES = 768 * 4
WARP_SCRATCH_BYTES = SHUFFLE_SCRATCH_BYTES + MATRIX_SCRATCH_BYTES
MAX_WARP_SCRATCH = WARP_SCRATCH_BYTES * 32  # 1024 threads: 100 KiB


WARP_SCRATCH_ALIGN = 16  # the scratch starts at the shared window's end, rounded up to this


def reads_tid_from_warp(block: tuple[int, int, int]) -> bool:
    """Whether a flattened kernel built with ``;tid=warp`` computes ``%tid`` right for
    ``block``: its x size is a multiple of the warp's."""
    return block[0] % WARP_SIZE == 0


def local_memory_bytes(shared_bytes: int, block: tuple[int, int, int],
                       warp_scratch: bool) -> int:
    """The work-group's local memory for a launch: the shared window (static + dynamic), and
    with ``warp_scratch`` (KernelInfo.warp_scratch) the block's warps' shuffle words after it."""
    if not warp_scratch:
        return shared_bytes
    warps = -(-(block[0] * block[1] * block[2]) // WARP_SIZE)
    window = -(-shared_bytes // WARP_SCRATCH_ALIGN) * WARP_SCRATCH_ALIGN
    return window + warps * WARP_SCRATCH_BYTES


def launch_geometry(grid: tuple[int, int, int], block: tuple[int, int, int],
                    flattened: bool = True
                    ) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(global size, local size) of a launch, in OpenCL's (x, y, z) order: flattened for
    modules that use warps (``KernelInfo.flattened``), in the block's own shape otherwise."""
    if not flattened:
        return (grid[0] * block[0], grid[1] * block[1], grid[2] * block[2]), tuple(block)
    threads = block[0] * block[1] * block[2]
    return (grid[0] * threads, grid[1], grid[2]), (threads, 1, 1)


def hidden_scalars(block: tuple[int, int, int], dynamic_shared: int,
                   grid_workspace: int = 0) -> tuple[int, ...]:
    return (dynamic_shared, block[0], block[1], block[2], grid_workspace & 0xFFFFFFFF,
            grid_workspace >> 32)
