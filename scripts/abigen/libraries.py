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
    headers: tuple[tuple[str, ...], ...] = ()  # each reading's headers, if not (header,)
    # stand-ins for headers of other packages that the header includes: name -> C text
    stand_ins: tuple[tuple[str, str], ...] = ()
    # the macros of the header that spell its package's version (major, minor, ...), where
    # the package is not installed but its headers are (cuBLAS's wheel is 420 MB)
    version_parts: tuple[str, ...] = ()
    # what a C program sees of the header differs from what the library exports: rewrites of
    # the header's text (pattern, replacement) that show every exported declaration to C
    rewrites: tuple[tuple[str, str], ...] = ()
    prefix: str = ""  # only the functions of this prefix are the library's
    version_header: str = ""  # the header of version_parts and version_macro, if not header


# What cuBLAS's headers take from the runtime's: the types they name, no more (cuda_fp16.h and
# cuda_runtime.h are C++ and hundreds of declarations). cuComplex's structs keep their layout.
CUBLAS_STAND_INS = (
    ("driver_types.h", "#include <stdlib.h>\ntypedef struct CUstream_st *cudaStream_t;\n"),
    ("cuComplex.h", "typedef struct float2 { float x; float y; } float2;\n"
                    "typedef struct double2 { double x; double y; } double2;\n"
                    "typedef float2 cuFloatComplex;\ntypedef double2 cuDoubleComplex;\n"
                    "typedef cuFloatComplex cuComplex;\n"),
    ("cuda_fp16.h", "typedef struct __half { unsigned short x; } __half;\n"),
    ("cuda_bf16.h", "typedef struct __nv_bfloat16 { unsigned short x; } __nv_bfloat16;\n"),
    ("cuda_runtime.h", "#include <driver_types.h>\n"),
    ("stddef.h", "#include <stdlib.h>\n"),
    ("stdio.h", "typedef struct _IO_FILE FILE;\n"),
)
# cublas_api.h declares its __half functions (cublasHgemm, ...) for C++ only, inside its
# extern "C" block: they are exported under their C names all the same
CUBLAS_HALF_FUNCTIONS = ((r"#if defined\(__cplusplus\)(\s*\nCUBLASAPI)", r"#if 1\1"),)
CUBLAS_VERSION = ("CUBLAS_VER_MAJOR", "CUBLAS_VER_MINOR", "CUBLAS_VER_PATCH", "CUBLAS_VER_BUILD")

LIBRARIES = {
    "nvrtc": Library("nvrtc.h", ((),), "nvidia-cuda-nvrtc", "NVRTC_VERSION_MAJOR"),
    # nvJitLink.h declares the plain names only without its inline wrappers
    "nvjitlink": Library("nvJitLink.h", ((), ("-DNVJITLINK_NO_INLINE",)), "nvidia-nvjitlink",
                         "NVJITLINK_VERSION_MAJOR"),
    # libcublas exports the handle API's names (cublas_v2.h: cublasSgemm_v2, ...) and, under
    # the plain names, the legacy API of cublas.h
    # the legacy API of cublas.h and cublasXt's multi-GPU API
    "cublas": Library("cublas_api.h", ((), (), ()), "nvidia-cublas", "CUBLAS_VER_MAJOR",
                      (("cublas_v2.h",), ("cublas.h",), ("cublasXt.h",)), CUBLAS_STAND_INS,
                      CUBLAS_VERSION, CUBLAS_HALF_FUNCTIONS, "cublas"),
    "cublaslt": Library("cublasLt.h", ((),), "nvidia-cublas", "CUBLAS_VER_MAJOR",
                        (("cublasLt.h",),), CUBLAS_STAND_INS, CUBLAS_VERSION, (), "cublasLt",
                        "cublas_api.h"),
}
# What the math libraries' headers take from the runtime's, as for cuBLAS, and the streams'
# and events' handles that cudalibxt.h and cuda_runtime_api.h name
MATH_STAND_INS = tuple((name, {"driver_types.h": text + "typedef struct CUevent_st *cudaEvent_t;\n",
                               "cuda_runtime.h": text + "#include <library_types.h>\n"
                               }.get(name, text))
                       for name, text in CUBLAS_STAND_INS) + (
    ("cuda_runtime_api.h", "#include <driver_types.h>\n"), ("inttypes.h", "#include <stdint.h>\n"))


