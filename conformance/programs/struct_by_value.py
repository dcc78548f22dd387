"""A struct with mixed field types and interior/tail padding (char, double, short, int, float,
long long, unsigned char[3]; 48 bytes) passed by value as a kernel parameter (a ctypes Structure,
laid out like the C struct), given to a __noinline__ device function by value, which returns a
struct by value. Thread 0 also copies the whole parameter back to global memory.

Every field is checked exactly: integer fields by C semantics, the double field from dyadic
values (exact with or without fma contraction).
"""

import ctypes

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device


class Params(ctypes.Structure):
    _fields_ = [("tag", ctypes.c_char), ("scale", ctypes.c_double), ("small", ctypes.c_short),
                ("offset", ctypes.c_int), ("bias", ctypes.c_float), ("big", ctypes.c_longlong),
                ("flags", ctypes.c_ubyte * 3)]


assert ctypes.sizeof(Params) == 48 and Params.small.offset == 16 and Params.big.offset == 32

setup()
kernel = function(load_ptx("struct_by_value.ptx"), "use_params")
n = 5000
p = Params(b"A", 0.375, -3, 1_000_000, 2.5, -(1 << 40) + 12345, (ctypes.c_ubyte * 3)(1, 20, 200))
d_sums = to_device(np.zeros(n, np.int32))
d_values = to_device(np.zeros(n, np.float64))
d_tags = to_device(np.zeros(n, np.int8))
d_bigs = to_device(np.zeros(n, np.int64))
d_echo = to_device(np.zeros(ctypes.sizeof(Params), np.uint8))
launch(kernel, ((n + 127) // 128,), (128,),
       [(p, None), ptr(d_sums), ptr(d_values), ptr(d_tags), ptr(d_bigs), ptr(d_echo), i32(n)])

i = np.arange(n, dtype=np.int64)
np.testing.assert_array_equal(from_device(d_sums, n, np.int32), 1_000_000 + i * -3)
np.testing.assert_array_equal(from_device(d_values, n, np.float64), 0.375 * i + 2.5)
tags = (ord("A") + np.array([1, 20, 200])[i % 3]).astype(np.uint8).view(np.int8)
np.testing.assert_array_equal(from_device(d_tags, n, np.int8), tags)
np.testing.assert_array_equal(from_device(d_bigs, n, np.int64), -(1 << 40) + 12345 + i * 1_000_000)
echo = Params.from_buffer_copy(from_device(d_echo, ctypes.sizeof(Params), np.uint8).tobytes())
for name, _ in Params._fields_:
    got, want = getattr(echo, name), getattr(p, name)
    if name == "flags":
        got, want = list(got), list(want)
    assert got == want, f"echo.{name}: {got!r} != {want!r}"
passed(f"{n} threads, {ctypes.sizeof(Params)}-byte struct")
