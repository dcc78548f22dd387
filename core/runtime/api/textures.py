"""The driver API's CUDA arrays, copies to and from them, and texture and surface objects, over
:mod:`zluda.runtime.textures`. Part of :mod:`zluda.runtime.api` (which imports these names):
the same conventions, plain values in and out, struct outputs as dicts of their fields.
"""

from __future__ import annotations

from .. import textures, transfers
from ..driver import DRIVER
from ..errors import CudaError
from ..hostmem import host_address
from ..transfers import DEVICE_END, HOST_END, CopyWork
from .calls import api
from .handles import _ctx, _int, _stream


def _array(handle) -> textures.CudaArray:
    DRIVER.require()
    return textures.live_array(DRIVER.handles.get(_int(handle), textures.CudaArray))


def _lookup_array(handle: int) -> textures.CudaArray:
    return DRIVER.handles.get(handle, textures.CudaArray)


@api(1)
def cuArrayCreate(pAllocateArray):
    d = pAllocateArray
    if d is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "pAllocateArray is NULL")
    array = textures.create_array(_ctx(), d.Width, d.Height, 0, _int(d.Format), d.NumChannels, 0)
    return DRIVER.handles.handle(array)


@api(1)
def cuArray3DCreate(pAllocateArray):
    d = pAllocateArray
    if d is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "pAllocateArray is NULL")
    array = textures.create_array(_ctx(), d.Width, d.Height, d.Depth, _int(d.Format),
                                  d.NumChannels, d.Flags)
    return DRIVER.handles.handle(array)


@api()
def cuArrayDestroy(hArray):
    array = _array(hArray)
    textures.destroy_array(array)
    DRIVER.handles.forget(array)


@api(1)
def cuArrayGetDescriptor(hArray):
    d = _array(hArray).descriptor()
    if d["Depth"] or d["Flags"]:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the array is 3-D, layered or a cubemap:"
                        " use cuArray3DGetDescriptor")
    return {k: d[k] for k in ("Width", "Height", "Format", "NumChannels")}


@api(1)
def cuArray3DGetDescriptor(hArray):
    return _array(hArray).descriptor()


def _to_array(dst_array, offset, src: int, src_end: str, size: int, stream, asynchronous):
    array = _array(dst_array)
    size = _int(size)
    dst = textures.array_range(array, _int(offset), size, "the copy's destination")
    transfers.copy(stream, dst, DEVICE_END, src, src_end, size, asynchronous)


def _from_array(dst: int, dst_end: str, src_array, offset, size: int, stream, asynchronous):
    array = _array(src_array)
    size = _int(size)
    src = textures.array_range(array, _int(offset), size, "the copy's source")
    transfers.copy(stream, dst, dst_end, src, DEVICE_END, size, asynchronous)


@api()
def cuMemcpyHtoA(dstArray, dstOffset, srcHost, ByteCount):
    src = host_address(srcHost, _int(ByteCount), writable=False)
    _to_array(dstArray, dstOffset, src, HOST_END, ByteCount, _stream(0), False)


@api()
def cuMemcpyHtoAAsync(dstArray, dstOffset, srcHost, ByteCount, hStream):
    stream = _stream(hStream)
    src = host_address(srcHost, _int(ByteCount), writable=False)
    _to_array(dstArray, dstOffset, src, HOST_END, ByteCount, stream, True)


@api()
def cuMemcpyAtoH(dstHost, srcArray, srcOffset, ByteCount):
    dst = host_address(dstHost, _int(ByteCount), writable=True)
    _from_array(dst, HOST_END, srcArray, srcOffset, ByteCount, _stream(0), False)


@api()
def cuMemcpyAtoHAsync(dstHost, srcArray, srcOffset, ByteCount, hStream):
    stream = _stream(hStream)
    dst = host_address(dstHost, _int(ByteCount), writable=True)
    _from_array(dst, HOST_END, srcArray, srcOffset, ByteCount, stream, True)


@api()
def cuMemcpyDtoA(dstArray, dstOffset, srcDevice, ByteCount):
    _to_array(dstArray, dstOffset, _int(srcDevice), DEVICE_END, ByteCount, _stream(0), False)


@api()
def cuMemcpyAtoD(dstDevice, srcArray, srcOffset, ByteCount):
    _from_array(_int(dstDevice), DEVICE_END, srcArray, srcOffset, ByteCount, _stream(0), False)


@api()
def cuMemcpyAtoA(dstArray, dstOffset, srcArray, srcOffset, ByteCount):
    src_array = _array(srcArray)
    size = _int(ByteCount)
    src = textures.array_range(src_array, _int(srcOffset), size, "the copy's source")
    _to_array(dstArray, dstOffset, src, DEVICE_END, size, _stream(0), False)


_MEMORYTYPE_ENDS = {1: HOST_END, 2: DEVICE_END, 4: transfers.UNIFIED_END}  # CUmemorytype


