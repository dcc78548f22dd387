"""Build ``libcuda.so.1``: the CUDA driver's C ABI, embedding Python through cffi.

Run at install time (``setup.py``'s build step calls :func:`build`); nothing is compiled at run
time. The library exports every function of :data:`zluda.native.declarations.FUNCTIONS` under
its C name. Each export is a small C function that checks that Python and zluda came up, then
calls its ``extern "Python"`` twin ``zluda_<name>``, which :mod:`zluda.native.face` attaches.
If Python or zluda cannot start, every call returns ``CUDA_ERROR_NOT_INITIALIZED`` (cffi
prints why on stderr) instead of cffi's default of 0, which would read as ``CUDA_SUCCESS``.

The first call starts the interpreter (or, inside a Python process, uses the running one) and
runs :data:`INIT_CODE`, which makes ``zluda`` importable and attaches the face.
"""

from __future__ import annotations

import os
import shutil
import sysconfig
import tempfile
from pathlib import Path

MODULE = "_zluda_libcuda"
PATHS_FILE = "python-path.txt"  # beside the library: the site-packages it was installed for
SONAME = "libcuda.so.1"
CUDA_ERROR_NOT_INITIALIZED = 3

INIT_CODE = r'''
import os, site

from _zluda_libcuda import ffi as _ffi, lib as _lib


def _zluda_paths():
    """Where zluda and its dependencies are: $ZLUDA_PYTHONPATH, the site-packages of the
    installs that built this library (newest first, in the file beside it), and the one it sits
    in (.../site-packages/zluda/native/lib/libcuda.so.1)."""
    extra = os.environ.get("ZLUDA_PYTHONPATH", "")
    here = os.path.realpath(_ffi.string(_lib.zluda_library_path()).decode())
    try:
        with open(os.path.join(os.path.dirname(here), PATHS_FILE)) as f:
            built_for = f.read().splitlines()
    except OSError:
        built_for = []
    return [p for p in extra.split(os.pathsep) if p] + built_for + [
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(here))))]


try:
    import zluda.native.face as _face
except ImportError:
    for _path in _zluda_paths():
        if os.path.isdir(_path):
            site.addsitedir(_path)
    import zluda.native.face as _face

_face.attach(_ffi, _lib)
'''


def _wrappers(functions: dict) -> str:
    lines = []
    for name, (proto, params, _signature) in functions.items():
        extern = proto.replace(f" {name}(", f" zluda_{name}(", 1)
        lines.append(extern)
        lines.append(proto[:-1] + " {")
        lines.append(f"    return zluda_ready() ? zluda_{name}({', '.join(params)})"
                     f" : (CUresult){CUDA_ERROR_NOT_INITIALIZED};")
        lines.append("}")
    table = ",\n".join(f'    {{"{name}", (void *){name}}}' for name in functions)
    lines.append(f"static const struct zluda_export zluda_exports[] = {{\n{table}\n}};")
    return "\n".join(lines)


C_PRELUDE = r"""
#include <dlfcn.h>
#include <string.h>

int zluda_attached(void);
static int zluda_state; /* 0: not yet asked, 1: the face is attached, -1: Python failed */

static int zluda_ready(void) {
    int state = __atomic_load_n(&zluda_state, __ATOMIC_ACQUIRE);
    if (state == 0) {
        state = zluda_attached() ? 1 : -1;
        __atomic_store_n(&zluda_state, state, __ATOMIC_RELEASE);
    }
    return state > 0;
}

/* Opened with RTLD_LOCAL (as cudart opens it), libpython's symbols would be hidden from the
   extension modules that zluda imports: make them global before Python starts. */
__attribute__((constructor)) static void zluda_global_python(void) {
    dlopen(ZLUDA_PYTHON_SONAME, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD);
}

struct zluda_export { const char *name; void *function; };
"""

C_LOOKUP = r"""
const char *zluda_library_path(void) {
    Dl_info info;
    return dladdr((void *)zluda_library_path, &info) && info.dli_fname ? info.dli_fname : "";
}

void *zluda_symbol(const char *name) {
    for (size_t i = 0; i < sizeof zluda_exports / sizeof zluda_exports[0]; i++)
        if (strcmp(zluda_exports[i].name, name) == 0)
            return zluda_exports[i].function;
    return NULL;
}
"""


def ffibuilder():
    import cffi

    from .declarations import FUNCTIONS, TYPES

    ffi = cffi.FFI()
    ffi.cdef(TYPES)
    ffi.cdef("void *zluda_symbol(const char *name);\nconst char *zluda_library_path(void);")
    externs = [proto.replace(f" {name}(", f" zluda_{name}(", 1)
               for name, (proto, _params, _signature) in FUNCTIONS.items()]
    ffi.embedding_api("\n".join(externs) + "\nint zluda_attached(void);")
    python_soname = sysconfig.get_config_var("INSTSONAME") or sysconfig.get_config_var("LDLIBRARY")
    source = (f'#define ZLUDA_PYTHON_SONAME "{python_soname}"\n' + TYPES + C_PRELUDE
              + _wrappers(FUNCTIONS) + C_LOOKUP)
    libdir = sysconfig.get_config_var("LIBDIR")
    ffi.set_source(MODULE, source, libraries=["dl"],
                   extra_compile_args=["-O2", "-Wno-deprecated-declarations"],
                   extra_link_args=[f"-Wl,-soname,{SONAME}", f"-Wl,-rpath,{libdir}"])
    ffi.embedding_init_code(f"PATHS_FILE = {PATHS_FILE!r}\n" + INIT_CODE)
    return ffi


def build(lib_dir: Path, site_dirs: list[str] | None = None) -> Path:
    """Compile ``libcuda.so.1`` into ``lib_dir``, with a ``libcuda.so`` link beside it."""
    lib_dir.mkdir(parents=True, exist_ok=True)
    if site_dirs is None:
        paths = sysconfig.get_paths()
        site_dirs = list(dict.fromkeys([paths["purelib"], paths["platlib"]]))
    target = lib_dir / SONAME
    with tempfile.TemporaryDirectory(prefix="zluda-libcuda-") as tmp:
        built = ffibuilder().compile(tmpdir=tmp, target=SONAME)
        staged = lib_dir / f".{SONAME}.tmp"
        shutil.copyfile(built, staged)
        os.chmod(staged, 0o755)
        os.replace(staged, target)  # a process that has the old library open keeps it
    paths_file = lib_dir / PATHS_FILE
    known = paths_file.read_text().splitlines() if paths_file.is_file() else []
    paths_file.write_text("\n".join(dict.fromkeys(site_dirs + known)) + "\n")
    link = lib_dir / "libcuda.so"
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(SONAME)
    return target
