"""CUDA arrays, texture objects and surface objects.

A CUDA array is device memory with a shape and a texel format: rows of ``Width`` texels packed
tightly, then ``Height`` rows (one for 1-D arrays) per slice, then the slices (a 3-D array's
depth, a layered array's layers, a cubemap's six faces per layer). Kernels never see an array's
address; they reach it through texture and surface objects, whose handle is the device address of
a descriptor (:mod:`zluda.ptx.texture_descriptor`) that the kernel reads to sample or to load
and store (:mod:`zluda.ptx.isa.texture`).

What is not supported is refused by name: mipmapped arrays, sparse arrays, sRGB reads, resource
views, and the formats that are not plain channels (NV12, BCn, packed 10-bit).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from ..abi.enums import CUarray_format, CUresourcetype
from ..ptx import texture_descriptor as layout
from . import transfers
from .errors import CudaError
from .hostmem import host_address
from .memory import ADDRESSES, DEVICE, Allocation
from .transfers import DEVICE_END, HOST_END

# CUDA_ARRAY3D_* flags
LAYERED, SURFACE_LDST, CUBEMAP, TEXTURE_GATHER = 0x01, 0x02, 0x04, 0x08
DEPTH_TEXTURE, COLOR_ATTACHMENT, SPARSE, DEFERRED_MAPPING = 0x10, 0x20, 0x40, 0x80
_KNOWN_FLAGS = LAYERED | SURFACE_LDST | CUBEMAP | TEXTURE_GATHER | DEPTH_TEXTURE | \
    COLOR_ATTACHMENT | SPARSE | DEFERRED_MAPPING
# CU_TRSF_* flags of a texture descriptor
TRSF_READ_AS_INTEGER, TRSF_NORMALIZED_COORDINATES, TRSF_SRGB = 0x1, 0x2, 0x10
TRSF_DISABLE_TRILINEAR_OPTIMIZATION, TRSF_SEAMLESS_CUBEMAP = 0x20, 0x40
_KNOWN_TRSF = TRSF_READ_AS_INTEGER | TRSF_NORMALIZED_COORDINATES | TRSF_SRGB | \
    TRSF_DISABLE_TRILINEAR_OPTIMIZATION | TRSF_SEAMLESS_CUBEMAP
TEXTURE_ALIGNMENT = 512  # CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT (linear and pitched resources)
TEXTURE_PITCH_ALIGNMENT = 32
# The limits that cuDeviceGetAttribute reports (those of NVIDIA's current GPUs)
LIMITS = {
    "MAXIMUM_TEXTURE1D_WIDTH": 131072, "MAXIMUM_TEXTURE2D_WIDTH": 131072,
    "MAXIMUM_TEXTURE2D_HEIGHT": 65536, "MAXIMUM_TEXTURE3D_WIDTH": 16384,
    "MAXIMUM_TEXTURE3D_HEIGHT": 16384, "MAXIMUM_TEXTURE3D_DEPTH": 16384,
    "MAXIMUM_TEXTURE2D_LAYERED_WIDTH": 32768, "MAXIMUM_TEXTURE2D_LAYERED_HEIGHT": 32768,
    "MAXIMUM_TEXTURE2D_LAYERED_LAYERS": 2048, "MAXIMUM_TEXTURE1D_LAYERED_WIDTH": 32768,
    "MAXIMUM_TEXTURE1D_LAYERED_LAYERS": 2048, "MAXIMUM_TEXTURECUBEMAP_WIDTH": 32768,
    "MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH": 32768,
    "MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS": 2046, "MAXIMUM_TEXTURE1D_LINEAR_WIDTH": 1 << 27,
    "MAXIMUM_TEXTURE2D_LINEAR_WIDTH": 131072, "MAXIMUM_TEXTURE2D_LINEAR_HEIGHT": 65000,
    "MAXIMUM_TEXTURE2D_LINEAR_PITCH": 2097120, "MAXIMUM_TEXTURE2D_GATHER_WIDTH": 32768,
    "MAXIMUM_TEXTURE2D_GATHER_HEIGHT": 32768, "MAXIMUM_SURFACE1D_WIDTH": 32768,
    "MAXIMUM_SURFACE2D_WIDTH": 131072, "MAXIMUM_SURFACE2D_HEIGHT": 65536,
    "MAXIMUM_SURFACE3D_WIDTH": 16384, "MAXIMUM_SURFACE3D_HEIGHT": 16384,
    "MAXIMUM_SURFACE3D_DEPTH": 16384, "MAXIMUM_SURFACE1D_LAYERED_WIDTH": 32768,
    "MAXIMUM_SURFACE1D_LAYERED_LAYERS": 2048, "MAXIMUM_SURFACE2D_LAYERED_WIDTH": 32768,
    "MAXIMUM_SURFACE2D_LAYERED_HEIGHT": 32768, "MAXIMUM_SURFACE2D_LAYERED_LAYERS": 2048,
    "MAXIMUM_SURFACECUBEMAP_WIDTH": 32768, "MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH": 32768,
    "MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS": 2046, "TEXTURE_PITCH_ALIGNMENT": 32,
    "CAN_TEX2D_GATHER": 1,
}


def _format(value) -> int:
    fmt = int(value)
    if fmt not in layout.CHANNEL_BYTES_OF:
        try:
            name = CUarray_format(fmt).name
        except ValueError:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{fmt} is not a CUarray_format") from None
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        f"the array format {name} is not supported (8-, 16- and 32-bit integer,"
                        " half and float channels are)")
    return fmt


def _channels(value) -> int:
    channels = int(value)
    if channels not in (1, 2, 4):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"NumChannels is {channels}; CUDA arrays have 1, 2 or 4 channels")
    return channels


@dataclass(eq=False)
class CudaArray:
    context: object
    allocation: Allocation
    width: int
    height: int  # 0 for 1-D arrays, as the descriptor says
    depth: int  # 0 unless 3-D, layered or a cubemap
    format: int
    channels: int
    flags: int
    destroyed: bool = False

    @property
    def element_bytes(self) -> int:
        return self.channels * layout.CHANNEL_BYTES_OF[self.format]

    @property
    def row_pitch(self) -> int:
        return self.width * self.element_bytes

    @property
    def rows(self) -> int:
        return max(self.height, 1)

    @property
    def slice_pitch(self) -> int:
        return self.row_pitch * self.rows

    @property
    def slices(self) -> int:
        return max(self.depth, 1)

    @property
    def layers(self) -> int:
        """The number of layers (of cubemaps, for a layered cubemap); 0 when not layered."""
        if not self.flags & LAYERED:
            return 0
        return self.depth // 6 if self.flags & CUBEMAP else self.depth

    def descriptor(self) -> dict:
        """A CUDA_ARRAY3D_DESCRIPTOR's fields."""
        return {"Width": self.width, "Height": self.height, "Depth": self.depth,
                "Format": self.format, "NumChannels": self.channels, "Flags": self.flags}


