"""Texture and surface objects, checked against the NumPy reference of the CUDA Programming
Guide's texture fetching (``_texture_model.py``): 2-D float4 textures in every address mode,
point and linear filtering, unnormalized and normalized coordinates, at texel centres, edges and
outside; a one-channel 8-bit texture read as normalized floats (what the missing channels read
as); cubemap faces; tex2Dgather; tex1Dfetch past the end; and surface reads in the zero and
clamp boundary modes. Point samples exact, filtered ones within 1e-5."""

import itertools

import _texture_model as model
import numpy as np
from _common import (
    check,
    from_device,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    sync,
    to_device,
    u64,
)
from cuda.bindings import driver as cuda

FLOAT = cuda.CUarray_format.CU_AD_FORMAT_FLOAT
U8 = cuda.CUarray_format.CU_AD_FORMAT_UNSIGNED_INT8
rng = np.random.default_rng(11)
setup()
module = load_ptx("textures.ptx")


def make_array(data, fmt, flags=0, depth=0):
    slices, rows, width, channels = data.shape
    desc = cuda.CUDA_ARRAY3D_DESCRIPTOR()
    desc.Width, desc.Height, desc.Depth = width, rows, depth
    desc.Format, desc.NumChannels, desc.Flags = fmt, channels, flags
    array = check(cuda.cuArray3DCreate(desc))
    host = np.ascontiguousarray(data)
    copy = cuda.CUDA_MEMCPY3D()
    copy.srcMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_HOST
    copy.srcHost = host.ctypes.data
    copy.srcPitch, copy.srcHeight = width * channels * host.itemsize, rows
    copy.dstMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_ARRAY
    copy.dstArray = array
    copy.WidthInBytes, copy.Height, copy.Depth = copy.srcPitch, rows, slices
    check(cuda.cuMemcpy3D(copy))
    return array


def resource(array):
    res = cuda.CUDA_RESOURCE_DESC()
    res.resType = cuda.CUresourcetype.CU_RESOURCE_TYPE_ARRAY
    res.res.array.hArray = array
    return res


def make_texture(array, mode=model.CLAMP, filter=model.POINT, flags=0, border=(0, 0, 0, 0)):
    tex = cuda.CUDA_TEXTURE_DESC()
    tex.addressMode = [cuda.CUaddress_mode(mode)] * 3
    tex.filterMode = cuda.CUfilter_mode(filter)
    tex.flags = flags
    tex.borderColor = [float(c) for c in border]
    return check(cuda.cuTexObjectCreate(resource(array), tex, None))


