"""cuGetExportTable: the private tables that cudart requires, through the built library.

The integrity check is tested against the vector in ../shared/NATIVE.md (copied here) and,
through the library, against the same function given the values that the library must hash:
this process's pid and thread, the tables' and the function's addresses, each device's UUID and
PCI location."""

import ctypes
import os
import threading

import pytest
from zluda.libraries.registry import DRIVER_LIBRARY as LIBRARY
from zluda.native.integrity import UNCHECKED, DeviceIdentity, answer

CUDART_INTERFACE = bytes.fromhex("6BD5FB6C5BF4E74A8987D93912FD9DF9")
HOOKS = bytes.fromhex("A094798C2E742E7493F20800200C0A66")
TOOLS_TLS = bytes.fromhex("42D85A8123F6CB478298F6E78A3AECDC")
CLS = bytes.fromhex("C693336E1121DF11A8C368F355D89593")
CONTEXT_CHECKS = bytes.fromhex("263E88607CD2614392F6BBD5006DFA7E")
INTEGRITY = bytes.fromhex("D4082055BDE6704B8D34BA123C66E1F2")
UNNAMED = bytes.fromhex("F8CFF95121468B4EB9E2FB469E7C0DD9")


def test_integrity_answer_matches_the_vector():
    device = DeviceIdentity(bytes.fromhex("9afe2b8aac252d38ea37aec56d71325f"), 0, 2, 0)
    words = answer(13000, 13002, 0x002FA423, 0xF79C1000, 0x7FFFF6958240, 0x7FFFF6958220,
                   0x7FFFF2AAF4A0, 0x682B9CEE, [device])
    assert words == (0x6F2CA79DAB2D56E3, 0xCD3DA0AF31EB7E2F)
    assert answer(13000, 13000, 1, 2, 3, 4, 5, 6, []) == UNCHECKED[0]
    assert answer(13000, 13001, 1, 2, 3, 4, 5, 6, []) == UNCHECKED[1]


@pytest.fixture(scope="module")
def cuda():
    lib = ctypes.CDLL(str(LIBRARY))
    lib.cuGetExportTable.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p]
    assert lib.cuInit(0) == 0
    return lib


def _table(cuda, uuid: bytes):
    out = ctypes.c_void_p(1)
    result = cuda.cuGetExportTable(ctypes.byref(out), uuid)
    return result, out.value


def _words(address: int, n: int) -> list[int]:
    return list((ctypes.c_uint64 * n).from_address(address))


def test_the_six_tables_have_their_sizes_and_stable_addresses(cuda):
    for uuid, words in ((CUDART_INTERFACE, 13), (HOOKS, 7), (TOOLS_TLS, 4),
                        (CONTEXT_CHECKS, 4), (INTEGRITY, 3)):
        result, address = _table(cuda, uuid)
        assert result == 0 and address
        assert _words(address, 1)[0] == words * 8
        assert _table(cuda, uuid) == (0, address)  # the same table every time
    result, address = _table(cuda, CLS)
    assert result == 0 and all(_words(address, 3))  # word 0 is already a function


def test_unknown_and_refused_tables_get_invalid_value(cuda):
    assert _table(cuda, UNNAMED) == (1, None)
    assert _table(cuda, bytes(16)) == (1, None)
    assert cuda.cuGetExportTable(None, CUDART_INTERFACE) == 1


def test_the_primary_context_slot_gives_the_context_that_retain_gives(cuda):
    _, table = _table(cuda, CUDART_INTERFACE)
    slot = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_void_p), ctypes.c_int)(
        _words(table, 13)[2])
    before = ctypes.c_void_p()
    assert slot(ctypes.byref(before), 0) == 0 and before.value
    retained = ctypes.c_void_p()
    assert cuda.cuDevicePrimaryCtxRetain(ctypes.byref(retained), 0) == 0
    assert retained.value == before.value
    assert slot(ctypes.byref(before), 99) == 101  # CUDA_ERROR_INVALID_DEVICE
    assert cuda.cuDevicePrimaryCtxRelease_v2(0) == 0


