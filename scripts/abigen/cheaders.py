"""Reading NVIDIA's C headers as a program compiled against them sees them: their types, as C
text for cffi's cdef, and their functions, as prototypes with parameter names and a canonical
signature (the parameter types with typedefs expanded, for comparing).

Needs a C preprocessor (``cc -E``) and pycparser (a dependency of cffi). Every generator of
``core/abi/`` that reads a header reads it through this module.
"""

from __future__ import annotations

import copy as copy_module
import re
import subprocess
import tempfile
from pathlib import Path

import pycparser
from pycparser import c_ast, c_generator

# Stand-ins for the C library headers that NVIDIA's headers include (LP64 Linux), so that the
# output holds the headers' own declarations only.
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
C_LIBRARY_TYPES = {"size_t", *(re.findall(r"(\w+);", FAKE_HEADERS["stdint.h"]))}
PFN = re.compile(r"PFN_(cu\w+?)_v(\d+)(_ptds|_ptsz)?$")


def preprocess(include: Path, defines: tuple[str, ...], headers: tuple[str, ...],
               stand_ins: dict[str, str] | None = None,
               rewrites: tuple[tuple[str, str], ...] = ()) -> str:
    """The headers, included in this order and preprocessed with ``defines``, as C text
    without the C library's declarations (stand-ins for them: :data:`FAKE_HEADERS`, and
    ``stand_ins`` for other headers that they include), after ``rewrites`` (regular
    expression, replacement) of their text."""
    with tempfile.TemporaryDirectory() as fake:
        if stand_ins or rewrites:  # beside the headers: `#include "driver_types.h"` finds them
            for header in include.glob("*.h"):
                text = header.read_text()
                for pattern, replacement in rewrites:
                    text = re.sub(pattern, replacement, text)
                (Path(fake) / header.name).write_text(text)
        for name, text in {**FAKE_HEADERS, **_guarded(stand_ins or {})}.items():
            (Path(fake) / name).parent.mkdir(exist_ok=True)
            (Path(fake) / name).write_text(text)
        source = "".join(f"#include <{header}>\n" for header in headers)
        return subprocess.run(
            ["cc", "-E", "-P", "-nostdinc", f"-I{fake}", f"-I{include}", "-D__attribute__(x)=",
             *defines, "-"], input=source, capture_output=True, text=True, check=True).stdout


def _guarded(stand_ins: dict[str, str]) -> dict[str, str]:
    """Stand-ins that may be included twice."""
    guards = {name: "ZLUDA_STAND_IN_" + re.sub(r"\W", "_", name).upper() for name in stand_ins}
    return {name: f"#ifndef {guards[name]}\n#define {guards[name]}\n{text}#endif\n"
            for name, text in stand_ins.items()}


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
    defined: set[tuple[str, str]] = set()
    for node in header.ast.ext:
        if isinstance(node, c_ast.Typedef) and node.name in C_LIBRARY_TYPES:
            continue
        if isinstance(node, c_ast.Typedef) and PFN.match(node.name):
            continue  # the PFN typedefs are read for the table, not declared
        if isinstance(node, c_ast.Typedef) or (
                isinstance(node, c_ast.Decl) and not isinstance(node.type, c_ast.FuncDecl)):
            lines.append(generator.visit(_declared_once(node, defined)) + ";")
    return ARRAY_SIZE.sub(lambda m: f"[{array_size(header, m.group(1))}]", "\n".join(lines) + "\n")


def _declared_once(node, defined: set[tuple[str, str]]):
    """``node``, or, where it defines a struct, union or enum whose tag was defined before (C's
    ``typedef struct s {...} a, b;``, which pycparser reads as two typedefs of the whole body),
    a copy that names the tag without its body."""
    inner = node.type
    while isinstance(inner, (c_ast.TypeDecl, c_ast.PtrDecl, c_ast.ArrayDecl)):
        inner = inner.type
    body = "values" if isinstance(inner, c_ast.Enum) else "decls"
    if not isinstance(inner, (c_ast.Struct, c_ast.Union, c_ast.Enum)) or not inner.name or \
            getattr(inner, body) is None:
        return node
    key = (type(inner).__name__, inner.name)
    if key not in defined:
        defined.add(key)
        return node
    copy = copy_module.deepcopy(node)
    inner = copy.type
    while isinstance(inner, (c_ast.TypeDecl, c_ast.PtrDecl, c_ast.ArrayDecl)):
        inner = inner.type
    setattr(inner, body, None)
    return copy


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
