"""The layout of a texture or surface object in device memory, shared by the runtime (which
writes one per ``cuTexObjectCreate``/``cuSurfObjectCreate``) and the compiler (whose ``tex``,
``tld4``, ``txq``, ``suld``, ``sust``, ``sured`` and ``suq`` read it).

A ``CUtexObject`` or ``CUsurfObject`` is the device address of its descriptor, so that a kernel
reads the resource's shape, format and sampling state from the handle it is given. Texels are
read from the resource's memory by the kernel itself (:mod:`zluda.ptx.isa.texture`): one
implementation for every target, whether or not its device has image hardware that matches
CUDA's rules.

Every resource is addressed as ``base + slice * SLICE_PITCH + row * ROW_PITCH + x * element``:
a 3-D array's slices are its depth, a layered array's are its layers, a cubemap's are its six
faces (a layered cubemap's ``layer * 6 + face``), and 1-D resources have one row.
"""

from __future__ import annotations

import struct

SIZE = 128
BASE, ROW_PITCH, SLICE_PITCH = 0, 8, 16  # u64
WIDTH, HEIGHT, DEPTH, LAYERS = 24, 28, 32, 36  # u32, in texels (LAYERS: 0 when not layered)
FORMAT, CHANNELS, ELEMENT_BYTES, CHANNEL_BYTES = 40, 44, 48, 52  # u32 (FORMAT: CUarray_format)
ADDRESS_MODES = 56  # 3 x u32 (CUaddress_mode)
FILTER, FLAGS = 68, 72  # u32: CUfilter_mode, CU_TRSF_*
BORDER = 84  # 4 x f32
MIPMAP_LEVELS = 100  # u32

# FLAGS, as cuda.h's CU_TRSF_* (the ones the kernels read)
READ_AS_INTEGER, NORMALIZED_COORDINATES = 0x1, 0x2
# CUarray_format codes of the formats that kernels can read
FORMAT_CODES = {"u8": 0x01, "u16": 0x02, "u32": 0x03, "s8": 0x08, "s16": 0x09, "s32": 0x0A,
                "f16": 0x10, "f32": 0x20}
CHANNEL_BYTES_OF = {0x01: 1, 0x02: 2, 0x03: 4, 0x08: 1, 0x09: 2, 0x0A: 4, 0x10: 2, 0x20: 4}


def pack(*, base: int, row_pitch: int, slice_pitch: int, width: int, height: int, depth: int,
         layers: int, format: int, channels: int, address_modes=(1, 1, 1), filter: int = 0,
         flags: int = 0, border=(0.0, 0.0, 0.0, 0.0), mipmap_levels: int = 1) -> bytes:
    """The descriptor's bytes."""
    out = bytearray(SIZE)
    channel_bytes = CHANNEL_BYTES_OF[format]
    struct.pack_into("<QQQ", out, BASE, base, row_pitch, slice_pitch)
    struct.pack_into("<IIII", out, WIDTH, width, height, depth, layers)
    struct.pack_into("<IIII", out, FORMAT, format, channels, channels * channel_bytes,
                     channel_bytes)
    struct.pack_into("<III", out, ADDRESS_MODES, *address_modes)
    struct.pack_into("<II", out, FILTER, filter, flags)
    struct.pack_into("<4f", out, BORDER, *border)
    struct.pack_into("<I", out, MIPMAP_LEVELS, mipmap_levels)
    return bytes(out)
