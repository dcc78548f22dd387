"""``zluda.ptx.codeobject``: linking AMDGPU objects and reading HSA code objects.

The kernels here are hand-written LLVM IR compiled by llvmlite's AMDGPU backend, so these tests
check the linker and the reader independently of the PTX compiler's AMDGPU target. Linking needs
``ld.lld`` (``apt-get install lld-22``); without it those tests are skipped, except in CI.
"""

from __future__ import annotations

import os
import random
import stat
import struct

import llvmlite.binding as llvm
import pytest
from zluda.ptx import codeobject
from zluda.ptx.codeobject import (
    ELFOSABI_AMDGPU_HSA,
    EM_AMDGPU,
    ET_DYN,
    ET_REL,
    MACH_NAMES,
    STB_GLOBAL,
    STT_FUNC,
    STT_OBJECT,
    CodeObjectError,
    find_tool,
    link,
    read_code_object,
)
from zluda.ptx.errors import CompileError, CompilerCrash, LinkerNotFound

llvm.initialize_all_targets()
llvm.initialize_all_asmprinters()

LINKER = find_tool("ld.lld")
if LINKER is None and os.environ.get("CI"):
    raise RuntimeError("CI must have ld.lld (apt-get install lld-22)")
needs_linker = pytest.mark.skipif(
    LINKER is None, reason="ld.lld is not installed (apt-get install lld-22, or ROCm's)")

# out[0] = the LDS word written by this lane after a barrier; three explicit arguments of
# different sizes and one byref aggregate, as the AMDGPU target passes a struct by value.
KERNEL_IR = """
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [64 x i32] poison, align 4

define amdgpu_kernel void @store_lds(ptr addrspace(1) %out, i32 %n, i64 %m,
                                     ptr addrspace(4) byref([12 x i8]) align 4 %s) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %i
  store i32 %n, ptr addrspace(3) %p
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v = load i32, ptr addrspace(3) @lds
  %w = load i32, ptr addrspace(4) %s
  %t = trunc i64 %m to i32
  %x = add i32 %v, %w
  %y = add i32 %x, %t
  store i32 %y, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @no_shared(ptr addrspace(1) %out) {
  store i32 7, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 COV}
"""


def emit(gfx: str, features: str = "", cov: int = 500, ir: str = KERNEL_IR) -> bytes:
    """An AMDGPU relocatable object for ``gfx`` (a fresh module: emit_object changes it)."""
    module = llvm.parse_assembly(ir.replace("COV", str(cov)))
    module.verify()
    machine = llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(
        cpu=gfx, features=features, opt=2)
    return machine.emit_object(module)


_linked: dict[tuple, bytes] = {}


def linked(gfx: str, features: str = "", cov: int = 500) -> bytes:
    key = (gfx, features, cov)
    if key not in _linked:
        _linked[key] = link([emit(gfx, features, cov)])
    return _linked[key]


# -- the ELF header ------------------------------------------------------------------------------


@needs_linker
def test_a_linked_code_object_is_an_hsa_shared_object_of_version_5():
    co = read_code_object(linked("gfx1100", "+wavefrontsize32"))
    assert co.machine == EM_AMDGPU == 224
    assert co.os_abi == ELFOSABI_AMDGPU_HSA == 64
    assert co.elf_type == ET_DYN
    assert co.abi_version == 3
    assert co.code_object_version == 5
    assert co.mach == "gfx1100"
    assert co.target_id == "amdgcn-amd-amdhsa--gfx1100"
    assert co.metadata["amdhsa.version"] == [1, 2]


@needs_linker
def test_module_flag_600_gives_code_object_version_6():
    co = read_code_object(linked("gfx942", cov=600))
    assert (co.abi_version, co.code_object_version) == (4, 6)
    assert co.mach == "gfx942"


def test_the_relocatable_object_reads_too():
    co = read_code_object(emit("gfx90a"))
    assert co.elf_type == ET_REL
    assert co.mach == "gfx90a"
    assert set(co.kernels) == {"store_lds", "no_shared"}


GENERIC = {name for name in MACH_NAMES.values() if "generic" in name}


