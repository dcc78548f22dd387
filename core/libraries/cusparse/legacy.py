"""The legacy API's index functions that CuPy and NVIDIA's samples still call: COO <-> CSR row
indices (``cusparseXcoo2csr``, ``cusparseXcsr2coo``), sorting (``cusparseXcsrsort``,
``cusparseXcscsort``, ``cusparseXcoosortByRow``/``ByColumn``, their ``_bufferSizeExt``), and
``cusparseCreateIdentityPermutation``. Their indices are ``int``; each runs in the handle's
stream."""

from __future__ import annotations

import ctypes

from ..common.memory import check_memory
from . import descriptors as d
from .generic import _handle
from .status import invalid

INT = 4  # bytes of an index


def _indices(*arrays: tuple[str, int, int]) -> None:
    for what, address, count in arrays:
        check_memory(what, address, count * INT, invalid)


def _store_size(out: int) -> None:
    if out == 0:
        raise invalid("the buffer size pointer is NULL")
    ctypes.c_size_t.from_address(out).value = 0


def cusparseXcoo2csr(value, rows, nnz, m, offsets, base):  # noqa: N802 - cuSPARSE's names
    h = _handle(value)
    d.check_sizes(nnz=nnz, m=m)
    d.check_base(base)
    _indices(("the COO row indices", rows, nnz), ("the CSR row offsets", offsets, m + 1))
    coo_to_csr = h.operation("coo_to_csr")
    h.submit(lambda: coo_to_csr(rows, nnz, m, offsets, base))


def cusparseXcsr2coo(value, offsets, nnz, m, rows, base):  # noqa: N802
    h = _handle(value)
    d.check_sizes(nnz=nnz, m=m)
    d.check_base(base)
    _indices(("the CSR row offsets", offsets, m + 1), ("the COO row indices", rows, nnz))
    csr_to_coo = h.operation("csr_to_coo")
    h.submit(lambda: csr_to_coo(offsets, nnz, m, rows, base))


def _sort_sizes(value, m, n, nnz) -> None:
    _handle(value)
    d.check_sizes(m=m, n=n, nnz=nnz)


def cusparseXcsrsort_bufferSizeExt(value, m, n, nnz, offsets, indices, out):  # noqa: N802
    _sort_sizes(value, m, n, nnz)
    _store_size(out)


def cusparseXcscsort_bufferSizeExt(value, m, n, nnz, offsets, indices, out):  # noqa: N802
    _sort_sizes(value, m, n, nnz)
    _store_size(out)


def cusparseXcoosort_bufferSizeExt(value, m, n, nnz, rows, cols, out):  # noqa: N802
    _sort_sizes(value, m, n, nnz)
    _store_size(out)


def _sort_compressed(value, count, nnz, descr, offsets, indices, permutation, what):
    h = _handle(value)
    base = d.MATDESCRS.get(descr).base
    _indices((f"the {what} offsets", offsets, count + 1), ("the indices", indices, nnz))
    if permutation:
        _indices(("the permutation", permutation, nnz))
    if nnz:
        sort_compressed = h.operation("sort_compressed")
        h.submit(lambda: sort_compressed(count, nnz, offsets, indices, permutation,
                                                  base))


def cusparseXcsrsort(value, m, n, nnz, descr, offsets, indices, permutation, buffer):  # noqa: N802
    _sort_sizes(value, m, n, nnz)
    _sort_compressed(value, m, nnz, descr, offsets, indices, permutation, "CSR row")


def cusparseXcscsort(value, m, n, nnz, descr, offsets, indices, permutation, buffer):  # noqa: N802
    _sort_sizes(value, m, n, nnz)
    _sort_compressed(value, n, nnz, descr, offsets, indices, permutation, "CSC column")


def _sort_coo(value, m, n, nnz, rows, cols, permutation, by_row):
    _sort_sizes(value, m, n, nnz)
    h = _handle(value)
    _indices(("the row indices", rows, nnz), ("the column indices", cols, nnz))
    if permutation:
        _indices(("the permutation", permutation, nnz))
    if nnz:
        sort_coo = h.operation("sort_coo")
        h.submit(lambda: sort_coo(nnz, rows, cols, permutation, by_row))


def cusparseXcoosortByRow(value, m, n, nnz, rows, cols, permutation, buffer):  # noqa: N802
    _sort_coo(value, m, n, nnz, rows, cols, permutation, True)


def cusparseXcoosortByColumn(value, m, n, nnz, rows, cols, permutation, buffer):  # noqa: N802
    _sort_coo(value, m, n, nnz, rows, cols, permutation, False)


def cusparseCreateIdentityPermutation(value, n, out):  # noqa: N802
    h = _handle(value)
    d.check_sizes(n=n)
    _indices(("the permutation", out, n))
    if n:
        identity = h.operation("identity")
        h.submit(lambda: identity(n, out))


ROUTINES = {name: fn for name, fn in globals().items()
            if name.startswith("cusparse") and callable(fn)}
