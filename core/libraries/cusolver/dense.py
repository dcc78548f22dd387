"""cuSOLVER's dense routines for S, D, C and Z, and their 64-bit forms (``cusolverDnX*``), with
cuSOLVER's checks and statuses, over LAPACK (:mod:`.lapacke` on CPU devices).

Every call is ordered in the handle's stream; its ``devInfo`` (LAPACK's info: 0, or the
position of a zero pivot or of a leading minor that is not positive definite) is written in
device memory when it runs. The ``_bufferSize`` queries answer one element (the 64-bit forms:
one element on the device, nothing on the host): LAPACK brings its own workspace, and the
workspace given is not used. Pivots are 32-bit (64-bit in the ``X`` forms), one-based, as
LAPACK's. ``getrf`` without a pivot array factors without pivoting (LAPACK has no such
routine: NumPy, on the device's memory). The Jacobi methods (``syevj``, ``gesvdj``) are answered
by LAPACK's divide-and-conquer eigensolver and SVD, which converge to machine precision; their
settings are kept, and their residual and sweep counts are not reported.
"""

from __future__ import annotations

import contextvars
from functools import partial

import numpy as np

from ..common.memory import check_memory, matrix, matrix_bytes, raw
from .handles import HANDLES, JACOBI, PARAMS, invalid
from .status import C, CusolverError

KINDS = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}
REAL = {"s": "s", "d": "d", "c": "s", "z": "d"}
DATA_TYPES = {C.CUDA_R_32F: "s", C.CUDA_R_64F: "d", C.CUDA_C_32F: "c", C.CUDA_C_64F: "z"}
UPLO = {C.CUBLAS_FILL_MODE_LOWER: b"L", C.CUBLAS_FILL_MODE_UPPER: b"U"}
TRANS = {C.CUBLAS_OP_N: b"N", C.CUBLAS_OP_T: b"T", C.CUBLAS_OP_C: b"C"}
SIDE = {C.CUBLAS_SIDE_LEFT: b"L", C.CUBLAS_SIDE_RIGHT: b"R"}
EIG = {C.CUSOLVER_EIG_MODE_NOVECTOR: b"N", C.CUSOLVER_EIG_MODE_VECTOR: b"V"}
COL_MAJOR = 102


# -- checks -------------------------------------------------------------------------------------

def _sizes(**sizes: int) -> None:
    for name, value in sizes.items():
        if value < 0:
            raise invalid(f"{name} = {value} is negative")


def _ld(name: str, ld: int, rows: int) -> None:
    if ld < max(1, rows):
        raise invalid(f"{name} = {ld} is less than max(1, {rows})")


def _enum(name: str, value: int, table: dict) -> bytes:
    if value not in table:
        raise invalid(f"{name} = {value} is not one of {tuple(table)}")
    return table[value]


def _matrix(what: str, address: int, rows: int, cols: int, ld: int, dtype) -> None:
    check_memory(what, address, matrix_bytes(rows, cols, ld, np.dtype(dtype).itemsize), invalid)


def _array(what: str, address: int, count: int, dtype) -> None:
    check_memory(what, address, count * np.dtype(dtype).itemsize, invalid)


def _kind(data_type: int, *others: int) -> str:
    """The kind of a 64-bit call's data type; its other types must be the same (cuSOLVER has
    no mixed precisions but in its iterative refinement, which zluda does not offer)."""
    if data_type not in DATA_TYPES:
        raise CusolverError(C.CUSOLVER_STATUS_NOT_SUPPORTED, f"data type {data_type}")
    kind = DATA_TYPES[data_type]
    for other in others:
        if other not in (data_type, {"c": C.CUDA_R_32F, "z": C.CUDA_R_64F}.get(kind)):
            raise CusolverError(C.CUSOLVER_STATUS_NOT_SUPPORTED,
                                f"data types {data_type} and {other} together")
    return kind


# -- running in the handle's stream ---------------------------------------------------------------

# the C call being answered: (its name, its arguments after the handle's value), for a library
# that takes cuSOLVER's calls as they are (hipSOLVER: ``forwards``), set by the face
CALL: contextvars.ContextVar = contextvars.ContextVar("cusolver_call", default=None)