def _check_shape(width: int, height: int, depth: int, flags: int) -> None:
    def bad(message: str):
        return CudaError("CUDA_ERROR_INVALID_VALUE", message)

    if flags & ~_KNOWN_FLAGS:
        raise bad(f"unknown CUDA_ARRAY3D flags 0x{flags & ~_KNOWN_FLAGS:x}")
    if flags & (SPARSE | DEFERRED_MAPPING):
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", "sparse and deferred-mapping arrays are not"
                        " supported")
    if width <= 0 or height < 0 or depth < 0:
        raise bad(f"an array of {width} x {height} x {depth} texels")
    lim = LIMITS
    if flags & CUBEMAP:
        if width != height or depth % 6 or depth == 0 or (depth != 6 and not flags & LAYERED):
            raise bad(f"a cubemap is Width x Width x 6 (layered: x 6n), not {width} x {height}"
                      f" x {depth}")
        if width > lim["MAXIMUM_TEXTURECUBEMAP_WIDTH"]:
            raise bad(f"a cubemap of width {width} is larger than the device allows")
        return
    if flags & LAYERED:
        if depth == 0:
            raise bad("a layered array needs its number of layers in Depth")
        key = "2D" if height else "1D"
        if width > lim[f"MAXIMUM_TEXTURE{key}_LAYERED_WIDTH"] or \
                depth > lim[f"MAXIMUM_TEXTURE{key}_LAYERED_LAYERS"] or \
                (height and height > lim["MAXIMUM_TEXTURE2D_LAYERED_HEIGHT"]):
            raise bad(f"a layered array of {width} x {height} x {depth} is larger than the"
                      " device allows")
        return
    if depth and not height:
        raise bad(f"an array of {width} x 0 x {depth} texels (a 3-D array needs a height)")
    if depth:
        if max(width, height, depth) > lim["MAXIMUM_TEXTURE3D_WIDTH"]:
            raise bad(f"a 3-D array of {width} x {height} x {depth} is larger than the device"
                      " allows")
    elif height:
        if width > lim["MAXIMUM_TEXTURE2D_WIDTH"] or height > lim["MAXIMUM_TEXTURE2D_HEIGHT"]:
            raise bad(f"a 2-D array of {width} x {height} is larger than the device allows")
    elif width > lim["MAXIMUM_TEXTURE1D_WIDTH"]:
        raise bad(f"a 1-D array of {width} texels is larger than the device allows")


