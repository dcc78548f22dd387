"""The FFTs under zluda's cuFFT on CPU devices, whose memory the host addresses: ducc0's
(the successor of pocketfft, by its author; the FFT code that NumPy and SciPy carry is
pocketfft's), called on NumPy views of the device's memory, in place there, with all the host's
processors (``ZLUDA_FFT_THREADS`` to choose). ducc0 was chosen over SciPy's pocketfft because it
writes into the caller's arrays (``out=``, any strides: cuFFT's advanced layouts go straight to
it), runs one transform on several threads, and is one small package where SciPy is forty
megabytes.

:class:`Ducc` answers ``execute(plan, source, target, forward, stream)``: the plan's views of
the two sides (:meth:`..plans.Plan.view`), transformed by ``transform(...)`` for one precision
(float32 or float64; half precision is widened and narrowed back), in the stream's order
(:mod:`..common.host_calls`).
"""

from __future__ import annotations

import os

import numpy as np

from ...runtime.plugins import hookimpl
from ..common import host_calls
from ..common.providers import LibraryProvider, ProviderUnavailable
from .plans import HALF


class Ducc:
    name = "ducc0"
    host_memory = True

    def __init__(self, fft) -> None:
        self.fft = fft
        self.threads = int(os.environ.get("ZLUDA_FFT_THREADS", 0)) or os.cpu_count() or 1

    def transform(self, complex_in: bool, complex_out: bool, source: np.ndarray,
                  target: np.ndarray, axes: tuple[int, ...], forward: bool, last: int) -> None:
        """One unnormalized transform of ``source`` into ``target`` (they are the same array,
        or do not overlap)."""
        if complex_in and complex_out:
            self.fft.c2c(source, axes=axes, forward=forward, inorm=0, out=target,
                         nthreads=self.threads)
        elif complex_out:
            self.fft.r2c(source, axes=axes, forward=True, inorm=0, out=target,
                         nthreads=self.threads)
        else:
            self.fft.c2r(source, axes=axes, lastsize=last, forward=False, inorm=0, out=target,
                         nthreads=self.threads, allow_overwriting_input=True)

    def execute(self, plan, source: int, target: int, forward: bool, stream) -> None:
        """One execution of ``plan`` from ``source`` into ``target`` (device addresses), in
        ``stream``'s order."""
        kind = plan.kind
        in_place = source == target
        source_layout, target_layout = plan.layouts(in_place)
        source_view = plan.view("idata", source, source_layout, kind.complex_in)
        target_view = plan.view("odata", target, target_layout, kind.complex_out)
        axes = tuple(range(1, len(plan.n) + 1))
        same = in_place and source_layout == target_layout and kind.complex_in == kind.complex_out

        def work():
            if kind.precision is HALF:
                self._half(kind, source_view, target_view, axes, forward, plan.n[-1])
                return
            if same:  # in place: the library is given one array for both
                data, out = source_view, source_view
            elif np.shares_memory(source_view, target_view):  # R2C and C2R in place, or
                data, out = source_view.copy(), target_view  # layouts that differ: a copy first
            else:
                data, out = source_view, target_view
            self.transform(kind.complex_in, kind.complex_out, data, out, axes, forward,
                           plan.n[-1])

        host_calls.submit(stream, work)

    def _half(self, kind, source, target, axes, forward, last) -> None:
        """Half precision: widened to single, transformed, narrowed back (a half complex is
        two float16s, the views' trailing axis)."""
        wide = source.astype(np.float32)
        if kind.complex_in:
            wide = wide[..., 0] + 1j * wide[..., 1]
            wide = wide.astype(np.complex64)
        out = np.empty(target.shape[:-1] if kind.complex_out else target.shape,
                       np.complex64 if kind.complex_out else np.float32)
        self.transform(kind.complex_in, kind.complex_out, wide, out, axes, forward, last)
        if kind.complex_out:
            target[..., 0], target[..., 1] = out.real, out.imag
        else:
            target[...] = out


class DuccProvider(LibraryProvider):
    library = "cufft"
    name = "ducc0"
    priority = 0
    _loaded: Ducc | None = None

    def serves(self, device) -> bool:
        return bool(getattr(device.properties, "cpu", False))

    def load(self) -> Ducc:
        if DuccProvider._loaded is None:
            try:
                import ducc0
            except ImportError as exc:
                raise ProviderUnavailable("the ducc0 package is not installed") from exc
            DuccProvider._loaded = Ducc(ducc0.fft)
        return DuccProvider._loaded


@hookimpl
def zluda_library_providers():
    return [DuccProvider()]
