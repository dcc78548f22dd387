"""zluda's ``libcufft.so.12``: cuFFT's C ABI over :mod:`.plans` and the FFT library of the
plan's device (the provider hook: ducc0 on CPU devices, :mod:`.ducc`; hipFFT on ROCm,
``zluda.backends.rocm.hipfft``), which runs each transform in the plan's stream
(``execute(plan, source, target, forward, stream)``).

Every function of cufft.h and cufftXt.h is exported (:mod:`zluda.abi.cufft`). Implemented:
plans (``cufftCreate``, ``cufftPlan1d/2d/3d/Many``, ``cufftMakePlan1d/2d/3d/Many/Many64``,
``cufftXtMakePlanMany`` with half, single and double precision), their sizes and work areas
(none is needed: the queries answer 0, and a work area given is kept), streams, and the
transforms (``cufftExecC2C/R2C/C2R/Z2Z/D2Z/Z2D``, ``cufftXtExec``), in and out of place, each
ordered in the plan's stream, unnormalized as cuFFT's (an inverse after a forward gives N times
the input). The multi-GPU descriptors and callbacks answer CUFFT_NOT_SUPPORTED.
"""

from __future__ import annotations

import ctypes
import itertools
import threading

import numpy as np

from ...abi import cufft as abi
from ..common import contexts, status_face
from ..common.versions import store_int, store_property, version_number
from .plans import FORWARD, INVERSE, TYPES, XT_TYPES, Kind, Plan, invalid, invalid_size
from .status import STATUSES, C, CufftError

ffi = None
_PLANS: dict[int, Plan] = {}
_VALUES = itertools.count(1)  # cufftHandle is an int
_LOCK = threading.Lock()


def _plan(value: int) -> Plan:
    plan = _PLANS.get(value)
    if plan is None:
        raise CufftError(C.CUFFT_INVALID_PLAN, f"{value} is not a live cufftHandle")
    return plan


def _store(address: int, value: int, kind=ctypes.c_int) -> None:
    if address == 0:
        raise invalid("an output pointer is NULL")
    kind.from_address(address).value = value


def _ints(address: int, count: int, kind=ctypes.c_int) -> list[int] | None:
    return None if address == 0 else list((kind * count).from_address(address))


def _kind(value: int) -> Kind:
    if value not in TYPES:
        raise CufftError(C.CUFFT_INVALID_TYPE, f"{value} is not a cufftType")
    return TYPES[value]


# -- plans ---------------------------------------------------------------------------------------

def cufftCreate(out):  # noqa: N802 - cuFFT's names
    if out == 0:
        raise invalid("the plan pointer is NULL")
    plan = Plan()
    with _LOCK:
        value = next(_VALUES)
        _PLANS[value] = plan
    _store(out, value)


def cufftDestroy(value):  # noqa: N802
    with _LOCK:
        plan = _PLANS.pop(value, None)
    if plan is None:
        raise CufftError(C.CUFFT_INVALID_PLAN, f"{value} is not a live cufftHandle")
    plan.release()


def _make(value, n, inembed, istride, idist, onembed, ostride, odist, kind, batch, work):
    _plan(value).make(n, inembed, istride, idist, onembed, ostride, odist, kind, batch)
    if work:
        _store(work, 0, ctypes.c_size_t)


def _many(rank, n, inembed, istride, idist, onembed, ostride, odist, width=ctypes.c_int):
    if not 1 <= rank <= 3:
        raise invalid_size(f"rank {rank}: cuFFT's transforms have 1, 2 or 3 dimensions")
    if n == 0:
        raise invalid("n is NULL")
    return (_ints(n, rank, width), _ints(inembed, rank, width), istride, idist,
            _ints(onembed, rank, width), ostride, odist)


def cufftMakePlan1d(value, nx, kind, batch, work):  # noqa: N802
    _make(value, [nx], None, 1, 0, None, 1, 0, _kind(kind), batch, work)


def cufftMakePlan2d(value, nx, ny, kind, work):  # noqa: N802
    _make(value, [nx, ny], None, 1, 0, None, 1, 0, _kind(kind), 1, work)


def cufftMakePlan3d(value, nx, ny, nz, kind, work):  # noqa: N802
    _make(value, [nx, ny, nz], None, 1, 0, None, 1, 0, _kind(kind), 1, work)


def cufftMakePlanMany(value, rank, n, inembed, istride, idist, onembed, ostride, odist, kind,  # noqa: N802
                      batch, work):
    _make(value, *_many(rank, n, inembed, istride, idist, onembed, ostride, odist), _kind(kind),
          batch, work)


def cufftMakePlanMany64(value, rank, n, inembed, istride, idist, onembed, ostride, odist,  # noqa: N802
                        kind, batch, work):
    _make(value, *_many(rank, n, inembed, istride, idist, onembed, ostride, odist,
                        ctypes.c_longlong), _kind(kind), batch, work)


def cufftXtMakePlanMany(value, rank, n, inembed, istride, idist, input_type, onembed, ostride,  # noqa: N802
                        odist, output_type, batch, work, execution_type):
    types = (input_type, output_type, execution_type)
    if types not in XT_TYPES:
        raise CufftError(C.CUFFT_INVALID_TYPE, f"the types {types}")
    _make(value, *_many(rank, n, inembed, istride, idist, onembed, ostride, odist,
                        ctypes.c_longlong), XT_TYPES[types], batch, work)


def _new_plan(out, make, *args):
    cufftCreate(out)
    value = ctypes.c_int.from_address(out).value
    try:
        make(value, *args)
    except CufftError:
        cufftDestroy(value)
        raise


