"""CUDA arrays, texture objects and surface objects through ``zluda.driver``, with the kernels
of ``conformance/kernels/textures.cu``: every fetch is compared with the NumPy reference of
``conformance/programs/_texture_model.py`` (point samples exactly, filtered ones within f32
rounding), for each geometry, address mode, filter mode, coordinate mode and read mode;
surfaces with each boundary mode; and the API's errors. The instructions: ``tex`` (with
``.level``), ``tld4`` (tex2Dgather), ``txq`` and ``suq`` (inline PTX), ``suld`` and ``sust``
(surf*read/write) and ``sured`` (inline PTX)."""

import ctypes
import itertools

import numpy as np
import pytest

from conformance.programs import _texture_model as model

from .helpers import ROOT, check, download, error, kernel

PTX = (ROOT / "conformance" / "kernels" / "textures.ptx").read_bytes()
FLOAT, U8, S8, U16, S16, HALF, S32 = 0x20, 0x01, 0x08, 0x02, 0x09, 0x10, 0x0A
READ_AS_INTEGER, NORMALIZED = 0x1, 0x2
LAYERED, SURFACE_LDST, CUBEMAP = 0x1, 0x2, 0x4
RNG = np.random.default_rng(7)


@pytest.fixture
def cuda(backend):
    return backend


@pytest.fixture
def module(cuda):
    return check(cuda, cuda.cuModuleLoadData(PTX))


def _launch(cuda, function, *args, grid=(1, 1, 1), block=(64, 1, 1)):
    """``args``: device pointers (CUdeviceptr), ints (.s32) and ("u64", value) pairs."""
    values, types = [], []
    for a in args:
        if isinstance(a, tuple):
            values.append(a[1])
            types.append(ctypes.c_uint64)
        else:
            values.append(a)
            types.append(ctypes.c_int32 if type(a) is int else None)
    check(cuda, cuda.cuLaunchKernel(function, *grid, *block, 0, 0, (tuple(values), tuple(types)),
                                    0))
    return cuda.cuCtxSynchronize()[0]


def _upload(cuda, array: np.ndarray):
    ptr = check(cuda, cuda.cuMemAlloc(max(array.nbytes, 4)))
    check(cuda, cuda.cuMemcpyHtoD(ptr, np.ascontiguousarray(array), array.nbytes))
    return ptr


def _array(cuda, data: np.ndarray, fmt: int, *, depth: int = 0, height: int | None = None,
           flags: int = 0):
    """A CUDA array holding ``data`` (slices, rows, width, channels), filled by cuMemcpy3D."""
    slices, rows, width, channels = data.shape
    desc = cuda.CUDA_ARRAY3D_DESCRIPTOR()
    desc.Width, desc.Height, desc.Depth = width, rows if height is None else height, depth
    desc.Format, desc.NumChannels, desc.Flags = fmt, channels, flags
    array = check(cuda, cuda.cuArray3DCreate(desc))
    host = np.ascontiguousarray(data)
    copy = cuda.CUDA_MEMCPY3D()
    copy.srcMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_HOST
    copy.srcHost = host.ctypes.data
    copy.srcPitch = width * host.itemsize * channels
    copy.srcHeight = rows
    copy.dstMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_ARRAY
    copy.dstArray = array
    copy.WidthInBytes, copy.Height, copy.Depth = copy.srcPitch, rows, slices
    check(cuda, cuda.cuMemcpy3D(copy))
    return array


def _texture(cuda, array, *, modes=(model.CLAMP,) * 3, filter=model.POINT, flags=0,
             border=(0.0, 0.0, 0.0, 0.0)):
    res = cuda.CUDA_RESOURCE_DESC()
    res.resType = cuda.CUresourcetype.CU_RESOURCE_TYPE_ARRAY
    res.res.array.hArray = array
    tex = cuda.CUDA_TEXTURE_DESC()
    tex.addressMode = list(modes)
    tex.filterMode = filter
    tex.flags = flags
    tex.borderColor = list(border)
    return check(cuda, cuda.cuTexObjectCreate(res, tex, None))


def _surface(cuda, array):
    res = cuda.CUDA_RESOURCE_DESC()
    res.resType = cuda.CUresourcetype.CU_RESOURCE_TYPE_ARRAY
    res.res.array.hArray = array
    return check(cuda, cuda.cuSurfObjectCreate(res))


