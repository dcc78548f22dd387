"""Device malloc and free: 512 threads allocate 4000 bytes each, a later launch checks and frees
them, and 200 rounds of malloc/free of up to 364 bytes per thread (30 MB in all) run in an 8 MB
heap (set by cuCtxSetLimit before the first launch), which works only if freed blocks are
reused. Exact."""

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
       to_device,
)
from cuda.bindings import driver as cuda

setup()
check(cuda.cuCtxSetLimit(cuda.CUlimit.CU_LIMIT_MALLOC_HEAP_SIZE, 8 << 20))
module = load_ptx("device_malloc.ptx")
threads = 512
d_ptrs, d_ok = to_device(np.zeros(threads, np.uint64)), to_device(np.zeros(threads, np.int32))
launch(function(module, "alloc_and_fill"), (threads // 128,), (128,), [ptr(d_ptrs), i32(1000)])
addresses = from_device(d_ptrs, threads, np.uint64)
assert (addresses != 0).all() and len(set(addresses.tolist())) == threads
launch(function(module, "check_and_free"), (threads // 128,), (128,),
       [ptr(d_ptrs), i32(1000), ptr(d_ok)])
assert from_device(d_ok, threads, np.int32).tolist() == [1] * threads
d_out = to_device(np.zeros(threads, np.int32))
launch(function(module, "churn"), (threads // 128,), (128,), [ptr(d_out), i32(200)])
assert from_device(d_out, threads, np.int32).tolist() == [1] * threads
passed(f"{threads} blocks across launches, 200 rounds of reuse")
