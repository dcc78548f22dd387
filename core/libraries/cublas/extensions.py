"""cuBLAS's matrix products of any type, one at a time or batched: ``cublasGemmEx``,
``cublasGemmBatchedEx``, ``cublasGemmStridedBatchedEx``, ``cublasHgemm``, ``cublas[SC]gemmEx``
and the ``*Batched`` and ``*StridedBatched`` forms of every gemm.

A product whose operands are all of the BLAS library's own types (f32, f64, c64, c128) and
whose compute type matches is the library's gemm, in place. Any other supported combination is
computed in the library's type of its compute type (f32 for CUBLAS_COMPUTE_32F and its fast
variants, f64 for CUBLAS_COMPUTE_32I, whose int8 products it holds exactly), its operands
converted to it a block of k at a time (:data:`K_BLOCK`, into buffers that each thread keeps:
:class:`Scratch`), and the result updated in place where C is of the working type, else
converted back (rounded to half, to bfloat16 with round to nearest even, or wrapped to int32).
CUBLAS_COMPUTE_16F rounds the result to half once, where CUDA's half accumulation rounds at
each step: results agree to half precision, not bit for bit.
A combination that cuBLAS does not support gets CUBLAS_STATUS_NOT_SUPPORTED, as on CUDA.
"""

from __future__ import annotations

import threading
from functools import partial

import numpy as np

from .calls import cblas_scalar, handle, host_views, log, scalar, submit
from .cblas import COL_MAJOR, TRANSPOSE
from .operands import (
    check_ld,
    check_matrix,
    check_memory,
    check_op,
    check_sizes,
    matrix,
    op_rows,
    read_words,
)
from .status import NOT_SUPPORTED, C, CublasError, invalid

BF16 = "bfloat16"
STORAGE = {C.CUDA_R_16F: np.float16, C.CUDA_R_16BF: BF16, C.CUDA_R_32F: np.float32,
           C.CUDA_R_64F: np.float64, C.CUDA_C_32F: np.complex64, C.CUDA_C_64F: np.complex128,
           C.CUDA_R_8I: np.int8, C.CUDA_R_32I: np.int32}
KIND_OF = {np.float32: "s", np.float64: "d", np.complex64: "c", np.complex128: "z"}
COMPUTE_32F = (C.CUBLAS_COMPUTE_32F, C.CUBLAS_COMPUTE_32F_PEDANTIC,
               C.CUBLAS_COMPUTE_32F_FAST_16F, C.CUBLAS_COMPUTE_32F_FAST_16BF,
               C.CUBLAS_COMPUTE_32F_FAST_TF32, C.CUBLAS_COMPUTE_32F_EMULATED_16BFX9)
COMPUTE_16F = (C.CUBLAS_COMPUTE_16F, C.CUBLAS_COMPUTE_16F_PEDANTIC)
COMPUTE_64F = (C.CUBLAS_COMPUTE_64F, C.CUBLAS_COMPUTE_64F_PEDANTIC)
COMPUTE_32I = (C.CUBLAS_COMPUTE_32I, C.CUBLAS_COMPUTE_32I_PEDANTIC)
# the compute types of cuBLAS before 11, cudaDataType values, which it still takes
LEGACY_COMPUTE = {C.CUDA_R_16F: C.CUBLAS_COMPUTE_16F, C.CUDA_R_32F: C.CUBLAS_COMPUTE_32F,
                  C.CUDA_C_32F: C.CUBLAS_COMPUTE_32F, C.CUDA_R_64F: C.CUBLAS_COMPUTE_64F,
                  C.CUDA_C_64F: C.CUBLAS_COMPUTE_64F, C.CUDA_R_32I: C.CUBLAS_COMPUTE_32I}
