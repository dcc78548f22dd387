"""CUDA's 32-lane warps on AMD waves: the three warp primitives of the target interface.

On RDNA (wave32) a wave is a warp. On GCN and CDNA (wave64 only) each wave is two warps: lanes
0-31 of the wave are one warp and lanes 32-63 the next, because the hardware forms waves from
consecutive linear work-item ids, as CUDA forms warps. Every primitive is confined to the
caller's half:

- lane id: the lane in the wave (``mbcnt``) mod 32;
- shuffle: ``ds_bpermute`` with the byte address ``((wave_lane & 32) + lane) * 4``, so a lane
  reads only from its own half;
- ballot: ``llvm.amdgcn.ballot.i64`` shifted right by the half's first lane and truncated to 32
  bits (``ballot.i32`` on wave32). The ballot sees the lanes that execute it, which is CUDA's
  set of active lanes restricted to the warp.

Everything in ``isa/warp.py`` (shfl, vote, activemask, match, redux) and the lane-mask
registers are built from these, so each is exact on either half.
"""

from __future__ import annotations

from llvmlite import ir

from .base import I1, I32, I64


def _c32(value: int) -> ir.Constant:
    return ir.Constant(I32, value)


class WarpLanes:
    def __init__(self, wavefront_size: int) -> None:
        if wavefront_size not in (32, 64):
            raise ValueError(f"wavefront size {wavefront_size} is neither 32 nor 64")
        self.wavefront_size = wavefront_size

    def wave_lane(self, ctx) -> ir.Value:
        """The lane in the wave (0..31 or 0..63): the number of lanes below this one."""
        low = ctx.intrinsic("llvm.amdgcn.mbcnt.lo", I32, _c32(-1), _c32(0))
        if self.wavefront_size == 32:
            return low
        return ctx.intrinsic("llvm.amdgcn.mbcnt.hi", I32, _c32(-1), low)

    def _half_base(self, ctx) -> ir.Value:
        """The first lane of the caller's warp in its wave64: 0 or 32."""
        return ctx.b.and_(self.wave_lane(ctx), _c32(32))

    def lane_id(self, ctx) -> ir.Value:
        if self.wavefront_size == 32:
            return self.wave_lane(ctx)
        return ctx.b.and_(self.wave_lane(ctx), _c32(31))

    def shuffle(self, ctx, value: ir.Value, lane: ir.Value) -> ir.Value:
        """``value`` (32 bits) of lane ``lane`` (0..31) of the caller's warp."""
        b = ctx.b
        as_int = b.bitcast(value, I32) if value.type != I32 else value
        source = lane if self.wavefront_size == 32 else b.add(self._half_base(ctx), lane)
        address = b.shl(source, _c32(2))
        result = ctx.intrinsic("llvm.amdgcn.ds.bpermute", I32, address, as_int)
        return b.bitcast(result, value.type) if value.type != I32 else result

    def ballot(self, ctx, pred: ir.Value) -> ir.Value:
        b = ctx.b
        if pred.type != I1:
            pred = b.icmp_unsigned("!=", pred, ir.Constant(pred.type, 0))
        if self.wavefront_size == 32:
            return ctx.intrinsic("llvm.amdgcn.ballot.i32", I32, pred)
        wave = ctx.intrinsic("llvm.amdgcn.ballot.i64", I64, pred)
        shift = b.zext(self._half_base(ctx), I64)
        return b.trunc(b.lshr(wave, shift), I32)
