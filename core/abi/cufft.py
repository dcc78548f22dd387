"""The C ABI of cufft.h, which zluda's library of its name exports. Generated
by scripts/gen_abi.py from the header of NVIDIA's nvidia-cufft package; do not
edit by hand.

TYPES: C declarations of the header's types. FUNCTIONS: name -> (prototype, parameter
names, signature), as in zluda.abi.driver.
"""

# ruff: noqa: E501
TYPES = 'typedef struct CUstream_st *cudaStream_t;\ntypedef struct CUevent_st *cudaEvent_t;\ntypedef enum cudaDataType_t\n{\n  CUDA_R_16F = 2,\n  CUDA_C_16F = 6,\n  CUDA_R_16BF = 14,\n  CUDA_C_16BF = 15,\n  CUDA_R_32F = 0,\n  CUDA_C_32F = 4,\n  CUDA_R_64F = 1,\n  CUDA_C_64F = 5,\n  CUDA_R_4I = 16,\n  CUDA_C_4I = 17,\n  CUDA_R_4U = 18,\n  CUDA_C_4U = 19,\n  CUDA_R_8I = 3,\n  CUDA_C_8I = 7,\n  CUDA_R_8U = 8,\n  CUDA_C_8U = 9,\n  CUDA_R_16I = 20,\n  CUDA_C_16I = 21,\n  CUDA_R_16U = 22,\n  CUDA_C_16U = 23,\n  CUDA_R_32I = 10,\n  CUDA_C_32I = 11,\n  CUDA_R_32U = 12,\n  CUDA_C_32U = 13,\n  CUDA_R_64I = 24,\n  CUDA_C_64I = 25,\n  CUDA_R_64U = 26,\n  CUDA_C_64U = 27,\n  CUDA_R_8F_E4M3 = 28,\n  CUDA_R_8F_UE4M3 = CUDA_R_8F_E4M3,\n  CUDA_R_8F_E5M2 = 29,\n  CUDA_R_8F_UE8M0 = 30,\n  CUDA_R_6F_E2M3 = 31,\n  CUDA_R_6F_E3M2 = 32,\n  CUDA_R_4F_E2M1 = 33,\n  CUDA_R_8F_UE5M3 = 34\n} cudaDataType;\ntypedef enum cudaEmulationStrategy_t\n{\n  CUDA_EMULATION_STRATEGY_DEFAULT = 0,\n  CUDA_EMULATION_STRATEGY_PERFORMANT = 1,\n  CUDA_EMULATION_STRATEGY_EAGER = 2\n} cudaEmulationStrategy;\ntypedef enum cudaEmulationMantissaControl_t\n{\n  CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC = 0,\n  CUDA_EMULATION_MANTISSA_CONTROL_FIXED = 1\n} cudaEmulationMantissaControl;\ntypedef enum cudaEmulationSpecialValuesSupport_t\n{\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT = 0xFFFF,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NONE = 0,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_INFINITY = 1,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NAN = 2\n} cudaEmulationSpecialValuesSupport;\ntypedef enum libraryPropertyType_t\n{\n  MAJOR_VERSION,\n  MINOR_VERSION,\n  PATCH_LEVEL\n} libraryPropertyType;\ntypedef enum cudaDataType_t cudaDataType_t;\ntypedef enum cudaEmulationStrategy_t cudaEmulationStrategy_t;\ntypedef enum cudaEmulationMantissaControl_t cudaEmulationMantissaControl_t;\ntypedef enum cudaEmulationSpecialValuesSupport_t cudaEmulationSpecialValuesSupport_t;\ntypedef enum libraryPropertyType_t libraryPropertyType_t;\nenum cudaXtCopyType_t\n{\n  LIB_XT_COPY_HOST_TO_DEVICE,\n  LIB_XT_COPY_DEVICE_TO_HOST,\n  LIB_XT_COPY_DEVICE_TO_DEVICE\n};\ntypedef enum cudaXtCopyType_t cudaLibXtCopyType;\nenum libFormat_t\n{\n  LIB_FORMAT_CUFFT = 0x0,\n  LIB_FORMAT_UNDEFINED = 0x1\n};\ntypedef enum libFormat_t libFormat;\nstruct cudaXtDesc_t\n{\n  int version;\n  int nGPUs;\n  int GPUs[64];\n  void *data[64];\n  size_t size[64];\n  void *cudaXtState;\n};\ntypedef struct cudaXtDesc_t cudaXtDesc;\nstruct cudaLibXtDesc_t\n{\n  int version;\n  cudaXtDesc *descriptor;\n  libFormat library;\n  int subFormat;\n  void *libDescriptor;\n};\ntypedef struct cudaLibXtDesc_t cudaLibXtDesc;\ntypedef struct float2\n{\n  float x;\n  float y;\n} float2;\ntypedef struct double2\n{\n  double x;\n  double y;\n} double2;\ntypedef float2 cuFloatComplex;\ntypedef double2 cuDoubleComplex;\ntypedef cuFloatComplex cuComplex;\ntypedef enum cufftResult_t\n{\n  CUFFT_SUCCESS = 0x0,\n  CUFFT_INVALID_PLAN = 0x1,\n  CUFFT_ALLOC_FAILED = 0x2,\n  CUFFT_INVALID_TYPE = 0x3,\n  CUFFT_INVALID_VALUE = 0x4,\n  CUFFT_INTERNAL_ERROR = 0x5,\n  CUFFT_EXEC_FAILED = 0x6,\n  CUFFT_SETUP_FAILED = 0x7,\n  CUFFT_INVALID_SIZE = 0x8,\n  CUFFT_UNALIGNED_DATA = 0x9,\n  CUFFT_INVALID_DEVICE = 0xB,\n  CUFFT_NO_WORKSPACE = 0xD,\n  CUFFT_NOT_IMPLEMENTED = 0xE,\n  CUFFT_NOT_SUPPORTED = 0x10,\n  CUFFT_MISSING_DEPENDENCY = 0x11,\n  CUFFT_NVRTC_FAILURE = 0x12,\n  CUFFT_NVJITLINK_FAILURE = 0x13,\n  CUFFT_NVSHMEM_FAILURE = 0x14\n} cufftResult;\ntypedef float cufftReal;\ntypedef double cufftDoubleReal;\ntypedef cuComplex cufftComplex;\ntypedef cuDoubleComplex cufftDoubleComplex;\ntypedef enum cufftType_t\n{\n  CUFFT_R2C = 0x2a,\n  CUFFT_C2R = 0x2c,\n  CUFFT_C2C = 0x29,\n  CUFFT_D2Z = 0x6a,\n  CUFFT_Z2D = 0x6c,\n  CUFFT_Z2Z = 0x69\n} cufftType;\ntypedef enum cufftCompatibility_t\n{\n  CUFFT_COMPATIBILITY_FFTW_PADDING = 0x01\n} cufftCompatibility;\ntypedef int cufftHandle;\ntypedef enum cufftProperty_t\n{\n  NVFFT_PLAN_PROPERTY_INT64_PATIENT_JIT = 0x1,\n  NVFFT_PLAN_PROPERTY_INT64_MAX_NUM_HOST_THREADS = 0x2\n} cufftProperty;\ntypedef enum cufftXtSubFormat_t\n{\n  CUFFT_XT_FORMAT_INPUT = 0x00,\n  CUFFT_XT_FORMAT_OUTPUT = 0x01,\n  CUFFT_XT_FORMAT_INPLACE = 0x02,\n  CUFFT_XT_FORMAT_INPLACE_SHUFFLED = 0x03,\n  CUFFT_XT_FORMAT_1D_INPUT_SHUFFLED = 0x04,\n  CUFFT_XT_FORMAT_DISTRIBUTED_INPUT = 0x05,\n  CUFFT_XT_FORMAT_DISTRIBUTED_OUTPUT = 0x06,\n  CUFFT_FORMAT_UNDEFINED = 0x07\n} cufftXtSubFormat;\ntypedef enum cufftXtCopyType_t\n{\n  CUFFT_COPY_HOST_TO_DEVICE = 0x00,\n  CUFFT_COPY_DEVICE_TO_HOST = 0x01,\n  CUFFT_COPY_DEVICE_TO_DEVICE = 0x02,\n  CUFFT_COPY_UNDEFINED = 0x03\n} cufftXtCopyType;\ntypedef enum cufftXtQueryType_t\n{\n  CUFFT_QUERY_1D_FACTORS = 0x00,\n  CUFFT_QUERY_UNDEFINED = 0x01\n} cufftXtQueryType;\ntypedef struct cufftXt1dFactors_t\n{\n  long long int size;\n  long long int stringCount;\n  long long int stringLength;\n  long long int substringLength;\n  long long int factor1;\n  long long int factor2;\n  long long int stringMask;\n  long long int substringMask;\n  long long int factor1Mask;\n  long long int factor2Mask;\n  int stringShift;\n  int substringShift;\n  int factor1Shift;\n  int factor2Shift;\n} cufftXt1dFactors;\ntypedef enum cufftXtWorkAreaPolicy_t\n{\n  CUFFT_WORKAREA_MINIMAL = 0,\n  CUFFT_WORKAREA_USER = 1,\n  CUFFT_WORKAREA_PERFORMANCE = 2\n} cufftXtWorkAreaPolicy;\ntypedef enum cufftXtCallbackType_t\n{\n  CUFFT_CB_LD_COMPLEX = 0x0,\n  CUFFT_CB_LD_COMPLEX_DOUBLE = 0x1,\n  CUFFT_CB_LD_REAL = 0x2,\n  CUFFT_CB_LD_REAL_DOUBLE = 0x3,\n  CUFFT_CB_ST_COMPLEX = 0x4,\n  CUFFT_CB_ST_COMPLEX_DOUBLE = 0x5,\n  CUFFT_CB_ST_REAL = 0x6,\n  CUFFT_CB_ST_REAL_DOUBLE = 0x7,\n  CUFFT_CB_UNDEFINED = 0x8\n} cufftXtCallbackType;\ntypedef cufftComplex (*cufftCallbackLoadC)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);\ntypedef cufftDoubleComplex (*cufftCallbackLoadZ)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);\ntypedef cufftReal (*cufftCallbackLoadR)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);\ntypedef cufftDoubleReal (*cufftCallbackLoadD)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);\ntypedef void (*cufftCallbackStoreC)(void *dataOut, size_t offset, cufftComplex element, void *callerInfo, void *sharedPointer);\ntypedef void (*cufftCallbackStoreZ)(void *dataOut, size_t offset, cufftDoubleComplex element, void *callerInfo, void *sharedPointer);\ntypedef void (*cufftCallbackStoreR)(void *dataOut, size_t offset, cufftReal element, void *callerInfo, void *sharedPointer);\ntypedef void (*cufftCallbackStoreD)(void *dataOut, size_t offset, cufftDoubleReal element, void *callerInfo, void *sharedPointer);\ntypedef cufftComplex (*cufftJITCallbackLoadC)(void *dataIn, unsigned long long offset, void *callerInfo, void *sharedPointer);\ntypedef cufftDoubleComplex (*cufftJITCallbackLoadZ)(void *dataIn, unsigned long long offset, void *callerInfo, void *sharedPointer);\ntypedef cufftReal (*cufftJITCallbackLoadR)(void *dataIn, unsigned long long offset, void *callerInfo, void *sharedPointer);\ntypedef cufftDoubleReal (*cufftJITCallbackLoadD)(void *dataIn, unsigned long long offset, void *callerInfo, void *sharedPointer);\ntypedef void (*cufftJITCallbackStoreC)(void *dataOut, unsigned long long offset, cufftComplex element, void *callerInfo, void *sharedPointer);\ntypedef void (*cufftJITCallbackStoreZ)(void *dataOut, unsigned long long offset, cufftDoubleComplex element, void *callerInfo, void *sharedPointer);\ntypedef void (*cufftJITCallbackStoreR)(void *dataOut, unsigned long long offset, cufftReal element, void *callerInfo, void *sharedPointer);\ntypedef void (*cufftJITCallbackStoreD)(void *dataOut, unsigned long long offset, cufftDoubleReal element, void *callerInfo, void *sharedPointer);\n'
FUNCTIONS = {'cufftCreate': ('cufftResult cufftCreate(cufftHandle *handle);', ('handle',), 'int*'),
 'cufftDestroy': ('cufftResult cufftDestroy(cufftHandle plan);', ('plan',), 'int'),
 'cufftEstimate1d': ('cufftResult cufftEstimate1d(int nx, cufftType type, int batch, size_t '
                     '*workSize);',
                     ('nx', 'type', 'batch', 'workSize'),
                     'int,enum cufftType_t,int,unsigned long*'),
 'cufftEstimate2d': ('cufftResult cufftEstimate2d(int nx, int ny, cufftType type, size_t '
                     '*workSize);',
                     ('nx', 'ny', 'type', 'workSize'),
                     'int,int,enum cufftType_t,unsigned long*'),
 'cufftEstimate3d': ('cufftResult cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t '
                     '*workSize);',
                     ('nx', 'ny', 'nz', 'type', 'workSize'),
                     'int,int,int,enum cufftType_t,unsigned long*'),
 'cufftEstimateMany': ('cufftResult cufftEstimateMany(int rank, int *n, int *inembed, int istride, '
                       'int idist, int *onembed, int ostride, int odist, cufftType type, int '
                       'batch, size_t *workSize);',
                       ('rank',
                        'n',
                        'inembed',
                        'istride',
                        'idist',
                        'onembed',
                        'ostride',
                        'odist',
                        'type',
                        'batch',
                        'workSize'),
                       'int,int*,int*,int,int,int*,int,int,enum cufftType_t,int,unsigned long*'),
 'cufftExecC2C': ('cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex '
                  '*odata, int direction);',
                  ('plan', 'idata', 'odata', 'direction'),
                  'int,struct float2*,struct float2*,int'),
 'cufftExecC2R': ('cufftResult cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal '
                  '*odata);',
                  ('plan', 'idata', 'odata'),
                  'int,struct float2*,float*'),
 'cufftExecD2Z': ('cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, '
                  'cufftDoubleComplex *odata);',
                  ('plan', 'idata', 'odata'),
                  'int,double*,struct double2*'),
 'cufftExecR2C': ('cufftResult cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex '
                  '*odata);',
                  ('plan', 'idata', 'odata'),
                  'int,float*,struct float2*'),
 'cufftExecZ2D': ('cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, '
                  'cufftDoubleReal *odata);',
                  ('plan', 'idata', 'odata'),
                  'int,struct double2*,double*'),
 'cufftExecZ2Z': ('cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, '
                  'cufftDoubleComplex *odata, int direction);',
                  ('plan', 'idata', 'odata', 'direction'),
                  'int,struct double2*,struct double2*,int'),
 'cufftGetPlanPropertyInt64': ('cufftResult cufftGetPlanPropertyInt64(cufftHandle plan, '
                               'cufftProperty property, long long int *returnPtrValue);',
                               ('plan', 'property', 'returnPtrValue'),
                               'int,enum cufftProperty_t,long long int*'),
 'cufftGetProperty': ('cufftResult cufftGetProperty(libraryPropertyType type, int *value);',
                      ('type', 'value'),
                      'enum libraryPropertyType_t,int*'),
 'cufftGetSize': ('cufftResult cufftGetSize(cufftHandle handle, size_t *workSize);',
                  ('handle', 'workSize'),
                  'int,unsigned long*'),
 'cufftGetSize1d': ('cufftResult cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int '
                    'batch, size_t *workSize);',
                    ('handle', 'nx', 'type', 'batch', 'workSize'),
                    'int,int,enum cufftType_t,int,unsigned long*'),
 'cufftGetSize2d': ('cufftResult cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType '
                    'type, size_t *workSize);',
                    ('handle', 'nx', 'ny', 'type', 'workSize'),
                    'int,int,int,enum cufftType_t,unsigned long*'),
 'cufftGetSize3d': ('cufftResult cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, '
                    'cufftType type, size_t *workSize);',
                    ('handle', 'nx', 'ny', 'nz', 'type', 'workSize'),
                    'int,int,int,int,enum cufftType_t,unsigned long*'),
 'cufftGetSizeMany': ('cufftResult cufftGetSizeMany(cufftHandle handle, int rank, int *n, int '
                      '*inembed, int istride, int idist, int *onembed, int ostride, int odist, '
                      'cufftType type, int batch, size_t *workArea);',
                      ('handle',
                       'rank',
                       'n',
                       'inembed',
                       'istride',
                       'idist',
                       'onembed',
                       'ostride',
                       'odist',
                       'type',
                       'batch',
                       'workArea'),
                      'int,int,int*,int*,int,int,int*,int,int,enum cufftType_t,int,unsigned long*'),
 'cufftGetSizeMany64': ('cufftResult cufftGetSizeMany64(cufftHandle plan, int rank, long long int '
                        '*n, long long int *inembed, long long int istride, long long int idist, '
                        'long long int *onembed, long long int ostride, long long int odist, '
                        'cufftType type, long long int batch, size_t *workSize);',
                        ('plan',
                         'rank',
                         'n',
                         'inembed',
                         'istride',
                         'idist',
                         'onembed',
                         'ostride',
                         'odist',
                         'type',
                         'batch',
                         'workSize'),
                        'int,int,long long int*,long long int*,long long int,long long int,long '
                        'long int*,long long int,long long int,enum cufftType_t,long long '
                        'int,unsigned long*'),
 'cufftGetVersion': ('cufftResult cufftGetVersion(int *version);', ('version',), 'int*'),
 'cufftMakePlan1d': ('cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int '
                     'batch, size_t *workSize);',
                     ('plan', 'nx', 'type', 'batch', 'workSize'),
                     'int,int,enum cufftType_t,int,unsigned long*'),
 'cufftMakePlan2d': ('cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType '
                     'type, size_t *workSize);',
                     ('plan', 'nx', 'ny', 'type', 'workSize'),
                     'int,int,int,enum cufftType_t,unsigned long*'),
 'cufftMakePlan3d': ('cufftResult cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, '
                     'cufftType type, size_t *workSize);',
                     ('plan', 'nx', 'ny', 'nz', 'type', 'workSize'),
                     'int,int,int,int,enum cufftType_t,unsigned long*'),
 'cufftMakePlanMany': ('cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int '
                       '*inembed, int istride, int idist, int *onembed, int ostride, int odist, '
                       'cufftType type, int batch, size_t *workSize);',
                       ('plan',
                        'rank',
                        'n',
                        'inembed',
                        'istride',
                        'idist',
                        'onembed',
                        'ostride',
                        'odist',
                        'type',
                        'batch',
                        'workSize'),
                       'int,int,int*,int*,int,int,int*,int,int,enum cufftType_t,int,unsigned '
                       'long*'),
 'cufftMakePlanMany64': ('cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long '
                         'int *n, long long int *inembed, long long int istride, long long int '
                         'idist, long long int *onembed, long long int ostride, long long int '
                         'odist, cufftType type, long long int batch, size_t *workSize);',
                         ('plan',
                          'rank',
                          'n',
                          'inembed',
                          'istride',
                          'idist',
                          'onembed',
                          'ostride',
                          'odist',
                          'type',
                          'batch',
                          'workSize'),
                         'int,int,long long int*,long long int*,long long int,long long int,long '
                         'long int*,long long int,long long int,enum cufftType_t,long long '
                         'int,unsigned long*'),
 'cufftPlan1d': ('cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);',
                 ('plan', 'nx', 'type', 'batch'),
                 'int*,int,enum cufftType_t,int'),
 'cufftPlan2d': ('cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type);',
                 ('plan', 'nx', 'ny', 'type'),
                 'int*,int,int,enum cufftType_t'),
 'cufftPlan3d': ('cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType '
                 'type);',
                 ('plan', 'nx', 'ny', 'nz', 'type'),
                 'int*,int,int,int,enum cufftType_t'),
 'cufftPlanMany': ('cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, '
                   'int istride, int idist, int *onembed, int ostride, int odist, cufftType type, '
                   'int batch);',
                   ('plan',
                    'rank',
                    'n',
                    'inembed',
                    'istride',
                    'idist',
                    'onembed',
                    'ostride',
                    'odist',
                    'type',
                    'batch'),
                   'int*,int,int*,int*,int,int,int*,int,int,enum cufftType_t,int'),
 'cufftResetPlanProperty': ('cufftResult cufftResetPlanProperty(cufftHandle plan, cufftProperty '
                            'property);',
                            ('plan', 'property'),
                            'int,enum cufftProperty_t'),
 'cufftSetAutoAllocation': ('cufftResult cufftSetAutoAllocation(cufftHandle plan, int '
                            'autoAllocate);',
                            ('plan', 'autoAllocate'),
                            'int,int'),
 'cufftSetPlanPropertyInt64': ('cufftResult cufftSetPlanPropertyInt64(cufftHandle plan, '
                               'cufftProperty property, const long long int inputValueInt);',
                               ('plan', 'property', 'inputValueInt'),
                               'int,enum cufftProperty_t,long long int'),
 'cufftSetStream': ('cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream);',
                    ('plan', 'stream'),
                    'int,struct CUstream_st*'),
 'cufftSetWorkArea': ('cufftResult cufftSetWorkArea(cufftHandle plan, void *workArea);',
                      ('plan', 'workArea'),
                      'int,void*'),
 'cufftXtClearCallback': ('cufftResult cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType '
                          'cbType);',
                          ('plan', 'cbType'),
                          'int,enum cufftXtCallbackType_t'),
 'cufftXtExec': ('cufftResult cufftXtExec(cufftHandle plan, void *input, void *output, int '
                 'direction);',
                 ('plan', 'input', 'output', 'direction'),
                 'int,void*,void*,int'),
 'cufftXtExecDescriptor': ('cufftResult cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc '
                           '*input, cudaLibXtDesc *output, int direction);',
                           ('plan', 'input', 'output', 'direction'),
                           'int,struct cudaLibXtDesc_t*,struct cudaLibXtDesc_t*,int'),
 'cufftXtExecDescriptorC2C': ('cufftResult cufftXtExecDescriptorC2C(cufftHandle plan, '
                              'cudaLibXtDesc *input, cudaLibXtDesc *output, int direction);',
                              ('plan', 'input', 'output', 'direction'),
                              'int,struct cudaLibXtDesc_t*,struct cudaLibXtDesc_t*,int'),
 'cufftXtExecDescriptorC2R': ('cufftResult cufftXtExecDescriptorC2R(cufftHandle plan, '
                              'cudaLibXtDesc *input, cudaLibXtDesc *output);',
                              ('plan', 'input', 'output'),
                              'int,struct cudaLibXtDesc_t*,struct cudaLibXtDesc_t*'),
 'cufftXtExecDescriptorD2Z': ('cufftResult cufftXtExecDescriptorD2Z(cufftHandle plan, '
                              'cudaLibXtDesc *input, cudaLibXtDesc *output);',
                              ('plan', 'input', 'output'),
                              'int,struct cudaLibXtDesc_t*,struct cudaLibXtDesc_t*'),
 'cufftXtExecDescriptorR2C': ('cufftResult cufftXtExecDescriptorR2C(cufftHandle plan, '
                              'cudaLibXtDesc *input, cudaLibXtDesc *output);',
                              ('plan', 'input', 'output'),
                              'int,struct cudaLibXtDesc_t*,struct cudaLibXtDesc_t*'),
 'cufftXtExecDescriptorZ2D': ('cufftResult cufftXtExecDescriptorZ2D(cufftHandle plan, '
                              'cudaLibXtDesc *input, cudaLibXtDesc *output);',
                              ('plan', 'input', 'output'),
                              'int,struct cudaLibXtDesc_t*,struct cudaLibXtDesc_t*'),
 'cufftXtExecDescriptorZ2Z': ('cufftResult cufftXtExecDescriptorZ2Z(cufftHandle plan, '
                              'cudaLibXtDesc *input, cudaLibXtDesc *output, int direction);',
                              ('plan', 'input', 'output', 'direction'),
                              'int,struct cudaLibXtDesc_t*,struct cudaLibXtDesc_t*,int'),
 'cufftXtFree': ('cufftResult cufftXtFree(cudaLibXtDesc *descriptor);',
                 ('descriptor',),
                 'struct cudaLibXtDesc_t*'),
 'cufftXtGetSizeMany': ('cufftResult cufftXtGetSizeMany(cufftHandle plan, int rank, long long int '
                        '*n, long long int *inembed, long long int istride, long long int idist, '
                        'cudaDataType inputtype, long long int *onembed, long long int ostride, '
                        'long long int odist, cudaDataType outputtype, long long int batch, size_t '
                        '*workSize, cudaDataType executiontype);',
                        ('plan',
                         'rank',
                         'n',
                         'inembed',
                         'istride',
                         'idist',
                         'inputtype',
                         'onembed',
                         'ostride',
                         'odist',
                         'outputtype',
                         'batch',
                         'workSize',
                         'executiontype'),
                        'int,int,long long int*,long long int*,long long int,long long int,enum '
                        'cudaDataType_t,long long int*,long long int,long long int,enum '
                        'cudaDataType_t,long long int,unsigned long*,enum cudaDataType_t'),
 'cufftXtMakePlanMany': ('cufftResult cufftXtMakePlanMany(cufftHandle plan, int rank, long long '
                         'int *n, long long int *inembed, long long int istride, long long int '
                         'idist, cudaDataType inputtype, long long int *onembed, long long int '
                         'ostride, long long int odist, cudaDataType outputtype, long long int '
                         'batch, size_t *workSize, cudaDataType executiontype);',
                         ('plan',
                          'rank',
                          'n',
                          'inembed',
                          'istride',
                          'idist',
                          'inputtype',
                          'onembed',
                          'ostride',
                          'odist',
                          'outputtype',
                          'batch',
                          'workSize',
                          'executiontype'),
                         'int,int,long long int*,long long int*,long long int,long long int,enum '
                         'cudaDataType_t,long long int*,long long int,long long int,enum '
                         'cudaDataType_t,long long int,unsigned long*,enum cudaDataType_t'),
 'cufftXtMalloc': ('cufftResult cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, '
                   'cufftXtSubFormat format);',
                   ('plan', 'descriptor', 'format'),
                   'int,struct cudaLibXtDesc_t**,enum cufftXtSubFormat_t'),
 'cufftXtMemcpy': ('cufftResult cufftXtMemcpy(cufftHandle plan, void *dstPointer, void '
                   '*srcPointer, cufftXtCopyType type);',
                   ('plan', 'dstPointer', 'srcPointer', 'type'),
                   'int,void*,void*,enum cufftXtCopyType_t'),
 'cufftXtQueryPlan': ('cufftResult cufftXtQueryPlan(cufftHandle plan, void *queryStruct, '
                      'cufftXtQueryType queryType);',
                      ('plan', 'queryStruct', 'queryType'),
                      'int,void*,enum cufftXtQueryType_t'),
 'cufftXtSetCallback': ('cufftResult cufftXtSetCallback(cufftHandle plan, void **callback_routine, '
                        'cufftXtCallbackType cbType, void **caller_info);',
                        ('plan', 'callback_routine', 'cbType', 'caller_info'),
                        'int,void**,enum cufftXtCallbackType_t,void**'),
 'cufftXtSetCallbackSharedSize': ('cufftResult cufftXtSetCallbackSharedSize(cufftHandle plan, '
                                  'cufftXtCallbackType cbType, size_t sharedSize);',
                                  ('plan', 'cbType', 'sharedSize'),
                                  'int,enum cufftXtCallbackType_t,unsigned long'),
 'cufftXtSetGPUs': ('cufftResult cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs);',
                    ('handle', 'nGPUs', 'whichGPUs'),
                    'int,int,int*'),
 'cufftXtSetJITCallback': ('cufftResult cufftXtSetJITCallback(cufftHandle plan, const char '
                           '*lto_callback_symbol_name, const void *lto_callback_fatbin, size_t '
                           'lto_callback_fatbin_size, cufftXtCallbackType type, void '
                           '**caller_info);',
                           ('plan',
                            'lto_callback_symbol_name',
                            'lto_callback_fatbin',
                            'lto_callback_fatbin_size',
                            'type',
                            'caller_info'),
                           'int,char*,void*,unsigned long,enum cufftXtCallbackType_t,void**'),
 'cufftXtSetWorkArea': ('cufftResult cufftXtSetWorkArea(cufftHandle plan, void **workArea);',
                        ('plan', 'workArea'),
                        'int,void**'),
 'cufftXtSetWorkAreaPolicy': ('cufftResult cufftXtSetWorkAreaPolicy(cufftHandle plan, '
                              'cufftXtWorkAreaPolicy policy, size_t *workSize);',
                              ('plan', 'policy', 'workSize'),
                              'int,enum cufftXtWorkAreaPolicy_t,unsigned long*')}
PACKAGE_VERSION = '12.0.0.61'  # nvidia-cufft's, whose header it is
VERSION_MAJOR = 12
