"""hipSPARSE under zluda's cuSPARSE on ROCm devices, through hip-python's ``hip.hipsparse``.

zluda's cuSPARSE keeps the semantics (handles, descriptors, the checks of every array against
the device's allocations, scalars in host pointer mode) and hands each operation to this
library as the CPU's SciPy gets it (``spmv``, ``spmm``, ``sparse_to_dense``, ``csr_to_csc``): it
describes the operands to hipSPARSE (``hipsparseCreateCsr``/``Csc``/``Coo``,
``hipsparseCreateDnVec``/``DnMat``: cuSPARSE's enumerations have hipSPARSE's values), asks
hipSPARSE for its workspace (``_bufferSize``: a buffer that this library keeps and grows, since
zluda's buffer-size queries answer 0), and calls the hipSPARSE function of the operation in the
HIP stream of the handle's stream, in the stream's order (``hipsparseSetStream`` first, as the
stream's held work). The descriptors are destroyed once the call is enqueued (hipSPARSE has
read them).

Every other operation (SpGEMM, SDDMM, the triangular solves, DenseToSparse, the sparse-vector
operations, the legacy index functions, the incomplete factorizations), a BSR or blocked-ELL
matrix, a strided batch, device pointer mode and a call captured into a graph answer
CUSPARSE_STATUS_NOT_SUPPORTED on ROCm for now. Tested over a test double of hip-python
(tests/backends/rocm/fake_hipsparse.py), and its arguments against the real hip-python bindings
where they are installed; no AMD GPU has run it.
"""

from __future__ import annotations

import ctypes
import threading

import numpy as np
from zluda.libraries.common.providers import LibraryProvider, ProviderUnavailable
from zluda.libraries.cusparse.descriptors import COO, CSC, CSR, DnMat, DnVec, SpMat
from zluda.libraries.cusparse.status import not_supported

ROCM_BACKENDS = ("rocm7", "rocm6")
# NumPy's types of the compute and value types -> hipDataType (cudaDataType's values)
DATA_TYPES = {np.dtype(np.float32): 0, np.dtype(np.float64): 1, np.dtype(np.float16): 2,
              np.dtype(np.complex64): 4, np.dtype(np.complex128): 5}


def _status(answer) -> int:
    return int(answer[0] if isinstance(answer, tuple) else answer)


def _check(symbol: str, answer):
    status = _status(answer)
    if status:
        raise RuntimeError(f"{symbol} answered {status}")
    return answer[1] if isinstance(answer, tuple) and len(answer) > 1 else None


