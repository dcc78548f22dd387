"""Video instructions on the CPU device against a Python model written from the PTX ISA's
pseudo-code (partSelectSignExtend, optSaturate, optSecondaryOp, optMerge; vmad's 128-bit
product; the SIMD forms' lane selection, masks and accumulation), with unbounded integers.

Each test puts many forms of one instruction into one kernel (one output each), so that the
device compiles one program per instruction. The SIMD test covers vadd2 vsub2 vavrg2 vabsdiff2
vmin2 vmax2 vset2 and vadd4 vsub4 vavrg4 vabsdiff4 vmin4 vmax4 vset4."""

from __future__ import annotations

import numpy as np
import pytest
from zluda.ptx import compile_ptx
from zluda.ptx.errors import CompileError, PtxSemanticError

from .harness import run_elementwise

RNG = np.random.default_rng(7)
EDGES = [0, 1, 2, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF, 0x7FFFFFFF, 0x80000000,
         0xFFFFFFFF, 0xFFFFFFFE, 31, 32, 33, 0x01020304, 0x80FF7F01]
MASK32, MASK64 = 2**32 - 1, 2**64 - 1
PARTS = {"b0": (0, 8), "b1": (8, 8), "b2": (16, 8), "b3": (24, 8), "h0": (0, 16),
         "h1": (16, 16)}


def _inputs(n=256):
    cols = []
    for _ in range(3):
        col = RNG.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
        col[: len(EDGES) * 2: 2] = EDGES
        cols.append(col)
    cols[1][1: len(EDGES) * 2: 2] = EDGES  # edge values meet each other
    return cols


def _signed(x, bits):
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


def _part(x, signed, sel):
    shift, bits = PARTS[sel] if sel else (0, 32)
    v = (x >> shift) & ((1 << bits) - 1)
    return _signed(v, bits) if signed else v


def _saturate(tmp, signed, dsel):
    bits = PARTS[dsel][1] if dsel else 32
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return min(max(tmp, lo), hi)


def _finish(tmp, signed, dsel, op2, c):
    if op2:
        cc = _signed(c, 32) if signed else c
        tmp = {"add": tmp + cc, "min": min(tmp, cc), "max": max(tmp, cc)}[op2]
    if dsel:
        shift, bits = PARTS[dsel]
        field = ((1 << bits) - 1) << shift
        return ((tmp << shift) & field) | (c & ~field & MASK32)
    return tmp & MASK32


def _run(forms):
    """forms: (PTX line writing %d{i}, model(a, b, c)). Returns (got, expected) per form."""
    a, b, c = _inputs()
    body = "\n".join(f"  {line.format(d=f'%d{i}')}" for i, (line, _) in enumerate(forms))
    outs = run_elementwise(body, ["b32", "b32", "b32"], ["b32"] * len(forms), [a, b, c])
    for (line, model), got in zip(forms, outs, strict=True):
        want = np.array([model(int(x), int(y), int(z)) for x, y, z in zip(a, b, c)], np.uint32)
        bad = np.nonzero(got != want)[0]
        assert bad.size == 0, (f"{line}: a={a[bad[0]]:#x} b={b[bad[0]]:#x} c={c[bad[0]]:#x} got"
                               f" {got[bad[0]]:#x} want {want[bad[0]]:#x}")


def _sel(s):
    return f".{s}" if s else ""


SCALAR_OPS = {
    "vadd": lambda x, y: x + y, "vsub": lambda x, y: x - y,
    "vabsdiff": lambda x, y: abs(x - y), "vmin": min, "vmax": max,
}
TYPES = [("u32", "u32", "u32"), ("s32", "s32", "s32"), ("s32", "u32", "s32"),
         ("u32", "s32", "u32")]


def _scalar_forms(op):
    forms = []
    for dt, at, bt in TYPES:
        for asel, bsel in [(None, None), ("b0", "h1"), ("b3", "b1"), ("h0", None)]:
            for sat in (False, True):
                for op2, dsel in [(None, None), ("add", None), ("min", None), ("max", None),
                                  (None, "b2"), (None, "h1")]:
                    if (asel, bsel) != (None, None) and op2 in ("min", "max"):
                        continue  # keep the kernel small: selectors meet .add and merges
                    mods = f"{op}.{dt}.{at}.{bt}{'.sat' if sat else ''}"
                    mods += f".{op2}" if op2 else ""
                    dst = "{d}" + _sel(dsel)
                    c = ", %a2" if op2 or dsel else ""
                    line = f"{mods} {dst}, %a0{_sel(asel)}, %a1{_sel(bsel)}{c};"

                    def model(x, y, z, dt=dt, at=at, bt=bt, asel=asel, bsel=bsel, sat=sat,
                              op2=op2, dsel=dsel):
                        tmp = SCALAR_OPS[op](_part(x, at == "s32", asel),
                                             _part(y, bt == "s32", bsel))
                        if sat:
                            tmp = _saturate(tmp, dt == "s32", dsel)
                        return _finish(tmp, dt == "s32", dsel, op2, z)

                    forms.append((line, model))
    return forms


