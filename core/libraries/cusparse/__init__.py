"""``libcusparse.so.12``: cuSPARSE's generic API, over a sparse library per device kind.
The C face is :mod:`.face`."""

from ..common.descriptor import ALL_BUT_CALLBACKS, NativeLibrary

LIBRARY = NativeLibrary(
    "libcusparse.so.12", "cusparse", "zluda.libraries.cusparse.face", ("zluda.abi.cusparse",),
    (("cusparseStatus_t", "(cusparseStatus_t)1"),  # CUSPARSE_STATUS_NOT_INITIALIZED
     ("const char *", '"zluda: Python did not start (see stderr)"'),
     # the getters of a legacy matrix descriptor: its default
     ("cusparseDiagType_t", "(cusparseDiagType_t)0"),
     ("cusparseFillMode_t", "(cusparseFillMode_t)0"),
     ("cusparseIndexBase_t", "(cusparseIndexBase_t)0"),
     ("cusparseMatrixType_t", "(cusparseMatrixType_t)0"),),
    # a release once Python is gone (a program's destructors at exit): success once zluda was up
    (r"cusparse\w*(?:Destroy|_destroy)\w*", "(cusparseStatus_t)(zluda_state > 0 ? 0 : 1)"),
    integer_twins=ALL_BUT_CALLBACKS, link="libcusparse.so",
    symbol_version="libcusparse.so.12")
