"""cuFFT's plans: what ``cufftPlan*`` and ``cufftMakePlan*`` make, and how a plan's data lies in
device memory.

A plan is a rank (1, 2 or 3), the sizes n[0..rank-1] (n[rank-1] varying fastest), a type
(C2C, R2C, C2R in single, double or, through ``cufftXtMakePlanMany``, half precision), a batch,
and its layouts. The basic layout (no ``inembed``/``onembed``) is contiguous; a real array of an
in-place R2C or C2R transform has its last dimension padded to 2 (n/2 + 1) values, as cuFFT's.
The advanced layout puts element (b, x0, ..., xr-1) at ``b * dist + ((x0 * embed[1] + x1) *
embed[2] + x2) * stride`` (``embed[0]`` unused, as cuFFT's).

:class:`Plan` answers, for a transform's input and output, the NumPy views over device memory
that a host FFT library reads and writes, and checks that they lie inside device allocations
(else CUFFT_INVALID_VALUE, before anything is read or written); it finds the FFT library of its
device (the provider hook) and lets it release what it kept for the plan.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..common import contexts
from ..common.memory import check_memory, raw
from ..common.providers import NoProvider, provider_for
from .status import C, CufftError

FORWARD, INVERSE = -1, 1  # CUFFT_FORWARD, CUFFT_INVERSE
HALF = "half"  # the Xt API's precision below single


def invalid(message: str) -> CufftError:
    return CufftError(C.CUFFT_INVALID_VALUE, message)


def invalid_size(message: str) -> CufftError:
    return CufftError(C.CUFFT_INVALID_SIZE, message)


@dataclass(frozen=True)
class Kind:
    """A transform's kind: whether its input and output are complex, and its precision."""

    complex_in: bool
    complex_out: bool
    precision: object  # np.float32, np.float64 or HALF

    @property
    def name(self) -> str:
        return {(True, True): "C2C", (False, True): "R2C", (True, False): "C2R"}[
            (self.complex_in, self.complex_out)]


TYPES = {C.CUFFT_C2C: Kind(True, True, np.float32), C.CUFFT_R2C: Kind(False, True, np.float32),
         C.CUFFT_C2R: Kind(True, False, np.float32), C.CUFFT_Z2Z: Kind(True, True, np.float64),
         C.CUFFT_D2Z: Kind(False, True, np.float64), C.CUFFT_Z2D: Kind(True, False, np.float64)}
# the Xt API's (input, output, execution) cudaDataTypes
XT_TYPES = {
    (C.CUDA_C_16F, C.CUDA_C_16F, C.CUDA_C_16F): Kind(True, True, HALF),
    (C.CUDA_R_16F, C.CUDA_C_16F, C.CUDA_C_16F): Kind(False, True, HALF),
    (C.CUDA_C_16F, C.CUDA_R_16F, C.CUDA_C_16F): Kind(True, False, HALF),
    (C.CUDA_C_32F, C.CUDA_C_32F, C.CUDA_C_32F): Kind(True, True, np.float32),
    (C.CUDA_R_32F, C.CUDA_C_32F, C.CUDA_C_32F): Kind(False, True, np.float32),
    (C.CUDA_C_32F, C.CUDA_R_32F, C.CUDA_C_32F): Kind(True, False, np.float32),
    (C.CUDA_C_64F, C.CUDA_C_64F, C.CUDA_C_64F): Kind(True, True, np.float64),
    (C.CUDA_R_64F, C.CUDA_C_64F, C.CUDA_C_64F): Kind(False, True, np.float64),
    (C.CUDA_C_64F, C.CUDA_R_64F, C.CUDA_C_64F): Kind(True, False, np.float64),
}


def stored(precision, complex_: bool) -> np.dtype:
    """How one element is stored (a half complex as two float16s: a trailing axis of 2)."""
    if precision is HALF:
        return np.dtype(np.float16)
    return np.dtype({np.float32: np.complex64, np.float64: np.complex128}[precision]
                    if complex_ else precision)


@dataclass(frozen=True)
class Layout:
    """Where the batch's elements lie: element strides (of the batch, then of each dimension)
    and the shape, in elements of the side's type."""

    shape: tuple[int, ...]  # (batch, n0, ..., n(r-1)) of this side
    strides: tuple[int, ...]  # in elements

    @property
    def span(self) -> int:
        """The elements from the first to the last, both included."""
        return 1 + sum((n - 1) * s for n, s in zip(self.shape, self.strides))


def _layout(batch: int, dims: tuple[int, ...], embed, stride: int, dist: int) -> Layout:
    if embed is None:  # basic: contiguous
        strides, running = [], 1
        for n in reversed(dims):
            strides.insert(0, running)
            running *= n
        return Layout((batch, *dims), (running, *strides))
    strides, running = [], stride
    for d in reversed(range(len(dims))):
        strides.insert(0, running)
        running *= embed[d]
    return Layout((batch, *dims), (dist, *strides))