def cufftPlan1d(out, nx, kind, batch):  # noqa: N802
    _new_plan(out, cufftMakePlan1d, nx, kind, batch, 0)


def cufftPlan2d(out, nx, ny, kind):  # noqa: N802
    _new_plan(out, cufftMakePlan2d, nx, ny, kind, 0)


def cufftPlan3d(out, nx, ny, nz, kind):  # noqa: N802
    _new_plan(out, cufftMakePlan3d, nx, ny, nz, kind, 0)


def cufftPlanMany(out, rank, n, inembed, istride, idist, onembed, ostride, odist, kind,  # noqa: N802
                  batch):
    _new_plan(out, cufftMakePlanMany, rank, n, inembed, istride, idist, onembed, ostride, odist,
              kind, batch, 0)


def _no_work_area(*args) -> None:
    """cufftEstimate* and cufftGetSize*: the work area a plan asks for, none (their last
    argument is where it goes)."""
    _store(args[-1], 0, ctypes.c_size_t)


def cufftGetSize(value, work):  # noqa: N802
    _store(work, _plan(value).work_size(), ctypes.c_size_t)


def cufftSetWorkArea(value, area):  # noqa: N802
    _plan(value).work_area = area  # kept; the FFT library under it brings its own


def cufftSetAutoAllocation(value, automatic):  # noqa: N802
    _plan(value).auto_allocation = bool(automatic)


def cufftSetStream(value, stream):  # noqa: N802
    plan = _plan(value)
    contexts.stream_of(plan.context, stream, invalid, invalid)
    plan.stream_handle = stream


def cufftGetVersion(out):  # noqa: N802
    store_int(out, version_number(abi), invalid)


def cufftGetProperty(kind, out):  # noqa: N802
    store_property(abi, kind, out, invalid)


# -- transforms ----------------------------------------------------------------------------------

def _execute(value: int, source: int, target: int, direction: int, expected: str | None,
             precision=None) -> None:
    plan = _plan(value)
    if not plan.made:
        raise CufftError(C.CUFFT_INVALID_PLAN, "the plan was created but not made")
    kind = plan.kind
    if expected is not None and (kind.name != expected or kind.precision is not precision):
        raise CufftError(C.CUFFT_INVALID_TYPE, f"a {kind.name} plan of {kind.precision} run as"
                         f" {expected} of {precision}")
    if direction not in (FORWARD, INVERSE):
        raise invalid(f"direction {direction} is not CUFFT_FORWARD (-1) or CUFFT_INVERSE (1)")
    fft = plan.library()
    stream = contexts.stream_of(plan.context, plan.stream_handle, invalid, invalid)
    fft.execute(plan, source, target, direction == FORWARD, stream)


def cufftExecC2C(value, idata, odata, direction):  # noqa: N802
    _execute(value, idata, odata, direction, "C2C", np.float32)


def cufftExecZ2Z(value, idata, odata, direction):  # noqa: N802
    _execute(value, idata, odata, direction, "C2C", np.float64)


def cufftExecR2C(value, idata, odata):  # noqa: N802
    _execute(value, idata, odata, FORWARD, "R2C", np.float32)


def cufftExecD2Z(value, idata, odata):  # noqa: N802
    _execute(value, idata, odata, FORWARD, "R2C", np.float64)


def cufftExecC2R(value, idata, odata):  # noqa: N802
    _execute(value, idata, odata, INVERSE, "C2R", np.float32)


def cufftExecZ2D(value, idata, odata):  # noqa: N802
    _execute(value, idata, odata, INVERSE, "C2R", np.float64)


def cufftXtExec(value, source, target, direction):  # noqa: N802
    kind = _plan(value).kind
    if kind is not None and not (kind.complex_in and kind.complex_out):
        direction = FORWARD if kind.complex_out else INVERSE  # ignored for real transforms
    _execute(value, source, target, direction, None)


ROUTINES = {
    "cufftCreate": cufftCreate, "cufftDestroy": cufftDestroy,
    "cufftPlan1d": cufftPlan1d, "cufftPlan2d": cufftPlan2d, "cufftPlan3d": cufftPlan3d,
    "cufftPlanMany": cufftPlanMany, "cufftMakePlan1d": cufftMakePlan1d,
    "cufftMakePlan2d": cufftMakePlan2d, "cufftMakePlan3d": cufftMakePlan3d,
    "cufftMakePlanMany": cufftMakePlanMany, "cufftMakePlanMany64": cufftMakePlanMany64,
    "cufftXtMakePlanMany": cufftXtMakePlanMany,
    **{name: _no_work_area for name in (
        "cufftEstimate1d", "cufftEstimate2d", "cufftEstimate3d", "cufftEstimateMany",
        "cufftGetSize1d", "cufftGetSize2d", "cufftGetSize3d", "cufftGetSizeMany",
        "cufftGetSizeMany64", "cufftXtGetSizeMany")},
    "cufftGetSize": cufftGetSize, "cufftSetWorkArea": cufftSetWorkArea,
    "cufftSetAutoAllocation": cufftSetAutoAllocation, "cufftSetStream": cufftSetStream,
    "cufftGetVersion": cufftGetVersion, "cufftGetProperty": cufftGetProperty,
    "cufftExecC2C": cufftExecC2C, "cufftExecZ2Z": cufftExecZ2Z, "cufftExecR2C": cufftExecR2C,
    "cufftExecD2Z": cufftExecD2Z, "cufftExecC2R": cufftExecC2R, "cufftExecZ2D": cufftExecZ2D,
    "cufftXtExec": cufftXtExec,
}
DIRECT = {}


def implemented_names() -> set[str]:
    return (set(ROUTINES) | set(DIRECT)) & set(abi.FUNCTIONS)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "cufft")
