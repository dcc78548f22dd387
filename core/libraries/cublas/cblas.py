"""The interface between cuBLAS's semantics and the BLAS library under them: CBLAS.

A provider's library (:mod:`.openblas` on CPU devices, ``zluda.backends.rocm.hipblas`` on ROCm)
answers CBLAS's functions by their names without the ``cblas_`` prefix (``sgemm``,
``zherk``, ...): column major, device addresses as integers, s and d scalars by value, c and
z scalars by host pointer. It also orders the calls: ``submit(stream, work)`` runs ``work()``
in the stream's order, and ``run_now(stream, work)`` returns when it has run. ``name`` says
what it is; ``host_memory`` whether the host addresses the device's memory (NumPy views of it
work). A routine it lacks raises ``CublasError(CUBLAS_STATUS_NOT_SUPPORTED)`` or
AttributeError when asked for.

Two optional abilities, for a library on a GPU:

- ``device_scalars = True``: in device pointer mode it reads alpha and beta itself when the
  call runs; a scalar then comes to it as an ``operands.DeviceAddress`` (an int) instead of a
  value or a host pointer.
- ``prepare_gemm_ex(transa, transb, m, n, k, alpha, a, types, lda, b, ldb, beta, c, ldc,
  compute, batch)``: typed products of its own (``cublasGemmEx`` and its batched forms). It
  raises NOT_SUPPORTED at once for a combination it lacks, else returns the call's work, which
  is submitted in stream order. ``types`` are the (A, B, C) cudaDataTypes, ``compute`` the
  (family, cublasComputeType_t name) pair, ``alpha`` and ``beta`` ``operands.Scalar``s
  (``pointer()``), ``batch`` None, ``("strided", count, stride_a, stride_b, stride_c)`` or
  ``("arrays", count)`` (``a``, ``b``, ``c`` are then device arrays of pointers).

These are CBLAS's enumerations, from cuBLAS's values.
"""

COL_MAJOR = 102
TRANSPOSE = {0: 111, 1: 112, 2: 113}  # cuBLAS's N, T, C
UPLO = {0: 122, 1: 121}  # cuBLAS's LOWER, UPPER
DIAG = {0: 131, 1: 132}  # NON_UNIT, UNIT
SIDE = {0: 141, 1: 142}  # LEFT, RIGHT