R16F, R16BF, R32F, R64F = C.CUDA_R_16F, C.CUDA_R_16BF, C.CUDA_R_32F, C.CUDA_R_64F
C32F, C64F, R8I, R32I = C.CUDA_C_32F, C.CUDA_C_64F, C.CUDA_R_8I, C.CUDA_R_32I
# (A, B, C types) -> (the working type, the type of alpha and beta), per compute type
SUPPORTED = {
    "16F": {(R16F, R16F, R16F): (np.float32, np.float16)},
    "32F": {(R16F, R16F, R16F): (np.float32, np.float32),
            (R16F, R16F, R32F): (np.float32, np.float32),
            (R16BF, R16BF, R16BF): (np.float32, np.float32),
            (R16BF, R16BF, R32F): (np.float32, np.float32),
            (R8I, R8I, R32F): (np.float32, np.float32),
            (R32F, R32F, R32F): (np.float32, np.float32),
            (C32F, C32F, C32F): (np.complex64, np.complex64)},
    "64F": {(R64F, R64F, R64F): (np.float64, np.float64),
            (C64F, C64F, C64F): (np.complex128, np.complex128)},
    "32I": {(R8I, R8I, R32I): (np.float64, np.int32)},
}


def compute_family(compute: int) -> str:
    compute = LEGACY_COMPUTE.get(compute, compute)
    for family, members in (("16F", COMPUTE_16F), ("32F", COMPUTE_32F), ("64F", COMPUTE_64F),
                            ("32I", COMPUTE_32I)):
        if compute in members:
            return family
    raise invalid(f"computeType {compute} is not a cublasComputeType_t")


def _compute_name(compute: int) -> str:
    """The name of a cublasComputeType_t (a legacy cudaDataType compute type, its modern
    name)."""
    compute = LEGACY_COMPUTE.get(compute, compute)
    return next(name for name, value in vars(C).items()
                if name.startswith("CUBLAS_COMPUTE_") and value == compute)


def itemsize(dtype) -> int:
    return 2 if dtype is BF16 else np.dtype(dtype).itemsize


def load(address: int, rows: int, cols: int, ld: int, dtype, working) -> np.ndarray:
    """The matrix at ``address``, converted to ``working`` (a new column-major array)."""
    if dtype is BF16:
        bits = matrix(address, rows, cols, ld, np.uint16).astype(np.uint32) << 16
        return np.asfortranarray(bits.view(np.float32).astype(working))
    return np.asfortranarray(matrix(address, rows, cols, ld, dtype).astype(working))


def store(values: np.ndarray, address: int, ld: int, dtype) -> None:
    rows, cols = values.shape
    if dtype is BF16:
        bits = np.ascontiguousarray(values, np.float32).view(np.uint32)
        rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
        rounded[np.isnan(values)] = 0x7FC0
        matrix(address, rows, cols, ld, np.uint16)[...] = rounded
    elif np.dtype(dtype).kind == "i":
        wide = np.rint(values.real).astype(np.int64)
        matrix(address, rows, cols, ld, dtype)[...] = wide.astype(dtype)  # wraps, as int32 does
    else:
        matrix(address, rows, cols, ld, dtype)[...] = values


