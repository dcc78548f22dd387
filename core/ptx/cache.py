"""The compile cache on disk.

An entry is keyed by the SHA-256 of the PTX text, the target (its triple, CPU and features) and
the compiler's version (the zluda version, the llvmlite version and a hash of the compiler's own
source files). It lives in ``ZLUDA_CACHE_DIR``, by default ``~/.cache/zluda`` (or
``$XDG_CACHE_HOME/zluda``).

Each entry is one file: a magic string, the SHA-256 of the body, and the body. Writers write a
temporary file and rename it into place, so two processes that compile the same module at once
both succeed and a reader never sees half a file. A reader that finds a bad checksum, a short
file or a foreign format deletes the entry and compiles again.
"""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
import tempfile
from pathlib import Path

_MAGIC = b"ZLUDA-PTX-CACHE-1\n"


def cache_dir() -> Path:
    configured = os.environ.get("ZLUDA_CACHE_DIR")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "zluda"


def enabled() -> bool:
    return os.environ.get("ZLUDA_CACHE", "1") != "0"


@functools.cache
def compiler_version() -> str:
    """Changes whenever the compiler's code or LLVM changes."""
    import llvmlite

    from .. import __version__

    digest = hashlib.sha256()
    root = Path(__file__).parent
    for path in sorted(root.rglob("*")):
        if path.suffix in (".py", ".ll") and "__pycache__" not in path.parts:
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    return f"{__version__}-{llvmlite.__version__}-{digest.hexdigest()[:16]}"


def key(ptx: str, target_key: str, options: str = "") -> str:
    digest = hashlib.sha256()
    for part in (compiler_version(), target_key, options, ptx):
        digest.update(part.encode())
        digest.update(b"\0")
    return digest.hexdigest()


def _path(k: str) -> Path:
    return cache_dir() / k[:2] / f"{k}.bin"


def load(k: str) -> object | None:
    path = _path(k)
    try:
        data = path.read_bytes()
    except OSError:
        return None
    body = data[len(_MAGIC) + 32 :]
    if (
        not data.startswith(_MAGIC)
        or hashlib.sha256(body).digest() != data[len(_MAGIC) : len(_MAGIC) + 32]
    ):
        _discard(path)
        return None
    try:
        return pickle.loads(body)
    except Exception:  # noqa: BLE001 - a damaged entry is rebuilt, never trusted
        _discard(path)
        return None


def store(k: str, value: object) -> None:
    path = _path(k)
    body = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    data = _MAGIC + hashlib.sha256(body).digest() + body
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only or full cache directory costs speed, never correctness


def _discard(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass
