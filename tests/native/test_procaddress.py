"""cuGetProcAddress answers every request that cudart 13 and cuda.bindings 13 make as NVIDIA's
driver does (../shared/native/*_getprocaddress.tsv, copied to tests/native/data/): the
variant of the caller's ABI version, the per-thread variant for flag 2; and through the built
library, the address it returns is that of the exported function of that name."""

import csv
import ctypes
from pathlib import Path

import pytest
from zluda.abi.driver import FUNCTIONS, PROC_ADDRESS
from zluda.libraries.registry import DRIVER_LIBRARY as LIBRARY
from zluda.native.procaddress import (
    CU_GET_PROC_ADDRESS_SUCCESS,
    CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND,
    CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT,
    lookup,
)

DATA = Path(__file__).resolve().parent / "data"
# Not in ZLUDA's table: newer than CUDA 13.0's headers (not found here), the empty name, or one
# that ZLUDA's table leaves out although cuda.h 13.0 declares it (cuEventCreateFromEGLSync):
# that one is the function of its own name.
NOT_IN_TABLE = "NOT_IN_ZLUDA_TABLE"


def _expected(name: str, expected: str) -> str | None:
    if expected != NOT_IN_TABLE:
        return expected
    return name if name in FUNCTIONS else None


def _rows():
    for path in sorted(DATA.glob("*_getprocaddress.tsv")):
        with path.open() as f:
            for row in csv.DictReader(f, delimiter="\t"):
                yield path.stem, row["name"], int(row["version"]), int(row["flags"]), \
                    row["real_driver_returns"]


ROWS = list(_rows())


def test_the_vectors_cover_both_clients():
    assert {r[0] for r in ROWS} == {"cudart13_getprocaddress", "cuda_bindings13_getprocaddress"}
    assert len(ROWS) > 900


def test_every_request_gets_the_variant_that_nvidia_s_driver_gives():
    wrong = []
    for client, name, version, flags, expected in ROWS:
        answer = lookup(name, version, flags)
        expected = _expected(name, expected)
        if expected is None:
            ok = answer.symbol is None and answer.status == CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND
        else:
            ok = answer.symbol == expected and answer.status == CU_GET_PROC_ADDRESS_SUCCESS
        if not ok:
            wrong.append((client, name, version, flags, expected, answer))
    assert not wrong, wrong[:10]


def test_every_table_entry_is_an_exported_function():
    for name, rows in PROC_ADDRESS.items():
        for _version, _per_thread, symbol in rows:
            assert symbol in FUNCTIONS, (name, symbol)


def test_versions_before_the_first_variant_are_not_sufficient():
    assert lookup("cuMemAllocAsync", 11000, 0).status == CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT
    assert lookup("cuCtxCreate", 12050, 0).symbol == "cuCtxCreate_v4"
    assert lookup("cuCtxCreate", 12049, 0).symbol == "cuCtxCreate_v3"
    # per-thread asked where the function has no such variant: the plain one
    assert lookup("cuInit", 13000, 2).symbol == "cuInit"


@pytest.fixture(scope="module")
def libcuda():
    assert LIBRARY.is_file(), f"{LIBRARY} was not built by the install"
    return ctypes.CDLL(str(LIBRARY))


def test_the_library_returns_the_exported_function_s_address(libcuda):
    get = libcuda.cuGetProcAddress_v2
    get.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_int,
                    ctypes.c_uint64, ctypes.POINTER(ctypes.c_int)]
    for _client, name, version, flags, expected in ROWS:
        pfn, status = ctypes.c_void_p(1), ctypes.c_int(-1)
        result = get(name.encode(), ctypes.byref(pfn), version, flags, ctypes.byref(status))
        expected = _expected(name, expected)
        if expected is None:
            assert (result, pfn.value, status.value) == (500, None, 1), name
        else:
            exported = ctypes.cast(getattr(libcuda, expected), ctypes.c_void_p).value
            assert (result, status.value) == (0, 0), (name, version, flags)
            assert pfn.value == exported, (name, version, flags, expected)


def test_the_older_entry_point_and_null_arguments(libcuda):
    old = libcuda.cuGetProcAddress
    old.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_int,
                    ctypes.c_uint64]
    pfn = ctypes.c_void_p()
    assert old(b"cuMemAlloc", ctypes.byref(pfn), 3020, 0) == 0
    assert pfn.value == ctypes.cast(libcuda.cuMemAlloc_v2, ctypes.c_void_p).value
    assert old(b"cuMemAlloc", None, 3020, 0) == 1  # CUDA_ERROR_INVALID_VALUE
    assert old(None, ctypes.byref(pfn), 3020, 0) == 1
