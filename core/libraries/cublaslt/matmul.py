"""cuBLASLt's matmul: its descriptors and ``cublasLtMatmul``, D = epilogue(alpha op(A) op(B) +
beta C), over the BLAS library of the handle's device.

A descriptor (matmul, matrix layout, preference) is the address of its opaque struct: one that
``...Create`` allocates, or the caller's own (``...Init_internal``, which cublasLt.h's inline
``cublasLtMatmulDescInit`` calls). Its attributes are kept beside it, by attribute, as the bytes
that were set, and read in their documented types when a matmul uses them.

A matmul whose matrices are column major, of the BLAS library's own type, with no epilogue, is
the library's gemm in place; any other (row-major orders, half and bfloat16, bias, ReLU, GELU,
GELU's auxiliary output, batches) runs through the same product in the working type of the
compute type, with the epilogue applied in NumPy before D is stored (:mod:`.epilogues`).
"""

from __future__ import annotations

import ctypes
import struct
import threading

import numpy as np

from ...abi import cublaslt as abi
from ..common.constants import enumerations
from ..cublas import extensions
from ..cublas.calls import cblas_scalar, host_views
from ..cublas.cblas import COL_MAJOR, TRANSPOSE
from ..cublas.handles import Handle, stream_of
from ..cublas.operands import Scalar, check_matrix
from ..cublas.status import NOT_SUPPORTED, C, CublasError, invalid
from .epilogues import EPILOGUES, apply

E = enumerations(abi.TYPES)
NO_TRANSPOSE = TRANSPOSE[C.CUBLAS_OP_N]
DESC = E["cublasLtMatmulDescAttributes_t"]
LAYOUT = E["cublasLtMatrixLayoutAttribute_t"]
PREF = E["cublasLtMatmulPreferenceAttributes_t"]
ORDER = E["cublasLtOrder_t"]
POINTER_MODE = E["cublasLtPointerMode_t"]
# each attribute's C type (struct format), as cublasLt.h documents it; others are kept as bytes
DESC_TYPES = {
    "COMPUTE_TYPE": "i", "SCALE_TYPE": "i", "POINTER_MODE": "i", "TRANSA": "i", "TRANSB": "i",
    "TRANSC": "i", "FILL_MODE": "i", "EPILOGUE": "I", "BIAS_POINTER": "Q",
    "BIAS_BATCH_STRIDE": "q", "EPILOGUE_AUX_POINTER": "Q", "EPILOGUE_AUX_LD": "q",
    "EPILOGUE_AUX_BATCH_STRIDE": "q", "ALPHA_VECTOR_BATCH_STRIDE": "q", "SM_COUNT_TARGET": "i",
    "BIAS_DATA_TYPE": "i", "EPILOGUE_AUX_DATA_TYPE": "i", "FAST_ACCUM": "b",
    "A_SCALE_POINTER": "Q", "B_SCALE_POINTER": "Q", "C_SCALE_POINTER": "Q",
    "D_SCALE_POINTER": "Q", "AMAX_D_POINTER": "Q",
}
LAYOUT_TYPES = {"TYPE": "I", "ORDER": "i", "ROWS": "Q", "COLS": "Q", "LD": "q",
                "BATCH_COUNT": "i", "STRIDED_BATCH_OFFSET": "q", "PLANE_OFFSET": "q",
                "BATCH_MODE": "i"}
PREF_TYPES = {"SEARCH_MODE": "I", "MAX_WORKSPACE_BYTES": "Q", "REDUCTION_SCHEME_MASK": "I",
              "MIN_ALIGNMENT_A_BYTES": "I", "MIN_ALIGNMENT_B_BYTES": "I",
              "MIN_ALIGNMENT_C_BYTES": "I", "MIN_ALIGNMENT_D_BYTES": "I",
              "MAX_WAVES_COUNT": "f", "IMPL_MASK": "Q"}


