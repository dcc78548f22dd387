"""AMDGPU code objects: link an object into an HSA code object, and read one back.

LLVM's AMDGPU backend emits a relocatable ELF; the ROCm loader (``hipModuleLoadData``) takes a
shared object, so :func:`link` runs ``ld.lld -shared`` on it. :func:`read_code_object` parses the
result (ELF header, symbols, the ``NT_AMDGPU_METADATA`` note) so that the tests can check what
the compiler emitted, and the ROCm backend can pack kernel arguments at the offsets the metadata
gives, without a ROCm install.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from pathlib import Path

from .errors import CompilerCrash, LinkerNotFound

LINKER = "ld.lld"
LINK_TIMEOUT_S = 300

# -- finding LLVM tools ---------------------------------------------------------------------------


def _rocm_llvm_dirs() -> list[tuple[str, Path]]:
    """ROCm's LLVM ``bin`` directories, in search order, each with where it came from."""
    dirs: list[tuple[str, Path]] = []
    for var in ("ROCM_PATH", "ROCM_HOME"):
        root = os.environ.get(var)
        if root:
            dirs.append((f"${var}", Path(root) / "llvm" / "bin"))
    dirs.append(("default ROCm", Path("/opt/rocm/llvm/bin")))
    return dirs


def _path_dirs() -> list[Path]:
    return [Path(d) for d in os.environ.get("PATH", "").split(os.pathsep) if d]


def _is_executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def tool_candidates(name: str) -> list[Path]:
    """Every installed copy of the LLVM tool ``name``, best first.

    The order: ``$ROCM_PATH/llvm/bin/<name>``, ``$ROCM_HOME/llvm/bin/<name>``,
    ``/opt/rocm/llvm/bin/<name>``; then ``<name>`` on ``PATH``; then ``<name>-NN`` on ``PATH``
    (Debian's versioned packages, such as ``ld.lld-22``), highest ``NN`` first.
    """
    found: list[Path] = []

    def add(path: Path) -> None:
        if _is_executable(path) and path not in found:
            found.append(path)

    for _, directory in _rocm_llvm_dirs():
        add(directory / name)
    path_dirs = _path_dirs()
    for directory in path_dirs:
        add(directory / name)
    versioned = re.compile(re.escape(name) + r"-(\d+)")
    numbered: list[tuple[int, int, Path]] = []
    for order, directory in enumerate(path_dirs):
        try:
            entries = os.listdir(directory)
        except OSError:
            continue
        for entry in entries:
            match = versioned.fullmatch(entry)
            if match:
                numbered.append((-int(match.group(1)), order, directory / entry))
    for _, _, path in sorted(numbered):
        add(path)
    return found


def find_tool(name: str) -> str | None:
    """The path of the LLVM tool ``name`` (``ld.lld``, ``llvm-objdump``), or None.

    See :func:`tool_candidates` for the search order.
    """
    candidates = tool_candidates(name)
    return str(candidates[0]) if candidates else None


def _searched_places(name: str) -> str:
    places = [f"{directory / name} ({origin})" for origin, directory in _rocm_llvm_dirs()]
    path = os.environ.get("PATH", "")
    places.append(f"{name} and {name}-NN on PATH ({path or 'PATH is empty'})")
    return "; ".join(places)


# -- linking --------------------------------------------------------------------------------------


def link(obj: bytes) -> bytes:
    """Link an AMDGPU relocatable object into an HSA code object (an ELF shared object).

    Raises :class:`LinkerNotFound` when no ``ld.lld`` is installed, and :class:`CompilerCrash`
    with the linker's messages when it fails: our compiler made the object, so a failure is ours.
    """
    linker = find_tool(LINKER)
    if linker is None:
        raise LinkerNotFound(
            f"{LINKER} was not found: the AMDGPU target needs it to link HSA code objects. "
            f"Searched: {_searched_places(LINKER)}. Install it with `apt-get install lld-22` "
            f"(Debian, Ubuntu), or install ROCm, which ships $ROCM_PATH/llvm/bin/{LINKER} "
            f"(set ROCM_PATH if ROCm is not in /opt/rocm).")
    with tempfile.TemporaryDirectory(prefix="zluda-link-") as tmp:
        src = Path(tmp) / "kernel.o"
        out = Path(tmp) / "kernel.hsaco"
        src.write_bytes(obj)
        try:
            proc = subprocess.run([linker, "-shared", str(src), "-o", str(out)],
                                  capture_output=True, text=True, timeout=LINK_TIMEOUT_S)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise CompilerCrash(f"{LINKER} ({linker}) could not run: {exc}") from None
        if proc.returncode != 0 or not out.is_file():
            messages = (proc.stderr or proc.stdout).strip() or "(no output)"
            raise CompilerCrash(
                f"{LINKER} ({linker}) failed with exit status {proc.returncode} while linking "
                f"an AMDGPU code object:\n{messages}")
        return out.read_bytes()