class Plan:
    def __init__(self) -> None:
        self.context = contexts.current_context(
            lambda message: CufftError(C.CUFFT_SETUP_FAILED, message))
        self.stream_handle = 0
        self.made = False
        self.auto_allocation = True
        self.work_area = 0
        self.kind: Kind | None = None
        self._library = None  # the FFT library of the plan's device, once asked for

    def library(self):
        """The FFT library of the plan's device (the provider hook)."""
        if self._library is None:
            try:
                _, self._library = provider_for("cufft", self.context.device)
            except NoProvider as exc:
                raise CufftError(C.CUFFT_NOT_SUPPORTED, str(exc)) from None
        return self._library

    def release(self) -> None:
        """cufftDestroy: what the library keeps for the plan goes with it."""
        release = getattr(self._library, "release", None)
        if release is not None:
            release(self)

    def make(self, n: list[int], inembed, istride: int, idist: int, onembed, ostride: int,
             odist: int, kind: Kind, batch: int) -> None:
        """cufftMakePlan*: a plan made once (a second make answers CUFFT_INVALID_PLAN)."""
        if self.made:
            raise CufftError(C.CUFFT_INVALID_PLAN, "the plan was already made")
        if not 1 <= len(n) <= 3:
            raise invalid_size(f"rank {len(n)}: cuFFT's transforms have 1, 2 or 3 dimensions")
        if min(n) < 1 or batch < 1:
            raise invalid_size(f"sizes {n} and batch {batch} must be positive")
        if (inembed is None) != (onembed is None):
            raise invalid("inembed and onembed are both NULL or both given")
        if inembed is not None and (min(istride, ostride) < 1 or min(idist, odist) < 0):
            raise invalid_size(f"strides {istride}, {ostride} and distances {idist}, {odist}")
        self.n, self.batch, self.kind = tuple(n), batch, kind
        self.embeds = (inembed, istride, idist, onembed, ostride, odist)
        self.made = True

    # -- the data's views ---------------------------------------------------------------------

    def _dims(self, complex_side: bool) -> tuple[int, ...]:
        """The logical dimensions of a side: the complex side of a real transform keeps
        n/2 + 1 of its last dimension."""
        if complex_side and not (self.kind.complex_in and self.kind.complex_out):
            return (*self.n[:-1], self.n[-1] // 2 + 1)
        return self.n

    def layouts(self, in_place: bool) -> tuple[Layout, Layout]:
        inembed, istride, idist, onembed, ostride, odist = self.embeds
        dims_in = self._dims(self.kind.complex_in)
        dims_out = self._dims(self.kind.complex_out)
        if inembed is None:
            padded = (*self.n[:-1], 2 * (self.n[-1] // 2 + 1))  # a real side in place
            store_in = padded if in_place and not self.kind.complex_in else dims_in
            store_out = padded if in_place and not self.kind.complex_out else dims_out
            source = _layout(self.batch, store_in, None, 1, 0)
            target = _layout(self.batch, store_out, None, 1, 0)
            return (Layout((self.batch, *dims_in), source.strides),
                    Layout((self.batch, *dims_out), target.strides))
        return (_layout(self.batch, dims_in, inembed, istride, idist),
                _layout(self.batch, dims_out, onembed, ostride, odist))

    def check(self, what: str, address: int, layout: Layout, complex_: bool) -> int:
        """That the side's elements lie in one device allocation (else CUFFT_INVALID_VALUE);
        the bytes from the first to the last."""
        dtype = stored(self.kind.precision, complex_)
        width = 2 if complex_ and self.kind.precision is HALF else 1  # a half complex: 2 halves
        size = layout.span * dtype.itemsize * width
        if address == 0:
            raise invalid(f"{what} is NULL")
        check_memory(what, address, size, invalid)
        return size

    def view(self, what: str, address: int, layout: Layout, complex_: bool) -> np.ndarray:
        """The side's elements as a strided view over device memory (checked first)."""
        dtype = stored(self.kind.precision, complex_)
        width = 2 if complex_ and self.kind.precision is HALF else 1  # a half complex: 2 halves
        itemsize = dtype.itemsize * width
        size = self.check(what, address, layout, complex_)
        flat = raw(address, size).view(dtype)
        strides = tuple(s * itemsize for s in layout.strides)
        shape = layout.shape
        if width == 2:
            shape, strides = (*shape, 2), (*strides, dtype.itemsize)
        return np.lib.stride_tricks.as_strided(flat, shape, strides, writeable=True)

    def work_size(self) -> int:
        """The work area it asks for: none (the FFT library under it brings its own)."""
        return 0
