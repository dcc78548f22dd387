"""Compile nvcc's PTX for a grid-stride vector add with zluda and run it on the CPU device.

This example drives the compiler directly, through pyopencl. Once the runtime lands,
``zluda run examples/vector_add.py`` runs the same kernel through NVIDIA's driver API.
"""

from pathlib import Path

import numpy as np

from zluda.backends.opencl.icd import register_pip_runtime
from zluda.ptx import compile_ptx

register_pip_runtime()
import pyopencl as cl  # noqa: E402

PTX = (Path(__file__).resolve().parent.parent / "tests/ptx/kernels/basics.sm75.ptx").read_text()


def main() -> None:
    module = compile_ptx(PTX, "spirv")
    device = next(p for p in cl.get_platforms() if "Intel" in p.name).get_devices()[0]
    context = cl.Context([device])
    queue = cl.CommandQueue(context)
    program = cl.Program(context, module.binary).build()
    flags = cl.svm_mem_flags.READ_WRITE | cl.svm_mem_flags.SVM_FINE_GRAIN_BUFFER
    n = 1 << 20
    a, b, c, globals_block = (cl.svm_empty(context, flags, size, dtype, alignment=64)
                              for size, dtype in ((n, np.float32), (n, np.float32),
                                                  (n, np.float32), (module.info.globals_size, np.uint8)))
    a[:] = np.random.default_rng(0).random(n, dtype=np.float32)
    b[:] = 1.5
    globals_block[:] = np.frombuffer(module.info.globals_init, np.uint8)
    kernel = program.vadd
    for i, arr in enumerate((a, b, c)):
        kernel.set_arg(i, np.uint64(arr.__array_interface__["data"][0]))
    kernel.set_arg(3, np.int32(n))
    kernel.set_arg(4, cl.SVM(globals_block))
    kernel.set_arg(5, cl.LocalMemory(16))
    kernel.set_arg(6, np.uint32(0))
    cl.enqueue_nd_range_kernel(queue, kernel, (256 * 256,), (256,))
    queue.finish()
    assert np.array_equal(c, a + b), "wrong result"
    print(f"vector add of {n} floats on {device.name.strip()}: correct")


if __name__ == "__main__":
    main()