def fetch(kernel, texture, coords, n, *extra):
    d_coords = to_device(np.asarray(coords, np.float32).ravel())
    d_out = to_device(np.zeros((n, 4), np.float32))
    launch(function(module, kernel), ((n + 63) // 64,), (64,),
           [u64(int(texture)), ptr(d_coords), *extra, i32(n), ptr(d_out)])
    sync()
    return from_device(d_out, (n, 4), np.float32)


def agree(got, want, exact, what):
    if exact:
        assert got.tolist() == want.astype(np.float32).tolist(), (what, got, want)
    else:
        assert np.allclose(got, want, rtol=1e-5, atol=1e-5), (what, got, want)


# 2-D float4: every address mode, filter and coordinate mode
data = rng.uniform(-4, 4, (1, 5, 7, 4)).astype(np.float32)
array = make_array(data, FLOAT)
border = (0.25, -1.0, 2.0, 0.5)
xs = [-1.75, -0.5, 0.0, 0.25, 0.5, 1.0, 1.5, 2.3, 6.5, 7.0, 7.4, 14.7]
ys = [-0.6, 0.0, 0.5, 1.25, 4.99, 6.5]
points = np.array(list(itertools.product(xs, ys)))
cases = 0
for mode, filter, normalized in itertools.product(range(4), range(2), (False, True)):
    texture = make_texture(array, mode, filter, 0x2 if normalized else 0, border)
    coords = points / np.array([7, 5]) if normalized else points
    got = fetch("sample2d", texture, coords, len(coords))
    for (x, y), value in zip(coords, got, strict=True):
        want = model.sample(data.astype(np.float64), (x, y), modes=(mode,) * 3,
                            normalized=normalized, filter=filter, border=border)
        agree(value, want, filter == model.POINT, (mode, filter, normalized, x, y))
        cases += 1
    check(cuda.cuTexObjectDestroy(texture))

# one 8-bit channel, normalized: the value, then what the missing channels read as
raw = rng.integers(0, 256, (1, 3, 4, 1)).astype(np.uint8)
texture = make_texture(make_array(raw, U8), filter=model.LINEAR)
coords = [(0.5, 0.5), (1.7, 2.2), (3.5, 1.5)]
got = fetch("sample2d", texture, coords, len(coords))
for (x, y), value in zip(coords, got, strict=True):
    agree(value, model.sample(model.as_read(raw, False), (x, y), filter=model.LINEAR), False,
          ("u8", x, y))

# cubemap faces
faces = rng.uniform(0, 1, (6, 4, 4, 4)).astype(np.float32)
cube = make_texture(make_array(faces, FLOAT, flags=0x4, depth=6), filter=model.LINEAR)
directions = [(1, 0.2, -0.3), (-1, 0.5, 0.5), (0.1, 1, 0.2), (0.3, -1, -0.6), (0.25, 0.1, 1),
              (-0.7, 0.2, -1)]
got = fetch("sample_cube", cube, directions, len(directions))
for d, value in zip(directions, got, strict=True):
    face, s, t = model.cube_face(*d)
    agree(value, model.sample(faces.astype(np.float64), (s, t), slice_=face, normalized=True,
                              filter=model.LINEAR), False, ("cube", d))

# tex2Dgather, each component
texture = make_texture(array, model.BORDER, border=(9, 8, 7, 6))
coords = [(0.5, 0.5), (1.3, 2.8), (6.9, 4.9), (0.0, 0.0)]
for component in range(4):
    d_coords = to_device(np.asarray(coords, np.float32).ravel())
    d_out = to_device(np.zeros((len(coords), 4), np.float32))
    launch(function(module, "gather2d"), (1,), (64,),
           [u64(int(texture)), ptr(d_coords), i32(component), i32(len(coords)), ptr(d_out)])
    sync()
    got = from_device(d_out, (len(coords), 4), np.float32)
    for (x, y), value in zip(coords, got, strict=True):
        agree(value, model.gather(data.astype(np.float64), x, y, component,
                                  modes=(model.BORDER,) * 3, border=(9, 8, 7, 6)), True,
              ("gather", component, x, y))

# tex1Dfetch over linear memory, past the end
values = rng.uniform(-1, 1, (10, 4)).astype(np.float32)
res = cuda.CUDA_RESOURCE_DESC()
res.resType = cuda.CUresourcetype.CU_RESOURCE_TYPE_LINEAR
res.res.linear.devPtr = to_device(values)
res.res.linear.format = FLOAT
res.res.linear.numChannels = 4
res.res.linear.sizeInBytes = values.nbytes
linear = check(cuda.cuTexObjectCreate(res, cuda.CUDA_TEXTURE_DESC(), None))
index = np.array([0, 9, 10, -1], np.int32)
d_index, d_out = to_device(index), to_device(np.zeros((4, 4), np.float32))
launch(function(module, "fetch1d"), (1,), (64,), [u64(int(linear)), ptr(d_index), i32(4),
                                                  ptr(d_out)])
sync()
got = from_device(d_out, (4, 4), np.float32)
assert got[:2].tolist() == values[[0, 9]].tolist() and got[2:].tolist() == [[0.0] * 4] * 2, got

# surfaces: reads in the zero and clamp boundary modes, a scaled copy
w, h, dx, dy = 6, 4, -2, 1
src = make_array(data[:, :h, :w], FLOAT, flags=0x2)
dst = make_array(np.zeros((1, h, w, 4), np.float32), FLOAT, flags=0x2)
surfaces = [check(cuda.cuSurfObjectCreate(resource(a))) for a in (src, dst)]
d_zero, d_clamp = (to_device(np.zeros((h, w, 4), np.float32)) for _ in range(2))
launch(function(module, "surface2d"), (1, h), (32,),
       [u64(int(surfaces[0])), u64(int(surfaces[1])), i32(w), i32(h), i32(dx), i32(dy),
        ptr(d_zero), ptr(d_clamp)])
sync()
zero, clamp = (from_device(p, (h, w, 4), np.float32) for p in (d_zero, d_clamp))
for y, x in itertools.product(range(h), range(w)):
    sx, sy = x + dx, y + dy
    inside = 0 <= sx < w and 0 <= sy < h
    assert zero[y, x].tolist() == (data[0, sy, sx].tolist() if inside else [0.0] * 4), (x, y)
    assert clamp[y, x].tolist() == data[0, min(max(sy, 0), h - 1), min(max(sx, 0), w - 1)].tolist()
passed(f"{cases} 2-D samples in 16 modes, u8, cubemap, gather, tex1Dfetch and surfaces")