class Described:
    """The attributes of one descriptor: attribute value -> its value."""

    kind = ""
    prefix = ""
    members: dict[str, int] = {}
    types: dict[str, str] = {}

    def __init__(self, **values) -> None:
        self.values = {self.members[self.prefix + name]: value for name, value in values.items()}

    def _format(self, attr: int) -> str | None:
        for name, fmt in self.types.items():
            if self.members.get(self.prefix + name) == attr:
                return fmt
        return None

    def set(self, attr: int, address: int, size: int) -> None:
        if attr not in self.members.values():
            raise invalid(f"{attr} is not an attribute of a {self.kind}")
        if address == 0:
            raise invalid("the attribute's buffer is NULL")
        data = ctypes.string_at(address, size)
        fmt = self._format(attr)
        if fmt is not None:
            if size != struct.calcsize(fmt):
                raise invalid(f"attribute {attr} of a {self.kind} is {struct.calcsize(fmt)}"
                              f" bytes, not {size}")
            self.values[attr] = struct.unpack(fmt, data)[0]
        else:
            self.values[attr] = data

    def get(self, attr: int, address: int, size: int, written: int) -> None:
        if attr not in self.members.values():
            raise invalid(f"{attr} is not an attribute of a {self.kind}")
        fmt = self._format(attr)
        value = self.values.get(attr, 0 if fmt else b"")
        data = struct.pack(fmt, value) if fmt else bytes(value)
        if size == 0 and written:  # the size is asked for
            ctypes.c_size_t.from_address(written).value = len(data)
            return
        if size < len(data) or address == 0:
            raise invalid(f"the buffer ({size} bytes) is smaller than attribute {attr}"
                          f" ({len(data)} bytes)")
        ctypes.memmove(address, data, len(data))
        if written:
            ctypes.c_size_t.from_address(written).value = len(data)

    def __getitem__(self, name: str):
        return self.values.get(self.members[self.prefix + name], 0)


class MatmulDesc(Described):
    kind, prefix, members, types = "matmul descriptor", "CUBLASLT_MATMUL_DESC_", DESC, DESC_TYPES


class Layout(Described):
    kind, prefix, members, types = "matrix layout", "CUBLASLT_MATRIX_LAYOUT_", LAYOUT, LAYOUT_TYPES


class Preference(Described):
    kind, prefix, members, types = ("matmul preference", "CUBLASLT_MATMUL_PREF_", PREF,
                                    PREF_TYPES)


