"""Every conformance kernel compiles for five AMD GPUs into a valid HSA code object.

No AMD GPU is needed: the PTX of ``conformance/kernels`` goes through the ``amdgpu:<gfx>`` target
and ``ld.lld``, and :func:`zluda.ptx.codeobject.read_code_object` checks the result:

- the ELF: AMDGPU machine, HSA OS ABI, a shared object, code object version 5, the gfx in e_flags;
- each kernel of the PTX in the metadata note, with its ``.kd`` kernel descriptor symbol;
- the kernel arguments: the PTX parameters at exactly CUDA's offsets and sizes, then the named
  hidden arguments of zluda's ABI; the group segment size is the kernel's static shared memory;
  the wavefront size is 32 on RDNA (gfx10xx, gfx11xx, gfx12xx) and 64 on CDNA (gfx90a, gfx942);
- where an ``llvm-objdump`` that knows the gfx is installed (``apt-get install llvm-22``), the
  code itself: ``ds_bpermute_b32`` for shuffles, the workgroup barrier for ``bar.sync``, and the
  wave32 bit of each kernel descriptor, whose sizes match the metadata.

Missing ``ld.lld`` or ``llvm-objdump`` skips these tests with the reason, except in CI (the
``CI`` variable set), which installs both (``.ci/run``) and fails without them.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from functools import cache
from pathlib import Path
from typing import NamedTuple

import pytest
from zluda.ptx import CompileError, codeobject, compile_ptx
from zluda.ptx.codeobject import (
    ELFOSABI_AMDGPU_HSA,
    EM_AMDGPU,
    ET_DYN,
    STT_FUNC,
    STT_OBJECT,
    find_tool,
    read_code_object,
    tool_candidates,
)
from zluda.ptx.errors import LinkerNotFound
from zluda.ptx.targets import get_target

KERNELS = Path(__file__).resolve().parents[2] / "conformance" / "kernels"
MALFORMED = KERNELS / "malformed.ptx"
FILES = sorted(p for p in KERNELS.glob("*.ptx") if p != MALFORMED)
WAVEFRONT_SIZE = {"gfx1030": 32, "gfx1100": 32, "gfx1201": 32, "gfx90a": 64, "gfx942": 64}
GFX = tuple(WAVEFRONT_SIZE)
# zluda's hidden kernel arguments after the PTX parameters (docs/compiler.md): name, size
ZLUDA_HIDDEN_ARGS = (("__zluda_globals", 8), ("__zluda_dynamic_smem", 4), ("__zluda_ntid_x", 4),
                     ("__zluda_ntid_y", 4), ("__zluda_ntid_z", 4), ("__zluda_grid_lo", 4),
                     ("__zluda_grid_hi", 4))
IN_CI = bool(os.environ.get("CI"))


def _target_registered() -> str | None:
    """Why the AMDGPU target cannot be used, or None."""
    try:
        get_target("amdgpu:gfx1100")
    except ValueError as exc:
        return f"the amdgpu compilation target is not registered: {exc}"
    return None


TARGET_MISSING = _target_registered()
LINKER_MISSING = None if find_tool("ld.lld") else (
    "ld.lld is not installed (apt-get install lld-22, or ROCm's $ROCM_PATH/llvm/bin/ld.lld)")

if LINKER_MISSING and IN_CI:
    raise RuntimeError(f"CI installs lld-22, yet {LINKER_MISSING}")
for _reason in (TARGET_MISSING, LINKER_MISSING):
    if _reason:
        print(f"test_amdgpu_code_objects: skipped: {_reason}")

pytestmark = pytest.mark.skipif(TARGET_MISSING is not None, reason=str(TARGET_MISSING))
needs_linker = pytest.mark.skipif(LINKER_MISSING is not None, reason=str(LINKER_MISSING))

CASES = [pytest.param(path, gfx, id=f"{path.stem}-{gfx}") for path in FILES for gfx in GFX]


@cache
def compiled(path: Path, gfx: str):
    """One compile per (PTX file, gfx) per session; the compile cache keeps reruns fast."""
    module = compile_ptx(path.read_text(), f"amdgpu:{gfx}", name=path.name)
    return module, read_code_object(module.binary)


def _align_up(value: int, align: int) -> int:
    return (value + align - 1) // align * align


# -- the ELF and the kernels ---------------------------------------------------------------------


@needs_linker
@pytest.mark.parametrize("path, gfx", CASES)
def test_elf_header(path, gfx):
    _, co = compiled(path, gfx)
    observed = (co.machine, co.os_abi, co.elf_type, co.code_object_version, co.mach)
    assert observed == (EM_AMDGPU, ELFOSABI_AMDGPU_HSA, ET_DYN, 5, gfx), hex(co.e_flags)
    assert co.target_id and co.target_id.startswith(f"amdgcn-amd-amdhsa--{gfx}"), co.target_id


@needs_linker
@pytest.mark.parametrize("path, gfx", CASES)
def test_each_kernel_and_its_descriptor_symbol(path, gfx):
    module, co = compiled(path, gfx)
    assert module.info.kernels, f"{path.name} has no kernel"
    assert set(co.kernels) == set(module.info.kernels)
    for name, kernel in co.kernels.items():
        assert kernel.symbol == f"{name}.kd"
        descriptor = co.symbols.get(kernel.symbol)
        assert descriptor is not None, f"{kernel.symbol} is not in the symbol table"
        assert (descriptor.type, descriptor.size) == (STT_OBJECT, 64), descriptor
        code = co.symbols.get(name)
        assert code is not None and code.type == STT_FUNC, f"{name}: {code}"


# -- the metadata --------------------------------------------------------------------------------


@needs_linker
@pytest.mark.parametrize("path, gfx", CASES)
def test_kernel_arguments_follow_cudas_layout_then_zludas_hidden_arguments(path, gfx):
    module, co = compiled(path, gfx)
    for name, info in module.info.kernels.items():
        kernel = co.kernels[name]
        explicit = [a for a in kernel.args if not a.value_kind.startswith("hidden_")]
        observed = [(a.offset, a.size) for a in explicit[:len(info.params)]]
        assert observed == [(p.offset, p.size) for p in info.params], \
            f"{name}: PTX parameters at (offset, size) {observed}"
        hidden = [(a.name, a.offset, a.size) for a in explicit[len(info.params):]]
        expected, offset = [], info.param_buffer_size
        for hidden_name, size in ZLUDA_HIDDEN_ARGS:
            offset = _align_up(offset, size)
            expected.append((hidden_name, offset, size))
            offset += size
        assert hidden == expected, f"{name}: the arguments after the PTX parameters"
        largest = max([p.align for p in info.params] + [8])
        assert kernel.kernarg_align >= largest, f"{name}: kernarg_align {kernel.kernarg_align}"
        end = max(a.offset + a.size for a in kernel.args)
        assert kernel.kernarg_size >= end, f"{name}: kernarg_size {kernel.kernarg_size} < {end}"


@needs_linker
@pytest.mark.parametrize("path, gfx", CASES)
def test_group_segment_is_the_static_shared_memory(path, gfx):
    module, co = compiled(path, gfx)
    observed = {name: co.kernels[name].group_segment_size for name in module.info.kernels}
    expected = {name: info.static_shared for name, info in module.info.kernels.items()}
    assert observed == expected


@needs_linker
@pytest.mark.parametrize("path, gfx", CASES)
def test_wavefront_size(path, gfx):
    module, co = compiled(path, gfx)
    observed = {name: co.kernels[name].wavefront_size for name in module.info.kernels}
    assert set(observed.values()) == {WAVEFRONT_SIZE[gfx]}, observed


@needs_linker
@pytest.mark.parametrize("target, mach, xnack, sramecc, version", [
    ("amdgpu:gfx90a", "gfx90a", "any", "any", 5),
    ("amdgpu:gfx90a:sramecc+:xnack-", "gfx90a", "off", "on", 5),
    ("amdgpu:gfx942:xnack+", "gfx942", "on", "any", 5),
    ("amdgpu:gfx1100@v6", "gfx1100", "unsupported", "unsupported", 6),
    ("amdgpu:gfx942:sramecc-:xnack+@v6", "gfx942", "on", "off", 6),
])
def test_target_id_features_and_version_reach_the_code_object(target, mach, xnack, sramecc,
                                                               version):
    """The target ID's features and ``@v6`` become e_flags, the ABI version and amdhsa.target."""
    co = read_code_object(compile_ptx((KERNELS / "vector_add.ptx").read_text(), target).binary)
    assert (co.mach, co.xnack, co.sramecc, co.code_object_version) == \
        (mach, xnack, sramecc, version), hex(co.e_flags)
    assert co.target_id == "amdgcn-amd-amdhsa--" + target.removeprefix("amdgpu:").split("@")[0]