def forwards(h) -> bool:
    """Whether the handle's library takes cuSOLVER's calls as they are, after zluda's checks
    (its ``forward`` and ``query``), instead of LAPACK's on the host."""
    return getattr(h.lapack, "forwards", False)


def _lapack(h, name: str):
    """The LAPACK function ``name`` of the handle's library (None for a forwarding one)."""
    return None if forwards(h) else getattr(h.lapack, name)


def _submit(h, work) -> None:
    """The call's work in the handle's stream: ``work`` on the host's LAPACK, or the call itself
    given to a forwarding library."""
    if forwards(h):
        h.lapack.forward(h, *CALL.get())
        return
    h.lapack.submit(h.stream(), work)


def _size_query(hv: int, out: int) -> None:
    """A ``_bufferSize`` query: the forwarding library's answer, or :func:`_buffer_size`'s."""
    h = HANDLES.get(hv)
    if forwards(h):
        h.lapack.query(h, *CALL.get())
        return
    _buffer_size(out)


def _store(address: int, value: int, dtype=np.int32) -> None:
    dtype = np.dtype(dtype)
    raw(address, dtype.itemsize).view(dtype)[0] = value


def _call(fn, *args) -> int:
    """A LAPACKE function's info (a negative one is an argument zluda checked wrongly)."""
    info = fn(COL_MAJOR, *args)
    if info < 0:
        raise CusolverError(C.CUSOLVER_STATUS_INTERNAL_ERROR, f"LAPACK refused argument {-info}")
    return info


def _buffer_size(out: int) -> None:
    """A ``_bufferSize`` query's answer (see the module's docstring)."""
    if out == 0:
        raise invalid("lwork is NULL")
    _store(out, 1)


def _x_buffer_size(kind: str, device_out: int, host_out: int) -> None:
    if device_out == 0 or host_out == 0:
        raise invalid("a workspace size pointer is NULL")
    _store(device_out, np.dtype(KINDS[kind]).itemsize, np.uint64)
    _store(host_out, 0, np.uint64)


# -- LU -----------------------------------------------------------------------------------------

def getrf(kind, hv, m, n, a, lda, ipiv, info, width=4):
    h = HANDLES.get(hv)
    _sizes(m=m, n=n)
    _ld("lda", lda, m)
    dtype, count = KINDS[kind], min(m, n)
    _matrix("A", a, m, n, lda, dtype)
    if ipiv:
        _array("devIpiv", ipiv, count, np.int32 if width == 4 else np.int64)
    _array("devInfo", info, 1, np.int32)
    fn = _lapack(h, kind + "getrf")

    def work():
        if not ipiv:
            _store(info, _unpivoted_lu(matrix(a, m, n, lda, dtype)))
            return
        pivots = np.zeros(max(count, 1), np.int64)
        result = _call(fn, m, n, a, lda, pivots.ctypes.data)
        raw(ipiv, count * width).view(np.int32 if width == 4 else np.int64)[:] = pivots[:count]
        _store(info, result)

    _submit(h, work)


def _unpivoted_lu(a: np.ndarray) -> int:
    """LU without pivoting, in place; LAPACK's info (the first zero pivot, one-based)."""
    found = 0
    for j in range(min(a.shape)):
        pivot = a[j, j]
        if pivot == 0:
            found = found or j + 1
            continue
        a[j + 1:, j] /= pivot
        a[j + 1:, j + 1:] -= np.outer(a[j + 1:, j], a[j, j + 1:])
    return found


def getrs(kind, hv, trans, n, nrhs, a, lda, ipiv, b, ldb, info, width=4):
    h = HANDLES.get(hv)
    op = _enum("trans", trans, TRANS)
    _sizes(n=n, nrhs=nrhs)
    _ld("lda", lda, n)
    _ld("ldb", ldb, n)
    dtype = KINDS[kind]
    _matrix("A", a, n, n, lda, dtype)
    _matrix("B", b, n, nrhs, ldb, dtype)
    _array("devIpiv", ipiv, n, np.int32 if width == 4 else np.int64)
    _array("devInfo", info, 1, np.int32)
    fn = _lapack(h, kind + "getrs")

    def work():  # the pivots are read when it runs: a getrf before it wrote them
        pivots = raw(ipiv, n * width).view(np.int32 if width == 4 else np.int64).astype(np.int64)
        _store(info, _call(fn, op, n, nrhs, a, lda, pivots.ctypes.data, b, ldb))

    _submit(h, work)


