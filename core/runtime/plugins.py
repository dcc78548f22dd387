"""Finding backends and the real libraries under zluda's: pluggy hooks over the entry-point
groups ``zluda.backends`` and ``zluda.providers``.

A backend package declares, in its ``pyproject.toml``::

    [project.entry-points."zluda.backends"]
    mybackend = "mypackage.zluda_plugin"

and that module implements the hook::

    from zluda.runtime.plugins import hookimpl

    @hookimpl
    def zluda_backends():
        return [MyBackend()]

The built-in backends register exactly this way.

A device kind also brings the real libraries that serve zluda's libraries on its devices
(OpenBLAS under ``libcublas`` on CPU devices, hipBLAS on ROCm, oneMKL on Level Zero): the hook
``zluda_library_providers`` returns :class:`zluda.libraries.common.providers.LibraryProvider`
objects. A backend's module implements it beside ``zluda_backends``; a package that brings only
providers declares its module in the group ``zluda.providers``.
"""

from __future__ import annotations

import functools
import logging
import os

import pluggy

from .backend import Backend, BackendUnavailable, Device

log = logging.getLogger("zluda")

hookspec = pluggy.HookspecMarker("zluda")
hookimpl = pluggy.HookimplMarker("zluda")

# `auto` tries these in order; `rocm` means the newest ROCm that works.
AUTO_ORDER = ("rocm7", "rocm6", "level_zero", "opencl")
ALIASES = {"rocm": ("rocm7", "rocm6")}


class BackendSpec:
    @hookspec
    def zluda_backends(self) -> list[Backend]:
        """Return the backends that this plugin provides."""

    @hookspec
    def zluda_library_providers(self) -> list:
        """Return the real libraries that this plugin brings for zluda's libraries
        (:class:`zluda.libraries.common.providers.LibraryProvider` objects)."""


@functools.cache
def plugin_manager() -> pluggy.PluginManager:
    pm = pluggy.PluginManager("zluda")
    pm.add_hookspecs(BackendSpec)
    pm.load_setuptools_entrypoints("zluda.backends")
    pm.load_setuptools_entrypoints("zluda.providers")
    return pm


def all_backends() -> dict[str, Backend]:
    found: dict[str, Backend] = {}
    for backends in plugin_manager().hook.zluda_backends():
        for backend in backends:
            found.setdefault(backend.name, backend)
    return found


class UnknownBackend(ValueError):
    pass


def requested_backend() -> str:
    return (os.environ.get("ZLUDA_BACKEND") or "auto").strip().lower()


def select(name: str | None = None) -> tuple[Backend, list[Device]]:
    """The backend that ``name`` (default: ``$ZLUDA_BACKEND``) picks, and its devices.

    Raises :class:`UnknownBackend` for a name that no plugin provides, and
    :class:`BackendUnavailable` (with the reasons) when the picked backends have no device.
    """
    name = name or requested_backend()
    backends = all_backends()
    if name == "auto":
        candidates = [n for n in AUTO_ORDER if n in backends]
        candidates += sorted(n for n in backends if n not in AUTO_ORDER)
    elif name in ALIASES:
        candidates = [n for n in ALIASES[name] if n in backends]
    elif name in backends:
        candidates = [name]
    else:
        known = ", ".join(["auto", "rocm", *sorted(backends)])
        raise UnknownBackend(f"unknown backend '{name}' in ZLUDA_BACKEND (known: {known})")
    reasons = []
    for candidate in candidates:
        backend = backends[candidate]
        try:
            devices = backend.devices()
        except BackendUnavailable as exc:
            hint = f" ({exc.hint})" if exc.hint else ""
            reasons.append(f"{candidate}: {exc.reason}{hint}")
            continue
        if devices:
            return backend, devices
        reasons.append(f"{candidate}: no device")
    raise BackendUnavailable("; ".join(reasons) or f"no backend for '{name}'")