class Product:
    """One checked matrix product, run on operands given at execution time."""

    def __init__(self, h, transa, transb, m, n, k, alpha, beta, types, compute, lds) -> None:
        check_op("transa", transa)
        check_op("transb", transb)
        check_sizes(m=m, n=n, k=k)
        self.transa, self.transb, self.m, self.n, self.k = transa, transb, m, n, k
        (self.ar, self.ac), (self.br, self.bc) = op_rows(transa, m, k), op_rows(transb, k, n)
        self.lda, self.ldb, self.ldc = lds
        check_ld("lda", self.lda, self.ar)
        check_ld("ldb", self.ldb, self.br)
        check_ld("ldc", self.ldc, m)
        family = compute_family(compute)
        found = SUPPORTED[family].get(types)
        if found is None:
            raise CublasError(NOT_SUPPORTED, f"no gemm of types {types} with compute"
                              f" {family} (cuBLAS has none)")
        self.types = [STORAGE[t] for t in types]
        self.type_values, self.compute = types, (family, _compute_name(compute))
        self.working, scale = found
        self.alpha = scalar(h, "alpha", alpha, scale)
        self.beta = scalar(h, "beta", beta, scale)
        self.native = all(t is self.working for t in self.types)
        # a library with typed products of its own (hipBLAS) takes the whole call
        self.typed = getattr(h.blas, "prepare_gemm_ex", None)
        if not self.native and self.typed is None:
            host_views(h, f"a gemm of types {types}")
        self.kind = KIND_OF[self.working]
        self.gemm = getattr(h.blas, self.kind + "gemm")
        self.half_result = family == "16F"

    @property
    def empty(self) -> bool:
        return self.m == 0 or self.n == 0

    def check(self, a: int, b: int, c: int) -> None:
        sa, sb, sc = (itemsize(t) for t in self.types)
        check_matrix("C", c, self.m, self.n, self.ldc, sc)
        if self.k:
            check_matrix("A", a, self.ar, self.ac, self.lda, sa)
            check_matrix("B", b, self.br, self.bc, self.ldb, sb)

    def typed_work(self, a: int, b: int, c: int, batch=None):
        """The library's own typed product (see ``prepare_gemm_ex`` in :mod:`.cblas`)."""
        return self.typed(TRANSPOSE[self.transa], TRANSPOSE[self.transb], self.m, self.n,
                          self.k, self.alpha, a, self.type_values, self.lda, b, self.ldb,
                          self.beta, c, self.ldc, self.compute, batch)

    def scalars(self):
        working = np.dtype(self.working)
        return working.type(self.alpha.get()), working.type(self.beta.get())

    def run(self, a: int, b: int, c: int, scalars) -> None:
        alpha, beta = scalars
        m, n, k, kind = self.m, self.n, self.k, self.kind
        keep = []
        ta, tb = TRANSPOSE[self.transa], TRANSPOSE[self.transb]
        if self.native:
            self.gemm(COL_MAJOR, ta, tb, m, n, k, cblas_scalar(kind, alpha, keep), a, self.lda, b,
                      self.ldb, cblas_scalar(kind, beta, keep), c, self.ldc)
            return
        at, bt, ct = self.types
        in_place = ct is self.working  # C is the working type: the library updates it itself
        if in_place:
            work_c, c_out, ldc = None, c, self.ldc
        else:
            work_c = SCRATCH.array("C", m, n, self.working)
            if beta != 0:
                _convert_into(work_c, _stored(c, m, n, self.ldc, ct), ct)
            c_out, ldc = work_c.ctypes.data, max(1, m)
        # op(A) and op(B) converted K_BLOCK of k at a time into buffers kept for the next call
        # (a fresh large array costs its page faults at every call)
        stored_a = _stored(a, self.ar, self.ac, self.lda, at)
        stored_b = _stored(b, self.br, self.bc, self.ldb, bt)
        for start in range(0, k, K_BLOCK) if k else ():
            span = slice(start, min(k, start + K_BLOCK))
            block_a = stored_a[:, span] if self.transa == C.CUBLAS_OP_N else stored_a[span, :]
            block_b = stored_b[span, :] if self.transb == C.CUBLAS_OP_N else stored_b[:, span]
            part_a = _convert_into(SCRATCH.array("A", *block_a.shape, self.working), block_a, at)
            part_b = _convert_into(SCRATCH.array("B", *block_b.shape, self.working), block_b, bt)
            self.gemm(COL_MAJOR, ta, tb, m, n, span.stop - start, cblas_scalar(kind, alpha, keep),
                      part_a.ctypes.data, max(1, part_a.shape[0]), part_b.ctypes.data,
                      max(1, part_b.shape[0]), cblas_scalar(kind, beta if start == 0 else 1, keep),
                      c_out, ldc)
        if not k:  # C = beta C, not read when beta is 0
            target = matrix(c, m, n, self.ldc, ct) if in_place else work_c
            if beta == 0:
                target[...] = 0
            else:
                target *= beta
        if in_place:
            return
        store(work_c.astype(np.float16) if self.half_result else work_c, c, self.ldc, ct)


K_BLOCK = 512


