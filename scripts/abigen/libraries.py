"""core/abi/<library>.py: the C ABI of one of NVIDIA's libraries that zluda builds its own of,
from the library's header in NVIDIA's pip packages.

A library is one row of :data:`LIBRARIES`: its header and the readings of it that together declare
every function the real library exports. The module written holds ``TYPES`` (the C declarations
of the header's types), ``FUNCTIONS`` (name -> (prototype, parameter names, signature), as in
``core/abi/driver.py``) and, where the header defines it, ``VERSION_MAJOR``. A new library
(cuBLAS, cuFFT, ...) is a new row.
"""

from __future__ import annotations

import importlib.metadata
import pprint
import re
from pathlib import Path
from typing import NamedTuple

from .cheaders import Header, parameter_names, preprocess, prototype, type_declarations


class Library(NamedTuple):
    header: str
    readings: tuple[tuple[str, ...], ...]  # the -D options of each reading
    package: str  # the pip package whose include directory has the header
    version_macro: str = ""


LIBRARIES = {
    "nvrtc": Library("nvrtc.h", ((),), "nvidia-cuda-nvrtc", "NVRTC_VERSION_MAJOR"),
    # nvJitLink.h declares the plain names only without its inline wrappers
    "nvjitlink": Library("nvJitLink.h", ((), ("-DNVJITLINK_NO_INLINE",)), "nvidia-nvjitlink",
                         "NVJITLINK_VERSION_MAJOR"),
}
VERSIONED = re.compile(r"(__nvJitLink\w+_)(\d+)_(\d+)$")


def package_version(name: str) -> str:
    """The installed version of the pip package that has ``name``'s header."""
    try:
        return importlib.metadata.version(LIBRARIES[name].package)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def render(name: str, include: Path) -> str:
    """The text of core/abi/<name>.py from the headers in ``include``."""
    library = LIBRARIES[name]
    functions = {}
    for mode in library.readings:
        header = Header(preprocess(include, mode, (library.header,)))
        for symbol, decl in header.functions.items():
            entry = (prototype(decl), parameter_names(decl), header.parameters(decl.type))
            functions.setdefault(symbol, entry)
            versioned = VERSIONED.match(symbol)
            if versioned:  # the library also exports each older minor version's name
                stem, major, minor = versioned.groups()
                for older in range(int(minor)):
                    alias = f"{stem}{major}_{older}"
                    functions.setdefault(alias, (entry[0].replace(symbol, alias, 1), *entry[1:]))
    lines = [
        f'"""The C ABI of {library.header}, which zluda\'s library of its name exports. Generated\n'
        f"by scripts/gen_abi.py from the header of NVIDIA's {library.package} package; do not\n"
        "edit by hand.\n\n"
        "TYPES: C declarations of the header's types. FUNCTIONS: name -> (prototype, parameter\n"
        "names, signature), as in zluda.abi.driver.\n"
        '"""\n', "# ruff: noqa: E501",
        f"TYPES = {type_declarations(header)!r}",
        f"FUNCTIONS = {pprint.pformat(dict(sorted(functions.items())), width=100)}",
        f"PACKAGE_VERSION = {package_version(name)!r}  # {library.package}'s, whose header it is"]
    version = re.search(rf"#define {library.version_macro}\s+(\d+)",
                        (include / library.header).read_text()) if library.version_macro else None
    if version:
        lines.append(f"VERSION_MAJOR = {version.group(1)}")
    return "\n".join(lines) + "\n"
