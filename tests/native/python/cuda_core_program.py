"""cuda.core: the Device, NVRTC through Program (to PTX, and to a cubin for sm_XX, which
zluda's NVRTC makes PTX), kernels from name expressions, launch on a stream, and results."""
import numpy as np
from cuda.bindings import driver
from cuda.core import Device, LaunchConfig, Program, ProgramOptions, launch

CODE = r"""
template <typename T>
__global__ void axpy(T a, const T *x, T *y, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
"""

dev = Device()
dev.set_current()
assert dev.name.endswith("[ZLUDA]"), dev.name
stream = dev.create_stream()
n = 20_000
x = np.linspace(0, 1, n, dtype=np.float32)
for target in ("ptx", "cubin"):
    options = ProgramOptions(std="c++17", arch=f"sm_{dev.arch}")
    program = Program(CODE, code_type="c++", options=options)
    module = program.compile(target, name_expressions=("axpy<float>",))
    kernel = module.get_kernel("axpy<float>")
    dx = dev.allocate(x.nbytes, stream=stream)
    dy = dev.allocate(x.nbytes, stream=stream)
    y = np.ones(n, dtype=np.float32)
    stream.sync()
    assert driver.cuMemcpyHtoD(int(dx.handle), x, x.nbytes)[0] == 0
    assert driver.cuMemcpyHtoD(int(dy.handle), y, y.nbytes)[0] == 0
    config = LaunchConfig(grid=(n + 255) // 256, block=256)
    launch(stream, config, kernel, np.float32(3.0), dx, dy, np.uint64(n))
    stream.sync()
    out = np.empty_like(y)
    assert driver.cuMemcpyDtoH(out, int(dy.handle), out.nbytes)[0] == 0
    assert np.allclose(out, 3.0 * x + 1.0), (target, out[:4])
    dx.close(stream)
    dy.close(stream)
print("PASS cuda.core Program to PTX and to cubin, launch", dev.arch)