# -- Cholesky -------------------------------------------------------------------------------------

def potrf(kind, hv, uplo, n, a, lda, info):
    h = HANDLES.get(hv)
    fill = _enum("uplo", uplo, UPLO)
    _sizes(n=n)
    _ld("lda", lda, n)
    _matrix("A", a, n, n, lda, KINDS[kind])
    _array("devInfo", info, 1, np.int32)
    fn = _lapack(h, kind + "potrf")
    _submit(h, lambda: _store(info, _call(fn, fill, n, a, lda)))


def potrs(kind, hv, uplo, n, nrhs, a, lda, b, ldb, info):
    h = HANDLES.get(hv)
    fill = _enum("uplo", uplo, UPLO)
    _sizes(n=n, nrhs=nrhs)
    _ld("lda", lda, n)
    _ld("ldb", ldb, n)
    _matrix("A", a, n, n, lda, KINDS[kind])
    _matrix("B", b, n, nrhs, ldb, KINDS[kind])
    _array("devInfo", info, 1, np.int32)
    fn = _lapack(h, kind + "potrs")
    _submit(h, lambda: _store(info, _call(fn, fill, n, nrhs, a, lda, b, ldb)))


def potri(kind, hv, uplo, n, a, lda, info):
    h = HANDLES.get(hv)
    fill = _enum("uplo", uplo, UPLO)
    _sizes(n=n)
    _ld("lda", lda, n)
    _matrix("A", a, n, n, lda, KINDS[kind])
    _array("devInfo", info, 1, np.int32)
    fn = _lapack(h, kind + "potri")
    _submit(h, lambda: _store(info, _call(fn, fill, n, a, lda)))


def _pointers(address: int, count: int) -> np.ndarray:
    return raw(address, 8 * count).view(np.uint64).copy()


def potrf_batched(kind, hv, uplo, n, arrays, lda, infos, count):
    h = HANDLES.get(hv)
    fill = _enum("uplo", uplo, UPLO)
    _sizes(n=n, batchSize=count)
    _ld("lda", lda, n)
    _array("Aarray", arrays, count, np.uint64)
    _array("infoArray", infos, count, np.int32)
    fn, dtype = _lapack(h, kind + "potrf"), KINDS[kind]

    def work():  # the pointers are read when it runs, and each checked before it is used
        for i, a in enumerate(_pointers(arrays, count)):
            _matrix(f"Aarray[{i}]", int(a), n, n, lda, dtype)
            _store(infos + 4 * i, _call(fn, fill, n, int(a), lda))

    _submit(h, work)


def potrs_batched(kind, hv, uplo, n, nrhs, arrays_a, lda, arrays_b, ldb, info, count):
    h = HANDLES.get(hv)
    fill = _enum("uplo", uplo, UPLO)
    _sizes(n=n, nrhs=nrhs, batchSize=count)
    if nrhs != 1:
        raise invalid(f"nrhs = {nrhs}: potrsBatched solves one right-hand side")
    _ld("lda", lda, n)
    _ld("ldb", ldb, n)
    _array("Aarray", arrays_a, count, np.uint64)
    _array("Barray", arrays_b, count, np.uint64)
    _array("d_info", info, 1, np.int32)
    fn, dtype = _lapack(h, kind + "potrs"), KINDS[kind]

    def work():
        first = 0
        for i, (a, b) in enumerate(zip(_pointers(arrays_a, count), _pointers(arrays_b, count))):
            _matrix(f"Aarray[{i}]", int(a), n, n, lda, dtype)
            _matrix(f"Barray[{i}]", int(b), n, 1, ldb, dtype)
            first = first or _call(fn, fill, n, 1, int(a), lda, int(b), ldb)
        _store(info, first)

    _submit(h, work)


