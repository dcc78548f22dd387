"""cuBLAS's level 1 for S, D, C and Z: axpy, scal, dot/dotu/dotc, nrm2, asum, iamax/iamin,
copy, swap, rot, rotg. A result (dot, nrm2, asum, iamax, rotg's outputs) goes to host memory
before the call returns in host pointer mode, and to device memory in stream order in device
mode. iamax and iamin answer 1-based indices, as cuBLAS does (0 for an empty vector)."""

from __future__ import annotations

from functools import partial

import numpy as np

from .calls import handle, host_views, result_to, run_now, scalar, submit
from .operands import KINDS, check_memory, check_vector, vector

SIZE = {k: KINDS[k]().itemsize for k in "sdcz"}
REAL = {"s": "s", "d": "d", "c": "s", "z": "d"}
RESULT_TYPE = {"s": np.float32, "d": np.float64, "c": np.float32, "z": np.float64}


def _vectors(kind, n, *pairs):
    """Check n elements of each (name, address, increment)."""
    if n <= 0:
        return False
    for name, address, inc in pairs:
        check_vector(name, address, n, inc, SIZE[kind])
    return True


def axpy(kind, hv, n, alpha, x, incx, y, incy):
    h = handle(hv)
    alpha_s = scalar(h, "alpha", alpha, kind)
    if not _vectors(kind, n, ("x", x, incx), ("y", y, incy)):
        return
    fn = getattr(h.blas, kind + "axpy")

    def work():
        fn(n, alpha_s.cblas(), x, incx, y, incy)

    submit(h, work)


def scal(kind, hv, n, alpha, x, incx, alpha_kind=None):
    """scal; csscal and zdscal (a real alpha) with alpha_kind."""
    h = handle(hv)
    alpha_kind = alpha_kind or kind
    alpha_s = scalar(h, "alpha", alpha, alpha_kind)
    if not _vectors(kind, n, ("x", x, incx)):
        return
    name = {("c", "s"): "csscal", ("z", "d"): "zdscal"}.get((kind, alpha_kind), kind + "scal")
    fn = getattr(h.blas, name)

    def work():
        fn(n, alpha_s.cblas(), x, incx)

    submit(h, work)


def _reduction(kind, hv, n, x, incx, result, compute, result_kind, *others, name=""):
    """A value computed from vectors by the BLAS routine ``name``, stored at ``result`` (see
    :func:`calls.result_to`: written by the host, so a library that answers into host memory
    only)."""
    h = handle(hv)
    host_views(h, name)
    getattr(h.blas, name)  # one that the library lacks is refused now, not when it runs
    if n > 0:
        _vectors(kind, n, ("x", x, incx), *others)
    dtype = KINDS[result_kind] if isinstance(result_kind, str) else result_kind
    result_to(h, result, dtype, (lambda: compute(h.blas)) if n > 0 else (lambda: 0))


def dot(kind, hv, n, x, incx, y, incy, result, conjugate=False):
    if kind in "sd":
        def compute(blas):
            return getattr(blas, kind + "dot")(n, x, incx, y, incy)
    else:
        def compute(blas):
            out = np.zeros(1, KINDS[kind])
            name = kind + ("dotc_sub" if conjugate else "dotu_sub")
            getattr(blas, name)(n, x, incx, y, incy, out.ctypes.data)
            return out[0]

    name = kind + "dot" if kind in "sd" else kind + ("dotc_sub" if conjugate else "dotu_sub")
    _reduction(kind, hv, n, x, incx, result, compute, kind, ("y", y, incy), name=name)


def nrm2(kind, hv, n, x, incx, result):
    name = {"s": "snrm2", "d": "dnrm2", "c": "scnrm2", "z": "dznrm2"}[kind]
    _reduction(kind, hv, n, x, incx, result,
               lambda blas: getattr(blas, name)(n, x, incx), REAL[kind], name=name)


def asum(kind, hv, n, x, incx, result):
    name = {"s": "sasum", "d": "dasum", "c": "scasum", "z": "dzasum"}[kind]
    _reduction(kind, hv, n, x, incx, result,
               lambda blas: getattr(blas, name)(n, x, incx), REAL[kind], name=name)


