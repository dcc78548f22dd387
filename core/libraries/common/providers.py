"""The real library under one of zluda's, per device: the provider hook.

zluda's libraries (cuBLAS, cuFFT, ... : issue 33 on) keep CUDA's semantics themselves and hand
the arithmetic to a real library that runs on the device: OpenBLAS or an FFT library on CPU
devices, hipBLAS and hipFFT on ROCm, oneMKL on Level Zero. Each such library is a
:class:`LibraryProvider`, registered by the plugin of its device kind through the pluggy hook
``zluda_library_providers`` (:mod:`zluda.runtime.plugins`), as a third party would register
one. :func:`provider_for` picks, for a zluda library and a device, the provider of the highest
priority that serves the device and loads; when none does, :class:`NoProvider` says which were
tried and why each was not used.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from ...runtime.plugins import plugin_manager


class ProviderUnavailable(Exception):
    """A provider that cannot load its library here (not installed, too old): the reason."""


class NoProvider(LookupError):
    def __init__(self, library: str, device: str, tried: list[str]) -> None:
        self.library, self.device, self.tried = library, device, tried
        why = "; ".join(tried) if tried else "no provider is registered for it"
        super().__init__(f"no library serves zluda's {library} on {device}: {why}")


class LibraryProvider(ABC):
    """A real library that serves zluda's ``library`` on some devices."""

    library: str  # the zluda library it serves, by its short name: "cublas", "cufft", ...
    name: str  # what it is, for messages: "OpenBLAS", "hipBLAS", ...
    priority: int = 0  # the higher, the earlier it is tried

    @abstractmethod
    def serves(self, device) -> bool:
        """Whether it runs on ``device`` (a :class:`zluda.runtime.context.CudaDevice`: its
        ``backend_name`` and ``properties`` say what the device is)."""

    @abstractmethod
    def load(self):
        """The library, loaded (whatever the zluda library's semantics call); raise
        :class:`ProviderUnavailable` when it cannot be loaded here."""


def providers(library: str) -> list[LibraryProvider]:
    """Every registered provider for ``library``, the highest priority first."""
    found = [p for group in plugin_manager().hook.zluda_library_providers() for p in group
             if p.library == library]
    return sorted(found, key=lambda p: -p.priority)


def provider_for(library: str, device) -> tuple[LibraryProvider, object]:
    """The provider that serves ``library`` on ``device``, and its loaded library."""
    tried = []
    for provider in providers(library):
        if not provider.serves(device):
            tried.append(f"{provider.name}: does not run on this device")
            continue
        try:
            return provider, provider.load()
        except ProviderUnavailable as exc:
            tried.append(f"{provider.name}: {exc}")
    label = getattr(device, "name", None) or repr(device)
    kind = getattr(device, "backend_name", None)
    raise NoProvider(library, f"{label} ({kind})" if kind else label, tried)
