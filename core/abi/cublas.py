"""The C ABI of cublas_api.h, which zluda's library of its name exports. Generated
by scripts/gen_abi.py from the header of NVIDIA's nvidia-cublas package; do not
edit by hand.

TYPES: C declarations of the header's types. FUNCTIONS: name -> (prototype, parameter
names, signature), as in zluda.abi.driver.
"""

# ruff: noqa: E501
TYPES = 'typedef struct CUstream_st *cudaStream_t;\ntypedef struct float2\n{\n  float x;\n  float y;\n} float2;\ntypedef struct double2\n{\n  double x;\n  double y;\n} double2;\ntypedef float2 cuFloatComplex;\ntypedef double2 cuDoubleComplex;\ntypedef cuFloatComplex cuComplex;\ntypedef struct __half\n{\n  unsigned short x;\n} __half;\ntypedef struct __nv_bfloat16\n{\n  unsigned short x;\n} __nv_bfloat16;\ntypedef enum cudaDataType_t\n{\n  CUDA_R_16F = 2,\n  CUDA_C_16F = 6,\n  CUDA_R_16BF = 14,\n  CUDA_C_16BF = 15,\n  CUDA_R_32F = 0,\n  CUDA_C_32F = 4,\n  CUDA_R_64F = 1,\n  CUDA_C_64F = 5,\n  CUDA_R_4I = 16,\n  CUDA_C_4I = 17,\n  CUDA_R_4U = 18,\n  CUDA_C_4U = 19,\n  CUDA_R_8I = 3,\n  CUDA_C_8I = 7,\n  CUDA_R_8U = 8,\n  CUDA_C_8U = 9,\n  CUDA_R_16I = 20,\n  CUDA_C_16I = 21,\n  CUDA_R_16U = 22,\n  CUDA_C_16U = 23,\n  CUDA_R_32I = 10,\n  CUDA_C_32I = 11,\n  CUDA_R_32U = 12,\n  CUDA_C_32U = 13,\n  CUDA_R_64I = 24,\n  CUDA_C_64I = 25,\n  CUDA_R_64U = 26,\n  CUDA_C_64U = 27,\n  CUDA_R_8F_E4M3 = 28,\n  CUDA_R_8F_UE4M3 = CUDA_R_8F_E4M3,\n  CUDA_R_8F_E5M2 = 29,\n  CUDA_R_8F_UE8M0 = 30,\n  CUDA_R_6F_E2M3 = 31,\n  CUDA_R_6F_E3M2 = 32,\n  CUDA_R_4F_E2M1 = 33,\n  CUDA_R_8F_UE5M3 = 34\n} cudaDataType;\ntypedef enum cudaEmulationStrategy_t\n{\n  CUDA_EMULATION_STRATEGY_DEFAULT = 0,\n  CUDA_EMULATION_STRATEGY_PERFORMANT = 1,\n  CUDA_EMULATION_STRATEGY_EAGER = 2\n} cudaEmulationStrategy;\ntypedef enum cudaEmulationMantissaControl_t\n{\n  CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC = 0,\n  CUDA_EMULATION_MANTISSA_CONTROL_FIXED = 1\n} cudaEmulationMantissaControl;\ntypedef enum cudaEmulationSpecialValuesSupport_t\n{\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT = 0xFFFF,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NONE = 0,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_INFINITY = 1,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NAN = 2\n} cudaEmulationSpecialValuesSupport;\ntypedef enum libraryPropertyType_t\n{\n  MAJOR_VERSION,\n  MINOR_VERSION,\n  PATCH_LEVEL\n} libraryPropertyType;\ntypedef enum cudaDataType_t cudaDataType_t;\ntypedef enum cudaEmulationStrategy_t cudaEmulationStrategy_t;\ntypedef enum cudaEmulationMantissaControl_t cudaEmulationMantissaControl_t;\ntypedef enum cudaEmulationSpecialValuesSupport_t cudaEmulationSpecialValuesSupport_t;\ntypedef enum libraryPropertyType_t libraryPropertyType_t;\ntypedef enum \n{\n  CUBLAS_STATUS_SUCCESS = 0,\n  CUBLAS_STATUS_NOT_INITIALIZED = 1,\n  CUBLAS_STATUS_ALLOC_FAILED = 3,\n  CUBLAS_STATUS_INVALID_VALUE = 7,\n  CUBLAS_STATUS_ARCH_MISMATCH = 8,\n  CUBLAS_STATUS_MAPPING_ERROR = 11,\n  CUBLAS_STATUS_EXECUTION_FAILED = 13,\n  CUBLAS_STATUS_INTERNAL_ERROR = 14,\n  CUBLAS_STATUS_NOT_SUPPORTED = 15,\n  CUBLAS_STATUS_LICENSE_ERROR = 16\n} cublasStatus_t;\ntypedef enum \n{\n  CUBLAS_FILL_MODE_LOWER = 0,\n  CUBLAS_FILL_MODE_UPPER = 1,\n  CUBLAS_FILL_MODE_FULL = 2\n} cublasFillMode_t;\ntypedef enum \n{\n  CUBLAS_DIAG_NON_UNIT = 0,\n  CUBLAS_DIAG_UNIT = 1\n} cublasDiagType_t;\ntypedef enum \n{\n  CUBLAS_SIDE_LEFT = 0,\n  CUBLAS_SIDE_RIGHT = 1\n} cublasSideMode_t;\ntypedef enum \n{\n  CUBLAS_OP_N = 0,\n  CUBLAS_OP_T = 1,\n  CUBLAS_OP_C = 2,\n  CUBLAS_OP_HERMITAN = 2,\n  CUBLAS_OP_CONJG = 3\n} cublasOperation_t;\ntypedef enum \n{\n  CUBLAS_POINTER_MODE_HOST = 0,\n  CUBLAS_POINTER_MODE_DEVICE = 1\n} cublasPointerMode_t;\ntypedef enum \n{\n  CUBLAS_ATOMICS_NOT_ALLOWED = 0,\n  CUBLAS_ATOMICS_ALLOWED = 1\n} cublasAtomicsMode_t;\ntypedef enum \n{\n  CUBLAS_GEMM_DFALT = -1,\n  CUBLAS_GEMM_DEFAULT = -1,\n  CUBLAS_GEMM_ALGO0 = 0,\n  CUBLAS_GEMM_ALGO1 = 1,\n  CUBLAS_GEMM_ALGO2 = 2,\n  CUBLAS_GEMM_ALGO3 = 3,\n  CUBLAS_GEMM_ALGO4 = 4,\n  CUBLAS_GEMM_ALGO5 = 5,\n  CUBLAS_GEMM_ALGO6 = 6,\n  CUBLAS_GEMM_ALGO7 = 7,\n  CUBLAS_GEMM_ALGO8 = 8,\n  CUBLAS_GEMM_ALGO9 = 9,\n  CUBLAS_GEMM_ALGO10 = 10,\n  CUBLAS_GEMM_ALGO11 = 11,\n  CUBLAS_GEMM_ALGO12 = 12,\n  CUBLAS_GEMM_ALGO13 = 13,\n  CUBLAS_GEMM_ALGO14 = 14,\n  CUBLAS_GEMM_ALGO15 = 15,\n  CUBLAS_GEMM_ALGO16 = 16,\n  CUBLAS_GEMM_ALGO17 = 17,\n  CUBLAS_GEMM_ALGO18 = 18,\n  CUBLAS_GEMM_ALGO19 = 19,\n  CUBLAS_GEMM_ALGO20 = 20,\n  CUBLAS_GEMM_ALGO21 = 21,\n  CUBLAS_GEMM_ALGO22 = 22,\n  CUBLAS_GEMM_ALGO23 = 23,\n  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,\n  CUBLAS_GEMM_DFALT_TENSOR_OP = 99,\n  CUBLAS_GEMM_ALGO0_TENSOR_OP = 100,\n  CUBLAS_GEMM_ALGO1_TENSOR_OP = 101,\n  CUBLAS_GEMM_ALGO2_TENSOR_OP = 102,\n  CUBLAS_GEMM_ALGO3_TENSOR_OP = 103,\n  CUBLAS_GEMM_ALGO4_TENSOR_OP = 104,\n  CUBLAS_GEMM_ALGO5_TENSOR_OP = 105,\n  CUBLAS_GEMM_ALGO6_TENSOR_OP = 106,\n  CUBLAS_GEMM_ALGO7_TENSOR_OP = 107,\n  CUBLAS_GEMM_ALGO8_TENSOR_OP = 108,\n  CUBLAS_GEMM_ALGO9_TENSOR_OP = 109,\n  CUBLAS_GEMM_ALGO10_TENSOR_OP = 110,\n  CUBLAS_GEMM_ALGO11_TENSOR_OP = 111,\n  CUBLAS_GEMM_ALGO12_TENSOR_OP = 112,\n  CUBLAS_GEMM_ALGO13_TENSOR_OP = 113,\n  CUBLAS_GEMM_ALGO14_TENSOR_OP = 114,\n  CUBLAS_GEMM_ALGO15_TENSOR_OP = 115,\n  CUBLAS_GEMM_AUTOTUNE = 999\n} cublasGemmAlgo_t;\ntypedef enum \n{\n  CUBLAS_DEFAULT_MATH = 0,\n  CUBLAS_TENSOR_OP_MATH = 1,\n  CUBLAS_PEDANTIC_MATH = 2,\n  CUBLAS_TF32_TENSOR_OP_MATH = 3,\n  CUBLAS_FP32_EMULATED_BF16X9_MATH = 4,\n  CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16\n} cublasMath_t;\ntypedef cudaDataType cublasDataType_t;\ntypedef enum \n{\n  CUBLAS_COMPUTE_16F = 64,\n  CUBLAS_COMPUTE_16F_PEDANTIC = 65,\n  CUBLAS_COMPUTE_32F = 68,\n  CUBLAS_COMPUTE_32F_PEDANTIC = 69,\n  CUBLAS_COMPUTE_32F_FAST_16F = 74,\n  CUBLAS_COMPUTE_32F_FAST_16BF = 75,\n  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,\n  CUBLAS_COMPUTE_32F_EMULATED_16BFX9 = 78,\n  CUBLAS_COMPUTE_64F = 70,\n  CUBLAS_COMPUTE_64F_PEDANTIC = 71,\n  CUBLAS_COMPUTE_32I = 72,\n  CUBLAS_COMPUTE_32I_PEDANTIC = 73\n} cublasComputeType_t;\ntypedef enum \n{\n  CUBLAS_EMULATION_STRATEGY_DEFAULT = 0,\n  CUBLAS_EMULATION_STRATEGY_PERFORMANT = 1,\n  CUBLAS_EMULATION_STRATEGY_EAGER = 2\n} cublasEmulationStrategy_t;\nstruct cublasContext;\ntypedef struct cublasContext *cublasHandle_t;\ntypedef void (*cublasLogCallback)(const char *msg);\nstruct cublasXtContext;\ntypedef struct cublasXtContext *cublasXtHandle_t;\ntypedef enum \n{\n  CUBLASXT_PINNING_DISABLED = 0,\n  CUBLASXT_PINNING_ENABLED = 1\n} cublasXtPinnedMemMode_t;\ntypedef enum \n{\n  CUBLASXT_FLOAT = 0,\n  CUBLASXT_DOUBLE = 1,\n  CUBLASXT_COMPLEX = 2,\n  CUBLASXT_DOUBLECOMPLEX = 3\n} cublasXtOpType_t;\ntypedef enum \n{\n  CUBLASXT_GEMM = 0,\n  CUBLASXT_SYRK = 1,\n  CUBLASXT_HERK = 2,\n  CUBLASXT_SYMM = 3,\n  CUBLASXT_HEMM = 4,\n  CUBLASXT_TRSM = 5,\n  CUBLASXT_SYR2K = 6,\n  CUBLASXT_HER2K = 7,\n  CUBLASXT_SPMM = 8,\n  CUBLASXT_SYRKX = 9,\n  CUBLASXT_HERKX = 10,\n  CUBLASXT_TRMM = 11,\n  CUBLASXT_ROUTINE_MAX = 12\n} cublasXtBlasOp_t;\n'
FUNCTIONS = {'cublasAlloc': ('cublasStatus_t cublasAlloc(int n, int elemSize, void **devicePtr);',
                 ('n', 'elemSize', 'devicePtr'),
                 'int,int,void**'),
 'cublasAsumEx': ('cublasStatus_t cublasAsumEx(cublasHandle_t handle, int n, const void *x, '
                  'cudaDataType xType, int incx, void *result, cudaDataType resultType, '
                  'cudaDataType executiontype);',
                  ('handle', 'n', 'x', 'xType', 'incx', 'result', 'resultType', 'executiontype'),
                  'struct cublasContext*,int,void*,enum cudaDataType_t,int,void*,enum '
                  'cudaDataType_t,enum cudaDataType_t'),
 'cublasAsumEx_64': ('cublasStatus_t cublasAsumEx_64(cublasHandle_t handle, int64_t n, const void '
                     '*x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, '
                     'cudaDataType executiontype);',
                     ('handle', 'n', 'x', 'xType', 'incx', 'result', 'resultType', 'executiontype'),
                     'struct cublasContext*,long,void*,enum cudaDataType_t,long,void*,enum '
                     'cudaDataType_t,enum cudaDataType_t'),
 'cublasAxpyEx': ('cublasStatus_t cublasAxpyEx(cublasHandle_t handle, int n, const void *alpha, '
                  'cudaDataType alphaType, const void *x, cudaDataType xType, int incx, void *y, '
                  'cudaDataType yType, int incy, cudaDataType executiontype);',
                  ('handle',
                   'n',
                   'alpha',
                   'alphaType',
                   'x',
                   'xType',
                   'incx',
                   'y',
                   'yType',
                   'incy',
                   'executiontype'),
                  'struct cublasContext*,int,void*,enum cudaDataType_t,void*,enum '
                  'cudaDataType_t,int,void*,enum cudaDataType_t,int,enum cudaDataType_t'),
 'cublasAxpyEx_64': ('cublasStatus_t cublasAxpyEx_64(cublasHandle_t handle, int64_t n, const void '
                     '*alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int64_t '
                     'incx, void *y, cudaDataType yType, int64_t incy, cudaDataType '
                     'executiontype);',
                     ('handle',
                      'n',
                      'alpha',
                      'alphaType',
                      'x',
                      'xType',
                      'incx',
                      'y',
                      'yType',
                      'incy',
                      'executiontype'),
                     'struct cublasContext*,long,void*,enum cudaDataType_t,void*,enum '
                     'cudaDataType_t,long,void*,enum cudaDataType_t,long,enum cudaDataType_t'),
 'cublasCaxpy': ('void cublasCaxpy(int n, cuComplex alpha, const cuComplex *x, int incx, cuComplex '
                 '*y, int incy);',
                 ('n', 'alpha', 'x', 'incx', 'y', 'incy'),
                 'int,struct float2,struct float2*,int,struct float2*,int'),
 'cublasCaxpy_v2': ('cublasStatus_t cublasCaxpy_v2(cublasHandle_t handle, int n, const cuComplex '
                    '*alpha, const cuComplex *x, int incx, cuComplex *y, int incy);',
                    ('handle', 'n', 'alpha', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,struct float2*,struct float2*,int,struct '
                    'float2*,int'),
 'cublasCaxpy_v2_64': ('cublasStatus_t cublasCaxpy_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *y, int64_t '
                       'incy);',
                       ('handle', 'n', 'alpha', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,struct float2*,struct float2*,long,struct '
                       'float2*,long'),
 'cublasCcopy': ('void cublasCcopy(int n, const cuComplex *x, int incx, cuComplex *y, int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,struct float2*,int,struct float2*,int'),
 'cublasCcopy_v2': ('cublasStatus_t cublasCcopy_v2(cublasHandle_t handle, int n, const cuComplex '
                    '*x, int incx, cuComplex *y, int incy);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,struct float2*,int,struct float2*,int'),
 'cublasCcopy_v2_64': ('cublasStatus_t cublasCcopy_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuComplex *x, int64_t incx, cuComplex *y, int64_t incy);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,struct float2*,long,struct float2*,long'),
 'cublasCdgmm': ('cublasStatus_t cublasCdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, '
                 'int n, const cuComplex *A, int lda, const cuComplex *x, int incx, cuComplex *C, '
                 'int ldc);',
                 ('handle', 'mode', 'm', 'n', 'A', 'lda', 'x', 'incx', 'C', 'ldc'),
                 'struct cublasContext*,enum None,int,int,struct float2*,int,struct '
                 'float2*,int,struct float2*,int'),
 'cublasCdgmm_64': ('cublasStatus_t cublasCdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, '
                    'int64_t m, int64_t n, const cuComplex *A, int64_t lda, const cuComplex *x, '
                    'int64_t incx, cuComplex *C, int64_t ldc);',
                    ('handle', 'mode', 'm', 'n', 'A', 'lda', 'x', 'incx', 'C', 'ldc'),
                    'struct cublasContext*,enum None,long,long,struct float2*,long,struct '
                    'float2*,long,struct float2*,long'),
 'cublasCdotc': ('cuComplex cublasCdotc(int n, const cuComplex *x, int incx, const cuComplex *y, '
                 'int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,struct float2*,int,struct float2*,int'),
 'cublasCdotc_v2': ('cublasStatus_t cublasCdotc_v2(cublasHandle_t handle, int n, const cuComplex '
                    '*x, int incx, const cuComplex *y, int incy, cuComplex *result);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                    'struct cublasContext*,int,struct float2*,int,struct float2*,int,struct '
                    'float2*'),
 'cublasCdotc_v2_64': ('cublasStatus_t cublasCdotc_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex '
                       '*result);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                       'struct cublasContext*,long,struct float2*,long,struct float2*,long,struct '
                       'float2*'),
 'cublasCdotu': ('cuComplex cublasCdotu(int n, const cuComplex *x, int incx, const cuComplex *y, '
                 'int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,struct float2*,int,struct float2*,int'),
 'cublasCdotu_v2': ('cublasStatus_t cublasCdotu_v2(cublasHandle_t handle, int n, const cuComplex '
                    '*x, int incx, const cuComplex *y, int incy, cuComplex *result);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                    'struct cublasContext*,int,struct float2*,int,struct float2*,int,struct '
                    'float2*'),
 'cublasCdotu_v2_64': ('cublasStatus_t cublasCdotu_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex '
                       '*result);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                       'struct cublasContext*,long,struct float2*,long,struct float2*,long,struct '
                       'float2*'),
 'cublasCgbmv': ('void cublasCgbmv(char trans, int m, int n, int kl, int ku, cuComplex alpha, '
                 'const cuComplex *A, int lda, const cuComplex *x, int incx, cuComplex beta, '
                 'cuComplex *y, int incy);',
                 ('trans',
                  'm',
                  'n',
                  'kl',
                  'ku',
                  'alpha',
                  'A',
                  'lda',
                  'x',
                  'incx',
                  'beta',
                  'y',
                  'incy'),
                 'char,int,int,int,int,struct float2,struct float2*,int,struct float2*,int,struct '
                 'float2,struct float2*,int'),
 'cublasCgbmv_v2': ('cublasStatus_t cublasCgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, '
                    'int m, int n, int kl, int ku, const cuComplex *alpha, const cuComplex *A, int '
                    'lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int '
                    'incy);',
                    ('handle',
                     'trans',
                     'm',
                     'n',
                     'kl',
                     'ku',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum None,int,int,int,int,struct float2*,struct '
                    'float2*,int,struct float2*,int,struct float2*,struct float2*,int'),
 'cublasCgbmv_v2_64': ('cublasStatus_t cublasCgbmv_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuComplex '
                       '*alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, '
                       'const cuComplex *beta, cuComplex *y, int64_t incy);',
                       ('handle',
                        'trans',
                        'm',
                        'n',
                        'kl',
                        'ku',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,long,long,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*,struct float2*,long'),
 'cublasCgeam': ('cublasStatus_t cublasCgeam(cublasHandle_t handle, cublasOperation_t transa, '
                 'cublasOperation_t transb, int m, int n, const cuComplex *alpha, const cuComplex '
                 '*A, int lda, const cuComplex *beta, const cuComplex *B, int ldb, cuComplex *C, '
                 'int ldc);',
                 ('handle',
                  'transa',
                  'transb',
                  'm',
                  'n',
                  'alpha',
                  'A',
                  'lda',
                  'beta',
                  'B',
                  'ldb',
                  'C',
                  'ldc'),
                 'struct cublasContext*,enum None,enum None,int,int,struct float2*,struct '
                 'float2*,int,struct float2*,struct float2*,int,struct float2*,int'),
 'cublasCgeam_64': ('cublasStatus_t cublasCgeam_64(cublasHandle_t handle, cublasOperation_t '
                    'transa, cublasOperation_t transb, int64_t m, int64_t n, const cuComplex '
                    '*alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, const '
                    'cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc);',
                    ('handle',
                     'transa',
                     'transb',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'beta',
                     'B',
                     'ldb',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,long,long,struct float2*,struct '
                    'float2*,long,struct float2*,struct float2*,long,struct float2*,long'),
 'cublasCgelsBatched': ('cublasStatus_t cublasCgelsBatched(cublasHandle_t handle, '
                        'cublasOperation_t trans, int m, int n, int nrhs, cuComplex * const '
                        'Aarray[], int lda, cuComplex * const Carray[], int ldc, int *info, int '
                        '*devInfoArray, int batchSize);',
                        ('handle',
                         'trans',
                         'm',
                         'n',
                         'nrhs',
                         'Aarray',
                         'lda',
                         'Carray',
                         'ldc',
                         'info',
                         'devInfoArray',
                         'batchSize'),
                        'struct cublasContext*,enum None,int,int,int,struct float2*[],int,struct '
                        'float2*[],int,int*,int*,int'),
 'cublasCgemm': ('void cublasCgemm(char transa, char transb, int m, int n, int k, cuComplex alpha, '
                 'const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex beta, '
                 'cuComplex *C, int ldc);',
                 ('transa',
                  'transb',
                  'm',
                  'n',
                  'k',
                  'alpha',
                  'A',
                  'lda',
                  'B',
                  'ldb',
                  'beta',
                  'C',
                  'ldc'),
                 'char,char,int,int,int,struct float2,struct float2*,int,struct float2*,int,struct '
                 'float2,struct float2*,int'),
 'cublasCgemm3m': ('cublasStatus_t cublasCgemm3m(cublasHandle_t handle, cublasOperation_t transa, '
                   'cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const '
                   'cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, '
                   'cuComplex *C, int ldc);',
                   ('handle',
                    'transa',
                    'transb',
                    'm',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasContext*,enum None,enum None,int,int,int,struct float2*,struct '
                   'float2*,int,struct float2*,int,struct float2*,struct float2*,int'),
 'cublasCgemm3mBatched': ('cublasStatus_t cublasCgemm3mBatched(cublasHandle_t handle, '
                          'cublasOperation_t transa, cublasOperation_t transb, int m, int n, int '
                          'k, const cuComplex *alpha, const cuComplex * const Aarray[], int lda, '
                          'const cuComplex * const Barray[], int ldb, const cuComplex *beta, '
                          'cuComplex * const Carray[], int ldc, int batchCount);',
                          ('handle',
                           'transa',
                           'transb',
                           'm',
                           'n',
                           'k',
                           'alpha',
                           'Aarray',
                           'lda',
                           'Barray',
                           'ldb',
                           'beta',
                           'Carray',
                           'ldc',
                           'batchCount'),
                          'struct cublasContext*,enum None,enum None,int,int,int,struct '
                          'float2*,struct float2*[],int,struct float2*[],int,struct float2*,struct '
                          'float2*[],int,int'),
 'cublasCgemm3mBatched_64': ('cublasStatus_t cublasCgemm3mBatched_64(cublasHandle_t handle, '
                             'cublasOperation_t transa, cublasOperation_t transb, int64_t m, '
                             'int64_t n, int64_t k, const cuComplex *alpha, const cuComplex * '
                             'const Aarray[], int64_t lda, const cuComplex * const Barray[], '
                             'int64_t ldb, const cuComplex *beta, cuComplex * const Carray[], '
                             'int64_t ldc, int64_t batchCount);',
                             ('handle',
                              'transa',
                              'transb',
                              'm',
                              'n',
                              'k',
                              'alpha',
                              'Aarray',
                              'lda',
                              'Barray',
                              'ldb',
                              'beta',
                              'Carray',
                              'ldc',
                              'batchCount'),
                             'struct cublasContext*,enum None,enum None,long,long,long,struct '
                             'float2*,struct float2*[],long,struct float2*[],long,struct '
                             'float2*,struct float2*[],long,long'),
 'cublasCgemm3mEx': ('cublasStatus_t cublasCgemm3mEx(cublasHandle_t handle, cublasOperation_t '
                     'transa, cublasOperation_t transb, int m, int n, int k, const cuComplex '
                     '*alpha, const void *A, cudaDataType Atype, int lda, const void *B, '
                     'cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType '
                     'Ctype, int ldc);',
                     ('handle',
                      'transa',
                      'transb',
                      'm',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'Atype',
                      'lda',
                      'B',
                      'Btype',
                      'ldb',
                      'beta',
                      'C',
                      'Ctype',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,int,int,int,struct '
                     'float2*,void*,enum cudaDataType_t,int,void*,enum cudaDataType_t,int,struct '
                     'float2*,void*,enum cudaDataType_t,int'),
 'cublasCgemm3mEx_64': ('cublasStatus_t cublasCgemm3mEx_64(cublasHandle_t handle, '
                        'cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, '
                        'int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, '
                        'int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const '
                        'cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc);',
                        ('handle',
                         'transa',
                         'transb',
                         'm',
                         'n',
                         'k',
                         'alpha',
                         'A',
                         'Atype',
                         'lda',
                         'B',
                         'Btype',
                         'ldb',
                         'beta',
                         'C',
                         'Ctype',
                         'ldc'),
                        'struct cublasContext*,enum None,enum None,long,long,long,struct '
                        'float2*,void*,enum cudaDataType_t,long,void*,enum '
                        'cudaDataType_t,long,struct float2*,void*,enum cudaDataType_t,long'),
 'cublasCgemm3mStridedBatched': ('cublasStatus_t cublasCgemm3mStridedBatched(cublasHandle_t '
                                 'handle, cublasOperation_t transa, cublasOperation_t transb, int '
                                 'm, int n, int k, const cuComplex *alpha, const cuComplex *A, int '
                                 'lda, long long int strideA, const cuComplex *B, int ldb, long '
                                 'long int strideB, const cuComplex *beta, cuComplex *C, int ldc, '
                                 'long long int strideC, int batchCount);',
                                 ('handle',
                                  'transa',
                                  'transb',
                                  'm',
                                  'n',
                                  'k',
                                  'alpha',
                                  'A',
                                  'lda',
                                  'strideA',
                                  'B',
                                  'ldb',
                                  'strideB',
                                  'beta',
                                  'C',
                                  'ldc',
                                  'strideC',
                                  'batchCount'),
                                 'struct cublasContext*,enum None,enum None,int,int,int,struct '
                                 'float2*,struct float2*,int,long long int,struct float2*,int,long '
                                 'long int,struct float2*,struct float2*,int,long long int,int'),
 'cublasCgemm3mStridedBatched_64': ('cublasStatus_t cublasCgemm3mStridedBatched_64(cublasHandle_t '
                                    'handle, cublasOperation_t transa, cublasOperation_t transb, '
                                    'int64_t m, int64_t n, int64_t k, const cuComplex *alpha, '
                                    'const cuComplex *A, int64_t lda, long long int strideA, const '
                                    'cuComplex *B, int64_t ldb, long long int strideB, const '
                                    'cuComplex *beta, cuComplex *C, int64_t ldc, long long int '
                                    'strideC, int64_t batchCount);',
                                    ('handle',
                                     'transa',
                                     'transb',
                                     'm',
                                     'n',
                                     'k',
                                     'alpha',
                                     'A',
                                     'lda',
                                     'strideA',
                                     'B',
                                     'ldb',
                                     'strideB',
                                     'beta',
                                     'C',
                                     'ldc',
                                     'strideC',
                                     'batchCount'),
                                    'struct cublasContext*,enum None,enum '
                                    'None,long,long,long,struct float2*,struct float2*,long,long '
                                    'long int,struct float2*,long,long long int,struct '
                                    'float2*,struct float2*,long,long long int,long'),
 'cublasCgemm3m_64': ('cublasStatus_t cublasCgemm3m_64(cublasHandle_t handle, cublasOperation_t '
                      'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                      'cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, '
                      'int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);',
                      ('handle',
                       'transa',
                       'transb',
                       'm',
                       'n',
                       'k',
                       'alpha',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'beta',
                       'C',
                       'ldc'),
                      'struct cublasContext*,enum None,enum None,long,long,long,struct '
                      'float2*,struct float2*,long,struct float2*,long,struct float2*,struct '
                      'float2*,long'),
 'cublasCgemmBatched': ('cublasStatus_t cublasCgemmBatched(cublasHandle_t handle, '
                        'cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, '
                        'const cuComplex *alpha, const cuComplex * const Aarray[], int lda, const '
                        'cuComplex * const Barray[], int ldb, const cuComplex *beta, cuComplex * '
                        'const Carray[], int ldc, int batchCount);',
                        ('handle',
                         'transa',
                         'transb',
                         'm',
                         'n',
                         'k',
                         'alpha',
                         'Aarray',
                         'lda',
                         'Barray',
                         'ldb',
                         'beta',
                         'Carray',
                         'ldc',
                         'batchCount'),
                        'struct cublasContext*,enum None,enum None,int,int,int,struct '
                        'float2*,struct float2*[],int,struct float2*[],int,struct float2*,struct '
                        'float2*[],int,int'),
 'cublasCgemmBatched_64': ('cublasStatus_t cublasCgemmBatched_64(cublasHandle_t handle, '
                           'cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t '
                           'n, int64_t k, const cuComplex *alpha, const cuComplex * const '
                           'Aarray[], int64_t lda, const cuComplex * const Barray[], int64_t ldb, '
                           'const cuComplex *beta, cuComplex * const Carray[], int64_t ldc, '
                           'int64_t batchCount);',
                           ('handle',
                            'transa',
                            'transb',
                            'm',
                            'n',
                            'k',
                            'alpha',
                            'Aarray',
                            'lda',
                            'Barray',
                            'ldb',
                            'beta',
                            'Carray',
                            'ldc',
                            'batchCount'),
                           'struct cublasContext*,enum None,enum None,long,long,long,struct '
                           'float2*,struct float2*[],long,struct float2*[],long,struct '
                           'float2*,struct float2*[],long,long'),
 'cublasCgemmEx': ('cublasStatus_t cublasCgemmEx(cublasHandle_t handle, cublasOperation_t transa, '
                   'cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const '
                   'void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int '
                   'ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);',
                   ('handle',
                    'transa',
                    'transb',
                    'm',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'Atype',
                    'lda',
                    'B',
                    'Btype',
                    'ldb',
                    'beta',
                    'C',
                    'Ctype',
                    'ldc'),
                   'struct cublasContext*,enum None,enum None,int,int,int,struct '
                   'float2*,void*,enum cudaDataType_t,int,void*,enum cudaDataType_t,int,struct '
                   'float2*,void*,enum cudaDataType_t,int'),
 'cublasCgemmEx_64': ('cublasStatus_t cublasCgemmEx_64(cublasHandle_t handle, cublasOperation_t '
                      'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                      'cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const '
                      'void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, '
                      'cudaDataType Ctype, int64_t ldc);',
                      ('handle',
                       'transa',
                       'transb',
                       'm',
                       'n',
                       'k',
                       'alpha',
                       'A',
                       'Atype',
                       'lda',
                       'B',
                       'Btype',
                       'ldb',
                       'beta',
                       'C',
                       'Ctype',
                       'ldc'),
                      'struct cublasContext*,enum None,enum None,long,long,long,struct '
                      'float2*,void*,enum cudaDataType_t,long,void*,enum '
                      'cudaDataType_t,long,struct float2*,void*,enum cudaDataType_t,long'),
 'cublasCgemmStridedBatched': ('cublasStatus_t cublasCgemmStridedBatched(cublasHandle_t handle, '
                               'cublasOperation_t transa, cublasOperation_t transb, int m, int n, '
                               'int k, const cuComplex *alpha, const cuComplex *A, int lda, long '
                               'long int strideA, const cuComplex *B, int ldb, long long int '
                               'strideB, const cuComplex *beta, cuComplex *C, int ldc, long long '
                               'int strideC, int batchCount);',
                               ('handle',
                                'transa',
                                'transb',
                                'm',
                                'n',
                                'k',
                                'alpha',
                                'A',
                                'lda',
                                'strideA',
                                'B',
                                'ldb',
                                'strideB',
                                'beta',
                                'C',
                                'ldc',
                                'strideC',
                                'batchCount'),
                               'struct cublasContext*,enum None,enum None,int,int,int,struct '
                               'float2*,struct float2*,int,long long int,struct float2*,int,long '
                               'long int,struct float2*,struct float2*,int,long long int,int'),
 'cublasCgemmStridedBatched_64': ('cublasStatus_t cublasCgemmStridedBatched_64(cublasHandle_t '
                                  'handle, cublasOperation_t transa, cublasOperation_t transb, '
                                  'int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const '
                                  'cuComplex *A, int64_t lda, long long int strideA, const '
                                  'cuComplex *B, int64_t ldb, long long int strideB, const '
                                  'cuComplex *beta, cuComplex *C, int64_t ldc, long long int '
                                  'strideC, int64_t batchCount);',
                                  ('handle',
                                   'transa',
                                   'transb',
                                   'm',
                                   'n',
                                   'k',
                                   'alpha',
                                   'A',
                                   'lda',
                                   'strideA',
                                   'B',
                                   'ldb',
                                   'strideB',
                                   'beta',
                                   'C',
                                   'ldc',
                                   'strideC',
                                   'batchCount'),
                                  'struct cublasContext*,enum None,enum None,long,long,long,struct '
                                  'float2*,struct float2*,long,long long int,struct '
                                  'float2*,long,long long int,struct float2*,struct '
                                  'float2*,long,long long int,long'),
 'cublasCgemm_v2': ('cublasStatus_t cublasCgemm_v2(cublasHandle_t handle, cublasOperation_t '
                    'transa, cublasOperation_t transb, int m, int n, int k, const cuComplex '
                    '*alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const '
                    'cuComplex *beta, cuComplex *C, int ldc);',
                    ('handle',
                     'transa',
                     'transb',
                     'm',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,int,struct float2*,struct '
                    'float2*,int,struct float2*,int,struct float2*,struct float2*,int'),
 'cublasCgemm_v2_64': ('cublasStatus_t cublasCgemm_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                       'cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, '
                       'int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);',
                       ('handle',
                        'transa',
                        'transb',
                        'm',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,long,struct '
                       'float2*,struct float2*,long,struct float2*,long,struct float2*,struct '
                       'float2*,long'),
 'cublasCgemv': ('void cublasCgemv(char trans, int m, int n, cuComplex alpha, const cuComplex *A, '
                 'int lda, const cuComplex *x, int incx, cuComplex beta, cuComplex *y, int incy);',
                 ('trans', 'm', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,int,struct float2,struct float2*,int,struct float2*,int,struct '
                 'float2,struct float2*,int'),
 'cublasCgemvBatched': ('cublasStatus_t cublasCgemvBatched(cublasHandle_t handle, '
                        'cublasOperation_t trans, int m, int n, const cuComplex *alpha, const '
                        'cuComplex * const Aarray[], int lda, const cuComplex * const xarray[], '
                        'int incx, const cuComplex *beta, cuComplex * const yarray[], int incy, '
                        'int batchCount);',
                        ('handle',
                         'trans',
                         'm',
                         'n',
                         'alpha',
                         'Aarray',
                         'lda',
                         'xarray',
                         'incx',
                         'beta',
                         'yarray',
                         'incy',
                         'batchCount'),
                        'struct cublasContext*,enum None,int,int,struct float2*,struct '
                        'float2*[],int,struct float2*[],int,struct float2*,struct '
                        'float2*[],int,int'),
 'cublasCgemvBatched_64': ('cublasStatus_t cublasCgemvBatched_64(cublasHandle_t handle, '
                           'cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, '
                           'const cuComplex * const Aarray[], int64_t lda, const cuComplex * const '
                           'xarray[], int64_t incx, const cuComplex *beta, cuComplex * const '
                           'yarray[], int64_t incy, int64_t batchCount);',
                           ('handle',
                            'trans',
                            'm',
                            'n',
                            'alpha',
                            'Aarray',
                            'lda',
                            'xarray',
                            'incx',
                            'beta',
                            'yarray',
                            'incy',
                            'batchCount'),
                           'struct cublasContext*,enum None,long,long,struct float2*,struct '
                           'float2*[],long,struct float2*[],long,struct float2*,struct '
                           'float2*[],long,long'),
 'cublasCgemvStridedBatched': ('cublasStatus_t cublasCgemvStridedBatched(cublasHandle_t handle, '
                               'cublasOperation_t trans, int m, int n, const cuComplex *alpha, '
                               'const cuComplex *A, int lda, long long int strideA, const '
                               'cuComplex *x, int incx, long long int stridex, const cuComplex '
                               '*beta, cuComplex *y, int incy, long long int stridey, int '
                               'batchCount);',
                               ('handle',
                                'trans',
                                'm',
                                'n',
                                'alpha',
                                'A',
                                'lda',
                                'strideA',
                                'x',
                                'incx',
                                'stridex',
                                'beta',
                                'y',
                                'incy',
                                'stridey',
                                'batchCount'),
                               'struct cublasContext*,enum None,int,int,struct float2*,struct '
                               'float2*,int,long long int,struct float2*,int,long long int,struct '
                               'float2*,struct float2*,int,long long int,int'),
 'cublasCgemvStridedBatched_64': ('cublasStatus_t cublasCgemvStridedBatched_64(cublasHandle_t '
                                  'handle, cublasOperation_t trans, int64_t m, int64_t n, const '
                                  'cuComplex *alpha, const cuComplex *A, int64_t lda, long long '
                                  'int strideA, const cuComplex *x, int64_t incx, long long int '
                                  'stridex, const cuComplex *beta, cuComplex *y, int64_t incy, '
                                  'long long int stridey, int64_t batchCount);',
                                  ('handle',
                                   'trans',
                                   'm',
                                   'n',
                                   'alpha',
                                   'A',
                                   'lda',
                                   'strideA',
                                   'x',
                                   'incx',
                                   'stridex',
                                   'beta',
                                   'y',
                                   'incy',
                                   'stridey',
                                   'batchCount'),
                                  'struct cublasContext*,enum None,long,long,struct float2*,struct '
                                  'float2*,long,long long int,struct float2*,long,long long '
                                  'int,struct float2*,struct float2*,long,long long int,long'),
 'cublasCgemv_v2': ('cublasStatus_t cublasCgemv_v2(cublasHandle_t handle, cublasOperation_t trans, '
                    'int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const '
                    'cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);',
                    ('handle',
                     'trans',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum None,int,int,struct float2*,struct '
                    'float2*,int,struct float2*,int,struct float2*,struct float2*,int'),
 'cublasCgemv_v2_64': ('cublasStatus_t cublasCgemv_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, '
                       'int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, '
                       'cuComplex *y, int64_t incy);',
                       ('handle',
                        'trans',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*,struct float2*,long'),
 'cublasCgeqrfBatched': ('cublasStatus_t cublasCgeqrfBatched(cublasHandle_t handle, int m, int n, '
                         'cuComplex * const Aarray[], int lda, cuComplex * const TauArray[], int '
                         '*info, int batchSize);',
                         ('handle', 'm', 'n', 'Aarray', 'lda', 'TauArray', 'info', 'batchSize'),
                         'struct cublasContext*,int,int,struct float2*[],int,struct '
                         'float2*[],int*,int'),
 'cublasCgerc': ('void cublasCgerc(int m, int n, cuComplex alpha, const cuComplex *x, int incx, '
                 'const cuComplex *y, int incy, cuComplex *A, int lda);',
                 ('m', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                 'int,int,struct float2,struct float2*,int,struct float2*,int,struct float2*,int'),
 'cublasCgerc_v2': ('cublasStatus_t cublasCgerc_v2(cublasHandle_t handle, int m, int n, const '
                    'cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, '
                    'cuComplex *A, int lda);',
                    ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,int,int,struct float2*,struct float2*,int,struct '
                    'float2*,int,struct float2*,int'),
 'cublasCgerc_v2_64': ('cublasStatus_t cublasCgerc_v2_64(cublasHandle_t handle, int64_t m, int64_t '
                       'n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const '
                       'cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);',
                       ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,long,long,struct float2*,struct float2*,long,struct '
                       'float2*,long,struct float2*,long'),
 'cublasCgeru': ('void cublasCgeru(int m, int n, cuComplex alpha, const cuComplex *x, int incx, '
                 'const cuComplex *y, int incy, cuComplex *A, int lda);',
                 ('m', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                 'int,int,struct float2,struct float2*,int,struct float2*,int,struct float2*,int'),
 'cublasCgeru_v2': ('cublasStatus_t cublasCgeru_v2(cublasHandle_t handle, int m, int n, const '
                    'cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, '
                    'cuComplex *A, int lda);',
                    ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,int,int,struct float2*,struct float2*,int,struct '
                    'float2*,int,struct float2*,int'),
 'cublasCgeru_v2_64': ('cublasStatus_t cublasCgeru_v2_64(cublasHandle_t handle, int64_t m, int64_t '
                       'n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const '
                       'cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);',
                       ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,long,long,struct float2*,struct float2*,long,struct '
                       'float2*,long,struct float2*,long'),
 'cublasCgetrfBatched': ('cublasStatus_t cublasCgetrfBatched(cublasHandle_t handle, int n, '
                         'cuComplex * const A[], int lda, int *P, int *info, int batchSize);',
                         ('handle', 'n', 'A', 'lda', 'P', 'info', 'batchSize'),
                         'struct cublasContext*,int,struct float2*[],int,int*,int*,int'),
 'cublasCgetriBatched': ('cublasStatus_t cublasCgetriBatched(cublasHandle_t handle, int n, const '
                         'cuComplex * const A[], int lda, const int *P, cuComplex * const C[], int '
                         'ldc, int *info, int batchSize);',
                         ('handle', 'n', 'A', 'lda', 'P', 'C', 'ldc', 'info', 'batchSize'),
                         'struct cublasContext*,int,struct float2*[],int,int*,struct '
                         'float2*[],int,int*,int'),
 'cublasCgetrsBatched': ('cublasStatus_t cublasCgetrsBatched(cublasHandle_t handle, '
                         'cublasOperation_t trans, int n, int nrhs, const cuComplex * const '
                         'Aarray[], int lda, const int *devIpiv, cuComplex * const Barray[], int '
                         'ldb, int *info, int batchSize);',
                         ('handle',
                          'trans',
                          'n',
                          'nrhs',
                          'Aarray',
                          'lda',
                          'devIpiv',
                          'Barray',
                          'ldb',
                          'info',
                          'batchSize'),
                         'struct cublasContext*,enum None,int,int,struct float2*[],int,int*,struct '
                         'float2*[],int,int*,int'),
 'cublasChbmv': ('void cublasChbmv(char uplo, int n, int k, cuComplex alpha, const cuComplex *A, '
                 'int lda, const cuComplex *x, int incx, cuComplex beta, cuComplex *y, int incy);',
                 ('uplo', 'n', 'k', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,int,struct float2,struct float2*,int,struct float2*,int,struct '
                 'float2,struct float2*,int'),
 'cublasChbmv_v2': ('cublasStatus_t cublasChbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const '
                    'cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);',
                    ('handle',
                     'uplo',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum None,int,int,struct float2*,struct '
                    'float2*,int,struct float2*,int,struct float2*,struct float2*,int'),
 'cublasChbmv_v2_64': ('cublasStatus_t cublasChbmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, '
                       'int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, '
                       'cuComplex *y, int64_t incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*,struct float2*,long'),
 'cublasChemm': ('void cublasChemm(char side, char uplo, int m, int n, cuComplex alpha, const '
                 'cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex beta, cuComplex '
                 '*C, int ldc);',
                 ('side', 'uplo', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                 'char,char,int,int,struct float2,struct float2*,int,struct float2*,int,struct '
                 'float2,struct float2*,int'),
 'cublasChemm_v2': ('cublasStatus_t cublasChemm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex '
                    '*A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex '
                    '*C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,struct float2*,struct '
                    'float2*,int,struct float2*,int,struct float2*,struct float2*,int'),
 'cublasChemm_v2_64': ('cublasStatus_t cublasChemm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, '
                       'const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const '
                       'cuComplex *beta, cuComplex *C, int64_t ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*,struct float2*,long'),
 'cublasChemv': ('void cublasChemv(char uplo, int n, cuComplex alpha, const cuComplex *A, int lda, '
                 'const cuComplex *x, int incx, cuComplex beta, cuComplex *y, int incy);',
                 ('uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,struct float2,struct float2*,int,struct float2*,int,struct '
                 'float2,struct float2*,int'),
 'cublasChemv_v2': ('cublasStatus_t cublasChemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex '
                    '*x, int incx, const cuComplex *beta, cuComplex *y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum None,int,struct float2*,struct float2*,int,struct '
                    'float2*,int,struct float2*,struct float2*,int'),
 'cublasChemv_v2_64': ('cublasStatus_t cublasChemv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, '
                       'const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, '
                       'int64_t incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*,struct float2*,long'),
 'cublasCher': ('void cublasCher(char uplo, int n, float alpha, const cuComplex *x, int incx, '
                'cuComplex *A, int lda);',
                ('uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                'char,int,float,struct float2*,int,struct float2*,int'),
 'cublasCher2': ('void cublasCher2(char uplo, int n, cuComplex alpha, const cuComplex *x, int '
                 'incx, const cuComplex *y, int incy, cuComplex *A, int lda);',
                 ('uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                 'char,int,struct float2,struct float2*,int,struct float2*,int,struct float2*,int'),
 'cublasCher2_v2': ('cublasStatus_t cublasCher2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex '
                    '*y, int incy, cuComplex *A, int lda);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,enum None,int,struct float2*,struct float2*,int,struct '
                    'float2*,int,struct float2*,int'),
 'cublasCher2_v2_64': ('cublasStatus_t cublasCher2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, '
                       'const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,enum None,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*,long'),
 'cublasCher2k': ('void cublasCher2k(char uplo, char trans, int n, int k, cuComplex alpha, const '
                  'cuComplex *A, int lda, const cuComplex *B, int ldb, float beta, cuComplex *C, '
                  'int ldc);',
                  ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                  'char,char,int,int,struct float2,struct float2*,int,struct '
                  'float2*,int,float,struct float2*,int'),
 'cublasCher2k_v2': ('cublasStatus_t cublasCher2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int n, int k, const cuComplex *alpha, const '
                     'cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, '
                     'cuComplex *C, int ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,int,int,struct float2*,struct '
                     'float2*,int,struct float2*,int,float*,struct float2*,int'),
 'cublasCher2k_v2_64': ('cublasStatus_t cublasCher2k_v2_64(cublasHandle_t handle, cublasFillMode_t '
                        'uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex '
                        '*alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, '
                        'const float *beta, cuComplex *C, int64_t ldc);',
                        ('handle',
                         'uplo',
                         'trans',
                         'n',
                         'k',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'beta',
                         'C',
                         'ldc'),
                        'struct cublasContext*,enum None,enum None,long,long,struct float2*,struct '
                        'float2*,long,struct float2*,long,float*,struct float2*,long'),
 'cublasCher_v2': ('cublasStatus_t cublasCher_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const float *alpha, const cuComplex *x, int incx, cuComplex *A, int lda);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                   'struct cublasContext*,enum None,int,float*,struct float2*,int,struct '
                   'float2*,int'),
 'cublasCher_v2_64': ('cublasStatus_t cublasCher_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, '
                      'cuComplex *A, int64_t lda);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                      'struct cublasContext*,enum None,long,float*,struct float2*,long,struct '
                      'float2*,long'),
 'cublasCherk': ('void cublasCherk(char uplo, char trans, int n, int k, float alpha, const '
                 'cuComplex *A, int lda, float beta, cuComplex *C, int ldc);',
                 ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                 'char,char,int,int,float,struct float2*,int,float,struct float2*,int'),
 'cublasCherk3mEx': ('cublasStatus_t cublasCherk3mEx(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int n, int k, const float *alpha, const void *A, '
                     'cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, '
                     'int ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'Atype',
                      'lda',
                      'beta',
                      'C',
                      'Ctype',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,int,int,float*,void*,enum '
                     'cudaDataType_t,int,float*,void*,enum cudaDataType_t,int'),
 'cublasCherk3mEx_64': ('cublasStatus_t cublasCherk3mEx_64(cublasHandle_t handle, cublasFillMode_t '
                        'uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, '
                        'const void *A, cudaDataType Atype, int64_t lda, const float *beta, void '
                        '*C, cudaDataType Ctype, int64_t ldc);',
                        ('handle',
                         'uplo',
                         'trans',
                         'n',
                         'k',
                         'alpha',
                         'A',
                         'Atype',
                         'lda',
                         'beta',
                         'C',
                         'Ctype',
                         'ldc'),
                        'struct cublasContext*,enum None,enum None,long,long,float*,void*,enum '
                        'cudaDataType_t,long,float*,void*,enum cudaDataType_t,long'),
 'cublasCherkEx': ('cublasStatus_t cublasCherkEx(cublasHandle_t handle, cublasFillMode_t uplo, '
                   'cublasOperation_t trans, int n, int k, const float *alpha, const void *A, '
                   'cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, '
                   'int ldc);',
                   ('handle',
                    'uplo',
                    'trans',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'Atype',
                    'lda',
                    'beta',
                    'C',
                    'Ctype',
                    'ldc'),
                   'struct cublasContext*,enum None,enum None,int,int,float*,void*,enum '
                   'cudaDataType_t,int,float*,void*,enum cudaDataType_t,int'),
 'cublasCherkEx_64': ('cublasStatus_t cublasCherkEx_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, '
                      'const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, '
                      'cudaDataType Ctype, int64_t ldc);',
                      ('handle',
                       'uplo',
                       'trans',
                       'n',
                       'k',
                       'alpha',
                       'A',
                       'Atype',
                       'lda',
                       'beta',
                       'C',
                       'Ctype',
                       'ldc'),
                      'struct cublasContext*,enum None,enum None,long,long,float*,void*,enum '
                      'cudaDataType_t,long,float*,void*,enum cudaDataType_t,long'),
 'cublasCherk_v2': ('cublasStatus_t cublasCherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, int n, int k, const float *alpha, const cuComplex '
                    '*A, int lda, const float *beta, cuComplex *C, int ldc);',
                    ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,float*,struct '
                    'float2*,int,float*,struct float2*,int'),
 'cublasCherk_v2_64': ('cublasStatus_t cublasCherk_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, '
                       'const cuComplex *A, int64_t lda, const float *beta, cuComplex *C, int64_t '
                       'ldc);',
                       ('handle',
                        'uplo',
                        'trans',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,float*,struct '
                       'float2*,long,float*,struct float2*,long'),
 'cublasCherkx': ('cublasStatus_t cublasCherkx(cublasHandle_t handle, cublasFillMode_t uplo, '
                  'cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex '
                  '*A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int '
                  'ldc);',
                  ('handle',
                   'uplo',
                   'trans',
                   'n',
                   'k',
                   'alpha',
                   'A',
                   'lda',
                   'B',
                   'ldb',
                   'beta',
                   'C',
                   'ldc'),
                  'struct cublasContext*,enum None,enum None,int,int,struct float2*,struct '
                  'float2*,int,struct float2*,int,float*,struct float2*,int'),
 'cublasCherkx_64': ('cublasStatus_t cublasCherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const '
                     'cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float '
                     '*beta, cuComplex *C, int64_t ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,long,long,struct float2*,struct '
                     'float2*,long,struct float2*,long,float*,struct float2*,long'),
 'cublasChpmv': ('void cublasChpmv(char uplo, int n, cuComplex alpha, const cuComplex *AP, const '
                 'cuComplex *x, int incx, cuComplex beta, cuComplex *y, int incy);',
                 ('uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,struct float2,struct float2*,struct float2*,int,struct float2,struct '
                 'float2*,int'),
 'cublasChpmv_v2': ('cublasStatus_t cublasChpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int '
                    'incx, const cuComplex *beta, cuComplex *y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum None,int,struct float2*,struct float2*,struct '
                    'float2*,int,struct float2*,struct float2*,int'),
 'cublasChpmv_v2_64': ('cublasStatus_t cublasChpmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuComplex *alpha, const cuComplex *AP, const '
                       'cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t '
                       'incy);',
                       ('handle', 'uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                       'struct cublasContext*,enum None,long,struct float2*,struct float2*,struct '
                       'float2*,long,struct float2*,struct float2*,long'),
 'cublasChpr': ('void cublasChpr(char uplo, int n, float alpha, const cuComplex *x, int incx, '
                'cuComplex *AP);',
                ('uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                'char,int,float,struct float2*,int,struct float2*'),
 'cublasChpr2': ('void cublasChpr2(char uplo, int n, cuComplex alpha, const cuComplex *x, int '
                 'incx, const cuComplex *y, int incy, cuComplex *AP);',
                 ('uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                 'char,int,struct float2,struct float2*,int,struct float2*,int,struct float2*'),
 'cublasChpr2_v2': ('cublasStatus_t cublasChpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex '
                    '*y, int incy, cuComplex *AP);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                    'struct cublasContext*,enum None,int,struct float2*,struct float2*,int,struct '
                    'float2*,int,struct float2*'),
 'cublasChpr2_v2_64': ('cublasStatus_t cublasChpr2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, '
                       'const cuComplex *y, int64_t incy, cuComplex *AP);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                       'struct cublasContext*,enum None,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*'),
 'cublasChpr_v2': ('cublasStatus_t cublasChpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const float *alpha, const cuComplex *x, int incx, cuComplex *AP);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                   'struct cublasContext*,enum None,int,float*,struct float2*,int,struct float2*'),
 'cublasChpr_v2_64': ('cublasStatus_t cublasChpr_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, '
                      'cuComplex *AP);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                      'struct cublasContext*,enum None,long,float*,struct float2*,long,struct '
                      'float2*'),
 'cublasCmatinvBatched': ('cublasStatus_t cublasCmatinvBatched(cublasHandle_t handle, int n, const '
                          'cuComplex * const A[], int lda, cuComplex * const Ainv[], int lda_inv, '
                          'int *info, int batchSize);',
                          ('handle', 'n', 'A', 'lda', 'Ainv', 'lda_inv', 'info', 'batchSize'),
                          'struct cublasContext*,int,struct float2*[],int,struct '
                          'float2*[],int,int*,int'),
 'cublasCopyEx': ('cublasStatus_t cublasCopyEx(cublasHandle_t handle, int n, const void *x, '
                  'cudaDataType xType, int incx, void *y, cudaDataType yType, int incy);',
                  ('handle', 'n', 'x', 'xType', 'incx', 'y', 'yType', 'incy'),
                  'struct cublasContext*,int,void*,enum cudaDataType_t,int,void*,enum '
                  'cudaDataType_t,int'),
 'cublasCopyEx_64': ('cublasStatus_t cublasCopyEx_64(cublasHandle_t handle, int64_t n, const void '
                     '*x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t '
                     'incy);',
                     ('handle', 'n', 'x', 'xType', 'incx', 'y', 'yType', 'incy'),
                     'struct cublasContext*,long,void*,enum cudaDataType_t,long,void*,enum '
                     'cudaDataType_t,long'),
 'cublasCreate_v2': ('cublasStatus_t cublasCreate_v2(cublasHandle_t *handle);',
                     ('handle',),
                     'struct cublasContext**'),
 'cublasCrot': ('void cublasCrot(int n, cuComplex *x, int incx, cuComplex *y, int incy, float c, '
                'cuComplex s);',
                ('n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                'int,struct float2*,int,struct float2*,int,float,struct float2'),
 'cublasCrot_v2': ('cublasStatus_t cublasCrot_v2(cublasHandle_t handle, int n, cuComplex *x, int '
                   'incx, cuComplex *y, int incy, const float *c, const cuComplex *s);',
                   ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                   'struct cublasContext*,int,struct float2*,int,struct float2*,int,float*,struct '
                   'float2*'),
 'cublasCrot_v2_64': ('cublasStatus_t cublasCrot_v2_64(cublasHandle_t handle, int64_t n, cuComplex '
                      '*x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const '
                      'cuComplex *s);',
                      ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                      'struct cublasContext*,long,struct float2*,long,struct '
                      'float2*,long,float*,struct float2*'),
 'cublasCrotg': ('void cublasCrotg(cuComplex *ca, cuComplex cb, float *sc, cuComplex *cs);',
                 ('ca', 'cb', 'sc', 'cs'),
                 'struct float2*,struct float2,float*,struct float2*'),
 'cublasCrotg_v2': ('cublasStatus_t cublasCrotg_v2(cublasHandle_t handle, cuComplex *a, cuComplex '
                    '*b, float *c, cuComplex *s);',
                    ('handle', 'a', 'b', 'c', 's'),
                    'struct cublasContext*,struct float2*,struct float2*,float*,struct float2*'),
 'cublasCscal': ('void cublasCscal(int n, cuComplex alpha, cuComplex *x, int incx);',
                 ('n', 'alpha', 'x', 'incx'),
                 'int,struct float2,struct float2*,int'),
 'cublasCscal_v2': ('cublasStatus_t cublasCscal_v2(cublasHandle_t handle, int n, const cuComplex '
                    '*alpha, cuComplex *x, int incx);',
                    ('handle', 'n', 'alpha', 'x', 'incx'),
                    'struct cublasContext*,int,struct float2*,struct float2*,int'),
 'cublasCscal_v2_64': ('cublasStatus_t cublasCscal_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuComplex *alpha, cuComplex *x, int64_t incx);',
                       ('handle', 'n', 'alpha', 'x', 'incx'),
                       'struct cublasContext*,long,struct float2*,struct float2*,long'),
 'cublasCsrot': ('void cublasCsrot(int n, cuComplex *x, int incx, cuComplex *y, int incy, float c, '
                 'float s);',
                 ('n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                 'int,struct float2*,int,struct float2*,int,float,float'),
 'cublasCsrot_v2': ('cublasStatus_t cublasCsrot_v2(cublasHandle_t handle, int n, cuComplex *x, int '
                    'incx, cuComplex *y, int incy, const float *c, const float *s);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                    'struct cublasContext*,int,struct float2*,int,struct '
                    'float2*,int,float*,float*'),
 'cublasCsrot_v2_64': ('cublasStatus_t cublasCsrot_v2_64(cublasHandle_t handle, int64_t n, '
                       'cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, '
                       'const float *s);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                       'struct cublasContext*,long,struct float2*,long,struct '
                       'float2*,long,float*,float*'),
 'cublasCsscal': ('void cublasCsscal(int n, float alpha, cuComplex *x, int incx);',
                  ('n', 'alpha', 'x', 'incx'),
                  'int,float,struct float2*,int'),
 'cublasCsscal_v2': ('cublasStatus_t cublasCsscal_v2(cublasHandle_t handle, int n, const float '
                     '*alpha, cuComplex *x, int incx);',
                     ('handle', 'n', 'alpha', 'x', 'incx'),
                     'struct cublasContext*,int,float*,struct float2*,int'),
 'cublasCsscal_v2_64': ('cublasStatus_t cublasCsscal_v2_64(cublasHandle_t handle, int64_t n, const '
                        'float *alpha, cuComplex *x, int64_t incx);',
                        ('handle', 'n', 'alpha', 'x', 'incx'),
                        'struct cublasContext*,long,float*,struct float2*,long'),
 'cublasCswap': ('void cublasCswap(int n, cuComplex *x, int incx, cuComplex *y, int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,struct float2*,int,struct float2*,int'),
 'cublasCswap_v2': ('cublasStatus_t cublasCswap_v2(cublasHandle_t handle, int n, cuComplex *x, int '
                    'incx, cuComplex *y, int incy);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,struct float2*,int,struct float2*,int'),
 'cublasCswap_v2_64': ('cublasStatus_t cublasCswap_v2_64(cublasHandle_t handle, int64_t n, '
                       'cuComplex *x, int64_t incx, cuComplex *y, int64_t incy);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,struct float2*,long,struct float2*,long'),
 'cublasCsymm': ('void cublasCsymm(char side, char uplo, int m, int n, cuComplex alpha, const '
                 'cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex beta, cuComplex '
                 '*C, int ldc);',
                 ('side', 'uplo', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                 'char,char,int,int,struct float2,struct float2*,int,struct float2*,int,struct '
                 'float2,struct float2*,int'),
 'cublasCsymm_v2': ('cublasStatus_t cublasCsymm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex '
                    '*A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex '
                    '*C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,struct float2*,struct '
                    'float2*,int,struct float2*,int,struct float2*,struct float2*,int'),
 'cublasCsymm_v2_64': ('cublasStatus_t cublasCsymm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, '
                       'const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const '
                       'cuComplex *beta, cuComplex *C, int64_t ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*,struct float2*,long'),
 'cublasCsymv_v2': ('cublasStatus_t cublasCsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex '
                    '*x, int incx, const cuComplex *beta, cuComplex *y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum None,int,struct float2*,struct float2*,int,struct '
                    'float2*,int,struct float2*,struct float2*,int'),
 'cublasCsymv_v2_64': ('cublasStatus_t cublasCsymv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, '
                       'const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, '
                       'int64_t incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*,struct float2*,long'),
 'cublasCsyr2_v2': ('cublasStatus_t cublasCsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex '
                    '*y, int incy, cuComplex *A, int lda);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,enum None,int,struct float2*,struct float2*,int,struct '
                    'float2*,int,struct float2*,int'),
 'cublasCsyr2_v2_64': ('cublasStatus_t cublasCsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, '
                       'const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,enum None,long,struct float2*,struct '
                       'float2*,long,struct float2*,long,struct float2*,long'),
 'cublasCsyr2k': ('void cublasCsyr2k(char uplo, char trans, int n, int k, cuComplex alpha, const '
                  'cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex beta, cuComplex '
                  '*C, int ldc);',
                  ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                  'char,char,int,int,struct float2,struct float2*,int,struct float2*,int,struct '
                  'float2,struct float2*,int'),
 'cublasCsyr2k_v2': ('cublasStatus_t cublasCsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int n, int k, const cuComplex *alpha, const '
                     'cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, '
                     'cuComplex *C, int ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,int,int,struct float2*,struct '
                     'float2*,int,struct float2*,int,struct float2*,struct float2*,int'),
 'cublasCsyr2k_v2_64': ('cublasStatus_t cublasCsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t '
                        'uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex '
                        '*alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, '
                        'const cuComplex *beta, cuComplex *C, int64_t ldc);',
                        ('handle',
                         'uplo',
                         'trans',
                         'n',
                         'k',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'beta',
                         'C',
                         'ldc'),
                        'struct cublasContext*,enum None,enum None,long,long,struct float2*,struct '
                        'float2*,long,struct float2*,long,struct float2*,struct float2*,long'),
 'cublasCsyr_v2': ('cublasStatus_t cublasCsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *A, int '
                   'lda);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                   'struct cublasContext*,enum None,int,struct float2*,struct float2*,int,struct '
                   'float2*,int'),
 'cublasCsyr_v2_64': ('cublasStatus_t cublasCsyr_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, '
                      'cuComplex *A, int64_t lda);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                      'struct cublasContext*,enum None,long,struct float2*,struct '
                      'float2*,long,struct float2*,long'),
 'cublasCsyrk': ('void cublasCsyrk(char uplo, char trans, int n, int k, cuComplex alpha, const '
                 'cuComplex *A, int lda, cuComplex beta, cuComplex *C, int ldc);',
                 ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                 'char,char,int,int,struct float2,struct float2*,int,struct float2,struct '
                 'float2*,int'),
 'cublasCsyrk3mEx': ('cublasStatus_t cublasCsyrk3mEx(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void '
                     '*A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, '
                     'cudaDataType Ctype, int ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'Atype',
                      'lda',
                      'beta',
                      'C',
                      'Ctype',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,int,int,struct float2*,void*,enum '
                     'cudaDataType_t,int,struct float2*,void*,enum cudaDataType_t,int'),
 'cublasCsyrk3mEx_64': ('cublasStatus_t cublasCsyrk3mEx_64(cublasHandle_t handle, cublasFillMode_t '
                        'uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex '
                        '*alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex '
                        '*beta, void *C, cudaDataType Ctype, int64_t ldc);',
                        ('handle',
                         'uplo',
                         'trans',
                         'n',
                         'k',
                         'alpha',
                         'A',
                         'Atype',
                         'lda',
                         'beta',
                         'C',
                         'Ctype',
                         'ldc'),
                        'struct cublasContext*,enum None,enum None,long,long,struct '
                        'float2*,void*,enum cudaDataType_t,long,struct float2*,void*,enum '
                        'cudaDataType_t,long'),
 'cublasCsyrkEx': ('cublasStatus_t cublasCsyrkEx(cublasHandle_t handle, cublasFillMode_t uplo, '
                   'cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, '
                   'cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType '
                   'Ctype, int ldc);',
                   ('handle',
                    'uplo',
                    'trans',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'Atype',
                    'lda',
                    'beta',
                    'C',
                    'Ctype',
                    'ldc'),
                   'struct cublasContext*,enum None,enum None,int,int,struct float2*,void*,enum '
                   'cudaDataType_t,int,struct float2*,void*,enum cudaDataType_t,int'),
 'cublasCsyrkEx_64': ('cublasStatus_t cublasCsyrkEx_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex '
                      '*alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex '
                      '*beta, void *C, cudaDataType Ctype, int64_t ldc);',
                      ('handle',
                       'uplo',
                       'trans',
                       'n',
                       'k',
                       'alpha',
                       'A',
                       'Atype',
                       'lda',
                       'beta',
                       'C',
                       'Ctype',
                       'ldc'),
                      'struct cublasContext*,enum None,enum None,long,long,struct '
                      'float2*,void*,enum cudaDataType_t,long,struct float2*,void*,enum '
                      'cudaDataType_t,long'),
 'cublasCsyrk_v2': ('cublasStatus_t cublasCsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, int n, int k, const cuComplex *alpha, const '
                    'cuComplex *A, int lda, const cuComplex *beta, cuComplex *C, int ldc);',
                    ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,struct float2*,struct '
                    'float2*,int,struct float2*,struct float2*,int'),
 'cublasCsyrk_v2_64': ('cublasStatus_t cublasCsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex '
                       '*alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, cuComplex '
                       '*C, int64_t ldc);',
                       ('handle',
                        'uplo',
                        'trans',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,struct float2*,struct '
                       'float2*,long,struct float2*,struct float2*,long'),
 'cublasCsyrkx': ('cublasStatus_t cublasCsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, '
                  'cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex '
                  '*A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, '
                  'int ldc);',
                  ('handle',
                   'uplo',
                   'trans',
                   'n',
                   'k',
                   'alpha',
                   'A',
                   'lda',
                   'B',
                   'ldb',
                   'beta',
                   'C',
                   'ldc'),
                  'struct cublasContext*,enum None,enum None,int,int,struct float2*,struct '
                  'float2*,int,struct float2*,int,struct float2*,struct float2*,int'),
 'cublasCsyrkx_64': ('cublasStatus_t cublasCsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const '
                     'cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex '
                     '*beta, cuComplex *C, int64_t ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,long,long,struct float2*,struct '
                     'float2*,long,struct float2*,long,struct float2*,struct float2*,long'),
 'cublasCtbmv': ('void cublasCtbmv(char uplo, char trans, char diag, int n, int k, const cuComplex '
                 '*A, int lda, cuComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,int,struct float2*,int,struct float2*,int'),
 'cublasCtbmv_v2': ('cublasStatus_t cublasCtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex '
                    '*A, int lda, cuComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,int,struct '
                    'float2*,int,struct float2*,int'),
 'cublasCtbmv_v2_64': ('cublasStatus_t cublasCtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t '
                       'k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,long,struct '
                       'float2*,long,struct float2*,long'),
 'cublasCtbsv': ('void cublasCtbsv(char uplo, char trans, char diag, int n, int k, const cuComplex '
                 '*A, int lda, cuComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,int,struct float2*,int,struct float2*,int'),
 'cublasCtbsv_v2': ('cublasStatus_t cublasCtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex '
                    '*A, int lda, cuComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,int,struct '
                    'float2*,int,struct float2*,int'),
 'cublasCtbsv_v2_64': ('cublasStatus_t cublasCtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t '
                       'k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,long,struct '
                       'float2*,long,struct float2*,long'),
 'cublasCtpmv': ('void cublasCtpmv(char uplo, char trans, char diag, int n, const cuComplex *AP, '
                 'cuComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                 'char,char,char,int,struct float2*,struct float2*,int'),
 'cublasCtpmv_v2': ('cublasStatus_t cublasCtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, '
                    'cuComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,struct float2*,struct '
                    'float2*,int'),
 'cublasCtpmv_v2_64': ('cublasStatus_t cublasCtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'cuComplex *AP, cuComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,struct '
                       'float2*,struct float2*,long'),
 'cublasCtpsv': ('void cublasCtpsv(char uplo, char trans, char diag, int n, const cuComplex *AP, '
                 'cuComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                 'char,char,char,int,struct float2*,struct float2*,int'),
 'cublasCtpsv_v2': ('cublasStatus_t cublasCtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, '
                    'cuComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,struct float2*,struct '
                    'float2*,int'),
 'cublasCtpsv_v2_64': ('cublasStatus_t cublasCtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'cuComplex *AP, cuComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,struct '
                       'float2*,struct float2*,long'),
 'cublasCtpttr': ('cublasStatus_t cublasCtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int '
                  'n, const cuComplex *AP, cuComplex *A, int lda);',
                  ('handle', 'uplo', 'n', 'AP', 'A', 'lda'),
                  'struct cublasContext*,enum None,int,struct float2*,struct float2*,int'),
 'cublasCtrmm': ('void cublasCtrmm(char side, char uplo, char transa, char diag, int m, int n, '
                 'cuComplex alpha, const cuComplex *A, int lda, cuComplex *B, int ldb);',
                 ('side', 'uplo', 'transa', 'diag', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb'),
                 'char,char,char,char,int,int,struct float2,struct float2*,int,struct float2*,int'),
 'cublasCtrmm_v2': ('cublasStatus_t cublasCtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, '
                    'int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex '
                    '*B, int ldb, cuComplex *C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'trans',
                     'diag',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,enum None,enum None,int,int,struct '
                    'float2*,struct float2*,int,struct float2*,int,struct float2*,int'),
 'cublasCtrmm_v2_64': ('cublasStatus_t cublasCtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                       'diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, '
                       'int64_t lda, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'trans',
                        'diag',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,enum None,enum '
                       'None,long,long,struct float2*,struct float2*,long,struct '
                       'float2*,long,struct float2*,long'),
 'cublasCtrmv': ('void cublasCtrmv(char uplo, char trans, char diag, int n, const cuComplex *A, '
                 'int lda, cuComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,struct float2*,int,struct float2*,int'),
 'cublasCtrmv_v2': ('cublasStatus_t cublasCtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, '
                    'int lda, cuComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,struct '
                    'float2*,int,struct float2*,int'),
 'cublasCtrmv_v2_64': ('cublasStatus_t cublasCtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,struct '
                       'float2*,long,struct float2*,long'),
 'cublasCtrsm': ('void cublasCtrsm(char side, char uplo, char transa, char diag, int m, int n, '
                 'cuComplex alpha, const cuComplex *A, int lda, cuComplex *B, int ldb);',
                 ('side', 'uplo', 'transa', 'diag', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb'),
                 'char,char,char,char,int,int,struct float2,struct float2*,int,struct float2*,int'),
 'cublasCtrsmBatched': ('cublasStatus_t cublasCtrsmBatched(cublasHandle_t handle, cublasSideMode_t '
                        'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                        'diag, int m, int n, const cuComplex *alpha, const cuComplex * const A[], '
                        'int lda, cuComplex * const B[], int ldb, int batchCount);',
                        ('handle',
                         'side',
                         'uplo',
                         'trans',
                         'diag',
                         'm',
                         'n',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'batchCount'),
                        'struct cublasContext*,enum None,enum None,enum None,enum '
                        'None,int,int,struct float2*,struct float2*[],int,struct '
                        'float2*[],int,int'),
 'cublasCtrsmBatched_64': ('cublasStatus_t cublasCtrsmBatched_64(cublasHandle_t handle, '
                           'cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, '
                           'cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, '
                           'const cuComplex * const A[], int64_t lda, cuComplex * const B[], '
                           'int64_t ldb, int64_t batchCount);',
                           ('handle',
                            'side',
                            'uplo',
                            'trans',
                            'diag',
                            'm',
                            'n',
                            'alpha',
                            'A',
                            'lda',
                            'B',
                            'ldb',
                            'batchCount'),
                           'struct cublasContext*,enum None,enum None,enum None,enum '
                           'None,long,long,struct float2*,struct float2*[],long,struct '
                           'float2*[],long,long'),
 'cublasCtrsm_v2': ('cublasStatus_t cublasCtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, '
                    'int n, const cuComplex *alpha, const cuComplex *A, int lda, cuComplex *B, int '
                    'ldb);',
                    ('handle',
                     'side',
                     'uplo',
                     'trans',
                     'diag',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb'),
                    'struct cublasContext*,enum None,enum None,enum None,enum None,int,int,struct '
                    'float2*,struct float2*,int,struct float2*,int'),
 'cublasCtrsm_v2_64': ('cublasStatus_t cublasCtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                       'diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, '
                       'int64_t lda, cuComplex *B, int64_t ldb);',
                       ('handle',
                        'side',
                        'uplo',
                        'trans',
                        'diag',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb'),
                       'struct cublasContext*,enum None,enum None,enum None,enum '
                       'None,long,long,struct float2*,struct float2*,long,struct float2*,long'),
 'cublasCtrsv': ('void cublasCtrsv(char uplo, char trans, char diag, int n, const cuComplex *A, '
                 'int lda, cuComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,struct float2*,int,struct float2*,int'),
 'cublasCtrsv_v2': ('cublasStatus_t cublasCtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, '
                    'int lda, cuComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,struct '
                    'float2*,int,struct float2*,int'),
 'cublasCtrsv_v2_64': ('cublasStatus_t cublasCtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,struct '
                       'float2*,long,struct float2*,long'),
 'cublasCtrttp': ('cublasStatus_t cublasCtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int '
                  'n, const cuComplex *A, int lda, cuComplex *AP);',
                  ('handle', 'uplo', 'n', 'A', 'lda', 'AP'),
                  'struct cublasContext*,enum None,int,struct float2*,int,struct float2*'),
 'cublasDasum': ('double cublasDasum(int n, const double *x, int incx);',
                 ('n', 'x', 'incx'),
                 'int,double*,int'),
 'cublasDasum_v2': ('cublasStatus_t cublasDasum_v2(cublasHandle_t handle, int n, const double *x, '
                    'int incx, double *result);',
                    ('handle', 'n', 'x', 'incx', 'result'),
                    'struct cublasContext*,int,double*,int,double*'),
 'cublasDasum_v2_64': ('cublasStatus_t cublasDasum_v2_64(cublasHandle_t handle, int64_t n, const '
                       'double *x, int64_t incx, double *result);',
                       ('handle', 'n', 'x', 'incx', 'result'),
                       'struct cublasContext*,long,double*,long,double*'),
 'cublasDaxpy': ('void cublasDaxpy(int n, double alpha, const double *x, int incx, double *y, int '
                 'incy);',
                 ('n', 'alpha', 'x', 'incx', 'y', 'incy'),
                 'int,double,double*,int,double*,int'),
 'cublasDaxpy_v2': ('cublasStatus_t cublasDaxpy_v2(cublasHandle_t handle, int n, const double '
                    '*alpha, const double *x, int incx, double *y, int incy);',
                    ('handle', 'n', 'alpha', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,double*,double*,int,double*,int'),
 'cublasDaxpy_v2_64': ('cublasStatus_t cublasDaxpy_v2_64(cublasHandle_t handle, int64_t n, const '
                       'double *alpha, const double *x, int64_t incx, double *y, int64_t incy);',
                       ('handle', 'n', 'alpha', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,double*,double*,long,double*,long'),
 'cublasDcopy': ('void cublasDcopy(int n, const double *x, int incx, double *y, int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,double*,int,double*,int'),
 'cublasDcopy_v2': ('cublasStatus_t cublasDcopy_v2(cublasHandle_t handle, int n, const double *x, '
                    'int incx, double *y, int incy);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,double*,int,double*,int'),
 'cublasDcopy_v2_64': ('cublasStatus_t cublasDcopy_v2_64(cublasHandle_t handle, int64_t n, const '
                       'double *x, int64_t incx, double *y, int64_t incy);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,double*,long,double*,long'),
 'cublasDdgmm': ('cublasStatus_t cublasDdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, '
                 'int n, const double *A, int lda, const double *x, int incx, double *C, int ldc);',
                 ('handle', 'mode', 'm', 'n', 'A', 'lda', 'x', 'incx', 'C', 'ldc'),
                 'struct cublasContext*,enum None,int,int,double*,int,double*,int,double*,int'),
 'cublasDdgmm_64': ('cublasStatus_t cublasDdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, '
                    'int64_t m, int64_t n, const double *A, int64_t lda, const double *x, int64_t '
                    'incx, double *C, int64_t ldc);',
                    ('handle', 'mode', 'm', 'n', 'A', 'lda', 'x', 'incx', 'C', 'ldc'),
                    'struct cublasContext*,enum '
                    'None,long,long,double*,long,double*,long,double*,long'),
 'cublasDdot': ('double cublasDdot(int n, const double *x, int incx, const double *y, int incy);',
                ('n', 'x', 'incx', 'y', 'incy'),
                'int,double*,int,double*,int'),
 'cublasDdot_v2': ('cublasStatus_t cublasDdot_v2(cublasHandle_t handle, int n, const double *x, '
                   'int incx, const double *y, int incy, double *result);',
                   ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                   'struct cublasContext*,int,double*,int,double*,int,double*'),
 'cublasDdot_v2_64': ('cublasStatus_t cublasDdot_v2_64(cublasHandle_t handle, int64_t n, const '
                      'double *x, int64_t incx, const double *y, int64_t incy, double *result);',
                      ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                      'struct cublasContext*,long,double*,long,double*,long,double*'),
 'cublasDestroy_v2': ('cublasStatus_t cublasDestroy_v2(cublasHandle_t handle);',
                      ('handle',),
                      'struct cublasContext*'),
 'cublasDgbmv': ('void cublasDgbmv(char trans, int m, int n, int kl, int ku, double alpha, const '
                 'double *A, int lda, const double *x, int incx, double beta, double *y, int '
                 'incy);',
                 ('trans',
                  'm',
                  'n',
                  'kl',
                  'ku',
                  'alpha',
                  'A',
                  'lda',
                  'x',
                  'incx',
                  'beta',
                  'y',
                  'incy'),
                 'char,int,int,int,int,double,double*,int,double*,int,double,double*,int'),
 'cublasDgbmv_v2': ('cublasStatus_t cublasDgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, '
                    'int m, int n, int kl, int ku, const double *alpha, const double *A, int lda, '
                    'const double *x, int incx, const double *beta, double *y, int incy);',
                    ('handle',
                     'trans',
                     'm',
                     'n',
                     'kl',
                     'ku',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum '
                    'None,int,int,int,int,double*,double*,int,double*,int,double*,double*,int'),
 'cublasDgbmv_v2_64': ('cublasStatus_t cublasDgbmv_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const double *alpha, '
                       'const double *A, int64_t lda, const double *x, int64_t incx, const double '
                       '*beta, double *y, int64_t incy);',
                       ('handle',
                        'trans',
                        'm',
                        'n',
                        'kl',
                        'ku',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum '
                       'None,long,long,long,long,double*,double*,long,double*,long,double*,double*,long'),
 'cublasDgeam': ('cublasStatus_t cublasDgeam(cublasHandle_t handle, cublasOperation_t transa, '
                 'cublasOperation_t transb, int m, int n, const double *alpha, const double *A, '
                 'int lda, const double *beta, const double *B, int ldb, double *C, int ldc);',
                 ('handle',
                  'transa',
                  'transb',
                  'm',
                  'n',
                  'alpha',
                  'A',
                  'lda',
                  'beta',
                  'B',
                  'ldb',
                  'C',
                  'ldc'),
                 'struct cublasContext*,enum None,enum '
                 'None,int,int,double*,double*,int,double*,double*,int,double*,int'),
 'cublasDgeam_64': ('cublasStatus_t cublasDgeam_64(cublasHandle_t handle, cublasOperation_t '
                    'transa, cublasOperation_t transb, int64_t m, int64_t n, const double *alpha, '
                    'const double *A, int64_t lda, const double *beta, const double *B, int64_t '
                    'ldb, double *C, int64_t ldc);',
                    ('handle',
                     'transa',
                     'transb',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'beta',
                     'B',
                     'ldb',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum '
                    'None,long,long,double*,double*,long,double*,double*,long,double*,long'),
 'cublasDgelsBatched': ('cublasStatus_t cublasDgelsBatched(cublasHandle_t handle, '
                        'cublasOperation_t trans, int m, int n, int nrhs, double * const Aarray[], '
                        'int lda, double * const Carray[], int ldc, int *info, int *devInfoArray, '
                        'int batchSize);',
                        ('handle',
                         'trans',
                         'm',
                         'n',
                         'nrhs',
                         'Aarray',
                         'lda',
                         'Carray',
                         'ldc',
                         'info',
                         'devInfoArray',
                         'batchSize'),
                        'struct cublasContext*,enum '
                        'None,int,int,int,double*[],int,double*[],int,int*,int*,int'),
 'cublasDgemm': ('void cublasDgemm(char transa, char transb, int m, int n, int k, double alpha, '
                 'const double *A, int lda, const double *B, int ldb, double beta, double *C, int '
                 'ldc);',
                 ('transa',
                  'transb',
                  'm',
                  'n',
                  'k',
                  'alpha',
                  'A',
                  'lda',
                  'B',
                  'ldb',
                  'beta',
                  'C',
                  'ldc'),
                 'char,char,int,int,int,double,double*,int,double*,int,double,double*,int'),
 'cublasDgemmBatched': ('cublasStatus_t cublasDgemmBatched(cublasHandle_t handle, '
                        'cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, '
                        'const double *alpha, const double * const Aarray[], int lda, const double '
                        '* const Barray[], int ldb, const double *beta, double * const Carray[], '
                        'int ldc, int batchCount);',
                        ('handle',
                         'transa',
                         'transb',
                         'm',
                         'n',
                         'k',
                         'alpha',
                         'Aarray',
                         'lda',
                         'Barray',
                         'ldb',
                         'beta',
                         'Carray',
                         'ldc',
                         'batchCount'),
                        'struct cublasContext*,enum None,enum '
                        'None,int,int,int,double*,double*[],int,double*[],int,double*,double*[],int,int'),
 'cublasDgemmBatched_64': ('cublasStatus_t cublasDgemmBatched_64(cublasHandle_t handle, '
                           'cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t '
                           'n, int64_t k, const double *alpha, const double * const Aarray[], '
                           'int64_t lda, const double * const Barray[], int64_t ldb, const double '
                           '*beta, double * const Carray[], int64_t ldc, int64_t batchCount);',
                           ('handle',
                            'transa',
                            'transb',
                            'm',
                            'n',
                            'k',
                            'alpha',
                            'Aarray',
                            'lda',
                            'Barray',
                            'ldb',
                            'beta',
                            'Carray',
                            'ldc',
                            'batchCount'),
                           'struct cublasContext*,enum None,enum '
                           'None,long,long,long,double*,double*[],long,double*[],long,double*,double*[],long,long'),
 'cublasDgemmGroupedBatched': ('cublasStatus_t cublasDgemmGroupedBatched(cublasHandle_t handle, '
                               'const cublasOperation_t transa_array[], const cublasOperation_t '
                               'transb_array[], const int m_array[], const int n_array[], const '
                               'int k_array[], const double alpha_array[], const double * const '
                               'Aarray[], const int lda_array[], const double * const Barray[], '
                               'const int ldb_array[], const double beta_array[], double * const '
                               'Carray[], const int ldc_array[], int group_count, const int '
                               'group_size[]);',
                               ('handle',
                                'transa_array',
                                'transb_array',
                                'm_array',
                                'n_array',
                                'k_array',
                                'alpha_array',
                                'Aarray',
                                'lda_array',
                                'Barray',
                                'ldb_array',
                                'beta_array',
                                'Carray',
                                'ldc_array',
                                'group_count',
                                'group_size'),
                               'struct cublasContext*,enum None[],enum '
                               'None[],int[],int[],int[],double[],double*[],int[],double*[],int[],double[],double*[],int[],int,int[]'),
 'cublasDgemmGroupedBatched_64': ('cublasStatus_t cublasDgemmGroupedBatched_64(cublasHandle_t '
                                  'handle, const cublasOperation_t transa_array[], const '
                                  'cublasOperation_t transb_array[], const int64_t m_array[], '
                                  'const int64_t n_array[], const int64_t k_array[], const double '
                                  'alpha_array[], const double * const Aarray[], const int64_t '
                                  'lda_array[], const double * const Barray[], const int64_t '
                                  'ldb_array[], const double beta_array[], double * const '
                                  'Carray[], const int64_t ldc_array[], int64_t group_count, const '
                                  'int64_t group_size[]);',
                                  ('handle',
                                   'transa_array',
                                   'transb_array',
                                   'm_array',
                                   'n_array',
                                   'k_array',
                                   'alpha_array',
                                   'Aarray',
                                   'lda_array',
                                   'Barray',
                                   'ldb_array',
                                   'beta_array',
                                   'Carray',
                                   'ldc_array',
                                   'group_count',
                                   'group_size'),
                                  'struct cublasContext*,enum None[],enum '
                                  'None[],long[],long[],long[],double[],double*[],long[],double*[],long[],double[],double*[],long[],long,long[]'),
 'cublasDgemmStridedBatched': ('cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t handle, '
                               'cublasOperation_t transa, cublasOperation_t transb, int m, int n, '
                               'int k, const double *alpha, const double *A, int lda, long long '
                               'int strideA, const double *B, int ldb, long long int strideB, '
                               'const double *beta, double *C, int ldc, long long int strideC, int '
                               'batchCount);',
                               ('handle',
                                'transa',
                                'transb',
                                'm',
                                'n',
                                'k',
                                'alpha',
                                'A',
                                'lda',
                                'strideA',
                                'B',
                                'ldb',
                                'strideB',
                                'beta',
                                'C',
                                'ldc',
                                'strideC',
                                'batchCount'),
                               'struct cublasContext*,enum None,enum '
                               'None,int,int,int,double*,double*,int,long long '
                               'int,double*,int,long long int,double*,double*,int,long long '
                               'int,int'),
 'cublasDgemmStridedBatched_64': ('cublasStatus_t cublasDgemmStridedBatched_64(cublasHandle_t '
                                  'handle, cublasOperation_t transa, cublasOperation_t transb, '
                                  'int64_t m, int64_t n, int64_t k, const double *alpha, const '
                                  'double *A, int64_t lda, long long int strideA, const double *B, '
                                  'int64_t ldb, long long int strideB, const double *beta, double '
                                  '*C, int64_t ldc, long long int strideC, int64_t batchCount);',
                                  ('handle',
                                   'transa',
                                   'transb',
                                   'm',
                                   'n',
                                   'k',
                                   'alpha',
                                   'A',
                                   'lda',
                                   'strideA',
                                   'B',
                                   'ldb',
                                   'strideB',
                                   'beta',
                                   'C',
                                   'ldc',
                                   'strideC',
                                   'batchCount'),
                                  'struct cublasContext*,enum None,enum '
                                  'None,long,long,long,double*,double*,long,long long '
                                  'int,double*,long,long long int,double*,double*,long,long long '
                                  'int,long'),
 'cublasDgemm_v2': ('cublasStatus_t cublasDgemm_v2(cublasHandle_t handle, cublasOperation_t '
                    'transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, '
                    'const double *A, int lda, const double *B, int ldb, const double *beta, '
                    'double *C, int ldc);',
                    ('handle',
                     'transa',
                     'transb',
                     'm',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum '
                    'None,int,int,int,double*,double*,int,double*,int,double*,double*,int'),
 'cublasDgemm_v2_64': ('cublasStatus_t cublasDgemm_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                       'double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, '
                       'const double *beta, double *C, int64_t ldc);',
                       ('handle',
                        'transa',
                        'transb',
                        'm',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum '
                       'None,long,long,long,double*,double*,long,double*,long,double*,double*,long'),
 'cublasDgemv': ('void cublasDgemv(char trans, int m, int n, double alpha, const double *A, int '
                 'lda, const double *x, int incx, double beta, double *y, int incy);',
                 ('trans', 'm', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,int,double,double*,int,double*,int,double,double*,int'),
 'cublasDgemvBatched': ('cublasStatus_t cublasDgemvBatched(cublasHandle_t handle, '
                        'cublasOperation_t trans, int m, int n, const double *alpha, const double '
                        '* const Aarray[], int lda, const double * const xarray[], int incx, const '
                        'double *beta, double * const yarray[], int incy, int batchCount);',
                        ('handle',
                         'trans',
                         'm',
                         'n',
                         'alpha',
                         'Aarray',
                         'lda',
                         'xarray',
                         'incx',
                         'beta',
                         'yarray',
                         'incy',
                         'batchCount'),
                        'struct cublasContext*,enum '
                        'None,int,int,double*,double*[],int,double*[],int,double*,double*[],int,int'),
 'cublasDgemvBatched_64': ('cublasStatus_t cublasDgemvBatched_64(cublasHandle_t handle, '
                           'cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, '
                           'const double * const Aarray[], int64_t lda, const double * const '
                           'xarray[], int64_t incx, const double *beta, double * const yarray[], '
                           'int64_t incy, int64_t batchCount);',
                           ('handle',
                            'trans',
                            'm',
                            'n',
                            'alpha',
                            'Aarray',
                            'lda',
                            'xarray',
                            'incx',
                            'beta',
                            'yarray',
                            'incy',
                            'batchCount'),
                           'struct cublasContext*,enum '
                           'None,long,long,double*,double*[],long,double*[],long,double*,double*[],long,long'),
 'cublasDgemvStridedBatched': ('cublasStatus_t cublasDgemvStridedBatched(cublasHandle_t handle, '
                               'cublasOperation_t trans, int m, int n, const double *alpha, const '
                               'double *A, int lda, long long int strideA, const double *x, int '
                               'incx, long long int stridex, const double *beta, double *y, int '
                               'incy, long long int stridey, int batchCount);',
                               ('handle',
                                'trans',
                                'm',
                                'n',
                                'alpha',
                                'A',
                                'lda',
                                'strideA',
                                'x',
                                'incx',
                                'stridex',
                                'beta',
                                'y',
                                'incy',
                                'stridey',
                                'batchCount'),
                               'struct cublasContext*,enum None,int,int,double*,double*,int,long '
                               'long int,double*,int,long long int,double*,double*,int,long long '
                               'int,int'),
 'cublasDgemvStridedBatched_64': ('cublasStatus_t cublasDgemvStridedBatched_64(cublasHandle_t '
                                  'handle, cublasOperation_t trans, int64_t m, int64_t n, const '
                                  'double *alpha, const double *A, int64_t lda, long long int '
                                  'strideA, const double *x, int64_t incx, long long int stridex, '
                                  'const double *beta, double *y, int64_t incy, long long int '
                                  'stridey, int64_t batchCount);',
                                  ('handle',
                                   'trans',
                                   'm',
                                   'n',
                                   'alpha',
                                   'A',
                                   'lda',
                                   'strideA',
                                   'x',
                                   'incx',
                                   'stridex',
                                   'beta',
                                   'y',
                                   'incy',
                                   'stridey',
                                   'batchCount'),
                                  'struct cublasContext*,enum '
                                  'None,long,long,double*,double*,long,long long '
                                  'int,double*,long,long long int,double*,double*,long,long long '
                                  'int,long'),
 'cublasDgemv_v2': ('cublasStatus_t cublasDgemv_v2(cublasHandle_t handle, cublasOperation_t trans, '
                    'int m, int n, const double *alpha, const double *A, int lda, const double *x, '
                    'int incx, const double *beta, double *y, int incy);',
                    ('handle',
                     'trans',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum '
                    'None,int,int,double*,double*,int,double*,int,double*,double*,int'),
 'cublasDgemv_v2_64': ('cublasStatus_t cublasDgemv_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t '
                       'lda, const double *x, int64_t incx, const double *beta, double *y, int64_t '
                       'incy);',
                       ('handle',
                        'trans',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum '
                       'None,long,long,double*,double*,long,double*,long,double*,double*,long'),
 'cublasDgeqrfBatched': ('cublasStatus_t cublasDgeqrfBatched(cublasHandle_t handle, int m, int n, '
                         'double * const Aarray[], int lda, double * const TauArray[], int *info, '
                         'int batchSize);',
                         ('handle', 'm', 'n', 'Aarray', 'lda', 'TauArray', 'info', 'batchSize'),
                         'struct cublasContext*,int,int,double*[],int,double*[],int*,int'),
 'cublasDger': ('void cublasDger(int m, int n, double alpha, const double *x, int incx, const '
                'double *y, int incy, double *A, int lda);',
                ('m', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                'int,int,double,double*,int,double*,int,double*,int'),
 'cublasDger_v2': ('cublasStatus_t cublasDger_v2(cublasHandle_t handle, int m, int n, const double '
                   '*alpha, const double *x, int incx, const double *y, int incy, double *A, int '
                   'lda);',
                   ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                   'struct cublasContext*,int,int,double*,double*,int,double*,int,double*,int'),
 'cublasDger_v2_64': ('cublasStatus_t cublasDger_v2_64(cublasHandle_t handle, int64_t m, int64_t '
                      'n, const double *alpha, const double *x, int64_t incx, const double *y, '
                      'int64_t incy, double *A, int64_t lda);',
                      ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                      'struct '
                      'cublasContext*,long,long,double*,double*,long,double*,long,double*,long'),
 'cublasDgetrfBatched': ('cublasStatus_t cublasDgetrfBatched(cublasHandle_t handle, int n, double '
                         '* const A[], int lda, int *P, int *info, int batchSize);',
                         ('handle', 'n', 'A', 'lda', 'P', 'info', 'batchSize'),
                         'struct cublasContext*,int,double*[],int,int*,int*,int'),
 'cublasDgetriBatched': ('cublasStatus_t cublasDgetriBatched(cublasHandle_t handle, int n, const '
                         'double * const A[], int lda, const int *P, double * const C[], int ldc, '
                         'int *info, int batchSize);',
                         ('handle', 'n', 'A', 'lda', 'P', 'C', 'ldc', 'info', 'batchSize'),
                         'struct cublasContext*,int,double*[],int,int*,double*[],int,int*,int'),
 'cublasDgetrsBatched': ('cublasStatus_t cublasDgetrsBatched(cublasHandle_t handle, '
                         'cublasOperation_t trans, int n, int nrhs, const double * const Aarray[], '
                         'int lda, const int *devIpiv, double * const Barray[], int ldb, int '
                         '*info, int batchSize);',
                         ('handle',
                          'trans',
                          'n',
                          'nrhs',
                          'Aarray',
                          'lda',
                          'devIpiv',
                          'Barray',
                          'ldb',
                          'info',
                          'batchSize'),
                         'struct cublasContext*,enum '
                         'None,int,int,double*[],int,int*,double*[],int,int*,int'),
 'cublasDmatinvBatched': ('cublasStatus_t cublasDmatinvBatched(cublasHandle_t handle, int n, const '
                          'double * const A[], int lda, double * const Ainv[], int lda_inv, int '
                          '*info, int batchSize);',
                          ('handle', 'n', 'A', 'lda', 'Ainv', 'lda_inv', 'info', 'batchSize'),
                          'struct cublasContext*,int,double*[],int,double*[],int,int*,int'),
 'cublasDnrm2': ('double cublasDnrm2(int n, const double *x, int incx);',
                 ('n', 'x', 'incx'),
                 'int,double*,int'),
 'cublasDnrm2_v2': ('cublasStatus_t cublasDnrm2_v2(cublasHandle_t handle, int n, const double *x, '
                    'int incx, double *result);',
                    ('handle', 'n', 'x', 'incx', 'result'),
                    'struct cublasContext*,int,double*,int,double*'),
 'cublasDnrm2_v2_64': ('cublasStatus_t cublasDnrm2_v2_64(cublasHandle_t handle, int64_t n, const '
                       'double *x, int64_t incx, double *result);',
                       ('handle', 'n', 'x', 'incx', 'result'),
                       'struct cublasContext*,long,double*,long,double*'),
 'cublasDotEx': ('cublasStatus_t cublasDotEx(cublasHandle_t handle, int n, const void *x, '
                 'cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void '
                 '*result, cudaDataType resultType, cudaDataType executionType);',
                 ('handle',
                  'n',
                  'x',
                  'xType',
                  'incx',
                  'y',
                  'yType',
                  'incy',
                  'result',
                  'resultType',
                  'executionType'),
                 'struct cublasContext*,int,void*,enum cudaDataType_t,int,void*,enum '
                 'cudaDataType_t,int,void*,enum cudaDataType_t,enum cudaDataType_t'),
 'cublasDotEx_64': ('cublasStatus_t cublasDotEx_64(cublasHandle_t handle, int64_t n, const void '
                    '*x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, '
                    'int64_t incy, void *result, cudaDataType resultType, cudaDataType '
                    'executionType);',
                    ('handle',
                     'n',
                     'x',
                     'xType',
                     'incx',
                     'y',
                     'yType',
                     'incy',
                     'result',
                     'resultType',
                     'executionType'),
                    'struct cublasContext*,long,void*,enum cudaDataType_t,long,void*,enum '
                    'cudaDataType_t,long,void*,enum cudaDataType_t,enum cudaDataType_t'),
 'cublasDotcEx': ('cublasStatus_t cublasDotcEx(cublasHandle_t handle, int n, const void *x, '
                  'cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void '
                  '*result, cudaDataType resultType, cudaDataType executionType);',
                  ('handle',
                   'n',
                   'x',
                   'xType',
                   'incx',
                   'y',
                   'yType',
                   'incy',
                   'result',
                   'resultType',
                   'executionType'),
                  'struct cublasContext*,int,void*,enum cudaDataType_t,int,void*,enum '
                  'cudaDataType_t,int,void*,enum cudaDataType_t,enum cudaDataType_t'),
 'cublasDotcEx_64': ('cublasStatus_t cublasDotcEx_64(cublasHandle_t handle, int64_t n, const void '
                     '*x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, '
                     'int64_t incy, void *result, cudaDataType resultType, cudaDataType '
                     'executionType);',
                     ('handle',
                      'n',
                      'x',
                      'xType',
                      'incx',
                      'y',
                      'yType',
                      'incy',
                      'result',
                      'resultType',
                      'executionType'),
                     'struct cublasContext*,long,void*,enum cudaDataType_t,long,void*,enum '
                     'cudaDataType_t,long,void*,enum cudaDataType_t,enum cudaDataType_t'),
 'cublasDrot': ('void cublasDrot(int n, double *x, int incx, double *y, int incy, double sc, '
                'double ss);',
                ('n', 'x', 'incx', 'y', 'incy', 'sc', 'ss'),
                'int,double*,int,double*,int,double,double'),
 'cublasDrot_v2': ('cublasStatus_t cublasDrot_v2(cublasHandle_t handle, int n, double *x, int '
                   'incx, double *y, int incy, const double *c, const double *s);',
                   ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                   'struct cublasContext*,int,double*,int,double*,int,double*,double*'),
 'cublasDrot_v2_64': ('cublasStatus_t cublasDrot_v2_64(cublasHandle_t handle, int64_t n, double '
                      '*x, int64_t incx, double *y, int64_t incy, const double *c, const double '
                      '*s);',
                      ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                      'struct cublasContext*,long,double*,long,double*,long,double*,double*'),
 'cublasDrotg': ('void cublasDrotg(double *sa, double *sb, double *sc, double *ss);',
                 ('sa', 'sb', 'sc', 'ss'),
                 'double*,double*,double*,double*'),
 'cublasDrotg_v2': ('cublasStatus_t cublasDrotg_v2(cublasHandle_t handle, double *a, double *b, '
                    'double *c, double *s);',
                    ('handle', 'a', 'b', 'c', 's'),
                    'struct cublasContext*,double*,double*,double*,double*'),
 'cublasDrotm': ('void cublasDrotm(int n, double *x, int incx, double *y, int incy, const double '
                 '*sparam);',
                 ('n', 'x', 'incx', 'y', 'incy', 'sparam'),
                 'int,double*,int,double*,int,double*'),
 'cublasDrotm_v2': ('cublasStatus_t cublasDrotm_v2(cublasHandle_t handle, int n, double *x, int '
                    'incx, double *y, int incy, const double *param);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy', 'param'),
                    'struct cublasContext*,int,double*,int,double*,int,double*'),
 'cublasDrotm_v2_64': ('cublasStatus_t cublasDrotm_v2_64(cublasHandle_t handle, int64_t n, double '
                       '*x, int64_t incx, double *y, int64_t incy, const double *param);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy', 'param'),
                       'struct cublasContext*,long,double*,long,double*,long,double*'),
 'cublasDrotmg': ('void cublasDrotmg(double *sd1, double *sd2, double *sx1, const double *sy1, '
                  'double *sparam);',
                  ('sd1', 'sd2', 'sx1', 'sy1', 'sparam'),
                  'double*,double*,double*,double*,double*'),
 'cublasDrotmg_v2': ('cublasStatus_t cublasDrotmg_v2(cublasHandle_t handle, double *d1, double '
                     '*d2, double *x1, const double *y1, double *param);',
                     ('handle', 'd1', 'd2', 'x1', 'y1', 'param'),
                     'struct cublasContext*,double*,double*,double*,double*,double*'),
 'cublasDsbmv': ('void cublasDsbmv(char uplo, int n, int k, double alpha, const double *A, int '
                 'lda, const double *x, int incx, double beta, double *y, int incy);',
                 ('uplo', 'n', 'k', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,int,double,double*,int,double*,int,double,double*,int'),
 'cublasDsbmv_v2': ('cublasStatus_t cublasDsbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, int k, const double *alpha, const double *A, int lda, const double *x, '
                    'int incx, const double *beta, double *y, int incy);',
                    ('handle',
                     'uplo',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum '
                    'None,int,int,double*,double*,int,double*,int,double*,double*,int'),
 'cublasDsbmv_v2_64': ('cublasStatus_t cublasDsbmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, int64_t k, const double *alpha, const double *A, int64_t '
                       'lda, const double *x, int64_t incx, const double *beta, double *y, int64_t '
                       'incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum '
                       'None,long,long,double*,double*,long,double*,long,double*,double*,long'),
 'cublasDscal': ('void cublasDscal(int n, double alpha, double *x, int incx);',
                 ('n', 'alpha', 'x', 'incx'),
                 'int,double,double*,int'),
 'cublasDscal_v2': ('cublasStatus_t cublasDscal_v2(cublasHandle_t handle, int n, const double '
                    '*alpha, double *x, int incx);',
                    ('handle', 'n', 'alpha', 'x', 'incx'),
                    'struct cublasContext*,int,double*,double*,int'),
 'cublasDscal_v2_64': ('cublasStatus_t cublasDscal_v2_64(cublasHandle_t handle, int64_t n, const '
                       'double *alpha, double *x, int64_t incx);',
                       ('handle', 'n', 'alpha', 'x', 'incx'),
                       'struct cublasContext*,long,double*,double*,long'),
 'cublasDspmv': ('void cublasDspmv(char uplo, int n, double alpha, const double *AP, const double '
                 '*x, int incx, double beta, double *y, int incy);',
                 ('uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,double,double*,double*,int,double,double*,int'),
 'cublasDspmv_v2': ('cublasStatus_t cublasDspmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const double *alpha, const double *AP, const double *x, int incx, '
                    'const double *beta, double *y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum '
                    'None,int,double*,double*,double*,int,double*,double*,int'),
 'cublasDspmv_v2_64': ('cublasStatus_t cublasDspmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const double *alpha, const double *AP, const double *x, '
                       'int64_t incx, const double *beta, double *y, int64_t incy);',
                       ('handle', 'uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                       'struct cublasContext*,enum '
                       'None,long,double*,double*,double*,long,double*,double*,long'),
 'cublasDspr': ('void cublasDspr(char uplo, int n, double alpha, const double *x, int incx, double '
                '*AP);',
                ('uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                'char,int,double,double*,int,double*'),
 'cublasDspr2': ('void cublasDspr2(char uplo, int n, double alpha, const double *x, int incx, '
                 'const double *y, int incy, double *AP);',
                 ('uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                 'char,int,double,double*,int,double*,int,double*'),
 'cublasDspr2_v2': ('cublasStatus_t cublasDspr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const double *alpha, const double *x, int incx, const double *y, int '
                    'incy, double *AP);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                    'struct cublasContext*,enum None,int,double*,double*,int,double*,int,double*'),
 'cublasDspr2_v2_64': ('cublasStatus_t cublasDspr2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const '
                       'double *y, int64_t incy, double *AP);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                       'struct cublasContext*,enum '
                       'None,long,double*,double*,long,double*,long,double*'),
 'cublasDspr_v2': ('cublasStatus_t cublasDspr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const double *alpha, const double *x, int incx, double *AP);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                   'struct cublasContext*,enum None,int,double*,double*,int,double*'),
 'cublasDspr_v2_64': ('cublasStatus_t cublasDspr_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double '
                      '*AP);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                      'struct cublasContext*,enum None,long,double*,double*,long,double*'),
 'cublasDswap': ('void cublasDswap(int n, double *x, int incx, double *y, int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,double*,int,double*,int'),
 'cublasDswap_v2': ('cublasStatus_t cublasDswap_v2(cublasHandle_t handle, int n, double *x, int '
                    'incx, double *y, int incy);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,double*,int,double*,int'),
 'cublasDswap_v2_64': ('cublasStatus_t cublasDswap_v2_64(cublasHandle_t handle, int64_t n, double '
                       '*x, int64_t incx, double *y, int64_t incy);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,double*,long,double*,long'),
 'cublasDsymm': ('void cublasDsymm(char side, char uplo, int m, int n, double alpha, const double '
                 '*A, int lda, const double *B, int ldb, double beta, double *C, int ldc);',
                 ('side', 'uplo', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                 'char,char,int,int,double,double*,int,double*,int,double,double*,int'),
 'cublasDsymm_v2': ('cublasStatus_t cublasDsymm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, int m, int n, const double *alpha, const double *A, '
                    'int lda, const double *B, int ldb, const double *beta, double *C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum '
                    'None,int,int,double*,double*,int,double*,int,double*,double*,int'),
 'cublasDsymm_v2_64': ('cublasStatus_t cublasDsymm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, int64_t m, int64_t n, const double *alpha, '
                       'const double *A, int64_t lda, const double *B, int64_t ldb, const double '
                       '*beta, double *C, int64_t ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum '
                       'None,long,long,double*,double*,long,double*,long,double*,double*,long'),
 'cublasDsymv': ('void cublasDsymv(char uplo, int n, double alpha, const double *A, int lda, const '
                 'double *x, int incx, double beta, double *y, int incy);',
                 ('uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,double,double*,int,double*,int,double,double*,int'),
 'cublasDsymv_v2': ('cublasStatus_t cublasDsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const double *alpha, const double *A, int lda, const double *x, int '
                    'incx, const double *beta, double *y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum '
                    'None,int,double*,double*,int,double*,int,double*,double*,int'),
 'cublasDsymv_v2_64': ('cublasStatus_t cublasDsymv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const double *alpha, const double *A, int64_t lda, const '
                       'double *x, int64_t incx, const double *beta, double *y, int64_t incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum '
                       'None,long,double*,double*,long,double*,long,double*,double*,long'),
 'cublasDsyr': ('void cublasDsyr(char uplo, int n, double alpha, const double *x, int incx, double '
                '*A, int lda);',
                ('uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                'char,int,double,double*,int,double*,int'),
 'cublasDsyr2': ('void cublasDsyr2(char uplo, int n, double alpha, const double *x, int incx, '
                 'const double *y, int incy, double *A, int lda);',
                 ('uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                 'char,int,double,double*,int,double*,int,double*,int'),
 'cublasDsyr2_v2': ('cublasStatus_t cublasDsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const double *alpha, const double *x, int incx, const double *y, int '
                    'incy, double *A, int lda);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,enum '
                    'None,int,double*,double*,int,double*,int,double*,int'),
 'cublasDsyr2_v2_64': ('cublasStatus_t cublasDsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const '
                       'double *y, int64_t incy, double *A, int64_t lda);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,enum '
                       'None,long,double*,double*,long,double*,long,double*,long'),
 'cublasDsyr2k': ('void cublasDsyr2k(char uplo, char trans, int n, int k, double alpha, const '
                  'double *A, int lda, const double *B, int ldb, double beta, double *C, int ldc);',
                  ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                  'char,char,int,int,double,double*,int,double*,int,double,double*,int'),
 'cublasDsyr2k_v2': ('cublasStatus_t cublasDsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int n, int k, const double *alpha, const double *A, '
                     'int lda, const double *B, int ldb, const double *beta, double *C, int ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum '
                     'None,int,int,double*,double*,int,double*,int,double*,double*,int'),
 'cublasDsyr2k_v2_64': ('cublasStatus_t cublasDsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t '
                        'uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, '
                        'const double *A, int64_t lda, const double *B, int64_t ldb, const double '
                        '*beta, double *C, int64_t ldc);',
                        ('handle',
                         'uplo',
                         'trans',
                         'n',
                         'k',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'beta',
                         'C',
                         'ldc'),
                        'struct cublasContext*,enum None,enum '
                        'None,long,long,double*,double*,long,double*,long,double*,double*,long'),
 'cublasDsyr_v2': ('cublasStatus_t cublasDsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const double *alpha, const double *x, int incx, double *A, int lda);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                   'struct cublasContext*,enum None,int,double*,double*,int,double*,int'),
 'cublasDsyr_v2_64': ('cublasStatus_t cublasDsyr_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double '
                      '*A, int64_t lda);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                      'struct cublasContext*,enum None,long,double*,double*,long,double*,long'),
 'cublasDsyrk': ('void cublasDsyrk(char uplo, char trans, int n, int k, double alpha, const double '
                 '*A, int lda, double beta, double *C, int ldc);',
                 ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                 'char,char,int,int,double,double*,int,double,double*,int'),
 'cublasDsyrk_v2': ('cublasStatus_t cublasDsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, int n, int k, const double *alpha, const double *A, '
                    'int lda, const double *beta, double *C, int ldc);',
                    ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                    'struct cublasContext*,enum None,enum '
                    'None,int,int,double*,double*,int,double*,double*,int'),
 'cublasDsyrk_v2_64': ('cublasStatus_t cublasDsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, '
                       'const double *A, int64_t lda, const double *beta, double *C, int64_t ldc);',
                       ('handle',
                        'uplo',
                        'trans',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum '
                       'None,long,long,double*,double*,long,double*,double*,long'),
 'cublasDsyrkx': ('cublasStatus_t cublasDsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, '
                  'cublasOperation_t trans, int n, int k, const double *alpha, const double *A, '
                  'int lda, const double *B, int ldb, const double *beta, double *C, int ldc);',
                  ('handle',
                   'uplo',
                   'trans',
                   'n',
                   'k',
                   'alpha',
                   'A',
                   'lda',
                   'B',
                   'ldb',
                   'beta',
                   'C',
                   'ldc'),
                  'struct cublasContext*,enum None,enum '
                  'None,int,int,double*,double*,int,double*,int,double*,double*,int'),
 'cublasDsyrkx_64': ('cublasStatus_t cublasDsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const '
                     'double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, '
                     'double *C, int64_t ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum '
                     'None,long,long,double*,double*,long,double*,long,double*,double*,long'),
 'cublasDtbmv': ('void cublasDtbmv(char uplo, char trans, char diag, int n, int k, const double '
                 '*A, int lda, double *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,int,double*,int,double*,int'),
 'cublasDtbmv_v2': ('cublasStatus_t cublasDtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double '
                    '*A, int lda, double *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum '
                    'None,int,int,double*,int,double*,int'),
 'cublasDtbmv_v2_64': ('cublasStatus_t cublasDtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t '
                       'k, const double *A, int64_t lda, double *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,long,double*,long,double*,long'),
 'cublasDtbsv': ('void cublasDtbsv(char uplo, char trans, char diag, int n, int k, const double '
                 '*A, int lda, double *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,int,double*,int,double*,int'),
 'cublasDtbsv_v2': ('cublasStatus_t cublasDtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double '
                    '*A, int lda, double *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum '
                    'None,int,int,double*,int,double*,int'),
 'cublasDtbsv_v2_64': ('cublasStatus_t cublasDtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t '
                       'k, const double *A, int64_t lda, double *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,long,double*,long,double*,long'),
 'cublasDtpmv': ('void cublasDtpmv(char uplo, char trans, char diag, int n, const double *AP, '
                 'double *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                 'char,char,char,int,double*,double*,int'),
 'cublasDtpmv_v2': ('cublasStatus_t cublasDtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, '
                    'double *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,double*,double*,int'),
 'cublasDtpmv_v2_64': ('cublasStatus_t cublasDtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'double *AP, double *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,double*,double*,long'),
 'cublasDtpsv': ('void cublasDtpsv(char uplo, char trans, char diag, int n, const double *AP, '
                 'double *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                 'char,char,char,int,double*,double*,int'),
 'cublasDtpsv_v2': ('cublasStatus_t cublasDtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, '
                    'double *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,double*,double*,int'),
 'cublasDtpsv_v2_64': ('cublasStatus_t cublasDtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'double *AP, double *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,double*,double*,long'),
 'cublasDtpttr': ('cublasStatus_t cublasDtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int '
                  'n, const double *AP, double *A, int lda);',
                  ('handle', 'uplo', 'n', 'AP', 'A', 'lda'),
                  'struct cublasContext*,enum None,int,double*,double*,int'),
 'cublasDtrmm': ('void cublasDtrmm(char side, char uplo, char transa, char diag, int m, int n, '
                 'double alpha, const double *A, int lda, double *B, int ldb);',
                 ('side', 'uplo', 'transa', 'diag', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb'),
                 'char,char,char,char,int,int,double,double*,int,double*,int'),
 'cublasDtrmm_v2': ('cublasStatus_t cublasDtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, '
                    'int n, const double *alpha, const double *A, int lda, const double *B, int '
                    'ldb, double *C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'trans',
                     'diag',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,enum None,enum '
                    'None,int,int,double*,double*,int,double*,int,double*,int'),
 'cublasDtrmm_v2_64': ('cublasStatus_t cublasDtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                       'diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t '
                       'lda, const double *B, int64_t ldb, double *C, int64_t ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'trans',
                        'diag',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,enum None,enum '
                       'None,long,long,double*,double*,long,double*,long,double*,long'),
 'cublasDtrmv': ('void cublasDtrmv(char uplo, char trans, char diag, int n, const double *A, int '
                 'lda, double *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,double*,int,double*,int'),
 'cublasDtrmv_v2': ('cublasStatus_t cublasDtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int '
                    'lda, double *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum '
                    'None,int,double*,int,double*,int'),
 'cublasDtrmv_v2_64': ('cublasStatus_t cublasDtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'double *A, int64_t lda, double *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,double*,long,double*,long'),
 'cublasDtrsm': ('void cublasDtrsm(char side, char uplo, char transa, char diag, int m, int n, '
                 'double alpha, const double *A, int lda, double *B, int ldb);',
                 ('side', 'uplo', 'transa', 'diag', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb'),
                 'char,char,char,char,int,int,double,double*,int,double*,int'),
 'cublasDtrsmBatched': ('cublasStatus_t cublasDtrsmBatched(cublasHandle_t handle, cublasSideMode_t '
                        'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                        'diag, int m, int n, const double *alpha, const double * const A[], int '
                        'lda, double * const B[], int ldb, int batchCount);',
                        ('handle',
                         'side',
                         'uplo',
                         'trans',
                         'diag',
                         'm',
                         'n',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'batchCount'),
                        'struct cublasContext*,enum None,enum None,enum None,enum '
                        'None,int,int,double*,double*[],int,double*[],int,int'),
 'cublasDtrsmBatched_64': ('cublasStatus_t cublasDtrsmBatched_64(cublasHandle_t handle, '
                           'cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, '
                           'cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, '
                           'const double * const A[], int64_t lda, double * const B[], int64_t '
                           'ldb, int64_t batchCount);',
                           ('handle',
                            'side',
                            'uplo',
                            'trans',
                            'diag',
                            'm',
                            'n',
                            'alpha',
                            'A',
                            'lda',
                            'B',
                            'ldb',
                            'batchCount'),
                           'struct cublasContext*,enum None,enum None,enum None,enum '
                           'None,long,long,double*,double*[],long,double*[],long,long'),
 'cublasDtrsm_v2': ('cublasStatus_t cublasDtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, '
                    'int n, const double *alpha, const double *A, int lda, double *B, int ldb);',
                    ('handle',
                     'side',
                     'uplo',
                     'trans',
                     'diag',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb'),
                    'struct cublasContext*,enum None,enum None,enum None,enum '
                    'None,int,int,double*,double*,int,double*,int'),
 'cublasDtrsm_v2_64': ('cublasStatus_t cublasDtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                       'diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t '
                       'lda, double *B, int64_t ldb);',
                       ('handle',
                        'side',
                        'uplo',
                        'trans',
                        'diag',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb'),
                       'struct cublasContext*,enum None,enum None,enum None,enum '
                       'None,long,long,double*,double*,long,double*,long'),
 'cublasDtrsv': ('void cublasDtrsv(char uplo, char trans, char diag, int n, const double *A, int '
                 'lda, double *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,double*,int,double*,int'),
 'cublasDtrsv_v2': ('cublasStatus_t cublasDtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int '
                    'lda, double *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum '
                    'None,int,double*,int,double*,int'),
 'cublasDtrsv_v2_64': ('cublasStatus_t cublasDtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'double *A, int64_t lda, double *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,double*,long,double*,long'),
 'cublasDtrttp': ('cublasStatus_t cublasDtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int '
                  'n, const double *A, int lda, double *AP);',
                  ('handle', 'uplo', 'n', 'A', 'lda', 'AP'),
                  'struct cublasContext*,enum None,int,double*,int,double*'),
 'cublasDzasum': ('double cublasDzasum(int n, const cuDoubleComplex *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,struct double2*,int'),
 'cublasDzasum_v2': ('cublasStatus_t cublasDzasum_v2(cublasHandle_t handle, int n, const '
                     'cuDoubleComplex *x, int incx, double *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,struct double2*,int,double*'),
 'cublasDzasum_v2_64': ('cublasStatus_t cublasDzasum_v2_64(cublasHandle_t handle, int64_t n, const '
                        'cuDoubleComplex *x, int64_t incx, double *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,struct double2*,long,double*'),
 'cublasDznrm2': ('double cublasDznrm2(int n, const cuDoubleComplex *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,struct double2*,int'),
 'cublasDznrm2_v2': ('cublasStatus_t cublasDznrm2_v2(cublasHandle_t handle, int n, const '
                     'cuDoubleComplex *x, int incx, double *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,struct double2*,int,double*'),
 'cublasDznrm2_v2_64': ('cublasStatus_t cublasDznrm2_v2_64(cublasHandle_t handle, int64_t n, const '
                        'cuDoubleComplex *x, int64_t incx, double *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,struct double2*,long,double*'),
 'cublasFree': ('cublasStatus_t cublasFree(void *devicePtr);', ('devicePtr',), 'void*'),
 'cublasGemmBatchedEx': ('cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, '
                         'cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, '
                         'const void *alpha, const void * const Aarray[], cudaDataType Atype, int '
                         'lda, const void * const Barray[], cudaDataType Btype, int ldb, const '
                         'void *beta, void * const Carray[], cudaDataType Ctype, int ldc, int '
                         'batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);',
                         ('handle',
                          'transa',
                          'transb',
                          'm',
                          'n',
                          'k',
                          'alpha',
                          'Aarray',
                          'Atype',
                          'lda',
                          'Barray',
                          'Btype',
                          'ldb',
                          'beta',
                          'Carray',
                          'Ctype',
                          'ldc',
                          'batchCount',
                          'computeType',
                          'algo'),
                         'struct cublasContext*,enum None,enum None,int,int,int,void*,void*[],enum '
                         'cudaDataType_t,int,void*[],enum cudaDataType_t,int,void*,void*[],enum '
                         'cudaDataType_t,int,int,enum None,enum None'),
 'cublasGemmBatchedEx_64': ('cublasStatus_t cublasGemmBatchedEx_64(cublasHandle_t handle, '
                            'cublasOperation_t transa, cublasOperation_t transb, int64_t m, '
                            'int64_t n, int64_t k, const void *alpha, const void * const Aarray[], '
                            'cudaDataType Atype, int64_t lda, const void * const Barray[], '
                            'cudaDataType Btype, int64_t ldb, const void *beta, void * const '
                            'Carray[], cudaDataType Ctype, int64_t ldc, int64_t batchCount, '
                            'cublasComputeType_t computeType, cublasGemmAlgo_t algo);',
                            ('handle',
                             'transa',
                             'transb',
                             'm',
                             'n',
                             'k',
                             'alpha',
                             'Aarray',
                             'Atype',
                             'lda',
                             'Barray',
                             'Btype',
                             'ldb',
                             'beta',
                             'Carray',
                             'Ctype',
                             'ldc',
                             'batchCount',
                             'computeType',
                             'algo'),
                            'struct cublasContext*,enum None,enum '
                            'None,long,long,long,void*,void*[],enum '
                            'cudaDataType_t,long,void*[],enum '
                            'cudaDataType_t,long,void*,void*[],enum cudaDataType_t,long,long,enum '
                            'None,enum None'),
 'cublasGemmEx': ('cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, '
                  'cublasOperation_t transb, int m, int n, int k, const void *alpha, const void '
                  '*A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, '
                  'const void *beta, void *C, cudaDataType Ctype, int ldc, cublasComputeType_t '
                  'computeType, cublasGemmAlgo_t algo);',
                  ('handle',
                   'transa',
                   'transb',
                   'm',
                   'n',
                   'k',
                   'alpha',
                   'A',
                   'Atype',
                   'lda',
                   'B',
                   'Btype',
                   'ldb',
                   'beta',
                   'C',
                   'Ctype',
                   'ldc',
                   'computeType',
                   'algo'),
                  'struct cublasContext*,enum None,enum None,int,int,int,void*,void*,enum '
                  'cudaDataType_t,int,void*,enum cudaDataType_t,int,void*,void*,enum '
                  'cudaDataType_t,int,enum None,enum None'),
 'cublasGemmEx_64': ('cublasStatus_t cublasGemmEx_64(cublasHandle_t handle, cublasOperation_t '
                     'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                     'void *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, '
                     'cudaDataType Btype, int64_t ldb, const void *beta, void *C, cudaDataType '
                     'Ctype, int64_t ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo);',
                     ('handle',
                      'transa',
                      'transb',
                      'm',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'Atype',
                      'lda',
                      'B',
                      'Btype',
                      'ldb',
                      'beta',
                      'C',
                      'Ctype',
                      'ldc',
                      'computeType',
                      'algo'),
                     'struct cublasContext*,enum None,enum None,long,long,long,void*,void*,enum '
                     'cudaDataType_t,long,void*,enum cudaDataType_t,long,void*,void*,enum '
                     'cudaDataType_t,long,enum None,enum None'),
 'cublasGemmGroupedBatchedEx': ('cublasStatus_t cublasGemmGroupedBatchedEx(cublasHandle_t handle, '
                                'const cublasOperation_t transa_array[], const cublasOperation_t '
                                'transb_array[], const int m_array[], const int n_array[], const '
                                'int k_array[], const void *alpha_array, const void * const '
                                'Aarray[], cudaDataType_t Atype, const int lda_array[], const void '
                                '* const Barray[], cudaDataType_t Btype, const int ldb_array[], '
                                'const void *beta_array, void * const Carray[], cudaDataType_t '
                                'Ctype, const int ldc_array[], int group_count, const int '
                                'group_size[], cublasComputeType_t computeType);',
                                ('handle',
                                 'transa_array',
                                 'transb_array',
                                 'm_array',
                                 'n_array',
                                 'k_array',
                                 'alpha_array',
                                 'Aarray',
                                 'Atype',
                                 'lda_array',
                                 'Barray',
                                 'Btype',
                                 'ldb_array',
                                 'beta_array',
                                 'Carray',
                                 'Ctype',
                                 'ldc_array',
                                 'group_count',
                                 'group_size',
                                 'computeType'),
                                'struct cublasContext*,enum None[],enum '
                                'None[],int[],int[],int[],void*,void*[],enum '
                                'cudaDataType_t,int[],void*[],enum '
                                'cudaDataType_t,int[],void*,void*[],enum '
                                'cudaDataType_t,int[],int,int[],enum None'),
 'cublasGemmGroupedBatchedEx_64': ('cublasStatus_t cublasGemmGroupedBatchedEx_64(cublasHandle_t '
                                   'handle, const cublasOperation_t transa_array[], const '
                                   'cublasOperation_t transb_array[], const int64_t m_array[], '
                                   'const int64_t n_array[], const int64_t k_array[], const void '
                                   '*alpha_array, const void * const Aarray[], cudaDataType_t '
                                   'Atype, const int64_t lda_array[], const void * const Barray[], '
                                   'cudaDataType_t Btype, const int64_t ldb_array[], const void '
                                   '*beta_array, void * const Carray[], cudaDataType_t Ctype, '
                                   'const int64_t ldc_array[], int64_t group_count, const int64_t '
                                   'group_size[], cublasComputeType_t computeType);',
                                   ('handle',
                                    'transa_array',
                                    'transb_array',
                                    'm_array',
                                    'n_array',
                                    'k_array',
                                    'alpha_array',
                                    'Aarray',
                                    'Atype',
                                    'lda_array',
                                    'Barray',
                                    'Btype',
                                    'ldb_array',
                                    'beta_array',
                                    'Carray',
                                    'Ctype',
                                    'ldc_array',
                                    'group_count',
                                    'group_size',
                                    'computeType'),
                                   'struct cublasContext*,enum None[],enum '
                                   'None[],long[],long[],long[],void*,void*[],enum '
                                   'cudaDataType_t,long[],void*[],enum '
                                   'cudaDataType_t,long[],void*,void*[],enum '
                                   'cudaDataType_t,long[],long,long[],enum None'),
 'cublasGemmStridedBatchedEx': ('cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, '
                                'cublasOperation_t transa, cublasOperation_t transb, int m, int n, '
                                'int k, const void *alpha, const void *A, cudaDataType Atype, int '
                                'lda, long long int strideA, const void *B, cudaDataType Btype, '
                                'int ldb, long long int strideB, const void *beta, void *C, '
                                'cudaDataType Ctype, int ldc, long long int strideC, int '
                                'batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t '
                                'algo);',
                                ('handle',
                                 'transa',
                                 'transb',
                                 'm',
                                 'n',
                                 'k',
                                 'alpha',
                                 'A',
                                 'Atype',
                                 'lda',
                                 'strideA',
                                 'B',
                                 'Btype',
                                 'ldb',
                                 'strideB',
                                 'beta',
                                 'C',
                                 'Ctype',
                                 'ldc',
                                 'strideC',
                                 'batchCount',
                                 'computeType',
                                 'algo'),
                                'struct cublasContext*,enum None,enum '
                                'None,int,int,int,void*,void*,enum cudaDataType_t,int,long long '
                                'int,void*,enum cudaDataType_t,int,long long int,void*,void*,enum '
                                'cudaDataType_t,int,long long int,int,enum None,enum None'),
 'cublasGemmStridedBatchedEx_64': ('cublasStatus_t cublasGemmStridedBatchedEx_64(cublasHandle_t '
                                   'handle, cublasOperation_t transa, cublasOperation_t transb, '
                                   'int64_t m, int64_t n, int64_t k, const void *alpha, const void '
                                   '*A, cudaDataType Atype, int64_t lda, long long int strideA, '
                                   'const void *B, cudaDataType Btype, int64_t ldb, long long int '
                                   'strideB, const void *beta, void *C, cudaDataType Ctype, '
                                   'int64_t ldc, long long int strideC, int64_t batchCount, '
                                   'cublasComputeType_t computeType, cublasGemmAlgo_t algo);',
                                   ('handle',
                                    'transa',
                                    'transb',
                                    'm',
                                    'n',
                                    'k',
                                    'alpha',
                                    'A',
                                    'Atype',
                                    'lda',
                                    'strideA',
                                    'B',
                                    'Btype',
                                    'ldb',
                                    'strideB',
                                    'beta',
                                    'C',
                                    'Ctype',
                                    'ldc',
                                    'strideC',
                                    'batchCount',
                                    'computeType',
                                    'algo'),
                                   'struct cublasContext*,enum None,enum '
                                   'None,long,long,long,void*,void*,enum cudaDataType_t,long,long '
                                   'long int,void*,enum cudaDataType_t,long,long long '
                                   'int,void*,void*,enum cudaDataType_t,long,long long '
                                   'int,long,enum None,enum None'),
 'cublasGetAtomicsMode': ('cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, '
                          'cublasAtomicsMode_t *mode);',
                          ('handle', 'mode'),
                          'struct cublasContext*,enum None*'),
 'cublasGetCudartVersion': ('size_t cublasGetCudartVersion(void);', (), ''),
 'cublasGetEmulationStrategy': ('cublasStatus_t cublasGetEmulationStrategy(cublasHandle_t handle, '
                                'cublasEmulationStrategy_t *emulationStrategy);',
                                ('handle', 'emulationStrategy'),
                                'struct cublasContext*,enum None*'),
 'cublasGetError': ('cublasStatus_t cublasGetError(void);', (), ''),
 'cublasGetLoggerCallback': ('cublasStatus_t cublasGetLoggerCallback(cublasLogCallback '
                             '*userCallback);',
                             ('userCallback',),
                             'fn(char*)->void**'),
 'cublasGetMathMode': ('cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t '
                       '*mode);',
                       ('handle', 'mode'),
                       'struct cublasContext*,enum None*'),
 'cublasGetMatrix': ('cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void '
                     '*A, int lda, void *B, int ldb);',
                     ('rows', 'cols', 'elemSize', 'A', 'lda', 'B', 'ldb'),
                     'int,int,int,void*,int,void*,int'),
 'cublasGetMatrixAsync': ('cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, '
                          'const void *A, int lda, void *B, int ldb, cudaStream_t stream);',
                          ('rows', 'cols', 'elemSize', 'A', 'lda', 'B', 'ldb', 'stream'),
                          'int,int,int,void*,int,void*,int,struct CUstream_st*'),
 'cublasGetMatrixAsync_64': ('cublasStatus_t cublasGetMatrixAsync_64(int64_t rows, int64_t cols, '
                             'int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, '
                             'cudaStream_t stream);',
                             ('rows', 'cols', 'elemSize', 'A', 'lda', 'B', 'ldb', 'stream'),
                             'long,long,long,void*,long,void*,long,struct CUstream_st*'),
 'cublasGetMatrix_64': ('cublasStatus_t cublasGetMatrix_64(int64_t rows, int64_t cols, int64_t '
                        'elemSize, const void *A, int64_t lda, void *B, int64_t ldb);',
                        ('rows', 'cols', 'elemSize', 'A', 'lda', 'B', 'ldb'),
                        'long,long,long,void*,long,void*,long'),
 'cublasGetPointerMode_v2': ('cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, '
                             'cublasPointerMode_t *mode);',
                             ('handle', 'mode'),
                             'struct cublasContext*,enum None*'),
 'cublasGetProperty': ('cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value);',
                       ('type', 'value'),
                       'enum libraryPropertyType_t,int*'),
 'cublasGetSmCountTarget': ('cublasStatus_t cublasGetSmCountTarget(cublasHandle_t handle, int '
                            '*smCountTarget);',
                            ('handle', 'smCountTarget'),
                            'struct cublasContext*,int*'),
 'cublasGetStatusName': ('const char *cublasGetStatusName(cublasStatus_t status);',
                         ('status',),
                         'enum None'),
 'cublasGetStatusString': ('const char *cublasGetStatusString(cublasStatus_t status);',
                           ('status',),
                           'enum None'),
 'cublasGetStream_v2': ('cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cudaStream_t '
                        '*streamId);',
                        ('handle', 'streamId'),
                        'struct cublasContext*,struct CUstream_st**'),
 'cublasGetVector': ('cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, '
                     'void *y, int incy);',
                     ('n', 'elemSize', 'x', 'incx', 'y', 'incy'),
                     'int,int,void*,int,void*,int'),
 'cublasGetVectorAsync': ('cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void '
                          '*devicePtr, int incx, void *hostPtr, int incy, cudaStream_t stream);',
                          ('n', 'elemSize', 'devicePtr', 'incx', 'hostPtr', 'incy', 'stream'),
                          'int,int,void*,int,void*,int,struct CUstream_st*'),
 'cublasGetVectorAsync_64': ('cublasStatus_t cublasGetVectorAsync_64(int64_t n, int64_t elemSize, '
                             'const void *devicePtr, int64_t incx, void *hostPtr, int64_t incy, '
                             'cudaStream_t stream);',
                             ('n', 'elemSize', 'devicePtr', 'incx', 'hostPtr', 'incy', 'stream'),
                             'long,long,void*,long,void*,long,struct CUstream_st*'),
 'cublasGetVector_64': ('cublasStatus_t cublasGetVector_64(int64_t n, int64_t elemSize, const void '
                        '*x, int64_t incx, void *y, int64_t incy);',
                        ('n', 'elemSize', 'x', 'incx', 'y', 'incy'),
                        'long,long,void*,long,void*,long'),
 'cublasGetVersion': ('cublasStatus_t cublasGetVersion(int *version);', ('version',), 'int*'),
 'cublasGetVersion_v2': ('cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int *version);',
                         ('handle', 'version'),
                         'struct cublasContext*,int*'),
 'cublasHSHgemvBatched': ('cublasStatus_t cublasHSHgemvBatched(cublasHandle_t handle, '
                          'cublasOperation_t trans, int m, int n, const float *alpha, const __half '
                          '* const Aarray[], int lda, const __half * const xarray[], int incx, '
                          'const float *beta, __half * const yarray[], int incy, int batchCount);',
                          ('handle',
                           'trans',
                           'm',
                           'n',
                           'alpha',
                           'Aarray',
                           'lda',
                           'xarray',
                           'incx',
                           'beta',
                           'yarray',
                           'incy',
                           'batchCount'),
                          'struct cublasContext*,enum None,int,int,float*,struct '
                          '__half*[],int,struct __half*[],int,float*,struct __half*[],int,int'),
 'cublasHSHgemvBatched_64': ('cublasStatus_t cublasHSHgemvBatched_64(cublasHandle_t handle, '
                             'cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, '
                             'const __half * const Aarray[], int64_t lda, const __half * const '
                             'xarray[], int64_t incx, const float *beta, __half * const yarray[], '
                             'int64_t incy, int64_t batchCount);',
                             ('handle',
                              'trans',
                              'm',
                              'n',
                              'alpha',
                              'Aarray',
                              'lda',
                              'xarray',
                              'incx',
                              'beta',
                              'yarray',
                              'incy',
                              'batchCount'),
                             'struct cublasContext*,enum None,long,long,float*,struct '
                             '__half*[],long,struct __half*[],long,float*,struct '
                             '__half*[],long,long'),
 'cublasHSHgemvStridedBatched': ('cublasStatus_t cublasHSHgemvStridedBatched(cublasHandle_t '
                                 'handle, cublasOperation_t trans, int m, int n, const float '
                                 '*alpha, const __half *A, int lda, long long int strideA, const '
                                 '__half *x, int incx, long long int stridex, const float *beta, '
                                 '__half *y, int incy, long long int stridey, int batchCount);',
                                 ('handle',
                                  'trans',
                                  'm',
                                  'n',
                                  'alpha',
                                  'A',
                                  'lda',
                                  'strideA',
                                  'x',
                                  'incx',
                                  'stridex',
                                  'beta',
                                  'y',
                                  'incy',
                                  'stridey',
                                  'batchCount'),
                                 'struct cublasContext*,enum None,int,int,float*,struct '
                                 '__half*,int,long long int,struct __half*,int,long long '
                                 'int,float*,struct __half*,int,long long int,int'),
 'cublasHSHgemvStridedBatched_64': ('cublasStatus_t cublasHSHgemvStridedBatched_64(cublasHandle_t '
                                    'handle, cublasOperation_t trans, int64_t m, int64_t n, const '
                                    'float *alpha, const __half *A, int64_t lda, long long int '
                                    'strideA, const __half *x, int64_t incx, long long int '
                                    'stridex, const float *beta, __half *y, int64_t incy, long '
                                    'long int stridey, int64_t batchCount);',
                                    ('handle',
                                     'trans',
                                     'm',
                                     'n',
                                     'alpha',
                                     'A',
                                     'lda',
                                     'strideA',
                                     'x',
                                     'incx',
                                     'stridex',
                                     'beta',
                                     'y',
                                     'incy',
                                     'stridey',
                                     'batchCount'),
                                    'struct cublasContext*,enum None,long,long,float*,struct '
                                    '__half*,long,long long int,struct __half*,long,long long '
                                    'int,float*,struct __half*,long,long long int,long'),
 'cublasHSSgemvBatched': ('cublasStatus_t cublasHSSgemvBatched(cublasHandle_t handle, '
                          'cublasOperation_t trans, int m, int n, const float *alpha, const __half '
                          '* const Aarray[], int lda, const __half * const xarray[], int incx, '
                          'const float *beta, float * const yarray[], int incy, int batchCount);',
                          ('handle',
                           'trans',
                           'm',
                           'n',
                           'alpha',
                           'Aarray',
                           'lda',
                           'xarray',
                           'incx',
                           'beta',
                           'yarray',
                           'incy',
                           'batchCount'),
                          'struct cublasContext*,enum None,int,int,float*,struct '
                          '__half*[],int,struct __half*[],int,float*,float*[],int,int'),
 'cublasHSSgemvBatched_64': ('cublasStatus_t cublasHSSgemvBatched_64(cublasHandle_t handle, '
                             'cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, '
                             'const __half * const Aarray[], int64_t lda, const __half * const '
                             'xarray[], int64_t incx, const float *beta, float * const yarray[], '
                             'int64_t incy, int64_t batchCount);',
                             ('handle',
                              'trans',
                              'm',
                              'n',
                              'alpha',
                              'Aarray',
                              'lda',
                              'xarray',
                              'incx',
                              'beta',
                              'yarray',
                              'incy',
                              'batchCount'),
                             'struct cublasContext*,enum None,long,long,float*,struct '
                             '__half*[],long,struct __half*[],long,float*,float*[],long,long'),
 'cublasHSSgemvStridedBatched': ('cublasStatus_t cublasHSSgemvStridedBatched(cublasHandle_t '
                                 'handle, cublasOperation_t trans, int m, int n, const float '
                                 '*alpha, const __half *A, int lda, long long int strideA, const '
                                 '__half *x, int incx, long long int stridex, const float *beta, '
                                 'float *y, int incy, long long int stridey, int batchCount);',
                                 ('handle',
                                  'trans',
                                  'm',
                                  'n',
                                  'alpha',
                                  'A',
                                  'lda',
                                  'strideA',
                                  'x',
                                  'incx',
                                  'stridex',
                                  'beta',
                                  'y',
                                  'incy',
                                  'stridey',
                                  'batchCount'),
                                 'struct cublasContext*,enum None,int,int,float*,struct '
                                 '__half*,int,long long int,struct __half*,int,long long '
                                 'int,float*,float*,int,long long int,int'),
 'cublasHSSgemvStridedBatched_64': ('cublasStatus_t cublasHSSgemvStridedBatched_64(cublasHandle_t '
                                    'handle, cublasOperation_t trans, int64_t m, int64_t n, const '
                                    'float *alpha, const __half *A, int64_t lda, long long int '
                                    'strideA, const __half *x, int64_t incx, long long int '
                                    'stridex, const float *beta, float *y, int64_t incy, long long '
                                    'int stridey, int64_t batchCount);',
                                    ('handle',
                                     'trans',
                                     'm',
                                     'n',
                                     'alpha',
                                     'A',
                                     'lda',
                                     'strideA',
                                     'x',
                                     'incx',
                                     'stridex',
                                     'beta',
                                     'y',
                                     'incy',
                                     'stridey',
                                     'batchCount'),
                                    'struct cublasContext*,enum None,long,long,float*,struct '
                                    '__half*,long,long long int,struct __half*,long,long long '
                                    'int,float*,float*,long,long long int,long'),
 'cublasHgemm': ('cublasStatus_t cublasHgemm(cublasHandle_t handle, cublasOperation_t transa, '
                 'cublasOperation_t transb, int m, int n, int k, const __half *alpha, const __half '
                 '*A, int lda, const __half *B, int ldb, const __half *beta, __half *C, int ldc);',
                 ('handle',
                  'transa',
                  'transb',
                  'm',
                  'n',
                  'k',
                  'alpha',
                  'A',
                  'lda',
                  'B',
                  'ldb',
                  'beta',
                  'C',
                  'ldc'),
                 'struct cublasContext*,enum None,enum None,int,int,int,struct __half*,struct '
                 '__half*,int,struct __half*,int,struct __half*,struct __half*,int'),
 'cublasHgemmBatched': ('cublasStatus_t cublasHgemmBatched(cublasHandle_t handle, '
                        'cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, '
                        'const __half *alpha, const __half * const Aarray[], int lda, const __half '
                        '* const Barray[], int ldb, const __half *beta, __half * const Carray[], '
                        'int ldc, int batchCount);',
                        ('handle',
                         'transa',
                         'transb',
                         'm',
                         'n',
                         'k',
                         'alpha',
                         'Aarray',
                         'lda',
                         'Barray',
                         'ldb',
                         'beta',
                         'Carray',
                         'ldc',
                         'batchCount'),
                        'struct cublasContext*,enum None,enum None,int,int,int,struct '
                        '__half*,struct __half*[],int,struct __half*[],int,struct __half*,struct '
                        '__half*[],int,int'),
 'cublasHgemmBatched_64': ('cublasStatus_t cublasHgemmBatched_64(cublasHandle_t handle, '
                           'cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t '
                           'n, int64_t k, const __half *alpha, const __half * const Aarray[], '
                           'int64_t lda, const __half * const Barray[], int64_t ldb, const __half '
                           '*beta, __half * const Carray[], int64_t ldc, int64_t batchCount);',
                           ('handle',
                            'transa',
                            'transb',
                            'm',
                            'n',
                            'k',
                            'alpha',
                            'Aarray',
                            'lda',
                            'Barray',
                            'ldb',
                            'beta',
                            'Carray',
                            'ldc',
                            'batchCount'),
                           'struct cublasContext*,enum None,enum None,long,long,long,struct '
                           '__half*,struct __half*[],long,struct __half*[],long,struct '
                           '__half*,struct __half*[],long,long'),
 'cublasHgemmStridedBatched': ('cublasStatus_t cublasHgemmStridedBatched(cublasHandle_t handle, '
                               'cublasOperation_t transa, cublasOperation_t transb, int m, int n, '
                               'int k, const __half *alpha, const __half *A, int lda, long long '
                               'int strideA, const __half *B, int ldb, long long int strideB, '
                               'const __half *beta, __half *C, int ldc, long long int strideC, int '
                               'batchCount);',
                               ('handle',
                                'transa',
                                'transb',
                                'm',
                                'n',
                                'k',
                                'alpha',
                                'A',
                                'lda',
                                'strideA',
                                'B',
                                'ldb',
                                'strideB',
                                'beta',
                                'C',
                                'ldc',
                                'strideC',
                                'batchCount'),
                               'struct cublasContext*,enum None,enum None,int,int,int,struct '
                               '__half*,struct __half*,int,long long int,struct __half*,int,long '
                               'long int,struct __half*,struct __half*,int,long long int,int'),
 'cublasHgemmStridedBatched_64': ('cublasStatus_t cublasHgemmStridedBatched_64(cublasHandle_t '
                                  'handle, cublasOperation_t transa, cublasOperation_t transb, '
                                  'int64_t m, int64_t n, int64_t k, const __half *alpha, const '
                                  '__half *A, int64_t lda, long long int strideA, const __half *B, '
                                  'int64_t ldb, long long int strideB, const __half *beta, __half '
                                  '*C, int64_t ldc, long long int strideC, int64_t batchCount);',
                                  ('handle',
                                   'transa',
                                   'transb',
                                   'm',
                                   'n',
                                   'k',
                                   'alpha',
                                   'A',
                                   'lda',
                                   'strideA',
                                   'B',
                                   'ldb',
                                   'strideB',
                                   'beta',
                                   'C',
                                   'ldc',
                                   'strideC',
                                   'batchCount'),
                                  'struct cublasContext*,enum None,enum None,long,long,long,struct '
                                  '__half*,struct __half*,long,long long int,struct '
                                  '__half*,long,long long int,struct __half*,struct '
                                  '__half*,long,long long int,long'),
 'cublasHgemm_64': ('cublasStatus_t cublasHgemm_64(cublasHandle_t handle, cublasOperation_t '
                    'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                    '__half *alpha, const __half *A, int64_t lda, const __half *B, int64_t ldb, '
                    'const __half *beta, __half *C, int64_t ldc);',
                    ('handle',
                     'transa',
                     'transb',
                     'm',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,long,long,long,struct '
                    '__half*,struct __half*,long,struct __half*,long,struct __half*,struct '
                    '__half*,long'),
 'cublasIamaxEx': ('cublasStatus_t cublasIamaxEx(cublasHandle_t handle, int n, const void *x, '
                   'cudaDataType xType, int incx, int *result);',
                   ('handle', 'n', 'x', 'xType', 'incx', 'result'),
                   'struct cublasContext*,int,void*,enum cudaDataType_t,int,int*'),
 'cublasIamaxEx_64': ('cublasStatus_t cublasIamaxEx_64(cublasHandle_t handle, int64_t n, const '
                      'void *x, cudaDataType xType, int64_t incx, int64_t *result);',
                      ('handle', 'n', 'x', 'xType', 'incx', 'result'),
                      'struct cublasContext*,long,void*,enum cudaDataType_t,long,long*'),
 'cublasIaminEx': ('cublasStatus_t cublasIaminEx(cublasHandle_t handle, int n, const void *x, '
                   'cudaDataType xType, int incx, int *result);',
                   ('handle', 'n', 'x', 'xType', 'incx', 'result'),
                   'struct cublasContext*,int,void*,enum cudaDataType_t,int,int*'),
 'cublasIaminEx_64': ('cublasStatus_t cublasIaminEx_64(cublasHandle_t handle, int64_t n, const '
                      'void *x, cudaDataType xType, int64_t incx, int64_t *result);',
                      ('handle', 'n', 'x', 'xType', 'incx', 'result'),
                      'struct cublasContext*,long,void*,enum cudaDataType_t,long,long*'),
 'cublasIcamax': ('int cublasIcamax(int n, const cuComplex *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,struct float2*,int'),
 'cublasIcamax_v2': ('cublasStatus_t cublasIcamax_v2(cublasHandle_t handle, int n, const cuComplex '
                     '*x, int incx, int *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,struct float2*,int,int*'),
 'cublasIcamax_v2_64': ('cublasStatus_t cublasIcamax_v2_64(cublasHandle_t handle, int64_t n, const '
                        'cuComplex *x, int64_t incx, int64_t *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,struct float2*,long,long*'),
 'cublasIcamin': ('int cublasIcamin(int n, const cuComplex *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,struct float2*,int'),
 'cublasIcamin_v2': ('cublasStatus_t cublasIcamin_v2(cublasHandle_t handle, int n, const cuComplex '
                     '*x, int incx, int *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,struct float2*,int,int*'),
 'cublasIcamin_v2_64': ('cublasStatus_t cublasIcamin_v2_64(cublasHandle_t handle, int64_t n, const '
                        'cuComplex *x, int64_t incx, int64_t *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,struct float2*,long,long*'),
 'cublasIdamax': ('int cublasIdamax(int n, const double *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,double*,int'),
 'cublasIdamax_v2': ('cublasStatus_t cublasIdamax_v2(cublasHandle_t handle, int n, const double '
                     '*x, int incx, int *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,double*,int,int*'),
 'cublasIdamax_v2_64': ('cublasStatus_t cublasIdamax_v2_64(cublasHandle_t handle, int64_t n, const '
                        'double *x, int64_t incx, int64_t *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,double*,long,long*'),
 'cublasIdamin': ('int cublasIdamin(int n, const double *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,double*,int'),
 'cublasIdamin_v2': ('cublasStatus_t cublasIdamin_v2(cublasHandle_t handle, int n, const double '
                     '*x, int incx, int *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,double*,int,int*'),
 'cublasIdamin_v2_64': ('cublasStatus_t cublasIdamin_v2_64(cublasHandle_t handle, int64_t n, const '
                        'double *x, int64_t incx, int64_t *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,double*,long,long*'),
 'cublasInit': ('cublasStatus_t cublasInit(void);', (), ''),
 'cublasIsamax': ('int cublasIsamax(int n, const float *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,float*,int'),
 'cublasIsamax_v2': ('cublasStatus_t cublasIsamax_v2(cublasHandle_t handle, int n, const float *x, '
                     'int incx, int *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,float*,int,int*'),
 'cublasIsamax_v2_64': ('cublasStatus_t cublasIsamax_v2_64(cublasHandle_t handle, int64_t n, const '
                        'float *x, int64_t incx, int64_t *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,float*,long,long*'),
 'cublasIsamin': ('int cublasIsamin(int n, const float *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,float*,int'),
 'cublasIsamin_v2': ('cublasStatus_t cublasIsamin_v2(cublasHandle_t handle, int n, const float *x, '
                     'int incx, int *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,float*,int,int*'),
 'cublasIsamin_v2_64': ('cublasStatus_t cublasIsamin_v2_64(cublasHandle_t handle, int64_t n, const '
                        'float *x, int64_t incx, int64_t *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,float*,long,long*'),
 'cublasIzamax': ('int cublasIzamax(int n, const cuDoubleComplex *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,struct double2*,int'),
 'cublasIzamax_v2': ('cublasStatus_t cublasIzamax_v2(cublasHandle_t handle, int n, const '
                     'cuDoubleComplex *x, int incx, int *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,struct double2*,int,int*'),
 'cublasIzamax_v2_64': ('cublasStatus_t cublasIzamax_v2_64(cublasHandle_t handle, int64_t n, const '
                        'cuDoubleComplex *x, int64_t incx, int64_t *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,struct double2*,long,long*'),
 'cublasIzamin': ('int cublasIzamin(int n, const cuDoubleComplex *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,struct double2*,int'),
 'cublasIzamin_v2': ('cublasStatus_t cublasIzamin_v2(cublasHandle_t handle, int n, const '
                     'cuDoubleComplex *x, int incx, int *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,struct double2*,int,int*'),
 'cublasIzamin_v2_64': ('cublasStatus_t cublasIzamin_v2_64(cublasHandle_t handle, int64_t n, const '
                        'cuDoubleComplex *x, int64_t incx, int64_t *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,struct double2*,long,long*'),
 'cublasLoggerConfigure': ('cublasStatus_t cublasLoggerConfigure(int logIsOn, int logToStdOut, int '
                           'logToStdErr, const char *logFileName);',
                           ('logIsOn', 'logToStdOut', 'logToStdErr', 'logFileName'),
                           'int,int,int,char*'),
 'cublasNrm2Ex': ('cublasStatus_t cublasNrm2Ex(cublasHandle_t handle, int n, const void *x, '
                  'cudaDataType xType, int incx, void *result, cudaDataType resultType, '
                  'cudaDataType executionType);',
                  ('handle', 'n', 'x', 'xType', 'incx', 'result', 'resultType', 'executionType'),
                  'struct cublasContext*,int,void*,enum cudaDataType_t,int,void*,enum '
                  'cudaDataType_t,enum cudaDataType_t'),
 'cublasNrm2Ex_64': ('cublasStatus_t cublasNrm2Ex_64(cublasHandle_t handle, int64_t n, const void '
                     '*x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, '
                     'cudaDataType executionType);',
                     ('handle', 'n', 'x', 'xType', 'incx', 'result', 'resultType', 'executionType'),
                     'struct cublasContext*,long,void*,enum cudaDataType_t,long,void*,enum '
                     'cudaDataType_t,enum cudaDataType_t'),
 'cublasRotEx': ('cublasStatus_t cublasRotEx(cublasHandle_t handle, int n, void *x, cudaDataType '
                 'xType, int incx, void *y, cudaDataType yType, int incy, const void *c, const '
                 'void *s, cudaDataType csType, cudaDataType executiontype);',
                 ('handle',
                  'n',
                  'x',
                  'xType',
                  'incx',
                  'y',
                  'yType',
                  'incy',
                  'c',
                  's',
                  'csType',
                  'executiontype'),
                 'struct cublasContext*,int,void*,enum cudaDataType_t,int,void*,enum '
                 'cudaDataType_t,int,void*,void*,enum cudaDataType_t,enum cudaDataType_t'),
 'cublasRotEx_64': ('cublasStatus_t cublasRotEx_64(cublasHandle_t handle, int64_t n, void *x, '
                    'cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, '
                    'const void *c, const void *s, cudaDataType csType, cudaDataType '
                    'executiontype);',
                    ('handle',
                     'n',
                     'x',
                     'xType',
                     'incx',
                     'y',
                     'yType',
                     'incy',
                     'c',
                     's',
                     'csType',
                     'executiontype'),
                    'struct cublasContext*,long,void*,enum cudaDataType_t,long,void*,enum '
                    'cudaDataType_t,long,void*,void*,enum cudaDataType_t,enum cudaDataType_t'),
 'cublasRotgEx': ('cublasStatus_t cublasRotgEx(cublasHandle_t handle, void *a, void *b, '
                  'cudaDataType abType, void *c, void *s, cudaDataType csType, cudaDataType '
                  'executiontype);',
                  ('handle', 'a', 'b', 'abType', 'c', 's', 'csType', 'executiontype'),
                  'struct cublasContext*,void*,void*,enum cudaDataType_t,void*,void*,enum '
                  'cudaDataType_t,enum cudaDataType_t'),
 'cublasRotmEx': ('cublasStatus_t cublasRotmEx(cublasHandle_t handle, int n, void *x, cudaDataType '
                  'xType, int incx, void *y, cudaDataType yType, int incy, const void *param, '
                  'cudaDataType paramType, cudaDataType executiontype);',
                  ('handle',
                   'n',
                   'x',
                   'xType',
                   'incx',
                   'y',
                   'yType',
                   'incy',
                   'param',
                   'paramType',
                   'executiontype'),
                  'struct cublasContext*,int,void*,enum cudaDataType_t,int,void*,enum '
                  'cudaDataType_t,int,void*,enum cudaDataType_t,enum cudaDataType_t'),
 'cublasRotmEx_64': ('cublasStatus_t cublasRotmEx_64(cublasHandle_t handle, int64_t n, void *x, '
                     'cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, '
                     'const void *param, cudaDataType paramType, cudaDataType executiontype);',
                     ('handle',
                      'n',
                      'x',
                      'xType',
                      'incx',
                      'y',
                      'yType',
                      'incy',
                      'param',
                      'paramType',
                      'executiontype'),
                     'struct cublasContext*,long,void*,enum cudaDataType_t,long,void*,enum '
                     'cudaDataType_t,long,void*,enum cudaDataType_t,enum cudaDataType_t'),
 'cublasRotmgEx': ('cublasStatus_t cublasRotmgEx(cublasHandle_t handle, void *d1, cudaDataType '
                   'd1Type, void *d2, cudaDataType d2Type, void *x1, cudaDataType x1Type, const '
                   'void *y1, cudaDataType y1Type, void *param, cudaDataType paramType, '
                   'cudaDataType executiontype);',
                   ('handle',
                    'd1',
                    'd1Type',
                    'd2',
                    'd2Type',
                    'x1',
                    'x1Type',
                    'y1',
                    'y1Type',
                    'param',
                    'paramType',
                    'executiontype'),
                   'struct cublasContext*,void*,enum cudaDataType_t,void*,enum '
                   'cudaDataType_t,void*,enum cudaDataType_t,void*,enum cudaDataType_t,void*,enum '
                   'cudaDataType_t,enum cudaDataType_t'),
 'cublasSasum': ('float cublasSasum(int n, const float *x, int incx);',
                 ('n', 'x', 'incx'),
                 'int,float*,int'),
 'cublasSasum_v2': ('cublasStatus_t cublasSasum_v2(cublasHandle_t handle, int n, const float *x, '
                    'int incx, float *result);',
                    ('handle', 'n', 'x', 'incx', 'result'),
                    'struct cublasContext*,int,float*,int,float*'),
 'cublasSasum_v2_64': ('cublasStatus_t cublasSasum_v2_64(cublasHandle_t handle, int64_t n, const '
                       'float *x, int64_t incx, float *result);',
                       ('handle', 'n', 'x', 'incx', 'result'),
                       'struct cublasContext*,long,float*,long,float*'),
 'cublasSaxpy': ('void cublasSaxpy(int n, float alpha, const float *x, int incx, float *y, int '
                 'incy);',
                 ('n', 'alpha', 'x', 'incx', 'y', 'incy'),
                 'int,float,float*,int,float*,int'),
 'cublasSaxpy_v2': ('cublasStatus_t cublasSaxpy_v2(cublasHandle_t handle, int n, const float '
                    '*alpha, const float *x, int incx, float *y, int incy);',
                    ('handle', 'n', 'alpha', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,float*,float*,int,float*,int'),
 'cublasSaxpy_v2_64': ('cublasStatus_t cublasSaxpy_v2_64(cublasHandle_t handle, int64_t n, const '
                       'float *alpha, const float *x, int64_t incx, float *y, int64_t incy);',
                       ('handle', 'n', 'alpha', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,float*,float*,long,float*,long'),
 'cublasScalEx': ('cublasStatus_t cublasScalEx(cublasHandle_t handle, int n, const void *alpha, '
                  'cudaDataType alphaType, void *x, cudaDataType xType, int incx, cudaDataType '
                  'executionType);',
                  ('handle', 'n', 'alpha', 'alphaType', 'x', 'xType', 'incx', 'executionType'),
                  'struct cublasContext*,int,void*,enum cudaDataType_t,void*,enum '
                  'cudaDataType_t,int,enum cudaDataType_t'),
 'cublasScalEx_64': ('cublasStatus_t cublasScalEx_64(cublasHandle_t handle, int64_t n, const void '
                     '*alpha, cudaDataType alphaType, void *x, cudaDataType xType, int64_t incx, '
                     'cudaDataType executionType);',
                     ('handle', 'n', 'alpha', 'alphaType', 'x', 'xType', 'incx', 'executionType'),
                     'struct cublasContext*,long,void*,enum cudaDataType_t,void*,enum '
                     'cudaDataType_t,long,enum cudaDataType_t'),
 'cublasScasum': ('float cublasScasum(int n, const cuComplex *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,struct float2*,int'),
 'cublasScasum_v2': ('cublasStatus_t cublasScasum_v2(cublasHandle_t handle, int n, const cuComplex '
                     '*x, int incx, float *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,struct float2*,int,float*'),
 'cublasScasum_v2_64': ('cublasStatus_t cublasScasum_v2_64(cublasHandle_t handle, int64_t n, const '
                        'cuComplex *x, int64_t incx, float *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,struct float2*,long,float*'),
 'cublasScnrm2': ('float cublasScnrm2(int n, const cuComplex *x, int incx);',
                  ('n', 'x', 'incx'),
                  'int,struct float2*,int'),
 'cublasScnrm2_v2': ('cublasStatus_t cublasScnrm2_v2(cublasHandle_t handle, int n, const cuComplex '
                     '*x, int incx, float *result);',
                     ('handle', 'n', 'x', 'incx', 'result'),
                     'struct cublasContext*,int,struct float2*,int,float*'),
 'cublasScnrm2_v2_64': ('cublasStatus_t cublasScnrm2_v2_64(cublasHandle_t handle, int64_t n, const '
                        'cuComplex *x, int64_t incx, float *result);',
                        ('handle', 'n', 'x', 'incx', 'result'),
                        'struct cublasContext*,long,struct float2*,long,float*'),
 'cublasScopy': ('void cublasScopy(int n, const float *x, int incx, float *y, int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,float*,int,float*,int'),
 'cublasScopy_v2': ('cublasStatus_t cublasScopy_v2(cublasHandle_t handle, int n, const float *x, '
                    'int incx, float *y, int incy);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,float*,int,float*,int'),
 'cublasScopy_v2_64': ('cublasStatus_t cublasScopy_v2_64(cublasHandle_t handle, int64_t n, const '
                       'float *x, int64_t incx, float *y, int64_t incy);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,float*,long,float*,long'),
 'cublasSdgmm': ('cublasStatus_t cublasSdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, '
                 'int n, const float *A, int lda, const float *x, int incx, float *C, int ldc);',
                 ('handle', 'mode', 'm', 'n', 'A', 'lda', 'x', 'incx', 'C', 'ldc'),
                 'struct cublasContext*,enum None,int,int,float*,int,float*,int,float*,int'),
 'cublasSdgmm_64': ('cublasStatus_t cublasSdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, '
                    'int64_t m, int64_t n, const float *A, int64_t lda, const float *x, int64_t '
                    'incx, float *C, int64_t ldc);',
                    ('handle', 'mode', 'm', 'n', 'A', 'lda', 'x', 'incx', 'C', 'ldc'),
                    'struct cublasContext*,enum '
                    'None,long,long,float*,long,float*,long,float*,long'),
 'cublasSdot': ('float cublasSdot(int n, const float *x, int incx, const float *y, int incy);',
                ('n', 'x', 'incx', 'y', 'incy'),
                'int,float*,int,float*,int'),
 'cublasSdot_v2': ('cublasStatus_t cublasSdot_v2(cublasHandle_t handle, int n, const float *x, int '
                   'incx, const float *y, int incy, float *result);',
                   ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                   'struct cublasContext*,int,float*,int,float*,int,float*'),
 'cublasSdot_v2_64': ('cublasStatus_t cublasSdot_v2_64(cublasHandle_t handle, int64_t n, const '
                      'float *x, int64_t incx, const float *y, int64_t incy, float *result);',
                      ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                      'struct cublasContext*,long,float*,long,float*,long,float*'),
 'cublasSetAtomicsMode': ('cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, '
                          'cublasAtomicsMode_t mode);',
                          ('handle', 'mode'),
                          'struct cublasContext*,enum None'),
 'cublasSetEmulationStrategy': ('cublasStatus_t cublasSetEmulationStrategy(cublasHandle_t handle, '
                                'cublasEmulationStrategy_t emulationStrategy);',
                                ('handle', 'emulationStrategy'),
                                'struct cublasContext*,enum None'),
 'cublasSetKernelStream': ('cublasStatus_t cublasSetKernelStream(cudaStream_t stream);',
                           ('stream',),
                           'struct CUstream_st*'),
 'cublasSetLoggerCallback': ('cublasStatus_t cublasSetLoggerCallback(cublasLogCallback '
                             'userCallback);',
                             ('userCallback',),
                             'fn(char*)->void*'),
 'cublasSetMathMode': ('cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t '
                       'mode);',
                       ('handle', 'mode'),
                       'struct cublasContext*,enum None'),
 'cublasSetMatrix': ('cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void '
                     '*A, int lda, void *B, int ldb);',
                     ('rows', 'cols', 'elemSize', 'A', 'lda', 'B', 'ldb'),
                     'int,int,int,void*,int,void*,int'),
 'cublasSetMatrixAsync': ('cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, '
                          'const void *A, int lda, void *B, int ldb, cudaStream_t stream);',
                          ('rows', 'cols', 'elemSize', 'A', 'lda', 'B', 'ldb', 'stream'),
                          'int,int,int,void*,int,void*,int,struct CUstream_st*'),
 'cublasSetMatrixAsync_64': ('cublasStatus_t cublasSetMatrixAsync_64(int64_t rows, int64_t cols, '
                             'int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, '
                             'cudaStream_t stream);',
                             ('rows', 'cols', 'elemSize', 'A', 'lda', 'B', 'ldb', 'stream'),
                             'long,long,long,void*,long,void*,long,struct CUstream_st*'),
 'cublasSetMatrix_64': ('cublasStatus_t cublasSetMatrix_64(int64_t rows, int64_t cols, int64_t '
                        'elemSize, const void *A, int64_t lda, void *B, int64_t ldb);',
                        ('rows', 'cols', 'elemSize', 'A', 'lda', 'B', 'ldb'),
                        'long,long,long,void*,long,void*,long'),
 'cublasSetPointerMode_v2': ('cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, '
                             'cublasPointerMode_t mode);',
                             ('handle', 'mode'),
                             'struct cublasContext*,enum None'),
 'cublasSetSmCountTarget': ('cublasStatus_t cublasSetSmCountTarget(cublasHandle_t handle, int '
                            'smCountTarget);',
                            ('handle', 'smCountTarget'),
                            'struct cublasContext*,int'),
 'cublasSetStream_v2': ('cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t '
                        'streamId);',
                        ('handle', 'streamId'),
                        'struct cublasContext*,struct CUstream_st*'),
 'cublasSetVector': ('cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, '
                     'void *devicePtr, int incy);',
                     ('n', 'elemSize', 'x', 'incx', 'devicePtr', 'incy'),
                     'int,int,void*,int,void*,int'),
 'cublasSetVectorAsync': ('cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void '
                          '*hostPtr, int incx, void *devicePtr, int incy, cudaStream_t stream);',
                          ('n', 'elemSize', 'hostPtr', 'incx', 'devicePtr', 'incy', 'stream'),
                          'int,int,void*,int,void*,int,struct CUstream_st*'),
 'cublasSetVectorAsync_64': ('cublasStatus_t cublasSetVectorAsync_64(int64_t n, int64_t elemSize, '
                             'const void *hostPtr, int64_t incx, void *devicePtr, int64_t incy, '
                             'cudaStream_t stream);',
                             ('n', 'elemSize', 'hostPtr', 'incx', 'devicePtr', 'incy', 'stream'),
                             'long,long,void*,long,void*,long,struct CUstream_st*'),
 'cublasSetVector_64': ('cublasStatus_t cublasSetVector_64(int64_t n, int64_t elemSize, const void '
                        '*x, int64_t incx, void *devicePtr, int64_t incy);',
                        ('n', 'elemSize', 'x', 'incx', 'devicePtr', 'incy'),
                        'long,long,void*,long,void*,long'),
 'cublasSetWorkspace_v2': ('cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void '
                           '*workspace, size_t workspaceSizeInBytes);',
                           ('handle', 'workspace', 'workspaceSizeInBytes'),
                           'struct cublasContext*,void*,unsigned long'),
 'cublasSgbmv': ('void cublasSgbmv(char trans, int m, int n, int kl, int ku, float alpha, const '
                 'float *A, int lda, const float *x, int incx, float beta, float *y, int incy);',
                 ('trans',
                  'm',
                  'n',
                  'kl',
                  'ku',
                  'alpha',
                  'A',
                  'lda',
                  'x',
                  'incx',
                  'beta',
                  'y',
                  'incy'),
                 'char,int,int,int,int,float,float*,int,float*,int,float,float*,int'),
 'cublasSgbmv_v2': ('cublasStatus_t cublasSgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, '
                    'int m, int n, int kl, int ku, const float *alpha, const float *A, int lda, '
                    'const float *x, int incx, const float *beta, float *y, int incy);',
                    ('handle',
                     'trans',
                     'm',
                     'n',
                     'kl',
                     'ku',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum '
                    'None,int,int,int,int,float*,float*,int,float*,int,float*,float*,int'),
 'cublasSgbmv_v2_64': ('cublasStatus_t cublasSgbmv_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const float *alpha, '
                       'const float *A, int64_t lda, const float *x, int64_t incx, const float '
                       '*beta, float *y, int64_t incy);',
                       ('handle',
                        'trans',
                        'm',
                        'n',
                        'kl',
                        'ku',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum '
                       'None,long,long,long,long,float*,float*,long,float*,long,float*,float*,long'),
 'cublasSgeam': ('cublasStatus_t cublasSgeam(cublasHandle_t handle, cublasOperation_t transa, '
                 'cublasOperation_t transb, int m, int n, const float *alpha, const float *A, int '
                 'lda, const float *beta, const float *B, int ldb, float *C, int ldc);',
                 ('handle',
                  'transa',
                  'transb',
                  'm',
                  'n',
                  'alpha',
                  'A',
                  'lda',
                  'beta',
                  'B',
                  'ldb',
                  'C',
                  'ldc'),
                 'struct cublasContext*,enum None,enum '
                 'None,int,int,float*,float*,int,float*,float*,int,float*,int'),
 'cublasSgeam_64': ('cublasStatus_t cublasSgeam_64(cublasHandle_t handle, cublasOperation_t '
                    'transa, cublasOperation_t transb, int64_t m, int64_t n, const float *alpha, '
                    'const float *A, int64_t lda, const float *beta, const float *B, int64_t ldb, '
                    'float *C, int64_t ldc);',
                    ('handle',
                     'transa',
                     'transb',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'beta',
                     'B',
                     'ldb',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum '
                    'None,long,long,float*,float*,long,float*,float*,long,float*,long'),
 'cublasSgelsBatched': ('cublasStatus_t cublasSgelsBatched(cublasHandle_t handle, '
                        'cublasOperation_t trans, int m, int n, int nrhs, float * const Aarray[], '
                        'int lda, float * const Carray[], int ldc, int *info, int *devInfoArray, '
                        'int batchSize);',
                        ('handle',
                         'trans',
                         'm',
                         'n',
                         'nrhs',
                         'Aarray',
                         'lda',
                         'Carray',
                         'ldc',
                         'info',
                         'devInfoArray',
                         'batchSize'),
                        'struct cublasContext*,enum '
                        'None,int,int,int,float*[],int,float*[],int,int*,int*,int'),
 'cublasSgemm': ('void cublasSgemm(char transa, char transb, int m, int n, int k, float alpha, '
                 'const float *A, int lda, const float *B, int ldb, float beta, float *C, int '
                 'ldc);',
                 ('transa',
                  'transb',
                  'm',
                  'n',
                  'k',
                  'alpha',
                  'A',
                  'lda',
                  'B',
                  'ldb',
                  'beta',
                  'C',
                  'ldc'),
                 'char,char,int,int,int,float,float*,int,float*,int,float,float*,int'),
 'cublasSgemmBatched': ('cublasStatus_t cublasSgemmBatched(cublasHandle_t handle, '
                        'cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, '
                        'const float *alpha, const float * const Aarray[], int lda, const float * '
                        'const Barray[], int ldb, const float *beta, float * const Carray[], int '
                        'ldc, int batchCount);',
                        ('handle',
                         'transa',
                         'transb',
                         'm',
                         'n',
                         'k',
                         'alpha',
                         'Aarray',
                         'lda',
                         'Barray',
                         'ldb',
                         'beta',
                         'Carray',
                         'ldc',
                         'batchCount'),
                        'struct cublasContext*,enum None,enum '
                        'None,int,int,int,float*,float*[],int,float*[],int,float*,float*[],int,int'),
 'cublasSgemmBatched_64': ('cublasStatus_t cublasSgemmBatched_64(cublasHandle_t handle, '
                           'cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t '
                           'n, int64_t k, const float *alpha, const float * const Aarray[], '
                           'int64_t lda, const float * const Barray[], int64_t ldb, const float '
                           '*beta, float * const Carray[], int64_t ldc, int64_t batchCount);',
                           ('handle',
                            'transa',
                            'transb',
                            'm',
                            'n',
                            'k',
                            'alpha',
                            'Aarray',
                            'lda',
                            'Barray',
                            'ldb',
                            'beta',
                            'Carray',
                            'ldc',
                            'batchCount'),
                           'struct cublasContext*,enum None,enum '
                           'None,long,long,long,float*,float*[],long,float*[],long,float*,float*[],long,long'),
 'cublasSgemmEx': ('cublasStatus_t cublasSgemmEx(cublasHandle_t handle, cublasOperation_t transa, '
                   'cublasOperation_t transb, int m, int n, int k, const float *alpha, const void '
                   '*A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, '
                   'const float *beta, void *C, cudaDataType Ctype, int ldc);',
                   ('handle',
                    'transa',
                    'transb',
                    'm',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'Atype',
                    'lda',
                    'B',
                    'Btype',
                    'ldb',
                    'beta',
                    'C',
                    'Ctype',
                    'ldc'),
                   'struct cublasContext*,enum None,enum None,int,int,int,float*,void*,enum '
                   'cudaDataType_t,int,void*,enum cudaDataType_t,int,float*,void*,enum '
                   'cudaDataType_t,int'),
 'cublasSgemmEx_64': ('cublasStatus_t cublasSgemmEx_64(cublasHandle_t handle, cublasOperation_t '
                      'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                      'float *alpha, const void *A, cudaDataType Atype, int64_t lda, const void '
                      '*B, cudaDataType Btype, int64_t ldb, const float *beta, void *C, '
                      'cudaDataType Ctype, int64_t ldc);',
                      ('handle',
                       'transa',
                       'transb',
                       'm',
                       'n',
                       'k',
                       'alpha',
                       'A',
                       'Atype',
                       'lda',
                       'B',
                       'Btype',
                       'ldb',
                       'beta',
                       'C',
                       'Ctype',
                       'ldc'),
                      'struct cublasContext*,enum None,enum None,long,long,long,float*,void*,enum '
                      'cudaDataType_t,long,void*,enum cudaDataType_t,long,float*,void*,enum '
                      'cudaDataType_t,long'),
 'cublasSgemmGroupedBatched': ('cublasStatus_t cublasSgemmGroupedBatched(cublasHandle_t handle, '
                               'const cublasOperation_t transa_array[], const cublasOperation_t '
                               'transb_array[], const int m_array[], const int n_array[], const '
                               'int k_array[], const float alpha_array[], const float * const '
                               'Aarray[], const int lda_array[], const float * const Barray[], '
                               'const int ldb_array[], const float beta_array[], float * const '
                               'Carray[], const int ldc_array[], int group_count, const int '
                               'group_size[]);',
                               ('handle',
                                'transa_array',
                                'transb_array',
                                'm_array',
                                'n_array',
                                'k_array',
                                'alpha_array',
                                'Aarray',
                                'lda_array',
                                'Barray',
                                'ldb_array',
                                'beta_array',
                                'Carray',
                                'ldc_array',
                                'group_count',
                                'group_size'),
                               'struct cublasContext*,enum None[],enum '
                               'None[],int[],int[],int[],float[],float*[],int[],float*[],int[],float[],float*[],int[],int,int[]'),
 'cublasSgemmGroupedBatched_64': ('cublasStatus_t cublasSgemmGroupedBatched_64(cublasHandle_t '
                                  'handle, const cublasOperation_t transa_array[], const '
                                  'cublasOperation_t transb_array[], const int64_t m_array[], '
                                  'const int64_t n_array[], const int64_t k_array[], const float '
                                  'alpha_array[], const float * const Aarray[], const int64_t '
                                  'lda_array[], const float * const Barray[], const int64_t '
                                  'ldb_array[], const float beta_array[], float * const Carray[], '
                                  'const int64_t ldc_array[], int64_t group_count, const int64_t '
                                  'group_size[]);',
                                  ('handle',
                                   'transa_array',
                                   'transb_array',
                                   'm_array',
                                   'n_array',
                                   'k_array',
                                   'alpha_array',
                                   'Aarray',
                                   'lda_array',
                                   'Barray',
                                   'ldb_array',
                                   'beta_array',
                                   'Carray',
                                   'ldc_array',
                                   'group_count',
                                   'group_size'),
                                  'struct cublasContext*,enum None[],enum '
                                  'None[],long[],long[],long[],float[],float*[],long[],float*[],long[],float[],float*[],long[],long,long[]'),
 'cublasSgemmStridedBatched': ('cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t handle, '
                               'cublasOperation_t transa, cublasOperation_t transb, int m, int n, '
                               'int k, const float *alpha, const float *A, int lda, long long int '
                               'strideA, const float *B, int ldb, long long int strideB, const '
                               'float *beta, float *C, int ldc, long long int strideC, int '
                               'batchCount);',
                               ('handle',
                                'transa',
                                'transb',
                                'm',
                                'n',
                                'k',
                                'alpha',
                                'A',
                                'lda',
                                'strideA',
                                'B',
                                'ldb',
                                'strideB',
                                'beta',
                                'C',
                                'ldc',
                                'strideC',
                                'batchCount'),
                               'struct cublasContext*,enum None,enum '
                               'None,int,int,int,float*,float*,int,long long int,float*,int,long '
                               'long int,float*,float*,int,long long int,int'),
 'cublasSgemmStridedBatched_64': ('cublasStatus_t cublasSgemmStridedBatched_64(cublasHandle_t '
                                  'handle, cublasOperation_t transa, cublasOperation_t transb, '
                                  'int64_t m, int64_t n, int64_t k, const float *alpha, const '
                                  'float *A, int64_t lda, long long int strideA, const float *B, '
                                  'int64_t ldb, long long int strideB, const float *beta, float '
                                  '*C, int64_t ldc, long long int strideC, int64_t batchCount);',
                                  ('handle',
                                   'transa',
                                   'transb',
                                   'm',
                                   'n',
                                   'k',
                                   'alpha',
                                   'A',
                                   'lda',
                                   'strideA',
                                   'B',
                                   'ldb',
                                   'strideB',
                                   'beta',
                                   'C',
                                   'ldc',
                                   'strideC',
                                   'batchCount'),
                                  'struct cublasContext*,enum None,enum '
                                  'None,long,long,long,float*,float*,long,long long '
                                  'int,float*,long,long long int,float*,float*,long,long long '
                                  'int,long'),
 'cublasSgemm_v2': ('cublasStatus_t cublasSgemm_v2(cublasHandle_t handle, cublasOperation_t '
                    'transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, '
                    'const float *A, int lda, const float *B, int ldb, const float *beta, float '
                    '*C, int ldc);',
                    ('handle',
                     'transa',
                     'transb',
                     'm',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum '
                    'None,int,int,int,float*,float*,int,float*,int,float*,float*,int'),
 'cublasSgemm_v2_64': ('cublasStatus_t cublasSgemm_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                       'float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, '
                       'const float *beta, float *C, int64_t ldc);',
                       ('handle',
                        'transa',
                        'transb',
                        'm',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum '
                       'None,long,long,long,float*,float*,long,float*,long,float*,float*,long'),
 'cublasSgemv': ('void cublasSgemv(char trans, int m, int n, float alpha, const float *A, int lda, '
                 'const float *x, int incx, float beta, float *y, int incy);',
                 ('trans', 'm', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,int,float,float*,int,float*,int,float,float*,int'),
 'cublasSgemvBatched': ('cublasStatus_t cublasSgemvBatched(cublasHandle_t handle, '
                        'cublasOperation_t trans, int m, int n, const float *alpha, const float * '
                        'const Aarray[], int lda, const float * const xarray[], int incx, const '
                        'float *beta, float * const yarray[], int incy, int batchCount);',
                        ('handle',
                         'trans',
                         'm',
                         'n',
                         'alpha',
                         'Aarray',
                         'lda',
                         'xarray',
                         'incx',
                         'beta',
                         'yarray',
                         'incy',
                         'batchCount'),
                        'struct cublasContext*,enum '
                        'None,int,int,float*,float*[],int,float*[],int,float*,float*[],int,int'),
 'cublasSgemvBatched_64': ('cublasStatus_t cublasSgemvBatched_64(cublasHandle_t handle, '
                           'cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, '
                           'const float * const Aarray[], int64_t lda, const float * const '
                           'xarray[], int64_t incx, const float *beta, float * const yarray[], '
                           'int64_t incy, int64_t batchCount);',
                           ('handle',
                            'trans',
                            'm',
                            'n',
                            'alpha',
                            'Aarray',
                            'lda',
                            'xarray',
                            'incx',
                            'beta',
                            'yarray',
                            'incy',
                            'batchCount'),
                           'struct cublasContext*,enum '
                           'None,long,long,float*,float*[],long,float*[],long,float*,float*[],long,long'),
 'cublasSgemvStridedBatched': ('cublasStatus_t cublasSgemvStridedBatched(cublasHandle_t handle, '
                               'cublasOperation_t trans, int m, int n, const float *alpha, const '
                               'float *A, int lda, long long int strideA, const float *x, int '
                               'incx, long long int stridex, const float *beta, float *y, int '
                               'incy, long long int stridey, int batchCount);',
                               ('handle',
                                'trans',
                                'm',
                                'n',
                                'alpha',
                                'A',
                                'lda',
                                'strideA',
                                'x',
                                'incx',
                                'stridex',
                                'beta',
                                'y',
                                'incy',
                                'stridey',
                                'batchCount'),
                               'struct cublasContext*,enum None,int,int,float*,float*,int,long '
                               'long int,float*,int,long long int,float*,float*,int,long long '
                               'int,int'),
 'cublasSgemvStridedBatched_64': ('cublasStatus_t cublasSgemvStridedBatched_64(cublasHandle_t '
                                  'handle, cublasOperation_t trans, int64_t m, int64_t n, const '
                                  'float *alpha, const float *A, int64_t lda, long long int '
                                  'strideA, const float *x, int64_t incx, long long int stridex, '
                                  'const float *beta, float *y, int64_t incy, long long int '
                                  'stridey, int64_t batchCount);',
                                  ('handle',
                                   'trans',
                                   'm',
                                   'n',
                                   'alpha',
                                   'A',
                                   'lda',
                                   'strideA',
                                   'x',
                                   'incx',
                                   'stridex',
                                   'beta',
                                   'y',
                                   'incy',
                                   'stridey',
                                   'batchCount'),
                                  'struct cublasContext*,enum '
                                  'None,long,long,float*,float*,long,long long '
                                  'int,float*,long,long long int,float*,float*,long,long long '
                                  'int,long'),
 'cublasSgemv_v2': ('cublasStatus_t cublasSgemv_v2(cublasHandle_t handle, cublasOperation_t trans, '
                    'int m, int n, const float *alpha, const float *A, int lda, const float *x, '
                    'int incx, const float *beta, float *y, int incy);',
                    ('handle',
                     'trans',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum '
                    'None,int,int,float*,float*,int,float*,int,float*,float*,int'),
 'cublasSgemv_v2_64': ('cublasStatus_t cublasSgemv_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t '
                       'lda, const float *x, int64_t incx, const float *beta, float *y, int64_t '
                       'incy);',
                       ('handle',
                        'trans',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum '
                       'None,long,long,float*,float*,long,float*,long,float*,float*,long'),
 'cublasSgeqrfBatched': ('cublasStatus_t cublasSgeqrfBatched(cublasHandle_t handle, int m, int n, '
                         'float * const Aarray[], int lda, float * const TauArray[], int *info, '
                         'int batchSize);',
                         ('handle', 'm', 'n', 'Aarray', 'lda', 'TauArray', 'info', 'batchSize'),
                         'struct cublasContext*,int,int,float*[],int,float*[],int*,int'),
 'cublasSger': ('void cublasSger(int m, int n, float alpha, const float *x, int incx, const float '
                '*y, int incy, float *A, int lda);',
                ('m', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                'int,int,float,float*,int,float*,int,float*,int'),
 'cublasSger_v2': ('cublasStatus_t cublasSger_v2(cublasHandle_t handle, int m, int n, const float '
                   '*alpha, const float *x, int incx, const float *y, int incy, float *A, int '
                   'lda);',
                   ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                   'struct cublasContext*,int,int,float*,float*,int,float*,int,float*,int'),
 'cublasSger_v2_64': ('cublasStatus_t cublasSger_v2_64(cublasHandle_t handle, int64_t m, int64_t '
                      'n, const float *alpha, const float *x, int64_t incx, const float *y, '
                      'int64_t incy, float *A, int64_t lda);',
                      ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                      'struct cublasContext*,long,long,float*,float*,long,float*,long,float*,long'),
 'cublasSgetrfBatched': ('cublasStatus_t cublasSgetrfBatched(cublasHandle_t handle, int n, float * '
                         'const A[], int lda, int *P, int *info, int batchSize);',
                         ('handle', 'n', 'A', 'lda', 'P', 'info', 'batchSize'),
                         'struct cublasContext*,int,float*[],int,int*,int*,int'),
 'cublasSgetriBatched': ('cublasStatus_t cublasSgetriBatched(cublasHandle_t handle, int n, const '
                         'float * const A[], int lda, const int *P, float * const C[], int ldc, '
                         'int *info, int batchSize);',
                         ('handle', 'n', 'A', 'lda', 'P', 'C', 'ldc', 'info', 'batchSize'),
                         'struct cublasContext*,int,float*[],int,int*,float*[],int,int*,int'),
 'cublasSgetrsBatched': ('cublasStatus_t cublasSgetrsBatched(cublasHandle_t handle, '
                         'cublasOperation_t trans, int n, int nrhs, const float * const Aarray[], '
                         'int lda, const int *devIpiv, float * const Barray[], int ldb, int *info, '
                         'int batchSize);',
                         ('handle',
                          'trans',
                          'n',
                          'nrhs',
                          'Aarray',
                          'lda',
                          'devIpiv',
                          'Barray',
                          'ldb',
                          'info',
                          'batchSize'),
                         'struct cublasContext*,enum '
                         'None,int,int,float*[],int,int*,float*[],int,int*,int'),
 'cublasShutdown': ('cublasStatus_t cublasShutdown(void);', (), ''),
 'cublasSmatinvBatched': ('cublasStatus_t cublasSmatinvBatched(cublasHandle_t handle, int n, const '
                          'float * const A[], int lda, float * const Ainv[], int lda_inv, int '
                          '*info, int batchSize);',
                          ('handle', 'n', 'A', 'lda', 'Ainv', 'lda_inv', 'info', 'batchSize'),
                          'struct cublasContext*,int,float*[],int,float*[],int,int*,int'),
 'cublasSnrm2': ('float cublasSnrm2(int n, const float *x, int incx);',
                 ('n', 'x', 'incx'),
                 'int,float*,int'),
 'cublasSnrm2_v2': ('cublasStatus_t cublasSnrm2_v2(cublasHandle_t handle, int n, const float *x, '
                    'int incx, float *result);',
                    ('handle', 'n', 'x', 'incx', 'result'),
                    'struct cublasContext*,int,float*,int,float*'),
 'cublasSnrm2_v2_64': ('cublasStatus_t cublasSnrm2_v2_64(cublasHandle_t handle, int64_t n, const '
                       'float *x, int64_t incx, float *result);',
                       ('handle', 'n', 'x', 'incx', 'result'),
                       'struct cublasContext*,long,float*,long,float*'),
 'cublasSrot': ('void cublasSrot(int n, float *x, int incx, float *y, int incy, float sc, float '
                'ss);',
                ('n', 'x', 'incx', 'y', 'incy', 'sc', 'ss'),
                'int,float*,int,float*,int,float,float'),
 'cublasSrot_v2': ('cublasStatus_t cublasSrot_v2(cublasHandle_t handle, int n, float *x, int incx, '
                   'float *y, int incy, const float *c, const float *s);',
                   ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                   'struct cublasContext*,int,float*,int,float*,int,float*,float*'),
 'cublasSrot_v2_64': ('cublasStatus_t cublasSrot_v2_64(cublasHandle_t handle, int64_t n, float *x, '
                      'int64_t incx, float *y, int64_t incy, const float *c, const float *s);',
                      ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                      'struct cublasContext*,long,float*,long,float*,long,float*,float*'),
 'cublasSrotg': ('void cublasSrotg(float *sa, float *sb, float *sc, float *ss);',
                 ('sa', 'sb', 'sc', 'ss'),
                 'float*,float*,float*,float*'),
 'cublasSrotg_v2': ('cublasStatus_t cublasSrotg_v2(cublasHandle_t handle, float *a, float *b, '
                    'float *c, float *s);',
                    ('handle', 'a', 'b', 'c', 's'),
                    'struct cublasContext*,float*,float*,float*,float*'),
 'cublasSrotm': ('void cublasSrotm(int n, float *x, int incx, float *y, int incy, const float '
                 '*sparam);',
                 ('n', 'x', 'incx', 'y', 'incy', 'sparam'),
                 'int,float*,int,float*,int,float*'),
 'cublasSrotm_v2': ('cublasStatus_t cublasSrotm_v2(cublasHandle_t handle, int n, float *x, int '
                    'incx, float *y, int incy, const float *param);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy', 'param'),
                    'struct cublasContext*,int,float*,int,float*,int,float*'),
 'cublasSrotm_v2_64': ('cublasStatus_t cublasSrotm_v2_64(cublasHandle_t handle, int64_t n, float '
                       '*x, int64_t incx, float *y, int64_t incy, const float *param);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy', 'param'),
                       'struct cublasContext*,long,float*,long,float*,long,float*'),
 'cublasSrotmg': ('void cublasSrotmg(float *sd1, float *sd2, float *sx1, const float *sy1, float '
                  '*sparam);',
                  ('sd1', 'sd2', 'sx1', 'sy1', 'sparam'),
                  'float*,float*,float*,float*,float*'),
 'cublasSrotmg_v2': ('cublasStatus_t cublasSrotmg_v2(cublasHandle_t handle, float *d1, float *d2, '
                     'float *x1, const float *y1, float *param);',
                     ('handle', 'd1', 'd2', 'x1', 'y1', 'param'),
                     'struct cublasContext*,float*,float*,float*,float*,float*'),
 'cublasSsbmv': ('void cublasSsbmv(char uplo, int n, int k, float alpha, const float *A, int lda, '
                 'const float *x, int incx, float beta, float *y, int incy);',
                 ('uplo', 'n', 'k', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,int,float,float*,int,float*,int,float,float*,int'),
 'cublasSsbmv_v2': ('cublasStatus_t cublasSsbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, int k, const float *alpha, const float *A, int lda, const float *x, '
                    'int incx, const float *beta, float *y, int incy);',
                    ('handle',
                     'uplo',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum '
                    'None,int,int,float*,float*,int,float*,int,float*,float*,int'),
 'cublasSsbmv_v2_64': ('cublasStatus_t cublasSsbmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, int64_t k, const float *alpha, const float *A, int64_t '
                       'lda, const float *x, int64_t incx, const float *beta, float *y, int64_t '
                       'incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum '
                       'None,long,long,float*,float*,long,float*,long,float*,float*,long'),
 'cublasSscal': ('void cublasSscal(int n, float alpha, float *x, int incx);',
                 ('n', 'alpha', 'x', 'incx'),
                 'int,float,float*,int'),
 'cublasSscal_v2': ('cublasStatus_t cublasSscal_v2(cublasHandle_t handle, int n, const float '
                    '*alpha, float *x, int incx);',
                    ('handle', 'n', 'alpha', 'x', 'incx'),
                    'struct cublasContext*,int,float*,float*,int'),
 'cublasSscal_v2_64': ('cublasStatus_t cublasSscal_v2_64(cublasHandle_t handle, int64_t n, const '
                       'float *alpha, float *x, int64_t incx);',
                       ('handle', 'n', 'alpha', 'x', 'incx'),
                       'struct cublasContext*,long,float*,float*,long'),
 'cublasSspmv': ('void cublasSspmv(char uplo, int n, float alpha, const float *AP, const float *x, '
                 'int incx, float beta, float *y, int incy);',
                 ('uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,float,float*,float*,int,float,float*,int'),
 'cublasSspmv_v2': ('cublasStatus_t cublasSspmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const float *alpha, const float *AP, const float *x, int incx, const '
                    'float *beta, float *y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum '
                    'None,int,float*,float*,float*,int,float*,float*,int'),
 'cublasSspmv_v2_64': ('cublasStatus_t cublasSspmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const float *alpha, const float *AP, const float *x, '
                       'int64_t incx, const float *beta, float *y, int64_t incy);',
                       ('handle', 'uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                       'struct cublasContext*,enum '
                       'None,long,float*,float*,float*,long,float*,float*,long'),
 'cublasSspr': ('void cublasSspr(char uplo, int n, float alpha, const float *x, int incx, float '
                '*AP);',
                ('uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                'char,int,float,float*,int,float*'),
 'cublasSspr2': ('void cublasSspr2(char uplo, int n, float alpha, const float *x, int incx, const '
                 'float *y, int incy, float *AP);',
                 ('uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                 'char,int,float,float*,int,float*,int,float*'),
 'cublasSspr2_v2': ('cublasStatus_t cublasSspr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const float *alpha, const float *x, int incx, const float *y, int '
                    'incy, float *AP);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                    'struct cublasContext*,enum None,int,float*,float*,int,float*,int,float*'),
 'cublasSspr2_v2_64': ('cublasStatus_t cublasSspr2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const '
                       'float *y, int64_t incy, float *AP);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                       'struct cublasContext*,enum '
                       'None,long,float*,float*,long,float*,long,float*'),
 'cublasSspr_v2': ('cublasStatus_t cublasSspr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const float *alpha, const float *x, int incx, float *AP);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                   'struct cublasContext*,enum None,int,float*,float*,int,float*'),
 'cublasSspr_v2_64': ('cublasStatus_t cublasSspr_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float '
                      '*AP);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                      'struct cublasContext*,enum None,long,float*,float*,long,float*'),
 'cublasSswap': ('void cublasSswap(int n, float *x, int incx, float *y, int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,float*,int,float*,int'),
 'cublasSswap_v2': ('cublasStatus_t cublasSswap_v2(cublasHandle_t handle, int n, float *x, int '
                    'incx, float *y, int incy);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,float*,int,float*,int'),
 'cublasSswap_v2_64': ('cublasStatus_t cublasSswap_v2_64(cublasHandle_t handle, int64_t n, float '
                       '*x, int64_t incx, float *y, int64_t incy);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,float*,long,float*,long'),
 'cublasSsymm': ('void cublasSsymm(char side, char uplo, int m, int n, float alpha, const float '
                 '*A, int lda, const float *B, int ldb, float beta, float *C, int ldc);',
                 ('side', 'uplo', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                 'char,char,int,int,float,float*,int,float*,int,float,float*,int'),
 'cublasSsymm_v2': ('cublasStatus_t cublasSsymm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, int m, int n, const float *alpha, const float *A, int '
                    'lda, const float *B, int ldb, const float *beta, float *C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum '
                    'None,int,int,float*,float*,int,float*,int,float*,float*,int'),
 'cublasSsymm_v2_64': ('cublasStatus_t cublasSsymm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, int64_t m, int64_t n, const float *alpha, '
                       'const float *A, int64_t lda, const float *B, int64_t ldb, const float '
                       '*beta, float *C, int64_t ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum '
                       'None,long,long,float*,float*,long,float*,long,float*,float*,long'),
 'cublasSsymv': ('void cublasSsymv(char uplo, int n, float alpha, const float *A, int lda, const '
                 'float *x, int incx, float beta, float *y, int incy);',
                 ('uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,float,float*,int,float*,int,float,float*,int'),
 'cublasSsymv_v2': ('cublasStatus_t cublasSsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const float *alpha, const float *A, int lda, const float *x, int incx, '
                    'const float *beta, float *y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum '
                    'None,int,float*,float*,int,float*,int,float*,float*,int'),
 'cublasSsymv_v2_64': ('cublasStatus_t cublasSsymv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const float *alpha, const float *A, int64_t lda, const '
                       'float *x, int64_t incx, const float *beta, float *y, int64_t incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum '
                       'None,long,float*,float*,long,float*,long,float*,float*,long'),
 'cublasSsyr': ('void cublasSsyr(char uplo, int n, float alpha, const float *x, int incx, float '
                '*A, int lda);',
                ('uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                'char,int,float,float*,int,float*,int'),
 'cublasSsyr2': ('void cublasSsyr2(char uplo, int n, float alpha, const float *x, int incx, const '
                 'float *y, int incy, float *A, int lda);',
                 ('uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                 'char,int,float,float*,int,float*,int,float*,int'),
 'cublasSsyr2_v2': ('cublasStatus_t cublasSsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const float *alpha, const float *x, int incx, const float *y, int '
                    'incy, float *A, int lda);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,enum None,int,float*,float*,int,float*,int,float*,int'),
 'cublasSsyr2_v2_64': ('cublasStatus_t cublasSsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const '
                       'float *y, int64_t incy, float *A, int64_t lda);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,enum '
                       'None,long,float*,float*,long,float*,long,float*,long'),
 'cublasSsyr2k': ('void cublasSsyr2k(char uplo, char trans, int n, int k, float alpha, const float '
                  '*A, int lda, const float *B, int ldb, float beta, float *C, int ldc);',
                  ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                  'char,char,int,int,float,float*,int,float*,int,float,float*,int'),
 'cublasSsyr2k_v2': ('cublasStatus_t cublasSsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int n, int k, const float *alpha, const float *A, '
                     'int lda, const float *B, int ldb, const float *beta, float *C, int ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum '
                     'None,int,int,float*,float*,int,float*,int,float*,float*,int'),
 'cublasSsyr2k_v2_64': ('cublasStatus_t cublasSsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t '
                        'uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, '
                        'const float *A, int64_t lda, const float *B, int64_t ldb, const float '
                        '*beta, float *C, int64_t ldc);',
                        ('handle',
                         'uplo',
                         'trans',
                         'n',
                         'k',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'beta',
                         'C',
                         'ldc'),
                        'struct cublasContext*,enum None,enum '
                        'None,long,long,float*,float*,long,float*,long,float*,float*,long'),
 'cublasSsyr_v2': ('cublasStatus_t cublasSsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const float *alpha, const float *x, int incx, float *A, int lda);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                   'struct cublasContext*,enum None,int,float*,float*,int,float*,int'),
 'cublasSsyr_v2_64': ('cublasStatus_t cublasSsyr_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float '
                      '*A, int64_t lda);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                      'struct cublasContext*,enum None,long,float*,float*,long,float*,long'),
 'cublasSsyrk': ('void cublasSsyrk(char uplo, char trans, int n, int k, float alpha, const float '
                 '*A, int lda, float beta, float *C, int ldc);',
                 ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                 'char,char,int,int,float,float*,int,float,float*,int'),
 'cublasSsyrk_v2': ('cublasStatus_t cublasSsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, int n, int k, const float *alpha, const float *A, '
                    'int lda, const float *beta, float *C, int ldc);',
                    ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                    'struct cublasContext*,enum None,enum '
                    'None,int,int,float*,float*,int,float*,float*,int'),
 'cublasSsyrk_v2_64': ('cublasStatus_t cublasSsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, '
                       'const float *A, int64_t lda, const float *beta, float *C, int64_t ldc);',
                       ('handle',
                        'uplo',
                        'trans',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum '
                       'None,long,long,float*,float*,long,float*,float*,long'),
 'cublasSsyrkx': ('cublasStatus_t cublasSsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, '
                  'cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int '
                  'lda, const float *B, int ldb, const float *beta, float *C, int ldc);',
                  ('handle',
                   'uplo',
                   'trans',
                   'n',
                   'k',
                   'alpha',
                   'A',
                   'lda',
                   'B',
                   'ldb',
                   'beta',
                   'C',
                   'ldc'),
                  'struct cublasContext*,enum None,enum '
                  'None,int,int,float*,float*,int,float*,int,float*,float*,int'),
 'cublasSsyrkx_64': ('cublasStatus_t cublasSsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const '
                     'float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float '
                     '*C, int64_t ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum '
                     'None,long,long,float*,float*,long,float*,long,float*,float*,long'),
 'cublasStbmv': ('void cublasStbmv(char uplo, char trans, char diag, int n, int k, const float *A, '
                 'int lda, float *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,int,float*,int,float*,int'),
 'cublasStbmv_v2': ('cublasStatus_t cublasStbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, '
                    'int lda, float *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum '
                    'None,int,int,float*,int,float*,int'),
 'cublasStbmv_v2_64': ('cublasStatus_t cublasStbmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t '
                       'k, const float *A, int64_t lda, float *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,long,float*,long,float*,long'),
 'cublasStbsv': ('void cublasStbsv(char uplo, char trans, char diag, int n, int k, const float *A, '
                 'int lda, float *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,int,float*,int,float*,int'),
 'cublasStbsv_v2': ('cublasStatus_t cublasStbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, '
                    'int lda, float *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum '
                    'None,int,int,float*,int,float*,int'),
 'cublasStbsv_v2_64': ('cublasStatus_t cublasStbsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t '
                       'k, const float *A, int64_t lda, float *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,long,float*,long,float*,long'),
 'cublasStpmv': ('void cublasStpmv(char uplo, char trans, char diag, int n, const float *AP, float '
                 '*x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                 'char,char,char,int,float*,float*,int'),
 'cublasStpmv_v2': ('cublasStatus_t cublasStpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float '
                    '*x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,float*,float*,int'),
 'cublasStpmv_v2_64': ('cublasStatus_t cublasStpmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'float *AP, float *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,float*,float*,long'),
 'cublasStpsv': ('void cublasStpsv(char uplo, char trans, char diag, int n, const float *AP, float '
                 '*x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                 'char,char,char,int,float*,float*,int'),
 'cublasStpsv_v2': ('cublasStatus_t cublasStpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float '
                    '*x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,float*,float*,int'),
 'cublasStpsv_v2_64': ('cublasStatus_t cublasStpsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'float *AP, float *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,float*,float*,long'),
 'cublasStpttr': ('cublasStatus_t cublasStpttr(cublasHandle_t handle, cublasFillMode_t uplo, int '
                  'n, const float *AP, float *A, int lda);',
                  ('handle', 'uplo', 'n', 'AP', 'A', 'lda'),
                  'struct cublasContext*,enum None,int,float*,float*,int'),
 'cublasStrmm': ('void cublasStrmm(char side, char uplo, char transa, char diag, int m, int n, '
                 'float alpha, const float *A, int lda, float *B, int ldb);',
                 ('side', 'uplo', 'transa', 'diag', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb'),
                 'char,char,char,char,int,int,float,float*,int,float*,int'),
 'cublasStrmm_v2': ('cublasStatus_t cublasStrmm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, '
                    'int n, const float *alpha, const float *A, int lda, const float *B, int ldb, '
                    'float *C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'trans',
                     'diag',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,enum None,enum '
                    'None,int,int,float*,float*,int,float*,int,float*,int'),
 'cublasStrmm_v2_64': ('cublasStatus_t cublasStrmm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                       'diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t '
                       'lda, const float *B, int64_t ldb, float *C, int64_t ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'trans',
                        'diag',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,enum None,enum '
                       'None,long,long,float*,float*,long,float*,long,float*,long'),
 'cublasStrmv': ('void cublasStrmv(char uplo, char trans, char diag, int n, const float *A, int '
                 'lda, float *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,float*,int,float*,int'),
 'cublasStrmv_v2': ('cublasStatus_t cublasStrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int '
                    'lda, float *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum '
                    'None,int,float*,int,float*,int'),
 'cublasStrmv_v2_64': ('cublasStatus_t cublasStrmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'float *A, int64_t lda, float *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,float*,long,float*,long'),
 'cublasStrsm': ('void cublasStrsm(char side, char uplo, char transa, char diag, int m, int n, '
                 'float alpha, const float *A, int lda, float *B, int ldb);',
                 ('side', 'uplo', 'transa', 'diag', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb'),
                 'char,char,char,char,int,int,float,float*,int,float*,int'),
 'cublasStrsmBatched': ('cublasStatus_t cublasStrsmBatched(cublasHandle_t handle, cublasSideMode_t '
                        'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                        'diag, int m, int n, const float *alpha, const float * const A[], int lda, '
                        'float * const B[], int ldb, int batchCount);',
                        ('handle',
                         'side',
                         'uplo',
                         'trans',
                         'diag',
                         'm',
                         'n',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'batchCount'),
                        'struct cublasContext*,enum None,enum None,enum None,enum '
                        'None,int,int,float*,float*[],int,float*[],int,int'),
 'cublasStrsmBatched_64': ('cublasStatus_t cublasStrsmBatched_64(cublasHandle_t handle, '
                           'cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, '
                           'cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const '
                           'float * const A[], int64_t lda, float * const B[], int64_t ldb, '
                           'int64_t batchCount);',
                           ('handle',
                            'side',
                            'uplo',
                            'trans',
                            'diag',
                            'm',
                            'n',
                            'alpha',
                            'A',
                            'lda',
                            'B',
                            'ldb',
                            'batchCount'),
                           'struct cublasContext*,enum None,enum None,enum None,enum '
                           'None,long,long,float*,float*[],long,float*[],long,long'),
 'cublasStrsm_v2': ('cublasStatus_t cublasStrsm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, '
                    'int n, const float *alpha, const float *A, int lda, float *B, int ldb);',
                    ('handle',
                     'side',
                     'uplo',
                     'trans',
                     'diag',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb'),
                    'struct cublasContext*,enum None,enum None,enum None,enum '
                    'None,int,int,float*,float*,int,float*,int'),
 'cublasStrsm_v2_64': ('cublasStatus_t cublasStrsm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                       'diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t '
                       'lda, float *B, int64_t ldb);',
                       ('handle',
                        'side',
                        'uplo',
                        'trans',
                        'diag',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb'),
                       'struct cublasContext*,enum None,enum None,enum None,enum '
                       'None,long,long,float*,float*,long,float*,long'),
 'cublasStrsv': ('void cublasStrsv(char uplo, char trans, char diag, int n, const float *A, int '
                 'lda, float *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,float*,int,float*,int'),
 'cublasStrsv_v2': ('cublasStatus_t cublasStrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int '
                    'lda, float *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum '
                    'None,int,float*,int,float*,int'),
 'cublasStrsv_v2_64': ('cublasStatus_t cublasStrsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'float *A, int64_t lda, float *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum '
                       'None,long,float*,long,float*,long'),
 'cublasStrttp': ('cublasStatus_t cublasStrttp(cublasHandle_t handle, cublasFillMode_t uplo, int '
                  'n, const float *A, int lda, float *AP);',
                  ('handle', 'uplo', 'n', 'A', 'lda', 'AP'),
                  'struct cublasContext*,enum None,int,float*,int,float*'),
 'cublasSwapEx': ('cublasStatus_t cublasSwapEx(cublasHandle_t handle, int n, void *x, cudaDataType '
                  'xType, int incx, void *y, cudaDataType yType, int incy);',
                  ('handle', 'n', 'x', 'xType', 'incx', 'y', 'yType', 'incy'),
                  'struct cublasContext*,int,void*,enum cudaDataType_t,int,void*,enum '
                  'cudaDataType_t,int'),
 'cublasSwapEx_64': ('cublasStatus_t cublasSwapEx_64(cublasHandle_t handle, int64_t n, void *x, '
                     'cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t '
                     'incy);',
                     ('handle', 'n', 'x', 'xType', 'incx', 'y', 'yType', 'incy'),
                     'struct cublasContext*,long,void*,enum cudaDataType_t,long,void*,enum '
                     'cudaDataType_t,long'),
 'cublasTSSgemvBatched': ('cublasStatus_t cublasTSSgemvBatched(cublasHandle_t handle, '
                          'cublasOperation_t trans, int m, int n, const float *alpha, const '
                          '__nv_bfloat16 * const Aarray[], int lda, const __nv_bfloat16 * const '
                          'xarray[], int incx, const float *beta, float * const yarray[], int '
                          'incy, int batchCount);',
                          ('handle',
                           'trans',
                           'm',
                           'n',
                           'alpha',
                           'Aarray',
                           'lda',
                           'xarray',
                           'incx',
                           'beta',
                           'yarray',
                           'incy',
                           'batchCount'),
                          'struct cublasContext*,enum None,int,int,float*,struct '
                          '__nv_bfloat16*[],int,struct '
                          '__nv_bfloat16*[],int,float*,float*[],int,int'),
 'cublasTSSgemvBatched_64': ('cublasStatus_t cublasTSSgemvBatched_64(cublasHandle_t handle, '
                             'cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, '
                             'const __nv_bfloat16 * const Aarray[], int64_t lda, const '
                             '__nv_bfloat16 * const xarray[], int64_t incx, const float *beta, '
                             'float * const yarray[], int64_t incy, int64_t batchCount);',
                             ('handle',
                              'trans',
                              'm',
                              'n',
                              'alpha',
                              'Aarray',
                              'lda',
                              'xarray',
                              'incx',
                              'beta',
                              'yarray',
                              'incy',
                              'batchCount'),
                             'struct cublasContext*,enum None,long,long,float*,struct '
                             '__nv_bfloat16*[],long,struct '
                             '__nv_bfloat16*[],long,float*,float*[],long,long'),
 'cublasTSSgemvStridedBatched': ('cublasStatus_t cublasTSSgemvStridedBatched(cublasHandle_t '
                                 'handle, cublasOperation_t trans, int m, int n, const float '
                                 '*alpha, const __nv_bfloat16 *A, int lda, long long int strideA, '
                                 'const __nv_bfloat16 *x, int incx, long long int stridex, const '
                                 'float *beta, float *y, int incy, long long int stridey, int '
                                 'batchCount);',
                                 ('handle',
                                  'trans',
                                  'm',
                                  'n',
                                  'alpha',
                                  'A',
                                  'lda',
                                  'strideA',
                                  'x',
                                  'incx',
                                  'stridex',
                                  'beta',
                                  'y',
                                  'incy',
                                  'stridey',
                                  'batchCount'),
                                 'struct cublasContext*,enum None,int,int,float*,struct '
                                 '__nv_bfloat16*,int,long long int,struct __nv_bfloat16*,int,long '
                                 'long int,float*,float*,int,long long int,int'),
 'cublasTSSgemvStridedBatched_64': ('cublasStatus_t cublasTSSgemvStridedBatched_64(cublasHandle_t '
                                    'handle, cublasOperation_t trans, int64_t m, int64_t n, const '
                                    'float *alpha, const __nv_bfloat16 *A, int64_t lda, long long '
                                    'int strideA, const __nv_bfloat16 *x, int64_t incx, long long '
                                    'int stridex, const float *beta, float *y, int64_t incy, long '
                                    'long int stridey, int64_t batchCount);',
                                    ('handle',
                                     'trans',
                                     'm',
                                     'n',
                                     'alpha',
                                     'A',
                                     'lda',
                                     'strideA',
                                     'x',
                                     'incx',
                                     'stridex',
                                     'beta',
                                     'y',
                                     'incy',
                                     'stridey',
                                     'batchCount'),
                                    'struct cublasContext*,enum None,long,long,float*,struct '
                                    '__nv_bfloat16*,long,long long int,struct '
                                    '__nv_bfloat16*,long,long long int,float*,float*,long,long '
                                    'long int,long'),
 'cublasTSTgemvBatched': ('cublasStatus_t cublasTSTgemvBatched(cublasHandle_t handle, '
                          'cublasOperation_t trans, int m, int n, const float *alpha, const '
                          '__nv_bfloat16 * const Aarray[], int lda, const __nv_bfloat16 * const '
                          'xarray[], int incx, const float *beta, __nv_bfloat16 * const yarray[], '
                          'int incy, int batchCount);',
                          ('handle',
                           'trans',
                           'm',
                           'n',
                           'alpha',
                           'Aarray',
                           'lda',
                           'xarray',
                           'incx',
                           'beta',
                           'yarray',
                           'incy',
                           'batchCount'),
                          'struct cublasContext*,enum None,int,int,float*,struct '
                          '__nv_bfloat16*[],int,struct __nv_bfloat16*[],int,float*,struct '
                          '__nv_bfloat16*[],int,int'),
 'cublasTSTgemvBatched_64': ('cublasStatus_t cublasTSTgemvBatched_64(cublasHandle_t handle, '
                             'cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, '
                             'const __nv_bfloat16 * const Aarray[], int64_t lda, const '
                             '__nv_bfloat16 * const xarray[], int64_t incx, const float *beta, '
                             '__nv_bfloat16 * const yarray[], int64_t incy, int64_t batchCount);',
                             ('handle',
                              'trans',
                              'm',
                              'n',
                              'alpha',
                              'Aarray',
                              'lda',
                              'xarray',
                              'incx',
                              'beta',
                              'yarray',
                              'incy',
                              'batchCount'),
                             'struct cublasContext*,enum None,long,long,float*,struct '
                             '__nv_bfloat16*[],long,struct __nv_bfloat16*[],long,float*,struct '
                             '__nv_bfloat16*[],long,long'),
 'cublasTSTgemvStridedBatched': ('cublasStatus_t cublasTSTgemvStridedBatched(cublasHandle_t '
                                 'handle, cublasOperation_t trans, int m, int n, const float '
                                 '*alpha, const __nv_bfloat16 *A, int lda, long long int strideA, '
                                 'const __nv_bfloat16 *x, int incx, long long int stridex, const '
                                 'float *beta, __nv_bfloat16 *y, int incy, long long int stridey, '
                                 'int batchCount);',
                                 ('handle',
                                  'trans',
                                  'm',
                                  'n',
                                  'alpha',
                                  'A',
                                  'lda',
                                  'strideA',
                                  'x',
                                  'incx',
                                  'stridex',
                                  'beta',
                                  'y',
                                  'incy',
                                  'stridey',
                                  'batchCount'),
                                 'struct cublasContext*,enum None,int,int,float*,struct '
                                 '__nv_bfloat16*,int,long long int,struct __nv_bfloat16*,int,long '
                                 'long int,float*,struct __nv_bfloat16*,int,long long int,int'),
 'cublasTSTgemvStridedBatched_64': ('cublasStatus_t cublasTSTgemvStridedBatched_64(cublasHandle_t '
                                    'handle, cublasOperation_t trans, int64_t m, int64_t n, const '
                                    'float *alpha, const __nv_bfloat16 *A, int64_t lda, long long '
                                    'int strideA, const __nv_bfloat16 *x, int64_t incx, long long '
                                    'int stridex, const float *beta, __nv_bfloat16 *y, int64_t '
                                    'incy, long long int stridey, int64_t batchCount);',
                                    ('handle',
                                     'trans',
                                     'm',
                                     'n',
                                     'alpha',
                                     'A',
                                     'lda',
                                     'strideA',
                                     'x',
                                     'incx',
                                     'stridex',
                                     'beta',
                                     'y',
                                     'incy',
                                     'stridey',
                                     'batchCount'),
                                    'struct cublasContext*,enum None,long,long,float*,struct '
                                    '__nv_bfloat16*,long,long long int,struct '
                                    '__nv_bfloat16*,long,long long int,float*,struct '
                                    '__nv_bfloat16*,long,long long int,long'),
 'cublasUint8gemmBias': ('cublasStatus_t cublasUint8gemmBias(cublasHandle_t handle, '
                         'cublasOperation_t transa, cublasOperation_t transb, cublasOperation_t '
                         'transc, int m, int n, int k, const unsigned char *A, int A_bias, int '
                         'lda, const unsigned char *B, int B_bias, int ldb, unsigned char *C, int '
                         'C_bias, int ldc, int C_mult, int C_shift);',
                         ('handle',
                          'transa',
                          'transb',
                          'transc',
                          'm',
                          'n',
                          'k',
                          'A',
                          'A_bias',
                          'lda',
                          'B',
                          'B_bias',
                          'ldb',
                          'C',
                          'C_bias',
                          'ldc',
                          'C_mult',
                          'C_shift'),
                         'struct cublasContext*,enum None,enum None,enum None,int,int,int,unsigned '
                         'char*,int,int,unsigned char*,int,int,unsigned char*,int,int,int,int'),
 'cublasXerbla': ('void cublasXerbla(const char *srName, int info);',
                  ('srName', 'info'),
                  'char*,int'),
 'cublasXtCgemm': ('cublasStatus_t cublasXtCgemm(cublasXtHandle_t handle, cublasOperation_t '
                   'transa, cublasOperation_t transb, size_t m, size_t n, size_t k, const '
                   'cuComplex *alpha, const cuComplex *A, size_t lda, const cuComplex *B, size_t '
                   'ldb, const cuComplex *beta, cuComplex *C, size_t ldc);',
                   ('handle',
                    'transa',
                    'transb',
                    'm',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,unsigned long,struct float2*,struct float2*,unsigned long,struct '
                   'float2*,unsigned long,struct float2*,struct float2*,unsigned long'),
 'cublasXtChemm': ('cublasStatus_t cublasXtChemm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const cuComplex *alpha, const '
                   'cuComplex *A, size_t lda, const cuComplex *B, size_t ldb, const cuComplex '
                   '*beta, cuComplex *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned long,struct '
                   'float2*,struct float2*,unsigned long,struct float2*,unsigned long,struct '
                   'float2*,struct float2*,unsigned long'),
 'cublasXtCher2k': ('cublasStatus_t cublasXtCher2k(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const cuComplex *alpha, const '
                    'cuComplex *A, size_t lda, const cuComplex *B, size_t ldb, const float *beta, '
                    'cuComplex *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,struct float2*,struct float2*,unsigned long,struct float2*,unsigned '
                    'long,float*,struct float2*,unsigned long'),
 'cublasXtCherk': ('cublasStatus_t cublasXtCherk(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                   'cublasOperation_t trans, size_t n, size_t k, const float *alpha, const '
                   'cuComplex *A, size_t lda, const float *beta, cuComplex *C, size_t ldc);',
                   ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,float*,struct float2*,unsigned long,float*,struct float2*,unsigned long'),
 'cublasXtCherkx': ('cublasStatus_t cublasXtCherkx(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const cuComplex *alpha, const '
                    'cuComplex *A, size_t lda, const cuComplex *B, size_t ldb, const float *beta, '
                    'cuComplex *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,struct float2*,struct float2*,unsigned long,struct float2*,unsigned '
                    'long,float*,struct float2*,unsigned long'),
 'cublasXtCreate': ('cublasStatus_t cublasXtCreate(cublasXtHandle_t *handle);',
                    ('handle',),
                    'struct cublasXtContext**'),
 'cublasXtCspmm': ('cublasStatus_t cublasXtCspmm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const cuComplex *alpha, const '
                   'cuComplex *AP, const cuComplex *B, size_t ldb, const cuComplex *beta, '
                   'cuComplex *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'AP',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned long,struct '
                   'float2*,struct float2*,struct float2*,unsigned long,struct float2*,struct '
                   'float2*,unsigned long'),
 'cublasXtCsymm': ('cublasStatus_t cublasXtCsymm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const cuComplex *alpha, const '
                   'cuComplex *A, size_t lda, const cuComplex *B, size_t ldb, const cuComplex '
                   '*beta, cuComplex *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned long,struct '
                   'float2*,struct float2*,unsigned long,struct float2*,unsigned long,struct '
                   'float2*,struct float2*,unsigned long'),
 'cublasXtCsyr2k': ('cublasStatus_t cublasXtCsyr2k(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const cuComplex *alpha, const '
                    'cuComplex *A, size_t lda, const cuComplex *B, size_t ldb, const cuComplex '
                    '*beta, cuComplex *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,struct float2*,struct float2*,unsigned long,struct float2*,unsigned '
                    'long,struct float2*,struct float2*,unsigned long'),
 'cublasXtCsyrk': ('cublasStatus_t cublasXtCsyrk(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                   'cublasOperation_t trans, size_t n, size_t k, const cuComplex *alpha, const '
                   'cuComplex *A, size_t lda, const cuComplex *beta, cuComplex *C, size_t ldc);',
                   ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned long,struct '
                   'float2*,struct float2*,unsigned long,struct float2*,struct float2*,unsigned '
                   'long'),
 'cublasXtCsyrkx': ('cublasStatus_t cublasXtCsyrkx(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const cuComplex *alpha, const '
                    'cuComplex *A, size_t lda, const cuComplex *B, size_t ldb, const cuComplex '
                    '*beta, cuComplex *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,struct float2*,struct float2*,unsigned long,struct float2*,unsigned '
                    'long,struct float2*,struct float2*,unsigned long'),
 'cublasXtCtrmm': ('cublasStatus_t cublasXtCtrmm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, size_t '
                   'm, size_t n, const cuComplex *alpha, const cuComplex *A, size_t lda, const '
                   'cuComplex *B, size_t ldb, cuComplex *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'trans',
                    'diag',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,enum None,enum None,unsigned '
                   'long,unsigned long,struct float2*,struct float2*,unsigned long,struct '
                   'float2*,unsigned long,struct float2*,unsigned long'),
 'cublasXtCtrsm': ('cublasStatus_t cublasXtCtrsm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, size_t '
                   'm, size_t n, const cuComplex *alpha, const cuComplex *A, size_t lda, cuComplex '
                   '*B, size_t ldb);',
                   ('handle',
                    'side',
                    'uplo',
                    'trans',
                    'diag',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb'),
                   'struct cublasXtContext*,enum None,enum None,enum None,enum None,unsigned '
                   'long,unsigned long,struct float2*,struct float2*,unsigned long,struct '
                   'float2*,unsigned long'),
 'cublasXtDestroy': ('cublasStatus_t cublasXtDestroy(cublasXtHandle_t handle);',
                     ('handle',),
                     'struct cublasXtContext*'),
 'cublasXtDeviceSelect': ('cublasStatus_t cublasXtDeviceSelect(cublasXtHandle_t handle, int '
                          'nbDevices, int deviceId[]);',
                          ('handle', 'nbDevices', 'deviceId'),
                          'struct cublasXtContext*,int,int[]'),
 'cublasXtDgemm': ('cublasStatus_t cublasXtDgemm(cublasXtHandle_t handle, cublasOperation_t '
                   'transa, cublasOperation_t transb, size_t m, size_t n, size_t k, const double '
                   '*alpha, const double *A, size_t lda, const double *B, size_t ldb, const double '
                   '*beta, double *C, size_t ldc);',
                   ('handle',
                    'transa',
                    'transb',
                    'm',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,unsigned long,double*,double*,unsigned long,double*,unsigned '
                   'long,double*,double*,unsigned long'),
 'cublasXtDspmm': ('cublasStatus_t cublasXtDspmm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const double *alpha, const double '
                   '*AP, const double *B, size_t ldb, const double *beta, double *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'AP',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,double*,double*,double*,unsigned long,double*,double*,unsigned long'),
 'cublasXtDsymm': ('cublasStatus_t cublasXtDsymm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const double *alpha, const double '
                   '*A, size_t lda, const double *B, size_t ldb, const double *beta, double *C, '
                   'size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,double*,double*,unsigned long,double*,unsigned '
                   'long,double*,double*,unsigned long'),
 'cublasXtDsyr2k': ('cublasStatus_t cublasXtDsyr2k(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const double *alpha, const '
                    'double *A, size_t lda, const double *B, size_t ldb, const double *beta, '
                    'double *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,double*,double*,unsigned long,double*,unsigned '
                    'long,double*,double*,unsigned long'),
 'cublasXtDsyrk': ('cublasStatus_t cublasXtDsyrk(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                   'cublasOperation_t trans, size_t n, size_t k, const double *alpha, const double '
                   '*A, size_t lda, const double *beta, double *C, size_t ldc);',
                   ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,double*,double*,unsigned long,double*,double*,unsigned long'),
 'cublasXtDsyrkx': ('cublasStatus_t cublasXtDsyrkx(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const double *alpha, const '
                    'double *A, size_t lda, const double *B, size_t ldb, const double *beta, '
                    'double *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,double*,double*,unsigned long,double*,unsigned '
                    'long,double*,double*,unsigned long'),
 'cublasXtDtrmm': ('cublasStatus_t cublasXtDtrmm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, size_t '
                   'm, size_t n, const double *alpha, const double *A, size_t lda, const double '
                   '*B, size_t ldb, double *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'trans',
                    'diag',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,enum None,enum None,unsigned '
                   'long,unsigned long,double*,double*,unsigned long,double*,unsigned '
                   'long,double*,unsigned long'),
 'cublasXtDtrsm': ('cublasStatus_t cublasXtDtrsm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, size_t '
                   'm, size_t n, const double *alpha, const double *A, size_t lda, double *B, '
                   'size_t ldb);',
                   ('handle',
                    'side',
                    'uplo',
                    'trans',
                    'diag',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb'),
                   'struct cublasXtContext*,enum None,enum None,enum None,enum None,unsigned '
                   'long,unsigned long,double*,double*,unsigned long,double*,unsigned long'),
 'cublasXtGetBlockDim': ('cublasStatus_t cublasXtGetBlockDim(cublasXtHandle_t handle, int '
                         '*blockDim);',
                         ('handle', 'blockDim'),
                         'struct cublasXtContext*,int*'),
 'cublasXtGetNumBoards': ('cublasStatus_t cublasXtGetNumBoards(int nbDevices, int deviceId[], int '
                          '*nbBoards);',
                          ('nbDevices', 'deviceId', 'nbBoards'),
                          'int,int[],int*'),
 'cublasXtGetPinningMemMode': ('cublasStatus_t cublasXtGetPinningMemMode(cublasXtHandle_t handle, '
                               'cublasXtPinnedMemMode_t *mode);',
                               ('handle', 'mode'),
                               'struct cublasXtContext*,enum None*'),
 'cublasXtMaxBoards': ('cublasStatus_t cublasXtMaxBoards(int *nbGpuBoards);',
                       ('nbGpuBoards',),
                       'int*'),
 'cublasXtSetBlockDim': ('cublasStatus_t cublasXtSetBlockDim(cublasXtHandle_t handle, int '
                         'blockDim);',
                         ('handle', 'blockDim'),
                         'struct cublasXtContext*,int'),
 'cublasXtSetCpuRatio': ('cublasStatus_t cublasXtSetCpuRatio(cublasXtHandle_t handle, '
                         'cublasXtBlasOp_t blasOp, cublasXtOpType_t type, float ratio);',
                         ('handle', 'blasOp', 'type', 'ratio'),
                         'struct cublasXtContext*,enum None,enum None,float'),
 'cublasXtSetCpuRoutine': ('cublasStatus_t cublasXtSetCpuRoutine(cublasXtHandle_t handle, '
                           'cublasXtBlasOp_t blasOp, cublasXtOpType_t type, void *blasFunctor);',
                           ('handle', 'blasOp', 'type', 'blasFunctor'),
                           'struct cublasXtContext*,enum None,enum None,void*'),
 'cublasXtSetPinningMemMode': ('cublasStatus_t cublasXtSetPinningMemMode(cublasXtHandle_t handle, '
                               'cublasXtPinnedMemMode_t mode);',
                               ('handle', 'mode'),
                               'struct cublasXtContext*,enum None'),
 'cublasXtSgemm': ('cublasStatus_t cublasXtSgemm(cublasXtHandle_t handle, cublasOperation_t '
                   'transa, cublasOperation_t transb, size_t m, size_t n, size_t k, const float '
                   '*alpha, const float *A, size_t lda, const float *B, size_t ldb, const float '
                   '*beta, float *C, size_t ldc);',
                   ('handle',
                    'transa',
                    'transb',
                    'm',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,unsigned long,float*,float*,unsigned long,float*,unsigned '
                   'long,float*,float*,unsigned long'),
 'cublasXtSspmm': ('cublasStatus_t cublasXtSspmm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const float *alpha, const float '
                   '*AP, const float *B, size_t ldb, const float *beta, float *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'AP',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,float*,float*,float*,unsigned long,float*,float*,unsigned long'),
 'cublasXtSsymm': ('cublasStatus_t cublasXtSsymm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const float *alpha, const float *A, '
                   'size_t lda, const float *B, size_t ldb, const float *beta, float *C, size_t '
                   'ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,float*,float*,unsigned long,float*,unsigned long,float*,float*,unsigned '
                   'long'),
 'cublasXtSsyr2k': ('cublasStatus_t cublasXtSsyr2k(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const float *alpha, const float '
                    '*A, size_t lda, const float *B, size_t ldb, const float *beta, float *C, '
                    'size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,float*,float*,unsigned long,float*,unsigned long,float*,float*,unsigned '
                    'long'),
 'cublasXtSsyrk': ('cublasStatus_t cublasXtSsyrk(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                   'cublasOperation_t trans, size_t n, size_t k, const float *alpha, const float '
                   '*A, size_t lda, const float *beta, float *C, size_t ldc);',
                   ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,float*,float*,unsigned long,float*,float*,unsigned long'),
 'cublasXtSsyrkx': ('cublasStatus_t cublasXtSsyrkx(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const float *alpha, const float '
                    '*A, size_t lda, const float *B, size_t ldb, const float *beta, float *C, '
                    'size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,float*,float*,unsigned long,float*,unsigned long,float*,float*,unsigned '
                    'long'),
 'cublasXtStrmm': ('cublasStatus_t cublasXtStrmm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, size_t '
                   'm, size_t n, const float *alpha, const float *A, size_t lda, const float *B, '
                   'size_t ldb, float *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'trans',
                    'diag',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,enum None,enum None,unsigned '
                   'long,unsigned long,float*,float*,unsigned long,float*,unsigned '
                   'long,float*,unsigned long'),
 'cublasXtStrsm': ('cublasStatus_t cublasXtStrsm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, size_t '
                   'm, size_t n, const float *alpha, const float *A, size_t lda, float *B, size_t '
                   'ldb);',
                   ('handle',
                    'side',
                    'uplo',
                    'trans',
                    'diag',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb'),
                   'struct cublasXtContext*,enum None,enum None,enum None,enum None,unsigned '
                   'long,unsigned long,float*,float*,unsigned long,float*,unsigned long'),
 'cublasXtZgemm': ('cublasStatus_t cublasXtZgemm(cublasXtHandle_t handle, cublasOperation_t '
                   'transa, cublasOperation_t transb, size_t m, size_t n, size_t k, const '
                   'cuDoubleComplex *alpha, const cuDoubleComplex *A, size_t lda, const '
                   'cuDoubleComplex *B, size_t ldb, const cuDoubleComplex *beta, cuDoubleComplex '
                   '*C, size_t ldc);',
                   ('handle',
                    'transa',
                    'transb',
                    'm',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,unsigned long,struct double2*,struct double2*,unsigned long,struct '
                   'double2*,unsigned long,struct double2*,struct double2*,unsigned long'),
 'cublasXtZhemm': ('cublasStatus_t cublasXtZhemm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const cuDoubleComplex *alpha, const '
                   'cuDoubleComplex *A, size_t lda, const cuDoubleComplex *B, size_t ldb, const '
                   'cuDoubleComplex *beta, cuDoubleComplex *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned long,struct '
                   'double2*,struct double2*,unsigned long,struct double2*,unsigned long,struct '
                   'double2*,struct double2*,unsigned long'),
 'cublasXtZher2k': ('cublasStatus_t cublasXtZher2k(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const cuDoubleComplex *alpha, '
                    'const cuDoubleComplex *A, size_t lda, const cuDoubleComplex *B, size_t ldb, '
                    'const double *beta, cuDoubleComplex *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,struct double2*,struct double2*,unsigned long,struct double2*,unsigned '
                    'long,double*,struct double2*,unsigned long'),
 'cublasXtZherk': ('cublasStatus_t cublasXtZherk(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                   'cublasOperation_t trans, size_t n, size_t k, const double *alpha, const '
                   'cuDoubleComplex *A, size_t lda, const double *beta, cuDoubleComplex *C, size_t '
                   'ldc);',
                   ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                   'long,double*,struct double2*,unsigned long,double*,struct double2*,unsigned '
                   'long'),
 'cublasXtZherkx': ('cublasStatus_t cublasXtZherkx(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const cuDoubleComplex *alpha, '
                    'const cuDoubleComplex *A, size_t lda, const cuDoubleComplex *B, size_t ldb, '
                    'const double *beta, cuDoubleComplex *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,struct double2*,struct double2*,unsigned long,struct double2*,unsigned '
                    'long,double*,struct double2*,unsigned long'),
 'cublasXtZspmm': ('cublasStatus_t cublasXtZspmm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const cuDoubleComplex *alpha, const '
                   'cuDoubleComplex *AP, const cuDoubleComplex *B, size_t ldb, const '
                   'cuDoubleComplex *beta, cuDoubleComplex *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'AP',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned long,struct '
                   'double2*,struct double2*,struct double2*,unsigned long,struct double2*,struct '
                   'double2*,unsigned long'),
 'cublasXtZsymm': ('cublasStatus_t cublasXtZsymm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, size_t m, size_t n, const cuDoubleComplex *alpha, const '
                   'cuDoubleComplex *A, size_t lda, const cuDoubleComplex *B, size_t ldb, const '
                   'cuDoubleComplex *beta, cuDoubleComplex *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned long,struct '
                   'double2*,struct double2*,unsigned long,struct double2*,unsigned long,struct '
                   'double2*,struct double2*,unsigned long'),
 'cublasXtZsyr2k': ('cublasStatus_t cublasXtZsyr2k(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const cuDoubleComplex *alpha, '
                    'const cuDoubleComplex *A, size_t lda, const cuDoubleComplex *B, size_t ldb, '
                    'const cuDoubleComplex *beta, cuDoubleComplex *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,struct double2*,struct double2*,unsigned long,struct double2*,unsigned '
                    'long,struct double2*,struct double2*,unsigned long'),
 'cublasXtZsyrk': ('cublasStatus_t cublasXtZsyrk(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                   'cublasOperation_t trans, size_t n, size_t k, const cuDoubleComplex *alpha, '
                   'const cuDoubleComplex *A, size_t lda, const cuDoubleComplex *beta, '
                   'cuDoubleComplex *C, size_t ldc);',
                   ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                   'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned long,struct '
                   'double2*,struct double2*,unsigned long,struct double2*,struct '
                   'double2*,unsigned long'),
 'cublasXtZsyrkx': ('cublasStatus_t cublasXtZsyrkx(cublasXtHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, size_t n, size_t k, const cuDoubleComplex *alpha, '
                    'const cuDoubleComplex *A, size_t lda, const cuDoubleComplex *B, size_t ldb, '
                    'const cuDoubleComplex *beta, cuDoubleComplex *C, size_t ldc);',
                    ('handle',
                     'uplo',
                     'trans',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasXtContext*,enum None,enum None,unsigned long,unsigned '
                    'long,struct double2*,struct double2*,unsigned long,struct double2*,unsigned '
                    'long,struct double2*,struct double2*,unsigned long'),
 'cublasXtZtrmm': ('cublasStatus_t cublasXtZtrmm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, size_t '
                   'm, size_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, size_t '
                   'lda, const cuDoubleComplex *B, size_t ldb, cuDoubleComplex *C, size_t ldc);',
                   ('handle',
                    'side',
                    'uplo',
                    'trans',
                    'diag',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'C',
                    'ldc'),
                   'struct cublasXtContext*,enum None,enum None,enum None,enum None,unsigned '
                   'long,unsigned long,struct double2*,struct double2*,unsigned long,struct '
                   'double2*,unsigned long,struct double2*,unsigned long'),
 'cublasXtZtrsm': ('cublasStatus_t cublasXtZtrsm(cublasXtHandle_t handle, cublasSideMode_t side, '
                   'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, size_t '
                   'm, size_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, size_t '
                   'lda, cuDoubleComplex *B, size_t ldb);',
                   ('handle',
                    'side',
                    'uplo',
                    'trans',
                    'diag',
                    'm',
                    'n',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb'),
                   'struct cublasXtContext*,enum None,enum None,enum None,enum None,unsigned '
                   'long,unsigned long,struct double2*,struct double2*,unsigned long,struct '
                   'double2*,unsigned long'),
 'cublasZaxpy': ('void cublasZaxpy(int n, cuDoubleComplex alpha, const cuDoubleComplex *x, int '
                 'incx, cuDoubleComplex *y, int incy);',
                 ('n', 'alpha', 'x', 'incx', 'y', 'incy'),
                 'int,struct double2,struct double2*,int,struct double2*,int'),
 'cublasZaxpy_v2': ('cublasStatus_t cublasZaxpy_v2(cublasHandle_t handle, int n, const '
                    'cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex '
                    '*y, int incy);',
                    ('handle', 'n', 'alpha', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,struct double2*,struct double2*,int,struct '
                    'double2*,int'),
 'cublasZaxpy_v2_64': ('cublasStatus_t cublasZaxpy_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, '
                       'cuDoubleComplex *y, int64_t incy);',
                       ('handle', 'n', 'alpha', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,struct double2*,struct double2*,long,struct '
                       'double2*,long'),
 'cublasZcopy': ('void cublasZcopy(int n, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, '
                 'int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,struct double2*,int,struct double2*,int'),
 'cublasZcopy_v2': ('cublasStatus_t cublasZcopy_v2(cublasHandle_t handle, int n, const '
                    'cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,struct double2*,int,struct double2*,int'),
 'cublasZcopy_v2_64': ('cublasStatus_t cublasZcopy_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,struct double2*,long,struct double2*,long'),
 'cublasZdgmm': ('cublasStatus_t cublasZdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, '
                 'int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, '
                 'cuDoubleComplex *C, int ldc);',
                 ('handle', 'mode', 'm', 'n', 'A', 'lda', 'x', 'incx', 'C', 'ldc'),
                 'struct cublasContext*,enum None,int,int,struct double2*,int,struct '
                 'double2*,int,struct double2*,int'),
 'cublasZdgmm_64': ('cublasStatus_t cublasZdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, '
                    'int64_t m, int64_t n, const cuDoubleComplex *A, int64_t lda, const '
                    'cuDoubleComplex *x, int64_t incx, cuDoubleComplex *C, int64_t ldc);',
                    ('handle', 'mode', 'm', 'n', 'A', 'lda', 'x', 'incx', 'C', 'ldc'),
                    'struct cublasContext*,enum None,long,long,struct double2*,long,struct '
                    'double2*,long,struct double2*,long'),
 'cublasZdotc': ('cuDoubleComplex cublasZdotc(int n, const cuDoubleComplex *x, int incx, const '
                 'cuDoubleComplex *y, int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,struct double2*,int,struct double2*,int'),
 'cublasZdotc_v2': ('cublasStatus_t cublasZdotc_v2(cublasHandle_t handle, int n, const '
                    'cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, '
                    'cuDoubleComplex *result);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                    'struct cublasContext*,int,struct double2*,int,struct double2*,int,struct '
                    'double2*'),
 'cublasZdotc_v2_64': ('cublasStatus_t cublasZdotc_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, '
                       'cuDoubleComplex *result);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                       'struct cublasContext*,long,struct double2*,long,struct '
                       'double2*,long,struct double2*'),
 'cublasZdotu': ('cuDoubleComplex cublasZdotu(int n, const cuDoubleComplex *x, int incx, const '
                 'cuDoubleComplex *y, int incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,struct double2*,int,struct double2*,int'),
 'cublasZdotu_v2': ('cublasStatus_t cublasZdotu_v2(cublasHandle_t handle, int n, const '
                    'cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, '
                    'cuDoubleComplex *result);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                    'struct cublasContext*,int,struct double2*,int,struct double2*,int,struct '
                    'double2*'),
 'cublasZdotu_v2_64': ('cublasStatus_t cublasZdotu_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, '
                       'cuDoubleComplex *result);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy', 'result'),
                       'struct cublasContext*,long,struct double2*,long,struct '
                       'double2*,long,struct double2*'),
 'cublasZdrot': ('void cublasZdrot(int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int '
                 'incy, double c, double s);',
                 ('n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                 'int,struct double2*,int,struct double2*,int,double,double'),
 'cublasZdrot_v2': ('cublasStatus_t cublasZdrot_v2(cublasHandle_t handle, int n, cuDoubleComplex '
                    '*x, int incx, cuDoubleComplex *y, int incy, const double *c, const double '
                    '*s);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                    'struct cublasContext*,int,struct double2*,int,struct '
                    'double2*,int,double*,double*'),
 'cublasZdrot_v2_64': ('cublasStatus_t cublasZdrot_v2_64(cublasHandle_t handle, int64_t n, '
                       'cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const '
                       'double *c, const double *s);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                       'struct cublasContext*,long,struct double2*,long,struct '
                       'double2*,long,double*,double*'),
 'cublasZdscal': ('void cublasZdscal(int n, double alpha, cuDoubleComplex *x, int incx);',
                  ('n', 'alpha', 'x', 'incx'),
                  'int,double,struct double2*,int'),
 'cublasZdscal_v2': ('cublasStatus_t cublasZdscal_v2(cublasHandle_t handle, int n, const double '
                     '*alpha, cuDoubleComplex *x, int incx);',
                     ('handle', 'n', 'alpha', 'x', 'incx'),
                     'struct cublasContext*,int,double*,struct double2*,int'),
 'cublasZdscal_v2_64': ('cublasStatus_t cublasZdscal_v2_64(cublasHandle_t handle, int64_t n, const '
                        'double *alpha, cuDoubleComplex *x, int64_t incx);',
                        ('handle', 'n', 'alpha', 'x', 'incx'),
                        'struct cublasContext*,long,double*,struct double2*,long'),
 'cublasZgbmv': ('void cublasZgbmv(char trans, int m, int n, int kl, int ku, cuDoubleComplex '
                 'alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, '
                 'cuDoubleComplex beta, cuDoubleComplex *y, int incy);',
                 ('trans',
                  'm',
                  'n',
                  'kl',
                  'ku',
                  'alpha',
                  'A',
                  'lda',
                  'x',
                  'incx',
                  'beta',
                  'y',
                  'incy'),
                 'char,int,int,int,int,struct double2,struct double2*,int,struct '
                 'double2*,int,struct double2,struct double2*,int'),
 'cublasZgbmv_v2': ('cublasStatus_t cublasZgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, '
                    'int m, int n, int kl, int ku, const cuDoubleComplex *alpha, const '
                    'cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const '
                    'cuDoubleComplex *beta, cuDoubleComplex *y, int incy);',
                    ('handle',
                     'trans',
                     'm',
                     'n',
                     'kl',
                     'ku',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum None,int,int,int,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZgbmv_v2_64': ('cublasStatus_t cublasZgbmv_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuDoubleComplex '
                       '*alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, '
                       'int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t '
                       'incy);',
                       ('handle',
                        'trans',
                        'm',
                        'n',
                        'kl',
                        'ku',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,long,long,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,struct double2*,long'),
 'cublasZgeam': ('cublasStatus_t cublasZgeam(cublasHandle_t handle, cublasOperation_t transa, '
                 'cublasOperation_t transb, int m, int n, const cuDoubleComplex *alpha, const '
                 'cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, const cuDoubleComplex '
                 '*B, int ldb, cuDoubleComplex *C, int ldc);',
                 ('handle',
                  'transa',
                  'transb',
                  'm',
                  'n',
                  'alpha',
                  'A',
                  'lda',
                  'beta',
                  'B',
                  'ldb',
                  'C',
                  'ldc'),
                 'struct cublasContext*,enum None,enum None,int,int,struct double2*,struct '
                 'double2*,int,struct double2*,struct double2*,int,struct double2*,int'),
 'cublasZgeam_64': ('cublasStatus_t cublasZgeam_64(cublasHandle_t handle, cublasOperation_t '
                    'transa, cublasOperation_t transb, int64_t m, int64_t n, const cuDoubleComplex '
                    '*alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, '
                    'const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc);',
                    ('handle',
                     'transa',
                     'transb',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'beta',
                     'B',
                     'ldb',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,long,long,struct double2*,struct '
                    'double2*,long,struct double2*,struct double2*,long,struct double2*,long'),
 'cublasZgelsBatched': ('cublasStatus_t cublasZgelsBatched(cublasHandle_t handle, '
                        'cublasOperation_t trans, int m, int n, int nrhs, cuDoubleComplex * const '
                        'Aarray[], int lda, cuDoubleComplex * const Carray[], int ldc, int *info, '
                        'int *devInfoArray, int batchSize);',
                        ('handle',
                         'trans',
                         'm',
                         'n',
                         'nrhs',
                         'Aarray',
                         'lda',
                         'Carray',
                         'ldc',
                         'info',
                         'devInfoArray',
                         'batchSize'),
                        'struct cublasContext*,enum None,int,int,int,struct double2*[],int,struct '
                        'double2*[],int,int*,int*,int'),
 'cublasZgemm': ('void cublasZgemm(char transa, char transb, int m, int n, int k, cuDoubleComplex '
                 'alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, '
                 'cuDoubleComplex beta, cuDoubleComplex *C, int ldc);',
                 ('transa',
                  'transb',
                  'm',
                  'n',
                  'k',
                  'alpha',
                  'A',
                  'lda',
                  'B',
                  'ldb',
                  'beta',
                  'C',
                  'ldc'),
                 'char,char,int,int,int,struct double2,struct double2*,int,struct '
                 'double2*,int,struct double2,struct double2*,int'),
 'cublasZgemm3m': ('cublasStatus_t cublasZgemm3m(cublasHandle_t handle, cublasOperation_t transa, '
                   'cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, '
                   'const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const '
                   'cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);',
                   ('handle',
                    'transa',
                    'transb',
                    'm',
                    'n',
                    'k',
                    'alpha',
                    'A',
                    'lda',
                    'B',
                    'ldb',
                    'beta',
                    'C',
                    'ldc'),
                   'struct cublasContext*,enum None,enum None,int,int,int,struct double2*,struct '
                   'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZgemm3m_64': ('cublasStatus_t cublasZgemm3m_64(cublasHandle_t handle, cublasOperation_t '
                      'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                      'cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const '
                      'cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, '
                      'cuDoubleComplex *C, int64_t ldc);',
                      ('handle',
                       'transa',
                       'transb',
                       'm',
                       'n',
                       'k',
                       'alpha',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'beta',
                       'C',
                       'ldc'),
                      'struct cublasContext*,enum None,enum None,long,long,long,struct '
                      'double2*,struct double2*,long,struct double2*,long,struct double2*,struct '
                      'double2*,long'),
 'cublasZgemmBatched': ('cublasStatus_t cublasZgemmBatched(cublasHandle_t handle, '
                        'cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, '
                        'const cuDoubleComplex *alpha, const cuDoubleComplex * const Aarray[], int '
                        'lda, const cuDoubleComplex * const Barray[], int ldb, const '
                        'cuDoubleComplex *beta, cuDoubleComplex * const Carray[], int ldc, int '
                        'batchCount);',
                        ('handle',
                         'transa',
                         'transb',
                         'm',
                         'n',
                         'k',
                         'alpha',
                         'Aarray',
                         'lda',
                         'Barray',
                         'ldb',
                         'beta',
                         'Carray',
                         'ldc',
                         'batchCount'),
                        'struct cublasContext*,enum None,enum None,int,int,int,struct '
                        'double2*,struct double2*[],int,struct double2*[],int,struct '
                        'double2*,struct double2*[],int,int'),
 'cublasZgemmBatched_64': ('cublasStatus_t cublasZgemmBatched_64(cublasHandle_t handle, '
                           'cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t '
                           'n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex * '
                           'const Aarray[], int64_t lda, const cuDoubleComplex * const Barray[], '
                           'int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex * const '
                           'Carray[], int64_t ldc, int64_t batchCount);',
                           ('handle',
                            'transa',
                            'transb',
                            'm',
                            'n',
                            'k',
                            'alpha',
                            'Aarray',
                            'lda',
                            'Barray',
                            'ldb',
                            'beta',
                            'Carray',
                            'ldc',
                            'batchCount'),
                           'struct cublasContext*,enum None,enum None,long,long,long,struct '
                           'double2*,struct double2*[],long,struct double2*[],long,struct '
                           'double2*,struct double2*[],long,long'),
 'cublasZgemmStridedBatched': ('cublasStatus_t cublasZgemmStridedBatched(cublasHandle_t handle, '
                               'cublasOperation_t transa, cublasOperation_t transb, int m, int n, '
                               'int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int '
                               'lda, long long int strideA, const cuDoubleComplex *B, int ldb, '
                               'long long int strideB, const cuDoubleComplex *beta, '
                               'cuDoubleComplex *C, int ldc, long long int strideC, int '
                               'batchCount);',
                               ('handle',
                                'transa',
                                'transb',
                                'm',
                                'n',
                                'k',
                                'alpha',
                                'A',
                                'lda',
                                'strideA',
                                'B',
                                'ldb',
                                'strideB',
                                'beta',
                                'C',
                                'ldc',
                                'strideC',
                                'batchCount'),
                               'struct cublasContext*,enum None,enum None,int,int,int,struct '
                               'double2*,struct double2*,int,long long int,struct '
                               'double2*,int,long long int,struct double2*,struct '
                               'double2*,int,long long int,int'),
 'cublasZgemmStridedBatched_64': ('cublasStatus_t cublasZgemmStridedBatched_64(cublasHandle_t '
                                  'handle, cublasOperation_t transa, cublasOperation_t transb, '
                                  'int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, '
                                  'const cuDoubleComplex *A, int64_t lda, long long int strideA, '
                                  'const cuDoubleComplex *B, int64_t ldb, long long int strideB, '
                                  'const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, '
                                  'long long int strideC, int64_t batchCount);',
                                  ('handle',
                                   'transa',
                                   'transb',
                                   'm',
                                   'n',
                                   'k',
                                   'alpha',
                                   'A',
                                   'lda',
                                   'strideA',
                                   'B',
                                   'ldb',
                                   'strideB',
                                   'beta',
                                   'C',
                                   'ldc',
                                   'strideC',
                                   'batchCount'),
                                  'struct cublasContext*,enum None,enum None,long,long,long,struct '
                                  'double2*,struct double2*,long,long long int,struct '
                                  'double2*,long,long long int,struct double2*,struct '
                                  'double2*,long,long long int,long'),
 'cublasZgemm_v2': ('cublasStatus_t cublasZgemm_v2(cublasHandle_t handle, cublasOperation_t '
                    'transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex '
                    '*alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, '
                    'const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);',
                    ('handle',
                     'transa',
                     'transb',
                     'm',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZgemm_v2_64': ('cublasStatus_t cublasZgemm_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const '
                       'cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const '
                       'cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, '
                       'cuDoubleComplex *C, int64_t ldc);',
                       ('handle',
                        'transa',
                        'transb',
                        'm',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,long,struct '
                       'double2*,struct double2*,long,struct double2*,long,struct double2*,struct '
                       'double2*,long'),
 'cublasZgemv': ('void cublasZgemv(char trans, int m, int n, cuDoubleComplex alpha, const '
                 'cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex '
                 'beta, cuDoubleComplex *y, int incy);',
                 ('trans', 'm', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,int,struct double2,struct double2*,int,struct double2*,int,struct '
                 'double2,struct double2*,int'),
 'cublasZgemvBatched': ('cublasStatus_t cublasZgemvBatched(cublasHandle_t handle, '
                        'cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, '
                        'const cuDoubleComplex * const Aarray[], int lda, const cuDoubleComplex * '
                        'const xarray[], int incx, const cuDoubleComplex *beta, cuDoubleComplex * '
                        'const yarray[], int incy, int batchCount);',
                        ('handle',
                         'trans',
                         'm',
                         'n',
                         'alpha',
                         'Aarray',
                         'lda',
                         'xarray',
                         'incx',
                         'beta',
                         'yarray',
                         'incy',
                         'batchCount'),
                        'struct cublasContext*,enum None,int,int,struct double2*,struct '
                        'double2*[],int,struct double2*[],int,struct double2*,struct '
                        'double2*[],int,int'),
 'cublasZgemvBatched_64': ('cublasStatus_t cublasZgemvBatched_64(cublasHandle_t handle, '
                           'cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex '
                           '*alpha, const cuDoubleComplex * const Aarray[], int64_t lda, const '
                           'cuDoubleComplex * const xarray[], int64_t incx, const cuDoubleComplex '
                           '*beta, cuDoubleComplex * const yarray[], int64_t incy, int64_t '
                           'batchCount);',
                           ('handle',
                            'trans',
                            'm',
                            'n',
                            'alpha',
                            'Aarray',
                            'lda',
                            'xarray',
                            'incx',
                            'beta',
                            'yarray',
                            'incy',
                            'batchCount'),
                           'struct cublasContext*,enum None,long,long,struct double2*,struct '
                           'double2*[],long,struct double2*[],long,struct double2*,struct '
                           'double2*[],long,long'),
 'cublasZgemvStridedBatched': ('cublasStatus_t cublasZgemvStridedBatched(cublasHandle_t handle, '
                               'cublasOperation_t trans, int m, int n, const cuDoubleComplex '
                               '*alpha, const cuDoubleComplex *A, int lda, long long int strideA, '
                               'const cuDoubleComplex *x, int incx, long long int stridex, const '
                               'cuDoubleComplex *beta, cuDoubleComplex *y, int incy, long long int '
                               'stridey, int batchCount);',
                               ('handle',
                                'trans',
                                'm',
                                'n',
                                'alpha',
                                'A',
                                'lda',
                                'strideA',
                                'x',
                                'incx',
                                'stridex',
                                'beta',
                                'y',
                                'incy',
                                'stridey',
                                'batchCount'),
                               'struct cublasContext*,enum None,int,int,struct double2*,struct '
                               'double2*,int,long long int,struct double2*,int,long long '
                               'int,struct double2*,struct double2*,int,long long int,int'),
 'cublasZgemvStridedBatched_64': ('cublasStatus_t cublasZgemvStridedBatched_64(cublasHandle_t '
                                  'handle, cublasOperation_t trans, int64_t m, int64_t n, const '
                                  'cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, '
                                  'long long int strideA, const cuDoubleComplex *x, int64_t incx, '
                                  'long long int stridex, const cuDoubleComplex *beta, '
                                  'cuDoubleComplex *y, int64_t incy, long long int stridey, '
                                  'int64_t batchCount);',
                                  ('handle',
                                   'trans',
                                   'm',
                                   'n',
                                   'alpha',
                                   'A',
                                   'lda',
                                   'strideA',
                                   'x',
                                   'incx',
                                   'stridex',
                                   'beta',
                                   'y',
                                   'incy',
                                   'stridey',
                                   'batchCount'),
                                  'struct cublasContext*,enum None,long,long,struct '
                                  'double2*,struct double2*,long,long long int,struct '
                                  'double2*,long,long long int,struct double2*,struct '
                                  'double2*,long,long long int,long'),
 'cublasZgemv_v2': ('cublasStatus_t cublasZgemv_v2(cublasHandle_t handle, cublasOperation_t trans, '
                    'int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int '
                    'lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, '
                    'cuDoubleComplex *y, int incy);',
                    ('handle',
                     'trans',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum None,int,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZgemv_v2_64': ('cublasStatus_t cublasZgemv_v2_64(cublasHandle_t handle, cublasOperation_t '
                       'trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const '
                       'cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, '
                       'const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);',
                       ('handle',
                        'trans',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,struct double2*,long'),
 'cublasZgeqrfBatched': ('cublasStatus_t cublasZgeqrfBatched(cublasHandle_t handle, int m, int n, '
                         'cuDoubleComplex * const Aarray[], int lda, cuDoubleComplex * const '
                         'TauArray[], int *info, int batchSize);',
                         ('handle', 'm', 'n', 'Aarray', 'lda', 'TauArray', 'info', 'batchSize'),
                         'struct cublasContext*,int,int,struct double2*[],int,struct '
                         'double2*[],int*,int'),
 'cublasZgerc': ('void cublasZgerc(int m, int n, cuDoubleComplex alpha, const cuDoubleComplex *x, '
                 'int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);',
                 ('m', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                 'int,int,struct double2,struct double2*,int,struct double2*,int,struct '
                 'double2*,int'),
 'cublasZgerc_v2': ('cublasStatus_t cublasZgerc_v2(cublasHandle_t handle, int m, int n, const '
                    'cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const '
                    'cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);',
                    ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,int,int,struct double2*,struct double2*,int,struct '
                    'double2*,int,struct double2*,int'),
 'cublasZgerc_v2_64': ('cublasStatus_t cublasZgerc_v2_64(cublasHandle_t handle, int64_t m, int64_t '
                       'n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, '
                       'const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);',
                       ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,long,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,long'),
 'cublasZgeru': ('void cublasZgeru(int m, int n, cuDoubleComplex alpha, const cuDoubleComplex *x, '
                 'int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);',
                 ('m', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                 'int,int,struct double2,struct double2*,int,struct double2*,int,struct '
                 'double2*,int'),
 'cublasZgeru_v2': ('cublasStatus_t cublasZgeru_v2(cublasHandle_t handle, int m, int n, const '
                    'cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const '
                    'cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);',
                    ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,int,int,struct double2*,struct double2*,int,struct '
                    'double2*,int,struct double2*,int'),
 'cublasZgeru_v2_64': ('cublasStatus_t cublasZgeru_v2_64(cublasHandle_t handle, int64_t m, int64_t '
                       'n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, '
                       'const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);',
                       ('handle', 'm', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,long,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,long'),
 'cublasZgetrfBatched': ('cublasStatus_t cublasZgetrfBatched(cublasHandle_t handle, int n, '
                         'cuDoubleComplex * const A[], int lda, int *P, int *info, int batchSize);',
                         ('handle', 'n', 'A', 'lda', 'P', 'info', 'batchSize'),
                         'struct cublasContext*,int,struct double2*[],int,int*,int*,int'),
 'cublasZgetriBatched': ('cublasStatus_t cublasZgetriBatched(cublasHandle_t handle, int n, const '
                         'cuDoubleComplex * const A[], int lda, const int *P, cuDoubleComplex * '
                         'const C[], int ldc, int *info, int batchSize);',
                         ('handle', 'n', 'A', 'lda', 'P', 'C', 'ldc', 'info', 'batchSize'),
                         'struct cublasContext*,int,struct double2*[],int,int*,struct '
                         'double2*[],int,int*,int'),
 'cublasZgetrsBatched': ('cublasStatus_t cublasZgetrsBatched(cublasHandle_t handle, '
                         'cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex * const '
                         'Aarray[], int lda, const int *devIpiv, cuDoubleComplex * const Barray[], '
                         'int ldb, int *info, int batchSize);',
                         ('handle',
                          'trans',
                          'n',
                          'nrhs',
                          'Aarray',
                          'lda',
                          'devIpiv',
                          'Barray',
                          'ldb',
                          'info',
                          'batchSize'),
                         'struct cublasContext*,enum None,int,int,struct '
                         'double2*[],int,int*,struct double2*[],int,int*,int'),
 'cublasZhbmv': ('void cublasZhbmv(char uplo, int n, int k, cuDoubleComplex alpha, const '
                 'cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex '
                 'beta, cuDoubleComplex *y, int incy);',
                 ('uplo', 'n', 'k', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,int,struct double2,struct double2*,int,struct double2*,int,struct '
                 'double2,struct double2*,int'),
 'cublasZhbmv_v2': ('cublasStatus_t cublasZhbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int '
                    'lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, '
                    'cuDoubleComplex *y, int incy);',
                    ('handle',
                     'uplo',
                     'n',
                     'k',
                     'alpha',
                     'A',
                     'lda',
                     'x',
                     'incx',
                     'beta',
                     'y',
                     'incy'),
                    'struct cublasContext*,enum None,int,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZhbmv_v2_64': ('cublasStatus_t cublasZhbmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, int64_t k, const cuDoubleComplex *alpha, const '
                       'cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, '
                       'const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,struct double2*,long'),
 'cublasZhemm': ('void cublasZhemm(char side, char uplo, int m, int n, cuDoubleComplex alpha, '
                 'const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, '
                 'cuDoubleComplex beta, cuDoubleComplex *C, int ldc);',
                 ('side', 'uplo', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                 'char,char,int,int,struct double2,struct double2*,int,struct double2*,int,struct '
                 'double2,struct double2*,int'),
 'cublasZhemm_v2': ('cublasStatus_t cublasZhemm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const '
                    'cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const '
                    'cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZhemm_v2_64': ('cublasStatus_t cublasZhemm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex '
                       '*alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, '
                       'int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t '
                       'ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,struct double2*,long'),
 'cublasZhemv': ('void cublasZhemv(char uplo, int n, cuDoubleComplex alpha, const cuDoubleComplex '
                 '*A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex beta, '
                 'cuDoubleComplex *y, int incy);',
                 ('uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,struct double2,struct double2*,int,struct double2*,int,struct '
                 'double2,struct double2*,int'),
 'cublasZhemv_v2': ('cublasStatus_t cublasZhemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const '
                    'cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex '
                    '*y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum None,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZhemv_v2_64': ('cublasStatus_t cublasZhemv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, '
                       'int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex '
                       '*beta, cuDoubleComplex *y, int64_t incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,struct double2*,long'),
 'cublasZher': ('void cublasZher(char uplo, int n, double alpha, const cuDoubleComplex *x, int '
                'incx, cuDoubleComplex *A, int lda);',
                ('uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                'char,int,double,struct double2*,int,struct double2*,int'),
 'cublasZher2': ('void cublasZher2(char uplo, int n, cuDoubleComplex alpha, const cuDoubleComplex '
                 '*x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);',
                 ('uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                 'char,int,struct double2,struct double2*,int,struct double2*,int,struct '
                 'double2*,int'),
 'cublasZher2_v2': ('cublasStatus_t cublasZher2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, '
                    'const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,enum None,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,int'),
 'cublasZher2_v2_64': ('cublasStatus_t cublasZher2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, '
                       'int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, '
                       'int64_t lda);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,enum None,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,long'),
 'cublasZher2k': ('void cublasZher2k(char uplo, char trans, int n, int k, cuDoubleComplex alpha, '
                  'const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, double '
                  'beta, cuDoubleComplex *C, int ldc);',
                  ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                  'char,char,int,int,struct double2,struct double2*,int,struct '
                  'double2*,int,double,struct double2*,int'),
 'cublasZher2k_v2': ('cublasStatus_t cublasZher2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const '
                     'cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double '
                     '*beta, cuDoubleComplex *C, int ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,int,int,struct double2*,struct '
                     'double2*,int,struct double2*,int,double*,struct double2*,int'),
 'cublasZher2k_v2_64': ('cublasStatus_t cublasZher2k_v2_64(cublasHandle_t handle, cublasFillMode_t '
                        'uplo, cublasOperation_t trans, int64_t n, int64_t k, const '
                        'cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const '
                        'cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, '
                        'int64_t ldc);',
                        ('handle',
                         'uplo',
                         'trans',
                         'n',
                         'k',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'beta',
                         'C',
                         'ldc'),
                        'struct cublasContext*,enum None,enum None,long,long,struct '
                        'double2*,struct double2*,long,struct double2*,long,double*,struct '
                        'double2*,long'),
 'cublasZher_v2': ('cublasStatus_t cublasZher_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex '
                   '*A, int lda);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                   'struct cublasContext*,enum None,int,double*,struct double2*,int,struct '
                   'double2*,int'),
 'cublasZher_v2_64': ('cublasStatus_t cublasZher_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t '
                      'incx, cuDoubleComplex *A, int64_t lda);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                      'struct cublasContext*,enum None,long,double*,struct double2*,long,struct '
                      'double2*,long'),
 'cublasZherk': ('void cublasZherk(char uplo, char trans, int n, int k, double alpha, const '
                 'cuDoubleComplex *A, int lda, double beta, cuDoubleComplex *C, int ldc);',
                 ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                 'char,char,int,int,double,struct double2*,int,double,struct double2*,int'),
 'cublasZherk_v2': ('cublasStatus_t cublasZherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, int n, int k, const double *alpha, const '
                    'cuDoubleComplex *A, int lda, const double *beta, cuDoubleComplex *C, int '
                    'ldc);',
                    ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,double*,struct '
                    'double2*,int,double*,struct double2*,int'),
 'cublasZherk_v2_64': ('cublasStatus_t cublasZherk_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, '
                       'const cuDoubleComplex *A, int64_t lda, const double *beta, cuDoubleComplex '
                       '*C, int64_t ldc);',
                       ('handle',
                        'uplo',
                        'trans',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,double*,struct '
                       'double2*,long,double*,struct double2*,long'),
 'cublasZherkx': ('cublasStatus_t cublasZherkx(cublasHandle_t handle, cublasFillMode_t uplo, '
                  'cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const '
                  'cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double '
                  '*beta, cuDoubleComplex *C, int ldc);',
                  ('handle',
                   'uplo',
                   'trans',
                   'n',
                   'k',
                   'alpha',
                   'A',
                   'lda',
                   'B',
                   'ldb',
                   'beta',
                   'C',
                   'ldc'),
                  'struct cublasContext*,enum None,enum None,int,int,struct double2*,struct '
                  'double2*,int,struct double2*,int,double*,struct double2*,int'),
 'cublasZherkx_64': ('cublasStatus_t cublasZherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, '
                     'const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t '
                     'ldb, const double *beta, cuDoubleComplex *C, int64_t ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,long,long,struct double2*,struct '
                     'double2*,long,struct double2*,long,double*,struct double2*,long'),
 'cublasZhpmv': ('void cublasZhpmv(char uplo, int n, cuDoubleComplex alpha, const cuDoubleComplex '
                 '*AP, const cuDoubleComplex *x, int incx, cuDoubleComplex beta, cuDoubleComplex '
                 '*y, int incy);',
                 ('uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                 'char,int,struct double2,struct double2*,struct double2*,int,struct '
                 'double2,struct double2*,int'),
 'cublasZhpmv_v2': ('cublasStatus_t cublasZhpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const '
                    'cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex '
                    '*y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum None,int,struct double2*,struct double2*,struct '
                    'double2*,int,struct double2*,struct double2*,int'),
 'cublasZhpmv_v2_64': ('cublasStatus_t cublasZhpmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, '
                       'const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, '
                       'cuDoubleComplex *y, int64_t incy);',
                       ('handle', 'uplo', 'n', 'alpha', 'AP', 'x', 'incx', 'beta', 'y', 'incy'),
                       'struct cublasContext*,enum None,long,struct double2*,struct '
                       'double2*,struct double2*,long,struct double2*,struct double2*,long'),
 'cublasZhpr': ('void cublasZhpr(char uplo, int n, double alpha, const cuDoubleComplex *x, int '
                'incx, cuDoubleComplex *AP);',
                ('uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                'char,int,double,struct double2*,int,struct double2*'),
 'cublasZhpr2': ('void cublasZhpr2(char uplo, int n, cuDoubleComplex alpha, const cuDoubleComplex '
                 '*x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *AP);',
                 ('uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                 'char,int,struct double2,struct double2*,int,struct double2*,int,struct double2*'),
 'cublasZhpr2_v2': ('cublasStatus_t cublasZhpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, '
                    'const cuDoubleComplex *y, int incy, cuDoubleComplex *AP);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                    'struct cublasContext*,enum None,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*'),
 'cublasZhpr2_v2_64': ('cublasStatus_t cublasZhpr2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, '
                       'int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex '
                       '*AP);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'AP'),
                       'struct cublasContext*,enum None,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*'),
 'cublasZhpr_v2': ('cublasStatus_t cublasZhpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex '
                   '*AP);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                   'struct cublasContext*,enum None,int,double*,struct double2*,int,struct '
                   'double2*'),
 'cublasZhpr_v2_64': ('cublasStatus_t cublasZhpr_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t '
                      'incx, cuDoubleComplex *AP);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'AP'),
                      'struct cublasContext*,enum None,long,double*,struct double2*,long,struct '
                      'double2*'),
 'cublasZmatinvBatched': ('cublasStatus_t cublasZmatinvBatched(cublasHandle_t handle, int n, const '
                          'cuDoubleComplex * const A[], int lda, cuDoubleComplex * const Ainv[], '
                          'int lda_inv, int *info, int batchSize);',
                          ('handle', 'n', 'A', 'lda', 'Ainv', 'lda_inv', 'info', 'batchSize'),
                          'struct cublasContext*,int,struct double2*[],int,struct '
                          'double2*[],int,int*,int'),
 'cublasZrot': ('void cublasZrot(int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int '
                'incy, double sc, cuDoubleComplex cs);',
                ('n', 'x', 'incx', 'y', 'incy', 'sc', 'cs'),
                'int,struct double2*,int,struct double2*,int,double,struct double2'),
 'cublasZrot_v2': ('cublasStatus_t cublasZrot_v2(cublasHandle_t handle, int n, cuDoubleComplex *x, '
                   'int incx, cuDoubleComplex *y, int incy, const double *c, const cuDoubleComplex '
                   '*s);',
                   ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                   'struct cublasContext*,int,struct double2*,int,struct '
                   'double2*,int,double*,struct double2*'),
 'cublasZrot_v2_64': ('cublasStatus_t cublasZrot_v2_64(cublasHandle_t handle, int64_t n, '
                      'cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const '
                      'double *c, const cuDoubleComplex *s);',
                      ('handle', 'n', 'x', 'incx', 'y', 'incy', 'c', 's'),
                      'struct cublasContext*,long,struct double2*,long,struct '
                      'double2*,long,double*,struct double2*'),
 'cublasZrotg': ('void cublasZrotg(cuDoubleComplex *ca, cuDoubleComplex cb, double *sc, '
                 'cuDoubleComplex *cs);',
                 ('ca', 'cb', 'sc', 'cs'),
                 'struct double2*,struct double2,double*,struct double2*'),
 'cublasZrotg_v2': ('cublasStatus_t cublasZrotg_v2(cublasHandle_t handle, cuDoubleComplex *a, '
                    'cuDoubleComplex *b, double *c, cuDoubleComplex *s);',
                    ('handle', 'a', 'b', 'c', 's'),
                    'struct cublasContext*,struct double2*,struct double2*,double*,struct '
                    'double2*'),
 'cublasZscal': ('void cublasZscal(int n, cuDoubleComplex alpha, cuDoubleComplex *x, int incx);',
                 ('n', 'alpha', 'x', 'incx'),
                 'int,struct double2,struct double2*,int'),
 'cublasZscal_v2': ('cublasStatus_t cublasZscal_v2(cublasHandle_t handle, int n, const '
                    'cuDoubleComplex *alpha, cuDoubleComplex *x, int incx);',
                    ('handle', 'n', 'alpha', 'x', 'incx'),
                    'struct cublasContext*,int,struct double2*,struct double2*,int'),
 'cublasZscal_v2_64': ('cublasStatus_t cublasZscal_v2_64(cublasHandle_t handle, int64_t n, const '
                       'cuDoubleComplex *alpha, cuDoubleComplex *x, int64_t incx);',
                       ('handle', 'n', 'alpha', 'x', 'incx'),
                       'struct cublasContext*,long,struct double2*,struct double2*,long'),
 'cublasZswap': ('void cublasZswap(int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int '
                 'incy);',
                 ('n', 'x', 'incx', 'y', 'incy'),
                 'int,struct double2*,int,struct double2*,int'),
 'cublasZswap_v2': ('cublasStatus_t cublasZswap_v2(cublasHandle_t handle, int n, cuDoubleComplex '
                    '*x, int incx, cuDoubleComplex *y, int incy);',
                    ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                    'struct cublasContext*,int,struct double2*,int,struct double2*,int'),
 'cublasZswap_v2_64': ('cublasStatus_t cublasZswap_v2_64(cublasHandle_t handle, int64_t n, '
                       'cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);',
                       ('handle', 'n', 'x', 'incx', 'y', 'incy'),
                       'struct cublasContext*,long,struct double2*,long,struct double2*,long'),
 'cublasZsymm': ('void cublasZsymm(char side, char uplo, int m, int n, cuDoubleComplex alpha, '
                 'const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, '
                 'cuDoubleComplex beta, cuDoubleComplex *C, int ldc);',
                 ('side', 'uplo', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                 'char,char,int,int,struct double2,struct double2*,int,struct double2*,int,struct '
                 'double2,struct double2*,int'),
 'cublasZsymm_v2': ('cublasStatus_t cublasZsymm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const '
                    'cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const '
                    'cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZsymm_v2_64': ('cublasStatus_t cublasZsymm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex '
                       '*alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, '
                       'int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t '
                       'ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,struct double2*,long'),
 'cublasZsymv_v2': ('cublasStatus_t cublasZsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const '
                    'cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex '
                    '*y, int incy);',
                    ('handle', 'uplo', 'n', 'alpha', 'A', 'lda', 'x', 'incx', 'beta', 'y', 'incy'),
                    'struct cublasContext*,enum None,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZsymv_v2_64': ('cublasStatus_t cublasZsymv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, '
                       'int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex '
                       '*beta, cuDoubleComplex *y, int64_t incy);',
                       ('handle',
                        'uplo',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'x',
                        'incx',
                        'beta',
                        'y',
                        'incy'),
                       'struct cublasContext*,enum None,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,struct double2*,long'),
 'cublasZsyr2_v2': ('cublasStatus_t cublasZsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, '
                    'const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);',
                    ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                    'struct cublasContext*,enum None,int,struct double2*,struct '
                    'double2*,int,struct double2*,int,struct double2*,int'),
 'cublasZsyr2_v2_64': ('cublasStatus_t cublasZsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, '
                       'int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, '
                       'int64_t lda);',
                       ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'y', 'incy', 'A', 'lda'),
                       'struct cublasContext*,enum None,long,struct double2*,struct '
                       'double2*,long,struct double2*,long,struct double2*,long'),
 'cublasZsyr2k': ('void cublasZsyr2k(char uplo, char trans, int n, int k, cuDoubleComplex alpha, '
                  'const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, '
                  'cuDoubleComplex beta, cuDoubleComplex *C, int ldc);',
                  ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'B', 'ldb', 'beta', 'C', 'ldc'),
                  'char,char,int,int,struct double2,struct double2*,int,struct double2*,int,struct '
                  'double2,struct double2*,int'),
 'cublasZsyr2k_v2': ('cublasStatus_t cublasZsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const '
                     'cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const '
                     'cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,int,int,struct double2*,struct '
                     'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZsyr2k_v2_64': ('cublasStatus_t cublasZsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t '
                        'uplo, cublasOperation_t trans, int64_t n, int64_t k, const '
                        'cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const '
                        'cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, '
                        'cuDoubleComplex *C, int64_t ldc);',
                        ('handle',
                         'uplo',
                         'trans',
                         'n',
                         'k',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'beta',
                         'C',
                         'ldc'),
                        'struct cublasContext*,enum None,enum None,long,long,struct '
                        'double2*,struct double2*,long,struct double2*,long,struct double2*,struct '
                        'double2*,long'),
 'cublasZsyr_v2': ('cublasStatus_t cublasZsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int '
                   'n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, '
                   'cuDoubleComplex *A, int lda);',
                   ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                   'struct cublasContext*,enum None,int,struct double2*,struct double2*,int,struct '
                   'double2*,int'),
 'cublasZsyr_v2_64': ('cublasStatus_t cublasZsyr_v2_64(cublasHandle_t handle, cublasFillMode_t '
                      'uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, '
                      'int64_t incx, cuDoubleComplex *A, int64_t lda);',
                      ('handle', 'uplo', 'n', 'alpha', 'x', 'incx', 'A', 'lda'),
                      'struct cublasContext*,enum None,long,struct double2*,struct '
                      'double2*,long,struct double2*,long'),
 'cublasZsyrk': ('void cublasZsyrk(char uplo, char trans, int n, int k, cuDoubleComplex alpha, '
                 'const cuDoubleComplex *A, int lda, cuDoubleComplex beta, cuDoubleComplex *C, int '
                 'ldc);',
                 ('uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                 'char,char,int,int,struct double2,struct double2*,int,struct double2,struct '
                 'double2*,int'),
 'cublasZsyrk_v2': ('cublasStatus_t cublasZsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const '
                    'cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, cuDoubleComplex *C, '
                    'int ldc);',
                    ('handle', 'uplo', 'trans', 'n', 'k', 'alpha', 'A', 'lda', 'beta', 'C', 'ldc'),
                    'struct cublasContext*,enum None,enum None,int,int,struct double2*,struct '
                    'double2*,int,struct double2*,struct double2*,int'),
 'cublasZsyrk_v2_64': ('cublasStatus_t cublasZsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex '
                       '*alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex '
                       '*beta, cuDoubleComplex *C, int64_t ldc);',
                       ('handle',
                        'uplo',
                        'trans',
                        'n',
                        'k',
                        'alpha',
                        'A',
                        'lda',
                        'beta',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,long,long,struct double2*,struct '
                       'double2*,long,struct double2*,struct double2*,long'),
 'cublasZsyrkx': ('cublasStatus_t cublasZsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, '
                  'cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const '
                  'cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const '
                  'cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);',
                  ('handle',
                   'uplo',
                   'trans',
                   'n',
                   'k',
                   'alpha',
                   'A',
                   'lda',
                   'B',
                   'ldb',
                   'beta',
                   'C',
                   'ldc'),
                  'struct cublasContext*,enum None,enum None,int,int,struct double2*,struct '
                  'double2*,int,struct double2*,int,struct double2*,struct double2*,int'),
 'cublasZsyrkx_64': ('cublasStatus_t cublasZsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, '
                     'cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, '
                     'const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t '
                     'ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);',
                     ('handle',
                      'uplo',
                      'trans',
                      'n',
                      'k',
                      'alpha',
                      'A',
                      'lda',
                      'B',
                      'ldb',
                      'beta',
                      'C',
                      'ldc'),
                     'struct cublasContext*,enum None,enum None,long,long,struct double2*,struct '
                     'double2*,long,struct double2*,long,struct double2*,struct double2*,long'),
 'cublasZtbmv': ('void cublasZtbmv(char uplo, char trans, char diag, int n, int k, const '
                 'cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,int,struct double2*,int,struct double2*,int'),
 'cublasZtbmv_v2': ('cublasStatus_t cublasZtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const '
                    'cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,int,struct '
                    'double2*,int,struct double2*,int'),
 'cublasZtbmv_v2_64': ('cublasStatus_t cublasZtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t '
                       'k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t '
                       'incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,long,struct '
                       'double2*,long,struct double2*,long'),
 'cublasZtbsv': ('void cublasZtbsv(char uplo, char trans, char diag, int n, int k, const '
                 'cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,int,struct double2*,int,struct double2*,int'),
 'cublasZtbsv_v2': ('cublasStatus_t cublasZtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const '
                    'cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,int,struct '
                    'double2*,int,struct double2*,int'),
 'cublasZtbsv_v2_64': ('cublasStatus_t cublasZtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t '
                       'k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t '
                       'incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'k', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,long,struct '
                       'double2*,long,struct double2*,long'),
 'cublasZtpmv': ('void cublasZtpmv(char uplo, char trans, char diag, int n, const cuDoubleComplex '
                 '*AP, cuDoubleComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                 'char,char,char,int,struct double2*,struct double2*,int'),
 'cublasZtpmv_v2': ('cublasStatus_t cublasZtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex '
                    '*AP, cuDoubleComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,struct '
                    'double2*,struct double2*,int'),
 'cublasZtpmv_v2_64': ('cublasStatus_t cublasZtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,struct '
                       'double2*,struct double2*,long'),
 'cublasZtpsv': ('void cublasZtpsv(char uplo, char trans, char diag, int n, const cuDoubleComplex '
                 '*AP, cuDoubleComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                 'char,char,char,int,struct double2*,struct double2*,int'),
 'cublasZtpsv_v2': ('cublasStatus_t cublasZtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex '
                    '*AP, cuDoubleComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,struct '
                    'double2*,struct double2*,int'),
 'cublasZtpsv_v2_64': ('cublasStatus_t cublasZtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'AP', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,struct '
                       'double2*,struct double2*,long'),
 'cublasZtpttr': ('cublasStatus_t cublasZtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int '
                  'n, const cuDoubleComplex *AP, cuDoubleComplex *A, int lda);',
                  ('handle', 'uplo', 'n', 'AP', 'A', 'lda'),
                  'struct cublasContext*,enum None,int,struct double2*,struct double2*,int'),
 'cublasZtrmm': ('void cublasZtrmm(char side, char uplo, char transa, char diag, int m, int n, '
                 'cuDoubleComplex alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, '
                 'int ldb);',
                 ('side', 'uplo', 'transa', 'diag', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb'),
                 'char,char,char,char,int,int,struct double2,struct double2*,int,struct '
                 'double2*,int'),
 'cublasZtrmm_v2': ('cublasStatus_t cublasZtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, '
                    'int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const '
                    'cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc);',
                    ('handle',
                     'side',
                     'uplo',
                     'trans',
                     'diag',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb',
                     'C',
                     'ldc'),
                    'struct cublasContext*,enum None,enum None,enum None,enum None,int,int,struct '
                    'double2*,struct double2*,int,struct double2*,int,struct double2*,int'),
 'cublasZtrmm_v2_64': ('cublasStatus_t cublasZtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                       'diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const '
                       'cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, '
                       'cuDoubleComplex *C, int64_t ldc);',
                       ('handle',
                        'side',
                        'uplo',
                        'trans',
                        'diag',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'C',
                        'ldc'),
                       'struct cublasContext*,enum None,enum None,enum None,enum '
                       'None,long,long,struct double2*,struct double2*,long,struct '
                       'double2*,long,struct double2*,long'),
 'cublasZtrmv': ('void cublasZtrmv(char uplo, char trans, char diag, int n, const cuDoubleComplex '
                 '*A, int lda, cuDoubleComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,struct double2*,int,struct double2*,int'),
 'cublasZtrmv_v2': ('cublasStatus_t cublasZtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex '
                    '*A, int lda, cuDoubleComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,struct '
                    'double2*,int,struct double2*,int'),
 'cublasZtrmv_v2_64': ('cublasStatus_t cublasZtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,struct '
                       'double2*,long,struct double2*,long'),
 'cublasZtrsm': ('void cublasZtrsm(char side, char uplo, char transa, char diag, int m, int n, '
                 'cuDoubleComplex alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, '
                 'int ldb);',
                 ('side', 'uplo', 'transa', 'diag', 'm', 'n', 'alpha', 'A', 'lda', 'B', 'ldb'),
                 'char,char,char,char,int,int,struct double2,struct double2*,int,struct '
                 'double2*,int'),
 'cublasZtrsmBatched': ('cublasStatus_t cublasZtrsmBatched(cublasHandle_t handle, cublasSideMode_t '
                        'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                        'diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex * '
                        'const A[], int lda, cuDoubleComplex * const B[], int ldb, int '
                        'batchCount);',
                        ('handle',
                         'side',
                         'uplo',
                         'trans',
                         'diag',
                         'm',
                         'n',
                         'alpha',
                         'A',
                         'lda',
                         'B',
                         'ldb',
                         'batchCount'),
                        'struct cublasContext*,enum None,enum None,enum None,enum '
                        'None,int,int,struct double2*,struct double2*[],int,struct '
                        'double2*[],int,int'),
 'cublasZtrsmBatched_64': ('cublasStatus_t cublasZtrsmBatched_64(cublasHandle_t handle, '
                           'cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, '
                           'cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex '
                           '*alpha, const cuDoubleComplex * const A[], int64_t lda, '
                           'cuDoubleComplex * const B[], int64_t ldb, int64_t batchCount);',
                           ('handle',
                            'side',
                            'uplo',
                            'trans',
                            'diag',
                            'm',
                            'n',
                            'alpha',
                            'A',
                            'lda',
                            'B',
                            'ldb',
                            'batchCount'),
                           'struct cublasContext*,enum None,enum None,enum None,enum '
                           'None,long,long,struct double2*,struct double2*[],long,struct '
                           'double2*[],long,long'),
 'cublasZtrsm_v2': ('cublasStatus_t cublasZtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, '
                    'cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, '
                    'int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, '
                    'cuDoubleComplex *B, int ldb);',
                    ('handle',
                     'side',
                     'uplo',
                     'trans',
                     'diag',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'B',
                     'ldb'),
                    'struct cublasContext*,enum None,enum None,enum None,enum None,int,int,struct '
                    'double2*,struct double2*,int,struct double2*,int'),
 'cublasZtrsm_v2_64': ('cublasStatus_t cublasZtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t '
                       'side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t '
                       'diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const '
                       'cuDoubleComplex *A, int64_t lda, cuDoubleComplex *B, int64_t ldb);',
                       ('handle',
                        'side',
                        'uplo',
                        'trans',
                        'diag',
                        'm',
                        'n',
                        'alpha',
                        'A',
                        'lda',
                        'B',
                        'ldb'),
                       'struct cublasContext*,enum None,enum None,enum None,enum '
                       'None,long,long,struct double2*,struct double2*,long,struct double2*,long'),
 'cublasZtrsv': ('void cublasZtrsv(char uplo, char trans, char diag, int n, const cuDoubleComplex '
                 '*A, int lda, cuDoubleComplex *x, int incx);',
                 ('uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                 'char,char,char,int,struct double2*,int,struct double2*,int'),
 'cublasZtrsv_v2': ('cublasStatus_t cublasZtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, '
                    'cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex '
                    '*A, int lda, cuDoubleComplex *x, int incx);',
                    ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                    'struct cublasContext*,enum None,enum None,enum None,int,struct '
                    'double2*,int,struct double2*,int'),
 'cublasZtrsv_v2_64': ('cublasStatus_t cublasZtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t '
                       'uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const '
                       'cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);',
                       ('handle', 'uplo', 'trans', 'diag', 'n', 'A', 'lda', 'x', 'incx'),
                       'struct cublasContext*,enum None,enum None,enum None,long,struct '
                       'double2*,long,struct double2*,long'),
 'cublasZtrttp': ('cublasStatus_t cublasZtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int '
                  'n, const cuDoubleComplex *A, int lda, cuDoubleComplex *AP);',
                  ('handle', 'uplo', 'n', 'A', 'lda', 'AP'),
                  'struct cublasContext*,enum None,int,struct double2*,int,struct double2*')}
PACKAGE_VERSION = '13.0.2.14'  # nvidia-cublas's, whose header it is
VERSION_MAJOR = 13
