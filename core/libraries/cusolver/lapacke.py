"""LAPACK under zluda's cuSOLVER on CPU devices, whose memory the host addresses: the LAPACKE
functions of the same OpenBLAS that cuBLAS calls (the ILP64 ``scipy-openblas64``:
:mod:`..common.openblas`), in place on device memory, ordered in the handle's stream (after the
stream's earlier work, before its later work: :mod:`..common.host_calls`).

:class:`Lapacke` answers by LAPACK's names without the ``LAPACKE_`` prefix (``dgetrf``,
``zheevd``, ...): column major (102), every array a device address, every integer 64 bits
(pivots included), characters as one-byte ``bytes`` (b"N", b"L").
"""

from __future__ import annotations

import threading

from ...runtime.plugins import hookimpl
from ..common import host_calls, openblas
from ..common.providers import LibraryProvider

_ALL, _REALS, _COMPLEX = "sdcz", "sd", "cz"
COL_MAJOR = 102
PROTOTYPES = (
    (_ALL, "I LAPACKE_{k}getrf(int layout, I m, I n, intptr_t a, I lda, intptr_t ipiv);"),
    (_ALL, "I LAPACKE_{k}getrs(int layout, char trans, I n, I nrhs, intptr_t a, I lda,"
           " intptr_t ipiv, intptr_t b, I ldb);"),
    (_ALL, "I LAPACKE_{k}potrf(int layout, char uplo, I n, intptr_t a, I lda);"),
    (_ALL, "I LAPACKE_{k}potrs(int layout, char uplo, I n, I nrhs, intptr_t a, I lda,"
           " intptr_t b, I ldb);"),
    (_ALL, "I LAPACKE_{k}potri(int layout, char uplo, I n, intptr_t a, I lda);"),
    (_ALL, "I LAPACKE_{k}geqrf(int layout, I m, I n, intptr_t a, I lda, intptr_t tau);"),
    (_REALS, "I LAPACKE_{k}orgqr(int layout, I m, I n, I k, intptr_t a, I lda, intptr_t tau);"),
    (_COMPLEX, "I LAPACKE_{k}ungqr(int layout, I m, I n, I k, intptr_t a, I lda,"
               " intptr_t tau);"),
    (_REALS, "I LAPACKE_{k}ormqr(int layout, char side, char trans, I m, I n, I k, intptr_t a,"
             " I lda, intptr_t tau, intptr_t c, I ldc);"),
    (_COMPLEX, "I LAPACKE_{k}unmqr(int layout, char side, char trans, I m, I n, I k,"
               " intptr_t a, I lda, intptr_t tau, intptr_t c, I ldc);"),
    (_ALL, "I LAPACKE_{k}gesvd(int layout, char jobu, char jobvt, I m, I n, intptr_t a, I lda,"
           " intptr_t s, intptr_t u, I ldu, intptr_t vt, I ldvt, intptr_t superb);"),
    (_REALS, "I LAPACKE_{k}syevd(int layout, char jobz, char uplo, I n, intptr_t a, I lda,"
             " intptr_t w);"),
    (_COMPLEX, "I LAPACKE_{k}heevd(int layout, char jobz, char uplo, I n, intptr_t a, I lda,"
               " intptr_t w);"),
    (_ALL, "I LAPACKE_{k}gesv(int layout, I n, I nrhs, intptr_t a, I lda, intptr_t ipiv,"
           " intptr_t b, I ldb);"),
    (_ALL, "I LAPACKE_{k}gels(int layout, char trans, I m, I n, I nrhs, intptr_t a, I lda,"
           " intptr_t b, I ldb);"),
    ("d", "I LAPACKE_dsgesv(int layout, I n, I nrhs, intptr_t a, I lda, intptr_t ipiv,"
          " intptr_t b, I ldb, intptr_t x, I ldx, intptr_t iter);"),
    ("z", "I LAPACKE_zcgesv(int layout, I n, I nrhs, intptr_t a, I lda, intptr_t ipiv,"
          " intptr_t b, I ldb, intptr_t x, I ldx, intptr_t iter);"),
    (_REALS, "I LAPACKE_{k}geev(int layout, char jobvl, char jobvr, I n, intptr_t a, I lda,"
             " intptr_t wr, intptr_t wi, intptr_t vl, I ldvl, intptr_t vr, I ldvr);"),
    (_COMPLEX, "I LAPACKE_{k}geev(int layout, char jobvl, char jobvr, I n, intptr_t a, I lda,"
               " intptr_t w, intptr_t vl, I ldvl, intptr_t vr, I ldvr);"),
)


class Lapacke:
    """OpenBLAS's LAPACKE, loaded: ``lapack.dgetrf(...)`` is ``LAPACKE_dgetrf``."""

    name = "LAPACK (OpenBLAS, scipy-openblas64)"
    host_memory = True

    def __init__(self) -> None:
        self.ffi, self.lib, symbols, self.path = openblas.load(PROTOTYPES)
        for name, symbol in symbols.items():
            setattr(self, name.removeprefix("LAPACKE_"), getattr(self.lib, symbol))

    def submit(self, stream, work) -> None:
        host_calls.submit(stream, work)


class LapackeProvider(LibraryProvider):
    library = "cusolver"
    name = "LAPACK (OpenBLAS, scipy-openblas64)"
    priority = 0

    _loaded: Lapacke | None = None
    _lock = threading.Lock()

    def serves(self, device) -> bool:
        return bool(getattr(device.properties, "cpu", False))

    def load(self) -> Lapacke:
        with self._lock:
            if LapackeProvider._loaded is None:
                LapackeProvider._loaded = Lapacke()
            return LapackeProvider._loaded


@hookimpl
def zluda_library_providers():
    return [LapackeProvider()]
