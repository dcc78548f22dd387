"""Calling zluda's libcublas.so.13, libcublasLt.so.13, libcusolver.so.12 and libcusparse.so.12
in the test's own process, through ctypes, with argument types from the generated ABI (what a C
caller passes)."""

from __future__ import annotations

import ctypes

import numpy as np
from zluda.abi import cublas as cublas_abi
from zluda.abi import cublaslt as cublaslt_abi
from zluda.abi import cusolver as cusolver_abi
from zluda.abi import cusparse as cusparse_abi
from zluda.libraries import LIB_DIR
from zluda.libraries.cublas.status import C

_C_TYPES = {"int": ctypes.c_int, "long": ctypes.c_int64, "long long int": ctypes.c_int64,
            "long long": ctypes.c_int64, "unsigned long": ctypes.c_uint64,
            "unsigned long long": ctypes.c_uint64, "unsigned int": ctypes.c_uint,
            "float": ctypes.c_float, "double": ctypes.c_double, "signed char": ctypes.c_byte,
            "char": ctypes.c_char}


def _c_type(kind: str):
    if kind.endswith(("*", "[]")):
        return ctypes.c_void_p
    if kind.startswith("enum"):
        return ctypes.c_int
    return _C_TYPES[kind]


class Library:
    def __init__(self, soname: str, abi) -> None:
        self.lib = ctypes.CDLL(str(LIB_DIR / soname))
        self.abi = abi

    def __getattr__(self, name: str):
        proto, params, signature = self.abi.FUNCTIONS[name]
        fn = getattr(self.lib, name)
        fn.argtypes = [_c_type(k) for k in signature.split(",")] if signature else []
        result = proto.split()[0]  # a status or another enumeration: an int
        fn.restype = ctypes.c_int if result.endswith(("_t", "Result")) else ctypes.c_size_t
        setattr(self, name, fn)
        return fn


CUBLAS = Library("libcublas.so.13", cublas_abi)
CUBLASLT = Library("libcublasLt.so.13", cublaslt_abi)
CUSOLVER = Library("libcusolver.so.12", cusolver_abi)
CUSPARSE = Library("libcusparse.so.12", cusparse_abi)
DTYPES = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}


class Device:
    """Device memory for the tests, through zluda.driver."""

    def __init__(self, cuda) -> None:
        self.cuda = cuda
        self.allocations = []

    def alloc(self, nbytes: int) -> int:
        err, ptr = self.cuda.cuMemAlloc(max(nbytes, 1))
        assert err == 0
        self.allocations.append(ptr)
        return int(ptr)

    def put(self, array: np.ndarray) -> int:
        """A copy of ``array`` (column-major, as cuBLAS reads it) in device memory."""
        data = np.asfortranarray(array)
        ptr = self.alloc(data.nbytes)
        assert self.cuda.cuMemcpyHtoD(ptr, data.tobytes(order="F"), data.nbytes)[0] == 0
        return ptr

    def get(self, ptr: int, shape, dtype) -> np.ndarray:
        count = int(np.prod(shape))
        out = np.zeros(count, dtype)
        assert self.cuda.cuMemcpyDtoH(out, ptr, out.nbytes)[0] == 0
        return out.reshape(shape, order="F")


def scalar(value, dtype) -> ctypes.c_void_p:
    """A host scalar; the array is kept by the pointer object."""
    buffer = np.array([value], dtype)
    pointer = ctypes.c_void_p(buffer.ctypes.data)
    pointer._keep = buffer
    return pointer


def handle():
    out = ctypes.c_void_p()
    assert CUBLAS.cublasCreate_v2(ctypes.byref(out)) == C.CUBLAS_STATUS_SUCCESS
    return out


def random(shape, dtype, seed=0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    values = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        values = values + 1j * rng.standard_normal(shape)
    return values.astype(dtype)