def test_context_local_storage_puts_gets_deletes_and_runs_destructors(cuda):
    _, table = _table(cuda, CLS)
    put_address, delete_address, get_address = _words(table, 3)
    destructor_type = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)
    put = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                           destructor_type)(put_address)
    delete = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(delete_address)
    get = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p,
                           ctypes.c_void_p)(get_address)
    ran = []
    destructor = destructor_type(lambda ctx, key, value: ran.append((ctx, key, value)))
    ctx = ctypes.c_void_p()
    assert cuda.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), 0) == 0
    assert cuda.cuCtxSetCurrent(ctx) == 0
    value = ctypes.c_void_p()
    assert get(ctypes.byref(value), None, 0x1234) == 400  # missing: CUDA_ERROR_INVALID_HANDLE
    assert get(None, None, 0x1234) == 1  # CUDA_ERROR_INVALID_VALUE
    assert get(ctypes.byref(value), 0x12345, 0x1234) == 201  # CUDA_ERROR_INVALID_CONTEXT
    stream = ctypes.c_void_p()
    assert cuda.cuStreamCreate(ctypes.byref(stream), 0) == 0
    assert get(ctypes.byref(value), stream, 0x1234) == 201  # a stream's handle
    assert cuda.cuStreamDestroy_v2(stream) == 0
    assert put(None, 0x1234, 0xBEEF, destructor) == 0  # NULL: the current context
    assert get(ctypes.byref(value), ctx, 0x1234) == 0 and value.value == 0xBEEF
    assert put(ctx, 0x99, 0x77, destructor) == 0
    assert delete(ctx, 0x1234) == 0
    assert get(ctypes.byref(value), None, 0x1234) == 400
    assert delete(ctx, 0x1234) == 400
    assert cuda.cuDevicePrimaryCtxReset_v2(0) == 0
    assert ran == [(ctx.value, 0x99, 0x77)]  # (ctx, key, value) at the reset
    assert get(ctypes.byref(value), ctx, 0x99) == 709  # CUDA_ERROR_CONTEXT_IS_DESTROYED


def test_context_checks_write_zero(cuda):
    _, table = _table(cuda, CONTEXT_CHECKS)
    check = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32),
                             ctypes.POINTER(ctypes.c_void_p))(_words(table, 4)[2])
    out1, out2 = ctypes.c_uint32(7), ctypes.c_void_p()
    assert check(None, ctypes.byref(out1), ctypes.byref(out2)) == 0 and out1.value == 0


def test_the_integrity_check_hashes_what_cudart_expects(cuda):
    _, table = _table(cuda, INTEGRITY)
    _, cudart_table = _table(cuda, CUDART_INTERFACE)
    function = _words(table, 3)[1]
    check = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint32, ctypes.c_uint64,
                             ctypes.POINTER(ctypes.c_uint64))(function)
    out = (ctypes.c_uint64 * 2)()
    for version in (13000, 13001):
        assert check(version, 0x682B9CEE, out) == 0
        assert tuple(out) == UNCHECKED[version % 10]
    assert check(13002, 0x682B9CEE, out) == 0
    uuid = (ctypes.c_char * 16)()
    assert cuda.cuDeviceGetUuid_v2(uuid, 0) == 0
    pci = []
    for attribute in (50, 33, 34):  # PCI domain, bus, device
        value = ctypes.c_int()
        assert cuda.cuDeviceGetAttribute(ctypes.byref(value), attribute, 0) == 0
        pci.append(value.value)
    driver = ctypes.c_int()
    assert cuda.cuDriverGetVersion(ctypes.byref(driver)) == 0
    expected = answer(driver.value, 13002, os.getpid(), threading.get_ident(), cudart_table,
                      table, function, 0x682B9CEE, [DeviceIdentity(bytes(uuid), *pci)])
    assert tuple(out) == expected
