#!/usr/bin/env python3
"""Generate core/native/declarations.py: the C ABI of the CUDA driver, from the CUDA headers.

    python scripts/gen_native_abi.py [path/to/cuda/include]    (default /usr/local/cuda/include)

Needs a C preprocessor (``cc -E``) and pycparser (a dependency of cffi). The headers are read
(``cuda.h``, ``cudaProfiler.h`` and the graphics interop headers, with each one's ``*Typedefs.h``)
three times, as a program compiled against them would see them: by default, with
``CUDA_API_PER_THREAD_DEFAULT_STREAM`` (the ``_ptds``/``_ptsz`` names) and with
``__CUDA_API_VERSION_INTERNAL`` (the legacy names that older binaries import, such as the
``unsigned int`` ``cuMemAlloc``). The union of the functions declared is what ``libcuda.so.1``
exports. It writes:

- ``TYPES``: the C declarations of every type (typedefs, structs, unions, enums) for cffi's cdef;
- ``FUNCTIONS``: exported name -> (C prototype, parameter names, canonical signature);
- ``PROC_ADDRESS``: the table of ``cuGetProcAddress``: name -> [(version, per_thread, symbol)],
  from ``cudaTypedefs.h``, whose ``PFN_<name>_v<version>[_ptds|_ptsz]`` typedefs give each
  variant's signature; the symbol is the exported function (``<name>``, ``<name>_v2``, ...,
  with the same suffix) whose parameter types are the same.
"""

from __future__ import annotations

import pprint
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pycparser
from pycparser import c_ast, c_generator

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "core" / "native" / "declarations.py"
MODES = ((), ("-DCUDA_API_PER_THREAD_DEFAULT_STREAM",), ("-D__CUDA_API_VERSION_INTERNAL",))
# Stand-ins for the C library headers that cuda.h includes (LP64 Linux), so that the output
# holds cuda.h's own declarations only.
FAKE_HEADERS = {
    "stdlib.h": "typedef unsigned long size_t;\n",
    "stdint.h": "".join(f"typedef {c} {n};\n" for n, c in (
        ("int8_t", "signed char"), ("uint8_t", "unsigned char"), ("int16_t", "short"),
        ("uint16_t", "unsigned short"), ("int32_t", "int"), ("uint32_t", "unsigned int"),
        ("int64_t", "long"), ("uint64_t", "unsigned long"), ("intptr_t", "long"),
        ("uintptr_t", "unsigned long"))),
    # the graphics headers: only the types that cudaGL.h, cudaEGL.h and cudaVDPAU.h name
    "GL/gl.h": "typedef unsigned int GLuint;\ntypedef unsigned int GLenum;\n",
    "EGL/egl.h": "typedef void *EGLImageKHR;\ntypedef void *EGLStreamKHR;\n"
                 "typedef void *EGLSyncKHR;\ntypedef int EGLint;\n",
    "EGL/eglext.h": "",
    "vdpau/vdpau.h": "typedef unsigned int VdpDevice;\ntypedef unsigned int VdpVideoSurface;\n"
                     "typedef unsigned int VdpOutputSurface;\ntypedef unsigned int VdpFuncId;\n"
                     "typedef int VdpStatus;\ntypedef VdpStatus VdpGetProcAddress(VdpDevice device,"
                     " VdpFuncId function_id, void **function_pointer);\n",
}
TYPEDEF_HEADERS = ("cudaTypedefs.h", "cudaProfilerTypedefs.h", "cudaGLTypedefs.h",
                   "cudaEGLTypedefs.h", "cudaVDPAUTypedefs.h")
C_LIBRARY_TYPES = {"size_t", *(re.findall(r"(\w+);", FAKE_HEADERS["stdint.h"]))}
PFN = re.compile(r"PFN_(cu\w+?)_v(\d+)(_ptds|_ptsz)?$")
VARIANT = re.compile(r"_v(\d+)$")


