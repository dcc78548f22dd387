"""cuSPARSE's functions that make, read, change and destroy descriptors (``cusparseCreateCsr``,
``cusparseCsrGet``, ``cusparseDnMatSetValues``, ``cusparseCreateMatDescr``, ...): each takes
the C function's arguments, pointers as integers. The ``Const`` forms are the same functions."""

from __future__ import annotations

import ctypes

from . import descriptors as d
from .status import C, invalid

I64, INT, PTR = ctypes.c_int64, ctypes.c_int, ctypes.c_void_p


def _store(address: int, value, c_type=INT) -> None:
    if address == 0:
        raise invalid("an output pointer is NULL")
    c_type.from_address(address).value = value


def _stores(*pairs) -> None:
    """Each (address, value, type); every address checked before any is written."""
    if any(address == 0 for address, _, _ in pairs):
        raise invalid("an output pointer is NULL")
    for address, value, c_type in pairs:
        c_type.from_address(address).value = value


def _made(out: int, table, record) -> None:
    if out == 0:
        raise invalid("the descriptor pointer is NULL")
    _store(out, table.create(record), PTR)


# -- sparse matrices ------------------------------------------------------------------------

def create_compressed(fmt, out, rows, cols, nnz, offsets, indices, values, offsets_type,
                      indices_type, base, value_type):
    """cusparseCreateCsr, cusparseCreateCsc."""
    _made(out, d.SPMATS, d.SpMat(fmt, rows, cols, nnz, offsets, indices, values, offsets_type,
                                 indices_type, base, value_type))


def cusparseCreateCoo(out, rows, cols, nnz, row_ind, col_ind, values, index_type, base,  # noqa: N802
                      value_type):
    _made(out, d.SPMATS, d.SpMat(d.COO, rows, cols, nnz, row_ind, col_ind, values, index_type,
                                 index_type, base, value_type))


def cusparseCreateBsr(out, brows, bcols, bnnz, row_block, col_block, offsets, indices,  # noqa: N802
                      values, offsets_type, indices_type, base, value_type, order):
    if row_block <= 0 or col_block <= 0:
        raise invalid(f"blocks of {row_block} x {col_block}")
    if order not in d.ORDERS:
        raise invalid(f"{order} is not a cusparseOrder_t")
    _made(out, d.SPMATS, d.SpMat(d.BSR, brows, bcols, bnnz, offsets, indices, values,
                                 offsets_type, indices_type, base, value_type,
                                 block_rows=row_block, block_cols=col_block, block_order=order))


def cusparseCreateBlockedEll(out, rows, cols, block, ell_cols, col_ind, values, index_type,  # noqa: N802
                             base, value_type):
    if block <= 0 or ell_cols < 0 or rows % block or cols % block or ell_cols % block:
        raise invalid(f"a blocked ELL matrix of {rows} x {cols}, blocks of {block}, "
                      f"{ell_cols} columns")
    _made(out, d.SPMATS, d.SpMat(d.BLOCKED_ELL, rows, cols, rows * ell_cols, 0, col_ind, values,
                                 index_type, index_type, base, value_type, block_rows=block,
                                 block_cols=block, ell_cols=ell_cols))


def cusparseDestroySpMat(value):  # noqa: N802
    if value:  # cuSPARSE accepts NULL
        d.SPMATS.destroy(value)


def _spmat(value: int, *formats: int) -> d.SpMat:
    mat = d.SPMATS.get(value)
    if formats and mat.format not in formats:
        raise invalid(f"the matrix is in {mat.name} form")
    return mat


def get_compressed(fmt, value, rows, cols, nnz, offsets, indices, values, offsets_type,
                   indices_type, base, value_type):
    """cusparseCsrGet, cusparseCscGet (and their Const forms)."""
    m = _spmat(value, fmt)
    _stores((rows, m.rows, I64), (cols, m.cols, I64), (nnz, m.nnz, I64),
            (offsets, m.offsets, PTR), (indices, m.indices, PTR), (values, m.values, PTR),
            (offsets_type, m.offsets_type, INT), (indices_type, m.indices_type, INT),
            (base, m.base, INT), (value_type, m.value_type, INT))


