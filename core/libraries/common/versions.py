"""The version that one of zluda's libraries reports: NVIDIA's, of the headers its ABI was
generated from (``PACKAGE_VERSION``, "10.4.0.35"), as the version functions and
``*GetProperty`` give it."""

from __future__ import annotations

import ctypes

PROPERTIES = (0, 1, 2)  # libraryPropertyType: MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL


def version_of(abi) -> tuple[int, int, int]:
    """(major, minor, patch) of the generated ABI module ``abi``'s headers."""
    major, minor, patch = (abi.PACKAGE_VERSION.split(".") + ["0", "0"])[:3]
    return int(major), int(minor), int(patch)


def version_number(abi) -> int:
    """MAJOR * 1000 + MINOR * 100 + PATCH, as CURAND_VERSION, CUFFT_VERSION, CUSOLVER_VERSION
    and CUSPARSE_VERSION spell it (10.4.0: 10400)."""
    major, minor, patch = version_of(abi)
    return major * 1000 + minor * 100 + patch


def store_int(address: int, value: int, error) -> None:
    """``*(int *)address = value``; ``error(message)`` (raised) for a NULL ``address``."""
    if address == 0:
        raise error("an output pointer is NULL")
    ctypes.c_int.from_address(address).value = value


def store_property(abi, kind: int, address: int, error) -> None:
    """``*GetProperty(kind, &value)``."""
    if kind not in PROPERTIES:
        raise error(f"{kind} is not a libraryPropertyType")
    store_int(address, version_of(abi)[kind], error)