def _fetch(cuda, module, name: str, texture, coords: np.ndarray, *extra, n: int,
           dtype=np.float32) -> np.ndarray:
    c = _upload(cuda, coords.astype(np.float32 if coords.dtype.kind == "f" else np.int32))
    out = check(cuda, cuda.cuMemAlloc(n * 16))
    extra_ptrs = [_upload(cuda, e.astype(np.int32)) for e in extra]
    assert _launch(cuda, kernel(cuda, module, name), ("u64", int(texture)), c, *extra_ptrs, n,
                   out, grid=((n + 63) // 64, 1, 1)) == cuda.CUresult.CUDA_SUCCESS
    return download(cuda, out, n * 4, dtype).reshape(n, 4)


def _edge_coordinates(width: int, height: int, normalized: bool) -> np.ndarray:
    """Texel centres, texel edges, points inside, and points outside on every side."""
    xs = [-1.75, -0.5, 0.0, 0.25, 0.5, 1.0, 1.5, 2.3, width - 0.5, width, width + 0.4,
          2 * width + 0.7]
    ys = [-0.6, 0.0, 0.5, 1.25, height - 0.01, height + 1.5]
    pairs = np.array(list(itertools.product(xs, ys)), np.float64)
    if normalized:
        pairs = pairs / np.array([width, height])
    return pairs


@pytest.mark.parametrize("mode", [model.WRAP, model.CLAMP, model.MIRROR, model.BORDER])
@pytest.mark.parametrize("filter", [model.POINT, model.LINEAR])
@pytest.mark.parametrize("normalized", [False, True])
def test_2d_float4_sampling(cuda, module, mode, filter, normalized):
    data = RNG.uniform(-4, 4, (1, 5, 7, 4)).astype(np.float32)
    array = _array(cuda, data, FLOAT)
    border = (0.25, -1.0, 2.0, 0.5)
    texture = _texture(cuda, array, modes=(mode, mode, mode), filter=filter,
                       flags=NORMALIZED if normalized else 0, border=border)
    coords = _edge_coordinates(7, 5, normalized)
    got = _fetch(cuda, module, "sample2d", texture, coords.ravel(), n=len(coords))
    texels = data.astype(np.float64)
    for (x, y), value in zip(coords, got, strict=True):
        want = model.sample(texels, (x, y), modes=(mode, mode, mode), normalized=normalized,
                            filter=filter, border=border)
        if filter == model.POINT:
            assert value.tolist() == want.astype(np.float32).tolist(), (x, y)
        else:
            np.testing.assert_allclose(value, want, rtol=1e-5, atol=1e-5, err_msg=f"{(x, y)}")
    # tex2DLod samples level 0 of a texture without mipmaps: the same values
    again = _fetch(cuda, module, "sample2d_lod", texture, coords.ravel(), n=len(coords))
    assert again.tolist() == got.tolist()


@pytest.mark.parametrize("raw_type,fmt", [(np.uint8, U8), (np.int8, S8), (np.uint16, U16),
                                          (np.int16, S16)])
@pytest.mark.parametrize("channels", [1, 2, 4])
def test_integer_formats_read_normalized(cuda, module, raw_type, fmt, channels):
    info = np.iinfo(raw_type)
    raw = RNG.integers(info.min, info.max, (1, 3, 6, channels), endpoint=True).astype(raw_type)
    raw.flat[0] = info.min  # -128 and -32768 read as -1
    array = _array(cuda, raw, fmt)
    texture = _texture(cuda, array, filter=model.LINEAR)
    coords = np.array([[x + 0.5, y + 0.5] for y in range(3) for x in range(6)]
                      + [[1.1, 0.7], [4.9, 2.2]])
    got = _fetch(cuda, module, "sample2d", texture, coords.ravel(), n=len(coords))
    texels = model.as_read(raw, read_as_integer=False)
    for (x, y), value in zip(coords, got, strict=True):
        want = model.sample(texels, (x, y), filter=model.LINEAR)
        np.testing.assert_allclose(value, want, rtol=1e-6, atol=1e-6, err_msg=f"{(x, y)}")


def test_integer_reads_as_integers(cuda, module):
    raw = RNG.integers(0, 255, (1, 4, 4, 4), endpoint=True).astype(np.uint8)
    texture = _texture(cuda, _array(cuda, raw, U8), flags=READ_AS_INTEGER)
    coords = np.array([[x + 0.5, y + 0.5] for y in range(4) for x in range(4)] + [[-3, 9]])
    got = _fetch(cuda, module, "sample2d_uint", texture, coords.ravel(), n=len(coords),
                 dtype=np.uint32)
    texels = model.as_read(raw, read_as_integer=True)
    for (x, y), value in zip(coords, got, strict=True):
        assert value.tolist() == model.sample(texels, (x, y)).astype(np.int64).tolist()
    signed = RNG.integers(-32768, 32767, (1, 2, 3, 2), endpoint=True).astype(np.int16)
    texture = _texture(cuda, _array(cuda, signed, S16), flags=READ_AS_INTEGER)
    coords = np.array([[x + 0.5, y + 0.5] for y in range(2) for x in range(3)])
    got = _fetch(cuda, module, "sample2d_int", texture, coords.ravel(), n=len(coords),
                 dtype=np.int32)
    want = model.as_read(signed, read_as_integer=True)[0].reshape(-1, 4)
    assert got.tolist() == want.tolist()  # sign-extended, alpha 1


def test_half_and_one_channel_float(cuda, module):
    raw = RNG.uniform(-2, 2, (1, 2, 5, 1)).astype(np.float16)
    texture = _texture(cuda, _array(cuda, raw, HALF), filter=model.LINEAR)
    coords = np.array([[0.5, 0.5], [1.75, 1.2], [4.5, 1.5], [2.0, 0.9]])
    got = _fetch(cuda, module, "sample2d", texture, coords.ravel(), n=len(coords))
    texels = model.as_read(raw, read_as_integer=False)
    for (x, y), value in zip(coords, got, strict=True):
        np.testing.assert_allclose(value, model.sample(texels, (x, y), filter=model.LINEAR),
                                   rtol=1e-6, atol=1e-6)
    assert got[:, 1:].tolist() == [[0.0, 0.0, 1.0]] * len(coords)  # missing channels


@pytest.mark.parametrize("filter", [model.POINT, model.LINEAR])
def test_1d_3d_and_layered(cuda, module, filter):
    data1 = RNG.uniform(0, 1, (1, 1, 9, 4)).astype(np.float32)
    tex1 = _texture(cuda, _array(cuda, data1, FLOAT, height=0), filter=filter,
                    modes=(model.BORDER,) * 3, border=(1, 2, 3, 4))
    xs = np.array([-0.3, 0.0, 0.5, 3.3, 8.5, 8.9, 9.2, 12.0])
    got = _fetch(cuda, module, "sample1d", tex1, xs, n=len(xs))
    for x, value in zip(xs, got, strict=True):
        want = model.sample(data1.astype(np.float64), (x,), filter=filter,
                            modes=(model.BORDER,) * 3, border=(1, 2, 3, 4))
        np.testing.assert_allclose(value, want, rtol=1e-5, atol=1e-6, err_msg=str(x))

    data3 = RNG.uniform(-1, 1, (4, 3, 5, 4)).astype(np.float32)
    tex3 = _texture(cuda, _array(cuda, data3, FLOAT, depth=4), filter=filter)
    pts = np.array([[0.5, 0.5, 0.5], [1.2, 2.7, 3.1], [4.9, -1, 2.5], [2.5, 1.5, 9.0],
                    [3.3, 0.1, 1.6]])
    got = _fetch(cuda, module, "sample3d", tex3, pts.ravel(), n=len(pts))
    for p, value in zip(pts, got, strict=True):
        want = model.sample(data3.astype(np.float64), tuple(p), filter=filter)
        np.testing.assert_allclose(value, want, rtol=1e-5, atol=1e-6, err_msg=str(p))

    layers = RNG.uniform(0, 1, (3, 4, 6, 4)).astype(np.float32)
    tex2l = _texture(cuda, _array(cuda, layers, FLOAT, depth=3, flags=LAYERED), filter=filter)
    pts = np.array([[0.5, 0.5], [2.2, 3.1], [5.7, 0.2], [1.0, 1.0], [3.4, 2.6]])
    which = np.array([0, 1, 2, 7, -1])  # layers past the last are clamped to it
    got = _fetch(cuda, module, "sample2d_layered", tex2l, pts.ravel(), which, n=len(pts))
    for p, layer, value in zip(pts, which, got, strict=True):
        want = model.sample(layers.astype(np.float64), tuple(p), filter=filter,
                            slice_=min(int(layer) & 0xFFFFFFFF, 2))
        np.testing.assert_allclose(value, want, rtol=1e-5, atol=1e-6, err_msg=str(p))

    rows = RNG.uniform(0, 1, (4, 1, 5, 4)).astype(np.float32)
    tex1l = _texture(cuda, _array(cuda, rows, FLOAT, height=0, depth=4, flags=LAYERED),
                     filter=filter)
    xs = np.array([0.5, 1.7, 4.2, 3.0])
    which = np.array([3, 0, 2, 1])
    got = _fetch(cuda, module, "sample1d_layered", tex1l, xs, which, n=len(xs))
    for x, layer, value in zip(xs, which, got, strict=True):
        want = model.sample(rows.astype(np.float64), (x,), filter=filter, slice_=int(layer))
        np.testing.assert_allclose(value, want, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("filter", [model.POINT, model.LINEAR])
def test_cubemaps(cuda, module, filter):
    faces = RNG.uniform(0, 1, (12, 4, 4, 4)).astype(np.float32)  # two layers of six faces
    directions = np.array([[1, 0.2, -0.3], [-1, 0.5, 0.5], [0.1, 1, 0.2], [0.3, -1, -0.6],
                           [0.25, 0.1, 1], [-0.7, 0.2, -1], [2, 2, 0.5], [0.9, -0.4, 0.2]])
    single = _texture(cuda, _array(cuda, faces[:6], FLOAT, height=4, depth=6, flags=CUBEMAP),
                      filter=filter)
    got = _fetch(cuda, module, "sample_cube", single, directions.ravel(), n=len(directions))
    layered = _texture(cuda, _array(cuda, faces, FLOAT, height=4, depth=12,
                                    flags=CUBEMAP | LAYERED), filter=filter)
    which = np.array([1, 0, 1, 1, 0, 1, 0, 1])
    got_layered = _fetch(cuda, module, "sample_cube_layered", layered, directions.ravel(), which,
                         n=len(directions))
    texels = faces.astype(np.float64)
    for d, layer, value, value_l in zip(directions, which, got, got_layered, strict=True):
        face, s, t = model.cube_face(*d)
        want = model.sample(texels, (s, t), slice_=face, normalized=True, filter=filter)
        np.testing.assert_allclose(value, want, rtol=1e-5, atol=1e-6, err_msg=str(d))
        want = model.sample(texels, (s, t), slice_=6 * layer + face, normalized=True,
                            filter=filter)
        np.testing.assert_allclose(value_l, want, rtol=1e-5, atol=1e-6, err_msg=str(d))


def test_gather(cuda, module):
    data = RNG.uniform(0, 1, (1, 4, 5, 4)).astype(np.float32)
    texture = _texture(cuda, _array(cuda, data, FLOAT), modes=(model.BORDER,) * 3,
                       border=(9, 8, 7, 6))
    coords = np.array([[0.5, 0.5], [1.3, 2.8], [4.9, 3.9], [0.0, 0.0], [2.5, 1.5]])
    for component in range(4):
        c = _upload(cuda, coords.ravel().astype(np.float32))
        out = check(cuda, cuda.cuMemAlloc(len(coords) * 16))
        _launch(cuda, kernel(cuda, module, "gather2d"), ("u64", int(texture)), c, component,
                len(coords), out)
        got = download(cuda, out, len(coords) * 4, np.float32).reshape(-1, 4)
        for (x, y), value in zip(coords, got, strict=True):
            want = model.gather(data.astype(np.float64), x, y, component,
                                modes=(model.BORDER,) * 3, border=(9, 8, 7, 6))
            assert value.tolist() == want.astype(np.float32).tolist(), (component, x, y)


def test_linear_and_pitched_memory(cuda, module):
    values = RNG.uniform(-1, 1, (10, 4)).astype(np.float32)
    ptr = _upload(cuda, values)
    res = cuda.CUDA_RESOURCE_DESC()
    res.resType = cuda.CUresourcetype.CU_RESOURCE_TYPE_LINEAR
    res.res.linear.devPtr = ptr
    res.res.linear.format = FLOAT
    res.res.linear.numChannels = 4
    res.res.linear.sizeInBytes = values.nbytes
    texture = check(cuda, cuda.cuTexObjectCreate(res, cuda.CUDA_TEXTURE_DESC(), None))
    index = np.array([0, 3, 9, 10, -1, 1000])
    got = _fetch(cuda, module, "fetch1d", texture, index, n=len(index))
    assert got[:3].tolist() == values[[0, 3, 9]].tolist()
    assert got[3:].tolist() == [[0.0] * 4] * 3  # tex1Dfetch out of range reads zeros
    ints = RNG.integers(-2**31, 2**31 - 1, (6, 2)).astype(np.int32)
    res.res.linear.devPtr = _upload(cuda, ints)
    res.res.linear.format = S32
    res.res.linear.numChannels = 2
    res.res.linear.sizeInBytes = ints.nbytes
    tex_int = check(cuda, cuda.cuTexObjectCreate(res, cuda.CUDA_TEXTURE_DESC(), None))
    got = _fetch(cuda, module, "fetch1d_int", tex_int, np.arange(6), n=6, dtype=np.int32)
    assert got[:, :2].tolist() == ints.tolist() and got[:, 2:].tolist() == [[0, 1]] * 6

    rows = RNG.uniform(0, 1, (3, 5, 4)).astype(np.float32)
    base, pitch = check(cuda, cuda.cuMemAllocPitch(5 * 16, 3, 16))
    copy = cuda.CUDA_MEMCPY2D()
    copy.srcMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_HOST
    copy.srcHost = rows.ctypes.data
    copy.srcPitch = 5 * 16
    copy.dstMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_DEVICE
    copy.dstDevice = base
    copy.dstPitch = pitch
    copy.WidthInBytes, copy.Height = 5 * 16, 3
    check(cuda, cuda.cuMemcpy2D(copy))
    res = cuda.CUDA_RESOURCE_DESC()
    res.resType = cuda.CUresourcetype.CU_RESOURCE_TYPE_PITCH2D
    p = res.res.pitch2D
    p.devPtr, p.format, p.numChannels, p.width, p.height, p.pitchInBytes = \
        base, FLOAT, 4, 5, 3, pitch
    tex = cuda.CUDA_TEXTURE_DESC()
    tex.filterMode = model.LINEAR
    pitched = check(cuda, cuda.cuTexObjectCreate(res, tex, None))
    coords = np.array([[0.5, 0.5], [2.7, 1.9], [4.5, 2.5], [-1, 5]])
    got = _fetch(cuda, module, "sample2d", pitched, coords.ravel(), n=len(coords))
    for (x, y), value in zip(coords, got, strict=True):
        want = model.sample(rows[None].astype(np.float64), (x, y), filter=model.LINEAR)
        np.testing.assert_allclose(value, want, rtol=1e-5, atol=1e-6)


def test_queries(cuda, module):
    data = np.zeros((3, 4, 6, 1), np.float32)
    array = _array(cuda, data, FLOAT, depth=3, flags=LAYERED | SURFACE_LDST)
    texture = _texture(cuda, array, modes=(model.WRAP, model.MIRROR, model.CLAMP),
                       filter=model.LINEAR, flags=NORMALIZED)
    surface = _surface(cuda, array)
    out = check(cuda, cuda.cuMemAlloc(12 * 4))
    _launch(cuda, kernel(cuda, module, "texture_queries"), ("u64", int(texture)),
            ("u64", int(surface)), out, block=(1, 1, 1))
    assert download(cuda, out, 12).tolist() == [6, 4, 1, 3, 1, model.WRAP, model.MIRROR, 1,
                                                6, 4, 1, 3]


def _float4_surface_array(cuda, data):
    return _array(cuda, data, FLOAT, flags=SURFACE_LDST)


def _read_array(cuda, array, shape, dtype):
    out = np.zeros(shape, dtype)
    copy = cuda.CUDA_MEMCPY3D()
    copy.srcMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_ARRAY
    copy.srcArray = array
    copy.dstMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_HOST
    copy.dstHost = out.ctypes.data
    copy.dstPitch = shape[2] * shape[3] * out.itemsize
    copy.dstHeight = shape[1]
    copy.WidthInBytes, copy.Height, copy.Depth = copy.dstPitch, shape[1], shape[0]
    check(cuda, cuda.cuMemcpy3D(copy))
    return out


@pytest.mark.parametrize("dx,dy", [(0, 0), (3, 0), (-2, 1), (1, -4)])
def test_surface_boundary_modes(cuda, module, dx, dy):
    width, height = 6, 4
    data = RNG.uniform(-1, 1, (1, height, width, 4)).astype(np.float32)
    src = _float4_surface_array(cuda, data)
    dst = _float4_surface_array(cuda, np.zeros_like(data))
    zero = check(cuda, cuda.cuMemAlloc(width * height * 16))
    clamp = check(cuda, cuda.cuMemAlloc(width * height * 16))
    assert _launch(cuda, kernel(cuda, module, "surface2d"), ("u64", int(_surface(cuda, src))),
                   ("u64", int(_surface(cuda, dst))), width, height, dx, dy, zero, clamp,
                   grid=(1, height, 1), block=(32, 1, 1)) == cuda.CUresult.CUDA_SUCCESS
    assert _read_array(cuda, dst, data.shape, np.float32).tolist() == (2 * data).tolist()
    zeros = download(cuda, zero, width * height * 4, np.float32).reshape(height, width, 4)
    clamps = download(cuda, clamp, width * height * 4, np.float32).reshape(height, width, 4)
    for y, x in itertools.product(range(height), range(width)):
        sx, sy = x + dx, y + dy
        inside = 0 <= sx < width and 0 <= sy < height
        assert zeros[y, x].tolist() == (data[0, sy, sx].tolist() if inside else [0.0] * 4)
        cx, cy = min(max(sx, 0), width - 1), min(max(sy, 0), height - 1)
        assert clamps[y, x].tolist() == data[0, cy, cx].tolist()


def test_surface_trap_and_dropped_stores(cuda, module):
    data = np.zeros((1, 1, 8, 1), np.float32)
    array = _array(cuda, data, FLOAT, flags=SURFACE_LDST)
    surface = _surface(cuda, array)
    _launch(cuda, kernel(cuda, module, "surface_zero_store"), ("u64", int(surface)), 8,
            block=(12, 1, 1))
    assert _read_array(cuda, array, data.shape, np.float32).ravel().tolist() == list(range(8))
    assert _launch(cuda, kernel(cuda, module, "surface_trap"), ("u64", int(surface)), 8,
                   block=(1, 1, 1)) == cuda.CUresult.CUDA_ERROR_LAUNCH_FAILED


def test_surface_shapes_and_reductions(cuda, module):
    w, h, d = 5, 3, 2
    s1 = _array(cuda, np.zeros((1, 1, w, 4), np.uint8), U8, height=0, flags=SURFACE_LDST)
    s3 = _array(cuda, np.zeros((d, h, w, 4), np.uint8), U8, depth=d, flags=SURFACE_LDST)
    sl = _array(cuda, np.zeros((d, h, w, 4), np.uint8), U8, depth=d,
                flags=SURFACE_LDST | LAYERED)
    _launch(cuda, kernel(cuda, module, "surface_shapes"), ("u64", int(_surface(cuda, s1))),
            ("u64", int(_surface(cuda, s3))), ("u64", int(_surface(cuda, sl))), w, h, d,
            block=(w, h, d))
    z, y, x = np.meshgrid(range(d), range(h), range(w), indexing="ij")
    want = np.stack([x, y, z, np.full_like(x, 7)], axis=-1).astype(np.uint8)
    assert _read_array(cuda, s3, want.shape, np.uint8).tolist() == want.tolist()
    assert _read_array(cuda, sl, want.shape, np.uint8).tolist() == want.tolist()
    assert _read_array(cuda, s1, (1, 1, w, 4), np.uint8).tolist() == want[:1, :1].tolist()

    counts = _array(cuda, np.zeros((1, 1, 4, 1), np.uint32), 0x03, flags=SURFACE_LDST)
    _launch(cuda, kernel(cuda, module, "surface_reduce"), ("u64", int(_surface(cuda, counts))),
            4, 256, grid=(4, 1, 1))
    sums = [sum(i + 1 for i in range(256) if i % 4 == k) for k in range(4)]
    assert _read_array(cuda, counts, (1, 1, 4, 1), np.uint32).ravel().tolist() == sums


def test_array_api(cuda):
    desc = cuda.CUDA_ARRAY_DESCRIPTOR()
    desc.Width, desc.Height, desc.Format, desc.NumChannels = 16, 8, U16, 2
    array = check(cuda, cuda.cuArrayCreate(desc))
    got = check(cuda, cuda.cuArrayGetDescriptor(array))
    assert (got.Width, got.Height, int(got.Format), got.NumChannels) == (16, 8, U16, 2)
    got3 = check(cuda, cuda.cuArray3DGetDescriptor(array))
    assert (got3.Width, got3.Height, got3.Depth, got3.Flags) == (16, 8, 0, 0)
    # linear copies in and out, and 2-D copies with offsets
    data = np.arange(16 * 8 * 2, dtype=np.uint16)
    check(cuda, cuda.cuMemcpyHtoA(array, 0, data, data.nbytes))
    back = np.zeros_like(data)
    check(cuda, cuda.cuMemcpyAtoH(back, array, 0, back.nbytes))
    assert back.tolist() == data.tolist()
    window = np.zeros((3, 4 * 2), np.uint16)
    copy = cuda.CUDA_MEMCPY2D()
    copy.srcMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_ARRAY
    copy.srcArray = array
    copy.srcXInBytes, copy.srcY = 2 * 4, 5
    copy.dstMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_HOST
    copy.dstHost = window.ctypes.data
    copy.dstPitch = window.shape[1] * 2
    copy.WidthInBytes, copy.Height = window.shape[1] * 2, 3
    check(cuda, cuda.cuMemcpy2D(copy))
    assert window.tolist() == data.reshape(8, 32)[5:8, 4:12].tolist()  # 8 bytes = 4 values in
    copy.srcY = 6  # three rows from row 6 run past the array's 8 rows
    assert error(cuda.cuMemcpy2D(copy)) == cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    copy.srcY, copy.srcXInBytes = 0, 2  # not a whole 4-byte texel
    assert error(cuda.cuMemcpy2D(copy)) == cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    # device <-> array and array <-> array
    ptr = check(cuda, cuda.cuMemAlloc(data.nbytes))
    check(cuda, cuda.cuMemcpyAtoD(ptr, array, 0, data.nbytes))
    other = check(cuda, cuda.cuArrayCreate(desc))
    check(cuda, cuda.cuMemcpyAtoA(other, 64, array, 0, data.nbytes - 64))
    check(cuda, cuda.cuMemcpyAtoH(back, other, 0, back.nbytes))
    assert back[32:].tolist() == data[:-32].tolist()
    assert download(cuda, ptr, data.size, np.uint16).tolist() == data.tolist()
    assert error(cuda.cuMemcpyHtoA(array, 8, data, data.nbytes)) == \
        cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuArrayDestroy(other))
    assert error(cuda.cuArrayDestroy(other)) == cuda.CUresult.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuMemcpyAtoH(back, other, 0, 4)) == cuda.CUresult.CUDA_ERROR_INVALID_HANDLE


def test_array_creation_errors(cuda):
    def create(width, height, depth, fmt=FLOAT, channels=1, flags=0):
        desc = cuda.CUDA_ARRAY3D_DESCRIPTOR()
        desc.Width, desc.Height, desc.Depth = width, height, depth
        desc.Format, desc.NumChannels, desc.Flags = fmt, channels, flags
        return error(cuda.cuArray3DCreate(desc))

    INVALID = cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    assert create(4, 4, 0, channels=3) == INVALID
    assert create(0, 4, 0) == INVALID
    assert create(4, 0, 3) == INVALID  # 3-D needs a height
    assert create(4, 5, 6, flags=CUBEMAP) == INVALID  # not square
    assert create(4, 4, 5, flags=CUBEMAP) == INVALID  # not six faces
    assert create(4, 4, 0, flags=LAYERED) == INVALID  # no layers
    assert create(1 << 20, 0, 0) == INVALID  # wider than the device's 1-D limit
    assert create(4, 4, 0, fmt=0xB0) == cuda.CUresult.CUDA_ERROR_NOT_SUPPORTED  # NV12
    assert create(4, 4, 0, fmt=0x77) == INVALID
    assert create(4, 4, 0, flags=0x40) == cuda.CUresult.CUDA_ERROR_NOT_SUPPORTED  # sparse
    assert check(cuda, cuda.cuDeviceGetAttribute(
        cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH, 0)) == 131072


def test_object_api(cuda):
    array = _array(cuda, np.zeros((1, 2, 2, 4), np.float32), FLOAT)
    texture = _texture(cuda, array, modes=(model.BORDER, model.WRAP, model.CLAMP),
                       filter=model.LINEAR, flags=NORMALIZED, border=(1, 2, 3, 4))
    res = check(cuda, cuda.cuTexObjectGetResourceDesc(texture))
    assert int(res.resType) == int(cuda.CUresourcetype.CU_RESOURCE_TYPE_ARRAY)
    assert int(res.res.array.hArray) == int(array)
    tex = check(cuda, cuda.cuTexObjectGetTextureDesc(texture))
    assert list(tex.addressMode) == [model.BORDER, model.WRAP, model.CLAMP]
    assert int(tex.filterMode) == model.LINEAR and tex.flags == NORMALIZED
    assert list(tex.borderColor) == [1, 2, 3, 4]
    # a surface needs an array made for it
    res = cuda.CUDA_RESOURCE_DESC()
    res.resType = cuda.CUresourcetype.CU_RESOURCE_TYPE_ARRAY
    res.res.array.hArray = array
    assert error(cuda.cuSurfObjectCreate(res)) == cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    # linear memory must be aligned and inside an allocation
    ptr = check(cuda, cuda.cuMemAlloc(1024))
    lin = cuda.CUDA_RESOURCE_DESC()
    lin.resType = cuda.CUresourcetype.CU_RESOURCE_TYPE_LINEAR
    lin.res.linear.devPtr = int(ptr) + 4
    lin.res.linear.format, lin.res.linear.numChannels, lin.res.linear.sizeInBytes = FLOAT, 1, 64
    plain = cuda.CUDA_TEXTURE_DESC()
    assert error(cuda.cuTexObjectCreate(lin, plain, None)) == \
        cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    lin.res.linear.devPtr, lin.res.linear.sizeInBytes = ptr, 4096
    assert error(cuda.cuTexObjectCreate(lin, plain, None)) == \
        cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuTexObjectCreate(None, plain, None)) == \
        cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    srgb = cuda.CUDA_TEXTURE_DESC()
    srgb.flags = 0x10
    assert error(cuda.cuTexObjectCreate(res, srgb, None)) == \
        cuda.CUresult.CUDA_ERROR_NOT_SUPPORTED
    check(cuda, cuda.cuTexObjectDestroy(texture))
    assert error(cuda.cuTexObjectDestroy(texture)) == cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuTexObjectGetResourceDesc(texture)) == \
        cuda.CUresult.CUDA_ERROR_INVALID_VALUE


