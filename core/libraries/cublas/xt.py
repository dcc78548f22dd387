"""cuBLASXt (``cublasXt.h``): cuBLAS's host API for level-3 products too large for one call's
device memory, over zluda's cuBLAS (:mod:`.level3`).

A ``cublasXtHandle_t`` names the devices chosen by ``cublasXtDeviceSelect``; its routines
(gemm, symm/hemm, syrk/herk, syr2k/her2k, syrkx/herkx, trsm, trmm, spmm, for S, D, C and Z,
with ``size_t`` sizes) take matrices in host memory or in any device's memory, and block: the
result is in place when the call returns. Here each call runs on the first chosen device:
operands in pageable host memory are staged into that device's memory (only their ``rows`` x
``cols`` elements, keeping their leading dimensions), the cuBLAS routine runs on a cuBLAS
handle of the device's primary context, and the written operand is copied back. Operands
already in device, managed or page-locked memory are used where they are. The checks and
statuses are the cuBLAS routine's.

What the handle keeps and zluda does not act on: the block dimension (NVIDIA's tiling across
GPUs), the pinning mode, and the CPU routines and ratios of the hybrid mode (all work runs on the
device). Statuses were taken from NVIDIA's ``libcublas.so.13`` (a routine before
``cublasXtDeviceSelect``, or on a NULL handle: NOT_INITIALIZED; NULL output pointers, bad
enumerations, a block dimension below 1: INVALID_VALUE; a new handle's block dimension: 1024).
"""

from __future__ import annotations

import ctypes
import threading
from functools import partial

import numpy as np

from ...runtime.errors import CudaError
from ...runtime.memory import ADDRESSES
from ..common.handles import Handles
from . import level3
from .handles import HANDLES, Handle, not_initialized
from .operands import KINDS
from .status import ALLOC_FAILED, C, CublasError, invalid

DEFAULT_BLOCK_DIM = 1024
SIZE_LIMIT = 1 << 62  # a size_t beyond this is a negative int passed as size_t
LEFT = C.CUBLAS_SIDE_LEFT


class XtHandle:
    def __init__(self) -> None:
        self.devices: tuple[int, ...] = ()
        self.block_dim = DEFAULT_BLOCK_DIM
        self.pinning = C.CUBLASXT_PINNING_DISABLED
        self.cpu_routines: dict[tuple[int, int], int] = {}
        self.cpu_ratios: dict[tuple[int, int], float] = {}
        self.lock = threading.Lock()  # one call at a time on a handle's cuBLAS handle
        self._blas: tuple[object, int] | None = None  # (primary context's device, handle)

    def select(self, ordinals: tuple[int, ...]) -> None:
        from ...runtime.driver import DRIVER

        self.release()
        device = DRIVER.device(ordinals[0])
        context = device.primary.retain()
        self._blas = (device, HANDLES.create(Handle(context)))
        self.devices = ordinals

    def blas_handle(self) -> tuple[Handle, int]:
        """The cuBLAS handle (object, value) on the first chosen device's primary context."""
        if self._blas is None:
            raise not_initialized("no device was chosen (cublasXtDeviceSelect)")
        value = self._blas[1]
        return HANDLES.get(value), value

    def release(self) -> None:
        if self._blas is not None:
            device, value = self._blas
            self._blas = None
            handle = HANDLES.destroy(value)
            if not handle.context.destroyed:
                handle.stream().synchronize()
                device.primary.release()


XT_HANDLES = Handles(0x7C0B1A7000, "cuBLASXt handle", not_initialized)


def _store(address: int, value, c_type=ctypes.c_int) -> None:
    if address == 0:
        raise invalid("an output pointer is NULL")
    c_type.from_address(address).value = value


def _settings_handle(value: int) -> XtHandle:
    """The handle that a setting names (NULL: INVALID_VALUE, as NVIDIA's library answers)."""
    if value == 0:
        raise invalid("the cuBLASXt handle is NULL")
    return XT_HANDLES.get(value)


# -- handles and settings ---------------------------------------------------------------------

def cublasXtCreate(out):  # noqa: N802 - cuBLAS's names
    if out == 0:
        raise invalid("the handle pointer is NULL")
    _store(out, XT_HANDLES.create(XtHandle()), ctypes.c_void_p)


def cublasXtDestroy(value):  # noqa: N802
    if value == 0:
        raise invalid("the cuBLASXt handle is NULL")
    XT_HANDLES.destroy(value).release()


