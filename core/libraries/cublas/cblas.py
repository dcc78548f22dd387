"""The interface between cuBLAS's semantics and the BLAS library under them: CBLAS.

A provider's library (:mod:`.openblas` on CPU devices, ``zluda.backends.rocm.hipblas`` on ROCm)
answers CBLAS's functions by their names without the ``cblas_`` prefix (``sgemm``,
``zherk``, ...): column major, device addresses as integers, s and d scalars by value, c and
z scalars by host pointer. It also orders the calls: ``submit(stream, work)`` runs ``work()``
in the stream's order, and ``run_now(stream, work)`` returns when it has run. ``name`` says
what it is; ``host_memory`` whether the host addresses the device's memory (NumPy views of it
work). A routine it lacks raises ``CublasError(CUBLAS_STATUS_NOT_SUPPORTED)`` or
AttributeError when asked for.

These are CBLAS's enumerations, from cuBLAS's values.
"""

COL_MAJOR = 102
TRANSPOSE = {0: 111, 1: 112, 2: 113}  # cuBLAS's N, T, C
UPLO = {0: 122, 1: 121}  # cuBLAS's LOWER, UPPER
DIAG = {0: 131, 1: 132}  # NON_UNIT, UNIT
SIDE = {0: 141, 1: 142}  # LEFT, RIGHT
