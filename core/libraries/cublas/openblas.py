"""OpenBLAS under zluda's cuBLAS on CPU devices, whose memory the host addresses.

:class:`OpenBlas` answers the CBLAS interface that :mod:`zluda.libraries.cublas` calls
(:mod:`.cblas`) from the ILP64 ``scipy-openblas64`` library (:mod:`..common.openblas`), in place
on device memory, and orders the calls in a stream (:mod:`..common.host_calls`): each runs after
the stream's earlier work and before its later work (on the calling thread when the stream is
idle, else as a host function).
"""

from __future__ import annotations

import threading

from ...runtime.plugins import hookimpl
from ..common import host_calls, openblas
from ..common.providers import LibraryProvider

# CBLAS, with T the element type, R its real type, S how a scalar of T is passed, and I the
# integer (ILP64); {k} is the kind letter (s, d, c, z) (see common.openblas.declarations)
_ALL, _REALS, _COMPLEX = "sdcz", "sd", "cz"
PROTOTYPES = (
    # level 1
    (_ALL, "void cblas_{k}axpy(I n, S alpha, intptr_t x, I incx, intptr_t y, I incy);"),
    (_ALL, "void cblas_{k}scal(I n, S alpha, intptr_t x, I incx);"),
    ("c", "void cblas_csscal(I n, float alpha, intptr_t x, I incx);"),
    ("z", "void cblas_zdscal(I n, double alpha, intptr_t x, I incx);"),
    (_REALS, "R cblas_{k}dot(I n, intptr_t x, I incx, intptr_t y, I incy);"),
    (_COMPLEX, "void cblas_{k}dotu_sub(I n, intptr_t x, I incx, intptr_t y, I incy,"
               " intptr_t ret);"),
    (_COMPLEX, "void cblas_{k}dotc_sub(I n, intptr_t x, I incx, intptr_t y, I incy,"
               " intptr_t ret);"),
    (_REALS, "R cblas_{k}nrm2(I n, intptr_t x, I incx);"),
    ("c", "float cblas_scnrm2(I n, intptr_t x, I incx);"),
    ("z", "double cblas_dznrm2(I n, intptr_t x, I incx);"),
    (_REALS, "R cblas_{k}asum(I n, intptr_t x, I incx);"),
    ("c", "float cblas_scasum(I n, intptr_t x, I incx);"),
    ("z", "double cblas_dzasum(I n, intptr_t x, I incx);"),
    (_ALL, "size_t cblas_i{k}amax(I n, intptr_t x, I incx);"),
    (_ALL, "size_t cblas_i{k}amin(I n, intptr_t x, I incx);"),
    (_ALL, "void cblas_{k}copy(I n, intptr_t x, I incx, intptr_t y, I incy);"),
    (_ALL, "void cblas_{k}swap(I n, intptr_t x, I incx, intptr_t y, I incy);"),
    (_REALS, "void cblas_{k}rot(I n, intptr_t x, I incx, intptr_t y, I incy, R c, R s);"),
    ("c", "void cblas_csrot(I n, intptr_t x, I incx, intptr_t y, I incy, float c, float s);"),
    ("z", "void cblas_zdrot(I n, intptr_t x, I incx, intptr_t y, I incy, double c,"
          " double s);"),
    (_ALL, "void cblas_{k}rotg(intptr_t a, intptr_t b, intptr_t c, intptr_t s);"),
    # level 2
    (_ALL, "void cblas_{k}gemv(int order, int trans, I m, I n, S alpha, intptr_t a, I lda,"
           " intptr_t x, I incx, S beta, intptr_t y, I incy);"),
    (_ALL, "void cblas_{k}gbmv(int order, int trans, I m, I n, I kl, I ku, S alpha,"
           " intptr_t a, I lda, intptr_t x, I incx, S beta, intptr_t y, I incy);"),
    (_REALS, "void cblas_{k}ger(int order, I m, I n, S alpha, intptr_t x, I incx, intptr_t y,"
             " I incy, intptr_t a, I lda);"),
    (_COMPLEX, "void cblas_{k}geru(int order, I m, I n, S alpha, intptr_t x, I incx,"
               " intptr_t y, I incy, intptr_t a, I lda);"),
    (_COMPLEX, "void cblas_{k}gerc(int order, I m, I n, S alpha, intptr_t x, I incx,"
               " intptr_t y, I incy, intptr_t a, I lda);"),
    (_REALS, "void cblas_{k}symv(int order, int uplo, I n, S alpha, intptr_t a, I lda,"
             " intptr_t x, I incx, S beta, intptr_t y, I incy);"),
    (_COMPLEX, "void cblas_{k}hemv(int order, int uplo, I n, S alpha, intptr_t a, I lda,"
               " intptr_t x, I incx, S beta, intptr_t y, I incy);"),
    (_ALL, "void cblas_{k}trmv(int order, int uplo, int trans, int diag, I n, intptr_t a,"
           " I lda, intptr_t x, I incx);"),
    (_ALL, "void cblas_{k}trsv(int order, int uplo, int trans, int diag, I n, intptr_t a,"
           " I lda, intptr_t x, I incx);"),
    # level 3
    (_ALL, "void cblas_{k}gemm(int order, int transa, int transb, I m, I n, I k, S alpha,"
           " intptr_t a, I lda, intptr_t b, I ldb, S beta, intptr_t c, I ldc);"),
    (_COMPLEX, "void cblas_{k}gemm3m(int order, int transa, int transb, I m, I n, I k,"
               " S alpha, intptr_t a, I lda, intptr_t b, I ldb, S beta, intptr_t c, I ldc);"),
    (_ALL, "void cblas_{k}symm(int order, int side, int uplo, I m, I n, S alpha, intptr_t a,"
           " I lda, intptr_t b, I ldb, S beta, intptr_t c, I ldc);"),
    (_COMPLEX, "void cblas_{k}hemm(int order, int side, int uplo, I m, I n, S alpha,"
               " intptr_t a, I lda, intptr_t b, I ldb, S beta, intptr_t c, I ldc);"),
    (_ALL, "void cblas_{k}syrk(int order, int uplo, int trans, I n, I k, S alpha, intptr_t a,"
           " I lda, S beta, intptr_t c, I ldc);"),
    (_COMPLEX, "void cblas_{k}herk(int order, int uplo, int trans, I n, I k, R alpha,"
               " intptr_t a, I lda, R beta, intptr_t c, I ldc);"),
    (_ALL, "void cblas_{k}syr2k(int order, int uplo, int trans, I n, I k, S alpha,"
           " intptr_t a, I lda, intptr_t b, I ldb, S beta, intptr_t c, I ldc);"),
    (_COMPLEX, "void cblas_{k}her2k(int order, int uplo, int trans, I n, I k, S alpha,"
               " intptr_t a, I lda, intptr_t b, I ldb, R beta, intptr_t c, I ldc);"),
    (_ALL, "void cblas_{k}trmm(int order, int side, int uplo, int transa, int diag, I m, I n,"
           " S alpha, intptr_t a, I lda, intptr_t b, I ldb);"),
    (_ALL, "void cblas_{k}trsm(int order, int side, int uplo, int transa, int diag, I m, I n,"
           " S alpha, intptr_t a, I lda, intptr_t b, I ldb);"),
    # OpenBLAS's extensions: one triangle of C = alpha op(A) op(B) + beta C (syrkx, herkx),
    # out-of-place scaled copy (op(A) into B), C = alpha A + beta C
    (_ALL, "void cblas_{k}gemmt(int order, int uplo, int transa, int transb, I n, I k,"
           " S alpha, intptr_t a, I lda, intptr_t b, I ldb, S beta, intptr_t c, I ldc);"),
    (_ALL, "void cblas_{k}omatcopy(int order, int trans, I rows, I cols, S alpha, intptr_t a,"
           " I lda, intptr_t b, I ldb);"),
    (_ALL, "void cblas_{k}geadd(int order, I rows, I cols, S alpha, intptr_t a, I lda, S beta,"
           " intptr_t c, I ldc);"),
)
# LAPACK's LU, for the batched getrf/getrs/getri of cuBLAS (LAPACKE, column major = 102)
LAPACK = (
    (_ALL, "I LAPACKE_{k}getrf(int layout, I m, I n, intptr_t a, I lda, intptr_t ipiv);"),
    (_ALL, "I LAPACKE_{k}getri(int layout, I n, intptr_t a, I lda, intptr_t ipiv);"),
    (_ALL, "I LAPACKE_{k}getrs(int layout, char trans, I n, I nrhs, intptr_t a, I lda,"
           " intptr_t ipiv, intptr_t b, I ldb);"),
)