@pytest.mark.parametrize("gfx", sorted(set(MACH_NAMES.values()) - GENERIC))
def test_the_mach_table_matches_what_llvm_writes(gfx):
    """Each row of MACH_NAMES against the e_flags of an object LLVM made for that processor."""
    ir = KERNEL_IR.split("define amdgpu_kernel void @store_lds")[0] + """
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 COV}
"""
    co = read_code_object(emit(gfx, ir=ir))
    assert co.mach == gfx, hex(co.e_flags)


@pytest.mark.parametrize("gfx", sorted(GENERIC))
def test_generic_targets_need_code_object_6_and_carry_a_generic_version(gfx):
    ir = """
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
"""
    co = read_code_object(emit(gfx, ir=ir))
    assert co.mach == gfx
    assert co.code_object_version == 6
    assert co.generic_version >= 1


@pytest.mark.parametrize("gfx, features, xnack, sramecc", [
    ("gfx1100", "+wavefrontsize32", "unsupported", "unsupported"),
    ("gfx1030", "+wavefrontsize32", "unsupported", "unsupported"),
    ("gfx90a", "", "any", "any"),
    ("gfx90a", "+xnack,-sramecc", "on", "off"),
    ("gfx942", "-xnack,+sramecc", "off", "on"),
    ("gfx1010", "", "any", "unsupported"),
])
def test_xnack_and_sramecc_settings(gfx, features, xnack, sramecc):
    co = read_code_object(emit(gfx, features))
    assert (co.xnack, co.sramecc) == (xnack, sramecc), hex(co.e_flags)
    assert co.mach == gfx


# -- kernels, symbols and metadata ---------------------------------------------------------------


@needs_linker
@pytest.mark.parametrize("gfx, features", [("gfx1100", "+wavefrontsize32"), ("gfx942", "")])
def test_each_kernel_has_its_code_and_kernel_descriptor_symbols(gfx, features):
    co = read_code_object(linked(gfx, features))
    assert set(co.kernels) == {"store_lds", "no_shared"}
    for name, kernel in co.kernels.items():
        assert kernel.name == name
        assert kernel.symbol == f"{name}.kd"
        descriptor = co.symbols[kernel.symbol]
        assert (descriptor.type, descriptor.binding) == (STT_OBJECT, STB_GLOBAL)
        assert descriptor.size == 64  # the kernel descriptor's fixed size
        code = co.symbols[name]
        assert (code.type, code.binding) == (STT_FUNC, STB_GLOBAL)
        assert code.size > 0


@needs_linker
def test_explicit_kernel_arguments_at_their_offsets():
    kernel = read_code_object(linked("gfx1100", "+wavefrontsize32")).kernels["store_lds"]
    explicit = [(a.name, a.offset, a.size, a.value_kind) for a in kernel.args
                if not a.value_kind.startswith("hidden_")]
    assert explicit == [("out", 0, 8, "global_buffer"), ("n", 8, 4, "by_value"),
                        ("m", 16, 8, "by_value"), ("s", 24, 12, "by_value")]
    assert kernel.arg("out").address_space == "global"
    assert kernel.arg("n").address_space is None
    with pytest.raises(KeyError, match="no argument 'missing'"):
        kernel.arg("missing")
    hidden = [a for a in kernel.args if a.value_kind.startswith("hidden_")]
    assert hidden and min(a.offset for a in hidden) >= 36
    assert kernel.kernarg_align == 8
    assert kernel.kernarg_size >= max(a.offset + a.size for a in kernel.args)


@needs_linker
def test_group_segment_size_is_the_lds_the_kernel_uses():
    kernels = read_code_object(linked("gfx90a")).kernels
    assert kernels["store_lds"].group_segment_size == 64 * 4
    assert kernels["no_shared"].group_segment_size == 0
    assert kernels["store_lds"].private_segment_size == 0
    assert kernels["store_lds"].max_flat_workgroup_size == 1024
    assert kernels["store_lds"].vgpr_count > 0 and kernels["store_lds"].sgpr_count > 0