# -- QR -------------------------------------------------------------------------------------------

def geqrf(kind, hv, m, n, a, lda, tau, info):
    h = HANDLES.get(hv)
    _sizes(m=m, n=n)
    _ld("lda", lda, m)
    _matrix("A", a, m, n, lda, KINDS[kind])
    _array("TAU", tau, min(m, n), KINDS[kind])
    _array("devInfo", info, 1, np.int32)
    fn = _lapack(h, kind + "geqrf")
    _submit(h, lambda: _store(info, _call(fn, m, n, a, lda, tau)))


def orgqr(kind, hv, m, n, k, a, lda, tau, info):
    h = HANDLES.get(hv)
    _sizes(m=m, n=n, k=k)
    if not m >= n >= k:
        raise invalid(f"m = {m}, n = {n}, k = {k}: orgqr needs m >= n >= k")
    _ld("lda", lda, m)
    _matrix("A", a, m, n, lda, KINDS[kind])
    _array("tau", tau, k, KINDS[kind])
    _array("info", info, 1, np.int32)
    fn = _lapack(h, kind + ("orgqr" if kind in "sd" else "ungqr"))
    _submit(h, lambda: _store(info, _call(fn, m, n, k, a, lda, tau)))


def ormqr(kind, hv, side, trans, m, n, k, a, lda, tau, c, ldc, info):
    h = HANDLES.get(hv)
    left = _enum("side", side, SIDE)
    op = _enum("trans", trans, TRANS)
    _sizes(m=m, n=n, k=k)
    rows = m if left == b"L" else n
    if k > rows:
        raise invalid(f"k = {k} is more than the {rows} reflectors that A can hold")
    _ld("lda", lda, rows)
    _ld("ldc", ldc, m)
    _matrix("A", a, rows, k, lda, KINDS[kind])
    _array("tau", tau, k, KINDS[kind])
    _matrix("C", c, m, n, ldc, KINDS[kind])
    _array("devInfo", info, 1, np.int32)
    fn = _lapack(h, kind + ("ormqr" if kind in "sd" else "unmqr"))
    _submit(h, lambda: _store(info, _call(fn, left, op, m, n, k, a, lda, tau, c, ldc)))


# -- SVD and eigenvalues --------------------------------------------------------------------------

JOBS = (b"A", b"S", b"O", b"N")


def _job(name: str, value: int) -> bytes:
    job = bytes([value & 0xFF]).upper()
    if job not in JOBS:
        raise invalid(f"{name} = {value!r} is not one of 'A', 'S', 'O', 'N'")
    return job


def _columns(job: bytes, m: int, n: int) -> int:
    return {b"A": m, b"S": min(m, n)}.get(job, 0)


def gesvd(kind, hv, jobu, jobvt, m, n, a, lda, s, u, ldu, vt, ldvt, info, any_shape=False):
    """gesvd (cuSOLVER's: m >= n only; the 64-bit form takes any shape)."""
    h = HANDLES.get(hv)
    ju, jv = _job("jobu", jobu), _job("jobvt", jobvt)
    _sizes(m=m, n=n)
    if not any_shape and m < n:
        raise invalid(f"m = {m} < n = {n}: cuSOLVER's gesvd takes m >= n")
    if ju == jv == b"O":
        raise invalid("jobu and jobvt are not both 'O'")
    _ld("lda", lda, m)
    dtype, real = KINDS[kind], KINDS[REAL[kind]]
    _matrix("A", a, m, n, lda, dtype)
    _array("S", s, min(m, n), real)
    u_cols = _columns(ju, m, n)
    vt_rows = {b"A": n, b"S": min(m, n)}.get(jv, 0)
    if u_cols:
        _ld("ldu", ldu, m)
        _matrix("U", u, m, u_cols, ldu, dtype)
    if vt_rows:
        _ld("ldvt", ldvt, vt_rows)
        _matrix("VT", vt, vt_rows, n, ldvt, dtype)
    _array("info", info, 1, np.int32)
    fn = _lapack(h, kind + "gesvd")

    def work():
        superb = np.zeros(max(1, min(m, n)), real)
        _store(info, _call(fn, ju, jv, m, n, a, lda, s, u if u_cols else 0,
                           ldu if u_cols else 1, vt if vt_rows else 0, ldvt if vt_rows else 1,
                           superb.ctypes.data))

    _submit(h, work)


