"""zluda's ``libcusolver.so.12``: cuSOLVER's C ABI over :mod:`.dense`.

Every function of cusolverDn.h, cusolverSp.h and cusolverRf.h is exported
(:mod:`zluda.abi.cusolver`); their twins take every pointer as an integer. Implemented: the
dense API's handles, streams and parameter objects, and its LU, Cholesky, QR, SVD, symmetric
and general eigenvalue routines with their workspace queries, in both the classic and the
64-bit API (:mod:`.dense`), and its iterative-refinement solvers (:mod:`.refinement`); the
sparse API's solves and host helpers (:mod:`.sparse`) and its low-level factorizations
(:mod:`.lowlevel`); cuSolverRF (:mod:`.refactor`). What zluda does not implement yet returns
CUSOLVER_STATUS_NOT_SUPPORTED and logs its name once.
"""

from __future__ import annotations

import ctypes
import re

from ...abi import cusolver as abi
from ..common import status_face
from ..common.versions import store_int, store_property, version_number
from . import dense, lowlevel, refactor, refinement, sparse
from .handles import HANDLES, JACOBI, PARAMS, DnHandle, JacobiSettings, invalid
from .status import STATUSES, C, CusolverError

ffi = None


def _store_handle(out: int, value: int) -> None:
    if out == 0:
        raise invalid("the output pointer is NULL")
    ctypes.c_void_p.from_address(out).value = value


def cusolverGetVersion(out):  # noqa: N802 - cuSOLVER's names
    store_int(out, version_number(abi), invalid)


def cusolverGetProperty(kind, out):  # noqa: N802
    store_property(abi, kind, out, invalid)


def cusolverDnCreate(out):  # noqa: N802
    _store_handle(out, HANDLES.create(DnHandle()))


def cusolverDnDestroy(hv):  # noqa: N802
    handle = HANDLES.destroy(hv)
    if not handle.context.destroyed:  # its calls are done before it goes, as on CUDA
        handle.stream().synchronize()


def cusolverDnSetStream(hv, stream):  # noqa: N802
    HANDLES.get(hv).set_stream(stream)


def cusolverDnGetStream(hv, out):  # noqa: N802
    _store_handle(out, HANDLES.get(hv).stream_handle)


def cusolverDnCreateParams(out):  # noqa: N802
    _store_handle(out, PARAMS.create({}))


def cusolverDnDestroyParams(params):  # noqa: N802
    PARAMS.destroy(params)


def cusolverDnSetAdvOptions(params, function, algorithm):  # noqa: N802
    PARAMS.get(params)[function] = algorithm  # kept: LAPACK has one algorithm for each


def _jacobi_create(out):
    _store_handle(out, JACOBI.create(JacobiSettings()))


def _jacobi_destroy(value):
    JACOBI.destroy(value)


def _jacobi_set(field: str):
    def set_(value, setting):
        setattr(JACOBI.get(value), field, setting)

    return set_


# what a library that takes cuSOLVER's calls as they are (hipSOLVER) is not given yet: the 64-bit
# API and the Jacobi methods, whose settings objects would have to become its own, and the
# iterative-refinement solvers (hipSOLVER names its own without "Dn", and has no mixed ones)
NOT_FORWARDED = re.compile(r"cusolverDnX\w+|cusolverDn[SDCZ](?:sy|he)evj\w*|"
                           r"cusolverDn[SDCZ]gesvdj\w*|cusolverDn[SDCZ][SDCZHBXKEY]ge(?:sv|ls)\w*")


def _recorded(symbol: str, fn):
    """``fn`` for the C function ``symbol``, with the call recorded for a forwarding library
    (dense.CALL), and what such a library is not given answered NOT_SUPPORTED."""
    refused = NOT_FORWARDED.fullmatch(symbol) is not None

    def call(hv, *args):
        if refused and dense.forwards(HANDLES.get(hv)):
            raise CusolverError(C.CUSOLVER_STATUS_NOT_SUPPORTED, f"{symbol} on"
                                f" {HANDLES.get(hv).lapack.name}")
        token = dense.CALL.set((symbol, args))
        try:
            return fn(hv, *args)
        finally:
            dense.CALL.reset(token)

    return call


ROUTINES = {
    "cusolverGetVersion": cusolverGetVersion, "cusolverGetProperty": cusolverGetProperty,
    "cusolverDnCreate": cusolverDnCreate, "cusolverDnDestroy": cusolverDnDestroy,
    "cusolverDnSetStream": cusolverDnSetStream, "cusolverDnGetStream": cusolverDnGetStream,
    "cusolverDnCreateParams": cusolverDnCreateParams,
    "cusolverDnDestroyParams": cusolverDnDestroyParams,
    "cusolverDnSetAdvOptions": cusolverDnSetAdvOptions,
    **{f"cusolverDnCreate{kind}Info": _jacobi_create for kind in ("Syevj", "Gesvdj")},
    **{f"cusolverDnDestroy{kind}Info": _jacobi_destroy for kind in ("Syevj", "Gesvdj")},
    **{f"cusolverDnX{kind}SetTolerance": _jacobi_set("tolerance")
       for kind in ("syevj", "gesvdj")},
    **{f"cusolverDnX{kind}SetMaxSweeps": _jacobi_set("max_sweeps")
       for kind in ("syevj", "gesvdj")},
    **{f"cusolverDnX{kind}SetSortEig": _jacobi_set("sort") for kind in ("syevj",)},
    "cusolverDnXgesvdjSetSortEig": _jacobi_set("sort"),
    **{name: _recorded(name, fn)
       for name, fn in {**dense.ROUTINES, **refinement.ROUTINES}.items()},
    **sparse.ROUTINES,
    **lowlevel.ROUTINES,
    **refactor.ROUTINES,
}
DIRECT = {}


def implemented_names() -> set[str]:
    return (set(ROUTINES) | set(DIRECT)) & set(abi.FUNCTIONS)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "cusolver")
