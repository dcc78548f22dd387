"""Run under ``zluda run`` by tests/native/test_python_clients.py: calls that arrive while the
interpreter shuts down. A release succeeds (NVIDIA's driver is still up then); anything else is
CUDA_ERROR_DEINITIALIZED (4), without entering Python."""

import os

from cuda.bindings import driver as cu

cu.cuInit(0)
_, dev = cu.cuDeviceGet(0)
_, ctx = cu.cuDevicePrimaryCtxRetain(dev)
cu.cuCtxSetCurrent(ctx)
_, ptr = cu.cuMemAlloc(64)
_, stream = cu.cuStreamCreate(0)


class ReleasedAtExit:
    """Collected by the interpreter's last garbage collection, as CuPy's objects are."""

    def __del__(self, cu=cu, write=os.write, ptr=ptr, stream=stream):
        results = [int(cu.cuMemFree(ptr)[0]), int(cu.cuStreamDestroy(stream)[0]),
                   int(cu.cuCtxGetDevice()[0])]
        write(1, f"at exit: {results}\n".encode())


holder = ReleasedAtExit()
holder.cycle = holder
print("main done", flush=True)
