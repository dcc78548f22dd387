"""Find ROCm: hip-python of the right major version, the HIP runtime library, and a GPU.

The differences between ROCm 6 and 7 that detection needs are the soname
(``libamdhip64.so.6`` / ``.so.7``) and the hip-python major version (6.x / 7.x).
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

from zluda.runtime.backend import Backend, BackendUnavailable, Device


def _library_candidates(major: int) -> list[str]:
    soname = f"libamdhip64.so.{major}"
    roots = [os.environ.get("ROCM_PATH"), os.environ.get("ROCM_HOME"), "/opt/rocm"]
    found = [str(Path(r) / "lib" / soname) for r in roots if r]
    return [*found, soname]


def hip_python_version() -> str | None:
    try:
        from importlib.metadata import PackageNotFoundError, version
    except ImportError:  # pragma: no cover - Python < 3.8
        return None
    for name in ("hip-python", "hip_python"):
        try:
            return version(name)
        except PackageNotFoundError:
            continue
    return None


class RocmBackend(Backend):
    def __init__(self, major: int) -> None:
        self.major = major
        self.name = f"rocm{major}"
        self.install_hint = f"install ROCm {major}.x, then pip install 'zluda[rocm{major}]'"

    def probe(self) -> list[Device]:
        version = hip_python_version()
        if version is None:
            raise BackendUnavailable("hip-python is not installed", self.install_hint)
        if not version.startswith(f"{self.major}."):
            raise BackendUnavailable(
                f"hip-python {version} is installed, but rocm{self.major} needs hip-python"
                f" {self.major}.x", self.install_hint)
        errors = []
        for candidate in _library_candidates(self.major):
            try:
                ctypes.CDLL(candidate)
                break
            except OSError as exc:
                errors.append(str(exc))
        else:
            raise BackendUnavailable(
                f"the ROCm {self.major} runtime (libamdhip64.so.{self.major}) was not found"
                f" (searched $ROCM_PATH/lib, $ROCM_HOME/lib, /opt/rocm/lib and the loader path)",
                self.install_hint)
        raise BackendUnavailable(
            f"ROCm {self.major} is present, but zluda's ROCm backend cannot run kernels yet"
            " (the AMDGPU target is the next step of the project)")