@pytest.mark.parametrize("gfx", ["gfx942", "gfx1100"])
def test_texture_kernels_on_simulated_amd_waves(gfx):
    """The AMDGPU lowering of tex (linear filtering, border, normalized coordinates) and of
    suld/sust (zero and clamp reads), run by the work-group test double of
    ``tests/ptx/amdgpu_wave_sim.py`` (no AMD GPU here) over descriptors in host memory, against
    the same reference."""
    from zluda.ptx import texture_descriptor as layout
    from zluda.ptx.subset import ModuleParts

    from tests.ptx.amdgpu_wave_sim import WorkGroupSimulator

    parts = ModuleParts(PTX.decode())
    simulator = WorkGroupSimulator(parts.text_for(["sample2d", "surface2d"]), gfx)
    globals_block = np.zeros(simulator.info.globals_size, np.uint8)
    address = lambda a: a.__array_interface__["data"][0]  # noqa: E731
    data = RNG.uniform(-1, 1, (1, 4, 6, 4)).astype(np.float32)
    border = (0.5, -0.5, 1.0, 2.0)

    def descriptor(**extra):
        return np.frombuffer(layout.pack(
            base=address(data), row_pitch=6 * 16, slice_pitch=4 * 6 * 16, width=6, height=4,
            depth=1, layers=0, format=FLOAT, channels=4, **extra),
            np.uint8).copy()

    texture = descriptor(address_modes=(model.BORDER,) * 3, filter=model.LINEAR,
                         flags=NORMALIZED, border=border)
    coords = _edge_coordinates(6, 4, normalized=True)
    c = np.ascontiguousarray(coords.ravel().astype(np.float32))
    out = np.zeros((len(coords), 4), np.float32)
    for first in range(0, len(coords), 64):  # one work-group of 64 at a time
        n = min(64, len(coords) - first)
        simulator.run("sample2d", (64, 1, 1), [address(texture), address(c) + 8 * first, n,
                                                address(out) + 16 * first], globals_block)
    for (x, y), value in zip(coords, out, strict=True):
        want = model.sample(data.astype(np.float64), (x, y), modes=(model.BORDER,) * 3,
                            normalized=True, filter=model.LINEAR, border=border)
        np.testing.assert_allclose(value, want, rtol=1e-5, atol=1e-5, err_msg=f"{(x, y)}")
    # surface2d: one row per launch (the test double runs block 0, so blockIdx.y is 0; each
    # launch's descriptors start at row y and hold one row)
    copy = np.zeros_like(data)
    zero, clamp = np.zeros((2, 4, 6, 4), np.float32)

    def row(array, y):
        return np.frombuffer(layout.pack(
            base=address(array) + y * 96, row_pitch=96, slice_pitch=96, width=6, height=1,
            depth=1, layers=0, format=FLOAT, channels=4),
            np.uint8).copy()

    for y in range(4):
        row_in, row_out = row(data, y), row(copy, y)
        simulator.run("surface2d", (32, 1, 1), [address(row_in), address(row_out), 6, 1, 2, 0,
                                                 address(zero[y]), address(clamp[y])],
                      globals_block)
    assert copy.tolist() == (2 * data).tolist()
    for y, x in itertools.product(range(4), range(6)):
        assert zero[y, x].tolist() == (data[0, y, x + 2].tolist() if x + 2 < 6 else [0.0] * 4)
        assert clamp[y, x].tolist() == data[0, y, min(x + 2, 5)].tolist()
