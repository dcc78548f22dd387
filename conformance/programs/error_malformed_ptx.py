"""Malformed PTX (kernels/malformed.ptx: an undeclared register, an unknown instruction, a
missing semicolon) is rejected with CUDA_ERROR_INVALID_PTX by cuModuleLoadData and by
cuModuleLoadDataEx, which also writes a non-empty, NUL-terminated message into the
CU_JIT_ERROR_LOG_BUFFER it was given. Well-formed PTX still loads afterwards."""

from _common import KERNELS, check, expect_error, function, passed, setup
from cuda.bindings import driver as cuda

setup()
INVALID_PTX = cuda.CUresult.CUDA_ERROR_INVALID_PTX
source = (KERNELS / "malformed.ptx").read_bytes() + b"\0"
expect_error(cuda.cuModuleLoadData(source), INVALID_PTX)

log_size = 8192
log = bytearray(log_size)
jit = cuda.CUjit_option
options = [jit.CU_JIT_ERROR_LOG_BUFFER, jit.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES]
result = cuda.cuModuleLoadDataEx(source, len(options), options, [log, log_size])
expect_error(result, INVALID_PTX)
text = bytes(log).split(b"\0", 1)[0].decode(errors="replace")
assert text.strip(), "the error log is empty"
assert b"\0" in log, "the error log is not NUL-terminated"

good = check(cuda.cuModuleLoadData((KERNELS / "vector_add.ptx").read_bytes() + b"\0"))
function(good, "vector_add")
passed(f"error log: {text.strip().splitlines()[0][:80]}")
