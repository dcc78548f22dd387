"""The fake HIP API and the backend's calls, held against the real hip-python bindings.

Runs only where hip-python is installed (``pip install "zluda[rocm7]"`` or ``[rocm6]``); no ROCm
is needed: hip-python converts every argument *before* it opens ``libamdhip64``, so a call that
fails with "failed to dlopen" has had its arguments accepted, while a wrong argument type fails
with ``TypeError`` or ``OverflowError``. Three checks:

- every function of the fake exists in hip-python with the same parameters, and the constants
  and enum values that the backend reads are the same;
- the ``hipDeviceProp_t`` fields that the backend reads exist, and ``int(prop.uuid)`` is the
  address of the UUID's 16 bytes inside the struct;
- a whole session of the backend (allocations, copies, fills, events, gates, a module and
  launches) runs on the fake through a proxy that first hands each call's arguments, translated
  to hip-python's own types, to the real binding, and fails on any argument it refuses.
"""

from __future__ import annotations

import ctypes
import enum
import inspect
import re
import struct

import pytest

hip = pytest.importorskip(
    "hip.hip", reason="hip-python is not installed (pip install 'zluda[rocm7]' or '[rocm6]')")

from zluda.backends.rocm.detect import hip_python_version  # noqa: E402
from zluda.backends.rocm.versions import RELEASES  # noqa: E402
from zluda.ptx import compile_ptx  # noqa: E402
from zluda.ptx.abi import hidden_scalars  # noqa: E402

from tests.backends.conformance import PROBE_PTX, SHARED_PTX  # noqa: E402

from . import fake_hip  # noqa: E402
from .test_fake_hip import emulate_probe, emulate_reverse, fake_backend  # noqa: E402

MAJOR = int((hip_python_version() or "0").split(".")[0])
pytestmark = pytest.mark.skipif(MAJOR not in RELEASES,
                                reason=f"hip-python {hip_python_version()} is neither 6.x nor 7.x")

CONSTANTS = ("HIP_LAUNCH_PARAM_BUFFER_POINTER", "HIP_LAUNCH_PARAM_BUFFER_SIZE",
             "HIP_LAUNCH_PARAM_END", "hipStreamNonBlocking", "hipEventDisableTiming",
             "hipHostMallocPortable", "hipHostMallocMapped", "hipHostRegisterPortable",
             "hipHostRegisterMapped", "hipMemAttachGlobal")
PROP_FIELDS = ("name", "gcnArchName", "uuid", "totalGlobalMem", "multiProcessorCount",
               "maxThreadsPerBlock", "maxThreadsDim", "maxGridSize", "sharedMemPerBlock",
               "clockRate", "integrated", "canMapHostMemory", "managedMemory",
               "concurrentManagedAccess", "regsPerBlock", "l2CacheSize", "memoryClockRate",
               "memoryBusWidth", "pciBusID", "pciDeviceID", "warpSize")


def _real_parameters(name: str) -> list[str]:
    first = getattr(hip, name).__doc__.split("\n", 1)[0]
    inside = re.fullmatch(rf"{name}\((.*)\)", first.strip()).group(1)
    return [p.split()[-1].lstrip("*") for p in inside.split(",") if p.strip()]


def _fake_functions() -> list[str]:
    return sorted(n for n, v in vars(fake_hip.FakeHip).items()
                  if n.startswith("hip") and inspect.isfunction(v))


@pytest.mark.parametrize("name", _fake_functions())
def test_each_fake_function_has_the_real_parameters(name):
    fake = list(inspect.signature(getattr(fake_hip.FakeHip, name)).parameters)[1:]
    assert len(fake) == len(_real_parameters(name)), (fake, _real_parameters(name))


def test_constants_and_enums_are_the_real_ones():
    for name in CONSTANTS:
        assert getattr(fake_hip.FakeHip, name) == getattr(hip, name), name
    for member in fake_hip.hipError_t:
        assert hip.hipError_t[member.name] == member.value
    for member in fake_hip.hipMemcpyKind:
        assert hip.hipMemcpyKind[member.name] == member.value
    fake_attributes = fake_hip.attribute_enum(MAJOR)
    for member in fake_attributes:
        assert getattr(hip.hipDeviceAttribute_t, member.name) == member.value
    assert getattr(hip.hipDeviceAttribute_t, RELEASES[MAJOR].pci_domain_attribute) == 69
    import hip as package

    assert package.HIP_VERSION // 10_000_000 == MAJOR == fake_hip.HIP_VERSIONS[MAJOR] // 10**7