class Descriptors:
    """Descriptor addresses -> their attributes; the structs that Create allocates."""

    def __init__(self) -> None:
        self._found: dict[int, Described] = {}
        self._owned: dict[int, ctypes.Array] = {}
        self._lock = threading.Lock()

    def create(self, described: Described, size: int) -> int:
        memory = (ctypes.c_uint64 * (size // 8))()
        address = ctypes.addressof(memory)
        with self._lock:
            self._owned[address] = memory
            self._found[address] = described
        return address

    def init(self, address: int, described: Described) -> None:
        if address == 0:
            raise invalid("the descriptor is NULL")
        with self._lock:
            self._found[address] = described

    def get(self, address: int, cls) -> Described:
        found = self._found.get(address)
        if not isinstance(found, cls):
            raise invalid(f"0x{address:x} is not a {cls.kind}" if address else
                          f"the {cls.kind} is NULL")
        return found

    def destroy(self, address: int, cls) -> None:
        self.get(address, cls)
        with self._lock:
            self._found.pop(address, None)
            self._owned.pop(address, None)


DESCRIPTORS = Descriptors()


class Operand:
    """One matrix of a matmul: its layout's type, shape, order and batch."""

    def __init__(self, what: str, layout: Layout) -> None:
        self.what = what
        self.type = layout["TYPE"]
        if self.type not in extensions.STORAGE:
            raise CublasError(NOT_SUPPORTED, f"{what}'s type {self.type} is not supported")
        self.dtype = extensions.STORAGE[self.type]
        self.rows, self.cols, self.ld = layout["ROWS"], layout["COLS"], layout["LD"]
        self.row_major = layout["ORDER"] == ORDER["CUBLASLT_ORDER_ROW"]
        if layout["ORDER"] not in (ORDER["CUBLASLT_ORDER_COL"], ORDER["CUBLASLT_ORDER_ROW"]):
            raise CublasError(NOT_SUPPORTED, f"{what}'s order {layout['ORDER']} (only"
                              " CUBLASLT_ORDER_COL and CUBLASLT_ORDER_ROW are)")
        self.batch = max(1, layout["BATCH_COUNT"])
        self.stride = layout["STRIDED_BATCH_OFFSET"] * extensions.itemsize(self.dtype)
        minimum = self.cols if self.row_major else self.rows
        if self.ld < max(1, minimum):
            raise invalid(f"{what}'s leading dimension {self.ld} is less than {minimum}")

    @property
    def stored(self) -> tuple[int, int]:
        """The column-major shape of its memory."""
        return (self.cols, self.rows) if self.row_major else (self.rows, self.cols)

    def check(self, address: int) -> None:
        rows, cols = self.stored
        size = extensions.itemsize(self.dtype)
        for i in {0, self.batch - 1}:
            check_matrix(self.what, address + i * self.stride, rows, cols, self.ld, size)

    def load(self, address: int, working) -> np.ndarray:
        rows, cols = self.stored
        values = extensions.load(address, rows, cols, self.ld, self.dtype, working)
        return values.T if self.row_major else values

    def store(self, values: np.ndarray, address: int) -> None:
        extensions.store(values.T if self.row_major else values, address, self.ld, self.dtype)


def _op(matrix_: np.ndarray, op: int) -> np.ndarray:
    if op == C.CUBLAS_OP_T:
        return matrix_.T
    if op == C.CUBLAS_OP_C:
        return matrix_.T.conj()
    return matrix_


def matmul(h: Handle, desc: MatmulDesc, alpha: int, a: int, adesc: Layout, b: int,
           bdesc: Layout, beta: int, c: int, cdesc: Layout, d: int, ddesc: Layout,
           stream_handle: int) -> None:
    A, B, Cm, D = (Operand(n, lay) for n, lay in (("A", adesc), ("B", bdesc), ("C", cdesc),
                                                  ("D", ddesc)))
    transa, transb = desc["TRANSA"], desc["TRANSB"]
    m, k = (A.rows, A.cols) if transa == C.CUBLAS_OP_N else (A.cols, A.rows)
    kb, n = (B.rows, B.cols) if transb == C.CUBLAS_OP_N else (B.cols, B.rows)
    if kb != k or (Cm.rows, Cm.cols) != (m, n) or (D.rows, D.cols) != (m, n):
        raise invalid(f"the shapes do not agree: op(A) {m}x{k}, op(B) {kb}x{n}, C"
                      f" {Cm.rows}x{Cm.cols}, D {D.rows}x{D.cols}")
    batch = D.batch
    if any(o.batch not in (1, batch) for o in (A, B, Cm)):
        raise invalid("the operands' batch counts differ")
    family = extensions.compute_family(desc["COMPUTE_TYPE"])
    found = extensions.SUPPORTED[family].get((A.type, B.type, D.type))
    if found is None or Cm.type != D.type:
        raise CublasError(NOT_SUPPORTED, f"no matmul of types {(A.type, B.type, Cm.type, D.type)}"
                          f" with compute {family}")
    working, scale = found
    scale = extensions.STORAGE.get(desc["SCALE_TYPE"], scale)
    epilogue = desc["EPILOGUE"] or E["cublasLtEpilogue_t"]["CUBLASLT_EPILOGUE_DEFAULT"]
    if epilogue not in EPILOGUES:
        raise CublasError(NOT_SUPPORTED, f"epilogue {epilogue}")
    device = desc["POINTER_MODE"] == POINTER_MODE["CUBLASLT_POINTER_MODE_DEVICE"]
    if desc["POINTER_MODE"] not in (POINTER_MODE["CUBLASLT_POINTER_MODE_HOST"],
                                    POINTER_MODE["CUBLASLT_POINTER_MODE_DEVICE"]):
        raise CublasError(NOT_SUPPORTED, f"pointer mode {desc['POINTER_MODE']}")
    alpha_s, beta_s = Scalar("alpha", alpha, scale, device), Scalar("beta", beta, scale, device)
    for operand, address in ((A, a), (B, b), (Cm, c), (D, d)):
        if m and n and (k or operand in (Cm, D)):
            operand.check(address)
    bias, aux = desc["BIAS_POINTER"], desc["EPILOGUE_AUX_POINTER"]
    aux_ld, aux_stride = desc["EPILOGUE_AUX_LD"], desc["EPILOGUE_AUX_BATCH_STRIDE"]
    bias_stride = desc["BIAS_BATCH_STRIDE"]
    bias_type = extensions.STORAGE.get(desc["BIAS_DATA_TYPE"] or D.type, D.dtype)
    aux_type = extensions.STORAGE.get(desc["EPILOGUE_AUX_DATA_TYPE"] or D.type, D.dtype)
    needs = EPILOGUES[epilogue]
    if "bias" in needs and bias == 0:
        raise invalid("the epilogue adds a bias, and CUBLASLT_MATMUL_DESC_BIAS_POINTER is NULL")
    if "aux" in needs and (aux == 0 or aux_ld < max(1, m)):
        raise invalid("the epilogue writes its input to EPILOGUE_AUX_POINTER, which is NULL or"
                      " has a leading dimension below m")
    if m == 0 or n == 0:
        return
    stream = stream_of(h.context, stream_handle)  # cublasLtMatmul's own, not the handle's
    host_views(h, "cublasLtMatmul")
    blas = h.blas
    gemm = getattr(blas, extensions.KIND_OF[working] + "gemm")

    def work():
        wdtype = np.dtype(working)
        alpha_v, beta_v = wdtype.type(alpha_s.get()), wdtype.type(beta_s.get())
        for i in range(batch):
            def at(operand, base, i=i):
                return base + (i if operand.batch > 1 else 0) * operand.stride
            ops_a = A.load(at(A, a), working) if k else np.zeros(A.stored[::-1] if A.row_major
                                                                  else A.stored, working)
            ops_b = B.load(at(B, b), working) if k else np.zeros(B.stored[::-1] if B.row_major
                                                                  else B.stored, working)
            product = np.asfortranarray(_op(ops_a, transa)) if k else np.zeros((m, k), working)
            other = np.asfortranarray(_op(ops_b, transb)) if k else np.zeros((k, n), working)
            result = (Cm.load(at(Cm, c), working) if beta_v != 0
                      else np.zeros((m, n), working))
            result = np.asfortranarray(result)
            keep = []
            kind = extensions.KIND_OF[working]
            gemm(COL_MAJOR, NO_TRANSPOSE, NO_TRANSPOSE, m, n, k,
                 cblas_scalar(kind, alpha_v, keep), product.ctypes.data, max(1, m),
                 other.ctypes.data, max(1, k), cblas_scalar(kind, beta_v, keep),
                 result.ctypes.data, max(1, m))
            bias_values = (np.asarray(extensions.load(bias + i * bias_stride *
                                                      extensions.itemsize(bias_type),
                                                      m, 1, m, bias_type, working))[:, 0]
                           if "bias" in needs else None)
            out, pre = apply(epilogue, result, bias_values)
            if "aux" in needs:
                extensions.store(pre.astype(working), aux + i * aux_stride *
                                 extensions.itemsize(aux_type), aux_ld, aux_type)
            if family == "16F":
                out = out.astype(np.float16)
            D.store(out, at(D, d))

    blas.submit(stream, work)


def heuristic(desc: MatmulDesc, layouts: list[Layout]) -> None:
    """Raise what a matmul of these descriptors would (NOT_SUPPORTED, INVALID_VALUE)."""
    operands = [Operand(n, lay) for n, lay in zip("ABCD", layouts)]
    family = extensions.compute_family(desc["COMPUTE_TYPE"])
    key = (operands[0].type, operands[1].type, operands[3].type)
    if extensions.SUPPORTED[family].get(key) is None:
        raise CublasError(NOT_SUPPORTED, f"no matmul of types {key} with compute {family}")
    epilogue = desc["EPILOGUE"] or E["cublasLtEpilogue_t"]["CUBLASLT_EPILOGUE_DEFAULT"]
    if epilogue not in EPILOGUES:
        raise CublasError(NOT_SUPPORTED, f"epilogue {epilogue}")

