"""OpenBLAS under zluda's cuBLAS on CPU devices, whose memory the host addresses.

The library is the ILP64 build of the ``scipy-openblas64`` wheel that NumPy and SciPy build on
(its symbols are ``scipy_cblas_sgemm64_``: 64-bit integers, so cuBLAS's ``_64`` forms need no
narrowing). It is called through cffi's ABI mode (nothing is compiled), in place on device
memory: every pointer is declared as an ``intptr_t``, so a device address goes in as it is.

:class:`OpenBlas` answers the CBLAS interface that :mod:`zluda.libraries.cublas` calls
(:mod:`.cblas`), and orders the calls in a stream:
each runs after the stream's earlier work and before its later work (on the calling thread when
the stream is idle, else as a host function).
"""

from __future__ import annotations

import os
import re
import threading

from ...runtime.graph_nodes import HostWork
from ...runtime.plugins import hookimpl
from ..common.providers import LibraryProvider, ProviderUnavailable

# CBLAS, with T the element type, R its real type, S how a scalar of T is passed, and I the
# integer (ILP64); {k} is the kind letter (s, d, c, z), {r} the real kind's.
_REAL = {"s": ("float", "float", "float"), "d": ("double", "double", "double"),
         "c": ("void", "float", "intptr_t"), "z": ("void", "double", "intptr_t")}
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
    # OpenBLAS's extensions: out-of-place scaled copy (op(A) into B), C = alpha A + beta C
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
EXTRA = ("void openblas_set_num_threads(int n);", "char *openblas_get_config(void);",
         "int openblas_get_num_threads(void);")
_NAME = re.compile(r"\b((?:cblas|LAPACKE|openblas)_\w+)\(")



def declarations(prefix: str, suffix: str) -> tuple[str, dict[str, str]]:
    """The cdef text, and each CBLAS name -> its symbol in the library."""
    lines, symbols = [], {}
    for kinds, template in PROTOTYPES + LAPACK:
        for k in kinds:
            _, real, scalar = _REAL[k]
            text = template.replace("{k}", k).replace(" I ", " int64_t ")
            text = text.replace("(I ", "(int64_t ")
            text = re.sub(r"\bS\b", scalar, text)
            text = re.sub(r"^R\b|(?<=, )R\b", real, text)
            text = re.sub(r"^I\b", "int64_t", text)
            lines.append(text)
    for text in EXTRA:
        lines.append(text)
    body = []
    for text in lines:
        name = _NAME.search(text).group(1)
        symbols[name] = f"{prefix}{name}{suffix}"
        body.append(text.replace(f"{name}(", f"{symbols[name]}(", 1))
    return "\n".join(body), symbols


class OpenBlas:
    """OpenBLAS, loaded: ``blas.sgemm(...)`` is ``cblas_sgemm`` (see :data:`PROTOTYPES`)."""

    name = "OpenBLAS"
    host_memory = True  # its routines read and write device memory at its host address

    def __init__(self, path: str, prefix: str, suffix: str) -> None:
        import cffi

        self.ffi = cffi.FFI()
        text, self.symbols = declarations(prefix, suffix)
        self.ffi.cdef(text)
        self.lib = self.ffi.dlopen(path)
        self.path = path
        for name, symbol in self.symbols.items():
            short = name.removeprefix("cblas_").removeprefix("openblas_")
            setattr(self, short, getattr(self.lib, symbol))
        threads = os.environ.get("ZLUDA_BLAS_THREADS")
        if threads:
            self.set_num_threads(int(threads))

    @property
    def version(self) -> str:
        return self.ffi.string(self.get_config()).decode()

    # -- the order of calls in a stream -------------------------------------------------------

    def submit(self, stream, work) -> None:
        """Run ``work()`` in ``stream``'s order: now, when nothing before it is unfinished,
        else as a host function of the stream, returning at once (work that is not finished may
        wait for something the program does later, such as an event it records after this
        call: blocking here would deadlock where CUDA does not). A captured call becomes a host
        node of the graph."""
        if stream.capture is not None:
            stream.capture.add(stream, HostWork(_call, work, work))
        elif stream.nothing_to_wait_for():
            # now, on the calling thread: a call, where a host function costs a marker, a gate
            # and a thread's wake-up (and leaves the vendor runtime waiting on the gate while
            # OpenBLAS runs). What another thread enqueues meanwhile is unordered with it.
            work()
        else:
            stream.host_function(work)

    def run_now(self, stream, work) -> None:
        """Run ``work()`` in ``stream``'s order and return when it is done (a result that goes
        to host memory: cuBLAS's host pointer mode)."""
        stream.run_on_host(work)


def _call(work) -> None:
    work()


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
                try:
                    import scipy_openblas64 as wheel
                except ImportError as exc:
                    raise ProviderUnavailable(
                        "the scipy-openblas64 package is not installed") from exc
                path = os.path.join(wheel.get_lib_dir(), f"lib{wheel.get_library()}.so")
                try:
                    OpenBlasProvider._loaded = OpenBlas(path, "scipy_", "64_")
                except OSError as exc:
                    raise ProviderUnavailable(f"cannot load {path}: {exc}") from exc
            return OpenBlasProvider._loaded


@hookimpl
def zluda_library_providers():
    return [OpenBlasProvider()]
