"""Build zluda's native libraries (:data:`zluda.libraries.registry.LIBRARIES`), each embedding
Python through cffi.

Run at install time (``setup.py``'s build step calls :func:`build`); nothing is compiled at run
time. Each library exports every function of its declarations under its C name. Each export is
a small C function that checks that Python and zluda came up, then calls its ``extern "Python"``
twin ``zluda_<name>``, which the library's face attaches. If Python or zluda cannot start,
every call returns the library's failure value (``CUDA_ERROR_NOT_INITIALIZED``, ...; cffi prints
why on stderr) instead of cffi's default of 0, which would read as success.

The first call starts the interpreter (or, inside a Python process, uses the running one) and
runs the init code, which makes ``zluda`` importable and attaches the face.
"""

from __future__ import annotations

import os
import re
import shutil
import sysconfig
import tempfile
from pathlib import Path

from ..registry import LIBRARIES
from .descriptor import NativeLibrary

PATHS_FILE = "python-path.txt"  # beside the libraries: the site-packages they were installed for

INIT_CODE = r'''
import os, site

from {module} import ffi as _ffi, lib as _lib


def _zluda_paths():
    """Where zluda and its dependencies are: $ZLUDA_PYTHONPATH, the site-packages of the
    installs that built this library (newest first, in the file beside it), and the one it sits
    in (.../site-packages/zluda/libraries/lib/)."""
    extra = os.environ.get("ZLUDA_PYTHONPATH", "")
    here = os.path.realpath(_ffi.string(_lib.zluda_{tag}_library_path()).decode())
    try:
        with open(os.path.join(os.path.dirname(here), {paths_file!r})) as f:
            built_for = f.read().splitlines()
    except OSError:
        built_for = []
    return [p for p in extra.split(os.pathsep) if p] + built_for + [
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(here))))]


# The environment of the Python that started this program (`zluda run`, `zluda env`) comes
# first: the interpreter embedded here starts with its base installation's paths, which may
# hold zluda but not what zluda's backends need there (dpctl in a virtual environment).
import sys as _sys
for _path in os.environ.get("ZLUDA_PYTHONPATH", "").split(os.pathsep):
    if _path and _path not in _sys.path and os.path.isdir(_path):
        site.addsitedir(_path)

try:
    import {face} as _face
except ImportError:
    for _path in _zluda_paths():
        if os.path.isdir(_path):
            site.addsitedir(_path)
    import {face} as _face

_face.attach(_ffi, _lib)
'''

C_PRELUDE = r"""
#include <dlfcn.h>
#include <string.h>

int zluda_{tag}_attached(void);
static int zluda_state; /* 0: not yet asked, 1: the face is attached, -1: Python failed */

#if PY_VERSION_HEX >= 0x030D0000
#define zluda_python_finalizing() Py_IsFinalizing()
#else
#define zluda_python_finalizing() _Py_IsFinalizing()
#endif

/* 1 when calls may go to Python. After the face came up, Python may have been finalized (a
   C++ destructor of the host that runs at exit, after Py_Finalize, releasing a context): then
   the call must not enter Python, and gets the library's failure value. */
static int zluda_ready(void) {{
    int state = __atomic_load_n(&zluda_state, __ATOMIC_ACQUIRE);
    if (state == 0) {{
        state = zluda_{tag}_attached() ? 1 : -1;
        __atomic_store_n(&zluda_state, state, __ATOMIC_RELEASE);
    }}
    return state > 0 && Py_IsInitialized() && !zluda_python_finalizing();
}}

/* Opened with RTLD_LOCAL (as cudart opens libcuda), libpython's symbols would be hidden from the
   extension modules that zluda imports: make them global before Python starts. */
__attribute__((constructor)) static void zluda_global_python(void) {{
    dlopen("{python_soname}", RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD);
}}

struct zluda_export {{ const char *name; void *function; }};
"""

C_LOOKUP = r"""
const char *zluda_{tag}_library_path(void) {{
    Dl_info info;
    return dladdr((void *)zluda_{tag}_library_path, &info) && info.dli_fname
        ? info.dli_fname : "";
}}

void *zluda_{tag}_symbol(const char *name) {{
    for (size_t i = 0; i < sizeof zluda_exports / sizeof zluda_exports[0]; i++)
        if (strcmp(zluda_exports[i].name, name) == 0)
            return zluda_exports[i].function;
    return NULL;
}}
"""


def _pointer_params(spec: NativeLibrary, name: str, params: tuple,
                    signature: str) -> dict[str, str]:
    """The parameters of one of ``spec``'s integer twins that the twin takes as integers: name
    -> ``uintptr_t`` or, for a word output, ``uintptr_t *``."""
    if not spec.is_integer_twin(name, signature):
        return {}
    types = signature.split(",") if signature else []
    if len(types) != len(params):
        raise ValueError(f"{name}: cannot split its signature {signature!r}")
    words = spec.word_outputs.get(name, ())
    return {param: "uintptr_t *" if param in words else "uintptr_t"
            for param, kind in zip(params, types) if "*" in kind or kind.endswith("[]")}