def gesvdj(kind, hv, jobz, econ, m, n, a, lda, s, u, ldu, v, ldv, info, params):
    """gesvdj: A = U S V^H, with V (not V^H), full or economic, through LAPACK's gesvd."""
    h = HANDLES.get(hv)
    job = _enum("jobz", jobz, EIG)
    if params:
        JACOBI.get(params)
    _sizes(m=m, n=n)
    _ld("lda", lda, m)
    dtype, real = KINDS[kind], KINDS[REAL[kind]]
    p = min(m, n)
    _matrix("A", a, m, n, lda, dtype)
    _array("S", s, p, real)
    u_cols, v_cols = (p, p) if econ else (m, n)
    if job == b"V":
        _ld("ldu", ldu, m)
        _ld("ldv", ldv, n)
        _matrix("U", u, m, u_cols, ldu, dtype)
        _matrix("V", v, n, v_cols, ldv, dtype)
    _array("info", info, 1, np.int32)
    fn = _lapack(h, kind + "gesvd")

    def work():
        superb = np.zeros(max(1, p), real)
        if job == b"N":
            _store(info, _call(fn, b"N", b"N", m, n, a, lda, s, 0, 1, 0, 1, superb.ctypes.data))
            return
        vh = np.zeros((v_cols, n), dtype, order="F")
        mode = b"S" if econ else b"A"
        _store(info, _call(fn, mode, mode, m, n, a, lda, s, u, ldu, vh.ctypes.data,
                           max(1, v_cols), superb.ctypes.data))
        matrix(v, n, v_cols, ldv, dtype)[...] = vh.conj().T

    _submit(h, work)


def syevd(kind, hv, jobz, uplo, n, a, lda, w, info):
    """syevd and heevd (and syevj, heevj: see the module's docstring)."""
    h = HANDLES.get(hv)
    job = _enum("jobz", jobz, EIG)
    fill = _enum("uplo", uplo, UPLO)
    _sizes(n=n)
    _ld("lda", lda, n)
    _matrix("A", a, n, n, lda, KINDS[kind])
    _array("W", w, n, KINDS[REAL[kind]])
    _array("info", info, 1, np.int32)
    fn = _lapack(h, kind + ("syevd" if kind in "sd" else "heevd"))
    _submit(h, lambda: _store(info, _call(fn, job, fill, n, a, lda, w)))


def geev(kind, hv, jobvl, jobvr, n, a, lda, w, vl, ldvl, vr, ldvr, info):
    """geev: the eigenvalues of a general matrix (complex, in W, for a real one too) and its
    left and right eigenvectors (for a real matrix, LAPACK's real form: a complex pair's real
    and imaginary parts in two columns); A is overwritten."""
    h = HANDLES.get(hv)
    left, right = _enum("jobvl", jobvl, EIG), _enum("jobvr", jobvr, EIG)
    _sizes(n=n)
    _ld("lda", lda, n)
    dtype = KINDS[kind]
    complex_kind = {"s": "c", "d": "z"}.get(kind, kind)
    _matrix("A", a, n, n, lda, dtype)
    _array("W", w, n, KINDS[complex_kind])
    for name, job, vectors, ld in (("VL", left, vl, ldvl), ("VR", right, vr, ldvr)):
        if job == b"V":
            _ld(f"ld{name.lower()}", ld, n)
            _matrix(name, vectors, n, n, ld, dtype)
    _array("info", info, 1, np.int32)
    fn = _lapack(h, kind + "geev")
    vectors = (vl if left == b"V" else 0, ldvl if left == b"V" else 1,
               vr if right == b"V" else 0, ldvr if right == b"V" else 1)

    def work():
        if kind in "sd":
            parts = np.zeros((2, max(n, 1)), dtype)
            result = _call(fn, left, right, n, a, lda, parts[0].ctypes.data,
                           parts[1].ctypes.data, *vectors)
            raw(w, n * 2 * parts.itemsize).view(KINDS[complex_kind])[...] = \
                parts[0, :n] + 1j * parts[1, :n]
        else:
            result = _call(fn, left, right, n, a, lda, w, *vectors)
        _store(info, result)

    _submit(h, work)


