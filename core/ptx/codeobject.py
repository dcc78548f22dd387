"""AMDGPU code objects: link objects into an HSA code object, and read one back.

LLVM's AMDGPU backend emits a relocatable ELF; the ROCm loader (``hipModuleLoadData``) takes a
shared object, so :func:`link` runs ``ld.lld -shared`` on the objects (one, or the parts of a
module compiled side by side). :func:`read_code_object` parses the result (ELF header, symbols,
the ``NT_AMDGPU_METADATA`` notes) so that the tests can check what
the compiler emitted, and the ROCm backend can pack kernel arguments at the offsets the metadata
gives, without a ROCm install.
"""

from __future__ import annotations

import os
import re
import struct
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import msgpack

from .errors import CompilerCrash, LinkerNotFound

LINKER = "ld.lld"
LINK_TIMEOUT_S = 300
DEFAULT_ROCM_PATH = Path("/opt/rocm")  # where ROCm installs when neither variable says otherwise

# -- finding LLVM tools ---------------------------------------------------------------------------


def _rocm_llvm_dirs() -> list[tuple[str, Path]]:
    """ROCm's LLVM ``bin`` directories, in search order, each with where it came from."""
    dirs: list[tuple[str, Path]] = []
    for var in ("ROCM_PATH", "ROCM_HOME"):
        root = os.environ.get(var)
        if root:
            dirs.append((f"${var}", Path(root) / "llvm" / "bin"))
    dirs.append(("default ROCm", DEFAULT_ROCM_PATH / "llvm" / "bin"))
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
    seen: set[str] = set()  # real paths: /bin and /usr/bin are often one directory

    def add(path: Path) -> None:
        if _is_executable(path) and os.path.realpath(path) not in seen:
            seen.add(os.path.realpath(path))
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


def link(objects: list[bytes]) -> bytes:
    """Link AMDGPU relocatable objects into one HSA code object (an ELF shared object). Each
    object holds its own kernels' metadata note, as the partitions of ROCm's own link-time
    compiles do; the loader merges them (and so does :func:`read_code_object`).

    Raises :class:`LinkerNotFound` when no ``ld.lld`` is installed, and :class:`CompilerCrash`
    with the linker's messages when it fails: our compiler made the objects, so a failure is ours.
    """
    linker = find_tool(LINKER)
    if linker is None:
        raise LinkerNotFound(
            f"{LINKER} was not found: the AMDGPU target needs it to link HSA code objects. "
            f"Searched: {_searched_places(LINKER)}. Install it with `apt-get install lld-22` "
            f"(Debian, Ubuntu), or install ROCm, which ships $ROCM_PATH/llvm/bin/{LINKER} "
            f"(set ROCM_PATH if ROCm is not in /opt/rocm).")
    with tempfile.TemporaryDirectory(prefix="zluda-link-") as tmp:
        sources = []
        for number, obj in enumerate(objects):
            sources.append(Path(tmp) / f"part{number}.o")
            sources[-1].write_bytes(obj)
        out = Path(tmp) / "kernel.hsaco"
        try:
            proc = subprocess.run([linker, "-shared", *map(str, sources), "-o", str(out)],
                                  capture_output=True, text=True, errors="replace",
                                  timeout=LINK_TIMEOUT_S)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise CompilerCrash(f"{LINKER} ({linker}) could not run: {exc}") from None
        if proc.returncode != 0 or not out.is_file():
            messages = (proc.stderr or proc.stdout).strip() or "(no output)"
            raise CompilerCrash(
                f"{LINKER} ({linker}) failed with exit status {proc.returncode} while linking "
                f"an AMDGPU code object:\n{messages}")
        return out.read_bytes()


# -- reading --------------------------------------------------------------------------------------

EM_AMDGPU = 224
ELFOSABI_AMDGPU_HSA = 64
ET_REL, ET_EXEC, ET_DYN = 1, 2, 3
NT_AMDGPU_METADATA = 32
STT_OBJECT, STT_FUNC = 1, 2
STB_LOCAL, STB_GLOBAL, STB_WEAK = 0, 1, 2

_SHT_SYMTAB, _SHT_NOTE, _SHT_DYNSYM = 2, 7, 11
_PT_NOTE = 4
_SHN_XINDEX = 0xFFFF