@pytest.mark.parametrize("op", sorted(SCALAR_OPS))
def test_scalar_video_matches_the_isa(op):
    _run(_scalar_forms(op))


def test_vshl_vshr_clamp_wrap_and_the_34_bit_intermediate():
    forms = []
    for op in ("vshl", "vshr"):
        for dt, at in [("u32", "u32"), ("s32", "s32"), ("s32", "u32"), ("u32", "s32")]:
            for mode in ("clamp", "wrap"):
                for sat, op2, dsel, asel, bsel in [(False, None, None, None, None),
                                                   (True, None, None, None, None),
                                                   (True, "add", None, "h1", "b0"),
                                                   (False, "max", None, None, "b1"),
                                                   (True, None, "h0", "b2", None)]:
                    mods = f"{op}.{dt}.{at}.u32{'.sat' if sat else ''}.{mode}"
                    mods += f".{op2}" if op2 else ""
                    c = ", %a2" if op2 or dsel else ""
                    line = f"{mods} {{d}}{_sel(dsel)}, %a0{_sel(asel)}, %a1{_sel(bsel)}{c};"

                    def model(x, y, z, op=op, dt=dt, at=at, mode=mode, sat=sat, op2=op2,
                              dsel=dsel, asel=asel, bsel=bsel):
                        ta = _part(x, at == "s32", asel)
                        tb = _part(y, False, bsel)
                        tb = min(tb, 32) if mode == "clamp" else tb & 31
                        if op == "vshl":
                            tmp = _signed(ta << tb, 34)
                        else:
                            tmp = ta >> tb
                        if sat:
                            tmp = _saturate(tmp, dt == "s32", dsel)
                        return _finish(tmp, dt == "s32", dsel, op2, z)

                    forms.append((line, model))
    _run(forms)


def test_vset_compares_selected_parts():
    compare = {"eq": lambda x, y: x == y, "ne": lambda x, y: x != y, "lt": lambda x, y: x < y,
               "le": lambda x, y: x <= y, "gt": lambda x, y: x > y, "ge": lambda x, y: x >= y}
    forms = []
    for at, bt in [("u32", "u32"), ("s32", "s32"), ("s32", "u32")]:
        for cmp in compare:
            for op2, dsel, asel, bsel in [(None, None, None, None), ("add", None, "b1", "b1"),
                                          (None, "b3", "h1", None), ("max", None, None, "h0")]:
                mods = f"vset.{at}.{bt}.{cmp}" + (f".{op2}" if op2 else "")
                c = ", %a2" if op2 or dsel else ""
                line = f"{mods} {{d}}{_sel(dsel)}, %a0{_sel(asel)}, %a1{_sel(bsel)}{c};"

                def model(x, y, z, at=at, bt=bt, cmp=cmp, op2=op2, dsel=dsel, asel=asel,
                          bsel=bsel):
                    tmp = int(compare[cmp](_part(x, at == "s32", asel),
                                           _part(y, bt == "s32", bsel)))
                    return _finish(tmp, False, dsel, op2, z)

                forms.append((line, model))
    _run(forms)


def _vmad_model(x, y, z, dt, at, bt, asel, bsel, neg, po, sat, scale):
    a_neg, b_neg, c_neg = neg
    ta, tb = _part(x, at == "s32", asel), _part(y, bt == "s32", bsel)
    signed_final = at == "s32" or bt == "s32" or (a_neg != b_neg) or c_neg
    tmp = ta * tb
    lsb = 0
    if po:
        lsb = 1
    elif a_neg != b_neg:
        tmp, lsb = ~tmp, 1
    elif c_neg:
        z, lsb = ~z & MASK32, 1
    c128 = _signed(z, 32) if signed_final else z
    tmp = tmp + c128 + lsb
    result = (tmp >> scale) & MASK64
    if sat:
        if signed_final:
            result = min(max(_signed(result, 64), -(2**31)), 2**31 - 1)
        else:
            result = min(max(result, 0), MASK32)
    return result & MASK32


def test_vmad_follows_the_128_bit_definition():
    forms = []
    for dt, at, bt in TYPES:
        for neg, po in [((False, False, False), False), ((True, False, False), False),
                        ((False, True, False), False), ((True, True, False), False),
                        ((False, False, True), False), ((False, False, False), True)]:
            for sat, scale, asel, bsel in [(False, 0, None, None), (True, 0, None, None),
                                           (True, 7, "h0", "h1"), (False, 15, "b1", None),
                                           (True, 15, None, None)]:
                mods = f"vmad.{dt}.{at}.{bt}{'.po' if po else ''}{'.sat' if sat else ''}"
                mods += {0: "", 7: ".shr7", 15: ".shr15"}[scale]
                srcs = [("-" if n else "") + f"%a{i}" + (_sel(s) if i < 2 else "")
                        for i, (n, s) in enumerate(zip(neg, (asel, bsel, None)))]
                line = f"{mods} {{d}}, {', '.join(srcs)};"

                def model(x, y, z, dt=dt, at=at, bt=bt, asel=asel, bsel=bsel, neg=neg, po=po,
                          sat=sat, scale=scale):
                    return _vmad_model(x, y, z, dt, at, bt, asel, bsel, neg, po, sat, scale)

                forms.append((line, model))
    _run(forms)