def copy_end(copy, side: str, width: int, height: int, depth: int) -> tuple[int, int, int, str]:
    """(address of the first byte, pitch, rows per slice, end kind) of one end of a 2-D or 3-D
    copy (``side`` is "src" or "dst"), arrays included."""
    field = lambda name: getattr(copy, side + name, 0)  # noqa: E731
    kind = _int(field("MemoryType"))
    x, y = _int(field("XInBytes")), _int(field("Y"))
    z = _int(field("Z")) if depth else 0
    if depth and _int(field("LOD")):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "mipmap levels (LOD) are not supported")
    if kind == 3:  # CU_MEMORYTYPE_ARRAY
        array = _array(field("Array"))
        what = "the copy's source" if side == "src" else "the copy's destination"
        address, pitch = textures.array_rows(array, x, y, z, width, height, max(depth, 1), what)
        return address, pitch, array.rows, DEVICE_END
    if kind not in _MEMORYTYPE_ENDS:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{kind} is not a CUmemorytype")
    pitch = _int(field("Pitch")) or width
    rows = (_int(field("Height")) or height) if depth else height
    if kind == 1:
        host = field("Host")
        address = host.__array_interface__["data"][0] if hasattr(
            host, "__array_interface__") else _int(host)
    else:
        address = _int(field("Device"))
    if address == 0:
        return 0, pitch, rows, _MEMORYTYPE_ENDS[kind]  # NULL: refused by the copy
    return address + (z * rows + y) * pitch + x, pitch, rows, _MEMORYTYPE_ENDS[kind]


MEMCPY3D_FIELDS = (
    "srcXInBytes", "srcY", "srcZ", "srcLOD", "srcMemoryType", "srcHost", "srcDevice", "srcArray",
    "srcPitch", "srcHeight", "dstXInBytes", "dstY", "dstZ", "dstLOD", "dstMemoryType", "dstHost",
    "dstDevice", "dstArray", "dstPitch", "dstHeight", "WidthInBytes", "Height", "Depth")


def plan_3d(copy) -> tuple[dict, list[tuple]]:
    """A CUDA_MEMCPY3D as plain fields, and the 2-D copies that make it (the arguments of
    :func:`zluda.runtime.transfers.copy_2d` after the stream), each checked."""
    if copy is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "pCopy is NULL")
    fields = {}
    for name in MEMCPY3D_FIELDS:
        value = getattr(copy, name, 0)
        if name.endswith("Host") and hasattr(value, "__array_interface__"):
            value = value.__array_interface__["data"][0]
        fields[name] = _int(value)
    width, height, depth = fields["WidthInBytes"], fields["Height"], fields["Depth"]
    if width == 0 or height == 0 or depth == 0:
        return fields, []
    src, src_pitch, src_rows, src_end = copy_end(copy, "src", width, height, depth)
    dst, dst_pitch, dst_rows, dst_end = copy_end(copy, "dst", width, height, depth)
    if height > src_rows or height > dst_rows:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"Height ({height}) is larger than a slice's rows (srcHeight {src_rows},"
                        f" dstHeight {dst_rows})")
    slices = [(dst + k * dst_rows * dst_pitch if dst else 0, dst_pitch, dst_end,
               src + k * src_rows * src_pitch if src else 0, src_pitch, src_end, width, height)
              for k in range(depth)]
    for s in slices:
        transfers.check_2d(*s)
    return fields, slices


def _copy_3d(copy, stream, asynchronous: bool) -> None:
    fields, slices = plan_3d(copy)
    if stream.capture is not None and asynchronous:
        stream.capture.add(stream, CopyWork(fields, slices, stream.context))
        return
    for s in slices:
        transfers.copy_2d(stream, *s, asynchronous)


@api()
def cuMemcpy3D(pCopy):
    _copy_3d(pCopy, _stream(0), False)


@api()
def cuMemcpy3DAsync(pCopy, hStream):
    _copy_3d(pCopy, _stream(hStream), True)


@api(1)
def cuTexObjectCreate(pResDesc, pTexDesc, pResViewDesc):
    return textures.create_object(_ctx(), pResDesc, pTexDesc, pResViewDesc, _lookup_array,
                                  surface=False)


@api()
def cuTexObjectDestroy(texObject):
    DRIVER.require()
    textures.destroy_object(texObject, surface=False)


@api(1)
def cuTexObjectGetResourceDesc(texObject):
    DRIVER.require()
    return textures.find_object(texObject, surface=False).resource


@api(1)
def cuTexObjectGetTextureDesc(texObject):
    DRIVER.require()
    return textures.find_object(texObject, surface=False).texture


@api(1)
def cuSurfObjectCreate(pResDesc):
    return textures.create_object(_ctx(), pResDesc, None, None, _lookup_array, surface=True)


@api()
def cuSurfObjectDestroy(surfObject):
    DRIVER.require()
    textures.destroy_object(surfObject, surface=True)


@api(1)
def cuSurfObjectGetResourceDesc(surfObject):
    DRIVER.require()
    return textures.find_object(surfObject, surface=True).resource