EXTRA = (("", "void openblas_set_num_threads(int n);"), ("", "char *openblas_get_config(void);"),
         ("", "int openblas_get_num_threads(void);"))


class OpenBlas:
    """OpenBLAS, loaded: ``blas.sgemm(...)`` is ``cblas_sgemm`` (see :data:`PROTOTYPES`)."""

    name = "OpenBLAS"
    host_memory = True  # its routines read and write device memory at its host address

    def __init__(self) -> None:
        self.ffi, self.lib, self.symbols, self.path = openblas.load(PROTOTYPES + LAPACK + EXTRA)
        for name, symbol in self.symbols.items():
            short = name.removeprefix("cblas_").removeprefix("openblas_")
            setattr(self, short, getattr(self.lib, symbol))

    @property
    def version(self) -> str:
        return self.ffi.string(self.get_config()).decode()

    # -- the order of calls in a stream: common.openblas's ------------------------------------

    def submit(self, stream, work) -> None:
        host_calls.submit(stream, work)

    def run_now(self, stream, work) -> None:
        host_calls.run_now(stream, work)


class OpenBlasProvider(LibraryProvider):
    library = "cublas"
    name = "OpenBLAS (scipy-openblas64)"
    priority = 0

    _loaded: OpenBlas | None = None
    _lock = threading.Lock()

    def serves(self, device) -> bool:
        return bool(getattr(device.properties, "cpu", False))

    def load(self) -> OpenBlas:
        with self._lock:
            if OpenBlasProvider._loaded is None:
                OpenBlasProvider._loaded = OpenBlas()
            return OpenBlasProvider._loaded


@hookimpl
def zluda_library_providers():
    return [OpenBlasProvider()]
