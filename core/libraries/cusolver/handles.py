"""cuSOLVER's handles and their companions: ``cusolverDnHandle_t`` (the context current when it
was made, or cudart's primary context of device 0; the stream its calls are ordered in; the
LAPACK library of its device, found through the provider hook on first use),
``cusolverDnParams_t`` (the 64-bit API's algorithm choices) and the Jacobi methods' settings
(``syevjInfo_t``, ``gesvdjInfo_t``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..common import contexts
from ..common.handles import Handles
from ..common.providers import NoProvider, provider_for
from .status import C, CusolverError


def not_initialized(message: str) -> CusolverError:
    return CusolverError(C.CUSOLVER_STATUS_NOT_INITIALIZED, message)


def invalid(message: str) -> CusolverError:
    return CusolverError(C.CUSOLVER_STATUS_INVALID_VALUE, message)


class DnHandle:
    def __init__(self) -> None:
        self.context = contexts.current_context(not_initialized)
        self.stream_handle = 0
        self.deterministic = True
        self._lapack = None

    @property
    def lapack(self):
        """The LAPACK library of the handle's device."""
        if self._lapack is None:
            try:
                _, self._lapack = provider_for("cusolver", self.context.device)
            except NoProvider as exc:
                raise CusolverError(C.CUSOLVER_STATUS_NOT_SUPPORTED, str(exc)) from None
        return self._lapack

    def set_stream(self, value: int) -> None:
        self.stream()  # the context is alive
        contexts.stream_of(self.context, value, not_initialized, invalid)
        self.stream_handle = value

    def stream(self):
        return contexts.stream_of(self.context, self.stream_handle, not_initialized, invalid)


class SpHandle(DnHandle):
    """A ``cusolverSpHandle_t``: a context and a stream as a dense handle's, and the sparse
    direct solver of its device (the provider hook's ``cusolver_sparse``)."""

    def __init__(self) -> None:
        super().__init__()
        self._solver = None

    @property
    def solver(self):
        if self._solver is None:
            try:
                _, self._solver = provider_for("cusolver_sparse", self.context.device)
            except NoProvider as exc:
                raise CusolverError(C.CUSOLVER_STATUS_NOT_SUPPORTED, str(exc)) from None
        return self._solver


@dataclass
class JacobiSettings:
    """syevjInfo_t and gesvdjInfo_t: the settings that zluda keeps (its solvers are LAPACK's
    divide-and-conquer and SVD, which converge to machine precision)."""

    tolerance: float = 0.0
    max_sweeps: int = 100
    sort: int = 1


HANDLES = Handles(0x7C0F0A1000, "cuSOLVER handle", not_initialized)
SP_HANDLES = Handles(0x7C0F0D1000, "cuSOLVER sparse handle", not_initialized)
PARAMS = Handles(0x7C0F0B1000, "cusolverDnParams_t", invalid)
JACOBI = Handles(0x7C0F0C1000, "Jacobi method's settings (syevjInfo_t, gesvdjInfo_t)", invalid)