def cublasXtDeviceSelect(value, count, ids):  # noqa: N802
    from ...runtime import api

    xt = _settings_handle(value)
    if count <= 0 or ids == 0:
        raise invalid(f"{count} devices at 0x{ids:x}")
    ordinals = tuple(dict.fromkeys((ctypes.c_int * count).from_address(ids)))
    (result,) = api.cuInit(0)
    if result:
        raise CublasError(C.CUBLAS_STATUS_INTERNAL_ERROR,
                          f"the CUDA driver did not start ({result.name})")
    _, device_count = api.cuDeviceGetCount()
    wrong = [ordinal for ordinal in ordinals if not 0 <= ordinal < device_count]
    if wrong:
        raise invalid(f"there is no device {wrong[0]} ({device_count} devices)")
    xt.select(ordinals)


def cublasXtMaxBoards(out):  # noqa: N802
    from ...runtime import api

    (result,) = api.cuInit(0)
    count = 0 if result else api.cuDeviceGetCount()[1]
    _store(out, count)


def cublasXtGetNumBoards(count, ids, out):  # noqa: N802
    """The boards that the ``count`` devices at ``ids`` sit on: each device its own board."""
    if count <= 0 or ids == 0:
        raise invalid(f"{count} devices at 0x{ids:x}")
    _store(out, len(set((ctypes.c_int * count).from_address(ids))))


def cublasXtSetBlockDim(value, block_dim):  # noqa: N802
    xt = _settings_handle(value)
    if block_dim <= 0:
        raise invalid(f"the block dimension {block_dim} is not positive")
    xt.block_dim = block_dim


def cublasXtGetBlockDim(value, out):  # noqa: N802
    _store(out, _settings_handle(value).block_dim)


PINNING_MODES = (C.CUBLASXT_PINNING_DISABLED, C.CUBLASXT_PINNING_ENABLED)


def cublasXtSetPinningMemMode(value, mode):  # noqa: N802
    xt = _settings_handle(value)
    if mode not in PINNING_MODES:
        raise invalid(f"{mode} is not a cublasXtPinnedMemMode_t")
    xt.pinning = mode


def cublasXtGetPinningMemMode(value, out):  # noqa: N802
    _store(out, _settings_handle(value).pinning)


def _hybrid_key(blas_op: int, op_type: int) -> tuple[int, int]:
    if not 0 <= blas_op < C.CUBLASXT_ROUTINE_MAX:
        raise invalid(f"{blas_op} is not a cublasXtBlasOp_t")
    if op_type not in (C.CUBLASXT_FLOAT, C.CUBLASXT_DOUBLE, C.CUBLASXT_COMPLEX,
                       C.CUBLASXT_DOUBLECOMPLEX):
        raise invalid(f"{op_type} is not a cublasXtOpType_t")
    return blas_op, op_type


def cublasXtSetCpuRoutine(value, blas_op, op_type, routine):  # noqa: N802
    """The host BLAS routine for a share of a product's work: kept, not called (all of the
    work runs on the device)."""
    _settings_handle(value).cpu_routines[_hybrid_key(blas_op, op_type)] = routine


def cublasXtSetCpuRatio(value, blas_op, op_type, ratio):  # noqa: N802
    """The share of a product's work for the host: kept, not acted on."""
    _settings_handle(value).cpu_ratios[_hybrid_key(blas_op, op_type)] = ratio


# -- the routines -----------------------------------------------------------------------------

class _Operand:
    """One matrix of a call: where the caller has it, and where the device reads it."""

    def __init__(self, address: int, rows: int, cols: int, ld: int, itemsize: int,
                 written: bool) -> None:
        self.address, self.rows, self.cols, self.ld = address, rows, cols, ld
        self.itemsize, self.written = itemsize, written
        self.staged = None  # the device allocation that stands in for pageable host memory

    @property
    def device_address(self) -> int:
        return self.staged.base if self.staged is not None else self.address

    def stage(self, context, stream) -> None:
        """Into the device's memory, if it is in pageable host memory."""
        if self.rows <= 0 or self.cols <= 0 or self.address == 0 or \
                ADDRESSES.find(self.address) is not None:
            return
        if self.ld < self.rows:  # the cuBLAS routine names it
            return
        size = ((self.cols - 1) * self.ld + self.rows) * self.itemsize
        try:
            self.staged = context.allocate(size)
        except CudaError as exc:
            raise CublasError(ALLOC_FAILED, f"staging a matrix on the device: {exc.message}") \
                from None
        self._copy(stream, to_device=True)

    def unstage(self, stream) -> None:
        if self.staged is not None and self.written:
            self._copy(stream, to_device=False)

    def _copy(self, stream, to_device: bool) -> None:
        from ...runtime import transfers

        pitch, width = self.ld * self.itemsize, self.rows * self.itemsize
        host, device = (self.address, transfers.HOST_END), (self.staged.base,
                                                            transfers.DEVICE_END)
        (dst, dst_end), (src, src_end) = (device, host) if to_device else (host, device)
        transfers.copy_2d(stream, dst, pitch, dst_end, src, pitch, src_end, width, self.cols,
                          False)


