"""Special registers (%tid, %laneid, %clock64, %lanemask_lt, ...), read through the target."""

from __future__ import annotations

from llvmlite import ir

from ..targets.base import I32, I64

_DIMS = {"x": 0, "y": 1, "z": 2}
# %nwarpid is the number of warp slots of a multiprocessor; we report one SM with 64 slots.
NWARPID = 64


def read_special_register(ctx, name: str, component: str | None, pos: int) -> ir.Value:
    b = ctx.b
    target = ctx.target
    kind = name[1:]
    if kind in ("tid", "ntid", "ctaid", "nctaid"):
        if component not in _DIMS:
            raise ctx.invalid(f"{name} needs a component (.x, .y or .z)", pos)
        return target.thread_index(ctx, kind, _DIMS[component])
    if kind == "laneid":
        return target.lane_id(ctx)
    if kind == "warpid":
        return target.warp_id(ctx)
    if kind == "nwarpid":
        return ir.Constant(I32, NWARPID)
    if kind in ("smid", "gridid"):
        return ir.Constant(I64 if kind == "gridid" else I32, 0)
    if kind == "nsmid":
        return ir.Constant(I32, 1)
    if kind == "warpsize":
        return ir.Constant(I32, 32)
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
    if kind.startswith("lanemask_"):
        lane = target.lane_id(ctx)
        one = ir.Constant(I32, 1)
        bit = b.shl(one, lane)
        below = b.sub(bit, one)
        mask = {
            "eq": bit,
            "lt": below,
            "le": b.or_(below, bit),
            "gt": b.xor(b.or_(below, bit), ir.Constant(I32, 0xFFFFFFFF)),
            "ge": b.xor(below, ir.Constant(I32, 0xFFFFFFFF)),
        }.get(kind[9:])
        if mask is not None:
            return mask
    raise ctx.unsupported(f"special register {name} is not supported yet", pos)
