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
