"""The FFTs under zluda's cuFFT on CPU devices, whose memory the host addresses: ducc0's
(the successor of pocketfft, by its author; the FFT code that NumPy and SciPy carry is
pocketfft's), called on NumPy views of the device's memory, in place there, with all the host's
processors (``ZLUDA_FFT_THREADS`` to choose). ducc0 was chosen over SciPy's pocketfft because it
writes into the caller's arrays (``out=``, any strides: cuFFT's advanced layouts go straight to
it), runs one transform on several threads, and is one small package where SciPy is forty
megabytes.

:class:`Ducc` answers ``transform(kind, source, target, axes, forward, last)`` for views of one
precision (float32 or float64; half precision is widened a batch at a time and narrowed back)
and orders the calls in a stream (:mod:`..common.host_calls`).
"""

from __future__ import annotations

import os

import numpy as np

from ...runtime.plugins import hookimpl
from ..common import host_calls
from ..common.providers import LibraryProvider, ProviderUnavailable


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

    def submit(self, stream, work) -> None:
        host_calls.submit(stream, work)


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
