"""Conversions: cvt between integer and floating-point types."""

from __future__ import annotations

from llvmlite import ir

from .registry import d, instruction, s

TESTS = "tests/ptx/test_convert.py"

_ROUND_TO_INT = {"rni": "llvm.roundeven", "rzi": "llvm.trunc", "rmi": "llvm.floor",
                 "rpi": "llvm.ceil"}


def _cvt_sig(ins):
    return [d(ins.types[0]), s(ins.types[1])]


def _fsuffix(t: ir.Type) -> str:
    return {"float": "f32", "double": "f64", "half": "f16"}[str(t)]


@instruction("cvt", family="conversion", signature=_cvt_sig,
             forms="integer <-> integer (.sat), integer <-> .f32/.f64, .f32 <-> .f64,"
                   " float rounding to integer (.rni/.rzi/.rmi/.rpi)", tests=TESTS)
def cvt(ctx, ins):
    b = ctx.b
    dt, st = ins.types[0], ins.types[1]
    a = ctx.src(ins, 1)
    lt = ctx.ty(dt)
    if st.kind in "sub" and dt.kind in "sub":
        r = _int_to_int(ctx, a, st, dt, ins.has("sat"))
    elif st.kind in "sub" and dt.kind == "f":
        r = b.sitofp(a, lt) if st.is_signed else b.uitofp(a, lt)
    elif st.kind == "f" and dt.kind in "sub":
        mode = ins.first_of("rni", "rzi", "rmi", "rpi") or "rzi"
        rounded = ctx.intrinsic(f"{_ROUND_TO_INT[mode]}.{_fsuffix(a.type)}", a.type, a)
        name = "llvm.fptosi.sat" if dt.is_signed else "llvm.fptoui.sat"
        r = ctx.intrinsic(f"{name}.i{dt.bits}.{_fsuffix(a.type)}", lt, rounded)
    elif st.kind == "f" and dt.kind == "f":
        if st.bits < dt.bits:
            r = b.fpext(a, lt)
        elif st.bits > dt.bits:
            r = b.fptrunc(a, lt)
        else:
            mode = ins.first_of("rni", "rzi", "rmi", "rpi")
            r = ctx.intrinsic(f"{_ROUND_TO_INT[mode]}.{_fsuffix(a.type)}", a.type, a) if mode else a
    else:
        raise ctx.unsupported(f"'{ins.full_opcode}' is not supported yet")
    ctx.dst(ins, 0, r)


def _int_to_int(ctx, a, st, dt, saturate):
    b = ctx.b
    lt = ir.IntType(dt.bits)
    if saturate:
        lo, hi = _range(dt)
        slo, shi = _range(st)
        wide = ir.IntType(max(st.bits, dt.bits) + 1)
        ext = b.sext(a, wide) if st.is_signed else b.zext(a, wide)
        if lo > slo:
            ext = b.select(b.icmp_signed("<", ext, ir.Constant(wide, lo)), ir.Constant(wide, lo), ext)
        if hi < shi:
            ext = b.select(b.icmp_signed(">", ext, ir.Constant(wide, hi)), ir.Constant(wide, hi), ext)
        return b.trunc(ext, lt)
    if st.bits == dt.bits:
        return a
    if st.bits > dt.bits:
        return b.trunc(a, lt)
    return b.sext(a, lt) if st.is_signed else b.zext(a, lt)


def _range(t):
    if t.is_signed:
        return -(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1
    return 0, (1 << t.bits) - 1
