"""nvcc fatbinaries: find the PTX inside, decompressing zstd or LZ4 entries.

Layout (see ``../shared/FACTS.md``): an optional 24-byte wrapper (magic ``0x466243B1``), then a
fatbin header (magic ``0xBA55ED50``, version, header size, payload size), then entries. Each
entry header gives its kind (1 = PTX, 2 = ELF/SASS), its size, flags (``0x2000`` LZ4,
``0x8000`` zstd), the architecture and the uncompressed size.
"""

from __future__ import annotations

import ctypes
import struct
from dataclasses import dataclass

WRAPPER_MAGIC = 0x466243B1
FATBIN_MAGIC = 0xBA55ED50
KIND_PTX, KIND_ELF = 1, 2
FLAG_LZ4, FLAG_ZSTD = 0x2000, 0x8000


class FatbinError(ValueError):
    pass


@dataclass
class Entry:
    kind: int
    arch: int
    flags: int
    payload: bytes
    uncompressed_size: int

    def text(self) -> str:
        """The PTX text of a PTX entry, decompressed."""
        data = self.payload
        if self.flags & FLAG_ZSTD:
            import zstandard

            try:
                data = zstandard.ZstdDecompressor().decompress(
                    data, max_output_size=max(self.uncompressed_size, 1))
            except zstandard.ZstdError as exc:
                raise FatbinError(f"corrupt zstd PTX entry for sm_{self.arch}: {exc}") from None
        elif self.flags & FLAG_LZ4:
            import lz4.block

            try:
                data = lz4.block.decompress(data, uncompressed_size=self.uncompressed_size)
            except lz4.block.LZ4BlockError as exc:
                raise FatbinError(f"corrupt LZ4 PTX entry for sm_{self.arch}: {exc}") from None
        return data.rstrip(b"\0").decode("utf-8", "surrogateescape")  # as PTX text is read


def is_fatbin(data: bytes) -> bool:
    return len(data) >= 4 and struct.unpack_from("<I", data)[0] in (WRAPPER_MAGIC, FATBIN_MAGIC)


def unwrap(data: bytes) -> bytes:
    """Follow a ``__fatBinC_Wrapper_t`` (whose ``data`` field is a pointer) to the fatbin."""
    if struct.unpack_from("<I", data)[0] != WRAPPER_MAGIC:
        return data
    _magic, _version, pointer = struct.unpack_from("<IIQ", data)
    header = ctypes.string_at(pointer, 16)
    magic, _v, header_size, size = struct.unpack("<IHHQ", header)
    if magic != FATBIN_MAGIC:
        raise FatbinError("the fatbin wrapper does not point to a fatbin")
    return ctypes.string_at(pointer, header_size + size)


def entries(data: bytes) -> list[Entry]:
    if len(data) < 16:
        raise FatbinError("truncated fatbin header")
    magic, _version, header_size, size = struct.unpack_from("<IHHQ", data)
    if magic != FATBIN_MAGIC:
        raise FatbinError(f"not a fatbin (magic 0x{magic:08x})")
    end = min(header_size + size, len(data))
    offset = header_size
    out = []
    while offset + 0x40 <= end:
        kind, _ver, entry_header, payload_size = struct.unpack_from("<HHIQ", data, offset)
        if entry_header < 0x40 or kind not in (KIND_PTX, KIND_ELF):
            raise FatbinError(f"malformed fatbin entry at offset {offset}")
        compressed_size = struct.unpack_from("<I", data, offset + 16)[0]
        arch = struct.unpack_from("<I", data, offset + 28)[0]
        flags = struct.unpack_from("<Q", data, offset + 0x28)[0]
        uncompressed = struct.unpack_from("<Q", data, offset + 0x38)[0]
        start = offset + entry_header
        compressed = flags & (FLAG_LZ4 | FLAG_ZSTD) and compressed_size
        length = compressed_size if compressed else payload_size
        if start + length > len(data):
            raise FatbinError(f"fatbin entry at offset {offset} runs past the end")
        out.append(Entry(kind, arch, flags, data[start : start + length], uncompressed))
        offset = start + payload_size
    return out


def select_ptx(data: bytes, compute_capability: int) -> str:
    """The PTX of the highest architecture not above ``compute_capability`` (else the lowest).

    Raises :class:`NoPtx` when the fatbin holds only SASS.
    """
    found = [e for e in entries(unwrap(data)) if e.kind == KIND_PTX]
    if not found:
        archs = sorted({e.arch for e in entries(unwrap(data))})
        raise NoPtx(
            "the fatbinary holds only SASS for "
            + ", ".join(f"sm_{a}" for a in archs)
            + "; zluda needs PTX (build with -gencode arch=compute_XX,code=compute_XX)"
        )
    fitting = [e for e in found if e.arch <= compute_capability]
    best = max(fitting, key=lambda e: e.arch) if fitting else min(found, key=lambda e: e.arch)
    return best.text()


class NoPtx(FatbinError):
    pass