def create_array(context, width, height, depth, fmt, channels, flags) -> CudaArray:
    width, height, depth, flags = int(width), int(height), int(depth), int(flags)
    fmt, channels = _format(fmt), _channels(channels)
    _check_shape(width, height, depth, flags)
    array = CudaArray(context, None, width, height, depth, fmt, channels, flags)
    array.allocation = context.allocate(array.slice_pitch * array.slices, DEVICE)
    transfers.fill(context.stream("legacy"), array.allocation.base, b"\0",
                   array.allocation.size, False)
    context.arrays.add(array)
    return array


def destroy_array(array: CudaArray) -> None:
    if array.destroyed or array.context.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the array was destroyed")
    for s in array.context.all_streams():
        s.synchronize()
    array.destroyed = True
    array.context.arrays.discard(array)
    array.context.free(array.allocation)


def live_array(array: CudaArray) -> CudaArray:
    if array.destroyed or array.context.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the array was destroyed")
    return array


def array_range(array: CudaArray, offset: int, size: int, what: str) -> int:
    """The device address of ``size`` bytes at byte ``offset`` of the array (1-D copies)."""
    if offset < 0 or size < 0 or offset + size > array.allocation.size:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{what}: {size} bytes at offset {offset} do not fit the array's"
                        f" {array.allocation.size} bytes")
    return array.allocation.base + offset


def array_rows(array: CudaArray, x: int, y: int, z: int, width: int, height: int, depth: int,
               what: str) -> tuple[int, int]:
    """(address of texel row (y, z) at byte x, pitch) of a copy's array end, range-checked."""
    if x < 0 or y < 0 or z < 0 or x + width > array.row_pitch or y + height > array.rows or \
            z + depth > array.slices:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{what}: {width} bytes x {height} rows x {depth} slices at ({x}, {y},"
                        f" {z}) do not fit the array ({array.row_pitch} bytes x {array.rows} x"
                        f" {array.slices})")
    if x % array.element_bytes or width % array.element_bytes:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{what}: the offset {x} and width {width} must be whole"
                        f" {array.element_bytes}-byte texels")
    return array.allocation.base + z * array.slice_pitch + y * array.row_pitch + x, \
        array.row_pitch


# -- texture and surface objects -------------------------------------------------------------


@dataclass(eq=False)
class ResourceObject:
    """A texture or surface object: its descriptor in device memory and what made it."""

    context: object
    allocation: Allocation  # the descriptor
    surface: bool
    resource: dict  # CUDA_RESOURCE_DESC's fields, as given
    texture: dict = field(default_factory=dict)  # CUDA_TEXTURE_DESC's fields
    array: CudaArray | None = None


_OBJECTS: dict[int, ResourceObject] = {}
_LOCK = threading.Lock()


