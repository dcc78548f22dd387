"""Warp-level matrix instructions (tensor cores), emulated exactly in the lanes of the warp:
mma.sync, wmma.load/store/mma, ldmatrix, stmatrix and movmatrix.

A *fragment* is a matrix spread over the 32 lanes of a warp. Slot ``s`` of a lane is element
``s % per_register`` of its register ``s // per_register`` (four .s8 or two .f16 in a .b32, one
.f32 or .f64), and :attr:`Fragment.place` says which element of the matrix the slot of a lane
holds.

- ``mma.sync`` and ``ldmatrix`` use the layouts of the PTX ISA ("Matrix Fragments for mma"):
  with ``g = lane >> 2`` and ``t = lane % 4``, register ``r`` of A holds row ``g`` (``g + 8`` in
  the second row block) and ``e`` consecutive columns from ``t * e`` of a column block of
  ``4e`` (``e`` elements per register); B is the same with rows and columns swapped; the
  accumulator's value ``j`` is row ``g + 8 * (j // 2)``, column ``2t + j % 2``.
- ``wmma`` fragments are opaque in PTX, so their layout is ours: slot ``s`` of lane ``L`` holds
  element ``(L * slots + s) mod (rows * cols)`` of the matrix counted row by row (column by
  column for the B matrix). A matrix with fewer elements than the warp has slots (the .f16 A
  and B fragments, 8 registers whatever the shape) is held twice or four times.

The product: each lane computes its own elements of D. For each of them and each ``k`` it reads
``A[row][k]`` and ``B[k][col]`` from a lane that holds them, by warp shuffles planned at compile
time for all 32 lanes at once (:func:`plan_products`: one shuffle per register and pattern of
source lanes); where shuffles go through memory (CPU devices), every lane writes its elements of
A and B into the warp's scratch as the two matrices instead, and reads rows and columns back
(:func:`_multiply_in_scratch`). Products of .f16, .bf16 and .tf32 values are exact in .f32
and are accumulated with fma in ``k`` order, starting from C; .f64 the same in .f64; integer
products are summed in 32 bits (wrapping as the hardware does) or exactly and then clamped
(``.satfinite``). .tf32 inputs are .f32 registers of which the low 13 mantissa bits are
ignored, as the tensor cores do.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from llvmlite import ir

from ..abi import MATRIX_SCRATCH_BYTES, SHUFFLE_SCRATCH_BYTES
from ..ast import Instruction, MemRef
from ..errors import CompilerCrash
from ..targets.base import I8, I16, I32, I64
from ..types import B32, F16, F32, F64, S32, ScalarType
from . import convert
from .registry import d, instruction, s
from .warp import exchange, shuffle, through_memory, uniform_loop

TESTS = "tests/ptx/test_matrix.py"
FAMILY = "matrix"
LANES = 32

# -- elements and fragments --------------------------------------------------------------------


@dataclass(frozen=True)
class Element:
    """A matrix element type: its bits and the type of the registers that hold it."""

    name: str
    bits: int
    register: ScalarType

    @property
    def per_register(self) -> int:
        return max(self.register.bits // self.bits, 1)

    @property
    def is_float(self) -> bool:
        return self.name not in ("s8", "u8", "s32")


ELEMENTS = {e.name: e for e in (
    Element("f16", 16, B32), Element("bf16", 16, B32), Element("tf32", 32, B32),
    Element("e4m3", 8, B32), Element("e5m2", 8, B32), Element("s8", 8, B32),
    Element("u8", 8, B32), Element("f32", 32, F32), Element("s32", 32, S32),
    Element("f64", 64, F64),
)}  # .f16 accumulators are pairs in .b32 registers, like the multiplicands
_SMALL_FLOATS = {"f16": convert.F16, "bf16": convert.BF16, "e4m3": convert.E4M3,
                 "e5m2": convert.E5M2}

Place = Callable[[int, int], tuple[int, int]]


@dataclass(frozen=True)
class Block:
    """A wmma layout: each lane holds a ``height`` x ``width`` block of the matrix, its slots
    row by row; blocks go to lanes 0, 1, ... row by row (column by column with
    ``by_column``), and again from lane ``blocks`` on where the warp has slots to spare."""

    height: int
    width: int
    by_column: bool


@dataclass(frozen=True)
class Fragment:
    rows: int
    cols: int
    element: Element
    registers: int
    # (lane, slot) -> (row, col), made by a cached factory: equal layouts are one function
    place: Place
    block: Block | None = None  # the wmma layout that ``place`` follows

    @property
    def slots(self) -> int:
        return self.registers * self.element.per_register

    @property
    def holders(self) -> dict[tuple[int, int], tuple[int, int]]:
        """For each element of the matrix, the lowest lane holding it and its slot there."""
        return _holders(self)


@cache
def _holders(frag: Fragment) -> dict[tuple[int, int], tuple[int, int]]:
    found: dict[tuple[int, int], tuple[int, int]] = {}
    for lane in range(LANES):
        for slot in range(frag.slots):
            found.setdefault(frag.place(lane, slot), (lane, slot))
    if len(found) != frag.rows * frag.cols:
        raise CompilerCrash(f"a {frag.rows}x{frag.cols} fragment layout misses elements")
    return found


@cache
def _mma_a(m: int, e: int) -> Place:
    """mma.sync's A (m x k): register r is row block r % (m/8), column block r // (m/8)."""
    blocks = m // 8

    def place(lane: int, slot: int) -> tuple[int, int]:
        r, i = divmod(slot, e)
        g, t = divmod(lane, 4)
        return g + 8 * (r % blocks), (r // blocks) * 4 * e + t * e + i

    return place


@cache
def _mma_b(e: int) -> Place:
    """mma.sync's B (k x 8): register r holds rows from r * 4e, column g."""

    def place(lane: int, slot: int) -> tuple[int, int]:
        r, i = divmod(slot, e)
        g, t = divmod(lane, 4)
        return r * 4 * e + t * e + i, g

    return place


def _mma_c(lane: int, slot: int) -> tuple[int, int]:
    """mma.sync's accumulator (m x 8): value j is row g + 8 * (j // 2), column 2t + j % 2."""
    g, t = divmod(lane, 4)
    return g + 8 * (slot // 2), 2 * t + slot % 2


@cache
def _wmma_place(rows: int, cols: int, block: Block) -> Place:
    across, down = cols // block.width, rows // block.height

    def place(lane: int, slot: int) -> tuple[int, int]:
        index = lane % (across * down)
        if block.by_column:
            block_col, block_row = divmod(index, down)
        else:
            block_row, block_col = divmod(index, across)
        r, c = divmod(slot, block.width)
        return block_row * block.height + r, block_col * block.width + c

    return place


# -- shapes and types --------------------------------------------------------------------------

_SHAPE = re.compile(r"m(\d+)n(\d+)k(\d+)$")


def _shape(ctx, ins: Instruction) -> tuple[str, int, int, int]:
    for mod in ins.mods:
        found = _SHAPE.match(mod)
        if found:
            return mod, *(int(x) for x in found.groups())
    raise ctx.invalid(f"'{ins.full_opcode}' needs a shape (.m16n8k16, ...)")


# mma.sync: (shape, A/B element) -> accumulator types. The shapes of the PTX ISA for sm_75-sm_89.
_MMA_SHAPES = {
    ("m16n8k8", "f16"): ("f16", "f32"), ("m16n8k16", "f16"): ("f16", "f32"),
    ("m16n8k8", "bf16"): ("f32",), ("m16n8k16", "bf16"): ("f32",),
    ("m16n8k4", "tf32"): ("f32",), ("m16n8k8", "tf32"): ("f32",),
    ("m8n8k16", "s8"): ("s32",), ("m16n8k16", "s8"): ("s32",), ("m16n8k32", "s8"): ("s32",),
    ("m8n8k16", "u8"): ("s32",), ("m16n8k16", "u8"): ("s32",), ("m16n8k32", "u8"): ("s32",),
    ("m16n8k32", "e4m3"): ("f32",), ("m16n8k32", "e5m2"): ("f32",),
    ("m8n8k4", "f64"): ("f64",),
}
_INT_INPUTS = ("s8", "u8")


def mma_fragment(which: str, element: Element, m: int, n: int, k: int) -> Fragment:
    """The PTX ISA's layout of an mma.sync fragment: ``which`` is "a", "b" or "c" (C and D)."""
    e = element.per_register
    rows, cols, place = {"a": (m, k, _mma_a(m, e)), "b": (k, n, _mma_b(e)),
                         "c": (m, n, _mma_c)}[which]
    return Fragment(rows, cols, element, rows * cols // (LANES * e), place)


def _element(ctx, t: ScalarType, what: str) -> Element:
    element = ELEMENTS.get(t.name)
    if element is None:
        raise ctx.unsupported(f"{what} of type .{t.name} are not supported")
    return element


# -- reading fragments and moving their values between lanes ------------------------------------


def _as_words(ctx, values: list[ir.Value]) -> list[ir.Value]:
    """Register values as integers (i32, or i64 for .f64)."""
    return [convert.to_bits(ctx, v) for v in values]


def _lanes_value(ctx, lanes: tuple[int, ...]) -> ir.Value | None:
    """The source lane of each lane as an i32 (None: each lane reads its own)."""
    return None if lanes == tuple(range(LANES)) else _lane_table(ctx, lanes)


def _lane_table(ctx, values: tuple[int, ...]) -> ir.Value:
    """``values[lane]`` for this lane, as an i32: a constant where all lanes have the same,
    else a load from a constant table of bytes (or 16-bit words) indexed by the lane."""
    if len(set(values)) == 1:
        return ir.Constant(I32, values[0])
    wide = max(values) > 255
    data = b"".join(v.to_bytes(2 if wide else 1, "little") for v in values)
    table = ctx.owner.string_constant(data, "const")
    b = ctx.b
    element = I16 if wide else I8
    at = b.gep(table, [ctx.target.lane_id(ctx)], inbounds=True, source_etype=element)
    return b.zext(b.load(at, typ=element), I32)


class _Operand:
    """A multiplicand's registers, and its elements fetched from other lanes. Elements that are
    cheap to convert are fetched in their registers (one shuffle per register and pattern of
    source lanes) and converted where used; the others (.f16, fp8) are converted in their own
    lane first and shuffled as values (fewer conversions: the device compiler's time grows
    with the code)."""

    def __init__(self, ctx, frag: Fragment, words: list[ir.Value]) -> None:
        self.ctx = ctx
        self.frag = frag
        self.words = words
        element = frag.element
        self.convert_first = element.name in ("f16", "e4m3", "e5m2")
        if self.convert_first:
            self.own = [_compute_value(ctx, _part(ctx, words[r], element, i), element)
                        for r in range(frag.registers) for i in range(element.per_register)]
        self.fetched: dict[tuple[int, tuple[int, ...]], ir.Value] = {}
        self.values: dict[Source, ir.Value] = {}

    def _fetch(self, what: int, lanes: tuple[int, ...], value: ir.Value) -> ir.Value:
        fetched = self.fetched.get((what, lanes))
        if fetched is None:
            lane = _lanes_value(self.ctx, lanes)
            fetched = value if lane is None else self._shuffle(value, lane)
            self.fetched[what, lanes] = fetched
        return fetched

    def _shuffle(self, value: ir.Value, lane: ir.Value) -> ir.Value:
        if isinstance(value.type, ir.IntType):
            return shuffle(self.ctx, value, lane)
        b = self.ctx.b
        return b.bitcast(shuffle(self.ctx, b.bitcast(value, I32), lane), value.type)

    def value(self, source: Source) -> ir.Value:
        value = self.values.get(source)
        if value is None:
            register, index, lanes = source
            element = self.frag.element
            if self.convert_first:
                slot = register * element.per_register + index
                value = self._fetch(slot, lanes, self.own[slot])
            else:
                word = self._fetch(register, lanes, self.words[register])
                value = _compute_value(self.ctx, _part(self.ctx, word, element, index), element)
            self.values[source] = value
        return value


def _part(ctx, word: ir.Value, element: Element, index: int) -> ir.Value:
    """Element ``index`` of a register (its low bits first)."""
    if element.per_register == 1:
        return word
    b = ctx.b
    shifted = b.lshr(word, ir.Constant(word.type, index * element.bits)) if index else word
    return b.trunc(shifted, ir.IntType(element.bits))


def _compute_value(ctx, bits: ir.Value, element: Element) -> ir.Value:
    """An element's value in the type the product is computed in (f32, f64 or i32)."""
    b = ctx.b
    name = element.name
    if name in _SMALL_FLOATS:
        return convert.widen_to_f32(ctx, bits, _SMALL_FLOATS[name])
    if name == "tf32":
        return b.bitcast(b.and_(bits, ir.Constant(I32, 0xFFFFE000)), ir.FloatType())
    if name == "f32":
        return b.bitcast(bits, ir.FloatType())
    if name == "f64":
        return b.bitcast(bits, ir.DoubleType())
    if name == "s8":
        return b.sext(bits, I32)
    if name == "u8":
        return b.zext(bits, I32)
    return bits  # s32


def _result_bits(ctx, value: ir.Value, element: Element) -> ir.Value:
    """A computed D element as the bits of its fragment slot."""
    if element.name == "f16":
        bits = ctx.b.bitcast(value, I32)
        return convert.convert_bits(ctx, bits, convert.F32, convert.F16)
    return value


def _registers(ctx, values: list[ir.Value], element: Element) -> list[ir.Value]:
    """Slot values packed into the fragment's registers, as values of the register type."""
    b = ctx.b
    n = element.per_register
    if n == 1:
        return [ctx.bitcast(v, ctx.ty(element.register)) for v in values]
    out = []
    for r in range(0, len(values), n):
        word = ir.Constant(I32, 0)
        for i, v in enumerate(values[r:r + n]):
            part = b.zext(v, I32)
            word = b.or_(word, b.shl(part, ir.Constant(I32, i * element.bits)) if i else part)
        out.append(word)
    return out


# -- the product -------------------------------------------------------------------------------

Source = tuple[int, int, tuple[int, ...]]  # (register, index in it, source lane of each lane)


@cache
def plan_products(a: Fragment, b: Fragment, dfrag: Fragment, k: int
                  ) -> tuple[tuple[tuple[Source, Source], ...], ...]:
    """For each slot of D and each ``k``: where every lane finds its ``A[row][k]`` and
    ``B[k][col]``. A layout for which the register is not the same in all lanes is a bug."""
    plans = []
    for slot in range(dfrag.slots):
        places = [dfrag.place(lane, slot) for lane in range(LANES)]
        steps = []
        for kk in range(k):
            steps.append((_source(a, [(row, kk) for row, _ in places]),
                          _source(b, [(kk, col) for _, col in places])))
        plans.append(tuple(steps))
    return tuple(plans)


def _source(frag: Fragment, wanted: list[tuple[int, int]]) -> Source:
    held = [frag.holders[w] for w in wanted]
    slots = {slot for _, slot in held}
    if len(slots) != 1:
        raise CompilerCrash("a matrix fragment layout needs different registers in different"
                            " lanes")
    slot = slots.pop()
    register, index = divmod(slot, frag.element.per_register)
    return register, index, tuple(lane for lane, _ in held)


def multiply(ctx, kind: str, a: Fragment, b: Fragment, c: Fragment, dfrag: Fragment, k: int,
             a_values: list[ir.Value], b_values: list[ir.Value], c_values: list[ir.Value],
             satfinite: bool) -> list[ir.Value]:
    """The registers of D = A * B + C for this lane, computed in a function of the module (one
    per form: kernels unroll their matrix loops, and the device compiler's time grows faster
    than the code it sees). ``kind`` ("mma" or "wmma") names the layouts, which the name must
    tell. Where shuffles go through memory (CPU devices) the multiplicands cross lanes through
    the warp's scratch (:func:`_multiply_in_scratch`), else by shuffles (:func:`_multiply`)."""
    words = [_as_words(ctx, v) for v in (a_values, b_values, c_values)]
    word = I64 if dfrag.element.bits == 64 else I32
    name = (f"__zluda_{kind}_{a.rows}x{b.cols}x{k}_{dfrag.element.name}_{a.element.name}_"
            f"{b.element.name}_{c.element.name}{'_sat' if satfinite else ''}")
    counts = [len(w) for w in words]
    args = sum(words, [])
    in_scratch = through_memory(ctx) and "matrix_scratch" not in ctx.target.disabled
    if in_scratch:
        name += "_scratch"
        args.append(ctx.warp_scratch(SHUFFLE_SCRATCH_BYTES))

    def body(inner, params: list[ir.Value]) -> ir.Value:
        parts = [params[:counts[0]], params[counts[0]:counts[0] + counts[1]],
                 params[counts[0] + counts[1]:sum(counts)]]
        if in_scratch:
            registers = _multiply_in_scratch(inner, a, b, c, dfrag, k, *parts, satfinite,
                                             params[-1])
        else:
            registers = _multiply(inner, a, b, c, dfrag, k, *parts, satfinite)
        vector = ir.Constant(ir.VectorType(word, len(registers)), None)
        for i, v in enumerate(registers):
            vector = inner.b.insert_element(vector, convert.to_bits(inner, v),
                                            ir.Constant(I32, i))
        return vector

    vector = ctx.outlined(name, ir.VectorType(word, dfrag.registers), args, body)
    return [ctx.bitcast(ctx.b.extract_element(vector, ir.Constant(I32, i)),
                        ctx.ty(dfrag.element.register)) for i in range(dfrag.registers)]


def _multiply(ctx, a: Fragment, b: Fragment, c: Fragment, dfrag: Fragment, k: int,
              a_words: list[ir.Value], b_words: list[ir.Value], c_words: list[ir.Value],
              satfinite: bool) -> list[ir.Value]:
    builder = ctx.b
    left, right = _Operand(ctx, a, a_words), _Operand(ctx, b, b_words)
    is_float = a.element.is_float
    fma = "llvm.fma.f64" if a.element.name == "f64" else "llvm.fma.f32"
    results = []
    for slot, steps in enumerate(plan_products(a, b, dfrag, k)):
        register, index = divmod(slot, c.element.per_register)
        acc = _compute_value(ctx, _part(ctx, c_words[register], c.element, index), c.element)
        if satfinite:
            acc = builder.sext(acc, I64)
        for a_source, b_source in steps:
            x, y = left.value(a_source), right.value(b_source)
            if is_float:
                acc = ctx.intrinsic(fma, acc.type, x, y, acc)
            elif satfinite:
                acc = builder.add(acc, builder.sext(builder.mul(x, y), I64))
            else:
                acc = builder.add(acc, builder.mul(x, y))
        if satfinite:
            acc = _clamp_s32(ctx, acc)
        results.append(_result_bits(ctx, acc, dfrag.element))
    return _registers(ctx, results, dfrag.element)


# -- the product through the warp's scratch (targets whose shuffles go through memory) --------


@dataclass(frozen=True)
class _Grid:
    """The elements of D that each lane computes, as a grid: the lane's rows ``rows[i][lane]``
    and columns ``cols[j][lane]``, and slot ``s`` at (``cells[s]``) in it, the same in every
    lane (a layout that is not a grid has a row and a column per slot)."""

    rows: tuple[tuple[int, ...], ...]
    cols: tuple[tuple[int, ...], ...]
    cells: tuple[tuple[int, int], ...]


def _cells(lane_places: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Each slot's (row, column) among the lane's distinct rows and columns, in first use."""
    rows = list(dict.fromkeys(r for r, _ in lane_places))
    cols = list(dict.fromkeys(c for _, c in lane_places))
    return tuple((rows.index(r), cols.index(c)) for r, c in lane_places)


@cache
def _grid(dfrag: Fragment) -> _Grid:
    places = [[dfrag.place(lane, slot) for slot in range(dfrag.slots)] for lane in range(LANES)]
    cells = _cells(places[0])
    if len(set(cells)) != len(cells) or any(_cells(p) != cells for p in places):
        cells = tuple((slot, slot) for slot in range(dfrag.slots))  # a row and column per slot
    first_of_row = {i: slot for slot, (i, _) in reversed(list(enumerate(cells)))}
    first_of_col = {j: slot for slot, (_, j) in reversed(list(enumerate(cells)))}
    rows = tuple(tuple(p[first_of_row[i]][0] for p in places) for i in sorted(first_of_row))
    cols = tuple(tuple(p[first_of_col[j]][1] for p in places) for j in sorted(first_of_col))
    return _Grid(rows, cols, cells)


def _multiply_in_scratch(ctx, a: Fragment, b: Fragment, c: Fragment, dfrag: Fragment, k: int,
                         a_words: list[ir.Value], b_words: list[ir.Value],
                         c_words: list[ir.Value], satfinite: bool, scratch: ir.Value
                         ) -> list[ir.Value]:
    """D = A * B + C where warp shuffles go through memory (CPU devices): every lane writes its
    elements of A and B, as values, into the warp's ``scratch`` as the two matrices (A row by
    row, B column by column); then, in a loop over ``k``, reads the rows and columns of the
    elements of D that it holds: a few loads per k, where shuffles would take one per element
    (about eight times the time on Intel's CPU device), between two sub-group barriers."""
    builder = ctx.b
    target = ctx.target
    is_float = a.element.is_float
    wide = a.element.name == "f64"
    value_type = (ir.DoubleType() if wide else ir.FloatType()) if is_float else I32
    size = 8 if wide else 4
    if (a.rows * a.cols + b.rows * b.cols) * size > MATRIX_SCRATCH_BYTES:
        raise CompilerCrash(f"a {a.rows}x{b.cols}x{k} product does not fit the warp's scratch")
    b_offset = a.rows * a.cols  # elements: A (m x k, by rows), then B (k x n, by columns)

    def element_at(index: ir.Value) -> ir.Value:
        return builder.gep(scratch, [builder.zext(index, I64)], source_etype=value_type)

    for frag, words, position in ((a, a_words, lambda r, col: r * k + col),
                                  (b, b_words, lambda r, col: b_offset + col * k + r)):
        element = frag.element
        for slot in range(frag.slots):
            register, index = divmod(slot, element.per_register)
            value = _compute_value(ctx, _part(ctx, words[register], element, index), element)
            where = tuple(position(*frag.place(lane, slot)) for lane in range(LANES))
            builder.store(value, element_at(_lane_table(ctx, where)))
    target.warp_barrier(ctx)

    grid = _grid(dfrag)
    row_starts = [builder.mul(_lane_table(ctx, rows), ir.Constant(I32, k)) for rows in grid.rows]
    col_starts = [builder.add(builder.mul(_lane_table(ctx, cols), ir.Constant(I32, k)),
                              ir.Constant(I32, b_offset)) for cols in grid.cols]
    fma = "llvm.fma.f64" if wide else "llvm.fma.f32"
    init = []
    for slot in range(dfrag.slots):
        register, index = divmod(slot, c.element.per_register)
        acc = _compute_value(ctx, _part(ctx, c_words[register], c.element, index), c.element)
        init.append(builder.sext(acc, I64) if satfinite else acc)

    def step(kk: ir.Value, accs: list[ir.Value]) -> list[ir.Value]:
        xs = [builder.load(element_at(builder.add(start, kk)), typ=value_type)
              for start in row_starts]
        ys = [builder.load(element_at(builder.add(start, kk)), typ=value_type)
              for start in col_starts]
        out = []
        for acc, (i, j) in zip(accs, grid.cells, strict=True):
            x, y = xs[i], ys[j]
            if is_float:
                out.append(ctx.intrinsic(fma, acc.type, x, y, acc))
            elif satfinite:
                out.append(builder.add(acc, builder.sext(builder.mul(x, y), I64)))
            else:
                out.append(builder.add(acc, builder.mul(x, y)))
        return out

    accs = uniform_loop(ctx, k, init, step, "mma_k")
    target.warp_barrier(ctx)  # read before the warp's next product writes
    results = [_result_bits(ctx, _clamp_s32(ctx, acc) if satfinite else acc, dfrag.element)
               for acc in accs]
    return _registers(ctx, results, dfrag.element)


def _clamp_s32(ctx, acc: ir.Value) -> ir.Value:
    b = ctx.b
    low, high = ir.Constant(I64, -(2**31)), ir.Constant(I64, 2**31 - 1)
    acc = b.select(b.icmp_signed("<", acc, low), low, acc)
    acc = b.select(b.icmp_signed(">", acc, high), high, acc)
    return b.trunc(acc, I32)


# -- mma.sync ----------------------------------------------------------------------------------


def _mma_types(ins: Instruction) -> tuple[ScalarType, ...]:
    """(D, A, B, C): mma.sync and wmma.mma name all four, or only D and C for .f16 inputs."""
    if len(ins.types) == 2:
        dt, ct = ins.types
        return dt, F16, F16, ct
    return tuple(ins.types)


def _mma_sig(ins: Instruction) -> list:
    dt, at, bt, ct = _mma_types(ins)
    sparse = [s(None)] * (len(ins.operands) - 4) if ins.has("sp") else []  # refused in lowering
    return [d(_register_type(dt)), s(_register_type(at)), s(_register_type(bt)),
            s(_register_type(ct))] + sparse


def _register_type(t: ScalarType) -> ScalarType:
    """The type of the registers that hold elements of type ``t``."""
    element = ELEMENTS.get(t.name)
    return t if element is None else element.register


def _check_operands(ctx, ins: Instruction, frags: list[Fragment], first: int = 0) -> None:
    for i, frag in enumerate(frags, first):
        have = len(ctx.operand_elements(ins, i))
        if have != frag.registers:
            raise ctx.invalid(f"operand {i + 1} of '{ins.full_opcode}' is a fragment of"
                              f" {frag.registers} registers, found {have}")


def _check_layouts(ctx, ins: Instruction, wanted: tuple[str, str] | None) -> None:
    layouts = tuple(m for m in ins.mods if m in ("row", "col"))
    if len(layouts) != 2 or (wanted is not None and layouts != wanted):
        expected = ".row.col" if wanted else "the layouts of A and B (.row/.col)"
        raise ctx.invalid(f"'{ins.full_opcode}' needs {expected}")


_MMA_FORMS = ("mma.sync.aligned.{m16n8k8,m16n8k16}.row.col with .f16 (to .f16 or .f32) and "
              ".bf16 (to .f32); {m16n8k4,m16n8k8}.tf32; {m8n8k16,m16n8k16,m16n8k32} with .s8/.u8"
              " to .s32 (.satfinite); m16n8k32 .e4m3/.e5m2 to .f32; m8n8k4 .f64")
_MMA_NOTES = ("exact emulation in the warp's lanes (by shuffles; on CPU devices through the"
              " warp's scratch in local memory); float products are accumulated "
              "with fma in k order after C (NVIDIA's adders round differently, within f32 "
              "rounding); .tf32 inputs ignore their low 13 bits. Not supported: the sm_70 "
              "m8n8k4 .f16 quad-pair form, sub-byte (.s4/.u4/.b1) and sparse (mma.sp) forms, "
              "the sm_90 .f64 shapes")


_SUB_BYTE = ("s4", "u4", "b1", "e2m1", "e3m2", "e2m3")


def _refuse_sub_byte(ctx, ins: Instruction) -> None:
    for mod in ins.mods:
        if mod in _SUB_BYTE:
            raise ctx.unsupported(f"'{ins.full_opcode}': .{mod} (sub-byte) matrices are not"
                                  " supported")


@instruction("mma", family=FAMILY, signature=_mma_sig, forms=_MMA_FORMS, notes=_MMA_NOTES,
             tests=TESTS, fragments=True)
def mma(ctx, ins: Instruction) -> None:
    _refuse_sub_byte(ctx, ins)
    if not ins.has("sync") or not ins.has("aligned") or len(ins.types) != 4:
        raise ctx.invalid(f"'{ins.full_opcode}' takes the form mma.sync.aligned.shape.row.col"
                          ".dtype.atype.btype.ctype d, a, b, c")
    if ins.has("sp"):
        raise ctx.unsupported("sparse matrix multiply (mma.sp) is not supported")
    shape, m, n, k = _shape(ctx, ins)
    dt, at, bt, ct = ins.types
    if at.name != bt.name and {at.name, bt.name} != {"s8", "u8"} \
            and {at.name, bt.name} != {"e4m3", "e5m2"}:
        raise ctx.invalid(f"'{ins.full_opcode}': A and B must have the same type")
    if shape == "m8n8k4" and at.name == "f16":
        raise ctx.unsupported("mma.m8n8k4 with .f16 (sm_70's quad-pair form) is not supported")
    accumulators = _MMA_SHAPES.get((shape, at.name)) or _MMA_SHAPES.get((shape, bt.name))
    if accumulators is None:
        raise ctx.unsupported(f"'{ins.full_opcode}': shape .{shape} with .{at.name} is not"
                              " supported")
    if dt.name not in accumulators or ct.name not in accumulators:
        raise ctx.invalid(f"'{ins.full_opcode}': the accumulators of .{shape} .{at.name} are"
                          f" {' or '.join('.' + a for a in accumulators)}")
    _check_layouts(ctx, ins, ("row", "col"))
    satfinite = ins.has("satfinite")
    if satfinite and at.name not in _INT_INPUTS:
        raise ctx.invalid(f"'{ins.full_opcode}': .satfinite is for integer inputs")
    a_el, b_el = _element(ctx, at, "A"), _element(ctx, bt, "B")
    afrag, bfrag = mma_fragment("a", a_el, m, n, k), mma_fragment("b", b_el, m, n, k)
    cfrag = mma_fragment("c", ELEMENTS[ct.name], m, n, k)
    dfrag = mma_fragment("c", ELEMENTS[dt.name], m, n, k)
    _check_operands(ctx, ins, [dfrag, afrag, bfrag, cfrag])
    out = multiply(ctx, "mma", afrag, bfrag, cfrag, dfrag, k, ctx.srcs(ins, 1),
                   ctx.srcs(ins, 2), ctx.srcs(ins, 3), satfinite)
    ctx.dsts(ins, 0, out)


# -- wmma --------------------------------------------------------------------------------------

_WMMA_SHAPES = {
    "f16": ("m16n16k16", "m32n8k16", "m8n32k16"), "bf16": ("m16n16k16", "m32n8k16", "m8n32k16"),
    "s8": ("m16n16k16", "m32n8k16", "m8n32k16"), "u8": ("m16n16k16", "m32n8k16", "m8n32k16"),
    "tf32": ("m16n16k8",), "f64": ("m8n8k4",),
}
_WMMA_ACCUMULATORS = {"f16": ("f16", "f32"), "bf16": ("f32",), "s8": ("s32",), "u8": ("s32",),
                      "tf32": ("f32",), "f64": ("f64",)}


def wmma_fragment(which: str, element: Element, m: int, n: int, k: int) -> Fragment:
    """Our layout of a wmma fragment: ``which`` is "a", "b" or "c" (C and D)."""
    rows, cols = {"a": (m, k), "b": (k, n), "c": (m, n)}[which]
    if which != "c" and element.name == "f16":
        registers = 8  # the PTX ISA's .f16 multiplicand: 8 .f16x2 registers for every shape
    else:
        registers = rows * cols // (LANES * element.per_register)
    slots = registers * element.per_register
    if which == "a":  # a row's run of k: the lanes of D's rows read whole registers
        block = Block(1, slots, by_column=False)
    elif which == "b":  # a column's run of k
        block = Block(slots, 1, by_column=True)
    else:  # D in 2x4 blocks: each lane needs 2 rows of A and 4 columns of B
        block = Block(2, 4, False) if slots == 8 else Block(1, slots, False)
    return Fragment(rows, cols, element, registers, _wmma_place(rows, cols, block), block)


def _wmma_sig(ins: Instruction) -> list:
    op = ins.mods[0] if ins.mods else ""
    # without a type (sub-byte forms): .b32 registers, refused in lowering
    t = _register_type(ins.types[-1]) if ins.types else B32
    if op == "load":
        return [d(t), s(None), s(S32)][: len(ins.operands)]
    if op == "store":
        return [s(None), s(t), s(S32)][: len(ins.operands)]
    return _mma_sig(ins)


_WMMA_FORMS = ("wmma.load.{a,b,c}.sync.aligned.{row,col}.shape{.global,.shared,}.type and "
               "wmma.store.d (optional stride); wmma.mma.sync.aligned.{row,col}.{row,col}: "
               "m16n16k16/m32n8k16/m8n32k16 with .f16 (to .f16 or .f32), .bf16 (to .f32), "
               ".s8/.u8 (to .s32, .satfinite); m16n16k8 .tf32; m8n8k4 .f64")
_WMMA_NOTES = ("exact emulation in the warp's lanes; the fragment layout is zluda's (PTX leaves it"
               " opaque). Not supported: sub-byte (.s4/.u4/.b1) forms")


@instruction("wmma", family=FAMILY, signature=_wmma_sig, forms=_WMMA_FORMS, notes=_WMMA_NOTES,
             tests=TESTS, fragments=True)
def wmma(ctx, ins: Instruction) -> None:
    _refuse_sub_byte(ctx, ins)
    op = ins.mods[0] if ins.mods else ""
    if op not in ("load", "store", "mma") or not ins.has("sync") or not ins.has("aligned"):
        raise ctx.invalid(f"'{ins.full_opcode}' is not a wmma instruction (wmma.load, "
                          "wmma.store or wmma.mma, with .sync.aligned)")
    shape, m, n, k = _shape(ctx, ins)
    if op == "mma":
        _wmma_mma(ctx, ins, shape, m, n, k)
    else:
        _wmma_access(ctx, ins, op, shape, m, n, k)


def _wmma_check_shape(ctx, ins: Instruction, shape: str, name: str) -> None:
    shapes = _WMMA_SHAPES.get(name)
    if shapes is None:
        raise ctx.unsupported(f"'{ins.full_opcode}': .{name} fragments are not supported")
    if shape not in shapes:
        raise ctx.invalid(f"'{ins.full_opcode}': .{name} fragments have the shapes"
                          f" {', '.join('.' + x for x in shapes)}")


def _wmma_mma(ctx, ins: Instruction, shape: str, m: int, n: int, k: int) -> None:
    dt, at, bt, ct = _mma_types(ins)
    if at.name != bt.name:
        raise ctx.invalid(f"'{ins.full_opcode}': A and B must have the same type")
    _wmma_check_shape(ctx, ins, shape, at.name)
    accumulators = _WMMA_ACCUMULATORS[at.name]
    if dt.name not in accumulators or ct.name not in accumulators:
        raise ctx.invalid(f"'{ins.full_opcode}': the accumulators of .{at.name} are"
                          f" {' or '.join('.' + a for a in accumulators)}")
    _check_layouts(ctx, ins, None)
    satfinite = ins.has("satfinite")
    if satfinite and at.name not in _INT_INPUTS:
        raise ctx.invalid(f"'{ins.full_opcode}': .satfinite is for integer inputs")
    element = ELEMENTS[at.name]
    afrag = wmma_fragment("a", element, m, n, k)
    bfrag = wmma_fragment("b", element, m, n, k)
    cfrag = wmma_fragment("c", ELEMENTS[ct.name], m, n, k)
    dfrag = wmma_fragment("c", ELEMENTS[dt.name], m, n, k)
    _check_operands(ctx, ins, [dfrag, afrag, bfrag, cfrag])
    out = multiply(ctx, "wmma", afrag, bfrag, cfrag, dfrag, k, ctx.srcs(ins, 1),
                   ctx.srcs(ins, 2), ctx.srcs(ins, 3), satfinite)
    ctx.dsts(ins, 0, out)


def _wmma_access(ctx, ins: Instruction, op: str, shape: str, m: int, n: int, k: int) -> None:
    which = ins.mods[1] if len(ins.mods) > 1 else ""
    if (op, which) not in (("load", "a"), ("load", "b"), ("load", "c"), ("store", "d")):
        raise ctx.invalid(f"'{ins.full_opcode}': wmma loads .a, .b or .c and stores .d")
    layout = ins.first_of("row", "col")
    if layout is None:
        raise ctx.invalid(f"'{ins.full_opcode}' needs the memory layout (.row or .col)")
    t = ins.types[-1] if ins.types else None
    if t is None:
        raise ctx.invalid(f"'{ins.full_opcode}' needs an element type")
    element = _element(ctx, t, "wmma fragments")
    if which in ("a", "b"):
        _wmma_check_shape(ctx, ins, shape, t.name)
    elif t.name not in ("f16", "f32", "s32", "f64"):
        raise ctx.invalid(f"'{ins.full_opcode}': accumulators are .f16, .f32, .s32 or .f64")
    frag = wmma_fragment("c" if which == "d" else which, element, m, n, k)
    data = 0 if op == "load" else 1
    _check_operands(ctx, ins, [frag], first=data)
    ref = ins.operands[1 - data]
    if len(ins.operands) == 3:
        stride = ctx.src(ins, 2)
    else:  # the leading dimension of the matrix in memory
        stride = ir.Constant(I32, frag.cols if layout == "row" else frag.rows)
    base = ctx.pointer(ref)
    pointers = [_element_pointer(ctx, base, frag, slot, stride, layout)
                for slot in range(frag.slots)]
    b = ctx.b
    bits = ir.IntType(element.bits)
    if op == "load":
        values = [b.load(p, typ=bits, align=element.bits // 8) for p in pointers]
        ctx.dsts(ins, 0, _registers(ctx, values, element))
        return
    words = _as_words(ctx, ctx.srcs(ins, 1))
    for slot, p in enumerate(pointers):
        register, index = divmod(slot, element.per_register)
        value = _part(ctx, words[register], element, index)
        b.store(value, p, align=element.bits // 8)


def _element_pointer(ctx, base: ir.Value, frag: Fragment, slot: int, stride: ir.Value,
                     layout: str) -> ir.Value:
    """The address of the element that this lane's ``slot`` holds (:class:`Block`)."""
    b = ctx.b
    block = frag.block
    across, down = frag.cols // block.width, frag.rows // block.height
    index = b.and_(ctx.target.lane_id(ctx), ir.Constant(I32, across * down - 1))
    inner = down if block.by_column else across
    major = b.lshr(index, ir.Constant(I32, inner.bit_length() - 1))
    minor = b.and_(index, ir.Constant(I32, inner - 1))
    block_row, block_col = (minor, major) if block.by_column else (major, minor)
    r, c = divmod(slot, block.width)
    row = b.add(b.mul(block_row, ir.Constant(I32, block.height)), ir.Constant(I32, r))
    col = b.add(b.mul(block_col, ir.Constant(I32, block.width)), ir.Constant(I32, c))
    if layout == "row":
        offset = b.add(b.mul(row, stride), col)
    else:
        offset = b.add(b.mul(col, stride), row)
    offset = b.mul(b.sext(offset, I64), ir.Constant(I64, frag.element.bits // 8))
    return b.gep(base, [offset], source_etype=I8)


# -- ldmatrix, stmatrix, movmatrix -------------------------------------------------------------


def _matrix_count(ctx, ins: Instruction) -> int:
    count = ins.first_of("x1", "x2", "x4")
    if count is None or not ins.has("m8n8") or not ins.types or ins.types[-1].name != "b16":
        raise ctx.unsupported(f"'{ins.full_opcode}': only the .m8n8 shape with .b16 and .x1,"
                              " .x2 or .x4 is supported")
    return int(count[1])


def _row_pointers(ctx, ins: Instruction, ref, matrices: int, trans: bool) -> list[list[ir.Value]]:
    """For each matrix and each of this lane's two .b16 elements, its address. Lanes
    8j..8j+7 give the rows of matrix j; lane L holds row L/4, columns 2(L%4) and +1 (with .trans
    the transposed matrix: rows 2(L%4) and +1 of column L/4)."""
    if not isinstance(ref, MemRef):
        raise ctx.invalid("expected an address in brackets here", getattr(ref, "pos", None))
    b = ctx.b
    lane = ctx.target.lane_id(ctx)
    g = b.lshr(lane, ir.Constant(I32, 2))
    t = b.and_(lane, ir.Constant(I32, 3))
    own = ctx.value(ref.base, None) if ref.kind == "reg" else None
    places = []  # (key, source lane, column bytes) of each matrix's two elements
    for j in range(matrices):
        for i in range(2):
            if trans:
                row = b.add(b.shl(t, ir.Constant(I32, 1)), ir.Constant(I32, i))
                column_bytes = b.shl(g, ir.Constant(I32, 1))
            else:  # both elements in the same row: one source lane
                row = g
                column_bytes = b.add(b.shl(t, ir.Constant(I32, 2)), ir.Constant(I32, 2 * i))
            key = (j, i if trans else 0)  # the source lane's row in matrix j
            places.append((key, b.add(row, ir.Constant(I32, 8 * j)), column_bytes))
    sources = {key: source for key, source, _ in places}  # the distinct source lanes
    rows = dict(zip(sources, exchange(ctx, own, list(sources.values())), strict=True)) \
        if own is not None else {}
    out = []
    for key, _, column_bytes in places:
        base = ctx.pointer(ref, rows.get(key))
        out.append(b.gep(base, [b.zext(column_bytes, I64)], source_etype=I8))
    return [out[i:i + 2] for i in range(0, len(out), 2)]


@instruction("ldmatrix", family=FAMILY, signature=lambda ins: [d(B32), s(None)],
             forms="ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared}.b16", tests=TESTS,
             fragments=True)
def ldmatrix(ctx, ins: Instruction) -> None:
    matrices = _matrix_count(ctx, ins)
    b = ctx.b
    words = []
    for lo, hi in _row_pointers(ctx, ins, ins.operands[1], matrices, ins.has("trans")):
        low = b.load(lo, typ=I16, align=2)
        high = b.load(hi, typ=I16, align=2)
        words.append(convert.join(ctx, low, high))
    ctx.dsts(ins, 0, words)


@instruction("stmatrix", family=FAMILY, signature=lambda ins: [s(None), s(B32)],
             forms="stmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared}.b16", tests=TESTS,
             fragments=True)
def stmatrix(ctx, ins: Instruction) -> None:
    matrices = _matrix_count(ctx, ins)
    words = _as_words(ctx, ctx.srcs(ins, 1))
    if len(words) != matrices:
        raise ctx.invalid(f"'{ins.full_opcode}' stores {matrices} registers, found {len(words)}")
    b = ctx.b
    for word, (lo, hi) in zip(words, _row_pointers(ctx, ins, ins.operands[0], matrices,
                                                   ins.has("trans")), strict=True):
        low, high = convert.split(ctx, word, 16)
        b.store(low, lo, align=2)
        b.store(high, hi, align=2)


@instruction("movmatrix", family=FAMILY, signature=lambda ins: [d(B32), s(B32)],
             forms="movmatrix.sync.aligned.m8n8.trans.b16", tests=TESTS)
def movmatrix(ctx, ins: Instruction) -> None:
    if not ins.has("m8n8") or not ins.has("trans") or ins.types[-1].name != "b16":
        raise ctx.invalid(f"'{ins.full_opcode}' takes the form movmatrix.sync.aligned.m8n8"
                          ".trans.b16 d, a")
    # Lane L holds row L/4, columns 2(L%4) and +1; the transpose's element (g, 2t + i) is the
    # source's (2t + i, g), in lane (2t + i) * 4 + g / 2, half g % 2.
    b = ctx.b
    word = convert.to_bits(ctx, ctx.src(ins, 1))
    lane = ctx.target.lane_id(ctx)
    g = b.lshr(lane, ir.Constant(I32, 2))
    t = b.and_(lane, ir.Constant(I32, 3))
    odd = b.trunc(g, ir.IntType(1))
    halves = []
    for i in range(2):
        source = b.add(b.shl(b.add(b.shl(t, ir.Constant(I32, 1)), ir.Constant(I32, i)),
                             ir.Constant(I32, 2)), b.lshr(g, ir.Constant(I32, 1)))
        low, high = convert.split(ctx, shuffle(ctx, word, source), 16)
        halves.append(b.select(odd, high, low))
    ctx.dst(ins, 0, convert.join(ctx, *halves))