@needs_linker
@pytest.mark.parametrize("gfx, features, wave", [
    ("gfx1100", "+wavefrontsize32", 32),
    ("gfx1201", "+wavefrontsize32", 32),
    ("gfx1030", "+wavefrontsize64", 64),
    ("gfx942", "", 64),
    ("gfx90a", "", 64),
])
def test_wavefront_size(gfx, features, wave):
    co = read_code_object(linked(gfx, features))
    assert {k.wavefront_size for k in co.kernels.values()} == {wave}


@needs_linker
def test_without_section_headers_the_metadata_comes_from_the_note_segment():
    data = bytearray(linked("gfx1100", "+wavefrontsize32"))
    struct.pack_into("<Q", data, 0x28, 0)  # e_shoff = 0
    struct.pack_into("<HH", data, 0x3C, 0, 0)  # e_shnum = e_shstrndx = 0: no section headers
    co = read_code_object(bytes(data))
    assert co.symbols == {}
    assert set(co.kernels) == {"store_lds", "no_shared"}


# -- malformed input -----------------------------------------------------------------------------


@needs_linker
def test_every_truncation_is_a_code_object_error():
    data = linked("gfx1100", "+wavefrontsize32")
    for length in range(len(data)):
        with pytest.raises(CodeObjectError):
            read_code_object(data[:length])


@pytest.mark.parametrize("change, message", [
    (lambda d: d[:0] + b"\x7fELG" + d[4:], "not an ELF file"),
    (lambda d: d[:4] + b"\x01" + d[5:], "not a 64-bit little-endian ELF"),
    (lambda d: d[:5] + b"\x02" + d[6:], "not a 64-bit little-endian ELF"),
    (lambda d: d[:18] + struct.pack("<H", 62) + d[20:], "not an AMDGPU code object: e_machine 62"),
    (lambda d: d.replace(b"AMDGPU\0\0", b"ZZZZZZ\0\0"), "no AMDGPU metadata note"),
])
def test_malformed_headers_are_named(change, message):
    with pytest.raises(CodeObjectError, match=message):
        read_code_object(change(emit("gfx1100", "+wavefrontsize32")))


def test_metadata_that_is_not_msgpack_is_named():
    data = bytearray(emit("gfx942"))
    start = data.index(b"AMDGPU\0\0") + 8
    data[start] = 0xC1  # a byte that msgpack never uses
    with pytest.raises(CodeObjectError, match="not valid msgpack"):
        read_code_object(bytes(data))


def test_fuzzed_code_objects_parse_or_raise_code_object_error():
    """Random byte changes and random garbage: only CodeObjectError may escape, never
    struct.error, IndexError, UnicodeDecodeError or a msgpack exception."""
    rng = random.Random(5)
    base = emit("gfx90a")
    for _ in range(1500):
        data = bytearray(base)
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        try:
            read_code_object(bytes(data))
        except CodeObjectError:
            pass
    for _ in range(300):
        garbage = bytes(rng.randrange(256) for _ in range(rng.randrange(200)))
        with pytest.raises(CodeObjectError):
            read_code_object(b"\x7fELF\x02\x01\x01\x40\x03" + garbage)


def test_header_fields_that_point_past_the_end_are_named():
    data = bytearray(emit("gfx1100"))
    struct.pack_into("<Q", data, 0x28, len(data) + 4096)  # e_shoff
    with pytest.raises(CodeObjectError, match="truncated code object: the section header 0"):
        read_code_object(bytes(data))


# -- linking -------------------------------------------------------------------------------------


@needs_linker
def test_a_failing_link_raises_compiler_crash_with_the_linkers_messages():
    with pytest.raises(CompilerCrash) as info:
        link([b"\0" * 64])  # no ELF magic
    assert "ld.lld" in str(info.value)
    assert "exit status" in str(info.value)
    assert "unknown file type" in str(info.value)  # lld's own words