def preprocess(include: Path, defines: tuple[str, ...],
               headers: tuple[str, ...] = TYPEDEF_HEADERS) -> str:
    with tempfile.TemporaryDirectory() as fake:
        for name, text in FAKE_HEADERS.items():
            (Path(fake) / name).parent.mkdir(exist_ok=True)
            (Path(fake) / name).write_text(text)
        source = "".join(f"#include <{header}>\n" for header in headers)
        return subprocess.run(
            ["cc", "-E", "-P", "-nostdinc", f"-I{fake}", f"-I{include}", "-D__attribute__(x)=",
             *defines, "-"], input=source, capture_output=True, text=True, check=True).stdout


class Header:
    """One preprocessed reading of the headers: its types, functions and PFN typedefs."""

    def __init__(self, text: str) -> None:
        self.ast = pycparser.CParser().parse(text)
        self.typedefs: dict[str, c_ast.Node] = {}
        self.functions: dict[str, c_ast.Decl] = {}
        self.pfns: dict[str, c_ast.FuncDecl] = {}
        for node in self.ast.ext:
            if isinstance(node, c_ast.Typedef):
                self.typedefs[node.name] = node.type
                match = PFN.match(node.name)
                if match and isinstance(node.type, c_ast.PtrDecl):
                    self.pfns[node.name] = node.type.type
            elif isinstance(node, c_ast.Decl) and isinstance(node.type, c_ast.FuncDecl):
                self.functions[node.name] = node

    def canonical(self, node) -> str:
        """A type with typedef names expanded and qualifiers dropped, for comparing signatures."""
        if isinstance(node, c_ast.PtrDecl):
            return self.canonical(node.type) + "*"
        if isinstance(node, c_ast.ArrayDecl):
            return self.canonical(node.type) + "[]"
        if isinstance(node, c_ast.FuncDecl):
            return f"fn({self.parameters(node)})->{self.canonical(node.type)}"
        if isinstance(node, c_ast.TypeDecl):
            return self.canonical(node.type)
        if isinstance(node, c_ast.IdentifierType):
            name = " ".join(node.names)
            if name in self.typedefs:
                return self.canonical(self.typedefs[name])
            return name
        if isinstance(node, (c_ast.Struct, c_ast.Union)):
            return f"{type(node).__name__.lower()} {node.name}"
        if isinstance(node, c_ast.Enum):
            return f"enum {node.name}"
        raise TypeError(f"unexpected type node {node!r}")

    def parameters(self, func: c_ast.FuncDecl) -> str:
        params = func.args.params if func.args else []
        types = [self.canonical(p.type) for p in params if not isinstance(p, c_ast.EllipsisParam)]
        return ",".join(t for t in types if t != "void")


def type_declarations(header: Header) -> str:
    """Every typedef, struct, union and enum declaration of the header, as C text."""
    generator = c_generator.CGenerator()
    lines = []
    for node in header.ast.ext:
        if isinstance(node, c_ast.Typedef) and node.name in C_LIBRARY_TYPES:
            continue
        if isinstance(node, c_ast.Typedef) and PFN.match(node.name):
            continue  # the PFN typedefs are read for the table, not declared
        if isinstance(node, c_ast.Typedef) or (
                isinstance(node, c_ast.Decl) and not isinstance(node.type, c_ast.FuncDecl)):
            lines.append(generator.visit(node) + ";")
    return ARRAY_SIZE.sub(lambda m: f"[{array_size(header, m.group(1))}]", "\n".join(lines) + "\n")


ARRAY_SIZE = re.compile(r"\[([^\]]*sizeof[^\]]*)\]")
SIZEOF = re.compile(r"sizeof\s*\(([^()]*)\)")


