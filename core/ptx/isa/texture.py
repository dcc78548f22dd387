"""Textures and surfaces: ``tex``, ``tld4``, ``txq``, ``suld.b``, ``sust.b``, ``sured.b`` and
``suq`` over texture and surface objects (unified mode: the handle is a ``.u64`` register).

A handle is the device address of the object's descriptor (:mod:`zluda.ptx.texture_descriptor`,
written by ``cuTexObjectCreate``/``cuSurfObjectCreate``). Sampling is computed in the kernel
from the resource's memory, with CUDA's rules (the Programming Guide's "Texture Fetching"):

- normalized coordinates are scaled by the size; wrap and mirror apply only to them (with
  unnormalized coordinates CUDA treats both as clamp); clamp and border work on texel indices,
  border giving the border color for each texel that falls outside;
- point filtering reads texel ``floor(x)``; linear filtering reads ``floor(x - 0.5)`` and the
  next, weighted by the fraction quantized to 8 bits (CUDA's 9-bit fixed point), on 1-D, 2-D,
  3-D, layered and cubemap textures; it applies only where the results are floats;
- 8- and 16-bit integer formats read as floats in [0, 1] (signed: [-1, 1]) unless the object was
  created with ``CU_TRSF_READ_AS_INTEGER``; half textures read as floats; channels that the
  format lacks read as 0, and alpha as 1;
- layer indices are clamped to the layers; cubemap directions pick the face by their major
  axis (the Programming Guide's table) and sample it with clamp;
- ``tex.level`` and ``tex.grad`` sample level 0: mipmapped arrays are not supported, and a
  texture without mipmaps has level 0 only.

Surfaces address x in bytes (as PTX does). Out of range, ``.zero`` loads 0 and ignores stores,
``.clamp`` moves to the nearest element, and ``.trap`` also records CUDA_ERROR_LAUNCH_FAILED for
the launch (the thread runs on with zeros; CUDA stops the kernel).
"""

from __future__ import annotations

from llvmlite import ir

from .. import texture_descriptor as desc
from ..ast import Instruction, Reg
from ..layout import TRAP_TRAP
from ..targets.base import I32, I64
from ..types import B32, F32, S32, U32, U64, ScalarType
from .control import set_status
from .registry import d, instruction, s

FAMILY = "textures and surfaces"
TESTS = "tests/runtime/test_textures.py"
F = ir.FloatType()
V4 = ir.VectorType(I32, 4)
CLAMP, WRAP, MIRROR, BORDER = 1, 0, 2, 3  # CUaddress_mode
# geometry -> (dimensions, layered, cube)
GEOMETRIES = {"1d": (1, False, False), "2d": (2, False, False), "3d": (3, False, False),
              "a1d": (1, True, False), "a2d": (2, True, False), "cube": (3, False, True),
              "acube": (3, True, True)}


def _i(value: int) -> ir.Constant:
    return ir.Constant(I32, value)


def _f(value: float) -> ir.Constant:
    return ir.Constant(F, value)


