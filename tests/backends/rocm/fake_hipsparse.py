"""A FAKE hipSPARSE: a test double of hip-python's ``hip.hipsparse`` over :class:`FakeHip`, for
machines without ROCm. It is not hipSPARSE: it checks that zluda's cuSPARSE *calls* hipSPARSE as
documented (a handle, the stream set before each operation, descriptors of hip-python's enum
members over device allocations, a workspace of the size that its own ``_bufferSize`` answered,
descriptors alive when used) and computes SpMV and SpMM with SciPy on the fake's memory, lazily
in the fake stream's order. SparseToDense and Csr2cscEx2 are recorded and compute nothing."""

from __future__ import annotations

import ctypes
import enum
import itertools

import numpy as np

from .fake_hipblas import STORED, hipDataType

WORKSPACE = 256  # bytes that each query answers


def _enum(name, members):
    return enum.IntEnum(name, members)


hipsparseOperation_t = _enum("hipsparseOperation_t", [  # noqa: N816 - hip-python's names
    ("HIPSPARSE_OPERATION_NON_TRANSPOSE", 0), ("HIPSPARSE_OPERATION_TRANSPOSE", 1),
    ("HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE", 2)])
hipsparseIndexType_t = _enum("hipsparseIndexType_t", [  # noqa: N816
    ("HIPSPARSE_INDEX_16U", 1), ("HIPSPARSE_INDEX_32I", 2), ("HIPSPARSE_INDEX_64I", 3)])
hipsparseIndexBase_t = _enum("hipsparseIndexBase_t", [  # noqa: N816
    ("HIPSPARSE_INDEX_BASE_ZERO", 0), ("HIPSPARSE_INDEX_BASE_ONE", 1)])
hipsparseOrder_t = _enum("hipsparseOrder_t", [  # noqa: N816
    ("HIPSPARSE_ORDER_COLUMN", 1), ("HIPSPARSE_ORDER_ROW", 2)])
hipsparseSpMVAlg_t = _enum("hipsparseSpMVAlg_t", [("HIPSPARSE_MV_ALG_DEFAULT", 0)])  # noqa: N816
hipsparseSpMMAlg_t = _enum("hipsparseSpMMAlg_t", [("HIPSPARSE_MM_ALG_DEFAULT", 0)])  # noqa: N816
hipsparseAction_t = _enum("hipsparseAction_t", [  # noqa: N816
    ("HIPSPARSE_ACTION_SYMBOLIC", 0), ("HIPSPARSE_ACTION_NUMERIC", 1)])
hipsparseCsr2CscAlg_t = _enum("hipsparseCsr2CscAlg_t", [  # noqa: N816
    ("HIPSPARSE_CSR2CSC_ALG_DEFAULT", 0), ("HIPSPARSE_CSR2CSC_ALG1", 1),
    ("HIPSPARSE_CSR2CSC_ALG2", 2)])
hipsparseSparseToDenseAlg_t = _enum("hipsparseSparseToDenseAlg_t", [  # noqa: N816
    ("HIPSPARSE_SPARSETODENSE_ALG_DEFAULT", 0)])
ENUMS = (hipsparseOperation_t, hipsparseIndexType_t, hipsparseIndexBase_t, hipsparseOrder_t,
         hipsparseSpMVAlg_t, hipsparseSpMMAlg_t, hipsparseAction_t, hipsparseCsr2CscAlg_t,
         hipsparseSparseToDenseAlg_t)
INDEX = {1: np.uint16, 2: np.int32, 3: np.int64}


class FakeSparseHandle:
    def __init__(self) -> None:
        self.stream = None


class FakeDescriptor:
    def __init__(self, kind: str, **fields) -> None:
        self.kind, self.fields, self.destroyed = kind, fields, False


