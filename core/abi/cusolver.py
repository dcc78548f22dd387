"""The C ABI of cusolverDn.h, which zluda's library of its name exports. Generated
by scripts/gen_abi.py from the header of NVIDIA's nvidia-cusolver package; do not
edit by hand.

TYPES: C declarations of the header's types. FUNCTIONS: name -> (prototype, parameter
names, signature), as in zluda.abi.driver.
"""

# ruff: noqa: E501
TYPES = 'struct cusolverDnContext;\ntypedef struct cusolverDnContext *cusolverDnHandle_t;\nstruct syevjInfo;\ntypedef struct syevjInfo *syevjInfo_t;\nstruct gesvdjInfo;\ntypedef struct gesvdjInfo *gesvdjInfo_t;\nstruct cusolverDnIRSParams;\ntypedef struct cusolverDnIRSParams *cusolverDnIRSParams_t;\nstruct cusolverDnIRSInfos;\ntypedef struct cusolverDnIRSInfos *cusolverDnIRSInfos_t;\nstruct cusolverDnParams;\ntypedef struct cusolverDnParams *cusolverDnParams_t;\ntypedef enum \n{\n  CUSOLVERDN_GETRF = 0,\n  CUSOLVERDN_POTRF = 1,\n  CUSOLVERDN_SYEVBATCHED = 2\n} cusolverDnFunction_t;\ntypedef struct _IO_FILE FILE;\ntypedef struct float2\n{\n  float x;\n  float y;\n} float2;\ntypedef struct double2\n{\n  double x;\n  double y;\n} double2;\ntypedef float2 cuFloatComplex;\ntypedef double2 cuDoubleComplex;\ntypedef cuFloatComplex cuComplex;\ntypedef enum cudaDataType_t\n{\n  CUDA_R_16F = 2,\n  CUDA_C_16F = 6,\n  CUDA_R_16BF = 14,\n  CUDA_C_16BF = 15,\n  CUDA_R_32F = 0,\n  CUDA_C_32F = 4,\n  CUDA_R_64F = 1,\n  CUDA_C_64F = 5,\n  CUDA_R_4I = 16,\n  CUDA_C_4I = 17,\n  CUDA_R_4U = 18,\n  CUDA_C_4U = 19,\n  CUDA_R_8I = 3,\n  CUDA_C_8I = 7,\n  CUDA_R_8U = 8,\n  CUDA_C_8U = 9,\n  CUDA_R_16I = 20,\n  CUDA_C_16I = 21,\n  CUDA_R_16U = 22,\n  CUDA_C_16U = 23,\n  CUDA_R_32I = 10,\n  CUDA_C_32I = 11,\n  CUDA_R_32U = 12,\n  CUDA_C_32U = 13,\n  CUDA_R_64I = 24,\n  CUDA_C_64I = 25,\n  CUDA_R_64U = 26,\n  CUDA_C_64U = 27,\n  CUDA_R_8F_E4M3 = 28,\n  CUDA_R_8F_UE4M3 = CUDA_R_8F_E4M3,\n  CUDA_R_8F_E5M2 = 29,\n  CUDA_R_8F_UE8M0 = 30,\n  CUDA_R_6F_E2M3 = 31,\n  CUDA_R_6F_E3M2 = 32,\n  CUDA_R_4F_E2M1 = 33,\n  CUDA_R_8F_UE5M3 = 34\n} cudaDataType;\ntypedef enum cudaEmulationStrategy_t\n{\n  CUDA_EMULATION_STRATEGY_DEFAULT = 0,\n  CUDA_EMULATION_STRATEGY_PERFORMANT = 1,\n  CUDA_EMULATION_STRATEGY_EAGER = 2\n} cudaEmulationStrategy;\ntypedef enum cudaEmulationMantissaControl_t\n{\n  CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC = 0,\n  CUDA_EMULATION_MANTISSA_CONTROL_FIXED = 1\n} cudaEmulationMantissaControl;\ntypedef enum cudaEmulationSpecialValuesSupport_t\n{\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT = 0xFFFF,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NONE = 0,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_INFINITY = 1,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NAN = 2\n} cudaEmulationSpecialValuesSupport;\ntypedef enum libraryPropertyType_t\n{\n  MAJOR_VERSION,\n  MINOR_VERSION,\n  PATCH_LEVEL\n} libraryPropertyType;\ntypedef enum cudaDataType_t cudaDataType_t;\ntypedef enum cudaEmulationStrategy_t cudaEmulationStrategy_t;\ntypedef enum cudaEmulationMantissaControl_t cudaEmulationMantissaControl_t;\ntypedef enum cudaEmulationSpecialValuesSupport_t cudaEmulationSpecialValuesSupport_t;\ntypedef enum libraryPropertyType_t libraryPropertyType_t;\ntypedef struct CUstream_st *cudaStream_t;\ntypedef struct CUevent_st *cudaEvent_t;\ntypedef struct __half\n{\n  unsigned short x;\n} __half;\ntypedef struct __nv_bfloat16\n{\n  unsigned short x;\n} __nv_bfloat16;\ntypedef enum \n{\n  CUBLAS_STATUS_SUCCESS = 0,\n  CUBLAS_STATUS_NOT_INITIALIZED = 1,\n  CUBLAS_STATUS_ALLOC_FAILED = 3,\n  CUBLAS_STATUS_INVALID_VALUE = 7,\n  CUBLAS_STATUS_ARCH_MISMATCH = 8,\n  CUBLAS_STATUS_MAPPING_ERROR = 11,\n  CUBLAS_STATUS_EXECUTION_FAILED = 13,\n  CUBLAS_STATUS_INTERNAL_ERROR = 14,\n  CUBLAS_STATUS_NOT_SUPPORTED = 15,\n  CUBLAS_STATUS_LICENSE_ERROR = 16\n} cublasStatus_t;\ntypedef enum \n{\n  CUBLAS_FILL_MODE_LOWER = 0,\n  CUBLAS_FILL_MODE_UPPER = 1,\n  CUBLAS_FILL_MODE_FULL = 2\n} cublasFillMode_t;\ntypedef enum \n{\n  CUBLAS_DIAG_NON_UNIT = 0,\n  CUBLAS_DIAG_UNIT = 1\n} cublasDiagType_t;\ntypedef enum \n{\n  CUBLAS_SIDE_LEFT = 0,\n  CUBLAS_SIDE_RIGHT = 1\n} cublasSideMode_t;\ntypedef enum \n{\n  CUBLAS_OP_N = 0,\n  CUBLAS_OP_T = 1,\n  CUBLAS_OP_C = 2,\n  CUBLAS_OP_HERMITAN = 2,\n  CUBLAS_OP_CONJG = 3\n} cublasOperation_t;\ntypedef enum \n{\n  CUBLAS_POINTER_MODE_HOST = 0,\n  CUBLAS_POINTER_MODE_DEVICE = 1\n} cublasPointerMode_t;\ntypedef enum \n{\n  CUBLAS_ATOMICS_NOT_ALLOWED = 0,\n  CUBLAS_ATOMICS_ALLOWED = 1\n} cublasAtomicsMode_t;\ntypedef enum \n{\n  CUBLAS_GEMM_DFALT = -1,\n  CUBLAS_GEMM_DEFAULT = -1,\n  CUBLAS_GEMM_ALGO0 = 0,\n  CUBLAS_GEMM_ALGO1 = 1,\n  CUBLAS_GEMM_ALGO2 = 2,\n  CUBLAS_GEMM_ALGO3 = 3,\n  CUBLAS_GEMM_ALGO4 = 4,\n  CUBLAS_GEMM_ALGO5 = 5,\n  CUBLAS_GEMM_ALGO6 = 6,\n  CUBLAS_GEMM_ALGO7 = 7,\n  CUBLAS_GEMM_ALGO8 = 8,\n  CUBLAS_GEMM_ALGO9 = 9,\n  CUBLAS_GEMM_ALGO10 = 10,\n  CUBLAS_GEMM_ALGO11 = 11,\n  CUBLAS_GEMM_ALGO12 = 12,\n  CUBLAS_GEMM_ALGO13 = 13,\n  CUBLAS_GEMM_ALGO14 = 14,\n  CUBLAS_GEMM_ALGO15 = 15,\n  CUBLAS_GEMM_ALGO16 = 16,\n  CUBLAS_GEMM_ALGO17 = 17,\n  CUBLAS_GEMM_ALGO18 = 18,\n  CUBLAS_GEMM_ALGO19 = 19,\n  CUBLAS_GEMM_ALGO20 = 20,\n  CUBLAS_GEMM_ALGO21 = 21,\n  CUBLAS_GEMM_ALGO22 = 22,\n  CUBLAS_GEMM_ALGO23 = 23,\n  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,\n  CUBLAS_GEMM_DFALT_TENSOR_OP = 99,\n  CUBLAS_GEMM_ALGO0_TENSOR_OP = 100,\n  CUBLAS_GEMM_ALGO1_TENSOR_OP = 101,\n  CUBLAS_GEMM_ALGO2_TENSOR_OP = 102,\n  CUBLAS_GEMM_ALGO3_TENSOR_OP = 103,\n  CUBLAS_GEMM_ALGO4_TENSOR_OP = 104,\n  CUBLAS_GEMM_ALGO5_TENSOR_OP = 105,\n  CUBLAS_GEMM_ALGO6_TENSOR_OP = 106,\n  CUBLAS_GEMM_ALGO7_TENSOR_OP = 107,\n  CUBLAS_GEMM_ALGO8_TENSOR_OP = 108,\n  CUBLAS_GEMM_ALGO9_TENSOR_OP = 109,\n  CUBLAS_GEMM_ALGO10_TENSOR_OP = 110,\n  CUBLAS_GEMM_ALGO11_TENSOR_OP = 111,\n  CUBLAS_GEMM_ALGO12_TENSOR_OP = 112,\n  CUBLAS_GEMM_ALGO13_TENSOR_OP = 113,\n  CUBLAS_GEMM_ALGO14_TENSOR_OP = 114,\n  CUBLAS_GEMM_ALGO15_TENSOR_OP = 115,\n  CUBLAS_GEMM_AUTOTUNE = 999\n} cublasGemmAlgo_t;\ntypedef enum \n{\n  CUBLAS_DEFAULT_MATH = 0,\n  CUBLAS_TENSOR_OP_MATH = 1,\n  CUBLAS_PEDANTIC_MATH = 2,\n  CUBLAS_TF32_TENSOR_OP_MATH = 3,\n  CUBLAS_FP32_EMULATED_BF16X9_MATH = 4,\n  CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16\n} cublasMath_t;\ntypedef cudaDataType cublasDataType_t;\ntypedef enum \n{\n  CUBLAS_COMPUTE_16F = 64,\n  CUBLAS_COMPUTE_16F_PEDANTIC = 65,\n  CUBLAS_COMPUTE_32F = 68,\n  CUBLAS_COMPUTE_32F_PEDANTIC = 69,\n  CUBLAS_COMPUTE_32F_FAST_16F = 74,\n  CUBLAS_COMPUTE_32F_FAST_16BF = 75,\n  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,\n  CUBLAS_COMPUTE_32F_EMULATED_16BFX9 = 78,\n  CUBLAS_COMPUTE_64F = 70,\n  CUBLAS_COMPUTE_64F_PEDANTIC = 71,\n  CUBLAS_COMPUTE_32I = 72,\n  CUBLAS_COMPUTE_32I_PEDANTIC = 73\n} cublasComputeType_t;\ntypedef enum \n{\n  CUBLAS_EMULATION_STRATEGY_DEFAULT = 0,\n  CUBLAS_EMULATION_STRATEGY_PERFORMANT = 1,\n  CUBLAS_EMULATION_STRATEGY_EAGER = 2\n} cublasEmulationStrategy_t;\nstruct cublasContext;\ntypedef struct cublasContext *cublasHandle_t;\ntypedef void (*cublasLogCallback)(const char *msg);\ntypedef int cusolver_int_t;\ntypedef enum \n{\n  CUSOLVER_STATUS_SUCCESS = 0,\n  CUSOLVER_STATUS_NOT_INITIALIZED = 1,\n  CUSOLVER_STATUS_ALLOC_FAILED = 2,\n  CUSOLVER_STATUS_INVALID_VALUE = 3,\n  CUSOLVER_STATUS_ARCH_MISMATCH = 4,\n  CUSOLVER_STATUS_MAPPING_ERROR = 5,\n  CUSOLVER_STATUS_EXECUTION_FAILED = 6,\n  CUSOLVER_STATUS_INTERNAL_ERROR = 7,\n  CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,\n  CUSOLVER_STATUS_NOT_SUPPORTED = 9,\n  CUSOLVER_STATUS_ZERO_PIVOT = 10,\n  CUSOLVER_STATUS_INVALID_LICENSE = 11,\n  CUSOLVER_STATUS_IRS_PARAMS_NOT_INITIALIZED = 12,\n  CUSOLVER_STATUS_IRS_PARAMS_INVALID = 13,\n  CUSOLVER_STATUS_IRS_PARAMS_INVALID_PREC = 14,\n  CUSOLVER_STATUS_IRS_PARAMS_INVALID_REFINE = 15,\n  CUSOLVER_STATUS_IRS_PARAMS_INVALID_MAXITER = 16,\n  CUSOLVER_STATUS_IRS_INTERNAL_ERROR = 20,\n  CUSOLVER_STATUS_IRS_NOT_SUPPORTED = 21,\n  CUSOLVER_STATUS_IRS_OUT_OF_RANGE = 22,\n  CUSOLVER_STATUS_IRS_NRHS_NOT_SUPPORTED_FOR_REFINE_GMRES = 23,\n  CUSOLVER_STATUS_IRS_INFOS_NOT_INITIALIZED = 25,\n  CUSOLVER_STATUS_IRS_INFOS_NOT_DESTROYED = 26,\n  CUSOLVER_STATUS_IRS_MATRIX_SINGULAR = 30,\n  CUSOLVER_STATUS_INVALID_WORKSPACE = 31\n} cusolverStatus_t;\ntypedef enum \n{\n  CUSOLVER_EIG_TYPE_1 = 1,\n  CUSOLVER_EIG_TYPE_2 = 2,\n  CUSOLVER_EIG_TYPE_3 = 3\n} cusolverEigType_t;\ntypedef enum \n{\n  CUSOLVER_EIG_MODE_NOVECTOR = 0,\n  CUSOLVER_EIG_MODE_VECTOR = 1\n} cusolverEigMode_t;\ntypedef enum \n{\n  CUSOLVER_EIG_RANGE_ALL = 1001,\n  CUSOLVER_EIG_RANGE_I = 1002,\n  CUSOLVER_EIG_RANGE_V = 1003\n} cusolverEigRange_t;\ntypedef enum \n{\n  CUSOLVER_INF_NORM = 104,\n  CUSOLVER_MAX_NORM = 105,\n  CUSOLVER_ONE_NORM = 106,\n  CUSOLVER_FRO_NORM = 107\n} cusolverNorm_t;\ntypedef enum \n{\n  CUSOLVER_IRS_REFINE_NOT_SET = 1100,\n  CUSOLVER_IRS_REFINE_NONE = 1101,\n  CUSOLVER_IRS_REFINE_CLASSICAL = 1102,\n  CUSOLVER_IRS_REFINE_CLASSICAL_GMRES = 1103,\n  CUSOLVER_IRS_REFINE_GMRES = 1104,\n  CUSOLVER_IRS_REFINE_GMRES_GMRES = 1105,\n  CUSOLVER_IRS_REFINE_GMRES_NOPCOND = 1106,\n  CUSOLVER_PREC_DD = 1150,\n  CUSOLVER_PREC_SS = 1151,\n  CUSOLVER_PREC_SHT = 1152\n} cusolverIRSRefinement_t;\ntypedef enum \n{\n  CUSOLVER_R_8I = 1201,\n  CUSOLVER_R_8U = 1202,\n  CUSOLVER_R_64F = 1203,\n  CUSOLVER_R_32F = 1204,\n  CUSOLVER_R_16F = 1205,\n  CUSOLVER_R_16BF = 1206,\n  CUSOLVER_R_TF32 = 1207,\n  CUSOLVER_R_AP = 1208,\n  CUSOLVER_C_8I = 1211,\n  CUSOLVER_C_8U = 1212,\n  CUSOLVER_C_64F = 1213,\n  CUSOLVER_C_32F = 1214,\n  CUSOLVER_C_16F = 1215,\n  CUSOLVER_C_16BF = 1216,\n  CUSOLVER_C_TF32 = 1217,\n  CUSOLVER_C_AP = 1218\n} cusolverPrecType_t;\ntypedef enum \n{\n  CUSOLVER_ALG_0 = 0,\n  CUSOLVER_ALG_1 = 1,\n  CUSOLVER_ALG_2 = 2\n} cusolverAlgMode_t;\ntypedef enum \n{\n  CUBLAS_STOREV_COLUMNWISE = 0,\n  CUBLAS_STOREV_ROWWISE = 1\n} cusolverStorevMode_t;\ntypedef enum \n{\n  CUBLAS_DIRECT_FORWARD = 0,\n  CUBLAS_DIRECT_BACKWARD = 1\n} cusolverDirectMode_t;\ntypedef enum \n{\n  CUSOLVER_DETERMINISTIC_RESULTS = 1,\n  CUSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS = 2\n} cusolverDeterministicMode_t;\ntypedef enum \n{\n  CUSOLVER_DEFAULT_MATH = 1,\n  CUSOLVER_FP32_EMULATED_BF16X9_MATH = 2\n} cusolverMathMode_t;\ntypedef void (*cusolverDnLoggerCallback_t)(int logLevel, const char *functionName, const char *message);\nstruct cusparseContext;\ntypedef struct cusparseContext *cusparseHandle_t;\nstruct cusparseMatDescr;\ntypedef struct cusparseMatDescr *cusparseMatDescr_t;\nstruct bsrsv2Info;\ntypedef struct bsrsv2Info *bsrsv2Info_t;\nstruct bsrsm2Info;\ntypedef struct bsrsm2Info *bsrsm2Info_t;\nstruct csric02Info;\ntypedef struct csric02Info *csric02Info_t;\nstruct bsric02Info;\ntypedef struct bsric02Info *bsric02Info_t;\nstruct csrilu02Info;\ntypedef struct csrilu02Info *csrilu02Info_t;\nstruct bsrilu02Info;\ntypedef struct bsrilu02Info *bsrilu02Info_t;\nstruct csru2csrInfo;\ntypedef struct csru2csrInfo *csru2csrInfo_t;\nstruct cusparseColorInfo;\ntypedef struct cusparseColorInfo *cusparseColorInfo_t;\nstruct pruneInfo;\ntypedef struct pruneInfo *pruneInfo_t;\ntypedef enum \n{\n  CUSPARSE_STATUS_SUCCESS = 0,\n  CUSPARSE_STATUS_NOT_INITIALIZED = 1,\n  CUSPARSE_STATUS_ALLOC_FAILED = 2,\n  CUSPARSE_STATUS_INVALID_VALUE = 3,\n  CUSPARSE_STATUS_ARCH_MISMATCH = 4,\n  CUSPARSE_STATUS_MAPPING_ERROR = 5,\n  CUSPARSE_STATUS_EXECUTION_FAILED = 6,\n  CUSPARSE_STATUS_INTERNAL_ERROR = 7,\n  CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,\n  CUSPARSE_STATUS_ZERO_PIVOT = 9,\n  CUSPARSE_STATUS_NOT_SUPPORTED = 10,\n  CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11\n} cusparseStatus_t;\ntypedef enum \n{\n  CUSPARSE_POINTER_MODE_HOST = 0,\n  CUSPARSE_POINTER_MODE_DEVICE = 1\n} cusparsePointerMode_t;\ntypedef enum \n{\n  CUSPARSE_ACTION_SYMBOLIC = 0,\n  CUSPARSE_ACTION_NUMERIC = 1\n} cusparseAction_t;\ntypedef enum \n{\n  CUSPARSE_MATRIX_TYPE_GENERAL = 0,\n  CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,\n  CUSPARSE_MATRIX_TYPE_HERMITIAN = 2,\n  CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3\n} cusparseMatrixType_t;\ntypedef enum \n{\n  CUSPARSE_FILL_MODE_LOWER = 0,\n  CUSPARSE_FILL_MODE_UPPER = 1\n} cusparseFillMode_t;\ntypedef enum \n{\n  CUSPARSE_DIAG_TYPE_NON_UNIT = 0,\n  CUSPARSE_DIAG_TYPE_UNIT = 1\n} cusparseDiagType_t;\ntypedef enum \n{\n  CUSPARSE_INDEX_BASE_ZERO = 0,\n  CUSPARSE_INDEX_BASE_ONE = 1\n} cusparseIndexBase_t;\ntypedef enum \n{\n  CUSPARSE_OPERATION_NON_TRANSPOSE = 0,\n  CUSPARSE_OPERATION_TRANSPOSE = 1,\n  CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2\n} cusparseOperation_t;\ntypedef enum \n{\n  CUSPARSE_DIRECTION_ROW = 0,\n  CUSPARSE_DIRECTION_COLUMN = 1\n} cusparseDirection_t;\ntypedef enum \n{\n  CUSPARSE_SOLVE_POLICY_NO_LEVEL = 0,\n  CUSPARSE_SOLVE_POLICY_USE_LEVEL = 1\n} cusparseSolvePolicy_t;\ntypedef enum \n{\n  CUSPARSE_COLOR_ALG0 = 0,\n  CUSPARSE_COLOR_ALG1 = 1\n} cusparseColorAlg_t;\ntypedef void (*cusparseLoggerCallback_t)(int logLevel, const char *functionName, const char *message);\ntypedef enum \n{\n  CUSPARSE_CSR2CSC_ALG_DEFAULT = 1,\n  CUSPARSE_CSR2CSC_ALG1 = 1\n} cusparseCsr2CscAlg_t;\ntypedef enum \n{\n  CUSPARSE_FORMAT_CSR = 1,\n  CUSPARSE_FORMAT_CSC = 2,\n  CUSPARSE_FORMAT_COO = 3,\n  CUSPARSE_FORMAT_BLOCKED_ELL = 5,\n  CUSPARSE_FORMAT_BSR = 6,\n  CUSPARSE_FORMAT_SLICED_ELLPACK = 7\n} cusparseFormat_t;\ntypedef enum \n{\n  CUSPARSE_ORDER_COL = 1,\n  CUSPARSE_ORDER_ROW = 2\n} cusparseOrder_t;\ntypedef enum \n{\n  CUSPARSE_INDEX_16U = 1,\n  CUSPARSE_INDEX_32I = 2,\n  CUSPARSE_INDEX_64I = 3\n} cusparseIndexType_t;\nstruct cusparseSpVecDescr;\nstruct cusparseDnVecDescr;\nstruct cusparseSpMatDescr;\nstruct cusparseDnMatDescr;\ntypedef struct cusparseSpVecDescr *cusparseSpVecDescr_t;\ntypedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;\ntypedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;\ntypedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;\ntypedef const struct cusparseSpVecDescr *cusparseConstSpVecDescr_t;\ntypedef const struct cusparseDnVecDescr *cusparseConstDnVecDescr_t;\ntypedef const struct cusparseSpMatDescr *cusparseConstSpMatDescr_t;\ntypedef const struct cusparseDnMatDescr *cusparseConstDnMatDescr_t;\ntypedef enum \n{\n  CUSPARSE_SPMAT_FILL_MODE,\n  CUSPARSE_SPMAT_DIAG_TYPE\n} cusparseSpMatAttribute_t;\ntypedef enum \n{\n  CUSPARSE_SPARSETODENSE_ALG_DEFAULT = 0\n} cusparseSparseToDenseAlg_t;\ntypedef enum \n{\n  CUSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0\n} cusparseDenseToSparseAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPMV_ALG_DEFAULT = 0,\n  CUSPARSE_SPMV_CSR_ALG1 = 2,\n  CUSPARSE_SPMV_CSR_ALG2 = 3,\n  CUSPARSE_SPMV_COO_ALG1 = 1,\n  CUSPARSE_SPMV_COO_ALG2 = 4,\n  CUSPARSE_SPMV_SELL_ALG1 = 5,\n  CUSPARSE_SPMV_BSR_ALG1 = 6\n} cusparseSpMVAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPSV_ALG_DEFAULT = 0\n} cusparseSpSVAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPSV_UPDATE_GENERAL = 0,\n  CUSPARSE_SPSV_UPDATE_DIAGONAL = 1\n} cusparseSpSVUpdate_t;\nstruct cusparseSpSVDescr;\ntypedef struct cusparseSpSVDescr *cusparseSpSVDescr_t;\ntypedef enum \n{\n  CUSPARSE_SPSM_ALG_DEFAULT = 0\n} cusparseSpSMAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPSM_UPDATE_GENERAL = 0,\n  CUSPARSE_SPSM_UPDATE_DIAGONAL = 1\n} cusparseSpSMUpdate_t;\nstruct cusparseSpSMDescr;\ntypedef struct cusparseSpSMDescr *cusparseSpSMDescr_t;\ntypedef enum \n{\n  CUSPARSE_SPMM_ALG_DEFAULT = 0,\n  CUSPARSE_SPMM_COO_ALG1 = 1,\n  CUSPARSE_SPMM_COO_ALG2 = 2,\n  CUSPARSE_SPMM_COO_ALG3 = 3,\n  CUSPARSE_SPMM_COO_ALG4 = 5,\n  CUSPARSE_SPMM_CSR_ALG1 = 4,\n  CUSPARSE_SPMM_CSR_ALG2 = 6,\n  CUSPARSE_SPMM_CSR_ALG3 = 12,\n  CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13,\n  CUSPARSE_SPMM_BSR_ALG1 = 14\n} cusparseSpMMAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPGEMM_DEFAULT = 0,\n  CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC = 1,\n  CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC = 2,\n  CUSPARSE_SPGEMM_ALG1 = 3,\n  CUSPARSE_SPGEMM_ALG2 = 4,\n  CUSPARSE_SPGEMM_ALG3 = 5\n} cusparseSpGEMMAlg_t;\nstruct cusparseSpGEMMDescr;\ntypedef struct cusparseSpGEMMDescr *cusparseSpGEMMDescr_t;\ntypedef enum \n{\n  CUSPARSE_SDDMM_ALG_DEFAULT = 0\n} cusparseSDDMMAlg_t;\nstruct cusparseSpMMOpPlan;\ntypedef struct cusparseSpMMOpPlan *cusparseSpMMOpPlan_t;\ntypedef enum \n{\n  CUSPARSE_SPMM_OP_ALG_DEFAULT\n} cusparseSpMMOpAlg_t;\nstruct cusolverSpContext;\ntypedef struct cusolverSpContext *cusolverSpHandle_t;\nstruct csrqrInfo;\ntypedef struct csrqrInfo *csrqrInfo_t;\ntypedef enum \n{\n  CUSOLVERRF_RESET_VALUES_FAST_MODE_OFF = 0,\n  CUSOLVERRF_RESET_VALUES_FAST_MODE_ON = 1\n} cusolverRfResetValuesFastMode_t;\ntypedef enum \n{\n  CUSOLVERRF_MATRIX_FORMAT_CSR = 0,\n  CUSOLVERRF_MATRIX_FORMAT_CSC = 1\n} cusolverRfMatrixFormat_t;\ntypedef enum \n{\n  CUSOLVERRF_UNIT_DIAGONAL_STORED_L = 0,\n  CUSOLVERRF_UNIT_DIAGONAL_STORED_U = 1,\n  CUSOLVERRF_UNIT_DIAGONAL_ASSUMED_L = 2,\n  CUSOLVERRF_UNIT_DIAGONAL_ASSUMED_U = 3\n} cusolverRfUnitDiagonal_t;\ntypedef enum \n{\n  CUSOLVERRF_FACTORIZATION_ALG0 = 0,\n  CUSOLVERRF_FACTORIZATION_ALG1 = 1,\n  CUSOLVERRF_FACTORIZATION_ALG2 = 2\n} cusolverRfFactorization_t;\ntypedef enum \n{\n  CUSOLVERRF_TRIANGULAR_SOLVE_ALG1 = 1,\n  CUSOLVERRF_TRIANGULAR_SOLVE_ALG2 = 2,\n  CUSOLVERRF_TRIANGULAR_SOLVE_ALG3 = 3\n} cusolverRfTriangularSolve_t;\ntypedef enum \n{\n  CUSOLVERRF_NUMERIC_BOOST_NOT_USED = 0,\n  CUSOLVERRF_NUMERIC_BOOST_USED = 1\n} cusolverRfNumericBoostReport_t;\nstruct cusolverRfCommon;\ntypedef struct cusolverRfCommon *cusolverRfHandle_t;\nstruct csrluInfoHost;\ntypedef struct csrluInfoHost *csrluInfoHost_t;\nstruct csrqrInfoHost;\ntypedef struct csrqrInfoHost *csrqrInfoHost_t;\nstruct csrcholInfoHost;\ntypedef struct csrcholInfoHost *csrcholInfoHost_t;\nstruct csrcholInfo;\ntypedef struct csrcholInfo *csrcholInfo_t;\n'
FUNCTIONS = {'cusolverDnCCgels': ('cusolverStatus_t cusolverDnCCgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t '
                      'ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t '
                      'lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, '
                      'cusolver_int_t *d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                      'float2*,int,struct float2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnCCgels_bufferSize': ('cusolverStatus_t cusolverDnCCgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, '
                                 'cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                                 'float2*,int,struct float2*,int,void*,unsigned long*'),
 'cusolverDnCCgesv': ('cusolverStatus_t cusolverDnCCgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t '
                      'lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, '
                      'cusolver_int_t *d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,struct float2*,int,int*,struct '
                      'float2*,int,struct float2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnCCgesv_bufferSize': ('cusolverStatus_t cusolverDnCCgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, '
                                 'cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,struct float2*,int,int*,struct '
                                 'float2*,int,struct float2*,int,void*,unsigned long*'),
 'cusolverDnCEgels': ('cusolverStatus_t cusolverDnCEgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t '
                      'ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t '
                      'lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, '
                      'cusolver_int_t *d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                      'float2*,int,struct float2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnCEgels_bufferSize': ('cusolverStatus_t cusolverDnCEgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, '
                                 'cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                                 'float2*,int,struct float2*,int,void*,unsigned long*'),
 'cusolverDnCEgesv': ('cusolverStatus_t cusolverDnCEgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t '
                      'lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, '
                      'cusolver_int_t *d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,struct float2*,int,int*,struct '
                      'float2*,int,struct float2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnCEgesv_bufferSize': ('cusolverStatus_t cusolverDnCEgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, '
                                 'cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,struct float2*,int,int*,struct '
                                 'float2*,int,struct float2*,int,void*,unsigned long*'),
 'cusolverDnCKgels': ('cusolverStatus_t cusolverDnCKgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t '
                      'ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t '
                      'lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, '
                      'cusolver_int_t *d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                      'float2*,int,struct float2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnCKgels_bufferSize': ('cusolverStatus_t cusolverDnCKgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, '
                                 'cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                                 'float2*,int,struct float2*,int,void*,unsigned long*'),
 'cusolverDnCKgesv': ('cusolverStatus_t cusolverDnCKgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t '
                      'lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, '
                      'cusolver_int_t *d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,struct float2*,int,int*,struct '
                      'float2*,int,struct float2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnCKgesv_bufferSize': ('cusolverStatus_t cusolverDnCKgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, '
                                 'cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,struct float2*,int,int*,struct '
                                 'float2*,int,struct float2*,int,void*,unsigned long*'),
 'cusolverDnCYgels': ('cusolverStatus_t cusolverDnCYgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t '
                      'ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t '
                      'lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, '
                      'cusolver_int_t *d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                      'float2*,int,struct float2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnCYgels_bufferSize': ('cusolverStatus_t cusolverDnCYgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, '
                                 'cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                                 'float2*,int,struct float2*,int,void*,unsigned long*'),
 'cusolverDnCYgesv': ('cusolverStatus_t cusolverDnCYgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t '
                      'lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, '
                      'cusolver_int_t *d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,struct float2*,int,int*,struct '
                      'float2*,int,struct float2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnCYgesv_bufferSize': ('cusolverStatus_t cusolverDnCYgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, '
                                 'cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,struct float2*,int,int*,struct '
                                 'float2*,int,struct float2*,int,void*,unsigned long*'),
 'cusolverDnCgebrd': ('cusolverStatus_t cusolverDnCgebrd(cusolverDnHandle_t handle, int m, int n, '
                      'cuComplex *A, int lda, float *D, float *E, cuComplex *TAUQ, cuComplex '
                      '*TAUP, cuComplex *Work, int Lwork, int *devInfo);',
                      ('handle',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'D',
                       'E',
                       'TAUQ',
                       'TAUP',
                       'Work',
                       'Lwork',
                       'devInfo'),
                      'struct cusolverDnContext*,int,int,struct float2*,int,float*,float*,struct '
                      'float2*,struct float2*,struct float2*,int,int*'),
 'cusolverDnCgebrd_bufferSize': ('cusolverStatus_t cusolverDnCgebrd_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int *Lwork);',
                                 ('handle', 'm', 'n', 'Lwork'),
                                 'struct cusolverDnContext*,int,int,int*'),
 'cusolverDnCgeqrf': ('cusolverStatus_t cusolverDnCgeqrf(cusolverDnHandle_t handle, int m, int n, '
                      'cuComplex *A, int lda, cuComplex *TAU, cuComplex *Workspace, int Lwork, int '
                      '*devInfo);',
                      ('handle', 'm', 'n', 'A', 'lda', 'TAU', 'Workspace', 'Lwork', 'devInfo'),
                      'struct cusolverDnContext*,int,int,struct float2*,int,struct float2*,struct '
                      'float2*,int,int*'),
 'cusolverDnCgeqrf_bufferSize': ('cusolverStatus_t cusolverDnCgeqrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, cuComplex *A, int lda, int *lwork);',
                                 ('handle', 'm', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,int,int,struct float2*,int,int*'),
 'cusolverDnCgesvd': ('cusolverStatus_t cusolverDnCgesvd(cusolverDnHandle_t handle, signed char '
                      'jobu, signed char jobvt, int m, int n, cuComplex *A, int lda, float *S, '
                      'cuComplex *U, int ldu, cuComplex *VT, int ldvt, cuComplex *work, int lwork, '
                      'float *rwork, int *info);',
                      ('handle',
                       'jobu',
                       'jobvt',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'S',
                       'U',
                       'ldu',
                       'VT',
                       'ldvt',
                       'work',
                       'lwork',
                       'rwork',
                       'info'),
                      'struct cusolverDnContext*,signed char,signed char,int,int,struct '
                      'float2*,int,float*,struct float2*,int,struct float2*,int,struct '
                      'float2*,int,float*,int*'),
 'cusolverDnCgesvd_bufferSize': ('cusolverStatus_t cusolverDnCgesvd_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int *lwork);',
                                 ('handle', 'm', 'n', 'lwork'),
                                 'struct cusolverDnContext*,int,int,int*'),
 'cusolverDnCgesvdaStridedBatched': ('cusolverStatus_t '
                                     'cusolverDnCgesvdaStridedBatched(cusolverDnHandle_t handle, '
                                     'cusolverEigMode_t jobz, int rank, int m, int n, const '
                                     'cuComplex *d_A, int lda, long long int strideA, float *d_S, '
                                     'long long int strideS, cuComplex *d_U, int ldu, long long '
                                     'int strideU, cuComplex *d_V, int ldv, long long int strideV, '
                                     'cuComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, '
                                     'int batchSize);',
                                     ('handle',
                                      'jobz',
                                      'rank',
                                      'm',
                                      'n',
                                      'd_A',
                                      'lda',
                                      'strideA',
                                      'd_S',
                                      'strideS',
                                      'd_U',
                                      'ldu',
                                      'strideU',
                                      'd_V',
                                      'ldv',
                                      'strideV',
                                      'd_work',
                                      'lwork',
                                      'd_info',
                                      'h_R_nrmF',
                                      'batchSize'),
                                     'struct cusolverDnContext*,enum None,int,int,int,struct '
                                     'float2*,int,long long int,float*,long long int,struct '
                                     'float2*,int,long long int,struct float2*,int,long long '
                                     'int,struct float2*,int,int*,double*,int'),
 'cusolverDnCgesvdaStridedBatched_bufferSize': ('cusolverStatus_t '
                                                'cusolverDnCgesvdaStridedBatched_bufferSize(cusolverDnHandle_t '
                                                'handle, cusolverEigMode_t jobz, int rank, int m, '
                                                'int n, const cuComplex *d_A, int lda, long long '
                                                'int strideA, const float *d_S, long long int '
                                                'strideS, const cuComplex *d_U, int ldu, long long '
                                                'int strideU, const cuComplex *d_V, int ldv, long '
                                                'long int strideV, int *lwork, int batchSize);',
                                                ('handle',
                                                 'jobz',
                                                 'rank',
                                                 'm',
                                                 'n',
                                                 'd_A',
                                                 'lda',
                                                 'strideA',
                                                 'd_S',
                                                 'strideS',
                                                 'd_U',
                                                 'ldu',
                                                 'strideU',
                                                 'd_V',
                                                 'ldv',
                                                 'strideV',
                                                 'lwork',
                                                 'batchSize'),
                                                'struct cusolverDnContext*,enum '
                                                'None,int,int,int,struct float2*,int,long long '
                                                'int,float*,long long int,struct float2*,int,long '
                                                'long int,struct float2*,int,long long '
                                                'int,int*,int'),
 'cusolverDnCgesvdj': ('cusolverStatus_t cusolverDnCgesvdj(cusolverDnHandle_t handle, '
                       'cusolverEigMode_t jobz, int econ, int m, int n, cuComplex *A, int lda, '
                       'float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, '
                       'int lwork, int *info, gesvdjInfo_t params);',
                       ('handle',
                        'jobz',
                        'econ',
                        'm',
                        'n',
                        'A',
                        'lda',
                        'S',
                        'U',
                        'ldu',
                        'V',
                        'ldv',
                        'work',
                        'lwork',
                        'info',
                        'params'),
                       'struct cusolverDnContext*,enum None,int,int,int,struct '
                       'float2*,int,float*,struct float2*,int,struct float2*,int,struct '
                       'float2*,int,int*,struct gesvdjInfo*'),
 'cusolverDnCgesvdjBatched': ('cusolverStatus_t cusolverDnCgesvdjBatched(cusolverDnHandle_t '
                              'handle, cusolverEigMode_t jobz, int m, int n, cuComplex *A, int '
                              'lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, '
                              'cuComplex *work, int lwork, int *info, gesvdjInfo_t params, int '
                              'batchSize);',
                              ('handle',
                               'jobz',
                               'm',
                               'n',
                               'A',
                               'lda',
                               'S',
                               'U',
                               'ldu',
                               'V',
                               'ldv',
                               'work',
                               'lwork',
                               'info',
                               'params',
                               'batchSize'),
                              'struct cusolverDnContext*,enum None,int,int,struct '
                              'float2*,int,float*,struct float2*,int,struct float2*,int,struct '
                              'float2*,int,int*,struct gesvdjInfo*,int'),
 'cusolverDnCgesvdjBatched_bufferSize': ('cusolverStatus_t '
                                         'cusolverDnCgesvdjBatched_bufferSize(cusolverDnHandle_t '
                                         'handle, cusolverEigMode_t jobz, int m, int n, const '
                                         'cuComplex *A, int lda, const float *S, const cuComplex '
                                         '*U, int ldu, const cuComplex *V, int ldv, int *lwork, '
                                         'gesvdjInfo_t params, int batchSize);',
                                         ('handle',
                                          'jobz',
                                          'm',
                                          'n',
                                          'A',
                                          'lda',
                                          'S',
                                          'U',
                                          'ldu',
                                          'V',
                                          'ldv',
                                          'lwork',
                                          'params',
                                          'batchSize'),
                                         'struct cusolverDnContext*,enum None,int,int,struct '
                                         'float2*,int,float*,struct float2*,int,struct '
                                         'float2*,int,int*,struct gesvdjInfo*,int'),
 'cusolverDnCgesvdj_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnCgesvdj_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigMode_t jobz, int econ, int m, int n, const cuComplex '
                                  '*A, int lda, const float *S, const cuComplex *U, int ldu, const '
                                  'cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params);',
                                  ('handle',
                                   'jobz',
                                   'econ',
                                   'm',
                                   'n',
                                   'A',
                                   'lda',
                                   'S',
                                   'U',
                                   'ldu',
                                   'V',
                                   'ldv',
                                   'lwork',
                                   'params'),
                                  'struct cusolverDnContext*,enum None,int,int,int,struct '
                                  'float2*,int,float*,struct float2*,int,struct '
                                  'float2*,int,int*,struct gesvdjInfo*'),
 'cusolverDnCgetrf': ('cusolverStatus_t cusolverDnCgetrf(cusolverDnHandle_t handle, int m, int n, '
                      'cuComplex *A, int lda, cuComplex *Workspace, int *devIpiv, int *devInfo);',
                      ('handle', 'm', 'n', 'A', 'lda', 'Workspace', 'devIpiv', 'devInfo'),
                      'struct cusolverDnContext*,int,int,struct float2*,int,struct '
                      'float2*,int*,int*'),
 'cusolverDnCgetrf_bufferSize': ('cusolverStatus_t cusolverDnCgetrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, cuComplex *A, int lda, int *Lwork);',
                                 ('handle', 'm', 'n', 'A', 'lda', 'Lwork'),
                                 'struct cusolverDnContext*,int,int,struct float2*,int,int*'),
 'cusolverDnCgetrs': ('cusolverStatus_t cusolverDnCgetrs(cusolverDnHandle_t handle, '
                      'cublasOperation_t trans, int n, int nrhs, const cuComplex *A, int lda, '
                      'const int *devIpiv, cuComplex *B, int ldb, int *devInfo);',
                      ('handle',
                       'trans',
                       'n',
                       'nrhs',
                       'A',
                       'lda',
                       'devIpiv',
                       'B',
                       'ldb',
                       'devInfo'),
                      'struct cusolverDnContext*,enum None,int,int,struct float2*,int,int*,struct '
                      'float2*,int,int*'),
 'cusolverDnCheevd': ('cusolverStatus_t cusolverDnCheevd(cusolverDnHandle_t handle, '
                      'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int '
                      'lda, float *W, cuComplex *work, int lwork, int *info);',
                      ('handle', 'jobz', 'uplo', 'n', 'A', 'lda', 'W', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,enum None,int,struct '
                      'float2*,int,float*,struct float2*,int,int*'),
 'cusolverDnCheevd_bufferSize': ('cusolverStatus_t cusolverDnCheevd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, '
                                 'const cuComplex *A, int lda, const float *W, int *lwork);',
                                 ('handle', 'jobz', 'uplo', 'n', 'A', 'lda', 'W', 'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,int,struct '
                                 'float2*,int,float*,int*'),
 'cusolverDnCheevdx': ('cusolverStatus_t cusolverDnCheevdx(cusolverDnHandle_t handle, '
                       'cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, '
                       'int n, cuComplex *A, int lda, float vl, float vu, int il, int iu, int '
                       '*meig, float *W, cuComplex *work, int lwork, int *info);',
                       ('handle',
                        'jobz',
                        'range',
                        'uplo',
                        'n',
                        'A',
                        'lda',
                        'vl',
                        'vu',
                        'il',
                        'iu',
                        'meig',
                        'W',
                        'work',
                        'lwork',
                        'info'),
                       'struct cusolverDnContext*,enum None,enum None,enum None,int,struct '
                       'float2*,int,float,float,int,int,int*,float*,struct float2*,int,int*'),
 'cusolverDnCheevdx_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnCheevdx_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigMode_t jobz, cusolverEigRange_t range, '
                                  'cublasFillMode_t uplo, int n, const cuComplex *A, int lda, '
                                  'float vl, float vu, int il, int iu, int *meig, const float *W, '
                                  'int *lwork);',
                                  ('handle',
                                   'jobz',
                                   'range',
                                   'uplo',
                                   'n',
                                   'A',
                                   'lda',
                                   'vl',
                                   'vu',
                                   'il',
                                   'iu',
                                   'meig',
                                   'W',
                                   'lwork'),
                                  'struct cusolverDnContext*,enum None,enum None,enum '
                                  'None,int,struct '
                                  'float2*,int,float,float,int,int,int*,float*,int*'),
 'cusolverDnCheevj': ('cusolverStatus_t cusolverDnCheevj(cusolverDnHandle_t handle, '
                      'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int '
                      'lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params);',
                      ('handle',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'W',
                       'work',
                       'lwork',
                       'info',
                       'params'),
                      'struct cusolverDnContext*,enum None,enum None,int,struct '
                      'float2*,int,float*,struct float2*,int,int*,struct syevjInfo*'),
 'cusolverDnCheevjBatched': ('cusolverStatus_t cusolverDnCheevjBatched(cusolverDnHandle_t handle, '
                             'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, '
                             'int lda, float *W, cuComplex *work, int lwork, int *info, '
                             'syevjInfo_t params, int batchSize);',
                             ('handle',
                              'jobz',
                              'uplo',
                              'n',
                              'A',
                              'lda',
                              'W',
                              'work',
                              'lwork',
                              'info',
                              'params',
                              'batchSize'),
                             'struct cusolverDnContext*,enum None,enum None,int,struct '
                             'float2*,int,float*,struct float2*,int,int*,struct syevjInfo*,int'),
 'cusolverDnCheevjBatched_bufferSize': ('cusolverStatus_t '
                                        'cusolverDnCheevjBatched_bufferSize(cusolverDnHandle_t '
                                        'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, '
                                        'int n, const cuComplex *A, int lda, const float *W, int '
                                        '*lwork, syevjInfo_t params, int batchSize);',
                                        ('handle',
                                         'jobz',
                                         'uplo',
                                         'n',
                                         'A',
                                         'lda',
                                         'W',
                                         'lwork',
                                         'params',
                                         'batchSize'),
                                        'struct cusolverDnContext*,enum None,enum None,int,struct '
                                        'float2*,int,float*,int*,struct syevjInfo*,int'),
 'cusolverDnCheevj_bufferSize': ('cusolverStatus_t cusolverDnCheevj_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, '
                                 'const cuComplex *A, int lda, const float *W, int *lwork, '
                                 'syevjInfo_t params);',
                                 ('handle',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'W',
                                  'lwork',
                                  'params'),
                                 'struct cusolverDnContext*,enum None,enum None,int,struct '
                                 'float2*,int,float*,int*,struct syevjInfo*'),
 'cusolverDnChegvd': ('cusolverStatus_t cusolverDnChegvd(cusolverDnHandle_t handle, '
                      'cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int '
                      'n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, '
                      'int lwork, int *info);',
                      ('handle',
                       'itype',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'W',
                       'work',
                       'lwork',
                       'info'),
                      'struct cusolverDnContext*,enum None,enum None,enum None,int,struct '
                      'float2*,int,struct float2*,int,float*,struct float2*,int,int*'),
 'cusolverDnChegvd_bufferSize': ('cusolverStatus_t cusolverDnChegvd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                 'cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const '
                                 'cuComplex *B, int ldb, const float *W, int *lwork);',
                                 ('handle',
                                  'itype',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'B',
                                  'ldb',
                                  'W',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,struct float2*,int,struct float2*,int,float*,int*'),
 'cusolverDnChegvdx': ('cusolverStatus_t cusolverDnChegvdx(cusolverDnHandle_t handle, '
                       'cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, '
                       'cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int '
                       'ldb, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex '
                       '*work, int lwork, int *info);',
                       ('handle',
                        'itype',
                        'jobz',
                        'range',
                        'uplo',
                        'n',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'vl',
                        'vu',
                        'il',
                        'iu',
                        'meig',
                        'W',
                        'work',
                        'lwork',
                        'info'),
                       'struct cusolverDnContext*,enum None,enum None,enum None,enum '
                       'None,int,struct float2*,int,struct '
                       'float2*,int,float,float,int,int,int*,float*,struct float2*,int,int*'),
 'cusolverDnChegvdx_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnChegvdx_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                  'cusolverEigRange_t range, cublasFillMode_t uplo, int n, const '
                                  'cuComplex *A, int lda, const cuComplex *B, int ldb, float vl, '
                                  'float vu, int il, int iu, int *meig, const float *W, int '
                                  '*lwork);',
                                  ('handle',
                                   'itype',
                                   'jobz',
                                   'range',
                                   'uplo',
                                   'n',
                                   'A',
                                   'lda',
                                   'B',
                                   'ldb',
                                   'vl',
                                   'vu',
                                   'il',
                                   'iu',
                                   'meig',
                                   'W',
                                   'lwork'),
                                  'struct cusolverDnContext*,enum None,enum None,enum None,enum '
                                  'None,int,struct float2*,int,struct '
                                  'float2*,int,float,float,int,int,int*,float*,int*'),
 'cusolverDnChegvj': ('cusolverStatus_t cusolverDnChegvj(cusolverDnHandle_t handle, '
                      'cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int '
                      'n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, '
                      'int lwork, int *info, syevjInfo_t params);',
                      ('handle',
                       'itype',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'W',
                       'work',
                       'lwork',
                       'info',
                       'params'),
                      'struct cusolverDnContext*,enum None,enum None,enum None,int,struct '
                      'float2*,int,struct float2*,int,float*,struct float2*,int,int*,struct '
                      'syevjInfo*'),
 'cusolverDnChegvj_bufferSize': ('cusolverStatus_t cusolverDnChegvj_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                 'cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const '
                                 'cuComplex *B, int ldb, const float *W, int *lwork, syevjInfo_t '
                                 'params);',
                                 ('handle',
                                  'itype',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'B',
                                  'ldb',
                                  'W',
                                  'lwork',
                                  'params'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,struct float2*,int,struct '
                                 'float2*,int,float*,int*,struct syevjInfo*'),
 'cusolverDnChetrd': ('cusolverStatus_t cusolverDnChetrd(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *d, float *e, '
                      'cuComplex *tau, cuComplex *work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'd', 'e', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,struct '
                      'float2*,int,float*,float*,struct float2*,struct float2*,int,int*'),
 'cusolverDnChetrd_bufferSize': ('cusolverStatus_t cusolverDnChetrd_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, const cuComplex *A, int '
                                 'lda, const float *d, const float *e, const cuComplex *tau, int '
                                 '*lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'd', 'e', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct '
                                 'float2*,int,float*,float*,struct float2*,int*'),
 'cusolverDnClaswp': ('cusolverStatus_t cusolverDnClaswp(cusolverDnHandle_t handle, int n, '
                      'cuComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx);',
                      ('handle', 'n', 'A', 'lda', 'k1', 'k2', 'devIpiv', 'incx'),
                      'struct cusolverDnContext*,int,struct float2*,int,int,int,int*,int'),
 'cusolverDnClauum': ('cusolverStatus_t cusolverDnClauum(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int '
                      'lwork, int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'work', 'lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,struct float2*,int,struct '
                      'float2*,int,int*'),
 'cusolverDnClauum_bufferSize': ('cusolverStatus_t cusolverDnClauum_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int '
                                 '*lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct float2*,int,int*'),
 'cusolverDnCpotrf': ('cusolverStatus_t cusolverDnCpotrf(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *Workspace, '
                      'int Lwork, int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'Workspace', 'Lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,struct float2*,int,struct '
                      'float2*,int,int*'),
 'cusolverDnCpotrfBatched': ('cusolverStatus_t cusolverDnCpotrfBatched(cusolverDnHandle_t handle, '
                             'cublasFillMode_t uplo, int n, cuComplex *Aarray[], int lda, int '
                             '*infoArray, int batchSize);',
                             ('handle', 'uplo', 'n', 'Aarray', 'lda', 'infoArray', 'batchSize'),
                             'struct cusolverDnContext*,enum None,int,struct '
                             'float2*[],int,int*,int'),
 'cusolverDnCpotrf_bufferSize': ('cusolverStatus_t cusolverDnCpotrf_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int '
                                 '*Lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'Lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct float2*,int,int*'),
 'cusolverDnCpotri': ('cusolverStatus_t cusolverDnCpotri(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int '
                      'lwork, int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'work', 'lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,struct float2*,int,struct '
                      'float2*,int,int*'),
 'cusolverDnCpotri_bufferSize': ('cusolverStatus_t cusolverDnCpotri_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int '
                                 '*lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct float2*,int,int*'),
 'cusolverDnCpotrs': ('cusolverStatus_t cusolverDnCpotrs(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, int nrhs, const cuComplex *A, int lda, '
                      'cuComplex *B, int ldb, int *devInfo);',
                      ('handle', 'uplo', 'n', 'nrhs', 'A', 'lda', 'B', 'ldb', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,int,struct float2*,int,struct '
                      'float2*,int,int*'),
 'cusolverDnCpotrsBatched': ('cusolverStatus_t cusolverDnCpotrsBatched(cusolverDnHandle_t handle, '
                             'cublasFillMode_t uplo, int n, int nrhs, cuComplex *A[], int lda, '
                             'cuComplex *B[], int ldb, int *d_info, int batchSize);',
                             ('handle',
                              'uplo',
                              'n',
                              'nrhs',
                              'A',
                              'lda',
                              'B',
                              'ldb',
                              'd_info',
                              'batchSize'),
                             'struct cusolverDnContext*,enum None,int,int,struct '
                             'float2*[],int,struct float2*[],int,int*,int'),
 'cusolverDnCreate': ('cusolverStatus_t cusolverDnCreate(cusolverDnHandle_t *handle);',
                      ('handle',),
                      'struct cusolverDnContext**'),
 'cusolverDnCreateGesvdjInfo': ('cusolverStatus_t cusolverDnCreateGesvdjInfo(gesvdjInfo_t *info);',
                                ('info',),
                                'struct gesvdjInfo**'),
 'cusolverDnCreateParams': ('cusolverStatus_t cusolverDnCreateParams(cusolverDnParams_t *params);',
                            ('params',),
                            'struct cusolverDnParams**'),
 'cusolverDnCreateSyevjInfo': ('cusolverStatus_t cusolverDnCreateSyevjInfo(syevjInfo_t *info);',
                               ('info',),
                               'struct syevjInfo**'),
 'cusolverDnCsytrf': ('cusolverStatus_t cusolverDnCsytrf(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *ipiv, cuComplex '
                      '*work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,struct float2*,int,int*,struct '
                      'float2*,int,int*'),
 'cusolverDnCsytrf_bufferSize': ('cusolverStatus_t cusolverDnCsytrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int n, cuComplex *A, int lda, int *lwork);',
                                 ('handle', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,int,struct float2*,int,int*'),
 'cusolverDnCsytri': ('cusolverStatus_t cusolverDnCsytri(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, '
                      'cuComplex *work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,struct float2*,int,int*,struct '
                      'float2*,int,int*'),
 'cusolverDnCsytri_bufferSize': ('cusolverStatus_t cusolverDnCsytri_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, '
                                 'const int *ipiv, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct '
                                 'float2*,int,int*,int*'),
 'cusolverDnCungbr': ('cusolverStatus_t cusolverDnCungbr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, int m, int n, int k, cuComplex *A, int lda, const '
                      'cuComplex *tau, cuComplex *work, int lwork, int *info);',
                      ('handle', 'side', 'm', 'n', 'k', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,int,int,struct float2*,int,struct '
                      'float2*,struct float2*,int,int*'),
 'cusolverDnCungbr_bufferSize': ('cusolverStatus_t cusolverDnCungbr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, int m, int n, int k, const '
                                 'cuComplex *A, int lda, const cuComplex *tau, int *lwork);',
                                 ('handle', 'side', 'm', 'n', 'k', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,int,int,struct '
                                 'float2*,int,struct float2*,int*'),
 'cusolverDnCungqr': ('cusolverStatus_t cusolverDnCungqr(cusolverDnHandle_t handle, int m, int n, '
                      'int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int '
                      'lwork, int *info);',
                      ('handle', 'm', 'n', 'k', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                      'float2*,struct float2*,int,int*'),
 'cusolverDnCungqr_bufferSize': ('cusolverStatus_t cusolverDnCungqr_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int k, const cuComplex *A, int lda, const '
                                 'cuComplex *tau, int *lwork);',
                                 ('handle', 'm', 'n', 'k', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,int,int,int,struct float2*,int,struct '
                                 'float2*,int*'),
 'cusolverDnCungtr': ('cusolverStatus_t cusolverDnCungtr(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuComplex *A, int lda, const cuComplex *tau, '
                      'cuComplex *work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,struct float2*,int,struct '
                      'float2*,struct float2*,int,int*'),
 'cusolverDnCungtr_bufferSize': ('cusolverStatus_t cusolverDnCungtr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, const cuComplex *A, int '
                                 'lda, const cuComplex *tau, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct '
                                 'float2*,int,struct float2*,int*'),
 'cusolverDnCunmqr': ('cusolverStatus_t cusolverDnCunmqr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const '
                      'cuComplex *A, int lda, const cuComplex *tau, cuComplex *C, int ldc, '
                      'cuComplex *work, int lwork, int *devInfo);',
                      ('handle',
                       'side',
                       'trans',
                       'm',
                       'n',
                       'k',
                       'A',
                       'lda',
                       'tau',
                       'C',
                       'ldc',
                       'work',
                       'lwork',
                       'devInfo'),
                      'struct cusolverDnContext*,enum None,enum None,int,int,int,struct '
                      'float2*,int,struct float2*,struct float2*,int,struct float2*,int,int*'),
 'cusolverDnCunmqr_bufferSize': ('cusolverStatus_t cusolverDnCunmqr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, cublasOperation_t trans, int m, '
                                 'int n, int k, const cuComplex *A, int lda, const cuComplex *tau, '
                                 'const cuComplex *C, int ldc, int *lwork);',
                                 ('handle',
                                  'side',
                                  'trans',
                                  'm',
                                  'n',
                                  'k',
                                  'A',
                                  'lda',
                                  'tau',
                                  'C',
                                  'ldc',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,int,int,int,struct '
                                 'float2*,int,struct float2*,struct float2*,int,int*'),
 'cusolverDnCunmtr': ('cusolverStatus_t cusolverDnCunmtr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int '
                      'm, int n, cuComplex *A, int lda, cuComplex *tau, cuComplex *C, int ldc, '
                      'cuComplex *work, int lwork, int *info);',
                      ('handle',
                       'side',
                       'uplo',
                       'trans',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'tau',
                       'C',
                       'ldc',
                       'work',
                       'lwork',
                       'info'),
                      'struct cusolverDnContext*,enum None,enum None,enum None,int,int,struct '
                      'float2*,int,struct float2*,struct float2*,int,struct float2*,int,int*'),
 'cusolverDnCunmtr_bufferSize': ('cusolverStatus_t cusolverDnCunmtr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, cublasFillMode_t uplo, '
                                 'cublasOperation_t trans, int m, int n, const cuComplex *A, int '
                                 'lda, const cuComplex *tau, const cuComplex *C, int ldc, int '
                                 '*lwork);',
                                 ('handle',
                                  'side',
                                  'uplo',
                                  'trans',
                                  'm',
                                  'n',
                                  'A',
                                  'lda',
                                  'tau',
                                  'C',
                                  'ldc',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,int,struct float2*,int,struct float2*,struct '
                                 'float2*,int,int*'),
 'cusolverDnDBgels': ('cusolverStatus_t cusolverDnDBgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, '
                      'double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                      '*dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDBgels_bufferSize': ('cusolverStatus_t cusolverDnDBgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t '
                                 'lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                                 '*lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDBgesv': ('cusolverStatus_t cusolverDnDBgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, '
                      'void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDBgesv_bufferSize': ('cusolverStatus_t cusolverDnDBgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, '
                                 'cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDDgels': ('cusolverStatus_t cusolverDnDDgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, '
                      'double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                      '*dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDDgels_bufferSize': ('cusolverStatus_t cusolverDnDDgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t '
                                 'lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                                 '*lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDDgesv': ('cusolverStatus_t cusolverDnDDgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, '
                      'void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDDgesv_bufferSize': ('cusolverStatus_t cusolverDnDDgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, '
                                 'cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDHgels': ('cusolverStatus_t cusolverDnDHgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, '
                      'double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                      '*dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDHgels_bufferSize': ('cusolverStatus_t cusolverDnDHgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t '
                                 'lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                                 '*lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDHgesv': ('cusolverStatus_t cusolverDnDHgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, '
                      'void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDHgesv_bufferSize': ('cusolverStatus_t cusolverDnDHgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, '
                                 'cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDSgels': ('cusolverStatus_t cusolverDnDSgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, '
                      'double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                      '*dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDSgels_bufferSize': ('cusolverStatus_t cusolverDnDSgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t '
                                 'lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                                 '*lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDSgesv': ('cusolverStatus_t cusolverDnDSgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, '
                      'void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDSgesv_bufferSize': ('cusolverStatus_t cusolverDnDSgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, '
                                 'cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDXgels': ('cusolverStatus_t cusolverDnDXgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, '
                      'double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                      '*dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDXgels_bufferSize': ('cusolverStatus_t cusolverDnDXgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t '
                                 'lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                                 '*lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,int,double*,int,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDXgesv': ('cusolverStatus_t cusolverDnDXgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, '
                      'void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnDXgesv_bufferSize': ('cusolverStatus_t cusolverDnDXgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, '
                                 'cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,double*,int,int*,double*,int,double*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnDestroy': ('cusolverStatus_t cusolverDnDestroy(cusolverDnHandle_t handle);',
                       ('handle',),
                       'struct cusolverDnContext*'),
 'cusolverDnDestroyGesvdjInfo': ('cusolverStatus_t cusolverDnDestroyGesvdjInfo(gesvdjInfo_t info);',
                                 ('info',),
                                 'struct gesvdjInfo*'),
 'cusolverDnDestroyParams': ('cusolverStatus_t cusolverDnDestroyParams(cusolverDnParams_t params);',
                             ('params',),
                             'struct cusolverDnParams*'),
 'cusolverDnDestroySyevjInfo': ('cusolverStatus_t cusolverDnDestroySyevjInfo(syevjInfo_t info);',
                                ('info',),
                                'struct syevjInfo*'),
 'cusolverDnDgebrd': ('cusolverStatus_t cusolverDnDgebrd(cusolverDnHandle_t handle, int m, int n, '
                      'double *A, int lda, double *D, double *E, double *TAUQ, double *TAUP, '
                      'double *Work, int Lwork, int *devInfo);',
                      ('handle',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'D',
                       'E',
                       'TAUQ',
                       'TAUP',
                       'Work',
                       'Lwork',
                       'devInfo'),
                      'struct '
                      'cusolverDnContext*,int,int,double*,int,double*,double*,double*,double*,double*,int,int*'),
 'cusolverDnDgebrd_bufferSize': ('cusolverStatus_t cusolverDnDgebrd_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int *Lwork);',
                                 ('handle', 'm', 'n', 'Lwork'),
                                 'struct cusolverDnContext*,int,int,int*'),
 'cusolverDnDgeqrf': ('cusolverStatus_t cusolverDnDgeqrf(cusolverDnHandle_t handle, int m, int n, '
                      'double *A, int lda, double *TAU, double *Workspace, int Lwork, int '
                      '*devInfo);',
                      ('handle', 'm', 'n', 'A', 'lda', 'TAU', 'Workspace', 'Lwork', 'devInfo'),
                      'struct cusolverDnContext*,int,int,double*,int,double*,double*,int,int*'),
 'cusolverDnDgeqrf_bufferSize': ('cusolverStatus_t cusolverDnDgeqrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, double *A, int lda, int *lwork);',
                                 ('handle', 'm', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,int,int,double*,int,int*'),
 'cusolverDnDgesvd': ('cusolverStatus_t cusolverDnDgesvd(cusolverDnHandle_t handle, signed char '
                      'jobu, signed char jobvt, int m, int n, double *A, int lda, double *S, '
                      'double *U, int ldu, double *VT, int ldvt, double *work, int lwork, double '
                      '*rwork, int *info);',
                      ('handle',
                       'jobu',
                       'jobvt',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'S',
                       'U',
                       'ldu',
                       'VT',
                       'ldvt',
                       'work',
                       'lwork',
                       'rwork',
                       'info'),
                      'struct cusolverDnContext*,signed char,signed '
                      'char,int,int,double*,int,double*,double*,int,double*,int,double*,int,double*,int*'),
 'cusolverDnDgesvd_bufferSize': ('cusolverStatus_t cusolverDnDgesvd_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int *lwork);',
                                 ('handle', 'm', 'n', 'lwork'),
                                 'struct cusolverDnContext*,int,int,int*'),
 'cusolverDnDgesvdaStridedBatched': ('cusolverStatus_t '
                                     'cusolverDnDgesvdaStridedBatched(cusolverDnHandle_t handle, '
                                     'cusolverEigMode_t jobz, int rank, int m, int n, const double '
                                     '*d_A, int lda, long long int strideA, double *d_S, long long '
                                     'int strideS, double *d_U, int ldu, long long int strideU, '
                                     'double *d_V, int ldv, long long int strideV, double *d_work, '
                                     'int lwork, int *d_info, double *h_R_nrmF, int batchSize);',
                                     ('handle',
                                      'jobz',
                                      'rank',
                                      'm',
                                      'n',
                                      'd_A',
                                      'lda',
                                      'strideA',
                                      'd_S',
                                      'strideS',
                                      'd_U',
                                      'ldu',
                                      'strideU',
                                      'd_V',
                                      'ldv',
                                      'strideV',
                                      'd_work',
                                      'lwork',
                                      'd_info',
                                      'h_R_nrmF',
                                      'batchSize'),
                                     'struct cusolverDnContext*,enum '
                                     'None,int,int,int,double*,int,long long int,double*,long long '
                                     'int,double*,int,long long int,double*,int,long long '
                                     'int,double*,int,int*,double*,int'),
 'cusolverDnDgesvdaStridedBatched_bufferSize': ('cusolverStatus_t '
                                                'cusolverDnDgesvdaStridedBatched_bufferSize(cusolverDnHandle_t '
                                                'handle, cusolverEigMode_t jobz, int rank, int m, '
                                                'int n, const double *d_A, int lda, long long int '
                                                'strideA, const double *d_S, long long int '
                                                'strideS, const double *d_U, int ldu, long long '
                                                'int strideU, const double *d_V, int ldv, long '
                                                'long int strideV, int *lwork, int batchSize);',
                                                ('handle',
                                                 'jobz',
                                                 'rank',
                                                 'm',
                                                 'n',
                                                 'd_A',
                                                 'lda',
                                                 'strideA',
                                                 'd_S',
                                                 'strideS',
                                                 'd_U',
                                                 'ldu',
                                                 'strideU',
                                                 'd_V',
                                                 'ldv',
                                                 'strideV',
                                                 'lwork',
                                                 'batchSize'),
                                                'struct cusolverDnContext*,enum '
                                                'None,int,int,int,double*,int,long long '
                                                'int,double*,long long int,double*,int,long long '
                                                'int,double*,int,long long int,int*,int'),
 'cusolverDnDgesvdj': ('cusolverStatus_t cusolverDnDgesvdj(cusolverDnHandle_t handle, '
                       'cusolverEigMode_t jobz, int econ, int m, int n, double *A, int lda, double '
                       '*S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int '
                       '*info, gesvdjInfo_t params);',
                       ('handle',
                        'jobz',
                        'econ',
                        'm',
                        'n',
                        'A',
                        'lda',
                        'S',
                        'U',
                        'ldu',
                        'V',
                        'ldv',
                        'work',
                        'lwork',
                        'info',
                        'params'),
                       'struct cusolverDnContext*,enum '
                       'None,int,int,int,double*,int,double*,double*,int,double*,int,double*,int,int*,struct '
                       'gesvdjInfo*'),
 'cusolverDnDgesvdjBatched': ('cusolverStatus_t cusolverDnDgesvdjBatched(cusolverDnHandle_t '
                              'handle, cusolverEigMode_t jobz, int m, int n, double *A, int lda, '
                              'double *S, double *U, int ldu, double *V, int ldv, double *work, '
                              'int lwork, int *info, gesvdjInfo_t params, int batchSize);',
                              ('handle',
                               'jobz',
                               'm',
                               'n',
                               'A',
                               'lda',
                               'S',
                               'U',
                               'ldu',
                               'V',
                               'ldv',
                               'work',
                               'lwork',
                               'info',
                               'params',
                               'batchSize'),
                              'struct cusolverDnContext*,enum '
                              'None,int,int,double*,int,double*,double*,int,double*,int,double*,int,int*,struct '
                              'gesvdjInfo*,int'),
 'cusolverDnDgesvdjBatched_bufferSize': ('cusolverStatus_t '
                                         'cusolverDnDgesvdjBatched_bufferSize(cusolverDnHandle_t '
                                         'handle, cusolverEigMode_t jobz, int m, int n, const '
                                         'double *A, int lda, const double *S, const double *U, '
                                         'int ldu, const double *V, int ldv, int *lwork, '
                                         'gesvdjInfo_t params, int batchSize);',
                                         ('handle',
                                          'jobz',
                                          'm',
                                          'n',
                                          'A',
                                          'lda',
                                          'S',
                                          'U',
                                          'ldu',
                                          'V',
                                          'ldv',
                                          'lwork',
                                          'params',
                                          'batchSize'),
                                         'struct cusolverDnContext*,enum '
                                         'None,int,int,double*,int,double*,double*,int,double*,int,int*,struct '
                                         'gesvdjInfo*,int'),
 'cusolverDnDgesvdj_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnDgesvdj_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigMode_t jobz, int econ, int m, int n, const double '
                                  '*A, int lda, const double *S, const double *U, int ldu, const '
                                  'double *V, int ldv, int *lwork, gesvdjInfo_t params);',
                                  ('handle',
                                   'jobz',
                                   'econ',
                                   'm',
                                   'n',
                                   'A',
                                   'lda',
                                   'S',
                                   'U',
                                   'ldu',
                                   'V',
                                   'ldv',
                                   'lwork',
                                   'params'),
                                  'struct cusolverDnContext*,enum '
                                  'None,int,int,int,double*,int,double*,double*,int,double*,int,int*,struct '
                                  'gesvdjInfo*'),
 'cusolverDnDgetrf': ('cusolverStatus_t cusolverDnDgetrf(cusolverDnHandle_t handle, int m, int n, '
                      'double *A, int lda, double *Workspace, int *devIpiv, int *devInfo);',
                      ('handle', 'm', 'n', 'A', 'lda', 'Workspace', 'devIpiv', 'devInfo'),
                      'struct cusolverDnContext*,int,int,double*,int,double*,int*,int*'),
 'cusolverDnDgetrf_bufferSize': ('cusolverStatus_t cusolverDnDgetrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, double *A, int lda, int *Lwork);',
                                 ('handle', 'm', 'n', 'A', 'lda', 'Lwork'),
                                 'struct cusolverDnContext*,int,int,double*,int,int*'),
 'cusolverDnDgetrs': ('cusolverStatus_t cusolverDnDgetrs(cusolverDnHandle_t handle, '
                      'cublasOperation_t trans, int n, int nrhs, const double *A, int lda, const '
                      'int *devIpiv, double *B, int ldb, int *devInfo);',
                      ('handle',
                       'trans',
                       'n',
                       'nrhs',
                       'A',
                       'lda',
                       'devIpiv',
                       'B',
                       'ldb',
                       'devInfo'),
                      'struct cusolverDnContext*,enum '
                      'None,int,int,double*,int,int*,double*,int,int*'),
 'cusolverDnDlaswp': ('cusolverStatus_t cusolverDnDlaswp(cusolverDnHandle_t handle, int n, double '
                      '*A, int lda, int k1, int k2, const int *devIpiv, int incx);',
                      ('handle', 'n', 'A', 'lda', 'k1', 'k2', 'devIpiv', 'incx'),
                      'struct cusolverDnContext*,int,double*,int,int,int,int*,int'),
 'cusolverDnDlauum': ('cusolverStatus_t cusolverDnDlauum(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, '
                      'int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'work', 'lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,double*,int,double*,int,int*'),
 'cusolverDnDlauum_bufferSize': ('cusolverStatus_t cusolverDnDlauum_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, double *A, int lda, int '
                                 '*lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,double*,int,int*'),
 'cusolverDnDorgbr': ('cusolverStatus_t cusolverDnDorgbr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, int m, int n, int k, double *A, int lda, const '
                      'double *tau, double *work, int lwork, int *info);',
                      ('handle', 'side', 'm', 'n', 'k', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum '
                      'None,int,int,int,double*,int,double*,double*,int,int*'),
 'cusolverDnDorgbr_bufferSize': ('cusolverStatus_t cusolverDnDorgbr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, int m, int n, int k, const double '
                                 '*A, int lda, const double *tau, int *lwork);',
                                 ('handle', 'side', 'm', 'n', 'k', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum '
                                 'None,int,int,int,double*,int,double*,int*'),
 'cusolverDnDorgqr': ('cusolverStatus_t cusolverDnDorgqr(cusolverDnHandle_t handle, int m, int n, '
                      'int k, double *A, int lda, const double *tau, double *work, int lwork, int '
                      '*info);',
                      ('handle', 'm', 'n', 'k', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,int,int,int,double*,int,double*,double*,int,int*'),
 'cusolverDnDorgqr_bufferSize': ('cusolverStatus_t cusolverDnDorgqr_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int k, const double *A, int lda, const '
                                 'double *tau, int *lwork);',
                                 ('handle', 'm', 'n', 'k', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,int,int,int,double*,int,double*,int*'),
 'cusolverDnDorgtr': ('cusolverStatus_t cusolverDnDorgtr(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, double *A, int lda, const double *tau, double '
                      '*work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum '
                      'None,int,double*,int,double*,double*,int,int*'),
 'cusolverDnDorgtr_bufferSize': ('cusolverStatus_t cusolverDnDorgtr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, const double *A, int lda, '
                                 'const double *tau, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum '
                                 'None,int,double*,int,double*,int*'),
 'cusolverDnDormqr': ('cusolverStatus_t cusolverDnDormqr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const '
                      'double *A, int lda, const double *tau, double *C, int ldc, double *work, '
                      'int lwork, int *devInfo);',
                      ('handle',
                       'side',
                       'trans',
                       'm',
                       'n',
                       'k',
                       'A',
                       'lda',
                       'tau',
                       'C',
                       'ldc',
                       'work',
                       'lwork',
                       'devInfo'),
                      'struct cusolverDnContext*,enum None,enum '
                      'None,int,int,int,double*,int,double*,double*,int,double*,int,int*'),
 'cusolverDnDormqr_bufferSize': ('cusolverStatus_t cusolverDnDormqr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, cublasOperation_t trans, int m, '
                                 'int n, int k, const double *A, int lda, const double *tau, const '
                                 'double *C, int ldc, int *lwork);',
                                 ('handle',
                                  'side',
                                  'trans',
                                  'm',
                                  'n',
                                  'k',
                                  'A',
                                  'lda',
                                  'tau',
                                  'C',
                                  'ldc',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum '
                                 'None,int,int,int,double*,int,double*,double*,int,int*'),
 'cusolverDnDormtr': ('cusolverStatus_t cusolverDnDormtr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int '
                      'm, int n, double *A, int lda, double *tau, double *C, int ldc, double '
                      '*work, int lwork, int *info);',
                      ('handle',
                       'side',
                       'uplo',
                       'trans',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'tau',
                       'C',
                       'ldc',
                       'work',
                       'lwork',
                       'info'),
                      'struct cusolverDnContext*,enum None,enum None,enum '
                      'None,int,int,double*,int,double*,double*,int,double*,int,int*'),
 'cusolverDnDormtr_bufferSize': ('cusolverStatus_t cusolverDnDormtr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, cublasFillMode_t uplo, '
                                 'cublasOperation_t trans, int m, int n, const double *A, int lda, '
                                 'const double *tau, const double *C, int ldc, int *lwork);',
                                 ('handle',
                                  'side',
                                  'uplo',
                                  'trans',
                                  'm',
                                  'n',
                                  'A',
                                  'lda',
                                  'tau',
                                  'C',
                                  'ldc',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,int,double*,int,double*,double*,int,int*'),
 'cusolverDnDpotrf': ('cusolverStatus_t cusolverDnDpotrf(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, double *A, int lda, double *Workspace, int '
                      'Lwork, int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'Workspace', 'Lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,double*,int,double*,int,int*'),
 'cusolverDnDpotrfBatched': ('cusolverStatus_t cusolverDnDpotrfBatched(cusolverDnHandle_t handle, '
                             'cublasFillMode_t uplo, int n, double *Aarray[], int lda, int '
                             '*infoArray, int batchSize);',
                             ('handle', 'uplo', 'n', 'Aarray', 'lda', 'infoArray', 'batchSize'),
                             'struct cusolverDnContext*,enum None,int,double*[],int,int*,int'),
 'cusolverDnDpotrf_bufferSize': ('cusolverStatus_t cusolverDnDpotrf_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, double *A, int lda, int '
                                 '*Lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'Lwork'),
                                 'struct cusolverDnContext*,enum None,int,double*,int,int*'),
 'cusolverDnDpotri': ('cusolverStatus_t cusolverDnDpotri(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, '
                      'int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'work', 'lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,double*,int,double*,int,int*'),
 'cusolverDnDpotri_bufferSize': ('cusolverStatus_t cusolverDnDpotri_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, double *A, int lda, int '
                                 '*lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,double*,int,int*'),
 'cusolverDnDpotrs': ('cusolverStatus_t cusolverDnDpotrs(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, int nrhs, const double *A, int lda, double '
                      '*B, int ldb, int *devInfo);',
                      ('handle', 'uplo', 'n', 'nrhs', 'A', 'lda', 'B', 'ldb', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,int,double*,int,double*,int,int*'),
 'cusolverDnDpotrsBatched': ('cusolverStatus_t cusolverDnDpotrsBatched(cusolverDnHandle_t handle, '
                             'cublasFillMode_t uplo, int n, int nrhs, double *A[], int lda, double '
                             '*B[], int ldb, int *d_info, int batchSize);',
                             ('handle',
                              'uplo',
                              'n',
                              'nrhs',
                              'A',
                              'lda',
                              'B',
                              'ldb',
                              'd_info',
                              'batchSize'),
                             'struct cusolverDnContext*,enum '
                             'None,int,int,double*[],int,double*[],int,int*,int'),
 'cusolverDnDsyevd': ('cusolverStatus_t cusolverDnDsyevd(cusolverDnHandle_t handle, '
                      'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, '
                      'double *W, double *work, int lwork, int *info);',
                      ('handle', 'jobz', 'uplo', 'n', 'A', 'lda', 'W', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,enum '
                      'None,int,double*,int,double*,double*,int,int*'),
 'cusolverDnDsyevd_bufferSize': ('cusolverStatus_t cusolverDnDsyevd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, '
                                 'const double *A, int lda, const double *W, int *lwork);',
                                 ('handle', 'jobz', 'uplo', 'n', 'A', 'lda', 'W', 'lwork'),
                                 'struct cusolverDnContext*,enum None,enum '
                                 'None,int,double*,int,double*,int*'),
 'cusolverDnDsyevdx': ('cusolverStatus_t cusolverDnDsyevdx(cusolverDnHandle_t handle, '
                       'cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, '
                       'int n, double *A, int lda, double vl, double vu, int il, int iu, int '
                       '*meig, double *W, double *work, int lwork, int *info);',
                       ('handle',
                        'jobz',
                        'range',
                        'uplo',
                        'n',
                        'A',
                        'lda',
                        'vl',
                        'vu',
                        'il',
                        'iu',
                        'meig',
                        'W',
                        'work',
                        'lwork',
                        'info'),
                       'struct cusolverDnContext*,enum None,enum None,enum '
                       'None,int,double*,int,double,double,int,int,int*,double*,double*,int,int*'),
 'cusolverDnDsyevdx_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnDsyevdx_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigMode_t jobz, cusolverEigRange_t range, '
                                  'cublasFillMode_t uplo, int n, const double *A, int lda, double '
                                  'vl, double vu, int il, int iu, int *meig, const double *W, int '
                                  '*lwork);',
                                  ('handle',
                                   'jobz',
                                   'range',
                                   'uplo',
                                   'n',
                                   'A',
                                   'lda',
                                   'vl',
                                   'vu',
                                   'il',
                                   'iu',
                                   'meig',
                                   'W',
                                   'lwork'),
                                  'struct cusolverDnContext*,enum None,enum None,enum '
                                  'None,int,double*,int,double,double,int,int,int*,double*,int*'),
 'cusolverDnDsyevj': ('cusolverStatus_t cusolverDnDsyevj(cusolverDnHandle_t handle, '
                      'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, '
                      'double *W, double *work, int lwork, int *info, syevjInfo_t params);',
                      ('handle',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'W',
                       'work',
                       'lwork',
                       'info',
                       'params'),
                      'struct cusolverDnContext*,enum None,enum '
                      'None,int,double*,int,double*,double*,int,int*,struct syevjInfo*'),
 'cusolverDnDsyevjBatched': ('cusolverStatus_t cusolverDnDsyevjBatched(cusolverDnHandle_t handle, '
                             'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int '
                             'lda, double *W, double *work, int lwork, int *info, syevjInfo_t '
                             'params, int batchSize);',
                             ('handle',
                              'jobz',
                              'uplo',
                              'n',
                              'A',
                              'lda',
                              'W',
                              'work',
                              'lwork',
                              'info',
                              'params',
                              'batchSize'),
                             'struct cusolverDnContext*,enum None,enum '
                             'None,int,double*,int,double*,double*,int,int*,struct syevjInfo*,int'),
 'cusolverDnDsyevjBatched_bufferSize': ('cusolverStatus_t '
                                        'cusolverDnDsyevjBatched_bufferSize(cusolverDnHandle_t '
                                        'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, '
                                        'int n, const double *A, int lda, const double *W, int '
                                        '*lwork, syevjInfo_t params, int batchSize);',
                                        ('handle',
                                         'jobz',
                                         'uplo',
                                         'n',
                                         'A',
                                         'lda',
                                         'W',
                                         'lwork',
                                         'params',
                                         'batchSize'),
                                        'struct cusolverDnContext*,enum None,enum '
                                        'None,int,double*,int,double*,int*,struct syevjInfo*,int'),
 'cusolverDnDsyevj_bufferSize': ('cusolverStatus_t cusolverDnDsyevj_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, '
                                 'const double *A, int lda, const double *W, int *lwork, '
                                 'syevjInfo_t params);',
                                 ('handle',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'W',
                                  'lwork',
                                  'params'),
                                 'struct cusolverDnContext*,enum None,enum '
                                 'None,int,double*,int,double*,int*,struct syevjInfo*'),
 'cusolverDnDsygvd': ('cusolverStatus_t cusolverDnDsygvd(cusolverDnHandle_t handle, '
                      'cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int '
                      'n, double *A, int lda, double *B, int ldb, double *W, double *work, int '
                      'lwork, int *info);',
                      ('handle',
                       'itype',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'W',
                       'work',
                       'lwork',
                       'info'),
                      'struct cusolverDnContext*,enum None,enum None,enum '
                      'None,int,double*,int,double*,int,double*,double*,int,int*'),
 'cusolverDnDsygvd_bufferSize': ('cusolverStatus_t cusolverDnDsygvd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                 'cublasFillMode_t uplo, int n, const double *A, int lda, const '
                                 'double *B, int ldb, const double *W, int *lwork);',
                                 ('handle',
                                  'itype',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'B',
                                  'ldb',
                                  'W',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,double*,int,double*,int,double*,int*'),
 'cusolverDnDsygvdx': ('cusolverStatus_t cusolverDnDsygvdx(cusolverDnHandle_t handle, '
                       'cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, '
                       'cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, '
                       'double vl, double vu, int il, int iu, int *meig, double *W, double *work, '
                       'int lwork, int *info);',
                       ('handle',
                        'itype',
                        'jobz',
                        'range',
                        'uplo',
                        'n',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'vl',
                        'vu',
                        'il',
                        'iu',
                        'meig',
                        'W',
                        'work',
                        'lwork',
                        'info'),
                       'struct cusolverDnContext*,enum None,enum None,enum None,enum '
                       'None,int,double*,int,double*,int,double,double,int,int,int*,double*,double*,int,int*'),
 'cusolverDnDsygvdx_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnDsygvdx_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                  'cusolverEigRange_t range, cublasFillMode_t uplo, int n, const '
                                  'double *A, int lda, const double *B, int ldb, double vl, double '
                                  'vu, int il, int iu, int *meig, const double *W, int *lwork);',
                                  ('handle',
                                   'itype',
                                   'jobz',
                                   'range',
                                   'uplo',
                                   'n',
                                   'A',
                                   'lda',
                                   'B',
                                   'ldb',
                                   'vl',
                                   'vu',
                                   'il',
                                   'iu',
                                   'meig',
                                   'W',
                                   'lwork'),
                                  'struct cusolverDnContext*,enum None,enum None,enum None,enum '
                                  'None,int,double*,int,double*,int,double,double,int,int,int*,double*,int*'),
 'cusolverDnDsygvj': ('cusolverStatus_t cusolverDnDsygvj(cusolverDnHandle_t handle, '
                      'cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int '
                      'n, double *A, int lda, double *B, int ldb, double *W, double *work, int '
                      'lwork, int *info, syevjInfo_t params);',
                      ('handle',
                       'itype',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'W',
                       'work',
                       'lwork',
                       'info',
                       'params'),
                      'struct cusolverDnContext*,enum None,enum None,enum '
                      'None,int,double*,int,double*,int,double*,double*,int,int*,struct '
                      'syevjInfo*'),
 'cusolverDnDsygvj_bufferSize': ('cusolverStatus_t cusolverDnDsygvj_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                 'cublasFillMode_t uplo, int n, const double *A, int lda, const '
                                 'double *B, int ldb, const double *W, int *lwork, syevjInfo_t '
                                 'params);',
                                 ('handle',
                                  'itype',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'B',
                                  'ldb',
                                  'W',
                                  'lwork',
                                  'params'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,double*,int,double*,int,double*,int*,struct syevjInfo*'),
 'cusolverDnDsytrd': ('cusolverStatus_t cusolverDnDsytrd(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, double *A, int lda, double *d, double *e, '
                      'double *tau, double *work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'd', 'e', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum '
                      'None,int,double*,int,double*,double*,double*,double*,int,int*'),
 'cusolverDnDsytrd_bufferSize': ('cusolverStatus_t cusolverDnDsytrd_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, const double *A, int lda, '
                                 'const double *d, const double *e, const double *tau, int '
                                 '*lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'd', 'e', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum '
                                 'None,int,double*,int,double*,double*,double*,int*'),
 'cusolverDnDsytrf': ('cusolverStatus_t cusolverDnDsytrf(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, double *A, int lda, int *ipiv, double *work, '
                      'int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,double*,int,int*,double*,int,int*'),
 'cusolverDnDsytrf_bufferSize': ('cusolverStatus_t cusolverDnDsytrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int n, double *A, int lda, int *lwork);',
                                 ('handle', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,int,double*,int,int*'),
 'cusolverDnDsytri': ('cusolverStatus_t cusolverDnDsytri(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, double '
                      '*work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,double*,int,int*,double*,int,int*'),
 'cusolverDnDsytri_bufferSize': ('cusolverStatus_t cusolverDnDsytri_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, double *A, int lda, const '
                                 'int *ipiv, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,double*,int,int*,int*'),
 'cusolverDnGetDeterministicMode': ('cusolverStatus_t '
                                    'cusolverDnGetDeterministicMode(cusolverDnHandle_t handle, '
                                    'cusolverDeterministicMode_t *mode);',
                                    ('handle', 'mode'),
                                    'struct cusolverDnContext*,enum None*'),
 'cusolverDnGetEmulationStrategy': ('cusolverStatus_t '
                                    'cusolverDnGetEmulationStrategy(cusolverDnHandle_t handle, '
                                    'cudaEmulationStrategy_t *strategy);',
                                    ('handle', 'strategy'),
                                    'struct cusolverDnContext*,enum cudaEmulationStrategy_t*'),
 'cusolverDnGetMathMode': ('cusolverStatus_t cusolverDnGetMathMode(cusolverDnHandle_t handle, '
                           'cusolverMathMode_t *mode);',
                           ('handle', 'mode'),
                           'struct cusolverDnContext*,enum None*'),
 'cusolverDnGetStream': ('cusolverStatus_t cusolverDnGetStream(cusolverDnHandle_t handle, '
                         'cudaStream_t *streamId);',
                         ('handle', 'streamId'),
                         'struct cusolverDnContext*,struct CUstream_st**'),
 'cusolverDnIRSInfosCreate': ('cusolverStatus_t cusolverDnIRSInfosCreate(cusolverDnIRSInfos_t '
                              '*infos_ptr);',
                              ('infos_ptr',),
                              'struct cusolverDnIRSInfos**'),
 'cusolverDnIRSInfosDestroy': ('cusolverStatus_t cusolverDnIRSInfosDestroy(cusolverDnIRSInfos_t '
                               'infos);',
                               ('infos',),
                               'struct cusolverDnIRSInfos*'),
 'cusolverDnIRSInfosGetMaxIters': ('cusolverStatus_t '
                                   'cusolverDnIRSInfosGetMaxIters(cusolverDnIRSInfos_t infos, '
                                   'cusolver_int_t *maxiters);',
                                   ('infos', 'maxiters'),
                                   'struct cusolverDnIRSInfos*,int*'),
 'cusolverDnIRSInfosGetNiters': ('cusolverStatus_t '
                                 'cusolverDnIRSInfosGetNiters(cusolverDnIRSInfos_t infos, '
                                 'cusolver_int_t *niters);',
                                 ('infos', 'niters'),
                                 'struct cusolverDnIRSInfos*,int*'),
 'cusolverDnIRSInfosGetOuterNiters': ('cusolverStatus_t '
                                      'cusolverDnIRSInfosGetOuterNiters(cusolverDnIRSInfos_t '
                                      'infos, cusolver_int_t *outer_niters);',
                                      ('infos', 'outer_niters'),
                                      'struct cusolverDnIRSInfos*,int*'),
 'cusolverDnIRSInfosGetResidualHistory': ('cusolverStatus_t '
                                          'cusolverDnIRSInfosGetResidualHistory(cusolverDnIRSInfos_t '
                                          'infos, void **residual_history);',
                                          ('infos', 'residual_history'),
                                          'struct cusolverDnIRSInfos*,void**'),
 'cusolverDnIRSInfosRequestResidual': ('cusolverStatus_t '
                                       'cusolverDnIRSInfosRequestResidual(cusolverDnIRSInfos_t '
                                       'infos);',
                                       ('infos',),
                                       'struct cusolverDnIRSInfos*'),
 'cusolverDnIRSParamsCreate': ('cusolverStatus_t cusolverDnIRSParamsCreate(cusolverDnIRSParams_t '
                               '*params_ptr);',
                               ('params_ptr',),
                               'struct cusolverDnIRSParams**'),
 'cusolverDnIRSParamsDestroy': ('cusolverStatus_t cusolverDnIRSParamsDestroy(cusolverDnIRSParams_t '
                                'params);',
                                ('params',),
                                'struct cusolverDnIRSParams*'),
 'cusolverDnIRSParamsDisableFallback': ('cusolverStatus_t '
                                        'cusolverDnIRSParamsDisableFallback(cusolverDnIRSParams_t '
                                        'params);',
                                        ('params',),
                                        'struct cusolverDnIRSParams*'),
 'cusolverDnIRSParamsEnableFallback': ('cusolverStatus_t '
                                       'cusolverDnIRSParamsEnableFallback(cusolverDnIRSParams_t '
                                       'params);',
                                       ('params',),
                                       'struct cusolverDnIRSParams*'),
 'cusolverDnIRSParamsGetMaxIters': ('cusolverStatus_t '
                                    'cusolverDnIRSParamsGetMaxIters(cusolverDnIRSParams_t params, '
                                    'cusolver_int_t *maxiters);',
                                    ('params', 'maxiters'),
                                    'struct cusolverDnIRSParams*,int*'),
 'cusolverDnIRSParamsSetMaxIters': ('cusolverStatus_t '
                                    'cusolverDnIRSParamsSetMaxIters(cusolverDnIRSParams_t params, '
                                    'cusolver_int_t maxiters);',
                                    ('params', 'maxiters'),
                                    'struct cusolverDnIRSParams*,int'),
 'cusolverDnIRSParamsSetMaxItersInner': ('cusolverStatus_t '
                                         'cusolverDnIRSParamsSetMaxItersInner(cusolverDnIRSParams_t '
                                         'params, cusolver_int_t maxiters_inner);',
                                         ('params', 'maxiters_inner'),
                                         'struct cusolverDnIRSParams*,int'),
 'cusolverDnIRSParamsSetRefinementSolver': ('cusolverStatus_t '
                                            'cusolverDnIRSParamsSetRefinementSolver(cusolverDnIRSParams_t '
                                            'params, cusolverIRSRefinement_t refinement_solver);',
                                            ('params', 'refinement_solver'),
                                            'struct cusolverDnIRSParams*,enum None'),
 'cusolverDnIRSParamsSetSolverLowestPrecision': ('cusolverStatus_t '
                                                 'cusolverDnIRSParamsSetSolverLowestPrecision(cusolverDnIRSParams_t '
                                                 'params, cusolverPrecType_t '
                                                 'solver_lowest_precision);',
                                                 ('params', 'solver_lowest_precision'),
                                                 'struct cusolverDnIRSParams*,enum None'),
 'cusolverDnIRSParamsSetSolverMainPrecision': ('cusolverStatus_t '
                                               'cusolverDnIRSParamsSetSolverMainPrecision(cusolverDnIRSParams_t '
                                               'params, cusolverPrecType_t solver_main_precision);',
                                               ('params', 'solver_main_precision'),
                                               'struct cusolverDnIRSParams*,enum None'),
 'cusolverDnIRSParamsSetSolverPrecisions': ('cusolverStatus_t '
                                            'cusolverDnIRSParamsSetSolverPrecisions(cusolverDnIRSParams_t '
                                            'params, cusolverPrecType_t solver_main_precision, '
                                            'cusolverPrecType_t solver_lowest_precision);',
                                            ('params',
                                             'solver_main_precision',
                                             'solver_lowest_precision'),
                                            'struct cusolverDnIRSParams*,enum None,enum None'),
 'cusolverDnIRSParamsSetTol': ('cusolverStatus_t cusolverDnIRSParamsSetTol(cusolverDnIRSParams_t '
                               'params, double val);',
                               ('params', 'val'),
                               'struct cusolverDnIRSParams*,double'),
 'cusolverDnIRSParamsSetTolInner': ('cusolverStatus_t '
                                    'cusolverDnIRSParamsSetTolInner(cusolverDnIRSParams_t params, '
                                    'double val);',
                                    ('params', 'val'),
                                    'struct cusolverDnIRSParams*,double'),
 'cusolverDnIRSXgels': ('cusolverStatus_t cusolverDnIRSXgels(cusolverDnHandle_t handle, '
                        'cusolverDnIRSParams_t gels_irs_params, cusolverDnIRSInfos_t '
                        'gels_irs_infos, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                        'void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, '
                        'cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t '
                        '*niters, cusolver_int_t *d_info);',
                        ('handle',
                         'gels_irs_params',
                         'gels_irs_infos',
                         'm',
                         'n',
                         'nrhs',
                         'dA',
                         'ldda',
                         'dB',
                         'lddb',
                         'dX',
                         'lddx',
                         'dWorkspace',
                         'lwork_bytes',
                         'niters',
                         'd_info'),
                        'struct cusolverDnContext*,struct cusolverDnIRSParams*,struct '
                        'cusolverDnIRSInfos*,int,int,int,void*,int,void*,int,void*,int,void*,unsigned '
                        'long,int*,int*'),
 'cusolverDnIRSXgels_bufferSize': ('cusolverStatus_t '
                                   'cusolverDnIRSXgels_bufferSize(cusolverDnHandle_t handle, '
                                   'cusolverDnIRSParams_t params, cusolver_int_t m, cusolver_int_t '
                                   'n, cusolver_int_t nrhs, size_t *lwork_bytes);',
                                   ('handle', 'params', 'm', 'n', 'nrhs', 'lwork_bytes'),
                                   'struct cusolverDnContext*,struct '
                                   'cusolverDnIRSParams*,int,int,int,unsigned long*'),
 'cusolverDnIRSXgesv': ('cusolverStatus_t cusolverDnIRSXgesv(cusolverDnHandle_t handle, '
                        'cusolverDnIRSParams_t gesv_irs_params, cusolverDnIRSInfos_t '
                        'gesv_irs_infos, cusolver_int_t n, cusolver_int_t nrhs, void *dA, '
                        'cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, '
                        'cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t '
                        '*niters, cusolver_int_t *d_info);',
                        ('handle',
                         'gesv_irs_params',
                         'gesv_irs_infos',
                         'n',
                         'nrhs',
                         'dA',
                         'ldda',
                         'dB',
                         'lddb',
                         'dX',
                         'lddx',
                         'dWorkspace',
                         'lwork_bytes',
                         'niters',
                         'd_info'),
                        'struct cusolverDnContext*,struct cusolverDnIRSParams*,struct '
                        'cusolverDnIRSInfos*,int,int,void*,int,void*,int,void*,int,void*,unsigned '
                        'long,int*,int*'),
 'cusolverDnIRSXgesv_bufferSize': ('cusolverStatus_t '
                                   'cusolverDnIRSXgesv_bufferSize(cusolverDnHandle_t handle, '
                                   'cusolverDnIRSParams_t params, cusolver_int_t n, cusolver_int_t '
                                   'nrhs, size_t *lwork_bytes);',
                                   ('handle', 'params', 'n', 'nrhs', 'lwork_bytes'),
                                   'struct cusolverDnContext*,struct '
                                   'cusolverDnIRSParams*,int,int,unsigned long*'),
 'cusolverDnLoggerForceDisable': ('cusolverStatus_t cusolverDnLoggerForceDisable();', (), ''),
 'cusolverDnLoggerOpenFile': ('cusolverStatus_t cusolverDnLoggerOpenFile(const char *logFile);',
                              ('logFile',),
                              'char*'),
 'cusolverDnLoggerSetCallback': ('cusolverStatus_t '
                                 'cusolverDnLoggerSetCallback(cusolverDnLoggerCallback_t '
                                 'callback);',
                                 ('callback',),
                                 'fn(int,char*,char*)->void*'),
 'cusolverDnLoggerSetFile': ('cusolverStatus_t cusolverDnLoggerSetFile(FILE *file);',
                             ('file',),
                             'struct _IO_FILE*'),
 'cusolverDnLoggerSetLevel': ('cusolverStatus_t cusolverDnLoggerSetLevel(int level);',
                              ('level',),
                              'int'),
 'cusolverDnLoggerSetMask': ('cusolverStatus_t cusolverDnLoggerSetMask(int mask);',
                             ('mask',),
                             'int'),
 'cusolverDnSBgels': ('cusolverStatus_t cusolverDnSBgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, '
                      'float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void '
                      '*dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,int,float*,int,float*,int,float*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnSBgels_bufferSize': ('cusolverStatus_t cusolverDnSBgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, '
                                 'float *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                                 '*lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,int,float*,int,float*,int,float*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnSBgesv': ('cusolverStatus_t cusolverDnSBgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, '
                      'void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,float*,int,int*,float*,int,float*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnSBgesv_bufferSize': ('cusolverStatus_t cusolverDnSBgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, '
                                 'cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,float*,int,int*,float*,int,float*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnSHgels': ('cusolverStatus_t cusolverDnSHgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, '
                      'float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void '
                      '*dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,int,float*,int,float*,int,float*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnSHgels_bufferSize': ('cusolverStatus_t cusolverDnSHgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, '
                                 'float *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                                 '*lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,int,float*,int,float*,int,float*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnSHgesv': ('cusolverStatus_t cusolverDnSHgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, '
                      'void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,float*,int,int*,float*,int,float*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnSHgesv_bufferSize': ('cusolverStatus_t cusolverDnSHgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, '
                                 'cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,float*,int,int*,float*,int,float*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnSSgels': ('cusolverStatus_t cusolverDnSSgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, '
                      'float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void '
                      '*dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,int,float*,int,float*,int,float*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnSSgels_bufferSize': ('cusolverStatus_t cusolverDnSSgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, '
                                 'float *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                                 '*lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,int,float*,int,float*,int,float*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnSSgesv': ('cusolverStatus_t cusolverDnSSgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, '
                      'void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,float*,int,int*,float*,int,float*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnSSgesv_bufferSize': ('cusolverStatus_t cusolverDnSSgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, '
                                 'cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,float*,int,int*,float*,int,float*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnSXgels': ('cusolverStatus_t cusolverDnSXgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, '
                      'float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void '
                      '*dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,int,float*,int,float*,int,float*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnSXgels_bufferSize': ('cusolverStatus_t cusolverDnSXgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, '
                                 'float *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                                 '*lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,int,float*,int,float*,int,float*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnSXgesv': ('cusolverStatus_t cusolverDnSXgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t '
                      '*dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, '
                      'void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t '
                      '*d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct '
                      'cusolverDnContext*,int,int,float*,int,int*,float*,int,float*,int,void*,unsigned '
                      'long,int*,int*'),
 'cusolverDnSXgesv_bufferSize': ('cusolverStatus_t cusolverDnSXgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, '
                                 'cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, '
                                 'cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void '
                                 '*dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct '
                                 'cusolverDnContext*,int,int,float*,int,int*,float*,int,float*,int,void*,unsigned '
                                 'long*'),
 'cusolverDnSetAdvOptions': ('cusolverStatus_t cusolverDnSetAdvOptions(cusolverDnParams_t params, '
                             'cusolverDnFunction_t function, cusolverAlgMode_t algo);',
                             ('params', 'function', 'algo'),
                             'struct cusolverDnParams*,enum None,enum None'),
 'cusolverDnSetDeterministicMode': ('cusolverStatus_t '
                                    'cusolverDnSetDeterministicMode(cusolverDnHandle_t handle, '
                                    'cusolverDeterministicMode_t mode);',
                                    ('handle', 'mode'),
                                    'struct cusolverDnContext*,enum None'),
 'cusolverDnSetEmulationStrategy': ('cusolverStatus_t '
                                    'cusolverDnSetEmulationStrategy(cusolverDnHandle_t handle, '
                                    'cudaEmulationStrategy_t strategy);',
                                    ('handle', 'strategy'),
                                    'struct cusolverDnContext*,enum cudaEmulationStrategy_t'),
 'cusolverDnSetMathMode': ('cusolverStatus_t cusolverDnSetMathMode(cusolverDnHandle_t handle, '
                           'cusolverMathMode_t mode);',
                           ('handle', 'mode'),
                           'struct cusolverDnContext*,enum None'),
 'cusolverDnSetStream': ('cusolverStatus_t cusolverDnSetStream(cusolverDnHandle_t handle, '
                         'cudaStream_t streamId);',
                         ('handle', 'streamId'),
                         'struct cusolverDnContext*,struct CUstream_st*'),
 'cusolverDnSgebrd': ('cusolverStatus_t cusolverDnSgebrd(cusolverDnHandle_t handle, int m, int n, '
                      'float *A, int lda, float *D, float *E, float *TAUQ, float *TAUP, float '
                      '*Work, int Lwork, int *devInfo);',
                      ('handle',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'D',
                       'E',
                       'TAUQ',
                       'TAUP',
                       'Work',
                       'Lwork',
                       'devInfo'),
                      'struct '
                      'cusolverDnContext*,int,int,float*,int,float*,float*,float*,float*,float*,int,int*'),
 'cusolverDnSgebrd_bufferSize': ('cusolverStatus_t cusolverDnSgebrd_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int *Lwork);',
                                 ('handle', 'm', 'n', 'Lwork'),
                                 'struct cusolverDnContext*,int,int,int*'),
 'cusolverDnSgeqrf': ('cusolverStatus_t cusolverDnSgeqrf(cusolverDnHandle_t handle, int m, int n, '
                      'float *A, int lda, float *TAU, float *Workspace, int Lwork, int *devInfo);',
                      ('handle', 'm', 'n', 'A', 'lda', 'TAU', 'Workspace', 'Lwork', 'devInfo'),
                      'struct cusolverDnContext*,int,int,float*,int,float*,float*,int,int*'),
 'cusolverDnSgeqrf_bufferSize': ('cusolverStatus_t cusolverDnSgeqrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, float *A, int lda, int *lwork);',
                                 ('handle', 'm', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,int,int,float*,int,int*'),
 'cusolverDnSgesvd': ('cusolverStatus_t cusolverDnSgesvd(cusolverDnHandle_t handle, signed char '
                      'jobu, signed char jobvt, int m, int n, float *A, int lda, float *S, float '
                      '*U, int ldu, float *VT, int ldvt, float *work, int lwork, float *rwork, int '
                      '*info);',
                      ('handle',
                       'jobu',
                       'jobvt',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'S',
                       'U',
                       'ldu',
                       'VT',
                       'ldvt',
                       'work',
                       'lwork',
                       'rwork',
                       'info'),
                      'struct cusolverDnContext*,signed char,signed '
                      'char,int,int,float*,int,float*,float*,int,float*,int,float*,int,float*,int*'),
 'cusolverDnSgesvd_bufferSize': ('cusolverStatus_t cusolverDnSgesvd_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int *lwork);',
                                 ('handle', 'm', 'n', 'lwork'),
                                 'struct cusolverDnContext*,int,int,int*'),
 'cusolverDnSgesvdaStridedBatched': ('cusolverStatus_t '
                                     'cusolverDnSgesvdaStridedBatched(cusolverDnHandle_t handle, '
                                     'cusolverEigMode_t jobz, int rank, int m, int n, const float '
                                     '*d_A, int lda, long long int strideA, float *d_S, long long '
                                     'int strideS, float *d_U, int ldu, long long int strideU, '
                                     'float *d_V, int ldv, long long int strideV, float *d_work, '
                                     'int lwork, int *d_info, double *h_R_nrmF, int batchSize);',
                                     ('handle',
                                      'jobz',
                                      'rank',
                                      'm',
                                      'n',
                                      'd_A',
                                      'lda',
                                      'strideA',
                                      'd_S',
                                      'strideS',
                                      'd_U',
                                      'ldu',
                                      'strideU',
                                      'd_V',
                                      'ldv',
                                      'strideV',
                                      'd_work',
                                      'lwork',
                                      'd_info',
                                      'h_R_nrmF',
                                      'batchSize'),
                                     'struct cusolverDnContext*,enum '
                                     'None,int,int,int,float*,int,long long int,float*,long long '
                                     'int,float*,int,long long int,float*,int,long long '
                                     'int,float*,int,int*,double*,int'),
 'cusolverDnSgesvdaStridedBatched_bufferSize': ('cusolverStatus_t '
                                                'cusolverDnSgesvdaStridedBatched_bufferSize(cusolverDnHandle_t '
                                                'handle, cusolverEigMode_t jobz, int rank, int m, '
                                                'int n, const float *d_A, int lda, long long int '
                                                'strideA, const float *d_S, long long int strideS, '
                                                'const float *d_U, int ldu, long long int strideU, '
                                                'const float *d_V, int ldv, long long int strideV, '
                                                'int *lwork, int batchSize);',
                                                ('handle',
                                                 'jobz',
                                                 'rank',
                                                 'm',
                                                 'n',
                                                 'd_A',
                                                 'lda',
                                                 'strideA',
                                                 'd_S',
                                                 'strideS',
                                                 'd_U',
                                                 'ldu',
                                                 'strideU',
                                                 'd_V',
                                                 'ldv',
                                                 'strideV',
                                                 'lwork',
                                                 'batchSize'),
                                                'struct cusolverDnContext*,enum '
                                                'None,int,int,int,float*,int,long long '
                                                'int,float*,long long int,float*,int,long long '
                                                'int,float*,int,long long int,int*,int'),
 'cusolverDnSgesvdj': ('cusolverStatus_t cusolverDnSgesvdj(cusolverDnHandle_t handle, '
                       'cusolverEigMode_t jobz, int econ, int m, int n, float *A, int lda, float '
                       '*S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int '
                       '*info, gesvdjInfo_t params);',
                       ('handle',
                        'jobz',
                        'econ',
                        'm',
                        'n',
                        'A',
                        'lda',
                        'S',
                        'U',
                        'ldu',
                        'V',
                        'ldv',
                        'work',
                        'lwork',
                        'info',
                        'params'),
                       'struct cusolverDnContext*,enum '
                       'None,int,int,int,float*,int,float*,float*,int,float*,int,float*,int,int*,struct '
                       'gesvdjInfo*'),
 'cusolverDnSgesvdjBatched': ('cusolverStatus_t cusolverDnSgesvdjBatched(cusolverDnHandle_t '
                              'handle, cusolverEigMode_t jobz, int m, int n, float *A, int lda, '
                              'float *S, float *U, int ldu, float *V, int ldv, float *work, int '
                              'lwork, int *info, gesvdjInfo_t params, int batchSize);',
                              ('handle',
                               'jobz',
                               'm',
                               'n',
                               'A',
                               'lda',
                               'S',
                               'U',
                               'ldu',
                               'V',
                               'ldv',
                               'work',
                               'lwork',
                               'info',
                               'params',
                               'batchSize'),
                              'struct cusolverDnContext*,enum '
                              'None,int,int,float*,int,float*,float*,int,float*,int,float*,int,int*,struct '
                              'gesvdjInfo*,int'),
 'cusolverDnSgesvdjBatched_bufferSize': ('cusolverStatus_t '
                                         'cusolverDnSgesvdjBatched_bufferSize(cusolverDnHandle_t '
                                         'handle, cusolverEigMode_t jobz, int m, int n, const '
                                         'float *A, int lda, const float *S, const float *U, int '
                                         'ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t '
                                         'params, int batchSize);',
                                         ('handle',
                                          'jobz',
                                          'm',
                                          'n',
                                          'A',
                                          'lda',
                                          'S',
                                          'U',
                                          'ldu',
                                          'V',
                                          'ldv',
                                          'lwork',
                                          'params',
                                          'batchSize'),
                                         'struct cusolverDnContext*,enum '
                                         'None,int,int,float*,int,float*,float*,int,float*,int,int*,struct '
                                         'gesvdjInfo*,int'),
 'cusolverDnSgesvdj_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnSgesvdj_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigMode_t jobz, int econ, int m, int n, const float *A, '
                                  'int lda, const float *S, const float *U, int ldu, const float '
                                  '*V, int ldv, int *lwork, gesvdjInfo_t params);',
                                  ('handle',
                                   'jobz',
                                   'econ',
                                   'm',
                                   'n',
                                   'A',
                                   'lda',
                                   'S',
                                   'U',
                                   'ldu',
                                   'V',
                                   'ldv',
                                   'lwork',
                                   'params'),
                                  'struct cusolverDnContext*,enum '
                                  'None,int,int,int,float*,int,float*,float*,int,float*,int,int*,struct '
                                  'gesvdjInfo*'),
 'cusolverDnSgetrf': ('cusolverStatus_t cusolverDnSgetrf(cusolverDnHandle_t handle, int m, int n, '
                      'float *A, int lda, float *Workspace, int *devIpiv, int *devInfo);',
                      ('handle', 'm', 'n', 'A', 'lda', 'Workspace', 'devIpiv', 'devInfo'),
                      'struct cusolverDnContext*,int,int,float*,int,float*,int*,int*'),
 'cusolverDnSgetrf_bufferSize': ('cusolverStatus_t cusolverDnSgetrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, float *A, int lda, int *Lwork);',
                                 ('handle', 'm', 'n', 'A', 'lda', 'Lwork'),
                                 'struct cusolverDnContext*,int,int,float*,int,int*'),
 'cusolverDnSgetrs': ('cusolverStatus_t cusolverDnSgetrs(cusolverDnHandle_t handle, '
                      'cublasOperation_t trans, int n, int nrhs, const float *A, int lda, const '
                      'int *devIpiv, float *B, int ldb, int *devInfo);',
                      ('handle',
                       'trans',
                       'n',
                       'nrhs',
                       'A',
                       'lda',
                       'devIpiv',
                       'B',
                       'ldb',
                       'devInfo'),
                      'struct cusolverDnContext*,enum '
                      'None,int,int,float*,int,int*,float*,int,int*'),
 'cusolverDnSlaswp': ('cusolverStatus_t cusolverDnSlaswp(cusolverDnHandle_t handle, int n, float '
                      '*A, int lda, int k1, int k2, const int *devIpiv, int incx);',
                      ('handle', 'n', 'A', 'lda', 'k1', 'k2', 'devIpiv', 'incx'),
                      'struct cusolverDnContext*,int,float*,int,int,int,int*,int'),
 'cusolverDnSlauum': ('cusolverStatus_t cusolverDnSlauum(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, '
                      'int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'work', 'lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,float*,int,float*,int,int*'),
 'cusolverDnSlauum_bufferSize': ('cusolverStatus_t cusolverDnSlauum_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, float *A, int lda, int '
                                 '*lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,float*,int,int*'),
 'cusolverDnSorgbr': ('cusolverStatus_t cusolverDnSorgbr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, int m, int n, int k, float *A, int lda, const float '
                      '*tau, float *work, int lwork, int *info);',
                      ('handle', 'side', 'm', 'n', 'k', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum '
                      'None,int,int,int,float*,int,float*,float*,int,int*'),
 'cusolverDnSorgbr_bufferSize': ('cusolverStatus_t cusolverDnSorgbr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, int m, int n, int k, const float '
                                 '*A, int lda, const float *tau, int *lwork);',
                                 ('handle', 'side', 'm', 'n', 'k', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum '
                                 'None,int,int,int,float*,int,float*,int*'),
 'cusolverDnSorgqr': ('cusolverStatus_t cusolverDnSorgqr(cusolverDnHandle_t handle, int m, int n, '
                      'int k, float *A, int lda, const float *tau, float *work, int lwork, int '
                      '*info);',
                      ('handle', 'm', 'n', 'k', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,int,int,int,float*,int,float*,float*,int,int*'),
 'cusolverDnSorgqr_bufferSize': ('cusolverStatus_t cusolverDnSorgqr_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int k, const float *A, int lda, const '
                                 'float *tau, int *lwork);',
                                 ('handle', 'm', 'n', 'k', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,int,int,int,float*,int,float*,int*'),
 'cusolverDnSorgtr': ('cusolverStatus_t cusolverDnSorgtr(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, float *A, int lda, const float *tau, float '
                      '*work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,float*,int,float*,float*,int,int*'),
 'cusolverDnSorgtr_bufferSize': ('cusolverStatus_t cusolverDnSorgtr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, const float *A, int lda, '
                                 'const float *tau, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,float*,int,float*,int*'),
 'cusolverDnSormqr': ('cusolverStatus_t cusolverDnSormqr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const '
                      'float *A, int lda, const float *tau, float *C, int ldc, float *work, int '
                      'lwork, int *devInfo);',
                      ('handle',
                       'side',
                       'trans',
                       'm',
                       'n',
                       'k',
                       'A',
                       'lda',
                       'tau',
                       'C',
                       'ldc',
                       'work',
                       'lwork',
                       'devInfo'),
                      'struct cusolverDnContext*,enum None,enum '
                      'None,int,int,int,float*,int,float*,float*,int,float*,int,int*'),
 'cusolverDnSormqr_bufferSize': ('cusolverStatus_t cusolverDnSormqr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, cublasOperation_t trans, int m, '
                                 'int n, int k, const float *A, int lda, const float *tau, const '
                                 'float *C, int ldc, int *lwork);',
                                 ('handle',
                                  'side',
                                  'trans',
                                  'm',
                                  'n',
                                  'k',
                                  'A',
                                  'lda',
                                  'tau',
                                  'C',
                                  'ldc',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum '
                                 'None,int,int,int,float*,int,float*,float*,int,int*'),
 'cusolverDnSormtr': ('cusolverStatus_t cusolverDnSormtr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int '
                      'm, int n, float *A, int lda, float *tau, float *C, int ldc, float *work, '
                      'int lwork, int *info);',
                      ('handle',
                       'side',
                       'uplo',
                       'trans',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'tau',
                       'C',
                       'ldc',
                       'work',
                       'lwork',
                       'info'),
                      'struct cusolverDnContext*,enum None,enum None,enum '
                      'None,int,int,float*,int,float*,float*,int,float*,int,int*'),
 'cusolverDnSormtr_bufferSize': ('cusolverStatus_t cusolverDnSormtr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, cublasFillMode_t uplo, '
                                 'cublasOperation_t trans, int m, int n, const float *A, int lda, '
                                 'const float *tau, const float *C, int ldc, int *lwork);',
                                 ('handle',
                                  'side',
                                  'uplo',
                                  'trans',
                                  'm',
                                  'n',
                                  'A',
                                  'lda',
                                  'tau',
                                  'C',
                                  'ldc',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,int,float*,int,float*,float*,int,int*'),
 'cusolverDnSpotrf': ('cusolverStatus_t cusolverDnSpotrf(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, float *A, int lda, float *Workspace, int '
                      'Lwork, int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'Workspace', 'Lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,float*,int,float*,int,int*'),
 'cusolverDnSpotrfBatched': ('cusolverStatus_t cusolverDnSpotrfBatched(cusolverDnHandle_t handle, '
                             'cublasFillMode_t uplo, int n, float *Aarray[], int lda, int '
                             '*infoArray, int batchSize);',
                             ('handle', 'uplo', 'n', 'Aarray', 'lda', 'infoArray', 'batchSize'),
                             'struct cusolverDnContext*,enum None,int,float*[],int,int*,int'),
 'cusolverDnSpotrf_bufferSize': ('cusolverStatus_t cusolverDnSpotrf_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, float *A, int lda, int '
                                 '*Lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'Lwork'),
                                 'struct cusolverDnContext*,enum None,int,float*,int,int*'),
 'cusolverDnSpotri': ('cusolverStatus_t cusolverDnSpotri(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, '
                      'int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'work', 'lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,float*,int,float*,int,int*'),
 'cusolverDnSpotri_bufferSize': ('cusolverStatus_t cusolverDnSpotri_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, float *A, int lda, int '
                                 '*lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,float*,int,int*'),
 'cusolverDnSpotrs': ('cusolverStatus_t cusolverDnSpotrs(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, int nrhs, const float *A, int lda, float *B, '
                      'int ldb, int *devInfo);',
                      ('handle', 'uplo', 'n', 'nrhs', 'A', 'lda', 'B', 'ldb', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,int,float*,int,float*,int,int*'),
 'cusolverDnSpotrsBatched': ('cusolverStatus_t cusolverDnSpotrsBatched(cusolverDnHandle_t handle, '
                             'cublasFillMode_t uplo, int n, int nrhs, float *A[], int lda, float '
                             '*B[], int ldb, int *d_info, int batchSize);',
                             ('handle',
                              'uplo',
                              'n',
                              'nrhs',
                              'A',
                              'lda',
                              'B',
                              'ldb',
                              'd_info',
                              'batchSize'),
                             'struct cusolverDnContext*,enum '
                             'None,int,int,float*[],int,float*[],int,int*,int'),
 'cusolverDnSsyevd': ('cusolverStatus_t cusolverDnSsyevd(cusolverDnHandle_t handle, '
                      'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, '
                      'float *W, float *work, int lwork, int *info);',
                      ('handle', 'jobz', 'uplo', 'n', 'A', 'lda', 'W', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,enum '
                      'None,int,float*,int,float*,float*,int,int*'),
 'cusolverDnSsyevd_bufferSize': ('cusolverStatus_t cusolverDnSsyevd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, '
                                 'const float *A, int lda, const float *W, int *lwork);',
                                 ('handle', 'jobz', 'uplo', 'n', 'A', 'lda', 'W', 'lwork'),
                                 'struct cusolverDnContext*,enum None,enum '
                                 'None,int,float*,int,float*,int*'),
 'cusolverDnSsyevdx': ('cusolverStatus_t cusolverDnSsyevdx(cusolverDnHandle_t handle, '
                       'cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, '
                       'int n, float *A, int lda, float vl, float vu, int il, int iu, int *meig, '
                       'float *W, float *work, int lwork, int *info);',
                       ('handle',
                        'jobz',
                        'range',
                        'uplo',
                        'n',
                        'A',
                        'lda',
                        'vl',
                        'vu',
                        'il',
                        'iu',
                        'meig',
                        'W',
                        'work',
                        'lwork',
                        'info'),
                       'struct cusolverDnContext*,enum None,enum None,enum '
                       'None,int,float*,int,float,float,int,int,int*,float*,float*,int,int*'),
 'cusolverDnSsyevdx_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnSsyevdx_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigMode_t jobz, cusolverEigRange_t range, '
                                  'cublasFillMode_t uplo, int n, const float *A, int lda, float '
                                  'vl, float vu, int il, int iu, int *meig, const float *W, int '
                                  '*lwork);',
                                  ('handle',
                                   'jobz',
                                   'range',
                                   'uplo',
                                   'n',
                                   'A',
                                   'lda',
                                   'vl',
                                   'vu',
                                   'il',
                                   'iu',
                                   'meig',
                                   'W',
                                   'lwork'),
                                  'struct cusolverDnContext*,enum None,enum None,enum '
                                  'None,int,float*,int,float,float,int,int,int*,float*,int*'),
 'cusolverDnSsyevj': ('cusolverStatus_t cusolverDnSsyevj(cusolverDnHandle_t handle, '
                      'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, '
                      'float *W, float *work, int lwork, int *info, syevjInfo_t params);',
                      ('handle',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'W',
                       'work',
                       'lwork',
                       'info',
                       'params'),
                      'struct cusolverDnContext*,enum None,enum '
                      'None,int,float*,int,float*,float*,int,int*,struct syevjInfo*'),
 'cusolverDnSsyevjBatched': ('cusolverStatus_t cusolverDnSsyevjBatched(cusolverDnHandle_t handle, '
                             'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int '
                             'lda, float *W, float *work, int lwork, int *info, syevjInfo_t '
                             'params, int batchSize);',
                             ('handle',
                              'jobz',
                              'uplo',
                              'n',
                              'A',
                              'lda',
                              'W',
                              'work',
                              'lwork',
                              'info',
                              'params',
                              'batchSize'),
                             'struct cusolverDnContext*,enum None,enum '
                             'None,int,float*,int,float*,float*,int,int*,struct syevjInfo*,int'),
 'cusolverDnSsyevjBatched_bufferSize': ('cusolverStatus_t '
                                        'cusolverDnSsyevjBatched_bufferSize(cusolverDnHandle_t '
                                        'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, '
                                        'int n, const float *A, int lda, const float *W, int '
                                        '*lwork, syevjInfo_t params, int batchSize);',
                                        ('handle',
                                         'jobz',
                                         'uplo',
                                         'n',
                                         'A',
                                         'lda',
                                         'W',
                                         'lwork',
                                         'params',
                                         'batchSize'),
                                        'struct cusolverDnContext*,enum None,enum '
                                        'None,int,float*,int,float*,int*,struct syevjInfo*,int'),
 'cusolverDnSsyevj_bufferSize': ('cusolverStatus_t cusolverDnSsyevj_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, '
                                 'const float *A, int lda, const float *W, int *lwork, syevjInfo_t '
                                 'params);',
                                 ('handle',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'W',
                                  'lwork',
                                  'params'),
                                 'struct cusolverDnContext*,enum None,enum '
                                 'None,int,float*,int,float*,int*,struct syevjInfo*'),
 'cusolverDnSsygvd': ('cusolverStatus_t cusolverDnSsygvd(cusolverDnHandle_t handle, '
                      'cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int '
                      'n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, '
                      'int *info);',
                      ('handle',
                       'itype',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'W',
                       'work',
                       'lwork',
                       'info'),
                      'struct cusolverDnContext*,enum None,enum None,enum '
                      'None,int,float*,int,float*,int,float*,float*,int,int*'),
 'cusolverDnSsygvd_bufferSize': ('cusolverStatus_t cusolverDnSsygvd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                 'cublasFillMode_t uplo, int n, const float *A, int lda, const '
                                 'float *B, int ldb, const float *W, int *lwork);',
                                 ('handle',
                                  'itype',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'B',
                                  'ldb',
                                  'W',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,float*,int,float*,int,float*,int*'),
 'cusolverDnSsygvdx': ('cusolverStatus_t cusolverDnSsygvdx(cusolverDnHandle_t handle, '
                       'cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, '
                       'cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float '
                       'vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, '
                       'int *info);',
                       ('handle',
                        'itype',
                        'jobz',
                        'range',
                        'uplo',
                        'n',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'vl',
                        'vu',
                        'il',
                        'iu',
                        'meig',
                        'W',
                        'work',
                        'lwork',
                        'info'),
                       'struct cusolverDnContext*,enum None,enum None,enum None,enum '
                       'None,int,float*,int,float*,int,float,float,int,int,int*,float*,float*,int,int*'),
 'cusolverDnSsygvdx_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnSsygvdx_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                  'cusolverEigRange_t range, cublasFillMode_t uplo, int n, const '
                                  'float *A, int lda, const float *B, int ldb, float vl, float vu, '
                                  'int il, int iu, int *meig, const float *W, int *lwork);',
                                  ('handle',
                                   'itype',
                                   'jobz',
                                   'range',
                                   'uplo',
                                   'n',
                                   'A',
                                   'lda',
                                   'B',
                                   'ldb',
                                   'vl',
                                   'vu',
                                   'il',
                                   'iu',
                                   'meig',
                                   'W',
                                   'lwork'),
                                  'struct cusolverDnContext*,enum None,enum None,enum None,enum '
                                  'None,int,float*,int,float*,int,float,float,int,int,int*,float*,int*'),
 'cusolverDnSsygvj': ('cusolverStatus_t cusolverDnSsygvj(cusolverDnHandle_t handle, '
                      'cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int '
                      'n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, '
                      'int *info, syevjInfo_t params);',
                      ('handle',
                       'itype',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'W',
                       'work',
                       'lwork',
                       'info',
                       'params'),
                      'struct cusolverDnContext*,enum None,enum None,enum '
                      'None,int,float*,int,float*,int,float*,float*,int,int*,struct syevjInfo*'),
 'cusolverDnSsygvj_bufferSize': ('cusolverStatus_t cusolverDnSsygvj_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                 'cublasFillMode_t uplo, int n, const float *A, int lda, const '
                                 'float *B, int ldb, const float *W, int *lwork, syevjInfo_t '
                                 'params);',
                                 ('handle',
                                  'itype',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'B',
                                  'ldb',
                                  'W',
                                  'lwork',
                                  'params'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,float*,int,float*,int,float*,int*,struct syevjInfo*'),
 'cusolverDnSsytrd': ('cusolverStatus_t cusolverDnSsytrd(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, float *A, int lda, float *d, float *e, float '
                      '*tau, float *work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'd', 'e', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum '
                      'None,int,float*,int,float*,float*,float*,float*,int,int*'),
 'cusolverDnSsytrd_bufferSize': ('cusolverStatus_t cusolverDnSsytrd_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, const float *A, int lda, '
                                 'const float *d, const float *e, const float *tau, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'd', 'e', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum '
                                 'None,int,float*,int,float*,float*,float*,int*'),
 'cusolverDnSsytrf': ('cusolverStatus_t cusolverDnSsytrf(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, float *A, int lda, int *ipiv, float *work, '
                      'int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,float*,int,int*,float*,int,int*'),
 'cusolverDnSsytrf_bufferSize': ('cusolverStatus_t cusolverDnSsytrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int n, float *A, int lda, int *lwork);',
                                 ('handle', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,int,float*,int,int*'),
 'cusolverDnSsytri': ('cusolverStatus_t cusolverDnSsytri(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, float '
                      '*work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,float*,int,int*,float*,int,int*'),
 'cusolverDnSsytri_bufferSize': ('cusolverStatus_t cusolverDnSsytri_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, float *A, int lda, const '
                                 'int *ipiv, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,float*,int,int*,int*'),
 'cusolverDnXgeev': ('cusolverStatus_t cusolverDnXgeev(cusolverDnHandle_t handle, '
                     'cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, '
                     'int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType '
                     'dataTypeW, void *W, cudaDataType dataTypeVL, void *VL, int64_t ldvl, '
                     'cudaDataType dataTypeVR, void *VR, int64_t ldvr, cudaDataType computeType, '
                     'void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, '
                     'size_t workspaceInBytesOnHost, int *info);',
                     ('handle',
                      'params',
                      'jobvl',
                      'jobvr',
                      'n',
                      'dataTypeA',
                      'A',
                      'lda',
                      'dataTypeW',
                      'W',
                      'dataTypeVL',
                      'VL',
                      'ldvl',
                      'dataTypeVR',
                      'VR',
                      'ldvr',
                      'computeType',
                      'bufferOnDevice',
                      'workspaceInBytesOnDevice',
                      'bufferOnHost',
                      'workspaceInBytesOnHost',
                      'info'),
                     'struct cusolverDnContext*,struct cusolverDnParams*,enum None,enum '
                     'None,long,enum cudaDataType_t,void*,long,enum cudaDataType_t,void*,enum '
                     'cudaDataType_t,void*,long,enum cudaDataType_t,void*,long,enum '
                     'cudaDataType_t,void*,unsigned long,void*,unsigned long,int*'),
 'cusolverDnXgeev_bufferSize': ('cusolverStatus_t cusolverDnXgeev_bufferSize(cusolverDnHandle_t '
                                'handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, '
                                'cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, const '
                                'void *A, int64_t lda, cudaDataType dataTypeW, const void *W, '
                                'cudaDataType dataTypeVL, const void *VL, int64_t ldvl, '
                                'cudaDataType dataTypeVR, const void *VR, int64_t ldvr, '
                                'cudaDataType computeType, size_t *workspaceInBytesOnDevice, '
                                'size_t *workspaceInBytesOnHost);',
                                ('handle',
                                 'params',
                                 'jobvl',
                                 'jobvr',
                                 'n',
                                 'dataTypeA',
                                 'A',
                                 'lda',
                                 'dataTypeW',
                                 'W',
                                 'dataTypeVL',
                                 'VL',
                                 'ldvl',
                                 'dataTypeVR',
                                 'VR',
                                 'ldvr',
                                 'computeType',
                                 'workspaceInBytesOnDevice',
                                 'workspaceInBytesOnHost'),
                                'struct cusolverDnContext*,struct cusolverDnParams*,enum None,enum '
                                'None,long,enum cudaDataType_t,void*,long,enum '
                                'cudaDataType_t,void*,enum cudaDataType_t,void*,long,enum '
                                'cudaDataType_t,void*,long,enum cudaDataType_t,unsigned '
                                'long*,unsigned long*'),
 'cusolverDnXgeqrf': ('cusolverStatus_t cusolverDnXgeqrf(cusolverDnHandle_t handle, '
                      'cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, '
                      'void *A, int64_t lda, cudaDataType dataTypeTau, void *tau, cudaDataType '
                      'computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void '
                      '*bufferOnHost, size_t workspaceInBytesOnHost, int *info);',
                      ('handle',
                       'params',
                       'm',
                       'n',
                       'dataTypeA',
                       'A',
                       'lda',
                       'dataTypeTau',
                       'tau',
                       'computeType',
                       'bufferOnDevice',
                       'workspaceInBytesOnDevice',
                       'bufferOnHost',
                       'workspaceInBytesOnHost',
                       'info'),
                      'struct cusolverDnContext*,struct cusolverDnParams*,long,long,enum '
                      'cudaDataType_t,void*,long,enum cudaDataType_t,void*,enum '
                      'cudaDataType_t,void*,unsigned long,void*,unsigned long,int*'),
 'cusolverDnXgeqrf_bufferSize': ('cusolverStatus_t cusolverDnXgeqrf_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverDnParams_t params, int64_t m, int64_t n, '
                                 'cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType '
                                 'dataTypeTau, const void *tau, cudaDataType computeType, size_t '
                                 '*workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);',
                                 ('handle',
                                  'params',
                                  'm',
                                  'n',
                                  'dataTypeA',
                                  'A',
                                  'lda',
                                  'dataTypeTau',
                                  'tau',
                                  'computeType',
                                  'workspaceInBytesOnDevice',
                                  'workspaceInBytesOnHost'),
                                 'struct cusolverDnContext*,struct '
                                 'cusolverDnParams*,long,long,enum cudaDataType_t,void*,long,enum '
                                 'cudaDataType_t,void*,enum cudaDataType_t,unsigned long*,unsigned '
                                 'long*'),
 'cusolverDnXgesvd': ('cusolverStatus_t cusolverDnXgesvd(cusolverDnHandle_t handle, '
                      'cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, '
                      'int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType '
                      'dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, '
                      'cudaDataType dataTypeVT, void *VT, int64_t ldvt, cudaDataType computeType, '
                      'void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, '
                      'size_t workspaceInBytesOnHost, int *info);',
                      ('handle',
                       'params',
                       'jobu',
                       'jobvt',
                       'm',
                       'n',
                       'dataTypeA',
                       'A',
                       'lda',
                       'dataTypeS',
                       'S',
                       'dataTypeU',
                       'U',
                       'ldu',
                       'dataTypeVT',
                       'VT',
                       'ldvt',
                       'computeType',
                       'bufferOnDevice',
                       'workspaceInBytesOnDevice',
                       'bufferOnHost',
                       'workspaceInBytesOnHost',
                       'info'),
                      'struct cusolverDnContext*,struct cusolverDnParams*,signed char,signed '
                      'char,long,long,enum cudaDataType_t,void*,long,enum '
                      'cudaDataType_t,void*,enum cudaDataType_t,void*,long,enum '
                      'cudaDataType_t,void*,long,enum cudaDataType_t,void*,unsigned '
                      'long,void*,unsigned long,int*'),
 'cusolverDnXgesvd_bufferSize': ('cusolverStatus_t cusolverDnXgesvd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverDnParams_t params, signed char jobu, signed char '
                                 'jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, const void '
                                 '*A, int64_t lda, cudaDataType dataTypeS, const void *S, '
                                 'cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType '
                                 'dataTypeVT, const void *VT, int64_t ldvt, cudaDataType '
                                 'computeType, size_t *workspaceInBytesOnDevice, size_t '
                                 '*workspaceInBytesOnHost);',
                                 ('handle',
                                  'params',
                                  'jobu',
                                  'jobvt',
                                  'm',
                                  'n',
                                  'dataTypeA',
                                  'A',
                                  'lda',
                                  'dataTypeS',
                                  'S',
                                  'dataTypeU',
                                  'U',
                                  'ldu',
                                  'dataTypeVT',
                                  'VT',
                                  'ldvt',
                                  'computeType',
                                  'workspaceInBytesOnDevice',
                                  'workspaceInBytesOnHost'),
                                 'struct cusolverDnContext*,struct cusolverDnParams*,signed '
                                 'char,signed char,long,long,enum cudaDataType_t,void*,long,enum '
                                 'cudaDataType_t,void*,enum cudaDataType_t,void*,long,enum '
                                 'cudaDataType_t,void*,long,enum cudaDataType_t,unsigned '
                                 'long*,unsigned long*'),
 'cusolverDnXgesvdjGetResidual': ('cusolverStatus_t '
                                  'cusolverDnXgesvdjGetResidual(cusolverDnHandle_t handle, '
                                  'gesvdjInfo_t info, double *residual);',
                                  ('handle', 'info', 'residual'),
                                  'struct cusolverDnContext*,struct gesvdjInfo*,double*'),
 'cusolverDnXgesvdjGetSweeps': ('cusolverStatus_t cusolverDnXgesvdjGetSweeps(cusolverDnHandle_t '
                                'handle, gesvdjInfo_t info, int *executed_sweeps);',
                                ('handle', 'info', 'executed_sweeps'),
                                'struct cusolverDnContext*,struct gesvdjInfo*,int*'),
 'cusolverDnXgesvdjSetMaxSweeps': ('cusolverStatus_t cusolverDnXgesvdjSetMaxSweeps(gesvdjInfo_t '
                                   'info, int max_sweeps);',
                                   ('info', 'max_sweeps'),
                                   'struct gesvdjInfo*,int'),
 'cusolverDnXgesvdjSetSortEig': ('cusolverStatus_t cusolverDnXgesvdjSetSortEig(gesvdjInfo_t info, '
                                 'int sort_svd);',
                                 ('info', 'sort_svd'),
                                 'struct gesvdjInfo*,int'),
 'cusolverDnXgesvdjSetTolerance': ('cusolverStatus_t cusolverDnXgesvdjSetTolerance(gesvdjInfo_t '
                                   'info, double tolerance);',
                                   ('info', 'tolerance'),
                                   'struct gesvdjInfo*,double'),
 'cusolverDnXgesvdp': ('cusolverStatus_t cusolverDnXgesvdp(cusolverDnHandle_t handle, '
                       'cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, '
                       'int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType '
                       'dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, '
                       'cudaDataType dataTypeV, void *V, int64_t ldv, cudaDataType computeType, '
                       'void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, '
                       'size_t workspaceInBytesOnHost, int *d_info, double *h_err_sigma);',
                       ('handle',
                        'params',
                        'jobz',
                        'econ',
                        'm',
                        'n',
                        'dataTypeA',
                        'A',
                        'lda',
                        'dataTypeS',
                        'S',
                        'dataTypeU',
                        'U',
                        'ldu',
                        'dataTypeV',
                        'V',
                        'ldv',
                        'computeType',
                        'bufferOnDevice',
                        'workspaceInBytesOnDevice',
                        'bufferOnHost',
                        'workspaceInBytesOnHost',
                        'd_info',
                        'h_err_sigma'),
                       'struct cusolverDnContext*,struct cusolverDnParams*,enum '
                       'None,int,long,long,enum cudaDataType_t,void*,long,enum '
                       'cudaDataType_t,void*,enum cudaDataType_t,void*,long,enum '
                       'cudaDataType_t,void*,long,enum cudaDataType_t,void*,unsigned '
                       'long,void*,unsigned long,int*,double*'),
 'cusolverDnXgesvdp_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnXgesvdp_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, '
                                  'int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, '
                                  'int64_t lda, cudaDataType dataTypeS, const void *S, '
                                  'cudaDataType dataTypeU, const void *U, int64_t ldu, '
                                  'cudaDataType dataTypeV, const void *V, int64_t ldv, '
                                  'cudaDataType computeType, size_t *workspaceInBytesOnDevice, '
                                  'size_t *workspaceInBytesOnHost);',
                                  ('handle',
                                   'params',
                                   'jobz',
                                   'econ',
                                   'm',
                                   'n',
                                   'dataTypeA',
                                   'A',
                                   'lda',
                                   'dataTypeS',
                                   'S',
                                   'dataTypeU',
                                   'U',
                                   'ldu',
                                   'dataTypeV',
                                   'V',
                                   'ldv',
                                   'computeType',
                                   'workspaceInBytesOnDevice',
                                   'workspaceInBytesOnHost'),
                                  'struct cusolverDnContext*,struct cusolverDnParams*,enum '
                                  'None,int,long,long,enum cudaDataType_t,void*,long,enum '
                                  'cudaDataType_t,void*,enum cudaDataType_t,void*,long,enum '
                                  'cudaDataType_t,void*,long,enum cudaDataType_t,unsigned '
                                  'long*,unsigned long*'),
 'cusolverDnXgesvdr': ('cusolverStatus_t cusolverDnXgesvdr(cusolverDnHandle_t handle, '
                       'cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, '
                       'int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, '
                       'void *A, int64_t lda, cudaDataType dataTypeSrand, void *Srand, '
                       'cudaDataType dataTypeUrand, void *Urand, int64_t ldUrand, cudaDataType '
                       'dataTypeVrand, void *Vrand, int64_t ldVrand, cudaDataType computeType, '
                       'void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, '
                       'size_t workspaceInBytesOnHost, int *d_info);',
                       ('handle',
                        'params',
                        'jobu',
                        'jobv',
                        'm',
                        'n',
                        'k',
                        'p',
                        'niters',
                        'dataTypeA',
                        'A',
                        'lda',
                        'dataTypeSrand',
                        'Srand',
                        'dataTypeUrand',
                        'Urand',
                        'ldUrand',
                        'dataTypeVrand',
                        'Vrand',
                        'ldVrand',
                        'computeType',
                        'bufferOnDevice',
                        'workspaceInBytesOnDevice',
                        'bufferOnHost',
                        'workspaceInBytesOnHost',
                        'd_info'),
                       'struct cusolverDnContext*,struct cusolverDnParams*,signed char,signed '
                       'char,long,long,long,long,long,enum cudaDataType_t,void*,long,enum '
                       'cudaDataType_t,void*,enum cudaDataType_t,void*,long,enum '
                       'cudaDataType_t,void*,long,enum cudaDataType_t,void*,unsigned '
                       'long,void*,unsigned long,int*'),
 'cusolverDnXgesvdr_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnXgesvdr_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverDnParams_t params, signed char jobu, signed char jobv, '
                                  'int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, '
                                  'cudaDataType dataTypeA, const void *A, int64_t lda, '
                                  'cudaDataType dataTypeSrand, const void *Srand, cudaDataType '
                                  'dataTypeUrand, const void *Urand, int64_t ldUrand, cudaDataType '
                                  'dataTypeVrand, const void *Vrand, int64_t ldVrand, cudaDataType '
                                  'computeType, size_t *workspaceInBytesOnDevice, size_t '
                                  '*workspaceInBytesOnHost);',
                                  ('handle',
                                   'params',
                                   'jobu',
                                   'jobv',
                                   'm',
                                   'n',
                                   'k',
                                   'p',
                                   'niters',
                                   'dataTypeA',
                                   'A',
                                   'lda',
                                   'dataTypeSrand',
                                   'Srand',
                                   'dataTypeUrand',
                                   'Urand',
                                   'ldUrand',
                                   'dataTypeVrand',
                                   'Vrand',
                                   'ldVrand',
                                   'computeType',
                                   'workspaceInBytesOnDevice',
                                   'workspaceInBytesOnHost'),
                                  'struct cusolverDnContext*,struct cusolverDnParams*,signed '
                                  'char,signed char,long,long,long,long,long,enum '
                                  'cudaDataType_t,void*,long,enum cudaDataType_t,void*,enum '
                                  'cudaDataType_t,void*,long,enum cudaDataType_t,void*,long,enum '
                                  'cudaDataType_t,unsigned long*,unsigned long*'),
 'cusolverDnXgetrf': ('cusolverStatus_t cusolverDnXgetrf(cusolverDnHandle_t handle, '
                      'cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, '
                      'void *A, int64_t lda, int64_t *ipiv, cudaDataType computeType, void '
                      '*bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, '
                      'size_t workspaceInBytesOnHost, int *info);',
                      ('handle',
                       'params',
                       'm',
                       'n',
                       'dataTypeA',
                       'A',
                       'lda',
                       'ipiv',
                       'computeType',
                       'bufferOnDevice',
                       'workspaceInBytesOnDevice',
                       'bufferOnHost',
                       'workspaceInBytesOnHost',
                       'info'),
                      'struct cusolverDnContext*,struct cusolverDnParams*,long,long,enum '
                      'cudaDataType_t,void*,long,long*,enum cudaDataType_t,void*,unsigned '
                      'long,void*,unsigned long,int*'),
 'cusolverDnXgetrf_bufferSize': ('cusolverStatus_t cusolverDnXgetrf_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverDnParams_t params, int64_t m, int64_t n, '
                                 'cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType '
                                 'computeType, size_t *workspaceInBytesOnDevice, size_t '
                                 '*workspaceInBytesOnHost);',
                                 ('handle',
                                  'params',
                                  'm',
                                  'n',
                                  'dataTypeA',
                                  'A',
                                  'lda',
                                  'computeType',
                                  'workspaceInBytesOnDevice',
                                  'workspaceInBytesOnHost'),
                                 'struct cusolverDnContext*,struct '
                                 'cusolverDnParams*,long,long,enum cudaDataType_t,void*,long,enum '
                                 'cudaDataType_t,unsigned long*,unsigned long*'),
 'cusolverDnXgetrs': ('cusolverStatus_t cusolverDnXgetrs(cusolverDnHandle_t handle, '
                      'cusolverDnParams_t params, cublasOperation_t trans, int64_t n, int64_t '
                      'nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t '
                      '*ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, int *info);',
                      ('handle',
                       'params',
                       'trans',
                       'n',
                       'nrhs',
                       'dataTypeA',
                       'A',
                       'lda',
                       'ipiv',
                       'dataTypeB',
                       'B',
                       'ldb',
                       'info'),
                      'struct cusolverDnContext*,struct cusolverDnParams*,enum None,long,long,enum '
                      'cudaDataType_t,void*,long,long*,enum cudaDataType_t,void*,long,int*'),
 'cusolverDnXlarft': ('cusolverStatus_t cusolverDnXlarft(cusolverDnHandle_t handle, '
                      'cusolverDnParams_t params, cusolverDirectMode_t direct, '
                      'cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, '
                      'const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, '
                      'cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, '
                      'void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, '
                      'size_t workspaceInBytesOnHost);',
                      ('handle',
                       'params',
                       'direct',
                       'storev',
                       'n',
                       'k',
                       'dataTypeV',
                       'V',
                       'ldv',
                       'dataTypeTau',
                       'tau',
                       'dataTypeT',
                       'T',
                       'ldt',
                       'computeType',
                       'bufferOnDevice',
                       'workspaceInBytesOnDevice',
                       'bufferOnHost',
                       'workspaceInBytesOnHost'),
                      'struct cusolverDnContext*,struct cusolverDnParams*,enum None,enum '
                      'None,long,long,enum cudaDataType_t,void*,long,enum '
                      'cudaDataType_t,void*,enum cudaDataType_t,void*,long,enum '
                      'cudaDataType_t,void*,unsigned long,void*,unsigned long'),
 'cusolverDnXlarft_bufferSize': ('cusolverStatus_t cusolverDnXlarft_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverDnParams_t params, cusolverDirectMode_t direct, '
                                 'cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType '
                                 'dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, '
                                 'const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, '
                                 'cudaDataType computeType, size_t *workspaceInBytesOnDevice, '
                                 'size_t *workspaceInBytesOnHost);',
                                 ('handle',
                                  'params',
                                  'direct',
                                  'storev',
                                  'n',
                                  'k',
                                  'dataTypeV',
                                  'V',
                                  'ldv',
                                  'dataTypeTau',
                                  'tau',
                                  'dataTypeT',
                                  'T',
                                  'ldt',
                                  'computeType',
                                  'workspaceInBytesOnDevice',
                                  'workspaceInBytesOnHost'),
                                 'struct cusolverDnContext*,struct cusolverDnParams*,enum '
                                 'None,enum None,long,long,enum cudaDataType_t,void*,long,enum '
                                 'cudaDataType_t,void*,enum cudaDataType_t,void*,long,enum '
                                 'cudaDataType_t,unsigned long*,unsigned long*'),
 'cusolverDnXpotrf': ('cusolverStatus_t cusolverDnXpotrf(cusolverDnHandle_t handle, '
                      'cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType '
                      'dataTypeA, void *A, int64_t lda, cudaDataType computeType, void '
                      '*bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, '
                      'size_t workspaceInBytesOnHost, int *info);',
                      ('handle',
                       'params',
                       'uplo',
                       'n',
                       'dataTypeA',
                       'A',
                       'lda',
                       'computeType',
                       'bufferOnDevice',
                       'workspaceInBytesOnDevice',
                       'bufferOnHost',
                       'workspaceInBytesOnHost',
                       'info'),
                      'struct cusolverDnContext*,struct cusolverDnParams*,enum None,long,enum '
                      'cudaDataType_t,void*,long,enum cudaDataType_t,void*,unsigned '
                      'long,void*,unsigned long,int*'),
 'cusolverDnXpotrf_bufferSize': ('cusolverStatus_t cusolverDnXpotrf_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverDnParams_t params, cublasFillMode_t uplo, '
                                 'int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, '
                                 'cudaDataType computeType, size_t *workspaceInBytesOnDevice, '
                                 'size_t *workspaceInBytesOnHost);',
                                 ('handle',
                                  'params',
                                  'uplo',
                                  'n',
                                  'dataTypeA',
                                  'A',
                                  'lda',
                                  'computeType',
                                  'workspaceInBytesOnDevice',
                                  'workspaceInBytesOnHost'),
                                 'struct cusolverDnContext*,struct cusolverDnParams*,enum '
                                 'None,long,enum cudaDataType_t,void*,long,enum '
                                 'cudaDataType_t,unsigned long*,unsigned long*'),
 'cusolverDnXpotrs': ('cusolverStatus_t cusolverDnXpotrs(cusolverDnHandle_t handle, '
                      'cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, int64_t nrhs, '
                      'cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeB, '
                      'void *B, int64_t ldb, int *info);',
                      ('handle',
                       'params',
                       'uplo',
                       'n',
                       'nrhs',
                       'dataTypeA',
                       'A',
                       'lda',
                       'dataTypeB',
                       'B',
                       'ldb',
                       'info'),
                      'struct cusolverDnContext*,struct cusolverDnParams*,enum None,long,long,enum '
                      'cudaDataType_t,void*,long,enum cudaDataType_t,void*,long,int*'),
 'cusolverDnXsyevBatched': ('cusolverStatus_t cusolverDnXsyevBatched(cusolverDnHandle_t handle, '
                            'cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t '
                            'uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, '
                            'cudaDataType dataTypeW, void *W, cudaDataType computeType, void '
                            '*bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, '
                            'size_t workspaceInBytesOnHost, int *info, int64_t batchSize);',
                            ('handle',
                             'params',
                             'jobz',
                             'uplo',
                             'n',
                             'dataTypeA',
                             'A',
                             'lda',
                             'dataTypeW',
                             'W',
                             'computeType',
                             'bufferOnDevice',
                             'workspaceInBytesOnDevice',
                             'bufferOnHost',
                             'workspaceInBytesOnHost',
                             'info',
                             'batchSize'),
                            'struct cusolverDnContext*,struct cusolverDnParams*,enum None,enum '
                            'None,long,enum cudaDataType_t,void*,long,enum '
                            'cudaDataType_t,void*,enum cudaDataType_t,void*,unsigned '
                            'long,void*,unsigned long,int*,long'),
 'cusolverDnXsyevBatched_bufferSize': ('cusolverStatus_t '
                                       'cusolverDnXsyevBatched_bufferSize(cusolverDnHandle_t '
                                       'handle, cusolverDnParams_t params, cusolverEigMode_t jobz, '
                                       'cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, '
                                       'const void *A, int64_t lda, cudaDataType dataTypeW, const '
                                       'void *W, cudaDataType computeType, size_t '
                                       '*workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, '
                                       'int64_t batchSize);',
                                       ('handle',
                                        'params',
                                        'jobz',
                                        'uplo',
                                        'n',
                                        'dataTypeA',
                                        'A',
                                        'lda',
                                        'dataTypeW',
                                        'W',
                                        'computeType',
                                        'workspaceInBytesOnDevice',
                                        'workspaceInBytesOnHost',
                                        'batchSize'),
                                       'struct cusolverDnContext*,struct cusolverDnParams*,enum '
                                       'None,enum None,long,enum cudaDataType_t,void*,long,enum '
                                       'cudaDataType_t,void*,enum cudaDataType_t,unsigned '
                                       'long*,unsigned long*,long'),
 'cusolverDnXsyevd': ('cusolverStatus_t cusolverDnXsyevd(cusolverDnHandle_t handle, '
                      'cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, '
                      'int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType '
                      'dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t '
                      'workspaceInBytesOnDevice, void *bufferOnHost, size_t '
                      'workspaceInBytesOnHost, int *info);',
                      ('handle',
                       'params',
                       'jobz',
                       'uplo',
                       'n',
                       'dataTypeA',
                       'A',
                       'lda',
                       'dataTypeW',
                       'W',
                       'computeType',
                       'bufferOnDevice',
                       'workspaceInBytesOnDevice',
                       'bufferOnHost',
                       'workspaceInBytesOnHost',
                       'info'),
                      'struct cusolverDnContext*,struct cusolverDnParams*,enum None,enum '
                      'None,long,enum cudaDataType_t,void*,long,enum cudaDataType_t,void*,enum '
                      'cudaDataType_t,void*,unsigned long,void*,unsigned long,int*'),
 'cusolverDnXsyevd_bufferSize': ('cusolverStatus_t cusolverDnXsyevd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverDnParams_t params, cusolverEigMode_t jobz, '
                                 'cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const '
                                 'void *A, int64_t lda, cudaDataType dataTypeW, const void *W, '
                                 'cudaDataType computeType, size_t *workspaceInBytesOnDevice, '
                                 'size_t *workspaceInBytesOnHost);',
                                 ('handle',
                                  'params',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'dataTypeA',
                                  'A',
                                  'lda',
                                  'dataTypeW',
                                  'W',
                                  'computeType',
                                  'workspaceInBytesOnDevice',
                                  'workspaceInBytesOnHost'),
                                 'struct cusolverDnContext*,struct cusolverDnParams*,enum '
                                 'None,enum None,long,enum cudaDataType_t,void*,long,enum '
                                 'cudaDataType_t,void*,enum cudaDataType_t,unsigned long*,unsigned '
                                 'long*'),
 'cusolverDnXsyevdx': ('cusolverStatus_t cusolverDnXsyevdx(cusolverDnHandle_t handle, '
                       'cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t '
                       'range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, '
                       'int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *meig64, '
                       'cudaDataType dataTypeW, void *W, cudaDataType computeType, void '
                       '*bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, '
                       'size_t workspaceInBytesOnHost, int *info);',
                       ('handle',
                        'params',
                        'jobz',
                        'range',
                        'uplo',
                        'n',
                        'dataTypeA',
                        'A',
                        'lda',
                        'vl',
                        'vu',
                        'il',
                        'iu',
                        'meig64',
                        'dataTypeW',
                        'W',
                        'computeType',
                        'bufferOnDevice',
                        'workspaceInBytesOnDevice',
                        'bufferOnHost',
                        'workspaceInBytesOnHost',
                        'info'),
                       'struct cusolverDnContext*,struct cusolverDnParams*,enum None,enum '
                       'None,enum None,long,enum '
                       'cudaDataType_t,void*,long,void*,void*,long,long,long*,enum '
                       'cudaDataType_t,void*,enum cudaDataType_t,void*,unsigned '
                       'long,void*,unsigned long,int*'),
 'cusolverDnXsyevdx_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnXsyevdx_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverDnParams_t params, cusolverEigMode_t jobz, '
                                  'cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, '
                                  'cudaDataType dataTypeA, const void *A, int64_t lda, void *vl, '
                                  'void *vu, int64_t il, int64_t iu, int64_t *h_meig, cudaDataType '
                                  'dataTypeW, const void *W, cudaDataType computeType, size_t '
                                  '*workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);',
                                  ('handle',
                                   'params',
                                   'jobz',
                                   'range',
                                   'uplo',
                                   'n',
                                   'dataTypeA',
                                   'A',
                                   'lda',
                                   'vl',
                                   'vu',
                                   'il',
                                   'iu',
                                   'h_meig',
                                   'dataTypeW',
                                   'W',
                                   'computeType',
                                   'workspaceInBytesOnDevice',
                                   'workspaceInBytesOnHost'),
                                  'struct cusolverDnContext*,struct cusolverDnParams*,enum '
                                  'None,enum None,enum None,long,enum '
                                  'cudaDataType_t,void*,long,void*,void*,long,long,long*,enum '
                                  'cudaDataType_t,void*,enum cudaDataType_t,unsigned '
                                  'long*,unsigned long*'),
 'cusolverDnXsyevjGetResidual': ('cusolverStatus_t cusolverDnXsyevjGetResidual(cusolverDnHandle_t '
                                 'handle, syevjInfo_t info, double *residual);',
                                 ('handle', 'info', 'residual'),
                                 'struct cusolverDnContext*,struct syevjInfo*,double*'),
 'cusolverDnXsyevjGetSweeps': ('cusolverStatus_t cusolverDnXsyevjGetSweeps(cusolverDnHandle_t '
                               'handle, syevjInfo_t info, int *executed_sweeps);',
                               ('handle', 'info', 'executed_sweeps'),
                               'struct cusolverDnContext*,struct syevjInfo*,int*'),
 'cusolverDnXsyevjSetMaxSweeps': ('cusolverStatus_t cusolverDnXsyevjSetMaxSweeps(syevjInfo_t info, '
                                  'int max_sweeps);',
                                  ('info', 'max_sweeps'),
                                  'struct syevjInfo*,int'),
 'cusolverDnXsyevjSetSortEig': ('cusolverStatus_t cusolverDnXsyevjSetSortEig(syevjInfo_t info, int '
                                'sort_eig);',
                                ('info', 'sort_eig'),
                                'struct syevjInfo*,int'),
 'cusolverDnXsyevjSetTolerance': ('cusolverStatus_t cusolverDnXsyevjSetTolerance(syevjInfo_t info, '
                                  'double tolerance);',
                                  ('info', 'tolerance'),
                                  'struct syevjInfo*,double'),
 'cusolverDnXsytrs': ('cusolverStatus_t cusolverDnXsytrs(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, '
                      'const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, '
                      'void *B, int64_t ldb, void *bufferOnDevice, size_t '
                      'workspaceInBytesOnDevice, void *bufferOnHost, size_t '
                      'workspaceInBytesOnHost, int *info);',
                      ('handle',
                       'uplo',
                       'n',
                       'nrhs',
                       'dataTypeA',
                       'A',
                       'lda',
                       'ipiv',
                       'dataTypeB',
                       'B',
                       'ldb',
                       'bufferOnDevice',
                       'workspaceInBytesOnDevice',
                       'bufferOnHost',
                       'workspaceInBytesOnHost',
                       'info'),
                      'struct cusolverDnContext*,enum None,long,long,enum '
                      'cudaDataType_t,void*,long,long*,enum '
                      'cudaDataType_t,void*,long,void*,unsigned long,void*,unsigned long,int*'),
 'cusolverDnXsytrs_bufferSize': ('cusolverStatus_t cusolverDnXsytrs_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, '
                                 'cudaDataType dataTypeA, const void *A, int64_t lda, const '
                                 'int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, '
                                 'size_t *workspaceInBytesOnDevice, size_t '
                                 '*workspaceInBytesOnHost);',
                                 ('handle',
                                  'uplo',
                                  'n',
                                  'nrhs',
                                  'dataTypeA',
                                  'A',
                                  'lda',
                                  'ipiv',
                                  'dataTypeB',
                                  'B',
                                  'ldb',
                                  'workspaceInBytesOnDevice',
                                  'workspaceInBytesOnHost'),
                                 'struct cusolverDnContext*,enum None,long,long,enum '
                                 'cudaDataType_t,void*,long,long*,enum '
                                 'cudaDataType_t,void*,long,unsigned long*,unsigned long*'),
 'cusolverDnXtrtri': ('cusolverStatus_t cusolverDnXtrtri(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType '
                      'dataTypeA, void *A, int64_t lda, void *bufferOnDevice, size_t '
                      'workspaceInBytesOnDevice, void *bufferOnHost, size_t '
                      'workspaceInBytesOnHost, int *devInfo);',
                      ('handle',
                       'uplo',
                       'diag',
                       'n',
                       'dataTypeA',
                       'A',
                       'lda',
                       'bufferOnDevice',
                       'workspaceInBytesOnDevice',
                       'bufferOnHost',
                       'workspaceInBytesOnHost',
                       'devInfo'),
                      'struct cusolverDnContext*,enum None,enum None,long,enum '
                      'cudaDataType_t,void*,long,void*,unsigned long,void*,unsigned long,int*'),
 'cusolverDnXtrtri_bufferSize': ('cusolverStatus_t cusolverDnXtrtri_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, '
                                 'cudaDataType dataTypeA, void *A, int64_t lda, size_t '
                                 '*workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);',
                                 ('handle',
                                  'uplo',
                                  'diag',
                                  'n',
                                  'dataTypeA',
                                  'A',
                                  'lda',
                                  'workspaceInBytesOnDevice',
                                  'workspaceInBytesOnHost'),
                                 'struct cusolverDnContext*,enum None,enum None,long,enum '
                                 'cudaDataType_t,void*,long,unsigned long*,unsigned long*'),
 'cusolverDnZCgels': ('cusolverStatus_t cusolverDnZCgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, '
                      'cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZCgels_bufferSize': ('cusolverStatus_t cusolverDnZCgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, '
                                 'cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, '
                                 'void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                                 'double2*,int,struct double2*,int,void*,unsigned long*'),
 'cusolverDnZCgesv': ('cusolverStatus_t cusolverDnZCgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, '
                      'cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,struct double2*,int,int*,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZCgesv_bufferSize': ('cusolverStatus_t cusolverDnZCgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex '
                                 '*dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex '
                                 '*dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t '
                                 'lddx, void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,struct '
                                 'double2*,int,int*,struct double2*,int,struct '
                                 'double2*,int,void*,unsigned long*'),
 'cusolverDnZEgels': ('cusolverStatus_t cusolverDnZEgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, '
                      'cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZEgels_bufferSize': ('cusolverStatus_t cusolverDnZEgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, '
                                 'cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, '
                                 'void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                                 'double2*,int,struct double2*,int,void*,unsigned long*'),
 'cusolverDnZEgesv': ('cusolverStatus_t cusolverDnZEgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, '
                      'cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,struct double2*,int,int*,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZEgesv_bufferSize': ('cusolverStatus_t cusolverDnZEgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex '
                                 '*dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex '
                                 '*dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t '
                                 'lddx, void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,struct '
                                 'double2*,int,int*,struct double2*,int,struct '
                                 'double2*,int,void*,unsigned long*'),
 'cusolverDnZKgels': ('cusolverStatus_t cusolverDnZKgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, '
                      'cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZKgels_bufferSize': ('cusolverStatus_t cusolverDnZKgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, '
                                 'cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, '
                                 'void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                                 'double2*,int,struct double2*,int,void*,unsigned long*'),
 'cusolverDnZKgesv': ('cusolverStatus_t cusolverDnZKgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, '
                      'cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,struct double2*,int,int*,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZKgesv_bufferSize': ('cusolverStatus_t cusolverDnZKgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex '
                                 '*dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex '
                                 '*dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t '
                                 'lddx, void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,struct '
                                 'double2*,int,int*,struct double2*,int,struct '
                                 'double2*,int,void*,unsigned long*'),
 'cusolverDnZYgels': ('cusolverStatus_t cusolverDnZYgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, '
                      'cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZYgels_bufferSize': ('cusolverStatus_t cusolverDnZYgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, '
                                 'cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, '
                                 'void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                                 'double2*,int,struct double2*,int,void*,unsigned long*'),
 'cusolverDnZYgesv': ('cusolverStatus_t cusolverDnZYgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, '
                      'cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,struct double2*,int,int*,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZYgesv_bufferSize': ('cusolverStatus_t cusolverDnZYgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex '
                                 '*dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex '
                                 '*dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t '
                                 'lddx, void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,struct '
                                 'double2*,int,int*,struct double2*,int,struct '
                                 'double2*,int,void*,unsigned long*'),
 'cusolverDnZZgels': ('cusolverStatus_t cusolverDnZZgels(cusolverDnHandle_t handle, cusolver_int_t '
                      'm, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, '
                      'cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'm',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZZgels_bufferSize': ('cusolverStatus_t cusolverDnZZgels_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, '
                                 'cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, '
                                 'cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, '
                                 'void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'm',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                                 'double2*,int,struct double2*,int,void*,unsigned long*'),
 'cusolverDnZZgesv': ('cusolverStatus_t cusolverDnZZgesv(cusolverDnHandle_t handle, cusolver_int_t '
                      'n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, '
                      'cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, '
                      'cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t '
                      'lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);',
                      ('handle',
                       'n',
                       'nrhs',
                       'dA',
                       'ldda',
                       'dipiv',
                       'dB',
                       'lddb',
                       'dX',
                       'lddx',
                       'dWorkspace',
                       'lwork_bytes',
                       'iter',
                       'd_info'),
                      'struct cusolverDnContext*,int,int,struct double2*,int,int*,struct '
                      'double2*,int,struct double2*,int,void*,unsigned long,int*,int*'),
 'cusolverDnZZgesv_bufferSize': ('cusolverStatus_t cusolverDnZZgesv_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex '
                                 '*dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex '
                                 '*dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t '
                                 'lddx, void *dWorkspace, size_t *lwork_bytes);',
                                 ('handle',
                                  'n',
                                  'nrhs',
                                  'dA',
                                  'ldda',
                                  'dipiv',
                                  'dB',
                                  'lddb',
                                  'dX',
                                  'lddx',
                                  'dWorkspace',
                                  'lwork_bytes'),
                                 'struct cusolverDnContext*,int,int,struct '
                                 'double2*,int,int*,struct double2*,int,struct '
                                 'double2*,int,void*,unsigned long*'),
 'cusolverDnZgebrd': ('cusolverStatus_t cusolverDnZgebrd(cusolverDnHandle_t handle, int m, int n, '
                      'cuDoubleComplex *A, int lda, double *D, double *E, cuDoubleComplex *TAUQ, '
                      'cuDoubleComplex *TAUP, cuDoubleComplex *Work, int Lwork, int *devInfo);',
                      ('handle',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'D',
                       'E',
                       'TAUQ',
                       'TAUP',
                       'Work',
                       'Lwork',
                       'devInfo'),
                      'struct cusolverDnContext*,int,int,struct '
                      'double2*,int,double*,double*,struct double2*,struct double2*,struct '
                      'double2*,int,int*'),
 'cusolverDnZgebrd_bufferSize': ('cusolverStatus_t cusolverDnZgebrd_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int *Lwork);',
                                 ('handle', 'm', 'n', 'Lwork'),
                                 'struct cusolverDnContext*,int,int,int*'),
 'cusolverDnZgeqrf': ('cusolverStatus_t cusolverDnZgeqrf(cusolverDnHandle_t handle, int m, int n, '
                      'cuDoubleComplex *A, int lda, cuDoubleComplex *TAU, cuDoubleComplex '
                      '*Workspace, int Lwork, int *devInfo);',
                      ('handle', 'm', 'n', 'A', 'lda', 'TAU', 'Workspace', 'Lwork', 'devInfo'),
                      'struct cusolverDnContext*,int,int,struct double2*,int,struct '
                      'double2*,struct double2*,int,int*'),
 'cusolverDnZgeqrf_bufferSize': ('cusolverStatus_t cusolverDnZgeqrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, cuDoubleComplex *A, int lda, int *lwork);',
                                 ('handle', 'm', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,int,int,struct double2*,int,int*'),
 'cusolverDnZgesvd': ('cusolverStatus_t cusolverDnZgesvd(cusolverDnHandle_t handle, signed char '
                      'jobu, signed char jobvt, int m, int n, cuDoubleComplex *A, int lda, double '
                      '*S, cuDoubleComplex *U, int ldu, cuDoubleComplex *VT, int ldvt, '
                      'cuDoubleComplex *work, int lwork, double *rwork, int *info);',
                      ('handle',
                       'jobu',
                       'jobvt',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'S',
                       'U',
                       'ldu',
                       'VT',
                       'ldvt',
                       'work',
                       'lwork',
                       'rwork',
                       'info'),
                      'struct cusolverDnContext*,signed char,signed char,int,int,struct '
                      'double2*,int,double*,struct double2*,int,struct double2*,int,struct '
                      'double2*,int,double*,int*'),
 'cusolverDnZgesvd_bufferSize': ('cusolverStatus_t cusolverDnZgesvd_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int *lwork);',
                                 ('handle', 'm', 'n', 'lwork'),
                                 'struct cusolverDnContext*,int,int,int*'),
 'cusolverDnZgesvdaStridedBatched': ('cusolverStatus_t '
                                     'cusolverDnZgesvdaStridedBatched(cusolverDnHandle_t handle, '
                                     'cusolverEigMode_t jobz, int rank, int m, int n, const '
                                     'cuDoubleComplex *d_A, int lda, long long int strideA, double '
                                     '*d_S, long long int strideS, cuDoubleComplex *d_U, int ldu, '
                                     'long long int strideU, cuDoubleComplex *d_V, int ldv, long '
                                     'long int strideV, cuDoubleComplex *d_work, int lwork, int '
                                     '*d_info, double *h_R_nrmF, int batchSize);',
                                     ('handle',
                                      'jobz',
                                      'rank',
                                      'm',
                                      'n',
                                      'd_A',
                                      'lda',
                                      'strideA',
                                      'd_S',
                                      'strideS',
                                      'd_U',
                                      'ldu',
                                      'strideU',
                                      'd_V',
                                      'ldv',
                                      'strideV',
                                      'd_work',
                                      'lwork',
                                      'd_info',
                                      'h_R_nrmF',
                                      'batchSize'),
                                     'struct cusolverDnContext*,enum None,int,int,int,struct '
                                     'double2*,int,long long int,double*,long long int,struct '
                                     'double2*,int,long long int,struct double2*,int,long long '
                                     'int,struct double2*,int,int*,double*,int'),
 'cusolverDnZgesvdaStridedBatched_bufferSize': ('cusolverStatus_t '
                                                'cusolverDnZgesvdaStridedBatched_bufferSize(cusolverDnHandle_t '
                                                'handle, cusolverEigMode_t jobz, int rank, int m, '
                                                'int n, const cuDoubleComplex *d_A, int lda, long '
                                                'long int strideA, const double *d_S, long long '
                                                'int strideS, const cuDoubleComplex *d_U, int ldu, '
                                                'long long int strideU, const cuDoubleComplex '
                                                '*d_V, int ldv, long long int strideV, int *lwork, '
                                                'int batchSize);',
                                                ('handle',
                                                 'jobz',
                                                 'rank',
                                                 'm',
                                                 'n',
                                                 'd_A',
                                                 'lda',
                                                 'strideA',
                                                 'd_S',
                                                 'strideS',
                                                 'd_U',
                                                 'ldu',
                                                 'strideU',
                                                 'd_V',
                                                 'ldv',
                                                 'strideV',
                                                 'lwork',
                                                 'batchSize'),
                                                'struct cusolverDnContext*,enum '
                                                'None,int,int,int,struct double2*,int,long long '
                                                'int,double*,long long int,struct '
                                                'double2*,int,long long int,struct '
                                                'double2*,int,long long int,int*,int'),
 'cusolverDnZgesvdj': ('cusolverStatus_t cusolverDnZgesvdj(cusolverDnHandle_t handle, '
                       'cusolverEigMode_t jobz, int econ, int m, int n, cuDoubleComplex *A, int '
                       'lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, '
                       'cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params);',
                       ('handle',
                        'jobz',
                        'econ',
                        'm',
                        'n',
                        'A',
                        'lda',
                        'S',
                        'U',
                        'ldu',
                        'V',
                        'ldv',
                        'work',
                        'lwork',
                        'info',
                        'params'),
                       'struct cusolverDnContext*,enum None,int,int,int,struct '
                       'double2*,int,double*,struct double2*,int,struct double2*,int,struct '
                       'double2*,int,int*,struct gesvdjInfo*'),
 'cusolverDnZgesvdjBatched': ('cusolverStatus_t cusolverDnZgesvdjBatched(cusolverDnHandle_t '
                              'handle, cusolverEigMode_t jobz, int m, int n, cuDoubleComplex *A, '
                              'int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex '
                              '*V, int ldv, cuDoubleComplex *work, int lwork, int *info, '
                              'gesvdjInfo_t params, int batchSize);',
                              ('handle',
                               'jobz',
                               'm',
                               'n',
                               'A',
                               'lda',
                               'S',
                               'U',
                               'ldu',
                               'V',
                               'ldv',
                               'work',
                               'lwork',
                               'info',
                               'params',
                               'batchSize'),
                              'struct cusolverDnContext*,enum None,int,int,struct '
                              'double2*,int,double*,struct double2*,int,struct double2*,int,struct '
                              'double2*,int,int*,struct gesvdjInfo*,int'),
 'cusolverDnZgesvdjBatched_bufferSize': ('cusolverStatus_t '
                                         'cusolverDnZgesvdjBatched_bufferSize(cusolverDnHandle_t '
                                         'handle, cusolverEigMode_t jobz, int m, int n, const '
                                         'cuDoubleComplex *A, int lda, const double *S, const '
                                         'cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, '
                                         'int ldv, int *lwork, gesvdjInfo_t params, int '
                                         'batchSize);',
                                         ('handle',
                                          'jobz',
                                          'm',
                                          'n',
                                          'A',
                                          'lda',
                                          'S',
                                          'U',
                                          'ldu',
                                          'V',
                                          'ldv',
                                          'lwork',
                                          'params',
                                          'batchSize'),
                                         'struct cusolverDnContext*,enum None,int,int,struct '
                                         'double2*,int,double*,struct double2*,int,struct '
                                         'double2*,int,int*,struct gesvdjInfo*,int'),
 'cusolverDnZgesvdj_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnZgesvdj_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigMode_t jobz, int econ, int m, int n, const '
                                  'cuDoubleComplex *A, int lda, const double *S, const '
                                  'cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, '
                                  'int *lwork, gesvdjInfo_t params);',
                                  ('handle',
                                   'jobz',
                                   'econ',
                                   'm',
                                   'n',
                                   'A',
                                   'lda',
                                   'S',
                                   'U',
                                   'ldu',
                                   'V',
                                   'ldv',
                                   'lwork',
                                   'params'),
                                  'struct cusolverDnContext*,enum None,int,int,int,struct '
                                  'double2*,int,double*,struct double2*,int,struct '
                                  'double2*,int,int*,struct gesvdjInfo*'),
 'cusolverDnZgetrf': ('cusolverStatus_t cusolverDnZgetrf(cusolverDnHandle_t handle, int m, int n, '
                      'cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int *devIpiv, int '
                      '*devInfo);',
                      ('handle', 'm', 'n', 'A', 'lda', 'Workspace', 'devIpiv', 'devInfo'),
                      'struct cusolverDnContext*,int,int,struct double2*,int,struct '
                      'double2*,int*,int*'),
 'cusolverDnZgetrf_bufferSize': ('cusolverStatus_t cusolverDnZgetrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, cuDoubleComplex *A, int lda, int *Lwork);',
                                 ('handle', 'm', 'n', 'A', 'lda', 'Lwork'),
                                 'struct cusolverDnContext*,int,int,struct double2*,int,int*'),
 'cusolverDnZgetrs': ('cusolverStatus_t cusolverDnZgetrs(cusolverDnHandle_t handle, '
                      'cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *A, int '
                      'lda, const int *devIpiv, cuDoubleComplex *B, int ldb, int *devInfo);',
                      ('handle',
                       'trans',
                       'n',
                       'nrhs',
                       'A',
                       'lda',
                       'devIpiv',
                       'B',
                       'ldb',
                       'devInfo'),
                      'struct cusolverDnContext*,enum None,int,int,struct double2*,int,int*,struct '
                      'double2*,int,int*'),
 'cusolverDnZheevd': ('cusolverStatus_t cusolverDnZheevd(cusolverDnHandle_t handle, '
                      'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, '
                      'int lda, double *W, cuDoubleComplex *work, int lwork, int *info);',
                      ('handle', 'jobz', 'uplo', 'n', 'A', 'lda', 'W', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,enum None,int,struct '
                      'double2*,int,double*,struct double2*,int,int*'),
 'cusolverDnZheevd_bufferSize': ('cusolverStatus_t cusolverDnZheevd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, '
                                 'const cuDoubleComplex *A, int lda, const double *W, int *lwork);',
                                 ('handle', 'jobz', 'uplo', 'n', 'A', 'lda', 'W', 'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,int,struct '
                                 'double2*,int,double*,int*'),
 'cusolverDnZheevdx': ('cusolverStatus_t cusolverDnZheevdx(cusolverDnHandle_t handle, '
                       'cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, '
                       'int n, cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, '
                       'int *meig, double *W, cuDoubleComplex *work, int lwork, int *info);',
                       ('handle',
                        'jobz',
                        'range',
                        'uplo',
                        'n',
                        'A',
                        'lda',
                        'vl',
                        'vu',
                        'il',
                        'iu',
                        'meig',
                        'W',
                        'work',
                        'lwork',
                        'info'),
                       'struct cusolverDnContext*,enum None,enum None,enum None,int,struct '
                       'double2*,int,double,double,int,int,int*,double*,struct double2*,int,int*'),
 'cusolverDnZheevdx_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnZheevdx_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigMode_t jobz, cusolverEigRange_t range, '
                                  'cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int '
                                  'lda, double vl, double vu, int il, int iu, int *meig, const '
                                  'double *W, int *lwork);',
                                  ('handle',
                                   'jobz',
                                   'range',
                                   'uplo',
                                   'n',
                                   'A',
                                   'lda',
                                   'vl',
                                   'vu',
                                   'il',
                                   'iu',
                                   'meig',
                                   'W',
                                   'lwork'),
                                  'struct cusolverDnContext*,enum None,enum None,enum '
                                  'None,int,struct '
                                  'double2*,int,double,double,int,int,int*,double*,int*'),
 'cusolverDnZheevj': ('cusolverStatus_t cusolverDnZheevj(cusolverDnHandle_t handle, '
                      'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, '
                      'int lda, double *W, cuDoubleComplex *work, int lwork, int *info, '
                      'syevjInfo_t params);',
                      ('handle',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'W',
                       'work',
                       'lwork',
                       'info',
                       'params'),
                      'struct cusolverDnContext*,enum None,enum None,int,struct '
                      'double2*,int,double*,struct double2*,int,int*,struct syevjInfo*'),
 'cusolverDnZheevjBatched': ('cusolverStatus_t cusolverDnZheevjBatched(cusolverDnHandle_t handle, '
                             'cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, '
                             'cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int '
                             'lwork, int *info, syevjInfo_t params, int batchSize);',
                             ('handle',
                              'jobz',
                              'uplo',
                              'n',
                              'A',
                              'lda',
                              'W',
                              'work',
                              'lwork',
                              'info',
                              'params',
                              'batchSize'),
                             'struct cusolverDnContext*,enum None,enum None,int,struct '
                             'double2*,int,double*,struct double2*,int,int*,struct syevjInfo*,int'),
 'cusolverDnZheevjBatched_bufferSize': ('cusolverStatus_t '
                                        'cusolverDnZheevjBatched_bufferSize(cusolverDnHandle_t '
                                        'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, '
                                        'int n, const cuDoubleComplex *A, int lda, const double '
                                        '*W, int *lwork, syevjInfo_t params, int batchSize);',
                                        ('handle',
                                         'jobz',
                                         'uplo',
                                         'n',
                                         'A',
                                         'lda',
                                         'W',
                                         'lwork',
                                         'params',
                                         'batchSize'),
                                        'struct cusolverDnContext*,enum None,enum None,int,struct '
                                        'double2*,int,double*,int*,struct syevjInfo*,int'),
 'cusolverDnZheevj_bufferSize': ('cusolverStatus_t cusolverDnZheevj_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, '
                                 'const cuDoubleComplex *A, int lda, const double *W, int *lwork, '
                                 'syevjInfo_t params);',
                                 ('handle',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'W',
                                  'lwork',
                                  'params'),
                                 'struct cusolverDnContext*,enum None,enum None,int,struct '
                                 'double2*,int,double*,int*,struct syevjInfo*'),
 'cusolverDnZhegvd': ('cusolverStatus_t cusolverDnZhegvd(cusolverDnHandle_t handle, '
                      'cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int '
                      'n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, '
                      'cuDoubleComplex *work, int lwork, int *info);',
                      ('handle',
                       'itype',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'W',
                       'work',
                       'lwork',
                       'info'),
                      'struct cusolverDnContext*,enum None,enum None,enum None,int,struct '
                      'double2*,int,struct double2*,int,double*,struct double2*,int,int*'),
 'cusolverDnZhegvd_bufferSize': ('cusolverStatus_t cusolverDnZhegvd_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                 'cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, '
                                 'const cuDoubleComplex *B, int ldb, const double *W, int *lwork);',
                                 ('handle',
                                  'itype',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'B',
                                  'ldb',
                                  'W',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,struct double2*,int,struct double2*,int,double*,int*'),
 'cusolverDnZhegvdx': ('cusolverStatus_t cusolverDnZhegvdx(cusolverDnHandle_t handle, '
                       'cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, '
                       'cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex '
                       '*B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, '
                       'cuDoubleComplex *work, int lwork, int *info);',
                       ('handle',
                        'itype',
                        'jobz',
                        'range',
                        'uplo',
                        'n',
                        'A',
                        'lda',
                        'B',
                        'ldb',
                        'vl',
                        'vu',
                        'il',
                        'iu',
                        'meig',
                        'W',
                        'work',
                        'lwork',
                        'info'),
                       'struct cusolverDnContext*,enum None,enum None,enum None,enum '
                       'None,int,struct double2*,int,struct '
                       'double2*,int,double,double,int,int,int*,double*,struct double2*,int,int*'),
 'cusolverDnZhegvdx_bufferSize': ('cusolverStatus_t '
                                  'cusolverDnZhegvdx_bufferSize(cusolverDnHandle_t handle, '
                                  'cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                  'cusolverEigRange_t range, cublasFillMode_t uplo, int n, const '
                                  'cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, '
                                  'double vl, double vu, int il, int iu, int *meig, const double '
                                  '*W, int *lwork);',
                                  ('handle',
                                   'itype',
                                   'jobz',
                                   'range',
                                   'uplo',
                                   'n',
                                   'A',
                                   'lda',
                                   'B',
                                   'ldb',
                                   'vl',
                                   'vu',
                                   'il',
                                   'iu',
                                   'meig',
                                   'W',
                                   'lwork'),
                                  'struct cusolverDnContext*,enum None,enum None,enum None,enum '
                                  'None,int,struct double2*,int,struct '
                                  'double2*,int,double,double,int,int,int*,double*,int*'),
 'cusolverDnZhegvj': ('cusolverStatus_t cusolverDnZhegvj(cusolverDnHandle_t handle, '
                      'cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int '
                      'n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, '
                      'cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params);',
                      ('handle',
                       'itype',
                       'jobz',
                       'uplo',
                       'n',
                       'A',
                       'lda',
                       'B',
                       'ldb',
                       'W',
                       'work',
                       'lwork',
                       'info',
                       'params'),
                      'struct cusolverDnContext*,enum None,enum None,enum None,int,struct '
                      'double2*,int,struct double2*,int,double*,struct double2*,int,int*,struct '
                      'syevjInfo*'),
 'cusolverDnZhegvj_bufferSize': ('cusolverStatus_t cusolverDnZhegvj_bufferSize(cusolverDnHandle_t '
                                 'handle, cusolverEigType_t itype, cusolverEigMode_t jobz, '
                                 'cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, '
                                 'const cuDoubleComplex *B, int ldb, const double *W, int *lwork, '
                                 'syevjInfo_t params);',
                                 ('handle',
                                  'itype',
                                  'jobz',
                                  'uplo',
                                  'n',
                                  'A',
                                  'lda',
                                  'B',
                                  'ldb',
                                  'W',
                                  'lwork',
                                  'params'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,struct double2*,int,struct '
                                 'double2*,int,double*,int*,struct syevjInfo*'),
 'cusolverDnZhetrd': ('cusolverStatus_t cusolverDnZhetrd(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *d, '
                      'double *e, cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int '
                      '*info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'd', 'e', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,struct '
                      'double2*,int,double*,double*,struct double2*,struct double2*,int,int*'),
 'cusolverDnZhetrd_bufferSize': ('cusolverStatus_t cusolverDnZhetrd_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, '
                                 'int lda, const double *d, const double *e, const cuDoubleComplex '
                                 '*tau, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'd', 'e', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct '
                                 'double2*,int,double*,double*,struct double2*,int*'),
 'cusolverDnZlaswp': ('cusolverStatus_t cusolverDnZlaswp(cusolverDnHandle_t handle, int n, '
                      'cuDoubleComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx);',
                      ('handle', 'n', 'A', 'lda', 'k1', 'k2', 'devIpiv', 'incx'),
                      'struct cusolverDnContext*,int,struct double2*,int,int,int,int*,int'),
 'cusolverDnZlauum': ('cusolverStatus_t cusolverDnZlauum(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex '
                      '*work, int lwork, int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'work', 'lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,struct double2*,int,struct '
                      'double2*,int,int*'),
 'cusolverDnZlauum_bufferSize': ('cusolverStatus_t cusolverDnZlauum_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int '
                                 'lda, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct '
                                 'double2*,int,int*'),
 'cusolverDnZpotrf': ('cusolverStatus_t cusolverDnZpotrf(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex '
                      '*Workspace, int Lwork, int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'Workspace', 'Lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,struct double2*,int,struct '
                      'double2*,int,int*'),
 'cusolverDnZpotrfBatched': ('cusolverStatus_t cusolverDnZpotrfBatched(cusolverDnHandle_t handle, '
                             'cublasFillMode_t uplo, int n, cuDoubleComplex *Aarray[], int lda, '
                             'int *infoArray, int batchSize);',
                             ('handle', 'uplo', 'n', 'Aarray', 'lda', 'infoArray', 'batchSize'),
                             'struct cusolverDnContext*,enum None,int,struct '
                             'double2*[],int,int*,int'),
 'cusolverDnZpotrf_bufferSize': ('cusolverStatus_t cusolverDnZpotrf_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int '
                                 'lda, int *Lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'Lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct '
                                 'double2*,int,int*'),
 'cusolverDnZpotri': ('cusolverStatus_t cusolverDnZpotri(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex '
                      '*work, int lwork, int *devInfo);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'work', 'lwork', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,struct double2*,int,struct '
                      'double2*,int,int*'),
 'cusolverDnZpotri_bufferSize': ('cusolverStatus_t cusolverDnZpotri_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int '
                                 'lda, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct '
                                 'double2*,int,int*'),
 'cusolverDnZpotrs': ('cusolverStatus_t cusolverDnZpotrs(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, int nrhs, const cuDoubleComplex *A, int lda, '
                      'cuDoubleComplex *B, int ldb, int *devInfo);',
                      ('handle', 'uplo', 'n', 'nrhs', 'A', 'lda', 'B', 'ldb', 'devInfo'),
                      'struct cusolverDnContext*,enum None,int,int,struct double2*,int,struct '
                      'double2*,int,int*'),
 'cusolverDnZpotrsBatched': ('cusolverStatus_t cusolverDnZpotrsBatched(cusolverDnHandle_t handle, '
                             'cublasFillMode_t uplo, int n, int nrhs, cuDoubleComplex *A[], int '
                             'lda, cuDoubleComplex *B[], int ldb, int *d_info, int batchSize);',
                             ('handle',
                              'uplo',
                              'n',
                              'nrhs',
                              'A',
                              'lda',
                              'B',
                              'ldb',
                              'd_info',
                              'batchSize'),
                             'struct cusolverDnContext*,enum None,int,int,struct '
                             'double2*[],int,struct double2*[],int,int*,int'),
 'cusolverDnZsytrf': ('cusolverStatus_t cusolverDnZsytrf(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *ipiv, '
                      'cuDoubleComplex *work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,struct double2*,int,int*,struct '
                      'double2*,int,int*'),
 'cusolverDnZsytrf_bufferSize': ('cusolverStatus_t cusolverDnZsytrf_bufferSize(cusolverDnHandle_t '
                                 'handle, int n, cuDoubleComplex *A, int lda, int *lwork);',
                                 ('handle', 'n', 'A', 'lda', 'lwork'),
                                 'struct cusolverDnContext*,int,struct double2*,int,int*'),
 'cusolverDnZsytri': ('cusolverStatus_t cusolverDnZsytri(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, '
                      'cuDoubleComplex *work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,struct double2*,int,int*,struct '
                      'double2*,int,int*'),
 'cusolverDnZsytri_bufferSize': ('cusolverStatus_t cusolverDnZsytri_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int '
                                 'lda, const int *ipiv, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'ipiv', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct '
                                 'double2*,int,int*,int*'),
 'cusolverDnZungbr': ('cusolverStatus_t cusolverDnZungbr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, int m, int n, int k, cuDoubleComplex *A, int lda, '
                      'const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);',
                      ('handle', 'side', 'm', 'n', 'k', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,int,int,struct double2*,int,struct '
                      'double2*,struct double2*,int,int*'),
 'cusolverDnZungbr_bufferSize': ('cusolverStatus_t cusolverDnZungbr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, int m, int n, int k, const '
                                 'cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int '
                                 '*lwork);',
                                 ('handle', 'side', 'm', 'n', 'k', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,int,int,struct '
                                 'double2*,int,struct double2*,int*'),
 'cusolverDnZungqr': ('cusolverStatus_t cusolverDnZungqr(cusolverDnHandle_t handle, int m, int n, '
                      'int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, '
                      'cuDoubleComplex *work, int lwork, int *info);',
                      ('handle', 'm', 'n', 'k', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                      'double2*,struct double2*,int,int*'),
 'cusolverDnZungqr_bufferSize': ('cusolverStatus_t cusolverDnZungqr_bufferSize(cusolverDnHandle_t '
                                 'handle, int m, int n, int k, const cuDoubleComplex *A, int lda, '
                                 'const cuDoubleComplex *tau, int *lwork);',
                                 ('handle', 'm', 'n', 'k', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,int,int,int,struct double2*,int,struct '
                                 'double2*,int*'),
 'cusolverDnZungtr': ('cusolverStatus_t cusolverDnZungtr(cusolverDnHandle_t handle, '
                      'cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const '
                      'cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);',
                      ('handle', 'uplo', 'n', 'A', 'lda', 'tau', 'work', 'lwork', 'info'),
                      'struct cusolverDnContext*,enum None,int,struct double2*,int,struct '
                      'double2*,struct double2*,int,int*'),
 'cusolverDnZungtr_bufferSize': ('cusolverStatus_t cusolverDnZungtr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, '
                                 'int lda, const cuDoubleComplex *tau, int *lwork);',
                                 ('handle', 'uplo', 'n', 'A', 'lda', 'tau', 'lwork'),
                                 'struct cusolverDnContext*,enum None,int,struct '
                                 'double2*,int,struct double2*,int*'),
 'cusolverDnZunmqr': ('cusolverStatus_t cusolverDnZunmqr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const '
                      'cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex '
                      '*C, int ldc, cuDoubleComplex *work, int lwork, int *devInfo);',
                      ('handle',
                       'side',
                       'trans',
                       'm',
                       'n',
                       'k',
                       'A',
                       'lda',
                       'tau',
                       'C',
                       'ldc',
                       'work',
                       'lwork',
                       'devInfo'),
                      'struct cusolverDnContext*,enum None,enum None,int,int,int,struct '
                      'double2*,int,struct double2*,struct double2*,int,struct double2*,int,int*'),
 'cusolverDnZunmqr_bufferSize': ('cusolverStatus_t cusolverDnZunmqr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, cublasOperation_t trans, int m, '
                                 'int n, int k, const cuDoubleComplex *A, int lda, const '
                                 'cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int '
                                 '*lwork);',
                                 ('handle',
                                  'side',
                                  'trans',
                                  'm',
                                  'n',
                                  'k',
                                  'A',
                                  'lda',
                                  'tau',
                                  'C',
                                  'ldc',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,int,int,int,struct '
                                 'double2*,int,struct double2*,struct double2*,int,int*'),
 'cusolverDnZunmtr': ('cusolverStatus_t cusolverDnZunmtr(cusolverDnHandle_t handle, '
                      'cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int '
                      'm, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *tau, '
                      'cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *info);',
                      ('handle',
                       'side',
                       'uplo',
                       'trans',
                       'm',
                       'n',
                       'A',
                       'lda',
                       'tau',
                       'C',
                       'ldc',
                       'work',
                       'lwork',
                       'info'),
                      'struct cusolverDnContext*,enum None,enum None,enum None,int,int,struct '
                      'double2*,int,struct double2*,struct double2*,int,struct double2*,int,int*'),
 'cusolverDnZunmtr_bufferSize': ('cusolverStatus_t cusolverDnZunmtr_bufferSize(cusolverDnHandle_t '
                                 'handle, cublasSideMode_t side, cublasFillMode_t uplo, '
                                 'cublasOperation_t trans, int m, int n, const cuDoubleComplex *A, '
                                 'int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, '
                                 'int ldc, int *lwork);',
                                 ('handle',
                                  'side',
                                  'uplo',
                                  'trans',
                                  'm',
                                  'n',
                                  'A',
                                  'lda',
                                  'tau',
                                  'C',
                                  'ldc',
                                  'lwork'),
                                 'struct cusolverDnContext*,enum None,enum None,enum '
                                 'None,int,int,struct double2*,int,struct double2*,struct '
                                 'double2*,int,int*'),
 'cusolverGetProperty': ('cusolverStatus_t cusolverGetProperty(libraryPropertyType type, int '
                         '*value);',
                         ('type', 'value'),
                         'enum libraryPropertyType_t,int*'),
 'cusolverGetVersion': ('cusolverStatus_t cusolverGetVersion(int *version);', ('version',), 'int*'),
 'cusolverRfAccessBundledFactorsDevice': ('cusolverStatus_t '
                                          'cusolverRfAccessBundledFactorsDevice(cusolverRfHandle_t '
                                          'handle, int *nnzM, int **Mp, int **Mi, double **Mx);',
                                          ('handle', 'nnzM', 'Mp', 'Mi', 'Mx'),
                                          'struct cusolverRfCommon*,int*,int**,int**,double**'),
 'cusolverRfAnalyze': ('cusolverStatus_t cusolverRfAnalyze(cusolverRfHandle_t handle);',
                       ('handle',),
                       'struct cusolverRfCommon*'),
 'cusolverRfBatchAnalyze': ('cusolverStatus_t cusolverRfBatchAnalyze(cusolverRfHandle_t handle);',
                            ('handle',),
                            'struct cusolverRfCommon*'),
 'cusolverRfBatchRefactor': ('cusolverStatus_t cusolverRfBatchRefactor(cusolverRfHandle_t handle);',
                             ('handle',),
                             'struct cusolverRfCommon*'),
 'cusolverRfBatchResetValues': ('cusolverStatus_t cusolverRfBatchResetValues(int batchSize, int n, '
                                'int nnzA, int *csrRowPtrA, int *csrColIndA, double '
                                '*csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle);',
                                ('batchSize',
                                 'n',
                                 'nnzA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'csrValA_array',
                                 'P',
                                 'Q',
                                 'handle'),
                                'int,int,int,int*,int*,double*[],int*,int*,struct '
                                'cusolverRfCommon*'),
 'cusolverRfBatchSetupHost': ('cusolverStatus_t cusolverRfBatchSetupHost(int batchSize, int n, int '
                              'nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double '
                              '*h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, '
                              'double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, '
                              'double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle);',
                              ('batchSize',
                               'n',
                               'nnzA',
                               'h_csrRowPtrA',
                               'h_csrColIndA',
                               'h_csrValA_array',
                               'nnzL',
                               'h_csrRowPtrL',
                               'h_csrColIndL',
                               'h_csrValL',
                               'nnzU',
                               'h_csrRowPtrU',
                               'h_csrColIndU',
                               'h_csrValU',
                               'h_P',
                               'h_Q',
                               'handle'),
                              'int,int,int,int*,int*,double*[],int,int*,int*,double*,int,int*,int*,double*,int*,int*,struct '
                              'cusolverRfCommon*'),
 'cusolverRfBatchSolve': ('cusolverStatus_t cusolverRfBatchSolve(cusolverRfHandle_t handle, int '
                          '*P, int *Q, int nrhs, double *Temp, int ldt, double *XF_array[], int '
                          'ldxf);',
                          ('handle', 'P', 'Q', 'nrhs', 'Temp', 'ldt', 'XF_array', 'ldxf'),
                          'struct cusolverRfCommon*,int*,int*,int,double*,int,double*[],int'),
 'cusolverRfBatchZeroPivot': ('cusolverStatus_t cusolverRfBatchZeroPivot(cusolverRfHandle_t '
                              'handle, int *position);',
                              ('handle', 'position'),
                              'struct cusolverRfCommon*,int*'),
 'cusolverRfCreate': ('cusolverStatus_t cusolverRfCreate(cusolverRfHandle_t *handle);',
                      ('handle',),
                      'struct cusolverRfCommon**'),
 'cusolverRfDestroy': ('cusolverStatus_t cusolverRfDestroy(cusolverRfHandle_t handle);',
                       ('handle',),
                       'struct cusolverRfCommon*'),
 'cusolverRfExtractBundledFactorsHost': ('cusolverStatus_t '
                                         'cusolverRfExtractBundledFactorsHost(cusolverRfHandle_t '
                                         'handle, int *h_nnzM, int **h_Mp, int **h_Mi, double '
                                         '**h_Mx);',
                                         ('handle', 'h_nnzM', 'h_Mp', 'h_Mi', 'h_Mx'),
                                         'struct cusolverRfCommon*,int*,int**,int**,double**'),
 'cusolverRfExtractSplitFactorsHost': ('cusolverStatus_t '
                                       'cusolverRfExtractSplitFactorsHost(cusolverRfHandle_t '
                                       'handle, int *h_nnzL, int **h_csrRowPtrL, int '
                                       '**h_csrColIndL, double **h_csrValL, int *h_nnzU, int '
                                       '**h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU);',
                                       ('handle',
                                        'h_nnzL',
                                        'h_csrRowPtrL',
                                        'h_csrColIndL',
                                        'h_csrValL',
                                        'h_nnzU',
                                        'h_csrRowPtrU',
                                        'h_csrColIndU',
                                        'h_csrValU'),
                                       'struct '
                                       'cusolverRfCommon*,int*,int**,int**,double**,int*,int**,int**,double**'),
 'cusolverRfGetAlgs': ('cusolverStatus_t cusolverRfGetAlgs(cusolverRfHandle_t handle, '
                       'cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t '
                       '*solveAlg);',
                       ('handle', 'factAlg', 'solveAlg'),
                       'struct cusolverRfCommon*,enum None*,enum None*'),
 'cusolverRfGetMatrixFormat': ('cusolverStatus_t cusolverRfGetMatrixFormat(cusolverRfHandle_t '
                               'handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t '
                               '*diag);',
                               ('handle', 'format', 'diag'),
                               'struct cusolverRfCommon*,enum None*,enum None*'),
 'cusolverRfGetNumericBoostReport': ('cusolverStatus_t '
                                     'cusolverRfGetNumericBoostReport(cusolverRfHandle_t handle, '
                                     'cusolverRfNumericBoostReport_t *report);',
                                     ('handle', 'report'),
                                     'struct cusolverRfCommon*,enum None*'),
 'cusolverRfGetNumericProperties': ('cusolverStatus_t '
                                    'cusolverRfGetNumericProperties(cusolverRfHandle_t handle, '
                                    'double *zero, double *boost);',
                                    ('handle', 'zero', 'boost'),
                                    'struct cusolverRfCommon*,double*,double*'),
 'cusolverRfGetResetValuesFastMode': ('cusolverStatus_t '
                                      'cusolverRfGetResetValuesFastMode(cusolverRfHandle_t handle, '
                                      'cusolverRfResetValuesFastMode_t *fastMode);',
                                      ('handle', 'fastMode'),
                                      'struct cusolverRfCommon*,enum None*'),
 'cusolverRfRefactor': ('cusolverStatus_t cusolverRfRefactor(cusolverRfHandle_t handle);',
                        ('handle',),
                        'struct cusolverRfCommon*'),
 'cusolverRfResetValues': ('cusolverStatus_t cusolverRfResetValues(int n, int nnzA, int '
                           '*csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, '
                           'cusolverRfHandle_t handle);',
                           ('n', 'nnzA', 'csrRowPtrA', 'csrColIndA', 'csrValA', 'P', 'Q', 'handle'),
                           'int,int,int*,int*,double*,int*,int*,struct cusolverRfCommon*'),
 'cusolverRfSetAlgs': ('cusolverStatus_t cusolverRfSetAlgs(cusolverRfHandle_t handle, '
                       'cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg);',
                       ('handle', 'factAlg', 'solveAlg'),
                       'struct cusolverRfCommon*,enum None,enum None'),
 'cusolverRfSetMatrixFormat': ('cusolverStatus_t cusolverRfSetMatrixFormat(cusolverRfHandle_t '
                               'handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t '
                               'diag);',
                               ('handle', 'format', 'diag'),
                               'struct cusolverRfCommon*,enum None,enum None'),
 'cusolverRfSetNumericProperties': ('cusolverStatus_t '
                                    'cusolverRfSetNumericProperties(cusolverRfHandle_t handle, '
                                    'double zero, double boost);',
                                    ('handle', 'zero', 'boost'),
                                    'struct cusolverRfCommon*,double,double'),
 'cusolverRfSetResetValuesFastMode': ('cusolverStatus_t '
                                      'cusolverRfSetResetValuesFastMode(cusolverRfHandle_t handle, '
                                      'cusolverRfResetValuesFastMode_t fastMode);',
                                      ('handle', 'fastMode'),
                                      'struct cusolverRfCommon*,enum None'),
 'cusolverRfSetupDevice': ('cusolverStatus_t cusolverRfSetupDevice(int n, int nnzA, int '
                           '*csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int '
                           '*csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int '
                           '*csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, '
                           'cusolverRfHandle_t handle);',
                           ('n',
                            'nnzA',
                            'csrRowPtrA',
                            'csrColIndA',
                            'csrValA',
                            'nnzL',
                            'csrRowPtrL',
                            'csrColIndL',
                            'csrValL',
                            'nnzU',
                            'csrRowPtrU',
                            'csrColIndU',
                            'csrValU',
                            'P',
                            'Q',
                            'handle'),
                           'int,int,int*,int*,double*,int,int*,int*,double*,int,int*,int*,double*,int*,int*,struct '
                           'cusolverRfCommon*'),
 'cusolverRfSetupHost': ('cusolverStatus_t cusolverRfSetupHost(int n, int nnzA, int *h_csrRowPtrA, '
                         'int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int '
                         '*h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int '
                         '*h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t '
                         'handle);',
                         ('n',
                          'nnzA',
                          'h_csrRowPtrA',
                          'h_csrColIndA',
                          'h_csrValA',
                          'nnzL',
                          'h_csrRowPtrL',
                          'h_csrColIndL',
                          'h_csrValL',
                          'nnzU',
                          'h_csrRowPtrU',
                          'h_csrColIndU',
                          'h_csrValU',
                          'h_P',
                          'h_Q',
                          'handle'),
                         'int,int,int*,int*,double*,int,int*,int*,double*,int,int*,int*,double*,int*,int*,struct '
                         'cusolverRfCommon*'),
 'cusolverRfSolve': ('cusolverStatus_t cusolverRfSolve(cusolverRfHandle_t handle, int *P, int *Q, '
                     'int nrhs, double *Temp, int ldt, double *XF, int ldxf);',
                     ('handle', 'P', 'Q', 'nrhs', 'Temp', 'ldt', 'XF', 'ldxf'),
                     'struct cusolverRfCommon*,int*,int*,int,double*,int,double*,int'),
 'cusolverSpCcsrcholBufferInfo': ('cusolverStatus_t '
                                  'cusolverSpCcsrcholBufferInfo(cusolverSpHandle_t handle, int n, '
                                  'int nnzA, const cusparseMatDescr_t descrA, const cuComplex '
                                  '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                  'csrcholInfo_t info, size_t *internalDataInBytes, size_t '
                                  '*workspaceInBytes);',
                                  ('handle',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrValA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info',
                                   'internalDataInBytes',
                                   'workspaceInBytes'),
                                  'struct cusolverSpContext*,int,int,struct '
                                  'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                  'csrcholInfo*,unsigned long*,unsigned long*'),
 'cusolverSpCcsrcholBufferInfoHost': ('cusolverStatus_t '
                                      'cusolverSpCcsrcholBufferInfoHost(cusolverSpHandle_t handle, '
                                      'int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                      'cuComplex *csrValA, const int *csrRowPtrA, const int '
                                      '*csrColIndA, csrcholInfoHost_t info, size_t '
                                      '*internalDataInBytes, size_t *workspaceInBytes);',
                                      ('handle',
                                       'n',
                                       'nnzA',
                                       'descrA',
                                       'csrValA',
                                       'csrRowPtrA',
                                       'csrColIndA',
                                       'info',
                                       'internalDataInBytes',
                                       'workspaceInBytes'),
                                      'struct cusolverSpContext*,int,int,struct '
                                      'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                      'csrcholInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpCcsrcholDiag': ('cusolverStatus_t cusolverSpCcsrcholDiag(cusolverSpHandle_t handle, '
                            'csrcholInfo_t info, float *diag);',
                            ('handle', 'info', 'diag'),
                            'struct cusolverSpContext*,struct csrcholInfo*,float*'),
 'cusolverSpCcsrcholFactor': ('cusolverStatus_t cusolverSpCcsrcholFactor(cusolverSpHandle_t '
                              'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                              'cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                              'csrcholInfo_t info, void *pBuffer);',
                              ('handle',
                               'n',
                               'nnzA',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'info',
                               'pBuffer'),
                              'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                              'float2*,int*,int*,struct csrcholInfo*,void*'),
 'cusolverSpCcsrcholFactorHost': ('cusolverStatus_t '
                                  'cusolverSpCcsrcholFactorHost(cusolverSpHandle_t handle, int n, '
                                  'int nnzA, const cusparseMatDescr_t descrA, const cuComplex '
                                  '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                  'csrcholInfoHost_t info, void *pBuffer);',
                                  ('handle',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrValA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info',
                                   'pBuffer'),
                                  'struct cusolverSpContext*,int,int,struct '
                                  'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                  'csrcholInfoHost*,void*'),
 'cusolverSpCcsrcholSolve': ('cusolverStatus_t cusolverSpCcsrcholSolve(cusolverSpHandle_t handle, '
                             'int n, const cuComplex *b, cuComplex *x, csrcholInfo_t info, void '
                             '*pBuffer);',
                             ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                             'struct cusolverSpContext*,int,struct float2*,struct float2*,struct '
                             'csrcholInfo*,void*'),
 'cusolverSpCcsrcholSolveHost': ('cusolverStatus_t cusolverSpCcsrcholSolveHost(cusolverSpHandle_t '
                                 'handle, int n, const cuComplex *b, cuComplex *x, '
                                 'csrcholInfoHost_t info, void *pBuffer);',
                                 ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                                 'struct cusolverSpContext*,int,struct float2*,struct '
                                 'float2*,struct csrcholInfoHost*,void*'),
 'cusolverSpCcsrcholZeroPivot': ('cusolverStatus_t cusolverSpCcsrcholZeroPivot(cusolverSpHandle_t '
                                 'handle, csrcholInfo_t info, float tol, int *position);',
                                 ('handle', 'info', 'tol', 'position'),
                                 'struct cusolverSpContext*,struct csrcholInfo*,float,int*'),
 'cusolverSpCcsrcholZeroPivotHost': ('cusolverStatus_t '
                                     'cusolverSpCcsrcholZeroPivotHost(cusolverSpHandle_t handle, '
                                     'csrcholInfoHost_t info, float tol, int *position);',
                                     ('handle', 'info', 'tol', 'position'),
                                     'struct cusolverSpContext*,struct '
                                     'csrcholInfoHost*,float,int*'),
 'cusolverSpCcsreigsHost': ('cusolverStatus_t cusolverSpCcsreigsHost(cusolverSpHandle_t handle, '
                            'int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex '
                            '*csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex '
                            'left_bottom_corner, cuComplex right_upper_corner, int *num_eigs);',
                            ('handle',
                             'm',
                             'nnz',
                             'descrA',
                             'csrValA',
                             'csrRowPtrA',
                             'csrColIndA',
                             'left_bottom_corner',
                             'right_upper_corner',
                             'num_eigs'),
                            'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                            'float2*,int*,int*,struct float2,struct float2,int*'),
 'cusolverSpCcsreigvsi': ('cusolverStatus_t cusolverSpCcsreigvsi(cusolverSpHandle_t handle, int m, '
                          'int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, '
                          'const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const '
                          'cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x);',
                          ('handle',
                           'm',
                           'nnz',
                           'descrA',
                           'csrValA',
                           'csrRowPtrA',
                           'csrColIndA',
                           'mu0',
                           'x0',
                           'maxite',
                           'eps',
                           'mu',
                           'x'),
                          'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                          'float2*,int*,int*,struct float2,struct float2*,int,float,struct '
                          'float2*,struct float2*'),
 'cusolverSpCcsreigvsiHost': ('cusolverStatus_t cusolverSpCcsreigvsiHost(cusolverSpHandle_t '
                              'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                              'cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                              'cuComplex mu0, const cuComplex *x0, int maxite, float tol, '
                              'cuComplex *mu, cuComplex *x);',
                              ('handle',
                               'm',
                               'nnz',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'mu0',
                               'x0',
                               'maxite',
                               'tol',
                               'mu',
                               'x'),
                              'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                              'float2*,int*,int*,struct float2,struct float2*,int,float,struct '
                              'float2*,struct float2*'),
 'cusolverSpCcsrlsqvqrHost': ('cusolverStatus_t cusolverSpCcsrlsqvqrHost(cusolverSpHandle_t '
                              'handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, '
                              'const cuComplex *csrValA, const int *csrRowPtrA, const int '
                              '*csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex '
                              '*x, int *p, float *min_norm);',
                              ('handle',
                               'm',
                               'n',
                               'nnz',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'b',
                               'tol',
                               'rankA',
                               'x',
                               'p',
                               'min_norm'),
                              'struct cusolverSpContext*,int,int,int,struct '
                              'cusparseMatDescr*,struct float2*,int*,int*,struct '
                              'float2*,float,int*,struct float2*,int*,float*'),
 'cusolverSpCcsrlsvchol': ('cusolverStatus_t cusolverSpCcsrlsvchol(cusolverSpHandle_t handle, int '
                           'm, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, '
                           'const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float '
                           'tol, int reorder, cuComplex *x, int *singularity);',
                           ('handle',
                            'm',
                            'nnz',
                            'descrA',
                            'csrVal',
                            'csrRowPtr',
                            'csrColInd',
                            'b',
                            'tol',
                            'reorder',
                            'x',
                            'singularity'),
                           'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                           'float2*,int*,int*,struct float2*,float,int,struct float2*,int*'),
 'cusolverSpCcsrlsvcholHost': ('cusolverStatus_t cusolverSpCcsrlsvcholHost(cusolverSpHandle_t '
                               'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                               'cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, '
                               'const cuComplex *b, float tol, int reorder, cuComplex *x, int '
                               '*singularity);',
                               ('handle',
                                'm',
                                'nnz',
                                'descrA',
                                'csrVal',
                                'csrRowPtr',
                                'csrColInd',
                                'b',
                                'tol',
                                'reorder',
                                'x',
                                'singularity'),
                               'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                               'float2*,int*,int*,struct float2*,float,int,struct float2*,int*'),
 'cusolverSpCcsrlsvluHost': ('cusolverStatus_t cusolverSpCcsrlsvluHost(cusolverSpHandle_t handle, '
                             'int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex '
                             '*csrValA, const int *csrRowPtrA, const int *csrColIndA, const '
                             'cuComplex *b, float tol, int reorder, cuComplex *x, int '
                             '*singularity);',
                             ('handle',
                              'n',
                              'nnzA',
                              'descrA',
                              'csrValA',
                              'csrRowPtrA',
                              'csrColIndA',
                              'b',
                              'tol',
                              'reorder',
                              'x',
                              'singularity'),
                             'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                             'float2*,int*,int*,struct float2*,float,int,struct float2*,int*'),
 'cusolverSpCcsrlsvqr': ('cusolverStatus_t cusolverSpCcsrlsvqr(cusolverSpHandle_t handle, int m, '
                         'int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const '
                         'int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int '
                         'reorder, cuComplex *x, int *singularity);',
                         ('handle',
                          'm',
                          'nnz',
                          'descrA',
                          'csrVal',
                          'csrRowPtr',
                          'csrColInd',
                          'b',
                          'tol',
                          'reorder',
                          'x',
                          'singularity'),
                         'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                         'float2*,int*,int*,struct float2*,float,int,struct float2*,int*'),
 'cusolverSpCcsrlsvqrHost': ('cusolverStatus_t cusolverSpCcsrlsvqrHost(cusolverSpHandle_t handle, '
                             'int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex '
                             '*csrValA, const int *csrRowPtrA, const int *csrColIndA, const '
                             'cuComplex *b, float tol, int reorder, cuComplex *x, int '
                             '*singularity);',
                             ('handle',
                              'm',
                              'nnz',
                              'descrA',
                              'csrValA',
                              'csrRowPtrA',
                              'csrColIndA',
                              'b',
                              'tol',
                              'reorder',
                              'x',
                              'singularity'),
                             'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                             'float2*,int*,int*,struct float2*,float,int,struct float2*,int*'),
 'cusolverSpCcsrluBufferInfoHost': ('cusolverStatus_t '
                                    'cusolverSpCcsrluBufferInfoHost(cusolverSpHandle_t handle, int '
                                    'n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex '
                                    '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                    'csrluInfoHost_t info, size_t *internalDataInBytes, size_t '
                                    '*workspaceInBytes);',
                                    ('handle',
                                     'n',
                                     'nnzA',
                                     'descrA',
                                     'csrValA',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'info',
                                     'internalDataInBytes',
                                     'workspaceInBytes'),
                                    'struct cusolverSpContext*,int,int,struct '
                                    'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                    'csrluInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpCcsrluExtractHost': ('cusolverStatus_t cusolverSpCcsrluExtractHost(cusolverSpHandle_t '
                                 'handle, int *P, int *Q, const cusparseMatDescr_t descrL, '
                                 'cuComplex *csrValL, int *csrRowPtrL, int *csrColIndL, const '
                                 'cusparseMatDescr_t descrU, cuComplex *csrValU, int *csrRowPtrU, '
                                 'int *csrColIndU, csrluInfoHost_t info, void *pBuffer);',
                                 ('handle',
                                  'P',
                                  'Q',
                                  'descrL',
                                  'csrValL',
                                  'csrRowPtrL',
                                  'csrColIndL',
                                  'descrU',
                                  'csrValU',
                                  'csrRowPtrU',
                                  'csrColIndU',
                                  'info',
                                  'pBuffer'),
                                 'struct cusolverSpContext*,int*,int*,struct '
                                 'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                 'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                 'csrluInfoHost*,void*'),
 'cusolverSpCcsrluFactorHost': ('cusolverStatus_t cusolverSpCcsrluFactorHost(cusolverSpHandle_t '
                                'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                'cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                'csrluInfoHost_t info, float pivot_threshold, void *pBuffer);',
                                ('handle',
                                 'n',
                                 'nnzA',
                                 'descrA',
                                 'csrValA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'info',
                                 'pivot_threshold',
                                 'pBuffer'),
                                'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                                'float2*,int*,int*,struct csrluInfoHost*,float,void*'),
 'cusolverSpCcsrluSolveHost': ('cusolverStatus_t cusolverSpCcsrluSolveHost(cusolverSpHandle_t '
                               'handle, int n, const cuComplex *b, cuComplex *x, csrluInfoHost_t '
                               'info, void *pBuffer);',
                               ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                               'struct cusolverSpContext*,int,struct float2*,struct float2*,struct '
                               'csrluInfoHost*,void*'),
 'cusolverSpCcsrluZeroPivotHost': ('cusolverStatus_t '
                                   'cusolverSpCcsrluZeroPivotHost(cusolverSpHandle_t handle, '
                                   'csrluInfoHost_t info, float tol, int *position);',
                                   ('handle', 'info', 'tol', 'position'),
                                   'struct cusolverSpContext*,struct csrluInfoHost*,float,int*'),
 'cusolverSpCcsrqrBufferInfo': ('cusolverStatus_t cusolverSpCcsrqrBufferInfo(cusolverSpHandle_t '
                                'handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                                'const cuComplex *csrValA, const int *csrRowPtrA, const int '
                                '*csrColIndA, csrqrInfo_t info, size_t *internalDataInBytes, '
                                'size_t *workspaceInBytes);',
                                ('handle',
                                 'm',
                                 'n',
                                 'nnzA',
                                 'descrA',
                                 'csrValA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'info',
                                 'internalDataInBytes',
                                 'workspaceInBytes'),
                                'struct cusolverSpContext*,int,int,int,struct '
                                'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                'csrqrInfo*,unsigned long*,unsigned long*'),
 'cusolverSpCcsrqrBufferInfoBatched': ('cusolverStatus_t '
                                       'cusolverSpCcsrqrBufferInfoBatched(cusolverSpHandle_t '
                                       'handle, int m, int n, int nnz, const cusparseMatDescr_t '
                                       'descrA, const cuComplex *csrVal, const int *csrRowPtr, '
                                       'const int *csrColInd, int batchSize, csrqrInfo_t info, '
                                       'size_t *internalDataInBytes, size_t *workspaceInBytes);',
                                       ('handle',
                                        'm',
                                        'n',
                                        'nnz',
                                        'descrA',
                                        'csrVal',
                                        'csrRowPtr',
                                        'csrColInd',
                                        'batchSize',
                                        'info',
                                        'internalDataInBytes',
                                        'workspaceInBytes'),
                                       'struct cusolverSpContext*,int,int,int,struct '
                                       'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                                       'csrqrInfo*,unsigned long*,unsigned long*'),
 'cusolverSpCcsrqrBufferInfoHost': ('cusolverStatus_t '
                                    'cusolverSpCcsrqrBufferInfoHost(cusolverSpHandle_t handle, int '
                                    'm, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                    'cuComplex *csrValA, const int *csrRowPtrA, const int '
                                    '*csrColIndA, csrqrInfoHost_t info, size_t '
                                    '*internalDataInBytes, size_t *workspaceInBytes);',
                                    ('handle',
                                     'm',
                                     'n',
                                     'nnzA',
                                     'descrA',
                                     'csrValA',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'info',
                                     'internalDataInBytes',
                                     'workspaceInBytes'),
                                    'struct cusolverSpContext*,int,int,int,struct '
                                    'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                    'csrqrInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpCcsrqrFactor': ('cusolverStatus_t cusolverSpCcsrqrFactor(cusolverSpHandle_t handle, '
                            'int m, int n, int nnzA, cuComplex *b, cuComplex *x, csrqrInfo_t info, '
                            'void *pBuffer);',
                            ('handle', 'm', 'n', 'nnzA', 'b', 'x', 'info', 'pBuffer'),
                            'struct cusolverSpContext*,int,int,int,struct float2*,struct '
                            'float2*,struct csrqrInfo*,void*'),
 'cusolverSpCcsrqrFactorHost': ('cusolverStatus_t cusolverSpCcsrqrFactorHost(cusolverSpHandle_t '
                                'handle, int m, int n, int nnzA, cuComplex *b, cuComplex *x, '
                                'csrqrInfoHost_t info, void *pBuffer);',
                                ('handle', 'm', 'n', 'nnzA', 'b', 'x', 'info', 'pBuffer'),
                                'struct cusolverSpContext*,int,int,int,struct float2*,struct '
                                'float2*,struct csrqrInfoHost*,void*'),
 'cusolverSpCcsrqrSetup': ('cusolverStatus_t cusolverSpCcsrqrSetup(cusolverSpHandle_t handle, int '
                           'm, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex '
                           '*csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu, '
                           'csrqrInfo_t info);',
                           ('handle',
                            'm',
                            'n',
                            'nnzA',
                            'descrA',
                            'csrValA',
                            'csrRowPtrA',
                            'csrColIndA',
                            'mu',
                            'info'),
                           'struct cusolverSpContext*,int,int,int,struct cusparseMatDescr*,struct '
                           'float2*,int*,int*,struct float2,struct csrqrInfo*'),
 'cusolverSpCcsrqrSetupHost': ('cusolverStatus_t cusolverSpCcsrqrSetupHost(cusolverSpHandle_t '
                               'handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                               'const cuComplex *csrValA, const int *csrRowPtrA, const int '
                               '*csrColIndA, cuComplex mu, csrqrInfoHost_t info);',
                               ('handle',
                                'm',
                                'n',
                                'nnzA',
                                'descrA',
                                'csrValA',
                                'csrRowPtrA',
                                'csrColIndA',
                                'mu',
                                'info'),
                               'struct cusolverSpContext*,int,int,int,struct '
                               'cusparseMatDescr*,struct float2*,int*,int*,struct float2,struct '
                               'csrqrInfoHost*'),
 'cusolverSpCcsrqrSolve': ('cusolverStatus_t cusolverSpCcsrqrSolve(cusolverSpHandle_t handle, int '
                           'm, int n, cuComplex *b, cuComplex *x, csrqrInfo_t info, void '
                           '*pBuffer);',
                           ('handle', 'm', 'n', 'b', 'x', 'info', 'pBuffer'),
                           'struct cusolverSpContext*,int,int,struct float2*,struct float2*,struct '
                           'csrqrInfo*,void*'),
 'cusolverSpCcsrqrSolveHost': ('cusolverStatus_t cusolverSpCcsrqrSolveHost(cusolverSpHandle_t '
                               'handle, int m, int n, cuComplex *b, cuComplex *x, csrqrInfoHost_t '
                               'info, void *pBuffer);',
                               ('handle', 'm', 'n', 'b', 'x', 'info', 'pBuffer'),
                               'struct cusolverSpContext*,int,int,struct float2*,struct '
                               'float2*,struct csrqrInfoHost*,void*'),
 'cusolverSpCcsrqrZeroPivot': ('cusolverStatus_t cusolverSpCcsrqrZeroPivot(cusolverSpHandle_t '
                               'handle, csrqrInfo_t info, float tol, int *position);',
                               ('handle', 'info', 'tol', 'position'),
                               'struct cusolverSpContext*,struct csrqrInfo*,float,int*'),
 'cusolverSpCcsrqrZeroPivotHost': ('cusolverStatus_t '
                                   'cusolverSpCcsrqrZeroPivotHost(cusolverSpHandle_t handle, '
                                   'csrqrInfoHost_t info, float tol, int *position);',
                                   ('handle', 'info', 'tol', 'position'),
                                   'struct cusolverSpContext*,struct csrqrInfoHost*,float,int*'),
 'cusolverSpCcsrqrsvBatched': ('cusolverStatus_t cusolverSpCcsrqrsvBatched(cusolverSpHandle_t '
                               'handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, '
                               'const cuComplex *csrValA, const int *csrRowPtrA, const int '
                               '*csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, '
                               'csrqrInfo_t info, void *pBuffer);',
                               ('handle',
                                'm',
                                'n',
                                'nnz',
                                'descrA',
                                'csrValA',
                                'csrRowPtrA',
                                'csrColIndA',
                                'b',
                                'x',
                                'batchSize',
                                'info',
                                'pBuffer'),
                               'struct cusolverSpContext*,int,int,int,struct '
                               'cusparseMatDescr*,struct float2*,int*,int*,struct float2*,struct '
                               'float2*,int,struct csrqrInfo*,void*'),
 'cusolverSpCcsrzfdHost': ('cusolverStatus_t cusolverSpCcsrzfdHost(cusolverSpHandle_t handle, int '
                           'n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, '
                           'const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);',
                           ('handle',
                            'n',
                            'nnz',
                            'descrA',
                            'csrValA',
                            'csrRowPtrA',
                            'csrColIndA',
                            'P',
                            'numnz'),
                           'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                           'float2*,int*,int*,int*,int*'),
 'cusolverSpCreate': ('cusolverStatus_t cusolverSpCreate(cusolverSpHandle_t *handle);',
                      ('handle',),
                      'struct cusolverSpContext**'),
 'cusolverSpCreateCsrcholInfo': ('cusolverStatus_t cusolverSpCreateCsrcholInfo(csrcholInfo_t '
                                 '*info);',
                                 ('info',),
                                 'struct csrcholInfo**'),
 'cusolverSpCreateCsrcholInfoHost': ('cusolverStatus_t '
                                     'cusolverSpCreateCsrcholInfoHost(csrcholInfoHost_t *info);',
                                     ('info',),
                                     'struct csrcholInfoHost**'),
 'cusolverSpCreateCsrluInfoHost': ('cusolverStatus_t cusolverSpCreateCsrluInfoHost(csrluInfoHost_t '
                                   '*info);',
                                   ('info',),
                                   'struct csrluInfoHost**'),
 'cusolverSpCreateCsrqrInfo': ('cusolverStatus_t cusolverSpCreateCsrqrInfo(csrqrInfo_t *info);',
                               ('info',),
                               'struct csrqrInfo**'),
 'cusolverSpCreateCsrqrInfoHost': ('cusolverStatus_t cusolverSpCreateCsrqrInfoHost(csrqrInfoHost_t '
                                   '*info);',
                                   ('info',),
                                   'struct csrqrInfoHost**'),
 'cusolverSpDcsrcholBufferInfo': ('cusolverStatus_t '
                                  'cusolverSpDcsrcholBufferInfo(cusolverSpHandle_t handle, int n, '
                                  'int nnzA, const cusparseMatDescr_t descrA, const double '
                                  '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                  'csrcholInfo_t info, size_t *internalDataInBytes, size_t '
                                  '*workspaceInBytes);',
                                  ('handle',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrValA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info',
                                   'internalDataInBytes',
                                   'workspaceInBytes'),
                                  'struct cusolverSpContext*,int,int,struct '
                                  'cusparseMatDescr*,double*,int*,int*,struct '
                                  'csrcholInfo*,unsigned long*,unsigned long*'),
 'cusolverSpDcsrcholBufferInfoHost': ('cusolverStatus_t '
                                      'cusolverSpDcsrcholBufferInfoHost(cusolverSpHandle_t handle, '
                                      'int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                      'double *csrValA, const int *csrRowPtrA, const int '
                                      '*csrColIndA, csrcholInfoHost_t info, size_t '
                                      '*internalDataInBytes, size_t *workspaceInBytes);',
                                      ('handle',
                                       'n',
                                       'nnzA',
                                       'descrA',
                                       'csrValA',
                                       'csrRowPtrA',
                                       'csrColIndA',
                                       'info',
                                       'internalDataInBytes',
                                       'workspaceInBytes'),
                                      'struct cusolverSpContext*,int,int,struct '
                                      'cusparseMatDescr*,double*,int*,int*,struct '
                                      'csrcholInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpDcsrcholDiag': ('cusolverStatus_t cusolverSpDcsrcholDiag(cusolverSpHandle_t handle, '
                            'csrcholInfo_t info, double *diag);',
                            ('handle', 'info', 'diag'),
                            'struct cusolverSpContext*,struct csrcholInfo*,double*'),
 'cusolverSpDcsrcholFactor': ('cusolverStatus_t cusolverSpDcsrcholFactor(cusolverSpHandle_t '
                              'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                              'double *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                              'csrcholInfo_t info, void *pBuffer);',
                              ('handle',
                               'n',
                               'nnzA',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'info',
                               'pBuffer'),
                              'struct cusolverSpContext*,int,int,struct '
                              'cusparseMatDescr*,double*,int*,int*,struct csrcholInfo*,void*'),
 'cusolverSpDcsrcholFactorHost': ('cusolverStatus_t '
                                  'cusolverSpDcsrcholFactorHost(cusolverSpHandle_t handle, int n, '
                                  'int nnzA, const cusparseMatDescr_t descrA, const double '
                                  '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                  'csrcholInfoHost_t info, void *pBuffer);',
                                  ('handle',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrValA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info',
                                   'pBuffer'),
                                  'struct cusolverSpContext*,int,int,struct '
                                  'cusparseMatDescr*,double*,int*,int*,struct '
                                  'csrcholInfoHost*,void*'),
 'cusolverSpDcsrcholSolve': ('cusolverStatus_t cusolverSpDcsrcholSolve(cusolverSpHandle_t handle, '
                             'int n, const double *b, double *x, csrcholInfo_t info, void '
                             '*pBuffer);',
                             ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                             'struct cusolverSpContext*,int,double*,double*,struct '
                             'csrcholInfo*,void*'),
 'cusolverSpDcsrcholSolveHost': ('cusolverStatus_t cusolverSpDcsrcholSolveHost(cusolverSpHandle_t '
                                 'handle, int n, const double *b, double *x, csrcholInfoHost_t '
                                 'info, void *pBuffer);',
                                 ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                                 'struct cusolverSpContext*,int,double*,double*,struct '
                                 'csrcholInfoHost*,void*'),
 'cusolverSpDcsrcholZeroPivot': ('cusolverStatus_t cusolverSpDcsrcholZeroPivot(cusolverSpHandle_t '
                                 'handle, csrcholInfo_t info, double tol, int *position);',
                                 ('handle', 'info', 'tol', 'position'),
                                 'struct cusolverSpContext*,struct csrcholInfo*,double,int*'),
 'cusolverSpDcsrcholZeroPivotHost': ('cusolverStatus_t '
                                     'cusolverSpDcsrcholZeroPivotHost(cusolverSpHandle_t handle, '
                                     'csrcholInfoHost_t info, double tol, int *position);',
                                     ('handle', 'info', 'tol', 'position'),
                                     'struct cusolverSpContext*,struct '
                                     'csrcholInfoHost*,double,int*'),
 'cusolverSpDcsreigsHost': ('cusolverStatus_t cusolverSpDcsreigsHost(cusolverSpHandle_t handle, '
                            'int m, int nnz, const cusparseMatDescr_t descrA, const double '
                            '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                            'cuDoubleComplex left_bottom_corner, cuDoubleComplex '
                            'right_upper_corner, int *num_eigs);',
                            ('handle',
                             'm',
                             'nnz',
                             'descrA',
                             'csrValA',
                             'csrRowPtrA',
                             'csrColIndA',
                             'left_bottom_corner',
                             'right_upper_corner',
                             'num_eigs'),
                            'struct cusolverSpContext*,int,int,struct '
                            'cusparseMatDescr*,double*,int*,int*,struct double2,struct '
                            'double2,int*'),
 'cusolverSpDcsreigvsi': ('cusolverStatus_t cusolverSpDcsreigvsi(cusolverSpHandle_t handle, int m, '
                          'int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const '
                          'int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, '
                          'int maxite, double eps, double *mu, double *x);',
                          ('handle',
                           'm',
                           'nnz',
                           'descrA',
                           'csrValA',
                           'csrRowPtrA',
                           'csrColIndA',
                           'mu0',
                           'x0',
                           'maxite',
                           'eps',
                           'mu',
                           'x'),
                          'struct cusolverSpContext*,int,int,struct '
                          'cusparseMatDescr*,double*,int*,int*,double,double*,int,double,double*,double*'),
 'cusolverSpDcsreigvsiHost': ('cusolverStatus_t cusolverSpDcsreigvsiHost(cusolverSpHandle_t '
                              'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                              'double *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                              'double mu0, const double *x0, int maxite, double tol, double *mu, '
                              'double *x);',
                              ('handle',
                               'm',
                               'nnz',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'mu0',
                               'x0',
                               'maxite',
                               'tol',
                               'mu',
                               'x'),
                              'struct cusolverSpContext*,int,int,struct '
                              'cusparseMatDescr*,double*,int*,int*,double,double*,int,double,double*,double*'),
 'cusolverSpDcsrlsqvqrHost': ('cusolverStatus_t cusolverSpDcsrlsqvqrHost(cusolverSpHandle_t '
                              'handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, '
                              'const double *csrValA, const int *csrRowPtrA, const int '
                              '*csrColIndA, const double *b, double tol, int *rankA, double *x, '
                              'int *p, double *min_norm);',
                              ('handle',
                               'm',
                               'n',
                               'nnz',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'b',
                               'tol',
                               'rankA',
                               'x',
                               'p',
                               'min_norm'),
                              'struct cusolverSpContext*,int,int,int,struct '
                              'cusparseMatDescr*,double*,int*,int*,double*,double,int*,double*,int*,double*'),
 'cusolverSpDcsrlsvchol': ('cusolverStatus_t cusolverSpDcsrlsvchol(cusolverSpHandle_t handle, int '
                           'm, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, '
                           'const int *csrRowPtr, const int *csrColInd, const double *b, double '
                           'tol, int reorder, double *x, int *singularity);',
                           ('handle',
                            'm',
                            'nnz',
                            'descrA',
                            'csrVal',
                            'csrRowPtr',
                            'csrColInd',
                            'b',
                            'tol',
                            'reorder',
                            'x',
                            'singularity'),
                           'struct cusolverSpContext*,int,int,struct '
                           'cusparseMatDescr*,double*,int*,int*,double*,double,int,double*,int*'),
 'cusolverSpDcsrlsvcholHost': ('cusolverStatus_t cusolverSpDcsrlsvcholHost(cusolverSpHandle_t '
                               'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                               'double *csrVal, const int *csrRowPtr, const int *csrColInd, const '
                               'double *b, double tol, int reorder, double *x, int *singularity);',
                               ('handle',
                                'm',
                                'nnz',
                                'descrA',
                                'csrVal',
                                'csrRowPtr',
                                'csrColInd',
                                'b',
                                'tol',
                                'reorder',
                                'x',
                                'singularity'),
                               'struct cusolverSpContext*,int,int,struct '
                               'cusparseMatDescr*,double*,int*,int*,double*,double,int,double*,int*'),
 'cusolverSpDcsrlsvluHost': ('cusolverStatus_t cusolverSpDcsrlsvluHost(cusolverSpHandle_t handle, '
                             'int n, int nnzA, const cusparseMatDescr_t descrA, const double '
                             '*csrValA, const int *csrRowPtrA, const int *csrColIndA, const double '
                             '*b, double tol, int reorder, double *x, int *singularity);',
                             ('handle',
                              'n',
                              'nnzA',
                              'descrA',
                              'csrValA',
                              'csrRowPtrA',
                              'csrColIndA',
                              'b',
                              'tol',
                              'reorder',
                              'x',
                              'singularity'),
                             'struct cusolverSpContext*,int,int,struct '
                             'cusparseMatDescr*,double*,int*,int*,double*,double,int,double*,int*'),
 'cusolverSpDcsrlsvqr': ('cusolverStatus_t cusolverSpDcsrlsvqr(cusolverSpHandle_t handle, int m, '
                         'int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const '
                         'int *csrRowPtr, const int *csrColInd, const double *b, double tol, int '
                         'reorder, double *x, int *singularity);',
                         ('handle',
                          'm',
                          'nnz',
                          'descrA',
                          'csrVal',
                          'csrRowPtr',
                          'csrColInd',
                          'b',
                          'tol',
                          'reorder',
                          'x',
                          'singularity'),
                         'struct cusolverSpContext*,int,int,struct '
                         'cusparseMatDescr*,double*,int*,int*,double*,double,int,double*,int*'),
 'cusolverSpDcsrlsvqrHost': ('cusolverStatus_t cusolverSpDcsrlsvqrHost(cusolverSpHandle_t handle, '
                             'int m, int nnz, const cusparseMatDescr_t descrA, const double '
                             '*csrValA, const int *csrRowPtrA, const int *csrColIndA, const double '
                             '*b, double tol, int reorder, double *x, int *singularity);',
                             ('handle',
                              'm',
                              'nnz',
                              'descrA',
                              'csrValA',
                              'csrRowPtrA',
                              'csrColIndA',
                              'b',
                              'tol',
                              'reorder',
                              'x',
                              'singularity'),
                             'struct cusolverSpContext*,int,int,struct '
                             'cusparseMatDescr*,double*,int*,int*,double*,double,int,double*,int*'),
 'cusolverSpDcsrluBufferInfoHost': ('cusolverStatus_t '
                                    'cusolverSpDcsrluBufferInfoHost(cusolverSpHandle_t handle, int '
                                    'n, int nnzA, const cusparseMatDescr_t descrA, const double '
                                    '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                    'csrluInfoHost_t info, size_t *internalDataInBytes, size_t '
                                    '*workspaceInBytes);',
                                    ('handle',
                                     'n',
                                     'nnzA',
                                     'descrA',
                                     'csrValA',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'info',
                                     'internalDataInBytes',
                                     'workspaceInBytes'),
                                    'struct cusolverSpContext*,int,int,struct '
                                    'cusparseMatDescr*,double*,int*,int*,struct '
                                    'csrluInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpDcsrluExtractHost': ('cusolverStatus_t cusolverSpDcsrluExtractHost(cusolverSpHandle_t '
                                 'handle, int *P, int *Q, const cusparseMatDescr_t descrL, double '
                                 '*csrValL, int *csrRowPtrL, int *csrColIndL, const '
                                 'cusparseMatDescr_t descrU, double *csrValU, int *csrRowPtrU, int '
                                 '*csrColIndU, csrluInfoHost_t info, void *pBuffer);',
                                 ('handle',
                                  'P',
                                  'Q',
                                  'descrL',
                                  'csrValL',
                                  'csrRowPtrL',
                                  'csrColIndL',
                                  'descrU',
                                  'csrValU',
                                  'csrRowPtrU',
                                  'csrColIndU',
                                  'info',
                                  'pBuffer'),
                                 'struct cusolverSpContext*,int*,int*,struct '
                                 'cusparseMatDescr*,double*,int*,int*,struct '
                                 'cusparseMatDescr*,double*,int*,int*,struct csrluInfoHost*,void*'),
 'cusolverSpDcsrluFactorHost': ('cusolverStatus_t cusolverSpDcsrluFactorHost(cusolverSpHandle_t '
                                'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                'double *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                'csrluInfoHost_t info, double pivot_threshold, void *pBuffer);',
                                ('handle',
                                 'n',
                                 'nnzA',
                                 'descrA',
                                 'csrValA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'info',
                                 'pivot_threshold',
                                 'pBuffer'),
                                'struct cusolverSpContext*,int,int,struct '
                                'cusparseMatDescr*,double*,int*,int*,struct '
                                'csrluInfoHost*,double,void*'),
 'cusolverSpDcsrluSolveHost': ('cusolverStatus_t cusolverSpDcsrluSolveHost(cusolverSpHandle_t '
                               'handle, int n, const double *b, double *x, csrluInfoHost_t info, '
                               'void *pBuffer);',
                               ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                               'struct cusolverSpContext*,int,double*,double*,struct '
                               'csrluInfoHost*,void*'),
 'cusolverSpDcsrluZeroPivotHost': ('cusolverStatus_t '
                                   'cusolverSpDcsrluZeroPivotHost(cusolverSpHandle_t handle, '
                                   'csrluInfoHost_t info, double tol, int *position);',
                                   ('handle', 'info', 'tol', 'position'),
                                   'struct cusolverSpContext*,struct csrluInfoHost*,double,int*'),
 'cusolverSpDcsrqrBufferInfo': ('cusolverStatus_t cusolverSpDcsrqrBufferInfo(cusolverSpHandle_t '
                                'handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                                'const double *csrValA, const int *csrRowPtrA, const int '
                                '*csrColIndA, csrqrInfo_t info, size_t *internalDataInBytes, '
                                'size_t *workspaceInBytes);',
                                ('handle',
                                 'm',
                                 'n',
                                 'nnzA',
                                 'descrA',
                                 'csrValA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'info',
                                 'internalDataInBytes',
                                 'workspaceInBytes'),
                                'struct cusolverSpContext*,int,int,int,struct '
                                'cusparseMatDescr*,double*,int*,int*,struct csrqrInfo*,unsigned '
                                'long*,unsigned long*'),
 'cusolverSpDcsrqrBufferInfoBatched': ('cusolverStatus_t '
                                       'cusolverSpDcsrqrBufferInfoBatched(cusolverSpHandle_t '
                                       'handle, int m, int n, int nnz, const cusparseMatDescr_t '
                                       'descrA, const double *csrVal, const int *csrRowPtr, const '
                                       'int *csrColInd, int batchSize, csrqrInfo_t info, size_t '
                                       '*internalDataInBytes, size_t *workspaceInBytes);',
                                       ('handle',
                                        'm',
                                        'n',
                                        'nnz',
                                        'descrA',
                                        'csrVal',
                                        'csrRowPtr',
                                        'csrColInd',
                                        'batchSize',
                                        'info',
                                        'internalDataInBytes',
                                        'workspaceInBytes'),
                                       'struct cusolverSpContext*,int,int,int,struct '
                                       'cusparseMatDescr*,double*,int*,int*,int,struct '
                                       'csrqrInfo*,unsigned long*,unsigned long*'),
 'cusolverSpDcsrqrBufferInfoHost': ('cusolverStatus_t '
                                    'cusolverSpDcsrqrBufferInfoHost(cusolverSpHandle_t handle, int '
                                    'm, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                    'double *csrValA, const int *csrRowPtrA, const int '
                                    '*csrColIndA, csrqrInfoHost_t info, size_t '
                                    '*internalDataInBytes, size_t *workspaceInBytes);',
                                    ('handle',
                                     'm',
                                     'n',
                                     'nnzA',
                                     'descrA',
                                     'csrValA',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'info',
                                     'internalDataInBytes',
                                     'workspaceInBytes'),
                                    'struct cusolverSpContext*,int,int,int,struct '
                                    'cusparseMatDescr*,double*,int*,int*,struct '
                                    'csrqrInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpDcsrqrFactor': ('cusolverStatus_t cusolverSpDcsrqrFactor(cusolverSpHandle_t handle, '
                            'int m, int n, int nnzA, double *b, double *x, csrqrInfo_t info, void '
                            '*pBuffer);',
                            ('handle', 'm', 'n', 'nnzA', 'b', 'x', 'info', 'pBuffer'),
                            'struct cusolverSpContext*,int,int,int,double*,double*,struct '
                            'csrqrInfo*,void*'),
 'cusolverSpDcsrqrFactorHost': ('cusolverStatus_t cusolverSpDcsrqrFactorHost(cusolverSpHandle_t '
                                'handle, int m, int n, int nnzA, double *b, double *x, '
                                'csrqrInfoHost_t info, void *pBuffer);',
                                ('handle', 'm', 'n', 'nnzA', 'b', 'x', 'info', 'pBuffer'),
                                'struct cusolverSpContext*,int,int,int,double*,double*,struct '
                                'csrqrInfoHost*,void*'),
 'cusolverSpDcsrqrSetup': ('cusolverStatus_t cusolverSpDcsrqrSetup(cusolverSpHandle_t handle, int '
                           'm, int n, int nnzA, const cusparseMatDescr_t descrA, const double '
                           '*csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu, '
                           'csrqrInfo_t info);',
                           ('handle',
                            'm',
                            'n',
                            'nnzA',
                            'descrA',
                            'csrValA',
                            'csrRowPtrA',
                            'csrColIndA',
                            'mu',
                            'info'),
                           'struct cusolverSpContext*,int,int,int,struct '
                           'cusparseMatDescr*,double*,int*,int*,double,struct csrqrInfo*'),
 'cusolverSpDcsrqrSetupHost': ('cusolverStatus_t cusolverSpDcsrqrSetupHost(cusolverSpHandle_t '
                               'handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                               'const double *csrValA, const int *csrRowPtrA, const int '
                               '*csrColIndA, double mu, csrqrInfoHost_t info);',
                               ('handle',
                                'm',
                                'n',
                                'nnzA',
                                'descrA',
                                'csrValA',
                                'csrRowPtrA',
                                'csrColIndA',
                                'mu',
                                'info'),
                               'struct cusolverSpContext*,int,int,int,struct '
                               'cusparseMatDescr*,double*,int*,int*,double,struct csrqrInfoHost*'),
 'cusolverSpDcsrqrSolve': ('cusolverStatus_t cusolverSpDcsrqrSolve(cusolverSpHandle_t handle, int '
                           'm, int n, double *b, double *x, csrqrInfo_t info, void *pBuffer);',
                           ('handle', 'm', 'n', 'b', 'x', 'info', 'pBuffer'),
                           'struct cusolverSpContext*,int,int,double*,double*,struct '
                           'csrqrInfo*,void*'),
 'cusolverSpDcsrqrSolveHost': ('cusolverStatus_t cusolverSpDcsrqrSolveHost(cusolverSpHandle_t '
                               'handle, int m, int n, double *b, double *x, csrqrInfoHost_t info, '
                               'void *pBuffer);',
                               ('handle', 'm', 'n', 'b', 'x', 'info', 'pBuffer'),
                               'struct cusolverSpContext*,int,int,double*,double*,struct '
                               'csrqrInfoHost*,void*'),
 'cusolverSpDcsrqrZeroPivot': ('cusolverStatus_t cusolverSpDcsrqrZeroPivot(cusolverSpHandle_t '
                               'handle, csrqrInfo_t info, double tol, int *position);',
                               ('handle', 'info', 'tol', 'position'),
                               'struct cusolverSpContext*,struct csrqrInfo*,double,int*'),
 'cusolverSpDcsrqrZeroPivotHost': ('cusolverStatus_t '
                                   'cusolverSpDcsrqrZeroPivotHost(cusolverSpHandle_t handle, '
                                   'csrqrInfoHost_t info, double tol, int *position);',
                                   ('handle', 'info', 'tol', 'position'),
                                   'struct cusolverSpContext*,struct csrqrInfoHost*,double,int*'),
 'cusolverSpDcsrqrsvBatched': ('cusolverStatus_t cusolverSpDcsrqrsvBatched(cusolverSpHandle_t '
                               'handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, '
                               'const double *csrValA, const int *csrRowPtrA, const int '
                               '*csrColIndA, const double *b, double *x, int batchSize, '
                               'csrqrInfo_t info, void *pBuffer);',
                               ('handle',
                                'm',
                                'n',
                                'nnz',
                                'descrA',
                                'csrValA',
                                'csrRowPtrA',
                                'csrColIndA',
                                'b',
                                'x',
                                'batchSize',
                                'info',
                                'pBuffer'),
                               'struct cusolverSpContext*,int,int,int,struct '
                               'cusparseMatDescr*,double*,int*,int*,double*,double*,int,struct '
                               'csrqrInfo*,void*'),
 'cusolverSpDcsrzfdHost': ('cusolverStatus_t cusolverSpDcsrzfdHost(cusolverSpHandle_t handle, int '
                           'n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, '
                           'const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);',
                           ('handle',
                            'n',
                            'nnz',
                            'descrA',
                            'csrValA',
                            'csrRowPtrA',
                            'csrColIndA',
                            'P',
                            'numnz'),
                           'struct cusolverSpContext*,int,int,struct '
                           'cusparseMatDescr*,double*,int*,int*,int*,int*'),
 'cusolverSpDestroy': ('cusolverStatus_t cusolverSpDestroy(cusolverSpHandle_t handle);',
                       ('handle',),
                       'struct cusolverSpContext*'),
 'cusolverSpDestroyCsrcholInfo': ('cusolverStatus_t cusolverSpDestroyCsrcholInfo(csrcholInfo_t '
                                  'info);',
                                  ('info',),
                                  'struct csrcholInfo*'),
 'cusolverSpDestroyCsrcholInfoHost': ('cusolverStatus_t '
                                      'cusolverSpDestroyCsrcholInfoHost(csrcholInfoHost_t info);',
                                      ('info',),
                                      'struct csrcholInfoHost*'),
 'cusolverSpDestroyCsrluInfoHost': ('cusolverStatus_t '
                                    'cusolverSpDestroyCsrluInfoHost(csrluInfoHost_t info);',
                                    ('info',),
                                    'struct csrluInfoHost*'),
 'cusolverSpDestroyCsrqrInfo': ('cusolverStatus_t cusolverSpDestroyCsrqrInfo(csrqrInfo_t info);',
                                ('info',),
                                'struct csrqrInfo*'),
 'cusolverSpDestroyCsrqrInfoHost': ('cusolverStatus_t '
                                    'cusolverSpDestroyCsrqrInfoHost(csrqrInfoHost_t info);',
                                    ('info',),
                                    'struct csrqrInfoHost*'),
 'cusolverSpGetStream': ('cusolverStatus_t cusolverSpGetStream(cusolverSpHandle_t handle, '
                         'cudaStream_t *streamId);',
                         ('handle', 'streamId'),
                         'struct cusolverSpContext*,struct CUstream_st**'),
 'cusolverSpScsrcholBufferInfo': ('cusolverStatus_t '
                                  'cusolverSpScsrcholBufferInfo(cusolverSpHandle_t handle, int n, '
                                  'int nnzA, const cusparseMatDescr_t descrA, const float '
                                  '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                  'csrcholInfo_t info, size_t *internalDataInBytes, size_t '
                                  '*workspaceInBytes);',
                                  ('handle',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrValA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info',
                                   'internalDataInBytes',
                                   'workspaceInBytes'),
                                  'struct cusolverSpContext*,int,int,struct '
                                  'cusparseMatDescr*,float*,int*,int*,struct csrcholInfo*,unsigned '
                                  'long*,unsigned long*'),
 'cusolverSpScsrcholBufferInfoHost': ('cusolverStatus_t '
                                      'cusolverSpScsrcholBufferInfoHost(cusolverSpHandle_t handle, '
                                      'int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                      'float *csrValA, const int *csrRowPtrA, const int '
                                      '*csrColIndA, csrcholInfoHost_t info, size_t '
                                      '*internalDataInBytes, size_t *workspaceInBytes);',
                                      ('handle',
                                       'n',
                                       'nnzA',
                                       'descrA',
                                       'csrValA',
                                       'csrRowPtrA',
                                       'csrColIndA',
                                       'info',
                                       'internalDataInBytes',
                                       'workspaceInBytes'),
                                      'struct cusolverSpContext*,int,int,struct '
                                      'cusparseMatDescr*,float*,int*,int*,struct '
                                      'csrcholInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpScsrcholDiag': ('cusolverStatus_t cusolverSpScsrcholDiag(cusolverSpHandle_t handle, '
                            'csrcholInfo_t info, float *diag);',
                            ('handle', 'info', 'diag'),
                            'struct cusolverSpContext*,struct csrcholInfo*,float*'),
 'cusolverSpScsrcholFactor': ('cusolverStatus_t cusolverSpScsrcholFactor(cusolverSpHandle_t '
                              'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                              'float *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                              'csrcholInfo_t info, void *pBuffer);',
                              ('handle',
                               'n',
                               'nnzA',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'info',
                               'pBuffer'),
                              'struct cusolverSpContext*,int,int,struct '
                              'cusparseMatDescr*,float*,int*,int*,struct csrcholInfo*,void*'),
 'cusolverSpScsrcholFactorHost': ('cusolverStatus_t '
                                  'cusolverSpScsrcholFactorHost(cusolverSpHandle_t handle, int n, '
                                  'int nnzA, const cusparseMatDescr_t descrA, const float '
                                  '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                  'csrcholInfoHost_t info, void *pBuffer);',
                                  ('handle',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrValA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info',
                                   'pBuffer'),
                                  'struct cusolverSpContext*,int,int,struct '
                                  'cusparseMatDescr*,float*,int*,int*,struct '
                                  'csrcholInfoHost*,void*'),
 'cusolverSpScsrcholSolve': ('cusolverStatus_t cusolverSpScsrcholSolve(cusolverSpHandle_t handle, '
                             'int n, const float *b, float *x, csrcholInfo_t info, void *pBuffer);',
                             ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                             'struct cusolverSpContext*,int,float*,float*,struct '
                             'csrcholInfo*,void*'),
 'cusolverSpScsrcholSolveHost': ('cusolverStatus_t cusolverSpScsrcholSolveHost(cusolverSpHandle_t '
                                 'handle, int n, const float *b, float *x, csrcholInfoHost_t info, '
                                 'void *pBuffer);',
                                 ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                                 'struct cusolverSpContext*,int,float*,float*,struct '
                                 'csrcholInfoHost*,void*'),
 'cusolverSpScsrcholZeroPivot': ('cusolverStatus_t cusolverSpScsrcholZeroPivot(cusolverSpHandle_t '
                                 'handle, csrcholInfo_t info, float tol, int *position);',
                                 ('handle', 'info', 'tol', 'position'),
                                 'struct cusolverSpContext*,struct csrcholInfo*,float,int*'),
 'cusolverSpScsrcholZeroPivotHost': ('cusolverStatus_t '
                                     'cusolverSpScsrcholZeroPivotHost(cusolverSpHandle_t handle, '
                                     'csrcholInfoHost_t info, float tol, int *position);',
                                     ('handle', 'info', 'tol', 'position'),
                                     'struct cusolverSpContext*,struct '
                                     'csrcholInfoHost*,float,int*'),
 'cusolverSpScsreigsHost': ('cusolverStatus_t cusolverSpScsreigsHost(cusolverSpHandle_t handle, '
                            'int m, int nnz, const cusparseMatDescr_t descrA, const float '
                            '*csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex '
                            'left_bottom_corner, cuComplex right_upper_corner, int *num_eigs);',
                            ('handle',
                             'm',
                             'nnz',
                             'descrA',
                             'csrValA',
                             'csrRowPtrA',
                             'csrColIndA',
                             'left_bottom_corner',
                             'right_upper_corner',
                             'num_eigs'),
                            'struct cusolverSpContext*,int,int,struct '
                            'cusparseMatDescr*,float*,int*,int*,struct float2,struct float2,int*'),
 'cusolverSpScsreigvsi': ('cusolverStatus_t cusolverSpScsreigvsi(cusolverSpHandle_t handle, int m, '
                          'int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const '
                          'int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int '
                          'maxite, float eps, float *mu, float *x);',
                          ('handle',
                           'm',
                           'nnz',
                           'descrA',
                           'csrValA',
                           'csrRowPtrA',
                           'csrColIndA',
                           'mu0',
                           'x0',
                           'maxite',
                           'eps',
                           'mu',
                           'x'),
                          'struct cusolverSpContext*,int,int,struct '
                          'cusparseMatDescr*,float*,int*,int*,float,float*,int,float,float*,float*'),
 'cusolverSpScsreigvsiHost': ('cusolverStatus_t cusolverSpScsreigvsiHost(cusolverSpHandle_t '
                              'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                              'float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float '
                              'mu0, const float *x0, int maxite, float tol, float *mu, float *x);',
                              ('handle',
                               'm',
                               'nnz',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'mu0',
                               'x0',
                               'maxite',
                               'tol',
                               'mu',
                               'x'),
                              'struct cusolverSpContext*,int,int,struct '
                              'cusparseMatDescr*,float*,int*,int*,float,float*,int,float,float*,float*'),
 'cusolverSpScsrlsqvqrHost': ('cusolverStatus_t cusolverSpScsrlsqvqrHost(cusolverSpHandle_t '
                              'handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, '
                              'const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                              'const float *b, float tol, int *rankA, float *x, int *p, float '
                              '*min_norm);',
                              ('handle',
                               'm',
                               'n',
                               'nnz',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'b',
                               'tol',
                               'rankA',
                               'x',
                               'p',
                               'min_norm'),
                              'struct cusolverSpContext*,int,int,int,struct '
                              'cusparseMatDescr*,float*,int*,int*,float*,float,int*,float*,int*,float*'),
 'cusolverSpScsrlsvchol': ('cusolverStatus_t cusolverSpScsrlsvchol(cusolverSpHandle_t handle, int '
                           'm, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, '
                           'const int *csrRowPtr, const int *csrColInd, const float *b, float tol, '
                           'int reorder, float *x, int *singularity);',
                           ('handle',
                            'm',
                            'nnz',
                            'descrA',
                            'csrVal',
                            'csrRowPtr',
                            'csrColInd',
                            'b',
                            'tol',
                            'reorder',
                            'x',
                            'singularity'),
                           'struct cusolverSpContext*,int,int,struct '
                           'cusparseMatDescr*,float*,int*,int*,float*,float,int,float*,int*'),
 'cusolverSpScsrlsvcholHost': ('cusolverStatus_t cusolverSpScsrlsvcholHost(cusolverSpHandle_t '
                               'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                               'float *csrVal, const int *csrRowPtr, const int *csrColInd, const '
                               'float *b, float tol, int reorder, float *x, int *singularity);',
                               ('handle',
                                'm',
                                'nnz',
                                'descrA',
                                'csrVal',
                                'csrRowPtr',
                                'csrColInd',
                                'b',
                                'tol',
                                'reorder',
                                'x',
                                'singularity'),
                               'struct cusolverSpContext*,int,int,struct '
                               'cusparseMatDescr*,float*,int*,int*,float*,float,int,float*,int*'),
 'cusolverSpScsrlsvluHost': ('cusolverStatus_t cusolverSpScsrlsvluHost(cusolverSpHandle_t handle, '
                             'int n, int nnzA, const cusparseMatDescr_t descrA, const float '
                             '*csrValA, const int *csrRowPtrA, const int *csrColIndA, const float '
                             '*b, float tol, int reorder, float *x, int *singularity);',
                             ('handle',
                              'n',
                              'nnzA',
                              'descrA',
                              'csrValA',
                              'csrRowPtrA',
                              'csrColIndA',
                              'b',
                              'tol',
                              'reorder',
                              'x',
                              'singularity'),
                             'struct cusolverSpContext*,int,int,struct '
                             'cusparseMatDescr*,float*,int*,int*,float*,float,int,float*,int*'),
 'cusolverSpScsrlsvqr': ('cusolverStatus_t cusolverSpScsrlsvqr(cusolverSpHandle_t handle, int m, '
                         'int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int '
                         '*csrRowPtr, const int *csrColInd, const float *b, float tol, int '
                         'reorder, float *x, int *singularity);',
                         ('handle',
                          'm',
                          'nnz',
                          'descrA',
                          'csrVal',
                          'csrRowPtr',
                          'csrColInd',
                          'b',
                          'tol',
                          'reorder',
                          'x',
                          'singularity'),
                         'struct cusolverSpContext*,int,int,struct '
                         'cusparseMatDescr*,float*,int*,int*,float*,float,int,float*,int*'),
 'cusolverSpScsrlsvqrHost': ('cusolverStatus_t cusolverSpScsrlsvqrHost(cusolverSpHandle_t handle, '
                             'int m, int nnz, const cusparseMatDescr_t descrA, const float '
                             '*csrValA, const int *csrRowPtrA, const int *csrColIndA, const float '
                             '*b, float tol, int reorder, float *x, int *singularity);',
                             ('handle',
                              'm',
                              'nnz',
                              'descrA',
                              'csrValA',
                              'csrRowPtrA',
                              'csrColIndA',
                              'b',
                              'tol',
                              'reorder',
                              'x',
                              'singularity'),
                             'struct cusolverSpContext*,int,int,struct '
                             'cusparseMatDescr*,float*,int*,int*,float*,float,int,float*,int*'),
 'cusolverSpScsrluBufferInfoHost': ('cusolverStatus_t '
                                    'cusolverSpScsrluBufferInfoHost(cusolverSpHandle_t handle, int '
                                    'n, int nnzA, const cusparseMatDescr_t descrA, const float '
                                    '*csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                    'csrluInfoHost_t info, size_t *internalDataInBytes, size_t '
                                    '*workspaceInBytes);',
                                    ('handle',
                                     'n',
                                     'nnzA',
                                     'descrA',
                                     'csrValA',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'info',
                                     'internalDataInBytes',
                                     'workspaceInBytes'),
                                    'struct cusolverSpContext*,int,int,struct '
                                    'cusparseMatDescr*,float*,int*,int*,struct '
                                    'csrluInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpScsrluExtractHost': ('cusolverStatus_t cusolverSpScsrluExtractHost(cusolverSpHandle_t '
                                 'handle, int *P, int *Q, const cusparseMatDescr_t descrL, float '
                                 '*csrValL, int *csrRowPtrL, int *csrColIndL, const '
                                 'cusparseMatDescr_t descrU, float *csrValU, int *csrRowPtrU, int '
                                 '*csrColIndU, csrluInfoHost_t info, void *pBuffer);',
                                 ('handle',
                                  'P',
                                  'Q',
                                  'descrL',
                                  'csrValL',
                                  'csrRowPtrL',
                                  'csrColIndL',
                                  'descrU',
                                  'csrValU',
                                  'csrRowPtrU',
                                  'csrColIndU',
                                  'info',
                                  'pBuffer'),
                                 'struct cusolverSpContext*,int*,int*,struct '
                                 'cusparseMatDescr*,float*,int*,int*,struct '
                                 'cusparseMatDescr*,float*,int*,int*,struct csrluInfoHost*,void*'),
 'cusolverSpScsrluFactorHost': ('cusolverStatus_t cusolverSpScsrluFactorHost(cusolverSpHandle_t '
                                'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                'float *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                'csrluInfoHost_t info, float pivot_threshold, void *pBuffer);',
                                ('handle',
                                 'n',
                                 'nnzA',
                                 'descrA',
                                 'csrValA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'info',
                                 'pivot_threshold',
                                 'pBuffer'),
                                'struct cusolverSpContext*,int,int,struct '
                                'cusparseMatDescr*,float*,int*,int*,struct '
                                'csrluInfoHost*,float,void*'),
 'cusolverSpScsrluSolveHost': ('cusolverStatus_t cusolverSpScsrluSolveHost(cusolverSpHandle_t '
                               'handle, int n, const float *b, float *x, csrluInfoHost_t info, '
                               'void *pBuffer);',
                               ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                               'struct cusolverSpContext*,int,float*,float*,struct '
                               'csrluInfoHost*,void*'),
 'cusolverSpScsrluZeroPivotHost': ('cusolverStatus_t '
                                   'cusolverSpScsrluZeroPivotHost(cusolverSpHandle_t handle, '
                                   'csrluInfoHost_t info, float tol, int *position);',
                                   ('handle', 'info', 'tol', 'position'),
                                   'struct cusolverSpContext*,struct csrluInfoHost*,float,int*'),
 'cusolverSpScsrqrBufferInfo': ('cusolverStatus_t cusolverSpScsrqrBufferInfo(cusolverSpHandle_t '
                                'handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                                'const float *csrValA, const int *csrRowPtrA, const int '
                                '*csrColIndA, csrqrInfo_t info, size_t *internalDataInBytes, '
                                'size_t *workspaceInBytes);',
                                ('handle',
                                 'm',
                                 'n',
                                 'nnzA',
                                 'descrA',
                                 'csrValA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'info',
                                 'internalDataInBytes',
                                 'workspaceInBytes'),
                                'struct cusolverSpContext*,int,int,int,struct '
                                'cusparseMatDescr*,float*,int*,int*,struct csrqrInfo*,unsigned '
                                'long*,unsigned long*'),
 'cusolverSpScsrqrBufferInfoBatched': ('cusolverStatus_t '
                                       'cusolverSpScsrqrBufferInfoBatched(cusolverSpHandle_t '
                                       'handle, int m, int n, int nnz, const cusparseMatDescr_t '
                                       'descrA, const float *csrVal, const int *csrRowPtr, const '
                                       'int *csrColInd, int batchSize, csrqrInfo_t info, size_t '
                                       '*internalDataInBytes, size_t *workspaceInBytes);',
                                       ('handle',
                                        'm',
                                        'n',
                                        'nnz',
                                        'descrA',
                                        'csrVal',
                                        'csrRowPtr',
                                        'csrColInd',
                                        'batchSize',
                                        'info',
                                        'internalDataInBytes',
                                        'workspaceInBytes'),
                                       'struct cusolverSpContext*,int,int,int,struct '
                                       'cusparseMatDescr*,float*,int*,int*,int,struct '
                                       'csrqrInfo*,unsigned long*,unsigned long*'),
 'cusolverSpScsrqrBufferInfoHost': ('cusolverStatus_t '
                                    'cusolverSpScsrqrBufferInfoHost(cusolverSpHandle_t handle, int '
                                    'm, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                    'float *csrValA, const int *csrRowPtrA, const int *csrColIndA, '
                                    'csrqrInfoHost_t info, size_t *internalDataInBytes, size_t '
                                    '*workspaceInBytes);',
                                    ('handle',
                                     'm',
                                     'n',
                                     'nnzA',
                                     'descrA',
                                     'csrValA',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'info',
                                     'internalDataInBytes',
                                     'workspaceInBytes'),
                                    'struct cusolverSpContext*,int,int,int,struct '
                                    'cusparseMatDescr*,float*,int*,int*,struct '
                                    'csrqrInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpScsrqrFactor': ('cusolverStatus_t cusolverSpScsrqrFactor(cusolverSpHandle_t handle, '
                            'int m, int n, int nnzA, float *b, float *x, csrqrInfo_t info, void '
                            '*pBuffer);',
                            ('handle', 'm', 'n', 'nnzA', 'b', 'x', 'info', 'pBuffer'),
                            'struct cusolverSpContext*,int,int,int,float*,float*,struct '
                            'csrqrInfo*,void*'),
 'cusolverSpScsrqrFactorHost': ('cusolverStatus_t cusolverSpScsrqrFactorHost(cusolverSpHandle_t '
                                'handle, int m, int n, int nnzA, float *b, float *x, '
                                'csrqrInfoHost_t info, void *pBuffer);',
                                ('handle', 'm', 'n', 'nnzA', 'b', 'x', 'info', 'pBuffer'),
                                'struct cusolverSpContext*,int,int,int,float*,float*,struct '
                                'csrqrInfoHost*,void*'),
 'cusolverSpScsrqrSetup': ('cusolverStatus_t cusolverSpScsrqrSetup(cusolverSpHandle_t handle, int '
                           'm, int n, int nnzA, const cusparseMatDescr_t descrA, const float '
                           '*csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu, '
                           'csrqrInfo_t info);',
                           ('handle',
                            'm',
                            'n',
                            'nnzA',
                            'descrA',
                            'csrValA',
                            'csrRowPtrA',
                            'csrColIndA',
                            'mu',
                            'info'),
                           'struct cusolverSpContext*,int,int,int,struct '
                           'cusparseMatDescr*,float*,int*,int*,float,struct csrqrInfo*'),
 'cusolverSpScsrqrSetupHost': ('cusolverStatus_t cusolverSpScsrqrSetupHost(cusolverSpHandle_t '
                               'handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                               'const float *csrValA, const int *csrRowPtrA, const int '
                               '*csrColIndA, float mu, csrqrInfoHost_t info);',
                               ('handle',
                                'm',
                                'n',
                                'nnzA',
                                'descrA',
                                'csrValA',
                                'csrRowPtrA',
                                'csrColIndA',
                                'mu',
                                'info'),
                               'struct cusolverSpContext*,int,int,int,struct '
                               'cusparseMatDescr*,float*,int*,int*,float,struct csrqrInfoHost*'),
 'cusolverSpScsrqrSolve': ('cusolverStatus_t cusolverSpScsrqrSolve(cusolverSpHandle_t handle, int '
                           'm, int n, float *b, float *x, csrqrInfo_t info, void *pBuffer);',
                           ('handle', 'm', 'n', 'b', 'x', 'info', 'pBuffer'),
                           'struct cusolverSpContext*,int,int,float*,float*,struct '
                           'csrqrInfo*,void*'),
 'cusolverSpScsrqrSolveHost': ('cusolverStatus_t cusolverSpScsrqrSolveHost(cusolverSpHandle_t '
                               'handle, int m, int n, float *b, float *x, csrqrInfoHost_t info, '
                               'void *pBuffer);',
                               ('handle', 'm', 'n', 'b', 'x', 'info', 'pBuffer'),
                               'struct cusolverSpContext*,int,int,float*,float*,struct '
                               'csrqrInfoHost*,void*'),
 'cusolverSpScsrqrZeroPivot': ('cusolverStatus_t cusolverSpScsrqrZeroPivot(cusolverSpHandle_t '
                               'handle, csrqrInfo_t info, float tol, int *position);',
                               ('handle', 'info', 'tol', 'position'),
                               'struct cusolverSpContext*,struct csrqrInfo*,float,int*'),
 'cusolverSpScsrqrZeroPivotHost': ('cusolverStatus_t '
                                   'cusolverSpScsrqrZeroPivotHost(cusolverSpHandle_t handle, '
                                   'csrqrInfoHost_t info, float tol, int *position);',
                                   ('handle', 'info', 'tol', 'position'),
                                   'struct cusolverSpContext*,struct csrqrInfoHost*,float,int*'),
 'cusolverSpScsrqrsvBatched': ('cusolverStatus_t cusolverSpScsrqrsvBatched(cusolverSpHandle_t '
                               'handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, '
                               'const float *csrValA, const int *csrRowPtrA, const int '
                               '*csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t '
                               'info, void *pBuffer);',
                               ('handle',
                                'm',
                                'n',
                                'nnz',
                                'descrA',
                                'csrValA',
                                'csrRowPtrA',
                                'csrColIndA',
                                'b',
                                'x',
                                'batchSize',
                                'info',
                                'pBuffer'),
                               'struct cusolverSpContext*,int,int,int,struct '
                               'cusparseMatDescr*,float*,int*,int*,float*,float*,int,struct '
                               'csrqrInfo*,void*'),
 'cusolverSpScsrzfdHost': ('cusolverStatus_t cusolverSpScsrzfdHost(cusolverSpHandle_t handle, int '
                           'n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, '
                           'const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);',
                           ('handle',
                            'n',
                            'nnz',
                            'descrA',
                            'csrValA',
                            'csrRowPtrA',
                            'csrColIndA',
                            'P',
                            'numnz'),
                           'struct cusolverSpContext*,int,int,struct '
                           'cusparseMatDescr*,float*,int*,int*,int*,int*'),
 'cusolverSpSetStream': ('cusolverStatus_t cusolverSpSetStream(cusolverSpHandle_t handle, '
                         'cudaStream_t streamId);',
                         ('handle', 'streamId'),
                         'struct cusolverSpContext*,struct CUstream_st*'),
 'cusolverSpXcsrcholAnalysis': ('cusolverStatus_t cusolverSpXcsrcholAnalysis(cusolverSpHandle_t '
                                'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                'int *csrRowPtrA, const int *csrColIndA, csrcholInfo_t info);',
                                ('handle',
                                 'n',
                                 'nnzA',
                                 'descrA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'info'),
                                'struct cusolverSpContext*,int,int,struct '
                                'cusparseMatDescr*,int*,int*,struct csrcholInfo*'),
 'cusolverSpXcsrcholAnalysisHost': ('cusolverStatus_t '
                                    'cusolverSpXcsrcholAnalysisHost(cusolverSpHandle_t handle, int '
                                    'n, int nnzA, const cusparseMatDescr_t descrA, const int '
                                    '*csrRowPtrA, const int *csrColIndA, csrcholInfoHost_t info);',
                                    ('handle',
                                     'n',
                                     'nnzA',
                                     'descrA',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'info'),
                                    'struct cusolverSpContext*,int,int,struct '
                                    'cusparseMatDescr*,int*,int*,struct csrcholInfoHost*'),
 'cusolverSpXcsrissymHost': ('cusolverStatus_t cusolverSpXcsrissymHost(cusolverSpHandle_t handle, '
                             'int m, int nnzA, const cusparseMatDescr_t descrA, const int '
                             '*csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int '
                             '*issym);',
                             ('handle',
                              'm',
                              'nnzA',
                              'descrA',
                              'csrRowPtrA',
                              'csrEndPtrA',
                              'csrColIndA',
                              'issym'),
                             'struct cusolverSpContext*,int,int,struct '
                             'cusparseMatDescr*,int*,int*,int*,int*'),
 'cusolverSpXcsrluAnalysisHost': ('cusolverStatus_t '
                                  'cusolverSpXcsrluAnalysisHost(cusolverSpHandle_t handle, int n, '
                                  'int nnzA, const cusparseMatDescr_t descrA, const int '
                                  '*csrRowPtrA, const int *csrColIndA, csrluInfoHost_t info);',
                                  ('handle',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info'),
                                  'struct cusolverSpContext*,int,int,struct '
                                  'cusparseMatDescr*,int*,int*,struct csrluInfoHost*'),
 'cusolverSpXcsrluNnzHost': ('cusolverStatus_t cusolverSpXcsrluNnzHost(cusolverSpHandle_t handle, '
                             'int *nnzLRef, int *nnzURef, csrluInfoHost_t info);',
                             ('handle', 'nnzLRef', 'nnzURef', 'info'),
                             'struct cusolverSpContext*,int*,int*,struct csrluInfoHost*'),
 'cusolverSpXcsrmetisndHost': ('cusolverStatus_t cusolverSpXcsrmetisndHost(cusolverSpHandle_t '
                               'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                               'int *csrRowPtrA, const int *csrColIndA, const int64_t *options, '
                               'int *p);',
                               ('handle',
                                'n',
                                'nnzA',
                                'descrA',
                                'csrRowPtrA',
                                'csrColIndA',
                                'options',
                                'p'),
                               'struct cusolverSpContext*,int,int,struct '
                               'cusparseMatDescr*,int*,int*,long*,int*'),
 'cusolverSpXcsrpermHost': ('cusolverStatus_t cusolverSpXcsrpermHost(cusolverSpHandle_t handle, '
                            'int m, int n, int nnzA, const cusparseMatDescr_t descrA, int '
                            '*csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, '
                            'void *pBuffer);',
                            ('handle',
                             'm',
                             'n',
                             'nnzA',
                             'descrA',
                             'csrRowPtrA',
                             'csrColIndA',
                             'p',
                             'q',
                             'map',
                             'pBuffer'),
                            'struct cusolverSpContext*,int,int,int,struct '
                            'cusparseMatDescr*,int*,int*,int*,int*,int*,void*'),
 'cusolverSpXcsrperm_bufferSizeHost': ('cusolverStatus_t '
                                       'cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t '
                                       'handle, int m, int n, int nnzA, const cusparseMatDescr_t '
                                       'descrA, const int *csrRowPtrA, const int *csrColIndA, '
                                       'const int *p, const int *q, size_t *bufferSizeInBytes);',
                                       ('handle',
                                        'm',
                                        'n',
                                        'nnzA',
                                        'descrA',
                                        'csrRowPtrA',
                                        'csrColIndA',
                                        'p',
                                        'q',
                                        'bufferSizeInBytes'),
                                       'struct cusolverSpContext*,int,int,int,struct '
                                       'cusparseMatDescr*,int*,int*,int*,int*,unsigned long*'),
 'cusolverSpXcsrqrAnalysis': ('cusolverStatus_t cusolverSpXcsrqrAnalysis(cusolverSpHandle_t '
                              'handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                              'const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info);',
                              ('handle',
                               'm',
                               'n',
                               'nnzA',
                               'descrA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'info'),
                              'struct cusolverSpContext*,int,int,int,struct '
                              'cusparseMatDescr*,int*,int*,struct csrqrInfo*'),
 'cusolverSpXcsrqrAnalysisBatched': ('cusolverStatus_t '
                                     'cusolverSpXcsrqrAnalysisBatched(cusolverSpHandle_t handle, '
                                     'int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                                     'const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t '
                                     'info);',
                                     ('handle',
                                      'm',
                                      'n',
                                      'nnzA',
                                      'descrA',
                                      'csrRowPtrA',
                                      'csrColIndA',
                                      'info'),
                                     'struct cusolverSpContext*,int,int,int,struct '
                                     'cusparseMatDescr*,int*,int*,struct csrqrInfo*'),
 'cusolverSpXcsrqrAnalysisHost': ('cusolverStatus_t '
                                  'cusolverSpXcsrqrAnalysisHost(cusolverSpHandle_t handle, int m, '
                                  'int n, int nnzA, const cusparseMatDescr_t descrA, const int '
                                  '*csrRowPtrA, const int *csrColIndA, csrqrInfoHost_t info);',
                                  ('handle',
                                   'm',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info'),
                                  'struct cusolverSpContext*,int,int,int,struct '
                                  'cusparseMatDescr*,int*,int*,struct csrqrInfoHost*'),
 'cusolverSpXcsrsymamdHost': ('cusolverStatus_t cusolverSpXcsrsymamdHost(cusolverSpHandle_t '
                              'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int '
                              '*csrRowPtrA, const int *csrColIndA, int *p);',
                              ('handle', 'n', 'nnzA', 'descrA', 'csrRowPtrA', 'csrColIndA', 'p'),
                              'struct cusolverSpContext*,int,int,struct '
                              'cusparseMatDescr*,int*,int*,int*'),
 'cusolverSpXcsrsymmdqHost': ('cusolverStatus_t cusolverSpXcsrsymmdqHost(cusolverSpHandle_t '
                              'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int '
                              '*csrRowPtrA, const int *csrColIndA, int *p);',
                              ('handle', 'n', 'nnzA', 'descrA', 'csrRowPtrA', 'csrColIndA', 'p'),
                              'struct cusolverSpContext*,int,int,struct '
                              'cusparseMatDescr*,int*,int*,int*'),
 'cusolverSpXcsrsymrcmHost': ('cusolverStatus_t cusolverSpXcsrsymrcmHost(cusolverSpHandle_t '
                              'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int '
                              '*csrRowPtrA, const int *csrColIndA, int *p);',
                              ('handle', 'n', 'nnzA', 'descrA', 'csrRowPtrA', 'csrColIndA', 'p'),
                              'struct cusolverSpContext*,int,int,struct '
                              'cusparseMatDescr*,int*,int*,int*'),
 'cusolverSpZcsrcholBufferInfo': ('cusolverStatus_t '
                                  'cusolverSpZcsrcholBufferInfo(cusolverSpHandle_t handle, int n, '
                                  'int nnzA, const cusparseMatDescr_t descrA, const '
                                  'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                                  '*csrColIndA, csrcholInfo_t info, size_t *internalDataInBytes, '
                                  'size_t *workspaceInBytes);',
                                  ('handle',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrValA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info',
                                   'internalDataInBytes',
                                   'workspaceInBytes'),
                                  'struct cusolverSpContext*,int,int,struct '
                                  'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                  'csrcholInfo*,unsigned long*,unsigned long*'),
 'cusolverSpZcsrcholBufferInfoHost': ('cusolverStatus_t '
                                      'cusolverSpZcsrcholBufferInfoHost(cusolverSpHandle_t handle, '
                                      'int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                      'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                                      '*csrColIndA, csrcholInfoHost_t info, size_t '
                                      '*internalDataInBytes, size_t *workspaceInBytes);',
                                      ('handle',
                                       'n',
                                       'nnzA',
                                       'descrA',
                                       'csrValA',
                                       'csrRowPtrA',
                                       'csrColIndA',
                                       'info',
                                       'internalDataInBytes',
                                       'workspaceInBytes'),
                                      'struct cusolverSpContext*,int,int,struct '
                                      'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                      'csrcholInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpZcsrcholDiag': ('cusolverStatus_t cusolverSpZcsrcholDiag(cusolverSpHandle_t handle, '
                            'csrcholInfo_t info, double *diag);',
                            ('handle', 'info', 'diag'),
                            'struct cusolverSpContext*,struct csrcholInfo*,double*'),
 'cusolverSpZcsrcholFactor': ('cusolverStatus_t cusolverSpZcsrcholFactor(cusolverSpHandle_t '
                              'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                              'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                              '*csrColIndA, csrcholInfo_t info, void *pBuffer);',
                              ('handle',
                               'n',
                               'nnzA',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'info',
                               'pBuffer'),
                              'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                              'double2*,int*,int*,struct csrcholInfo*,void*'),
 'cusolverSpZcsrcholFactorHost': ('cusolverStatus_t '
                                  'cusolverSpZcsrcholFactorHost(cusolverSpHandle_t handle, int n, '
                                  'int nnzA, const cusparseMatDescr_t descrA, const '
                                  'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                                  '*csrColIndA, csrcholInfoHost_t info, void *pBuffer);',
                                  ('handle',
                                   'n',
                                   'nnzA',
                                   'descrA',
                                   'csrValA',
                                   'csrRowPtrA',
                                   'csrColIndA',
                                   'info',
                                   'pBuffer'),
                                  'struct cusolverSpContext*,int,int,struct '
                                  'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                  'csrcholInfoHost*,void*'),
 'cusolverSpZcsrcholSolve': ('cusolverStatus_t cusolverSpZcsrcholSolve(cusolverSpHandle_t handle, '
                             'int n, const cuDoubleComplex *b, cuDoubleComplex *x, csrcholInfo_t '
                             'info, void *pBuffer);',
                             ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                             'struct cusolverSpContext*,int,struct double2*,struct double2*,struct '
                             'csrcholInfo*,void*'),
 'cusolverSpZcsrcholSolveHost': ('cusolverStatus_t cusolverSpZcsrcholSolveHost(cusolverSpHandle_t '
                                 'handle, int n, const cuDoubleComplex *b, cuDoubleComplex *x, '
                                 'csrcholInfoHost_t info, void *pBuffer);',
                                 ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                                 'struct cusolverSpContext*,int,struct double2*,struct '
                                 'double2*,struct csrcholInfoHost*,void*'),
 'cusolverSpZcsrcholZeroPivot': ('cusolverStatus_t cusolverSpZcsrcholZeroPivot(cusolverSpHandle_t '
                                 'handle, csrcholInfo_t info, double tol, int *position);',
                                 ('handle', 'info', 'tol', 'position'),
                                 'struct cusolverSpContext*,struct csrcholInfo*,double,int*'),
 'cusolverSpZcsrcholZeroPivotHost': ('cusolverStatus_t '
                                     'cusolverSpZcsrcholZeroPivotHost(cusolverSpHandle_t handle, '
                                     'csrcholInfoHost_t info, double tol, int *position);',
                                     ('handle', 'info', 'tol', 'position'),
                                     'struct cusolverSpContext*,struct '
                                     'csrcholInfoHost*,double,int*'),
 'cusolverSpZcsreigsHost': ('cusolverStatus_t cusolverSpZcsreigsHost(cusolverSpHandle_t handle, '
                            'int m, int nnz, const cusparseMatDescr_t descrA, const '
                            'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                            '*csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex '
                            'right_upper_corner, int *num_eigs);',
                            ('handle',
                             'm',
                             'nnz',
                             'descrA',
                             'csrValA',
                             'csrRowPtrA',
                             'csrColIndA',
                             'left_bottom_corner',
                             'right_upper_corner',
                             'num_eigs'),
                            'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                            'double2*,int*,int*,struct double2,struct double2,int*'),
 'cusolverSpZcsreigvsi': ('cusolverStatus_t cusolverSpZcsreigvsi(cusolverSpHandle_t handle, int m, '
                          'int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex '
                          '*csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex '
                          'mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex '
                          '*mu, cuDoubleComplex *x);',
                          ('handle',
                           'm',
                           'nnz',
                           'descrA',
                           'csrValA',
                           'csrRowPtrA',
                           'csrColIndA',
                           'mu0',
                           'x0',
                           'maxite',
                           'eps',
                           'mu',
                           'x'),
                          'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                          'double2*,int*,int*,struct double2,struct double2*,int,double,struct '
                          'double2*,struct double2*'),
 'cusolverSpZcsreigvsiHost': ('cusolverStatus_t cusolverSpZcsreigvsiHost(cusolverSpHandle_t '
                              'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                              'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                              '*csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int '
                              'maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x);',
                              ('handle',
                               'm',
                               'nnz',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'mu0',
                               'x0',
                               'maxite',
                               'tol',
                               'mu',
                               'x'),
                              'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                              'double2*,int*,int*,struct double2,struct double2*,int,double,struct '
                              'double2*,struct double2*'),
 'cusolverSpZcsrlsqvqrHost': ('cusolverStatus_t cusolverSpZcsrlsqvqrHost(cusolverSpHandle_t '
                              'handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, '
                              'const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                              '*csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, '
                              'cuDoubleComplex *x, int *p, double *min_norm);',
                              ('handle',
                               'm',
                               'n',
                               'nnz',
                               'descrA',
                               'csrValA',
                               'csrRowPtrA',
                               'csrColIndA',
                               'b',
                               'tol',
                               'rankA',
                               'x',
                               'p',
                               'min_norm'),
                              'struct cusolverSpContext*,int,int,int,struct '
                              'cusparseMatDescr*,struct double2*,int*,int*,struct '
                              'double2*,double,int*,struct double2*,int*,double*'),
 'cusolverSpZcsrlsvchol': ('cusolverStatus_t cusolverSpZcsrlsvchol(cusolverSpHandle_t handle, int '
                           'm, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex '
                           '*csrVal, const int *csrRowPtr, const int *csrColInd, const '
                           'cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int '
                           '*singularity);',
                           ('handle',
                            'm',
                            'nnz',
                            'descrA',
                            'csrVal',
                            'csrRowPtr',
                            'csrColInd',
                            'b',
                            'tol',
                            'reorder',
                            'x',
                            'singularity'),
                           'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                           'double2*,int*,int*,struct double2*,double,int,struct double2*,int*'),
 'cusolverSpZcsrlsvcholHost': ('cusolverStatus_t cusolverSpZcsrlsvcholHost(cusolverSpHandle_t '
                               'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                               'cuDoubleComplex *csrVal, const int *csrRowPtr, const int '
                               '*csrColInd, const cuDoubleComplex *b, double tol, int reorder, '
                               'cuDoubleComplex *x, int *singularity);',
                               ('handle',
                                'm',
                                'nnz',
                                'descrA',
                                'csrVal',
                                'csrRowPtr',
                                'csrColInd',
                                'b',
                                'tol',
                                'reorder',
                                'x',
                                'singularity'),
                               'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                               'double2*,int*,int*,struct double2*,double,int,struct '
                               'double2*,int*'),
 'cusolverSpZcsrlsvluHost': ('cusolverStatus_t cusolverSpZcsrlsvluHost(cusolverSpHandle_t handle, '
                             'int n, int nnzA, const cusparseMatDescr_t descrA, const '
                             'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                             '*csrColIndA, const cuDoubleComplex *b, double tol, int reorder, '
                             'cuDoubleComplex *x, int *singularity);',
                             ('handle',
                              'n',
                              'nnzA',
                              'descrA',
                              'csrValA',
                              'csrRowPtrA',
                              'csrColIndA',
                              'b',
                              'tol',
                              'reorder',
                              'x',
                              'singularity'),
                             'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                             'double2*,int*,int*,struct double2*,double,int,struct double2*,int*'),
 'cusolverSpZcsrlsvqr': ('cusolverStatus_t cusolverSpZcsrlsvqr(cusolverSpHandle_t handle, int m, '
                         'int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, '
                         'const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, '
                         'double tol, int reorder, cuDoubleComplex *x, int *singularity);',
                         ('handle',
                          'm',
                          'nnz',
                          'descrA',
                          'csrVal',
                          'csrRowPtr',
                          'csrColInd',
                          'b',
                          'tol',
                          'reorder',
                          'x',
                          'singularity'),
                         'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                         'double2*,int*,int*,struct double2*,double,int,struct double2*,int*'),
 'cusolverSpZcsrlsvqrHost': ('cusolverStatus_t cusolverSpZcsrlsvqrHost(cusolverSpHandle_t handle, '
                             'int m, int nnz, const cusparseMatDescr_t descrA, const '
                             'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                             '*csrColIndA, const cuDoubleComplex *b, double tol, int reorder, '
                             'cuDoubleComplex *x, int *singularity);',
                             ('handle',
                              'm',
                              'nnz',
                              'descrA',
                              'csrValA',
                              'csrRowPtrA',
                              'csrColIndA',
                              'b',
                              'tol',
                              'reorder',
                              'x',
                              'singularity'),
                             'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                             'double2*,int*,int*,struct double2*,double,int,struct double2*,int*'),
 'cusolverSpZcsrluBufferInfoHost': ('cusolverStatus_t '
                                    'cusolverSpZcsrluBufferInfoHost(cusolverSpHandle_t handle, int '
                                    'n, int nnzA, const cusparseMatDescr_t descrA, const '
                                    'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                                    '*csrColIndA, csrluInfoHost_t info, size_t '
                                    '*internalDataInBytes, size_t *workspaceInBytes);',
                                    ('handle',
                                     'n',
                                     'nnzA',
                                     'descrA',
                                     'csrValA',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'info',
                                     'internalDataInBytes',
                                     'workspaceInBytes'),
                                    'struct cusolverSpContext*,int,int,struct '
                                    'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                    'csrluInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpZcsrluExtractHost': ('cusolverStatus_t cusolverSpZcsrluExtractHost(cusolverSpHandle_t '
                                 'handle, int *P, int *Q, const cusparseMatDescr_t descrL, '
                                 'cuDoubleComplex *csrValL, int *csrRowPtrL, int *csrColIndL, '
                                 'const cusparseMatDescr_t descrU, cuDoubleComplex *csrValU, int '
                                 '*csrRowPtrU, int *csrColIndU, csrluInfoHost_t info, void '
                                 '*pBuffer);',
                                 ('handle',
                                  'P',
                                  'Q',
                                  'descrL',
                                  'csrValL',
                                  'csrRowPtrL',
                                  'csrColIndL',
                                  'descrU',
                                  'csrValU',
                                  'csrRowPtrU',
                                  'csrColIndU',
                                  'info',
                                  'pBuffer'),
                                 'struct cusolverSpContext*,int*,int*,struct '
                                 'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                 'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                 'csrluInfoHost*,void*'),
 'cusolverSpZcsrluFactorHost': ('cusolverStatus_t cusolverSpZcsrluFactorHost(cusolverSpHandle_t '
                                'handle, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                                '*csrColIndA, csrluInfoHost_t info, double pivot_threshold, void '
                                '*pBuffer);',
                                ('handle',
                                 'n',
                                 'nnzA',
                                 'descrA',
                                 'csrValA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'info',
                                 'pivot_threshold',
                                 'pBuffer'),
                                'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                                'double2*,int*,int*,struct csrluInfoHost*,double,void*'),
 'cusolverSpZcsrluSolveHost': ('cusolverStatus_t cusolverSpZcsrluSolveHost(cusolverSpHandle_t '
                               'handle, int n, const cuDoubleComplex *b, cuDoubleComplex *x, '
                               'csrluInfoHost_t info, void *pBuffer);',
                               ('handle', 'n', 'b', 'x', 'info', 'pBuffer'),
                               'struct cusolverSpContext*,int,struct double2*,struct '
                               'double2*,struct csrluInfoHost*,void*'),
 'cusolverSpZcsrluZeroPivotHost': ('cusolverStatus_t '
                                   'cusolverSpZcsrluZeroPivotHost(cusolverSpHandle_t handle, '
                                   'csrluInfoHost_t info, double tol, int *position);',
                                   ('handle', 'info', 'tol', 'position'),
                                   'struct cusolverSpContext*,struct csrluInfoHost*,double,int*'),
 'cusolverSpZcsrqrBufferInfo': ('cusolverStatus_t cusolverSpZcsrqrBufferInfo(cusolverSpHandle_t '
                                'handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                                'const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                                '*csrColIndA, csrqrInfo_t info, size_t *internalDataInBytes, '
                                'size_t *workspaceInBytes);',
                                ('handle',
                                 'm',
                                 'n',
                                 'nnzA',
                                 'descrA',
                                 'csrValA',
                                 'csrRowPtrA',
                                 'csrColIndA',
                                 'info',
                                 'internalDataInBytes',
                                 'workspaceInBytes'),
                                'struct cusolverSpContext*,int,int,int,struct '
                                'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                'csrqrInfo*,unsigned long*,unsigned long*'),
 'cusolverSpZcsrqrBufferInfoBatched': ('cusolverStatus_t '
                                       'cusolverSpZcsrqrBufferInfoBatched(cusolverSpHandle_t '
                                       'handle, int m, int n, int nnz, const cusparseMatDescr_t '
                                       'descrA, const cuDoubleComplex *csrVal, const int '
                                       '*csrRowPtr, const int *csrColInd, int batchSize, '
                                       'csrqrInfo_t info, size_t *internalDataInBytes, size_t '
                                       '*workspaceInBytes);',
                                       ('handle',
                                        'm',
                                        'n',
                                        'nnz',
                                        'descrA',
                                        'csrVal',
                                        'csrRowPtr',
                                        'csrColInd',
                                        'batchSize',
                                        'info',
                                        'internalDataInBytes',
                                        'workspaceInBytes'),
                                       'struct cusolverSpContext*,int,int,int,struct '
                                       'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                                       'csrqrInfo*,unsigned long*,unsigned long*'),
 'cusolverSpZcsrqrBufferInfoHost': ('cusolverStatus_t '
                                    'cusolverSpZcsrqrBufferInfoHost(cusolverSpHandle_t handle, int '
                                    'm, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                                    'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                                    '*csrColIndA, csrqrInfoHost_t info, size_t '
                                    '*internalDataInBytes, size_t *workspaceInBytes);',
                                    ('handle',
                                     'm',
                                     'n',
                                     'nnzA',
                                     'descrA',
                                     'csrValA',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'info',
                                     'internalDataInBytes',
                                     'workspaceInBytes'),
                                    'struct cusolverSpContext*,int,int,int,struct '
                                    'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                    'csrqrInfoHost*,unsigned long*,unsigned long*'),
 'cusolverSpZcsrqrFactor': ('cusolverStatus_t cusolverSpZcsrqrFactor(cusolverSpHandle_t handle, '
                            'int m, int n, int nnzA, cuDoubleComplex *b, cuDoubleComplex *x, '
                            'csrqrInfo_t info, void *pBuffer);',
                            ('handle', 'm', 'n', 'nnzA', 'b', 'x', 'info', 'pBuffer'),
                            'struct cusolverSpContext*,int,int,int,struct double2*,struct '
                            'double2*,struct csrqrInfo*,void*'),
 'cusolverSpZcsrqrFactorHost': ('cusolverStatus_t cusolverSpZcsrqrFactorHost(cusolverSpHandle_t '
                                'handle, int m, int n, int nnzA, cuDoubleComplex *b, '
                                'cuDoubleComplex *x, csrqrInfoHost_t info, void *pBuffer);',
                                ('handle', 'm', 'n', 'nnzA', 'b', 'x', 'info', 'pBuffer'),
                                'struct cusolverSpContext*,int,int,int,struct double2*,struct '
                                'double2*,struct csrqrInfoHost*,void*'),
 'cusolverSpZcsrqrSetup': ('cusolverStatus_t cusolverSpZcsrqrSetup(cusolverSpHandle_t handle, int '
                           'm, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                           'cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                           '*csrColIndA, cuDoubleComplex mu, csrqrInfo_t info);',
                           ('handle',
                            'm',
                            'n',
                            'nnzA',
                            'descrA',
                            'csrValA',
                            'csrRowPtrA',
                            'csrColIndA',
                            'mu',
                            'info'),
                           'struct cusolverSpContext*,int,int,int,struct cusparseMatDescr*,struct '
                           'double2*,int*,int*,struct double2,struct csrqrInfo*'),
 'cusolverSpZcsrqrSetupHost': ('cusolverStatus_t cusolverSpZcsrqrSetupHost(cusolverSpHandle_t '
                               'handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                               'const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                               '*csrColIndA, cuDoubleComplex mu, csrqrInfoHost_t info);',
                               ('handle',
                                'm',
                                'n',
                                'nnzA',
                                'descrA',
                                'csrValA',
                                'csrRowPtrA',
                                'csrColIndA',
                                'mu',
                                'info'),
                               'struct cusolverSpContext*,int,int,int,struct '
                               'cusparseMatDescr*,struct double2*,int*,int*,struct double2,struct '
                               'csrqrInfoHost*'),
 'cusolverSpZcsrqrSolve': ('cusolverStatus_t cusolverSpZcsrqrSolve(cusolverSpHandle_t handle, int '
                           'm, int n, cuDoubleComplex *b, cuDoubleComplex *x, csrqrInfo_t info, '
                           'void *pBuffer);',
                           ('handle', 'm', 'n', 'b', 'x', 'info', 'pBuffer'),
                           'struct cusolverSpContext*,int,int,struct double2*,struct '
                           'double2*,struct csrqrInfo*,void*'),
 'cusolverSpZcsrqrSolveHost': ('cusolverStatus_t cusolverSpZcsrqrSolveHost(cusolverSpHandle_t '
                               'handle, int m, int n, cuDoubleComplex *b, cuDoubleComplex *x, '
                               'csrqrInfoHost_t info, void *pBuffer);',
                               ('handle', 'm', 'n', 'b', 'x', 'info', 'pBuffer'),
                               'struct cusolverSpContext*,int,int,struct double2*,struct '
                               'double2*,struct csrqrInfoHost*,void*'),
 'cusolverSpZcsrqrZeroPivot': ('cusolverStatus_t cusolverSpZcsrqrZeroPivot(cusolverSpHandle_t '
                               'handle, csrqrInfo_t info, double tol, int *position);',
                               ('handle', 'info', 'tol', 'position'),
                               'struct cusolverSpContext*,struct csrqrInfo*,double,int*'),
 'cusolverSpZcsrqrZeroPivotHost': ('cusolverStatus_t '
                                   'cusolverSpZcsrqrZeroPivotHost(cusolverSpHandle_t handle, '
                                   'csrqrInfoHost_t info, double tol, int *position);',
                                   ('handle', 'info', 'tol', 'position'),
                                   'struct cusolverSpContext*,struct csrqrInfoHost*,double,int*'),
 'cusolverSpZcsrqrsvBatched': ('cusolverStatus_t cusolverSpZcsrqrsvBatched(cusolverSpHandle_t '
                               'handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, '
                               'const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int '
                               '*csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int '
                               'batchSize, csrqrInfo_t info, void *pBuffer);',
                               ('handle',
                                'm',
                                'n',
                                'nnz',
                                'descrA',
                                'csrValA',
                                'csrRowPtrA',
                                'csrColIndA',
                                'b',
                                'x',
                                'batchSize',
                                'info',
                                'pBuffer'),
                               'struct cusolverSpContext*,int,int,int,struct '
                               'cusparseMatDescr*,struct double2*,int*,int*,struct double2*,struct '
                               'double2*,int,struct csrqrInfo*,void*'),
 'cusolverSpZcsrzfdHost': ('cusolverStatus_t cusolverSpZcsrzfdHost(cusolverSpHandle_t handle, int '
                           'n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex '
                           '*csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int '
                           '*numnz);',
                           ('handle',
                            'n',
                            'nnz',
                            'descrA',
                            'csrValA',
                            'csrRowPtrA',
                            'csrColIndA',
                            'P',
                            'numnz'),
                           'struct cusolverSpContext*,int,int,struct cusparseMatDescr*,struct '
                           'double2*,int*,int*,int*,int*')}
PACKAGE_VERSION = '12.0.4.66'  # nvidia-cusolver's, whose header it is
VERSION_MAJOR = 12