def array_size(header: Header, expression: str) -> int:
    """An array length that uses sizeof (padding in a union), folded: cffi's cdef needs a number.
    Only the sizes that cuda.h uses are known: pointers (LP64) and enums."""
    def size(match) -> str:
        name = match.group(1).strip()
        if name.endswith("*"):
            return "8"
        if header.canonical(header.typedefs[name]).startswith("enum "):
            return "4"
        raise ValueError(f"the size of {name} is not known")

    return int(eval(SIZEOF.sub(size, expression), {"__builtins__": {}}))  # digits and - only


def parameter_names(decl: c_ast.Decl) -> tuple[str, ...]:
    """The parameters' names; an unnamed one is given ``arg<i>`` (in the prototype too)."""
    params = decl.type.args.params if decl.type.args else []
    names = []
    for i, param in enumerate(params):
        if isinstance(param, c_ast.EllipsisParam) or (
                isinstance(param.type, c_ast.TypeDecl) and getattr(param.type.type, "names", None)
                == ["void"] and param.name is None):
            continue
        if param.name is None:
            param.name = f"arg{i}"
            inner = param.type
            while not isinstance(inner, c_ast.TypeDecl):
                inner = inner.type
            inner.declname = param.name
        names.append(param.name)
    return tuple(names)


def prototype(decl: c_ast.Decl) -> str:
    text = c_generator.CGenerator().visit(decl)
    return re.sub(r"\s+", " ", text).replace("extern ", "") + ";"


def proc_address_table(header: Header, exported: dict[str, str]) -> dict[str, list]:
    """name -> [(version, per_thread, symbol)], sorted by version."""
    signatures = {name: header.parameters(header.functions[name].type)
                  for name in exported if name in header.functions}
    table: dict[str, list] = {}
    unmatched = []
    for pfn, func in header.pfns.items():
        name, version, suffix = PFN.match(pfn).groups()
        suffix = suffix or ""
        want = header.parameters(func)
        candidates = sorted(
            (int(VARIANT.search(base).group(1)) if VARIANT.search(base) else 1, symbol)
            for symbol in signatures
            for base in [symbol[: len(symbol) - len(suffix)] if suffix else symbol]
            if (not suffix or symbol.endswith(suffix))
            and (base == name or (base.startswith(name + "_v") and VARIANT.search(base)
                                  and base[: VARIANT.search(base).start()] == name))
            and signatures[symbol] == want)
        if not candidates:
            unmatched.append(pfn)
            continue
        table.setdefault(name, []).append((int(version), bool(suffix), candidates, pfn))
    # Where two variants share a signature (a struct changed behind the same type name, or a
    # new version that only changed behaviour), the later version takes the later symbol.
    resolved: dict[str, list] = {}
    for name, entries in table.items():
        entries.sort(key=lambda e: (e[1], e[0]))
        rows = []
        for per_thread in (False, True):
            chosen = -1
            for version, pt, candidates, _pfn in (e for e in entries if e[1] == per_thread):
                later = [c for c in candidates if c[0] > chosen] or candidates[-1:]
                chosen = later[0][0]
                rows.append((version, pt, later[0][1]))
        resolved[name] = sorted(rows)
    if unmatched:
        print(f"no exported function for {len(unmatched)} typedefs: {unmatched}", file=sys.stderr)
    return dict(sorted(resolved.items()))