def test_malformed_ptx_fails_with_its_line_and_column():
    text = MALFORMED.read_text()
    with pytest.raises(CompileError) as amdgpu:
        compile_ptx(text, "amdgpu:gfx1100", name=MALFORMED.name, use_cache=False)
    with pytest.raises(CompileError) as spirv:
        compile_ptx(text, "spirv", name=MALFORMED.name, use_cache=False)
    error = amdgpu.value
    assert error.line in (15, 16, 17, 18) and error.column is not None, str(error)
    assert (error.line, error.column) == (spirv.value.line, spirv.value.column)
    assert f"malformed.ptx:{error.line}:{error.column}:" in str(error)


def test_without_a_linker_compiling_for_amdgpu_raises_linker_not_found(monkeypatch, tmp_path):
    """No ROCm, an empty PATH: the compile fails with the CUresult that names a missing JIT."""
    monkeypatch.delenv("ROCM_PATH", raising=False)
    monkeypatch.delenv("ROCM_HOME", raising=False)
    monkeypatch.setattr(codeobject, "DEFAULT_ROCM_PATH", tmp_path / "no-rocm")
    monkeypatch.setenv("PATH", "")
    with pytest.raises(LinkerNotFound) as info:
        compile_ptx((KERNELS / "vector_add.ptx").read_text(), "amdgpu:gfx1100", use_cache=False)
    assert info.value.cu_result == "CUDA_ERROR_JIT_COMPILER_NOT_FOUND"
    assert "ld.lld was not found" in str(info.value)