class FakeHipSparse:
    """hip-python's ``hip.hipsparse``."""

    def __init__(self, fake) -> None:
        self.fake = fake
        self.calls: list[tuple] = []
        self.dense: dict[int, FakeDescriptor] = {}  # the dense descriptors, by their pointer
        self._pointers = itertools.count(0x5A000, 0x10)
        for kind in ENUMS:
            setattr(self, kind.__name__, kind)

    def hipsparseCreate(self):  # noqa: N802 - hipSPARSE's names
        return 0, FakeSparseHandle()

    def hipsparseSetStream(self, handle, stream):  # noqa: N802
        handle.stream = stream
        return 0

    # -- descriptors --------------------------------------------------------------------------

    def _sparse(self, kind, rows, cols, nnz, first, second, values, types, base, value_type):
        for t in types:
            assert isinstance(t, hipsparseIndexType_t), t
        assert isinstance(base, hipsparseIndexBase_t) and isinstance(value_type, hipDataType)
        self.calls.append((f"hipsparseCreate{kind}",))
        return 0, FakeDescriptor(kind, rows=rows, cols=cols, nnz=nnz, first=first,
                                 second=second, values=values, types=types, base=int(base),
                                 dtype=STORED[value_type])

    def hipsparseCreateCsr(self, rows, cols, nnz, offsets, indices, values, offsets_type,  # noqa: N802
                           indices_type, base, value_type):
        return self._sparse("Csr", rows, cols, nnz, offsets, indices, values,
                            (offsets_type, indices_type), base, value_type)

    def hipsparseCreateCsc(self, rows, cols, nnz, offsets, indices, values, offsets_type,  # noqa: N802
                           indices_type, base, value_type):
        return self._sparse("Csc", rows, cols, nnz, offsets, indices, values,
                            (offsets_type, indices_type), base, value_type)

    def hipsparseCreateCoo(self, rows, cols, nnz, row_ind, col_ind, values, index_type, base,  # noqa: N802
                           value_type):
        return self._sparse("Coo", rows, cols, nnz, row_ind, col_ind, values,
                            (index_type, index_type), base, value_type)

    def _dense_descriptor(self, out: int, descriptor: FakeDescriptor) -> int:
        pointer = next(self._pointers)
        self.dense[pointer] = descriptor
        ctypes.c_void_p.from_address(out).value = pointer
        return 0

    def hipsparseCreateDnVec(self, out, size, values, value_type):  # noqa: N802
        assert isinstance(value_type, hipDataType), value_type
        return self._dense_descriptor(out, FakeDescriptor("DnVec", size=size, values=values,
                                                          dtype=STORED[value_type]))

    def hipsparseCreateDnMat(self, out, rows, cols, ld, values, value_type, order):  # noqa: N802
        assert isinstance(value_type, hipDataType) and isinstance(order, hipsparseOrder_t)
        return self._dense_descriptor(out, FakeDescriptor(
            "DnMat", rows=rows, cols=cols, ld=ld, values=values, dtype=STORED[value_type],
            order=int(order)))

    def _destroy(self, descriptor):
        descriptor = self.dense.get(descriptor, descriptor)
        assert not descriptor.destroyed, "a descriptor destroyed twice"
        descriptor.destroyed = True
        return 0

    def hipsparseDestroySpMat(self, descriptor):  # noqa: N802
        return self._destroy(descriptor)

    def hipsparseDestroyDnVec(self, descriptor):  # noqa: N802
        return self._destroy(descriptor)

    def hipsparseDestroyDnMat(self, descriptor):  # noqa: N802
        return self._destroy(descriptor)

    # -- reading the fake's memory --------------------------------------------------------------

    def _array(self, address: int, count: int, dtype) -> np.ndarray:
        if count == 0:
            return np.zeros(0, dtype)
        allocation = self.fake.find(address)
        assert allocation is not None and allocation.kind == "device", \
            f"0x{address:x} is not a device allocation"
        size = count * np.dtype(dtype).itemsize
        return np.frombuffer((ctypes.c_char * size).from_address(address), dtype)

    def _scipy(self, d: FakeDescriptor):
        import scipy.sparse as sp

        f = d.fields
        rows, cols, nnz, base = f["rows"], f["cols"], f["nnz"], f["base"]
        first_count = {"Csr": rows + 1, "Csc": cols + 1, "Coo": nnz}[d.kind]
        first = self._array(f["first"], first_count, INDEX[int(f["types"][0])]) - base
        second = self._array(f["second"], nnz, INDEX[int(f["types"][1])]) - base
        data = self._array(f["values"], nnz, f["dtype"])
        if d.kind == "Coo":
            return sp.coo_array((data, (first, second)), shape=(rows, cols))
        make = sp.csr_array if d.kind == "Csr" else sp.csc_array
        return make((data, second, first), shape=(rows, cols))

    def _matrix(self, d: FakeDescriptor) -> np.ndarray:
        f = d.fields
        run, runs = (f["rows"], f["cols"]) if f["order"] == 1 else (f["cols"], f["rows"])
        flat = self._array(f["values"], (runs - 1) * f["ld"] + run, f["dtype"])
        item = flat.itemsize
        strides = (item, f["ld"] * item) if f["order"] == 1 else (f["ld"] * item, item)
        return np.lib.stride_tricks.as_strided(flat, (f["rows"], f["cols"]), strides,
                                               writeable=True)

    def _vector(self, d: FakeDescriptor) -> np.ndarray:
        return self._array(d.fields["values"], d.fields["size"], d.fields["dtype"])

    @staticmethod
    def _scalar(address: int, dtype) -> object:
        size = np.dtype(dtype).itemsize
        return np.frombuffer((ctypes.c_char * size).from_address(address), dtype)[0]

    @staticmethod
    def _op(matrix, op):
        return {0: matrix, 1: matrix.T, 2: matrix.conj().T}[int(op)]

    # -- operations ---------------------------------------------------------------------------

    def _size(self, name, handle, args) -> int:
        for value in args:
            if isinstance(value, enum.Enum):
                assert isinstance(value, (*ENUMS, hipDataType)), (name, value)
        ctypes.c_size_t.from_address(args[-1]).value = WORKSPACE
        self.calls.append((name,))
        return 0

    def _run(self, name, handle, buffer, op) -> int:
        assert handle.stream is not None, "hipsparseSetStream was not called"
        allocation = self.fake.find(buffer)
        assert allocation is not None and allocation.size >= WORKSPACE, \
            f"{name}: the workspace 0x{buffer:x} is not a device allocation of its size"
        self.calls.append((name, handle.stream))
        self.fake._enqueue(handle.stream, op)
        return 0

    def hipsparseSpMV_bufferSize(self, handle, *args):  # noqa: N802
        return self._size("hipsparseSpMV_bufferSize", handle, args)

    def _alive(self, *descriptors):
        """The descriptors as they are now (hipSPARSE reads them during the call: they may be
        destroyed once it returns)."""
        found = []
        for d in descriptors:
            d = self.dense.get(d, d)
            assert not d.destroyed, "a destroyed descriptor used"
            found.append(FakeDescriptor(d.kind, **d.fields))
        return found

    def hipsparseSpMV(self, handle, op, alpha, a, x, beta, y, compute, alg, buffer):  # noqa: N802
        assert isinstance(op, hipsparseOperation_t) and isinstance(alg, hipsparseSpMVAlg_t)
        dtype = STORED[compute]
        al, be = self._scalar(alpha, dtype), self._scalar(beta, dtype)  # host pointer mode
        a, x, y = self._alive(a, x, y)

        def run():
            out = self._vector(y)
            out[...] = al * (self._op(self._scipy(a), op) @ self._vector(x)) + be * out

        return self._run("hipsparseSpMV", handle, buffer, run)

    def hipsparseSpMM_bufferSize(self, handle, *args):  # noqa: N802
        return self._size("hipsparseSpMM_bufferSize", handle, args)

    def hipsparseSpMM(self, handle, op_a, op_b, alpha, a, b, beta, c, compute, alg, buffer):  # noqa: N802
        assert isinstance(alg, hipsparseSpMMAlg_t)
        dtype = STORED[compute]
        al, be = self._scalar(alpha, dtype), self._scalar(beta, dtype)
        a, b, c = self._alive(a, b, c)

        def run():
            out = self._matrix(c)
            product = self._op(self._scipy(a), op_a) @ self._op(self._matrix(b), op_b)
            out[...] = al * product + be * out

        return self._run("hipsparseSpMM", handle, buffer, run)

    def hipsparseSparseToDense_bufferSize(self, handle, *args):  # noqa: N802
        return self._size("hipsparseSparseToDense_bufferSize", handle, args)

    def hipsparseSparseToDense(self, handle, a, b, alg, buffer):  # noqa: N802
        assert isinstance(alg, hipsparseSparseToDenseAlg_t)
        return self._run("hipsparseSparseToDense", handle, buffer, lambda: None)

    def hipsparseCsr2cscEx2_bufferSize(self, handle, *args):  # noqa: N802
        return self._size("hipsparseCsr2cscEx2_bufferSize", handle, args)

    def hipsparseCsr2cscEx2(self, handle, *args):  # noqa: N802
        return self._run("hipsparseCsr2cscEx2", handle, args[-1], lambda: None)
