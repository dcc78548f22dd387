"""64-bit integer arithmetic, checked exactly with Python integers: wrapping multiply, unsigned and
signed (truncating) divide and modulo, left/logical-right/arithmetic-right shifts by 0..63, the
high 64 bits of unsigned and signed 64x64 products (__umul64hi, __mul64hi), and a mixed
expression. Operands mix random full-width values with small ones and edge cases (0, 1, -1,
INT64_MIN as a dividend, UINT64_MAX, powers of two)."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("int64_arith.ptx"), "int64_ops")
M = 1 << 64
rng = np.random.default_rng(31)
n = 4096
a = rng.integers(0, M, n, dtype=np.uint64)
b = rng.integers(1, M, n, dtype=np.uint64)
b[n // 2:] = rng.integers(1, 1 << 20, n - n // 2, dtype=np.uint64)  # small divisors
b[n // 4: n // 2] = -rng.integers(1, 1 << 20, n // 4, dtype=np.int64)  # small negative
edges_a = [0, 1, M - 1, 1 << 63, (1 << 63) - 1, 12345, M - 12345, 1 << 32, 7, 1 << 63]
edges_b = [1, M - 1, 3, 2, M - 2, 1 << 32, 1 << 63, 1 << 63, 1, 3]
a[:len(edges_a)] = edges_a
b[:len(edges_b)] = edges_b
s = rng.integers(0, 1 << 32, n, dtype=np.uint32)
s[:10] = [0, 63, 64, 1, 32, 31, 33, 127, 62, 0xFFFFFFFF]
d_a, d_b, d_s = to_device(a), to_device(b), to_device(s)
d_out = to_device(np.zeros((n, 11), np.uint64))
launch(kernel, ((n + 127) // 128,), (128,), [ptr(d_a), ptr(d_b), ptr(d_s), ptr(d_out), i32(n)])
out = from_device(d_out, (n, 11), np.uint64)


def signed(v):
    return v - M if v >= 1 << 63 else v


def tdiv(x, y):
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


for i in range(n):
    x, y, sh = int(a[i]), int(b[i]), int(s[i]) & 63
    sx, sy = signed(x), signed(y)
    assert not (sx == -(1 << 63) and sy == -1)
    q = tdiv(sx, sy)
    want = [x * y, x // y, x % y, q, sx - q * sy, x << sh, x >> sh, sx >> sh, (x * y) >> 64,
            (sx * sy) >> 64, x + y * 3 - (x ^ y)]
    got = [int(v) for v in out[i]]
    want = [w % M for w in want]
    assert got == want, f"a={x:#x} b={y:#x} s={sh}: got {[hex(g) for g in got]}, " \
                        f"want {[hex(w) for w in want]}"
passed(f"{n} operand pairs x 11 operations")
