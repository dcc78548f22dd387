"""The C ABI of curand.h, which zluda's library of its name exports. Generated
by scripts/gen_abi.py from the header of NVIDIA's nvidia-curand package; do not
edit by hand.

TYPES: C declarations of the header's types. FUNCTIONS: name -> (prototype, parameter
names, signature), as in zluda.abi.driver.
"""

# ruff: noqa: E501
TYPES = 'typedef struct CUstream_st *cudaStream_t;\ntypedef struct CUevent_st *cudaEvent_t;\ntypedef enum cudaDataType_t\n{\n  CUDA_R_16F = 2,\n  CUDA_C_16F = 6,\n  CUDA_R_16BF = 14,\n  CUDA_C_16BF = 15,\n  CUDA_R_32F = 0,\n  CUDA_C_32F = 4,\n  CUDA_R_64F = 1,\n  CUDA_C_64F = 5,\n  CUDA_R_4I = 16,\n  CUDA_C_4I = 17,\n  CUDA_R_4U = 18,\n  CUDA_C_4U = 19,\n  CUDA_R_8I = 3,\n  CUDA_C_8I = 7,\n  CUDA_R_8U = 8,\n  CUDA_C_8U = 9,\n  CUDA_R_16I = 20,\n  CUDA_C_16I = 21,\n  CUDA_R_16U = 22,\n  CUDA_C_16U = 23,\n  CUDA_R_32I = 10,\n  CUDA_C_32I = 11,\n  CUDA_R_32U = 12,\n  CUDA_C_32U = 13,\n  CUDA_R_64I = 24,\n  CUDA_C_64I = 25,\n  CUDA_R_64U = 26,\n  CUDA_C_64U = 27,\n  CUDA_R_8F_E4M3 = 28,\n  CUDA_R_8F_UE4M3 = CUDA_R_8F_E4M3,\n  CUDA_R_8F_E5M2 = 29,\n  CUDA_R_8F_UE8M0 = 30,\n  CUDA_R_6F_E2M3 = 31,\n  CUDA_R_6F_E3M2 = 32,\n  CUDA_R_4F_E2M1 = 33,\n  CUDA_R_8F_UE5M3 = 34\n} cudaDataType;\ntypedef enum cudaEmulationStrategy_t\n{\n  CUDA_EMULATION_STRATEGY_DEFAULT = 0,\n  CUDA_EMULATION_STRATEGY_PERFORMANT = 1,\n  CUDA_EMULATION_STRATEGY_EAGER = 2\n} cudaEmulationStrategy;\ntypedef enum cudaEmulationMantissaControl_t\n{\n  CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC = 0,\n  CUDA_EMULATION_MANTISSA_CONTROL_FIXED = 1\n} cudaEmulationMantissaControl;\ntypedef enum cudaEmulationSpecialValuesSupport_t\n{\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT = 0xFFFF,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NONE = 0,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_INFINITY = 1,\n  CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NAN = 2\n} cudaEmulationSpecialValuesSupport;\ntypedef enum libraryPropertyType_t\n{\n  MAJOR_VERSION,\n  MINOR_VERSION,\n  PATCH_LEVEL\n} libraryPropertyType;\ntypedef enum cudaDataType_t cudaDataType_t;\ntypedef enum cudaEmulationStrategy_t cudaEmulationStrategy_t;\ntypedef enum cudaEmulationMantissaControl_t cudaEmulationMantissaControl_t;\ntypedef enum cudaEmulationSpecialValuesSupport_t cudaEmulationSpecialValuesSupport_t;\ntypedef enum libraryPropertyType_t libraryPropertyType_t;\nenum curandStatus\n{\n  CURAND_STATUS_SUCCESS = 0,\n  CURAND_STATUS_VERSION_MISMATCH = 100,\n  CURAND_STATUS_NOT_INITIALIZED = 101,\n  CURAND_STATUS_ALLOCATION_FAILED = 102,\n  CURAND_STATUS_TYPE_ERROR = 103,\n  CURAND_STATUS_OUT_OF_RANGE = 104,\n  CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,\n  CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,\n  CURAND_STATUS_LAUNCH_FAILURE = 201,\n  CURAND_STATUS_PREEXISTING_FAILURE = 202,\n  CURAND_STATUS_INITIALIZATION_FAILED = 203,\n  CURAND_STATUS_ARCH_MISMATCH = 204,\n  CURAND_STATUS_INTERNAL_ERROR = 999\n};\ntypedef enum curandStatus curandStatus_t;\nenum curandRngType\n{\n  CURAND_RNG_TEST = 0,\n  CURAND_RNG_PSEUDO_DEFAULT = 100,\n  CURAND_RNG_PSEUDO_XORWOW = 101,\n  CURAND_RNG_PSEUDO_MRG32K3A = 121,\n  CURAND_RNG_PSEUDO_MTGP32 = 141,\n  CURAND_RNG_PSEUDO_MT19937 = 142,\n  CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,\n  CURAND_RNG_QUASI_DEFAULT = 200,\n  CURAND_RNG_QUASI_SOBOL32 = 201,\n  CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,\n  CURAND_RNG_QUASI_SOBOL64 = 203,\n  CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204\n};\ntypedef enum curandRngType curandRngType_t;\nenum curandOrdering\n{\n  CURAND_ORDERING_PSEUDO_BEST = 100,\n  CURAND_ORDERING_PSEUDO_DEFAULT = 101,\n  CURAND_ORDERING_PSEUDO_SEEDED = 102,\n  CURAND_ORDERING_PSEUDO_LEGACY = 103,\n  CURAND_ORDERING_PSEUDO_DYNAMIC = 104,\n  CURAND_ORDERING_QUASI_DEFAULT = 201\n};\ntypedef enum curandOrdering curandOrdering_t;\nenum curandDirectionVectorSet\n{\n  CURAND_DIRECTION_VECTORS_32_JOEKUO6 = 101,\n  CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 = 102,\n  CURAND_DIRECTION_VECTORS_64_JOEKUO6 = 103,\n  CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 = 104\n};\ntypedef enum curandDirectionVectorSet curandDirectionVectorSet_t;\ntypedef unsigned int curandDirectionVectors32_t[32];\ntypedef unsigned long long curandDirectionVectors64_t[64];\nstruct curandGenerator_st;\ntypedef struct curandGenerator_st *curandGenerator_t;\ntypedef double curandDistribution_st;\ntypedef curandDistribution_st *curandDistribution_t;\ntypedef struct curandDistributionShift_st *curandDistributionShift_t;\ntypedef struct curandDistributionM2Shift_st *curandDistributionM2Shift_t;\ntypedef struct curandHistogramM2_st *curandHistogramM2_t;\ntypedef unsigned int curandHistogramM2K_st;\ntypedef curandHistogramM2K_st *curandHistogramM2K_t;\ntypedef curandDistribution_st curandHistogramM2V_st;\ntypedef curandHistogramM2V_st *curandHistogramM2V_t;\ntypedef struct curandDiscreteDistribution_st *curandDiscreteDistribution_t;\nenum curandMethod\n{\n  CURAND_CHOOSE_BEST = 0,\n  CURAND_ITR = 1,\n  CURAND_KNUTH = 2,\n  CURAND_HITR = 3,\n  CURAND_M1 = 4,\n  CURAND_M2 = 5,\n  CURAND_BINARY_SEARCH = 6,\n  CURAND_DISCRETE_GAUSS = 7,\n  CURAND_REJECTION = 8,\n  CURAND_DEVICE_API = 9,\n  CURAND_FAST_REJECTION = 10,\n  CURAND_3RD = 11,\n  CURAND_DEFINITION = 12,\n  CURAND_POISSON = 13\n};\ntypedef enum curandMethod curandMethod_t;\n'
FUNCTIONS = {'curandCreateGenerator': ('curandStatus_t curandCreateGenerator(curandGenerator_t *generator, '
                           'curandRngType_t rng_type);',
                           ('generator', 'rng_type'),
                           'struct curandGenerator_st**,enum curandRngType'),
 'curandCreateGeneratorHost': ('curandStatus_t curandCreateGeneratorHost(curandGenerator_t '
                               '*generator, curandRngType_t rng_type);',
                               ('generator', 'rng_type'),
                               'struct curandGenerator_st**,enum curandRngType'),
 'curandCreatePoissonDistribution': ('curandStatus_t curandCreatePoissonDistribution(double '
                                     'lambda, curandDiscreteDistribution_t '
                                     '*discrete_distribution);',
                                     ('lambda', 'discrete_distribution'),
                                     'double,struct curandDiscreteDistribution_st**'),
 'curandDestroyDistribution': ('curandStatus_t '
                               'curandDestroyDistribution(curandDiscreteDistribution_t '
                               'discrete_distribution);',
                               ('discrete_distribution',),
                               'struct curandDiscreteDistribution_st*'),
 'curandDestroyGenerator': ('curandStatus_t curandDestroyGenerator(curandGenerator_t generator);',
                            ('generator',),
                            'struct curandGenerator_st*'),
 'curandGenerate': ('curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int '
                    '*outputPtr, size_t num);',
                    ('generator', 'outputPtr', 'num'),
                    'struct curandGenerator_st*,unsigned int*,unsigned long'),
 'curandGenerateBinomial': ('curandStatus_t curandGenerateBinomial(curandGenerator_t generator, '
                            'unsigned int *outputPtr, size_t num, unsigned int n, double p);',
                            ('generator', 'outputPtr', 'num', 'n', 'p'),
                            'struct curandGenerator_st*,unsigned int*,unsigned long,unsigned '
                            'int,double'),
 'curandGenerateBinomialMethod': ('curandStatus_t curandGenerateBinomialMethod(curandGenerator_t '
                                  'generator, unsigned int *outputPtr, size_t num, unsigned int n, '
                                  'double p, curandMethod_t method);',
                                  ('generator', 'outputPtr', 'num', 'n', 'p', 'method'),
                                  'struct curandGenerator_st*,unsigned int*,unsigned long,unsigned '
                                  'int,double,enum curandMethod'),
 'curandGenerateLogNormal': ('curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, '
                             'float *outputPtr, size_t n, float mean, float stddev);',
                             ('generator', 'outputPtr', 'n', 'mean', 'stddev'),
                             'struct curandGenerator_st*,float*,unsigned long,float,float'),
 'curandGenerateLogNormalDouble': ('curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t '
                                   'generator, double *outputPtr, size_t n, double mean, double '
                                   'stddev);',
                                   ('generator', 'outputPtr', 'n', 'mean', 'stddev'),
                                   'struct curandGenerator_st*,double*,unsigned '
                                   'long,double,double'),
 'curandGenerateLongLong': ('curandStatus_t curandGenerateLongLong(curandGenerator_t generator, '
                            'unsigned long long *outputPtr, size_t num);',
                            ('generator', 'outputPtr', 'num'),
                            'struct curandGenerator_st*,unsigned long long*,unsigned long'),
 'curandGenerateNormal': ('curandStatus_t curandGenerateNormal(curandGenerator_t generator, float '
                          '*outputPtr, size_t n, float mean, float stddev);',
                          ('generator', 'outputPtr', 'n', 'mean', 'stddev'),
                          'struct curandGenerator_st*,float*,unsigned long,float,float'),
 'curandGenerateNormalDouble': ('curandStatus_t curandGenerateNormalDouble(curandGenerator_t '
                                'generator, double *outputPtr, size_t n, double mean, double '
                                'stddev);',
                                ('generator', 'outputPtr', 'n', 'mean', 'stddev'),
                                'struct curandGenerator_st*,double*,unsigned long,double,double'),
 'curandGeneratePoisson': ('curandStatus_t curandGeneratePoisson(curandGenerator_t generator, '
                           'unsigned int *outputPtr, size_t n, double lambda);',
                           ('generator', 'outputPtr', 'n', 'lambda'),
                           'struct curandGenerator_st*,unsigned int*,unsigned long,double'),
 'curandGeneratePoissonMethod': ('curandStatus_t curandGeneratePoissonMethod(curandGenerator_t '
                                 'generator, unsigned int *outputPtr, size_t n, double lambda, '
                                 'curandMethod_t method);',
                                 ('generator', 'outputPtr', 'n', 'lambda', 'method'),
                                 'struct curandGenerator_st*,unsigned int*,unsigned '
                                 'long,double,enum curandMethod'),
 'curandGenerateSeeds': ('curandStatus_t curandGenerateSeeds(curandGenerator_t generator);',
                         ('generator',),
                         'struct curandGenerator_st*'),
 'curandGenerateUniform': ('curandStatus_t curandGenerateUniform(curandGenerator_t generator, '
                           'float *outputPtr, size_t num);',
                           ('generator', 'outputPtr', 'num'),
                           'struct curandGenerator_st*,float*,unsigned long'),
 'curandGenerateUniformDouble': ('curandStatus_t curandGenerateUniformDouble(curandGenerator_t '
                                 'generator, double *outputPtr, size_t num);',
                                 ('generator', 'outputPtr', 'num'),
                                 'struct curandGenerator_st*,double*,unsigned long'),
 'curandGetDirectionVectors32': ('curandStatus_t '
                                 'curandGetDirectionVectors32(curandDirectionVectors32_t '
                                 '*vectors[], curandDirectionVectorSet_t set);',
                                 ('vectors', 'set'),
                                 'unsigned int[]*[],enum curandDirectionVectorSet'),
 'curandGetDirectionVectors64': ('curandStatus_t '
                                 'curandGetDirectionVectors64(curandDirectionVectors64_t '
                                 '*vectors[], curandDirectionVectorSet_t set);',
                                 ('vectors', 'set'),
                                 'unsigned long long[]*[],enum curandDirectionVectorSet'),
 'curandGetProperty': ('curandStatus_t curandGetProperty(libraryPropertyType type, int *value);',
                       ('type', 'value'),
                       'enum libraryPropertyType_t,int*'),
 'curandGetScrambleConstants32': ('curandStatus_t curandGetScrambleConstants32(unsigned int '
                                  '**constants);',
                                  ('constants',),
                                  'unsigned int**'),
 'curandGetScrambleConstants64': ('curandStatus_t curandGetScrambleConstants64(unsigned long long '
                                  '**constants);',
                                  ('constants',),
                                  'unsigned long long**'),
 'curandGetVersion': ('curandStatus_t curandGetVersion(int *version);', ('version',), 'int*'),
 'curandSetGeneratorOffset': ('curandStatus_t curandSetGeneratorOffset(curandGenerator_t '
                              'generator, unsigned long long offset);',
                              ('generator', 'offset'),
                              'struct curandGenerator_st*,unsigned long long'),
 'curandSetGeneratorOrdering': ('curandStatus_t curandSetGeneratorOrdering(curandGenerator_t '
                                'generator, curandOrdering_t order);',
                                ('generator', 'order'),
                                'struct curandGenerator_st*,enum curandOrdering'),
 'curandSetPseudoRandomGeneratorSeed': ('curandStatus_t '
                                        'curandSetPseudoRandomGeneratorSeed(curandGenerator_t '
                                        'generator, unsigned long long seed);',
                                        ('generator', 'seed'),
                                        'struct curandGenerator_st*,unsigned long long'),
 'curandSetQuasiRandomGeneratorDimensions': ('curandStatus_t '
                                             'curandSetQuasiRandomGeneratorDimensions(curandGenerator_t '
                                             'generator, unsigned int num_dimensions);',
                                             ('generator', 'num_dimensions'),
                                             'struct curandGenerator_st*,unsigned int'),
 'curandSetStream': ('curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t '
                     'stream);',
                     ('generator', 'stream'),
                     'struct curandGenerator_st*,struct CUstream_st*')}
PACKAGE_VERSION = '10.4.0.35'  # nvidia-curand's, whose header it is
VERSION_MAJOR = 10