def iamax(kind, hv, n, x, incx, result, which="amax"):
    h = handle(hv)
    name = f"i{kind}{which}"
    if incx <= 0 or n <= 0:  # cuBLAS answers 0, as BLAS does
        host_views(h, name)
        result_to(h, result, np.int32, lambda: 0)
        return
    _reduction(kind, hv, n, x, incx, result,
               lambda blas: getattr(blas, name)(n, x, incx) + 1, np.int32, name=name)


def _pair(name, kind, hv, n, x, incx, y, incy):
    h = handle(hv)
    if not _vectors(kind, n, ("x", x, incx), ("y", y, incy)):
        return
    fn = getattr(h.blas, kind + name)
    submit(h, lambda: fn(n, x, incx, y, incy))


def rot(kind, hv, n, x, incx, y, incy, c, s, s_kind=None):
    """rot with a real cosine; the sine is real (srot, csrot) or of the vectors' type (crot)."""
    h = handle(hv)
    real = REAL[kind]
    s_kind = s_kind or real
    c_s, s_s = scalar(h, "c", c, real), scalar(h, "s", s, s_kind)
    if not _vectors(kind, n, ("x", x, incx), ("y", y, incy)):
        return
    dtype = KINDS[kind]
    if s_kind != real:
        host_views(h, "rot with a complex sine")
    if s_kind == real:
        fn = getattr(h.blas, {"s": "srot", "d": "drot", "c": "csrot", "z": "zdrot"}[kind])
        submit(h, lambda: fn(n, x, incx, y, incy, float(c_s.get()), float(s_s.get())))
        return

    def work():  # x' = c x + s y, y' = c y - conj(s) x: no BLAS routine has a complex sine
        cv, sv = c_s.get(), s_s.get()
        xs, ys = vector(x, n, incx, dtype), vector(y, n, incy, dtype)
        new_x = cv * xs + sv * ys
        ys[...] = cv * ys - np.conj(sv) * xs
        xs[...] = new_x

    submit(h, work)


def rotg(kind, hv, a, b, c, s):
    """The Givens rotation of (a, b): a and b are overwritten (r, z), c and s written."""
    h = handle(hv)
    size, real = SIZE[kind], SIZE[REAL[kind]]
    if h.device_pointers:
        for what, address, n in (("a", a, size), ("b", b, size), ("c", c, real),
                                 ("s", s, size)):
            check_memory(what, address, n)
    fn = getattr(h.blas, kind + "rotg")
    work = partial(fn, a, b, c, s)  # CBLAS writes them in place: host or device memory
    (submit if h.device_pointers else run_now)(h, work)


def _register() -> dict:
    routines = {}
    for k in "sdcz":
        K = k.upper()
        routines[f"cublas{K}axpy"] = partial(axpy, k)
        routines[f"cublas{K}scal"] = partial(scal, k)
        routines[f"cublas{K}copy"] = partial(_pair, "copy", k)
        routines[f"cublas{K}swap"] = partial(_pair, "swap", k)
        routines[f"cublasI{k}amax"] = partial(iamax, k)
        routines[f"cublasI{k}amin"] = partial(iamax, k, which="amin")
        routines[f"cublas{K}rotg"] = partial(rotg, k)
    for k in "sd":
        K = k.upper()
        routines[f"cublas{K}dot"] = partial(dot, k)
        routines[f"cublas{K}nrm2"] = partial(nrm2, k)
        routines[f"cublas{K}asum"] = partial(asum, k)
        routines[f"cublas{K}rot"] = partial(rot, k)
    for k, r in (("c", "s"), ("z", "d")):
        K, R = k.upper(), r.upper()
        routines[f"cublas{K}dotu"] = partial(dot, k)
        routines[f"cublas{K}dotc"] = partial(dot, k, conjugate=True)
        routines[f"cublas{R}{k}nrm2"] = partial(nrm2, k)
        routines[f"cublas{R}{k}asum"] = partial(asum, k)
        routines[f"cublas{K}{r}scal"] = partial(scal, k, alpha_kind=r)
        routines[f"cublas{K}{r}rot"] = partial(rot, k)
        routines[f"cublas{K}rot"] = partial(rot, k, s_kind=k)
    return routines


ROUTINES = _register()