def render(include: Path) -> str:
    """The text of core/native/declarations.py for the headers in ``include``."""
    headers = [Header(preprocess(include, mode)) for mode in MODES]
    exported: dict[str, str] = {}
    for header in headers:
        for name, decl in header.functions.items():
            if name.startswith("cu"):
                if name not in exported:
                    names = parameter_names(decl)
                    exported[name] = (prototype(decl), names, header.parameters(decl.type))
    widest = headers[-1]
    for header in headers[:-1]:  # the default readings' variants, as the internal one sees them
        for name in header.functions:
            widest.functions.setdefault(name, header.functions[name])
    types = type_declarations(widest)
    table = proc_address_table(widest, exported)
    version = re.search(r"#define CUDA_VERSION (\d+)", (include / "cuda.h").read_text()).group(1)
    return (
        f'"""The C ABI of the CUDA driver (cuda.h {version}). Generated by\n'
        "scripts/gen_native_abi.py from the CUDA headers; do not edit by hand.\n\n"
        "TYPES: C declarations of cuda.h's types. FUNCTIONS: every exported name -> (prototype,\n"
        "parameter names, signature: the parameter types with typedefs expanded, for comparing).\n"
        "PROC_ADDRESS: cuGetProcAddress's table, name -> [(version, per_thread, symbol)].\n"
        '"""\n\n# ruff: noqa: E501\n'
        f"CUDA_VERSION = {version}\n"
        f"TYPES = {types!r}\n"
        f"FUNCTIONS = {pprint.pformat(dict(sorted(exported.items())), width=100)}\n"
        f"PROC_ADDRESS = {pprint.pformat(table, width=100)}\n")


# (header, its readings): nvJitLink.h declares the plain names only without its inline wrappers
TOOLKIT_HEADERS = {"NVRTC": ("nvrtc.h", ((),)),
                   "NVJITLINK": ("nvJitLink.h", ((), ("-DNVJITLINK_NO_INLINE",)))}
VERSIONED = re.compile(r"(__nvJitLink\w+_)(\d+)_(\d+)$")
TOOLKIT_OUT = ROOT / "core" / "native" / "toolkit_declarations.py"


def render_toolkit(include: Path) -> str:
    """The text of core/native/toolkit_declarations.py: NVRTC's and nvJitLink's C ABI."""
    lines = [
        '"""The C ABI of NVRTC and nvJitLink, which zluda\'s libnvrtc.so.13 and\n'
        "libnvJitLink.so.13 export. Generated by scripts/gen_native_abi.py from the headers of\n"
        "NVIDIA's pip packages (nvidia-cuda-nvrtc, nvidia-nvjitlink); do not edit by hand.\n\n"
        "<LIB>_TYPES: C declarations of the header's types. <LIB>_FUNCTIONS: name -> (prototype,\n"
        "parameter names, signature), as in zluda.native.declarations.\n"
        '"""\n', "# ruff: noqa: E501"]
    for prefix, (name, modes) in TOOLKIT_HEADERS.items():
        functions = {}
        for mode in modes:
            header = Header(preprocess(include, mode, (name,)))
            for symbol, decl in header.functions.items():
                entry = (prototype(decl), parameter_names(decl), header.parameters(decl.type))
                functions.setdefault(symbol, entry)
                versioned = VERSIONED.match(symbol)
                if versioned:  # the library also exports each older minor version's name
                    stem, major, minor = versioned.groups()
                    for older in range(int(minor)):
                        alias = f"{stem}{major}_{older}"
                        functions.setdefault(alias, (entry[0].replace(symbol, alias, 1),
                                                     *entry[1:]))
        text = (include / name).read_text()
        version = re.search(r"#define (?:NVRTC|NVJITLINK)_VERSION_MAJOR\s+(\d+)", text)
        lines.append(f"{prefix}_TYPES = {type_declarations(header)!r}")
        lines.append(f"{prefix}_FUNCTIONS = "
                     f"{pprint.pformat(dict(sorted(functions.items())), width=100)}")
        if version:
            lines.append(f"{prefix}_VERSION_MAJOR = {version.group(1)}")
    return "\n".join(lines) + "\n"


def main() -> None:
    """gen_native_abi.py [CUDA include dir] [include dir of NVIDIA's pip headers]"""
    include = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/usr/local/cuda/include")
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(render(include))
    print(f"wrote {OUT.relative_to(ROOT)}")
    if len(sys.argv) > 2:
        TOOLKIT_OUT.write_text(render_toolkit(Path(sys.argv[2])))
        print(f"wrote {TOOLKIT_OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
