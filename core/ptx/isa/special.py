"""Special registers (%tid, %laneid, %clock64, %lanemask_lt, ...), read through the target.

How each register is defined, where the PTX ISA leaves room:

- ``%laneid`` and ``%warpid`` follow CUDA's warps: 32 consecutive linear thread ids
  ``(tid.z * ntid.y + tid.y) * ntid.x + tid.x``; ``%laneid`` is that id mod 32, ``%warpid``
  that id / 32 (CUDA's ``%warpid`` may change during execution; ours does not). The
  ``%lanemask_*`` registers are built from ``%laneid``.
- ``%nwarpid`` is :data:`NWARPID`, more than the 32 warps of a 1024-thread block.
- ``%smid`` is 0 and ``%nsmid`` is 1: the device is presented as one multiprocessor.
- ``%gridid`` is 0 for every launch (CUDA gives each launch of a context its own number).
- ``%clock``, ``%clock_hi`` and ``%clock64`` read the target's per-thread counter, and
  ``%globaltimer`` (``_lo``, ``_hi``) its nanosecond timer; on the CPU device both count
  nanoseconds of the host's monotonic clock.
- ``%total_smem_size`` is the static shared size (rounded up to the dynamic window's alignment)
  plus the dynamic size, not rounded up to an allocation unit as CUDA's is.
- ``%warpsize`` is not a PTX register (PTX has the constant ``WARP_SZ``): it is rejected.
- Launches have clusters of one block (the runtime refuses larger ones): ``%clusterid`` is
  ``%ctaid``, ``%nclusterid`` is ``%nctaid``, ``%cluster_ctaid`` is 0 and ``%cluster_nctaid`` 1,
  ``%cluster_ctarank`` 0 and ``%cluster_nctarank`` 1, ``%is_explicit_cluster`` false.
- ``%aggr_smem_size`` is ``%total_smem_size``, and no shared memory is reserved before the
  window (``%reserved_smem_offset_begin``/``_end``/``_cap`` are 0).
"""

from __future__ import annotations

from llvmlite import ir

from ..targets.base import I32, I64

_DIMS = {"x": 0, "y": 1, "z": 2}
# %nwarpid is the number of warp slots of a multiprocessor; we report one SM with 64 slots.
NWARPID = 64
_LANE_MASKS = ("eq", "lt", "le", "gt", "ge")


def linear_thread_id(ctx) -> ir.Value:
    """The thread's linear id in its block, as CUDA numbers threads into warps: blocks are
    launched flattened (:mod:`zluda.ptx.abi`), so this is the work-item's id in dimension 0."""
    return ctx.target.local_linear_id(ctx)


def thread_index(ctx, kind: str, dim: int) -> ir.Value:
    """``%tid``, ``%ntid``, ``%ctaid`` or ``%nctaid`` in dimension ``dim``, as an i32.

    ``%tid`` is the work-item's local id where the work-group has the block's shape, and is
    decoded from the linear id and the block sizes where the block runs flattened."""
    if kind in ("ctaid", "nctaid"):
        return ctx.target.group_index(ctx, kind, dim)
    if kind == "ntid":
        return ctx.block_dims[dim]
    if ctx.flattened is False:  # a kernel whose work-group has the CUDA block's shape
        return ctx.target.local_id(ctx, dim)
    if ctx.flattened is True:
        return _decode_tid(ctx, dim)
    # a device function: its caller's layout is a hidden argument (uniform)
    return ctx.branch_value(ctx.flattened, lambda: _decode_tid(ctx, dim),
                            lambda: ctx.target.local_id(ctx, dim))


def _decode_tid(ctx, dim: int) -> ir.Value:
    """``%tid`` of a flattened block, from the linear id and the block sizes."""
    if ctx.target.reads_tid_from_warp:
        return _tid_from_warp(ctx, dim)
    b = ctx.b
    linear = linear_thread_id(ctx)
    nx, ny, nz = ctx.block_dims
    # One-dimensional blocks (the common case) need no division: branch on the block shape,
    # which is uniform, so the device compiler keeps the fast side free of integer divides.
    one_row = b.icmp_unsigned("==", b.mul(ny, nz), ir.Constant(I32, 1))

    def divided() -> ir.Value:
        if dim == 0:
            return b.urem(linear, nx)
        if dim == 1:
            return b.urem(b.udiv(linear, nx), ny)
        return b.udiv(linear, b.mul(nx, ny))

    return ctx.branch_value(one_row, lambda: linear if dim == 0 else ir.Constant(I32, 0),
                            divided, likely=True)


