"""A reference for CUDA's texture fetches, in NumPy, written from the CUDA Programming Guide's
"Texture Fetching" appendix (not from zluda's implementation): the conformance program
``textures.py`` (on NVIDIA's driver and on zluda) and ``tests/runtime/test_textures.py`` compare
the kernels' results with it.

Texels are given as a float64 (or integer) array of shape (slices, rows, width, 4), already
converted as the texture reads them (:func:`as_read`). Coordinates are rounded to float32 and
scaled in float32, as the hardware's arithmetic is single precision.
"""

from __future__ import annotations

import itertools
import math

import numpy as np

WRAP, CLAMP, MIRROR, BORDER = 0, 1, 2, 3
POINT, LINEAR = 0, 1
_SCALES = {np.dtype(np.uint8): 255.0, np.dtype(np.uint16): 65535.0, np.dtype(np.int8): 127.0,
           np.dtype(np.int16): 32767.0}


def as_read(raw: np.ndarray, read_as_integer: bool) -> np.ndarray:
    """The texels (..., channels) of ``raw`` as a fetch returns them, padded to 4 channels:
    8- and 16-bit integers normalized to [0, 1] or [-1, 1] unless read as integers, half as
    float; missing channels are 0 and alpha 1."""
    scale = _SCALES.get(raw.dtype)
    if raw.dtype == np.float16:
        values = raw.astype(np.float64)
    elif scale is not None and not read_as_integer:
        values = np.maximum(raw.astype(np.float64) / scale, -1.0)
    else:
        values = raw.astype(np.float64) if raw.dtype.kind == "f" else raw.astype(np.int64)
    pad = 4 - raw.shape[-1]
    if pad:
        filler = np.zeros(raw.shape[:-1] + (pad,), values.dtype)
        filler[..., -1] = 1
        values = np.concatenate([values, filler], axis=-1)
    return values


def _index(i: int, n: int, mode: int, normalized: bool) -> int | None:
    """The texel index for ``i`` (None: outside, in border mode)."""
    if mode in (WRAP, MIRROR) and not normalized:
        mode = CLAMP  # wrap and mirror need normalized coordinates; CUDA clamps otherwise
    if mode == CLAMP:
        return min(max(i, 0), n - 1)
    if mode == BORDER:
        return i if 0 <= i < n else None
    if mode == WRAP:
        return i % n
    m = i % (2 * n)
    return m if m < n else 2 * n - 1 - m


def _axis(x: float, n: int, mode: int, normalized: bool, linear: bool):
    """[(index, weight)] along one axis."""
    u = np.float32(x) * np.float32(n) if normalized else np.float32(x)
    if not linear:
        return [(_index(math.floor(u), n, mode, normalized), 1.0)]
    shifted = np.float32(u - np.float32(0.5))
    low = math.floor(shifted)
    alpha = round(float(shifted - np.float32(low)) * 256) / 256  # 8 fraction bits
    return [(_index(low, n, mode, normalized), 1 - alpha),
            (_index(low + 1, n, mode, normalized), alpha)]


def cube_face(x: float, y: float, z: float) -> tuple[int, float, float]:
    """(face, s, t) for a direction, by the Programming Guide's cubemap table."""
    ax, ay, az = abs(x), abs(y), abs(z)
    if ax >= ay and ax >= az:
        face, sc, tc, m = (0, -z, -y, ax) if x >= 0 else (1, z, -y, ax)
    elif ay >= az:
        face, sc, tc, m = (2, x, z, ay) if y >= 0 else (3, x, -z, ay)
    else:
        face, sc, tc, m = (4, x, -y, az) if z >= 0 else (5, -x, -y, az)
    return face, (sc / m + 1) / 2, (tc / m + 1) / 2


def sample(texels: np.ndarray, coords, *, slice_: int = 0, modes=(CLAMP,) * 3,
           normalized: bool = False, filter: int = POINT, border=(0.0,) * 4,
           dims: int | None = None) -> np.ndarray:
    """The four results of a fetch at ``coords`` (x, then y, then z) from ``texels``
    (slices, rows, width, 4); ``slice_`` picks the layer (or face) of 1-D/2-D fetches."""
    dims = dims or len(coords)
    sizes = (texels.shape[2], texels.shape[1], texels.shape[0])
    axes = [_axis(coords[k], sizes[k], modes[k], normalized, filter == LINEAR)
            for k in range(dims)]
    out = np.zeros(4)
    for taps in itertools.product(*axes):
        weight = math.prod(w for _, w in taps)
        index = [i for i, _ in taps]
        if any(i is None for i in index):
            value = np.asarray(border, np.float64)
        else:
            x = index[0]
            y = index[1] if dims >= 2 else 0
            z = index[2] if dims == 3 else slice_
            value = texels[z, y, x]
        out = out + weight * value
    return out


def gather(texels: np.ndarray, x: float, y: float, component: int, *, slice_: int = 0,
           modes=(CLAMP,) * 3, normalized: bool = False, border=(0.0,) * 4) -> np.ndarray:
    """tex2Dgather: ``component`` of the four texels of the bilinear footprint, in the order
    (i0, j1), (i1, j1), (i1, j0), (i0, j0)."""
    ax = _axis(x, texels.shape[2], modes[0], normalized, True)
    ay = _axis(y, texels.shape[1], modes[1], normalized, True)
    out = []
    for i, j in ((0, 1), (1, 1), (1, 0), (0, 0)):
        xi, yj = ax[i][0], ay[j][0]
        out.append(border[component] if xi is None or yj is None
                   else texels[slice_, yj, xi, component])
    return np.asarray(out, np.float64)
