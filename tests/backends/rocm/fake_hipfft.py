"""A FAKE hipFFT: a test double of hip-python's ``hip.hipfft`` over :class:`FakeHip`, for
machines without ROCm. It is not hipFFT: it checks that zluda's cuFFT *calls* hipFFT as
documented (a plan made with hipfftPlanMany and hip-python's ``hipfftType_t`` members, the
stream set before each execution, device pointers that are device allocations, the direction
of a complex transform) and computes the transforms of the basic layout with NumPy's FFTs on
the fake's memory, lazily in the fake stream's order, so that an execution out of order reads
stale bytes. Advanced layouts are recorded and computed nothing."""

from __future__ import annotations

import ctypes
import enum

import numpy as np

HIPFFT_FORWARD, HIPFFT_BACKWARD = -1, 1


class hipfftType_t(enum.IntEnum):  # noqa: N801 - hip-python's names
    HIPFFT_R2C = 0x2A
    HIPFFT_C2R = 0x2C
    HIPFFT_C2C = 0x29
    HIPFFT_D2Z = 0x6A
    HIPFFT_Z2D = 0x6C
    HIPFFT_Z2Z = 0x69


# type -> (complex in, complex out, complex dtype, real dtype)
KINDS = {hipfftType_t.HIPFFT_C2C: (True, True, np.complex64, np.float32),
         hipfftType_t.HIPFFT_R2C: (False, True, np.complex64, np.float32),
         hipfftType_t.HIPFFT_C2R: (True, False, np.complex64, np.float32),
         hipfftType_t.HIPFFT_Z2Z: (True, True, np.complex128, np.float64),
         hipfftType_t.HIPFFT_D2Z: (False, True, np.complex128, np.float64),
         hipfftType_t.HIPFFT_Z2D: (True, False, np.complex128, np.float64)}


class FakePlan:
    def __init__(self, rank, n, inembed, istride, idist, onembed, ostride, odist, kind,
                 batch) -> None:
        self.n, self.kind, self.batch = tuple(n), kind, batch
        self.advanced = inembed is not None
        self.layout = (inembed, istride, idist, onembed, ostride, odist)
        self.stream = None
        self.destroyed = False


class FakeHipFft:
    """hip-python's ``hip.hipfft``."""

    hipfftType_t = hipfftType_t  # noqa: N815
    HIPFFT_FORWARD, HIPFFT_BACKWARD = HIPFFT_FORWARD, HIPFFT_BACKWARD

    def __init__(self, fake) -> None:
        self.fake = fake
        self.calls: list[tuple] = []
        self.plans: list[FakePlan] = []

    def hipfftPlanMany(self, rank, n, inembed, istride, idist, onembed, ostride, odist,  # noqa: N802
                       kind, batch):
        assert isinstance(kind, hipfftType_t), f"{kind!r} is not a hipfftType_t"
        assert rank == len(n)
        plan = FakePlan(rank, n, inembed, istride, idist, onembed, ostride, odist, kind, batch)
        self.plans.append(plan)
        self.calls.append(("hipfftPlanMany", tuple(n), kind, batch))
        return 0, plan

    def hipfftSetStream(self, plan, stream):  # noqa: N802
        plan.stream = stream
        return 0

    def hipfftDestroy(self, plan):  # noqa: N802
        assert not plan.destroyed, "a hipFFT plan destroyed twice"
        plan.destroyed = True
        self.calls.append(("hipfftDestroy",))
        return 0

    def _array(self, address: int, count: int, dtype) -> np.ndarray:
        allocation = self.fake.find(address)
        assert allocation is not None and allocation.kind == "device", \
            f"0x{address:x} is not a device allocation"
        size = count * np.dtype(dtype).itemsize
        return np.frombuffer((ctypes.c_char * size).from_address(address), dtype)

    def _exec(self, name, plan, idata, odata, direction=None):
        assert not plan.destroyed, "an execution of a destroyed hipFFT plan"
        assert plan.stream is not None, "hipfftSetStream was not called"
        complex_in, complex_out, ctype, rtype = KINDS[plan.kind]
        assert (direction is not None) == (complex_in and complex_out), name
        if direction is not None:
            assert direction in (HIPFFT_FORWARD, HIPFFT_BACKWARD), direction
        self.calls.append((name, plan.stream, idata == odata, direction))
        if plan.advanced:
            return 0
        n, batch = plan.n, plan.batch
        half = (*n[:-1], n[-1] // 2 + 1)
        in_place = idata == odata
        padded = (*n[:-1], 2 * (n[-1] // 2 + 1))
        in_shape = n if complex_in and complex_out else (half if complex_in else
                                                         (padded if in_place else n))
        out_shape = n if complex_in and complex_out else (half if complex_out else
                                                          (padded if in_place else n))

        def op():
            source = self._array(idata, batch * int(np.prod(in_shape)),
                                 ctype if complex_in else rtype).reshape(batch, *in_shape)
            axes = tuple(range(1, len(n) + 1))
            if complex_in and complex_out:
                result = np.fft.fftn(source, axes=axes) if direction == HIPFFT_FORWARD else \
                    np.fft.ifftn(source, axes=axes) * np.prod(n)
            elif complex_out:
                result = np.fft.rfftn(source[..., :n[-1]], axes=axes)
            else:
                result = np.fft.irfftn(source, s=n, axes=axes) * np.prod(n)
            target = self._array(odata, batch * int(np.prod(out_shape)),
                                 ctype if complex_out else rtype).reshape(batch, *out_shape)
            target[(..., slice(0, result.shape[-1]))] = result

        self.fake._enqueue(plan.stream, op)
        return 0

    def __getattr__(self, name: str):
        if name in ("hipfftExecC2C", "hipfftExecZ2Z", "hipfftExecR2C", "hipfftExecD2Z",
                    "hipfftExecC2R", "hipfftExecZ2D"):
            return lambda *args: self._exec(name, *args)
        raise AttributeError(name)
