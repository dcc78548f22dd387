"""Devices: attributes, names, versions, compute capability."""

from zluda import driver as cuda

from .helpers import check, error, run_python


def test_device_queries(backend):
    count = check(cuda, cuda.cuDeviceGetCount())
    assert count >= 1
    device = check(cuda, cuda.cuDeviceGet(0))
    assert int(device) == 0
    assert error(cuda.cuDeviceGet(count)) == cuda.CUresult.CUDA_ERROR_INVALID_DEVICE
    assert error(cuda.cuDeviceGet(-1)) == cuda.CUresult.CUDA_ERROR_INVALID_DEVICE
    # cuda.bindings returns the whole buffer that it passed: the name, its NUL, then spaces
    name = check(cuda, cuda.cuDeviceGetName(256, device))
    text = name.split(b"\0")[0]
    assert text.endswith(b" [ZLUDA]") and name == text + b"\0" + b" " * (255 - len(text))
    assert check(cuda, cuda.cuDeviceGetName(6, device)) == text[:5] + b"\0"
    assert check(cuda, cuda.cuDeviceTotalMem(device)) > 0
    assert len(check(cuda, cuda.cuDeviceGetUuid(device)).bytes) == 16
    assert check(cuda, cuda.cuDriverGetVersion()) == 13000
    bus_id = check(cuda, cuda.cuDeviceGetPCIBusId(64, device))
    assert len(bus_id) == 64 and bus_id.split(b"\0")[0].count(b":") == 2
    assert error(cuda.cuDeviceGetName(256, count)) == cuda.CUresult.CUDA_ERROR_INVALID_DEVICE


def test_peer_access_between_devices(backend):
    """No pair of zluda's devices shares memory, and a device is not its own peer (as on
    CUDA: 0, and CUDA_ERROR_INVALID_DEVICE for a P2P attribute of one device)."""
    P = cuda.CUdevice_P2PAttribute
    R = cuda.CUresult
    count = check(cuda, cuda.cuDeviceGetCount())
    for dev in range(count):
        for peer in range(count):
            assert check(cuda, cuda.cuDeviceCanAccessPeer(dev, peer)) == 0
            for attribute in P:
                result = cuda.cuDeviceGetP2PAttribute(attribute, dev, peer)
                if dev == peer:
                    assert error(result) == R.CUDA_ERROR_INVALID_DEVICE
                else:
                    assert check(cuda, result) == 0
    assert error(cuda.cuDeviceCanAccessPeer(0, count)) == R.CUDA_ERROR_INVALID_DEVICE
    assert error(cuda.cuDeviceGetP2PAttribute(P.CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED,
                                              count, 0)) == R.CUDA_ERROR_INVALID_DEVICE
    assert error(cuda.cuDeviceGetP2PAttribute(99, 0, 0)) == R.CUDA_ERROR_INVALID_VALUE
    # and so contexts cannot enable peer access to each other either
    device = check(cuda, cuda.cuDeviceGet(0))
    first = check(cuda, cuda.cuCtxCreate(None, 0, device))
    second = check(cuda, cuda.cuCtxCreate(None, 0, device))  # current now
    assert error(cuda.cuCtxEnablePeerAccess(first, 0)) == R.CUDA_ERROR_PEER_ACCESS_UNSUPPORTED
    assert error(cuda.cuCtxEnablePeerAccess(first, 1)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuCtxEnablePeerAccess(second, 0)) == R.CUDA_ERROR_INVALID_CONTEXT
    assert error(cuda.cuCtxEnablePeerAccess(cuda.CUcontext(12345), 0)) == \
        R.CUDA_ERROR_INVALID_CONTEXT
    assert error(cuda.cuCtxDisablePeerAccess(first)) == R.CUDA_ERROR_PEER_ACCESS_NOT_ENABLED
    check(cuda, cuda.cuCtxDestroy(second))
    check(cuda, cuda.cuCtxDestroy(first))


def test_every_attribute_is_an_int(backend):
    device = check(cuda, cuda.cuDeviceGet(0))
    A = cuda.CUdevice_attribute
    values = {}
    for attribute in A:
        if attribute.name == "CU_DEVICE_ATTRIBUTE_MAX":
            continue
        values[attribute] = check(cuda, cuda.cuDeviceGetAttribute(attribute, device))
        assert isinstance(values[attribute], int), attribute
    assert values[A.CU_DEVICE_ATTRIBUTE_WARP_SIZE] == 32
    assert values[A.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK] >= 64
    assert values[A.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT] >= 1
    assert values[A.CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING] == 1
    major, minor = check(cuda, cuda.cuDeviceComputeCapability(device))
    assert values[A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR] == major
    assert values[A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR] == minor
    assert error(cuda.cuDeviceGetAttribute(99999, device)) == cuda.CUresult.CUDA_ERROR_INVALID_VALUE


def test_zluda_cc_sets_the_compute_capability():
    code = """
from zluda import driver as cuda
cuda.cuInit(0)
err, major, minor = cuda.cuDeviceComputeCapability(0)
A = cuda.CUdevice_attribute
attribute = A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
print(err, major, minor, cuda.cuDeviceGetAttribute(attribute, 0)[1])
"""
    for value, want in (("7.5", "0 7 5 7"), ("90", "0 9 0 9"), ("12.1", "0 12 1 12")):
        done = run_python(code, ZLUDA_CC=value)
        assert done.stdout.split() == want.split(), (value, done.stdout, done.stderr)