def cusparseCooGet(value, rows, cols, nnz, row_ind, col_ind, values, index_type, base,  # noqa: N802
                   value_type):
    m = _spmat(value, d.COO)
    _stores((rows, m.rows, I64), (cols, m.cols, I64), (nnz, m.nnz, I64),
            (row_ind, m.offsets, PTR), (col_ind, m.indices, PTR), (values, m.values, PTR),
            (index_type, m.indices_type, INT), (base, m.base, INT),
            (value_type, m.value_type, INT))


def cusparseBlockedEllGet(value, rows, cols, block, ell_cols, col_ind, values, index_type,  # noqa: N802
                          base, value_type):
    m = _spmat(value, d.BLOCKED_ELL)
    _stores((rows, m.rows, I64), (cols, m.cols, I64), (block, m.block_rows, I64),
            (ell_cols, m.ell_cols, I64), (col_ind, m.indices, PTR), (values, m.values, PTR),
            (index_type, m.indices_type, INT), (base, m.base, INT),
            (value_type, m.value_type, INT))


def set_pointers(fmt, value, offsets, indices, values):
    """cusparseCsrSetPointers, cusparseCscSetPointers, cusparseCooSetPointers."""
    m = _spmat(value, fmt)
    m.offsets, m.indices, m.values = offsets, indices, values


def cusparseSpMatGetSize(value, rows, cols, nnz):  # noqa: N802
    m = _spmat(value)
    _stores((rows, m.rows, I64), (cols, m.cols, I64), (nnz, m.nnz, I64))


def cusparseSpMatGetFormat(value, out):  # noqa: N802
    _store(out, _spmat(value).format)


def cusparseSpMatGetIndexBase(value, out):  # noqa: N802
    _store(out, _spmat(value).base)


def cusparseSpMatGetValues(value, out):  # noqa: N802
    _store(out, _spmat(value).values, PTR)


def cusparseSpMatSetValues(value, values):  # noqa: N802
    _spmat(value).values = values


ATTRIBUTES = {C.CUSPARSE_SPMAT_FILL_MODE: ("fill_mode", (C.CUSPARSE_FILL_MODE_LOWER,
                                                         C.CUSPARSE_FILL_MODE_UPPER)),
              C.CUSPARSE_SPMAT_DIAG_TYPE: ("diag_type", (C.CUSPARSE_DIAG_TYPE_NON_UNIT,
                                                         C.CUSPARSE_DIAG_TYPE_UNIT))}


def _attribute(attribute: int, size: int) -> tuple[str, tuple[int, ...]]:
    if attribute not in ATTRIBUTES:
        raise invalid(f"{attribute} is not a cusparseSpMatAttribute_t")
    if size != ctypes.sizeof(INT):
        raise invalid(f"an attribute is {ctypes.sizeof(INT)} bytes, not {size}")
    return ATTRIBUTES[attribute]


def cusparseSpMatGetAttribute(value, attribute, data, size):  # noqa: N802
    name, _ = _attribute(attribute, size)
    _store(data, getattr(_spmat(value), name))


def cusparseSpMatSetAttribute(value, attribute, data, size):  # noqa: N802
    m = _spmat(value)
    name, allowed = _attribute(attribute, size)
    if data == 0:
        raise invalid("the attribute's value is NULL")
    setting = INT.from_address(data).value
    if setting not in allowed:
        raise invalid(f"{setting} is not a value of that attribute")
    setattr(m, name, setting)


def cusparseCsrSetStridedBatch(value, count, offsets_stride, values_stride):  # noqa: N802
    _batch(_spmat(value, d.CSR), count, offsets_stride, values_stride, values_stride)


def cusparseCooSetStridedBatch(value, count, stride):  # noqa: N802
    _batch(_spmat(value, d.COO), count, stride, stride, stride)


def cusparseBsrSetStridedBatch(value, count, offsets_stride, indices_stride,  # noqa: N802
                               values_stride):
    _batch(_spmat(value, d.BSR), count, offsets_stride, indices_stride, values_stride)