def _tid_from_warp(ctx, dim: int) -> ir.Value:
    """``%tid`` of a flattened block whose x size is a multiple of 32 (``;tid=warp``,
    :mod:`zluda.ptx.abi`): from the warp's first linear id, which is the same in all its lanes,
    so that y and z are too, and the lane."""
    b = ctx.b
    nx, ny, _ = ctx.block_dims
    first = b.shl(ctx.target.warp_id(ctx), ir.Constant(I32, 5))
    if dim == 0:
        return b.add(b.urem(first, nx), ctx.target.lane_id(ctx))
    if dim == 1:
        return b.urem(b.udiv(first, nx), ny)
    return b.udiv(first, b.mul(nx, ny))


def lane_mask(ctx, kind: str) -> ir.Value:
    """``%lanemask_<kind>``: the lanes equal to, below, ... the thread's lane."""
    b = ctx.b
    lane = b.and_(linear_thread_id(ctx), ir.Constant(I32, 31))
    one = ir.Constant(I32, 1)
    ones = ir.Constant(I32, 0xFFFFFFFF)
    bit = b.shl(one, lane)
    below = b.sub(bit, one)
    return {
        "eq": lambda: bit,
        "lt": lambda: below,
        "le": lambda: b.or_(below, bit),
        "gt": lambda: b.xor(b.or_(below, bit), ones),
        "ge": lambda: b.xor(below, ones),
    }[kind]()


def _cluster_register(ctx, kind: str, component: str | None, pos: int) -> ir.Value | None:
    """The cluster registers, for clusters of one block (the only ones launched): each block is
    its own cluster, at position 0."""
    if kind == "is_explicit_cluster":
        return ir.Constant(ir.IntType(1), 0)
    if kind == "cluster_ctarank":
        return ir.Constant(I32, 0)
    if kind == "cluster_nctarank":
        return ir.Constant(I32, 1)
    if kind not in ("clusterid", "nclusterid", "cluster_ctaid", "cluster_nctaid"):
        return None
    if component not in _DIMS:
        raise ctx.invalid(f"%{kind} needs a component (.x, .y or .z)", pos)
    if kind in ("clusterid", "nclusterid"):
        return thread_index(ctx, "ctaid" if kind == "clusterid" else "nctaid", _DIMS[component])
    return ir.Constant(I32, 0 if kind == "cluster_ctaid" else 1)


def read_special_register(ctx, name: str, component: str | None, pos: int) -> ir.Value:
    b = ctx.b
    target = ctx.target
    kind = name[1:]
    if kind in ("tid", "ntid", "ctaid", "nctaid"):
        if component not in _DIMS:
            raise ctx.invalid(f"{name} needs a component (.x, .y or .z)", pos)
        return thread_index(ctx, kind, _DIMS[component])
    if kind == "laneid":
        return b.and_(linear_thread_id(ctx), ir.Constant(I32, 31))
    if kind == "warpid":
        return b.lshr(linear_thread_id(ctx), ir.Constant(I32, 5))
    if kind == "nwarpid":
        return ir.Constant(I32, NWARPID)
    if kind in ("smid", "gridid"):
        return ir.Constant(I64 if kind == "gridid" else I32, 0)
    if kind == "nsmid":
        return ir.Constant(I32, 1)
    if kind == "warpsize":
        raise ctx.invalid("%warpsize is not a PTX special register (use the constant WARP_SZ)",
                          pos)
    if kind == "clock64":
        return target.clock(ctx)
    if kind == "clock":
        return b.trunc(target.clock(ctx), I32)
    if kind == "clock_hi":
        return b.trunc(b.lshr(target.clock(ctx), ir.Constant(I64, 32)), I32)
    if kind == "globaltimer":
        return target.timer_ns(ctx)
    if kind == "globaltimer_lo":
        return b.trunc(target.timer_ns(ctx), I32)
    if kind == "globaltimer_hi":
        return b.trunc(b.lshr(target.timer_ns(ctx), ir.Constant(I64, 32)), I32)
    if kind == "dynamic_smem_size":
        return ctx.dynamic_smem
    if kind == "total_smem_size":
        return b.add(ctx.static_smem, ctx.dynamic_smem)
    if kind.startswith("lanemask_") and kind[9:] in _LANE_MASKS:
        return lane_mask(ctx, kind[9:])
    cluster = _cluster_register(ctx, kind, component, pos)
    if cluster is not None:
        return cluster
    if kind == "aggr_smem_size":
        return b.add(ctx.static_smem, ctx.dynamic_smem)
    if kind.startswith("reserved_smem_offset_"):
        return ir.Constant(I32, 0)  # no shared memory is reserved before the window
    if kind.startswith("envreg") and kind[6:].isdigit() and int(kind[6:]) < 32:
        # the driver's environment: %envreg1:%envreg2 is the grid workspace of a cooperative
        # launch (cooperative groups' grid barrier), 0 otherwise; the others are 0
        index = int(kind[6:])
        if index in (1, 2):
            return ctx.grid_workspace[2 - index]
        return ir.Constant(I32, 0)
    raise ctx.unsupported(f"special register {name} is not supported yet", pos)