def _simd_model(op, lanes, dt, at, bt, sat, add, mask, asel, bsel, cmp=None):
    width = 32 // lanes
    letter = "h" if lanes == 2 else "b"
    asel = asel or (letter + ("10" if lanes == 2 else "3210"))
    bsel = bsel or (letter + ("32" if lanes == 2 else "7654"))
    on = [True] * lanes if mask is None else [str(i) in mask[1:] for i in range(lanes)]

    def model(x, y, z):
        pair = (y << 32) | x

        def lane(part, signed):
            v = (pair >> (part * width)) & ((1 << width) - 1)
            return _signed(v, width) if signed else v

        va = [lane(int(p), at == "s32") for p in reversed(asel[1:])]
        vb = [lane(int(p), bt == "s32") for p in reversed(bsel[1:])]
        t = []
        for p, q in zip(va, vb):
            if op == "vset":
                r = int({"eq": p == q, "ne": p != q, "lt": p < q, "le": p <= q, "gt": p > q,
                         "ge": p >= q}[cmp])
            elif op == "vavrg":
                r = (p + q + 1) >> 1 if p + q >= 0 else (p + q) >> 1
            else:
                r = {"vadd": p + q, "vsub": p - q, "vabsdiff": abs(p - q), "vmin": min(p, q),
                     "vmax": max(p, q)}[op]
            if sat and op != "vset":
                lo, hi = ((-(1 << (width - 1)), (1 << (width - 1)) - 1) if dt == "s32"
                          else (0, (1 << width) - 1))
                r = min(max(r, lo), hi)
            t.append(r)
        if add:
            return (z + sum(r for r, o in zip(t, on) if o)) & MASK32
        out = 0
        for i, (r, o) in enumerate(zip(t, on)):
            v = r if o else z >> (i * width)
            out |= (v & ((1 << width) - 1)) << (i * width)
        return out

    return model


@pytest.mark.parametrize("lanes", [2, 4])
def test_simd_video_matches_the_isa(lanes):
    forms = []
    sels = ([(None, None), ("h01", "h23"), ("h20", "h13")] if lanes == 2
            else [(None, None), ("b0123", "b7654"), ("b6420", "b1357")])
    masks = [None, "h0", "h1"] if lanes == 2 else [None, "b0", "b31", "b210"]
    for op in ("vadd", "vsub", "vavrg", "vabsdiff", "vmin", "vmax"):
        for dt, at, bt in TYPES[:3]:
            for i, (asel, bsel) in enumerate(sels):
                sat, add = bool(i % 2), i == 2
                mask = masks[i % len(masks)]
                mods = f"{op}{lanes}.{dt}.{at}.{bt}{'.sat' if sat else ''}{'.add' if add else ''}"
                line = f"{mods} {{d}}{_sel(mask)}, %a0{_sel(asel)}, %a1{_sel(bsel)}, %a2;"
                forms.append((line, _simd_model(op, lanes, dt, at, bt, sat, add, mask, asel,
                                                bsel)))
    for cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
        for at, bt in [("u32", "u32"), ("s32", "s32")]:
            add = cmp in ("lt", "ge")
            line = (f"vset{lanes}.{at}.{bt}.{cmp}{'.add' if add else ''} {{d}}, %a0, %a1, %a2;")
            forms.append((line, _simd_model("vset", lanes, "u32", at, bt, False, add, None, None,
                                            None, cmp)))
    _run(forms)


HEADER = """.version 8.0
.target sm_75
.address_size 64
.visible .entry k()
{
  .reg .b32 %r<8>;
"""


@pytest.mark.parametrize("body,words", [
    ("vadd.u32.u32.u32.add %r1, %r2, %r3;", ["4 operands"]),
    ("vadd.u32.u32 %r1, %r2, %r3;", ["3 types"]),
    ("vshl.u32.u32.u32 %r1, %r2, %r3;", [".clamp or .wrap"]),
    ("vadd.u32.u32.u32 %r1, %r2.h3, %r3;", [".h3"]),
    ("vadd2.u32.u32.u32 %r1, %r2.b10, %r3, %r4;", [".b10"]),
    ("vmad.s32.s32.s32 %r1, -%r2, %r3, -%r4;", ["both be negated"]),
    ("add.s32 %r1, -%r2, %r3;", ["vmad"]),
])
def test_malformed_video_instructions_fail_cleanly(body, words):
    with pytest.raises(CompileError) as info:
        compile_ptx(HEADER + "  " + body + "\n  ret;\n}\n", "spirv", use_cache=False)
    assert isinstance(info.value, PtxSemanticError), info.value
    for word in words:
        assert word in str(info.value)
