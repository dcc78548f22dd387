"""The compile cache: hits, keys, concurrent writers, and damaged entries that are rebuilt."""

import multiprocessing
import os
from pathlib import Path

import pytest
from zluda.ptx import cache, compile_ptx
from zluda.ptx.targets import get_target

PTX = (Path(__file__).resolve().parent.parent.parent / "examples" / "kernels" /
       "vector_add.ptx").read_text()


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("ZLUDA_CACHE", raising=False)
    return tmp_path


def _entries(root: Path) -> list[Path]:
    return [p for p in root.rglob("*.bin")]


def test_second_compile_is_a_cache_hit_with_the_same_binary(cache_dir):
    first = compile_ptx(PTX, "spirv")
    second = compile_ptx(PTX, "spirv")
    assert not first.from_cache and second.from_cache
    assert second.binary == first.binary and second.info.kernels.keys() == first.info.kernels.keys()
    assert len(_entries(cache_dir)) == 1


def test_key_depends_on_ptx_target_and_compiler_version(cache_dir, monkeypatch):
    target = get_target("spirv")
    key = cache.key(PTX, target.cache_key)
    assert key == cache.key(PTX, target.cache_key)
    assert key != cache.key(PTX + "\n", target.cache_key)
    assert key != cache.key(PTX, target.cache_key + ":other-features")
    assert len(cache.compiler_version().split("-")) >= 3
    monkeypatch.setattr(cache, "compiler_version", lambda: "another-compiler-build")
    assert key != cache.key(PTX, target.cache_key)


@pytest.mark.parametrize("option", ["approx=ex2", "off=flushed", "shuffle=memory", "ftz=device",
                                    "tid=warp"])
def test_every_target_option_has_its_own_entries(option):
    """A target option changes the code, so the cache must keep its builds apart (``ftz=device``
    once shared the entries of the plain target)."""
    assert get_target(f"spirv;{option}").cache_key != get_target("spirv").cache_key


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage", "empty"])
def test_damaged_entry_is_detected_and_rebuilt(cache_dir, damage):
    good = compile_ptx(PTX, "spirv")
    (entry,) = _entries(cache_dir)
    data = entry.read_bytes()
    if damage == "truncate":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        middle = len(data) // 2
        entry.write_bytes(data[:middle] + bytes([data[middle] ^ 0xFF]) + data[middle + 1 :])
    elif damage == "garbage":
        entry.write_bytes(os.urandom(len(data)))
    else:
        entry.write_bytes(b"")
    again = compile_ptx(PTX, "spirv")
    assert not again.from_cache, "a damaged entry must never be loaded"
    assert again.binary == good.binary
    assert compile_ptx(PTX, "spirv").from_cache  # rebuilt entry is good again


def _compile_in_child(args) -> bytes:
    directory, text = args
    os.environ["ZLUDA_CACHE_DIR"] = directory
    return compile_ptx(text, "spirv").binary


def test_two_processes_compiling_at_once_both_succeed(cache_dir):
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        results = pool.map(_compile_in_child, [(str(cache_dir), PTX)] * 4)
    assert len(set(results)) == 1
    assert len(_entries(cache_dir)) == 1
    assert not [p for p in cache_dir.rglob(".tmp-*")], "temporary files must not be left behind"
    assert compile_ptx(PTX, "spirv").from_cache


def test_cache_can_be_disabled(cache_dir, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE", "0")
    compile_ptx(PTX, "spirv")
    assert not compile_ptx(PTX, "spirv").from_cache
    assert _entries(cache_dir) == []


def _entry_path(text: str = PTX) -> Path:
    return cache._path(cache.key(text, get_target("spirv").cache_key))


@pytest.mark.parametrize("kind", ["fifo", "directory", "symlink"])
def test_something_that_is_not_a_file_in_an_entrys_place_is_never_read(cache_dir, kind):
    path = _entry_path()
    path.parent.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(path)  # reading it would block until a writer came
    elif kind == "directory":
        path.mkdir()
    else:
        path.symlink_to("/dev/zero")  # reading it would never end
    compiled = compile_ptx(PTX, "spirv")
    assert not compiled.from_cache and compiled.binary[:4] == b"\x03\x02\x23\x07"
    if kind != "directory":  # discarded, then written as a regular file
        assert path.is_file() and not path.is_symlink()
        assert compile_ptx(PTX, "spirv").from_cache


@pytest.mark.parametrize("where", ["a_file", "under_a_file"])
def test_an_unusable_cache_directory_costs_speed_not_correctness(tmp_path, monkeypatch, where):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(blocker if where == "a_file" else blocker / "x"))
    monkeypatch.delenv("ZLUDA_CACHE", raising=False)
    first = compile_ptx(PTX, "spirv")
    assert first.binary[:4] == b"\x03\x02\x23\x07"
    assert not compile_ptx(PTX, "spirv").from_cache
    assert blocker.read_text() == "not a directory"


@pytest.mark.parametrize("text, expected", [
    ("1000", 1000), ("64K", 64 << 10), ("500M", 500 << 20), ("2G", 2 << 30), ("3gib", 3 << 30),
    ("0", 0), ("lots", cache.DEFAULT_MAX_BYTES), ("-5", cache.DEFAULT_MAX_BYTES),
])
def test_cache_max_is_read_as_a_size(monkeypatch, text, expected):
    monkeypatch.setenv("ZLUDA_CACHE_MAX", text)
    assert cache.max_bytes() == expected


def _variant(i: int) -> str:
    return PTX + f"\n// variant {i}\n"


def test_the_least_recently_used_entries_are_evicted_beyond_cache_max(cache_dir, monkeypatch):
    compile_ptx(_variant(0), "spirv")
    entry_size = _entry_path(_variant(0)).stat().st_size
    monkeypatch.setenv("ZLUDA_CACHE_MAX", str(int(entry_size * 3.5)))
    for i in range(1, 3):
        compile_ptx(_variant(i), "spirv")
    paths = [_entry_path(_variant(i)) for i in range(3)]
    for age, path in zip((300, 200, 100), paths):  # variant 0 the oldest ...
        t = path.stat().st_mtime - age
        os.utime(path, (t, t))
    assert compile_ptx(_variant(0), "spirv").from_cache  # ... until this use refreshes it
    compile_ptx(_variant(3), "spirv")  # four entries exceed the limit: evict to 90% of it
    remaining = {i for i in range(4) if _entry_path(_variant(i)).exists()}
    assert remaining == {0, 2, 3}, "variant 1 was the least recently used"
    assert sum(p.stat().st_size for p in _entries(cache_dir)) <= entry_size * 3.5


def test_cache_max_zero_means_no_limit(cache_dir, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_MAX", "0")
    for i in range(3):
        compile_ptx(_variant(i), "spirv")
    assert len(_entries(cache_dir)) == 3


def test_a_temporary_file_left_by_a_dead_writer_is_removed_when_stale(cache_dir, monkeypatch):
    compile_ptx(_variant(0), "spirv")
    shard = _entry_path(_variant(0)).parent
    stale, fresh = shard / ".tmp-stale", shard / ".tmp-fresh"
    stale.write_bytes(b"x" * 100)
    fresh.write_bytes(b"x" * 100)
    old = stale.stat().st_mtime - 2 * 3600
    os.utime(stale, (old, old))
    cache.entries()
    assert not stale.exists() and fresh.exists(), "a writer may still be writing the fresh one"
