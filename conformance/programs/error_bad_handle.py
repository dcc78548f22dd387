"""Invalid handles fail with CUDA_ERROR_INVALID_HANDLE ("a resource handle passed to the API call
was not valid", cuda.h) and leave the context usable:

- NULL handles: cuLaunchKernel of a NULL CUfunction, cuModuleGetFunction on a NULL CUmodule,
  cuEventRecord/cuEventQuery/cuEventSynchronize/cuEventElapsedTime on a NULL CUevent;
- destroyed handles: cuEventQuery and cuEventRecord on a destroyed event, cuStreamQuery on a
  destroyed stream, cuModuleGetFunction on an unloaded module (no object of the same kind is
  created in between, so the handle value cannot have been reused).

A valid launch afterwards still computes the right answer."""

import numpy as np
from _common import (
                     check,
                     expect_error,
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
INVALID_HANDLE = cuda.CUresult.CUDA_ERROR_INVALID_HANDLE
n = 256
d_out = to_device(np.zeros(n, np.int32))
args = ((d_out, n), (None, i32(0)[1]))

# NULL handles.
expect_error(cuda.cuLaunchKernel(cuda.CUfunction(0), 1, 1, 1, n, 1, 1, 0, 0, args, 0),
             INVALID_HANDLE)
expect_error(cuda.cuModuleGetFunction(cuda.CUmodule(0), b"iota1"), INVALID_HANDLE)
null_event = cuda.CUevent(0)
expect_error(cuda.cuEventRecord(null_event, 0), INVALID_HANDLE)
expect_error(cuda.cuEventQuery(null_event), INVALID_HANDLE)
expect_error(cuda.cuEventSynchronize(null_event), INVALID_HANDLE)
good_event = check(cuda.cuEventCreate(0))
check(cuda.cuEventRecord(good_event, 0))
expect_error(cuda.cuEventElapsedTime(good_event, null_event), INVALID_HANDLE)
expect_error(cuda.cuEventElapsedTime(null_event, good_event), INVALID_HANDLE)

# Destroyed handles.
event = check(cuda.cuEventCreate(0))
check(cuda.cuEventRecord(event, 0))
check(cuda.cuEventSynchronize(event))
check(cuda.cuEventDestroy(event))
expect_error(cuda.cuEventQuery(event), INVALID_HANDLE)
expect_error(cuda.cuEventRecord(event, 0), INVALID_HANDLE)

stream = check(cuda.cuStreamCreate(0))
check(cuda.cuStreamSynchronize(stream))
check(cuda.cuStreamDestroy(stream))
expect_error(cuda.cuStreamQuery(stream), INVALID_HANDLE)

unloaded = load_ptx("error_bad_handle.ptx")
check(cuda.cuModuleUnload(unloaded))
expect_error(cuda.cuModuleGetFunction(unloaded, b"iota1"), INVALID_HANDLE)

# The context still works.
kernel = function(load_ptx("error_bad_handle.ptx"), "iota1")
launch(kernel, (1,), (n,), [ptr(d_out), i32(n)])
check(cuda.cuCtxSynchronize())
np.testing.assert_array_equal(from_device(d_out, n, np.int32), np.arange(1, n + 1))
check(cuda.cuEventDestroy(good_event))
passed("NULL and destroyed handles rejected")
