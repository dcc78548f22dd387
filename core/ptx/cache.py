"""The compile cache on disk.

An entry is keyed by the SHA-256 of the PTX text, the target (its triple, CPU and features) and
the compiler's version (the zluda version, the llvmlite version and a hash of the compiler's own
source files). It lives in ``ZLUDA_CACHE_DIR``, by default ``~/.cache/zluda`` (or
``$XDG_CACHE_HOME/zluda``). ``ZLUDA_CACHE=0`` turns the cache off: nothing is read or written.

Each entry is one file: a magic string, the SHA-256 of the body, and the body. Writers write a
temporary file and rename it into place, so two processes that compile the same module at once
both succeed and a reader never sees half a file. A reader that finds a bad checksum, a short
file, a foreign format, or something that is not a regular file (a FIFO, a device, a symbolic
link: reading those could block or never end) discards it and compiles again. A cache that
cannot be used at all (the directory is a file, or cannot be created) costs speed, never
correctness.

The cache holds at most ``ZLUDA_CACHE_MAX`` bytes (default 1 GiB; a number of bytes with an
optional K, M or G suffix; 0 means no limit). Each hit refreshes its entry's modification time;
after each store, if the entries exceed the limit, the least recently used are deleted until they
fill at most 90% of it.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import pickle
import re
import stat
import tempfile
import time
from pathlib import Path

log = logging.getLogger("zluda")

_MAGIC = b"ZLUDA-PTX-CACHE-1\n"
DEFAULT_MAX_BYTES = 1 << 30
_EVICT_TO = 0.9  # of the limit, so that not every store evicts
_STALE_TEMP_S = 3600  # a temporary file this old was left by a writer that died
_SIZE = re.compile(r"^\s*(\d+)\s*([kKmMgG]?)i?[bB]?\s*$")


def cache_dir() -> Path:
    configured = os.environ.get("ZLUDA_CACHE_DIR")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "zluda"


def enabled() -> bool:
    return os.environ.get("ZLUDA_CACHE", "1") != "0"


def max_bytes() -> int:
    """``ZLUDA_CACHE_MAX`` in bytes (0: no limit); a malformed value is logged and ignored."""
    text = os.environ.get("ZLUDA_CACHE_MAX")
    if not text:
        return DEFAULT_MAX_BYTES
    m = _SIZE.match(text)
    if m is None:
        _warn_once(f"ZLUDA_CACHE_MAX={text!r} is not a size (such as 500M or 2G); using"
                   f" {DEFAULT_MAX_BYTES >> 20}M")
        return DEFAULT_MAX_BYTES
    return int(m.group(1)) << {"": 0, "k": 10, "m": 20, "g": 30}[m.group(2).lower()]


@functools.cache
def _warn_once(message: str) -> None:
    log.warning("zluda: %s", message)


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
        digest.update(part.encode("utf-8", "surrogateescape"))
        digest.update(b"\0")
    return digest.hexdigest()


def _path(k: str) -> Path:
    return cache_dir() / k[:2] / f"{k}.bin"


def _read_regular_file(path: Path) -> bytes | None:
    """The bytes of ``path`` if it is a regular file; None if it is missing or unreadable.
    Anything else in its place is discarded without being read."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0))
    except FileNotFoundError:
        return None
    except OSError:  # a symbolic link (O_NOFOLLOW), a directory, no permission
        discard(path)
        return None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        discard(path)
        return None
    with os.fdopen(fd, "rb") as f:
        try:
            return f.read()
        except OSError:
            return None


def load(k: str) -> object | None:
    path = _path(k)
    data = _read_regular_file(path)
    if data is None:
        return None
    body = data[len(_MAGIC) + 32 :]
    if (
        not data.startswith(_MAGIC)
        or hashlib.sha256(body).digest() != data[len(_MAGIC) : len(_MAGIC) + 32]
    ):
        discard(path)
        return None
    try:
        value = pickle.loads(body)
    except Exception:  # noqa: BLE001 - a damaged entry is rebuilt, never trusted
        discard(path)
        return None
    try:
        os.utime(path)  # recently used: evicted last
    except OSError:
        pass
    return value


def store(k: str, value: object) -> None:
    path = _path(k)
    body = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    data = _MAGIC + hashlib.sha256(body).digest() + body
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
        tmp = None
    except OSError:
        return  # a read-only, full or unusable cache directory costs speed, never correctness
    finally:
        if tmp is not None:
            discard(Path(tmp))
    limit = max_bytes()
    if limit:
        evict(limit)


def forget(k: str) -> None:
    """Delete an entry whose binary turned out to be bad, although its checksum was good."""
    discard(_path(k))


def discard(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def entries() -> list[tuple[float, int, Path]]:
    """(last use, size, path) of each entry."""
    found = []
    now = time.time()
    try:
        shards = [d for d in os.scandir(cache_dir()) if len(d.name) == 2 and d.is_dir()]
    except OSError:
        return []
    for shard in shards:
        try:
            files = list(os.scandir(shard.path))
        except OSError:
            continue
        for f in files:
            try:
                info = f.stat(follow_symlinks=False)
            except OSError:
                continue
            if f.name.startswith(".tmp-"):
                if now - info.st_mtime > _STALE_TEMP_S:
                    discard(Path(f.path))
                continue
            if f.name.endswith(".bin"):
                found.append((info.st_mtime, info.st_size, Path(f.path)))
    return found


def evict(limit: int) -> None:
    """Delete the least recently used entries until the rest fill at most 90% of ``limit``,
    if they fill more than ``limit``."""
    found = entries()
    total = sum(size for _, size, _ in found)
    if total <= limit:
        return
    for _, size, path in sorted(found):
        if total <= limit * _EVICT_TO:
            break
        discard(path)
        total -= size
