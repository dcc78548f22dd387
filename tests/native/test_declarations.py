"""The generated C ABI (core/abi/driver.py) is cuda.h's: every struct has the size and field
offsets that the C compiler gives cuda.h's, and the built library exports every function under
its C name. (tests/test_abi.py checks that the generator reproduces the committed file.)"""

import ctypes
import importlib
import re
import shutil
import subprocess
import sys

import cffi
import pytest
from zluda.abi import driver as declarations
from zluda.libraries.registry import DRIVER_LIBRARY as LIBRARY

from .helpers import cuda_include

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]


def _generator(name: str):
    """A module of scripts/abigen/ (the generators of core/abi/)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        return importlib.import_module(f"abigen.{name}")
    finally:
        sys.path.remove(str(ROOT / "scripts"))


def _needs_headers():
    include = cuda_include()
    if include is None or shutil.which("cc") is None:
        pytest.skip("needs a C compiler and the CUDA toolkit's headers (set CUDA_HOME)")
    return include


def test_struct_layouts_match_the_c_compiler(tmp_path):
    include = _needs_headers()
    ffi = cffi.FFI()
    ffi.cdef(declarations.TYPES)
    names = sorted(set(re.findall(r"(?m)^(?:typedef .*?|\} ?)\**(\w+);$", declarations.TYPES)))

    def is_struct_type(name: str) -> bool:
        try:
            return ffi.typeof(name).kind in ("struct", "union")
        except cffi.CDefError:  # a field's name, not a type's
            return False

    structs = [n for n in names if is_struct_type(n)]
    checks = []
    for name in structs:
        checks.append(f'printf("{name} %zu\\n", sizeof({name}));')
        for field, info in ffi.typeof(name).fields:
            if field and info.bitsize < 0:
                checks.append(f'printf("{name}.{field} %zu\\n", offsetof({name}, {field}));')
    # the graphics headers' types only
    for header, text in _generator("cheaders").FAKE_HEADERS.items():
        if "/" in header:
            (tmp_path / header).parent.mkdir(exist_ok=True)
            (tmp_path / header).write_text(text)
    source = tmp_path / "layout.c"
    includes = "".join(f"#include <{h}>\n" for h in _generator("driver").TYPEDEF_HEADERS)
    source.write_text("#include <stddef.h>\n#include <stdio.h>\n" + includes
                      + "int main(void) {\n" + "\n".join(checks) + "\nreturn 0;\n}\n")
    built = subprocess.run(["cc", "-o", str(tmp_path / "layout"), str(source), f"-I{tmp_path}",
                            f"-I{include}", "-D__CUDA_API_VERSION_INTERNAL"],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-3000:]
    printed = subprocess.run([str(tmp_path / "layout")], capture_output=True, text=True,
                             check=True).stdout.split("\n")
    ours = []
    for name in structs:
        ours.append(f"{name} {ffi.sizeof(name)}")
        for field, info in ffi.typeof(name).fields:
            if field and info.bitsize < 0:
                ours.append(f"{name}.{field} {ffi.offsetof(name, field)}")
    assert len(structs) > 100
    assert printed[:-1] == ours


def test_the_library_exports_every_function():
    library = ctypes.CDLL(str(LIBRARY))
    missing = [name for name in declarations.FUNCTIONS if not hasattr(library, name)]
    assert not missing
    assert len(declarations.FUNCTIONS) > 600
    for name in ("cuMemAlloc", "cuMemAlloc_v2", "cuMemcpyHtoD_v2_ptds", "cuLaunchKernel_ptsz",
                 "cuCtxCreate_v4", "cuGetProcAddress_v2", "cuGraphicsGLRegisterBuffer"):
        assert name in declarations.FUNCTIONS, name