def _fake_tool(directory, name: str, script: str = "exit 0") -> str:
    """A test double: an executable shell script standing in for an LLVM tool."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_text(f"#!/bin/sh\n{script}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


@pytest.fixture
def clean_tool_search(monkeypatch, tmp_path):
    """No ROCm (the variables unset, the default root an empty folder) and an empty PATH."""
    monkeypatch.delenv("ROCM_PATH", raising=False)
    monkeypatch.delenv("ROCM_HOME", raising=False)
    monkeypatch.setattr(codeobject, "DEFAULT_ROCM_PATH", tmp_path / "no-rocm")
    monkeypatch.setenv("PATH", "")
    return tmp_path


def test_fake_rocm_linker_comes_before_path(clean_tool_search, monkeypatch):
    tmp = clean_tool_search
    rocm = _fake_tool(tmp / "rocm" / "llvm" / "bin", "ld.lld")
    _fake_tool(tmp / "bin", "ld.lld")
    monkeypatch.setenv("PATH", str(tmp / "bin"))
    monkeypatch.setenv("ROCM_PATH", str(tmp / "rocm"))
    assert find_tool("ld.lld") == rocm


def test_fake_rocm_home_then_default_rocm(clean_tool_search, monkeypatch):
    tmp = clean_tool_search
    default = _fake_tool(tmp / "no-rocm" / "llvm" / "bin", "ld.lld")
    assert find_tool("ld.lld") == default
    home = _fake_tool(tmp / "home" / "llvm" / "bin", "ld.lld")
    monkeypatch.setenv("ROCM_HOME", str(tmp / "home"))
    assert find_tool("ld.lld") == home
    monkeypatch.setenv("ROCM_PATH", str(tmp / "empty-rocm"))  # set, but holds no linker
    assert find_tool("ld.lld") == home


def test_fake_versioned_linkers_on_path_highest_first(clean_tool_search, monkeypatch):
    tmp = clean_tool_search
    _fake_tool(tmp / "a", "ld.lld-18")
    newest = _fake_tool(tmp / "b", "ld.lld-22")
    _fake_tool(tmp / "b", "ld.lld-9")
    _fake_tool(tmp / "b", "ld.lld-old")  # not a version number
    (tmp / "b" / "ld.lld-30").write_text("not executable")
    monkeypatch.setenv("PATH", os.pathsep.join([str(tmp / "a"), str(tmp / "b")]))
    assert find_tool("ld.lld") == newest
    plain = _fake_tool(tmp / "b", "ld.lld")
    assert find_tool("ld.lld") == plain
    assert codeobject.tool_candidates("ld.lld") == [
        tmp / "b" / "ld.lld", tmp / "b" / "ld.lld-22", tmp / "a" / "ld.lld-18",
        tmp / "b" / "ld.lld-9"]


def test_link_runs_the_found_fake_linker_with_shared(clean_tool_search, monkeypatch):
    """A fake ld.lld (test double) that records its arguments and writes a marker output."""
    tmp = clean_tool_search
    log = tmp / "args.txt"
    _fake_tool(tmp / "rocm" / "llvm" / "bin", "ld.lld",
               f'echo "$@" > {log}\nfor a; do out="$a"; done\nprintf linked > "$out"')
    monkeypatch.setenv("ROCM_PATH", str(tmp / "rocm"))
    assert link([b"object bytes"]) == b"linked"
    args = log.read_text().split()
    assert args[0] == "-shared" and args[1].endswith("part0.o")
    assert args[2] == "-o" and args[3].endswith("kernel.hsaco")


def test_fake_linker_failure_carries_its_stderr(clean_tool_search, monkeypatch):
    tmp = clean_tool_search
    _fake_tool(tmp / "bin", "ld.lld-22", 'echo "ld.lld: error: undefined symbol: foo" >&2; exit 1')
    monkeypatch.setenv("PATH", str(tmp / "bin"))
    with pytest.raises(CompilerCrash, match="undefined symbol: foo"):
        link([b"object bytes"])


def test_no_linker_anywhere_raises_linker_not_found(clean_tool_search):
    with pytest.raises(LinkerNotFound) as info:
        link([b"object bytes"])
    error = info.value
    assert isinstance(error, CompileError)
    assert error.cu_result == "CUDA_ERROR_JIT_COMPILER_NOT_FOUND"
    message = str(error)
    assert message.startswith("ld.lld was not found")
    assert str(clean_tool_search / "no-rocm" / "llvm" / "bin" / "ld.lld") in message
    assert "PATH is empty" in message
    assert "apt-get install lld-22" in message
    assert "$ROCM_PATH/llvm/bin/ld.lld" in message
    assert find_tool("ld.lld") is None