def syevj(kind, hv, jobz, uplo, n, a, lda, w, info, params):
    if params:
        JACOBI.get(params)
    syevd(kind, hv, jobz, uplo, n, a, lda, w, info)


# -- the 64-bit API (cusolverDnX*) ----------------------------------------------------------------

def _params(value: int) -> None:
    if value:
        PARAMS.get(value)


def x_getrf(hv, params, m, n, type_a, a, lda, ipiv, compute, *workspace_and_info):
    _params(params)
    getrf(_kind(type_a, compute), hv, m, n, a, lda, ipiv, workspace_and_info[-1], width=8)


def x_getrs(hv, params, trans, n, nrhs, type_a, a, lda, ipiv, type_b, b, ldb, info):
    _params(params)
    getrs(_kind(type_a, type_b), hv, trans, n, nrhs, a, lda, ipiv, b, ldb, info, width=8)


def x_potrf(hv, params, uplo, n, type_a, a, lda, compute, *workspace_and_info):
    _params(params)
    potrf(_kind(type_a, compute), hv, uplo, n, a, lda, workspace_and_info[-1])


def x_potrs(hv, params, uplo, n, nrhs, type_a, a, lda, type_b, b, ldb, info):
    _params(params)
    potrs(_kind(type_a, type_b), hv, uplo, n, nrhs, a, lda, b, ldb, info)


def x_geqrf(hv, params, m, n, type_a, a, lda, type_tau, tau, compute, *workspace_and_info):
    _params(params)
    geqrf(_kind(type_a, type_tau, compute), hv, m, n, a, lda, tau, workspace_and_info[-1])


def x_gesvd(hv, params, jobu, jobvt, m, n, type_a, a, lda, type_s, s, type_u, u, ldu, type_vt,
            vt, ldvt, compute, *workspace_and_info):
    _params(params)
    gesvd(_kind(type_a, type_s, type_u, type_vt, compute), hv, jobu, jobvt, m, n, a, lda, s, u,
          ldu, vt, ldvt, workspace_and_info[-1], any_shape=True)


def x_syevd(hv, params, jobz, uplo, n, type_a, a, lda, type_w, w, compute, *workspace_and_info):
    _params(params)
    syevd(_kind(type_a, type_w, compute), hv, jobz, uplo, n, a, lda, w, workspace_and_info[-1])


def x_geev(hv, params, jobvl, jobvr, n, type_a, a, lda, type_w, w, type_vl, vl, ldvl, type_vr,
           vr, ldvr, compute, *workspace_and_info):
    """Xgeev: W is complex (CUDA_C_32F or CUDA_C_64F) for a real A as for a complex one."""
    _params(params)
    kind = _kind(type_a, type_vl, type_vr, compute)
    complex_type = {"s": C.CUDA_C_32F, "d": C.CUDA_C_64F}.get(kind, type_a)
    if type_w != complex_type:
        raise CusolverError(C.CUSOLVER_STATUS_NOT_SUPPORTED, f"W of data type {type_w} for A of"
                            f" {type_a} (W is complex: {complex_type})")
    geev(kind, hv, jobvl, jobvr, n, a, lda, w, vl, ldvl, vr, ldvr, workspace_and_info[-1])


def _x_size_of(position: int):
    """A 64-bit ``_bufferSize``: the data type at ``position`` of its arguments (after the
    handle's value) names the kind; the last two are the sizes' addresses."""
    def query(hv, *args):
        HANDLES.get(hv)
        _params(args[0])
        _x_buffer_size(_kind(args[position]), args[-2], args[-1])

    return query