def _run(value: int, operands: list[_Operand], call) -> None:
    """Run ``call(handle value, *device addresses)`` (a cuBLAS routine) on the handle's device,
    with ``operands`` staged, and wait for it: written operands are in place on return."""
    xt = XT_HANDLES.get(value)
    with xt.lock:
        handle, handle_value = xt.blas_handle()
        stream = handle.stream()
        try:
            for operand in operands:
                operand.stage(handle.context, stream)
            call(handle_value, *(operand.device_address for operand in operands))
            for operand in operands:
                operand.unstage(stream)
            stream.synchronize()
        except CudaError as exc:
            raise invalid(exc.message) from None
        finally:
            staged = [operand.staged for operand in operands if operand.staged is not None]
            if staged:
                stream.synchronize()
                for allocation in staged:
                    handle.context.free(allocation)


def _sizes(**sizes: int) -> None:
    for name, size in sizes.items():
        if size >= SIZE_LIMIT:
            raise invalid(f"{name} ({size}) is a negative number passed as a size_t")


def _op_shape(trans: int, rows: int, cols: int) -> tuple[int, int]:
    return (rows, cols) if trans == C.CUBLAS_OP_N else (cols, rows)


def gemm(kind, value, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc):
    XT_HANDLES.get(value).blas_handle()
    _sizes(m=m, n=n, k=k, lda=lda, ldb=ldb, ldc=ldc)
    size = KINDS[kind]().itemsize
    operands = [_Operand(a, *_op_shape(transa, m, k), lda, size, False),
                _Operand(b, *_op_shape(transb, k, n), ldb, size, False),
                _Operand(c, m, n, ldc, size, True)]
    _run(value, operands, lambda hv, pa, pb, pc: level3.gemm(
        kind, hv, transa, transb, m, n, k, alpha, pa, lda, pb, ldb, beta, pc, ldc))


def symm(kind, value, side, uplo, m, n, alpha, a, lda, b, ldb, beta, c, ldc, routine="symm"):
    XT_HANDLES.get(value).blas_handle()
    _sizes(m=m, n=n, lda=lda, ldb=ldb, ldc=ldc)
    size, ka = KINDS[kind]().itemsize, m if side == LEFT else n
    operands = [_Operand(a, ka, ka, lda, size, False), _Operand(b, m, n, ldb, size, False),
                _Operand(c, m, n, ldc, size, True)]
    _run(value, operands, lambda hv, pa, pb, pc: level3.symm(
        kind, hv, side, uplo, m, n, alpha, pa, lda, pb, ldb, beta, pc, ldc, routine=routine))


def syrk(kind, value, uplo, trans, n, k, alpha, a, lda, beta, c, ldc, routine="syrk"):
    XT_HANDLES.get(value).blas_handle()
    _sizes(n=n, k=k, lda=lda, ldc=ldc)
    size = KINDS[kind]().itemsize
    operands = [_Operand(a, *_op_shape(trans, n, k), lda, size, False),
                _Operand(c, n, n, ldc, size, True)]
    _run(value, operands, lambda hv, pa, pc: level3.syrk(
        kind, hv, uplo, trans, n, k, alpha, pa, lda, beta, pc, ldc, routine=routine))


def syr2k(kind, value, uplo, trans, n, k, alpha, a, lda, b, ldb, beta, c, ldc,
          routine="syr2k"):
    """syr2k/her2k, and syrkx/herkx (routine="syrkx"/"herkx"): the same operands."""
    XT_HANDLES.get(value).blas_handle()
    _sizes(n=n, k=k, lda=lda, ldb=ldb, ldc=ldc)
    size, shape = KINDS[kind]().itemsize, _op_shape(trans, n, k)
    operands = [_Operand(a, *shape, lda, size, False), _Operand(b, *shape, ldb, size, False),
                _Operand(c, n, n, ldc, size, True)]
    implementation = level3.syrkx if routine.endswith("kx") else level3.syr2k
    _run(value, operands, lambda hv, pa, pb, pc: implementation(
        kind, hv, uplo, trans, n, k, alpha, pa, lda, pb, ldb, beta, pc, ldc, routine=routine))


