"""What the build needs to know of one native library: :class:`NativeLibrary`.

A descriptor names the library's soname, its C face, the modules of its generated ABI, and
the value each of its functions returns when Python cannot answer. It imports nothing of zluda
until :meth:`NativeLibrary.declarations` is asked, so that the build can read the registry
(:data:`zluda.libraries.LIBRARIES`) before zluda can run.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field

# integer_twins for a library all of whose functions take their pointers as integers, but those
# that take a C callback (whose twin needs the callback's cdata)
ALL_BUT_CALLBACKS = "all but callbacks"


@dataclass(frozen=True)
class NativeLibrary:
    soname: str
    tag: str  # names the cffi module (_zluda_<tag>) and the C helpers (zluda_<tag>_...)
    face: str  # the module whose attach(ffi, lib) gives the functions their implementations
    # modules, each with TYPES (C declarations) and FUNCTIONS (name -> (prototype, parameter
    # names, signature)): together, what the library exports
    abi: tuple[str, ...]
    failures: tuple[tuple[str, str], ...]  # (return type, C value when Python cannot start)
    # functions that release something, and their C value when Python is not there
    releases: tuple[str, str] | None = None  # (name pattern, value)
    # the functions whose Python twins take every pointer and handle parameter as a uintptr_t
    # (see zluda.native.library), and of those the parameters of one word that they store
    integer_twins: frozenset[str] | str = frozenset()  # or ALL_BUT_CALLBACKS
    word_outputs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    link: str | None = None  # an unversioned name beside the library, for the linker (-lcuda)
    # the version node of every exported symbol, as NVIDIA's library has (cublasSgemm_v2@@
    # libcublas.so.13): a program linked against NVIDIA's asks for it
    symbol_version: str | None = None

    @property
    def module(self) -> str:
        return f"_zluda_{self.tag}"

    def declarations(self) -> tuple[str, dict]:
        """(the C declarations of the types, name -> (prototype, parameters, signature))."""
        types, functions = [], {}
        for name in self.abi:
            module = importlib.import_module(name)
            types.append(getattr(module, "TYPES", ""))
            functions.update(module.FUNCTIONS)
        return "".join(types), functions

    def is_integer_twin(self, name: str, signature: str) -> bool:
        if self.integer_twins == ALL_BUT_CALLBACKS:
            return "fn(" not in signature
        return name in self.integer_twins

    def failure(self, proto: str, name: str) -> str | None:
        """What ``name`` returns when Python is not there (None: it returns nothing)."""
        result_type = proto[: proto.index(f"{name}(")].strip()
        if result_type == "void":
            return None
        if self.releases and re.fullmatch(self.releases[0], name):
            return self.releases[1]
        for kind, value in self.failures:
            if result_type == kind:
                return value
        raise ValueError(f"{name} returns {result_type}: no failure value for it")
