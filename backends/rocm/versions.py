"""Every difference between ROCm 6 and ROCm 7 that the ROCm backends depend on, in one place.

What differs (checked against hip-python 6.4.4 and 7.2.2, whose bindings are generated from the
HIP headers of ROCm 6.4.4 and 7.2.2; see ``docs/backends/rocm.md``):

- **The HIP runtime library**: ``libamdhip64.so.6`` and ``libamdhip64.so.7``. hip-python itself
  ``dlopen``\\ s the unversioned ``libamdhip64.so`` (a development symlink that a runtime-only
  install may lack, and that points at whichever ROCm is first on the loader path), so the
  backend finds the versioned library and points hip-python at it (``hip.chip.DLL``).
- **hip-python**: a 6.x wheel for ROCm 6, a 7.x wheel for ROCm 7 (the first three numbers are
  the ROCm version). The 10.x "compatibility" wheels over ``rocm-bindings`` are neither.
- **hipRuntimeGetVersion** is ``major * 10_000_000 + minor * 100_000 + patch`` in both
  (60443484 is HIP 6.4.43484, 70253211 is HIP 7.2.53211); its major must match the backend's.
- **hipDeviceAttribute_t**: ROCm 7 renamed ``hipDeviceAttributePciDomainID`` to
  ``hipDeviceAttributePciDomainId`` (same value, 69), and added ``hipDeviceAttributePciChipId``,
  ``hipDeviceAttributeNumberOfXccs``, ``hipDeviceAttributeHostNumaId`` and
  ``hipDeviceAttributeMaxAvailableVgprsPerThread``.
- **hipDeviceProp_t**: the same 1472-byte ``R0600`` layout in both (hip-python binds
  ``hipGetDeviceProperties`` to ``hipGetDevicePropertiesR0600``; the layout changed in ROCm 6.0,
  when ``gcnArchName`` moved from offset 396 to 1160). Nothing to switch on between 6 and 7.
- **Host allocations**: ``hipHostMalloc`` is the documented call in both (``hipMallocHost`` is
  the deprecated one; ``hipHostAlloc`` exists in both; ROCm 7 documents a new
  ``hipHostAllocUncached`` flag).
- **hipGetLastError** returns the last *error* in ROCm 7 (CUDA's behaviour) rather than the
  last result. The backends never call it: every call's own result is checked.
- **Code objects**: version 5 on both. LLVM 22 emits v6 by default, and a v6 object is only
  loadable by runtimes that know it; older amdclang releases warned that v6 was "still in
  development", and ROCm's own libraries waited for ROCm 6.4.1 before they used the generic
  targets, which need v6. Until a v6 object is seen to load on real ROCm 7 hardware, both
  backends ask the compiler for v5 (``amdgpu:<target id>``); ``$ZLUDA_CODE_OBJECT_VERSION=6``
  opts in to v6 (``amdgpu:<target id>@v6``) for those who want to try.
"""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class RocmRelease:
    """What the ``rocm<major>`` backend expects of its ROCm."""

    major: int
    soname: str
    pci_domain_attribute: str  # the hipDeviceAttribute_t member for the PCI domain
    code_object_version: int = 5

    @property
    def name(self) -> str:
        return f"rocm{self.major}"

    @property
    def hip_python(self) -> str:
        return f"{self.major}.x"

    @property
    def install_hint(self) -> str:
        return f"install ROCm {self.major}.x, then pip install 'zluda[rocm{self.major}]'"

    def matches_hip_python(self, version: str) -> bool:
        return version.split(".", 1)[0] == str(self.major)

    def compiler_target(self, target_id: str) -> str:
        """The compiler target name for a device of this target id (``gfx90a:xnack-``)."""
        version = code_object_version(self)
        return f"amdgpu:{target_id}" + ("@v6" if version == 6 else "")


RELEASES: dict[int, RocmRelease] = {
    6: RocmRelease(6, "libamdhip64.so.6", "hipDeviceAttributePciDomainID"),
    7: RocmRelease(7, "libamdhip64.so.7", "hipDeviceAttributePciDomainId"),
}


def code_object_version(release: RocmRelease) -> int:
    """The release's default, or 5 or 6 from ``$ZLUDA_CODE_OBJECT_VERSION``."""
    value = os.environ.get("ZLUDA_CODE_OBJECT_VERSION", "").strip().lower().lstrip("v")
    if value in ("5", "6"):
        return int(value)
    return release.code_object_version


def hip_version(number: int) -> tuple[int, int, int]:
    """(major, minor, patch) of a ``hipRuntimeGetVersion`` number: 70253211 -> (7, 2, 53211)."""
    return number // 10_000_000, number // 100_000 % 100, number % 100_000


def hip_version_name(number: int) -> str:
    return ".".join(str(part) for part in hip_version(number))