def test_the_corpus_is_there():
    assert len(FILES) >= 40


# -- the disassembly -----------------------------------------------------------------------------

BARRIER = {  # what LLVM 22 emits for a workgroup barrier
    "gfx1030": ("s_barrier",), "gfx1100": ("s_barrier",), "gfx90a": ("s_barrier",),
    "gfx942": ("s_barrier",), "gfx1201": ("s_barrier_signal", "s_barrier_wait"),
}
SHUFFLE_PTX = re.compile(r"\bshfl\.sync\.")
BARRIER_PTX = re.compile(r"\b(?:bar|barrier)(?:\.cta)?\.(?:sync|red)\b")
ENTRY_PTX = re.compile(r"\.(entry|func)\s+(?:\([^)]*\)\s*)?([\w$]+)")
SECTION_HEADER = re.compile(r"^Disassembly of section (\S+):$", re.M)
SYMBOL_HEADER = re.compile(r"^[0-9a-f]+ <([^>]+)>:$", re.M)


class Disassembly(NamedTuple):
    tool: str
    code: str  # -d: the kernels' instructions
    descriptors: str  # -D -j .rodata: the kernel descriptors as .amdhsa directives


_WORKING_OBJDUMP: dict[str, Path] = {}  # gfx -> the llvm-objdump that served it


@cache
def disassemble(gfx: str, binary: bytes) -> Disassembly | str:
    """Disassemble with the first llvm-objdump that knows ``gfx`` and decodes its kernel
    descriptors (an older one on PATH, such as LLVM 14, may not); or the reason there is none."""
    tried = []
    candidates = tool_candidates("llvm-objdump")
    if gfx in _WORKING_OBJDUMP:
        candidates.insert(0, _WORKING_OBJDUMP[gfx])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "module.hsaco"
        path.write_bytes(binary)
        for tool in candidates:
            proc = subprocess.run(
                [str(tool), "--triple=amdgcn-amd-amdhsa", f"--mcpu={gfx}", "-D", "-j", ".text",
                 "-j", ".rodata", str(path)], capture_output=True, text=True, timeout=120)
            parts = SECTION_HEADER.split(proc.stdout)
            sections = {parts[i]: parts[i + 1] for i in range(1, len(parts) - 1, 2)}
            code, descriptors = sections.get(".text", ""), sections.get(".rodata", "")
            problem = next((line for line in proc.stderr.splitlines()
                            if "error" in line or "not a recognized processor" in line), None)
            if problem is None and proc.returncode != 0:
                problem = f"exit status {proc.returncode}"
            if problem is None and "s_endpgm" not in code:
                problem = "no s_endpgm in the disassembly"
            if problem is None and ("Error in decoding" in descriptors
                                    or ".amdhsa_kernel" not in descriptors):
                problem = "cannot decode the kernel descriptors"
            if problem is None:
                _WORKING_OBJDUMP[gfx] = tool
                return Disassembly(str(tool), code, descriptors)
            tried.append(f"{tool}: {problem}")
    why = f"no llvm-objdump that disassembles {gfx} code objects (apt-get install llvm-22)"
    return why + (f"; tried {'; '.join(tried)}" if tried else "")