def _renamed(proto: str, name: str, pointers: dict[str, str] | None = None) -> str:
    """The prototype of ``name``'s extern "Python" twin, ``zluda_<name>`` (with ``pointers``,
    the parameters it takes as integers, and their types)."""
    twin = re.sub(rf"\b{re.escape(name)}\(", f"zluda_{name}(", proto, count=1)
    for param, kind in (pointers or {}).items():
        twin = re.sub(rf"(?<=[(,])[^,()]*?\b{re.escape(param)}(?:\s*\[[^\]]*\])?(?=[,)])",
                      f" {kind} {param}", twin, count=1)
    return twin.replace("( uintptr_t", "(uintptr_t")


def _twin(spec: NativeLibrary, name: str, functions: dict) -> str:
    proto, params, signature = functions[name]
    return _renamed(proto, name, _pointer_params(spec, name, params, signature))


def _wrappers(spec: NativeLibrary, functions: dict) -> str:
    lines = []
    for name, (proto, params, signature) in functions.items():
        pointers = _pointer_params(spec, name, params, signature)
        lines.append(_renamed(proto, name, pointers))
        lines.append(proto[:-1] + " {")
        arguments = [f"({pointers[p]}){p}" if p in pointers else p for p in params]
        failure, call = spec.failure(proto, name), f"zluda_{name}({', '.join(arguments)})"
        lines.append(f"    if (zluda_ready()) {call};" if failure is None else
                     f"    return zluda_ready() ? {call} : {failure};")
        lines.append("}")
    table = ",\n".join(f'    {{"{name}", (void *){name}}}' for name in functions)
    lines.append(f"static const struct zluda_export zluda_exports[] = {{\n{table}\n}};")
    return "\n".join(lines)


def ffibuilder(spec: NativeLibrary):
    import cffi

    types, functions = spec.declarations()
    ffi = cffi.FFI()
    ffi.cdef(types)
    ffi.cdef(f"void *zluda_{spec.tag}_symbol(const char *name);\n"
             f"const char *zluda_{spec.tag}_library_path(void);")
    externs = [_twin(spec, name, functions) for name in functions]
    ffi.embedding_api("\n".join(externs) + f"\nint zluda_{spec.tag}_attached(void);")
    python_soname = sysconfig.get_config_var("INSTSONAME") or sysconfig.get_config_var("LDLIBRARY")
    source = (types + C_PRELUDE.format(tag=spec.tag, python_soname=python_soname)
              + _wrappers(spec, functions) + C_LOOKUP.format(tag=spec.tag))
    libdir = sysconfig.get_config_var("LIBDIR")
    link_args = [f"-Wl,-soname,{spec.soname}", f"-Wl,-rpath,{libdir}"]
    if spec.symbol_version:
        script = Path(tempfile.mkdtemp(prefix="zluda-version-")) / f"{spec.tag}.map"
        script.write_text(f"{spec.symbol_version} {{ global: *; }};\n")
        link_args.append(f"-Wl,--version-script={script}")
    ffi.set_source(spec.module, source, libraries=["dl"],
                   extra_compile_args=["-O2", "-Wno-deprecated-declarations"],
                   extra_link_args=link_args)
    ffi.embedding_init_code(INIT_CODE.format(module=spec.module, tag=spec.tag, face=spec.face,
                                             paths_file=PATHS_FILE))
    return ffi


def build(lib_dir: Path, site_dirs: list[str] | None = None) -> list[Path]:
    """Compile every library into ``lib_dir``, each with its unversioned link if it has one
    (``libcuda.so``, for ``-lcuda``)."""
    lib_dir.mkdir(parents=True, exist_ok=True)
    if site_dirs is None:
        paths = sysconfig.get_paths()
        site_dirs = list(dict.fromkeys([paths["purelib"], paths["platlib"]]))
    built_paths = []
    for spec in LIBRARIES:
        target = lib_dir / spec.soname
        with tempfile.TemporaryDirectory(prefix="zluda-native-") as tmp:
            built = ffibuilder(spec).compile(tmpdir=tmp, target=spec.soname)
            staged = lib_dir / f".{spec.soname}.tmp"
            shutil.copyfile(built, staged)
            os.chmod(staged, 0o755)
            os.replace(staged, target)  # a process that has the old library open keeps it
        built_paths.append(target)
    paths_file = lib_dir / PATHS_FILE
    known = paths_file.read_text().splitlines() if paths_file.is_file() else []
    paths_file.write_text("\n".join(dict.fromkeys(site_dirs + known)) + "\n")
    for spec in LIBRARIES:
        if spec.link is not None:
            link = lib_dir / spec.link
            if link.is_symlink() or link.exists():
                link.unlink()
            link.symlink_to(spec.soname)
    return built_paths