def _batch(m: d.SpMat, count: int, offsets_stride: int, indices_stride: int,
           values_stride: int) -> None:
    if count <= 0 or min(offsets_stride, indices_stride, values_stride) < 0:
        raise invalid(f"a batch of {count} with strides {offsets_stride}, {indices_stride},"
                      f" {values_stride}")
    m.batch_count, m.offsets_stride = count, offsets_stride
    m.indices_stride, m.values_stride = indices_stride, values_stride


def cusparseSpMatGetStridedBatch(value, out):  # noqa: N802
    _store(out, _spmat(value).batch_count)


# -- sparse vectors -------------------------------------------------------------------------

def cusparseCreateSpVec(out, size, nnz, indices, values, index_type, base, value_type):  # noqa: N802
    _made(out, d.SPVECS, d.SpVec(size, nnz, indices, values, index_type, base, value_type))


def cusparseDestroySpVec(value):  # noqa: N802
    if value:
        d.SPVECS.destroy(value)


def cusparseSpVecGet(value, size, nnz, indices, values, index_type, base, value_type):  # noqa: N802
    v = d.SPVECS.get(value)
    _stores((size, v.size, I64), (nnz, v.nnz, I64), (indices, v.indices, PTR),
            (values, v.values, PTR), (index_type, v.index_type, INT), (base, v.base, INT),
            (value_type, v.value_type, INT))


def cusparseSpVecGetIndexBase(value, out):  # noqa: N802
    _store(out, d.SPVECS.get(value).base)


def cusparseSpVecGetValues(value, out):  # noqa: N802
    _store(out, d.SPVECS.get(value).values, PTR)


def cusparseSpVecSetValues(value, values):  # noqa: N802
    d.SPVECS.get(value).values = values


# -- dense vectors and matrices -------------------------------------------------------------

def cusparseCreateDnVec(out, size, values, value_type):  # noqa: N802
    _made(out, d.DNVECS, d.DnVec(size, values, value_type))


def cusparseDestroyDnVec(value):  # noqa: N802
    if value:
        d.DNVECS.destroy(value)


def cusparseDnVecGet(value, size, values, value_type):  # noqa: N802
    v = d.DNVECS.get(value)
    _stores((size, v.size, I64), (values, v.values, PTR), (value_type, v.value_type, INT))


def cusparseDnVecGetValues(value, out):  # noqa: N802
    _store(out, d.DNVECS.get(value).values, PTR)


def cusparseDnVecSetValues(value, values):  # noqa: N802
    d.DNVECS.get(value).values = values


def cusparseCreateDnMat(out, rows, cols, ld, values, value_type, order):  # noqa: N802
    _made(out, d.DNMATS, d.DnMat(rows, cols, ld, values, value_type, order))


def cusparseDestroyDnMat(value):  # noqa: N802
    if value:
        d.DNMATS.destroy(value)


def cusparseDnMatGet(value, rows, cols, ld, values, value_type, order):  # noqa: N802
    m = d.DNMATS.get(value)
    _stores((rows, m.rows, I64), (cols, m.cols, I64), (ld, m.ld, I64), (values, m.values, PTR),
            (value_type, m.value_type, INT), (order, m.order, INT))


def cusparseDnMatGetValues(value, out):  # noqa: N802
    _store(out, d.DNMATS.get(value).values, PTR)


def cusparseDnMatSetValues(value, values):  # noqa: N802
    d.DNMATS.get(value).values = values


def cusparseDnMatSetStridedBatch(value, count, stride):  # noqa: N802
    m = d.DNMATS.get(value)
    if count <= 0 or stride < 0:
        raise invalid(f"a batch of {count} with stride {stride}")
    m.batch_count, m.batch_stride = count, stride


def cusparseDnMatGetStridedBatch(value, count, stride):  # noqa: N802
    m = d.DNMATS.get(value)
    _stores((count, m.batch_count, INT), (stride, m.batch_stride, I64))


# -- the legacy API's matrix descriptor -----------------------------------------------------