def _parts(prefix: str) -> tuple[str, ...]:
    return tuple(f"{prefix}_VER_{part}" for part in ("MAJOR", "MINOR", "PATCH", "BUILD"))


LIBRARIES.update({
    # cuFFT, and its multi-GPU and half-precision API of cufftXt.h
    "cufft": Library("cufft.h", ((),), "nvidia-cufft", "CUFFT_VER_MAJOR", (("cufftXt.h",),),
                     MATH_STAND_INS, _parts("CUFFT"), (), "cufft"),
    "curand": Library("curand.h", ((),), "nvidia-curand", "CURAND_VER_MAJOR", (),
                      MATH_STAND_INS, _parts("CURAND"), (), "curand"),
    # the dense, sparse and refactorization APIs of libcusolver (cusolverMg is its own library)
    "cusolver": Library("cusolverDn.h", ((),), "nvidia-cusolver", "CUSOLVER_VER_MAJOR",
                        (("cusolverDn.h", "cusolverSp.h", "cusolverRf.h",
                          "cusolverSp_LOWLEVEL_PREVIEW.h"),), MATH_STAND_INS,
                        _parts("CUSOLVER"), (), "cusolver", "cusolver_common.h"),
    "cusparse": Library("cusparse.h", ((),), "nvidia-cusparse", "CUSPARSE_VER_MAJOR", (),
                        MATH_STAND_INS, _parts("CUSPARSE"), (), "cusparse"),
    # libnvidia-ml exports the versioned names (nvmlInit_v2) that nvml.h's macros give, and
    # the older unversioned ones that it declares with NVML_NO_UNVERSIONED_FUNC_DEFS
    "nvml": Library("nvml.h", ((), ("-DNVML_NO_UNVERSIONED_FUNC_DEFS",)), "nvidia-nvml-dev",
                    "NVML_API_VERSION", (), (), ("NVML_API_VERSION",), (), "nvml"),
})
VERSIONED = re.compile(r"(__nvJitLink\w+_)(\d+)_(\d+)$")


def package_version(name: str, include: Path | None = None) -> str:
    """The version of the pip package that has ``name``'s header: as its header spells it,
    when the library says how and ``include`` has the header, else the installed package's."""
    library = LIBRARIES[name]
    header = include / (library.version_header or library.header) if include else None
    if library.version_parts and header is not None and header.is_file():
        text = header.read_text()
        parts = [re.search(rf"#define {macro}\s+(\d+)", text) for macro in library.version_parts]
        if all(parts):
            return ".".join(part.group(1) for part in parts)
    try:
        return importlib.metadata.version(LIBRARIES[name].package)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def render(name: str, include: Path) -> str:
    """The text of core/abi/<name>.py from the headers in ``include``."""
    library = LIBRARIES[name]
    functions = {}
    for mode, headers in zip(library.readings, library.headers or ((library.header,),) * 9):
        header = Header(preprocess(include, mode, headers, dict(library.stand_ins),
                                   library.rewrites))
        for symbol, decl in header.functions.items():
            if not symbol.startswith(library.prefix):
                continue
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
        f"PACKAGE_VERSION = {package_version(name, include)!r}"
        f"  # {library.package}'s, whose header it is"]
    version = re.search(rf"#define {library.version_macro}\s+(\d+)",
                        (include / (library.version_header or library.header)).read_text()
                        ) if library.version_macro else None
    if version:
        lines.append(f"VERSION_MAJOR = {version.group(1)}")
    return "\n".join(lines) + "\n"