def trsm(kind, value, side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb):
    XT_HANDLES.get(value).blas_handle()
    _sizes(m=m, n=n, lda=lda, ldb=ldb)
    size, ka = KINDS[kind]().itemsize, m if side == LEFT else n
    operands = [_Operand(a, ka, ka, lda, size, False), _Operand(b, m, n, ldb, size, True)]
    _run(value, operands, lambda hv, pa, pb: level3.trsm(
        kind, hv, side, uplo, trans, diag, m, n, alpha, pa, lda, pb, ldb))


def trmm(kind, value, side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb, c, ldc):
    XT_HANDLES.get(value).blas_handle()
    _sizes(m=m, n=n, lda=lda, ldb=ldb, ldc=ldc)
    size, ka = KINDS[kind]().itemsize, m if side == LEFT else n
    operands = [_Operand(a, ka, ka, lda, size, False), _Operand(b, m, n, ldb, size, False),
                _Operand(c, m, n, ldc, size, True)]
    _run(value, operands, lambda hv, pa, pb, pc: level3.trmm(
        kind, hv, side, uplo, trans, diag, m, n, alpha, pa, lda, pb, ldb, pc, ldc))


def spmm(kind, value, side, uplo, m, n, alpha, ap, b, ldb, beta, c, ldc):
    """symm with A symmetric and packed (its uplo triangle, column by column): unpacked on the
    host into a full matrix, then symm."""
    from ...runtime import transfers

    xt = XT_HANDLES.get(value)
    xt.blas_handle()
    _sizes(m=m, n=n, ldb=ldb, ldc=ldc)
    level3.check_enum("side", side, level3.SIDES)
    level3.check_enum("uplo", uplo, level3.FILLS)
    if m == 0 or n == 0:
        return symm(kind, value, side, uplo, m, n, alpha, 0, 1, b, ldb, beta, c, ldc)
    dtype = np.dtype(KINDS[kind])
    ka = m if side == LEFT else n
    packed = np.empty(ka * (ka + 1) // 2, dtype)
    if ap == 0:
        raise invalid("AP is NULL")
    handle, _ = xt.blas_handle()
    try:
        transfers.copy(handle.stream(), packed.ctypes.data, transfers.HOST_END, ap,
                       transfers.UNIFIED_END, packed.nbytes, False)
    except CudaError as exc:
        raise invalid(exc.message) from None
    full = np.zeros((ka, ka), dtype, order="F")
    rows, cols = np.triu_indices(ka) if uplo == C.CUBLAS_FILL_MODE_LOWER else np.tril_indices(ka)
    full[cols, rows] = packed  # column by column: (j, i >= j) lower, (j, i <= j) upper
    symm(kind, value, side, uplo, m, n, alpha, full.ctypes.data, ka, b, ldb, beta, c, ldc)


def _register() -> dict:
    routines = {
        "cublasXtCreate": cublasXtCreate, "cublasXtDestroy": cublasXtDestroy,
        "cublasXtDeviceSelect": cublasXtDeviceSelect, "cublasXtMaxBoards": cublasXtMaxBoards,
        "cublasXtGetNumBoards": cublasXtGetNumBoards,
        "cublasXtSetBlockDim": cublasXtSetBlockDim, "cublasXtGetBlockDim": cublasXtGetBlockDim,
        "cublasXtSetPinningMemMode": cublasXtSetPinningMemMode,
        "cublasXtGetPinningMemMode": cublasXtGetPinningMemMode,
        "cublasXtSetCpuRoutine": cublasXtSetCpuRoutine,
        "cublasXtSetCpuRatio": cublasXtSetCpuRatio,
    }
    for k in "sdcz":
        K = k.upper()
        routines[f"cublasXt{K}gemm"] = partial(gemm, k)
        routines[f"cublasXt{K}symm"] = partial(symm, k)
        routines[f"cublasXt{K}syrk"] = partial(syrk, k)
        routines[f"cublasXt{K}syr2k"] = partial(syr2k, k)
        routines[f"cublasXt{K}syrkx"] = partial(syr2k, k, routine="syrkx")
        routines[f"cublasXt{K}trsm"] = partial(trsm, k)
        routines[f"cublasXt{K}trmm"] = partial(trmm, k)
        routines[f"cublasXt{K}spmm"] = partial(spmm, k)
    for k in "cz":
        K = k.upper()
        routines[f"cublasXt{K}hemm"] = partial(symm, k, routine="hemm")
        routines[f"cublasXt{K}herk"] = partial(syrk, k, routine="herk")
        routines[f"cublasXt{K}her2k"] = partial(syr2k, k, routine="her2k")
        routines[f"cublasXt{K}herkx"] = partial(syr2k, k, routine="herkx")
    return routines


ROUTINES = _register()