def _stored(address: int, rows: int, cols: int, ld: int, dtype) -> np.ndarray:
    """A view of a matrix as stored (bfloat16 as its bits)."""
    return matrix(address, rows, cols, ld, np.uint16 if dtype is BF16 else dtype)


def _convert_into(out: np.ndarray, view: np.ndarray, dtype) -> np.ndarray:
    """``out`` (of the working type), holding the block ``view`` of a stored matrix of type
    ``dtype``, converted."""
    if dtype is BF16:  # its bits are a float32's upper half
        np.left_shift(view, 16, out=out.view(np.uint32), dtype=np.uint32)
    else:
        np.copyto(out, view, casting="unsafe")
    return out


class Scratch(threading.local):
    """Each thread's buffers for the conversions of one product, kept for its next call up to
    :data:`KEPT_BYTES` each: a fresh array of megabytes costs its page faults (and, with huge
    pages, the kernel's compaction) at every call."""

    KEPT_BYTES = 64 << 20

    def __init__(self) -> None:
        self.buffers: dict[str, np.ndarray] = {}

    def array(self, slot: str, rows: int, cols: int, dtype) -> np.ndarray:
        """A column-major ``rows`` x ``cols`` array of ``dtype``, its contents undefined."""
        dtype = np.dtype(dtype)
        count = rows * cols
        buffer = self.buffers.get(slot)
        if buffer is None or buffer.dtype != dtype or buffer.size < count:
            buffer = np.empty(count, dtype)
            if buffer.nbytes <= self.KEPT_BYTES:
                self.buffers[slot] = buffer
        return buffer[:count].reshape((rows, cols), order="F")


SCRATCH = Scratch()


def _one(hv, transa, transb, m, n, k, alpha, a, atype, lda, b, btype, ldb, beta, c, ctype,
         ldc, compute):
    h = handle(hv)
    product = Product(h, transa, transb, m, n, k, alpha, beta, (atype, btype, ctype), compute,
                      (lda, ldb, ldc))
    if product.empty:
        return
    product.check(a, b, c)
    if product.typed is not None:
        submit(h, product.typed_work(a, b, c))
        return
    submit(h, lambda: product.run(a, b, c, product.scalars()))


def _strided(hv, transa, transb, m, n, k, alpha, a, atype, lda, stride_a, b, btype, ldb,
             stride_b, beta, c, ctype, ldc, stride_c, count, compute):
    h = handle(hv)
    product = Product(h, transa, transb, m, n, k, alpha, beta, (atype, btype, ctype), compute,
                      (lda, ldb, ldc))
    check_sizes(batchCount=count)
    if product.empty or count == 0:
        return
    sa, sb, sc = (itemsize(t) for t in product.types)
    steps = (stride_a * sa, stride_b * sb, stride_c * sc)
    for i in (0, count - 1):  # the batch's ends: strides are constant, so they bound it
        product.check(a + i * steps[0], b + i * steps[1], c + i * steps[2])
    if product.typed is not None:
        submit(h, product.typed_work(a, b, c, ("strided", count, stride_a, stride_b,
                                                stride_c)))
        return

    def work():
        scalars = product.scalars()
        for i in range(count):
            product.run(a + i * steps[0], b + i * steps[1], c + i * steps[2], scalars)

    submit(h, work)


def _batched(hv, transa, transb, m, n, k, alpha, arrays_a, atype, lda, arrays_b, btype, ldb,
             beta, arrays_c, ctype, ldc, count, compute):
    h = handle(hv)
    product = Product(h, transa, transb, m, n, k, alpha, beta, (atype, btype, ctype), compute,
                      (lda, ldb, ldc))
    check_sizes(batchCount=count)
    if product.typed is None:
        host_views(h, "a gemm of pointer arrays (read by the host)")
    if product.empty or count == 0:
        return
    for what, array in (("Aarray", arrays_a), ("Barray", arrays_b), ("Carray", arrays_c)):
        check_memory(what, array, 8 * count)
    if product.typed is not None:  # the library reads the arrays (and no host checks them)
        submit(h, product.typed_work(arrays_a, arrays_b, arrays_c, ("arrays", count)))
        return

    def work():  # the arrays are read in stream order: a kernel before may have written them
        scalars = product.scalars()
        for i, (a, b, c) in enumerate(zip(read_words(arrays_a, count),
                                          read_words(arrays_b, count),
                                          read_words(arrays_c, count))):
            try:
                product.check(a, b, c)
            except CublasError as exc:
                log.error("zluda: a batched gemm skips its matrix %d: %s", i, exc.message)
                continue
            product.run(a, b, c, scalars)

    submit(h, work)