def _register() -> dict:
    routines = {}
    for k in "sdcz":
        K = k.upper()
        real = k in "sd"
        routines.update({
            f"cusolverDn{K}getrf": lambda hv, m, n, a, lda, work, ipiv, info, k=k:
                getrf(k, hv, m, n, a, lda, ipiv, info),
            f"cusolverDn{K}getrs": partial(getrs, k),
            f"cusolverDn{K}potrf": lambda hv, uplo, n, a, lda, work, lwork, info, k=k:
                potrf(k, hv, uplo, n, a, lda, info),
            f"cusolverDn{K}potrs": partial(potrs, k),
            f"cusolverDn{K}potri": lambda hv, uplo, n, a, lda, work, lwork, info, k=k:
                potri(k, hv, uplo, n, a, lda, info),
            f"cusolverDn{K}potrfBatched": partial(potrf_batched, k),
            f"cusolverDn{K}potrsBatched": partial(potrs_batched, k),
            f"cusolverDn{K}geqrf": lambda hv, m, n, a, lda, tau, work, lwork, info, k=k:
                geqrf(k, hv, m, n, a, lda, tau, info),
            f"cusolverDn{K}{'or' if real else 'un'}gqr":
                lambda hv, m, n, kk, a, lda, tau, work, lwork, info, k=k:
                orgqr(k, hv, m, n, kk, a, lda, tau, info),
            f"cusolverDn{K}{'or' if real else 'un'}mqr":
                lambda hv, side, trans, m, n, kk, a, lda, tau, c, ldc, work, lwork, info, k=k:
                ormqr(k, hv, side, trans, m, n, kk, a, lda, tau, c, ldc, info),
            f"cusolverDn{K}gesvd":
                lambda hv, ju, jv, m, n, a, lda, s, u, ldu, vt, ldvt, work, lwork, rwork, info,
                k=k: gesvd(k, hv, ju, jv, m, n, a, lda, s, u, ldu, vt, ldvt, info),
            f"cusolverDn{K}gesvdj":
                lambda hv, jobz, econ, m, n, a, lda, s, u, ldu, v, ldv, work, lwork, info, p,
                k=k: gesvdj(k, hv, jobz, econ, m, n, a, lda, s, u, ldu, v, ldv, info, p),
            f"cusolverDn{K}{'sy' if real else 'he'}evd":
                lambda hv, jobz, uplo, n, a, lda, w, work, lwork, info, k=k:
                syevd(k, hv, jobz, uplo, n, a, lda, w, info),
            f"cusolverDn{K}{'sy' if real else 'he'}evj":
                lambda hv, jobz, uplo, n, a, lda, w, work, lwork, info, p, k=k:
                syevj(k, hv, jobz, uplo, n, a, lda, w, info, p),
        })
        for name in ("getrf", "potrf", "potri", "geqrf", "gesvd",
                     f"{'or' if real else 'un'}gqr", f"{'or' if real else 'un'}mqr",
                     f"{'sy' if real else 'he'}evd"):
            routines[f"cusolverDn{K}{name}_bufferSize"] = \
                lambda hv, *args: _size_query(hv, args[-1])
        for name in (f"{'sy' if real else 'he'}evj", "gesvdj"):  # their last: the settings
            routines[f"cusolverDn{K}{name}_bufferSize"] = \
                lambda hv, *args: _size_query(hv, args[-2])
    routines.update({
        "cusolverDnXgetrf": x_getrf, "cusolverDnXgetrs": x_getrs,
        "cusolverDnXpotrf": x_potrf, "cusolverDnXpotrs": x_potrs,
        "cusolverDnXgeqrf": x_geqrf, "cusolverDnXgesvd": x_gesvd,
        "cusolverDnXsyevd": x_syevd, "cusolverDnXgeev": x_geev,
        # the position of the data type in each query's arguments after the handle
        "cusolverDnXgetrf_bufferSize": _x_size_of(3),
        "cusolverDnXpotrf_bufferSize": _x_size_of(3),
        "cusolverDnXgeqrf_bufferSize": _x_size_of(3),
        "cusolverDnXgesvd_bufferSize": _x_size_of(5),
        "cusolverDnXsyevd_bufferSize": _x_size_of(4),
        "cusolverDnXgeev_bufferSize": _x_size_of(4),
    })
    return routines


ROUTINES = _register()
