"""The C ABI of nvJitLink.h, which zluda's library of its name exports. Generated
by scripts/gen_abi.py from the header of NVIDIA's nvidia-nvjitlink package; do not
edit by hand.

TYPES: C declarations of the header's types. FUNCTIONS: name -> (prototype, parameter
names, signature), as in zluda.abi.driver.
"""

# ruff: noqa: E501
TYPES = 'typedef enum \n{\n  NVJITLINK_SUCCESS = 0,\n  NVJITLINK_ERROR_UNRECOGNIZED_OPTION,\n  NVJITLINK_ERROR_MISSING_ARCH,\n  NVJITLINK_ERROR_INVALID_INPUT,\n  NVJITLINK_ERROR_PTX_COMPILE,\n  NVJITLINK_ERROR_NVVM_COMPILE,\n  NVJITLINK_ERROR_INTERNAL,\n  NVJITLINK_ERROR_THREADPOOL,\n  NVJITLINK_ERROR_UNRECOGNIZED_INPUT,\n  NVJITLINK_ERROR_FINALIZE,\n  NVJITLINK_ERROR_NULL_INPUT,\n  NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS,\n  NVJITLINK_ERROR_INCORRECT_INPUT_TYPE,\n  NVJITLINK_ERROR_ARCH_MISMATCH,\n  NVJITLINK_ERROR_OUTDATED_LIBRARY,\n  NVJITLINK_ERROR_MISSING_FATBIN,\n  NVJITLINK_ERROR_UNRECOGNIZED_ARCH,\n  NVJITLINK_ERROR_UNSUPPORTED_ARCH,\n  NVJITLINK_ERROR_LTO_NOT_ENABLED\n} nvJitLinkResult;\ntypedef enum \n{\n  NVJITLINK_INPUT_NONE = 0,\n  NVJITLINK_INPUT_CUBIN = 1,\n  NVJITLINK_INPUT_PTX,\n  NVJITLINK_INPUT_LTOIR,\n  NVJITLINK_INPUT_FATBIN,\n  NVJITLINK_INPUT_OBJECT,\n  NVJITLINK_INPUT_LIBRARY,\n  NVJITLINK_INPUT_INDEX,\n  NVJITLINK_INPUT_ANY = 10\n} nvJitLinkInputType;\ntypedef struct nvJitLink *nvJitLinkHandle;\n'
FUNCTIONS = {'__nvJitLinkAddData_13_0': ('nvJitLinkResult __nvJitLinkAddData_13_0(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const void *data, size_t size, const '
                             'char *name);',
                             ('handle', 'inputType', 'data', 'size', 'name'),
                             'struct nvJitLink*,enum None,void*,unsigned long,char*'),
 '__nvJitLinkAddData_13_1': ('nvJitLinkResult __nvJitLinkAddData_13_1(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const void *data, size_t size, const '
                             'char *name);',
                             ('handle', 'inputType', 'data', 'size', 'name'),
                             'struct nvJitLink*,enum None,void*,unsigned long,char*'),
 '__nvJitLinkAddData_13_2': ('nvJitLinkResult __nvJitLinkAddData_13_2(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const void *data, size_t size, const '
                             'char *name);',
                             ('handle', 'inputType', 'data', 'size', 'name'),
                             'struct nvJitLink*,enum None,void*,unsigned long,char*'),
 '__nvJitLinkAddData_13_3': ('nvJitLinkResult __nvJitLinkAddData_13_3(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const void *data, size_t size, const '
                             'char *name);',
                             ('handle', 'inputType', 'data', 'size', 'name'),
                             'struct nvJitLink*,enum None,void*,unsigned long,char*'),
 '__nvJitLinkAddData_13_4': ('nvJitLinkResult __nvJitLinkAddData_13_4(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const void *data, size_t size, const '
                             'char *name);',
                             ('handle', 'inputType', 'data', 'size', 'name'),
                             'struct nvJitLink*,enum None,void*,unsigned long,char*'),
 '__nvJitLinkAddData_13_5': ('nvJitLinkResult __nvJitLinkAddData_13_5(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const void *data, size_t size, const '
                             'char *name);',
                             ('handle', 'inputType', 'data', 'size', 'name'),
                             'struct nvJitLink*,enum None,void*,unsigned long,char*'),
 '__nvJitLinkAddFile_13_0': ('nvJitLinkResult __nvJitLinkAddFile_13_0(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const char *fileName);',
                             ('handle', 'inputType', 'fileName'),
                             'struct nvJitLink*,enum None,char*'),
 '__nvJitLinkAddFile_13_1': ('nvJitLinkResult __nvJitLinkAddFile_13_1(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const char *fileName);',
                             ('handle', 'inputType', 'fileName'),
                             'struct nvJitLink*,enum None,char*'),
 '__nvJitLinkAddFile_13_2': ('nvJitLinkResult __nvJitLinkAddFile_13_2(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const char *fileName);',
                             ('handle', 'inputType', 'fileName'),
                             'struct nvJitLink*,enum None,char*'),
 '__nvJitLinkAddFile_13_3': ('nvJitLinkResult __nvJitLinkAddFile_13_3(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const char *fileName);',
                             ('handle', 'inputType', 'fileName'),
                             'struct nvJitLink*,enum None,char*'),
 '__nvJitLinkAddFile_13_4': ('nvJitLinkResult __nvJitLinkAddFile_13_4(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const char *fileName);',
                             ('handle', 'inputType', 'fileName'),
                             'struct nvJitLink*,enum None,char*'),
 '__nvJitLinkAddFile_13_5': ('nvJitLinkResult __nvJitLinkAddFile_13_5(nvJitLinkHandle handle, '
                             'nvJitLinkInputType inputType, const char *fileName);',
                             ('handle', 'inputType', 'fileName'),
                             'struct nvJitLink*,enum None,char*'),
 '__nvJitLinkComplete_13_0': ('nvJitLinkResult __nvJitLinkComplete_13_0(nvJitLinkHandle handle);',
                              ('handle',),
                              'struct nvJitLink*'),
 '__nvJitLinkComplete_13_1': ('nvJitLinkResult __nvJitLinkComplete_13_1(nvJitLinkHandle handle);',
                              ('handle',),
                              'struct nvJitLink*'),
 '__nvJitLinkComplete_13_2': ('nvJitLinkResult __nvJitLinkComplete_13_2(nvJitLinkHandle handle);',
                              ('handle',),
                              'struct nvJitLink*'),
 '__nvJitLinkComplete_13_3': ('nvJitLinkResult __nvJitLinkComplete_13_3(nvJitLinkHandle handle);',
                              ('handle',),
                              'struct nvJitLink*'),
 '__nvJitLinkComplete_13_4': ('nvJitLinkResult __nvJitLinkComplete_13_4(nvJitLinkHandle handle);',
                              ('handle',),
                              'struct nvJitLink*'),
 '__nvJitLinkComplete_13_5': ('nvJitLinkResult __nvJitLinkComplete_13_5(nvJitLinkHandle handle);',
                              ('handle',),
                              'struct nvJitLink*'),
 '__nvJitLinkCreate_13_0': ('nvJitLinkResult __nvJitLinkCreate_13_0(nvJitLinkHandle *handle, '
                            'uint32_t numOptions, const char * const *options);',
                            ('handle', 'numOptions', 'options'),
                            'struct nvJitLink**,unsigned int,char**'),
 '__nvJitLinkCreate_13_1': ('nvJitLinkResult __nvJitLinkCreate_13_1(nvJitLinkHandle *handle, '
                            'uint32_t numOptions, const char * const *options);',
                            ('handle', 'numOptions', 'options'),
                            'struct nvJitLink**,unsigned int,char**'),
 '__nvJitLinkCreate_13_2': ('nvJitLinkResult __nvJitLinkCreate_13_2(nvJitLinkHandle *handle, '
                            'uint32_t numOptions, const char * const *options);',
                            ('handle', 'numOptions', 'options'),
                            'struct nvJitLink**,unsigned int,char**'),
 '__nvJitLinkCreate_13_3': ('nvJitLinkResult __nvJitLinkCreate_13_3(nvJitLinkHandle *handle, '
                            'uint32_t numOptions, const char * const *options);',
                            ('handle', 'numOptions', 'options'),
                            'struct nvJitLink**,unsigned int,char**'),
 '__nvJitLinkCreate_13_4': ('nvJitLinkResult __nvJitLinkCreate_13_4(nvJitLinkHandle *handle, '
                            'uint32_t numOptions, const char * const *options);',
                            ('handle', 'numOptions', 'options'),
                            'struct nvJitLink**,unsigned int,char**'),
 '__nvJitLinkCreate_13_5': ('nvJitLinkResult __nvJitLinkCreate_13_5(nvJitLinkHandle *handle, '
                            'uint32_t numOptions, const char * const *options);',
                            ('handle', 'numOptions', 'options'),
                            'struct nvJitLink**,unsigned int,char**'),
 '__nvJitLinkDestroy_13_0': ('nvJitLinkResult __nvJitLinkDestroy_13_0(nvJitLinkHandle *handle);',
                             ('handle',),
                             'struct nvJitLink**'),
 '__nvJitLinkDestroy_13_1': ('nvJitLinkResult __nvJitLinkDestroy_13_1(nvJitLinkHandle *handle);',
                             ('handle',),
                             'struct nvJitLink**'),
 '__nvJitLinkDestroy_13_2': ('nvJitLinkResult __nvJitLinkDestroy_13_2(nvJitLinkHandle *handle);',
                             ('handle',),
                             'struct nvJitLink**'),
 '__nvJitLinkDestroy_13_3': ('nvJitLinkResult __nvJitLinkDestroy_13_3(nvJitLinkHandle *handle);',
                             ('handle',),
                             'struct nvJitLink**'),
 '__nvJitLinkDestroy_13_4': ('nvJitLinkResult __nvJitLinkDestroy_13_4(nvJitLinkHandle *handle);',
                             ('handle',),
                             'struct nvJitLink**'),
 '__nvJitLinkDestroy_13_5': ('nvJitLinkResult __nvJitLinkDestroy_13_5(nvJitLinkHandle *handle);',
                             ('handle',),
                             'struct nvJitLink**'),
 '__nvJitLinkGetErrorLogSize_13_0': ('nvJitLinkResult '
                                     '__nvJitLinkGetErrorLogSize_13_0(nvJitLinkHandle handle, '
                                     'size_t *size);',
                                     ('handle', 'size'),
                                     'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetErrorLogSize_13_1': ('nvJitLinkResult '
                                     '__nvJitLinkGetErrorLogSize_13_1(nvJitLinkHandle handle, '
                                     'size_t *size);',
                                     ('handle', 'size'),
                                     'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetErrorLogSize_13_2': ('nvJitLinkResult '
                                     '__nvJitLinkGetErrorLogSize_13_2(nvJitLinkHandle handle, '
                                     'size_t *size);',
                                     ('handle', 'size'),
                                     'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetErrorLogSize_13_3': ('nvJitLinkResult '
                                     '__nvJitLinkGetErrorLogSize_13_3(nvJitLinkHandle handle, '
                                     'size_t *size);',
                                     ('handle', 'size'),
                                     'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetErrorLogSize_13_4': ('nvJitLinkResult '
                                     '__nvJitLinkGetErrorLogSize_13_4(nvJitLinkHandle handle, '
                                     'size_t *size);',
                                     ('handle', 'size'),
                                     'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetErrorLogSize_13_5': ('nvJitLinkResult '
                                     '__nvJitLinkGetErrorLogSize_13_5(nvJitLinkHandle handle, '
                                     'size_t *size);',
                                     ('handle', 'size'),
                                     'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetErrorLog_13_0': ('nvJitLinkResult __nvJitLinkGetErrorLog_13_0(nvJitLinkHandle '
                                 'handle, char *log);',
                                 ('handle', 'log'),
                                 'struct nvJitLink*,char*'),
 '__nvJitLinkGetErrorLog_13_1': ('nvJitLinkResult __nvJitLinkGetErrorLog_13_1(nvJitLinkHandle '
                                 'handle, char *log);',
                                 ('handle', 'log'),
                                 'struct nvJitLink*,char*'),
 '__nvJitLinkGetErrorLog_13_2': ('nvJitLinkResult __nvJitLinkGetErrorLog_13_2(nvJitLinkHandle '
                                 'handle, char *log);',
                                 ('handle', 'log'),
                                 'struct nvJitLink*,char*'),
 '__nvJitLinkGetErrorLog_13_3': ('nvJitLinkResult __nvJitLinkGetErrorLog_13_3(nvJitLinkHandle '
                                 'handle, char *log);',
                                 ('handle', 'log'),
                                 'struct nvJitLink*,char*'),
 '__nvJitLinkGetErrorLog_13_4': ('nvJitLinkResult __nvJitLinkGetErrorLog_13_4(nvJitLinkHandle '
                                 'handle, char *log);',
                                 ('handle', 'log'),
                                 'struct nvJitLink*,char*'),
 '__nvJitLinkGetErrorLog_13_5': ('nvJitLinkResult __nvJitLinkGetErrorLog_13_5(nvJitLinkHandle '
                                 'handle, char *log);',
                                 ('handle', 'log'),
                                 'struct nvJitLink*,char*'),
 '__nvJitLinkGetInfoLogSize_13_0': ('nvJitLinkResult '
                                    '__nvJitLinkGetInfoLogSize_13_0(nvJitLinkHandle handle, size_t '
                                    '*size);',
                                    ('handle', 'size'),
                                    'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetInfoLogSize_13_1': ('nvJitLinkResult '
                                    '__nvJitLinkGetInfoLogSize_13_1(nvJitLinkHandle handle, size_t '
                                    '*size);',
                                    ('handle', 'size'),
                                    'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetInfoLogSize_13_2': ('nvJitLinkResult '
                                    '__nvJitLinkGetInfoLogSize_13_2(nvJitLinkHandle handle, size_t '
                                    '*size);',
                                    ('handle', 'size'),
                                    'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetInfoLogSize_13_3': ('nvJitLinkResult '
                                    '__nvJitLinkGetInfoLogSize_13_3(nvJitLinkHandle handle, size_t '
                                    '*size);',
                                    ('handle', 'size'),
                                    'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetInfoLogSize_13_4': ('nvJitLinkResult '
                                    '__nvJitLinkGetInfoLogSize_13_4(nvJitLinkHandle handle, size_t '
                                    '*size);',
                                    ('handle', 'size'),
                                    'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetInfoLogSize_13_5': ('nvJitLinkResult '
                                    '__nvJitLinkGetInfoLogSize_13_5(nvJitLinkHandle handle, size_t '
                                    '*size);',
                                    ('handle', 'size'),
                                    'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetInfoLog_13_0': ('nvJitLinkResult __nvJitLinkGetInfoLog_13_0(nvJitLinkHandle '
                                'handle, char *log);',
                                ('handle', 'log'),
                                'struct nvJitLink*,char*'),
 '__nvJitLinkGetInfoLog_13_1': ('nvJitLinkResult __nvJitLinkGetInfoLog_13_1(nvJitLinkHandle '
                                'handle, char *log);',
                                ('handle', 'log'),
                                'struct nvJitLink*,char*'),
 '__nvJitLinkGetInfoLog_13_2': ('nvJitLinkResult __nvJitLinkGetInfoLog_13_2(nvJitLinkHandle '
                                'handle, char *log);',
                                ('handle', 'log'),
                                'struct nvJitLink*,char*'),
 '__nvJitLinkGetInfoLog_13_3': ('nvJitLinkResult __nvJitLinkGetInfoLog_13_3(nvJitLinkHandle '
                                'handle, char *log);',
                                ('handle', 'log'),
                                'struct nvJitLink*,char*'),
 '__nvJitLinkGetInfoLog_13_4': ('nvJitLinkResult __nvJitLinkGetInfoLog_13_4(nvJitLinkHandle '
                                'handle, char *log);',
                                ('handle', 'log'),
                                'struct nvJitLink*,char*'),
 '__nvJitLinkGetInfoLog_13_5': ('nvJitLinkResult __nvJitLinkGetInfoLog_13_5(nvJitLinkHandle '
                                'handle, char *log);',
                                ('handle', 'log'),
                                'struct nvJitLink*,char*'),
 '__nvJitLinkGetLinkedCubinSize_13_0': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedCubinSize_13_0(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedCubinSize_13_1': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedCubinSize_13_1(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedCubinSize_13_2': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedCubinSize_13_2(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedCubinSize_13_3': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedCubinSize_13_3(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedCubinSize_13_4': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedCubinSize_13_4(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedCubinSize_13_5': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedCubinSize_13_5(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedCubin_13_0': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedCubin_13_0(nvJitLinkHandle handle, void '
                                    '*cubin);',
                                    ('handle', 'cubin'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedCubin_13_1': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedCubin_13_1(nvJitLinkHandle handle, void '
                                    '*cubin);',
                                    ('handle', 'cubin'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedCubin_13_2': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedCubin_13_2(nvJitLinkHandle handle, void '
                                    '*cubin);',
                                    ('handle', 'cubin'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedCubin_13_3': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedCubin_13_3(nvJitLinkHandle handle, void '
                                    '*cubin);',
                                    ('handle', 'cubin'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedCubin_13_4': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedCubin_13_4(nvJitLinkHandle handle, void '
                                    '*cubin);',
                                    ('handle', 'cubin'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedCubin_13_5': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedCubin_13_5(nvJitLinkHandle handle, void '
                                    '*cubin);',
                                    ('handle', 'cubin'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedLTOIRSize_13_0': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedLTOIRSize_13_0(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedLTOIRSize_13_1': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedLTOIRSize_13_1(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedLTOIRSize_13_2': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedLTOIRSize_13_2(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedLTOIRSize_13_3': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedLTOIRSize_13_3(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedLTOIRSize_13_4': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedLTOIRSize_13_4(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedLTOIRSize_13_5': ('nvJitLinkResult '
                                        '__nvJitLinkGetLinkedLTOIRSize_13_5(nvJitLinkHandle '
                                        'handle, size_t *size);',
                                        ('handle', 'size'),
                                        'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedLTOIR_13_0': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedLTOIR_13_0(nvJitLinkHandle handle, void '
                                    '*ltoir);',
                                    ('handle', 'ltoir'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedLTOIR_13_1': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedLTOIR_13_1(nvJitLinkHandle handle, void '
                                    '*ltoir);',
                                    ('handle', 'ltoir'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedLTOIR_13_2': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedLTOIR_13_2(nvJitLinkHandle handle, void '
                                    '*ltoir);',
                                    ('handle', 'ltoir'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedLTOIR_13_3': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedLTOIR_13_3(nvJitLinkHandle handle, void '
                                    '*ltoir);',
                                    ('handle', 'ltoir'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedLTOIR_13_4': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedLTOIR_13_4(nvJitLinkHandle handle, void '
                                    '*ltoir);',
                                    ('handle', 'ltoir'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedLTOIR_13_5': ('nvJitLinkResult '
                                    '__nvJitLinkGetLinkedLTOIR_13_5(nvJitLinkHandle handle, void '
                                    '*ltoir);',
                                    ('handle', 'ltoir'),
                                    'struct nvJitLink*,void*'),
 '__nvJitLinkGetLinkedPtxSize_13_0': ('nvJitLinkResult '
                                      '__nvJitLinkGetLinkedPtxSize_13_0(nvJitLinkHandle handle, '
                                      'size_t *size);',
                                      ('handle', 'size'),
                                      'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedPtxSize_13_1': ('nvJitLinkResult '
                                      '__nvJitLinkGetLinkedPtxSize_13_1(nvJitLinkHandle handle, '
                                      'size_t *size);',
                                      ('handle', 'size'),
                                      'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedPtxSize_13_2': ('nvJitLinkResult '
                                      '__nvJitLinkGetLinkedPtxSize_13_2(nvJitLinkHandle handle, '
                                      'size_t *size);',
                                      ('handle', 'size'),
                                      'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedPtxSize_13_3': ('nvJitLinkResult '
                                      '__nvJitLinkGetLinkedPtxSize_13_3(nvJitLinkHandle handle, '
                                      'size_t *size);',
                                      ('handle', 'size'),
                                      'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedPtxSize_13_4': ('nvJitLinkResult '
                                      '__nvJitLinkGetLinkedPtxSize_13_4(nvJitLinkHandle handle, '
                                      'size_t *size);',
                                      ('handle', 'size'),
                                      'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedPtxSize_13_5': ('nvJitLinkResult '
                                      '__nvJitLinkGetLinkedPtxSize_13_5(nvJitLinkHandle handle, '
                                      'size_t *size);',
                                      ('handle', 'size'),
                                      'struct nvJitLink*,unsigned long*'),
 '__nvJitLinkGetLinkedPtx_13_0': ('nvJitLinkResult __nvJitLinkGetLinkedPtx_13_0(nvJitLinkHandle '
                                  'handle, char *ptx);',
                                  ('handle', 'ptx'),
                                  'struct nvJitLink*,char*'),
 '__nvJitLinkGetLinkedPtx_13_1': ('nvJitLinkResult __nvJitLinkGetLinkedPtx_13_1(nvJitLinkHandle '
                                  'handle, char *ptx);',
                                  ('handle', 'ptx'),
                                  'struct nvJitLink*,char*'),
 '__nvJitLinkGetLinkedPtx_13_2': ('nvJitLinkResult __nvJitLinkGetLinkedPtx_13_2(nvJitLinkHandle '
                                  'handle, char *ptx);',
                                  ('handle', 'ptx'),
                                  'struct nvJitLink*,char*'),
 '__nvJitLinkGetLinkedPtx_13_3': ('nvJitLinkResult __nvJitLinkGetLinkedPtx_13_3(nvJitLinkHandle '
                                  'handle, char *ptx);',
                                  ('handle', 'ptx'),
                                  'struct nvJitLink*,char*'),
 '__nvJitLinkGetLinkedPtx_13_4': ('nvJitLinkResult __nvJitLinkGetLinkedPtx_13_4(nvJitLinkHandle '
                                  'handle, char *ptx);',
                                  ('handle', 'ptx'),
                                  'struct nvJitLink*,char*'),
 '__nvJitLinkGetLinkedPtx_13_5': ('nvJitLinkResult __nvJitLinkGetLinkedPtx_13_5(nvJitLinkHandle '
                                  'handle, char *ptx);',
                                  ('handle', 'ptx'),
                                  'struct nvJitLink*,char*'),
 'nvJitLinkAddData': ('nvJitLinkResult nvJitLinkAddData(nvJitLinkHandle handle, nvJitLinkInputType '
                      'inputType, const void *data, size_t size, const char *name);',
                      ('handle', 'inputType', 'data', 'size', 'name'),
                      'struct nvJitLink*,enum None,void*,unsigned long,char*'),
 'nvJitLinkAddFile': ('nvJitLinkResult nvJitLinkAddFile(nvJitLinkHandle handle, nvJitLinkInputType '
                      'inputType, const char *fileName);',
                      ('handle', 'inputType', 'fileName'),
                      'struct nvJitLink*,enum None,char*'),
 'nvJitLinkComplete': ('nvJitLinkResult nvJitLinkComplete(nvJitLinkHandle handle);',
                       ('handle',),
                       'struct nvJitLink*'),
 'nvJitLinkCreate': ('nvJitLinkResult nvJitLinkCreate(nvJitLinkHandle *handle, uint32_t '
                     'numOptions, const char **options);',
                     ('handle', 'numOptions', 'options'),
                     'struct nvJitLink**,unsigned int,char**'),
 'nvJitLinkDestroy': ('nvJitLinkResult nvJitLinkDestroy(nvJitLinkHandle *handle);',
                      ('handle',),
                      'struct nvJitLink**'),
 'nvJitLinkGetErrorLog': ('nvJitLinkResult nvJitLinkGetErrorLog(nvJitLinkHandle handle, char '
                          '*log);',
                          ('handle', 'log'),
                          'struct nvJitLink*,char*'),
 'nvJitLinkGetErrorLogSize': ('nvJitLinkResult nvJitLinkGetErrorLogSize(nvJitLinkHandle handle, '
                              'size_t *size);',
                              ('handle', 'size'),
                              'struct nvJitLink*,unsigned long*'),
 'nvJitLinkGetInfoLog': ('nvJitLinkResult nvJitLinkGetInfoLog(nvJitLinkHandle handle, char *log);',
                         ('handle', 'log'),
                         'struct nvJitLink*,char*'),
 'nvJitLinkGetInfoLogSize': ('nvJitLinkResult nvJitLinkGetInfoLogSize(nvJitLinkHandle handle, '
                             'size_t *size);',
                             ('handle', 'size'),
                             'struct nvJitLink*,unsigned long*'),
 'nvJitLinkGetLinkedCubin': ('nvJitLinkResult nvJitLinkGetLinkedCubin(nvJitLinkHandle handle, void '
                             '*cubin);',
                             ('handle', 'cubin'),
                             'struct nvJitLink*,void*'),
 'nvJitLinkGetLinkedCubinSize': ('nvJitLinkResult nvJitLinkGetLinkedCubinSize(nvJitLinkHandle '
                                 'handle, size_t *size);',
                                 ('handle', 'size'),
                                 'struct nvJitLink*,unsigned long*'),
 'nvJitLinkGetLinkedLTOIR': ('nvJitLinkResult nvJitLinkGetLinkedLTOIR(nvJitLinkHandle handle, void '
                             '*ltoir);',
                             ('handle', 'ltoir'),
                             'struct nvJitLink*,void*'),
 'nvJitLinkGetLinkedLTOIRSize': ('nvJitLinkResult nvJitLinkGetLinkedLTOIRSize(nvJitLinkHandle '
                                 'handle, size_t *size);',
                                 ('handle', 'size'),
                                 'struct nvJitLink*,unsigned long*'),
 'nvJitLinkGetLinkedPtx': ('nvJitLinkResult nvJitLinkGetLinkedPtx(nvJitLinkHandle handle, char '
                           '*ptx);',
                           ('handle', 'ptx'),
                           'struct nvJitLink*,char*'),
 'nvJitLinkGetLinkedPtxSize': ('nvJitLinkResult nvJitLinkGetLinkedPtxSize(nvJitLinkHandle handle, '
                               'size_t *size);',
                               ('handle', 'size'),
                               'struct nvJitLink*,unsigned long*'),
 'nvJitLinkVersion': ('nvJitLinkResult nvJitLinkVersion(unsigned int *major, unsigned int *minor);',
                      ('major', 'minor'),
                      'unsigned int*,unsigned int*')}
PACKAGE_VERSION = '13.5.37'  # nvidia-nvjitlink's, whose header it is