def _resource_fields(res) -> tuple[dict, dict]:
    """(what the descriptor needs, CUDA_RESOURCE_DESC's fields for the Get queries)."""
    kind = int(res.resType)
    union = res.res
    if kind == CUresourcetype.CU_RESOURCE_TYPE_ARRAY:
        handle = int(union.array.hArray or 0)
        return {"array": handle}, {"resType": kind, "res": {"array": {"hArray": handle}},
                                   "flags": int(res.flags or 0)}
    if kind == CUresourcetype.CU_RESOURCE_TYPE_MIPMAPPED_ARRAY:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", "mipmapped arrays are not supported")
    if kind == CUresourcetype.CU_RESOURCE_TYPE_LINEAR:
        lin = union.linear
        fields = {"devPtr": int(lin.devPtr or 0), "format": int(lin.format or 0),
                  "numChannels": int(lin.numChannels), "sizeInBytes": int(lin.sizeInBytes)}
        return fields, {"resType": kind, "res": {"linear": fields}, "flags": int(res.flags or 0)}
    if kind == CUresourcetype.CU_RESOURCE_TYPE_PITCH2D:
        p = union.pitch2D
        fields = {"devPtr": int(p.devPtr or 0), "format": int(p.format or 0),
                  "numChannels": int(p.numChannels), "width": int(p.width),
                  "height": int(p.height), "pitchInBytes": int(p.pitchInBytes)}
        return fields, {"resType": kind, "res": {"pitch2D": fields}, "flags": int(res.flags or 0)}
    raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{kind} is not a CUresourcetype")


def _device_range(context, address: int, size: int, what: str) -> None:
    if address == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{what}: devPtr is NULL")
    if address % TEXTURE_ALIGNMENT:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{what}: devPtr 0x{address:x} is not aligned to {TEXTURE_ALIGNMENT}"
                        " bytes (CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT)")
    allocation = ADDRESSES.check(address, size, what)
    if allocation is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{what}: 0x{address:x} is not device memory")


def _shape(context, kind: int, fields: dict, lookup_array, surface: bool) -> dict:
    """The descriptor's shape fields for the resource."""
    if kind == CUresourcetype.CU_RESOURCE_TYPE_ARRAY:
        array = live_array(lookup_array(fields["array"]))
        if surface and not array.flags & SURFACE_LDST:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            "the array was not created with CUDA_ARRAY3D_SURFACE_LDST")
        slices = array.slices
        return {"base": array.allocation.base, "row_pitch": array.row_pitch,
                "slice_pitch": array.slice_pitch, "width": array.width, "height": array.rows,
                "depth": slices if not array.flags & (LAYERED | CUBEMAP) else 1,
                "layers": array.layers, "format": array.format, "channels": array.channels,
                "array": array}
    if surface:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "surface objects are made over CUDA arrays")
    fmt, channels = _format(fields["format"]), _channels(fields["numChannels"])
    element = channels * layout.CHANNEL_BYTES_OF[fmt]
    if kind == CUresourcetype.CU_RESOURCE_TYPE_LINEAR:
        size = fields["sizeInBytes"]
        width = size // element
        if width <= 0 or width > LIMITS["MAXIMUM_TEXTURE1D_LINEAR_WIDTH"]:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"a linear texture of {size} bytes ({width} texels)")
        _device_range(context, fields["devPtr"], size, "the linear texture")
        return {"base": fields["devPtr"], "row_pitch": size, "slice_pitch": size,
                "width": width, "height": 1, "depth": 1, "layers": 0, "format": fmt,
                "channels": channels}
    width, height, pitch = fields["width"], fields["height"], fields["pitchInBytes"]
    if width <= 0 or height <= 0 or pitch < width * element or pitch % TEXTURE_PITCH_ALIGNMENT \
            or width > LIMITS["MAXIMUM_TEXTURE2D_LINEAR_WIDTH"] \
            or height > LIMITS["MAXIMUM_TEXTURE2D_LINEAR_HEIGHT"]:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"a pitched texture of {width} x {height} texels with a pitch of {pitch}"
                        f" bytes (the pitch must hold a row and be a multiple of"
                        f" {TEXTURE_PITCH_ALIGNMENT})")
    _device_range(context, fields["devPtr"], pitch * (height - 1) + width * element,
                  "the pitched texture")
    return {"base": fields["devPtr"], "row_pitch": pitch, "slice_pitch": pitch * height,
            "width": width, "height": height, "depth": 1, "layers": 0, "format": fmt,
            "channels": channels}