def _disassembly(gfx: str, binary: bytes) -> Disassembly:
    result = disassemble(gfx, binary)
    if isinstance(result, str):
        if IN_CI:
            pytest.fail(f"CI installs llvm-22, yet {result}")
        pytest.skip(result)
    return result


def _code_by_symbol(disassembly: str) -> dict[str, str]:
    parts = SYMBOL_HEADER.split(disassembly)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def _ptx_bodies(text: str) -> dict[str, tuple[str, str]]:
    """Each PTX function's name -> (``entry`` or ``func``, its text up to the next function)."""
    matches = list(ENTRY_PTX.finditer(text))
    return {m.group(2): (m.group(1), text[m.end():matches[i + 1].start() if i + 1 < len(matches)
                                            else len(text)])
            for i, m in enumerate(matches)}


def _kernels_using(pattern: re.Pattern, path: Path, kernels) -> tuple[set[str], bool]:
    """The kernels whose own PTX body matches, and whether a device function matches too (its
    code may then sit in a function of its own rather than in the kernels)."""
    bodies = _ptx_bodies(path.read_text())
    own = {name for name in kernels if pattern.search(bodies.get(name, ("", ""))[1])}
    in_func = any(kind == "func" and pattern.search(body) for kind, body in bodies.values())
    return own, in_func


def _cases_using(pattern: re.Pattern) -> list:
    return [case for case in CASES if pattern.search(case.values[0].read_text())]


@needs_linker
@pytest.mark.parametrize("path, gfx", _cases_using(SHUFFLE_PTX))
def test_shuffles_are_ds_bpermute(path, gfx):
    module, co = compiled(path, gfx)
    users, in_func = _kernels_using(SHUFFLE_PTX, path, module.info.kernels)
    disassembly = _disassembly(gfx, module.binary).code
    code = _code_by_symbol(disassembly)
    missing = [name for name in users if "ds_bpermute_b32" not in code.get(name, "")]
    assert not missing, f"kernels with shfl.sync but no ds_bpermute_b32: {missing}"
    if in_func:
        assert "ds_bpermute_b32" in disassembly


@needs_linker
@pytest.mark.parametrize("path, gfx", _cases_using(BARRIER_PTX))
def test_barriers_are_workgroup_barriers(path, gfx):
    module, co = compiled(path, gfx)
    users, in_func = _kernels_using(BARRIER_PTX, path, module.info.kernels)
    # LLVM drops the barrier of a kernel whose work-group fits in one wave: nothing to wait for.
    users = {n for n in users if co.kernels[n].max_flat_workgroup_size > WAVEFRONT_SIZE[gfx]}
    if not users and not in_func:
        pytest.skip(f"{path.name}: each kernel with a barrier fits in one {gfx} wave")
    disassembly = _disassembly(gfx, module.binary).code
    code = _code_by_symbol(disassembly)
    for name in users:
        lines = code.get(name, "")
        for instruction in BARRIER[gfx]:
            assert re.search(rf"^\s*{instruction}\b", lines, re.M), f"{name}: no {instruction}"
    if in_func:
        assert all(re.search(rf"^\s*{i}\b", disassembly, re.M) for i in BARRIER[gfx])


@needs_linker
@pytest.mark.parametrize("path, gfx", CASES)
def test_kernel_descriptors_match_the_wave_size_and_metadata(path, gfx):
    """The kernel descriptor (what the hardware reads) has the wave32 bit exactly on RDNA."""
    module, co = compiled(path, gfx)
    descriptors = _disassembly(gfx, module.binary).descriptors
    blocks = dict(re.findall(r"^\.amdhsa_kernel (\S+)\n(.*?)^\.end_amdhsa_kernel", descriptors,
                             re.M | re.S))
    assert set(blocks) == set(module.info.kernels)
    for name, block in blocks.items():
        wave32 = re.search(r"\.amdhsa_wavefront_size32 1\b", block) is not None
        assert wave32 == (WAVEFRONT_SIZE[gfx] == 32), f"{name}: {block}"
        # the descriptor and the metadata note agree on the sizes the loader uses
        kernel = co.kernels[name]
        for directive, expected in (("kernarg_size", kernel.kernarg_size),
                                    ("group_segment_fixed_size", kernel.group_segment_size),
                                    ("private_segment_fixed_size", kernel.private_segment_size)):
            found = re.search(rf"\.amdhsa_{directive} (\d+)", block)
            assert found and int(found.group(1)) == expected, f"{name}: .amdhsa_{directive}"
