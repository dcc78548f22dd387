"""The C ABI of cusparse.h, which zluda's library of its name exports. Generated
by scripts/gen_abi.py from the header of NVIDIA's nvidia-cusparse package; do not
edit by hand.

TYPES: C declarations of the header's types. FUNCTIONS: name -> (prototype, parameter
names, signature), as in zluda.abi.driver.
"""

# ruff: noqa: E501
TYPES = 'typedef struct float2\n{\n  float x;\n  float y;\n} float2;\ntypedef struct double2\n{\n  double x;\n  double y;\n} double2;\ntypedef float2 cuFloatComplex;\ntypedef double2 cuDoubleComplex;\ntypedef cuFloatComplex cuComplex;\ntypedef struct CUstream_st *cudaStream_t;\ntypedef struct CUevent_st *cudaEvent_t;\ntypedef enum cudaDataType_t\n{\n  CUDA_R_16F = 2,\n  CUDA_C_16F = 6,\n  CUDA_R_16BF = 14,\n  CUDA_C_16BF = 15,\n  CUDA_R_32F = 0,\n  CUDA_C_32F = 4,\n  CUDA_R_64F = 1,\n  CUDA_C_64F = 5,\n  CUDA_R_4I = 16,\n  CUDA_C_4I = 17,\n  CUDA_R_4U = 18,\n  CUDA_C_4U = 19,\n  CUDA_R_8I = 3,\n  CUDA_C_8I = 7,\n  CUDA_R_8U = 8,\n  CUDA_C_8U = 9,\n  CUDA_R_16I = 20,\n  CUDA_C_16I = 21,\n  CUDA_R_16U = 22,\n  CUDA_C_16U = 23,\n  CUDA_R_32I = 10,\n  CUDA_C_32I = 11,\n  CUDA_R_32U = 12,\n  CUDA_C_32U = 13,\n  CUDA_R_64I = 24,\n  CUDA_C_64I = 25,\n  CUDA_R_64U = 26,\n  CUDA_C_64U = 27,\n  CUDA_R_8F_E4M3 = 28,\n  CUDA_R_8F_UE4M3 = CUDA_R_8F_E4M3,\n  CUDA_R_8F_E5M2 = 29,\n  CUDA_R_8F_UE8M0 = 30,\n  CUDA_R_6F_E2M3 = 31,\n  CUDA_R_6F_E3M2 = 32,\n  CUDA_R_4F_E2M1 = 33,\n  CUDA_R_8F_UE5M3 = 34\n} cudaDataType;\ntypedef enum cudaEmulationStrategy_t\n{\n  CUDA_EMULATION_STRATEGY_DEFAULT = 0,\n  CUDA_EMULATION_STRATEGY_PERFORMANT = 1,\n  CUDA_EMULATION_STRATEGY_EAGER = 2\n} cudaEmulationStrategy;\ntypedef enum cudaEmulationMantissaControl_t\n{\n  CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC = 0,\n  CUDA_EMULATION_MANTISSA_CONTROL_FIXED = 1\n} cudaEmulationMantissaControl;\ntypedef enum cudaEmulationSpecialValuesSupport_t\n{\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT = 0xFFFF,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NONE = 0,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_INFINITY = 1,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NAN = 2\n} cudaEmulationSpecialValuesSupport;\ntypedef enum libraryPropertyType_t\n{\n  MAJOR_VERSION,\n  MINOR_VERSION,\n  PATCH_LEVEL\n} libraryPropertyType;\ntypedef enum cudaDataType_t cudaDataType_t;\ntypedef enum cudaEmulationStrategy_t cudaEmulationStrategy_t;\ntypedef enum cudaEmulationMantissaControl_t cudaEmulationMantissaControl_t;\ntypedef enum cudaEmulationSpecialValuesSupport_t cudaEmulationSpecialValuesSupport_t;\ntypedef enum libraryPropertyType_t libraryPropertyType_t;\ntypedef struct _IO_FILE FILE;\nstruct cusparseContext;\ntypedef struct cusparseContext *cusparseHandle_t;\nstruct cusparseMatDescr;\ntypedef struct cusparseMatDescr *cusparseMatDescr_t;\nstruct bsrsv2Info;\ntypedef struct bsrsv2Info *bsrsv2Info_t;\nstruct bsrsm2Info;\ntypedef struct bsrsm2Info *bsrsm2Info_t;\nstruct csric02Info;\ntypedef struct csric02Info *csric02Info_t;\nstruct bsric02Info;\ntypedef struct bsric02Info *bsric02Info_t;\nstruct csrilu02Info;\ntypedef struct csrilu02Info *csrilu02Info_t;\nstruct bsrilu02Info;\ntypedef struct bsrilu02Info *bsrilu02Info_t;\nstruct csru2csrInfo;\ntypedef struct csru2csrInfo *csru2csrInfo_t;\nstruct cusparseColorInfo;\ntypedef struct cusparseColorInfo *cusparseColorInfo_t;\nstruct pruneInfo;\ntypedef struct pruneInfo *pruneInfo_t;\ntypedef enum \n{\n  CUSPARSE_STATUS_SUCCESS = 0,\n  CUSPARSE_STATUS_NOT_INITIALIZED = 1,\n  CUSPARSE_STATUS_ALLOC_FAILED = 2,\n  CUSPARSE_STATUS_INVALID_VALUE = 3,\n  CUSPARSE_STATUS_ARCH_MISMATCH = 4,\n  CUSPARSE_STATUS_MAPPING_ERROR = 5,\n  CUSPARSE_STATUS_EXECUTION_FAILED = 6,\n  CUSPARSE_STATUS_INTERNAL_ERROR = 7,\n  CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,\n  CUSPARSE_STATUS_ZERO_PIVOT = 9,\n  CUSPARSE_STATUS_NOT_SUPPORTED = 10,\n  CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11\n} cusparseStatus_t;\ntypedef enum \n{\n  CUSPARSE_POINTER_MODE_HOST = 0,\n  CUSPARSE_POINTER_MODE_DEVICE = 1\n} cusparsePointerMode_t;\ntypedef enum \n{\n  CUSPARSE_ACTION_SYMBOLIC = 0,\n  CUSPARSE_ACTION_NUMERIC = 1\n} cusparseAction_t;\ntypedef enum \n{\n  CUSPARSE_MATRIX_TYPE_GENERAL = 0,\n  CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,\n  CUSPARSE_MATRIX_TYPE_HERMITIAN = 2,\n  CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3\n} cusparseMatrixType_t;\ntypedef enum \n{\n  CUSPARSE_FILL_MODE_LOWER = 0,\n  CUSPARSE_FILL_MODE_UPPER = 1\n} cusparseFillMode_t;\ntypedef enum \n{\n  CUSPARSE_DIAG_TYPE_NON_UNIT = 0,\n  CUSPARSE_DIAG_TYPE_UNIT = 1\n} cusparseDiagType_t;\ntypedef enum \n{\n  CUSPARSE_INDEX_BASE_ZERO = 0,\n  CUSPARSE_INDEX_BASE_ONE = 1\n} cusparseIndexBase_t;\ntypedef enum \n{\n  CUSPARSE_OPERATION_NON_TRANSPOSE = 0,\n  CUSPARSE_OPERATION_TRANSPOSE = 1,\n  CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2\n} cusparseOperation_t;\ntypedef enum \n{\n  CUSPARSE_DIRECTION_ROW = 0,\n  CUSPARSE_DIRECTION_COLUMN = 1\n} cusparseDirection_t;\ntypedef enum \n{\n  CUSPARSE_SOLVE_POLICY_NO_LEVEL = 0,\n  CUSPARSE_SOLVE_POLICY_USE_LEVEL = 1\n} cusparseSolvePolicy_t;\ntypedef enum \n{\n  CUSPARSE_COLOR_ALG0 = 0,\n  CUSPARSE_COLOR_ALG1 = 1\n} cusparseColorAlg_t;\ntypedef void (*cusparseLoggerCallback_t)(int logLevel, const char *functionName, const char *message);\ntypedef enum \n{\n  CUSPARSE_CSR2CSC_ALG_DEFAULT = 1,\n  CUSPARSE_CSR2CSC_ALG1 = 1\n} cusparseCsr2CscAlg_t;\ntypedef enum \n{\n  CUSPARSE_FORMAT_CSR = 1,\n  CUSPARSE_FORMAT_CSC = 2,\n  CUSPARSE_FORMAT_COO = 3,\n  CUSPARSE_FORMAT_BLOCKED_ELL = 5,\n  CUSPARSE_FORMAT_BSR = 6,\n  CUSPARSE_FORMAT_SLICED_ELLPACK = 7\n} cusparseFormat_t;\ntypedef enum \n{\n  CUSPARSE_ORDER_COL = 1,\n  CUSPARSE_ORDER_ROW = 2\n} cusparseOrder_t;\ntypedef enum \n{\n  CUSPARSE_INDEX_16U = 1,\n  CUSPARSE_INDEX_32I = 2,\n  CUSPARSE_INDEX_64I = 3\n} cusparseIndexType_t;\nstruct cusparseSpVecDescr;\nstruct cusparseDnVecDescr;\nstruct cusparseSpMatDescr;\nstruct cusparseDnMatDescr;\ntypedef struct cusparseSpVecDescr *cusparseSpVecDescr_t;\ntypedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;\ntypedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;\ntypedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;\ntypedef const struct cusparseSpVecDescr *cusparseConstSpVecDescr_t;\ntypedef const struct cusparseDnVecDescr *cusparseConstDnVecDescr_t;\ntypedef const struct cusparseSpMatDescr *cusparseConstSpMatDescr_t;\ntypedef const struct cusparseDnMatDescr *cusparseConstDnMatDescr_t;\ntypedef enum \n{\n  CUSPARSE_SPMAT_FILL_MODE,\n  CUSPARSE_SPMAT_DIAG_TYPE\n} cusparseSpMatAttribute_t;\ntypedef enum \n{\n  CUSPARSE_SPARSETODENSE_ALG_DEFAULT = 0\n} cusparseSparseToDenseAlg_t;\ntypedef enum \n{\n  CUSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0\n} cusparseDenseToSparseAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPMV_ALG_DEFAULT = 0,\n  CUSPARSE_SPMV_CSR_ALG1 = 2,\n  CUSPARSE_SPMV_CSR_ALG2 = 3,\n  CUSPARSE_SPMV_COO_ALG1 = 1,\n  CUSPARSE_SPMV_COO_ALG2 = 4,\n  CUSPARSE_SPMV_SELL_ALG1 = 5,\n  CUSPARSE_SPMV_BSR_ALG1 = 6\n} cusparseSpMVAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPSV_ALG_DEFAULT = 0\n} cusparseSpSVAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPSV_UPDATE_GENERAL = 0,\n  CUSPARSE_SPSV_UPDATE_DIAGONAL = 1\n} cusparseSpSVUpdate_t;\nstruct cusparseSpSVDescr;\ntypedef struct cusparseSpSVDescr *cusparseSpSVDescr_t;\ntypedef enum \n{\n  CUSPARSE_SPSM_ALG_DEFAULT = 0\n} cusparseSpSMAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPSM_UPDATE_GENERAL = 0,\n  CUSPARSE_SPSM_UPDATE_DIAGONAL = 1\n} cusparseSpSMUpdate_t;\nstruct cusparseSpSMDescr;\ntypedef struct cusparseSpSMDescr *cusparseSpSMDescr_t;\ntypedef enum \n{\n  CUSPARSE_SPMM_ALG_DEFAULT = 0,\n  CUSPARSE_SPMM_COO_ALG1 = 1,\n  CUSPARSE_SPMM_COO_ALG2 = 2,\n  CUSPARSE_SPMM_COO_ALG3 = 3,\n  CUSPARSE_SPMM_COO_ALG4 = 5,\n  CUSPARSE_SPMM_CSR_ALG1 = 4,\n  CUSPARSE_SPMM_CSR_ALG2 = 6,\n  CUSPARSE_SPMM_CSR_ALG3 = 12,\n  CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13,\n  CUSPARSE_SPMM_BSR_ALG1 = 14\n} cusparseSpMMAlg_t;\ntypedef enum \n{\n  CUSPARSE_SPGEMM_DEFAULT = 0,\n  CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC = 1,\n  CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC = 2,\n  CUSPARSE_SPGEMM_ALG1 = 3,\n  CUSPARSE_SPGEMM_ALG2 = 4,\n  CUSPARSE_SPGEMM_ALG3 = 5\n} cusparseSpGEMMAlg_t;\nstruct cusparseSpGEMMDescr;\ntypedef struct cusparseSpGEMMDescr *cusparseSpGEMMDescr_t;\ntypedef enum \n{\n  CUSPARSE_SDDMM_ALG_DEFAULT = 0\n} cusparseSDDMMAlg_t;\nstruct cusparseSpMMOpPlan;\ntypedef struct cusparseSpMMOpPlan *cusparseSpMMOpPlan_t;\ntypedef enum \n{\n  CUSPARSE_SPMM_OP_ALG_DEFAULT\n} cusparseSpMMOpAlg_t;\n'
FUNCTIONS = {'cusparseAxpby': ('cusparseStatus_t cusparseAxpby(cusparseHandle_t handle, const void *alpha, '
                   'cusparseConstSpVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY);',
                   ('handle', 'alpha', 'vecX', 'beta', 'vecY'),
                   'struct cusparseContext*,void*,struct cusparseSpVecDescr*,void*,struct '
                   'cusparseDnVecDescr*'),
 'cusparseBlockedEllGet': ('cusparseStatus_t cusparseBlockedEllGet(cusparseSpMatDescr_t '
                           'spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, '
                           'int64_t *ellCols, void **ellColInd, void **ellValue, '
                           'cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, '
                           'cudaDataType *valueType);',
                           ('spMatDescr',
                            'rows',
                            'cols',
                            'ellBlockSize',
                            'ellCols',
                            'ellColInd',
                            'ellValue',
                            'ellIdxType',
                            'idxBase',
                            'valueType'),
                           'struct cusparseSpMatDescr*,long*,long*,long*,long*,void**,void**,enum '
                           'None*,enum None*,enum cudaDataType_t*'),
 'cusparseBsrSetStridedBatch': ('cusparseStatus_t cusparseBsrSetStridedBatch(cusparseSpMatDescr_t '
                                'spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t '
                                'columnsBatchStride, int64_t ValuesBatchStride);',
                                ('spMatDescr',
                                 'batchCount',
                                 'offsetsBatchStride',
                                 'columnsBatchStride',
                                 'ValuesBatchStride'),
                                'struct cusparseSpMatDescr*,int,long,long,long'),
 'cusparseCbsr2csr': ('cusparseStatus_t cusparseCbsr2csr(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, '
                      'const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                      '*bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex '
                      '*csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);',
                      ('handle',
                       'dirA',
                       'mb',
                       'nb',
                       'descrA',
                       'bsrSortedValA',
                       'bsrSortedRowPtrA',
                       'bsrSortedColIndA',
                       'blockDim',
                       'descrC',
                       'csrSortedValC',
                       'csrSortedRowPtrC',
                       'csrSortedColIndC'),
                      'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                      'float2*,int*,int*,int,struct cusparseMatDescr*,struct float2*,int*,int*'),
 'cusparseCbsric02': ('cusparseStatus_t cusparseCbsric02(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t '
                      'descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int '
                      '*bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t '
                      'policy, void *pBuffer);',
                      ('handle',
                       'dirA',
                       'mb',
                       'nnzb',
                       'descrA',
                       'bsrSortedVal',
                       'bsrSortedRowPtr',
                       'bsrSortedColInd',
                       'blockDim',
                       'info',
                       'policy',
                       'pBuffer'),
                      'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                      'float2*,int*,int*,int,struct bsric02Info*,enum None,void*'),
 'cusparseCbsric02_analysis': ('cusparseStatus_t cusparseCbsric02_analysis(cusparseHandle_t '
                               'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                               'cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const '
                               'int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                               'bsric02Info_t info, cusparseSolvePolicy_t policy, void '
                               '*pInputBuffer);',
                               ('handle',
                                'dirA',
                                'mb',
                                'nnzb',
                                'descrA',
                                'bsrSortedVal',
                                'bsrSortedRowPtr',
                                'bsrSortedColInd',
                                'blockDim',
                                'info',
                                'policy',
                                'pInputBuffer'),
                               'struct cusparseContext*,enum None,int,int,struct '
                               'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                               'bsric02Info*,enum None,void*'),
 'cusparseCbsric02_bufferSize': ('cusparseStatus_t cusparseCbsric02_bufferSize(cusparseHandle_t '
                                 'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                 'cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int '
                                 '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                 'bsric02Info_t info, int *pBufferSizeInBytes);',
                                 ('handle',
                                  'dirA',
                                  'mb',
                                  'nnzb',
                                  'descrA',
                                  'bsrSortedVal',
                                  'bsrSortedRowPtr',
                                  'bsrSortedColInd',
                                  'blockDim',
                                  'info',
                                  'pBufferSizeInBytes'),
                                 'struct cusparseContext*,enum None,int,int,struct '
                                 'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                                 'bsric02Info*,int*'),
 'cusparseCbsric02_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseCbsric02_bufferSizeExt(cusparseHandle_t handle, '
                                    'cusparseDirection_t dirA, int mb, int nnzb, const '
                                    'cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int '
                                    '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                    'bsric02Info_t info, size_t *pBufferSize);',
                                    ('handle',
                                     'dirA',
                                     'mb',
                                     'nnzb',
                                     'descrA',
                                     'bsrSortedVal',
                                     'bsrSortedRowPtr',
                                     'bsrSortedColInd',
                                     'blockSize',
                                     'info',
                                     'pBufferSize'),
                                    'struct cusparseContext*,enum None,int,int,struct '
                                    'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                                    'bsric02Info*,unsigned long*'),
 'cusparseCbsrilu02': ('cusparseStatus_t cusparseCbsrilu02(cusparseHandle_t handle, '
                       'cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t '
                       'descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int '
                       '*bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t '
                       'policy, void *pBuffer);',
                       ('handle',
                        'dirA',
                        'mb',
                        'nnzb',
                        'descrA',
                        'bsrSortedVal',
                        'bsrSortedRowPtr',
                        'bsrSortedColInd',
                        'blockDim',
                        'info',
                        'policy',
                        'pBuffer'),
                       'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                       'float2*,int*,int*,int,struct bsrilu02Info*,enum None,void*'),
 'cusparseCbsrilu02_analysis': ('cusparseStatus_t cusparseCbsrilu02_analysis(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                'cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int '
                                '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                'bsrilu02Info_t info, cusparseSolvePolicy_t policy, void '
                                '*pBuffer);',
                                ('handle',
                                 'dirA',
                                 'mb',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedVal',
                                 'bsrSortedRowPtr',
                                 'bsrSortedColInd',
                                 'blockDim',
                                 'info',
                                 'policy',
                                 'pBuffer'),
                                'struct cusparseContext*,enum None,int,int,struct '
                                'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                                'bsrilu02Info*,enum None,void*'),
 'cusparseCbsrilu02_bufferSize': ('cusparseStatus_t cusparseCbsrilu02_bufferSize(cusparseHandle_t '
                                  'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                  'cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int '
                                  '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                  'bsrilu02Info_t info, int *pBufferSizeInBytes);',
                                  ('handle',
                                   'dirA',
                                   'mb',
                                   'nnzb',
                                   'descrA',
                                   'bsrSortedVal',
                                   'bsrSortedRowPtr',
                                   'bsrSortedColInd',
                                   'blockDim',
                                   'info',
                                   'pBufferSizeInBytes'),
                                  'struct cusparseContext*,enum None,int,int,struct '
                                  'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                                  'bsrilu02Info*,int*'),
 'cusparseCbsrilu02_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseCbsrilu02_bufferSizeExt(cusparseHandle_t handle, '
                                     'cusparseDirection_t dirA, int mb, int nnzb, const '
                                     'cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const '
                                     'int *bsrSortedRowPtr, const int *bsrSortedColInd, int '
                                     'blockSize, bsrilu02Info_t info, size_t *pBufferSize);',
                                     ('handle',
                                      'dirA',
                                      'mb',
                                      'nnzb',
                                      'descrA',
                                      'bsrSortedVal',
                                      'bsrSortedRowPtr',
                                      'bsrSortedColInd',
                                      'blockSize',
                                      'info',
                                      'pBufferSize'),
                                     'struct cusparseContext*,enum None,int,int,struct '
                                     'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                                     'bsrilu02Info*,unsigned long*'),
 'cusparseCbsrilu02_numericBoost': ('cusparseStatus_t '
                                    'cusparseCbsrilu02_numericBoost(cusparseHandle_t handle, '
                                    'bsrilu02Info_t info, int enable_boost, double *tol, cuComplex '
                                    '*boost_val);',
                                    ('handle', 'info', 'enable_boost', 'tol', 'boost_val'),
                                    'struct cusparseContext*,struct '
                                    'bsrilu02Info*,int,double*,struct float2*'),
 'cusparseCbsrmm': ('cusparseStatus_t cusparseCbsrmm(cusparseHandle_t handle, cusparseDirection_t '
                    'dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, '
                    'int kb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, '
                    'const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                    '*bsrSortedColIndA, const int blockSize, const cuComplex *B, const int ldb, '
                    'const cuComplex *beta, cuComplex *C, int ldc);',
                    ('handle',
                     'dirA',
                     'transA',
                     'transB',
                     'mb',
                     'n',
                     'kb',
                     'nnzb',
                     'alpha',
                     'descrA',
                     'bsrSortedValA',
                     'bsrSortedRowPtrA',
                     'bsrSortedColIndA',
                     'blockSize',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cusparseContext*,enum None,enum None,enum None,int,int,int,int,struct '
                    'float2*,struct cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                    'float2*,int,struct float2*,struct float2*,int'),
 'cusparseCbsrmv': ('cusparseStatus_t cusparseCbsrmv(cusparseHandle_t handle, cusparseDirection_t '
                    'dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuComplex '
                    '*alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, '
                    'const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const '
                    'cuComplex *x, const cuComplex *beta, cuComplex *y);',
                    ('handle',
                     'dirA',
                     'transA',
                     'mb',
                     'nb',
                     'nnzb',
                     'alpha',
                     'descrA',
                     'bsrSortedValA',
                     'bsrSortedRowPtrA',
                     'bsrSortedColIndA',
                     'blockDim',
                     'x',
                     'beta',
                     'y'),
                    'struct cusparseContext*,enum None,enum None,int,int,int,struct float2*,struct '
                    'cusparseMatDescr*,struct float2*,int*,int*,int,struct float2*,struct '
                    'float2*,struct float2*'),
 'cusparseCbsrsm2_analysis': ('cusparseStatus_t cusparseCbsrsm2_analysis(cusparseHandle_t handle, '
                              'cusparseDirection_t dirA, cusparseOperation_t transA, '
                              'cusparseOperation_t transXY, int mb, int n, int nnzb, const '
                              'cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int '
                              '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                              'bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);',
                              ('handle',
                               'dirA',
                               'transA',
                               'transXY',
                               'mb',
                               'n',
                               'nnzb',
                               'descrA',
                               'bsrSortedVal',
                               'bsrSortedRowPtr',
                               'bsrSortedColInd',
                               'blockSize',
                               'info',
                               'policy',
                               'pBuffer'),
                              'struct cusparseContext*,enum None,enum None,enum '
                              'None,int,int,int,struct cusparseMatDescr*,struct '
                              'float2*,int*,int*,int,struct bsrsm2Info*,enum None,void*'),
 'cusparseCbsrsm2_bufferSize': ('cusparseStatus_t cusparseCbsrsm2_bufferSize(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, cusparseOperation_t transA, '
                                'cusparseOperation_t transXY, int mb, int n, int nnzb, const '
                                'cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int '
                                '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                'bsrsm2Info_t info, int *pBufferSizeInBytes);',
                                ('handle',
                                 'dirA',
                                 'transA',
                                 'transXY',
                                 'mb',
                                 'n',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedVal',
                                 'bsrSortedRowPtr',
                                 'bsrSortedColInd',
                                 'blockSize',
                                 'info',
                                 'pBufferSizeInBytes'),
                                'struct cusparseContext*,enum None,enum None,enum '
                                'None,int,int,int,struct cusparseMatDescr*,struct '
                                'float2*,int*,int*,int,struct bsrsm2Info*,int*'),
 'cusparseCbsrsm2_bufferSizeExt': ('cusparseStatus_t '
                                   'cusparseCbsrsm2_bufferSizeExt(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, cusparseOperation_t transA, '
                                   'cusparseOperation_t transB, int mb, int n, int nnzb, const '
                                   'cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int '
                                   '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                   'bsrsm2Info_t info, size_t *pBufferSize);',
                                   ('handle',
                                    'dirA',
                                    'transA',
                                    'transB',
                                    'mb',
                                    'n',
                                    'nnzb',
                                    'descrA',
                                    'bsrSortedVal',
                                    'bsrSortedRowPtr',
                                    'bsrSortedColInd',
                                    'blockSize',
                                    'info',
                                    'pBufferSize'),
                                   'struct cusparseContext*,enum None,enum None,enum '
                                   'None,int,int,int,struct cusparseMatDescr*,struct '
                                   'float2*,int*,int*,int,struct bsrsm2Info*,unsigned long*'),
 'cusparseCbsrsm2_solve': ('cusparseStatus_t cusparseCbsrsm2_solve(cusparseHandle_t handle, '
                           'cusparseDirection_t dirA, cusparseOperation_t transA, '
                           'cusparseOperation_t transXY, int mb, int n, int nnzb, const cuComplex '
                           '*alpha, const cusparseMatDescr_t descrA, const cuComplex '
                           '*bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, '
                           'int blockSize, bsrsm2Info_t info, const cuComplex *B, int ldb, '
                           'cuComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer);',
                           ('handle',
                            'dirA',
                            'transA',
                            'transXY',
                            'mb',
                            'n',
                            'nnzb',
                            'alpha',
                            'descrA',
                            'bsrSortedVal',
                            'bsrSortedRowPtr',
                            'bsrSortedColInd',
                            'blockSize',
                            'info',
                            'B',
                            'ldb',
                            'X',
                            'ldx',
                            'policy',
                            'pBuffer'),
                           'struct cusparseContext*,enum None,enum None,enum '
                           'None,int,int,int,struct float2*,struct cusparseMatDescr*,struct '
                           'float2*,int*,int*,int,struct bsrsm2Info*,struct float2*,int,struct '
                           'float2*,int,enum None,void*'),
 'cusparseCbsrsv2_analysis': ('cusparseStatus_t cusparseCbsrsv2_analysis(cusparseHandle_t handle, '
                              'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int '
                              'nnzb, const cusparseMatDescr_t descrA, const cuComplex '
                              '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                              '*bsrSortedColIndA, int blockDim, bsrsv2Info_t info, '
                              'cusparseSolvePolicy_t policy, void *pBuffer);',
                              ('handle',
                               'dirA',
                               'transA',
                               'mb',
                               'nnzb',
                               'descrA',
                               'bsrSortedValA',
                               'bsrSortedRowPtrA',
                               'bsrSortedColIndA',
                               'blockDim',
                               'info',
                               'policy',
                               'pBuffer'),
                              'struct cusparseContext*,enum None,enum None,int,int,struct '
                              'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                              'bsrsv2Info*,enum None,void*'),
 'cusparseCbsrsv2_bufferSize': ('cusparseStatus_t cusparseCbsrsv2_bufferSize(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, cusparseOperation_t transA, int '
                                'mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex '
                                '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                '*bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int '
                                '*pBufferSizeInBytes);',
                                ('handle',
                                 'dirA',
                                 'transA',
                                 'mb',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedValA',
                                 'bsrSortedRowPtrA',
                                 'bsrSortedColIndA',
                                 'blockDim',
                                 'info',
                                 'pBufferSizeInBytes'),
                                'struct cusparseContext*,enum None,enum None,int,int,struct '
                                'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                                'bsrsv2Info*,int*'),
 'cusparseCbsrsv2_bufferSizeExt': ('cusparseStatus_t '
                                   'cusparseCbsrsv2_bufferSizeExt(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, '
                                   'int nnzb, const cusparseMatDescr_t descrA, cuComplex '
                                   '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                   '*bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t '
                                   '*pBufferSize);',
                                   ('handle',
                                    'dirA',
                                    'transA',
                                    'mb',
                                    'nnzb',
                                    'descrA',
                                    'bsrSortedValA',
                                    'bsrSortedRowPtrA',
                                    'bsrSortedColIndA',
                                    'blockSize',
                                    'info',
                                    'pBufferSize'),
                                   'struct cusparseContext*,enum None,enum None,int,int,struct '
                                   'cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                                   'bsrsv2Info*,unsigned long*'),
 'cusparseCbsrsv2_solve': ('cusparseStatus_t cusparseCbsrsv2_solve(cusparseHandle_t handle, '
                           'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int '
                           'nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const '
                           'cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                           '*bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuComplex '
                           '*f, cuComplex *x, cusparseSolvePolicy_t policy, void *pBuffer);',
                           ('handle',
                            'dirA',
                            'transA',
                            'mb',
                            'nnzb',
                            'alpha',
                            'descrA',
                            'bsrSortedValA',
                            'bsrSortedRowPtrA',
                            'bsrSortedColIndA',
                            'blockDim',
                            'info',
                            'f',
                            'x',
                            'policy',
                            'pBuffer'),
                           'struct cusparseContext*,enum None,enum None,int,int,struct '
                           'float2*,struct cusparseMatDescr*,struct float2*,int*,int*,int,struct '
                           'bsrsv2Info*,struct float2*,struct float2*,enum None,void*'),
 'cusparseCbsrxmv': ('cusparseStatus_t cusparseCbsrxmv(cusparseHandle_t handle, '
                     'cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int '
                     'mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t '
                     'descrA, const cuComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const '
                     'int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int '
                     '*bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, '
                     'cuComplex *y);',
                     ('handle',
                      'dirA',
                      'transA',
                      'sizeOfMask',
                      'mb',
                      'nb',
                      'nnzb',
                      'alpha',
                      'descrA',
                      'bsrSortedValA',
                      'bsrSortedMaskPtrA',
                      'bsrSortedRowPtrA',
                      'bsrSortedEndPtrA',
                      'bsrSortedColIndA',
                      'blockDim',
                      'x',
                      'beta',
                      'y'),
                     'struct cusparseContext*,enum None,enum None,int,int,int,int,struct '
                     'float2*,struct cusparseMatDescr*,struct '
                     'float2*,int*,int*,int*,int*,int,struct float2*,struct float2*,struct '
                     'float2*'),
 'cusparseCcsr2bsr': ('cusparseStatus_t cusparseCcsr2bsr(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, '
                      'const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int '
                      '*csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex '
                      '*bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);',
                      ('handle',
                       'dirA',
                       'm',
                       'n',
                       'descrA',
                       'csrSortedValA',
                       'csrSortedRowPtrA',
                       'csrSortedColIndA',
                       'blockDim',
                       'descrC',
                       'bsrSortedValC',
                       'bsrSortedRowPtrC',
                       'bsrSortedColIndC'),
                      'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                      'float2*,int*,int*,int,struct cusparseMatDescr*,struct float2*,int*,int*'),
 'cusparseCcsr2csr_compress': ('cusparseStatus_t cusparseCcsr2csr_compress(cusparseHandle_t '
                               'handle, int m, int n, const cusparseMatDescr_t descrA, const '
                               'cuComplex *csrSortedValA, const int *csrSortedColIndA, const int '
                               '*csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuComplex '
                               '*csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, '
                               'cuComplex tol);',
                               ('handle',
                                'm',
                                'n',
                                'descrA',
                                'csrSortedValA',
                                'csrSortedColIndA',
                                'csrSortedRowPtrA',
                                'nnzA',
                                'nnzPerRow',
                                'csrSortedValC',
                                'csrSortedColIndC',
                                'csrSortedRowPtrC',
                                'tol'),
                               'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                               'float2*,int*,int*,int,int*,struct float2*,int*,int*,struct float2'),
 'cusparseCcsr2csru': ('cusparseStatus_t cusparseCcsr2csru(cusparseHandle_t handle, int m, int n, '
                       'int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int '
                       '*csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'nnz',
                        'descrA',
                        'csrVal',
                        'csrRowPtr',
                        'csrColInd',
                        'info',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,int,struct cusparseMatDescr*,struct '
                       'float2*,int*,int*,struct csru2csrInfo*,void*'),
 'cusparseCcsr2gebsr': ('cusparseStatus_t cusparseCcsr2gebsr(cusparseHandle_t handle, '
                        'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, '
                        'const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int '
                        '*csrSortedColIndA, const cusparseMatDescr_t descrC, cuComplex '
                        '*bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int '
                        'rowBlockDim, int colBlockDim, void *pBuffer);',
                        ('handle',
                         'dirA',
                         'm',
                         'n',
                         'descrA',
                         'csrSortedValA',
                         'csrSortedRowPtrA',
                         'csrSortedColIndA',
                         'descrC',
                         'bsrSortedValC',
                         'bsrSortedRowPtrC',
                         'bsrSortedColIndC',
                         'rowBlockDim',
                         'colBlockDim',
                         'pBuffer'),
                        'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                        'float2*,int*,int*,struct cusparseMatDescr*,struct '
                        'float2*,int*,int*,int,int,void*'),
 'cusparseCcsr2gebsr_bufferSize': ('cusparseStatus_t '
                                   'cusparseCcsr2gebsr_bufferSize(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, int m, int n, const '
                                   'cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, '
                                   'const int *csrSortedRowPtrA, const int *csrSortedColIndA, int '
                                   'rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);',
                                   ('handle',
                                    'dirA',
                                    'm',
                                    'n',
                                    'descrA',
                                    'csrSortedValA',
                                    'csrSortedRowPtrA',
                                    'csrSortedColIndA',
                                    'rowBlockDim',
                                    'colBlockDim',
                                    'pBufferSizeInBytes'),
                                   'struct cusparseContext*,enum None,int,int,struct '
                                   'cusparseMatDescr*,struct float2*,int*,int*,int,int,int*'),
 'cusparseCcsr2gebsr_bufferSizeExt': ('cusparseStatus_t '
                                      'cusparseCcsr2gebsr_bufferSizeExt(cusparseHandle_t handle, '
                                      'cusparseDirection_t dirA, int m, int n, const '
                                      'cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, '
                                      'const int *csrSortedRowPtrA, const int *csrSortedColIndA, '
                                      'int rowBlockDim, int colBlockDim, size_t *pBufferSize);',
                                      ('handle',
                                       'dirA',
                                       'm',
                                       'n',
                                       'descrA',
                                       'csrSortedValA',
                                       'csrSortedRowPtrA',
                                       'csrSortedColIndA',
                                       'rowBlockDim',
                                       'colBlockDim',
                                       'pBufferSize'),
                                      'struct cusparseContext*,enum None,int,int,struct '
                                      'cusparseMatDescr*,struct float2*,int*,int*,int,int,unsigned '
                                      'long*'),
 'cusparseCcsrcolor': ('cusparseStatus_t cusparseCcsrcolor(cusparseHandle_t handle, int m, int '
                       'nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, '
                       'const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float '
                       '*fractionToColor, int *ncolors, int *coloring, int *reordering, const '
                       'cusparseColorInfo_t info);',
                       ('handle',
                        'm',
                        'nnz',
                        'descrA',
                        'csrSortedValA',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'fractionToColor',
                        'ncolors',
                        'coloring',
                        'reordering',
                        'info'),
                       'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                       'float2*,int*,int*,float*,int*,int*,int*,struct cusparseColorInfo*'),
 'cusparseCcsrgeam2': ('cusparseStatus_t cusparseCcsrgeam2(cusparseHandle_t handle, int m, int n, '
                       'const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const '
                       'cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int '
                       '*csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, '
                       'int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, '
                       'const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuComplex '
                       '*csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void '
                       '*pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'alpha',
                        'descrA',
                        'nnzA',
                        'csrSortedValA',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'beta',
                        'descrB',
                        'nnzB',
                        'csrSortedValB',
                        'csrSortedRowPtrB',
                        'csrSortedColIndB',
                        'descrC',
                        'csrSortedValC',
                        'csrSortedRowPtrC',
                        'csrSortedColIndC',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,struct float2*,struct '
                       'cusparseMatDescr*,int,struct float2*,int*,int*,struct float2*,struct '
                       'cusparseMatDescr*,int,struct float2*,int*,int*,struct '
                       'cusparseMatDescr*,struct float2*,int*,int*,void*'),
 'cusparseCcsrgeam2_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseCcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int n, const cuComplex *alpha, const cusparseMatDescr_t '
                                     'descrA, int nnzA, const cuComplex *csrSortedValA, const int '
                                     '*csrSortedRowPtrA, const int *csrSortedColIndA, const '
                                     'cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, '
                                     'const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, '
                                     'const int *csrSortedColIndB, const cusparseMatDescr_t '
                                     'descrC, const cuComplex *csrSortedValC, const int '
                                     '*csrSortedRowPtrC, const int *csrSortedColIndC, size_t '
                                     '*pBufferSizeInBytes);',
                                     ('handle',
                                      'm',
                                      'n',
                                      'alpha',
                                      'descrA',
                                      'nnzA',
                                      'csrSortedValA',
                                      'csrSortedRowPtrA',
                                      'csrSortedColIndA',
                                      'beta',
                                      'descrB',
                                      'nnzB',
                                      'csrSortedValB',
                                      'csrSortedRowPtrB',
                                      'csrSortedColIndB',
                                      'descrC',
                                      'csrSortedValC',
                                      'csrSortedRowPtrC',
                                      'csrSortedColIndC',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,struct float2*,struct '
                                     'cusparseMatDescr*,int,struct float2*,int*,int*,struct '
                                     'float2*,struct cusparseMatDescr*,int,struct '
                                     'float2*,int*,int*,struct cusparseMatDescr*,struct '
                                     'float2*,int*,int*,unsigned long*'),
 'cusparseCcsric02': ('cusparseStatus_t cusparseCcsric02(cusparseHandle_t handle, int m, int nnz, '
                      'const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int '
                      '*csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, '
                      'cusparseSolvePolicy_t policy, void *pBuffer);',
                      ('handle',
                       'm',
                       'nnz',
                       'descrA',
                       'csrSortedValA_valM',
                       'csrSortedRowPtrA',
                       'csrSortedColIndA',
                       'info',
                       'policy',
                       'pBuffer'),
                      'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                      'float2*,int*,int*,struct csric02Info*,enum None,void*'),
 'cusparseCcsric02_analysis': ('cusparseStatus_t cusparseCcsric02_analysis(cusparseHandle_t '
                               'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                               'cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int '
                               '*csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t '
                               'policy, void *pBuffer);',
                               ('handle',
                                'm',
                                'nnz',
                                'descrA',
                                'csrSortedValA',
                                'csrSortedRowPtrA',
                                'csrSortedColIndA',
                                'info',
                                'policy',
                                'pBuffer'),
                               'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                               'float2*,int*,int*,struct csric02Info*,enum None,void*'),
 'cusparseCcsric02_bufferSize': ('cusparseStatus_t cusparseCcsric02_bufferSize(cusparseHandle_t '
                                 'handle, int m, int nnz, const cusparseMatDescr_t descrA, '
                                 'cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int '
                                 '*csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);',
                                 ('handle',
                                  'm',
                                  'nnz',
                                  'descrA',
                                  'csrSortedValA',
                                  'csrSortedRowPtrA',
                                  'csrSortedColIndA',
                                  'info',
                                  'pBufferSizeInBytes'),
                                 'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                                 'float2*,int*,int*,struct csric02Info*,int*'),
 'cusparseCcsric02_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseCcsric02_bufferSizeExt(cusparseHandle_t handle, int '
                                    'm, int nnz, const cusparseMatDescr_t descrA, cuComplex '
                                    '*csrSortedVal, const int *csrSortedRowPtr, const int '
                                    '*csrSortedColInd, csric02Info_t info, size_t *pBufferSize);',
                                    ('handle',
                                     'm',
                                     'nnz',
                                     'descrA',
                                     'csrSortedVal',
                                     'csrSortedRowPtr',
                                     'csrSortedColInd',
                                     'info',
                                     'pBufferSize'),
                                    'struct cusparseContext*,int,int,struct '
                                    'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                    'csric02Info*,unsigned long*'),
 'cusparseCcsrilu02': ('cusparseStatus_t cusparseCcsrilu02(cusparseHandle_t handle, int m, int '
                       'nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const '
                       'int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, '
                       'cusparseSolvePolicy_t policy, void *pBuffer);',
                       ('handle',
                        'm',
                        'nnz',
                        'descrA',
                        'csrSortedValA_valM',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'info',
                        'policy',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                       'float2*,int*,int*,struct csrilu02Info*,enum None,void*'),
 'cusparseCcsrilu02_analysis': ('cusparseStatus_t cusparseCcsrilu02_analysis(cusparseHandle_t '
                                'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                                'cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int '
                                '*csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t '
                                'policy, void *pBuffer);',
                                ('handle',
                                 'm',
                                 'nnz',
                                 'descrA',
                                 'csrSortedValA',
                                 'csrSortedRowPtrA',
                                 'csrSortedColIndA',
                                 'info',
                                 'policy',
                                 'pBuffer'),
                                'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                                'float2*,int*,int*,struct csrilu02Info*,enum None,void*'),
 'cusparseCcsrilu02_bufferSize': ('cusparseStatus_t cusparseCcsrilu02_bufferSize(cusparseHandle_t '
                                  'handle, int m, int nnz, const cusparseMatDescr_t descrA, '
                                  'cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const '
                                  'int *csrSortedColIndA, csrilu02Info_t info, int '
                                  '*pBufferSizeInBytes);',
                                  ('handle',
                                   'm',
                                   'nnz',
                                   'descrA',
                                   'csrSortedValA',
                                   'csrSortedRowPtrA',
                                   'csrSortedColIndA',
                                   'info',
                                   'pBufferSizeInBytes'),
                                  'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                                  'float2*,int*,int*,struct csrilu02Info*,int*'),
 'cusparseCcsrilu02_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseCcsrilu02_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int nnz, const cusparseMatDescr_t descrA, cuComplex '
                                     '*csrSortedVal, const int *csrSortedRowPtr, const int '
                                     '*csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);',
                                     ('handle',
                                      'm',
                                      'nnz',
                                      'descrA',
                                      'csrSortedVal',
                                      'csrSortedRowPtr',
                                      'csrSortedColInd',
                                      'info',
                                      'pBufferSize'),
                                     'struct cusparseContext*,int,int,struct '
                                     'cusparseMatDescr*,struct float2*,int*,int*,struct '
                                     'csrilu02Info*,unsigned long*'),
 'cusparseCcsrilu02_numericBoost': ('cusparseStatus_t '
                                    'cusparseCcsrilu02_numericBoost(cusparseHandle_t handle, '
                                    'csrilu02Info_t info, int enable_boost, double *tol, cuComplex '
                                    '*boost_val);',
                                    ('handle', 'info', 'enable_boost', 'tol', 'boost_val'),
                                    'struct cusparseContext*,struct '
                                    'csrilu02Info*,int,double*,struct float2*'),
 'cusparseCcsru2csr': ('cusparseStatus_t cusparseCcsru2csr(cusparseHandle_t handle, int m, int n, '
                       'int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int '
                       '*csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'nnz',
                        'descrA',
                        'csrVal',
                        'csrRowPtr',
                        'csrColInd',
                        'info',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,int,struct cusparseMatDescr*,struct '
                       'float2*,int*,int*,struct csru2csrInfo*,void*'),
 'cusparseCcsru2csr_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseCcsru2csr_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int n, int nnz, cuComplex *csrVal, const int *csrRowPtr, '
                                     'int *csrColInd, csru2csrInfo_t info, size_t '
                                     '*pBufferSizeInBytes);',
                                     ('handle',
                                      'm',
                                      'n',
                                      'nnz',
                                      'csrVal',
                                      'csrRowPtr',
                                      'csrColInd',
                                      'info',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,int,struct '
                                     'float2*,int*,int*,struct csru2csrInfo*,unsigned long*'),
 'cusparseCgebsr2csr': ('cusparseStatus_t cusparseCgebsr2csr(cusparseHandle_t handle, '
                        'cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t '
                        'descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, '
                        'const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const '
                        'cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int '
                        '*csrSortedRowPtrC, int *csrSortedColIndC);',
                        ('handle',
                         'dirA',
                         'mb',
                         'nb',
                         'descrA',
                         'bsrSortedValA',
                         'bsrSortedRowPtrA',
                         'bsrSortedColIndA',
                         'rowBlockDim',
                         'colBlockDim',
                         'descrC',
                         'csrSortedValC',
                         'csrSortedRowPtrC',
                         'csrSortedColIndC'),
                        'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                        'float2*,int*,int*,int,int,struct cusparseMatDescr*,struct '
                        'float2*,int*,int*'),
 'cusparseCgebsr2gebsc': ('cusparseStatus_t cusparseCgebsr2gebsc(cusparseHandle_t handle, int mb, '
                          'int nb, int nnzb, const cuComplex *bsrSortedVal, const int '
                          '*bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int '
                          'colBlockDim, cuComplex *bscVal, int *bscRowInd, int *bscColPtr, '
                          'cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void '
                          '*pBuffer);',
                          ('handle',
                           'mb',
                           'nb',
                           'nnzb',
                           'bsrSortedVal',
                           'bsrSortedRowPtr',
                           'bsrSortedColInd',
                           'rowBlockDim',
                           'colBlockDim',
                           'bscVal',
                           'bscRowInd',
                           'bscColPtr',
                           'copyValues',
                           'idxBase',
                           'pBuffer'),
                          'struct cusparseContext*,int,int,int,struct '
                          'float2*,int*,int*,int,int,struct float2*,int*,int*,enum None,enum '
                          'None,void*'),
 'cusparseCgebsr2gebsc_bufferSize': ('cusparseStatus_t '
                                     'cusparseCgebsr2gebsc_bufferSize(cusparseHandle_t handle, int '
                                     'mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const '
                                     'int *bsrSortedRowPtr, const int *bsrSortedColInd, int '
                                     'rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);',
                                     ('handle',
                                      'mb',
                                      'nb',
                                      'nnzb',
                                      'bsrSortedVal',
                                      'bsrSortedRowPtr',
                                      'bsrSortedColInd',
                                      'rowBlockDim',
                                      'colBlockDim',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,int,struct '
                                     'float2*,int*,int*,int,int,int*'),
 'cusparseCgebsr2gebsc_bufferSizeExt': ('cusparseStatus_t '
                                        'cusparseCgebsr2gebsc_bufferSizeExt(cusparseHandle_t '
                                        'handle, int mb, int nb, int nnzb, const cuComplex '
                                        '*bsrSortedVal, const int *bsrSortedRowPtr, const int '
                                        '*bsrSortedColInd, int rowBlockDim, int colBlockDim, '
                                        'size_t *pBufferSize);',
                                        ('handle',
                                         'mb',
                                         'nb',
                                         'nnzb',
                                         'bsrSortedVal',
                                         'bsrSortedRowPtr',
                                         'bsrSortedColInd',
                                         'rowBlockDim',
                                         'colBlockDim',
                                         'pBufferSize'),
                                        'struct cusparseContext*,int,int,int,struct '
                                        'float2*,int*,int*,int,int,unsigned long*'),
 'cusparseCgebsr2gebsr': ('cusparseStatus_t cusparseCgebsr2gebsr(cusparseHandle_t handle, '
                          'cusparseDirection_t dirA, int mb, int nb, int nnzb, const '
                          'cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int '
                          '*bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int '
                          'colBlockDimA, const cusparseMatDescr_t descrC, cuComplex '
                          '*bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int '
                          'rowBlockDimC, int colBlockDimC, void *pBuffer);',
                          ('handle',
                           'dirA',
                           'mb',
                           'nb',
                           'nnzb',
                           'descrA',
                           'bsrSortedValA',
                           'bsrSortedRowPtrA',
                           'bsrSortedColIndA',
                           'rowBlockDimA',
                           'colBlockDimA',
                           'descrC',
                           'bsrSortedValC',
                           'bsrSortedRowPtrC',
                           'bsrSortedColIndC',
                           'rowBlockDimC',
                           'colBlockDimC',
                           'pBuffer'),
                          'struct cusparseContext*,enum None,int,int,int,struct '
                          'cusparseMatDescr*,struct float2*,int*,int*,int,int,struct '
                          'cusparseMatDescr*,struct float2*,int*,int*,int,int,void*'),
 'cusparseCgebsr2gebsr_bufferSize': ('cusparseStatus_t '
                                     'cusparseCgebsr2gebsr_bufferSize(cusparseHandle_t handle, '
                                     'cusparseDirection_t dirA, int mb, int nb, int nnzb, const '
                                     'cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, '
                                     'const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, '
                                     'int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int '
                                     'colBlockDimC, int *pBufferSizeInBytes);',
                                     ('handle',
                                      'dirA',
                                      'mb',
                                      'nb',
                                      'nnzb',
                                      'descrA',
                                      'bsrSortedValA',
                                      'bsrSortedRowPtrA',
                                      'bsrSortedColIndA',
                                      'rowBlockDimA',
                                      'colBlockDimA',
                                      'rowBlockDimC',
                                      'colBlockDimC',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,enum None,int,int,int,struct '
                                     'cusparseMatDescr*,struct '
                                     'float2*,int*,int*,int,int,int,int,int*'),
 'cusparseCgebsr2gebsr_bufferSizeExt': ('cusparseStatus_t '
                                        'cusparseCgebsr2gebsr_bufferSizeExt(cusparseHandle_t '
                                        'handle, cusparseDirection_t dirA, int mb, int nb, int '
                                        'nnzb, const cusparseMatDescr_t descrA, const cuComplex '
                                        '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                        '*bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, '
                                        'int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);',
                                        ('handle',
                                         'dirA',
                                         'mb',
                                         'nb',
                                         'nnzb',
                                         'descrA',
                                         'bsrSortedValA',
                                         'bsrSortedRowPtrA',
                                         'bsrSortedColIndA',
                                         'rowBlockDimA',
                                         'colBlockDimA',
                                         'rowBlockDimC',
                                         'colBlockDimC',
                                         'pBufferSize'),
                                        'struct cusparseContext*,enum None,int,int,int,struct '
                                        'cusparseMatDescr*,struct '
                                        'float2*,int*,int*,int,int,int,int,unsigned long*'),
 'cusparseCgemvi': ('cusparseStatus_t cusparseCgemvi(cusparseHandle_t handle, cusparseOperation_t '
                    'transA, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, '
                    'int nnz, const cuComplex *xVal, const int *xInd, const cuComplex *beta, '
                    'cuComplex *y, cusparseIndexBase_t idxBase, void *pBuffer);',
                    ('handle',
                     'transA',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'nnz',
                     'xVal',
                     'xInd',
                     'beta',
                     'y',
                     'idxBase',
                     'pBuffer'),
                    'struct cusparseContext*,enum None,int,int,struct float2*,struct '
                    'float2*,int,int,struct float2*,int*,struct float2*,struct float2*,enum '
                    'None,void*'),
 'cusparseCgemvi_bufferSize': ('cusparseStatus_t cusparseCgemvi_bufferSize(cusparseHandle_t '
                               'handle, cusparseOperation_t transA, int m, int n, int nnz, int '
                               '*pBufferSize);',
                               ('handle', 'transA', 'm', 'n', 'nnz', 'pBufferSize'),
                               'struct cusparseContext*,enum None,int,int,int,int*'),
 'cusparseCgpsvInterleavedBatch': ('cusparseStatus_t '
                                   'cusparseCgpsvInterleavedBatch(cusparseHandle_t handle, int '
                                   'algo, int m, cuComplex *ds, cuComplex *dl, cuComplex *d, '
                                   'cuComplex *du, cuComplex *dw, cuComplex *x, int batchCount, '
                                   'void *pBuffer);',
                                   ('handle',
                                    'algo',
                                    'm',
                                    'ds',
                                    'dl',
                                    'd',
                                    'du',
                                    'dw',
                                    'x',
                                    'batchCount',
                                    'pBuffer'),
                                   'struct cusparseContext*,int,int,struct float2*,struct '
                                   'float2*,struct float2*,struct float2*,struct float2*,struct '
                                   'float2*,int,void*'),
 'cusparseCgpsvInterleavedBatch_bufferSizeExt': ('cusparseStatus_t '
                                                 'cusparseCgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t '
                                                 'handle, int algo, int m, const cuComplex *ds, '
                                                 'const cuComplex *dl, const cuComplex *d, const '
                                                 'cuComplex *du, const cuComplex *dw, const '
                                                 'cuComplex *x, int batchCount, size_t '
                                                 '*pBufferSizeInBytes);',
                                                 ('handle',
                                                  'algo',
                                                  'm',
                                                  'ds',
                                                  'dl',
                                                  'd',
                                                  'du',
                                                  'dw',
                                                  'x',
                                                  'batchCount',
                                                  'pBufferSizeInBytes'),
                                                 'struct cusparseContext*,int,int,struct '
                                                 'float2*,struct float2*,struct float2*,struct '
                                                 'float2*,struct float2*,struct '
                                                 'float2*,int,unsigned long*'),
 'cusparseCgtsv2': ('cusparseStatus_t cusparseCgtsv2(cusparseHandle_t handle, int m, int n, const '
                    'cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int '
                    'ldb, void *pBuffer);',
                    ('handle', 'm', 'n', 'dl', 'd', 'du', 'B', 'ldb', 'pBuffer'),
                    'struct cusparseContext*,int,int,struct float2*,struct float2*,struct '
                    'float2*,struct float2*,int,void*'),
 'cusparseCgtsv2StridedBatch': ('cusparseStatus_t cusparseCgtsv2StridedBatch(cusparseHandle_t '
                                'handle, int m, const cuComplex *dl, const cuComplex *d, const '
                                'cuComplex *du, cuComplex *x, int batchCount, int batchStride, '
                                'void *pBuffer);',
                                ('handle',
                                 'm',
                                 'dl',
                                 'd',
                                 'du',
                                 'x',
                                 'batchCount',
                                 'batchStride',
                                 'pBuffer'),
                                'struct cusparseContext*,int,struct float2*,struct float2*,struct '
                                'float2*,struct float2*,int,int,void*'),
 'cusparseCgtsv2StridedBatch_bufferSizeExt': ('cusparseStatus_t '
                                              'cusparseCgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t '
                                              'handle, int m, const cuComplex *dl, const cuComplex '
                                              '*d, const cuComplex *du, const cuComplex *x, int '
                                              'batchCount, int batchStride, size_t '
                                              '*bufferSizeInBytes);',
                                              ('handle',
                                               'm',
                                               'dl',
                                               'd',
                                               'du',
                                               'x',
                                               'batchCount',
                                               'batchStride',
                                               'bufferSizeInBytes'),
                                              'struct cusparseContext*,int,struct float2*,struct '
                                              'float2*,struct float2*,struct '
                                              'float2*,int,int,unsigned long*'),
 'cusparseCgtsv2_bufferSizeExt': ('cusparseStatus_t cusparseCgtsv2_bufferSizeExt(cusparseHandle_t '
                                  'handle, int m, int n, const cuComplex *dl, const cuComplex *d, '
                                  'const cuComplex *du, const cuComplex *B, int ldb, size_t '
                                  '*bufferSizeInBytes);',
                                  ('handle',
                                   'm',
                                   'n',
                                   'dl',
                                   'd',
                                   'du',
                                   'B',
                                   'ldb',
                                   'bufferSizeInBytes'),
                                  'struct cusparseContext*,int,int,struct float2*,struct '
                                  'float2*,struct float2*,struct float2*,int,unsigned long*'),
 'cusparseCgtsv2_nopivot': ('cusparseStatus_t cusparseCgtsv2_nopivot(cusparseHandle_t handle, int '
                            'm, int n, const cuComplex *dl, const cuComplex *d, const cuComplex '
                            '*du, cuComplex *B, int ldb, void *pBuffer);',
                            ('handle', 'm', 'n', 'dl', 'd', 'du', 'B', 'ldb', 'pBuffer'),
                            'struct cusparseContext*,int,int,struct float2*,struct float2*,struct '
                            'float2*,struct float2*,int,void*'),
 'cusparseCgtsv2_nopivot_bufferSizeExt': ('cusparseStatus_t '
                                          'cusparseCgtsv2_nopivot_bufferSizeExt(cusparseHandle_t '
                                          'handle, int m, int n, const cuComplex *dl, const '
                                          'cuComplex *d, const cuComplex *du, const cuComplex *B, '
                                          'int ldb, size_t *bufferSizeInBytes);',
                                          ('handle',
                                           'm',
                                           'n',
                                           'dl',
                                           'd',
                                           'du',
                                           'B',
                                           'ldb',
                                           'bufferSizeInBytes'),
                                          'struct cusparseContext*,int,int,struct float2*,struct '
                                          'float2*,struct float2*,struct float2*,int,unsigned '
                                          'long*'),
 'cusparseCgtsvInterleavedBatch': ('cusparseStatus_t '
                                   'cusparseCgtsvInterleavedBatch(cusparseHandle_t handle, int '
                                   'algo, int m, cuComplex *dl, cuComplex *d, cuComplex *du, '
                                   'cuComplex *x, int batchCount, void *pBuffer);',
                                   ('handle',
                                    'algo',
                                    'm',
                                    'dl',
                                    'd',
                                    'du',
                                    'x',
                                    'batchCount',
                                    'pBuffer'),
                                   'struct cusparseContext*,int,int,struct float2*,struct '
                                   'float2*,struct float2*,struct float2*,int,void*'),
 'cusparseCgtsvInterleavedBatch_bufferSizeExt': ('cusparseStatus_t '
                                                 'cusparseCgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t '
                                                 'handle, int algo, int m, const cuComplex *dl, '
                                                 'const cuComplex *d, const cuComplex *du, const '
                                                 'cuComplex *x, int batchCount, size_t '
                                                 '*pBufferSizeInBytes);',
                                                 ('handle',
                                                  'algo',
                                                  'm',
                                                  'dl',
                                                  'd',
                                                  'du',
                                                  'x',
                                                  'batchCount',
                                                  'pBufferSizeInBytes'),
                                                 'struct cusparseContext*,int,int,struct '
                                                 'float2*,struct float2*,struct float2*,struct '
                                                 'float2*,int,unsigned long*'),
 'cusparseCnnz': ('cusparseStatus_t cusparseCnnz(cusparseHandle_t handle, cusparseDirection_t '
                  'dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *A, int '
                  'lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);',
                  ('handle',
                   'dirA',
                   'm',
                   'n',
                   'descrA',
                   'A',
                   'lda',
                   'nnzPerRowCol',
                   'nnzTotalDevHostPtr'),
                  'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                  'float2*,int,int*,int*'),
 'cusparseCnnz_compress': ('cusparseStatus_t cusparseCnnz_compress(cusparseHandle_t handle, int m, '
                           'const cusparseMatDescr_t descr, const cuComplex *csrSortedValA, const '
                           'int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuComplex tol);',
                           ('handle',
                            'm',
                            'descr',
                            'csrSortedValA',
                            'csrSortedRowPtrA',
                            'nnzPerRow',
                            'nnzC',
                            'tol'),
                           'struct cusparseContext*,int,struct cusparseMatDescr*,struct '
                           'float2*,int*,int*,int*,struct float2'),
 'cusparseConstBlockedEllGet': ('cusparseStatus_t '
                                'cusparseConstBlockedEllGet(cusparseConstSpMatDescr_t spMatDescr, '
                                'int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t '
                                '*ellCols, const void **ellColInd, const void **ellValue, '
                                'cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, '
                                'cudaDataType *valueType);',
                                ('spMatDescr',
                                 'rows',
                                 'cols',
                                 'ellBlockSize',
                                 'ellCols',
                                 'ellColInd',
                                 'ellValue',
                                 'ellIdxType',
                                 'idxBase',
                                 'valueType'),
                                'struct '
                                'cusparseSpMatDescr*,long*,long*,long*,long*,void**,void**,enum '
                                'None*,enum None*,enum cudaDataType_t*'),
 'cusparseConstCooGet': ('cusparseStatus_t cusparseConstCooGet(cusparseConstSpMatDescr_t '
                         'spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void '
                         '**cooRowInd, const void **cooColInd, const void **cooValues, '
                         'cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType '
                         '*valueType);',
                         ('spMatDescr',
                          'rows',
                          'cols',
                          'nnz',
                          'cooRowInd',
                          'cooColInd',
                          'cooValues',
                          'idxType',
                          'idxBase',
                          'valueType'),
                         'struct cusparseSpMatDescr*,long*,long*,long*,void**,void**,void**,enum '
                         'None*,enum None*,enum cudaDataType_t*'),
 'cusparseConstCscGet': ('cusparseStatus_t cusparseConstCscGet(cusparseConstSpMatDescr_t '
                         'spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void '
                         '**cscColOffsets, const void **cscRowInd, const void **cscValues, '
                         'cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t '
                         '*cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);',
                         ('spMatDescr',
                          'rows',
                          'cols',
                          'nnz',
                          'cscColOffsets',
                          'cscRowInd',
                          'cscValues',
                          'cscColOffsetsType',
                          'cscRowIndType',
                          'idxBase',
                          'valueType'),
                         'struct cusparseSpMatDescr*,long*,long*,long*,void**,void**,void**,enum '
                         'None*,enum None*,enum None*,enum cudaDataType_t*'),
 'cusparseConstCsrGet': ('cusparseStatus_t cusparseConstCsrGet(cusparseConstSpMatDescr_t '
                         'spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void '
                         '**csrRowOffsets, const void **csrColInd, const void **csrValues, '
                         'cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t '
                         '*csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);',
                         ('spMatDescr',
                          'rows',
                          'cols',
                          'nnz',
                          'csrRowOffsets',
                          'csrColInd',
                          'csrValues',
                          'csrRowOffsetsType',
                          'csrColIndType',
                          'idxBase',
                          'valueType'),
                         'struct cusparseSpMatDescr*,long*,long*,long*,void**,void**,void**,enum '
                         'None*,enum None*,enum None*,enum cudaDataType_t*'),
 'cusparseConstDnMatGet': ('cusparseStatus_t cusparseConstDnMatGet(cusparseConstDnMatDescr_t '
                           'dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, const void '
                           '**values, cudaDataType *type, cusparseOrder_t *order);',
                           ('dnMatDescr', 'rows', 'cols', 'ld', 'values', 'type', 'order'),
                           'struct cusparseDnMatDescr*,long*,long*,long*,void**,enum '
                           'cudaDataType_t*,enum None*'),
 'cusparseConstDnMatGetValues': ('cusparseStatus_t '
                                 'cusparseConstDnMatGetValues(cusparseConstDnMatDescr_t '
                                 'dnMatDescr, const void **values);',
                                 ('dnMatDescr', 'values'),
                                 'struct cusparseDnMatDescr*,void**'),
 'cusparseConstDnVecGet': ('cusparseStatus_t cusparseConstDnVecGet(cusparseConstDnVecDescr_t '
                           'dnVecDescr, int64_t *size, const void **values, cudaDataType '
                           '*valueType);',
                           ('dnVecDescr', 'size', 'values', 'valueType'),
                           'struct cusparseDnVecDescr*,long*,void**,enum cudaDataType_t*'),
 'cusparseConstDnVecGetValues': ('cusparseStatus_t '
                                 'cusparseConstDnVecGetValues(cusparseConstDnVecDescr_t '
                                 'dnVecDescr, const void **values);',
                                 ('dnVecDescr', 'values'),
                                 'struct cusparseDnVecDescr*,void**'),
 'cusparseConstSpMatGetValues': ('cusparseStatus_t '
                                 'cusparseConstSpMatGetValues(cusparseConstSpMatDescr_t '
                                 'spMatDescr, const void **values);',
                                 ('spMatDescr', 'values'),
                                 'struct cusparseSpMatDescr*,void**'),
 'cusparseConstSpVecGet': ('cusparseStatus_t cusparseConstSpVecGet(cusparseConstSpVecDescr_t '
                           'spVecDescr, int64_t *size, int64_t *nnz, const void **indices, const '
                           'void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t '
                           '*idxBase, cudaDataType *valueType);',
                           ('spVecDescr',
                            'size',
                            'nnz',
                            'indices',
                            'values',
                            'idxType',
                            'idxBase',
                            'valueType'),
                           'struct cusparseSpVecDescr*,long*,long*,void**,void**,enum None*,enum '
                           'None*,enum cudaDataType_t*'),
 'cusparseConstSpVecGetValues': ('cusparseStatus_t '
                                 'cusparseConstSpVecGetValues(cusparseConstSpVecDescr_t '
                                 'spVecDescr, const void **values);',
                                 ('spVecDescr', 'values'),
                                 'struct cusparseSpVecDescr*,void**'),
 'cusparseCooGet': ('cusparseStatus_t cusparseCooGet(cusparseSpMatDescr_t spMatDescr, int64_t '
                    '*rows, int64_t *cols, int64_t *nnz, void **cooRowInd, void **cooColInd, void '
                    '**cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, '
                    'cudaDataType *valueType);',
                    ('spMatDescr',
                     'rows',
                     'cols',
                     'nnz',
                     'cooRowInd',
                     'cooColInd',
                     'cooValues',
                     'idxType',
                     'idxBase',
                     'valueType'),
                    'struct cusparseSpMatDescr*,long*,long*,long*,void**,void**,void**,enum '
                    'None*,enum None*,enum cudaDataType_t*'),
 'cusparseCooSetPointers': ('cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t '
                            'spMatDescr, void *cooRows, void *cooColumns, void *cooValues);',
                            ('spMatDescr', 'cooRows', 'cooColumns', 'cooValues'),
                            'struct cusparseSpMatDescr*,void*,void*,void*'),
 'cusparseCooSetStridedBatch': ('cusparseStatus_t cusparseCooSetStridedBatch(cusparseSpMatDescr_t '
                                'spMatDescr, int batchCount, int64_t batchStride);',
                                ('spMatDescr', 'batchCount', 'batchStride'),
                                'struct cusparseSpMatDescr*,int,long'),
 'cusparseCreate': ('cusparseStatus_t cusparseCreate(cusparseHandle_t *handle);',
                    ('handle',),
                    'struct cusparseContext**'),
 'cusparseCreateBlockedEll': ('cusparseStatus_t cusparseCreateBlockedEll(cusparseSpMatDescr_t '
                              '*spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, '
                              'int64_t ellCols, void *ellColInd, void *ellValue, '
                              'cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, '
                              'cudaDataType valueType);',
                              ('spMatDescr',
                               'rows',
                               'cols',
                               'ellBlockSize',
                               'ellCols',
                               'ellColInd',
                               'ellValue',
                               'ellIdxType',
                               'idxBase',
                               'valueType'),
                              'struct cusparseSpMatDescr**,long,long,long,long,void*,void*,enum '
                              'None,enum None,enum cudaDataType_t'),
 'cusparseCreateBsr': ('cusparseStatus_t cusparseCreateBsr(cusparseSpMatDescr_t *spMatDescr, '
                       'int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockSize, int64_t '
                       'colBlockSize, void *bsrRowOffsets, void *bsrColInd, void *bsrValues, '
                       'cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, '
                       'cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t '
                       'order);',
                       ('spMatDescr',
                        'brows',
                        'bcols',
                        'bnnz',
                        'rowBlockSize',
                        'colBlockSize',
                        'bsrRowOffsets',
                        'bsrColInd',
                        'bsrValues',
                        'bsrRowOffsetsType',
                        'bsrColIndType',
                        'idxBase',
                        'valueType',
                        'order'),
                       'struct '
                       'cusparseSpMatDescr**,long,long,long,long,long,void*,void*,void*,enum '
                       'None,enum None,enum None,enum cudaDataType_t,enum None'),
 'cusparseCreateBsric02Info': ('cusparseStatus_t cusparseCreateBsric02Info(bsric02Info_t *info);',
                               ('info',),
                               'struct bsric02Info**'),
 'cusparseCreateBsrilu02Info': ('cusparseStatus_t cusparseCreateBsrilu02Info(bsrilu02Info_t '
                                '*info);',
                                ('info',),
                                'struct bsrilu02Info**'),
 'cusparseCreateBsrsm2Info': ('cusparseStatus_t cusparseCreateBsrsm2Info(bsrsm2Info_t *info);',
                              ('info',),
                              'struct bsrsm2Info**'),
 'cusparseCreateBsrsv2Info': ('cusparseStatus_t cusparseCreateBsrsv2Info(bsrsv2Info_t *info);',
                              ('info',),
                              'struct bsrsv2Info**'),
 'cusparseCreateColorInfo': ('cusparseStatus_t cusparseCreateColorInfo(cusparseColorInfo_t *info);',
                             ('info',),
                             'struct cusparseColorInfo**'),
 'cusparseCreateConstBlockedEll': ('cusparseStatus_t '
                                   'cusparseCreateConstBlockedEll(cusparseConstSpMatDescr_t '
                                   '*spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, '
                                   'int64_t ellCols, const void *ellColInd, const void *ellValue, '
                                   'cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, '
                                   'cudaDataType valueType);',
                                   ('spMatDescr',
                                    'rows',
                                    'cols',
                                    'ellBlockSize',
                                    'ellCols',
                                    'ellColInd',
                                    'ellValue',
                                    'ellIdxType',
                                    'idxBase',
                                    'valueType'),
                                   'struct '
                                   'cusparseSpMatDescr**,long,long,long,long,void*,void*,enum '
                                   'None,enum None,enum cudaDataType_t'),
 'cusparseCreateConstBsr': ('cusparseStatus_t cusparseCreateConstBsr(cusparseConstSpMatDescr_t '
                            '*spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t '
                            'rowBlockDim, int64_t colBlockDim, const void *bsrRowOffsets, const '
                            'void *bsrColInd, const void *bsrValues, cusparseIndexType_t '
                            'bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, '
                            'cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t '
                            'order);',
                            ('spMatDescr',
                             'brows',
                             'bcols',
                             'bnnz',
                             'rowBlockDim',
                             'colBlockDim',
                             'bsrRowOffsets',
                             'bsrColInd',
                             'bsrValues',
                             'bsrRowOffsetsType',
                             'bsrColIndType',
                             'idxBase',
                             'valueType',
                             'order'),
                            'struct '
                            'cusparseSpMatDescr**,long,long,long,long,long,void*,void*,void*,enum '
                            'None,enum None,enum None,enum cudaDataType_t,enum None'),
 'cusparseCreateConstCoo': ('cusparseStatus_t cusparseCreateConstCoo(cusparseConstSpMatDescr_t '
                            '*spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void '
                            '*cooRowInd, const void *cooColInd, const void *cooValues, '
                            'cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, '
                            'cudaDataType valueType);',
                            ('spMatDescr',
                             'rows',
                             'cols',
                             'nnz',
                             'cooRowInd',
                             'cooColInd',
                             'cooValues',
                             'cooIdxType',
                             'idxBase',
                             'valueType'),
                            'struct cusparseSpMatDescr**,long,long,long,void*,void*,void*,enum '
                            'None,enum None,enum cudaDataType_t'),
 'cusparseCreateConstCsc': ('cusparseStatus_t cusparseCreateConstCsc(cusparseConstSpMatDescr_t '
                            '*spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void '
                            '*cscColOffsets, const void *cscRowInd, const void *cscValues, '
                            'cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t '
                            'cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);',
                            ('spMatDescr',
                             'rows',
                             'cols',
                             'nnz',
                             'cscColOffsets',
                             'cscRowInd',
                             'cscValues',
                             'cscColOffsetsType',
                             'cscRowIndType',
                             'idxBase',
                             'valueType'),
                            'struct cusparseSpMatDescr**,long,long,long,void*,void*,void*,enum '
                            'None,enum None,enum None,enum cudaDataType_t'),
 'cusparseCreateConstCsr': ('cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t '
                            '*spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void '
                            '*csrRowOffsets, const void *csrColInd, const void *csrValues, '
                            'cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t '
                            'csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);',
                            ('spMatDescr',
                             'rows',
                             'cols',
                             'nnz',
                             'csrRowOffsets',
                             'csrColInd',
                             'csrValues',
                             'csrRowOffsetsType',
                             'csrColIndType',
                             'idxBase',
                             'valueType'),
                            'struct cusparseSpMatDescr**,long,long,long,void*,void*,void*,enum '
                            'None,enum None,enum None,enum cudaDataType_t'),
 'cusparseCreateConstDnMat': ('cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t '
                              '*dnMatDescr, int64_t rows, int64_t cols, int64_t ld, const void '
                              '*values, cudaDataType valueType, cusparseOrder_t order);',
                              ('dnMatDescr', 'rows', 'cols', 'ld', 'values', 'valueType', 'order'),
                              'struct cusparseDnMatDescr**,long,long,long,void*,enum '
                              'cudaDataType_t,enum None'),
 'cusparseCreateConstDnVec': ('cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t '
                              '*dnVecDescr, int64_t size, const void *values, cudaDataType '
                              'valueType);',
                              ('dnVecDescr', 'size', 'values', 'valueType'),
                              'struct cusparseDnVecDescr**,long,void*,enum cudaDataType_t'),
 'cusparseCreateConstSlicedEll': ('cusparseStatus_t '
                                  'cusparseCreateConstSlicedEll(cusparseConstSpMatDescr_t '
                                  '*spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t '
                                  'sellValuesSize, int64_t sliceSize, const void '
                                  '*sellSliceOffsets, const void *sellColInd, const void '
                                  '*sellValues, cusparseIndexType_t sellSliceOffsetsType, '
                                  'cusparseIndexType_t sellColIndType, cusparseIndexBase_t '
                                  'idxBase, cudaDataType valueType);',
                                  ('spMatDescr',
                                   'rows',
                                   'cols',
                                   'nnz',
                                   'sellValuesSize',
                                   'sliceSize',
                                   'sellSliceOffsets',
                                   'sellColInd',
                                   'sellValues',
                                   'sellSliceOffsetsType',
                                   'sellColIndType',
                                   'idxBase',
                                   'valueType'),
                                  'struct '
                                  'cusparseSpMatDescr**,long,long,long,long,long,void*,void*,void*,enum '
                                  'None,enum None,enum None,enum cudaDataType_t'),
 'cusparseCreateConstSpVec': ('cusparseStatus_t cusparseCreateConstSpVec(cusparseConstSpVecDescr_t '
                              '*spVecDescr, int64_t size, int64_t nnz, const void *indices, const '
                              'void *values, cusparseIndexType_t idxType, cusparseIndexBase_t '
                              'idxBase, cudaDataType valueType);',
                              ('spVecDescr',
                               'size',
                               'nnz',
                               'indices',
                               'values',
                               'idxType',
                               'idxBase',
                               'valueType'),
                              'struct cusparseSpVecDescr**,long,long,void*,void*,enum None,enum '
                              'None,enum cudaDataType_t'),
 'cusparseCreateCoo': ('cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *spMatDescr, '
                       'int64_t rows, int64_t cols, int64_t nnz, void *cooRowInd, void *cooColInd, '
                       'void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t '
                       'idxBase, cudaDataType valueType);',
                       ('spMatDescr',
                        'rows',
                        'cols',
                        'nnz',
                        'cooRowInd',
                        'cooColInd',
                        'cooValues',
                        'cooIdxType',
                        'idxBase',
                        'valueType'),
                       'struct cusparseSpMatDescr**,long,long,long,void*,void*,void*,enum '
                       'None,enum None,enum cudaDataType_t'),
 'cusparseCreateCsc': ('cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t *spMatDescr, '
                       'int64_t rows, int64_t cols, int64_t nnz, void *cscColOffsets, void '
                       '*cscRowInd, void *cscValues, cusparseIndexType_t cscColOffsetsType, '
                       'cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, '
                       'cudaDataType valueType);',
                       ('spMatDescr',
                        'rows',
                        'cols',
                        'nnz',
                        'cscColOffsets',
                        'cscRowInd',
                        'cscValues',
                        'cscColOffsetsType',
                        'cscRowIndType',
                        'idxBase',
                        'valueType'),
                       'struct cusparseSpMatDescr**,long,long,long,void*,void*,void*,enum '
                       'None,enum None,enum None,enum cudaDataType_t'),
 'cusparseCreateCsr': ('cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *spMatDescr, '
                       'int64_t rows, int64_t cols, int64_t nnz, void *csrRowOffsets, void '
                       '*csrColInd, void *csrValues, cusparseIndexType_t csrRowOffsetsType, '
                       'cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, '
                       'cudaDataType valueType);',
                       ('spMatDescr',
                        'rows',
                        'cols',
                        'nnz',
                        'csrRowOffsets',
                        'csrColInd',
                        'csrValues',
                        'csrRowOffsetsType',
                        'csrColIndType',
                        'idxBase',
                        'valueType'),
                       'struct cusparseSpMatDescr**,long,long,long,void*,void*,void*,enum '
                       'None,enum None,enum None,enum cudaDataType_t'),
 'cusparseCreateCsric02Info': ('cusparseStatus_t cusparseCreateCsric02Info(csric02Info_t *info);',
                               ('info',),
                               'struct csric02Info**'),
 'cusparseCreateCsrilu02Info': ('cusparseStatus_t cusparseCreateCsrilu02Info(csrilu02Info_t '
                                '*info);',
                                ('info',),
                                'struct csrilu02Info**'),
 'cusparseCreateCsru2csrInfo': ('cusparseStatus_t cusparseCreateCsru2csrInfo(csru2csrInfo_t '
                                '*info);',
                                ('info',),
                                'struct csru2csrInfo**'),
 'cusparseCreateDnMat': ('cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *dnMatDescr, '
                         'int64_t rows, int64_t cols, int64_t ld, void *values, cudaDataType '
                         'valueType, cusparseOrder_t order);',
                         ('dnMatDescr', 'rows', 'cols', 'ld', 'values', 'valueType', 'order'),
                         'struct cusparseDnMatDescr**,long,long,long,void*,enum '
                         'cudaDataType_t,enum None'),
 'cusparseCreateDnVec': ('cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *dnVecDescr, '
                         'int64_t size, void *values, cudaDataType valueType);',
                         ('dnVecDescr', 'size', 'values', 'valueType'),
                         'struct cusparseDnVecDescr**,long,void*,enum cudaDataType_t'),
 'cusparseCreateIdentityPermutation': ('cusparseStatus_t '
                                       'cusparseCreateIdentityPermutation(cusparseHandle_t handle, '
                                       'int n, int *p);',
                                       ('handle', 'n', 'p'),
                                       'struct cusparseContext*,int,int*'),
 'cusparseCreateMatDescr': ('cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *descrA);',
                            ('descrA',),
                            'struct cusparseMatDescr**'),
 'cusparseCreatePruneInfo': ('cusparseStatus_t cusparseCreatePruneInfo(pruneInfo_t *info);',
                             ('info',),
                             'struct pruneInfo**'),
 'cusparseCreateSlicedEll': ('cusparseStatus_t cusparseCreateSlicedEll(cusparseSpMatDescr_t '
                             '*spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t '
                             'sellValuesSize, int64_t sliceSize, void *sellSliceOffsets, void '
                             '*sellColInd, void *sellValues, cusparseIndexType_t '
                             'sellSliceOffsetsType, cusparseIndexType_t sellColIndType, '
                             'cusparseIndexBase_t idxBase, cudaDataType valueType);',
                             ('spMatDescr',
                              'rows',
                              'cols',
                              'nnz',
                              'sellValuesSize',
                              'sliceSize',
                              'sellSliceOffsets',
                              'sellColInd',
                              'sellValues',
                              'sellSliceOffsetsType',
                              'sellColIndType',
                              'idxBase',
                              'valueType'),
                             'struct '
                             'cusparseSpMatDescr**,long,long,long,long,long,void*,void*,void*,enum '
                             'None,enum None,enum None,enum cudaDataType_t'),
 'cusparseCreateSpVec': ('cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t *spVecDescr, '
                         'int64_t size, int64_t nnz, void *indices, void *values, '
                         'cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType '
                         'valueType);',
                         ('spVecDescr',
                          'size',
                          'nnz',
                          'indices',
                          'values',
                          'idxType',
                          'idxBase',
                          'valueType'),
                         'struct cusparseSpVecDescr**,long,long,void*,void*,enum None,enum '
                         'None,enum cudaDataType_t'),
 'cusparseCscGet': ('cusparseStatus_t cusparseCscGet(cusparseSpMatDescr_t spMatDescr, int64_t '
                    '*rows, int64_t *cols, int64_t *nnz, void **cscColOffsets, void **cscRowInd, '
                    'void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t '
                    '*cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);',
                    ('spMatDescr',
                     'rows',
                     'cols',
                     'nnz',
                     'cscColOffsets',
                     'cscRowInd',
                     'cscValues',
                     'cscColOffsetsType',
                     'cscRowIndType',
                     'idxBase',
                     'valueType'),
                    'struct cusparseSpMatDescr*,long*,long*,long*,void**,void**,void**,enum '
                    'None*,enum None*,enum None*,enum cudaDataType_t*'),
 'cusparseCscSetPointers': ('cusparseStatus_t cusparseCscSetPointers(cusparseSpMatDescr_t '
                            'spMatDescr, void *cscColOffsets, void *cscRowInd, void *cscValues);',
                            ('spMatDescr', 'cscColOffsets', 'cscRowInd', 'cscValues'),
                            'struct cusparseSpMatDescr*,void*,void*,void*'),
 'cusparseCsr2cscEx2': ('cusparseStatus_t cusparseCsr2cscEx2(cusparseHandle_t handle, int m, int '
                        'n, int nnz, const void *csrVal, const int *csrRowPtr, const int '
                        '*csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType '
                        'valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, '
                        'cusparseCsr2CscAlg_t alg, void *buffer);',
                        ('handle',
                         'm',
                         'n',
                         'nnz',
                         'csrVal',
                         'csrRowPtr',
                         'csrColInd',
                         'cscVal',
                         'cscColPtr',
                         'cscRowInd',
                         'valType',
                         'copyValues',
                         'idxBase',
                         'alg',
                         'buffer'),
                        'struct cusparseContext*,int,int,int,void*,int*,int*,void*,int*,int*,enum '
                        'cudaDataType_t,enum None,enum None,enum None,void*'),
 'cusparseCsr2cscEx2_bufferSize': ('cusparseStatus_t '
                                   'cusparseCsr2cscEx2_bufferSize(cusparseHandle_t handle, int m, '
                                   'int n, int nnz, const void *csrVal, const int *csrRowPtr, '
                                   'const int *csrColInd, void *cscVal, int *cscColPtr, int '
                                   '*cscRowInd, cudaDataType valType, cusparseAction_t copyValues, '
                                   'cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, size_t '
                                   '*bufferSize);',
                                   ('handle',
                                    'm',
                                    'n',
                                    'nnz',
                                    'csrVal',
                                    'csrRowPtr',
                                    'csrColInd',
                                    'cscVal',
                                    'cscColPtr',
                                    'cscRowInd',
                                    'valType',
                                    'copyValues',
                                    'idxBase',
                                    'alg',
                                    'bufferSize'),
                                   'struct '
                                   'cusparseContext*,int,int,int,void*,int*,int*,void*,int*,int*,enum '
                                   'cudaDataType_t,enum None,enum None,enum None,unsigned long*'),
 'cusparseCsrGet': ('cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t spMatDescr, int64_t '
                    '*rows, int64_t *cols, int64_t *nnz, void **csrRowOffsets, void **csrColInd, '
                    'void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t '
                    '*csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);',
                    ('spMatDescr',
                     'rows',
                     'cols',
                     'nnz',
                     'csrRowOffsets',
                     'csrColInd',
                     'csrValues',
                     'csrRowOffsetsType',
                     'csrColIndType',
                     'idxBase',
                     'valueType'),
                    'struct cusparseSpMatDescr*,long*,long*,long*,void**,void**,void**,enum '
                    'None*,enum None*,enum None*,enum cudaDataType_t*'),
 'cusparseCsrSetPointers': ('cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t '
                            'spMatDescr, void *csrRowOffsets, void *csrColInd, void *csrValues);',
                            ('spMatDescr', 'csrRowOffsets', 'csrColInd', 'csrValues'),
                            'struct cusparseSpMatDescr*,void*,void*,void*'),
 'cusparseCsrSetStridedBatch': ('cusparseStatus_t cusparseCsrSetStridedBatch(cusparseSpMatDescr_t '
                                'spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t '
                                'columnsValuesBatchStride);',
                                ('spMatDescr',
                                 'batchCount',
                                 'offsetsBatchStride',
                                 'columnsValuesBatchStride'),
                                'struct cusparseSpMatDescr*,int,long,long'),
 'cusparseDbsr2csr': ('cusparseStatus_t cusparseDbsr2csr(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, '
                      'const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                      '*bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double '
                      '*csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);',
                      ('handle',
                       'dirA',
                       'mb',
                       'nb',
                       'descrA',
                       'bsrSortedValA',
                       'bsrSortedRowPtrA',
                       'bsrSortedColIndA',
                       'blockDim',
                       'descrC',
                       'csrSortedValC',
                       'csrSortedRowPtrC',
                       'csrSortedColIndC'),
                      'struct cusparseContext*,enum None,int,int,struct '
                      'cusparseMatDescr*,double*,int*,int*,int,struct '
                      'cusparseMatDescr*,double*,int*,int*'),
 'cusparseDbsric02': ('cusparseStatus_t cusparseDbsric02(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t '
                      'descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int '
                      '*bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t '
                      'policy, void *pBuffer);',
                      ('handle',
                       'dirA',
                       'mb',
                       'nnzb',
                       'descrA',
                       'bsrSortedVal',
                       'bsrSortedRowPtr',
                       'bsrSortedColInd',
                       'blockDim',
                       'info',
                       'policy',
                       'pBuffer'),
                      'struct cusparseContext*,enum None,int,int,struct '
                      'cusparseMatDescr*,double*,int*,int*,int,struct bsric02Info*,enum '
                      'None,void*'),
 'cusparseDbsric02_analysis': ('cusparseStatus_t cusparseDbsric02_analysis(cusparseHandle_t '
                               'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                               'cusparseMatDescr_t descrA, const double *bsrSortedVal, const int '
                               '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                               'bsric02Info_t info, cusparseSolvePolicy_t policy, void '
                               '*pInputBuffer);',
                               ('handle',
                                'dirA',
                                'mb',
                                'nnzb',
                                'descrA',
                                'bsrSortedVal',
                                'bsrSortedRowPtr',
                                'bsrSortedColInd',
                                'blockDim',
                                'info',
                                'policy',
                                'pInputBuffer'),
                               'struct cusparseContext*,enum None,int,int,struct '
                               'cusparseMatDescr*,double*,int*,int*,int,struct bsric02Info*,enum '
                               'None,void*'),
 'cusparseDbsric02_bufferSize': ('cusparseStatus_t cusparseDbsric02_bufferSize(cusparseHandle_t '
                                 'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                 'cusparseMatDescr_t descrA, double *bsrSortedVal, const int '
                                 '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                 'bsric02Info_t info, int *pBufferSizeInBytes);',
                                 ('handle',
                                  'dirA',
                                  'mb',
                                  'nnzb',
                                  'descrA',
                                  'bsrSortedVal',
                                  'bsrSortedRowPtr',
                                  'bsrSortedColInd',
                                  'blockDim',
                                  'info',
                                  'pBufferSizeInBytes'),
                                 'struct cusparseContext*,enum None,int,int,struct '
                                 'cusparseMatDescr*,double*,int*,int*,int,struct '
                                 'bsric02Info*,int*'),
 'cusparseDbsric02_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseDbsric02_bufferSizeExt(cusparseHandle_t handle, '
                                    'cusparseDirection_t dirA, int mb, int nnzb, const '
                                    'cusparseMatDescr_t descrA, double *bsrSortedVal, const int '
                                    '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                    'bsric02Info_t info, size_t *pBufferSize);',
                                    ('handle',
                                     'dirA',
                                     'mb',
                                     'nnzb',
                                     'descrA',
                                     'bsrSortedVal',
                                     'bsrSortedRowPtr',
                                     'bsrSortedColInd',
                                     'blockSize',
                                     'info',
                                     'pBufferSize'),
                                    'struct cusparseContext*,enum None,int,int,struct '
                                    'cusparseMatDescr*,double*,int*,int*,int,struct '
                                    'bsric02Info*,unsigned long*'),
 'cusparseDbsrilu02': ('cusparseStatus_t cusparseDbsrilu02(cusparseHandle_t handle, '
                       'cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t '
                       'descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int '
                       '*bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t '
                       'policy, void *pBuffer);',
                       ('handle',
                        'dirA',
                        'mb',
                        'nnzb',
                        'descrA',
                        'bsrSortedVal',
                        'bsrSortedRowPtr',
                        'bsrSortedColInd',
                        'blockDim',
                        'info',
                        'policy',
                        'pBuffer'),
                       'struct cusparseContext*,enum None,int,int,struct '
                       'cusparseMatDescr*,double*,int*,int*,int,struct bsrilu02Info*,enum '
                       'None,void*'),
 'cusparseDbsrilu02_analysis': ('cusparseStatus_t cusparseDbsrilu02_analysis(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                'cusparseMatDescr_t descrA, double *bsrSortedVal, const int '
                                '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                'bsrilu02Info_t info, cusparseSolvePolicy_t policy, void '
                                '*pBuffer);',
                                ('handle',
                                 'dirA',
                                 'mb',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedVal',
                                 'bsrSortedRowPtr',
                                 'bsrSortedColInd',
                                 'blockDim',
                                 'info',
                                 'policy',
                                 'pBuffer'),
                                'struct cusparseContext*,enum None,int,int,struct '
                                'cusparseMatDescr*,double*,int*,int*,int,struct bsrilu02Info*,enum '
                                'None,void*'),
 'cusparseDbsrilu02_bufferSize': ('cusparseStatus_t cusparseDbsrilu02_bufferSize(cusparseHandle_t '
                                  'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                  'cusparseMatDescr_t descrA, double *bsrSortedVal, const int '
                                  '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                  'bsrilu02Info_t info, int *pBufferSizeInBytes);',
                                  ('handle',
                                   'dirA',
                                   'mb',
                                   'nnzb',
                                   'descrA',
                                   'bsrSortedVal',
                                   'bsrSortedRowPtr',
                                   'bsrSortedColInd',
                                   'blockDim',
                                   'info',
                                   'pBufferSizeInBytes'),
                                  'struct cusparseContext*,enum None,int,int,struct '
                                  'cusparseMatDescr*,double*,int*,int*,int,struct '
                                  'bsrilu02Info*,int*'),
 'cusparseDbsrilu02_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseDbsrilu02_bufferSizeExt(cusparseHandle_t handle, '
                                     'cusparseDirection_t dirA, int mb, int nnzb, const '
                                     'cusparseMatDescr_t descrA, double *bsrSortedVal, const int '
                                     '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                     'bsrilu02Info_t info, size_t *pBufferSize);',
                                     ('handle',
                                      'dirA',
                                      'mb',
                                      'nnzb',
                                      'descrA',
                                      'bsrSortedVal',
                                      'bsrSortedRowPtr',
                                      'bsrSortedColInd',
                                      'blockSize',
                                      'info',
                                      'pBufferSize'),
                                     'struct cusparseContext*,enum None,int,int,struct '
                                     'cusparseMatDescr*,double*,int*,int*,int,struct '
                                     'bsrilu02Info*,unsigned long*'),
 'cusparseDbsrilu02_numericBoost': ('cusparseStatus_t '
                                    'cusparseDbsrilu02_numericBoost(cusparseHandle_t handle, '
                                    'bsrilu02Info_t info, int enable_boost, double *tol, double '
                                    '*boost_val);',
                                    ('handle', 'info', 'enable_boost', 'tol', 'boost_val'),
                                    'struct cusparseContext*,struct '
                                    'bsrilu02Info*,int,double*,double*'),
 'cusparseDbsrmm': ('cusparseStatus_t cusparseDbsrmm(cusparseHandle_t handle, cusparseDirection_t '
                    'dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, '
                    'int kb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const '
                    'double *bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                    '*bsrSortedColIndA, const int blockSize, const double *B, const int ldb, const '
                    'double *beta, double *C, int ldc);',
                    ('handle',
                     'dirA',
                     'transA',
                     'transB',
                     'mb',
                     'n',
                     'kb',
                     'nnzb',
                     'alpha',
                     'descrA',
                     'bsrSortedValA',
                     'bsrSortedRowPtrA',
                     'bsrSortedColIndA',
                     'blockSize',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cusparseContext*,enum None,enum None,enum '
                    'None,int,int,int,int,double*,struct '
                    'cusparseMatDescr*,double*,int*,int*,int,double*,int,double*,double*,int'),
 'cusparseDbsrmv': ('cusparseStatus_t cusparseDbsrmv(cusparseHandle_t handle, cusparseDirection_t '
                    'dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const double '
                    '*alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const '
                    'int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const '
                    'double *x, const double *beta, double *y);',
                    ('handle',
                     'dirA',
                     'transA',
                     'mb',
                     'nb',
                     'nnzb',
                     'alpha',
                     'descrA',
                     'bsrSortedValA',
                     'bsrSortedRowPtrA',
                     'bsrSortedColIndA',
                     'blockDim',
                     'x',
                     'beta',
                     'y'),
                    'struct cusparseContext*,enum None,enum None,int,int,int,double*,struct '
                    'cusparseMatDescr*,double*,int*,int*,int,double*,double*,double*'),
 'cusparseDbsrsm2_analysis': ('cusparseStatus_t cusparseDbsrsm2_analysis(cusparseHandle_t handle, '
                              'cusparseDirection_t dirA, cusparseOperation_t transA, '
                              'cusparseOperation_t transXY, int mb, int n, int nnzb, const '
                              'cusparseMatDescr_t descrA, const double *bsrSortedVal, const int '
                              '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                              'bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);',
                              ('handle',
                               'dirA',
                               'transA',
                               'transXY',
                               'mb',
                               'n',
                               'nnzb',
                               'descrA',
                               'bsrSortedVal',
                               'bsrSortedRowPtr',
                               'bsrSortedColInd',
                               'blockSize',
                               'info',
                               'policy',
                               'pBuffer'),
                              'struct cusparseContext*,enum None,enum None,enum '
                              'None,int,int,int,struct '
                              'cusparseMatDescr*,double*,int*,int*,int,struct bsrsm2Info*,enum '
                              'None,void*'),
 'cusparseDbsrsm2_bufferSize': ('cusparseStatus_t cusparseDbsrsm2_bufferSize(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, cusparseOperation_t transA, '
                                'cusparseOperation_t transXY, int mb, int n, int nnzb, const '
                                'cusparseMatDescr_t descrA, double *bsrSortedVal, const int '
                                '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                'bsrsm2Info_t info, int *pBufferSizeInBytes);',
                                ('handle',
                                 'dirA',
                                 'transA',
                                 'transXY',
                                 'mb',
                                 'n',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedVal',
                                 'bsrSortedRowPtr',
                                 'bsrSortedColInd',
                                 'blockSize',
                                 'info',
                                 'pBufferSizeInBytes'),
                                'struct cusparseContext*,enum None,enum None,enum '
                                'None,int,int,int,struct '
                                'cusparseMatDescr*,double*,int*,int*,int,struct bsrsm2Info*,int*'),
 'cusparseDbsrsm2_bufferSizeExt': ('cusparseStatus_t '
                                   'cusparseDbsrsm2_bufferSizeExt(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, cusparseOperation_t transA, '
                                   'cusparseOperation_t transB, int mb, int n, int nnzb, const '
                                   'cusparseMatDescr_t descrA, double *bsrSortedVal, const int '
                                   '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                   'bsrsm2Info_t info, size_t *pBufferSize);',
                                   ('handle',
                                    'dirA',
                                    'transA',
                                    'transB',
                                    'mb',
                                    'n',
                                    'nnzb',
                                    'descrA',
                                    'bsrSortedVal',
                                    'bsrSortedRowPtr',
                                    'bsrSortedColInd',
                                    'blockSize',
                                    'info',
                                    'pBufferSize'),
                                   'struct cusparseContext*,enum None,enum None,enum '
                                   'None,int,int,int,struct '
                                   'cusparseMatDescr*,double*,int*,int*,int,struct '
                                   'bsrsm2Info*,unsigned long*'),
 'cusparseDbsrsm2_solve': ('cusparseStatus_t cusparseDbsrsm2_solve(cusparseHandle_t handle, '
                           'cusparseDirection_t dirA, cusparseOperation_t transA, '
                           'cusparseOperation_t transXY, int mb, int n, int nnzb, const double '
                           '*alpha, const cusparseMatDescr_t descrA, const double *bsrSortedVal, '
                           'const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                           'bsrsm2Info_t info, const double *B, int ldb, double *X, int ldx, '
                           'cusparseSolvePolicy_t policy, void *pBuffer);',
                           ('handle',
                            'dirA',
                            'transA',
                            'transXY',
                            'mb',
                            'n',
                            'nnzb',
                            'alpha',
                            'descrA',
                            'bsrSortedVal',
                            'bsrSortedRowPtr',
                            'bsrSortedColInd',
                            'blockSize',
                            'info',
                            'B',
                            'ldb',
                            'X',
                            'ldx',
                            'policy',
                            'pBuffer'),
                           'struct cusparseContext*,enum None,enum None,enum '
                           'None,int,int,int,double*,struct '
                           'cusparseMatDescr*,double*,int*,int*,int,struct '
                           'bsrsm2Info*,double*,int,double*,int,enum None,void*'),
 'cusparseDbsrsv2_analysis': ('cusparseStatus_t cusparseDbsrsv2_analysis(cusparseHandle_t handle, '
                              'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int '
                              'nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, '
                              'const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int '
                              'blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void '
                              '*pBuffer);',
                              ('handle',
                               'dirA',
                               'transA',
                               'mb',
                               'nnzb',
                               'descrA',
                               'bsrSortedValA',
                               'bsrSortedRowPtrA',
                               'bsrSortedColIndA',
                               'blockDim',
                               'info',
                               'policy',
                               'pBuffer'),
                              'struct cusparseContext*,enum None,enum None,int,int,struct '
                              'cusparseMatDescr*,double*,int*,int*,int,struct bsrsv2Info*,enum '
                              'None,void*'),
 'cusparseDbsrsv2_bufferSize': ('cusparseStatus_t cusparseDbsrsv2_bufferSize(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, cusparseOperation_t transA, int '
                                'mb, int nnzb, const cusparseMatDescr_t descrA, double '
                                '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                '*bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int '
                                '*pBufferSizeInBytes);',
                                ('handle',
                                 'dirA',
                                 'transA',
                                 'mb',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedValA',
                                 'bsrSortedRowPtrA',
                                 'bsrSortedColIndA',
                                 'blockDim',
                                 'info',
                                 'pBufferSizeInBytes'),
                                'struct cusparseContext*,enum None,enum None,int,int,struct '
                                'cusparseMatDescr*,double*,int*,int*,int,struct bsrsv2Info*,int*'),
 'cusparseDbsrsv2_bufferSizeExt': ('cusparseStatus_t '
                                   'cusparseDbsrsv2_bufferSizeExt(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, '
                                   'int nnzb, const cusparseMatDescr_t descrA, double '
                                   '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                   '*bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t '
                                   '*pBufferSize);',
                                   ('handle',
                                    'dirA',
                                    'transA',
                                    'mb',
                                    'nnzb',
                                    'descrA',
                                    'bsrSortedValA',
                                    'bsrSortedRowPtrA',
                                    'bsrSortedColIndA',
                                    'blockSize',
                                    'info',
                                    'pBufferSize'),
                                   'struct cusparseContext*,enum None,enum None,int,int,struct '
                                   'cusparseMatDescr*,double*,int*,int*,int,struct '
                                   'bsrsv2Info*,unsigned long*'),
 'cusparseDbsrsv2_solve': ('cusparseStatus_t cusparseDbsrsv2_solve(cusparseHandle_t handle, '
                           'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int '
                           'nnzb, const double *alpha, const cusparseMatDescr_t descrA, const '
                           'double *bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                           '*bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const double *f, '
                           'double *x, cusparseSolvePolicy_t policy, void *pBuffer);',
                           ('handle',
                            'dirA',
                            'transA',
                            'mb',
                            'nnzb',
                            'alpha',
                            'descrA',
                            'bsrSortedValA',
                            'bsrSortedRowPtrA',
                            'bsrSortedColIndA',
                            'blockDim',
                            'info',
                            'f',
                            'x',
                            'policy',
                            'pBuffer'),
                           'struct cusparseContext*,enum None,enum None,int,int,double*,struct '
                           'cusparseMatDescr*,double*,int*,int*,int,struct '
                           'bsrsv2Info*,double*,double*,enum None,void*'),
 'cusparseDbsrxmv': ('cusparseStatus_t cusparseDbsrxmv(cusparseHandle_t handle, '
                     'cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int '
                     'mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, '
                     'const double *bsrSortedValA, const int *bsrSortedMaskPtrA, const int '
                     '*bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, '
                     'int blockDim, const double *x, const double *beta, double *y);',
                     ('handle',
                      'dirA',
                      'transA',
                      'sizeOfMask',
                      'mb',
                      'nb',
                      'nnzb',
                      'alpha',
                      'descrA',
                      'bsrSortedValA',
                      'bsrSortedMaskPtrA',
                      'bsrSortedRowPtrA',
                      'bsrSortedEndPtrA',
                      'bsrSortedColIndA',
                      'blockDim',
                      'x',
                      'beta',
                      'y'),
                     'struct cusparseContext*,enum None,enum None,int,int,int,int,double*,struct '
                     'cusparseMatDescr*,double*,int*,int*,int*,int*,int,double*,double*,double*'),
 'cusparseDcsr2bsr': ('cusparseStatus_t cusparseDcsr2bsr(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, '
                      'const double *csrSortedValA, const int *csrSortedRowPtrA, const int '
                      '*csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double '
                      '*bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);',
                      ('handle',
                       'dirA',
                       'm',
                       'n',
                       'descrA',
                       'csrSortedValA',
                       'csrSortedRowPtrA',
                       'csrSortedColIndA',
                       'blockDim',
                       'descrC',
                       'bsrSortedValC',
                       'bsrSortedRowPtrC',
                       'bsrSortedColIndC'),
                      'struct cusparseContext*,enum None,int,int,struct '
                      'cusparseMatDescr*,double*,int*,int*,int,struct '
                      'cusparseMatDescr*,double*,int*,int*'),
 'cusparseDcsr2csr_compress': ('cusparseStatus_t cusparseDcsr2csr_compress(cusparseHandle_t '
                               'handle, int m, int n, const cusparseMatDescr_t descrA, const '
                               'double *csrSortedValA, const int *csrSortedColIndA, const int '
                               '*csrSortedRowPtrA, int nnzA, const int *nnzPerRow, double '
                               '*csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, '
                               'double tol);',
                               ('handle',
                                'm',
                                'n',
                                'descrA',
                                'csrSortedValA',
                                'csrSortedColIndA',
                                'csrSortedRowPtrA',
                                'nnzA',
                                'nnzPerRow',
                                'csrSortedValC',
                                'csrSortedColIndC',
                                'csrSortedRowPtrC',
                                'tol'),
                               'struct cusparseContext*,int,int,struct '
                               'cusparseMatDescr*,double*,int*,int*,int,int*,double*,int*,int*,double'),
 'cusparseDcsr2csru': ('cusparseStatus_t cusparseDcsr2csru(cusparseHandle_t handle, int m, int n, '
                       'int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int '
                       '*csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'nnz',
                        'descrA',
                        'csrVal',
                        'csrRowPtr',
                        'csrColInd',
                        'info',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,int,struct '
                       'cusparseMatDescr*,double*,int*,int*,struct csru2csrInfo*,void*'),
 'cusparseDcsr2gebsr': ('cusparseStatus_t cusparseDcsr2gebsr(cusparseHandle_t handle, '
                        'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, '
                        'const double *csrSortedValA, const int *csrSortedRowPtrA, const int '
                        '*csrSortedColIndA, const cusparseMatDescr_t descrC, double '
                        '*bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int '
                        'rowBlockDim, int colBlockDim, void *pBuffer);',
                        ('handle',
                         'dirA',
                         'm',
                         'n',
                         'descrA',
                         'csrSortedValA',
                         'csrSortedRowPtrA',
                         'csrSortedColIndA',
                         'descrC',
                         'bsrSortedValC',
                         'bsrSortedRowPtrC',
                         'bsrSortedColIndC',
                         'rowBlockDim',
                         'colBlockDim',
                         'pBuffer'),
                        'struct cusparseContext*,enum None,int,int,struct '
                        'cusparseMatDescr*,double*,int*,int*,struct '
                        'cusparseMatDescr*,double*,int*,int*,int,int,void*'),
 'cusparseDcsr2gebsr_bufferSize': ('cusparseStatus_t '
                                   'cusparseDcsr2gebsr_bufferSize(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, int m, int n, const '
                                   'cusparseMatDescr_t descrA, const double *csrSortedValA, const '
                                   'int *csrSortedRowPtrA, const int *csrSortedColIndA, int '
                                   'rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);',
                                   ('handle',
                                    'dirA',
                                    'm',
                                    'n',
                                    'descrA',
                                    'csrSortedValA',
                                    'csrSortedRowPtrA',
                                    'csrSortedColIndA',
                                    'rowBlockDim',
                                    'colBlockDim',
                                    'pBufferSizeInBytes'),
                                   'struct cusparseContext*,enum None,int,int,struct '
                                   'cusparseMatDescr*,double*,int*,int*,int,int,int*'),
 'cusparseDcsr2gebsr_bufferSizeExt': ('cusparseStatus_t '
                                      'cusparseDcsr2gebsr_bufferSizeExt(cusparseHandle_t handle, '
                                      'cusparseDirection_t dirA, int m, int n, const '
                                      'cusparseMatDescr_t descrA, const double *csrSortedValA, '
                                      'const int *csrSortedRowPtrA, const int *csrSortedColIndA, '
                                      'int rowBlockDim, int colBlockDim, size_t *pBufferSize);',
                                      ('handle',
                                       'dirA',
                                       'm',
                                       'n',
                                       'descrA',
                                       'csrSortedValA',
                                       'csrSortedRowPtrA',
                                       'csrSortedColIndA',
                                       'rowBlockDim',
                                       'colBlockDim',
                                       'pBufferSize'),
                                      'struct cusparseContext*,enum None,int,int,struct '
                                      'cusparseMatDescr*,double*,int*,int*,int,int,unsigned long*'),
 'cusparseDcsrcolor': ('cusparseStatus_t cusparseDcsrcolor(cusparseHandle_t handle, int m, int '
                       'nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const '
                       'int *csrSortedRowPtrA, const int *csrSortedColIndA, const double '
                       '*fractionToColor, int *ncolors, int *coloring, int *reordering, const '
                       'cusparseColorInfo_t info);',
                       ('handle',
                        'm',
                        'nnz',
                        'descrA',
                        'csrSortedValA',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'fractionToColor',
                        'ncolors',
                        'coloring',
                        'reordering',
                        'info'),
                       'struct cusparseContext*,int,int,struct '
                       'cusparseMatDescr*,double*,int*,int*,double*,int*,int*,int*,struct '
                       'cusparseColorInfo*'),
 'cusparseDcsrgeam2': ('cusparseStatus_t cusparseDcsrgeam2(cusparseHandle_t handle, int m, int n, '
                       'const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const '
                       'double *csrSortedValA, const int *csrSortedRowPtrA, const int '
                       '*csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, '
                       'int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const '
                       'int *csrSortedColIndB, const cusparseMatDescr_t descrC, double '
                       '*csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void '
                       '*pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'alpha',
                        'descrA',
                        'nnzA',
                        'csrSortedValA',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'beta',
                        'descrB',
                        'nnzB',
                        'csrSortedValB',
                        'csrSortedRowPtrB',
                        'csrSortedColIndB',
                        'descrC',
                        'csrSortedValC',
                        'csrSortedRowPtrC',
                        'csrSortedColIndC',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,double*,struct '
                       'cusparseMatDescr*,int,double*,int*,int*,double*,struct '
                       'cusparseMatDescr*,int,double*,int*,int*,struct '
                       'cusparseMatDescr*,double*,int*,int*,void*'),
 'cusparseDcsrgeam2_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseDcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int n, const double *alpha, const cusparseMatDescr_t '
                                     'descrA, int nnzA, const double *csrSortedValA, const int '
                                     '*csrSortedRowPtrA, const int *csrSortedColIndA, const double '
                                     '*beta, const cusparseMatDescr_t descrB, int nnzB, const '
                                     'double *csrSortedValB, const int *csrSortedRowPtrB, const '
                                     'int *csrSortedColIndB, const cusparseMatDescr_t descrC, '
                                     'const double *csrSortedValC, const int *csrSortedRowPtrC, '
                                     'const int *csrSortedColIndC, size_t *pBufferSizeInBytes);',
                                     ('handle',
                                      'm',
                                      'n',
                                      'alpha',
                                      'descrA',
                                      'nnzA',
                                      'csrSortedValA',
                                      'csrSortedRowPtrA',
                                      'csrSortedColIndA',
                                      'beta',
                                      'descrB',
                                      'nnzB',
                                      'csrSortedValB',
                                      'csrSortedRowPtrB',
                                      'csrSortedColIndB',
                                      'descrC',
                                      'csrSortedValC',
                                      'csrSortedRowPtrC',
                                      'csrSortedColIndC',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,double*,struct '
                                     'cusparseMatDescr*,int,double*,int*,int*,double*,struct '
                                     'cusparseMatDescr*,int,double*,int*,int*,struct '
                                     'cusparseMatDescr*,double*,int*,int*,unsigned long*'),
 'cusparseDcsric02': ('cusparseStatus_t cusparseDcsric02(cusparseHandle_t handle, int m, int nnz, '
                      'const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int '
                      '*csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, '
                      'cusparseSolvePolicy_t policy, void *pBuffer);',
                      ('handle',
                       'm',
                       'nnz',
                       'descrA',
                       'csrSortedValA_valM',
                       'csrSortedRowPtrA',
                       'csrSortedColIndA',
                       'info',
                       'policy',
                       'pBuffer'),
                      'struct cusparseContext*,int,int,struct '
                      'cusparseMatDescr*,double*,int*,int*,struct csric02Info*,enum None,void*'),
 'cusparseDcsric02_analysis': ('cusparseStatus_t cusparseDcsric02_analysis(cusparseHandle_t '
                               'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                               'double *csrSortedValA, const int *csrSortedRowPtrA, const int '
                               '*csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t '
                               'policy, void *pBuffer);',
                               ('handle',
                                'm',
                                'nnz',
                                'descrA',
                                'csrSortedValA',
                                'csrSortedRowPtrA',
                                'csrSortedColIndA',
                                'info',
                                'policy',
                                'pBuffer'),
                               'struct cusparseContext*,int,int,struct '
                               'cusparseMatDescr*,double*,int*,int*,struct csric02Info*,enum '
                               'None,void*'),
 'cusparseDcsric02_bufferSize': ('cusparseStatus_t cusparseDcsric02_bufferSize(cusparseHandle_t '
                                 'handle, int m, int nnz, const cusparseMatDescr_t descrA, double '
                                 '*csrSortedValA, const int *csrSortedRowPtrA, const int '
                                 '*csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);',
                                 ('handle',
                                  'm',
                                  'nnz',
                                  'descrA',
                                  'csrSortedValA',
                                  'csrSortedRowPtrA',
                                  'csrSortedColIndA',
                                  'info',
                                  'pBufferSizeInBytes'),
                                 'struct cusparseContext*,int,int,struct '
                                 'cusparseMatDescr*,double*,int*,int*,struct csric02Info*,int*'),
 'cusparseDcsric02_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseDcsric02_bufferSizeExt(cusparseHandle_t handle, int '
                                    'm, int nnz, const cusparseMatDescr_t descrA, double '
                                    '*csrSortedVal, const int *csrSortedRowPtr, const int '
                                    '*csrSortedColInd, csric02Info_t info, size_t *pBufferSize);',
                                    ('handle',
                                     'm',
                                     'nnz',
                                     'descrA',
                                     'csrSortedVal',
                                     'csrSortedRowPtr',
                                     'csrSortedColInd',
                                     'info',
                                     'pBufferSize'),
                                    'struct cusparseContext*,int,int,struct '
                                    'cusparseMatDescr*,double*,int*,int*,struct '
                                    'csric02Info*,unsigned long*'),
 'cusparseDcsrilu02': ('cusparseStatus_t cusparseDcsrilu02(cusparseHandle_t handle, int m, int '
                       'nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const '
                       'int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, '
                       'cusparseSolvePolicy_t policy, void *pBuffer);',
                       ('handle',
                        'm',
                        'nnz',
                        'descrA',
                        'csrSortedValA_valM',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'info',
                        'policy',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,struct '
                       'cusparseMatDescr*,double*,int*,int*,struct csrilu02Info*,enum None,void*'),
 'cusparseDcsrilu02_analysis': ('cusparseStatus_t cusparseDcsrilu02_analysis(cusparseHandle_t '
                                'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                                'double *csrSortedValA, const int *csrSortedRowPtrA, const int '
                                '*csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t '
                                'policy, void *pBuffer);',
                                ('handle',
                                 'm',
                                 'nnz',
                                 'descrA',
                                 'csrSortedValA',
                                 'csrSortedRowPtrA',
                                 'csrSortedColIndA',
                                 'info',
                                 'policy',
                                 'pBuffer'),
                                'struct cusparseContext*,int,int,struct '
                                'cusparseMatDescr*,double*,int*,int*,struct csrilu02Info*,enum '
                                'None,void*'),
 'cusparseDcsrilu02_bufferSize': ('cusparseStatus_t cusparseDcsrilu02_bufferSize(cusparseHandle_t '
                                  'handle, int m, int nnz, const cusparseMatDescr_t descrA, double '
                                  '*csrSortedValA, const int *csrSortedRowPtrA, const int '
                                  '*csrSortedColIndA, csrilu02Info_t info, int '
                                  '*pBufferSizeInBytes);',
                                  ('handle',
                                   'm',
                                   'nnz',
                                   'descrA',
                                   'csrSortedValA',
                                   'csrSortedRowPtrA',
                                   'csrSortedColIndA',
                                   'info',
                                   'pBufferSizeInBytes'),
                                  'struct cusparseContext*,int,int,struct '
                                  'cusparseMatDescr*,double*,int*,int*,struct csrilu02Info*,int*'),
 'cusparseDcsrilu02_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseDcsrilu02_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int nnz, const cusparseMatDescr_t descrA, double '
                                     '*csrSortedVal, const int *csrSortedRowPtr, const int '
                                     '*csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);',
                                     ('handle',
                                      'm',
                                      'nnz',
                                      'descrA',
                                      'csrSortedVal',
                                      'csrSortedRowPtr',
                                      'csrSortedColInd',
                                      'info',
                                      'pBufferSize'),
                                     'struct cusparseContext*,int,int,struct '
                                     'cusparseMatDescr*,double*,int*,int*,struct '
                                     'csrilu02Info*,unsigned long*'),
 'cusparseDcsrilu02_numericBoost': ('cusparseStatus_t '
                                    'cusparseDcsrilu02_numericBoost(cusparseHandle_t handle, '
                                    'csrilu02Info_t info, int enable_boost, double *tol, double '
                                    '*boost_val);',
                                    ('handle', 'info', 'enable_boost', 'tol', 'boost_val'),
                                    'struct cusparseContext*,struct '
                                    'csrilu02Info*,int,double*,double*'),
 'cusparseDcsru2csr': ('cusparseStatus_t cusparseDcsru2csr(cusparseHandle_t handle, int m, int n, '
                       'int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int '
                       '*csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'nnz',
                        'descrA',
                        'csrVal',
                        'csrRowPtr',
                        'csrColInd',
                        'info',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,int,struct '
                       'cusparseMatDescr*,double*,int*,int*,struct csru2csrInfo*,void*'),
 'cusparseDcsru2csr_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseDcsru2csr_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int n, int nnz, double *csrVal, const int *csrRowPtr, int '
                                     '*csrColInd, csru2csrInfo_t info, size_t '
                                     '*pBufferSizeInBytes);',
                                     ('handle',
                                      'm',
                                      'n',
                                      'nnz',
                                      'csrVal',
                                      'csrRowPtr',
                                      'csrColInd',
                                      'info',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,int,double*,int*,int*,struct '
                                     'csru2csrInfo*,unsigned long*'),
 'cusparseDenseToSparse_analysis': ('cusparseStatus_t '
                                    'cusparseDenseToSparse_analysis(cusparseHandle_t handle, '
                                    'cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, '
                                    'cusparseDenseToSparseAlg_t alg, void *externalBuffer);',
                                    ('handle', 'matA', 'matB', 'alg', 'externalBuffer'),
                                    'struct cusparseContext*,struct cusparseDnMatDescr*,struct '
                                    'cusparseSpMatDescr*,enum None,void*'),
 'cusparseDenseToSparse_bufferSize': ('cusparseStatus_t '
                                      'cusparseDenseToSparse_bufferSize(cusparseHandle_t handle, '
                                      'cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, '
                                      'cusparseDenseToSparseAlg_t alg, size_t *bufferSize);',
                                      ('handle', 'matA', 'matB', 'alg', 'bufferSize'),
                                      'struct cusparseContext*,struct cusparseDnMatDescr*,struct '
                                      'cusparseSpMatDescr*,enum None,unsigned long*'),
 'cusparseDenseToSparse_convert': ('cusparseStatus_t '
                                   'cusparseDenseToSparse_convert(cusparseHandle_t handle, '
                                   'cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, '
                                   'cusparseDenseToSparseAlg_t alg, void *externalBuffer);',
                                   ('handle', 'matA', 'matB', 'alg', 'externalBuffer'),
                                   'struct cusparseContext*,struct cusparseDnMatDescr*,struct '
                                   'cusparseSpMatDescr*,enum None,void*'),
 'cusparseDestroy': ('cusparseStatus_t cusparseDestroy(cusparseHandle_t handle);',
                     ('handle',),
                     'struct cusparseContext*'),
 'cusparseDestroyBsric02Info': ('cusparseStatus_t cusparseDestroyBsric02Info(bsric02Info_t info);',
                                ('info',),
                                'struct bsric02Info*'),
 'cusparseDestroyBsrilu02Info': ('cusparseStatus_t cusparseDestroyBsrilu02Info(bsrilu02Info_t '
                                 'info);',
                                 ('info',),
                                 'struct bsrilu02Info*'),
 'cusparseDestroyBsrsm2Info': ('cusparseStatus_t cusparseDestroyBsrsm2Info(bsrsm2Info_t info);',
                               ('info',),
                               'struct bsrsm2Info*'),
 'cusparseDestroyBsrsv2Info': ('cusparseStatus_t cusparseDestroyBsrsv2Info(bsrsv2Info_t info);',
                               ('info',),
                               'struct bsrsv2Info*'),
 'cusparseDestroyColorInfo': ('cusparseStatus_t cusparseDestroyColorInfo(cusparseColorInfo_t '
                              'info);',
                              ('info',),
                              'struct cusparseColorInfo*'),
 'cusparseDestroyCsric02Info': ('cusparseStatus_t cusparseDestroyCsric02Info(csric02Info_t info);',
                                ('info',),
                                'struct csric02Info*'),
 'cusparseDestroyCsrilu02Info': ('cusparseStatus_t cusparseDestroyCsrilu02Info(csrilu02Info_t '
                                 'info);',
                                 ('info',),
                                 'struct csrilu02Info*'),
 'cusparseDestroyCsru2csrInfo': ('cusparseStatus_t cusparseDestroyCsru2csrInfo(csru2csrInfo_t '
                                 'info);',
                                 ('info',),
                                 'struct csru2csrInfo*'),
 'cusparseDestroyDnMat': ('cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t '
                          'dnMatDescr);',
                          ('dnMatDescr',),
                          'struct cusparseDnMatDescr*'),
 'cusparseDestroyDnVec': ('cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t '
                          'dnVecDescr);',
                          ('dnVecDescr',),
                          'struct cusparseDnVecDescr*'),
 'cusparseDestroyMatDescr': ('cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descrA);',
                             ('descrA',),
                             'struct cusparseMatDescr*'),
 'cusparseDestroyPruneInfo': ('cusparseStatus_t cusparseDestroyPruneInfo(pruneInfo_t info);',
                              ('info',),
                              'struct pruneInfo*'),
 'cusparseDestroySpMat': ('cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t '
                          'spMatDescr);',
                          ('spMatDescr',),
                          'struct cusparseSpMatDescr*'),
 'cusparseDestroySpVec': ('cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t '
                          'spVecDescr);',
                          ('spVecDescr',),
                          'struct cusparseSpVecDescr*'),
 'cusparseDgebsr2csr': ('cusparseStatus_t cusparseDgebsr2csr(cusparseHandle_t handle, '
                        'cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t '
                        'descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const '
                        'int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const '
                        'cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, '
                        'int *csrSortedColIndC);',
                        ('handle',
                         'dirA',
                         'mb',
                         'nb',
                         'descrA',
                         'bsrSortedValA',
                         'bsrSortedRowPtrA',
                         'bsrSortedColIndA',
                         'rowBlockDim',
                         'colBlockDim',
                         'descrC',
                         'csrSortedValC',
                         'csrSortedRowPtrC',
                         'csrSortedColIndC'),
                        'struct cusparseContext*,enum None,int,int,struct '
                        'cusparseMatDescr*,double*,int*,int*,int,int,struct '
                        'cusparseMatDescr*,double*,int*,int*'),
 'cusparseDgebsr2gebsc': ('cusparseStatus_t cusparseDgebsr2gebsc(cusparseHandle_t handle, int mb, '
                          'int nb, int nnzb, const double *bsrSortedVal, const int '
                          '*bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int '
                          'colBlockDim, double *bscVal, int *bscRowInd, int *bscColPtr, '
                          'cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void '
                          '*pBuffer);',
                          ('handle',
                           'mb',
                           'nb',
                           'nnzb',
                           'bsrSortedVal',
                           'bsrSortedRowPtr',
                           'bsrSortedColInd',
                           'rowBlockDim',
                           'colBlockDim',
                           'bscVal',
                           'bscRowInd',
                           'bscColPtr',
                           'copyValues',
                           'idxBase',
                           'pBuffer'),
                          'struct '
                          'cusparseContext*,int,int,int,double*,int*,int*,int,int,double*,int*,int*,enum '
                          'None,enum None,void*'),
 'cusparseDgebsr2gebsc_bufferSize': ('cusparseStatus_t '
                                     'cusparseDgebsr2gebsc_bufferSize(cusparseHandle_t handle, int '
                                     'mb, int nb, int nnzb, const double *bsrSortedVal, const int '
                                     '*bsrSortedRowPtr, const int *bsrSortedColInd, int '
                                     'rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);',
                                     ('handle',
                                      'mb',
                                      'nb',
                                      'nnzb',
                                      'bsrSortedVal',
                                      'bsrSortedRowPtr',
                                      'bsrSortedColInd',
                                      'rowBlockDim',
                                      'colBlockDim',
                                      'pBufferSizeInBytes'),
                                     'struct '
                                     'cusparseContext*,int,int,int,double*,int*,int*,int,int,int*'),
 'cusparseDgebsr2gebsc_bufferSizeExt': ('cusparseStatus_t '
                                        'cusparseDgebsr2gebsc_bufferSizeExt(cusparseHandle_t '
                                        'handle, int mb, int nb, int nnzb, const double '
                                        '*bsrSortedVal, const int *bsrSortedRowPtr, const int '
                                        '*bsrSortedColInd, int rowBlockDim, int colBlockDim, '
                                        'size_t *pBufferSize);',
                                        ('handle',
                                         'mb',
                                         'nb',
                                         'nnzb',
                                         'bsrSortedVal',
                                         'bsrSortedRowPtr',
                                         'bsrSortedColInd',
                                         'rowBlockDim',
                                         'colBlockDim',
                                         'pBufferSize'),
                                        'struct '
                                        'cusparseContext*,int,int,int,double*,int*,int*,int,int,unsigned '
                                        'long*'),
 'cusparseDgebsr2gebsr': ('cusparseStatus_t cusparseDgebsr2gebsr(cusparseHandle_t handle, '
                          'cusparseDirection_t dirA, int mb, int nb, int nnzb, const '
                          'cusparseMatDescr_t descrA, const double *bsrSortedValA, const int '
                          '*bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int '
                          'colBlockDimA, const cusparseMatDescr_t descrC, double *bsrSortedValC, '
                          'int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int '
                          'colBlockDimC, void *pBuffer);',
                          ('handle',
                           'dirA',
                           'mb',
                           'nb',
                           'nnzb',
                           'descrA',
                           'bsrSortedValA',
                           'bsrSortedRowPtrA',
                           'bsrSortedColIndA',
                           'rowBlockDimA',
                           'colBlockDimA',
                           'descrC',
                           'bsrSortedValC',
                           'bsrSortedRowPtrC',
                           'bsrSortedColIndC',
                           'rowBlockDimC',
                           'colBlockDimC',
                           'pBuffer'),
                          'struct cusparseContext*,enum None,int,int,int,struct '
                          'cusparseMatDescr*,double*,int*,int*,int,int,struct '
                          'cusparseMatDescr*,double*,int*,int*,int,int,void*'),
 'cusparseDgebsr2gebsr_bufferSize': ('cusparseStatus_t '
                                     'cusparseDgebsr2gebsr_bufferSize(cusparseHandle_t handle, '
                                     'cusparseDirection_t dirA, int mb, int nb, int nnzb, const '
                                     'cusparseMatDescr_t descrA, const double *bsrSortedValA, '
                                     'const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, '
                                     'int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int '
                                     'colBlockDimC, int *pBufferSizeInBytes);',
                                     ('handle',
                                      'dirA',
                                      'mb',
                                      'nb',
                                      'nnzb',
                                      'descrA',
                                      'bsrSortedValA',
                                      'bsrSortedRowPtrA',
                                      'bsrSortedColIndA',
                                      'rowBlockDimA',
                                      'colBlockDimA',
                                      'rowBlockDimC',
                                      'colBlockDimC',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,enum None,int,int,int,struct '
                                     'cusparseMatDescr*,double*,int*,int*,int,int,int,int,int*'),
 'cusparseDgebsr2gebsr_bufferSizeExt': ('cusparseStatus_t '
                                        'cusparseDgebsr2gebsr_bufferSizeExt(cusparseHandle_t '
                                        'handle, cusparseDirection_t dirA, int mb, int nb, int '
                                        'nnzb, const cusparseMatDescr_t descrA, const double '
                                        '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                        '*bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, '
                                        'int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);',
                                        ('handle',
                                         'dirA',
                                         'mb',
                                         'nb',
                                         'nnzb',
                                         'descrA',
                                         'bsrSortedValA',
                                         'bsrSortedRowPtrA',
                                         'bsrSortedColIndA',
                                         'rowBlockDimA',
                                         'colBlockDimA',
                                         'rowBlockDimC',
                                         'colBlockDimC',
                                         'pBufferSize'),
                                        'struct cusparseContext*,enum None,int,int,int,struct '
                                        'cusparseMatDescr*,double*,int*,int*,int,int,int,int,unsigned '
                                        'long*'),
 'cusparseDgemvi': ('cusparseStatus_t cusparseDgemvi(cusparseHandle_t handle, cusparseOperation_t '
                    'transA, int m, int n, const double *alpha, const double *A, int lda, int nnz, '
                    'const double *xVal, const int *xInd, const double *beta, double *y, '
                    'cusparseIndexBase_t idxBase, void *pBuffer);',
                    ('handle',
                     'transA',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'nnz',
                     'xVal',
                     'xInd',
                     'beta',
                     'y',
                     'idxBase',
                     'pBuffer'),
                    'struct cusparseContext*,enum '
                    'None,int,int,double*,double*,int,int,double*,int*,double*,double*,enum '
                    'None,void*'),
 'cusparseDgemvi_bufferSize': ('cusparseStatus_t cusparseDgemvi_bufferSize(cusparseHandle_t '
                               'handle, cusparseOperation_t transA, int m, int n, int nnz, int '
                               '*pBufferSize);',
                               ('handle', 'transA', 'm', 'n', 'nnz', 'pBufferSize'),
                               'struct cusparseContext*,enum None,int,int,int,int*'),
 'cusparseDgpsvInterleavedBatch': ('cusparseStatus_t '
                                   'cusparseDgpsvInterleavedBatch(cusparseHandle_t handle, int '
                                   'algo, int m, double *ds, double *dl, double *d, double *du, '
                                   'double *dw, double *x, int batchCount, void *pBuffer);',
                                   ('handle',
                                    'algo',
                                    'm',
                                    'ds',
                                    'dl',
                                    'd',
                                    'du',
                                    'dw',
                                    'x',
                                    'batchCount',
                                    'pBuffer'),
                                   'struct '
                                   'cusparseContext*,int,int,double*,double*,double*,double*,double*,double*,int,void*'),
 'cusparseDgpsvInterleavedBatch_bufferSizeExt': ('cusparseStatus_t '
                                                 'cusparseDgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t '
                                                 'handle, int algo, int m, const double *ds, const '
                                                 'double *dl, const double *d, const double *du, '
                                                 'const double *dw, const double *x, int '
                                                 'batchCount, size_t *pBufferSizeInBytes);',
                                                 ('handle',
                                                  'algo',
                                                  'm',
                                                  'ds',
                                                  'dl',
                                                  'd',
                                                  'du',
                                                  'dw',
                                                  'x',
                                                  'batchCount',
                                                  'pBufferSizeInBytes'),
                                                 'struct '
                                                 'cusparseContext*,int,int,double*,double*,double*,double*,double*,double*,int,unsigned '
                                                 'long*'),
 'cusparseDgtsv2': ('cusparseStatus_t cusparseDgtsv2(cusparseHandle_t handle, int m, int n, const '
                    'double *dl, const double *d, const double *du, double *B, int ldb, void '
                    '*pBuffer);',
                    ('handle', 'm', 'n', 'dl', 'd', 'du', 'B', 'ldb', 'pBuffer'),
                    'struct cusparseContext*,int,int,double*,double*,double*,double*,int,void*'),
 'cusparseDgtsv2StridedBatch': ('cusparseStatus_t cusparseDgtsv2StridedBatch(cusparseHandle_t '
                                'handle, int m, const double *dl, const double *d, const double '
                                '*du, double *x, int batchCount, int batchStride, void *pBuffer);',
                                ('handle',
                                 'm',
                                 'dl',
                                 'd',
                                 'du',
                                 'x',
                                 'batchCount',
                                 'batchStride',
                                 'pBuffer'),
                                'struct '
                                'cusparseContext*,int,double*,double*,double*,double*,int,int,void*'),
 'cusparseDgtsv2StridedBatch_bufferSizeExt': ('cusparseStatus_t '
                                              'cusparseDgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t '
                                              'handle, int m, const double *dl, const double *d, '
                                              'const double *du, const double *x, int batchCount, '
                                              'int batchStride, size_t *bufferSizeInBytes);',
                                              ('handle',
                                               'm',
                                               'dl',
                                               'd',
                                               'du',
                                               'x',
                                               'batchCount',
                                               'batchStride',
                                               'bufferSizeInBytes'),
                                              'struct '
                                              'cusparseContext*,int,double*,double*,double*,double*,int,int,unsigned '
                                              'long*'),
 'cusparseDgtsv2_bufferSizeExt': ('cusparseStatus_t cusparseDgtsv2_bufferSizeExt(cusparseHandle_t '
                                  'handle, int m, int n, const double *dl, const double *d, const '
                                  'double *du, const double *B, int ldb, size_t '
                                  '*bufferSizeInBytes);',
                                  ('handle',
                                   'm',
                                   'n',
                                   'dl',
                                   'd',
                                   'du',
                                   'B',
                                   'ldb',
                                   'bufferSizeInBytes'),
                                  'struct '
                                  'cusparseContext*,int,int,double*,double*,double*,double*,int,unsigned '
                                  'long*'),
 'cusparseDgtsv2_nopivot': ('cusparseStatus_t cusparseDgtsv2_nopivot(cusparseHandle_t handle, int '
                            'm, int n, const double *dl, const double *d, const double *du, double '
                            '*B, int ldb, void *pBuffer);',
                            ('handle', 'm', 'n', 'dl', 'd', 'du', 'B', 'ldb', 'pBuffer'),
                            'struct '
                            'cusparseContext*,int,int,double*,double*,double*,double*,int,void*'),
 'cusparseDgtsv2_nopivot_bufferSizeExt': ('cusparseStatus_t '
                                          'cusparseDgtsv2_nopivot_bufferSizeExt(cusparseHandle_t '
                                          'handle, int m, int n, const double *dl, const double '
                                          '*d, const double *du, const double *B, int ldb, size_t '
                                          '*bufferSizeInBytes);',
                                          ('handle',
                                           'm',
                                           'n',
                                           'dl',
                                           'd',
                                           'du',
                                           'B',
                                           'ldb',
                                           'bufferSizeInBytes'),
                                          'struct '
                                          'cusparseContext*,int,int,double*,double*,double*,double*,int,unsigned '
                                          'long*'),
 'cusparseDgtsvInterleavedBatch': ('cusparseStatus_t '
                                   'cusparseDgtsvInterleavedBatch(cusparseHandle_t handle, int '
                                   'algo, int m, double *dl, double *d, double *du, double *x, int '
                                   'batchCount, void *pBuffer);',
                                   ('handle',
                                    'algo',
                                    'm',
                                    'dl',
                                    'd',
                                    'du',
                                    'x',
                                    'batchCount',
                                    'pBuffer'),
                                   'struct '
                                   'cusparseContext*,int,int,double*,double*,double*,double*,int,void*'),
 'cusparseDgtsvInterleavedBatch_bufferSizeExt': ('cusparseStatus_t '
                                                 'cusparseDgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t '
                                                 'handle, int algo, int m, const double *dl, const '
                                                 'double *d, const double *du, const double *x, '
                                                 'int batchCount, size_t *pBufferSizeInBytes);',
                                                 ('handle',
                                                  'algo',
                                                  'm',
                                                  'dl',
                                                  'd',
                                                  'du',
                                                  'x',
                                                  'batchCount',
                                                  'pBufferSizeInBytes'),
                                                 'struct '
                                                 'cusparseContext*,int,int,double*,double*,double*,double*,int,unsigned '
                                                 'long*'),
 'cusparseDnMatGet': ('cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t dnMatDescr, int64_t '
                      '*rows, int64_t *cols, int64_t *ld, void **values, cudaDataType *type, '
                      'cusparseOrder_t *order);',
                      ('dnMatDescr', 'rows', 'cols', 'ld', 'values', 'type', 'order'),
                      'struct cusparseDnMatDescr*,long*,long*,long*,void**,enum '
                      'cudaDataType_t*,enum None*'),
 'cusparseDnMatGetStridedBatch': ('cusparseStatus_t '
                                  'cusparseDnMatGetStridedBatch(cusparseConstDnMatDescr_t '
                                  'dnMatDescr, int *batchCount, int64_t *batchStride);',
                                  ('dnMatDescr', 'batchCount', 'batchStride'),
                                  'struct cusparseDnMatDescr*,int*,long*'),
 'cusparseDnMatGetValues': ('cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t '
                            'dnMatDescr, void **values);',
                            ('dnMatDescr', 'values'),
                            'struct cusparseDnMatDescr*,void**'),
 'cusparseDnMatSetStridedBatch': ('cusparseStatus_t '
                                  'cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t dnMatDescr, '
                                  'int batchCount, int64_t batchStride);',
                                  ('dnMatDescr', 'batchCount', 'batchStride'),
                                  'struct cusparseDnMatDescr*,int,long'),
 'cusparseDnMatSetValues': ('cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t '
                            'dnMatDescr, void *values);',
                            ('dnMatDescr', 'values'),
                            'struct cusparseDnMatDescr*,void*'),
 'cusparseDnVecGet': ('cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t dnVecDescr, int64_t '
                      '*size, void **values, cudaDataType *valueType);',
                      ('dnVecDescr', 'size', 'values', 'valueType'),
                      'struct cusparseDnVecDescr*,long*,void**,enum cudaDataType_t*'),
 'cusparseDnVecGetValues': ('cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t '
                            'dnVecDescr, void **values);',
                            ('dnVecDescr', 'values'),
                            'struct cusparseDnVecDescr*,void**'),
 'cusparseDnVecSetValues': ('cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t '
                            'dnVecDescr, void *values);',
                            ('dnVecDescr', 'values'),
                            'struct cusparseDnVecDescr*,void*'),
 'cusparseDnnz': ('cusparseStatus_t cusparseDnnz(cusparseHandle_t handle, cusparseDirection_t '
                  'dirA, int m, int n, const cusparseMatDescr_t descrA, const double *A, int lda, '
                  'int *nnzPerRowCol, int *nnzTotalDevHostPtr);',
                  ('handle',
                   'dirA',
                   'm',
                   'n',
                   'descrA',
                   'A',
                   'lda',
                   'nnzPerRowCol',
                   'nnzTotalDevHostPtr'),
                  'struct cusparseContext*,enum None,int,int,struct '
                  'cusparseMatDescr*,double*,int,int*,int*'),
 'cusparseDnnz_compress': ('cusparseStatus_t cusparseDnnz_compress(cusparseHandle_t handle, int m, '
                           'const cusparseMatDescr_t descr, const double *csrSortedValA, const int '
                           '*csrSortedRowPtrA, int *nnzPerRow, int *nnzC, double tol);',
                           ('handle',
                            'm',
                            'descr',
                            'csrSortedValA',
                            'csrSortedRowPtrA',
                            'nnzPerRow',
                            'nnzC',
                            'tol'),
                           'struct cusparseContext*,int,struct '
                           'cusparseMatDescr*,double*,int*,int*,int*,double'),
 'cusparseDpruneCsr2csr': ('cusparseStatus_t cusparseDpruneCsr2csr(cusparseHandle_t handle, int m, '
                           'int n, int nnzA, const cusparseMatDescr_t descrA, const double '
                           '*csrSortedValA, const int *csrSortedRowPtrA, const int '
                           '*csrSortedColIndA, const double *threshold, const cusparseMatDescr_t '
                           'descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int '
                           '*csrSortedColIndC, void *pBuffer);',
                           ('handle',
                            'm',
                            'n',
                            'nnzA',
                            'descrA',
                            'csrSortedValA',
                            'csrSortedRowPtrA',
                            'csrSortedColIndA',
                            'threshold',
                            'descrC',
                            'csrSortedValC',
                            'csrSortedRowPtrC',
                            'csrSortedColIndC',
                            'pBuffer'),
                           'struct cusparseContext*,int,int,int,struct '
                           'cusparseMatDescr*,double*,int*,int*,double*,struct '
                           'cusparseMatDescr*,double*,int*,int*,void*'),
 'cusparseDpruneCsr2csrByPercentage': ('cusparseStatus_t '
                                       'cusparseDpruneCsr2csrByPercentage(cusparseHandle_t handle, '
                                       'int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                                       'const double *csrSortedValA, const int *csrSortedRowPtrA, '
                                       'const int *csrSortedColIndA, float percentage, const '
                                       'cusparseMatDescr_t descrC, double *csrSortedValC, const '
                                       'int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t '
                                       'info, void *pBuffer);',
                                       ('handle',
                                        'm',
                                        'n',
                                        'nnzA',
                                        'descrA',
                                        'csrSortedValA',
                                        'csrSortedRowPtrA',
                                        'csrSortedColIndA',
                                        'percentage',
                                        'descrC',
                                        'csrSortedValC',
                                        'csrSortedRowPtrC',
                                        'csrSortedColIndC',
                                        'info',
                                        'pBuffer'),
                                       'struct cusparseContext*,int,int,int,struct '
                                       'cusparseMatDescr*,double*,int*,int*,float,struct '
                                       'cusparseMatDescr*,double*,int*,int*,struct '
                                       'pruneInfo*,void*'),
 'cusparseDpruneCsr2csrByPercentage_bufferSizeExt': ('cusparseStatus_t '
                                                     'cusparseDpruneCsr2csrByPercentage_bufferSizeExt(cusparseHandle_t '
                                                     'handle, int m, int n, int nnzA, const '
                                                     'cusparseMatDescr_t descrA, const double '
                                                     '*csrSortedValA, const int *csrSortedRowPtrA, '
                                                     'const int *csrSortedColIndA, float '
                                                     'percentage, const cusparseMatDescr_t descrC, '
                                                     'const double *csrSortedValC, const int '
                                                     '*csrSortedRowPtrC, const int '
                                                     '*csrSortedColIndC, pruneInfo_t info, size_t '
                                                     '*pBufferSizeInBytes);',
                                                     ('handle',
                                                      'm',
                                                      'n',
                                                      'nnzA',
                                                      'descrA',
                                                      'csrSortedValA',
                                                      'csrSortedRowPtrA',
                                                      'csrSortedColIndA',
                                                      'percentage',
                                                      'descrC',
                                                      'csrSortedValC',
                                                      'csrSortedRowPtrC',
                                                      'csrSortedColIndC',
                                                      'info',
                                                      'pBufferSizeInBytes'),
                                                     'struct cusparseContext*,int,int,int,struct '
                                                     'cusparseMatDescr*,double*,int*,int*,float,struct '
                                                     'cusparseMatDescr*,double*,int*,int*,struct '
                                                     'pruneInfo*,unsigned long*'),
 'cusparseDpruneCsr2csrNnz': ('cusparseStatus_t cusparseDpruneCsr2csrNnz(cusparseHandle_t handle, '
                              'int m, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                              'double *csrSortedValA, const int *csrSortedRowPtrA, const int '
                              '*csrSortedColIndA, const double *threshold, const '
                              'cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int '
                              '*nnzTotalDevHostPtr, void *pBuffer);',
                              ('handle',
                               'm',
                               'n',
                               'nnzA',
                               'descrA',
                               'csrSortedValA',
                               'csrSortedRowPtrA',
                               'csrSortedColIndA',
                               'threshold',
                               'descrC',
                               'csrSortedRowPtrC',
                               'nnzTotalDevHostPtr',
                               'pBuffer'),
                              'struct cusparseContext*,int,int,int,struct '
                              'cusparseMatDescr*,double*,int*,int*,double*,struct '
                              'cusparseMatDescr*,int*,int*,void*'),
 'cusparseDpruneCsr2csrNnzByPercentage': ('cusparseStatus_t '
                                          'cusparseDpruneCsr2csrNnzByPercentage(cusparseHandle_t '
                                          'handle, int m, int n, int nnzA, const '
                                          'cusparseMatDescr_t descrA, const double *csrSortedValA, '
                                          'const int *csrSortedRowPtrA, const int '
                                          '*csrSortedColIndA, float percentage, const '
                                          'cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int '
                                          '*nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);',
                                          ('handle',
                                           'm',
                                           'n',
                                           'nnzA',
                                           'descrA',
                                           'csrSortedValA',
                                           'csrSortedRowPtrA',
                                           'csrSortedColIndA',
                                           'percentage',
                                           'descrC',
                                           'csrSortedRowPtrC',
                                           'nnzTotalDevHostPtr',
                                           'info',
                                           'pBuffer'),
                                          'struct cusparseContext*,int,int,int,struct '
                                          'cusparseMatDescr*,double*,int*,int*,float,struct '
                                          'cusparseMatDescr*,int*,int*,struct pruneInfo*,void*'),
 'cusparseDpruneCsr2csr_bufferSizeExt': ('cusparseStatus_t '
                                         'cusparseDpruneCsr2csr_bufferSizeExt(cusparseHandle_t '
                                         'handle, int m, int n, int nnzA, const cusparseMatDescr_t '
                                         'descrA, const double *csrSortedValA, const int '
                                         '*csrSortedRowPtrA, const int *csrSortedColIndA, const '
                                         'double *threshold, const cusparseMatDescr_t descrC, '
                                         'const double *csrSortedValC, const int '
                                         '*csrSortedRowPtrC, const int *csrSortedColIndC, size_t '
                                         '*pBufferSizeInBytes);',
                                         ('handle',
                                          'm',
                                          'n',
                                          'nnzA',
                                          'descrA',
                                          'csrSortedValA',
                                          'csrSortedRowPtrA',
                                          'csrSortedColIndA',
                                          'threshold',
                                          'descrC',
                                          'csrSortedValC',
                                          'csrSortedRowPtrC',
                                          'csrSortedColIndC',
                                          'pBufferSizeInBytes'),
                                         'struct cusparseContext*,int,int,int,struct '
                                         'cusparseMatDescr*,double*,int*,int*,double*,struct '
                                         'cusparseMatDescr*,double*,int*,int*,unsigned long*'),
 'cusparseDpruneDense2csr': ('cusparseStatus_t cusparseDpruneDense2csr(cusparseHandle_t handle, '
                             'int m, int n, const double *A, int lda, const double *threshold, '
                             'const cusparseMatDescr_t descrC, double *csrSortedValC, const int '
                             '*csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);',
                             ('handle',
                              'm',
                              'n',
                              'A',
                              'lda',
                              'threshold',
                              'descrC',
                              'csrSortedValC',
                              'csrSortedRowPtrC',
                              'csrSortedColIndC',
                              'pBuffer'),
                             'struct cusparseContext*,int,int,double*,int,double*,struct '
                             'cusparseMatDescr*,double*,int*,int*,void*'),
 'cusparseDpruneDense2csrByPercentage': ('cusparseStatus_t '
                                         'cusparseDpruneDense2csrByPercentage(cusparseHandle_t '
                                         'handle, int m, int n, const double *A, int lda, float '
                                         'percentage, const cusparseMatDescr_t descrC, double '
                                         '*csrSortedValC, const int *csrSortedRowPtrC, int '
                                         '*csrSortedColIndC, pruneInfo_t info, void *pBuffer);',
                                         ('handle',
                                          'm',
                                          'n',
                                          'A',
                                          'lda',
                                          'percentage',
                                          'descrC',
                                          'csrSortedValC',
                                          'csrSortedRowPtrC',
                                          'csrSortedColIndC',
                                          'info',
                                          'pBuffer'),
                                         'struct cusparseContext*,int,int,double*,int,float,struct '
                                         'cusparseMatDescr*,double*,int*,int*,struct '
                                         'pruneInfo*,void*'),
 'cusparseDpruneDense2csrByPercentage_bufferSizeExt': ('cusparseStatus_t '
                                                       'cusparseDpruneDense2csrByPercentage_bufferSizeExt(cusparseHandle_t '
                                                       'handle, int m, int n, const double *A, int '
                                                       'lda, float percentage, const '
                                                       'cusparseMatDescr_t descrC, const double '
                                                       '*csrSortedValC, const int '
                                                       '*csrSortedRowPtrC, const int '
                                                       '*csrSortedColIndC, pruneInfo_t info, '
                                                       'size_t *pBufferSizeInBytes);',
                                                       ('handle',
                                                        'm',
                                                        'n',
                                                        'A',
                                                        'lda',
                                                        'percentage',
                                                        'descrC',
                                                        'csrSortedValC',
                                                        'csrSortedRowPtrC',
                                                        'csrSortedColIndC',
                                                        'info',
                                                        'pBufferSizeInBytes'),
                                                       'struct '
                                                       'cusparseContext*,int,int,double*,int,float,struct '
                                                       'cusparseMatDescr*,double*,int*,int*,struct '
                                                       'pruneInfo*,unsigned long*'),
 'cusparseDpruneDense2csrNnz': ('cusparseStatus_t cusparseDpruneDense2csrNnz(cusparseHandle_t '
                                'handle, int m, int n, const double *A, int lda, const double '
                                '*threshold, const cusparseMatDescr_t descrC, int '
                                '*csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);',
                                ('handle',
                                 'm',
                                 'n',
                                 'A',
                                 'lda',
                                 'threshold',
                                 'descrC',
                                 'csrSortedRowPtrC',
                                 'nnzTotalDevHostPtr',
                                 'pBuffer'),
                                'struct cusparseContext*,int,int,double*,int,double*,struct '
                                'cusparseMatDescr*,int*,int*,void*'),
 'cusparseDpruneDense2csrNnzByPercentage': ('cusparseStatus_t '
                                            'cusparseDpruneDense2csrNnzByPercentage(cusparseHandle_t '
                                            'handle, int m, int n, const double *A, int lda, float '
                                            'percentage, const cusparseMatDescr_t descrC, int '
                                            '*csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t '
                                            'info, void *pBuffer);',
                                            ('handle',
                                             'm',
                                             'n',
                                             'A',
                                             'lda',
                                             'percentage',
                                             'descrC',
                                             'csrRowPtrC',
                                             'nnzTotalDevHostPtr',
                                             'info',
                                             'pBuffer'),
                                            'struct '
                                            'cusparseContext*,int,int,double*,int,float,struct '
                                            'cusparseMatDescr*,int*,int*,struct pruneInfo*,void*'),
 'cusparseDpruneDense2csr_bufferSizeExt': ('cusparseStatus_t '
                                           'cusparseDpruneDense2csr_bufferSizeExt(cusparseHandle_t '
                                           'handle, int m, int n, const double *A, int lda, const '
                                           'double *threshold, const cusparseMatDescr_t descrC, '
                                           'const double *csrSortedValC, const int '
                                           '*csrSortedRowPtrC, const int *csrSortedColIndC, size_t '
                                           '*pBufferSizeInBytes);',
                                           ('handle',
                                            'm',
                                            'n',
                                            'A',
                                            'lda',
                                            'threshold',
                                            'descrC',
                                            'csrSortedValC',
                                            'csrSortedRowPtrC',
                                            'csrSortedColIndC',
                                            'pBufferSizeInBytes'),
                                           'struct '
                                           'cusparseContext*,int,int,double*,int,double*,struct '
                                           'cusparseMatDescr*,double*,int*,int*,unsigned long*'),
 'cusparseGather': ('cusparseStatus_t cusparseGather(cusparseHandle_t handle, '
                    'cusparseConstDnVecDescr_t vecY, cusparseSpVecDescr_t vecX);',
                    ('handle', 'vecY', 'vecX'),
                    'struct cusparseContext*,struct cusparseDnVecDescr*,struct '
                    'cusparseSpVecDescr*'),
 'cusparseGetErrorName': ('const char *cusparseGetErrorName(cusparseStatus_t status);',
                          ('status',),
                          'enum None'),
 'cusparseGetErrorString': ('const char *cusparseGetErrorString(cusparseStatus_t status);',
                            ('status',),
                            'enum None'),
 'cusparseGetMatDiagType': ('cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t '
                            'descrA);',
                            ('descrA',),
                            'struct cusparseMatDescr*'),
 'cusparseGetMatFillMode': ('cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t '
                            'descrA);',
                            ('descrA',),
                            'struct cusparseMatDescr*'),
 'cusparseGetMatIndexBase': ('cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t '
                             'descrA);',
                             ('descrA',),
                             'struct cusparseMatDescr*'),
 'cusparseGetMatType': ('cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t descrA);',
                        ('descrA',),
                        'struct cusparseMatDescr*'),
 'cusparseGetPointerMode': ('cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t handle, '
                            'cusparsePointerMode_t *mode);',
                            ('handle', 'mode'),
                            'struct cusparseContext*,enum None*'),
 'cusparseGetProperty': ('cusparseStatus_t cusparseGetProperty(libraryPropertyType type, int '
                         '*value);',
                         ('type', 'value'),
                         'enum libraryPropertyType_t,int*'),
 'cusparseGetStream': ('cusparseStatus_t cusparseGetStream(cusparseHandle_t handle, cudaStream_t '
                       '*streamId);',
                       ('handle', 'streamId'),
                       'struct cusparseContext*,struct CUstream_st**'),
 'cusparseGetVersion': ('cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int '
                        '*version);',
                        ('handle', 'version'),
                        'struct cusparseContext*,int*'),
 'cusparseLoggerForceDisable': ('cusparseStatus_t cusparseLoggerForceDisable(void);', (), ''),
 'cusparseLoggerOpenFile': ('cusparseStatus_t cusparseLoggerOpenFile(const char *logFile);',
                            ('logFile',),
                            'char*'),
 'cusparseLoggerSetCallback': ('cusparseStatus_t '
                               'cusparseLoggerSetCallback(cusparseLoggerCallback_t callback);',
                               ('callback',),
                               'fn(int,char*,char*)->void*'),
 'cusparseLoggerSetFile': ('cusparseStatus_t cusparseLoggerSetFile(FILE *file);',
                           ('file',),
                           'struct _IO_FILE*'),
 'cusparseLoggerSetLevel': ('cusparseStatus_t cusparseLoggerSetLevel(int level);',
                            ('level',),
                            'int'),
 'cusparseLoggerSetMask': ('cusparseStatus_t cusparseLoggerSetMask(int mask);', ('mask',), 'int'),
 'cusparseRot': ('cusparseStatus_t cusparseRot(cusparseHandle_t handle, const void *c_coeff, const '
                 'void *s_coeff, cusparseSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);',
                 ('handle', 'c_coeff', 's_coeff', 'vecX', 'vecY'),
                 'struct cusparseContext*,void*,void*,struct cusparseSpVecDescr*,struct '
                 'cusparseDnVecDescr*'),
 'cusparseSDDMM': ('cusparseStatus_t cusparseSDDMM(cusparseHandle_t handle, cusparseOperation_t '
                   'opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t '
                   'matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t '
                   'matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer);',
                   ('handle',
                    'opA',
                    'opB',
                    'alpha',
                    'matA',
                    'matB',
                    'beta',
                    'matC',
                    'computeType',
                    'alg',
                    'externalBuffer'),
                   'struct cusparseContext*,enum None,enum None,void*,struct '
                   'cusparseDnMatDescr*,struct cusparseDnMatDescr*,void*,struct '
                   'cusparseSpMatDescr*,enum cudaDataType_t,enum None,void*'),
 'cusparseSDDMM_bufferSize': ('cusparseStatus_t cusparseSDDMM_bufferSize(cusparseHandle_t handle, '
                              'cusparseOperation_t opA, cusparseOperation_t opB, const void '
                              '*alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t '
                              'matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType '
                              'computeType, cusparseSDDMMAlg_t alg, size_t *bufferSize);',
                              ('handle',
                               'opA',
                               'opB',
                               'alpha',
                               'matA',
                               'matB',
                               'beta',
                               'matC',
                               'computeType',
                               'alg',
                               'bufferSize'),
                              'struct cusparseContext*,enum None,enum None,void*,struct '
                              'cusparseDnMatDescr*,struct cusparseDnMatDescr*,void*,struct '
                              'cusparseSpMatDescr*,enum cudaDataType_t,enum None,unsigned long*'),
 'cusparseSDDMM_preprocess': ('cusparseStatus_t cusparseSDDMM_preprocess(cusparseHandle_t handle, '
                              'cusparseOperation_t opA, cusparseOperation_t opB, const void '
                              '*alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t '
                              'matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType '
                              'computeType, cusparseSDDMMAlg_t alg, void *externalBuffer);',
                              ('handle',
                               'opA',
                               'opB',
                               'alpha',
                               'matA',
                               'matB',
                               'beta',
                               'matC',
                               'computeType',
                               'alg',
                               'externalBuffer'),
                              'struct cusparseContext*,enum None,enum None,void*,struct '
                              'cusparseDnMatDescr*,struct cusparseDnMatDescr*,void*,struct '
                              'cusparseSpMatDescr*,enum cudaDataType_t,enum None,void*'),
 'cusparseSbsr2csr': ('cusparseStatus_t cusparseSbsr2csr(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, '
                      'const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                      '*bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float '
                      '*csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);',
                      ('handle',
                       'dirA',
                       'mb',
                       'nb',
                       'descrA',
                       'bsrSortedValA',
                       'bsrSortedRowPtrA',
                       'bsrSortedColIndA',
                       'blockDim',
                       'descrC',
                       'csrSortedValC',
                       'csrSortedRowPtrC',
                       'csrSortedColIndC'),
                      'struct cusparseContext*,enum None,int,int,struct '
                      'cusparseMatDescr*,float*,int*,int*,int,struct '
                      'cusparseMatDescr*,float*,int*,int*'),
 'cusparseSbsric02': ('cusparseStatus_t cusparseSbsric02(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t '
                      'descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int '
                      '*bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t '
                      'policy, void *pBuffer);',
                      ('handle',
                       'dirA',
                       'mb',
                       'nnzb',
                       'descrA',
                       'bsrSortedVal',
                       'bsrSortedRowPtr',
                       'bsrSortedColInd',
                       'blockDim',
                       'info',
                       'policy',
                       'pBuffer'),
                      'struct cusparseContext*,enum None,int,int,struct '
                      'cusparseMatDescr*,float*,int*,int*,int,struct bsric02Info*,enum None,void*'),
 'cusparseSbsric02_analysis': ('cusparseStatus_t cusparseSbsric02_analysis(cusparseHandle_t '
                               'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                               'cusparseMatDescr_t descrA, const float *bsrSortedVal, const int '
                               '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                               'bsric02Info_t info, cusparseSolvePolicy_t policy, void '
                               '*pInputBuffer);',
                               ('handle',
                                'dirA',
                                'mb',
                                'nnzb',
                                'descrA',
                                'bsrSortedVal',
                                'bsrSortedRowPtr',
                                'bsrSortedColInd',
                                'blockDim',
                                'info',
                                'policy',
                                'pInputBuffer'),
                               'struct cusparseContext*,enum None,int,int,struct '
                               'cusparseMatDescr*,float*,int*,int*,int,struct bsric02Info*,enum '
                               'None,void*'),
 'cusparseSbsric02_bufferSize': ('cusparseStatus_t cusparseSbsric02_bufferSize(cusparseHandle_t '
                                 'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                 'cusparseMatDescr_t descrA, float *bsrSortedVal, const int '
                                 '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                 'bsric02Info_t info, int *pBufferSizeInBytes);',
                                 ('handle',
                                  'dirA',
                                  'mb',
                                  'nnzb',
                                  'descrA',
                                  'bsrSortedVal',
                                  'bsrSortedRowPtr',
                                  'bsrSortedColInd',
                                  'blockDim',
                                  'info',
                                  'pBufferSizeInBytes'),
                                 'struct cusparseContext*,enum None,int,int,struct '
                                 'cusparseMatDescr*,float*,int*,int*,int,struct bsric02Info*,int*'),
 'cusparseSbsric02_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseSbsric02_bufferSizeExt(cusparseHandle_t handle, '
                                    'cusparseDirection_t dirA, int mb, int nnzb, const '
                                    'cusparseMatDescr_t descrA, float *bsrSortedVal, const int '
                                    '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                    'bsric02Info_t info, size_t *pBufferSize);',
                                    ('handle',
                                     'dirA',
                                     'mb',
                                     'nnzb',
                                     'descrA',
                                     'bsrSortedVal',
                                     'bsrSortedRowPtr',
                                     'bsrSortedColInd',
                                     'blockSize',
                                     'info',
                                     'pBufferSize'),
                                    'struct cusparseContext*,enum None,int,int,struct '
                                    'cusparseMatDescr*,float*,int*,int*,int,struct '
                                    'bsric02Info*,unsigned long*'),
 'cusparseSbsrilu02': ('cusparseStatus_t cusparseSbsrilu02(cusparseHandle_t handle, '
                       'cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t '
                       'descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int '
                       '*bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t '
                       'policy, void *pBuffer);',
                       ('handle',
                        'dirA',
                        'mb',
                        'nnzb',
                        'descrA',
                        'bsrSortedVal',
                        'bsrSortedRowPtr',
                        'bsrSortedColInd',
                        'blockDim',
                        'info',
                        'policy',
                        'pBuffer'),
                       'struct cusparseContext*,enum None,int,int,struct '
                       'cusparseMatDescr*,float*,int*,int*,int,struct bsrilu02Info*,enum '
                       'None,void*'),
 'cusparseSbsrilu02_analysis': ('cusparseStatus_t cusparseSbsrilu02_analysis(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                'cusparseMatDescr_t descrA, float *bsrSortedVal, const int '
                                '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                'bsrilu02Info_t info, cusparseSolvePolicy_t policy, void '
                                '*pBuffer);',
                                ('handle',
                                 'dirA',
                                 'mb',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedVal',
                                 'bsrSortedRowPtr',
                                 'bsrSortedColInd',
                                 'blockDim',
                                 'info',
                                 'policy',
                                 'pBuffer'),
                                'struct cusparseContext*,enum None,int,int,struct '
                                'cusparseMatDescr*,float*,int*,int*,int,struct bsrilu02Info*,enum '
                                'None,void*'),
 'cusparseSbsrilu02_bufferSize': ('cusparseStatus_t cusparseSbsrilu02_bufferSize(cusparseHandle_t '
                                  'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                  'cusparseMatDescr_t descrA, float *bsrSortedVal, const int '
                                  '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                  'bsrilu02Info_t info, int *pBufferSizeInBytes);',
                                  ('handle',
                                   'dirA',
                                   'mb',
                                   'nnzb',
                                   'descrA',
                                   'bsrSortedVal',
                                   'bsrSortedRowPtr',
                                   'bsrSortedColInd',
                                   'blockDim',
                                   'info',
                                   'pBufferSizeInBytes'),
                                  'struct cusparseContext*,enum None,int,int,struct '
                                  'cusparseMatDescr*,float*,int*,int*,int,struct '
                                  'bsrilu02Info*,int*'),
 'cusparseSbsrilu02_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseSbsrilu02_bufferSizeExt(cusparseHandle_t handle, '
                                     'cusparseDirection_t dirA, int mb, int nnzb, const '
                                     'cusparseMatDescr_t descrA, float *bsrSortedVal, const int '
                                     '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                     'bsrilu02Info_t info, size_t *pBufferSize);',
                                     ('handle',
                                      'dirA',
                                      'mb',
                                      'nnzb',
                                      'descrA',
                                      'bsrSortedVal',
                                      'bsrSortedRowPtr',
                                      'bsrSortedColInd',
                                      'blockSize',
                                      'info',
                                      'pBufferSize'),
                                     'struct cusparseContext*,enum None,int,int,struct '
                                     'cusparseMatDescr*,float*,int*,int*,int,struct '
                                     'bsrilu02Info*,unsigned long*'),
 'cusparseSbsrilu02_numericBoost': ('cusparseStatus_t '
                                    'cusparseSbsrilu02_numericBoost(cusparseHandle_t handle, '
                                    'bsrilu02Info_t info, int enable_boost, double *tol, float '
                                    '*boost_val);',
                                    ('handle', 'info', 'enable_boost', 'tol', 'boost_val'),
                                    'struct cusparseContext*,struct '
                                    'bsrilu02Info*,int,double*,float*'),
 'cusparseSbsrmm': ('cusparseStatus_t cusparseSbsrmm(cusparseHandle_t handle, cusparseDirection_t '
                    'dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, '
                    'int kb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const '
                    'float *bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                    '*bsrSortedColIndA, const int blockSize, const float *B, const int ldb, const '
                    'float *beta, float *C, int ldc);',
                    ('handle',
                     'dirA',
                     'transA',
                     'transB',
                     'mb',
                     'n',
                     'kb',
                     'nnzb',
                     'alpha',
                     'descrA',
                     'bsrSortedValA',
                     'bsrSortedRowPtrA',
                     'bsrSortedColIndA',
                     'blockSize',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cusparseContext*,enum None,enum None,enum '
                    'None,int,int,int,int,float*,struct '
                    'cusparseMatDescr*,float*,int*,int*,int,float*,int,float*,float*,int'),
 'cusparseSbsrmv': ('cusparseStatus_t cusparseSbsrmv(cusparseHandle_t handle, cusparseDirection_t '
                    'dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const float '
                    '*alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const '
                    'int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const float '
                    '*x, const float *beta, float *y);',
                    ('handle',
                     'dirA',
                     'transA',
                     'mb',
                     'nb',
                     'nnzb',
                     'alpha',
                     'descrA',
                     'bsrSortedValA',
                     'bsrSortedRowPtrA',
                     'bsrSortedColIndA',
                     'blockDim',
                     'x',
                     'beta',
                     'y'),
                    'struct cusparseContext*,enum None,enum None,int,int,int,float*,struct '
                    'cusparseMatDescr*,float*,int*,int*,int,float*,float*,float*'),
 'cusparseSbsrsm2_analysis': ('cusparseStatus_t cusparseSbsrsm2_analysis(cusparseHandle_t handle, '
                              'cusparseDirection_t dirA, cusparseOperation_t transA, '
                              'cusparseOperation_t transXY, int mb, int n, int nnzb, const '
                              'cusparseMatDescr_t descrA, const float *bsrSortedVal, const int '
                              '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                              'bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);',
                              ('handle',
                               'dirA',
                               'transA',
                               'transXY',
                               'mb',
                               'n',
                               'nnzb',
                               'descrA',
                               'bsrSortedVal',
                               'bsrSortedRowPtr',
                               'bsrSortedColInd',
                               'blockSize',
                               'info',
                               'policy',
                               'pBuffer'),
                              'struct cusparseContext*,enum None,enum None,enum '
                              'None,int,int,int,struct '
                              'cusparseMatDescr*,float*,int*,int*,int,struct bsrsm2Info*,enum '
                              'None,void*'),
 'cusparseSbsrsm2_bufferSize': ('cusparseStatus_t cusparseSbsrsm2_bufferSize(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, cusparseOperation_t transA, '
                                'cusparseOperation_t transXY, int mb, int n, int nnzb, const '
                                'cusparseMatDescr_t descrA, float *bsrSortedVal, const int '
                                '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                'bsrsm2Info_t info, int *pBufferSizeInBytes);',
                                ('handle',
                                 'dirA',
                                 'transA',
                                 'transXY',
                                 'mb',
                                 'n',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedVal',
                                 'bsrSortedRowPtr',
                                 'bsrSortedColInd',
                                 'blockSize',
                                 'info',
                                 'pBufferSizeInBytes'),
                                'struct cusparseContext*,enum None,enum None,enum '
                                'None,int,int,int,struct '
                                'cusparseMatDescr*,float*,int*,int*,int,struct bsrsm2Info*,int*'),
 'cusparseSbsrsm2_bufferSizeExt': ('cusparseStatus_t '
                                   'cusparseSbsrsm2_bufferSizeExt(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, cusparseOperation_t transA, '
                                   'cusparseOperation_t transB, int mb, int n, int nnzb, const '
                                   'cusparseMatDescr_t descrA, float *bsrSortedVal, const int '
                                   '*bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                   'bsrsm2Info_t info, size_t *pBufferSize);',
                                   ('handle',
                                    'dirA',
                                    'transA',
                                    'transB',
                                    'mb',
                                    'n',
                                    'nnzb',
                                    'descrA',
                                    'bsrSortedVal',
                                    'bsrSortedRowPtr',
                                    'bsrSortedColInd',
                                    'blockSize',
                                    'info',
                                    'pBufferSize'),
                                   'struct cusparseContext*,enum None,enum None,enum '
                                   'None,int,int,int,struct '
                                   'cusparseMatDescr*,float*,int*,int*,int,struct '
                                   'bsrsm2Info*,unsigned long*'),
 'cusparseSbsrsm2_solve': ('cusparseStatus_t cusparseSbsrsm2_solve(cusparseHandle_t handle, '
                           'cusparseDirection_t dirA, cusparseOperation_t transA, '
                           'cusparseOperation_t transXY, int mb, int n, int nnzb, const float '
                           '*alpha, const cusparseMatDescr_t descrA, const float *bsrSortedVal, '
                           'const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                           'bsrsm2Info_t info, const float *B, int ldb, float *X, int ldx, '
                           'cusparseSolvePolicy_t policy, void *pBuffer);',
                           ('handle',
                            'dirA',
                            'transA',
                            'transXY',
                            'mb',
                            'n',
                            'nnzb',
                            'alpha',
                            'descrA',
                            'bsrSortedVal',
                            'bsrSortedRowPtr',
                            'bsrSortedColInd',
                            'blockSize',
                            'info',
                            'B',
                            'ldb',
                            'X',
                            'ldx',
                            'policy',
                            'pBuffer'),
                           'struct cusparseContext*,enum None,enum None,enum '
                           'None,int,int,int,float*,struct '
                           'cusparseMatDescr*,float*,int*,int*,int,struct '
                           'bsrsm2Info*,float*,int,float*,int,enum None,void*'),
 'cusparseSbsrsv2_analysis': ('cusparseStatus_t cusparseSbsrsv2_analysis(cusparseHandle_t handle, '
                              'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int '
                              'nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, '
                              'const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int '
                              'blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void '
                              '*pBuffer);',
                              ('handle',
                               'dirA',
                               'transA',
                               'mb',
                               'nnzb',
                               'descrA',
                               'bsrSortedValA',
                               'bsrSortedRowPtrA',
                               'bsrSortedColIndA',
                               'blockDim',
                               'info',
                               'policy',
                               'pBuffer'),
                              'struct cusparseContext*,enum None,enum None,int,int,struct '
                              'cusparseMatDescr*,float*,int*,int*,int,struct bsrsv2Info*,enum '
                              'None,void*'),
 'cusparseSbsrsv2_bufferSize': ('cusparseStatus_t cusparseSbsrsv2_bufferSize(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, cusparseOperation_t transA, int '
                                'mb, int nnzb, const cusparseMatDescr_t descrA, float '
                                '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                '*bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int '
                                '*pBufferSizeInBytes);',
                                ('handle',
                                 'dirA',
                                 'transA',
                                 'mb',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedValA',
                                 'bsrSortedRowPtrA',
                                 'bsrSortedColIndA',
                                 'blockDim',
                                 'info',
                                 'pBufferSizeInBytes'),
                                'struct cusparseContext*,enum None,enum None,int,int,struct '
                                'cusparseMatDescr*,float*,int*,int*,int,struct bsrsv2Info*,int*'),
 'cusparseSbsrsv2_bufferSizeExt': ('cusparseStatus_t '
                                   'cusparseSbsrsv2_bufferSizeExt(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, '
                                   'int nnzb, const cusparseMatDescr_t descrA, float '
                                   '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                   '*bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t '
                                   '*pBufferSize);',
                                   ('handle',
                                    'dirA',
                                    'transA',
                                    'mb',
                                    'nnzb',
                                    'descrA',
                                    'bsrSortedValA',
                                    'bsrSortedRowPtrA',
                                    'bsrSortedColIndA',
                                    'blockSize',
                                    'info',
                                    'pBufferSize'),
                                   'struct cusparseContext*,enum None,enum None,int,int,struct '
                                   'cusparseMatDescr*,float*,int*,int*,int,struct '
                                   'bsrsv2Info*,unsigned long*'),
 'cusparseSbsrsv2_solve': ('cusparseStatus_t cusparseSbsrsv2_solve(cusparseHandle_t handle, '
                           'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int '
                           'nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float '
                           '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                           '*bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const float *f, '
                           'float *x, cusparseSolvePolicy_t policy, void *pBuffer);',
                           ('handle',
                            'dirA',
                            'transA',
                            'mb',
                            'nnzb',
                            'alpha',
                            'descrA',
                            'bsrSortedValA',
                            'bsrSortedRowPtrA',
                            'bsrSortedColIndA',
                            'blockDim',
                            'info',
                            'f',
                            'x',
                            'policy',
                            'pBuffer'),
                           'struct cusparseContext*,enum None,enum None,int,int,float*,struct '
                           'cusparseMatDescr*,float*,int*,int*,int,struct '
                           'bsrsv2Info*,float*,float*,enum None,void*'),
 'cusparseSbsrxmv': ('cusparseStatus_t cusparseSbsrxmv(cusparseHandle_t handle, '
                     'cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int '
                     'mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, '
                     'const float *bsrSortedValA, const int *bsrSortedMaskPtrA, const int '
                     '*bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, '
                     'int blockDim, const float *x, const float *beta, float *y);',
                     ('handle',
                      'dirA',
                      'transA',
                      'sizeOfMask',
                      'mb',
                      'nb',
                      'nnzb',
                      'alpha',
                      'descrA',
                      'bsrSortedValA',
                      'bsrSortedMaskPtrA',
                      'bsrSortedRowPtrA',
                      'bsrSortedEndPtrA',
                      'bsrSortedColIndA',
                      'blockDim',
                      'x',
                      'beta',
                      'y'),
                     'struct cusparseContext*,enum None,enum None,int,int,int,int,float*,struct '
                     'cusparseMatDescr*,float*,int*,int*,int*,int*,int,float*,float*,float*'),
 'cusparseScatter': ('cusparseStatus_t cusparseScatter(cusparseHandle_t handle, '
                     'cusparseConstSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);',
                     ('handle', 'vecX', 'vecY'),
                     'struct cusparseContext*,struct cusparseSpVecDescr*,struct '
                     'cusparseDnVecDescr*'),
 'cusparseScsr2bsr': ('cusparseStatus_t cusparseScsr2bsr(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, '
                      'const float *csrSortedValA, const int *csrSortedRowPtrA, const int '
                      '*csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float '
                      '*bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);',
                      ('handle',
                       'dirA',
                       'm',
                       'n',
                       'descrA',
                       'csrSortedValA',
                       'csrSortedRowPtrA',
                       'csrSortedColIndA',
                       'blockDim',
                       'descrC',
                       'bsrSortedValC',
                       'bsrSortedRowPtrC',
                       'bsrSortedColIndC'),
                      'struct cusparseContext*,enum None,int,int,struct '
                      'cusparseMatDescr*,float*,int*,int*,int,struct '
                      'cusparseMatDescr*,float*,int*,int*'),
 'cusparseScsr2csr_compress': ('cusparseStatus_t cusparseScsr2csr_compress(cusparseHandle_t '
                               'handle, int m, int n, const cusparseMatDescr_t descrA, const float '
                               '*csrSortedValA, const int *csrSortedColIndA, const int '
                               '*csrSortedRowPtrA, int nnzA, const int *nnzPerRow, float '
                               '*csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, '
                               'float tol);',
                               ('handle',
                                'm',
                                'n',
                                'descrA',
                                'csrSortedValA',
                                'csrSortedColIndA',
                                'csrSortedRowPtrA',
                                'nnzA',
                                'nnzPerRow',
                                'csrSortedValC',
                                'csrSortedColIndC',
                                'csrSortedRowPtrC',
                                'tol'),
                               'struct cusparseContext*,int,int,struct '
                               'cusparseMatDescr*,float*,int*,int*,int,int*,float*,int*,int*,float'),
 'cusparseScsr2csru': ('cusparseStatus_t cusparseScsr2csru(cusparseHandle_t handle, int m, int n, '
                       'int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int '
                       '*csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'nnz',
                        'descrA',
                        'csrVal',
                        'csrRowPtr',
                        'csrColInd',
                        'info',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,int,struct '
                       'cusparseMatDescr*,float*,int*,int*,struct csru2csrInfo*,void*'),
 'cusparseScsr2gebsr': ('cusparseStatus_t cusparseScsr2gebsr(cusparseHandle_t handle, '
                        'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, '
                        'const float *csrSortedValA, const int *csrSortedRowPtrA, const int '
                        '*csrSortedColIndA, const cusparseMatDescr_t descrC, float *bsrSortedValC, '
                        'int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int '
                        'colBlockDim, void *pBuffer);',
                        ('handle',
                         'dirA',
                         'm',
                         'n',
                         'descrA',
                         'csrSortedValA',
                         'csrSortedRowPtrA',
                         'csrSortedColIndA',
                         'descrC',
                         'bsrSortedValC',
                         'bsrSortedRowPtrC',
                         'bsrSortedColIndC',
                         'rowBlockDim',
                         'colBlockDim',
                         'pBuffer'),
                        'struct cusparseContext*,enum None,int,int,struct '
                        'cusparseMatDescr*,float*,int*,int*,struct '
                        'cusparseMatDescr*,float*,int*,int*,int,int,void*'),
 'cusparseScsr2gebsr_bufferSize': ('cusparseStatus_t '
                                   'cusparseScsr2gebsr_bufferSize(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, int m, int n, const '
                                   'cusparseMatDescr_t descrA, const float *csrSortedValA, const '
                                   'int *csrSortedRowPtrA, const int *csrSortedColIndA, int '
                                   'rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);',
                                   ('handle',
                                    'dirA',
                                    'm',
                                    'n',
                                    'descrA',
                                    'csrSortedValA',
                                    'csrSortedRowPtrA',
                                    'csrSortedColIndA',
                                    'rowBlockDim',
                                    'colBlockDim',
                                    'pBufferSizeInBytes'),
                                   'struct cusparseContext*,enum None,int,int,struct '
                                   'cusparseMatDescr*,float*,int*,int*,int,int,int*'),
 'cusparseScsr2gebsr_bufferSizeExt': ('cusparseStatus_t '
                                      'cusparseScsr2gebsr_bufferSizeExt(cusparseHandle_t handle, '
                                      'cusparseDirection_t dirA, int m, int n, const '
                                      'cusparseMatDescr_t descrA, const float *csrSortedValA, '
                                      'const int *csrSortedRowPtrA, const int *csrSortedColIndA, '
                                      'int rowBlockDim, int colBlockDim, size_t *pBufferSize);',
                                      ('handle',
                                       'dirA',
                                       'm',
                                       'n',
                                       'descrA',
                                       'csrSortedValA',
                                       'csrSortedRowPtrA',
                                       'csrSortedColIndA',
                                       'rowBlockDim',
                                       'colBlockDim',
                                       'pBufferSize'),
                                      'struct cusparseContext*,enum None,int,int,struct '
                                      'cusparseMatDescr*,float*,int*,int*,int,int,unsigned long*'),
 'cusparseScsrcolor': ('cusparseStatus_t cusparseScsrcolor(cusparseHandle_t handle, int m, int '
                       'nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const '
                       'int *csrSortedRowPtrA, const int *csrSortedColIndA, const float '
                       '*fractionToColor, int *ncolors, int *coloring, int *reordering, const '
                       'cusparseColorInfo_t info);',
                       ('handle',
                        'm',
                        'nnz',
                        'descrA',
                        'csrSortedValA',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'fractionToColor',
                        'ncolors',
                        'coloring',
                        'reordering',
                        'info'),
                       'struct cusparseContext*,int,int,struct '
                       'cusparseMatDescr*,float*,int*,int*,float*,int*,int*,int*,struct '
                       'cusparseColorInfo*'),
 'cusparseScsrgeam2': ('cusparseStatus_t cusparseScsrgeam2(cusparseHandle_t handle, int m, int n, '
                       'const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float '
                       '*csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, '
                       'const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float '
                       '*csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, '
                       'const cusparseMatDescr_t descrC, float *csrSortedValC, int '
                       '*csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'alpha',
                        'descrA',
                        'nnzA',
                        'csrSortedValA',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'beta',
                        'descrB',
                        'nnzB',
                        'csrSortedValB',
                        'csrSortedRowPtrB',
                        'csrSortedColIndB',
                        'descrC',
                        'csrSortedValC',
                        'csrSortedRowPtrC',
                        'csrSortedColIndC',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,float*,struct '
                       'cusparseMatDescr*,int,float*,int*,int*,float*,struct '
                       'cusparseMatDescr*,int,float*,int*,int*,struct '
                       'cusparseMatDescr*,float*,int*,int*,void*'),
 'cusparseScsrgeam2_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseScsrgeam2_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int n, const float *alpha, const cusparseMatDescr_t '
                                     'descrA, int nnzA, const float *csrSortedValA, const int '
                                     '*csrSortedRowPtrA, const int *csrSortedColIndA, const float '
                                     '*beta, const cusparseMatDescr_t descrB, int nnzB, const '
                                     'float *csrSortedValB, const int *csrSortedRowPtrB, const int '
                                     '*csrSortedColIndB, const cusparseMatDescr_t descrC, const '
                                     'float *csrSortedValC, const int *csrSortedRowPtrC, const int '
                                     '*csrSortedColIndC, size_t *pBufferSizeInBytes);',
                                     ('handle',
                                      'm',
                                      'n',
                                      'alpha',
                                      'descrA',
                                      'nnzA',
                                      'csrSortedValA',
                                      'csrSortedRowPtrA',
                                      'csrSortedColIndA',
                                      'beta',
                                      'descrB',
                                      'nnzB',
                                      'csrSortedValB',
                                      'csrSortedRowPtrB',
                                      'csrSortedColIndB',
                                      'descrC',
                                      'csrSortedValC',
                                      'csrSortedRowPtrC',
                                      'csrSortedColIndC',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,float*,struct '
                                     'cusparseMatDescr*,int,float*,int*,int*,float*,struct '
                                     'cusparseMatDescr*,int,float*,int*,int*,struct '
                                     'cusparseMatDescr*,float*,int*,int*,unsigned long*'),
 'cusparseScsric02': ('cusparseStatus_t cusparseScsric02(cusparseHandle_t handle, int m, int nnz, '
                      'const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int '
                      '*csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, '
                      'cusparseSolvePolicy_t policy, void *pBuffer);',
                      ('handle',
                       'm',
                       'nnz',
                       'descrA',
                       'csrSortedValA_valM',
                       'csrSortedRowPtrA',
                       'csrSortedColIndA',
                       'info',
                       'policy',
                       'pBuffer'),
                      'struct cusparseContext*,int,int,struct '
                      'cusparseMatDescr*,float*,int*,int*,struct csric02Info*,enum None,void*'),
 'cusparseScsric02_analysis': ('cusparseStatus_t cusparseScsric02_analysis(cusparseHandle_t '
                               'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                               'float *csrSortedValA, const int *csrSortedRowPtrA, const int '
                               '*csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t '
                               'policy, void *pBuffer);',
                               ('handle',
                                'm',
                                'nnz',
                                'descrA',
                                'csrSortedValA',
                                'csrSortedRowPtrA',
                                'csrSortedColIndA',
                                'info',
                                'policy',
                                'pBuffer'),
                               'struct cusparseContext*,int,int,struct '
                               'cusparseMatDescr*,float*,int*,int*,struct csric02Info*,enum '
                               'None,void*'),
 'cusparseScsric02_bufferSize': ('cusparseStatus_t cusparseScsric02_bufferSize(cusparseHandle_t '
                                 'handle, int m, int nnz, const cusparseMatDescr_t descrA, float '
                                 '*csrSortedValA, const int *csrSortedRowPtrA, const int '
                                 '*csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);',
                                 ('handle',
                                  'm',
                                  'nnz',
                                  'descrA',
                                  'csrSortedValA',
                                  'csrSortedRowPtrA',
                                  'csrSortedColIndA',
                                  'info',
                                  'pBufferSizeInBytes'),
                                 'struct cusparseContext*,int,int,struct '
                                 'cusparseMatDescr*,float*,int*,int*,struct csric02Info*,int*'),
 'cusparseScsric02_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseScsric02_bufferSizeExt(cusparseHandle_t handle, int '
                                    'm, int nnz, const cusparseMatDescr_t descrA, float '
                                    '*csrSortedVal, const int *csrSortedRowPtr, const int '
                                    '*csrSortedColInd, csric02Info_t info, size_t *pBufferSize);',
                                    ('handle',
                                     'm',
                                     'nnz',
                                     'descrA',
                                     'csrSortedVal',
                                     'csrSortedRowPtr',
                                     'csrSortedColInd',
                                     'info',
                                     'pBufferSize'),
                                    'struct cusparseContext*,int,int,struct '
                                    'cusparseMatDescr*,float*,int*,int*,struct '
                                    'csric02Info*,unsigned long*'),
 'cusparseScsrilu02': ('cusparseStatus_t cusparseScsrilu02(cusparseHandle_t handle, int m, int '
                       'nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int '
                       '*csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, '
                       'cusparseSolvePolicy_t policy, void *pBuffer);',
                       ('handle',
                        'm',
                        'nnz',
                        'descrA',
                        'csrSortedValA_valM',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'info',
                        'policy',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,struct '
                       'cusparseMatDescr*,float*,int*,int*,struct csrilu02Info*,enum None,void*'),
 'cusparseScsrilu02_analysis': ('cusparseStatus_t cusparseScsrilu02_analysis(cusparseHandle_t '
                                'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                                'float *csrSortedValA, const int *csrSortedRowPtrA, const int '
                                '*csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t '
                                'policy, void *pBuffer);',
                                ('handle',
                                 'm',
                                 'nnz',
                                 'descrA',
                                 'csrSortedValA',
                                 'csrSortedRowPtrA',
                                 'csrSortedColIndA',
                                 'info',
                                 'policy',
                                 'pBuffer'),
                                'struct cusparseContext*,int,int,struct '
                                'cusparseMatDescr*,float*,int*,int*,struct csrilu02Info*,enum '
                                'None,void*'),
 'cusparseScsrilu02_bufferSize': ('cusparseStatus_t cusparseScsrilu02_bufferSize(cusparseHandle_t '
                                  'handle, int m, int nnz, const cusparseMatDescr_t descrA, float '
                                  '*csrSortedValA, const int *csrSortedRowPtrA, const int '
                                  '*csrSortedColIndA, csrilu02Info_t info, int '
                                  '*pBufferSizeInBytes);',
                                  ('handle',
                                   'm',
                                   'nnz',
                                   'descrA',
                                   'csrSortedValA',
                                   'csrSortedRowPtrA',
                                   'csrSortedColIndA',
                                   'info',
                                   'pBufferSizeInBytes'),
                                  'struct cusparseContext*,int,int,struct '
                                  'cusparseMatDescr*,float*,int*,int*,struct csrilu02Info*,int*'),
 'cusparseScsrilu02_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseScsrilu02_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int nnz, const cusparseMatDescr_t descrA, float '
                                     '*csrSortedVal, const int *csrSortedRowPtr, const int '
                                     '*csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);',
                                     ('handle',
                                      'm',
                                      'nnz',
                                      'descrA',
                                      'csrSortedVal',
                                      'csrSortedRowPtr',
                                      'csrSortedColInd',
                                      'info',
                                      'pBufferSize'),
                                     'struct cusparseContext*,int,int,struct '
                                     'cusparseMatDescr*,float*,int*,int*,struct '
                                     'csrilu02Info*,unsigned long*'),
 'cusparseScsrilu02_numericBoost': ('cusparseStatus_t '
                                    'cusparseScsrilu02_numericBoost(cusparseHandle_t handle, '
                                    'csrilu02Info_t info, int enable_boost, double *tol, float '
                                    '*boost_val);',
                                    ('handle', 'info', 'enable_boost', 'tol', 'boost_val'),
                                    'struct cusparseContext*,struct '
                                    'csrilu02Info*,int,double*,float*'),
 'cusparseScsru2csr': ('cusparseStatus_t cusparseScsru2csr(cusparseHandle_t handle, int m, int n, '
                       'int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int '
                       '*csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'nnz',
                        'descrA',
                        'csrVal',
                        'csrRowPtr',
                        'csrColInd',
                        'info',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,int,struct '
                       'cusparseMatDescr*,float*,int*,int*,struct csru2csrInfo*,void*'),
 'cusparseScsru2csr_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseScsru2csr_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int n, int nnz, float *csrVal, const int *csrRowPtr, int '
                                     '*csrColInd, csru2csrInfo_t info, size_t '
                                     '*pBufferSizeInBytes);',
                                     ('handle',
                                      'm',
                                      'n',
                                      'nnz',
                                      'csrVal',
                                      'csrRowPtr',
                                      'csrColInd',
                                      'info',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,int,float*,int*,int*,struct '
                                     'csru2csrInfo*,unsigned long*'),
 'cusparseSetMatDiagType': ('cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t descrA, '
                            'cusparseDiagType_t diagType);',
                            ('descrA', 'diagType'),
                            'struct cusparseMatDescr*,enum None'),
 'cusparseSetMatFillMode': ('cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t descrA, '
                            'cusparseFillMode_t fillMode);',
                            ('descrA', 'fillMode'),
                            'struct cusparseMatDescr*,enum None'),
 'cusparseSetMatIndexBase': ('cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t descrA, '
                             'cusparseIndexBase_t base);',
                             ('descrA', 'base'),
                             'struct cusparseMatDescr*,enum None'),
 'cusparseSetMatType': ('cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t descrA, '
                        'cusparseMatrixType_t type);',
                        ('descrA', 'type'),
                        'struct cusparseMatDescr*,enum None'),
 'cusparseSetPointerMode': ('cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle, '
                            'cusparsePointerMode_t mode);',
                            ('handle', 'mode'),
                            'struct cusparseContext*,enum None'),
 'cusparseSetStream': ('cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t '
                       'streamId);',
                       ('handle', 'streamId'),
                       'struct cusparseContext*,struct CUstream_st*'),
 'cusparseSgebsr2csr': ('cusparseStatus_t cusparseSgebsr2csr(cusparseHandle_t handle, '
                        'cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t '
                        'descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const '
                        'int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const '
                        'cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, '
                        'int *csrSortedColIndC);',
                        ('handle',
                         'dirA',
                         'mb',
                         'nb',
                         'descrA',
                         'bsrSortedValA',
                         'bsrSortedRowPtrA',
                         'bsrSortedColIndA',
                         'rowBlockDim',
                         'colBlockDim',
                         'descrC',
                         'csrSortedValC',
                         'csrSortedRowPtrC',
                         'csrSortedColIndC'),
                        'struct cusparseContext*,enum None,int,int,struct '
                        'cusparseMatDescr*,float*,int*,int*,int,int,struct '
                        'cusparseMatDescr*,float*,int*,int*'),
 'cusparseSgebsr2gebsc': ('cusparseStatus_t cusparseSgebsr2gebsc(cusparseHandle_t handle, int mb, '
                          'int nb, int nnzb, const float *bsrSortedVal, const int '
                          '*bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int '
                          'colBlockDim, float *bscVal, int *bscRowInd, int *bscColPtr, '
                          'cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void '
                          '*pBuffer);',
                          ('handle',
                           'mb',
                           'nb',
                           'nnzb',
                           'bsrSortedVal',
                           'bsrSortedRowPtr',
                           'bsrSortedColInd',
                           'rowBlockDim',
                           'colBlockDim',
                           'bscVal',
                           'bscRowInd',
                           'bscColPtr',
                           'copyValues',
                           'idxBase',
                           'pBuffer'),
                          'struct '
                          'cusparseContext*,int,int,int,float*,int*,int*,int,int,float*,int*,int*,enum '
                          'None,enum None,void*'),
 'cusparseSgebsr2gebsc_bufferSize': ('cusparseStatus_t '
                                     'cusparseSgebsr2gebsc_bufferSize(cusparseHandle_t handle, int '
                                     'mb, int nb, int nnzb, const float *bsrSortedVal, const int '
                                     '*bsrSortedRowPtr, const int *bsrSortedColInd, int '
                                     'rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);',
                                     ('handle',
                                      'mb',
                                      'nb',
                                      'nnzb',
                                      'bsrSortedVal',
                                      'bsrSortedRowPtr',
                                      'bsrSortedColInd',
                                      'rowBlockDim',
                                      'colBlockDim',
                                      'pBufferSizeInBytes'),
                                     'struct '
                                     'cusparseContext*,int,int,int,float*,int*,int*,int,int,int*'),
 'cusparseSgebsr2gebsc_bufferSizeExt': ('cusparseStatus_t '
                                        'cusparseSgebsr2gebsc_bufferSizeExt(cusparseHandle_t '
                                        'handle, int mb, int nb, int nnzb, const float '
                                        '*bsrSortedVal, const int *bsrSortedRowPtr, const int '
                                        '*bsrSortedColInd, int rowBlockDim, int colBlockDim, '
                                        'size_t *pBufferSize);',
                                        ('handle',
                                         'mb',
                                         'nb',
                                         'nnzb',
                                         'bsrSortedVal',
                                         'bsrSortedRowPtr',
                                         'bsrSortedColInd',
                                         'rowBlockDim',
                                         'colBlockDim',
                                         'pBufferSize'),
                                        'struct '
                                        'cusparseContext*,int,int,int,float*,int*,int*,int,int,unsigned '
                                        'long*'),
 'cusparseSgebsr2gebsr': ('cusparseStatus_t cusparseSgebsr2gebsr(cusparseHandle_t handle, '
                          'cusparseDirection_t dirA, int mb, int nb, int nnzb, const '
                          'cusparseMatDescr_t descrA, const float *bsrSortedValA, const int '
                          '*bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int '
                          'colBlockDimA, const cusparseMatDescr_t descrC, float *bsrSortedValC, '
                          'int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int '
                          'colBlockDimC, void *pBuffer);',
                          ('handle',
                           'dirA',
                           'mb',
                           'nb',
                           'nnzb',
                           'descrA',
                           'bsrSortedValA',
                           'bsrSortedRowPtrA',
                           'bsrSortedColIndA',
                           'rowBlockDimA',
                           'colBlockDimA',
                           'descrC',
                           'bsrSortedValC',
                           'bsrSortedRowPtrC',
                           'bsrSortedColIndC',
                           'rowBlockDimC',
                           'colBlockDimC',
                           'pBuffer'),
                          'struct cusparseContext*,enum None,int,int,int,struct '
                          'cusparseMatDescr*,float*,int*,int*,int,int,struct '
                          'cusparseMatDescr*,float*,int*,int*,int,int,void*'),
 'cusparseSgebsr2gebsr_bufferSize': ('cusparseStatus_t '
                                     'cusparseSgebsr2gebsr_bufferSize(cusparseHandle_t handle, '
                                     'cusparseDirection_t dirA, int mb, int nb, int nnzb, const '
                                     'cusparseMatDescr_t descrA, const float *bsrSortedValA, const '
                                     'int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int '
                                     'rowBlockDimA, int colBlockDimA, int rowBlockDimC, int '
                                     'colBlockDimC, int *pBufferSizeInBytes);',
                                     ('handle',
                                      'dirA',
                                      'mb',
                                      'nb',
                                      'nnzb',
                                      'descrA',
                                      'bsrSortedValA',
                                      'bsrSortedRowPtrA',
                                      'bsrSortedColIndA',
                                      'rowBlockDimA',
                                      'colBlockDimA',
                                      'rowBlockDimC',
                                      'colBlockDimC',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,enum None,int,int,int,struct '
                                     'cusparseMatDescr*,float*,int*,int*,int,int,int,int,int*'),
 'cusparseSgebsr2gebsr_bufferSizeExt': ('cusparseStatus_t '
                                        'cusparseSgebsr2gebsr_bufferSizeExt(cusparseHandle_t '
                                        'handle, cusparseDirection_t dirA, int mb, int nb, int '
                                        'nnzb, const cusparseMatDescr_t descrA, const float '
                                        '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                        '*bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, '
                                        'int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);',
                                        ('handle',
                                         'dirA',
                                         'mb',
                                         'nb',
                                         'nnzb',
                                         'descrA',
                                         'bsrSortedValA',
                                         'bsrSortedRowPtrA',
                                         'bsrSortedColIndA',
                                         'rowBlockDimA',
                                         'colBlockDimA',
                                         'rowBlockDimC',
                                         'colBlockDimC',
                                         'pBufferSize'),
                                        'struct cusparseContext*,enum None,int,int,int,struct '
                                        'cusparseMatDescr*,float*,int*,int*,int,int,int,int,unsigned '
                                        'long*'),
 'cusparseSgemvi': ('cusparseStatus_t cusparseSgemvi(cusparseHandle_t handle, cusparseOperation_t '
                    'transA, int m, int n, const float *alpha, const float *A, int lda, int nnz, '
                    'const float *xVal, const int *xInd, const float *beta, float *y, '
                    'cusparseIndexBase_t idxBase, void *pBuffer);',
                    ('handle',
                     'transA',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'nnz',
                     'xVal',
                     'xInd',
                     'beta',
                     'y',
                     'idxBase',
                     'pBuffer'),
                    'struct cusparseContext*,enum '
                    'None,int,int,float*,float*,int,int,float*,int*,float*,float*,enum None,void*'),
 'cusparseSgemvi_bufferSize': ('cusparseStatus_t cusparseSgemvi_bufferSize(cusparseHandle_t '
                               'handle, cusparseOperation_t transA, int m, int n, int nnz, int '
                               '*pBufferSize);',
                               ('handle', 'transA', 'm', 'n', 'nnz', 'pBufferSize'),
                               'struct cusparseContext*,enum None,int,int,int,int*'),
 'cusparseSgpsvInterleavedBatch': ('cusparseStatus_t '
                                   'cusparseSgpsvInterleavedBatch(cusparseHandle_t handle, int '
                                   'algo, int m, float *ds, float *dl, float *d, float *du, float '
                                   '*dw, float *x, int batchCount, void *pBuffer);',
                                   ('handle',
                                    'algo',
                                    'm',
                                    'ds',
                                    'dl',
                                    'd',
                                    'du',
                                    'dw',
                                    'x',
                                    'batchCount',
                                    'pBuffer'),
                                   'struct '
                                   'cusparseContext*,int,int,float*,float*,float*,float*,float*,float*,int,void*'),
 'cusparseSgpsvInterleavedBatch_bufferSizeExt': ('cusparseStatus_t '
                                                 'cusparseSgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t '
                                                 'handle, int algo, int m, const float *ds, const '
                                                 'float *dl, const float *d, const float *du, '
                                                 'const float *dw, const float *x, int batchCount, '
                                                 'size_t *pBufferSizeInBytes);',
                                                 ('handle',
                                                  'algo',
                                                  'm',
                                                  'ds',
                                                  'dl',
                                                  'd',
                                                  'du',
                                                  'dw',
                                                  'x',
                                                  'batchCount',
                                                  'pBufferSizeInBytes'),
                                                 'struct '
                                                 'cusparseContext*,int,int,float*,float*,float*,float*,float*,float*,int,unsigned '
                                                 'long*'),
 'cusparseSgtsv2': ('cusparseStatus_t cusparseSgtsv2(cusparseHandle_t handle, int m, int n, const '
                    'float *dl, const float *d, const float *du, float *B, int ldb, void '
                    '*pBuffer);',
                    ('handle', 'm', 'n', 'dl', 'd', 'du', 'B', 'ldb', 'pBuffer'),
                    'struct cusparseContext*,int,int,float*,float*,float*,float*,int,void*'),
 'cusparseSgtsv2StridedBatch': ('cusparseStatus_t cusparseSgtsv2StridedBatch(cusparseHandle_t '
                                'handle, int m, const float *dl, const float *d, const float *du, '
                                'float *x, int batchCount, int batchStride, void *pBuffer);',
                                ('handle',
                                 'm',
                                 'dl',
                                 'd',
                                 'du',
                                 'x',
                                 'batchCount',
                                 'batchStride',
                                 'pBuffer'),
                                'struct '
                                'cusparseContext*,int,float*,float*,float*,float*,int,int,void*'),
 'cusparseSgtsv2StridedBatch_bufferSizeExt': ('cusparseStatus_t '
                                              'cusparseSgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t '
                                              'handle, int m, const float *dl, const float *d, '
                                              'const float *du, const float *x, int batchCount, '
                                              'int batchStride, size_t *bufferSizeInBytes);',
                                              ('handle',
                                               'm',
                                               'dl',
                                               'd',
                                               'du',
                                               'x',
                                               'batchCount',
                                               'batchStride',
                                               'bufferSizeInBytes'),
                                              'struct '
                                              'cusparseContext*,int,float*,float*,float*,float*,int,int,unsigned '
                                              'long*'),
 'cusparseSgtsv2_bufferSizeExt': ('cusparseStatus_t cusparseSgtsv2_bufferSizeExt(cusparseHandle_t '
                                  'handle, int m, int n, const float *dl, const float *d, const '
                                  'float *du, const float *B, int ldb, size_t *bufferSizeInBytes);',
                                  ('handle',
                                   'm',
                                   'n',
                                   'dl',
                                   'd',
                                   'du',
                                   'B',
                                   'ldb',
                                   'bufferSizeInBytes'),
                                  'struct '
                                  'cusparseContext*,int,int,float*,float*,float*,float*,int,unsigned '
                                  'long*'),
 'cusparseSgtsv2_nopivot': ('cusparseStatus_t cusparseSgtsv2_nopivot(cusparseHandle_t handle, int '
                            'm, int n, const float *dl, const float *d, const float *du, float *B, '
                            'int ldb, void *pBuffer);',
                            ('handle', 'm', 'n', 'dl', 'd', 'du', 'B', 'ldb', 'pBuffer'),
                            'struct '
                            'cusparseContext*,int,int,float*,float*,float*,float*,int,void*'),
 'cusparseSgtsv2_nopivot_bufferSizeExt': ('cusparseStatus_t '
                                          'cusparseSgtsv2_nopivot_bufferSizeExt(cusparseHandle_t '
                                          'handle, int m, int n, const float *dl, const float *d, '
                                          'const float *du, const float *B, int ldb, size_t '
                                          '*bufferSizeInBytes);',
                                          ('handle',
                                           'm',
                                           'n',
                                           'dl',
                                           'd',
                                           'du',
                                           'B',
                                           'ldb',
                                           'bufferSizeInBytes'),
                                          'struct '
                                          'cusparseContext*,int,int,float*,float*,float*,float*,int,unsigned '
                                          'long*'),
 'cusparseSgtsvInterleavedBatch': ('cusparseStatus_t '
                                   'cusparseSgtsvInterleavedBatch(cusparseHandle_t handle, int '
                                   'algo, int m, float *dl, float *d, float *du, float *x, int '
                                   'batchCount, void *pBuffer);',
                                   ('handle',
                                    'algo',
                                    'm',
                                    'dl',
                                    'd',
                                    'du',
                                    'x',
                                    'batchCount',
                                    'pBuffer'),
                                   'struct '
                                   'cusparseContext*,int,int,float*,float*,float*,float*,int,void*'),
 'cusparseSgtsvInterleavedBatch_bufferSizeExt': ('cusparseStatus_t '
                                                 'cusparseSgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t '
                                                 'handle, int algo, int m, const float *dl, const '
                                                 'float *d, const float *du, const float *x, int '
                                                 'batchCount, size_t *pBufferSizeInBytes);',
                                                 ('handle',
                                                  'algo',
                                                  'm',
                                                  'dl',
                                                  'd',
                                                  'du',
                                                  'x',
                                                  'batchCount',
                                                  'pBufferSizeInBytes'),
                                                 'struct '
                                                 'cusparseContext*,int,int,float*,float*,float*,float*,int,unsigned '
                                                 'long*'),
 'cusparseSnnz': ('cusparseStatus_t cusparseSnnz(cusparseHandle_t handle, cusparseDirection_t '
                  'dirA, int m, int n, const cusparseMatDescr_t descrA, const float *A, int lda, '
                  'int *nnzPerRowCol, int *nnzTotalDevHostPtr);',
                  ('handle',
                   'dirA',
                   'm',
                   'n',
                   'descrA',
                   'A',
                   'lda',
                   'nnzPerRowCol',
                   'nnzTotalDevHostPtr'),
                  'struct cusparseContext*,enum None,int,int,struct '
                  'cusparseMatDescr*,float*,int,int*,int*'),
 'cusparseSnnz_compress': ('cusparseStatus_t cusparseSnnz_compress(cusparseHandle_t handle, int m, '
                           'const cusparseMatDescr_t descr, const float *csrSortedValA, const int '
                           '*csrSortedRowPtrA, int *nnzPerRow, int *nnzC, float tol);',
                           ('handle',
                            'm',
                            'descr',
                            'csrSortedValA',
                            'csrSortedRowPtrA',
                            'nnzPerRow',
                            'nnzC',
                            'tol'),
                           'struct cusparseContext*,int,struct '
                           'cusparseMatDescr*,float*,int*,int*,int*,float'),
 'cusparseSpGEMM_compute': ('cusparseStatus_t cusparseSpGEMM_compute(cusparseHandle_t handle, '
                            'cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, '
                            'cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const '
                            'void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, '
                            'cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t '
                            '*bufferSize2, void *externalBuffer2);',
                            ('handle',
                             'opA',
                             'opB',
                             'alpha',
                             'matA',
                             'matB',
                             'beta',
                             'matC',
                             'computeType',
                             'alg',
                             'spgemmDescr',
                             'bufferSize2',
                             'externalBuffer2'),
                            'struct cusparseContext*,enum None,enum None,void*,struct '
                            'cusparseSpMatDescr*,struct cusparseSpMatDescr*,void*,struct '
                            'cusparseSpMatDescr*,enum cudaDataType_t,enum None,struct '
                            'cusparseSpGEMMDescr*,unsigned long*,void*'),
 'cusparseSpGEMM_copy': ('cusparseStatus_t cusparseSpGEMM_copy(cusparseHandle_t handle, '
                         'cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, '
                         'cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const '
                         'void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, '
                         'cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr);',
                         ('handle',
                          'opA',
                          'opB',
                          'alpha',
                          'matA',
                          'matB',
                          'beta',
                          'matC',
                          'computeType',
                          'alg',
                          'spgemmDescr'),
                         'struct cusparseContext*,enum None,enum None,void*,struct '
                         'cusparseSpMatDescr*,struct cusparseSpMatDescr*,void*,struct '
                         'cusparseSpMatDescr*,enum cudaDataType_t,enum None,struct '
                         'cusparseSpGEMMDescr*'),
 'cusparseSpGEMM_createDescr': ('cusparseStatus_t cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t '
                                '*descr);',
                                ('descr',),
                                'struct cusparseSpGEMMDescr**'),
 'cusparseSpGEMM_destroyDescr': ('cusparseStatus_t '
                                 'cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr);',
                                 ('descr',),
                                 'struct cusparseSpGEMMDescr*'),
 'cusparseSpGEMM_estimateMemory': ('cusparseStatus_t '
                                   'cusparseSpGEMM_estimateMemory(cusparseHandle_t handle, '
                                   'cusparseOperation_t opA, cusparseOperation_t opB, const void '
                                   '*alpha, cusparseConstSpMatDescr_t matA, '
                                   'cusparseConstSpMatDescr_t matB, const void *beta, '
                                   'cusparseSpMatDescr_t matC, cudaDataType computeType, '
                                   'cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, '
                                   'float chunk_fraction, size_t *bufferSize3, void '
                                   '*externalBuffer3, size_t *bufferSize2);',
                                   ('handle',
                                    'opA',
                                    'opB',
                                    'alpha',
                                    'matA',
                                    'matB',
                                    'beta',
                                    'matC',
                                    'computeType',
                                    'alg',
                                    'spgemmDescr',
                                    'chunk_fraction',
                                    'bufferSize3',
                                    'externalBuffer3',
                                    'bufferSize2'),
                                   'struct cusparseContext*,enum None,enum None,void*,struct '
                                   'cusparseSpMatDescr*,struct cusparseSpMatDescr*,void*,struct '
                                   'cusparseSpMatDescr*,enum cudaDataType_t,enum None,struct '
                                   'cusparseSpGEMMDescr*,float,unsigned long*,void*,unsigned '
                                   'long*'),
 'cusparseSpGEMM_getNumProducts': ('cusparseStatus_t '
                                   'cusparseSpGEMM_getNumProducts(cusparseSpGEMMDescr_t '
                                   'spgemmDescr, int64_t *num_prods);',
                                   ('spgemmDescr', 'num_prods'),
                                   'struct cusparseSpGEMMDescr*,long*'),
 'cusparseSpGEMM_workEstimation': ('cusparseStatus_t '
                                   'cusparseSpGEMM_workEstimation(cusparseHandle_t handle, '
                                   'cusparseOperation_t opA, cusparseOperation_t opB, const void '
                                   '*alpha, cusparseConstSpMatDescr_t matA, '
                                   'cusparseConstSpMatDescr_t matB, const void *beta, '
                                   'cusparseSpMatDescr_t matC, cudaDataType computeType, '
                                   'cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, '
                                   'size_t *bufferSize1, void *externalBuffer1);',
                                   ('handle',
                                    'opA',
                                    'opB',
                                    'alpha',
                                    'matA',
                                    'matB',
                                    'beta',
                                    'matC',
                                    'computeType',
                                    'alg',
                                    'spgemmDescr',
                                    'bufferSize1',
                                    'externalBuffer1'),
                                   'struct cusparseContext*,enum None,enum None,void*,struct '
                                   'cusparseSpMatDescr*,struct cusparseSpMatDescr*,void*,struct '
                                   'cusparseSpMatDescr*,enum cudaDataType_t,enum None,struct '
                                   'cusparseSpGEMMDescr*,unsigned long*,void*'),
 'cusparseSpGEMMreuse_compute': ('cusparseStatus_t cusparseSpGEMMreuse_compute(cusparseHandle_t '
                                 'handle, cusparseOperation_t opA, cusparseOperation_t opB, const '
                                 'void *alpha, cusparseConstSpMatDescr_t matA, '
                                 'cusparseConstSpMatDescr_t matB, const void *beta, '
                                 'cusparseSpMatDescr_t matC, cudaDataType computeType, '
                                 'cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr);',
                                 ('handle',
                                  'opA',
                                  'opB',
                                  'alpha',
                                  'matA',
                                  'matB',
                                  'beta',
                                  'matC',
                                  'computeType',
                                  'alg',
                                  'spgemmDescr'),
                                 'struct cusparseContext*,enum None,enum None,void*,struct '
                                 'cusparseSpMatDescr*,struct cusparseSpMatDescr*,void*,struct '
                                 'cusparseSpMatDescr*,enum cudaDataType_t,enum None,struct '
                                 'cusparseSpGEMMDescr*'),
 'cusparseSpGEMMreuse_copy': ('cusparseStatus_t cusparseSpGEMMreuse_copy(cusparseHandle_t handle, '
                              'cusparseOperation_t opA, cusparseOperation_t opB, '
                              'cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, '
                              'cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, '
                              'cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize5, void '
                              '*externalBuffer5);',
                              ('handle',
                               'opA',
                               'opB',
                               'matA',
                               'matB',
                               'matC',
                               'alg',
                               'spgemmDescr',
                               'bufferSize5',
                               'externalBuffer5'),
                              'struct cusparseContext*,enum None,enum None,struct '
                              'cusparseSpMatDescr*,struct cusparseSpMatDescr*,struct '
                              'cusparseSpMatDescr*,enum None,struct cusparseSpGEMMDescr*,unsigned '
                              'long*,void*'),
 'cusparseSpGEMMreuse_nnz': ('cusparseStatus_t cusparseSpGEMMreuse_nnz(cusparseHandle_t handle, '
                             'cusparseOperation_t opA, cusparseOperation_t opB, '
                             'cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, '
                             'cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, '
                             'cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void '
                             '*externalBuffer2, size_t *bufferSize3, void *externalBuffer3, size_t '
                             '*bufferSize4, void *externalBuffer4);',
                             ('handle',
                              'opA',
                              'opB',
                              'matA',
                              'matB',
                              'matC',
                              'alg',
                              'spgemmDescr',
                              'bufferSize2',
                              'externalBuffer2',
                              'bufferSize3',
                              'externalBuffer3',
                              'bufferSize4',
                              'externalBuffer4'),
                             'struct cusparseContext*,enum None,enum None,struct '
                             'cusparseSpMatDescr*,struct cusparseSpMatDescr*,struct '
                             'cusparseSpMatDescr*,enum None,struct cusparseSpGEMMDescr*,unsigned '
                             'long*,void*,unsigned long*,void*,unsigned long*,void*'),
 'cusparseSpGEMMreuse_workEstimation': ('cusparseStatus_t '
                                        'cusparseSpGEMMreuse_workEstimation(cusparseHandle_t '
                                        'handle, cusparseOperation_t opA, cusparseOperation_t opB, '
                                        'cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t '
                                        'matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, '
                                        'cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, '
                                        'void *externalBuffer1);',
                                        ('handle',
                                         'opA',
                                         'opB',
                                         'matA',
                                         'matB',
                                         'matC',
                                         'alg',
                                         'spgemmDescr',
                                         'bufferSize1',
                                         'externalBuffer1'),
                                        'struct cusparseContext*,enum None,enum None,struct '
                                        'cusparseSpMatDescr*,struct cusparseSpMatDescr*,struct '
                                        'cusparseSpMatDescr*,enum None,struct '
                                        'cusparseSpGEMMDescr*,unsigned long*,void*'),
 'cusparseSpMM': ('cusparseStatus_t cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA, '
                  'cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, '
                  'cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, '
                  'cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer);',
                  ('handle',
                   'opA',
                   'opB',
                   'alpha',
                   'matA',
                   'matB',
                   'beta',
                   'matC',
                   'computeType',
                   'alg',
                   'externalBuffer'),
                  'struct cusparseContext*,enum None,enum None,void*,struct '
                  'cusparseSpMatDescr*,struct cusparseDnMatDescr*,void*,struct '
                  'cusparseDnMatDescr*,enum cudaDataType_t,enum None,void*'),
 'cusparseSpMMOp': ('cusparseStatus_t cusparseSpMMOp(cusparseSpMMOpPlan_t plan, void '
                    '*externalBuffer);',
                    ('plan', 'externalBuffer'),
                    'struct cusparseSpMMOpPlan*,void*'),
 'cusparseSpMMOp_createPlan': ('cusparseStatus_t cusparseSpMMOp_createPlan(cusparseHandle_t '
                               'handle, cusparseSpMMOpPlan_t *plan, cusparseOperation_t opA, '
                               'cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, '
                               'cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, '
                               'cudaDataType computeType, cusparseSpMMOpAlg_t alg, const void '
                               '*addOperationNvvmBuffer, size_t addOperationBufferSize, const void '
                               '*mulOperationNvvmBuffer, size_t mulOperationBufferSize, const void '
                               '*epilogueNvvmBuffer, size_t epilogueBufferSize, size_t '
                               '*SpMMWorkspaceSize);',
                               ('handle',
                                'plan',
                                'opA',
                                'opB',
                                'matA',
                                'matB',
                                'matC',
                                'computeType',
                                'alg',
                                'addOperationNvvmBuffer',
                                'addOperationBufferSize',
                                'mulOperationNvvmBuffer',
                                'mulOperationBufferSize',
                                'epilogueNvvmBuffer',
                                'epilogueBufferSize',
                                'SpMMWorkspaceSize'),
                               'struct cusparseContext*,struct cusparseSpMMOpPlan**,enum None,enum '
                               'None,struct cusparseSpMatDescr*,struct cusparseDnMatDescr*,struct '
                               'cusparseDnMatDescr*,enum cudaDataType_t,enum None,void*,unsigned '
                               'long,void*,unsigned long,void*,unsigned long,unsigned long*'),
 'cusparseSpMMOp_destroyPlan': ('cusparseStatus_t cusparseSpMMOp_destroyPlan(cusparseSpMMOpPlan_t '
                                'plan);',
                                ('plan',),
                                'struct cusparseSpMMOpPlan*'),
 'cusparseSpMM_bufferSize': ('cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t handle, '
                             'cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, '
                             'cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, '
                             'const void *beta, cusparseDnMatDescr_t matC, cudaDataType '
                             'computeType, cusparseSpMMAlg_t alg, size_t *bufferSize);',
                             ('handle',
                              'opA',
                              'opB',
                              'alpha',
                              'matA',
                              'matB',
                              'beta',
                              'matC',
                              'computeType',
                              'alg',
                              'bufferSize'),
                             'struct cusparseContext*,enum None,enum None,void*,struct '
                             'cusparseSpMatDescr*,struct cusparseDnMatDescr*,void*,struct '
                             'cusparseDnMatDescr*,enum cudaDataType_t,enum None,unsigned long*'),
 'cusparseSpMM_preprocess': ('cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t handle, '
                             'cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, '
                             'cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, '
                             'const void *beta, cusparseDnMatDescr_t matC, cudaDataType '
                             'computeType, cusparseSpMMAlg_t alg, void *externalBuffer);',
                             ('handle',
                              'opA',
                              'opB',
                              'alpha',
                              'matA',
                              'matB',
                              'beta',
                              'matC',
                              'computeType',
                              'alg',
                              'externalBuffer'),
                             'struct cusparseContext*,enum None,enum None,void*,struct '
                             'cusparseSpMatDescr*,struct cusparseDnMatDescr*,void*,struct '
                             'cusparseDnMatDescr*,enum cudaDataType_t,enum None,void*'),
 'cusparseSpMV': ('cusparseStatus_t cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA, '
                  'const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t '
                  'vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, '
                  'cusparseSpMVAlg_t alg, void *externalBuffer);',
                  ('handle',
                   'opA',
                   'alpha',
                   'matA',
                   'vecX',
                   'beta',
                   'vecY',
                   'computeType',
                   'alg',
                   'externalBuffer'),
                  'struct cusparseContext*,enum None,void*,struct cusparseSpMatDescr*,struct '
                  'cusparseDnVecDescr*,void*,struct cusparseDnVecDescr*,enum cudaDataType_t,enum '
                  'None,void*'),
 'cusparseSpMV_bufferSize': ('cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t handle, '
                             'cusparseOperation_t opA, const void *alpha, '
                             'cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, '
                             'const void *beta, cusparseDnVecDescr_t vecY, cudaDataType '
                             'computeType, cusparseSpMVAlg_t alg, size_t *bufferSize);',
                             ('handle',
                              'opA',
                              'alpha',
                              'matA',
                              'vecX',
                              'beta',
                              'vecY',
                              'computeType',
                              'alg',
                              'bufferSize'),
                             'struct cusparseContext*,enum None,void*,struct '
                             'cusparseSpMatDescr*,struct cusparseDnVecDescr*,void*,struct '
                             'cusparseDnVecDescr*,enum cudaDataType_t,enum None,unsigned long*'),
 'cusparseSpMV_preprocess': ('cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t handle, '
                             'cusparseOperation_t opA, const void *alpha, '
                             'cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, '
                             'const void *beta, cusparseDnVecDescr_t vecY, cudaDataType '
                             'computeType, cusparseSpMVAlg_t alg, void *externalBuffer);',
                             ('handle',
                              'opA',
                              'alpha',
                              'matA',
                              'vecX',
                              'beta',
                              'vecY',
                              'computeType',
                              'alg',
                              'externalBuffer'),
                             'struct cusparseContext*,enum None,void*,struct '
                             'cusparseSpMatDescr*,struct cusparseDnVecDescr*,void*,struct '
                             'cusparseDnVecDescr*,enum cudaDataType_t,enum None,void*'),
 'cusparseSpMatGetAttribute': ('cusparseStatus_t '
                               'cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t spMatDescr, '
                               'cusparseSpMatAttribute_t attribute, void *data, size_t dataSize);',
                               ('spMatDescr', 'attribute', 'data', 'dataSize'),
                               'struct cusparseSpMatDescr*,enum None,void*,unsigned long'),
 'cusparseSpMatGetFormat': ('cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t '
                            'spMatDescr, cusparseFormat_t *format);',
                            ('spMatDescr', 'format'),
                            'struct cusparseSpMatDescr*,enum None*'),
 'cusparseSpMatGetIndexBase': ('cusparseStatus_t '
                               'cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t spMatDescr, '
                               'cusparseIndexBase_t *idxBase);',
                               ('spMatDescr', 'idxBase'),
                               'struct cusparseSpMatDescr*,enum None*'),
 'cusparseSpMatGetSize': ('cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t '
                          'spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz);',
                          ('spMatDescr', 'rows', 'cols', 'nnz'),
                          'struct cusparseSpMatDescr*,long*,long*,long*'),
 'cusparseSpMatGetStridedBatch': ('cusparseStatus_t '
                                  'cusparseSpMatGetStridedBatch(cusparseConstSpMatDescr_t '
                                  'spMatDescr, int *batchCount);',
                                  ('spMatDescr', 'batchCount'),
                                  'struct cusparseSpMatDescr*,int*'),
 'cusparseSpMatGetValues': ('cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t '
                            'spMatDescr, void **values);',
                            ('spMatDescr', 'values'),
                            'struct cusparseSpMatDescr*,void**'),
 'cusparseSpMatSetAttribute': ('cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t '
                               'spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t '
                               'dataSize);',
                               ('spMatDescr', 'attribute', 'data', 'dataSize'),
                               'struct cusparseSpMatDescr*,enum None,void*,unsigned long'),
 'cusparseSpMatSetValues': ('cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t '
                            'spMatDescr, void *values);',
                            ('spMatDescr', 'values'),
                            'struct cusparseSpMatDescr*,void*'),
 'cusparseSpSM_analysis': ('cusparseStatus_t cusparseSpSM_analysis(cusparseHandle_t handle, '
                           'cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, '
                           'cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, '
                           'cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t '
                           'alg, cusparseSpSMDescr_t spsmDescr, void *externalBuffer);',
                           ('handle',
                            'opA',
                            'opB',
                            'alpha',
                            'matA',
                            'matB',
                            'matC',
                            'computeType',
                            'alg',
                            'spsmDescr',
                            'externalBuffer'),
                           'struct cusparseContext*,enum None,enum None,void*,struct '
                           'cusparseSpMatDescr*,struct cusparseDnMatDescr*,struct '
                           'cusparseDnMatDescr*,enum cudaDataType_t,enum None,struct '
                           'cusparseSpSMDescr*,void*'),
 'cusparseSpSM_bufferSize': ('cusparseStatus_t cusparseSpSM_bufferSize(cusparseHandle_t handle, '
                             'cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, '
                             'cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, '
                             'cusparseDnMatDescr_t matC, cudaDataType computeType, '
                             'cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, size_t '
                             '*bufferSize);',
                             ('handle',
                              'opA',
                              'opB',
                              'alpha',
                              'matA',
                              'matB',
                              'matC',
                              'computeType',
                              'alg',
                              'spsmDescr',
                              'bufferSize'),
                             'struct cusparseContext*,enum None,enum None,void*,struct '
                             'cusparseSpMatDescr*,struct cusparseDnMatDescr*,struct '
                             'cusparseDnMatDescr*,enum cudaDataType_t,enum None,struct '
                             'cusparseSpSMDescr*,unsigned long*'),
 'cusparseSpSM_createDescr': ('cusparseStatus_t cusparseSpSM_createDescr(cusparseSpSMDescr_t '
                              '*descr);',
                              ('descr',),
                              'struct cusparseSpSMDescr**'),
 'cusparseSpSM_destroyDescr': ('cusparseStatus_t cusparseSpSM_destroyDescr(cusparseSpSMDescr_t '
                               'descr);',
                               ('descr',),
                               'struct cusparseSpSMDescr*'),
 'cusparseSpSM_solve': ('cusparseStatus_t cusparseSpSM_solve(cusparseHandle_t handle, '
                        'cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, '
                        'cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, '
                        'cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t '
                        'alg, cusparseSpSMDescr_t spsmDescr);',
                        ('handle',
                         'opA',
                         'opB',
                         'alpha',
                         'matA',
                         'matB',
                         'matC',
                         'computeType',
                         'alg',
                         'spsmDescr'),
                        'struct cusparseContext*,enum None,enum None,void*,struct '
                        'cusparseSpMatDescr*,struct cusparseDnMatDescr*,struct '
                        'cusparseDnMatDescr*,enum cudaDataType_t,enum None,struct '
                        'cusparseSpSMDescr*'),
 'cusparseSpSM_updateMatrix': ('cusparseStatus_t cusparseSpSM_updateMatrix(cusparseHandle_t '
                               'handle, cusparseSpSMDescr_t spsmDescr, void *newValues, '
                               'cusparseSpSMUpdate_t updatePart);',
                               ('handle', 'spsmDescr', 'newValues', 'updatePart'),
                               'struct cusparseContext*,struct cusparseSpSMDescr*,void*,enum None'),
 'cusparseSpSV_analysis': ('cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t handle, '
                           'cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t '
                           'matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, '
                           'cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t '
                           'spsvDescr, void *externalBuffer);',
                           ('handle',
                            'opA',
                            'alpha',
                            'matA',
                            'vecX',
                            'vecY',
                            'computeType',
                            'alg',
                            'spsvDescr',
                            'externalBuffer'),
                           'struct cusparseContext*,enum None,void*,struct '
                           'cusparseSpMatDescr*,struct cusparseDnVecDescr*,struct '
                           'cusparseDnVecDescr*,enum cudaDataType_t,enum None,struct '
                           'cusparseSpSVDescr*,void*'),
 'cusparseSpSV_bufferSize': ('cusparseStatus_t cusparseSpSV_bufferSize(cusparseHandle_t handle, '
                             'cusparseOperation_t opA, const void *alpha, '
                             'cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, '
                             'cusparseDnVecDescr_t vecY, cudaDataType computeType, '
                             'cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, size_t '
                             '*bufferSize);',
                             ('handle',
                              'opA',
                              'alpha',
                              'matA',
                              'vecX',
                              'vecY',
                              'computeType',
                              'alg',
                              'spsvDescr',
                              'bufferSize'),
                             'struct cusparseContext*,enum None,void*,struct '
                             'cusparseSpMatDescr*,struct cusparseDnVecDescr*,struct '
                             'cusparseDnVecDescr*,enum cudaDataType_t,enum None,struct '
                             'cusparseSpSVDescr*,unsigned long*'),
 'cusparseSpSV_createDescr': ('cusparseStatus_t cusparseSpSV_createDescr(cusparseSpSVDescr_t '
                              '*descr);',
                              ('descr',),
                              'struct cusparseSpSVDescr**'),
 'cusparseSpSV_destroyDescr': ('cusparseStatus_t cusparseSpSV_destroyDescr(cusparseSpSVDescr_t '
                               'descr);',
                               ('descr',),
                               'struct cusparseSpSVDescr*'),
 'cusparseSpSV_solve': ('cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t handle, '
                        'cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t '
                        'matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, '
                        'cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t '
                        'spsvDescr);',
                        ('handle',
                         'opA',
                         'alpha',
                         'matA',
                         'vecX',
                         'vecY',
                         'computeType',
                         'alg',
                         'spsvDescr'),
                        'struct cusparseContext*,enum None,void*,struct cusparseSpMatDescr*,struct '
                        'cusparseDnVecDescr*,struct cusparseDnVecDescr*,enum cudaDataType_t,enum '
                        'None,struct cusparseSpSVDescr*'),
 'cusparseSpSV_updateMatrix': ('cusparseStatus_t cusparseSpSV_updateMatrix(cusparseHandle_t '
                               'handle, cusparseSpSVDescr_t spsvDescr, void *newValues, '
                               'cusparseSpSVUpdate_t updatePart);',
                               ('handle', 'spsvDescr', 'newValues', 'updatePart'),
                               'struct cusparseContext*,struct cusparseSpSVDescr*,void*,enum None'),
 'cusparseSpVV': ('cusparseStatus_t cusparseSpVV(cusparseHandle_t handle, cusparseOperation_t opX, '
                  'cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, void *result, '
                  'cudaDataType computeType, void *externalBuffer);',
                  ('handle', 'opX', 'vecX', 'vecY', 'result', 'computeType', 'externalBuffer'),
                  'struct cusparseContext*,enum None,struct cusparseSpVecDescr*,struct '
                  'cusparseDnVecDescr*,void*,enum cudaDataType_t,void*'),
 'cusparseSpVV_bufferSize': ('cusparseStatus_t cusparseSpVV_bufferSize(cusparseHandle_t handle, '
                             'cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, '
                             'cusparseConstDnVecDescr_t vecY, const void *result, cudaDataType '
                             'computeType, size_t *bufferSize);',
                             ('handle',
                              'opX',
                              'vecX',
                              'vecY',
                              'result',
                              'computeType',
                              'bufferSize'),
                             'struct cusparseContext*,enum None,struct cusparseSpVecDescr*,struct '
                             'cusparseDnVecDescr*,void*,enum cudaDataType_t,unsigned long*'),
 'cusparseSpVecGet': ('cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t spVecDescr, int64_t '
                      '*size, int64_t *nnz, void **indices, void **values, cusparseIndexType_t '
                      '*idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);',
                      ('spVecDescr',
                       'size',
                       'nnz',
                       'indices',
                       'values',
                       'idxType',
                       'idxBase',
                       'valueType'),
                      'struct cusparseSpVecDescr*,long*,long*,void**,void**,enum None*,enum '
                      'None*,enum cudaDataType_t*'),
 'cusparseSpVecGetIndexBase': ('cusparseStatus_t '
                               'cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t spVecDescr, '
                               'cusparseIndexBase_t *idxBase);',
                               ('spVecDescr', 'idxBase'),
                               'struct cusparseSpVecDescr*,enum None*'),
 'cusparseSpVecGetValues': ('cusparseStatus_t cusparseSpVecGetValues(cusparseSpVecDescr_t '
                            'spVecDescr, void **values);',
                            ('spVecDescr', 'values'),
                            'struct cusparseSpVecDescr*,void**'),
 'cusparseSpVecSetValues': ('cusparseStatus_t cusparseSpVecSetValues(cusparseSpVecDescr_t '
                            'spVecDescr, void *values);',
                            ('spVecDescr', 'values'),
                            'struct cusparseSpVecDescr*,void*'),
 'cusparseSparseToDense': ('cusparseStatus_t cusparseSparseToDense(cusparseHandle_t handle, '
                           'cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, '
                           'cusparseSparseToDenseAlg_t alg, void *externalBuffer);',
                           ('handle', 'matA', 'matB', 'alg', 'externalBuffer'),
                           'struct cusparseContext*,struct cusparseSpMatDescr*,struct '
                           'cusparseDnMatDescr*,enum None,void*'),
 'cusparseSparseToDense_bufferSize': ('cusparseStatus_t '
                                      'cusparseSparseToDense_bufferSize(cusparseHandle_t handle, '
                                      'cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, '
                                      'cusparseSparseToDenseAlg_t alg, size_t *bufferSize);',
                                      ('handle', 'matA', 'matB', 'alg', 'bufferSize'),
                                      'struct cusparseContext*,struct cusparseSpMatDescr*,struct '
                                      'cusparseDnMatDescr*,enum None,unsigned long*'),
 'cusparseSpruneCsr2csr': ('cusparseStatus_t cusparseSpruneCsr2csr(cusparseHandle_t handle, int m, '
                           'int n, int nnzA, const cusparseMatDescr_t descrA, const float '
                           '*csrSortedValA, const int *csrSortedRowPtrA, const int '
                           '*csrSortedColIndA, const float *threshold, const cusparseMatDescr_t '
                           'descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int '
                           '*csrSortedColIndC, void *pBuffer);',
                           ('handle',
                            'm',
                            'n',
                            'nnzA',
                            'descrA',
                            'csrSortedValA',
                            'csrSortedRowPtrA',
                            'csrSortedColIndA',
                            'threshold',
                            'descrC',
                            'csrSortedValC',
                            'csrSortedRowPtrC',
                            'csrSortedColIndC',
                            'pBuffer'),
                           'struct cusparseContext*,int,int,int,struct '
                           'cusparseMatDescr*,float*,int*,int*,float*,struct '
                           'cusparseMatDescr*,float*,int*,int*,void*'),
 'cusparseSpruneCsr2csrByPercentage': ('cusparseStatus_t '
                                       'cusparseSpruneCsr2csrByPercentage(cusparseHandle_t handle, '
                                       'int m, int n, int nnzA, const cusparseMatDescr_t descrA, '
                                       'const float *csrSortedValA, const int *csrSortedRowPtrA, '
                                       'const int *csrSortedColIndA, float percentage, const '
                                       'cusparseMatDescr_t descrC, float *csrSortedValC, const int '
                                       '*csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t '
                                       'info, void *pBuffer);',
                                       ('handle',
                                        'm',
                                        'n',
                                        'nnzA',
                                        'descrA',
                                        'csrSortedValA',
                                        'csrSortedRowPtrA',
                                        'csrSortedColIndA',
                                        'percentage',
                                        'descrC',
                                        'csrSortedValC',
                                        'csrSortedRowPtrC',
                                        'csrSortedColIndC',
                                        'info',
                                        'pBuffer'),
                                       'struct cusparseContext*,int,int,int,struct '
                                       'cusparseMatDescr*,float*,int*,int*,float,struct '
                                       'cusparseMatDescr*,float*,int*,int*,struct '
                                       'pruneInfo*,void*'),
 'cusparseSpruneCsr2csrByPercentage_bufferSizeExt': ('cusparseStatus_t '
                                                     'cusparseSpruneCsr2csrByPercentage_bufferSizeExt(cusparseHandle_t '
                                                     'handle, int m, int n, int nnzA, const '
                                                     'cusparseMatDescr_t descrA, const float '
                                                     '*csrSortedValA, const int *csrSortedRowPtrA, '
                                                     'const int *csrSortedColIndA, float '
                                                     'percentage, const cusparseMatDescr_t descrC, '
                                                     'const float *csrSortedValC, const int '
                                                     '*csrSortedRowPtrC, const int '
                                                     '*csrSortedColIndC, pruneInfo_t info, size_t '
                                                     '*pBufferSizeInBytes);',
                                                     ('handle',
                                                      'm',
                                                      'n',
                                                      'nnzA',
                                                      'descrA',
                                                      'csrSortedValA',
                                                      'csrSortedRowPtrA',
                                                      'csrSortedColIndA',
                                                      'percentage',
                                                      'descrC',
                                                      'csrSortedValC',
                                                      'csrSortedRowPtrC',
                                                      'csrSortedColIndC',
                                                      'info',
                                                      'pBufferSizeInBytes'),
                                                     'struct cusparseContext*,int,int,int,struct '
                                                     'cusparseMatDescr*,float*,int*,int*,float,struct '
                                                     'cusparseMatDescr*,float*,int*,int*,struct '
                                                     'pruneInfo*,unsigned long*'),
 'cusparseSpruneCsr2csrNnz': ('cusparseStatus_t cusparseSpruneCsr2csrNnz(cusparseHandle_t handle, '
                              'int m, int n, int nnzA, const cusparseMatDescr_t descrA, const '
                              'float *csrSortedValA, const int *csrSortedRowPtrA, const int '
                              '*csrSortedColIndA, const float *threshold, const cusparseMatDescr_t '
                              'descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void '
                              '*pBuffer);',
                              ('handle',
                               'm',
                               'n',
                               'nnzA',
                               'descrA',
                               'csrSortedValA',
                               'csrSortedRowPtrA',
                               'csrSortedColIndA',
                               'threshold',
                               'descrC',
                               'csrSortedRowPtrC',
                               'nnzTotalDevHostPtr',
                               'pBuffer'),
                              'struct cusparseContext*,int,int,int,struct '
                              'cusparseMatDescr*,float*,int*,int*,float*,struct '
                              'cusparseMatDescr*,int*,int*,void*'),
 'cusparseSpruneCsr2csrNnzByPercentage': ('cusparseStatus_t '
                                          'cusparseSpruneCsr2csrNnzByPercentage(cusparseHandle_t '
                                          'handle, int m, int n, int nnzA, const '
                                          'cusparseMatDescr_t descrA, const float *csrSortedValA, '
                                          'const int *csrSortedRowPtrA, const int '
                                          '*csrSortedColIndA, float percentage, const '
                                          'cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int '
                                          '*nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);',
                                          ('handle',
                                           'm',
                                           'n',
                                           'nnzA',
                                           'descrA',
                                           'csrSortedValA',
                                           'csrSortedRowPtrA',
                                           'csrSortedColIndA',
                                           'percentage',
                                           'descrC',
                                           'csrSortedRowPtrC',
                                           'nnzTotalDevHostPtr',
                                           'info',
                                           'pBuffer'),
                                          'struct cusparseContext*,int,int,int,struct '
                                          'cusparseMatDescr*,float*,int*,int*,float,struct '
                                          'cusparseMatDescr*,int*,int*,struct pruneInfo*,void*'),
 'cusparseSpruneCsr2csr_bufferSizeExt': ('cusparseStatus_t '
                                         'cusparseSpruneCsr2csr_bufferSizeExt(cusparseHandle_t '
                                         'handle, int m, int n, int nnzA, const cusparseMatDescr_t '
                                         'descrA, const float *csrSortedValA, const int '
                                         '*csrSortedRowPtrA, const int *csrSortedColIndA, const '
                                         'float *threshold, const cusparseMatDescr_t descrC, const '
                                         'float *csrSortedValC, const int *csrSortedRowPtrC, const '
                                         'int *csrSortedColIndC, size_t *pBufferSizeInBytes);',
                                         ('handle',
                                          'm',
                                          'n',
                                          'nnzA',
                                          'descrA',
                                          'csrSortedValA',
                                          'csrSortedRowPtrA',
                                          'csrSortedColIndA',
                                          'threshold',
                                          'descrC',
                                          'csrSortedValC',
                                          'csrSortedRowPtrC',
                                          'csrSortedColIndC',
                                          'pBufferSizeInBytes'),
                                         'struct cusparseContext*,int,int,int,struct '
                                         'cusparseMatDescr*,float*,int*,int*,float*,struct '
                                         'cusparseMatDescr*,float*,int*,int*,unsigned long*'),
 'cusparseSpruneDense2csr': ('cusparseStatus_t cusparseSpruneDense2csr(cusparseHandle_t handle, '
                             'int m, int n, const float *A, int lda, const float *threshold, const '
                             'cusparseMatDescr_t descrC, float *csrSortedValC, const int '
                             '*csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);',
                             ('handle',
                              'm',
                              'n',
                              'A',
                              'lda',
                              'threshold',
                              'descrC',
                              'csrSortedValC',
                              'csrSortedRowPtrC',
                              'csrSortedColIndC',
                              'pBuffer'),
                             'struct cusparseContext*,int,int,float*,int,float*,struct '
                             'cusparseMatDescr*,float*,int*,int*,void*'),
 'cusparseSpruneDense2csrByPercentage': ('cusparseStatus_t '
                                         'cusparseSpruneDense2csrByPercentage(cusparseHandle_t '
                                         'handle, int m, int n, const float *A, int lda, float '
                                         'percentage, const cusparseMatDescr_t descrC, float '
                                         '*csrSortedValC, const int *csrSortedRowPtrC, int '
                                         '*csrSortedColIndC, pruneInfo_t info, void *pBuffer);',
                                         ('handle',
                                          'm',
                                          'n',
                                          'A',
                                          'lda',
                                          'percentage',
                                          'descrC',
                                          'csrSortedValC',
                                          'csrSortedRowPtrC',
                                          'csrSortedColIndC',
                                          'info',
                                          'pBuffer'),
                                         'struct cusparseContext*,int,int,float*,int,float,struct '
                                         'cusparseMatDescr*,float*,int*,int*,struct '
                                         'pruneInfo*,void*'),
 'cusparseSpruneDense2csrByPercentage_bufferSizeExt': ('cusparseStatus_t '
                                                       'cusparseSpruneDense2csrByPercentage_bufferSizeExt(cusparseHandle_t '
                                                       'handle, int m, int n, const float *A, int '
                                                       'lda, float percentage, const '
                                                       'cusparseMatDescr_t descrC, const float '
                                                       '*csrSortedValC, const int '
                                                       '*csrSortedRowPtrC, const int '
                                                       '*csrSortedColIndC, pruneInfo_t info, '
                                                       'size_t *pBufferSizeInBytes);',
                                                       ('handle',
                                                        'm',
                                                        'n',
                                                        'A',
                                                        'lda',
                                                        'percentage',
                                                        'descrC',
                                                        'csrSortedValC',
                                                        'csrSortedRowPtrC',
                                                        'csrSortedColIndC',
                                                        'info',
                                                        'pBufferSizeInBytes'),
                                                       'struct '
                                                       'cusparseContext*,int,int,float*,int,float,struct '
                                                       'cusparseMatDescr*,float*,int*,int*,struct '
                                                       'pruneInfo*,unsigned long*'),
 'cusparseSpruneDense2csrNnz': ('cusparseStatus_t cusparseSpruneDense2csrNnz(cusparseHandle_t '
                                'handle, int m, int n, const float *A, int lda, const float '
                                '*threshold, const cusparseMatDescr_t descrC, int *csrRowPtrC, int '
                                '*nnzTotalDevHostPtr, void *pBuffer);',
                                ('handle',
                                 'm',
                                 'n',
                                 'A',
                                 'lda',
                                 'threshold',
                                 'descrC',
                                 'csrRowPtrC',
                                 'nnzTotalDevHostPtr',
                                 'pBuffer'),
                                'struct cusparseContext*,int,int,float*,int,float*,struct '
                                'cusparseMatDescr*,int*,int*,void*'),
 'cusparseSpruneDense2csrNnzByPercentage': ('cusparseStatus_t '
                                            'cusparseSpruneDense2csrNnzByPercentage(cusparseHandle_t '
                                            'handle, int m, int n, const float *A, int lda, float '
                                            'percentage, const cusparseMatDescr_t descrC, int '
                                            '*csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t '
                                            'info, void *pBuffer);',
                                            ('handle',
                                             'm',
                                             'n',
                                             'A',
                                             'lda',
                                             'percentage',
                                             'descrC',
                                             'csrRowPtrC',
                                             'nnzTotalDevHostPtr',
                                             'info',
                                             'pBuffer'),
                                            'struct '
                                            'cusparseContext*,int,int,float*,int,float,struct '
                                            'cusparseMatDescr*,int*,int*,struct pruneInfo*,void*'),
 'cusparseSpruneDense2csr_bufferSizeExt': ('cusparseStatus_t '
                                           'cusparseSpruneDense2csr_bufferSizeExt(cusparseHandle_t '
                                           'handle, int m, int n, const float *A, int lda, const '
                                           'float *threshold, const cusparseMatDescr_t descrC, '
                                           'const float *csrSortedValC, const int '
                                           '*csrSortedRowPtrC, const int *csrSortedColIndC, size_t '
                                           '*pBufferSizeInBytes);',
                                           ('handle',
                                            'm',
                                            'n',
                                            'A',
                                            'lda',
                                            'threshold',
                                            'descrC',
                                            'csrSortedValC',
                                            'csrSortedRowPtrC',
                                            'csrSortedColIndC',
                                            'pBufferSizeInBytes'),
                                           'struct '
                                           'cusparseContext*,int,int,float*,int,float*,struct '
                                           'cusparseMatDescr*,float*,int*,int*,unsigned long*'),
 'cusparseXbsric02_zeroPivot': ('cusparseStatus_t cusparseXbsric02_zeroPivot(cusparseHandle_t '
                                'handle, bsric02Info_t info, int *position);',
                                ('handle', 'info', 'position'),
                                'struct cusparseContext*,struct bsric02Info*,int*'),
 'cusparseXbsrilu02_zeroPivot': ('cusparseStatus_t cusparseXbsrilu02_zeroPivot(cusparseHandle_t '
                                 'handle, bsrilu02Info_t info, int *position);',
                                 ('handle', 'info', 'position'),
                                 'struct cusparseContext*,struct bsrilu02Info*,int*'),
 'cusparseXbsrsm2_zeroPivot': ('cusparseStatus_t cusparseXbsrsm2_zeroPivot(cusparseHandle_t '
                               'handle, bsrsm2Info_t info, int *position);',
                               ('handle', 'info', 'position'),
                               'struct cusparseContext*,struct bsrsm2Info*,int*'),
 'cusparseXbsrsv2_zeroPivot': ('cusparseStatus_t cusparseXbsrsv2_zeroPivot(cusparseHandle_t '
                               'handle, bsrsv2Info_t info, int *position);',
                               ('handle', 'info', 'position'),
                               'struct cusparseContext*,struct bsrsv2Info*,int*'),
 'cusparseXcoo2csr': ('cusparseStatus_t cusparseXcoo2csr(cusparseHandle_t handle, const int '
                      '*cooRowInd, int nnz, int m, int *csrSortedRowPtr, cusparseIndexBase_t '
                      'idxBase);',
                      ('handle', 'cooRowInd', 'nnz', 'm', 'csrSortedRowPtr', 'idxBase'),
                      'struct cusparseContext*,int*,int,int,int*,enum None'),
 'cusparseXcoosortByColumn': ('cusparseStatus_t cusparseXcoosortByColumn(cusparseHandle_t handle, '
                              'int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void '
                              '*pBuffer);',
                              ('handle', 'm', 'n', 'nnz', 'cooRowsA', 'cooColsA', 'P', 'pBuffer'),
                              'struct cusparseContext*,int,int,int,int*,int*,int*,void*'),
 'cusparseXcoosortByRow': ('cusparseStatus_t cusparseXcoosortByRow(cusparseHandle_t handle, int m, '
                           'int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer);',
                           ('handle', 'm', 'n', 'nnz', 'cooRowsA', 'cooColsA', 'P', 'pBuffer'),
                           'struct cusparseContext*,int,int,int,int*,int*,int*,void*'),
 'cusparseXcoosort_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseXcoosort_bufferSizeExt(cusparseHandle_t handle, int '
                                    'm, int n, int nnz, const int *cooRowsA, const int *cooColsA, '
                                    'size_t *pBufferSizeInBytes);',
                                    ('handle',
                                     'm',
                                     'n',
                                     'nnz',
                                     'cooRowsA',
                                     'cooColsA',
                                     'pBufferSizeInBytes'),
                                    'struct cusparseContext*,int,int,int,int*,int*,unsigned long*'),
 'cusparseXcscsort': ('cusparseStatus_t cusparseXcscsort(cusparseHandle_t handle, int m, int n, '
                      'int nnz, const cusparseMatDescr_t descrA, const int *cscColPtrA, int '
                      '*cscRowIndA, int *P, void *pBuffer);',
                      ('handle',
                       'm',
                       'n',
                       'nnz',
                       'descrA',
                       'cscColPtrA',
                       'cscRowIndA',
                       'P',
                       'pBuffer'),
                      'struct cusparseContext*,int,int,int,struct '
                      'cusparseMatDescr*,int*,int*,int*,void*'),
 'cusparseXcscsort_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseXcscsort_bufferSizeExt(cusparseHandle_t handle, int '
                                    'm, int n, int nnz, const int *cscColPtrA, const int '
                                    '*cscRowIndA, size_t *pBufferSizeInBytes);',
                                    ('handle',
                                     'm',
                                     'n',
                                     'nnz',
                                     'cscColPtrA',
                                     'cscRowIndA',
                                     'pBufferSizeInBytes'),
                                    'struct cusparseContext*,int,int,int,int*,int*,unsigned long*'),
 'cusparseXcsr2bsrNnz': ('cusparseStatus_t cusparseXcsr2bsrNnz(cusparseHandle_t handle, '
                         'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, '
                         'const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, '
                         'const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int '
                         '*nnzTotalDevHostPtr);',
                         ('handle',
                          'dirA',
                          'm',
                          'n',
                          'descrA',
                          'csrSortedRowPtrA',
                          'csrSortedColIndA',
                          'blockDim',
                          'descrC',
                          'bsrSortedRowPtrC',
                          'nnzTotalDevHostPtr'),
                         'struct cusparseContext*,enum None,int,int,struct '
                         'cusparseMatDescr*,int*,int*,int,struct cusparseMatDescr*,int*,int*'),
 'cusparseXcsr2coo': ('cusparseStatus_t cusparseXcsr2coo(cusparseHandle_t handle, const int '
                      '*csrSortedRowPtr, int nnz, int m, int *cooRowInd, cusparseIndexBase_t '
                      'idxBase);',
                      ('handle', 'csrSortedRowPtr', 'nnz', 'm', 'cooRowInd', 'idxBase'),
                      'struct cusparseContext*,int*,int,int,int*,enum None'),
 'cusparseXcsr2gebsrNnz': ('cusparseStatus_t cusparseXcsr2gebsrNnz(cusparseHandle_t handle, '
                           'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t '
                           'descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, '
                           'const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int '
                           'rowBlockDim, int colBlockDim, int *nnzTotalDevHostPtr, void *pBuffer);',
                           ('handle',
                            'dirA',
                            'm',
                            'n',
                            'descrA',
                            'csrSortedRowPtrA',
                            'csrSortedColIndA',
                            'descrC',
                            'bsrSortedRowPtrC',
                            'rowBlockDim',
                            'colBlockDim',
                            'nnzTotalDevHostPtr',
                            'pBuffer'),
                           'struct cusparseContext*,enum None,int,int,struct '
                           'cusparseMatDescr*,int*,int*,struct '
                           'cusparseMatDescr*,int*,int,int,int*,void*'),
 'cusparseXcsrgeam2Nnz': ('cusparseStatus_t cusparseXcsrgeam2Nnz(cusparseHandle_t handle, int m, '
                          'int n, const cusparseMatDescr_t descrA, int nnzA, const int '
                          '*csrSortedRowPtrA, const int *csrSortedColIndA, const '
                          'cusparseMatDescr_t descrB, int nnzB, const int *csrSortedRowPtrB, const '
                          'int *csrSortedColIndB, const cusparseMatDescr_t descrC, int '
                          '*csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *workspace);',
                          ('handle',
                           'm',
                           'n',
                           'descrA',
                           'nnzA',
                           'csrSortedRowPtrA',
                           'csrSortedColIndA',
                           'descrB',
                           'nnzB',
                           'csrSortedRowPtrB',
                           'csrSortedColIndB',
                           'descrC',
                           'csrSortedRowPtrC',
                           'nnzTotalDevHostPtr',
                           'workspace'),
                          'struct cusparseContext*,int,int,struct '
                          'cusparseMatDescr*,int,int*,int*,struct '
                          'cusparseMatDescr*,int,int*,int*,struct '
                          'cusparseMatDescr*,int*,int*,void*'),
 'cusparseXcsric02_zeroPivot': ('cusparseStatus_t cusparseXcsric02_zeroPivot(cusparseHandle_t '
                                'handle, csric02Info_t info, int *position);',
                                ('handle', 'info', 'position'),
                                'struct cusparseContext*,struct csric02Info*,int*'),
 'cusparseXcsrilu02_zeroPivot': ('cusparseStatus_t cusparseXcsrilu02_zeroPivot(cusparseHandle_t '
                                 'handle, csrilu02Info_t info, int *position);',
                                 ('handle', 'info', 'position'),
                                 'struct cusparseContext*,struct csrilu02Info*,int*'),
 'cusparseXcsrsort': ('cusparseStatus_t cusparseXcsrsort(cusparseHandle_t handle, int m, int n, '
                      'int nnz, const cusparseMatDescr_t descrA, const int *csrRowPtrA, int '
                      '*csrColIndA, int *P, void *pBuffer);',
                      ('handle',
                       'm',
                       'n',
                       'nnz',
                       'descrA',
                       'csrRowPtrA',
                       'csrColIndA',
                       'P',
                       'pBuffer'),
                      'struct cusparseContext*,int,int,int,struct '
                      'cusparseMatDescr*,int*,int*,int*,void*'),
 'cusparseXcsrsort_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseXcsrsort_bufferSizeExt(cusparseHandle_t handle, int '
                                    'm, int n, int nnz, const int *csrRowPtrA, const int '
                                    '*csrColIndA, size_t *pBufferSizeInBytes);',
                                    ('handle',
                                     'm',
                                     'n',
                                     'nnz',
                                     'csrRowPtrA',
                                     'csrColIndA',
                                     'pBufferSizeInBytes'),
                                    'struct cusparseContext*,int,int,int,int*,int*,unsigned long*'),
 'cusparseXgebsr2csr': ('cusparseStatus_t cusparseXgebsr2csr(cusparseHandle_t handle, '
                        'cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t '
                        'descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int '
                        'rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, int '
                        '*csrSortedRowPtrC, int *csrSortedColIndC);',
                        ('handle',
                         'dirA',
                         'mb',
                         'nb',
                         'descrA',
                         'bsrSortedRowPtrA',
                         'bsrSortedColIndA',
                         'rowBlockDim',
                         'colBlockDim',
                         'descrC',
                         'csrSortedRowPtrC',
                         'csrSortedColIndC'),
                        'struct cusparseContext*,enum None,int,int,struct '
                        'cusparseMatDescr*,int*,int*,int,int,struct cusparseMatDescr*,int*,int*'),
 'cusparseXgebsr2gebsrNnz': ('cusparseStatus_t cusparseXgebsr2gebsrNnz(cusparseHandle_t handle, '
                             'cusparseDirection_t dirA, int mb, int nb, int nnzb, const '
                             'cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int '
                             '*bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const '
                             'cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDimC, '
                             'int colBlockDimC, int *nnzTotalDevHostPtr, void *pBuffer);',
                             ('handle',
                              'dirA',
                              'mb',
                              'nb',
                              'nnzb',
                              'descrA',
                              'bsrSortedRowPtrA',
                              'bsrSortedColIndA',
                              'rowBlockDimA',
                              'colBlockDimA',
                              'descrC',
                              'bsrSortedRowPtrC',
                              'rowBlockDimC',
                              'colBlockDimC',
                              'nnzTotalDevHostPtr',
                              'pBuffer'),
                             'struct cusparseContext*,enum None,int,int,int,struct '
                             'cusparseMatDescr*,int*,int*,int,int,struct '
                             'cusparseMatDescr*,int*,int,int,int*,void*'),
 'cusparseZbsr2csr': ('cusparseStatus_t cusparseZbsr2csr(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, '
                      'const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const '
                      'int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, '
                      'cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int '
                      '*csrSortedColIndC);',
                      ('handle',
                       'dirA',
                       'mb',
                       'nb',
                       'descrA',
                       'bsrSortedValA',
                       'bsrSortedRowPtrA',
                       'bsrSortedColIndA',
                       'blockDim',
                       'descrC',
                       'csrSortedValC',
                       'csrSortedRowPtrC',
                       'csrSortedColIndC'),
                      'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                      'double2*,int*,int*,int,struct cusparseMatDescr*,struct double2*,int*,int*'),
 'cusparseZbsric02': ('cusparseStatus_t cusparseZbsric02(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t '
                      'descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const '
                      'int *bsrSortedColInd, int blockDim, bsric02Info_t info, '
                      'cusparseSolvePolicy_t policy, void *pBuffer);',
                      ('handle',
                       'dirA',
                       'mb',
                       'nnzb',
                       'descrA',
                       'bsrSortedVal',
                       'bsrSortedRowPtr',
                       'bsrSortedColInd',
                       'blockDim',
                       'info',
                       'policy',
                       'pBuffer'),
                      'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                      'double2*,int*,int*,int,struct bsric02Info*,enum None,void*'),
 'cusparseZbsric02_analysis': ('cusparseStatus_t cusparseZbsric02_analysis(cusparseHandle_t '
                               'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                               'cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, '
                               'const int *bsrSortedRowPtr, const int *bsrSortedColInd, int '
                               'blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void '
                               '*pInputBuffer);',
                               ('handle',
                                'dirA',
                                'mb',
                                'nnzb',
                                'descrA',
                                'bsrSortedVal',
                                'bsrSortedRowPtr',
                                'bsrSortedColInd',
                                'blockDim',
                                'info',
                                'policy',
                                'pInputBuffer'),
                               'struct cusparseContext*,enum None,int,int,struct '
                               'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                               'bsric02Info*,enum None,void*'),
 'cusparseZbsric02_bufferSize': ('cusparseStatus_t cusparseZbsric02_bufferSize(cusparseHandle_t '
                                 'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                 'cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const '
                                 'int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                 'bsric02Info_t info, int *pBufferSizeInBytes);',
                                 ('handle',
                                  'dirA',
                                  'mb',
                                  'nnzb',
                                  'descrA',
                                  'bsrSortedVal',
                                  'bsrSortedRowPtr',
                                  'bsrSortedColInd',
                                  'blockDim',
                                  'info',
                                  'pBufferSizeInBytes'),
                                 'struct cusparseContext*,enum None,int,int,struct '
                                 'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                                 'bsric02Info*,int*'),
 'cusparseZbsric02_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseZbsric02_bufferSizeExt(cusparseHandle_t handle, '
                                    'cusparseDirection_t dirA, int mb, int nnzb, const '
                                    'cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, '
                                    'const int *bsrSortedRowPtr, const int *bsrSortedColInd, int '
                                    'blockSize, bsric02Info_t info, size_t *pBufferSize);',
                                    ('handle',
                                     'dirA',
                                     'mb',
                                     'nnzb',
                                     'descrA',
                                     'bsrSortedVal',
                                     'bsrSortedRowPtr',
                                     'bsrSortedColInd',
                                     'blockSize',
                                     'info',
                                     'pBufferSize'),
                                    'struct cusparseContext*,enum None,int,int,struct '
                                    'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                                    'bsric02Info*,unsigned long*'),
 'cusparseZbsrilu02': ('cusparseStatus_t cusparseZbsrilu02(cusparseHandle_t handle, '
                       'cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t '
                       'descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const '
                       'int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, '
                       'cusparseSolvePolicy_t policy, void *pBuffer);',
                       ('handle',
                        'dirA',
                        'mb',
                        'nnzb',
                        'descrA',
                        'bsrSortedVal',
                        'bsrSortedRowPtr',
                        'bsrSortedColInd',
                        'blockDim',
                        'info',
                        'policy',
                        'pBuffer'),
                       'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                       'double2*,int*,int*,int,struct bsrilu02Info*,enum None,void*'),
 'cusparseZbsrilu02_analysis': ('cusparseStatus_t cusparseZbsrilu02_analysis(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                'cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const '
                                'int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                'bsrilu02Info_t info, cusparseSolvePolicy_t policy, void '
                                '*pBuffer);',
                                ('handle',
                                 'dirA',
                                 'mb',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedVal',
                                 'bsrSortedRowPtr',
                                 'bsrSortedColInd',
                                 'blockDim',
                                 'info',
                                 'policy',
                                 'pBuffer'),
                                'struct cusparseContext*,enum None,int,int,struct '
                                'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                                'bsrilu02Info*,enum None,void*'),
 'cusparseZbsrilu02_bufferSize': ('cusparseStatus_t cusparseZbsrilu02_bufferSize(cusparseHandle_t '
                                  'handle, cusparseDirection_t dirA, int mb, int nnzb, const '
                                  'cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const '
                                  'int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, '
                                  'bsrilu02Info_t info, int *pBufferSizeInBytes);',
                                  ('handle',
                                   'dirA',
                                   'mb',
                                   'nnzb',
                                   'descrA',
                                   'bsrSortedVal',
                                   'bsrSortedRowPtr',
                                   'bsrSortedColInd',
                                   'blockDim',
                                   'info',
                                   'pBufferSizeInBytes'),
                                  'struct cusparseContext*,enum None,int,int,struct '
                                  'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                                  'bsrilu02Info*,int*'),
 'cusparseZbsrilu02_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseZbsrilu02_bufferSizeExt(cusparseHandle_t handle, '
                                     'cusparseDirection_t dirA, int mb, int nnzb, const '
                                     'cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, '
                                     'const int *bsrSortedRowPtr, const int *bsrSortedColInd, int '
                                     'blockSize, bsrilu02Info_t info, size_t *pBufferSize);',
                                     ('handle',
                                      'dirA',
                                      'mb',
                                      'nnzb',
                                      'descrA',
                                      'bsrSortedVal',
                                      'bsrSortedRowPtr',
                                      'bsrSortedColInd',
                                      'blockSize',
                                      'info',
                                      'pBufferSize'),
                                     'struct cusparseContext*,enum None,int,int,struct '
                                     'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                                     'bsrilu02Info*,unsigned long*'),
 'cusparseZbsrilu02_numericBoost': ('cusparseStatus_t '
                                    'cusparseZbsrilu02_numericBoost(cusparseHandle_t handle, '
                                    'bsrilu02Info_t info, int enable_boost, double *tol, '
                                    'cuDoubleComplex *boost_val);',
                                    ('handle', 'info', 'enable_boost', 'tol', 'boost_val'),
                                    'struct cusparseContext*,struct '
                                    'bsrilu02Info*,int,double*,struct double2*'),
 'cusparseZbsrmm': ('cusparseStatus_t cusparseZbsrmm(cusparseHandle_t handle, cusparseDirection_t '
                    'dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, '
                    'int kb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t '
                    'descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, '
                    'const int *bsrSortedColIndA, const int blockSize, const cuDoubleComplex *B, '
                    'const int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);',
                    ('handle',
                     'dirA',
                     'transA',
                     'transB',
                     'mb',
                     'n',
                     'kb',
                     'nnzb',
                     'alpha',
                     'descrA',
                     'bsrSortedValA',
                     'bsrSortedRowPtrA',
                     'bsrSortedColIndA',
                     'blockSize',
                     'B',
                     'ldb',
                     'beta',
                     'C',
                     'ldc'),
                    'struct cusparseContext*,enum None,enum None,enum None,int,int,int,int,struct '
                    'double2*,struct cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                    'double2*,int,struct double2*,struct double2*,int'),
 'cusparseZbsrmv': ('cusparseStatus_t cusparseZbsrmv(cusparseHandle_t handle, cusparseDirection_t '
                    'dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const '
                    'cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const '
                    'cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                    '*bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const '
                    'cuDoubleComplex *beta, cuDoubleComplex *y);',
                    ('handle',
                     'dirA',
                     'transA',
                     'mb',
                     'nb',
                     'nnzb',
                     'alpha',
                     'descrA',
                     'bsrSortedValA',
                     'bsrSortedRowPtrA',
                     'bsrSortedColIndA',
                     'blockDim',
                     'x',
                     'beta',
                     'y'),
                    'struct cusparseContext*,enum None,enum None,int,int,int,struct '
                    'double2*,struct cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                    'double2*,struct double2*,struct double2*'),
 'cusparseZbsrsm2_analysis': ('cusparseStatus_t cusparseZbsrsm2_analysis(cusparseHandle_t handle, '
                              'cusparseDirection_t dirA, cusparseOperation_t transA, '
                              'cusparseOperation_t transXY, int mb, int n, int nnzb, const '
                              'cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, '
                              'const int *bsrSortedRowPtr, const int *bsrSortedColInd, int '
                              'blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void '
                              '*pBuffer);',
                              ('handle',
                               'dirA',
                               'transA',
                               'transXY',
                               'mb',
                               'n',
                               'nnzb',
                               'descrA',
                               'bsrSortedVal',
                               'bsrSortedRowPtr',
                               'bsrSortedColInd',
                               'blockSize',
                               'info',
                               'policy',
                               'pBuffer'),
                              'struct cusparseContext*,enum None,enum None,enum '
                              'None,int,int,int,struct cusparseMatDescr*,struct '
                              'double2*,int*,int*,int,struct bsrsm2Info*,enum None,void*'),
 'cusparseZbsrsm2_bufferSize': ('cusparseStatus_t cusparseZbsrsm2_bufferSize(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, cusparseOperation_t transA, '
                                'cusparseOperation_t transXY, int mb, int n, int nnzb, const '
                                'cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const '
                                'int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, '
                                'bsrsm2Info_t info, int *pBufferSizeInBytes);',
                                ('handle',
                                 'dirA',
                                 'transA',
                                 'transXY',
                                 'mb',
                                 'n',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedVal',
                                 'bsrSortedRowPtr',
                                 'bsrSortedColInd',
                                 'blockSize',
                                 'info',
                                 'pBufferSizeInBytes'),
                                'struct cusparseContext*,enum None,enum None,enum '
                                'None,int,int,int,struct cusparseMatDescr*,struct '
                                'double2*,int*,int*,int,struct bsrsm2Info*,int*'),
 'cusparseZbsrsm2_bufferSizeExt': ('cusparseStatus_t '
                                   'cusparseZbsrsm2_bufferSizeExt(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, cusparseOperation_t transA, '
                                   'cusparseOperation_t transB, int mb, int n, int nnzb, const '
                                   'cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, '
                                   'const int *bsrSortedRowPtr, const int *bsrSortedColInd, int '
                                   'blockSize, bsrsm2Info_t info, size_t *pBufferSize);',
                                   ('handle',
                                    'dirA',
                                    'transA',
                                    'transB',
                                    'mb',
                                    'n',
                                    'nnzb',
                                    'descrA',
                                    'bsrSortedVal',
                                    'bsrSortedRowPtr',
                                    'bsrSortedColInd',
                                    'blockSize',
                                    'info',
                                    'pBufferSize'),
                                   'struct cusparseContext*,enum None,enum None,enum '
                                   'None,int,int,int,struct cusparseMatDescr*,struct '
                                   'double2*,int*,int*,int,struct bsrsm2Info*,unsigned long*'),
 'cusparseZbsrsm2_solve': ('cusparseStatus_t cusparseZbsrsm2_solve(cusparseHandle_t handle, '
                           'cusparseDirection_t dirA, cusparseOperation_t transA, '
                           'cusparseOperation_t transXY, int mb, int n, int nnzb, const '
                           'cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const '
                           'cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int '
                           '*bsrSortedColInd, int blockSize, bsrsm2Info_t info, const '
                           'cuDoubleComplex *B, int ldb, cuDoubleComplex *X, int ldx, '
                           'cusparseSolvePolicy_t policy, void *pBuffer);',
                           ('handle',
                            'dirA',
                            'transA',
                            'transXY',
                            'mb',
                            'n',
                            'nnzb',
                            'alpha',
                            'descrA',
                            'bsrSortedVal',
                            'bsrSortedRowPtr',
                            'bsrSortedColInd',
                            'blockSize',
                            'info',
                            'B',
                            'ldb',
                            'X',
                            'ldx',
                            'policy',
                            'pBuffer'),
                           'struct cusparseContext*,enum None,enum None,enum '
                           'None,int,int,int,struct double2*,struct cusparseMatDescr*,struct '
                           'double2*,int*,int*,int,struct bsrsm2Info*,struct double2*,int,struct '
                           'double2*,int,enum None,void*'),
 'cusparseZbsrsv2_analysis': ('cusparseStatus_t cusparseZbsrsv2_analysis(cusparseHandle_t handle, '
                              'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int '
                              'nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex '
                              '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                              '*bsrSortedColIndA, int blockDim, bsrsv2Info_t info, '
                              'cusparseSolvePolicy_t policy, void *pBuffer);',
                              ('handle',
                               'dirA',
                               'transA',
                               'mb',
                               'nnzb',
                               'descrA',
                               'bsrSortedValA',
                               'bsrSortedRowPtrA',
                               'bsrSortedColIndA',
                               'blockDim',
                               'info',
                               'policy',
                               'pBuffer'),
                              'struct cusparseContext*,enum None,enum None,int,int,struct '
                              'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                              'bsrsv2Info*,enum None,void*'),
 'cusparseZbsrsv2_bufferSize': ('cusparseStatus_t cusparseZbsrsv2_bufferSize(cusparseHandle_t '
                                'handle, cusparseDirection_t dirA, cusparseOperation_t transA, int '
                                'mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex '
                                '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                '*bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int '
                                '*pBufferSizeInBytes);',
                                ('handle',
                                 'dirA',
                                 'transA',
                                 'mb',
                                 'nnzb',
                                 'descrA',
                                 'bsrSortedValA',
                                 'bsrSortedRowPtrA',
                                 'bsrSortedColIndA',
                                 'blockDim',
                                 'info',
                                 'pBufferSizeInBytes'),
                                'struct cusparseContext*,enum None,enum None,int,int,struct '
                                'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                                'bsrsv2Info*,int*'),
 'cusparseZbsrsv2_bufferSizeExt': ('cusparseStatus_t '
                                   'cusparseZbsrsv2_bufferSizeExt(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, '
                                   'int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex '
                                   '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                   '*bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t '
                                   '*pBufferSize);',
                                   ('handle',
                                    'dirA',
                                    'transA',
                                    'mb',
                                    'nnzb',
                                    'descrA',
                                    'bsrSortedValA',
                                    'bsrSortedRowPtrA',
                                    'bsrSortedColIndA',
                                    'blockSize',
                                    'info',
                                    'pBufferSize'),
                                   'struct cusparseContext*,enum None,enum None,int,int,struct '
                                   'cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                                   'bsrsv2Info*,unsigned long*'),
 'cusparseZbsrsv2_solve': ('cusparseStatus_t cusparseZbsrsv2_solve(cusparseHandle_t handle, '
                           'cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int '
                           'nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, '
                           'const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, '
                           'const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const '
                           'cuDoubleComplex *f, cuDoubleComplex *x, cusparseSolvePolicy_t policy, '
                           'void *pBuffer);',
                           ('handle',
                            'dirA',
                            'transA',
                            'mb',
                            'nnzb',
                            'alpha',
                            'descrA',
                            'bsrSortedValA',
                            'bsrSortedRowPtrA',
                            'bsrSortedColIndA',
                            'blockDim',
                            'info',
                            'f',
                            'x',
                            'policy',
                            'pBuffer'),
                           'struct cusparseContext*,enum None,enum None,int,int,struct '
                           'double2*,struct cusparseMatDescr*,struct double2*,int*,int*,int,struct '
                           'bsrsv2Info*,struct double2*,struct double2*,enum None,void*'),
 'cusparseZbsrxmv': ('cusparseStatus_t cusparseZbsrxmv(cusparseHandle_t handle, '
                     'cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int '
                     'mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t '
                     'descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, '
                     'const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int '
                     '*bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const '
                     'cuDoubleComplex *beta, cuDoubleComplex *y);',
                     ('handle',
                      'dirA',
                      'transA',
                      'sizeOfMask',
                      'mb',
                      'nb',
                      'nnzb',
                      'alpha',
                      'descrA',
                      'bsrSortedValA',
                      'bsrSortedMaskPtrA',
                      'bsrSortedRowPtrA',
                      'bsrSortedEndPtrA',
                      'bsrSortedColIndA',
                      'blockDim',
                      'x',
                      'beta',
                      'y'),
                     'struct cusparseContext*,enum None,enum None,int,int,int,int,struct '
                     'double2*,struct cusparseMatDescr*,struct '
                     'double2*,int*,int*,int*,int*,int,struct double2*,struct double2*,struct '
                     'double2*'),
 'cusparseZcsr2bsr': ('cusparseStatus_t cusparseZcsr2bsr(cusparseHandle_t handle, '
                      'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, '
                      'const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const '
                      'int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, '
                      'cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int '
                      '*bsrSortedColIndC);',
                      ('handle',
                       'dirA',
                       'm',
                       'n',
                       'descrA',
                       'csrSortedValA',
                       'csrSortedRowPtrA',
                       'csrSortedColIndA',
                       'blockDim',
                       'descrC',
                       'bsrSortedValC',
                       'bsrSortedRowPtrC',
                       'bsrSortedColIndC'),
                      'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                      'double2*,int*,int*,int,struct cusparseMatDescr*,struct double2*,int*,int*'),
 'cusparseZcsr2csr_compress': ('cusparseStatus_t cusparseZcsr2csr_compress(cusparseHandle_t '
                               'handle, int m, int n, const cusparseMatDescr_t descrA, const '
                               'cuDoubleComplex *csrSortedValA, const int *csrSortedColIndA, const '
                               'int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, '
                               'cuDoubleComplex *csrSortedValC, int *csrSortedColIndC, int '
                               '*csrSortedRowPtrC, cuDoubleComplex tol);',
                               ('handle',
                                'm',
                                'n',
                                'descrA',
                                'csrSortedValA',
                                'csrSortedColIndA',
                                'csrSortedRowPtrA',
                                'nnzA',
                                'nnzPerRow',
                                'csrSortedValC',
                                'csrSortedColIndC',
                                'csrSortedRowPtrC',
                                'tol'),
                               'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                               'double2*,int*,int*,int,int*,struct double2*,int*,int*,struct '
                               'double2'),
 'cusparseZcsr2csru': ('cusparseStatus_t cusparseZcsr2csru(cusparseHandle_t handle, int m, int n, '
                       'int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const '
                       'int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'nnz',
                        'descrA',
                        'csrVal',
                        'csrRowPtr',
                        'csrColInd',
                        'info',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,int,struct cusparseMatDescr*,struct '
                       'double2*,int*,int*,struct csru2csrInfo*,void*'),
 'cusparseZcsr2gebsr': ('cusparseStatus_t cusparseZcsr2gebsr(cusparseHandle_t handle, '
                        'cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, '
                        'const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const '
                        'int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuDoubleComplex '
                        '*bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int '
                        'rowBlockDim, int colBlockDim, void *pBuffer);',
                        ('handle',
                         'dirA',
                         'm',
                         'n',
                         'descrA',
                         'csrSortedValA',
                         'csrSortedRowPtrA',
                         'csrSortedColIndA',
                         'descrC',
                         'bsrSortedValC',
                         'bsrSortedRowPtrC',
                         'bsrSortedColIndC',
                         'rowBlockDim',
                         'colBlockDim',
                         'pBuffer'),
                        'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                        'double2*,int*,int*,struct cusparseMatDescr*,struct '
                        'double2*,int*,int*,int,int,void*'),
 'cusparseZcsr2gebsr_bufferSize': ('cusparseStatus_t '
                                   'cusparseZcsr2gebsr_bufferSize(cusparseHandle_t handle, '
                                   'cusparseDirection_t dirA, int m, int n, const '
                                   'cusparseMatDescr_t descrA, const cuDoubleComplex '
                                   '*csrSortedValA, const int *csrSortedRowPtrA, const int '
                                   '*csrSortedColIndA, int rowBlockDim, int colBlockDim, int '
                                   '*pBufferSizeInBytes);',
                                   ('handle',
                                    'dirA',
                                    'm',
                                    'n',
                                    'descrA',
                                    'csrSortedValA',
                                    'csrSortedRowPtrA',
                                    'csrSortedColIndA',
                                    'rowBlockDim',
                                    'colBlockDim',
                                    'pBufferSizeInBytes'),
                                   'struct cusparseContext*,enum None,int,int,struct '
                                   'cusparseMatDescr*,struct double2*,int*,int*,int,int,int*'),
 'cusparseZcsr2gebsr_bufferSizeExt': ('cusparseStatus_t '
                                      'cusparseZcsr2gebsr_bufferSizeExt(cusparseHandle_t handle, '
                                      'cusparseDirection_t dirA, int m, int n, const '
                                      'cusparseMatDescr_t descrA, const cuDoubleComplex '
                                      '*csrSortedValA, const int *csrSortedRowPtrA, const int '
                                      '*csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t '
                                      '*pBufferSize);',
                                      ('handle',
                                       'dirA',
                                       'm',
                                       'n',
                                       'descrA',
                                       'csrSortedValA',
                                       'csrSortedRowPtrA',
                                       'csrSortedColIndA',
                                       'rowBlockDim',
                                       'colBlockDim',
                                       'pBufferSize'),
                                      'struct cusparseContext*,enum None,int,int,struct '
                                      'cusparseMatDescr*,struct '
                                      'double2*,int*,int*,int,int,unsigned long*'),
 'cusparseZcsrcolor': ('cusparseStatus_t cusparseZcsrcolor(cusparseHandle_t handle, int m, int '
                       'nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex '
                       '*csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, '
                       'const double *fractionToColor, int *ncolors, int *coloring, int '
                       '*reordering, const cusparseColorInfo_t info);',
                       ('handle',
                        'm',
                        'nnz',
                        'descrA',
                        'csrSortedValA',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'fractionToColor',
                        'ncolors',
                        'coloring',
                        'reordering',
                        'info'),
                       'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                       'double2*,int*,int*,double*,int*,int*,int*,struct cusparseColorInfo*'),
 'cusparseZcsrgeam2': ('cusparseStatus_t cusparseZcsrgeam2(cusparseHandle_t handle, int m, int n, '
                       'const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, '
                       'const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const '
                       'int *csrSortedColIndA, const cuDoubleComplex *beta, const '
                       'cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, '
                       'const int *csrSortedRowPtrB, const int *csrSortedColIndB, const '
                       'cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int '
                       '*csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'alpha',
                        'descrA',
                        'nnzA',
                        'csrSortedValA',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'beta',
                        'descrB',
                        'nnzB',
                        'csrSortedValB',
                        'csrSortedRowPtrB',
                        'csrSortedColIndB',
                        'descrC',
                        'csrSortedValC',
                        'csrSortedRowPtrC',
                        'csrSortedColIndC',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,struct double2*,struct '
                       'cusparseMatDescr*,int,struct double2*,int*,int*,struct double2*,struct '
                       'cusparseMatDescr*,int,struct double2*,int*,int*,struct '
                       'cusparseMatDescr*,struct double2*,int*,int*,void*'),
 'cusparseZcsrgeam2_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseZcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int n, const cuDoubleComplex *alpha, const '
                                     'cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex '
                                     '*csrSortedValA, const int *csrSortedRowPtrA, const int '
                                     '*csrSortedColIndA, const cuDoubleComplex *beta, const '
                                     'cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex '
                                     '*csrSortedValB, const int *csrSortedRowPtrB, const int '
                                     '*csrSortedColIndB, const cusparseMatDescr_t descrC, const '
                                     'cuDoubleComplex *csrSortedValC, const int *csrSortedRowPtrC, '
                                     'const int *csrSortedColIndC, size_t *pBufferSizeInBytes);',
                                     ('handle',
                                      'm',
                                      'n',
                                      'alpha',
                                      'descrA',
                                      'nnzA',
                                      'csrSortedValA',
                                      'csrSortedRowPtrA',
                                      'csrSortedColIndA',
                                      'beta',
                                      'descrB',
                                      'nnzB',
                                      'csrSortedValB',
                                      'csrSortedRowPtrB',
                                      'csrSortedColIndB',
                                      'descrC',
                                      'csrSortedValC',
                                      'csrSortedRowPtrC',
                                      'csrSortedColIndC',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,struct double2*,struct '
                                     'cusparseMatDescr*,int,struct double2*,int*,int*,struct '
                                     'double2*,struct cusparseMatDescr*,int,struct '
                                     'double2*,int*,int*,struct cusparseMatDescr*,struct '
                                     'double2*,int*,int*,unsigned long*'),
 'cusparseZcsric02': ('cusparseStatus_t cusparseZcsric02(cusparseHandle_t handle, int m, int nnz, '
                      'const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const '
                      'int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, '
                      'cusparseSolvePolicy_t policy, void *pBuffer);',
                      ('handle',
                       'm',
                       'nnz',
                       'descrA',
                       'csrSortedValA_valM',
                       'csrSortedRowPtrA',
                       'csrSortedColIndA',
                       'info',
                       'policy',
                       'pBuffer'),
                      'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                      'double2*,int*,int*,struct csric02Info*,enum None,void*'),
 'cusparseZcsric02_analysis': ('cusparseStatus_t cusparseZcsric02_analysis(cusparseHandle_t '
                               'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                               'cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const '
                               'int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t '
                               'policy, void *pBuffer);',
                               ('handle',
                                'm',
                                'nnz',
                                'descrA',
                                'csrSortedValA',
                                'csrSortedRowPtrA',
                                'csrSortedColIndA',
                                'info',
                                'policy',
                                'pBuffer'),
                               'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                               'double2*,int*,int*,struct csric02Info*,enum None,void*'),
 'cusparseZcsric02_bufferSize': ('cusparseStatus_t cusparseZcsric02_bufferSize(cusparseHandle_t '
                                 'handle, int m, int nnz, const cusparseMatDescr_t descrA, '
                                 'cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, '
                                 'const int *csrSortedColIndA, csric02Info_t info, int '
                                 '*pBufferSizeInBytes);',
                                 ('handle',
                                  'm',
                                  'nnz',
                                  'descrA',
                                  'csrSortedValA',
                                  'csrSortedRowPtrA',
                                  'csrSortedColIndA',
                                  'info',
                                  'pBufferSizeInBytes'),
                                 'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                                 'double2*,int*,int*,struct csric02Info*,int*'),
 'cusparseZcsric02_bufferSizeExt': ('cusparseStatus_t '
                                    'cusparseZcsric02_bufferSizeExt(cusparseHandle_t handle, int '
                                    'm, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex '
                                    '*csrSortedVal, const int *csrSortedRowPtr, const int '
                                    '*csrSortedColInd, csric02Info_t info, size_t *pBufferSize);',
                                    ('handle',
                                     'm',
                                     'nnz',
                                     'descrA',
                                     'csrSortedVal',
                                     'csrSortedRowPtr',
                                     'csrSortedColInd',
                                     'info',
                                     'pBufferSize'),
                                    'struct cusparseContext*,int,int,struct '
                                    'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                    'csric02Info*,unsigned long*'),
 'cusparseZcsrilu02': ('cusparseStatus_t cusparseZcsrilu02(cusparseHandle_t handle, int m, int '
                       'nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, '
                       'const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t '
                       'info, cusparseSolvePolicy_t policy, void *pBuffer);',
                       ('handle',
                        'm',
                        'nnz',
                        'descrA',
                        'csrSortedValA_valM',
                        'csrSortedRowPtrA',
                        'csrSortedColIndA',
                        'info',
                        'policy',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                       'double2*,int*,int*,struct csrilu02Info*,enum None,void*'),
 'cusparseZcsrilu02_analysis': ('cusparseStatus_t cusparseZcsrilu02_analysis(cusparseHandle_t '
                                'handle, int m, int nnz, const cusparseMatDescr_t descrA, const '
                                'cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, '
                                'const int *csrSortedColIndA, csrilu02Info_t info, '
                                'cusparseSolvePolicy_t policy, void *pBuffer);',
                                ('handle',
                                 'm',
                                 'nnz',
                                 'descrA',
                                 'csrSortedValA',
                                 'csrSortedRowPtrA',
                                 'csrSortedColIndA',
                                 'info',
                                 'policy',
                                 'pBuffer'),
                                'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                                'double2*,int*,int*,struct csrilu02Info*,enum None,void*'),
 'cusparseZcsrilu02_bufferSize': ('cusparseStatus_t cusparseZcsrilu02_bufferSize(cusparseHandle_t '
                                  'handle, int m, int nnz, const cusparseMatDescr_t descrA, '
                                  'cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, '
                                  'const int *csrSortedColIndA, csrilu02Info_t info, int '
                                  '*pBufferSizeInBytes);',
                                  ('handle',
                                   'm',
                                   'nnz',
                                   'descrA',
                                   'csrSortedValA',
                                   'csrSortedRowPtrA',
                                   'csrSortedColIndA',
                                   'info',
                                   'pBufferSizeInBytes'),
                                  'struct cusparseContext*,int,int,struct cusparseMatDescr*,struct '
                                  'double2*,int*,int*,struct csrilu02Info*,int*'),
 'cusparseZcsrilu02_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseZcsrilu02_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex '
                                     '*csrSortedVal, const int *csrSortedRowPtr, const int '
                                     '*csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);',
                                     ('handle',
                                      'm',
                                      'nnz',
                                      'descrA',
                                      'csrSortedVal',
                                      'csrSortedRowPtr',
                                      'csrSortedColInd',
                                      'info',
                                      'pBufferSize'),
                                     'struct cusparseContext*,int,int,struct '
                                     'cusparseMatDescr*,struct double2*,int*,int*,struct '
                                     'csrilu02Info*,unsigned long*'),
 'cusparseZcsrilu02_numericBoost': ('cusparseStatus_t '
                                    'cusparseZcsrilu02_numericBoost(cusparseHandle_t handle, '
                                    'csrilu02Info_t info, int enable_boost, double *tol, '
                                    'cuDoubleComplex *boost_val);',
                                    ('handle', 'info', 'enable_boost', 'tol', 'boost_val'),
                                    'struct cusparseContext*,struct '
                                    'csrilu02Info*,int,double*,struct double2*'),
 'cusparseZcsru2csr': ('cusparseStatus_t cusparseZcsru2csr(cusparseHandle_t handle, int m, int n, '
                       'int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const '
                       'int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);',
                       ('handle',
                        'm',
                        'n',
                        'nnz',
                        'descrA',
                        'csrVal',
                        'csrRowPtr',
                        'csrColInd',
                        'info',
                        'pBuffer'),
                       'struct cusparseContext*,int,int,int,struct cusparseMatDescr*,struct '
                       'double2*,int*,int*,struct csru2csrInfo*,void*'),
 'cusparseZcsru2csr_bufferSizeExt': ('cusparseStatus_t '
                                     'cusparseZcsru2csr_bufferSizeExt(cusparseHandle_t handle, int '
                                     'm, int n, int nnz, cuDoubleComplex *csrVal, const int '
                                     '*csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t '
                                     '*pBufferSizeInBytes);',
                                     ('handle',
                                      'm',
                                      'n',
                                      'nnz',
                                      'csrVal',
                                      'csrRowPtr',
                                      'csrColInd',
                                      'info',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,int,struct '
                                     'double2*,int*,int*,struct csru2csrInfo*,unsigned long*'),
 'cusparseZgebsr2csr': ('cusparseStatus_t cusparseZgebsr2csr(cusparseHandle_t handle, '
                        'cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t '
                        'descrA, const cuDoubleComplex *bsrSortedValA, const int '
                        '*bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int '
                        'colBlockDim, const cusparseMatDescr_t descrC, cuDoubleComplex '
                        '*csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);',
                        ('handle',
                         'dirA',
                         'mb',
                         'nb',
                         'descrA',
                         'bsrSortedValA',
                         'bsrSortedRowPtrA',
                         'bsrSortedColIndA',
                         'rowBlockDim',
                         'colBlockDim',
                         'descrC',
                         'csrSortedValC',
                         'csrSortedRowPtrC',
                         'csrSortedColIndC'),
                        'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                        'double2*,int*,int*,int,int,struct cusparseMatDescr*,struct '
                        'double2*,int*,int*'),
 'cusparseZgebsr2gebsc': ('cusparseStatus_t cusparseZgebsr2gebsc(cusparseHandle_t handle, int mb, '
                          'int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int '
                          '*bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int '
                          'colBlockDim, cuDoubleComplex *bscVal, int *bscRowInd, int *bscColPtr, '
                          'cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void '
                          '*pBuffer);',
                          ('handle',
                           'mb',
                           'nb',
                           'nnzb',
                           'bsrSortedVal',
                           'bsrSortedRowPtr',
                           'bsrSortedColInd',
                           'rowBlockDim',
                           'colBlockDim',
                           'bscVal',
                           'bscRowInd',
                           'bscColPtr',
                           'copyValues',
                           'idxBase',
                           'pBuffer'),
                          'struct cusparseContext*,int,int,int,struct '
                          'double2*,int*,int*,int,int,struct double2*,int*,int*,enum None,enum '
                          'None,void*'),
 'cusparseZgebsr2gebsc_bufferSize': ('cusparseStatus_t '
                                     'cusparseZgebsr2gebsc_bufferSize(cusparseHandle_t handle, int '
                                     'mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, '
                                     'const int *bsrSortedRowPtr, const int *bsrSortedColInd, int '
                                     'rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);',
                                     ('handle',
                                      'mb',
                                      'nb',
                                      'nnzb',
                                      'bsrSortedVal',
                                      'bsrSortedRowPtr',
                                      'bsrSortedColInd',
                                      'rowBlockDim',
                                      'colBlockDim',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,int,int,int,struct '
                                     'double2*,int*,int*,int,int,int*'),
 'cusparseZgebsr2gebsc_bufferSizeExt': ('cusparseStatus_t '
                                        'cusparseZgebsr2gebsc_bufferSizeExt(cusparseHandle_t '
                                        'handle, int mb, int nb, int nnzb, const cuDoubleComplex '
                                        '*bsrSortedVal, const int *bsrSortedRowPtr, const int '
                                        '*bsrSortedColInd, int rowBlockDim, int colBlockDim, '
                                        'size_t *pBufferSize);',
                                        ('handle',
                                         'mb',
                                         'nb',
                                         'nnzb',
                                         'bsrSortedVal',
                                         'bsrSortedRowPtr',
                                         'bsrSortedColInd',
                                         'rowBlockDim',
                                         'colBlockDim',
                                         'pBufferSize'),
                                        'struct cusparseContext*,int,int,int,struct '
                                        'double2*,int*,int*,int,int,unsigned long*'),
 'cusparseZgebsr2gebsr': ('cusparseStatus_t cusparseZgebsr2gebsr(cusparseHandle_t handle, '
                          'cusparseDirection_t dirA, int mb, int nb, int nnzb, const '
                          'cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const '
                          'int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, '
                          'int colBlockDimA, const cusparseMatDescr_t descrC, cuDoubleComplex '
                          '*bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int '
                          'rowBlockDimC, int colBlockDimC, void *pBuffer);',
                          ('handle',
                           'dirA',
                           'mb',
                           'nb',
                           'nnzb',
                           'descrA',
                           'bsrSortedValA',
                           'bsrSortedRowPtrA',
                           'bsrSortedColIndA',
                           'rowBlockDimA',
                           'colBlockDimA',
                           'descrC',
                           'bsrSortedValC',
                           'bsrSortedRowPtrC',
                           'bsrSortedColIndC',
                           'rowBlockDimC',
                           'colBlockDimC',
                           'pBuffer'),
                          'struct cusparseContext*,enum None,int,int,int,struct '
                          'cusparseMatDescr*,struct double2*,int*,int*,int,int,struct '
                          'cusparseMatDescr*,struct double2*,int*,int*,int,int,void*'),
 'cusparseZgebsr2gebsr_bufferSize': ('cusparseStatus_t '
                                     'cusparseZgebsr2gebsr_bufferSize(cusparseHandle_t handle, '
                                     'cusparseDirection_t dirA, int mb, int nb, int nnzb, const '
                                     'cusparseMatDescr_t descrA, const cuDoubleComplex '
                                     '*bsrSortedValA, const int *bsrSortedRowPtrA, const int '
                                     '*bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int '
                                     'rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes);',
                                     ('handle',
                                      'dirA',
                                      'mb',
                                      'nb',
                                      'nnzb',
                                      'descrA',
                                      'bsrSortedValA',
                                      'bsrSortedRowPtrA',
                                      'bsrSortedColIndA',
                                      'rowBlockDimA',
                                      'colBlockDimA',
                                      'rowBlockDimC',
                                      'colBlockDimC',
                                      'pBufferSizeInBytes'),
                                     'struct cusparseContext*,enum None,int,int,int,struct '
                                     'cusparseMatDescr*,struct '
                                     'double2*,int*,int*,int,int,int,int,int*'),
 'cusparseZgebsr2gebsr_bufferSizeExt': ('cusparseStatus_t '
                                        'cusparseZgebsr2gebsr_bufferSizeExt(cusparseHandle_t '
                                        'handle, cusparseDirection_t dirA, int mb, int nb, int '
                                        'nnzb, const cusparseMatDescr_t descrA, const '
                                        'cuDoubleComplex *bsrSortedValA, const int '
                                        '*bsrSortedRowPtrA, const int *bsrSortedColIndA, int '
                                        'rowBlockDimA, int colBlockDimA, int rowBlockDimC, int '
                                        'colBlockDimC, size_t *pBufferSize);',
                                        ('handle',
                                         'dirA',
                                         'mb',
                                         'nb',
                                         'nnzb',
                                         'descrA',
                                         'bsrSortedValA',
                                         'bsrSortedRowPtrA',
                                         'bsrSortedColIndA',
                                         'rowBlockDimA',
                                         'colBlockDimA',
                                         'rowBlockDimC',
                                         'colBlockDimC',
                                         'pBufferSize'),
                                        'struct cusparseContext*,enum None,int,int,int,struct '
                                        'cusparseMatDescr*,struct '
                                        'double2*,int*,int*,int,int,int,int,unsigned long*'),
 'cusparseZgemvi': ('cusparseStatus_t cusparseZgemvi(cusparseHandle_t handle, cusparseOperation_t '
                    'transA, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, '
                    'int lda, int nnz, const cuDoubleComplex *xVal, const int *xInd, const '
                    'cuDoubleComplex *beta, cuDoubleComplex *y, cusparseIndexBase_t idxBase, void '
                    '*pBuffer);',
                    ('handle',
                     'transA',
                     'm',
                     'n',
                     'alpha',
                     'A',
                     'lda',
                     'nnz',
                     'xVal',
                     'xInd',
                     'beta',
                     'y',
                     'idxBase',
                     'pBuffer'),
                    'struct cusparseContext*,enum None,int,int,struct double2*,struct '
                    'double2*,int,int,struct double2*,int*,struct double2*,struct double2*,enum '
                    'None,void*'),
 'cusparseZgemvi_bufferSize': ('cusparseStatus_t cusparseZgemvi_bufferSize(cusparseHandle_t '
                               'handle, cusparseOperation_t transA, int m, int n, int nnz, int '
                               '*pBufferSize);',
                               ('handle', 'transA', 'm', 'n', 'nnz', 'pBufferSize'),
                               'struct cusparseContext*,enum None,int,int,int,int*'),
 'cusparseZgpsvInterleavedBatch': ('cusparseStatus_t '
                                   'cusparseZgpsvInterleavedBatch(cusparseHandle_t handle, int '
                                   'algo, int m, cuDoubleComplex *ds, cuDoubleComplex *dl, '
                                   'cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *dw, '
                                   'cuDoubleComplex *x, int batchCount, void *pBuffer);',
                                   ('handle',
                                    'algo',
                                    'm',
                                    'ds',
                                    'dl',
                                    'd',
                                    'du',
                                    'dw',
                                    'x',
                                    'batchCount',
                                    'pBuffer'),
                                   'struct cusparseContext*,int,int,struct double2*,struct '
                                   'double2*,struct double2*,struct double2*,struct '
                                   'double2*,struct double2*,int,void*'),
 'cusparseZgpsvInterleavedBatch_bufferSizeExt': ('cusparseStatus_t '
                                                 'cusparseZgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t '
                                                 'handle, int algo, int m, const cuDoubleComplex '
                                                 '*ds, const cuDoubleComplex *dl, const '
                                                 'cuDoubleComplex *d, const cuDoubleComplex *du, '
                                                 'const cuDoubleComplex *dw, const cuDoubleComplex '
                                                 '*x, int batchCount, size_t *pBufferSizeInBytes);',
                                                 ('handle',
                                                  'algo',
                                                  'm',
                                                  'ds',
                                                  'dl',
                                                  'd',
                                                  'du',
                                                  'dw',
                                                  'x',
                                                  'batchCount',
                                                  'pBufferSizeInBytes'),
                                                 'struct cusparseContext*,int,int,struct '
                                                 'double2*,struct double2*,struct double2*,struct '
                                                 'double2*,struct double2*,struct '
                                                 'double2*,int,unsigned long*'),
 'cusparseZgtsv2': ('cusparseStatus_t cusparseZgtsv2(cusparseHandle_t handle, int m, int n, const '
                    'cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, '
                    'cuDoubleComplex *B, int ldb, void *pBuffer);',
                    ('handle', 'm', 'n', 'dl', 'd', 'du', 'B', 'ldb', 'pBuffer'),
                    'struct cusparseContext*,int,int,struct double2*,struct double2*,struct '
                    'double2*,struct double2*,int,void*'),
 'cusparseZgtsv2StridedBatch': ('cusparseStatus_t cusparseZgtsv2StridedBatch(cusparseHandle_t '
                                'handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex '
                                '*d, const cuDoubleComplex *du, cuDoubleComplex *x, int '
                                'batchCount, int batchStride, void *pBuffer);',
                                ('handle',
                                 'm',
                                 'dl',
                                 'd',
                                 'du',
                                 'x',
                                 'batchCount',
                                 'batchStride',
                                 'pBuffer'),
                                'struct cusparseContext*,int,struct double2*,struct '
                                'double2*,struct double2*,struct double2*,int,int,void*'),
 'cusparseZgtsv2StridedBatch_bufferSizeExt': ('cusparseStatus_t '
                                              'cusparseZgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t '
                                              'handle, int m, const cuDoubleComplex *dl, const '
                                              'cuDoubleComplex *d, const cuDoubleComplex *du, '
                                              'const cuDoubleComplex *x, int batchCount, int '
                                              'batchStride, size_t *bufferSizeInBytes);',
                                              ('handle',
                                               'm',
                                               'dl',
                                               'd',
                                               'du',
                                               'x',
                                               'batchCount',
                                               'batchStride',
                                               'bufferSizeInBytes'),
                                              'struct cusparseContext*,int,struct double2*,struct '
                                              'double2*,struct double2*,struct '
                                              'double2*,int,int,unsigned long*'),
 'cusparseZgtsv2_bufferSizeExt': ('cusparseStatus_t cusparseZgtsv2_bufferSizeExt(cusparseHandle_t '
                                  'handle, int m, int n, const cuDoubleComplex *dl, const '
                                  'cuDoubleComplex *d, const cuDoubleComplex *du, const '
                                  'cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes);',
                                  ('handle',
                                   'm',
                                   'n',
                                   'dl',
                                   'd',
                                   'du',
                                   'B',
                                   'ldb',
                                   'bufferSizeInBytes'),
                                  'struct cusparseContext*,int,int,struct double2*,struct '
                                  'double2*,struct double2*,struct double2*,int,unsigned long*'),
 'cusparseZgtsv2_nopivot': ('cusparseStatus_t cusparseZgtsv2_nopivot(cusparseHandle_t handle, int '
                            'm, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const '
                            'cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer);',
                            ('handle', 'm', 'n', 'dl', 'd', 'du', 'B', 'ldb', 'pBuffer'),
                            'struct cusparseContext*,int,int,struct double2*,struct '
                            'double2*,struct double2*,struct double2*,int,void*'),
 'cusparseZgtsv2_nopivot_bufferSizeExt': ('cusparseStatus_t '
                                          'cusparseZgtsv2_nopivot_bufferSizeExt(cusparseHandle_t '
                                          'handle, int m, int n, const cuDoubleComplex *dl, const '
                                          'cuDoubleComplex *d, const cuDoubleComplex *du, const '
                                          'cuDoubleComplex *B, int ldb, size_t '
                                          '*bufferSizeInBytes);',
                                          ('handle',
                                           'm',
                                           'n',
                                           'dl',
                                           'd',
                                           'du',
                                           'B',
                                           'ldb',
                                           'bufferSizeInBytes'),
                                          'struct cusparseContext*,int,int,struct double2*,struct '
                                          'double2*,struct double2*,struct double2*,int,unsigned '
                                          'long*'),
 'cusparseZgtsvInterleavedBatch': ('cusparseStatus_t '
                                   'cusparseZgtsvInterleavedBatch(cusparseHandle_t handle, int '
                                   'algo, int m, cuDoubleComplex *dl, cuDoubleComplex *d, '
                                   'cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, void '
                                   '*pBuffer);',
                                   ('handle',
                                    'algo',
                                    'm',
                                    'dl',
                                    'd',
                                    'du',
                                    'x',
                                    'batchCount',
                                    'pBuffer'),
                                   'struct cusparseContext*,int,int,struct double2*,struct '
                                   'double2*,struct double2*,struct double2*,int,void*'),
 'cusparseZgtsvInterleavedBatch_bufferSizeExt': ('cusparseStatus_t '
                                                 'cusparseZgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t '
                                                 'handle, int algo, int m, const cuDoubleComplex '
                                                 '*dl, const cuDoubleComplex *d, const '
                                                 'cuDoubleComplex *du, const cuDoubleComplex *x, '
                                                 'int batchCount, size_t *pBufferSizeInBytes);',
                                                 ('handle',
                                                  'algo',
                                                  'm',
                                                  'dl',
                                                  'd',
                                                  'du',
                                                  'x',
                                                  'batchCount',
                                                  'pBufferSizeInBytes'),
                                                 'struct cusparseContext*,int,int,struct '
                                                 'double2*,struct double2*,struct double2*,struct '
                                                 'double2*,int,unsigned long*'),
 'cusparseZnnz': ('cusparseStatus_t cusparseZnnz(cusparseHandle_t handle, cusparseDirection_t '
                  'dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *A, '
                  'int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);',
                  ('handle',
                   'dirA',
                   'm',
                   'n',
                   'descrA',
                   'A',
                   'lda',
                   'nnzPerRowCol',
                   'nnzTotalDevHostPtr'),
                  'struct cusparseContext*,enum None,int,int,struct cusparseMatDescr*,struct '
                  'double2*,int,int*,int*'),
 'cusparseZnnz_compress': ('cusparseStatus_t cusparseZnnz_compress(cusparseHandle_t handle, int m, '
                           'const cusparseMatDescr_t descr, const cuDoubleComplex *csrSortedValA, '
                           'const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, '
                           'cuDoubleComplex tol);',
                           ('handle',
                            'm',
                            'descr',
                            'csrSortedValA',
                            'csrSortedRowPtrA',
                            'nnzPerRow',
                            'nnzC',
                            'tol'),
                           'struct cusparseContext*,int,struct cusparseMatDescr*,struct '
                           'double2*,int*,int*,int*,struct double2')}
PACKAGE_VERSION = '12.6.3.3'  # nvidia-cusparse's, whose header it is
VERSION_MAJOR = 12
