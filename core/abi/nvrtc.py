"""The C ABI of nvrtc.h, which zluda's library of its name exports. Generated
by scripts/gen_abi.py from the header of NVIDIA's nvidia-cuda-nvrtc package; do not
edit by hand.

TYPES: C declarations of the header's types. FUNCTIONS: name -> (prototype, parameter
names, signature), as in zluda.abi.driver.
"""

# ruff: noqa: E501
TYPES = 'typedef enum \n{\n  NVRTC_SUCCESS = 0,\n  NVRTC_ERROR_OUT_OF_MEMORY = 1,\n  NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,\n  NVRTC_ERROR_INVALID_INPUT = 3,\n  NVRTC_ERROR_INVALID_PROGRAM = 4,\n  NVRTC_ERROR_INVALID_OPTION = 5,\n  NVRTC_ERROR_COMPILATION = 6,\n  NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,\n  NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,\n  NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,\n  NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,\n  NVRTC_ERROR_INTERNAL_ERROR = 11,\n  NVRTC_ERROR_TIME_FILE_WRITE_FAILED = 12,\n  NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED = 13,\n  NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED = 14,\n  NVRTC_ERROR_PCH_CREATE = 15,\n  NVRTC_ERROR_CANCELLED = 16,\n  NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED = 17,\n  NVRTC_ERROR_BUSY = 18\n} nvrtcResult;\ntypedef struct _nvrtcProgram *nvrtcProgram;\ntypedef struct \n{\n  int available;\n  size_t compressedSize;\n  size_t uncompressedSize;\n  int cudaVersionMajor;\n  int cudaVersionMinor;\n  unsigned int numFiles;\n} nvrtcBundledHeadersInfo;\n'
FUNCTIONS = {'nvrtcAddNameExpression': ('nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char * '
                            'const name_expression);',
                            ('prog', 'name_expression'),
                            'struct _nvrtcProgram*,char*'),
 'nvrtcCompileProgram': ('nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const '
                         'char * const *options);',
                         ('prog', 'numOptions', 'options'),
                         'struct _nvrtcProgram*,int,char**'),
 'nvrtcCreateProgram': ('nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const '
                        'char *name, int numHeaders, const char * const *headers, const char * '
                        'const *includeNames);',
                        ('prog', 'src', 'name', 'numHeaders', 'headers', 'includeNames'),
                        'struct _nvrtcProgram**,char*,char*,int,char**,char**'),
 'nvrtcDestroyProgram': ('nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog);',
                         ('prog',),
                         'struct _nvrtcProgram**'),
 'nvrtcGetBundledHeadersInfo': ('nvrtcResult nvrtcGetBundledHeadersInfo(nvrtcBundledHeadersInfo '
                                '*info, const char **errorLog);',
                                ('info', 'errorLog'),
                                'struct None*,char**'),
 'nvrtcGetCUBIN': ('nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char *cubin);',
                   ('prog', 'cubin'),
                   'struct _nvrtcProgram*,char*'),
 'nvrtcGetCUBINSize': ('nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet);',
                       ('prog', 'cubinSizeRet'),
                       'struct _nvrtcProgram*,unsigned long*'),
 'nvrtcGetErrorString': ('const char *nvrtcGetErrorString(nvrtcResult result);',
                         ('result',),
                         'enum None'),
 'nvrtcGetLTOIR': ('nvrtcResult nvrtcGetLTOIR(nvrtcProgram prog, char *LTOIR);',
                   ('prog', 'LTOIR'),
                   'struct _nvrtcProgram*,char*'),
 'nvrtcGetLTOIRSize': ('nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram prog, size_t *LTOIRSizeRet);',
                       ('prog', 'LTOIRSizeRet'),
                       'struct _nvrtcProgram*,unsigned long*'),
 'nvrtcGetLoweredName': ('nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char * const '
                         'name_expression, const char **lowered_name);',
                         ('prog', 'name_expression', 'lowered_name'),
                         'struct _nvrtcProgram*,char*,char**'),
 'nvrtcGetNumSupportedArchs': ('nvrtcResult nvrtcGetNumSupportedArchs(int *numArchs);',
                               ('numArchs',),
                               'int*'),
 'nvrtcGetOptiXIR': ('nvrtcResult nvrtcGetOptiXIR(nvrtcProgram prog, char *optixir);',
                     ('prog', 'optixir'),
                     'struct _nvrtcProgram*,char*'),
 'nvrtcGetOptiXIRSize': ('nvrtcResult nvrtcGetOptiXIRSize(nvrtcProgram prog, size_t '
                         '*optixirSizeRet);',
                         ('prog', 'optixirSizeRet'),
                         'struct _nvrtcProgram*,unsigned long*'),
 'nvrtcGetPCHCreateStatus': ('nvrtcResult nvrtcGetPCHCreateStatus(nvrtcProgram prog);',
                             ('prog',),
                             'struct _nvrtcProgram*'),
 'nvrtcGetPCHHeapSize': ('nvrtcResult nvrtcGetPCHHeapSize(size_t *ret);',
                         ('ret',),
                         'unsigned long*'),
 'nvrtcGetPCHHeapSizeRequired': ('nvrtcResult nvrtcGetPCHHeapSizeRequired(nvrtcProgram prog, '
                                 'size_t *size);',
                                 ('prog', 'size'),
                                 'struct _nvrtcProgram*,unsigned long*'),
 'nvrtcGetPTX': ('nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char *ptx);',
                 ('prog', 'ptx'),
                 'struct _nvrtcProgram*,char*'),
 'nvrtcGetPTXSize': ('nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet);',
                     ('prog', 'ptxSizeRet'),
                     'struct _nvrtcProgram*,unsigned long*'),
 'nvrtcGetProgramLog': ('nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char *log);',
                        ('prog', 'log'),
                        'struct _nvrtcProgram*,char*'),
 'nvrtcGetProgramLogSize': ('nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t '
                            '*logSizeRet);',
                            ('prog', 'logSizeRet'),
                            'struct _nvrtcProgram*,unsigned long*'),
 'nvrtcGetSupportedArchs': ('nvrtcResult nvrtcGetSupportedArchs(int *supportedArchs);',
                            ('supportedArchs',),
                            'int*'),
 'nvrtcGetTileIR': ('nvrtcResult nvrtcGetTileIR(nvrtcProgram prog, char *TileIR);',
                    ('prog', 'TileIR'),
                    'struct _nvrtcProgram*,char*'),
 'nvrtcGetTileIRSize': ('nvrtcResult nvrtcGetTileIRSize(nvrtcProgram prog, size_t *TileIRSizeRet);',
                        ('prog', 'TileIRSizeRet'),
                        'struct _nvrtcProgram*,unsigned long*'),
 'nvrtcInstallBundledHeaders': ('nvrtcResult nvrtcInstallBundledHeaders(const char *installPath, '
                                'unsigned int flags, const char **errorLog);',
                                ('installPath', 'flags', 'errorLog'),
                                'char*,unsigned int,char**'),
 'nvrtcRemoveBundledHeaders': ('nvrtcResult nvrtcRemoveBundledHeaders(const char *installPath, '
                               'const char **errorLog);',
                               ('installPath', 'errorLog'),
                               'char*,char**'),
 'nvrtcSetFlowCallback': ('nvrtcResult nvrtcSetFlowCallback(nvrtcProgram prog, int '
                          '(*callback)(void *, void *), void *payload);',
                          ('prog', 'callback', 'payload'),
                          'struct _nvrtcProgram*,fn(void*,void*)->int*,void*'),
 'nvrtcSetPCHHeapSize': ('nvrtcResult nvrtcSetPCHHeapSize(size_t size);',
                         ('size',),
                         'unsigned long'),
 'nvrtcVersion': ('nvrtcResult nvrtcVersion(int *major, int *minor);',
                  ('major', 'minor'),
                  'int*,int*')}
PACKAGE_VERSION = '13.5.37'  # nvidia-cuda-nvrtc's, whose header it is
