"""Find a ROCm release: hip-python of the right major version, its HIP runtime library, a GPU.

Each step says precisely what is missing, because that is what ``zluda info`` and a failing
``cuInit`` show an AMD user. The version-specific facts (sonames, version numbers) come from
:mod:`.versions`. Every step can be handed a replacement, so that the tests can walk each path
with a fake HIP API (``tests/backends/rocm/fake_hip.py``) on machines without ROCm.
"""

from __future__ import annotations

import ctypes
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from zluda.runtime.backend import BackendError, BackendUnavailable

from .hip import HIP_ERROR_NO_DEVICE, check, error_name
from .versions import RocmRelease, hip_version, hip_version_name


@dataclass
class Runtime:
    """A working HIP runtime of the expected release."""

    hip: object  # the ``hip.hip`` module of hip-python (or a fake with its conventions)
    release: RocmRelease
    hip_python: str
    library: str
    version: int  # hipRuntimeGetVersion
    device_count: int

    @property
    def version_name(self) -> str:
        return hip_version_name(self.version)


def hip_python_version() -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    for name in ("hip-python", "hip_python"):
        try:
            return version(name)
        except PackageNotFoundError:
            continue
    return None


def library_candidates(release: RocmRelease) -> list[str]:
    """Where the release's ``libamdhip64.so.N`` may be: $ROCM_PATH, $ROCM_HOME, /opt/rocm,
    then the loader's own search (``LD_LIBRARY_PATH``, ldconfig)."""
    roots = [os.environ.get("ROCM_PATH"), os.environ.get("ROCM_HOME"), "/opt/rocm"]
    found = [str(Path(root) / "lib" / release.soname) for root in roots if root]
    return [*dict.fromkeys(found), release.soname]


def find_library(release: RocmRelease, open_library: Callable = ctypes.CDLL) -> str:
    """The first candidate that loads."""
    broken = []
    for candidate in library_candidates(release):
        try:
            open_library(candidate)
        except OSError as exc:
            if os.path.exists(candidate):  # there, but it (or a library it needs) fails
                broken.append(f"{candidate}: {exc}")
            continue
        return candidate
    if broken:
        raise BackendUnavailable(f"the ROCm {release.major} runtime cannot be loaded ("
                                 + "; ".join(broken) + ")", release.install_hint)
    raise BackendUnavailable(
        f"the ROCm {release.major} runtime ({release.soname}) was not found"
        " (searched $ROCM_PATH/lib, $ROCM_HOME/lib, /opt/rocm/lib and the loader path)",
        release.install_hint)


def import_hip(library: str):
    """hip-python's ``hip.hip``, pointed at ``library``.

    hip-python opens the unversioned ``libamdhip64.so`` on its first call; its loader reads
    the module attribute ``hip.chip.DLL``, so setting it first makes it open the versioned
    library that detection found (and already loaded)."""
    try:
        from hip import chip, hip
    except ImportError as exc:
        raise BackendUnavailable(f"hip-python cannot be imported ({exc})") from None
    if hasattr(chip, "DLL"):
        chip.DLL = library.encode()
    return hip


def detect(release: RocmRelease, *, hip_python: str | None | Callable = hip_python_version,
           open_library: Callable = ctypes.CDLL, load_hip: Callable = import_hip) -> Runtime:
    """The release's runtime, or :class:`BackendUnavailable` saying what is missing."""
    hint = release.install_hint
    version = hip_python() if callable(hip_python) else hip_python
    if version is None:
        raise BackendUnavailable("hip-python is not installed", hint)
    if not release.matches_hip_python(version):
        raise BackendUnavailable(
            f"hip-python {version} is installed, but {release.name} needs hip-python"
            f" {release.hip_python}", hint)
    library = find_library(release, open_library)
    hip = load_hip(library)
    try:
        error = hip.hipInit(0)[0]
        if error:
            raise BackendUnavailable(
                f"{library}: hipInit failed with {error_name(error)} (is there an AMD GPU, and"
                " may this user open /dev/kfd and /dev/dri?)", hint)
        number = check(hip.hipRuntimeGetVersion(), "hipRuntimeGetVersion")
        if hip_version(number)[0] != release.major:
            raise BackendUnavailable(
                f"{library} reports HIP runtime {hip_version_name(number)}, but {release.name}"
                f" needs ROCm {release.major}", hint)
        result = hip.hipGetDeviceCount()
        count = 0 if result[0] == HIP_ERROR_NO_DEVICE else check(result, "hipGetDeviceCount")
    except RuntimeError as exc:  # hip-python could not open or bind the library
        raise BackendUnavailable(f"hip-python cannot use {library}: {exc}", hint) from None
    except BackendError as exc:
        raise BackendUnavailable(f"{library}: {exc}", hint) from None
    if not count:
        raise BackendUnavailable(
            f"ROCm {hip_version_name(number)} is installed, but HIP sees no AMD GPU", hint)
    return Runtime(hip, release, version, library, number, count)
