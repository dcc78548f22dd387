"""``cuGetProcAddress``: which exported function a (name, ABI version, flags) request gets.

The version is the CUDA ABI version the caller was compiled for, not the driver's: the answer is
the newest variant of ``name`` introduced at or before it (``cuCtxCreate`` at 3020 is
``cuCtxCreate_v2``, at 12050 ``cuCtxCreate_v4``). ``CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM``
asks for the ``_ptds``/``_ptsz`` variant where the function has one. The table is generated from
``cudaTypedefs.h`` (:mod:`zluda.abi.driver`).
"""

from __future__ import annotations

from typing import NamedTuple

from ..abi.driver import PROC_ADDRESS

CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM = 0x2
CU_GET_PROC_ADDRESS_SUCCESS = 0
CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND = 1
CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT = 2


class Answer(NamedTuple):
    symbol: str | None  # the exported function's name, None where there is none
    status: int  # a CUdriverProcAddressQueryResult


def lookup(name: str, version: int, flags: int) -> Answer:
    rows = PROC_ADDRESS.get(name)
    if not rows:
        return Answer(None, CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND)
    usable = [row for row in rows if row[0] <= version]
    if not usable:
        return Answer(None, CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT)
    per_thread = bool(flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM)
    chosen = [row for row in usable if row[1] == per_thread] or [
        row for row in usable if not row[1]]
    return Answer(max(chosen)[2], CU_GET_PROC_ADDRESS_SUCCESS)