def _field(ctx, handle: ir.Value, offset: int, typ: ir.Type = I32) -> ir.Value:
    b = ctx.b
    address = b.add(handle, ir.Constant(I64, offset))
    return b.load(b.inttoptr(address, ctx.target.pointer("global")), typ=typ,
                  align=min(typ.width // 8 if isinstance(typ, ir.IntType) else 4, 8))


def _geometry(ctx, ins: Instruction) -> str:
    found = ins.first_of(*GEOMETRIES)
    if found is None:
        bad = ins.first_of("2dms", "a2dms")
        if bad is not None:
            raise ctx.unsupported(f"'{ins.full_opcode}': multisample textures are not supported")
        raise ctx.invalid(f"'{ins.full_opcode}' needs a geometry (.1d, .2d, .3d, .a1d, .a2d,"
                          " .cube, .acube)")
    return found


def _handle(ctx, ins: Instruction, i: int) -> ir.Value:
    op = ins.operands[i]
    symbol = getattr(op, "symbol", None)
    if isinstance(op, Reg) and symbol is not None and symbol.kind != "reg":
        raise ctx.unsupported(
            f"'{op.name}': texture and surface references (.texref, .surfref, .samplerref) are"
            " not supported; only texture and surface objects (CUDA 12 removed references)",
            op.pos)
    return ctx.value(op, U64)


def _coordinates(ctx, ins: Instruction, i: int, geometry: str, t: ScalarType):
    """(layer or None, [coordinates]) from the vector operand ``i``."""
    dims, layered, _cube = GEOMETRIES[geometry]
    elements = ctx.operand_elements(ins, i)
    wanted = dims + (1 if layered else 0)
    if len(elements) < wanted:
        raise ctx.invalid(f"'{ins.full_opcode}' takes {wanted} coordinates, found"
                          f" {len(elements)}", getattr(ins.operands[i], "pos", None))
    layer = ctx.value(elements[0], U32) if layered else None
    first = 1 if layered else 0
    return layer, [ctx.value(e, t) for e in elements[first:first + dims]]


# -- reading one texel -------------------------------------------------------------------------


def _texel(ctx, handle: ir.Value, x: ir.Value, y: ir.Value, slice_: ir.Value) -> ir.Value:
    """The texel at in-range indices, as four i32: float bits where the texture reads as floats,
    integers where it reads as integers."""
    return ctx.outlined("__zluda_texel", V4, [handle, x, y, slice_], _texel_body)


def _texel_body(ctx, params: list[ir.Value]) -> ir.Value:
    handle, x, y, slice_ = params
    b = ctx.b
    base = _field(ctx, handle, desc.BASE, I64)
    row_pitch = _field(ctx, handle, desc.ROW_PITCH, I64)
    slice_pitch = _field(ctx, handle, desc.SLICE_PITCH, I64)
    fmt = _field(ctx, handle, desc.FORMAT)
    channels = _field(ctx, handle, desc.CHANNELS)
    element = _field(ctx, handle, desc.ELEMENT_BYTES)
    channel_bytes = _field(ctx, handle, desc.CHANNEL_BYTES)
    flags = _field(ctx, handle, desc.FLAGS)
    address = b.add(base, b.add(b.mul(b.zext(slice_, I64), slice_pitch),
                                b.add(b.mul(b.zext(y, I64), row_pitch),
                                      b.zext(b.mul(x, element), I64))))
    signed = b.icmp_unsigned("==", b.and_(fmt, _i(0x18)), _i(0x08))  # s8, s16, s32
    last = b.sub(channels, _i(1))
    addresses = []
    for c in range(4):
        at = b.select(b.icmp_unsigned("<", _i(c), channels), _i(c), last)
        addresses.append(b.add(address, b.zext(b.mul(at, channel_bytes), I64)))
    fn = ctx.fn
    one, two, four, join = (fn.append_basic_block(n) for n in ("bytes1", "bytes2", "bytes4",
                                                               "loaded"))
    switch = b.switch(channel_bytes, four)
    switch.add_case(_i(1), one)
    switch.add_case(_i(2), two)
    pointer = ctx.target.pointer("global")
    raws = []
    for block, bits in ((one, 8), (two, 16), (four, 32)):
        b.position_at_end(block)
        values = []
        for a in addresses:
            v = b.load(b.inttoptr(a, pointer), typ=ir.IntType(bits), align=bits // 8)
            if bits == 32:
                values.append(v)
                continue
            extended = b.select(signed, b.sext(v, I32), b.zext(v, I32))
            if bits == 16:  # a half texel reads as the float's bits
                as_float = b.bitcast(b.fpext(b.bitcast(v, ir.HalfType()), F), I32)
                extended = b.select(b.icmp_unsigned("==", fmt, _i(0x10)), as_float, extended)
            values.append(extended)
        raws.append((b.block, values))
        b.branch(join)
    b.position_at_end(join)
    phis = []
    for c in range(4):
        raw = b.phi(I32)
        for block, values in raws:
            raw.add_incoming(values[c], block)
        phis.append(raw)
    integer_format = b.icmp_unsigned("<", fmt, _i(0x10))
    normalize = b.and_(b.and_(integer_format, b.icmp_unsigned("<", channel_bytes, _i(4))),
                       b.icmp_unsigned("==", b.and_(flags, _i(desc.READ_AS_INTEGER)), _i(0)))
    floats = b.or_(normalize, b.not_(integer_format))
    # 1/255, 1/65535, 1/127, 1/32767 by (signed, 16-bit)
    wide = b.icmp_unsigned("==", channel_bytes, _i(2))
    scale = b.select(signed, b.select(wide, _f(1 / 32767), _f(1 / 127)),
                     b.select(wide, _f(1 / 65535), _f(1 / 255)))
    out = ir.Constant(V4, None)
    for c, raw in enumerate(phis):
        scaled = b.fmul(b.sitofp(raw, F), scale)
        scaled = b.select(b.fcmp_ordered("<", scaled, _f(-1.0)), _f(-1.0), scaled)
        value = b.select(normalize, b.bitcast(scaled, I32), raw)
        if c == 3:
            missing = b.select(floats, b.bitcast(_f(1.0), I32), _i(1))
        else:
            missing = _i(0)
        value = b.select(b.icmp_unsigned("<", _i(c), channels), value, missing)
        out = b.insert_element(out, value, _i(c))
    return out


# -- addressing --------------------------------------------------------------------------------


def _index(ctx, i: ir.Value, size: ir.Value, mode: ir.Value, normalized: ir.Value):
    """(in-range index, whether it is inside) for texel index ``i`` of ``size`` texels."""
    b = ctx.b
    repeats = b.or_(b.icmp_unsigned("==", mode, _i(WRAP)), b.icmp_unsigned("==", mode, _i(MIRROR)))
    mode = b.select(b.and_(repeats, b.not_(normalized)), _i(CLAMP), mode)
    last = b.sub(size, _i(1))
    clamped = b.select(b.icmp_signed("<", i, _i(0)), _i(0),
                       b.select(b.icmp_signed(">", i, last), last, i))
    wrapped = b.srem(i, size)
    wrapped = b.select(b.icmp_signed("<", wrapped, _i(0)), b.add(wrapped, size), wrapped)
    period = b.shl(size, _i(1))
    m = b.srem(i, period)
    m = b.select(b.icmp_signed("<", m, _i(0)), b.add(m, period), m)
    mirrored = b.select(b.icmp_signed("<", m, size), m, b.sub(b.sub(period, _i(1)), m))
    index = b.select(b.icmp_unsigned("==", mode, _i(WRAP)), wrapped,
                     b.select(b.icmp_unsigned("==", mode, _i(MIRROR)), mirrored, clamped))
    inside = b.or_(b.icmp_unsigned("!=", mode, _i(BORDER)),
                   b.icmp_unsigned("==", clamped, i))
    return index, inside


def _floor_index(ctx, u: ir.Value) -> ir.Value:
    """floor(u) as an i32, with NaN as 0 and the range bounded (the index is clamped later)."""
    b = ctx.b
    u = b.select(b.fcmp_ordered("==", u, u), u, _f(0.0))
    u = b.select(b.fcmp_ordered(">", u, _f(1e9)), _f(1e9), u)
    u = b.select(b.fcmp_ordered("<", u, _f(-1e9)), _f(-1e9), u)
    return b.fptosi(ctx.intrinsic("llvm.floor.f32", F, u), I32)


# -- sampling ----------------------------------------------------------------------------------


def _cube_face(ctx, x: ir.Value, y: ir.Value, z: ir.Value):
    """(face, s, t) for a cubemap direction, s and t normalized to [0, 1]."""
    b = ctx.b
    fabs = lambda v: ctx.intrinsic("llvm.fabs.f32", F, v)  # noqa: E731
    ax, ay, az = fabs(x), fabs(y), fabs(z)
    neg = lambda v: b.fneg(v)  # noqa: E731
    x_major = b.and_(b.fcmp_ordered(">=", ax, ay), b.fcmp_ordered(">=", ax, az))
    y_major = b.fcmp_ordered(">=", ay, az)
    xp, yp, zp = (b.fcmp_ordered(">=", v, _f(0.0)) for v in (x, y, z))
    # +x: (-z, -y), -x: (z, -y), +y: (x, z), -y: (x, -z), +z: (x, -y), -z: (-x, -y)
    face = b.select(x_major, b.select(xp, _i(0), _i(1)),
                    b.select(y_major, b.select(yp, _i(2), _i(3)), b.select(zp, _i(4), _i(5))))
    sc = b.select(x_major, b.select(xp, neg(z), z), b.select(y_major, x, b.select(zp, x, neg(x))))
    tc = b.select(x_major, neg(y), b.select(y_major, b.select(yp, z, neg(z)), neg(y)))
    major = b.select(x_major, ax, b.select(y_major, ay, az))
    half = b.fmul(_f(0.5), b.fdiv(_f(1.0), major))
    return face, b.fadd(b.fmul(sc, half), _f(0.5)), b.fadd(b.fmul(tc, half), _f(0.5))


def _sample_name(kind: str, geometry: str, ctype: str, floats: bool) -> str:
    return f"__zluda_{kind}_{geometry}_{ctype}{'_f' if floats else ''}"


def sample(ctx, handle: ir.Value, geometry: str, layer: ir.Value | None, coords: list[ir.Value],
           integer_coords: bool, floats: bool, gather: int | None = None) -> ir.Value:
    """The four i32 results of ``tex`` (or of ``tld4`` for component ``gather``)."""
    dims = GEOMETRIES[geometry][0]
    args = [handle, layer if layer is not None else _i(0)]
    args += coords + [ir.Constant(coords[0].type, 0)] * (3 - len(coords))
    kind = "tex" if gather is None else f"tld4{'rgba'[gather]}"
    name = _sample_name(kind, geometry, "s32" if integer_coords else "f32", floats)

    def body(inner, params):
        return _sample_body(inner, params, geometry, dims, integer_coords, floats, gather)

    return ctx.outlined(name, V4, args, body)


def _sample_body(ctx, params, geometry: str, dims: int, integer_coords: bool, floats: bool,
                 gather: int | None) -> ir.Value:
    handle, layer, *coords = params
    b = ctx.b
    _dims, layered, cube = GEOMETRIES[geometry]
    sizes = [_field(ctx, handle, off) for off in (desc.WIDTH, desc.HEIGHT, desc.DEPTH)]
    modes = [_field(ctx, handle, desc.ADDRESS_MODES + 4 * k) for k in range(3)]
    flags = _field(ctx, handle, desc.FLAGS)
    normalized = b.icmp_unsigned("!=", b.and_(flags, _i(desc.NORMALIZED_COORDINATES)), _i(0))
    slice_ = _i(0)
    if layered:
        layers = _field(ctx, handle, desc.LAYERS)
        last = b.sub(layers, _i(1))
        slice_ = b.select(b.icmp_unsigned(">", layer, last), last, layer)
    if cube:
        face, sc, tc = _cube_face(ctx, *coords[:3])
        slice_ = b.add(b.mul(slice_, _i(6)), face) if layered else face
        coords, dims = [sc, tc], 2
        normalized = ir.Constant(ir.IntType(1), 1)
        modes = [_i(CLAMP)] * 3
    linear = ir.Constant(ir.IntType(1), 0)
    if floats and not integer_coords:
        linear = b.icmp_unsigned("==", _field(ctx, handle, desc.FILTER), _i(1))
    if gather is not None:
        linear = ir.Constant(ir.IntType(1), 1)
    # per dimension: two texel indices (i0, i1), whether each is inside, and the weight of i1
    axes = []
    for k in range(dims):
        if integer_coords:
            i0 = coords[k]
            alpha = _f(0.0)
        else:
            u = b.select(normalized, b.fmul(coords[k], b.uitofp(sizes[k], F)), coords[k])
            point = _floor_index(ctx, u)
            shifted = b.fsub(u, _f(0.5))
            low = _floor_index(ctx, shifted)
            frac = b.fsub(shifted, b.sitofp(low, F))
            # CUDA's weights are 9-bit fixed point with 8 fraction bits
            alpha = b.fmul(ctx.intrinsic("llvm.rint.f32", F, b.fmul(frac, _f(256.0))),
                           _f(1 / 256))
            i0 = b.select(linear, low, point)
            alpha = b.select(linear, alpha, _f(0.0))
        i1 = b.add(i0, _i(1))
        axes.append((_index(ctx, i0, sizes[k], modes[k], normalized),
                     _index(ctx, i1, sizes[k], modes[k], normalized), alpha))
    border = ir.Constant(V4, None)
    for c in range(4):
        color = _field(ctx, handle, desc.BORDER + 4 * c, F) if floats else _f(0.0)
        border = b.insert_element(border, b.bitcast(color, I32), _i(c))

    def tap(corner: tuple[int, ...]) -> ir.Value:
        index = [axes[k][corner[k]][0] for k in range(dims)] + [_i(0)] * (3 - dims)
        inside = ir.Constant(ir.IntType(1), 1)
        for k in range(dims):
            inside = b.and_(inside, axes[k][corner[k]][1])
        z = index[2] if dims == 3 else slice_
        y = index[1] if dims >= 2 else _i(0)
        return b.select(inside, _texel(ctx, handle, index[0], y, z), border)

    if gather is not None:  # (i0, j1), (i1, j1), (i1, j0), (i0, j0), component `gather`
        out = ir.Constant(V4, None)
        for n, corner in enumerate(((0, 1), (1, 1), (1, 0), (0, 0))):
            out = b.insert_element(out, b.extract_element(tap(corner), _i(gather)), _i(n))
        return out
    nearest = tap((0,) * dims)
    if not floats or integer_coords:
        return nearest
    fn = ctx.fn
    filtered_block, join = fn.append_basic_block("linear"), fn.append_basic_block("sampled")
    point_block = b.block
    b.cbranch(linear, filtered_block, join)
    b.position_at_end(filtered_block)
    acc = [_f(0.0)] * 4
    for n in range(1 << dims):
        corner = tuple((n >> k) & 1 for k in range(dims))
        weight = _f(1.0)
        for k in range(dims):
            alpha = axes[k][2]
            weight = b.fmul(weight, alpha if corner[k] else b.fsub(_f(1.0), alpha))
        texel = tap(corner)
        for c in range(4):
            value = b.bitcast(b.extract_element(texel, _i(c)), F)
            acc[c] = b.fadd(acc[c], b.fmul(weight, value))
    filtered = ir.Constant(V4, None)
    for c in range(4):
        filtered = b.insert_element(filtered, b.bitcast(acc[c], I32), _i(c))
    filtered_end = b.block
    b.branch(join)
    b.position_at_end(join)
    result = b.phi(V4)
    result.add_incoming(nearest, point_block)
    result.add_incoming(filtered, filtered_end)
    return result


def _results(ctx, ins: Instruction, value: ir.Value, dtype: ScalarType) -> None:
    b = ctx.b
    count = len(ctx.operand_elements(ins, 0))
    values = []
    for c in range(min(count, 4)):
        v = b.extract_element(value, _i(c))
        values.append(b.bitcast(v, F) if dtype.kind == "f" else v)
    ctx.dsts(ins, 0, values)


def _tex_types(ctx, ins: Instruction) -> tuple[ScalarType, ScalarType]:
    if len(ins.types) != 2:
        raise ctx.invalid(f"'{ins.full_opcode}' needs a result type and a coordinate type")
    dtype, ctype = ins.types
    if dtype.name not in ("f32", "s32", "u32"):
        raise ctx.unsupported(f"'{ins.full_opcode}': results of type .{dtype.name} are not"
                              " supported (.f32, .s32 and .u32 are)")
    if ctype.name not in ("f32", "s32"):
        raise ctx.invalid(f"'{ins.full_opcode}': coordinates are .f32 or .s32")
    return dtype, ctype


def _tex_sig(ins: Instruction) -> list:
    dtype = ins.types[0] if ins.types else None
    return [d(dtype), s(U64), s(None)] + [s(None)] * (len(ins.operands) - 3)


@instruction("tex", family=FAMILY, signature=_tex_sig, tests=TESTS, fragments=True,
             forms="tex{.level,.grad}.{1d,2d,3d,a1d,a2d,cube,acube}.v4.{f32,s32,u32}.{f32,s32}"
                   " over texture objects",
             notes="computed in the kernel: point and linear filtering (8-bit weights),"
                   " normalized coordinates, the four address modes and the border color;"
                   " .level and .grad sample level 0 (no mipmaps); channels that the format"
                   " lacks read as 0 and alpha as 1 (not yet confirmed on NVIDIA hardware)")
def tex(ctx, ins: Instruction) -> None:
    geometry = _geometry(ctx, ins)
    dtype, ctype = _tex_types(ctx, ins)
    if ctype.name == "s32" and GEOMETRIES[geometry][2]:
        raise ctx.invalid(f"'{ins.full_opcode}': cubemaps take .f32 coordinates")
    handle = _handle(ctx, ins, 1)
    layer, coords = _coordinates(ctx, ins, 2, geometry, F32 if ctype.name == "f32" else S32)
    value = sample(ctx, handle, geometry, layer, coords, ctype.name == "s32", dtype.kind == "f")
    _results(ctx, ins, value, dtype)


@instruction("tld4", family=FAMILY, signature=_tex_sig, tests=TESTS, fragments=True,
             forms="tld4.{r,g,b,a}.{2d,a2d}.v4.{f32,s32,u32}.f32 over texture objects",
             notes="the four texels of the bilinear footprint, in OpenGL's textureGather order")
def tld4(ctx, ins: Instruction) -> None:
    component = ins.first_of("r", "g", "b", "a")
    if component is None:
        raise ctx.invalid(f"'{ins.full_opcode}' needs a component (.r, .g, .b or .a)")
    geometry = _geometry(ctx, ins)
    if geometry not in ("2d", "a2d"):
        raise ctx.unsupported(f"'{ins.full_opcode}': only .2d and .a2d gathers are supported")
    dtype, ctype = _tex_types(ctx, ins)
    if ctype.name != "f32":
        raise ctx.invalid(f"'{ins.full_opcode}': tld4 takes .f32 coordinates")
    handle = _handle(ctx, ins, 1)
    layer, coords = _coordinates(ctx, ins, 2, geometry, F32)
    value = sample(ctx, handle, geometry, layer, coords, False, dtype.kind == "f",
                   gather="rgba".index(component))
    _results(ctx, ins, value, dtype)


# -- queries -----------------------------------------------------------------------------------

_TEXTURE_QUERIES = {"width": desc.WIDTH, "height": desc.HEIGHT, "depth": desc.DEPTH,
                    "array_size": desc.LAYERS, "num_mipmap_levels": desc.MIPMAP_LEVELS,
                    "filter_mode": desc.FILTER, "addr_mode_0": desc.ADDRESS_MODES,
                    "addr_mode_1": desc.ADDRESS_MODES + 4, "addr_mode_2": desc.ADDRESS_MODES + 8}
_SURFACE_QUERIES = {"width": desc.WIDTH, "height": desc.HEIGHT, "depth": desc.DEPTH,
                    "array_size": desc.LAYERS}


def _query(ctx, ins: Instruction, fields: dict[str, int]) -> None:
    what = ins.first_of(*fields, "normalized_coords")
    if what is None:
        raise ctx.unsupported(f"'{ins.full_opcode}': the queries supported are"
                              f" {', '.join(sorted([*fields, 'normalized_coords']))}")
    handle = _handle(ctx, ins, 1)
    b = ctx.b
    if what == "normalized_coords":
        flags = _field(ctx, handle, desc.FLAGS)
        value = b.lshr(b.and_(flags, _i(desc.NORMALIZED_COORDINATES)), _i(1))
    else:
        value = _field(ctx, handle, fields[what])
    ctx.dst(ins, 0, value)


@instruction("txq", family=FAMILY, signature=lambda ins: [d(B32), s(U64)], tests=TESTS,
             forms="txq.{width,height,depth,array_size,num_mipmap_levels,filter_mode,"
                   "addr_mode_0,addr_mode_1,addr_mode_2,normalized_coords}.b32 of texture"
                   " objects")
def txq(ctx, ins: Instruction) -> None:
    if ins.has("level"):
        raise ctx.unsupported(f"'{ins.full_opcode}': mipmap levels are not supported")
    _query(ctx, ins, _TEXTURE_QUERIES)


@instruction("suq", family=FAMILY, signature=lambda ins: [d(B32), s(U64)], tests=TESTS,
             forms="suq.{width,height,depth,array_size}.b32 of surface objects")
def suq(ctx, ins: Instruction) -> None:
    _query(ctx, ins, _SURFACE_QUERIES)


# -- surfaces ----------------------------------------------------------------------------------


def _surface_address(ctx, ins: Instruction, handle: ir.Value, at: int, size: int) -> tuple:
    """(address, inside) of the ``size``-byte element at the coordinates of operand ``at``;
    with .clamp the coordinates are moved inside (then ``inside`` is true)."""
    geometry = _geometry(ctx, ins)
    if GEOMETRIES[geometry][2]:
        raise ctx.unsupported(f"'{ins.full_opcode}': cubemap surfaces are not supported")
    layer, coords = _coordinates(ctx, ins, at, geometry, S32)
    b = ctx.b
    clamp = ins.has("clamp")
    width = b.mul(_field(ctx, handle, desc.WIDTH), _field(ctx, handle, desc.ELEMENT_BYTES))
    limits = [b.sub(width, _i(size))]
    limits += [b.sub(_field(ctx, handle, off), _i(1)) for off in (desc.HEIGHT, desc.DEPTH)]
    if layer is not None:
        coords = coords + [layer]
        limits = limits[:len(coords) - 1] + [b.sub(_field(ctx, handle, desc.LAYERS), _i(1))]
    inside = ir.Constant(ir.IntType(1), 1)
    placed = []
    for c, last in zip(coords, limits):
        ok = b.and_(b.icmp_signed(">=", c, _i(0)), b.icmp_signed("<=", c, last))
        inside = b.and_(inside, ok)
        placed.append(b.select(b.icmp_signed("<", c, _i(0)), _i(0),
                               b.select(b.icmp_signed(">", c, last), last, c)) if clamp else c)
    if clamp:
        inside = ir.Constant(ir.IntType(1), 1)
    x = placed[0]
    y = placed[1] if len(placed) > 1 and not (geometry == "a1d") else _i(0)
    z = placed[-1] if geometry in ("3d", "a1d", "a2d") else _i(0)
    address = b.add(_field(ctx, handle, desc.BASE, I64),
                    b.add(b.mul(b.zext(z, I64), _field(ctx, handle, desc.SLICE_PITCH, I64)),
                          b.add(b.mul(b.zext(y, I64), _field(ctx, handle, desc.ROW_PITCH, I64)),
                                b.zext(x, I64))))
    return address, inside


def _guarded(ctx, ins: Instruction, inside: ir.Value, work) -> None:
    """Run ``work()`` (which returns the values to keep, or None) where ``inside``; outside,
    record the trap for .trap (the default) and keep zeros."""
    b = ctx.b
    fn = ctx.fn
    do, outside, join = (fn.append_basic_block(n) for n in ("su_in", "su_out", "su_done"))
    b.cbranch(inside, do, outside)
    b.position_at_end(do)
    values = work()
    do_end = b.block
    b.branch(join)
    b.position_at_end(outside)
    if not ins.has("zero") and not ins.has("clamp"):
        set_status(ctx, TRAP_TRAP)
    b.branch(join)
    b.position_at_end(join)
    if values is None:
        return None
    merged = []
    for v in values:
        phi = b.phi(v.type)
        phi.add_incoming(v, do_end)
        phi.add_incoming(ir.Constant(v.type, 0), outside)
        merged.append(phi)
    return merged


def _surface_type(ctx, ins: Instruction) -> ScalarType:
    if not ins.has("b"):
        raise ctx.unsupported(f"'{ins.full_opcode}': only unformatted (.b) surface accesses are"
                              " supported; .p (formatted) is not")
    if not ins.types or ins.types[-1].name not in ("b8", "b16", "b32", "b64"):
        raise ctx.invalid(f"'{ins.full_opcode}' needs an element type (.b8, .b16, .b32, .b64)")
    return ins.types[-1]


@instruction("suld", family=FAMILY, tests=TESTS, fragments=True,
             signature=lambda ins: [d(ins.types[-1] if ins.types else None), s(U64), s(None)],
             forms="suld.b.{1d,2d,3d,a1d,a2d}{,.v2,.v4}.{b8,b16,b32,b64}.{trap,clamp,zero}",
             notes=".trap records CUDA_ERROR_LAUNCH_FAILED and reads zeros (CUDA stops the"
                   " kernel)")
def suld(ctx, ins: Instruction) -> None:
    t = _surface_type(ctx, ins)
    handle = _handle(ctx, ins, 1)
    size = t.bits // 8 * ins.vec
    address, inside = _surface_address(ctx, ins, handle, 2, size)
    b = ctx.b
    typ = ir.IntType(t.bits)
    pointer = ctx.target.pointer("global")

    def load():
        return [b.load(b.inttoptr(b.add(address, ir.Constant(I64, k * t.bits // 8)), pointer),
                       typ=typ, align=t.bits // 8) for k in range(ins.vec)]

    ctx.dsts(ins, 0, _guarded(ctx, ins, inside, load))


@instruction("sust", family=FAMILY, tests=TESTS, fragments=True,
             signature=lambda ins: [s(U64), s(None), s(ins.types[-1] if ins.types else None)],
             forms="sust.b.{1d,2d,3d,a1d,a2d}{,.v2,.v4}.{b8,b16,b32,b64}.{trap,clamp,zero}",
             notes=".trap records CUDA_ERROR_LAUNCH_FAILED and stores nothing")
def sust(ctx, ins: Instruction) -> None:
    t = _surface_type(ctx, ins)
    handle = _handle(ctx, ins, 0)
    values = ctx.srcs(ins, 2)
    address, inside = _surface_address(ctx, ins, handle, 1, t.bits // 8 * len(values))
    b = ctx.b
    pointer = ctx.target.pointer("global")

    def store():
        for k, v in enumerate(values):
            at = b.inttoptr(b.add(address, ir.Constant(I64, k * t.bits // 8)), pointer)
            b.store(v, at, align=t.bits // 8)

    _guarded(ctx, ins, inside, store)


_REDUCTIONS = {("add", "u"): "add", ("add", "s"): "add", ("add", "b"): "add",
               ("min", "u"): "umin", ("min", "s"): "min", ("max", "u"): "umax",
               ("max", "s"): "max", ("and", "b"): "and", ("or", "b"): "or"}


@instruction("sured", family=FAMILY, tests=TESTS,
             signature=lambda ins: [s(U64), s(None), s(ins.types[-1] if ins.types else None)],
             forms="sured.b.{add,min,max,and,or}.{1d,2d,3d,a1d,a2d}.{u32,s32,b32,u64,s64,b64}"
                   ".{trap,clamp,zero}")
def sured(ctx, ins: Instruction) -> None:
    op = ins.first_of("add", "min", "max", "and", "or")
    t = ins.types[-1] if ins.types else None
    if op is None or t is None or t.bits not in (32, 64) or (op, t.kind) not in _REDUCTIONS:
        raise ctx.invalid(f"'{ins.full_opcode}' is not a surface reduction that PTX defines")
    if not ins.has("b"):
        raise ctx.unsupported(f"'{ins.full_opcode}': only .b surface reductions are supported")
    handle = _handle(ctx, ins, 0)
    value = ctx.src(ins, 2)
    address, inside = _surface_address(ctx, ins, handle, 1, t.bits // 8)
    b = ctx.b

    def reduce():
        at = b.inttoptr(address, ctx.target.pointer("global"))
        b.atomic_rmw(_REDUCTIONS[op, t.kind], at, value, "monotonic")

    _guarded(ctx, ins, inside, reduce)