def test_device_properties_fields_and_the_uuid_bytes():
    prop = hip.hipDeviceProp_t()
    for name in PROP_FIELDS:
        assert hasattr(prop, name), name
    ctypes.memmove(int(prop.uuid), bytes(range(16)), 16)
    assert ctypes.string_at(int(prop.uuid), 16) == bytes(range(16))
    assert prop.uuid.bytes == b""  # hip-python's own reading stops at the zero byte


class _RealConversion:
    """Calls the fake after the real binding has accepted the same arguments."""

    def __init__(self, fake) -> None:
        self._fake = fake

    def _real(self, value):
        if isinstance(value, enum.IntEnum):
            return getattr(hip, type(value).__name__)[value.name]
        if isinstance(value, fake_hip.hipDeviceProp_t):
            return hip.hipDeviceProp_t()
        if isinstance(value, fake_hip.Pointer):
            return int(value)
        if isinstance(value, (fake_hip.FakeStream, fake_hip.FakeEvent, fake_hip.FakeModule,
                              fake_hip.FakeFunction)):
            return None  # a handle: hip-python takes None as NULL
        return value

    def __getattr__(self, name):
        target = getattr(self._fake, name)
        if not (name.startswith("hip") and inspect.ismethod(target)):
            return target

        def call(*args):
            try:
                getattr(hip, name)(*[self._real(a) for a in args])
            except RuntimeError as exc:
                assert "dlopen" in str(exc), exc  # arguments accepted; no ROCm here
            except (TypeError, OverflowError, ValueError) as exc:
                raise AssertionError(f"hip-python refuses {name}{args}: {exc}") from None
            return target(*args)

        return call


def test_a_backend_session_passes_hip_pythons_argument_conversion():
    fake = fake_hip.FakeHip(MAJOR)
    fake.kernels.update(probe=emulate_probe, reverse=emulate_reverse)
    (device,) = fake_backend(fake, load_hip=lambda library: _RealConversion(fake)).devices()
    addresses = [device.allocate(4096, kind) for kind in ("device", "host", "managed")]
    queue, other = device.create_queue(), device.create_queue()
    host = ctypes.create_string_buffer(4096)
    queue.copy(addresses[0], ctypes.addressof(host), 4096)
    for pattern in (b"\x01", b"\x02\x03", b"\xef\xbe\xad\xde", b"\x01\x00\x00\x00"):
        queue.fill(addresses[0], pattern, 8)
    start, end = queue.marker(), queue.marker(timing=False)
    other.wait(end)
    gate = other.gate()
    other.copy(addresses[1], addresses[0], 4096)
    gate.open()
    out = addresses[2]
    launches = {"probe": (PROBE_PTX, [struct.pack("<Q", out), struct.pack("<I", 1), bytes(16)]),
                "reverse": (SHARED_PTX, [struct.pack("<Q", out), struct.pack("<Q", out + 2048)])}
    for name, (ptx, params) in launches.items():
        compiled = compile_ptx(ptx, "amdgpu:gfx1100", name)
        binary, info = compiled.binary, compiled.info
        module = device.load_module(binary)
        kernel = module.kernel(name)
        queue.launch(kernel, (64, 1, 1), (64, 1, 1), params, addresses[0],
                     info.kernels[name].static_shared + 256, hidden_scalars((64, 1, 1), 256))
        queue.finish()
        module.close()
    assert start.query() in (True, False)
    end.wait()
    other.finish()
    registered = device.register_host(ctypes.addressof(host), 4096)
    device.unregister_host(registered)
    device.memory_info()
    queue.close()
    other.close()
    for address in addresses:
        device.free(address)
    assert not fake.device_errors
    used = {name for name, _ in fake.calls.log}
    assert {"hipModuleLaunchKernel", "hipMemsetD32Async", "hipStreamWaitEvent",
            "hipHostRegister", "hipGetDeviceProperties"} <= used


def test_real_hip_python_without_rocm_names_the_library(monkeypatch):
    """Detection with the real bindings: the library is 'found' (a stand-in opener), hip-python
    is pointed at it, and its dlopen failure becomes the reason."""
    from hip import chip
    from zluda.backends.rocm.backend import RocmBackend
    from zluda.runtime.backend import BackendUnavailable

    monkeypatch.setattr(chip, "DLL", chip.DLL)
    monkeypatch.setenv("ROCM_PATH", "/nonexistent/rocm")
    library = f"/nonexistent/rocm/lib/libamdhip64.so.{MAJOR}"
    with pytest.raises(BackendUnavailable) as info:
        RocmBackend(MAJOR, open_library=lambda path: None).devices()
    assert chip.DLL == library.encode()
    assert info.value.reason.startswith(f"hip-python cannot use {library}: failed to dlopen")