# EF_AMDGPU_MACH_* from LLVM's llvm/BinaryFormat/ELF.h. Each value was checked against what
# LLVM 22 (llvmlite 0.50) writes for that processor; tests/ptx/test_codeobject.py checks them again.
EF_AMDGPU_MACH = 0x0FF
EF_AMDGPU_GENERIC_VERSION_SHIFT = 24
MACH_NAMES: dict[int, str] = {
    0x020: "gfx600", 0x021: "gfx601", 0x03A: "gfx602",
    0x022: "gfx700", 0x023: "gfx701", 0x024: "gfx702", 0x025: "gfx703", 0x026: "gfx704",
    0x03B: "gfx705",
    0x028: "gfx801", 0x029: "gfx802", 0x02A: "gfx803", 0x03C: "gfx805", 0x02B: "gfx810",
    0x02C: "gfx900", 0x02D: "gfx902", 0x02E: "gfx904", 0x02F: "gfx906", 0x030: "gfx908",
    0x031: "gfx909", 0x03F: "gfx90a", 0x032: "gfx90c", 0x04C: "gfx942", 0x04F: "gfx950",
    0x033: "gfx1010", 0x034: "gfx1011", 0x035: "gfx1012", 0x042: "gfx1013",
    0x036: "gfx1030", 0x037: "gfx1031", 0x038: "gfx1032", 0x039: "gfx1033", 0x03E: "gfx1034",
    0x03D: "gfx1035", 0x045: "gfx1036",
    0x041: "gfx1100", 0x046: "gfx1101", 0x047: "gfx1102", 0x044: "gfx1103",
    0x043: "gfx1150", 0x04A: "gfx1151", 0x055: "gfx1152", 0x058: "gfx1153",
    0x048: "gfx1200", 0x04E: "gfx1201", 0x049: "gfx1250", 0x05A: "gfx1251",
    # generic targets (code object v6 only)
    0x051: "gfx9-generic", 0x05F: "gfx9-4-generic", 0x052: "gfx10-1-generic",
    0x053: "gfx10-3-generic", 0x054: "gfx11-generic", 0x059: "gfx12-generic",
}
MACH_VALUES: dict[str, int] = {name: value for value, name in MACH_NAMES.items()}

# Target-feature settings in e_flags, code object v4 and later: (mask, {bits: setting}).
_FEATURE_SETTINGS = {0: "unsupported", 1: "any", 2: "off", 3: "on"}
EF_AMDGPU_FEATURE_XNACK_V4 = 0x300
EF_AMDGPU_FEATURE_SRAMECC_V4 = 0xC00
# Code object v3 had one bit per feature: set = on, clear = off.
EF_AMDGPU_FEATURE_XNACK_V3 = 0x100
EF_AMDGPU_FEATURE_SRAMECC_V3 = 0x200

_REQUIRED_KERNEL_KEYS = (
    ".name", ".symbol", ".kernarg_segment_size", ".kernarg_segment_align",
    ".group_segment_fixed_size", ".private_segment_fixed_size", ".wavefront_size",
    ".sgpr_count", ".vgpr_count", ".max_flat_workgroup_size")


class CodeObjectError(ValueError):
    """The bytes are not a well-formed AMDGPU code object."""


class Symbol(NamedTuple):
    value: int
    size: int
    type: int     # STT_*: STT_FUNC for a kernel's code, STT_OBJECT for its ``.kd`` descriptor
    binding: int  # STB_*


@dataclass(frozen=True)
class KernelArg:
    """One kernel argument of the metadata: explicit, or hidden (``value_kind`` ``hidden_*``)."""

    name: str | None
    offset: int
    size: int
    value_kind: str
    address_space: str | None


@dataclass(frozen=True)
class KernelMetadata:
    name: str
    symbol: str  # the kernel descriptor, ``<name>.kd``
    kernarg_size: int
    kernarg_align: int
    group_segment_size: int  # fixed LDS size: the kernel's static shared memory
    private_segment_size: int
    wavefront_size: int
    sgpr_count: int
    vgpr_count: int
    max_flat_workgroup_size: int
    args: list[KernelArg] = field(default_factory=list)

    def arg(self, name: str) -> KernelArg:
        """The argument called ``name``; KeyError if the metadata has no such argument."""
        for arg in self.args:
            if arg.name == name:
                return arg
        raise KeyError(f"kernel {self.name} has no argument {name!r}")


@dataclass(frozen=True)
class CodeObject:
    machine: int
    os_abi: int
    abi_version: int
    code_object_version: int | None  # None when the OS ABI is not HSA
    elf_type: int
    e_flags: int
    mach: str | None  # the gfx name; None for a mach value this table does not know
    generic_version: int
    xnack: str  # "unsupported", "any", "off" or "on"
    sramecc: str
    symbols: dict[str, Symbol]
    metadata: dict
    target_id: str | None
    kernels: dict[str, KernelMetadata]


