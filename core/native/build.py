"""Build zluda's native libraries, each embedding Python through cffi.

- ``libcuda.so.1``: the CUDA driver's C ABI (:mod:`zluda.native.face`);
- ``libnvJitLink.so.13``: nvJitLink, linking PTX into PTX where a cubin is asked for
  (:mod:`zluda.native.nvjitlink`);
- ``libnvrtc.so.13``: NVIDIA's NVRTC, asked for PTX where a program asks for SASS
  (:mod:`zluda.native.nvrtc`).

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
from dataclasses import dataclass
from pathlib import Path

PATHS_FILE = "python-path.txt"  # beside the libraries: the site-packages they were installed for

INIT_CODE = r'''
import os, site

from {module} import ffi as _ffi, lib as _lib


def _zluda_paths():
    """Where zluda and its dependencies are: $ZLUDA_PYTHONPATH, the site-packages of the
    installs that built this library (newest first, in the file beside it), and the one it sits
    in (.../site-packages/zluda/native/lib/)."""
    extra = os.environ.get("ZLUDA_PYTHONPATH", "")
    here = os.path.realpath(_ffi.string(_lib.zluda_{tag}_library_path()).decode())
    try:
        with open(os.path.join(os.path.dirname(here), {paths_file!r})) as f:
            built_for = f.read().splitlines()
    except OSError:
        built_for = []
    return [p for p in extra.split(os.pathsep) if p] + built_for + [
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(here))))]


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


@dataclass(frozen=True)
class NativeLibrary:
    soname: str
    tag: str  # names the cffi module (_zluda_<tag>) and the C helpers (zluda_<tag>_...)
    face: str  # the module whose attach(ffi, lib) gives the functions their implementations
    failures: tuple[tuple[str, str], ...]  # (return type, C value when Python cannot start)
    # functions that release something, and their C value when Python is not there
    releases: tuple[str, str] | None = None  # (name pattern, value)

    @property
    def module(self) -> str:
        return f"_zluda_{self.tag}"

    def declarations(self) -> tuple[str, dict]:
        if self.tag == "cuda":
            from .declarations import FUNCTIONS, TYPES
            from .table_slots import SLOT_FUNCTIONS

            return TYPES, {**FUNCTIONS, **SLOT_FUNCTIONS}
        from . import toolkit_declarations as t

        prefix = self.tag.upper()
        return getattr(t, f"{prefix}_TYPES"), getattr(t, f"{prefix}_FUNCTIONS")

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


RELEASES = (r"cu(ModuleUnload|LibraryUnload|MemFree|MemFreeHost|MemFreeAsync|MemHostUnregister"
            r"|StreamDestroy|EventDestroy|CtxDestroy|DevicePrimaryCtxRelease|LinkDestroy"
            r"|ArrayDestroy|MipmappedArrayDestroy|TexObjectDestroy|SurfObjectDestroy|GraphDestroy"
            r"|GraphExecDestroy|MemRelease|MemUnmap|MemPoolDestroy|UserObjectRelease)"
            r"(_v\d)?(_ptds|_ptsz)?")

LIBRARIES = (
    NativeLibrary("libcuda.so.1", "cuda", "zluda.native.face",
                  # CUDA_ERROR_NOT_INITIALIZED; CUDA_ERROR_DEINITIALIZED once Python has ended
                  (("CUresult", "(CUresult)(zluda_state > 0 ? 4 : 3)"), ("uint32_t", "0")),
                  # Releases succeed while Python shuts down and after it has: the process is
                  # ending, as when CuPy's objects unload their modules during finalization
                  # (NVIDIA's driver is still up then, and says CUDA_SUCCESS).
                  (RELEASES, "(CUresult)(zluda_state > 0 ? 0 : 3)")),
    NativeLibrary("libnvJitLink.so.13", "nvjitlink", "zluda.native.nvjitlink",
                  (("nvJitLinkResult", "(nvJitLinkResult)6"),)),  # NVJITLINK_ERROR_INTERNAL
    NativeLibrary("libnvrtc.so.13", "nvrtc", "zluda.native.nvrtc",
                  (("nvrtcResult", "(nvrtcResult)11"),  # NVRTC_ERROR_INTERNAL_ERROR
                   ("const char *", '"zluda: Python did not start (see stderr)"'))),
)


# Hot calls whose C form is the runtime function's, outputs none: zluda.native.special calls the
# runtime with their arguments as they come (no generic adapter, no guard: the runtime's
# functions answer every failure themselves)
_PER_STREAM = ("cuLaunchKernel", "cuStreamSynchronize", "cuStreamQuery", "cuEventRecord",
               "cuStreamWaitEvent",
               "cuMemsetD8Async", "cuMemsetD16Async", "cuMemsetD32Async",
               "cuMemcpyHtoDAsync_v2", "cuMemcpyDtoHAsync_v2", "cuMemcpyDtoDAsync_v2",
               "cuMemcpyAsync")
_SYNCHRONOUS = ("cuMemcpy", "cuMemcpyHtoD_v2", "cuMemcpyDtoH_v2", "cuMemcpyDtoD_v2",
                "cuMemsetD8_v2", "cuMemsetD16_v2", "cuMemsetD32_v2")
DIRECT_CALLS = frozenset({*_PER_STREAM, *(f"{s}_ptsz" for s in _PER_STREAM), *_SYNCHRONOUS,
                          *(f"{s}_ptds" for s in _SYNCHRONOUS), "cuEventSynchronize",
                          "cuEventQuery", "cuCtxSynchronize", "cuCtxSynchronize_v2"})

# Outputs of one pointer-sized word (a handle, a pointer) that a twin takes as ``uintptr_t *``,
# so that Python stores a plain int through it (a cast per call costs ~0.4 µs): the calls that
# NVIDIA's cudart makes around each of its own (cudaMemcpy, a launch, cudaDeviceSynchronize)
WORD_OUTPUTS = {"cuCtxGetCurrent": ("pctx",), "zluda_slot_local_get": ("value",)}

# The calls whose Python twins take every other pointer and handle parameter as a uintptr_t: cffi
# then hands Python plain ints, not cdata objects that the face would cast back one by one (the
# direct calls, which pass them on to the runtime as they come; cuLaunchKernelEx, Numba's and
# cuda.core's launch)
INTEGER_TWINS = DIRECT_CALLS | WORD_OUTPUTS.keys() | {"cuLaunchKernelEx", "cuLaunchKernelEx_ptsz"}


def _pointer_params(name: str, params: tuple, signature: str) -> dict[str, str]:
    """The parameters of an INTEGER_TWINS function that its twin takes as integers: name ->
    ``uintptr_t`` or, for a WORD_OUTPUTS one, ``uintptr_t *``."""
    if name not in INTEGER_TWINS:
        return {}
    types = signature.split(",") if signature else []
    if len(types) != len(params):
        raise ValueError(f"{name}: cannot split its signature {signature!r}")
    words = WORD_OUTPUTS.get(name, ())
    return {param: "uintptr_t *" if param in words else "uintptr_t"
            for param, kind in zip(params, types) if "*" in kind}


def _renamed(proto: str, name: str, pointers: dict[str, str] | None = None) -> str:
    """The prototype of ``name``'s extern "Python" twin, ``zluda_<name>`` (with ``pointers``,
    the parameters it takes as integers, and their types)."""
    twin = re.sub(rf"\b{re.escape(name)}\(", f"zluda_{name}(", proto, count=1)
    for param, kind in (pointers or {}).items():
        twin = re.sub(rf"(?<=[(,])[^,()]*?\b{re.escape(param)}(?=[,)])", f" {kind} {param}",
                      twin, count=1)
    return twin.replace("( uintptr_t", "(uintptr_t")


def _twin(name: str, functions: dict) -> str:
    proto, params, signature = functions[name]
    return _renamed(proto, name, _pointer_params(name, params, signature))


def _wrappers(spec: NativeLibrary, functions: dict) -> str:
    lines = []
    for name, (proto, params, signature) in functions.items():
        pointers = _pointer_params(name, params, signature)
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
    externs = [_twin(name, functions) for name in functions]
    ffi.embedding_api("\n".join(externs) + f"\nint zluda_{spec.tag}_attached(void);")
    python_soname = sysconfig.get_config_var("INSTSONAME") or sysconfig.get_config_var("LDLIBRARY")
    source = (types + C_PRELUDE.format(tag=spec.tag, python_soname=python_soname)
              + _wrappers(spec, functions) + C_LOOKUP.format(tag=spec.tag))
    libdir = sysconfig.get_config_var("LIBDIR")
    ffi.set_source(spec.module, source, libraries=["dl"],
                   extra_compile_args=["-O2", "-Wno-deprecated-declarations"],
                   extra_link_args=[f"-Wl,-soname,{spec.soname}", f"-Wl,-rpath,{libdir}"])
    ffi.embedding_init_code(INIT_CODE.format(module=spec.module, tag=spec.tag, face=spec.face,
                                             paths_file=PATHS_FILE))
    return ffi


def build(lib_dir: Path, site_dirs: list[str] | None = None) -> list[Path]:
    """Compile every library into ``lib_dir`` (with a ``libcuda.so`` link for ``-lcuda``)."""
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
    link = lib_dir / "libcuda.so"
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to("libcuda.so.1")
    return built_paths