def _texture_fields(tex) -> dict:
    modes = [int(m) for m in list(tex.addressMode)[:3]]
    modes += [0] * (3 - len(modes))
    border = [float(c) for c in list(tex.borderColor)[:4]]
    border += [0.0] * (4 - len(border))
    return {"addressMode": modes, "filterMode": int(tex.filterMode or 0),
            "flags": int(tex.flags or 0), "maxAnisotropy": int(tex.maxAnisotropy or 0),
            "mipmapFilterMode": int(tex.mipmapFilterMode or 0),
            "mipmapLevelBias": float(tex.mipmapLevelBias or 0),
            "minMipmapLevelClamp": float(tex.minMipmapLevelClamp or 0),
            "maxMipmapLevelClamp": float(tex.maxMipmapLevelClamp or 0),
            "borderColor": border}


def _check_texture(texture: dict) -> None:
    for m in texture["addressMode"]:
        if m not in (0, 1, 2, 3):
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{m} is not a CUaddress_mode")
    if texture["filterMode"] not in (0, 1):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{texture['filterMode']} is not a CUfilter_mode")
    flags = texture["flags"]
    if flags & ~_KNOWN_TRSF:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"unknown CU_TRSF flags 0x{flags:x}")
    if flags & TRSF_SRGB:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", "sRGB texture reads are not supported")


def _view_is_whole(view) -> bool:
    if view is None:
        return True
    names = ("format", "width", "height", "depth", "firstMipmapLevel", "lastMipmapLevel",
             "firstLayer", "lastLayer")
    return all(int(getattr(view, n, 0) or 0) == 0 for n in names)


def create_object(context, res, tex, view, lookup_array, surface: bool) -> int:
    """A new texture (or surface) object's handle: its descriptor's device address."""
    if res is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "pResDesc is NULL")
    if not surface and tex is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "pTexDesc is NULL")
    if not _view_is_whole(view):
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", "resource views are not supported")
    fields, resource = _resource_fields(res)
    kind = resource["resType"]
    shape = _shape(context, kind, fields, lookup_array, surface)
    array = shape.pop("array", None)
    texture = _texture_fields(tex) if tex is not None else {}
    modes, filter_mode, flags, border = (1, 1, 1), 0, 0, (0.0,) * 4
    if texture:
        _check_texture(texture)
        flags = texture["flags"] & (TRSF_READ_AS_INTEGER | TRSF_NORMALIZED_COORDINATES)
        if kind == CUresourcetype.CU_RESOURCE_TYPE_LINEAR:
            # tex1Dfetch: integer indices, no filtering; outside the range reads zeros
            modes, flags = (3, 3, 3), flags & TRSF_READ_AS_INTEGER
        else:
            modes, filter_mode = tuple(texture["addressMode"]), texture["filterMode"]
            border = tuple(texture["borderColor"])
    data = layout.pack(address_modes=modes, filter=filter_mode, flags=flags, border=border,
                       **shape)
    allocation = context.allocate(layout.SIZE, DEVICE)
    src = host_address(data, layout.SIZE, writable=False)
    transfers.copy(context.stream("legacy"), allocation.base, DEVICE_END, src, HOST_END,
                   layout.SIZE, False)
    obj = ResourceObject(context, allocation, surface, resource, texture, array)
    with _LOCK:
        _OBJECTS[allocation.base] = obj
    return allocation.base


def find_object(handle, surface: bool) -> ResourceObject:
    value = int(handle or 0)
    with _LOCK:
        obj = _OBJECTS.get(value)
    what = "surface" if surface else "texture"
    if obj is None or obj.surface != surface or obj.context.destroyed or \
            ADDRESSES.exact(value) is not obj.allocation:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"0x{value:x} is not a live {what} object")
    return obj


def destroy_object(handle, surface: bool) -> None:
    obj = find_object(handle, surface)
    for s in obj.context.all_streams():
        s.synchronize()
    with _LOCK:
        _OBJECTS.pop(obj.allocation.base, None)
    obj.context.free(obj.allocation)