def cusparseCreateMatDescr(out):  # noqa: N802
    _made(out, d.MATDESCRS, d.MatDescr())


def cusparseDestroyMatDescr(value):  # noqa: N802
    if value:
        d.MATDESCRS.destroy(value)


MAT_SETTINGS = {
    "Type": ("matrix_type", (C.CUSPARSE_MATRIX_TYPE_GENERAL, C.CUSPARSE_MATRIX_TYPE_SYMMETRIC,
                             C.CUSPARSE_MATRIX_TYPE_HERMITIAN,
                             C.CUSPARSE_MATRIX_TYPE_TRIANGULAR)),
    "FillMode": ("fill_mode", (C.CUSPARSE_FILL_MODE_LOWER, C.CUSPARSE_FILL_MODE_UPPER)),
    "DiagType": ("diag_type", (C.CUSPARSE_DIAG_TYPE_NON_UNIT, C.CUSPARSE_DIAG_TYPE_UNIT)),
    "IndexBase": ("base", d.BASES),
}


def _mat_setter(attribute: str, allowed: tuple[int, ...]):
    def set_(value, setting):
        descr = d.MATDESCRS.get(value)
        if setting not in allowed:
            raise invalid(f"{setting} is not a value of the descriptor's {attribute}")
        setattr(descr, attribute, setting)

    return set_


def _mat_getter(attribute: str):
    """A getter that answers the setting itself (the default for a descriptor that is none,
    as cuSPARSE's getters cannot say otherwise)."""
    def get(value):
        try:
            return getattr(d.MATDESCRS.get(value), attribute)
        except Exception:  # noqa: BLE001 - a wrong descriptor: the default
            return getattr(d.MatDescr(), attribute)

    return get


def mat_descr(value: int) -> d.MatDescr:
    return d.MATDESCRS.get(value)


def _register() -> tuple[dict, dict]:
    routines = {
        "cusparseCreateCsr": lambda *a: create_compressed(d.CSR, *a),
        "cusparseCreateCsc": lambda *a: create_compressed(d.CSC, *a),
        "cusparseCsrGet": lambda *a: get_compressed(d.CSR, *a),
        "cusparseCscGet": lambda *a: get_compressed(d.CSC, *a),
        "cusparseCsrSetPointers": lambda *a: set_pointers(d.CSR, *a),
        "cusparseCscSetPointers": lambda *a: set_pointers(d.CSC, *a),
        "cusparseCooSetPointers": lambda *a: set_pointers(d.COO, *a),
    }
    routines.update({name: fn for name, fn in globals().items() if name.startswith("cusparse")})
    for suffix, (attribute, allowed) in MAT_SETTINGS.items():
        routines[f"cusparseSetMat{suffix}"] = _mat_setter(attribute, allowed)
    direct = {f"cusparseGetMat{suffix}": _mat_getter(attribute)
              for suffix, (attribute, _) in MAT_SETTINGS.items()}
    # the Const forms: the same functions
    for name in list(routines):
        const = {"cusparseCreate": "cusparseCreateConst", "cusparseCsrGet": "cusparseConstCsrGet",
                 "cusparseCscGet": "cusparseConstCscGet", "cusparseCooGet": "cusparseConstCooGet",
                 "cusparseBlockedEllGet": "cusparseConstBlockedEllGet",
                 "cusparseSpVecGet": "cusparseConstSpVecGet",
                 "cusparseDnVecGet": "cusparseConstDnVecGet",
                 "cusparseDnMatGet": "cusparseConstDnMatGet",
                 "cusparseSpMatGetValues": "cusparseConstSpMatGetValues",
                 "cusparseSpVecGetValues": "cusparseConstSpVecGetValues",
                 "cusparseDnVecGetValues": "cusparseConstDnVecGetValues",
                 "cusparseDnMatGetValues": "cusparseConstDnMatGetValues"}
        for prefix, const_prefix in const.items():
            if name.startswith(prefix) and name != "cusparseCreateMatDescr":
                routines.setdefault(const_prefix + name[len(prefix):], routines[name])
    return routines, direct


ROUTINES, DIRECT = _register()