class HipSparse:
    name = "hipSPARSE"
    host_memory = False  # device memory is the GPU's: no NumPy views of it

    def __init__(self, hipsparse, hip) -> None:
        self.hipsparse, self.hip = hipsparse, hip
        self.handle = _check("hipsparseCreate", hipsparse.hipsparseCreate())
        self.lock = threading.Lock()  # one HIP stream at a time on the one hipSPARSE handle
        self.workspace, self.workspace_size = None, 0

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        raise not_supported(f"cuSPARSE's {name} on ROCm (hipSPARSE) is not implemented yet")

    # -- the order of calls in a stream -------------------------------------------------------

    def submit(self, stream, work) -> None:
        if stream.capture is not None:
            raise not_supported("a cuSPARSE call captured into a graph on ROCm")
        stream.enqueue(lambda queue: queue.held.submit(lambda: self._on(queue.stream, work)))

    def _on(self, hip_stream, work) -> None:
        with self.lock:
            _check("hipsparseSetStream", self.hipsparse.hipsparseSetStream(self.handle,
                                                                           hip_stream))
            work()

    def run_now(self, stream, work) -> None:
        self.submit(stream, work)
        stream.synchronize()

    # -- descriptors, types, workspace --------------------------------------------------------

    def _enum(self, name: str, value: int):
        return getattr(self.hipsparse, name)(value)

    def _data_type(self, dtype) -> object:
        return self.hip.hipDataType(DATA_TYPES[np.dtype(dtype)])

    def _sparse(self, m: SpMat):
        if m.format not in (CSR, CSC, COO):
            raise not_supported(f"a {m.name} matrix on ROCm")
        if m.batch_count > 1:
            raise not_supported("a strided batch of sparse matrices on ROCm")
        index = "hipsparseIndexType_t"
        value_type = self.hip.hipDataType(m.value_type)
        base = self._enum("hipsparseIndexBase_t", m.base)
        if m.format == COO:
            return _check("hipsparseCreateCoo", self.hipsparse.hipsparseCreateCoo(
                m.rows, m.cols, m.nnz, m.offsets, m.indices, m.values,
                self._enum(index, m.indices_type), base, value_type))
        create = "hipsparseCreateCsr" if m.format == CSR else "hipsparseCreateCsc"
        return _check(create, getattr(self.hipsparse, create)(
            m.rows, m.cols, m.nnz, m.offsets, m.indices, m.values,
            self._enum(index, m.offsets_type), self._enum(index, m.indices_type), base,
            value_type))

    def _dense_vector(self, v: DnVec) -> int:
        """(hipsparseCreateDnVec's descriptor is an output parameter that hip-python leaves to
        the caller: the address of a pointer.)"""
        out = ctypes.c_void_p()
        _check("hipsparseCreateDnVec", self.hipsparse.hipsparseCreateDnVec(
            ctypes.addressof(out), v.size, v.values, self.hip.hipDataType(v.value_type)))
        return out.value

    def _dense_matrix(self, d: DnMat) -> int:
        if d.batch_count > 1:
            raise not_supported("a strided batch of dense matrices on ROCm")
        out = ctypes.c_void_p()
        _check("hipsparseCreateDnMat", self.hipsparse.hipsparseCreateDnMat(
            ctypes.addressof(out), d.rows, d.cols, d.ld, d.values,
            self.hip.hipDataType(d.value_type), self._enum("hipsparseOrder_t", d.order)))
        return out.value

    def _buffer(self, size: int) -> int:
        """A device buffer of at least ``size`` bytes, kept for the next calls."""
        if size > self.workspace_size:
            if self.workspace is not None:
                self.hip.hipFree(self.workspace)
            self.workspace = int(_check("hipMalloc", self.hip.hipMalloc(size)))
            self.workspace_size = size
        return self.workspace if size else 0

    def _destroy(self, *descriptors) -> None:
        for kind, descriptor in descriptors:
            getattr(self.hipsparse, f"hipsparseDestroy{kind}")(descriptor)

    @staticmethod
    def _scalar(value, dtype) -> np.ndarray:
        return np.array([value], dtype)

    # -- operations ---------------------------------------------------------------------------

    def spmv(self, op: int, alpha, a: SpMat, x: DnVec, beta, y: DnVec, compute) -> None:
        """y = alpha op(A) x + beta y (the work: called in the stream's order)."""
        hs = self.hipsparse
        ma, vx, vy = self._sparse(a), self._dense_vector(x), self._dense_vector(y)
        al, be = self._scalar(alpha(), compute), self._scalar(beta(), compute)
        args = (self.handle, self._enum("hipsparseOperation_t", op), al.ctypes.data, ma, vx,
                be.ctypes.data, vy, self._data_type(compute),
                hs.hipsparseSpMVAlg_t.HIPSPARSE_MV_ALG_DEFAULT)
        size = ctypes.c_size_t()
        _check("hipsparseSpMV_bufferSize", hs.hipsparseSpMV_bufferSize(
            *args, ctypes.addressof(size)))
        _check("hipsparseSpMV", hs.hipsparseSpMV(*args, self._buffer(size.value)))
        self._destroy(("SpMat", ma), ("DnVec", vx), ("DnVec", vy))

    def spmm(self, op_a: int, op_b: int, alpha, a: SpMat, b: DnMat, beta, c: DnMat,
             compute) -> None:
        hs = self.hipsparse
        ma, mb, mc = self._sparse(a), self._dense_matrix(b), self._dense_matrix(c)
        al, be = self._scalar(alpha(), compute), self._scalar(beta(), compute)
        args = (self.handle, self._enum("hipsparseOperation_t", op_a),
                self._enum("hipsparseOperation_t", op_b), al.ctypes.data, ma, mb,
                be.ctypes.data, mc, self._data_type(compute),
                hs.hipsparseSpMMAlg_t.HIPSPARSE_MM_ALG_DEFAULT)
        size = ctypes.c_size_t()
        _check("hipsparseSpMM_bufferSize", hs.hipsparseSpMM_bufferSize(
            *args, ctypes.addressof(size)))
        _check("hipsparseSpMM", hs.hipsparseSpMM(*args, self._buffer(size.value)))
        self._destroy(("SpMat", ma), ("DnMat", mb), ("DnMat", mc))

    def sparse_to_dense(self, a: SpMat, b: DnMat) -> None:
        hs = self.hipsparse
        ma, mb = self._sparse(a), self._dense_matrix(b)
        alg = hs.hipsparseSparseToDenseAlg_t.HIPSPARSE_SPARSETODENSE_ALG_DEFAULT
        size = ctypes.c_size_t()
        _check("hipsparseSparseToDense_bufferSize", hs.hipsparseSparseToDense_bufferSize(
            self.handle, ma, mb, alg, ctypes.addressof(size)))
        _check("hipsparseSparseToDense", hs.hipsparseSparseToDense(
            self.handle, ma, mb, alg, self._buffer(size.value)))
        self._destroy(("SpMat", ma), ("DnMat", mb))

    def csr_to_csc(self, m: int, n: int, nnz: int, csr: tuple, csc: tuple, dtype,
                   numeric: bool, base: int) -> None:
        hs = self.hipsparse
        args = (self.handle, m, n, nnz, csr[0], csr[1], csr[2], csc[0], csc[1], csc[2],
                self._data_type(dtype), self._enum("hipsparseAction_t", int(numeric)),
                self._enum("hipsparseIndexBase_t", base),
                hs.hipsparseCsr2CscAlg_t.HIPSPARSE_CSR2CSC_ALG1)
        size = ctypes.c_size_t()
        _check("hipsparseCsr2cscEx2_bufferSize", hs.hipsparseCsr2cscEx2_bufferSize(
            *args, ctypes.addressof(size)))
        _check("hipsparseCsr2cscEx2", hs.hipsparseCsr2cscEx2(*args,
                                                              self._buffer(size.value)))


class HipSparseProvider(LibraryProvider):
    library = "cusparse"
    name = "hipSPARSE (hip-python)"
    priority = 10

    def __init__(self, load_modules=None) -> None:
        self._load_modules = load_modules or _hip_python_modules
        self._loaded: HipSparse | None = None

    def serves(self, device) -> bool:
        return device.backend_name in ROCM_BACKENDS

    def load(self) -> HipSparse:
        if self._loaded is None:
            self._loaded = HipSparse(*self._load_modules())
        return self._loaded


def _hip_python_modules():
    """hip-python's ``hip.hipsparse``, and ``hip.hip`` (hipDataType, hipMalloc)."""
    try:
        from hip import hip, hipsparse
    except ImportError as exc:
        raise ProviderUnavailable("hip-python's hip.hipsparse is not installed (pip install"
                                  ' "zluda[rocm7]", with hipSPARSE from ROCm)') from exc
    return hipsparse, hip