def gemm_ex(hv, transa, transb, m, n, k, alpha, a, atype, lda, b, btype, ldb, beta, c, ctype,
            ldc, compute, algo):
    _one(hv, transa, transb, m, n, k, alpha, a, atype, lda, b, btype, ldb, beta, c, ctype, ldc,
         compute)


def gemm_batched_ex(hv, transa, transb, m, n, k, alpha, a, atype, lda, b, btype, ldb, beta, c,
                    ctype, ldc, count, compute, algo):
    _batched(hv, transa, transb, m, n, k, alpha, a, atype, lda, b, btype, ldb, beta, c, ctype,
             ldc, count, compute)


def gemm_strided_batched_ex(hv, transa, transb, m, n, k, alpha, a, atype, lda, stride_a, b,
                            btype, ldb, stride_b, beta, c, ctype, ldc, stride_c, count,
                            compute, algo):
    _strided(hv, transa, transb, m, n, k, alpha, a, atype, lda, stride_a, b, btype, ldb,
             stride_b, beta, c, ctype, ldc, stride_c, count, compute)


def typed_ex(compute, hv, transa, transb, m, n, k, alpha, a, atype, lda, b, btype, ldb, beta, c,
             ctype, ldc):
    """cublasSgemmEx and cublasCgemmEx: alpha and beta of the compute type's precision."""
    _one(hv, transa, transb, m, n, k, alpha, a, atype, lda, b, btype, ldb, beta, c, ctype, ldc,
         compute)


# the plain gemms of one type, batched: (data type, compute type) per kind
TYPES = {"s": (R32F, C.CUBLAS_COMPUTE_32F), "d": (R64F, C.CUBLAS_COMPUTE_64F),
         "c": (C32F, C.CUBLAS_COMPUTE_32F), "z": (C64F, C.CUBLAS_COMPUTE_64F),
         "h": (R16F, C.CUBLAS_COMPUTE_16F)}


def kind_one(kind, hv, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc):
    t, compute = TYPES[kind]
    _one(hv, transa, transb, m, n, k, alpha, a, t, lda, b, t, ldb, beta, c, t, ldc, compute)


def kind_batched(kind, hv, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, count):
    t, compute = TYPES[kind]
    _batched(hv, transa, transb, m, n, k, alpha, a, t, lda, b, t, ldb, beta, c, t, ldc, count,
             compute)


def kind_strided(kind, hv, transa, transb, m, n, k, alpha, a, lda, stride_a, b, ldb, stride_b,
                 beta, c, ldc, stride_c, count):
    t, compute = TYPES[kind]
    _strided(hv, transa, transb, m, n, k, alpha, a, t, lda, stride_a, b, t, ldb, stride_b, beta,
             c, t, ldc, stride_c, count, compute)


def _register() -> dict:
    routines = {
        "cublasGemmEx": gemm_ex, "cublasGemmBatchedEx": gemm_batched_ex,
        "cublasGemmStridedBatchedEx": gemm_strided_batched_ex,
        "cublasSgemmEx": partial(typed_ex, C.CUBLAS_COMPUTE_32F),
        "cublasCgemmEx": partial(typed_ex, C.CUBLAS_COMPUTE_32F),
        "cublasHgemm": partial(kind_one, "h"),
    }
    for k in "sdczh":
        K = k.upper()
        routines[f"cublas{K}gemmBatched"] = partial(kind_batched, k)
        routines[f"cublas{K}gemmStridedBatched"] = partial(kind_strided, k)
    return routines


ROUTINES = _register()
