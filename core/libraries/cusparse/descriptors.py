"""cuSPARSE's descriptors: what the generic API's calls read their operands from.

- :class:`SpMat` (``cusparseSpMatDescr_t``): a sparse matrix in CSR, CSC, COO, BSR or blocked
  ELL form: its sizes, the device addresses of its arrays, their index types, the index base,
  the value type, its fill mode and diagonal type, and a strided batch;
- :class:`SpVec` (``cusparseSpVecDescr_t``): a sparse vector (indices and values);
- :class:`DnVec` and :class:`DnMat` (``cusparseDnVecDescr_t``, ``cusparseDnMatDescr_t``):
  dense ones (a matrix in column or row order with a leading dimension);
- :class:`MatDescr` (``cusparseMatDescr_t``): the legacy API's matrix type, fill, diagonal and
  base.

Each is a plain record; the ``Const`` descriptors are the same records. Their C values name
them through :class:`..common.handles.Handles` (a wrong or destroyed one gets
CUSPARSE_STATUS_INVALID_VALUE, never read). Their arrays are checked against the device's
allocations when a call uses them (:meth:`SpMat.check`), since cuSPARSE lets a descriptor be
made before its arrays exist (SpGEMM's result).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..common.handles import Handles
from ..common.memory import check_memory, matrix_bytes
from .status import C, invalid, not_supported

# cudaDataType -> the NumPy type of its elements (half precision through NumPy's float16)
VALUE_DTYPES = {C.CUDA_R_32F: np.dtype(np.float32), C.CUDA_R_64F: np.dtype(np.float64),
                C.CUDA_C_32F: np.dtype(np.complex64), C.CUDA_C_64F: np.dtype(np.complex128),
                C.CUDA_R_16F: np.dtype(np.float16), C.CUDA_R_8I: np.dtype(np.int8),
                C.CUDA_R_32I: np.dtype(np.int32)}
INDEX_DTYPES = {C.CUSPARSE_INDEX_16U: np.dtype(np.uint16),
                C.CUSPARSE_INDEX_32I: np.dtype(np.int32),
                C.CUSPARSE_INDEX_64I: np.dtype(np.int64)}
BASES = (C.CUSPARSE_INDEX_BASE_ZERO, C.CUSPARSE_INDEX_BASE_ONE)
ORDERS = (C.CUSPARSE_ORDER_COL, C.CUSPARSE_ORDER_ROW)
CSR, CSC, COO = C.CUSPARSE_FORMAT_CSR, C.CUSPARSE_FORMAT_CSC, C.CUSPARSE_FORMAT_COO
BSR, BLOCKED_ELL = C.CUSPARSE_FORMAT_BSR, C.CUSPARSE_FORMAT_BLOCKED_ELL
FORMAT_NAMES = {CSR: "CSR", CSC: "CSC", COO: "COO", BSR: "BSR", BLOCKED_ELL: "blocked ELL"}


def value_dtype(value_type: int) -> np.dtype:
    if value_type not in VALUE_DTYPES:
        raise not_supported(f"the cudaDataType {value_type} as a value type")
    return VALUE_DTYPES[value_type]


def index_dtype(index_type: int) -> np.dtype:
    if index_type not in INDEX_DTYPES:
        raise invalid(f"{index_type} is not a cusparseIndexType_t")
    return INDEX_DTYPES[index_type]


def check_sizes(**sizes: int) -> None:
    for name, size in sizes.items():
        if size < 0:
            raise invalid(f"{name} ({size}) is negative")


def check_base(base: int) -> None:
    if base not in BASES:
        raise invalid(f"{base} is not a cusparseIndexBase_t")


@dataclass
class SpMat:
    format: int
    rows: int
    cols: int
    nnz: int
    offsets: int  # CSR row offsets, CSC column offsets, BSR block-row offsets; COO row indices
    indices: int  # CSR/BSR column indices, CSC row indices, COO column indices, ELL columns
    values: int
    offsets_type: int
    indices_type: int
    base: int
    value_type: int
    block_rows: int = 1  # BSR's row and column block sizes, blocked ELL's block size
    block_cols: int = 1
    ell_cols: int = 0  # blocked ELL: the columns of its column-index array, in elements
    block_order: int = C.CUSPARSE_ORDER_ROW  # BSR: the order within a block
    fill_mode: int = C.CUSPARSE_FILL_MODE_LOWER
    diag_type: int = C.CUSPARSE_DIAG_TYPE_NON_UNIT
    batch_count: int = 1
    offsets_stride: int = 0  # between the batch's matrices, in elements
    indices_stride: int = 0
    values_stride: int = 0

    def __post_init__(self) -> None:
        check_sizes(rows=self.rows, cols=self.cols, nnz=self.nnz)
        check_base(self.base)
        value_dtype(self.value_type)
        index_dtype(self.offsets_type)
        index_dtype(self.indices_type)

    @property
    def dtype(self) -> np.dtype:
        return VALUE_DTYPES[self.value_type]

    @property
    def name(self) -> str:
        return FORMAT_NAMES.get(self.format, str(self.format))

    def array_lengths(self) -> tuple[int, int, int]:
        """The elements of its offsets (or COO row indices), indices and values arrays."""
        if self.format == CSR:
            return self.rows + 1, self.nnz, self.nnz
        if self.format == CSC:
            return self.cols + 1, self.nnz, self.nnz
        if self.format == COO:
            return self.nnz, self.nnz, self.nnz
        if self.format == BSR:  # rows and cols count blocks, nnz blocks
            return self.rows + 1, self.nnz, self.nnz * self.block_rows * self.block_cols
        # blocked ELL: a column index per block of each block row, ell_cols values per row
        block_columns = self.ell_cols // max(self.block_rows, 1)
        return 0, self.rows // max(self.block_rows, 1) * block_columns, self.rows * self.ell_cols

    def check(self, with_values: bool = True) -> None:
        """Its arrays lie in device memory (INVALID_VALUE for one that does not)."""
        lengths = self.array_lengths()
        arrays = (("offsets" if self.format != COO else "row indices", self.offsets,
                   lengths[0], self.offsets_type),
                  ("indices", self.indices, lengths[1], self.indices_type))
        for what, address, length, kind in arrays:
            check_memory(f"the {self.name} matrix's {what}", address,
                         length * INDEX_DTYPES[kind].itemsize * self.batch_count, invalid)
        if with_values:
            check_memory(f"the {self.name} matrix's values", self.values,
                         lengths[2] * self.dtype.itemsize * self.batch_count, invalid)


@dataclass
class SpVec:
    size: int
    nnz: int
    indices: int
    values: int
    index_type: int
    base: int
    value_type: int

    def __post_init__(self) -> None:
        check_sizes(size=self.size, nnz=self.nnz)
        if self.nnz > self.size:
            raise invalid(f"a sparse vector of {self.size} elements with {self.nnz} nonzeros")
        check_base(self.base)
        value_dtype(self.value_type)
        index_dtype(self.index_type)

    @property
    def dtype(self) -> np.dtype:
        return VALUE_DTYPES[self.value_type]

    def check(self) -> None:
        check_memory("the sparse vector's indices", self.indices,
                     self.nnz * INDEX_DTYPES[self.index_type].itemsize, invalid)
        check_memory("the sparse vector's values", self.values, self.nnz * self.dtype.itemsize,
                     invalid)


@dataclass
class DnVec:
    size: int
    values: int
    value_type: int

    def __post_init__(self) -> None:
        check_sizes(size=self.size)
        value_dtype(self.value_type)

    @property
    def dtype(self) -> np.dtype:
        return VALUE_DTYPES[self.value_type]

    def check(self, what: str = "the dense vector") -> None:
        check_memory(what, self.values, self.size * self.dtype.itemsize, invalid)


@dataclass
class DnMat:
    rows: int
    cols: int
    ld: int
    values: int
    value_type: int
    order: int
    batch_count: int = 1
    batch_stride: int = 0

    def __post_init__(self) -> None:
        check_sizes(rows=self.rows, cols=self.cols, ld=self.ld)
        if self.order not in ORDERS:
            raise invalid(f"{self.order} is not a cusparseOrder_t")
        least = self.rows if self.order == C.CUSPARSE_ORDER_COL else self.cols
        if self.ld < max(1, least):
            raise invalid(f"the leading dimension {self.ld} is less than {max(1, least)}")
        value_dtype(self.value_type)

    @property
    def dtype(self) -> np.dtype:
        return VALUE_DTYPES[self.value_type]

    @property
    def stored(self) -> tuple[int, int]:
        """(the elements along a leading-dimension run, the runs): column-major's (rows,
        cols), row-major's (cols, rows)."""
        return (self.rows, self.cols) if self.order == C.CUSPARSE_ORDER_COL else \
            (self.cols, self.rows)

    def check(self, what: str = "the dense matrix") -> None:
        run, runs = self.stored
        span = matrix_bytes(run, runs, self.ld, self.dtype.itemsize)
        if self.batch_count > 1 and span:
            span += (self.batch_count - 1) * self.batch_stride * self.dtype.itemsize
        check_memory(what, self.values, span, invalid)


@dataclass
class MatDescr:
    """The legacy API's matrix descriptor (cusparseCreateMatDescr's defaults)."""

    matrix_type: int = C.CUSPARSE_MATRIX_TYPE_GENERAL
    fill_mode: int = C.CUSPARSE_FILL_MODE_LOWER
    diag_type: int = C.CUSPARSE_DIAG_TYPE_NON_UNIT
    base: int = C.CUSPARSE_INDEX_BASE_ZERO


@dataclass
class Plan:
    """What SpGEMM, SpSV and SpSM keep between their phases (their descriptors)."""

    kind: str
    state: dict = field(default_factory=dict)


SPMATS = Handles(0x7C5A0A1000, "sparse matrix descriptor", invalid)
SPVECS = Handles(0x7C5A0B1000, "sparse vector descriptor", invalid)
DNVECS = Handles(0x7C5A0C1000, "dense vector descriptor", invalid)
DNMATS = Handles(0x7C5A0D1000, "dense matrix descriptor", invalid)
MATDESCRS = Handles(0x7C5A0E1000, "matrix descriptor (cusparseMatDescr_t)", invalid)
PLANS = Handles(0x7C5A0F1000, "SpGEMM/SpSV/SpSM descriptor", invalid)