class _Elf:
    """Bounds-checked reads from an ELF64 little-endian image."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def unpack(self, fmt: str, offset: int, what: str) -> tuple:
        size = struct.calcsize(fmt)
        if offset < 0 or offset + size > len(self.data):
            raise CodeObjectError(
                f"truncated code object: the {what} at offset {offset} needs {size} bytes, "
                f"the code object has {len(self.data)}")
        return struct.unpack_from(fmt, self.data, offset)

    def slice(self, offset: int, size: int, what: str) -> bytes:
        if offset < 0 or size < 0 or offset + size > len(self.data):
            raise CodeObjectError(
                f"truncated code object: the {what} spans bytes {offset}..{offset + size}, "
                f"the code object has {len(self.data)}")
        return self.data[offset:offset + size]


def _string(table: bytes, offset: int, what: str) -> str:
    end = table.find(b"\0", offset)
    if offset >= len(table) or end < 0:
        raise CodeObjectError(f"bad {what}: string offset {offset} outside its string table")
    try:
        return table[offset:end].decode()
    except UnicodeDecodeError:
        raise CodeObjectError(f"bad {what}: the name is not UTF-8") from None


_EHDR = "<16sHHIQQQIHHHHHH"
_SHDR = "<IIQQQQIIQQ"
_PHDR = "<IIQQQQQQ"
_SYM = "<IBBHQQ"


def read_code_object(binary: bytes) -> CodeObject:
    """Parse an AMDGPU code object: its ELF header, symbols and metadata note.

    Raises :class:`CodeObjectError`, naming what is wrong, for anything malformed.
    """
    elf = _Elf(bytes(binary))
    (ident, elf_type, machine, _version, _entry, phoff, shoff, e_flags, _ehsize, phentsize,
     phnum, shentsize, shnum, _shstrndx) = elf.unpack(_EHDR, 0, "ELF header")
    if ident[:4] != b"\x7fELF":
        raise CodeObjectError("not an ELF file (no \\x7fELF magic)")
    if ident[4] != 2 or ident[5] != 1:
        raise CodeObjectError(
            f"not a 64-bit little-endian ELF (class {ident[4]}, data encoding {ident[5]})")
    if machine != EM_AMDGPU:
        raise CodeObjectError(f"not an AMDGPU code object: e_machine {machine} is "
                              f"not {EM_AMDGPU} (EM_AMDGPU)")
    os_abi, abi_version = ident[7], ident[8]
    sections = _sections(elf, shoff, shentsize, shnum)
    code_object_version = abi_version + 2 if os_abi == ELFOSABI_AMDGPU_HSA else None
    mach = MACH_NAMES.get(e_flags & EF_AMDGPU_MACH)
    if code_object_version is not None and code_object_version >= 4:
        xnack = _FEATURE_SETTINGS[(e_flags & EF_AMDGPU_FEATURE_XNACK_V4) >> 8]
        sramecc = _FEATURE_SETTINGS[(e_flags & EF_AMDGPU_FEATURE_SRAMECC_V4) >> 10]
    else:
        xnack = "on" if e_flags & EF_AMDGPU_FEATURE_XNACK_V3 else "off"
        sramecc = "on" if e_flags & EF_AMDGPU_FEATURE_SRAMECC_V3 else "off"
    metadata = _metadata(elf, sections, phoff, phentsize, phnum)
    symbols = _symbols(elf, sections)
    target = metadata.get("amdhsa.target")
    return CodeObject(
        machine=machine, os_abi=os_abi, abi_version=abi_version,
        code_object_version=code_object_version, elf_type=elf_type, e_flags=e_flags,
        mach=mach, generic_version=e_flags >> EF_AMDGPU_GENERIC_VERSION_SHIFT,
        xnack=xnack, sramecc=sramecc, symbols=symbols, metadata=metadata,
        target_id=target if isinstance(target, str) else None,
        kernels=_kernels(metadata))


def _sections(elf: _Elf, shoff: int, shentsize: int, shnum: int) -> list[tuple]:
    """Section headers as tuples (sh_name, sh_type, ..., sh_entsize), in file order.

    Sections are found by type, so their names (``e_shstrndx``) are not needed.
    """
    if shoff == 0:
        return []
    if shentsize != struct.calcsize(_SHDR):
        raise CodeObjectError(f"bad ELF header: section header size {shentsize}, expected 64")
    if shnum == 0:  # extended numbering: the count is in section 0's sh_size
        shnum = elf.unpack(_SHDR, shoff, "section header 0")[5]
        if shnum * shentsize > len(elf.data):
            raise CodeObjectError(f"bad ELF header: {shnum} sections cannot fit")
    sections = [elf.unpack(_SHDR, shoff + i * shentsize, f"section header {i}")
                for i in range(shnum)]
    return sections


def _section_data(elf: _Elf, sections: list[tuple], index: int, what: str) -> bytes:
    if not 0 <= index < len(sections):
        raise CodeObjectError(f"bad {what}: section index {index} of {len(sections)}")
    header = sections[index]
    return elf.slice(header[4], header[5], what)


def _notes(data: bytes, align: int, what: str):
    """Yield (owner, type, descriptor) for each note in a note section or segment."""
    pos = 0
    while pos < len(data):
        if pos + 12 > len(data):
            raise CodeObjectError(f"truncated {what}: a note header at byte {pos}")
        namesz, descsz, note_type = struct.unpack_from("<III", data, pos)
        name_start = pos + 12
        desc_start = name_start + _round_up(namesz, align)
        end = desc_start + _round_up(descsz, align)
        if desc_start + descsz > len(data):
            raise CodeObjectError(f"truncated {what}: a note of {descsz} bytes at byte {pos} "
                                  f"runs past its end ({len(data)} bytes)")
        owner = data[name_start:name_start + namesz].rstrip(b"\0")
        yield owner, note_type, data[desc_start:desc_start + descsz]
        pos = end


def _round_up(value: int, align: int) -> int:
    return (value + align - 1) // align * align


def _metadata(elf: _Elf, sections: list[tuple], phoff: int, phentsize: int,
              phnum: int) -> dict:
    """The msgpack map of the ``NT_AMDGPU_METADATA`` notes (from note sections, else PT_NOTE),
    merged (:func:`_merged_notes`)."""
    regions: list[tuple[bytes, int, str]] = []
    for index, header in enumerate(sections):
        if header[1] == _SHT_NOTE:
            align = 8 if header[8] == 8 else 4
            regions.append((elf.slice(header[4], header[5], f"note section {index}"), align,
                            f"note section {index}"))
    if not regions and phoff:
        if phentsize != struct.calcsize(_PHDR):
            raise CodeObjectError(f"bad ELF header: program header size {phentsize}, expected 56")
        for i in range(phnum):
            p_type, _, p_offset, _, _, p_filesz, _, p_align = elf.unpack(
                _PHDR, phoff + i * phentsize, f"program header {i}")
            if p_type == _PT_NOTE:
                regions.append((elf.slice(p_offset, p_filesz, f"note segment {i}"),
                                8 if p_align == 8 else 4, f"note segment {i}"))
    notes = []
    for data, align, what in regions:
        for owner, note_type, desc in _notes(data, align, what):
            if owner == b"AMDGPU" and note_type == NT_AMDGPU_METADATA:
                try:
                    metadata = msgpack.unpackb(desc, raw=False, strict_map_key=False)
                except Exception as exc:  # msgpack raises several unrelated types
                    raise CodeObjectError(
                        f"bad AMDGPU metadata note: not valid msgpack ({exc})") from None
                if not isinstance(metadata, dict):
                    raise CodeObjectError(f"bad AMDGPU metadata note: a msgpack "
                                          f"{type(metadata).__name__}, not a map")
                notes.append(metadata)
    if notes:
        return _merged_notes(notes)
    raise CodeObjectError("no AMDGPU metadata note (NT_AMDGPU_METADATA, owner AMDGPU): "
                          "not an HSA code object of version 3 or later")


def _merged_notes(notes: list[dict]) -> dict:
    """One metadata map from the notes of a code object linked from several objects (each
    object has its own): their kernels together, as ROCm's loader merges them. The notes must
    agree on everything else; ``amdhsa.printf`` may be in one of them, or the same in all."""
    merged = dict(notes[0])
    kernels = list(merged.get("amdhsa.kernels", []))
    for note in notes[1:]:
        for key, value in note.items():
            if key == "amdhsa.kernels":
                if not isinstance(value, list):
                    raise CodeObjectError("bad AMDGPU metadata: amdhsa.kernels is not a list")
                kernels.extend(value)
            elif key not in merged:
                merged[key] = value
            elif merged[key] != value:
                raise CodeObjectError(
                    f"bad AMDGPU metadata: the code object's metadata notes disagree on {key} "
                    f"({merged[key]!r} and {value!r})")
    if "amdhsa.kernels" in merged or kernels:
        merged["amdhsa.kernels"] = kernels
    return merged


def _symbols(elf: _Elf, sections: list[tuple]) -> dict[str, Symbol]:
    """Named symbols of ``.symtab`` and ``.dynsym`` (a linked code object has both)."""
    symbols: dict[str, Symbol] = {}
    entsize = struct.calcsize(_SYM)
    for index, header in enumerate(sections):
        if header[1] not in (_SHT_SYMTAB, _SHT_DYNSYM):
            continue
        what = f"symbol table (section {index})"
        table = _section_data(elf, sections, index, what)
        names = _section_data(elf, sections, header[6], f"string table of section {index}")
        if header[9] != entsize:
            raise CodeObjectError(f"bad {what}: entry size {header[9]}, expected {entsize}")
        for pos in range(0, len(table) - entsize + 1, entsize):
            st_name, st_info, _other, _shndx, value, size = struct.unpack_from(_SYM, table, pos)
            if st_name == 0:
                continue
            name = _string(names, st_name, what)
            symbols.setdefault(name, Symbol(value, size, st_info & 0xF, st_info >> 4))
    return symbols


def _kernels(metadata: dict) -> dict[str, KernelMetadata]:
    entries = metadata.get("amdhsa.kernels", [])
    if not isinstance(entries, list):
        raise CodeObjectError("bad AMDGPU metadata: amdhsa.kernels is not a list")
    kernels: dict[str, KernelMetadata] = {}
    for number, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise CodeObjectError(f"bad AMDGPU metadata: kernel {number} is not a map")
        missing = [key for key in _REQUIRED_KERNEL_KEYS if key not in entry]
        if missing:
            raise CodeObjectError(f"bad AMDGPU metadata: kernel {number} "
                                  f"({entry.get('.name', '?')}) lacks {', '.join(missing)}")
        name = _field(entry, ".name", str, number)
        args = entry.get(".args", [])
        if not isinstance(args, list):
            raise CodeObjectError(f"bad AMDGPU metadata: .args of kernel {name} is not a list")
        kernels[name] = KernelMetadata(
            name=name,
            symbol=_field(entry, ".symbol", str, name),
            kernarg_size=_field(entry, ".kernarg_segment_size", int, name),
            kernarg_align=_field(entry, ".kernarg_segment_align", int, name),
            group_segment_size=_field(entry, ".group_segment_fixed_size", int, name),
            private_segment_size=_field(entry, ".private_segment_fixed_size", int, name),
            wavefront_size=_field(entry, ".wavefront_size", int, name),
            sgpr_count=_field(entry, ".sgpr_count", int, name),
            vgpr_count=_field(entry, ".vgpr_count", int, name),
            max_flat_workgroup_size=_field(entry, ".max_flat_workgroup_size", int, name),
            args=[_kernel_arg(arg, name, i) for i, arg in enumerate(args)])
    return kernels


def _field(entry: dict, key: str, kind: type, kernel: object):
    value = entry[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise CodeObjectError(f"bad AMDGPU metadata: {key} of kernel {kernel} is "
                              f"{value!r}, not {'an int' if kind is int else 'a string'}")
    return value


def _kernel_arg(arg: object, kernel: str, number: int) -> KernelArg:
    where = f"argument {number} of kernel {kernel}"
    if not isinstance(arg, dict):
        raise CodeObjectError(f"bad AMDGPU metadata: {where} is not a map")
    for key in (".offset", ".size", ".value_kind"):
        if key not in arg:
            raise CodeObjectError(f"bad AMDGPU metadata: {where} lacks {key}")
    name, space = arg.get(".name"), arg.get(".address_space")
    if name is not None and not isinstance(name, str):
        raise CodeObjectError(f"bad AMDGPU metadata: .name of {where} is {name!r}")
    if space is not None and not isinstance(space, str):
        raise CodeObjectError(f"bad AMDGPU metadata: .address_space of {where} is {space!r}")
    return KernelArg(name=name, offset=_field(arg, ".offset", int, f"{kernel} (arg {number})"),
                     size=_field(arg, ".size", int, f"{kernel} (arg {number})"),
                     value_kind=_field(arg, ".value_kind", str, f"{kernel} (arg {number})"),
                     address_space=space)
