"""The C ABI of nvml.h, which zluda's library of its name exports. Generated
by scripts/gen_abi.py from the header of NVIDIA's nvidia-nvml-dev package; do not
edit by hand.

TYPES: C declarations of the header's types. FUNCTIONS: name -> (prototype, parameter
names, signature), as in zluda.abi.driver.
"""

# ruff: noqa: E501
TYPES = 'typedef struct nvmlDevice_st *nvmlDevice_t;\ntypedef struct nvmlGpuInstance_st *nvmlGpuInstance_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int domain;\n  unsigned int bus;\n  unsigned int device;\n  unsigned int pciDeviceId;\n  unsigned int pciSubSystemId;\n  unsigned int baseClass;\n  unsigned int subClass;\n  char busId[32];\n} nvmlPciInfoExt_v1_t;\ntypedef nvmlPciInfoExt_v1_t nvmlPciInfoExt_t;\ntypedef struct nvmlPciInfo_st\n{\n  char busIdLegacy[16];\n  unsigned int domain;\n  unsigned int bus;\n  unsigned int device;\n  unsigned int pciDeviceId;\n  unsigned int pciSubSystemId;\n  char busId[32];\n} nvmlPciInfo_t;\ntypedef struct nvmlEccErrorCounts_st\n{\n  unsigned long long l1Cache;\n  unsigned long long l2Cache;\n  unsigned long long deviceMemory;\n  unsigned long long registerFile;\n} nvmlEccErrorCounts_t;\ntypedef struct nvmlUtilization_st\n{\n  unsigned int gpu;\n  unsigned int memory;\n} nvmlUtilization_t;\ntypedef struct nvmlMemory_st\n{\n  unsigned long long total;\n  unsigned long long free;\n  unsigned long long used;\n} nvmlMemory_t;\ntypedef struct nvmlMemory_v2_st\n{\n  unsigned int version;\n  unsigned long long total;\n  unsigned long long reserved;\n  unsigned long long free;\n  unsigned long long used;\n} nvmlMemory_v2_t;\ntypedef struct nvmlBAR1Memory_st\n{\n  unsigned long long bar1Total;\n  unsigned long long bar1Free;\n  unsigned long long bar1Used;\n} nvmlBAR1Memory_t;\ntypedef struct nvmlProcessInfo_v1_st\n{\n  unsigned int pid;\n  unsigned long long usedGpuMemory;\n} nvmlProcessInfo_v1_t;\ntypedef struct nvmlProcessInfo_v2_st\n{\n  unsigned int pid;\n  unsigned long long usedGpuMemory;\n  unsigned int gpuInstanceId;\n  unsigned int computeInstanceId;\n} nvmlProcessInfo_v2_t;\ntypedef struct nvmlProcessInfo_v2_st nvmlProcessInfo_t;\ntypedef struct \n{\n  unsigned int pid;\n  unsigned long long usedGpuMemory;\n  unsigned int gpuInstanceId;\n  unsigned int computeInstanceId;\n  unsigned long long usedGpuCcProtectedMemory;\n} nvmlProcessDetail_v1_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int mode;\n  unsigned int numProcArrayEntries;\n  nvmlProcessDetail_v1_t *procArray;\n} nvmlProcessDetailList_v1_t;\ntypedef nvmlProcessDetailList_v1_t nvmlProcessDetailList_t;\ntypedef struct nvmlDeviceAttributes_st\n{\n  unsigned int multiprocessorCount;\n  unsigned int sharedCopyEngineCount;\n  unsigned int sharedDecoderCount;\n  unsigned int sharedEncoderCount;\n  unsigned int sharedJpegCount;\n  unsigned int sharedOfaCount;\n  unsigned int gpuInstanceSliceCount;\n  unsigned int computeInstanceSliceCount;\n  unsigned long long memorySizeMB;\n} nvmlDeviceAttributes_t;\ntypedef struct \n{\n  unsigned int isC2cEnabled;\n} nvmlC2cModeInfo_v1_t;\ntypedef enum \n{\n  NVML_DEVICE_ADDRESSING_MODE_NONE = 0,\n  NVML_DEVICE_ADDRESSING_MODE_HMM = 1,\n  NVML_DEVICE_ADDRESSING_MODE_ATS = 2\n} nvmlDeviceAddressingModeType_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int value;\n} nvmlDeviceAddressingMode_v1_t;\ntypedef nvmlDeviceAddressingMode_v1_t nvmlDeviceAddressingMode_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int bChannelRepairPending;\n  unsigned int bTpcRepairPending;\n} nvmlRepairStatus_v1_t;\ntypedef nvmlRepairStatus_v1_t nvmlRepairStatus_t;\ntypedef struct nvmlRowRemapperHistogramValues_st\n{\n  unsigned int max;\n  unsigned int high;\n  unsigned int partial;\n  unsigned int low;\n  unsigned int none;\n} nvmlRowRemapperHistogramValues_t;\ntypedef enum nvmlBridgeChipType_enum\n{\n  NVML_BRIDGE_CHIP_PLX = 0,\n  NVML_BRIDGE_CHIP_BRO4 = 1\n} nvmlBridgeChipType_t;\ntypedef enum nvmlNvLinkUtilizationCountUnits_enum\n{\n  NVML_NVLINK_COUNTER_UNIT_CYCLES = 0,\n  NVML_NVLINK_COUNTER_UNIT_PACKETS = 1,\n  NVML_NVLINK_COUNTER_UNIT_BYTES = 2,\n  NVML_NVLINK_COUNTER_UNIT_RESERVED = 3,\n  NVML_NVLINK_COUNTER_UNIT_COUNT\n} nvmlNvLinkUtilizationCountUnits_t;\ntypedef enum nvmlNvLinkUtilizationCountPktTypes_enum\n{\n  NVML_NVLINK_COUNTER_PKTFILTER_NOP = 0x1,\n  NVML_NVLINK_COUNTER_PKTFILTER_READ = 0x2,\n  NVML_NVLINK_COUNTER_PKTFILTER_WRITE = 0x4,\n  NVML_NVLINK_COUNTER_PKTFILTER_RATOM = 0x8,\n  NVML_NVLINK_COUNTER_PKTFILTER_NRATOM = 0x10,\n  NVML_NVLINK_COUNTER_PKTFILTER_FLUSH = 0x20,\n  NVML_NVLINK_COUNTER_PKTFILTER_RESPDATA = 0x40,\n  NVML_NVLINK_COUNTER_PKTFILTER_RESPNODATA = 0x80,\n  NVML_NVLINK_COUNTER_PKTFILTER_ALL = 0xFF\n} nvmlNvLinkUtilizationCountPktTypes_t;\ntypedef struct nvmlNvLinkUtilizationControl_st\n{\n  nvmlNvLinkUtilizationCountUnits_t units;\n  nvmlNvLinkUtilizationCountPktTypes_t pktfilter;\n} nvmlNvLinkUtilizationControl_t;\ntypedef enum nvmlNvLinkCapability_enum\n{\n  NVML_NVLINK_CAP_P2P_SUPPORTED = 0,\n  NVML_NVLINK_CAP_SYSMEM_ACCESS = 1,\n  NVML_NVLINK_CAP_P2P_ATOMICS = 2,\n  NVML_NVLINK_CAP_SYSMEM_ATOMICS = 3,\n  NVML_NVLINK_CAP_SLI_BRIDGE = 4,\n  NVML_NVLINK_CAP_VALID = 5,\n  NVML_NVLINK_CAP_COUNT\n} nvmlNvLinkCapability_t;\ntypedef enum nvmlNvLinkErrorCounter_enum\n{\n  NVML_NVLINK_ERROR_DL_REPLAY = 0,\n  NVML_NVLINK_ERROR_DL_RECOVERY = 1,\n  NVML_NVLINK_ERROR_DL_CRC_FLIT = 2,\n  NVML_NVLINK_ERROR_DL_CRC_DATA = 3,\n  NVML_NVLINK_ERROR_DL_ECC_DATA = 4,\n  NVML_NVLINK_ERROR_COUNT\n} nvmlNvLinkErrorCounter_t;\ntypedef enum nvmlIntNvLinkDeviceType_enum\n{\n  NVML_NVLINK_DEVICE_TYPE_GPU = 0x00,\n  NVML_NVLINK_DEVICE_TYPE_IBMNPU = 0x01,\n  NVML_NVLINK_DEVICE_TYPE_SWITCH = 0x02,\n  NVML_NVLINK_DEVICE_TYPE_UNKNOWN = 0xFF\n} nvmlIntNvLinkDeviceType_t;\ntypedef enum nvmlGpuLevel_enum\n{\n  NVML_TOPOLOGY_INTERNAL = 0,\n  NVML_TOPOLOGY_SINGLE = 10,\n  NVML_TOPOLOGY_MULTIPLE = 20,\n  NVML_TOPOLOGY_HOSTBRIDGE = 30,\n  NVML_TOPOLOGY_NODE = 40,\n  NVML_TOPOLOGY_SYSTEM = 50\n} nvmlGpuTopologyLevel_t;\ntypedef enum nvmlGpuP2PStatus_enum\n{\n  NVML_P2P_STATUS_OK = 0,\n  NVML_P2P_STATUS_CHIPSET_NOT_SUPPORED,\n  NVML_P2P_STATUS_CHIPSET_NOT_SUPPORTED = NVML_P2P_STATUS_CHIPSET_NOT_SUPPORED,\n  NVML_P2P_STATUS_GPU_NOT_SUPPORTED,\n  NVML_P2P_STATUS_IOH_TOPOLOGY_NOT_SUPPORTED,\n  NVML_P2P_STATUS_DISABLED_BY_REGKEY,\n  NVML_P2P_STATUS_NOT_SUPPORTED,\n  NVML_P2P_STATUS_UNKNOWN\n} nvmlGpuP2PStatus_t;\ntypedef enum nvmlGpuP2PCapsIndex_enum\n{\n  NVML_P2P_CAPS_INDEX_READ = 0,\n  NVML_P2P_CAPS_INDEX_WRITE = 1,\n  NVML_P2P_CAPS_INDEX_NVLINK = 2,\n  NVML_P2P_CAPS_INDEX_ATOMICS = 3,\n  NVML_P2P_CAPS_INDEX_PCI = 4,\n  NVML_P2P_CAPS_INDEX_PROP = NVML_P2P_CAPS_INDEX_PCI,\n  NVML_P2P_CAPS_INDEX_UNKNOWN = 5\n} nvmlGpuP2PCapsIndex_t;\ntypedef struct nvmlBridgeChipInfo_st\n{\n  nvmlBridgeChipType_t type;\n  unsigned int fwVersion;\n} nvmlBridgeChipInfo_t;\ntypedef struct nvmlBridgeChipHierarchy_st\n{\n  unsigned char bridgeCount;\n  nvmlBridgeChipInfo_t bridgeChipInfo[128];\n} nvmlBridgeChipHierarchy_t;\ntypedef enum nvmlSamplingType_enum\n{\n  NVML_TOTAL_POWER_SAMPLES = 0,\n  NVML_GPU_UTILIZATION_SAMPLES = 1,\n  NVML_MEMORY_UTILIZATION_SAMPLES = 2,\n  NVML_ENC_UTILIZATION_SAMPLES = 3,\n  NVML_DEC_UTILIZATION_SAMPLES = 4,\n  NVML_PROCESSOR_CLK_SAMPLES = 5,\n  NVML_MEMORY_CLK_SAMPLES = 6,\n  NVML_MODULE_POWER_SAMPLES = 7,\n  NVML_JPG_UTILIZATION_SAMPLES = 8,\n  NVML_OFA_UTILIZATION_SAMPLES = 9,\n  NVML_SAMPLINGTYPE_COUNT\n} nvmlSamplingType_t;\ntypedef enum nvmlPcieUtilCounter_enum\n{\n  NVML_PCIE_UTIL_TX_BYTES = 0,\n  NVML_PCIE_UTIL_RX_BYTES = 1,\n  NVML_PCIE_UTIL_COUNT\n} nvmlPcieUtilCounter_t;\ntypedef enum nvmlValueType_enum\n{\n  NVML_VALUE_TYPE_DOUBLE = 0,\n  NVML_VALUE_TYPE_UNSIGNED_INT = 1,\n  NVML_VALUE_TYPE_UNSIGNED_LONG = 2,\n  NVML_VALUE_TYPE_UNSIGNED_LONG_LONG = 3,\n  NVML_VALUE_TYPE_SIGNED_LONG_LONG = 4,\n  NVML_VALUE_TYPE_SIGNED_INT = 5,\n  NVML_VALUE_TYPE_UNSIGNED_SHORT = 6,\n  NVML_VALUE_TYPE_COUNT\n} nvmlValueType_t;\ntypedef union nvmlValue_st\n{\n  double dVal;\n  int siVal;\n  unsigned int uiVal;\n  unsigned long ulVal;\n  unsigned long long ullVal;\n  signed long long sllVal;\n  unsigned short usVal;\n} nvmlValue_t;\ntypedef struct nvmlSample_st\n{\n  unsigned long long timeStamp;\n  nvmlValue_t sampleValue;\n} nvmlSample_t;\ntypedef enum nvmlPerfPolicyType_enum\n{\n  NVML_PERF_POLICY_POWER = 0,\n  NVML_PERF_POLICY_THERMAL = 1,\n  NVML_PERF_POLICY_SYNC_BOOST = 2,\n  NVML_PERF_POLICY_BOARD_LIMIT = 3,\n  NVML_PERF_POLICY_LOW_UTILIZATION = 4,\n  NVML_PERF_POLICY_RELIABILITY = 5,\n  NVML_PERF_POLICY_TOTAL_APP_CLOCKS = 10,\n  NVML_PERF_POLICY_TOTAL_BASE_CLOCKS = 11,\n  NVML_PERF_POLICY_COUNT\n} nvmlPerfPolicyType_t;\ntypedef struct nvmlViolationTime_st\n{\n  unsigned long long referenceTime;\n  unsigned long long violationTime;\n} nvmlViolationTime_t;\ntypedef enum \n{\n  NVML_THERMAL_TARGET_NONE = 0,\n  NVML_THERMAL_TARGET_GPU = 1,\n  NVML_THERMAL_TARGET_MEMORY = 2,\n  NVML_THERMAL_TARGET_POWER_SUPPLY = 4,\n  NVML_THERMAL_TARGET_BOARD = 8,\n  NVML_THERMAL_TARGET_VCD_BOARD = 9,\n  NVML_THERMAL_TARGET_VCD_INLET = 10,\n  NVML_THERMAL_TARGET_VCD_OUTLET = 11,\n  NVML_THERMAL_TARGET_ALL = 15,\n  NVML_THERMAL_TARGET_UNKNOWN = -1\n} nvmlThermalTarget_t;\ntypedef enum \n{\n  NVML_THERMAL_CONTROLLER_NONE = 0,\n  NVML_THERMAL_CONTROLLER_GPU_INTERNAL,\n  NVML_THERMAL_CONTROLLER_ADM1032,\n  NVML_THERMAL_CONTROLLER_ADT7461,\n  NVML_THERMAL_CONTROLLER_MAX6649,\n  NVML_THERMAL_CONTROLLER_MAX1617,\n  NVML_THERMAL_CONTROLLER_LM99,\n  NVML_THERMAL_CONTROLLER_LM89,\n  NVML_THERMAL_CONTROLLER_LM64,\n  NVML_THERMAL_CONTROLLER_G781,\n  NVML_THERMAL_CONTROLLER_ADT7473,\n  NVML_THERMAL_CONTROLLER_SBMAX6649,\n  NVML_THERMAL_CONTROLLER_VBIOSEVT,\n  NVML_THERMAL_CONTROLLER_OS,\n  NVML_THERMAL_CONTROLLER_NVSYSCON_CANOAS,\n  NVML_THERMAL_CONTROLLER_NVSYSCON_E551,\n  NVML_THERMAL_CONTROLLER_MAX6649R,\n  NVML_THERMAL_CONTROLLER_ADT7473S,\n  NVML_THERMAL_CONTROLLER_UNKNOWN = -1\n} nvmlThermalController_t;\ntypedef struct \n{\n  unsigned int count;\n  struct \n  {\n    nvmlThermalController_t controller;\n    int defaultMinTemp;\n    int defaultMaxTemp;\n    int currentTemp;\n    nvmlThermalTarget_t target;\n  } sensor[3];\n} nvmlGpuThermalSettings_t;\ntypedef enum nvmlCoolerControl_enum\n{\n  NVML_THERMAL_COOLER_SIGNAL_NONE = 0,\n  NVML_THERMAL_COOLER_SIGNAL_TOGGLE = 1,\n  NVML_THERMAL_COOLER_SIGNAL_VARIABLE = 2,\n  NVML_THERMAL_COOLER_SIGNAL_COUNT\n} nvmlCoolerControl_t;\ntypedef enum nvmlCoolerTarget_enum\n{\n  NVML_THERMAL_COOLER_TARGET_NONE = 1 << 0,\n  NVML_THERMAL_COOLER_TARGET_GPU = 1 << 1,\n  NVML_THERMAL_COOLER_TARGET_MEMORY = 1 << 2,\n  NVML_THERMAL_COOLER_TARGET_POWER_SUPPLY = 1 << 3,\n  NVML_THERMAL_COOLER_TARGET_GPU_RELATED = (NVML_THERMAL_COOLER_TARGET_GPU | NVML_THERMAL_COOLER_TARGET_MEMORY) | NVML_THERMAL_COOLER_TARGET_POWER_SUPPLY\n} nvmlCoolerTarget_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int index;\n  nvmlCoolerControl_t signalType;\n  nvmlCoolerTarget_t target;\n} nvmlCoolerInfo_v1_t;\ntypedef nvmlCoolerInfo_v1_t nvmlCoolerInfo_t;\ntypedef enum \n{\n  NVML_UUID_TYPE_NONE = 0,\n  NVML_UUID_TYPE_ASCII = 1,\n  NVML_UUID_TYPE_BINARY = 2\n} nvmlUUIDType_t;\ntypedef union \n{\n  char str[41];\n  unsigned char bytes[16];\n} nvmlUUIDValue_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int type;\n  nvmlUUIDValue_t value;\n} nvmlUUID_v1_t;\ntypedef nvmlUUID_v1_t nvmlUUID_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned long long value;\n} nvmlPdi_v1_t;\ntypedef nvmlPdi_v1_t nvmlPdi_t;\ntypedef enum nvmlEnableState_enum\n{\n  NVML_FEATURE_DISABLED = 0,\n  NVML_FEATURE_ENABLED = 1\n} nvmlEnableState_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlEnableState_t encryptionState;\n} nvmlDramEncryptionInfo_v1_t;\ntypedef nvmlDramEncryptionInfo_v1_t nvmlDramEncryptionInfo_t;\ntypedef enum nvmlBrandType_enum\n{\n  NVML_BRAND_UNKNOWN = 0,\n  NVML_BRAND_QUADRO = 1,\n  NVML_BRAND_TESLA = 2,\n  NVML_BRAND_NVS = 3,\n  NVML_BRAND_GRID = 4,\n  NVML_BRAND_GEFORCE = 5,\n  NVML_BRAND_TITAN = 6,\n  NVML_BRAND_NVIDIA_VAPPS = 7,\n  NVML_BRAND_NVIDIA_VPC = 8,\n  NVML_BRAND_NVIDIA_VCS = 9,\n  NVML_BRAND_NVIDIA_VWS = 10,\n  NVML_BRAND_NVIDIA_CLOUD_GAMING = 11,\n  NVML_BRAND_NVIDIA_VGAMING = NVML_BRAND_NVIDIA_CLOUD_GAMING,\n  NVML_BRAND_QUADRO_RTX = 12,\n  NVML_BRAND_NVIDIA_RTX = 13,\n  NVML_BRAND_NVIDIA = 14,\n  NVML_BRAND_GEFORCE_RTX = 15,\n  NVML_BRAND_TITAN_RTX = 16,\n  NVML_BRAND_COUNT = 18\n} nvmlBrandType_t;\ntypedef enum nvmlTemperatureThresholds_enum\n{\n  NVML_TEMPERATURE_THRESHOLD_SHUTDOWN = 0,\n  NVML_TEMPERATURE_THRESHOLD_SLOWDOWN = 1,\n  NVML_TEMPERATURE_THRESHOLD_MEM_MAX = 2,\n  NVML_TEMPERATURE_THRESHOLD_GPU_MAX = 3,\n  NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_MIN = 4,\n  NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_CURR = 5,\n  NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_MAX = 6,\n  NVML_TEMPERATURE_THRESHOLD_GPS_CURR = 7,\n  NVML_TEMPERATURE_THRESHOLD_COUNT\n} nvmlTemperatureThresholds_t;\ntypedef enum nvmlTemperatureSensors_enum\n{\n  NVML_TEMPERATURE_GPU = 0,\n  NVML_TEMPERATURE_COUNT\n} nvmlTemperatureSensors_t;\ntypedef struct \n{\n  unsigned int version;\n  int marginTemperature;\n} nvmlMarginTemperature_v1_t;\ntypedef nvmlMarginTemperature_v1_t nvmlMarginTemperature_t;\ntypedef enum nvmlComputeMode_enum\n{\n  NVML_COMPUTEMODE_DEFAULT = 0,\n  NVML_COMPUTEMODE_EXCLUSIVE_THREAD = 1,\n  NVML_COMPUTEMODE_PROHIBITED = 2,\n  NVML_COMPUTEMODE_EXCLUSIVE_PROCESS = 3,\n  NVML_COMPUTEMODE_COUNT\n} nvmlComputeMode_t;\ntypedef struct nvmlClkMonFaultInfo_struct\n{\n  unsigned int clkApiDomain;\n  unsigned int clkDomainFaultMask;\n} nvmlClkMonFaultInfo_t;\ntypedef struct nvmlClkMonStatus_status\n{\n  unsigned int bGlobalStatus;\n  unsigned int clkMonListSize;\n  nvmlClkMonFaultInfo_t clkMonList[32];\n} nvmlClkMonStatus_t;\ntypedef enum nvmlMemoryErrorType_enum\n{\n  NVML_MEMORY_ERROR_TYPE_CORRECTED = 0,\n  NVML_MEMORY_ERROR_TYPE_UNCORRECTED = 1,\n  NVML_MEMORY_ERROR_TYPE_COUNT\n} nvmlMemoryErrorType_t;\ntypedef enum nvmlNvlinkVersion_enum\n{\n  NVML_NVLINK_VERSION_INVALID = 0,\n  NVML_NVLINK_VERSION_1_0 = 1,\n  NVML_NVLINK_VERSION_2_0 = 2,\n  NVML_NVLINK_VERSION_2_2 = 3,\n  NVML_NVLINK_VERSION_3_0 = 4,\n  NVML_NVLINK_VERSION_3_1 = 5,\n  NVML_NVLINK_VERSION_4_0 = 6,\n  NVML_NVLINK_VERSION_5_0 = 7\n} nvmlNvlinkVersion_t;\ntypedef enum nvmlEccCounterType_enum\n{\n  NVML_VOLATILE_ECC = 0,\n  NVML_AGGREGATE_ECC = 1,\n  NVML_ECC_COUNTER_TYPE_COUNT\n} nvmlEccCounterType_t;\ntypedef enum nvmlClockType_enum\n{\n  NVML_CLOCK_GRAPHICS = 0,\n  NVML_CLOCK_SM = 1,\n  NVML_CLOCK_MEM = 2,\n  NVML_CLOCK_VIDEO = 3,\n  NVML_CLOCK_COUNT\n} nvmlClockType_t;\ntypedef enum nvmlClockId_enum\n{\n  NVML_CLOCK_ID_CURRENT = 0,\n  NVML_CLOCK_ID_APP_CLOCK_TARGET = 1,\n  NVML_CLOCK_ID_APP_CLOCK_DEFAULT = 2,\n  NVML_CLOCK_ID_CUSTOMER_BOOST_MAX = 3,\n  NVML_CLOCK_ID_COUNT\n} nvmlClockId_t;\ntypedef enum nvmlDriverModel_enum\n{\n  NVML_DRIVER_WDDM = 0,\n  NVML_DRIVER_WDM = 1,\n  NVML_DRIVER_MCDM = 2\n} nvmlDriverModel_t;\ntypedef enum nvmlPStates_enum\n{\n  NVML_PSTATE_0 = 0,\n  NVML_PSTATE_1 = 1,\n  NVML_PSTATE_2 = 2,\n  NVML_PSTATE_3 = 3,\n  NVML_PSTATE_4 = 4,\n  NVML_PSTATE_5 = 5,\n  NVML_PSTATE_6 = 6,\n  NVML_PSTATE_7 = 7,\n  NVML_PSTATE_8 = 8,\n  NVML_PSTATE_9 = 9,\n  NVML_PSTATE_10 = 10,\n  NVML_PSTATE_11 = 11,\n  NVML_PSTATE_12 = 12,\n  NVML_PSTATE_13 = 13,\n  NVML_PSTATE_14 = 14,\n  NVML_PSTATE_15 = 15,\n  NVML_PSTATE_UNKNOWN = 32\n} nvmlPstates_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlClockType_t type;\n  nvmlPstates_t pstate;\n  int clockOffsetMHz;\n  int minClockOffsetMHz;\n  int maxClockOffsetMHz;\n} nvmlClockOffset_v1_t;\ntypedef nvmlClockOffset_v1_t nvmlClockOffset_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int fan;\n  unsigned int speed;\n} nvmlFanSpeedInfo_v1_t;\ntypedef nvmlFanSpeedInfo_v1_t nvmlFanSpeedInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  char str[2048];\n} nvmlDevicePerfModes_v1_t;\ntypedef nvmlDevicePerfModes_v1_t nvmlDevicePerfModes_t;\ntypedef struct \n{\n  unsigned int version;\n  char str[2048];\n} nvmlDeviceCurrentClockFreqs_v1_t;\ntypedef nvmlDeviceCurrentClockFreqs_v1_t nvmlDeviceCurrentClockFreqs_t;\ntypedef struct \n{\n  unsigned int currentMode;\n  unsigned int mode;\n  unsigned int supportedPowerMizerModes;\n} nvmlDevicePowerMizerModes_v1_t;\ntypedef enum nvmlGom_enum\n{\n  NVML_GOM_ALL_ON = 0,\n  NVML_GOM_COMPUTE = 1,\n  NVML_GOM_LOW_DP = 2\n} nvmlGpuOperationMode_t;\ntypedef enum nvmlInforomObject_enum\n{\n  NVML_INFOROM_OEM = 0,\n  NVML_INFOROM_ECC = 1,\n  NVML_INFOROM_POWER = 2,\n  NVML_INFOROM_DEN = 3,\n  NVML_INFOROM_COUNT\n} nvmlInforomObject_t;\ntypedef enum nvmlReturn_enum\n{\n  NVML_SUCCESS = 0,\n  NVML_ERROR_UNINITIALIZED = 1,\n  NVML_ERROR_INVALID_ARGUMENT = 2,\n  NVML_ERROR_NOT_SUPPORTED = 3,\n  NVML_ERROR_NO_PERMISSION = 4,\n  NVML_ERROR_ALREADY_INITIALIZED = 5,\n  NVML_ERROR_NOT_FOUND = 6,\n  NVML_ERROR_INSUFFICIENT_SIZE = 7,\n  NVML_ERROR_INSUFFICIENT_POWER = 8,\n  NVML_ERROR_DRIVER_NOT_LOADED = 9,\n  NVML_ERROR_TIMEOUT = 10,\n  NVML_ERROR_IRQ_ISSUE = 11,\n  NVML_ERROR_LIBRARY_NOT_FOUND = 12,\n  NVML_ERROR_FUNCTION_NOT_FOUND = 13,\n  NVML_ERROR_CORRUPTED_INFOROM = 14,\n  NVML_ERROR_GPU_IS_LOST = 15,\n  NVML_ERROR_RESET_REQUIRED = 16,\n  NVML_ERROR_OPERATING_SYSTEM = 17,\n  NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18,\n  NVML_ERROR_IN_USE = 19,\n  NVML_ERROR_MEMORY = 20,\n  NVML_ERROR_NO_DATA = 21,\n  NVML_ERROR_VGPU_ECC_NOT_SUPPORTED = 22,\n  NVML_ERROR_INSUFFICIENT_RESOURCES = 23,\n  NVML_ERROR_FREQ_NOT_SUPPORTED = 24,\n  NVML_ERROR_ARGUMENT_VERSION_MISMATCH = 25,\n  NVML_ERROR_DEPRECATED = 26,\n  NVML_ERROR_NOT_READY = 27,\n  NVML_ERROR_GPU_NOT_FOUND = 28,\n  NVML_ERROR_INVALID_STATE = 29,\n  NVML_ERROR_RESET_TYPE_NOT_SUPPORTED = 30,\n  NVML_ERROR_UNKNOWN = 999\n} nvmlReturn_t;\ntypedef enum nvmlMemoryLocation_enum\n{\n  NVML_MEMORY_LOCATION_L1_CACHE = 0,\n  NVML_MEMORY_LOCATION_L2_CACHE = 1,\n  NVML_MEMORY_LOCATION_DRAM = 2,\n  NVML_MEMORY_LOCATION_DEVICE_MEMORY = 2,\n  NVML_MEMORY_LOCATION_REGISTER_FILE = 3,\n  NVML_MEMORY_LOCATION_TEXTURE_MEMORY = 4,\n  NVML_MEMORY_LOCATION_TEXTURE_SHM = 5,\n  NVML_MEMORY_LOCATION_CBU = 6,\n  NVML_MEMORY_LOCATION_SRAM = 7,\n  NVML_MEMORY_LOCATION_COUNT\n} nvmlMemoryLocation_t;\ntypedef enum nvmlPageRetirementCause_enum\n{\n  NVML_PAGE_RETIREMENT_CAUSE_MULTIPLE_SINGLE_BIT_ECC_ERRORS = 0,\n  NVML_PAGE_RETIREMENT_CAUSE_DOUBLE_BIT_ECC_ERROR = 1,\n  NVML_PAGE_RETIREMENT_CAUSE_COUNT\n} nvmlPageRetirementCause_t;\ntypedef enum nvmlRestrictedAPI_enum\n{\n  NVML_RESTRICTED_API_SET_APPLICATION_CLOCKS = 0,\n  NVML_RESTRICTED_API_SET_AUTO_BOOSTED_CLOCKS = 1,\n  NVML_RESTRICTED_API_COUNT\n} nvmlRestrictedAPI_t;\ntypedef struct nvmlProcessUtilizationSample_st\n{\n  unsigned int pid;\n  unsigned long long timeStamp;\n  unsigned int smUtil;\n  unsigned int memUtil;\n  unsigned int encUtil;\n  unsigned int decUtil;\n} nvmlProcessUtilizationSample_t;\ntypedef struct \n{\n  unsigned long long timeStamp;\n  unsigned int pid;\n  unsigned int smUtil;\n  unsigned int memUtil;\n  unsigned int encUtil;\n  unsigned int decUtil;\n  unsigned int jpgUtil;\n  unsigned int ofaUtil;\n} nvmlProcessUtilizationInfo_v1_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int processSamplesCount;\n  unsigned long long lastSeenTimeStamp;\n  nvmlProcessUtilizationInfo_v1_t *procUtilArray;\n} nvmlProcessesUtilizationInfo_v1_t;\ntypedef nvmlProcessesUtilizationInfo_v1_t nvmlProcessesUtilizationInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned long long aggregateUncParity;\n  unsigned long long aggregateUncSecDed;\n  unsigned long long aggregateCor;\n  unsigned long long volatileUncParity;\n  unsigned long long volatileUncSecDed;\n  unsigned long long volatileCor;\n  unsigned long long aggregateUncBucketL2;\n  unsigned long long aggregateUncBucketSm;\n  unsigned long long aggregateUncBucketPcie;\n  unsigned long long aggregateUncBucketMcu;\n  unsigned long long aggregateUncBucketOther;\n  unsigned int bThresholdExceeded;\n} nvmlEccSramErrorStatus_v1_t;\ntypedef nvmlEccSramErrorStatus_v1_t nvmlEccSramErrorStatus_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned char ibGuid[16];\n  unsigned char rackGuid[16];\n  unsigned char chassisPhysicalSlotNumber;\n  unsigned char computeSlotIndex;\n  unsigned char nodeIndex;\n  unsigned char peerType;\n  unsigned char moduleId;\n} nvmlPlatformInfo_v1_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned char ibGuid[16];\n  unsigned char chassisSerialNumber[16];\n  unsigned char slotNumber;\n  unsigned char trayIndex;\n  unsigned char hostId;\n  unsigned char peerType;\n  unsigned char moduleId;\n} nvmlPlatformInfo_v2_t;\ntypedef nvmlPlatformInfo_v2_t nvmlPlatformInfo_t;\ntypedef struct \n{\n  char value[64];\n} nvmlHostname_v1_t;\ntypedef struct \n{\n  unsigned int unit;\n  unsigned int location;\n  unsigned int sublocation;\n  unsigned int extlocation;\n  unsigned int address;\n  unsigned int isParity;\n  unsigned int count;\n} nvmlEccSramUniqueUncorrectedErrorEntry_v1_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int entryCount;\n  nvmlEccSramUniqueUncorrectedErrorEntry_v1_t *entries;\n} nvmlEccSramUniqueUncorrectedErrorCounts_v1_t;\ntypedef nvmlEccSramUniqueUncorrectedErrorCounts_v1_t nvmlEccSramUniqueUncorrectedErrorCounts_t;\ntypedef unsigned int nvmlDeviceArchitecture_t;\ntypedef unsigned int nvmlBusType_t;\ntypedef unsigned int nvmlFanControlPolicy_t;\ntypedef unsigned int nvmlPowerSource_t;\ntypedef enum nvmlGpuUtilizationDomainId_t\n{\n  NVML_GPU_UTILIZATION_DOMAIN_GPU = 0,\n  NVML_GPU_UTILIZATION_DOMAIN_FB = 1,\n  NVML_GPU_UTILIZATION_DOMAIN_VID = 2,\n  NVML_GPU_UTILIZATION_DOMAIN_BUS = 3\n} nvmlGpuUtilizationDomainId_t;\ntypedef struct nvmlGpuDynamicPstatesInfo_st\n{\n  unsigned int flags;\n  struct \n  {\n    unsigned int bIsPresent;\n    unsigned int percentage;\n    unsigned int incThreshold;\n    unsigned int decThreshold;\n  } utilization[8];\n} nvmlGpuDynamicPstatesInfo_t;\ntypedef unsigned char nvmlPowerScopeType_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlPowerScopeType_t powerScope;\n  unsigned int powerValueMw;\n} nvmlPowerValue_v2_t;\ntypedef enum nvmlGpuVirtualizationMode\n{\n  NVML_GPU_VIRTUALIZATION_MODE_NONE = 0,\n  NVML_GPU_VIRTUALIZATION_MODE_PASSTHROUGH = 1,\n  NVML_GPU_VIRTUALIZATION_MODE_VGPU = 2,\n  NVML_GPU_VIRTUALIZATION_MODE_HOST_VGPU = 3,\n  NVML_GPU_VIRTUALIZATION_MODE_HOST_VSGA = 4\n} nvmlGpuVirtualizationMode_t;\ntypedef enum nvmlHostVgpuMode_enum\n{\n  NVML_HOST_VGPU_MODE_NON_SRIOV = 0,\n  NVML_HOST_VGPU_MODE_SRIOV = 1\n} nvmlHostVgpuMode_t;\ntypedef enum nvmlVgpuVmIdType\n{\n  NVML_VGPU_VM_ID_DOMAIN_ID = 0,\n  NVML_VGPU_VM_ID_UUID = 1\n} nvmlVgpuVmIdType_t;\ntypedef enum nvmlVgpuGuestInfoState_enum\n{\n  NVML_VGPU_INSTANCE_GUEST_INFO_STATE_UNINITIALIZED = 0,\n  NVML_VGPU_INSTANCE_GUEST_INFO_STATE_INITIALIZED = 1\n} nvmlVgpuGuestInfoState_t;\ntypedef enum \n{\n  NVML_GRID_LICENSE_FEATURE_CODE_UNKNOWN = 0,\n  NVML_GRID_LICENSE_FEATURE_CODE_VGPU = 1,\n  NVML_GRID_LICENSE_FEATURE_CODE_NVIDIA_RTX = 2,\n  NVML_GRID_LICENSE_FEATURE_CODE_VWORKSTATION = NVML_GRID_LICENSE_FEATURE_CODE_NVIDIA_RTX,\n  NVML_GRID_LICENSE_FEATURE_CODE_GAMING = 3,\n  NVML_GRID_LICENSE_FEATURE_CODE_COMPUTE = 4\n} nvmlGridLicenseFeatureCode_t;\ntypedef enum nvmlVgpuCapability_enum\n{\n  NVML_VGPU_CAP_NVLINK_P2P = 0,\n  NVML_VGPU_CAP_GPUDIRECT = 1,\n  NVML_VGPU_CAP_MULTI_VGPU_EXCLUSIVE = 2,\n  NVML_VGPU_CAP_EXCLUSIVE_TYPE = 3,\n  NVML_VGPU_CAP_EXCLUSIVE_SIZE = 4,\n  NVML_VGPU_CAP_COUNT\n} nvmlVgpuCapability_t;\ntypedef enum nvmlVgpuDriverCapability_enum\n{\n  NVML_VGPU_DRIVER_CAP_HETEROGENEOUS_MULTI_VGPU = 0,\n  NVML_VGPU_DRIVER_CAP_WARM_UPDATE = 1,\n  NVML_VGPU_DRIVER_CAP_COUNT\n} nvmlVgpuDriverCapability_t;\ntypedef enum nvmlDeviceVgpuCapability_enum\n{\n  NVML_DEVICE_VGPU_CAP_FRACTIONAL_MULTI_VGPU = 0,\n  NVML_DEVICE_VGPU_CAP_HETEROGENEOUS_TIMESLICE_PROFILES = 1,\n  NVML_DEVICE_VGPU_CAP_HETEROGENEOUS_TIMESLICE_SIZES = 2,\n  NVML_DEVICE_VGPU_CAP_READ_DEVICE_BUFFER_BW = 3,\n  NVML_DEVICE_VGPU_CAP_WRITE_DEVICE_BUFFER_BW = 4,\n  NVML_DEVICE_VGPU_CAP_DEVICE_STREAMING = 5,\n  NVML_DEVICE_VGPU_CAP_MINI_QUARTER_GPU = 6,\n  NVML_DEVICE_VGPU_CAP_COMPUTE_MEDIA_ENGINE_GPU = 7,\n  NVML_DEVICE_VGPU_CAP_WARM_UPDATE = 8,\n  NVML_DEVICE_VGPU_CAP_HOMOGENEOUS_PLACEMENTS = 9,\n  NVML_DEVICE_VGPU_CAP_MIG_TIMESLICING_SUPPORTED = 10,\n  NVML_DEVICE_VGPU_CAP_MIG_TIMESLICING_ENABLED = 11,\n  NVML_DEVICE_VGPU_CAP_COUNT\n} nvmlDeviceVgpuCapability_t;\ntypedef unsigned int nvmlVgpuTypeId_t;\ntypedef unsigned int nvmlVgpuInstance_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int mode;\n} nvmlVgpuHeterogeneousMode_v1_t;\ntypedef nvmlVgpuHeterogeneousMode_v1_t nvmlVgpuHeterogeneousMode_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int placementId;\n} nvmlVgpuPlacementId_v1_t;\ntypedef nvmlVgpuPlacementId_v1_t nvmlVgpuPlacementId_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int placementSize;\n  unsigned int count;\n  unsigned int *placementIds;\n} nvmlVgpuPlacementList_v1_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int placementSize;\n  unsigned int count;\n  unsigned int *placementIds;\n  unsigned int mode;\n} nvmlVgpuPlacementList_v2_t;\ntypedef nvmlVgpuPlacementList_v2_t nvmlVgpuPlacementList_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned long long bar1Size;\n} nvmlVgpuTypeBar1Info_v1_t;\ntypedef nvmlVgpuTypeBar1Info_v1_t nvmlVgpuTypeBar1Info_t;\ntypedef struct nvmlVgpuInstanceUtilizationSample_st\n{\n  nvmlVgpuInstance_t vgpuInstance;\n  unsigned long long timeStamp;\n  nvmlValue_t smUtil;\n  nvmlValue_t memUtil;\n  nvmlValue_t encUtil;\n  nvmlValue_t decUtil;\n} nvmlVgpuInstanceUtilizationSample_t;\ntypedef struct \n{\n  unsigned long long timeStamp;\n  nvmlVgpuInstance_t vgpuInstance;\n  nvmlValue_t smUtil;\n  nvmlValue_t memUtil;\n  nvmlValue_t encUtil;\n  nvmlValue_t decUtil;\n  nvmlValue_t jpgUtil;\n  nvmlValue_t ofaUtil;\n} nvmlVgpuInstanceUtilizationInfo_v1_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlValueType_t sampleValType;\n  unsigned int vgpuInstanceCount;\n  unsigned long long lastSeenTimeStamp;\n  nvmlVgpuInstanceUtilizationInfo_v1_t *vgpuUtilArray;\n} nvmlVgpuInstancesUtilizationInfo_v1_t;\ntypedef nvmlVgpuInstancesUtilizationInfo_v1_t nvmlVgpuInstancesUtilizationInfo_t;\ntypedef struct nvmlVgpuProcessUtilizationSample_st\n{\n  nvmlVgpuInstance_t vgpuInstance;\n  unsigned int pid;\n  char processName[64];\n  unsigned long long timeStamp;\n  unsigned int smUtil;\n  unsigned int memUtil;\n  unsigned int encUtil;\n  unsigned int decUtil;\n} nvmlVgpuProcessUtilizationSample_t;\ntypedef struct \n{\n  char processName[64];\n  unsigned long long timeStamp;\n  nvmlVgpuInstance_t vgpuInstance;\n  unsigned int pid;\n  unsigned int smUtil;\n  unsigned int memUtil;\n  unsigned int encUtil;\n  unsigned int decUtil;\n  unsigned int jpgUtil;\n  unsigned int ofaUtil;\n} nvmlVgpuProcessUtilizationInfo_v1_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int vgpuProcessCount;\n  unsigned long long lastSeenTimeStamp;\n  nvmlVgpuProcessUtilizationInfo_v1_t *vgpuProcUtilArray;\n} nvmlVgpuProcessesUtilizationInfo_v1_t;\ntypedef nvmlVgpuProcessesUtilizationInfo_v1_t nvmlVgpuProcessesUtilizationInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned long long size;\n} nvmlVgpuRuntimeState_v1_t;\ntypedef nvmlVgpuRuntimeState_v1_t nvmlVgpuRuntimeState_t;\ntypedef union \n{\n  struct \n  {\n    unsigned int avgFactor;\n    unsigned int timeslice;\n  } vgpuSchedDataWithARR;\n  struct \n  {\n    unsigned int timeslice;\n  } vgpuSchedData;\n} nvmlVgpuSchedulerParams_t;\ntypedef struct nvmlVgpuSchedulerLogEntries_st\n{\n  unsigned long long timestamp;\n  unsigned long long timeRunTotal;\n  unsigned long long timeRun;\n  unsigned int swRunlistId;\n  unsigned long long targetTimeSlice;\n  unsigned long long cumulativePreemptionTime;\n} nvmlVgpuSchedulerLogEntry_t;\ntypedef struct nvmlVgpuSchedulerLog_st\n{\n  unsigned int engineId;\n  unsigned int schedulerPolicy;\n  unsigned int arrMode;\n  nvmlVgpuSchedulerParams_t schedulerParams;\n  unsigned int entriesCount;\n  nvmlVgpuSchedulerLogEntry_t logEntries[200];\n} nvmlVgpuSchedulerLog_t;\ntypedef struct nvmlVgpuSchedulerGetState_st\n{\n  unsigned int schedulerPolicy;\n  unsigned int arrMode;\n  nvmlVgpuSchedulerParams_t schedulerParams;\n} nvmlVgpuSchedulerGetState_t;\ntypedef union \n{\n  struct \n  {\n    unsigned int avgFactor;\n    unsigned int frequency;\n  } vgpuSchedDataWithARR;\n  struct \n  {\n    unsigned int timeslice;\n  } vgpuSchedData;\n} nvmlVgpuSchedulerSetParams_t;\ntypedef struct nvmlVgpuSchedulerSetState_st\n{\n  unsigned int schedulerPolicy;\n  unsigned int enableARRMode;\n  nvmlVgpuSchedulerSetParams_t schedulerParams;\n} nvmlVgpuSchedulerSetState_t;\ntypedef struct nvmlVgpuSchedulerCapabilities_st\n{\n  unsigned int supportedSchedulers[3];\n  unsigned int maxTimeslice;\n  unsigned int minTimeslice;\n  unsigned int isArrModeSupported;\n  unsigned int maxFrequencyForARR;\n  unsigned int minFrequencyForARR;\n  unsigned int maxAvgFactorForARR;\n  unsigned int minAvgFactorForARR;\n} nvmlVgpuSchedulerCapabilities_t;\ntypedef struct nvmlVgpuLicenseExpiry_st\n{\n  unsigned int year;\n  unsigned short month;\n  unsigned short day;\n  unsigned short hour;\n  unsigned short min;\n  unsigned short sec;\n  unsigned char status;\n} nvmlVgpuLicenseExpiry_t;\ntypedef struct nvmlVgpuLicenseInfo_st\n{\n  unsigned char isLicensed;\n  nvmlVgpuLicenseExpiry_t licenseExpiry;\n  unsigned int currentState;\n} nvmlVgpuLicenseInfo_t;\ntypedef struct nvmlGridLicenseExpiry_st\n{\n  unsigned int year;\n  unsigned short month;\n  unsigned short day;\n  unsigned short hour;\n  unsigned short min;\n  unsigned short sec;\n  unsigned char status;\n} nvmlGridLicenseExpiry_t;\ntypedef struct nvmlGridLicensableFeature_st\n{\n  nvmlGridLicenseFeatureCode_t featureCode;\n  unsigned int featureState;\n  char licenseInfo[128];\n  char productName[128];\n  unsigned int featureEnabled;\n  nvmlGridLicenseExpiry_t licenseExpiry;\n} nvmlGridLicensableFeature_t;\ntypedef struct nvmlGridLicensableFeatures_st\n{\n  int isGridLicenseSupported;\n  unsigned int licensableFeaturesCount;\n  nvmlGridLicensableFeature_t gridLicensableFeatures[3];\n} nvmlGridLicensableFeatures_t;\ntypedef enum nvmlDeviceGpuRecoveryAction_s\n{\n  NVML_GPU_RECOVERY_ACTION_NONE = 0,\n  NVML_GPU_RECOVERY_ACTION_GPU_RESET = 1,\n  NVML_GPU_RECOVERY_ACTION_NODE_REBOOT = 2,\n  NVML_GPU_RECOVERY_ACTION_DRAIN_P2P = 3,\n  NVML_GPU_RECOVERY_ACTION_DRAIN_AND_RESET = 4\n} nvmlDeviceGpuRecoveryAction_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int vgpuCount;\n  nvmlVgpuTypeId_t *vgpuTypeIds;\n} nvmlVgpuTypeIdInfo_v1_t;\ntypedef nvmlVgpuTypeIdInfo_v1_t nvmlVgpuTypeIdInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlVgpuTypeId_t vgpuTypeId;\n  unsigned int maxInstancePerGI;\n} nvmlVgpuTypeMaxInstance_v1_t;\ntypedef nvmlVgpuTypeMaxInstance_v1_t nvmlVgpuTypeMaxInstance_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int vgpuCount;\n  nvmlVgpuInstance_t *vgpuInstances;\n} nvmlActiveVgpuInstanceInfo_v1_t;\ntypedef nvmlActiveVgpuInstanceInfo_v1_t nvmlActiveVgpuInstanceInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int engineId;\n  unsigned int schedulerPolicy;\n  unsigned int enableARRMode;\n  nvmlVgpuSchedulerSetParams_t schedulerParams;\n} nvmlVgpuSchedulerState_v1_t;\ntypedef nvmlVgpuSchedulerState_v1_t nvmlVgpuSchedulerState_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int engineId;\n  unsigned int schedulerPolicy;\n  unsigned int arrMode;\n  nvmlVgpuSchedulerParams_t schedulerParams;\n} nvmlVgpuSchedulerStateInfo_v1_t;\ntypedef nvmlVgpuSchedulerStateInfo_v1_t nvmlVgpuSchedulerStateInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int engineId;\n  unsigned int schedulerPolicy;\n  unsigned int arrMode;\n  nvmlVgpuSchedulerParams_t schedulerParams;\n  unsigned int entriesCount;\n  nvmlVgpuSchedulerLogEntry_t logEntries[200];\n} nvmlVgpuSchedulerLogInfo_v1_t;\ntypedef nvmlVgpuSchedulerLogInfo_v1_t nvmlVgpuSchedulerLogInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlVgpuTypeId_t vgpuTypeId;\n  unsigned int count;\n  unsigned int *placementIds;\n  unsigned int placementSize;\n} nvmlVgpuCreatablePlacementInfo_v1_t;\ntypedef nvmlVgpuCreatablePlacementInfo_v1_t nvmlVgpuCreatablePlacementInfo_t;\ntypedef struct nvmlNvLinkPowerThres_st\n{\n  unsigned int lowPwrThreshold;\n} nvmlNvLinkPowerThres_t;\ntypedef struct nvmlFieldValue_st\n{\n  unsigned int fieldId;\n  unsigned int scopeId;\n  long long timestamp;\n  long long latencyUsec;\n  nvmlValueType_t valueType;\n  nvmlReturn_t nvmlReturn;\n  nvmlValue_t value;\n} nvmlFieldValue_t;\ntypedef struct nvmlUnit_st *nvmlUnit_t;\ntypedef struct nvmlHwbcEntry_st\n{\n  unsigned int hwbcId;\n  char firmwareVersion[32];\n} nvmlHwbcEntry_t;\ntypedef enum nvmlFanState_enum\n{\n  NVML_FAN_NORMAL = 0,\n  NVML_FAN_FAILED = 1\n} nvmlFanState_t;\ntypedef enum nvmlLedColor_enum\n{\n  NVML_LED_COLOR_GREEN = 0,\n  NVML_LED_COLOR_AMBER = 1\n} nvmlLedColor_t;\ntypedef struct nvmlLedState_st\n{\n  char cause[256];\n  nvmlLedColor_t color;\n} nvmlLedState_t;\ntypedef struct nvmlUnitInfo_st\n{\n  char name[96];\n  char id[96];\n  char serial[96];\n  char firmwareVersion[96];\n} nvmlUnitInfo_t;\ntypedef struct nvmlPSUInfo_st\n{\n  char state[256];\n  unsigned int current;\n  unsigned int voltage;\n  unsigned int power;\n} nvmlPSUInfo_t;\ntypedef struct nvmlUnitFanInfo_st\n{\n  unsigned int speed;\n  nvmlFanState_t state;\n} nvmlUnitFanInfo_t;\ntypedef struct nvmlUnitFanSpeeds_st\n{\n  nvmlUnitFanInfo_t fans[24];\n  unsigned int count;\n} nvmlUnitFanSpeeds_t;\ntypedef struct nvmlEventSet_st *nvmlEventSet_t;\ntypedef struct nvmlEventData_st\n{\n  nvmlDevice_t device;\n  unsigned long long eventType;\n  unsigned long long eventData;\n  unsigned int gpuInstanceId;\n  unsigned int computeInstanceId;\n} nvmlEventData_t;\ntypedef struct nvmlSystemEventSet_st *nvmlSystemEventSet_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlSystemEventSet_t set;\n} nvmlSystemEventSetCreateRequest_v1_t;\ntypedef nvmlSystemEventSetCreateRequest_v1_t nvmlSystemEventSetCreateRequest_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlSystemEventSet_t set;\n} nvmlSystemEventSetFreeRequest_v1_t;\ntypedef nvmlSystemEventSetFreeRequest_v1_t nvmlSystemEventSetFreeRequest_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned long long eventTypes;\n  nvmlSystemEventSet_t set;\n} nvmlSystemRegisterEventRequest_v1_t;\ntypedef nvmlSystemRegisterEventRequest_v1_t nvmlSystemRegisterEventRequest_t;\ntypedef struct \n{\n  unsigned long long eventType;\n  unsigned int gpuId;\n} nvmlSystemEventData_v1_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int timeoutms;\n  nvmlSystemEventSet_t set;\n  nvmlSystemEventData_v1_t *data;\n  unsigned int dataSize;\n  unsigned int numEvent;\n} nvmlSystemEventSetWaitRequest_v1_t;\ntypedef nvmlSystemEventSetWaitRequest_v1_t nvmlSystemEventSetWaitRequest_t;\ntypedef struct nvmlAccountingStats_st\n{\n  unsigned int gpuUtilization;\n  unsigned int memoryUtilization;\n  unsigned long long maxMemoryUsage;\n  unsigned long long time;\n  unsigned long long startTime;\n  unsigned int isRunning;\n  unsigned int reserved[5];\n} nvmlAccountingStats_t;\ntypedef enum nvmlEncoderQueryType_enum\n{\n  NVML_ENCODER_QUERY_H264 = 0x00,\n  NVML_ENCODER_QUERY_HEVC = 0x01,\n  NVML_ENCODER_QUERY_AV1 = 0x02,\n  NVML_ENCODER_QUERY_UNKNOWN = 0xFF\n} nvmlEncoderType_t;\ntypedef struct nvmlEncoderSessionInfo_st\n{\n  unsigned int sessionId;\n  unsigned int pid;\n  nvmlVgpuInstance_t vgpuInstance;\n  nvmlEncoderType_t codecType;\n  unsigned int hResolution;\n  unsigned int vResolution;\n  unsigned int averageFps;\n  unsigned int averageLatency;\n} nvmlEncoderSessionInfo_t;\ntypedef enum nvmlFBCSessionType_enum\n{\n  NVML_FBC_SESSION_TYPE_UNKNOWN = 0,\n  NVML_FBC_SESSION_TYPE_TOSYS,\n  NVML_FBC_SESSION_TYPE_CUDA,\n  NVML_FBC_SESSION_TYPE_VID,\n  NVML_FBC_SESSION_TYPE_HWENC\n} nvmlFBCSessionType_t;\ntypedef struct nvmlFBCStats_st\n{\n  unsigned int sessionsCount;\n  unsigned int averageFPS;\n  unsigned int averageLatency;\n} nvmlFBCStats_t;\ntypedef struct nvmlFBCSessionInfo_st\n{\n  unsigned int sessionId;\n  unsigned int pid;\n  nvmlVgpuInstance_t vgpuInstance;\n  unsigned int displayOrdinal;\n  nvmlFBCSessionType_t sessionType;\n  unsigned int sessionFlags;\n  unsigned int hMaxResolution;\n  unsigned int vMaxResolution;\n  unsigned int hResolution;\n  unsigned int vResolution;\n  unsigned int averageFPS;\n  unsigned int averageLatency;\n} nvmlFBCSessionInfo_t;\ntypedef enum nvmlDetachGpuState_enum\n{\n  NVML_DETACH_GPU_KEEP = 0,\n  NVML_DETACH_GPU_REMOVE\n} nvmlDetachGpuState_t;\ntypedef enum nvmlPcieLinkState_enum\n{\n  NVML_PCIE_LINK_KEEP = 0,\n  NVML_PCIE_LINK_SHUT_DOWN\n} nvmlPcieLinkState_t;\ntypedef struct nvmlConfComputeSystemCaps_st\n{\n  unsigned int cpuCaps;\n  unsigned int gpusCaps;\n} nvmlConfComputeSystemCaps_t;\ntypedef struct nvmlConfComputeSystemState_st\n{\n  unsigned int environment;\n  unsigned int ccFeature;\n  unsigned int devToolsMode;\n} nvmlConfComputeSystemState_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int environment;\n  unsigned int ccFeature;\n  unsigned int devToolsMode;\n  unsigned int multiGpuMode;\n} nvmlSystemConfComputeSettings_v1_t;\ntypedef nvmlSystemConfComputeSettings_v1_t nvmlSystemConfComputeSettings_t;\ntypedef struct nvmlConfComputeMemSizeInfo_st\n{\n  unsigned long long protectedMemSizeKib;\n  unsigned long long unprotectedMemSizeKib;\n} nvmlConfComputeMemSizeInfo_t;\ntypedef struct nvmlConfComputeGpuCertificate_st\n{\n  unsigned int certChainSize;\n  unsigned int attestationCertChainSize;\n  unsigned char certChain[0x1000];\n  unsigned char attestationCertChain[0x1400];\n} nvmlConfComputeGpuCertificate_t;\ntypedef struct nvmlConfComputeGpuAttestationReport_st\n{\n  unsigned int isCecAttestationReportPresent;\n  unsigned int attestationReportSize;\n  unsigned int cecAttestationReportSize;\n  unsigned char nonce[0x20];\n  unsigned char attestationReport[0x2000];\n  unsigned char cecAttestationReport[0x1000];\n} nvmlConfComputeGpuAttestationReport_t;\ntypedef struct nvmlConfComputeSetKeyRotationThresholdInfo_st\n{\n  unsigned int version;\n  unsigned long long maxAttackerAdvantage;\n} nvmlConfComputeSetKeyRotationThresholdInfo_v1_t;\ntypedef nvmlConfComputeSetKeyRotationThresholdInfo_v1_t nvmlConfComputeSetKeyRotationThresholdInfo_t;\ntypedef struct nvmlConfComputeGetKeyRotationThresholdInfo_st\n{\n  unsigned int version;\n  unsigned long long attackerAdvantage;\n} nvmlConfComputeGetKeyRotationThresholdInfo_v1_t;\ntypedef nvmlConfComputeGetKeyRotationThresholdInfo_v1_t nvmlConfComputeGetKeyRotationThresholdInfo_t;\ntypedef unsigned char nvmlGpuFabricState_t;\ntypedef struct \n{\n  unsigned char clusterUuid[16];\n  nvmlReturn_t status;\n  unsigned int cliqueId;\n  nvmlGpuFabricState_t state;\n} nvmlGpuFabricInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned char clusterUuid[16];\n  nvmlReturn_t status;\n  unsigned int cliqueId;\n  nvmlGpuFabricState_t state;\n  unsigned int healthMask;\n} nvmlGpuFabricInfo_v2_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned char clusterUuid[16];\n  nvmlReturn_t status;\n  unsigned int cliqueId;\n  nvmlGpuFabricState_t state;\n  unsigned int healthMask;\n  unsigned char healthSummary;\n} nvmlGpuFabricInfo_v3_t;\ntypedef nvmlGpuFabricInfo_v3_t nvmlGpuFabricInfoV_t;\ntypedef struct \n{\n  unsigned int version;\n  char branch[80];\n} nvmlSystemDriverBranchInfo_v1_t;\ntypedef nvmlSystemDriverBranchInfo_v1_t nvmlSystemDriverBranchInfo_t;\ntypedef unsigned int nvmlAffinityScope_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlTemperatureSensors_t sensorType;\n  int temperature;\n} nvmlTemperature_v1_t;\ntypedef nvmlTemperature_v1_t nvmlTemperature_t;\ntypedef enum nvmlClockLimitId_enum\n{\n  NVML_CLOCK_LIMIT_ID_RANGE_START = 0xffffff00,\n  NVML_CLOCK_LIMIT_ID_TDP,\n  NVML_CLOCK_LIMIT_ID_UNLIMITED\n} nvmlClockLimitId_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned char bwModes[23];\n  unsigned char totalBwModes;\n} nvmlNvlinkSupportedBwModes_v1_t;\ntypedef nvmlNvlinkSupportedBwModes_v1_t nvmlNvlinkSupportedBwModes_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int bIsBest;\n  unsigned char bwMode;\n} nvmlNvlinkGetBwMode_v1_t;\ntypedef nvmlNvlinkGetBwMode_v1_t nvmlNvlinkGetBwMode_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int bSetBest;\n  unsigned char bwMode;\n} nvmlNvlinkSetBwMode_v1_t;\ntypedef nvmlNvlinkSetBwMode_v1_t nvmlNvlinkSetBwMode_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int isNvleEnabled;\n} nvmlNvLinkInfo_v1_t;\ntypedef struct \n{\n  unsigned char ucodeType;\n  unsigned int major;\n  unsigned int minor;\n  unsigned int subMinor;\n} nvmlNvlinkFirmwareVersion_t;\ntypedef struct \n{\n  nvmlNvlinkFirmwareVersion_t firmwareVersion[100];\n  unsigned int numValidEntries;\n} nvmlNvlinkFirmwareInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int isNvleEnabled;\n  nvmlNvlinkFirmwareInfo_t firmwareInfo;\n} nvmlNvLinkInfo_v2_t;\ntypedef nvmlNvLinkInfo_v2_t nvmlNvLinkInfo_t;\ntypedef struct nvmlVgpuVersion_st\n{\n  unsigned int minVersion;\n  unsigned int maxVersion;\n} nvmlVgpuVersion_t;\ntypedef struct nvmlVgpuMetadata_st\n{\n  unsigned int version;\n  unsigned int revision;\n  nvmlVgpuGuestInfoState_t guestInfoState;\n  char guestDriverVersion[80];\n  char hostDriverVersion[80];\n  unsigned int reserved[6];\n  unsigned int vgpuVirtualizationCaps;\n  unsigned int guestVgpuVersion;\n  unsigned int opaqueDataSize;\n  char opaqueData[4];\n} nvmlVgpuMetadata_t;\ntypedef struct nvmlVgpuPgpuMetadata_st\n{\n  unsigned int version;\n  unsigned int revision;\n  char hostDriverVersion[80];\n  unsigned int pgpuVirtualizationCaps;\n  unsigned int reserved[5];\n  nvmlVgpuVersion_t hostSupportedVgpuRange;\n  unsigned int opaqueDataSize;\n  char opaqueData[4];\n} nvmlVgpuPgpuMetadata_t;\ntypedef enum nvmlVgpuVmCompatibility_enum\n{\n  NVML_VGPU_VM_COMPATIBILITY_NONE = 0x0,\n  NVML_VGPU_VM_COMPATIBILITY_COLD = 0x1,\n  NVML_VGPU_VM_COMPATIBILITY_HIBERNATE = 0x2,\n  NVML_VGPU_VM_COMPATIBILITY_SLEEP = 0x4,\n  NVML_VGPU_VM_COMPATIBILITY_LIVE = 0x8\n} nvmlVgpuVmCompatibility_t;\ntypedef enum nvmlVgpuPgpuCompatibilityLimitCode_enum\n{\n  NVML_VGPU_COMPATIBILITY_LIMIT_NONE = 0x0,\n  NVML_VGPU_COMPATIBILITY_LIMIT_HOST_DRIVER = 0x1,\n  NVML_VGPU_COMPATIBILITY_LIMIT_GUEST_DRIVER = 0x2,\n  NVML_VGPU_COMPATIBILITY_LIMIT_GPU = 0x4,\n  NVML_VGPU_COMPATIBILITY_LIMIT_OTHER = 0x80000000\n} nvmlVgpuPgpuCompatibilityLimitCode_t;\ntypedef struct nvmlVgpuPgpuCompatibility_st\n{\n  nvmlVgpuVmCompatibility_t vgpuVmCompatibility;\n  nvmlVgpuPgpuCompatibilityLimitCode_t compatibilityLimitCode;\n} nvmlVgpuPgpuCompatibility_t;\ntypedef struct nvmlExcludedDeviceInfo_st\n{\n  nvmlPciInfo_t pciInfo;\n  char uuid[80];\n} nvmlExcludedDeviceInfo_t;\ntypedef struct \n{\n  unsigned dataSize;\n  unsigned status;\n  union \n  {\n    unsigned char inData[496];\n    unsigned char outData[496];\n  };\n} nvmlPRMTLV_v1_t;\ntypedef struct nvmlGpuInstancePlacement_st\n{\n  unsigned int start;\n  unsigned int size;\n} nvmlGpuInstancePlacement_t;\ntypedef struct nvmlGpuInstanceProfileInfo_st\n{\n  unsigned int id;\n  unsigned int isP2pSupported;\n  unsigned int sliceCount;\n  unsigned int instanceCount;\n  unsigned int multiprocessorCount;\n  unsigned int copyEngineCount;\n  unsigned int decoderCount;\n  unsigned int encoderCount;\n  unsigned int jpegCount;\n  unsigned int ofaCount;\n  unsigned long long memorySizeMB;\n} nvmlGpuInstanceProfileInfo_t;\ntypedef struct nvmlGpuInstanceProfileInfo_v2_st\n{\n  unsigned int version;\n  unsigned int id;\n  unsigned int isP2pSupported;\n  unsigned int sliceCount;\n  unsigned int instanceCount;\n  unsigned int multiprocessorCount;\n  unsigned int copyEngineCount;\n  unsigned int decoderCount;\n  unsigned int encoderCount;\n  unsigned int jpegCount;\n  unsigned int ofaCount;\n  unsigned long long memorySizeMB;\n  char name[96];\n} nvmlGpuInstanceProfileInfo_v2_t;\ntypedef struct nvmlGpuInstanceProfileInfo_v3_st\n{\n  unsigned int version;\n  unsigned int id;\n  unsigned int sliceCount;\n  unsigned int instanceCount;\n  unsigned int multiprocessorCount;\n  unsigned int copyEngineCount;\n  unsigned int decoderCount;\n  unsigned int encoderCount;\n  unsigned int jpegCount;\n  unsigned int ofaCount;\n  unsigned long long memorySizeMB;\n  char name[96];\n  unsigned int capabilities;\n} nvmlGpuInstanceProfileInfo_v3_t;\ntypedef struct nvmlGpuInstanceInfo_st\n{\n  nvmlDevice_t device;\n  unsigned int id;\n  unsigned int profileId;\n  nvmlGpuInstancePlacement_t placement;\n} nvmlGpuInstanceInfo_t;\ntypedef struct nvmlComputeInstancePlacement_st\n{\n  unsigned int start;\n  unsigned int size;\n} nvmlComputeInstancePlacement_t;\ntypedef struct nvmlComputeInstanceProfileInfo_st\n{\n  unsigned int id;\n  unsigned int sliceCount;\n  unsigned int instanceCount;\n  unsigned int multiprocessorCount;\n  unsigned int sharedCopyEngineCount;\n  unsigned int sharedDecoderCount;\n  unsigned int sharedEncoderCount;\n  unsigned int sharedJpegCount;\n  unsigned int sharedOfaCount;\n} nvmlComputeInstanceProfileInfo_t;\ntypedef struct nvmlComputeInstanceProfileInfo_v2_st\n{\n  unsigned int version;\n  unsigned int id;\n  unsigned int sliceCount;\n  unsigned int instanceCount;\n  unsigned int multiprocessorCount;\n  unsigned int sharedCopyEngineCount;\n  unsigned int sharedDecoderCount;\n  unsigned int sharedEncoderCount;\n  unsigned int sharedJpegCount;\n  unsigned int sharedOfaCount;\n  char name[96];\n} nvmlComputeInstanceProfileInfo_v2_t;\ntypedef struct nvmlComputeInstanceProfileInfo_v3_st\n{\n  unsigned int version;\n  unsigned int id;\n  unsigned int sliceCount;\n  unsigned int instanceCount;\n  unsigned int multiprocessorCount;\n  unsigned int sharedCopyEngineCount;\n  unsigned int sharedDecoderCount;\n  unsigned int sharedEncoderCount;\n  unsigned int sharedJpegCount;\n  unsigned int sharedOfaCount;\n  char name[96];\n  unsigned int capabilities;\n} nvmlComputeInstanceProfileInfo_v3_t;\ntypedef struct nvmlComputeInstanceInfo_st\n{\n  nvmlDevice_t device;\n  nvmlGpuInstance_t gpuInstance;\n  unsigned int id;\n  unsigned int profileId;\n  nvmlComputeInstancePlacement_t placement;\n} nvmlComputeInstanceInfo_t;\ntypedef struct nvmlComputeInstance_st *nvmlComputeInstance_t;\ntypedef enum \n{\n  NVML_GPM_METRIC_GRAPHICS_UTIL = 1,\n  NVML_GPM_METRIC_SM_UTIL = 2,\n  NVML_GPM_METRIC_SM_OCCUPANCY = 3,\n  NVML_GPM_METRIC_INTEGER_UTIL = 4,\n  NVML_GPM_METRIC_ANY_TENSOR_UTIL = 5,\n  NVML_GPM_METRIC_DFMA_TENSOR_UTIL = 6,\n  NVML_GPM_METRIC_HMMA_TENSOR_UTIL = 7,\n  NVML_GPM_METRIC_IMMA_TENSOR_UTIL = 9,\n  NVML_GPM_METRIC_DRAM_BW_UTIL = 10,\n  NVML_GPM_METRIC_FP64_UTIL = 11,\n  NVML_GPM_METRIC_FP32_UTIL = 12,\n  NVML_GPM_METRIC_FP16_UTIL = 13,\n  NVML_GPM_METRIC_PCIE_TX_PER_SEC = 20,\n  NVML_GPM_METRIC_PCIE_RX_PER_SEC = 21,\n  NVML_GPM_METRIC_NVDEC_0_UTIL = 30,\n  NVML_GPM_METRIC_NVDEC_1_UTIL = 31,\n  NVML_GPM_METRIC_NVDEC_2_UTIL = 32,\n  NVML_GPM_METRIC_NVDEC_3_UTIL = 33,\n  NVML_GPM_METRIC_NVDEC_4_UTIL = 34,\n  NVML_GPM_METRIC_NVDEC_5_UTIL = 35,\n  NVML_GPM_METRIC_NVDEC_6_UTIL = 36,\n  NVML_GPM_METRIC_NVDEC_7_UTIL = 37,\n  NVML_GPM_METRIC_NVJPG_0_UTIL = 40,\n  NVML_GPM_METRIC_NVJPG_1_UTIL = 41,\n  NVML_GPM_METRIC_NVJPG_2_UTIL = 42,\n  NVML_GPM_METRIC_NVJPG_3_UTIL = 43,\n  NVML_GPM_METRIC_NVJPG_4_UTIL = 44,\n  NVML_GPM_METRIC_NVJPG_5_UTIL = 45,\n  NVML_GPM_METRIC_NVJPG_6_UTIL = 46,\n  NVML_GPM_METRIC_NVJPG_7_UTIL = 47,\n  NVML_GPM_METRIC_NVOFA_0_UTIL = 50,\n  NVML_GPM_METRIC_NVOFA_1_UTIL = 51,\n  NVML_GPM_METRIC_NVLINK_TOTAL_RX_PER_SEC = 60,\n  NVML_GPM_METRIC_NVLINK_TOTAL_TX_PER_SEC = 61,\n  NVML_GPM_METRIC_NVLINK_L0_RX_PER_SEC = 62,\n  NVML_GPM_METRIC_NVLINK_L0_TX_PER_SEC = 63,\n  NVML_GPM_METRIC_NVLINK_L1_RX_PER_SEC = 64,\n  NVML_GPM_METRIC_NVLINK_L1_TX_PER_SEC = 65,\n  NVML_GPM_METRIC_NVLINK_L2_RX_PER_SEC = 66,\n  NVML_GPM_METRIC_NVLINK_L2_TX_PER_SEC = 67,\n  NVML_GPM_METRIC_NVLINK_L3_RX_PER_SEC = 68,\n  NVML_GPM_METRIC_NVLINK_L3_TX_PER_SEC = 69,\n  NVML_GPM_METRIC_NVLINK_L4_RX_PER_SEC = 70,\n  NVML_GPM_METRIC_NVLINK_L4_TX_PER_SEC = 71,\n  NVML_GPM_METRIC_NVLINK_L5_RX_PER_SEC = 72,\n  NVML_GPM_METRIC_NVLINK_L5_TX_PER_SEC = 73,\n  NVML_GPM_METRIC_NVLINK_L6_RX_PER_SEC = 74,\n  NVML_GPM_METRIC_NVLINK_L6_TX_PER_SEC = 75,\n  NVML_GPM_METRIC_NVLINK_L7_RX_PER_SEC = 76,\n  NVML_GPM_METRIC_NVLINK_L7_TX_PER_SEC = 77,\n  NVML_GPM_METRIC_NVLINK_L8_RX_PER_SEC = 78,\n  NVML_GPM_METRIC_NVLINK_L8_TX_PER_SEC = 79,\n  NVML_GPM_METRIC_NVLINK_L9_RX_PER_SEC = 80,\n  NVML_GPM_METRIC_NVLINK_L9_TX_PER_SEC = 81,\n  NVML_GPM_METRIC_NVLINK_L10_RX_PER_SEC = 82,\n  NVML_GPM_METRIC_NVLINK_L10_TX_PER_SEC = 83,\n  NVML_GPM_METRIC_NVLINK_L11_RX_PER_SEC = 84,\n  NVML_GPM_METRIC_NVLINK_L11_TX_PER_SEC = 85,\n  NVML_GPM_METRIC_NVLINK_L12_RX_PER_SEC = 86,\n  NVML_GPM_METRIC_NVLINK_L12_TX_PER_SEC = 87,\n  NVML_GPM_METRIC_NVLINK_L13_RX_PER_SEC = 88,\n  NVML_GPM_METRIC_NVLINK_L13_TX_PER_SEC = 89,\n  NVML_GPM_METRIC_NVLINK_L14_RX_PER_SEC = 90,\n  NVML_GPM_METRIC_NVLINK_L14_TX_PER_SEC = 91,\n  NVML_GPM_METRIC_NVLINK_L15_RX_PER_SEC = 92,\n  NVML_GPM_METRIC_NVLINK_L15_TX_PER_SEC = 93,\n  NVML_GPM_METRIC_NVLINK_L16_RX_PER_SEC = 94,\n  NVML_GPM_METRIC_NVLINK_L16_TX_PER_SEC = 95,\n  NVML_GPM_METRIC_NVLINK_L17_RX_PER_SEC = 96,\n  NVML_GPM_METRIC_NVLINK_L17_TX_PER_SEC = 97,\n  NVML_GPM_METRIC_C2C_TOTAL_TX_PER_SEC = 100,\n  NVML_GPM_METRIC_C2C_TOTAL_RX_PER_SEC = 101,\n  NVML_GPM_METRIC_C2C_DATA_TX_PER_SEC = 102,\n  NVML_GPM_METRIC_C2C_DATA_RX_PER_SEC = 103,\n  NVML_GPM_METRIC_C2C_LINK0_TOTAL_TX_PER_SEC = 104,\n  NVML_GPM_METRIC_C2C_LINK0_TOTAL_RX_PER_SEC = 105,\n  NVML_GPM_METRIC_C2C_LINK0_DATA_TX_PER_SEC = 106,\n  NVML_GPM_METRIC_C2C_LINK0_DATA_RX_PER_SEC = 107,\n  NVML_GPM_METRIC_C2C_LINK1_TOTAL_TX_PER_SEC = 108,\n  NVML_GPM_METRIC_C2C_LINK1_TOTAL_RX_PER_SEC = 109,\n  NVML_GPM_METRIC_C2C_LINK1_DATA_TX_PER_SEC = 110,\n  NVML_GPM_METRIC_C2C_LINK1_DATA_RX_PER_SEC = 111,\n  NVML_GPM_METRIC_C2C_LINK2_TOTAL_TX_PER_SEC = 112,\n  NVML_GPM_METRIC_C2C_LINK2_TOTAL_RX_PER_SEC = 113,\n  NVML_GPM_METRIC_C2C_LINK2_DATA_TX_PER_SEC = 114,\n  NVML_GPM_METRIC_C2C_LINK2_DATA_RX_PER_SEC = 115,\n  NVML_GPM_METRIC_C2C_LINK3_TOTAL_TX_PER_SEC = 116,\n  NVML_GPM_METRIC_C2C_LINK3_TOTAL_RX_PER_SEC = 117,\n  NVML_GPM_METRIC_C2C_LINK3_DATA_TX_PER_SEC = 118,\n  NVML_GPM_METRIC_C2C_LINK3_DATA_RX_PER_SEC = 119,\n  NVML_GPM_METRIC_C2C_LINK4_TOTAL_TX_PER_SEC = 120,\n  NVML_GPM_METRIC_C2C_LINK4_TOTAL_RX_PER_SEC = 121,\n  NVML_GPM_METRIC_C2C_LINK4_DATA_TX_PER_SEC = 122,\n  NVML_GPM_METRIC_C2C_LINK4_DATA_RX_PER_SEC = 123,\n  NVML_GPM_METRIC_C2C_LINK5_TOTAL_TX_PER_SEC = 124,\n  NVML_GPM_METRIC_C2C_LINK5_TOTAL_RX_PER_SEC = 125,\n  NVML_GPM_METRIC_C2C_LINK5_DATA_TX_PER_SEC = 126,\n  NVML_GPM_METRIC_C2C_LINK5_DATA_RX_PER_SEC = 127,\n  NVML_GPM_METRIC_C2C_LINK6_TOTAL_TX_PER_SEC = 128,\n  NVML_GPM_METRIC_C2C_LINK6_TOTAL_RX_PER_SEC = 129,\n  NVML_GPM_METRIC_C2C_LINK6_DATA_TX_PER_SEC = 130,\n  NVML_GPM_METRIC_C2C_LINK6_DATA_RX_PER_SEC = 131,\n  NVML_GPM_METRIC_C2C_LINK7_TOTAL_TX_PER_SEC = 132,\n  NVML_GPM_METRIC_C2C_LINK7_TOTAL_RX_PER_SEC = 133,\n  NVML_GPM_METRIC_C2C_LINK7_DATA_TX_PER_SEC = 134,\n  NVML_GPM_METRIC_C2C_LINK7_DATA_RX_PER_SEC = 135,\n  NVML_GPM_METRIC_C2C_LINK8_TOTAL_TX_PER_SEC = 136,\n  NVML_GPM_METRIC_C2C_LINK8_TOTAL_RX_PER_SEC = 137,\n  NVML_GPM_METRIC_C2C_LINK8_DATA_TX_PER_SEC = 138,\n  NVML_GPM_METRIC_C2C_LINK8_DATA_RX_PER_SEC = 139,\n  NVML_GPM_METRIC_C2C_LINK9_TOTAL_TX_PER_SEC = 140,\n  NVML_GPM_METRIC_C2C_LINK9_TOTAL_RX_PER_SEC = 141,\n  NVML_GPM_METRIC_C2C_LINK9_DATA_TX_PER_SEC = 142,\n  NVML_GPM_METRIC_C2C_LINK9_DATA_RX_PER_SEC = 143,\n  NVML_GPM_METRIC_C2C_LINK10_TOTAL_TX_PER_SEC = 144,\n  NVML_GPM_METRIC_C2C_LINK10_TOTAL_RX_PER_SEC = 145,\n  NVML_GPM_METRIC_C2C_LINK10_DATA_TX_PER_SEC = 146,\n  NVML_GPM_METRIC_C2C_LINK10_DATA_RX_PER_SEC = 147,\n  NVML_GPM_METRIC_C2C_LINK11_TOTAL_TX_PER_SEC = 148,\n  NVML_GPM_METRIC_C2C_LINK11_TOTAL_RX_PER_SEC = 149,\n  NVML_GPM_METRIC_C2C_LINK11_DATA_TX_PER_SEC = 150,\n  NVML_GPM_METRIC_C2C_LINK11_DATA_RX_PER_SEC = 151,\n  NVML_GPM_METRIC_C2C_LINK12_TOTAL_TX_PER_SEC = 152,\n  NVML_GPM_METRIC_C2C_LINK12_TOTAL_RX_PER_SEC = 153,\n  NVML_GPM_METRIC_C2C_LINK12_DATA_TX_PER_SEC = 154,\n  NVML_GPM_METRIC_C2C_LINK12_DATA_RX_PER_SEC = 155,\n  NVML_GPM_METRIC_C2C_LINK13_TOTAL_TX_PER_SEC = 156,\n  NVML_GPM_METRIC_C2C_LINK13_TOTAL_RX_PER_SEC = 157,\n  NVML_GPM_METRIC_C2C_LINK13_DATA_TX_PER_SEC = 158,\n  NVML_GPM_METRIC_C2C_LINK13_DATA_RX_PER_SEC = 159,\n  NVML_GPM_METRIC_HOSTMEM_CACHE_HIT = 160,\n  NVML_GPM_METRIC_HOSTMEM_CACHE_MISS = 161,\n  NVML_GPM_METRIC_PEERMEM_CACHE_HIT = 162,\n  NVML_GPM_METRIC_PEERMEM_CACHE_MISS = 163,\n  NVML_GPM_METRIC_DRAM_CACHE_HIT = 164,\n  NVML_GPM_METRIC_DRAM_CACHE_MISS = 165,\n  NVML_GPM_METRIC_NVENC_0_UTIL = 166,\n  NVML_GPM_METRIC_NVENC_1_UTIL = 167,\n  NVML_GPM_METRIC_NVENC_2_UTIL = 168,\n  NVML_GPM_METRIC_NVENC_3_UTIL = 169,\n  NVML_GPM_METRIC_GR0_CTXSW_CYCLES_ELAPSED = 170,\n  NVML_GPM_METRIC_GR0_CTXSW_CYCLES_ACTIVE = 171,\n  NVML_GPM_METRIC_GR0_CTXSW_REQUESTS = 172,\n  NVML_GPM_METRIC_GR0_CTXSW_CYCLES_PER_REQ = 173,\n  NVML_GPM_METRIC_GR0_CTXSW_ACTIVE_PCT = 174,\n  NVML_GPM_METRIC_GR1_CTXSW_CYCLES_ELAPSED = 175,\n  NVML_GPM_METRIC_GR1_CTXSW_CYCLES_ACTIVE = 176,\n  NVML_GPM_METRIC_GR1_CTXSW_REQUESTS = 177,\n  NVML_GPM_METRIC_GR1_CTXSW_CYCLES_PER_REQ = 178,\n  NVML_GPM_METRIC_GR1_CTXSW_ACTIVE_PCT = 179,\n  NVML_GPM_METRIC_GR2_CTXSW_CYCLES_ELAPSED = 180,\n  NVML_GPM_METRIC_GR2_CTXSW_CYCLES_ACTIVE = 181,\n  NVML_GPM_METRIC_GR2_CTXSW_REQUESTS = 182,\n  NVML_GPM_METRIC_GR2_CTXSW_CYCLES_PER_REQ = 183,\n  NVML_GPM_METRIC_GR2_CTXSW_ACTIVE_PCT = 184,\n  NVML_GPM_METRIC_GR3_CTXSW_CYCLES_ELAPSED = 185,\n  NVML_GPM_METRIC_GR3_CTXSW_CYCLES_ACTIVE = 186,\n  NVML_GPM_METRIC_GR3_CTXSW_REQUESTS = 187,\n  NVML_GPM_METRIC_GR3_CTXSW_CYCLES_PER_REQ = 188,\n  NVML_GPM_METRIC_GR3_CTXSW_ACTIVE_PCT = 189,\n  NVML_GPM_METRIC_GR4_CTXSW_CYCLES_ELAPSED = 190,\n  NVML_GPM_METRIC_GR4_CTXSW_CYCLES_ACTIVE = 191,\n  NVML_GPM_METRIC_GR4_CTXSW_REQUESTS = 192,\n  NVML_GPM_METRIC_GR4_CTXSW_CYCLES_PER_REQ = 193,\n  NVML_GPM_METRIC_GR4_CTXSW_ACTIVE_PCT = 194,\n  NVML_GPM_METRIC_GR5_CTXSW_CYCLES_ELAPSED = 195,\n  NVML_GPM_METRIC_GR5_CTXSW_CYCLES_ACTIVE = 196,\n  NVML_GPM_METRIC_GR5_CTXSW_REQUESTS = 197,\n  NVML_GPM_METRIC_GR5_CTXSW_CYCLES_PER_REQ = 198,\n  NVML_GPM_METRIC_GR5_CTXSW_ACTIVE_PCT = 199,\n  NVML_GPM_METRIC_GR6_CTXSW_CYCLES_ELAPSED = 200,\n  NVML_GPM_METRIC_GR6_CTXSW_CYCLES_ACTIVE = 201,\n  NVML_GPM_METRIC_GR6_CTXSW_REQUESTS = 202,\n  NVML_GPM_METRIC_GR6_CTXSW_CYCLES_PER_REQ = 203,\n  NVML_GPM_METRIC_GR6_CTXSW_ACTIVE_PCT = 204,\n  NVML_GPM_METRIC_GR7_CTXSW_CYCLES_ELAPSED = 205,\n  NVML_GPM_METRIC_GR7_CTXSW_CYCLES_ACTIVE = 206,\n  NVML_GPM_METRIC_GR7_CTXSW_REQUESTS = 207,\n  NVML_GPM_METRIC_GR7_CTXSW_CYCLES_PER_REQ = 208,\n  NVML_GPM_METRIC_GR7_CTXSW_ACTIVE_PCT = 209,\n  NVML_GPM_METRIC_MAX = 210\n} nvmlGpmMetricId_t;\ntypedef struct nvmlGpmSample_st *nvmlGpmSample_t;\ntypedef struct \n{\n  unsigned int metricId;\n  nvmlReturn_t nvmlReturn;\n  double value;\n  struct \n  {\n    char *shortName;\n    char *longName;\n    char *unit;\n  } metricInfo;\n} nvmlGpmMetric_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int numMetrics;\n  nvmlGpmSample_t sample1;\n  nvmlGpmSample_t sample2;\n  nvmlGpmMetric_t metrics[NVML_GPM_METRIC_MAX];\n} nvmlGpmMetricsGet_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int isSupportedDevice;\n} nvmlGpmSupport_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int capMask;\n} nvmlDeviceCapabilities_v1_t;\ntypedef nvmlDeviceCapabilities_v1_t nvmlDeviceCapabilities_t;\ntypedef struct \n{\n  unsigned int mask[8];\n} nvmlMask255_t;\ntypedef enum \n{\n  NVML_POWER_PROFILE_MAX_P = 0,\n  NVML_POWER_PROFILE_MAX_Q = 1,\n  NVML_POWER_PROFILE_COMPUTE = 2,\n  NVML_POWER_PROFILE_MEMORY_BOUND = 3,\n  NVML_POWER_PROFILE_NETWORK = 4,\n  NVML_POWER_PROFILE_BALANCED = 5,\n  NVML_POWER_PROFILE_LLM_INFERENCE = 6,\n  NVML_POWER_PROFILE_LLM_TRAINING = 7,\n  NVML_POWER_PROFILE_RBM = 8,\n  NVML_POWER_PROFILE_DCPCIE = 9,\n  NVML_POWER_PROFILE_HMMA_SPARSE = 10,\n  NVML_POWER_PROFILE_HMMA_DENSE = 11,\n  NVML_POWER_PROFILE_SYNC_BALANCED = 12,\n  NVML_POWER_PROFILE_HPC = 13,\n  NVML_POWER_PROFILE_MIG = 14,\n  NVML_POWER_PROFILE_MAX = 15\n} nvmlPowerProfileType_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int profileId;\n  unsigned int priority;\n  nvmlMask255_t conflictingMask;\n} nvmlWorkloadPowerProfileInfo_v1_t;\ntypedef nvmlWorkloadPowerProfileInfo_v1_t nvmlWorkloadPowerProfileInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlMask255_t perfProfilesMask;\n  nvmlWorkloadPowerProfileInfo_t perfProfile[255];\n} nvmlWorkloadPowerProfileProfilesInfo_v1_t;\ntypedef nvmlWorkloadPowerProfileProfilesInfo_v1_t nvmlWorkloadPowerProfileProfilesInfo_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlMask255_t perfProfilesMask;\n  nvmlMask255_t requestedProfilesMask;\n  nvmlMask255_t enforcedProfilesMask;\n} nvmlWorkloadPowerProfileCurrentProfiles_v1_t;\ntypedef nvmlWorkloadPowerProfileCurrentProfiles_v1_t nvmlWorkloadPowerProfileCurrentProfiles_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlMask255_t requestedProfilesMask;\n} nvmlWorkloadPowerProfileRequestedProfiles_v1_t;\ntypedef nvmlWorkloadPowerProfileRequestedProfiles_v1_t nvmlWorkloadPowerProfileRequestedProfiles_t;\ntypedef struct \n{\n  unsigned int version;\n  unsigned int profileId;\n  unsigned int paramId;\n  double value;\n} nvmlPowerSmoothingProfile_v1_t;\ntypedef nvmlPowerSmoothingProfile_v1_t nvmlPowerSmoothingProfile_t;\ntypedef struct \n{\n  unsigned int version;\n  nvmlEnableState_t state;\n} nvmlPowerSmoothingState_v1_t;\ntypedef nvmlPowerSmoothingState_v1_t nvmlPowerSmoothingState_t;\n'
FUNCTIONS = {'nvmlComputeInstanceDestroy': ('nvmlReturn_t nvmlComputeInstanceDestroy(nvmlComputeInstance_t '
                                'computeInstance);',
                                ('computeInstance',),
                                'struct nvmlComputeInstance_st*'),
 'nvmlComputeInstanceGetInfo': ('nvmlReturn_t nvmlComputeInstanceGetInfo(nvmlComputeInstance_t '
                                'computeInstance, nvmlComputeInstanceInfo_t *info);',
                                ('computeInstance', 'info'),
                                'struct nvmlComputeInstance_st*,struct '
                                'nvmlComputeInstanceInfo_st*'),
 'nvmlComputeInstanceGetInfo_v2': ('nvmlReturn_t '
                                   'nvmlComputeInstanceGetInfo_v2(nvmlComputeInstance_t '
                                   'computeInstance, nvmlComputeInstanceInfo_t *info);',
                                   ('computeInstance', 'info'),
                                   'struct nvmlComputeInstance_st*,struct '
                                   'nvmlComputeInstanceInfo_st*'),
 'nvmlDeviceClearAccountingPids': ('nvmlReturn_t nvmlDeviceClearAccountingPids(nvmlDevice_t '
                                   'device);',
                                   ('device',),
                                   'struct nvmlDevice_st*'),
 'nvmlDeviceClearCpuAffinity': ('nvmlReturn_t nvmlDeviceClearCpuAffinity(nvmlDevice_t device);',
                                ('device',),
                                'struct nvmlDevice_st*'),
 'nvmlDeviceClearEccErrorCounts': ('nvmlReturn_t nvmlDeviceClearEccErrorCounts(nvmlDevice_t '
                                   'device, nvmlEccCounterType_t counterType);',
                                   ('device', 'counterType'),
                                   'struct nvmlDevice_st*,enum nvmlEccCounterType_enum'),
 'nvmlDeviceClearFieldValues': ('nvmlReturn_t nvmlDeviceClearFieldValues(nvmlDevice_t device, int '
                                'valuesCount, nvmlFieldValue_t *values);',
                                ('device', 'valuesCount', 'values'),
                                'struct nvmlDevice_st*,int,struct nvmlFieldValue_st*'),
 'nvmlDeviceCreateGpuInstance': ('nvmlReturn_t nvmlDeviceCreateGpuInstance(nvmlDevice_t device, '
                                 'unsigned int profileId, nvmlGpuInstance_t *gpuInstance);',
                                 ('device', 'profileId', 'gpuInstance'),
                                 'struct nvmlDevice_st*,unsigned int,struct nvmlGpuInstance_st**'),
 'nvmlDeviceCreateGpuInstanceWithPlacement': ('nvmlReturn_t '
                                              'nvmlDeviceCreateGpuInstanceWithPlacement(nvmlDevice_t '
                                              'device, unsigned int profileId, const '
                                              'nvmlGpuInstancePlacement_t *placement, '
                                              'nvmlGpuInstance_t *gpuInstance);',
                                              ('device', 'profileId', 'placement', 'gpuInstance'),
                                              'struct nvmlDevice_st*,unsigned int,struct '
                                              'nvmlGpuInstancePlacement_st*,struct '
                                              'nvmlGpuInstance_st**'),
 'nvmlDeviceDiscoverGpus': ('nvmlReturn_t nvmlDeviceDiscoverGpus(nvmlPciInfo_t *pciInfo);',
                            ('pciInfo',),
                            'struct nvmlPciInfo_st*'),
 'nvmlDeviceFreezeNvLinkUtilizationCounter': ('nvmlReturn_t '
                                              'nvmlDeviceFreezeNvLinkUtilizationCounter(nvmlDevice_t '
                                              'device, unsigned int link, unsigned int counter, '
                                              'nvmlEnableState_t freeze);',
                                              ('device', 'link', 'counter', 'freeze'),
                                              'struct nvmlDevice_st*,unsigned int,unsigned '
                                              'int,enum nvmlEnableState_enum'),
 'nvmlDeviceGetAPIRestriction': ('nvmlReturn_t nvmlDeviceGetAPIRestriction(nvmlDevice_t device, '
                                 'nvmlRestrictedAPI_t apiType, nvmlEnableState_t *isRestricted);',
                                 ('device', 'apiType', 'isRestricted'),
                                 'struct nvmlDevice_st*,enum nvmlRestrictedAPI_enum,enum '
                                 'nvmlEnableState_enum*'),
 'nvmlDeviceGetAccountingBufferSize': ('nvmlReturn_t '
                                       'nvmlDeviceGetAccountingBufferSize(nvmlDevice_t device, '
                                       'unsigned int *bufferSize);',
                                       ('device', 'bufferSize'),
                                       'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetAccountingMode': ('nvmlReturn_t nvmlDeviceGetAccountingMode(nvmlDevice_t device, '
                                 'nvmlEnableState_t *mode);',
                                 ('device', 'mode'),
                                 'struct nvmlDevice_st*,enum nvmlEnableState_enum*'),
 'nvmlDeviceGetAccountingPids': ('nvmlReturn_t nvmlDeviceGetAccountingPids(nvmlDevice_t device, '
                                 'unsigned int *count, unsigned int *pids);',
                                 ('device', 'count', 'pids'),
                                 'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetAccountingStats': ('nvmlReturn_t nvmlDeviceGetAccountingStats(nvmlDevice_t device, '
                                  'unsigned int pid, nvmlAccountingStats_t *stats);',
                                  ('device', 'pid', 'stats'),
                                  'struct nvmlDevice_st*,unsigned int,struct '
                                  'nvmlAccountingStats_st*'),
 'nvmlDeviceGetActiveVgpus': ('nvmlReturn_t nvmlDeviceGetActiveVgpus(nvmlDevice_t device, unsigned '
                              'int *vgpuCount, nvmlVgpuInstance_t *vgpuInstances);',
                              ('device', 'vgpuCount', 'vgpuInstances'),
                              'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetAdaptiveClockInfoStatus': ('nvmlReturn_t '
                                          'nvmlDeviceGetAdaptiveClockInfoStatus(nvmlDevice_t '
                                          'device, unsigned int *adaptiveClockStatus);',
                                          ('device', 'adaptiveClockStatus'),
                                          'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetAddressingMode': ('nvmlReturn_t nvmlDeviceGetAddressingMode(nvmlDevice_t device, '
                                 'nvmlDeviceAddressingMode_t *mode);',
                                 ('device', 'mode'),
                                 'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetApplicationsClock': ('nvmlReturn_t nvmlDeviceGetApplicationsClock(nvmlDevice_t '
                                    'device, nvmlClockType_t clockType, unsigned int *clockMHz);',
                                    ('device', 'clockType', 'clockMHz'),
                                    'struct nvmlDevice_st*,enum nvmlClockType_enum,unsigned int*'),
 'nvmlDeviceGetArchitecture': ('nvmlReturn_t nvmlDeviceGetArchitecture(nvmlDevice_t device, '
                               'nvmlDeviceArchitecture_t *arch);',
                               ('device', 'arch'),
                               'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetAttributes': ('nvmlReturn_t nvmlDeviceGetAttributes(nvmlDevice_t device, '
                             'nvmlDeviceAttributes_t *attributes);',
                             ('device', 'attributes'),
                             'struct nvmlDevice_st*,struct nvmlDeviceAttributes_st*'),
 'nvmlDeviceGetAttributes_v2': ('nvmlReturn_t nvmlDeviceGetAttributes_v2(nvmlDevice_t device, '
                                'nvmlDeviceAttributes_t *attributes);',
                                ('device', 'attributes'),
                                'struct nvmlDevice_st*,struct nvmlDeviceAttributes_st*'),
 'nvmlDeviceGetAutoBoostedClocksEnabled': ('nvmlReturn_t '
                                           'nvmlDeviceGetAutoBoostedClocksEnabled(nvmlDevice_t '
                                           'device, nvmlEnableState_t *isEnabled, '
                                           'nvmlEnableState_t *defaultIsEnabled);',
                                           ('device', 'isEnabled', 'defaultIsEnabled'),
                                           'struct nvmlDevice_st*,enum nvmlEnableState_enum*,enum '
                                           'nvmlEnableState_enum*'),
 'nvmlDeviceGetBAR1MemoryInfo': ('nvmlReturn_t nvmlDeviceGetBAR1MemoryInfo(nvmlDevice_t device, '
                                 'nvmlBAR1Memory_t *bar1Memory);',
                                 ('device', 'bar1Memory'),
                                 'struct nvmlDevice_st*,struct nvmlBAR1Memory_st*'),
 'nvmlDeviceGetBoardId': ('nvmlReturn_t nvmlDeviceGetBoardId(nvmlDevice_t device, unsigned int '
                          '*boardId);',
                          ('device', 'boardId'),
                          'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetBoardPartNumber': ('nvmlReturn_t nvmlDeviceGetBoardPartNumber(nvmlDevice_t device, '
                                  'char *partNumber, unsigned int length);',
                                  ('device', 'partNumber', 'length'),
                                  'struct nvmlDevice_st*,char*,unsigned int'),
 'nvmlDeviceGetBrand': ('nvmlReturn_t nvmlDeviceGetBrand(nvmlDevice_t device, nvmlBrandType_t '
                        '*type);',
                        ('device', 'type'),
                        'struct nvmlDevice_st*,enum nvmlBrandType_enum*'),
 'nvmlDeviceGetBridgeChipInfo': ('nvmlReturn_t nvmlDeviceGetBridgeChipInfo(nvmlDevice_t device, '
                                 'nvmlBridgeChipHierarchy_t *bridgeHierarchy);',
                                 ('device', 'bridgeHierarchy'),
                                 'struct nvmlDevice_st*,struct nvmlBridgeChipHierarchy_st*'),
 'nvmlDeviceGetBusType': ('nvmlReturn_t nvmlDeviceGetBusType(nvmlDevice_t device, nvmlBusType_t '
                          '*type);',
                          ('device', 'type'),
                          'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetC2cModeInfoV': ('nvmlReturn_t nvmlDeviceGetC2cModeInfoV(nvmlDevice_t device, '
                               'nvmlC2cModeInfo_v1_t *c2cModeInfo);',
                               ('device', 'c2cModeInfo'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetCapabilities': ('nvmlReturn_t nvmlDeviceGetCapabilities(nvmlDevice_t device, '
                               'nvmlDeviceCapabilities_t *caps);',
                               ('device', 'caps'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetClkMonStatus': ('nvmlReturn_t nvmlDeviceGetClkMonStatus(nvmlDevice_t device, '
                               'nvmlClkMonStatus_t *status);',
                               ('device', 'status'),
                               'struct nvmlDevice_st*,struct nvmlClkMonStatus_status*'),
 'nvmlDeviceGetClock': ('nvmlReturn_t nvmlDeviceGetClock(nvmlDevice_t device, nvmlClockType_t '
                        'clockType, nvmlClockId_t clockId, unsigned int *clockMHz);',
                        ('device', 'clockType', 'clockId', 'clockMHz'),
                        'struct nvmlDevice_st*,enum nvmlClockType_enum,enum '
                        'nvmlClockId_enum,unsigned int*'),
 'nvmlDeviceGetClockInfo': ('nvmlReturn_t nvmlDeviceGetClockInfo(nvmlDevice_t device, '
                            'nvmlClockType_t type, unsigned int *clock);',
                            ('device', 'type', 'clock'),
                            'struct nvmlDevice_st*,enum nvmlClockType_enum,unsigned int*'),
 'nvmlDeviceGetClockOffsets': ('nvmlReturn_t nvmlDeviceGetClockOffsets(nvmlDevice_t device, '
                               'nvmlClockOffset_t *info);',
                               ('device', 'info'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetComputeInstanceId': ('nvmlReturn_t nvmlDeviceGetComputeInstanceId(nvmlDevice_t '
                                    'device, unsigned int *id);',
                                    ('device', 'id'),
                                    'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetComputeMode': ('nvmlReturn_t nvmlDeviceGetComputeMode(nvmlDevice_t device, '
                              'nvmlComputeMode_t *mode);',
                              ('device', 'mode'),
                              'struct nvmlDevice_st*,enum nvmlComputeMode_enum*'),
 'nvmlDeviceGetComputeRunningProcesses': ('nvmlReturn_t '
                                          'nvmlDeviceGetComputeRunningProcesses(nvmlDevice_t '
                                          'device, unsigned int *infoCount, nvmlProcessInfo_v1_t '
                                          '*infos);',
                                          ('device', 'infoCount', 'infos'),
                                          'struct nvmlDevice_st*,unsigned int*,struct '
                                          'nvmlProcessInfo_v1_st*'),
 'nvmlDeviceGetComputeRunningProcesses_v2': ('nvmlReturn_t '
                                             'nvmlDeviceGetComputeRunningProcesses_v2(nvmlDevice_t '
                                             'device, unsigned int *infoCount, '
                                             'nvmlProcessInfo_v2_t *infos);',
                                             ('device', 'infoCount', 'infos'),
                                             'struct nvmlDevice_st*,unsigned int*,struct '
                                             'nvmlProcessInfo_v2_st*'),
 'nvmlDeviceGetComputeRunningProcesses_v3': ('nvmlReturn_t '
                                             'nvmlDeviceGetComputeRunningProcesses_v3(nvmlDevice_t '
                                             'device, unsigned int *infoCount, nvmlProcessInfo_t '
                                             '*infos);',
                                             ('device', 'infoCount', 'infos'),
                                             'struct nvmlDevice_st*,unsigned int*,struct '
                                             'nvmlProcessInfo_v2_st*'),
 'nvmlDeviceGetConfComputeGpuAttestationReport': ('nvmlReturn_t '
                                                  'nvmlDeviceGetConfComputeGpuAttestationReport(nvmlDevice_t '
                                                  'device, nvmlConfComputeGpuAttestationReport_t '
                                                  '*gpuAtstReport);',
                                                  ('device', 'gpuAtstReport'),
                                                  'struct nvmlDevice_st*,struct '
                                                  'nvmlConfComputeGpuAttestationReport_st*'),
 'nvmlDeviceGetConfComputeGpuCertificate': ('nvmlReturn_t '
                                            'nvmlDeviceGetConfComputeGpuCertificate(nvmlDevice_t '
                                            'device, nvmlConfComputeGpuCertificate_t *gpuCert);',
                                            ('device', 'gpuCert'),
                                            'struct nvmlDevice_st*,struct '
                                            'nvmlConfComputeGpuCertificate_st*'),
 'nvmlDeviceGetConfComputeMemSizeInfo': ('nvmlReturn_t '
                                         'nvmlDeviceGetConfComputeMemSizeInfo(nvmlDevice_t device, '
                                         'nvmlConfComputeMemSizeInfo_t *memInfo);',
                                         ('device', 'memInfo'),
                                         'struct nvmlDevice_st*,struct '
                                         'nvmlConfComputeMemSizeInfo_st*'),
 'nvmlDeviceGetConfComputeProtectedMemoryUsage': ('nvmlReturn_t '
                                                  'nvmlDeviceGetConfComputeProtectedMemoryUsage(nvmlDevice_t '
                                                  'device, nvmlMemory_t *memory);',
                                                  ('device', 'memory'),
                                                  'struct nvmlDevice_st*,struct nvmlMemory_st*'),
 'nvmlDeviceGetCoolerInfo': ('nvmlReturn_t nvmlDeviceGetCoolerInfo(nvmlDevice_t device, '
                             'nvmlCoolerInfo_t *coolerInfo);',
                             ('device', 'coolerInfo'),
                             'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetCount': ('nvmlReturn_t nvmlDeviceGetCount(unsigned int *deviceCount);',
                        ('deviceCount',),
                        'unsigned int*'),
 'nvmlDeviceGetCount_v2': ('nvmlReturn_t nvmlDeviceGetCount_v2(unsigned int *deviceCount);',
                           ('deviceCount',),
                           'unsigned int*'),
 'nvmlDeviceGetCpuAffinity': ('nvmlReturn_t nvmlDeviceGetCpuAffinity(nvmlDevice_t device, unsigned '
                              'int cpuSetSize, unsigned long *cpuSet);',
                              ('device', 'cpuSetSize', 'cpuSet'),
                              'struct nvmlDevice_st*,unsigned int,unsigned long*'),
 'nvmlDeviceGetCpuAffinityWithinScope': ('nvmlReturn_t '
                                         'nvmlDeviceGetCpuAffinityWithinScope(nvmlDevice_t device, '
                                         'unsigned int cpuSetSize, unsigned long *cpuSet, '
                                         'nvmlAffinityScope_t scope);',
                                         ('device', 'cpuSetSize', 'cpuSet', 'scope'),
                                         'struct nvmlDevice_st*,unsigned int,unsigned '
                                         'long*,unsigned int'),
 'nvmlDeviceGetCreatableVgpus': ('nvmlReturn_t nvmlDeviceGetCreatableVgpus(nvmlDevice_t device, '
                                 'unsigned int *vgpuCount, nvmlVgpuTypeId_t *vgpuTypeIds);',
                                 ('device', 'vgpuCount', 'vgpuTypeIds'),
                                 'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetCudaComputeCapability': ('nvmlReturn_t '
                                        'nvmlDeviceGetCudaComputeCapability(nvmlDevice_t device, '
                                        'int *major, int *minor);',
                                        ('device', 'major', 'minor'),
                                        'struct nvmlDevice_st*,int*,int*'),
 'nvmlDeviceGetCurrPcieLinkGeneration': ('nvmlReturn_t '
                                         'nvmlDeviceGetCurrPcieLinkGeneration(nvmlDevice_t device, '
                                         'unsigned int *currLinkGen);',
                                         ('device', 'currLinkGen'),
                                         'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetCurrPcieLinkWidth': ('nvmlReturn_t nvmlDeviceGetCurrPcieLinkWidth(nvmlDevice_t '
                                    'device, unsigned int *currLinkWidth);',
                                    ('device', 'currLinkWidth'),
                                    'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetCurrentClockFreqs': ('nvmlReturn_t nvmlDeviceGetCurrentClockFreqs(nvmlDevice_t '
                                    'device, nvmlDeviceCurrentClockFreqs_t *currentClockFreqs);',
                                    ('device', 'currentClockFreqs'),
                                    'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetCurrentClocksEventReasons': ('nvmlReturn_t '
                                            'nvmlDeviceGetCurrentClocksEventReasons(nvmlDevice_t '
                                            'device, unsigned long long *clocksEventReasons);',
                                            ('device', 'clocksEventReasons'),
                                            'struct nvmlDevice_st*,unsigned long long*'),
 'nvmlDeviceGetCurrentClocksThrottleReasons': ('nvmlReturn_t '
                                               'nvmlDeviceGetCurrentClocksThrottleReasons(nvmlDevice_t '
                                               'device, unsigned long long '
                                               '*clocksThrottleReasons);',
                                               ('device', 'clocksThrottleReasons'),
                                               'struct nvmlDevice_st*,unsigned long long*'),
 'nvmlDeviceGetDecoderUtilization': ('nvmlReturn_t nvmlDeviceGetDecoderUtilization(nvmlDevice_t '
                                     'device, unsigned int *utilization, unsigned int '
                                     '*samplingPeriodUs);',
                                     ('device', 'utilization', 'samplingPeriodUs'),
                                     'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetDefaultApplicationsClock': ('nvmlReturn_t '
                                           'nvmlDeviceGetDefaultApplicationsClock(nvmlDevice_t '
                                           'device, nvmlClockType_t clockType, unsigned int '
                                           '*clockMHz);',
                                           ('device', 'clockType', 'clockMHz'),
                                           'struct nvmlDevice_st*,enum nvmlClockType_enum,unsigned '
                                           'int*'),
 'nvmlDeviceGetDefaultEccMode': ('nvmlReturn_t nvmlDeviceGetDefaultEccMode(nvmlDevice_t device, '
                                 'nvmlEnableState_t *defaultMode);',
                                 ('device', 'defaultMode'),
                                 'struct nvmlDevice_st*,enum nvmlEnableState_enum*'),
 'nvmlDeviceGetDetailedEccErrors': ('nvmlReturn_t nvmlDeviceGetDetailedEccErrors(nvmlDevice_t '
                                    'device, nvmlMemoryErrorType_t errorType, nvmlEccCounterType_t '
                                    'counterType, nvmlEccErrorCounts_t *eccCounts);',
                                    ('device', 'errorType', 'counterType', 'eccCounts'),
                                    'struct nvmlDevice_st*,enum nvmlMemoryErrorType_enum,enum '
                                    'nvmlEccCounterType_enum,struct nvmlEccErrorCounts_st*'),
 'nvmlDeviceGetDeviceHandleFromMigDeviceHandle': ('nvmlReturn_t '
                                                  'nvmlDeviceGetDeviceHandleFromMigDeviceHandle(nvmlDevice_t '
                                                  'migDevice, nvmlDevice_t *device);',
                                                  ('migDevice', 'device'),
                                                  'struct nvmlDevice_st*,struct nvmlDevice_st**'),
 'nvmlDeviceGetDisplayActive': ('nvmlReturn_t nvmlDeviceGetDisplayActive(nvmlDevice_t device, '
                                'nvmlEnableState_t *isActive);',
                                ('device', 'isActive'),
                                'struct nvmlDevice_st*,enum nvmlEnableState_enum*'),
 'nvmlDeviceGetDisplayMode': ('nvmlReturn_t nvmlDeviceGetDisplayMode(nvmlDevice_t device, '
                              'nvmlEnableState_t *display);',
                              ('device', 'display'),
                              'struct nvmlDevice_st*,enum nvmlEnableState_enum*'),
 'nvmlDeviceGetDramEncryptionMode': ('nvmlReturn_t nvmlDeviceGetDramEncryptionMode(nvmlDevice_t '
                                     'device, nvmlDramEncryptionInfo_t *current, '
                                     'nvmlDramEncryptionInfo_t *pending);',
                                     ('device', 'current', 'pending'),
                                     'struct nvmlDevice_st*,struct None*,struct None*'),
 'nvmlDeviceGetDriverModel': ('nvmlReturn_t nvmlDeviceGetDriverModel(nvmlDevice_t device, '
                              'nvmlDriverModel_t *current, nvmlDriverModel_t *pending);',
                              ('device', 'current', 'pending'),
                              'struct nvmlDevice_st*,enum nvmlDriverModel_enum*,enum '
                              'nvmlDriverModel_enum*'),
 'nvmlDeviceGetDriverModel_v2': ('nvmlReturn_t nvmlDeviceGetDriverModel_v2(nvmlDevice_t device, '
                                 'nvmlDriverModel_t *current, nvmlDriverModel_t *pending);',
                                 ('device', 'current', 'pending'),
                                 'struct nvmlDevice_st*,enum nvmlDriverModel_enum*,enum '
                                 'nvmlDriverModel_enum*'),
 'nvmlDeviceGetDynamicPstatesInfo': ('nvmlReturn_t nvmlDeviceGetDynamicPstatesInfo(nvmlDevice_t '
                                     'device, nvmlGpuDynamicPstatesInfo_t *pDynamicPstatesInfo);',
                                     ('device', 'pDynamicPstatesInfo'),
                                     'struct nvmlDevice_st*,struct nvmlGpuDynamicPstatesInfo_st*'),
 'nvmlDeviceGetEccMode': ('nvmlReturn_t nvmlDeviceGetEccMode(nvmlDevice_t device, '
                          'nvmlEnableState_t *current, nvmlEnableState_t *pending);',
                          ('device', 'current', 'pending'),
                          'struct nvmlDevice_st*,enum nvmlEnableState_enum*,enum '
                          'nvmlEnableState_enum*'),
 'nvmlDeviceGetEncoderCapacity': ('nvmlReturn_t nvmlDeviceGetEncoderCapacity(nvmlDevice_t device, '
                                  'nvmlEncoderType_t encoderQueryType, unsigned int '
                                  '*encoderCapacity);',
                                  ('device', 'encoderQueryType', 'encoderCapacity'),
                                  'struct nvmlDevice_st*,enum nvmlEncoderQueryType_enum,unsigned '
                                  'int*'),
 'nvmlDeviceGetEncoderSessions': ('nvmlReturn_t nvmlDeviceGetEncoderSessions(nvmlDevice_t device, '
                                  'unsigned int *sessionCount, nvmlEncoderSessionInfo_t '
                                  '*sessionInfos);',
                                  ('device', 'sessionCount', 'sessionInfos'),
                                  'struct nvmlDevice_st*,unsigned int*,struct '
                                  'nvmlEncoderSessionInfo_st*'),
 'nvmlDeviceGetEncoderStats': ('nvmlReturn_t nvmlDeviceGetEncoderStats(nvmlDevice_t device, '
                               'unsigned int *sessionCount, unsigned int *averageFps, unsigned int '
                               '*averageLatency);',
                               ('device', 'sessionCount', 'averageFps', 'averageLatency'),
                               'struct nvmlDevice_st*,unsigned int*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetEncoderUtilization': ('nvmlReturn_t nvmlDeviceGetEncoderUtilization(nvmlDevice_t '
                                     'device, unsigned int *utilization, unsigned int '
                                     '*samplingPeriodUs);',
                                     ('device', 'utilization', 'samplingPeriodUs'),
                                     'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetEnforcedPowerLimit': ('nvmlReturn_t nvmlDeviceGetEnforcedPowerLimit(nvmlDevice_t '
                                     'device, unsigned int *limit);',
                                     ('device', 'limit'),
                                     'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetFBCSessions': ('nvmlReturn_t nvmlDeviceGetFBCSessions(nvmlDevice_t device, unsigned '
                              'int *sessionCount, nvmlFBCSessionInfo_t *sessionInfo);',
                              ('device', 'sessionCount', 'sessionInfo'),
                              'struct nvmlDevice_st*,unsigned int*,struct nvmlFBCSessionInfo_st*'),
 'nvmlDeviceGetFBCStats': ('nvmlReturn_t nvmlDeviceGetFBCStats(nvmlDevice_t device, nvmlFBCStats_t '
                           '*fbcStats);',
                           ('device', 'fbcStats'),
                           'struct nvmlDevice_st*,struct nvmlFBCStats_st*'),
 'nvmlDeviceGetFanControlPolicy_v2': ('nvmlReturn_t nvmlDeviceGetFanControlPolicy_v2(nvmlDevice_t '
                                      'device, unsigned int fan, nvmlFanControlPolicy_t *policy);',
                                      ('device', 'fan', 'policy'),
                                      'struct nvmlDevice_st*,unsigned int,unsigned int*'),
 'nvmlDeviceGetFanSpeed': ('nvmlReturn_t nvmlDeviceGetFanSpeed(nvmlDevice_t device, unsigned int '
                           '*speed);',
                           ('device', 'speed'),
                           'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetFanSpeedRPM': ('nvmlReturn_t nvmlDeviceGetFanSpeedRPM(nvmlDevice_t device, '
                              'nvmlFanSpeedInfo_t *fanSpeed);',
                              ('device', 'fanSpeed'),
                              'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetFanSpeed_v2': ('nvmlReturn_t nvmlDeviceGetFanSpeed_v2(nvmlDevice_t device, unsigned '
                              'int fan, unsigned int *speed);',
                              ('device', 'fan', 'speed'),
                              'struct nvmlDevice_st*,unsigned int,unsigned int*'),
 'nvmlDeviceGetFieldValues': ('nvmlReturn_t nvmlDeviceGetFieldValues(nvmlDevice_t device, int '
                              'valuesCount, nvmlFieldValue_t *values);',
                              ('device', 'valuesCount', 'values'),
                              'struct nvmlDevice_st*,int,struct nvmlFieldValue_st*'),
 'nvmlDeviceGetGpcClkMinMaxVfOffset': ('nvmlReturn_t '
                                       'nvmlDeviceGetGpcClkMinMaxVfOffset(nvmlDevice_t device, int '
                                       '*minOffset, int *maxOffset);',
                                       ('device', 'minOffset', 'maxOffset'),
                                       'struct nvmlDevice_st*,int*,int*'),
 'nvmlDeviceGetGpcClkVfOffset': ('nvmlReturn_t nvmlDeviceGetGpcClkVfOffset(nvmlDevice_t device, '
                                 'int *offset);',
                                 ('device', 'offset'),
                                 'struct nvmlDevice_st*,int*'),
 'nvmlDeviceGetGpuFabricInfo': ('nvmlReturn_t nvmlDeviceGetGpuFabricInfo(nvmlDevice_t device, '
                                'nvmlGpuFabricInfo_t *gpuFabricInfo);',
                                ('device', 'gpuFabricInfo'),
                                'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetGpuFabricInfoV': ('nvmlReturn_t nvmlDeviceGetGpuFabricInfoV(nvmlDevice_t device, '
                                 'nvmlGpuFabricInfoV_t *gpuFabricInfo);',
                                 ('device', 'gpuFabricInfo'),
                                 'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetGpuInstanceById': ('nvmlReturn_t nvmlDeviceGetGpuInstanceById(nvmlDevice_t device, '
                                  'unsigned int id, nvmlGpuInstance_t *gpuInstance);',
                                  ('device', 'id', 'gpuInstance'),
                                  'struct nvmlDevice_st*,unsigned int,struct nvmlGpuInstance_st**'),
 'nvmlDeviceGetGpuInstanceId': ('nvmlReturn_t nvmlDeviceGetGpuInstanceId(nvmlDevice_t device, '
                                'unsigned int *id);',
                                ('device', 'id'),
                                'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetGpuInstancePossiblePlacements': ('nvmlReturn_t '
                                                'nvmlDeviceGetGpuInstancePossiblePlacements(nvmlDevice_t '
                                                'device, unsigned int profileId, '
                                                'nvmlGpuInstancePlacement_t *placements, unsigned '
                                                'int *count);',
                                                ('device', 'profileId', 'placements', 'count'),
                                                'struct nvmlDevice_st*,unsigned int,struct '
                                                'nvmlGpuInstancePlacement_st*,unsigned int*'),
 'nvmlDeviceGetGpuInstancePossiblePlacements_v2': ('nvmlReturn_t '
                                                   'nvmlDeviceGetGpuInstancePossiblePlacements_v2(nvmlDevice_t '
                                                   'device, unsigned int profileId, '
                                                   'nvmlGpuInstancePlacement_t *placements, '
                                                   'unsigned int *count);',
                                                   ('device', 'profileId', 'placements', 'count'),
                                                   'struct nvmlDevice_st*,unsigned int,struct '
                                                   'nvmlGpuInstancePlacement_st*,unsigned int*'),
 'nvmlDeviceGetGpuInstanceProfileInfo': ('nvmlReturn_t '
                                         'nvmlDeviceGetGpuInstanceProfileInfo(nvmlDevice_t device, '
                                         'unsigned int profile, nvmlGpuInstanceProfileInfo_t '
                                         '*info);',
                                         ('device', 'profile', 'info'),
                                         'struct nvmlDevice_st*,unsigned int,struct '
                                         'nvmlGpuInstanceProfileInfo_st*'),
 'nvmlDeviceGetGpuInstanceProfileInfoByIdV': ('nvmlReturn_t '
                                              'nvmlDeviceGetGpuInstanceProfileInfoByIdV(nvmlDevice_t '
                                              'device, unsigned int profileId, '
                                              'nvmlGpuInstanceProfileInfo_v2_t *info);',
                                              ('device', 'profileId', 'info'),
                                              'struct nvmlDevice_st*,unsigned int,struct '
                                              'nvmlGpuInstanceProfileInfo_v2_st*'),
 'nvmlDeviceGetGpuInstanceProfileInfoV': ('nvmlReturn_t '
                                          'nvmlDeviceGetGpuInstanceProfileInfoV(nvmlDevice_t '
                                          'device, unsigned int profile, '
                                          'nvmlGpuInstanceProfileInfo_v2_t *info);',
                                          ('device', 'profile', 'info'),
                                          'struct nvmlDevice_st*,unsigned int,struct '
                                          'nvmlGpuInstanceProfileInfo_v2_st*'),
 'nvmlDeviceGetGpuInstanceRemainingCapacity': ('nvmlReturn_t '
                                               'nvmlDeviceGetGpuInstanceRemainingCapacity(nvmlDevice_t '
                                               'device, unsigned int profileId, unsigned int '
                                               '*count);',
                                               ('device', 'profileId', 'count'),
                                               'struct nvmlDevice_st*,unsigned int,unsigned int*'),
 'nvmlDeviceGetGpuInstances': ('nvmlReturn_t nvmlDeviceGetGpuInstances(nvmlDevice_t device, '
                               'unsigned int profileId, nvmlGpuInstance_t *gpuInstances, unsigned '
                               'int *count);',
                               ('device', 'profileId', 'gpuInstances', 'count'),
                               'struct nvmlDevice_st*,unsigned int,struct '
                               'nvmlGpuInstance_st**,unsigned int*'),
 'nvmlDeviceGetGpuMaxPcieLinkGeneration': ('nvmlReturn_t '
                                           'nvmlDeviceGetGpuMaxPcieLinkGeneration(nvmlDevice_t '
                                           'device, unsigned int *maxLinkGenDevice);',
                                           ('device', 'maxLinkGenDevice'),
                                           'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetGpuOperationMode': ('nvmlReturn_t nvmlDeviceGetGpuOperationMode(nvmlDevice_t '
                                   'device, nvmlGpuOperationMode_t *current, '
                                   'nvmlGpuOperationMode_t *pending);',
                                   ('device', 'current', 'pending'),
                                   'struct nvmlDevice_st*,enum nvmlGom_enum*,enum nvmlGom_enum*'),
 'nvmlDeviceGetGraphicsRunningProcesses': ('nvmlReturn_t '
                                           'nvmlDeviceGetGraphicsRunningProcesses(nvmlDevice_t '
                                           'device, unsigned int *infoCount, nvmlProcessInfo_v1_t '
                                           '*infos);',
                                           ('device', 'infoCount', 'infos'),
                                           'struct nvmlDevice_st*,unsigned int*,struct '
                                           'nvmlProcessInfo_v1_st*'),
 'nvmlDeviceGetGraphicsRunningProcesses_v2': ('nvmlReturn_t '
                                              'nvmlDeviceGetGraphicsRunningProcesses_v2(nvmlDevice_t '
                                              'device, unsigned int *infoCount, '
                                              'nvmlProcessInfo_v2_t *infos);',
                                              ('device', 'infoCount', 'infos'),
                                              'struct nvmlDevice_st*,unsigned int*,struct '
                                              'nvmlProcessInfo_v2_st*'),
 'nvmlDeviceGetGraphicsRunningProcesses_v3': ('nvmlReturn_t '
                                              'nvmlDeviceGetGraphicsRunningProcesses_v3(nvmlDevice_t '
                                              'device, unsigned int *infoCount, nvmlProcessInfo_t '
                                              '*infos);',
                                              ('device', 'infoCount', 'infos'),
                                              'struct nvmlDevice_st*,unsigned int*,struct '
                                              'nvmlProcessInfo_v2_st*'),
 'nvmlDeviceGetGridLicensableFeatures': ('nvmlReturn_t '
                                         'nvmlDeviceGetGridLicensableFeatures(nvmlDevice_t device, '
                                         'nvmlGridLicensableFeatures_t *pGridLicensableFeatures);',
                                         ('device', 'pGridLicensableFeatures'),
                                         'struct nvmlDevice_st*,struct '
                                         'nvmlGridLicensableFeatures_st*'),
 'nvmlDeviceGetGridLicensableFeatures_v2': ('nvmlReturn_t '
                                            'nvmlDeviceGetGridLicensableFeatures_v2(nvmlDevice_t '
                                            'device, nvmlGridLicensableFeatures_t '
                                            '*pGridLicensableFeatures);',
                                            ('device', 'pGridLicensableFeatures'),
                                            'struct nvmlDevice_st*,struct '
                                            'nvmlGridLicensableFeatures_st*'),
 'nvmlDeviceGetGridLicensableFeatures_v3': ('nvmlReturn_t '
                                            'nvmlDeviceGetGridLicensableFeatures_v3(nvmlDevice_t '
                                            'device, nvmlGridLicensableFeatures_t '
                                            '*pGridLicensableFeatures);',
                                            ('device', 'pGridLicensableFeatures'),
                                            'struct nvmlDevice_st*,struct '
                                            'nvmlGridLicensableFeatures_st*'),
 'nvmlDeviceGetGridLicensableFeatures_v4': ('nvmlReturn_t '
                                            'nvmlDeviceGetGridLicensableFeatures_v4(nvmlDevice_t '
                                            'device, nvmlGridLicensableFeatures_t '
                                            '*pGridLicensableFeatures);',
                                            ('device', 'pGridLicensableFeatures'),
                                            'struct nvmlDevice_st*,struct '
                                            'nvmlGridLicensableFeatures_st*'),
 'nvmlDeviceGetGspFirmwareMode': ('nvmlReturn_t nvmlDeviceGetGspFirmwareMode(nvmlDevice_t device, '
                                  'unsigned int *isEnabled, unsigned int *defaultMode);',
                                  ('device', 'isEnabled', 'defaultMode'),
                                  'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetGspFirmwareVersion': ('nvmlReturn_t nvmlDeviceGetGspFirmwareVersion(nvmlDevice_t '
                                     'device, char *version);',
                                     ('device', 'version'),
                                     'struct nvmlDevice_st*,char*'),
 'nvmlDeviceGetHandleByIndex': ('nvmlReturn_t nvmlDeviceGetHandleByIndex(unsigned int index, '
                                'nvmlDevice_t *device);',
                                ('index', 'device'),
                                'unsigned int,struct nvmlDevice_st**'),
 'nvmlDeviceGetHandleByIndex_v2': ('nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int index, '
                                   'nvmlDevice_t *device);',
                                   ('index', 'device'),
                                   'unsigned int,struct nvmlDevice_st**'),
 'nvmlDeviceGetHandleByPciBusId': ('nvmlReturn_t nvmlDeviceGetHandleByPciBusId(const char '
                                   '*pciBusId, nvmlDevice_t *device);',
                                   ('pciBusId', 'device'),
                                   'char*,struct nvmlDevice_st**'),
 'nvmlDeviceGetHandleByPciBusId_v2': ('nvmlReturn_t nvmlDeviceGetHandleByPciBusId_v2(const char '
                                      '*pciBusId, nvmlDevice_t *device);',
                                      ('pciBusId', 'device'),
                                      'char*,struct nvmlDevice_st**'),
 'nvmlDeviceGetHandleBySerial': ('nvmlReturn_t nvmlDeviceGetHandleBySerial(const char *serial, '
                                 'nvmlDevice_t *device);',
                                 ('serial', 'device'),
                                 'char*,struct nvmlDevice_st**'),
 'nvmlDeviceGetHandleByUUID': ('nvmlReturn_t nvmlDeviceGetHandleByUUID(const char *uuid, '
                               'nvmlDevice_t *device);',
                               ('uuid', 'device'),
                               'char*,struct nvmlDevice_st**'),
 'nvmlDeviceGetHandleByUUIDV': ('nvmlReturn_t nvmlDeviceGetHandleByUUIDV(const nvmlUUID_t *uuid, '
                                'nvmlDevice_t *device);',
                                ('uuid', 'device'),
                                'struct None*,struct nvmlDevice_st**'),
 'nvmlDeviceGetHostVgpuMode': ('nvmlReturn_t nvmlDeviceGetHostVgpuMode(nvmlDevice_t device, '
                               'nvmlHostVgpuMode_t *pHostVgpuMode);',
                               ('device', 'pHostVgpuMode'),
                               'struct nvmlDevice_st*,enum nvmlHostVgpuMode_enum*'),
 'nvmlDeviceGetHostname_v1': ('nvmlReturn_t nvmlDeviceGetHostname_v1(nvmlDevice_t device, '
                              'nvmlHostname_v1_t *hostname);',
                              ('device', 'hostname'),
                              'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetIndex': ('nvmlReturn_t nvmlDeviceGetIndex(nvmlDevice_t device, unsigned int '
                        '*index);',
                        ('device', 'index'),
                        'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetInforomConfigurationChecksum': ('nvmlReturn_t '
                                               'nvmlDeviceGetInforomConfigurationChecksum(nvmlDevice_t '
                                               'device, unsigned int *checksum);',
                                               ('device', 'checksum'),
                                               'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetInforomImageVersion': ('nvmlReturn_t nvmlDeviceGetInforomImageVersion(nvmlDevice_t '
                                      'device, char *version, unsigned int length);',
                                      ('device', 'version', 'length'),
                                      'struct nvmlDevice_st*,char*,unsigned int'),
 'nvmlDeviceGetInforomVersion': ('nvmlReturn_t nvmlDeviceGetInforomVersion(nvmlDevice_t device, '
                                 'nvmlInforomObject_t object, char *version, unsigned int length);',
                                 ('device', 'object', 'version', 'length'),
                                 'struct nvmlDevice_st*,enum nvmlInforomObject_enum,char*,unsigned '
                                 'int'),
 'nvmlDeviceGetIrqNum': ('nvmlReturn_t nvmlDeviceGetIrqNum(nvmlDevice_t device, unsigned int '
                         '*irqNum);',
                         ('device', 'irqNum'),
                         'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetJpgUtilization': ('nvmlReturn_t nvmlDeviceGetJpgUtilization(nvmlDevice_t device, '
                                 'unsigned int *utilization, unsigned int *samplingPeriodUs);',
                                 ('device', 'utilization', 'samplingPeriodUs'),
                                 'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetLastBBXFlushTime': ('nvmlReturn_t nvmlDeviceGetLastBBXFlushTime(nvmlDevice_t '
                                   'device, unsigned long long *timestamp, unsigned long '
                                   '*durationUs);',
                                   ('device', 'timestamp', 'durationUs'),
                                   'struct nvmlDevice_st*,unsigned long long*,unsigned long*'),
 'nvmlDeviceGetMPSComputeRunningProcesses': ('nvmlReturn_t '
                                             'nvmlDeviceGetMPSComputeRunningProcesses(nvmlDevice_t '
                                             'device, unsigned int *infoCount, '
                                             'nvmlProcessInfo_v1_t *infos);',
                                             ('device', 'infoCount', 'infos'),
                                             'struct nvmlDevice_st*,unsigned int*,struct '
                                             'nvmlProcessInfo_v1_st*'),
 'nvmlDeviceGetMPSComputeRunningProcesses_v2': ('nvmlReturn_t '
                                                'nvmlDeviceGetMPSComputeRunningProcesses_v2(nvmlDevice_t '
                                                'device, unsigned int *infoCount, '
                                                'nvmlProcessInfo_v2_t *infos);',
                                                ('device', 'infoCount', 'infos'),
                                                'struct nvmlDevice_st*,unsigned int*,struct '
                                                'nvmlProcessInfo_v2_st*'),
 'nvmlDeviceGetMPSComputeRunningProcesses_v3': ('nvmlReturn_t '
                                                'nvmlDeviceGetMPSComputeRunningProcesses_v3(nvmlDevice_t '
                                                'device, unsigned int *infoCount, '
                                                'nvmlProcessInfo_t *infos);',
                                                ('device', 'infoCount', 'infos'),
                                                'struct nvmlDevice_st*,unsigned int*,struct '
                                                'nvmlProcessInfo_v2_st*'),
 'nvmlDeviceGetMarginTemperature': ('nvmlReturn_t nvmlDeviceGetMarginTemperature(nvmlDevice_t '
                                    'device, nvmlMarginTemperature_t *marginTempInfo);',
                                    ('device', 'marginTempInfo'),
                                    'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetMaxClockInfo': ('nvmlReturn_t nvmlDeviceGetMaxClockInfo(nvmlDevice_t device, '
                               'nvmlClockType_t type, unsigned int *clock);',
                               ('device', 'type', 'clock'),
                               'struct nvmlDevice_st*,enum nvmlClockType_enum,unsigned int*'),
 'nvmlDeviceGetMaxCustomerBoostClock': ('nvmlReturn_t '
                                        'nvmlDeviceGetMaxCustomerBoostClock(nvmlDevice_t device, '
                                        'nvmlClockType_t clockType, unsigned int *clockMHz);',
                                        ('device', 'clockType', 'clockMHz'),
                                        'struct nvmlDevice_st*,enum nvmlClockType_enum,unsigned '
                                        'int*'),
 'nvmlDeviceGetMaxMigDeviceCount': ('nvmlReturn_t nvmlDeviceGetMaxMigDeviceCount(nvmlDevice_t '
                                    'device, unsigned int *count);',
                                    ('device', 'count'),
                                    'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetMaxPcieLinkGeneration': ('nvmlReturn_t '
                                        'nvmlDeviceGetMaxPcieLinkGeneration(nvmlDevice_t device, '
                                        'unsigned int *maxLinkGen);',
                                        ('device', 'maxLinkGen'),
                                        'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetMaxPcieLinkWidth': ('nvmlReturn_t nvmlDeviceGetMaxPcieLinkWidth(nvmlDevice_t '
                                   'device, unsigned int *maxLinkWidth);',
                                   ('device', 'maxLinkWidth'),
                                   'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetMemClkMinMaxVfOffset': ('nvmlReturn_t '
                                       'nvmlDeviceGetMemClkMinMaxVfOffset(nvmlDevice_t device, int '
                                       '*minOffset, int *maxOffset);',
                                       ('device', 'minOffset', 'maxOffset'),
                                       'struct nvmlDevice_st*,int*,int*'),
 'nvmlDeviceGetMemClkVfOffset': ('nvmlReturn_t nvmlDeviceGetMemClkVfOffset(nvmlDevice_t device, '
                                 'int *offset);',
                                 ('device', 'offset'),
                                 'struct nvmlDevice_st*,int*'),
 'nvmlDeviceGetMemoryAffinity': ('nvmlReturn_t nvmlDeviceGetMemoryAffinity(nvmlDevice_t device, '
                                 'unsigned int nodeSetSize, unsigned long *nodeSet, '
                                 'nvmlAffinityScope_t scope);',
                                 ('device', 'nodeSetSize', 'nodeSet', 'scope'),
                                 'struct nvmlDevice_st*,unsigned int,unsigned long*,unsigned int'),
 'nvmlDeviceGetMemoryBusWidth': ('nvmlReturn_t nvmlDeviceGetMemoryBusWidth(nvmlDevice_t device, '
                                 'unsigned int *busWidth);',
                                 ('device', 'busWidth'),
                                 'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetMemoryErrorCounter': ('nvmlReturn_t nvmlDeviceGetMemoryErrorCounter(nvmlDevice_t '
                                     'device, nvmlMemoryErrorType_t errorType, '
                                     'nvmlEccCounterType_t counterType, nvmlMemoryLocation_t '
                                     'locationType, unsigned long long *count);',
                                     ('device',
                                      'errorType',
                                      'counterType',
                                      'locationType',
                                      'count'),
                                     'struct nvmlDevice_st*,enum nvmlMemoryErrorType_enum,enum '
                                     'nvmlEccCounterType_enum,enum '
                                     'nvmlMemoryLocation_enum,unsigned long long*'),
 'nvmlDeviceGetMemoryInfo': ('nvmlReturn_t nvmlDeviceGetMemoryInfo(nvmlDevice_t device, '
                             'nvmlMemory_t *memory);',
                             ('device', 'memory'),
                             'struct nvmlDevice_st*,struct nvmlMemory_st*'),
 'nvmlDeviceGetMemoryInfo_v2': ('nvmlReturn_t nvmlDeviceGetMemoryInfo_v2(nvmlDevice_t device, '
                                'nvmlMemory_v2_t *memory);',
                                ('device', 'memory'),
                                'struct nvmlDevice_st*,struct nvmlMemory_v2_st*'),
 'nvmlDeviceGetMigDeviceHandleByIndex': ('nvmlReturn_t '
                                         'nvmlDeviceGetMigDeviceHandleByIndex(nvmlDevice_t device, '
                                         'unsigned int index, nvmlDevice_t *migDevice);',
                                         ('device', 'index', 'migDevice'),
                                         'struct nvmlDevice_st*,unsigned int,struct '
                                         'nvmlDevice_st**'),
 'nvmlDeviceGetMigMode': ('nvmlReturn_t nvmlDeviceGetMigMode(nvmlDevice_t device, unsigned int '
                          '*currentMode, unsigned int *pendingMode);',
                          ('device', 'currentMode', 'pendingMode'),
                          'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetMinMaxClockOfPState': ('nvmlReturn_t nvmlDeviceGetMinMaxClockOfPState(nvmlDevice_t '
                                      'device, nvmlClockType_t type, nvmlPstates_t pstate, '
                                      'unsigned int *minClockMHz, unsigned int *maxClockMHz);',
                                      ('device', 'type', 'pstate', 'minClockMHz', 'maxClockMHz'),
                                      'struct nvmlDevice_st*,enum nvmlClockType_enum,enum '
                                      'nvmlPStates_enum,unsigned int*,unsigned int*'),
 'nvmlDeviceGetMinMaxFanSpeed': ('nvmlReturn_t nvmlDeviceGetMinMaxFanSpeed(nvmlDevice_t device, '
                                 'unsigned int *minSpeed, unsigned int *maxSpeed);',
                                 ('device', 'minSpeed', 'maxSpeed'),
                                 'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetMinorNumber': ('nvmlReturn_t nvmlDeviceGetMinorNumber(nvmlDevice_t device, unsigned '
                              'int *minorNumber);',
                              ('device', 'minorNumber'),
                              'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetModuleId': ('nvmlReturn_t nvmlDeviceGetModuleId(nvmlDevice_t device, unsigned int '
                           '*moduleId);',
                           ('device', 'moduleId'),
                           'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetMultiGpuBoard': ('nvmlReturn_t nvmlDeviceGetMultiGpuBoard(nvmlDevice_t device, '
                                'unsigned int *multiGpuBool);',
                                ('device', 'multiGpuBool'),
                                'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetName': ('nvmlReturn_t nvmlDeviceGetName(nvmlDevice_t device, char *name, unsigned '
                       'int length);',
                       ('device', 'name', 'length'),
                       'struct nvmlDevice_st*,char*,unsigned int'),
 'nvmlDeviceGetNumFans': ('nvmlReturn_t nvmlDeviceGetNumFans(nvmlDevice_t device, unsigned int '
                          '*numFans);',
                          ('device', 'numFans'),
                          'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetNumGpuCores': ('nvmlReturn_t nvmlDeviceGetNumGpuCores(nvmlDevice_t device, unsigned '
                              'int *numCores);',
                              ('device', 'numCores'),
                              'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetNumaNodeId': ('nvmlReturn_t nvmlDeviceGetNumaNodeId(nvmlDevice_t device, unsigned '
                             'int *node);',
                             ('device', 'node'),
                             'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetNvLinkCapability': ('nvmlReturn_t nvmlDeviceGetNvLinkCapability(nvmlDevice_t '
                                   'device, unsigned int link, nvmlNvLinkCapability_t capability, '
                                   'unsigned int *capResult);',
                                   ('device', 'link', 'capability', 'capResult'),
                                   'struct nvmlDevice_st*,unsigned int,enum '
                                   'nvmlNvLinkCapability_enum,unsigned int*'),
 'nvmlDeviceGetNvLinkErrorCounter': ('nvmlReturn_t nvmlDeviceGetNvLinkErrorCounter(nvmlDevice_t '
                                     'device, unsigned int link, nvmlNvLinkErrorCounter_t counter, '
                                     'unsigned long long *counterValue);',
                                     ('device', 'link', 'counter', 'counterValue'),
                                     'struct nvmlDevice_st*,unsigned int,enum '
                                     'nvmlNvLinkErrorCounter_enum,unsigned long long*'),
 'nvmlDeviceGetNvLinkInfo': ('nvmlReturn_t nvmlDeviceGetNvLinkInfo(nvmlDevice_t device, '
                             'nvmlNvLinkInfo_t *info);',
                             ('device', 'info'),
                             'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetNvLinkRemoteDeviceType': ('nvmlReturn_t '
                                         'nvmlDeviceGetNvLinkRemoteDeviceType(nvmlDevice_t device, '
                                         'unsigned int link, nvmlIntNvLinkDeviceType_t '
                                         '*pNvLinkDeviceType);',
                                         ('device', 'link', 'pNvLinkDeviceType'),
                                         'struct nvmlDevice_st*,unsigned int,enum '
                                         'nvmlIntNvLinkDeviceType_enum*'),
 'nvmlDeviceGetNvLinkRemotePciInfo': ('nvmlReturn_t nvmlDeviceGetNvLinkRemotePciInfo(nvmlDevice_t '
                                      'device, unsigned int link, nvmlPciInfo_t *pci);',
                                      ('device', 'link', 'pci'),
                                      'struct nvmlDevice_st*,unsigned int,struct nvmlPciInfo_st*'),
 'nvmlDeviceGetNvLinkRemotePciInfo_v2': ('nvmlReturn_t '
                                         'nvmlDeviceGetNvLinkRemotePciInfo_v2(nvmlDevice_t device, '
                                         'unsigned int link, nvmlPciInfo_t *pci);',
                                         ('device', 'link', 'pci'),
                                         'struct nvmlDevice_st*,unsigned int,struct '
                                         'nvmlPciInfo_st*'),
 'nvmlDeviceGetNvLinkState': ('nvmlReturn_t nvmlDeviceGetNvLinkState(nvmlDevice_t device, unsigned '
                              'int link, nvmlEnableState_t *isActive);',
                              ('device', 'link', 'isActive'),
                              'struct nvmlDevice_st*,unsigned int,enum nvmlEnableState_enum*'),
 'nvmlDeviceGetNvLinkUtilizationControl': ('nvmlReturn_t '
                                           'nvmlDeviceGetNvLinkUtilizationControl(nvmlDevice_t '
                                           'device, unsigned int link, unsigned int counter, '
                                           'nvmlNvLinkUtilizationControl_t *control);',
                                           ('device', 'link', 'counter', 'control'),
                                           'struct nvmlDevice_st*,unsigned int,unsigned int,struct '
                                           'nvmlNvLinkUtilizationControl_st*'),
 'nvmlDeviceGetNvLinkUtilizationCounter': ('nvmlReturn_t '
                                           'nvmlDeviceGetNvLinkUtilizationCounter(nvmlDevice_t '
                                           'device, unsigned int link, unsigned int counter, '
                                           'unsigned long long *rxcounter, unsigned long long '
                                           '*txcounter);',
                                           ('device', 'link', 'counter', 'rxcounter', 'txcounter'),
                                           'struct nvmlDevice_st*,unsigned int,unsigned '
                                           'int,unsigned long long*,unsigned long long*'),
 'nvmlDeviceGetNvLinkVersion': ('nvmlReturn_t nvmlDeviceGetNvLinkVersion(nvmlDevice_t device, '
                                'unsigned int link, unsigned int *version);',
                                ('device', 'link', 'version'),
                                'struct nvmlDevice_st*,unsigned int,unsigned int*'),
 'nvmlDeviceGetNvlinkBwMode': ('nvmlReturn_t nvmlDeviceGetNvlinkBwMode(nvmlDevice_t device, '
                               'nvmlNvlinkGetBwMode_t *getBwMode);',
                               ('device', 'getBwMode'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetNvlinkSupportedBwModes': ('nvmlReturn_t '
                                         'nvmlDeviceGetNvlinkSupportedBwModes(nvmlDevice_t device, '
                                         'nvmlNvlinkSupportedBwModes_t *supportedBwMode);',
                                         ('device', 'supportedBwMode'),
                                         'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetOfaUtilization': ('nvmlReturn_t nvmlDeviceGetOfaUtilization(nvmlDevice_t device, '
                                 'unsigned int *utilization, unsigned int *samplingPeriodUs);',
                                 ('device', 'utilization', 'samplingPeriodUs'),
                                 'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetP2PStatus': ('nvmlReturn_t nvmlDeviceGetP2PStatus(nvmlDevice_t device1, '
                            'nvmlDevice_t device2, nvmlGpuP2PCapsIndex_t p2pIndex, '
                            'nvmlGpuP2PStatus_t *p2pStatus);',
                            ('device1', 'device2', 'p2pIndex', 'p2pStatus'),
                            'struct nvmlDevice_st*,struct nvmlDevice_st*,enum '
                            'nvmlGpuP2PCapsIndex_enum,enum nvmlGpuP2PStatus_enum*'),
 'nvmlDeviceGetPciInfo': ('nvmlReturn_t nvmlDeviceGetPciInfo(nvmlDevice_t device, nvmlPciInfo_t '
                          '*pci);',
                          ('device', 'pci'),
                          'struct nvmlDevice_st*,struct nvmlPciInfo_st*'),
 'nvmlDeviceGetPciInfoExt': ('nvmlReturn_t nvmlDeviceGetPciInfoExt(nvmlDevice_t device, '
                             'nvmlPciInfoExt_t *pci);',
                             ('device', 'pci'),
                             'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetPciInfo_v2': ('nvmlReturn_t nvmlDeviceGetPciInfo_v2(nvmlDevice_t device, '
                             'nvmlPciInfo_t *pci);',
                             ('device', 'pci'),
                             'struct nvmlDevice_st*,struct nvmlPciInfo_st*'),
 'nvmlDeviceGetPciInfo_v3': ('nvmlReturn_t nvmlDeviceGetPciInfo_v3(nvmlDevice_t device, '
                             'nvmlPciInfo_t *pci);',
                             ('device', 'pci'),
                             'struct nvmlDevice_st*,struct nvmlPciInfo_st*'),
 'nvmlDeviceGetPcieLinkMaxSpeed': ('nvmlReturn_t nvmlDeviceGetPcieLinkMaxSpeed(nvmlDevice_t '
                                   'device, unsigned int *maxSpeed);',
                                   ('device', 'maxSpeed'),
                                   'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetPcieReplayCounter': ('nvmlReturn_t nvmlDeviceGetPcieReplayCounter(nvmlDevice_t '
                                    'device, unsigned int *value);',
                                    ('device', 'value'),
                                    'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetPcieSpeed': ('nvmlReturn_t nvmlDeviceGetPcieSpeed(nvmlDevice_t device, unsigned int '
                            '*pcieSpeed);',
                            ('device', 'pcieSpeed'),
                            'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetPcieThroughput': ('nvmlReturn_t nvmlDeviceGetPcieThroughput(nvmlDevice_t device, '
                                 'nvmlPcieUtilCounter_t counter, unsigned int *value);',
                                 ('device', 'counter', 'value'),
                                 'struct nvmlDevice_st*,enum nvmlPcieUtilCounter_enum,unsigned '
                                 'int*'),
 'nvmlDeviceGetPdi': ('nvmlReturn_t nvmlDeviceGetPdi(nvmlDevice_t device, nvmlPdi_t *pdi);',
                      ('device', 'pdi'),
                      'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetPerformanceModes': ('nvmlReturn_t nvmlDeviceGetPerformanceModes(nvmlDevice_t '
                                   'device, nvmlDevicePerfModes_t *perfModes);',
                                   ('device', 'perfModes'),
                                   'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetPerformanceState': ('nvmlReturn_t nvmlDeviceGetPerformanceState(nvmlDevice_t '
                                   'device, nvmlPstates_t *pState);',
                                   ('device', 'pState'),
                                   'struct nvmlDevice_st*,enum nvmlPStates_enum*'),
 'nvmlDeviceGetPersistenceMode': ('nvmlReturn_t nvmlDeviceGetPersistenceMode(nvmlDevice_t device, '
                                  'nvmlEnableState_t *mode);',
                                  ('device', 'mode'),
                                  'struct nvmlDevice_st*,enum nvmlEnableState_enum*'),
 'nvmlDeviceGetPgpuMetadataString': ('nvmlReturn_t nvmlDeviceGetPgpuMetadataString(nvmlDevice_t '
                                     'device, char *pgpuMetadata, unsigned int *bufferSize);',
                                     ('device', 'pgpuMetadata', 'bufferSize'),
                                     'struct nvmlDevice_st*,char*,unsigned int*'),
 'nvmlDeviceGetPlatformInfo': ('nvmlReturn_t nvmlDeviceGetPlatformInfo(nvmlDevice_t device, '
                               'nvmlPlatformInfo_t *platformInfo);',
                               ('device', 'platformInfo'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetPowerManagementDefaultLimit': ('nvmlReturn_t '
                                              'nvmlDeviceGetPowerManagementDefaultLimit(nvmlDevice_t '
                                              'device, unsigned int *defaultLimit);',
                                              ('device', 'defaultLimit'),
                                              'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetPowerManagementLimit': ('nvmlReturn_t '
                                       'nvmlDeviceGetPowerManagementLimit(nvmlDevice_t device, '
                                       'unsigned int *limit);',
                                       ('device', 'limit'),
                                       'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetPowerManagementLimitConstraints': ('nvmlReturn_t '
                                                  'nvmlDeviceGetPowerManagementLimitConstraints(nvmlDevice_t '
                                                  'device, unsigned int *minLimit, unsigned int '
                                                  '*maxLimit);',
                                                  ('device', 'minLimit', 'maxLimit'),
                                                  'struct nvmlDevice_st*,unsigned int*,unsigned '
                                                  'int*'),
 'nvmlDeviceGetPowerManagementMode': ('nvmlReturn_t nvmlDeviceGetPowerManagementMode(nvmlDevice_t '
                                      'device, nvmlEnableState_t *mode);',
                                      ('device', 'mode'),
                                      'struct nvmlDevice_st*,enum nvmlEnableState_enum*'),
 'nvmlDeviceGetPowerMizerMode_v1': ('nvmlReturn_t nvmlDeviceGetPowerMizerMode_v1(nvmlDevice_t '
                                    'device, nvmlDevicePowerMizerModes_v1_t *powerMizerMode);',
                                    ('device', 'powerMizerMode'),
                                    'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetPowerSource': ('nvmlReturn_t nvmlDeviceGetPowerSource(nvmlDevice_t device, '
                              'nvmlPowerSource_t *powerSource);',
                              ('device', 'powerSource'),
                              'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetPowerState': ('nvmlReturn_t nvmlDeviceGetPowerState(nvmlDevice_t device, '
                             'nvmlPstates_t *pState);',
                             ('device', 'pState'),
                             'struct nvmlDevice_st*,enum nvmlPStates_enum*'),
 'nvmlDeviceGetPowerUsage': ('nvmlReturn_t nvmlDeviceGetPowerUsage(nvmlDevice_t device, unsigned '
                             'int *power);',
                             ('device', 'power'),
                             'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceGetProcessUtilization': ('nvmlReturn_t nvmlDeviceGetProcessUtilization(nvmlDevice_t '
                                     'device, nvmlProcessUtilizationSample_t *utilization, '
                                     'unsigned int *processSamplesCount, unsigned long long '
                                     'lastSeenTimeStamp);',
                                     ('device',
                                      'utilization',
                                      'processSamplesCount',
                                      'lastSeenTimeStamp'),
                                     'struct nvmlDevice_st*,struct '
                                     'nvmlProcessUtilizationSample_st*,unsigned int*,unsigned long '
                                     'long'),
 'nvmlDeviceGetProcessesUtilizationInfo': ('nvmlReturn_t '
                                           'nvmlDeviceGetProcessesUtilizationInfo(nvmlDevice_t '
                                           'device, nvmlProcessesUtilizationInfo_t '
                                           '*procesesUtilInfo);',
                                           ('device', 'procesesUtilInfo'),
                                           'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetRemappedRows': ('nvmlReturn_t nvmlDeviceGetRemappedRows(nvmlDevice_t device, '
                               'unsigned int *corrRows, unsigned int *uncRows, unsigned int '
                               '*isPending, unsigned int *failureOccurred);',
                               ('device', 'corrRows', 'uncRows', 'isPending', 'failureOccurred'),
                               'struct nvmlDevice_st*,unsigned int*,unsigned int*,unsigned '
                               'int*,unsigned int*'),
 'nvmlDeviceGetRepairStatus': ('nvmlReturn_t nvmlDeviceGetRepairStatus(nvmlDevice_t device, '
                               'nvmlRepairStatus_t *repairStatus);',
                               ('device', 'repairStatus'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetRetiredPages': ('nvmlReturn_t nvmlDeviceGetRetiredPages(nvmlDevice_t device, '
                               'nvmlPageRetirementCause_t cause, unsigned int *pageCount, unsigned '
                               'long long *addresses);',
                               ('device', 'cause', 'pageCount', 'addresses'),
                               'struct nvmlDevice_st*,enum nvmlPageRetirementCause_enum,unsigned '
                               'int*,unsigned long long*'),
 'nvmlDeviceGetRetiredPagesPendingStatus': ('nvmlReturn_t '
                                            'nvmlDeviceGetRetiredPagesPendingStatus(nvmlDevice_t '
                                            'device, nvmlEnableState_t *isPending);',
                                            ('device', 'isPending'),
                                            'struct nvmlDevice_st*,enum nvmlEnableState_enum*'),
 'nvmlDeviceGetRetiredPages_v2': ('nvmlReturn_t nvmlDeviceGetRetiredPages_v2(nvmlDevice_t device, '
                                  'nvmlPageRetirementCause_t cause, unsigned int *pageCount, '
                                  'unsigned long long *addresses, unsigned long long *timestamps);',
                                  ('device', 'cause', 'pageCount', 'addresses', 'timestamps'),
                                  'struct nvmlDevice_st*,enum '
                                  'nvmlPageRetirementCause_enum,unsigned int*,unsigned long '
                                  'long*,unsigned long long*'),
 'nvmlDeviceGetRowRemapperHistogram': ('nvmlReturn_t '
                                       'nvmlDeviceGetRowRemapperHistogram(nvmlDevice_t device, '
                                       'nvmlRowRemapperHistogramValues_t *values);',
                                       ('device', 'values'),
                                       'struct nvmlDevice_st*,struct '
                                       'nvmlRowRemapperHistogramValues_st*'),
 'nvmlDeviceGetRunningProcessDetailList': ('nvmlReturn_t '
                                           'nvmlDeviceGetRunningProcessDetailList(nvmlDevice_t '
                                           'device, nvmlProcessDetailList_t *plist);',
                                           ('device', 'plist'),
                                           'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetSamples': ('nvmlReturn_t nvmlDeviceGetSamples(nvmlDevice_t device, '
                          'nvmlSamplingType_t type, unsigned long long lastSeenTimeStamp, '
                          'nvmlValueType_t *sampleValType, unsigned int *sampleCount, nvmlSample_t '
                          '*samples);',
                          ('device',
                           'type',
                           'lastSeenTimeStamp',
                           'sampleValType',
                           'sampleCount',
                           'samples'),
                          'struct nvmlDevice_st*,enum nvmlSamplingType_enum,unsigned long '
                          'long,enum nvmlValueType_enum*,unsigned int*,struct nvmlSample_st*'),
 'nvmlDeviceGetSerial': ('nvmlReturn_t nvmlDeviceGetSerial(nvmlDevice_t device, char *serial, '
                         'unsigned int length);',
                         ('device', 'serial', 'length'),
                         'struct nvmlDevice_st*,char*,unsigned int'),
 'nvmlDeviceGetSramEccErrorStatus': ('nvmlReturn_t nvmlDeviceGetSramEccErrorStatus(nvmlDevice_t '
                                     'device, nvmlEccSramErrorStatus_t *status);',
                                     ('device', 'status'),
                                     'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetSramUniqueUncorrectedEccErrorCounts': ('nvmlReturn_t '
                                                      'nvmlDeviceGetSramUniqueUncorrectedEccErrorCounts(nvmlDevice_t '
                                                      'device, '
                                                      'nvmlEccSramUniqueUncorrectedErrorCounts_t '
                                                      '*errorCounts);',
                                                      ('device', 'errorCounts'),
                                                      'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetSupportedClocksEventReasons': ('nvmlReturn_t '
                                              'nvmlDeviceGetSupportedClocksEventReasons(nvmlDevice_t '
                                              'device, unsigned long long '
                                              '*supportedClocksEventReasons);',
                                              ('device', 'supportedClocksEventReasons'),
                                              'struct nvmlDevice_st*,unsigned long long*'),
 'nvmlDeviceGetSupportedClocksThrottleReasons': ('nvmlReturn_t '
                                                 'nvmlDeviceGetSupportedClocksThrottleReasons(nvmlDevice_t '
                                                 'device, unsigned long long '
                                                 '*supportedClocksThrottleReasons);',
                                                 ('device', 'supportedClocksThrottleReasons'),
                                                 'struct nvmlDevice_st*,unsigned long long*'),
 'nvmlDeviceGetSupportedEventTypes': ('nvmlReturn_t nvmlDeviceGetSupportedEventTypes(nvmlDevice_t '
                                      'device, unsigned long long *eventTypes);',
                                      ('device', 'eventTypes'),
                                      'struct nvmlDevice_st*,unsigned long long*'),
 'nvmlDeviceGetSupportedGraphicsClocks': ('nvmlReturn_t '
                                          'nvmlDeviceGetSupportedGraphicsClocks(nvmlDevice_t '
                                          'device, unsigned int memoryClockMHz, unsigned int '
                                          '*count, unsigned int *clocksMHz);',
                                          ('device', 'memoryClockMHz', 'count', 'clocksMHz'),
                                          'struct nvmlDevice_st*,unsigned int,unsigned '
                                          'int*,unsigned int*'),
 'nvmlDeviceGetSupportedMemoryClocks': ('nvmlReturn_t '
                                        'nvmlDeviceGetSupportedMemoryClocks(nvmlDevice_t device, '
                                        'unsigned int *count, unsigned int *clocksMHz);',
                                        ('device', 'count', 'clocksMHz'),
                                        'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetSupportedPerformanceStates': ('nvmlReturn_t '
                                             'nvmlDeviceGetSupportedPerformanceStates(nvmlDevice_t '
                                             'device, nvmlPstates_t *pstates, unsigned int size);',
                                             ('device', 'pstates', 'size'),
                                             'struct nvmlDevice_st*,enum '
                                             'nvmlPStates_enum*,unsigned int'),
 'nvmlDeviceGetSupportedVgpus': ('nvmlReturn_t nvmlDeviceGetSupportedVgpus(nvmlDevice_t device, '
                                 'unsigned int *vgpuCount, nvmlVgpuTypeId_t *vgpuTypeIds);',
                                 ('device', 'vgpuCount', 'vgpuTypeIds'),
                                 'struct nvmlDevice_st*,unsigned int*,unsigned int*'),
 'nvmlDeviceGetTargetFanSpeed': ('nvmlReturn_t nvmlDeviceGetTargetFanSpeed(nvmlDevice_t device, '
                                 'unsigned int fan, unsigned int *targetSpeed);',
                                 ('device', 'fan', 'targetSpeed'),
                                 'struct nvmlDevice_st*,unsigned int,unsigned int*'),
 'nvmlDeviceGetTemperature': ('nvmlReturn_t nvmlDeviceGetTemperature(nvmlDevice_t device, '
                              'nvmlTemperatureSensors_t sensorType, unsigned int *temp);',
                              ('device', 'sensorType', 'temp'),
                              'struct nvmlDevice_st*,enum nvmlTemperatureSensors_enum,unsigned '
                              'int*'),
 'nvmlDeviceGetTemperatureThreshold': ('nvmlReturn_t '
                                       'nvmlDeviceGetTemperatureThreshold(nvmlDevice_t device, '
                                       'nvmlTemperatureThresholds_t thresholdType, unsigned int '
                                       '*temp);',
                                       ('device', 'thresholdType', 'temp'),
                                       'struct nvmlDevice_st*,enum '
                                       'nvmlTemperatureThresholds_enum,unsigned int*'),
 'nvmlDeviceGetTemperatureV': ('nvmlReturn_t nvmlDeviceGetTemperatureV(nvmlDevice_t device, '
                               'nvmlTemperature_t *temperature);',
                               ('device', 'temperature'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetThermalSettings': ('nvmlReturn_t nvmlDeviceGetThermalSettings(nvmlDevice_t device, '
                                  'unsigned int sensorIndex, nvmlGpuThermalSettings_t '
                                  '*pThermalSettings);',
                                  ('device', 'sensorIndex', 'pThermalSettings'),
                                  'struct nvmlDevice_st*,unsigned int,struct None*'),
 'nvmlDeviceGetTopologyCommonAncestor': ('nvmlReturn_t '
                                         'nvmlDeviceGetTopologyCommonAncestor(nvmlDevice_t '
                                         'device1, nvmlDevice_t device2, nvmlGpuTopologyLevel_t '
                                         '*pathInfo);',
                                         ('device1', 'device2', 'pathInfo'),
                                         'struct nvmlDevice_st*,struct nvmlDevice_st*,enum '
                                         'nvmlGpuLevel_enum*'),
 'nvmlDeviceGetTopologyNearestGpus': ('nvmlReturn_t nvmlDeviceGetTopologyNearestGpus(nvmlDevice_t '
                                      'device, nvmlGpuTopologyLevel_t level, unsigned int *count, '
                                      'nvmlDevice_t *deviceArray);',
                                      ('device', 'level', 'count', 'deviceArray'),
                                      'struct nvmlDevice_st*,enum nvmlGpuLevel_enum,unsigned '
                                      'int*,struct nvmlDevice_st**'),
 'nvmlDeviceGetTotalEccErrors': ('nvmlReturn_t nvmlDeviceGetTotalEccErrors(nvmlDevice_t device, '
                                 'nvmlMemoryErrorType_t errorType, nvmlEccCounterType_t '
                                 'counterType, unsigned long long *eccCounts);',
                                 ('device', 'errorType', 'counterType', 'eccCounts'),
                                 'struct nvmlDevice_st*,enum nvmlMemoryErrorType_enum,enum '
                                 'nvmlEccCounterType_enum,unsigned long long*'),
 'nvmlDeviceGetTotalEnergyConsumption': ('nvmlReturn_t '
                                         'nvmlDeviceGetTotalEnergyConsumption(nvmlDevice_t device, '
                                         'unsigned long long *energy);',
                                         ('device', 'energy'),
                                         'struct nvmlDevice_st*,unsigned long long*'),
 'nvmlDeviceGetUUID': ('nvmlReturn_t nvmlDeviceGetUUID(nvmlDevice_t device, char *uuid, unsigned '
                       'int length);',
                       ('device', 'uuid', 'length'),
                       'struct nvmlDevice_st*,char*,unsigned int'),
 'nvmlDeviceGetUtilizationRates': ('nvmlReturn_t nvmlDeviceGetUtilizationRates(nvmlDevice_t '
                                   'device, nvmlUtilization_t *utilization);',
                                   ('device', 'utilization'),
                                   'struct nvmlDevice_st*,struct nvmlUtilization_st*'),
 'nvmlDeviceGetVbiosVersion': ('nvmlReturn_t nvmlDeviceGetVbiosVersion(nvmlDevice_t device, char '
                               '*version, unsigned int length);',
                               ('device', 'version', 'length'),
                               'struct nvmlDevice_st*,char*,unsigned int'),
 'nvmlDeviceGetVgpuCapabilities': ('nvmlReturn_t nvmlDeviceGetVgpuCapabilities(nvmlDevice_t '
                                   'device, nvmlDeviceVgpuCapability_t capability, unsigned int '
                                   '*capResult);',
                                   ('device', 'capability', 'capResult'),
                                   'struct nvmlDevice_st*,enum '
                                   'nvmlDeviceVgpuCapability_enum,unsigned int*'),
 'nvmlDeviceGetVgpuHeterogeneousMode': ('nvmlReturn_t '
                                        'nvmlDeviceGetVgpuHeterogeneousMode(nvmlDevice_t device, '
                                        'nvmlVgpuHeterogeneousMode_t *pHeterogeneousMode);',
                                        ('device', 'pHeterogeneousMode'),
                                        'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetVgpuInstancesUtilizationInfo': ('nvmlReturn_t '
                                               'nvmlDeviceGetVgpuInstancesUtilizationInfo(nvmlDevice_t '
                                               'device, nvmlVgpuInstancesUtilizationInfo_t '
                                               '*vgpuUtilInfo);',
                                               ('device', 'vgpuUtilInfo'),
                                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetVgpuMetadata': ('nvmlReturn_t nvmlDeviceGetVgpuMetadata(nvmlDevice_t device, '
                               'nvmlVgpuPgpuMetadata_t *pgpuMetadata, unsigned int *bufferSize);',
                               ('device', 'pgpuMetadata', 'bufferSize'),
                               'struct nvmlDevice_st*,struct nvmlVgpuPgpuMetadata_st*,unsigned '
                               'int*'),
 'nvmlDeviceGetVgpuProcessUtilization': ('nvmlReturn_t '
                                         'nvmlDeviceGetVgpuProcessUtilization(nvmlDevice_t device, '
                                         'unsigned long long lastSeenTimeStamp, unsigned int '
                                         '*vgpuProcessSamplesCount, '
                                         'nvmlVgpuProcessUtilizationSample_t *utilizationSamples);',
                                         ('device',
                                          'lastSeenTimeStamp',
                                          'vgpuProcessSamplesCount',
                                          'utilizationSamples'),
                                         'struct nvmlDevice_st*,unsigned long long,unsigned '
                                         'int*,struct nvmlVgpuProcessUtilizationSample_st*'),
 'nvmlDeviceGetVgpuProcessesUtilizationInfo': ('nvmlReturn_t '
                                               'nvmlDeviceGetVgpuProcessesUtilizationInfo(nvmlDevice_t '
                                               'device, nvmlVgpuProcessesUtilizationInfo_t '
                                               '*vgpuProcUtilInfo);',
                                               ('device', 'vgpuProcUtilInfo'),
                                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceGetVgpuSchedulerCapabilities': ('nvmlReturn_t '
                                            'nvmlDeviceGetVgpuSchedulerCapabilities(nvmlDevice_t '
                                            'device, nvmlVgpuSchedulerCapabilities_t '
                                            '*pCapabilities);',
                                            ('device', 'pCapabilities'),
                                            'struct nvmlDevice_st*,struct '
                                            'nvmlVgpuSchedulerCapabilities_st*'),
 'nvmlDeviceGetVgpuSchedulerLog': ('nvmlReturn_t nvmlDeviceGetVgpuSchedulerLog(nvmlDevice_t '
                                   'device, nvmlVgpuSchedulerLog_t *pSchedulerLog);',
                                   ('device', 'pSchedulerLog'),
                                   'struct nvmlDevice_st*,struct nvmlVgpuSchedulerLog_st*'),
 'nvmlDeviceGetVgpuSchedulerState': ('nvmlReturn_t nvmlDeviceGetVgpuSchedulerState(nvmlDevice_t '
                                     'device, nvmlVgpuSchedulerGetState_t *pSchedulerState);',
                                     ('device', 'pSchedulerState'),
                                     'struct nvmlDevice_st*,struct nvmlVgpuSchedulerGetState_st*'),
 'nvmlDeviceGetVgpuTypeCreatablePlacements': ('nvmlReturn_t '
                                              'nvmlDeviceGetVgpuTypeCreatablePlacements(nvmlDevice_t '
                                              'device, nvmlVgpuTypeId_t vgpuTypeId, '
                                              'nvmlVgpuPlacementList_t *pPlacementList);',
                                              ('device', 'vgpuTypeId', 'pPlacementList'),
                                              'struct nvmlDevice_st*,unsigned int,struct None*'),
 'nvmlDeviceGetVgpuTypeSupportedPlacements': ('nvmlReturn_t '
                                              'nvmlDeviceGetVgpuTypeSupportedPlacements(nvmlDevice_t '
                                              'device, nvmlVgpuTypeId_t vgpuTypeId, '
                                              'nvmlVgpuPlacementList_t *pPlacementList);',
                                              ('device', 'vgpuTypeId', 'pPlacementList'),
                                              'struct nvmlDevice_st*,unsigned int,struct None*'),
 'nvmlDeviceGetVgpuUtilization': ('nvmlReturn_t nvmlDeviceGetVgpuUtilization(nvmlDevice_t device, '
                                  'unsigned long long lastSeenTimeStamp, nvmlValueType_t '
                                  '*sampleValType, unsigned int *vgpuInstanceSamplesCount, '
                                  'nvmlVgpuInstanceUtilizationSample_t *utilizationSamples);',
                                  ('device',
                                   'lastSeenTimeStamp',
                                   'sampleValType',
                                   'vgpuInstanceSamplesCount',
                                   'utilizationSamples'),
                                  'struct nvmlDevice_st*,unsigned long long,enum '
                                  'nvmlValueType_enum*,unsigned int*,struct '
                                  'nvmlVgpuInstanceUtilizationSample_st*'),
 'nvmlDeviceGetViolationStatus': ('nvmlReturn_t nvmlDeviceGetViolationStatus(nvmlDevice_t device, '
                                  'nvmlPerfPolicyType_t perfPolicyType, nvmlViolationTime_t '
                                  '*violTime);',
                                  ('device', 'perfPolicyType', 'violTime'),
                                  'struct nvmlDevice_st*,enum nvmlPerfPolicyType_enum,struct '
                                  'nvmlViolationTime_st*'),
 'nvmlDeviceGetVirtualizationMode': ('nvmlReturn_t nvmlDeviceGetVirtualizationMode(nvmlDevice_t '
                                     'device, nvmlGpuVirtualizationMode_t *pVirtualMode);',
                                     ('device', 'pVirtualMode'),
                                     'struct nvmlDevice_st*,enum nvmlGpuVirtualizationMode*'),
 'nvmlDeviceIsMigDeviceHandle': ('nvmlReturn_t nvmlDeviceIsMigDeviceHandle(nvmlDevice_t device, '
                                 'unsigned int *isMigDevice);',
                                 ('device', 'isMigDevice'),
                                 'struct nvmlDevice_st*,unsigned int*'),
 'nvmlDeviceModifyDrainState': ('nvmlReturn_t nvmlDeviceModifyDrainState(nvmlPciInfo_t *pciInfo, '
                                'nvmlEnableState_t newState);',
                                ('pciInfo', 'newState'),
                                'struct nvmlPciInfo_st*,enum nvmlEnableState_enum'),
 'nvmlDeviceOnSameBoard': ('nvmlReturn_t nvmlDeviceOnSameBoard(nvmlDevice_t device1, nvmlDevice_t '
                           'device2, int *onSameBoard);',
                           ('device1', 'device2', 'onSameBoard'),
                           'struct nvmlDevice_st*,struct nvmlDevice_st*,int*'),
 'nvmlDevicePowerSmoothingActivatePresetProfile': ('nvmlReturn_t '
                                                   'nvmlDevicePowerSmoothingActivatePresetProfile(nvmlDevice_t '
                                                   'device, nvmlPowerSmoothingProfile_t *profile);',
                                                   ('device', 'profile'),
                                                   'struct nvmlDevice_st*,struct None*'),
 'nvmlDevicePowerSmoothingSetState': ('nvmlReturn_t nvmlDevicePowerSmoothingSetState(nvmlDevice_t '
                                      'device, nvmlPowerSmoothingState_t *state);',
                                      ('device', 'state'),
                                      'struct nvmlDevice_st*,struct None*'),
 'nvmlDevicePowerSmoothingUpdatePresetProfileParam': ('nvmlReturn_t '
                                                      'nvmlDevicePowerSmoothingUpdatePresetProfileParam(nvmlDevice_t '
                                                      'device, nvmlPowerSmoothingProfile_t '
                                                      '*profile);',
                                                      ('device', 'profile'),
                                                      'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceQueryDrainState': ('nvmlReturn_t nvmlDeviceQueryDrainState(nvmlPciInfo_t *pciInfo, '
                               'nvmlEnableState_t *currentState);',
                               ('pciInfo', 'currentState'),
                               'struct nvmlPciInfo_st*,enum nvmlEnableState_enum*'),
 'nvmlDeviceReadWritePRM_v1': ('nvmlReturn_t nvmlDeviceReadWritePRM_v1(nvmlDevice_t device, '
                               'nvmlPRMTLV_v1_t *buffer);',
                               ('device', 'buffer'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceRegisterEvents': ('nvmlReturn_t nvmlDeviceRegisterEvents(nvmlDevice_t device, unsigned '
                              'long long eventTypes, nvmlEventSet_t set);',
                              ('device', 'eventTypes', 'set'),
                              'struct nvmlDevice_st*,unsigned long long,struct nvmlEventSet_st*'),
 'nvmlDeviceRemoveGpu': ('nvmlReturn_t nvmlDeviceRemoveGpu(nvmlPciInfo_t *pciInfo);',
                         ('pciInfo',),
                         'struct nvmlPciInfo_st*'),
 'nvmlDeviceRemoveGpu_v2': ('nvmlReturn_t nvmlDeviceRemoveGpu_v2(nvmlPciInfo_t *pciInfo, '
                            'nvmlDetachGpuState_t gpuState, nvmlPcieLinkState_t linkState);',
                            ('pciInfo', 'gpuState', 'linkState'),
                            'struct nvmlPciInfo_st*,enum nvmlDetachGpuState_enum,enum '
                            'nvmlPcieLinkState_enum'),
 'nvmlDeviceResetApplicationsClocks': ('nvmlReturn_t '
                                       'nvmlDeviceResetApplicationsClocks(nvmlDevice_t device);',
                                       ('device',),
                                       'struct nvmlDevice_st*'),
 'nvmlDeviceResetGpuLockedClocks': ('nvmlReturn_t nvmlDeviceResetGpuLockedClocks(nvmlDevice_t '
                                    'device);',
                                    ('device',),
                                    'struct nvmlDevice_st*'),
 'nvmlDeviceResetMemoryLockedClocks': ('nvmlReturn_t '
                                       'nvmlDeviceResetMemoryLockedClocks(nvmlDevice_t device);',
                                       ('device',),
                                       'struct nvmlDevice_st*'),
 'nvmlDeviceResetNvLinkErrorCounters': ('nvmlReturn_t '
                                        'nvmlDeviceResetNvLinkErrorCounters(nvmlDevice_t device, '
                                        'unsigned int link);',
                                        ('device', 'link'),
                                        'struct nvmlDevice_st*,unsigned int'),
 'nvmlDeviceResetNvLinkUtilizationCounter': ('nvmlReturn_t '
                                             'nvmlDeviceResetNvLinkUtilizationCounter(nvmlDevice_t '
                                             'device, unsigned int link, unsigned int counter);',
                                             ('device', 'link', 'counter'),
                                             'struct nvmlDevice_st*,unsigned int,unsigned int'),
 'nvmlDeviceSetAPIRestriction': ('nvmlReturn_t nvmlDeviceSetAPIRestriction(nvmlDevice_t device, '
                                 'nvmlRestrictedAPI_t apiType, nvmlEnableState_t isRestricted);',
                                 ('device', 'apiType', 'isRestricted'),
                                 'struct nvmlDevice_st*,enum nvmlRestrictedAPI_enum,enum '
                                 'nvmlEnableState_enum'),
 'nvmlDeviceSetAccountingMode': ('nvmlReturn_t nvmlDeviceSetAccountingMode(nvmlDevice_t device, '
                                 'nvmlEnableState_t mode);',
                                 ('device', 'mode'),
                                 'struct nvmlDevice_st*,enum nvmlEnableState_enum'),
 'nvmlDeviceSetApplicationsClocks': ('nvmlReturn_t nvmlDeviceSetApplicationsClocks(nvmlDevice_t '
                                     'device, unsigned int memClockMHz, unsigned int '
                                     'graphicsClockMHz);',
                                     ('device', 'memClockMHz', 'graphicsClockMHz'),
                                     'struct nvmlDevice_st*,unsigned int,unsigned int'),
 'nvmlDeviceSetAutoBoostedClocksEnabled': ('nvmlReturn_t '
                                           'nvmlDeviceSetAutoBoostedClocksEnabled(nvmlDevice_t '
                                           'device, nvmlEnableState_t enabled);',
                                           ('device', 'enabled'),
                                           'struct nvmlDevice_st*,enum nvmlEnableState_enum'),
 'nvmlDeviceSetClockOffsets': ('nvmlReturn_t nvmlDeviceSetClockOffsets(nvmlDevice_t device, '
                               'nvmlClockOffset_t *info);',
                               ('device', 'info'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceSetComputeMode': ('nvmlReturn_t nvmlDeviceSetComputeMode(nvmlDevice_t device, '
                              'nvmlComputeMode_t mode);',
                              ('device', 'mode'),
                              'struct nvmlDevice_st*,enum nvmlComputeMode_enum'),
 'nvmlDeviceSetConfComputeUnprotectedMemSize': ('nvmlReturn_t '
                                                'nvmlDeviceSetConfComputeUnprotectedMemSize(nvmlDevice_t '
                                                'device, unsigned long long sizeKiB);',
                                                ('device', 'sizeKiB'),
                                                'struct nvmlDevice_st*,unsigned long long'),
 'nvmlDeviceSetCpuAffinity': ('nvmlReturn_t nvmlDeviceSetCpuAffinity(nvmlDevice_t device);',
                              ('device',),
                              'struct nvmlDevice_st*'),
 'nvmlDeviceSetDefaultAutoBoostedClocksEnabled': ('nvmlReturn_t '
                                                  'nvmlDeviceSetDefaultAutoBoostedClocksEnabled(nvmlDevice_t '
                                                  'device, nvmlEnableState_t enabled, unsigned int '
                                                  'flags);',
                                                  ('device', 'enabled', 'flags'),
                                                  'struct nvmlDevice_st*,enum '
                                                  'nvmlEnableState_enum,unsigned int'),
 'nvmlDeviceSetDefaultFanSpeed_v2': ('nvmlReturn_t nvmlDeviceSetDefaultFanSpeed_v2(nvmlDevice_t '
                                     'device, unsigned int fan);',
                                     ('device', 'fan'),
                                     'struct nvmlDevice_st*,unsigned int'),
 'nvmlDeviceSetDramEncryptionMode': ('nvmlReturn_t nvmlDeviceSetDramEncryptionMode(nvmlDevice_t '
                                     'device, const nvmlDramEncryptionInfo_t *dramEncryption);',
                                     ('device', 'dramEncryption'),
                                     'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceSetDriverModel': ('nvmlReturn_t nvmlDeviceSetDriverModel(nvmlDevice_t device, '
                              'nvmlDriverModel_t driverModel, unsigned int flags);',
                              ('device', 'driverModel', 'flags'),
                              'struct nvmlDevice_st*,enum nvmlDriverModel_enum,unsigned int'),
 'nvmlDeviceSetEccMode': ('nvmlReturn_t nvmlDeviceSetEccMode(nvmlDevice_t device, '
                          'nvmlEnableState_t ecc);',
                          ('device', 'ecc'),
                          'struct nvmlDevice_st*,enum nvmlEnableState_enum'),
 'nvmlDeviceSetFanControlPolicy': ('nvmlReturn_t nvmlDeviceSetFanControlPolicy(nvmlDevice_t '
                                   'device, unsigned int fan, nvmlFanControlPolicy_t policy);',
                                   ('device', 'fan', 'policy'),
                                   'struct nvmlDevice_st*,unsigned int,unsigned int'),
 'nvmlDeviceSetFanSpeed_v2': ('nvmlReturn_t nvmlDeviceSetFanSpeed_v2(nvmlDevice_t device, unsigned '
                              'int fan, unsigned int speed);',
                              ('device', 'fan', 'speed'),
                              'struct nvmlDevice_st*,unsigned int,unsigned int'),
 'nvmlDeviceSetGpcClkVfOffset': ('nvmlReturn_t nvmlDeviceSetGpcClkVfOffset(nvmlDevice_t device, '
                                 'int offset);',
                                 ('device', 'offset'),
                                 'struct nvmlDevice_st*,int'),
 'nvmlDeviceSetGpuLockedClocks': ('nvmlReturn_t nvmlDeviceSetGpuLockedClocks(nvmlDevice_t device, '
                                  'unsigned int minGpuClockMHz, unsigned int maxGpuClockMHz);',
                                  ('device', 'minGpuClockMHz', 'maxGpuClockMHz'),
                                  'struct nvmlDevice_st*,unsigned int,unsigned int'),
 'nvmlDeviceSetGpuOperationMode': ('nvmlReturn_t nvmlDeviceSetGpuOperationMode(nvmlDevice_t '
                                   'device, nvmlGpuOperationMode_t mode);',
                                   ('device', 'mode'),
                                   'struct nvmlDevice_st*,enum nvmlGom_enum'),
 'nvmlDeviceSetHostname_v1': ('nvmlReturn_t nvmlDeviceSetHostname_v1(nvmlDevice_t device, '
                              'nvmlHostname_v1_t *hostname);',
                              ('device', 'hostname'),
                              'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceSetMemClkVfOffset': ('nvmlReturn_t nvmlDeviceSetMemClkVfOffset(nvmlDevice_t device, '
                                 'int offset);',
                                 ('device', 'offset'),
                                 'struct nvmlDevice_st*,int'),
 'nvmlDeviceSetMemoryLockedClocks': ('nvmlReturn_t nvmlDeviceSetMemoryLockedClocks(nvmlDevice_t '
                                     'device, unsigned int minMemClockMHz, unsigned int '
                                     'maxMemClockMHz);',
                                     ('device', 'minMemClockMHz', 'maxMemClockMHz'),
                                     'struct nvmlDevice_st*,unsigned int,unsigned int'),
 'nvmlDeviceSetMigMode': ('nvmlReturn_t nvmlDeviceSetMigMode(nvmlDevice_t device, unsigned int '
                          'mode, nvmlReturn_t *activationStatus);',
                          ('device', 'mode', 'activationStatus'),
                          'struct nvmlDevice_st*,unsigned int,enum nvmlReturn_enum*'),
 'nvmlDeviceSetNvLinkDeviceLowPowerThreshold': ('nvmlReturn_t '
                                                'nvmlDeviceSetNvLinkDeviceLowPowerThreshold(nvmlDevice_t '
                                                'device, nvmlNvLinkPowerThres_t *info);',
                                                ('device', 'info'),
                                                'struct nvmlDevice_st*,struct '
                                                'nvmlNvLinkPowerThres_st*'),
 'nvmlDeviceSetNvLinkUtilizationControl': ('nvmlReturn_t '
                                           'nvmlDeviceSetNvLinkUtilizationControl(nvmlDevice_t '
                                           'device, unsigned int link, unsigned int counter, '
                                           'nvmlNvLinkUtilizationControl_t *control, unsigned int '
                                           'reset);',
                                           ('device', 'link', 'counter', 'control', 'reset'),
                                           'struct nvmlDevice_st*,unsigned int,unsigned int,struct '
                                           'nvmlNvLinkUtilizationControl_st*,unsigned int'),
 'nvmlDeviceSetNvlinkBwMode': ('nvmlReturn_t nvmlDeviceSetNvlinkBwMode(nvmlDevice_t device, '
                               'nvmlNvlinkSetBwMode_t *setBwMode);',
                               ('device', 'setBwMode'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceSetPersistenceMode': ('nvmlReturn_t nvmlDeviceSetPersistenceMode(nvmlDevice_t device, '
                                  'nvmlEnableState_t mode);',
                                  ('device', 'mode'),
                                  'struct nvmlDevice_st*,enum nvmlEnableState_enum'),
 'nvmlDeviceSetPowerManagementLimit': ('nvmlReturn_t '
                                       'nvmlDeviceSetPowerManagementLimit(nvmlDevice_t device, '
                                       'unsigned int limit);',
                                       ('device', 'limit'),
                                       'struct nvmlDevice_st*,unsigned int'),
 'nvmlDeviceSetPowerManagementLimit_v2': ('nvmlReturn_t '
                                          'nvmlDeviceSetPowerManagementLimit_v2(nvmlDevice_t '
                                          'device, nvmlPowerValue_v2_t *powerValue);',
                                          ('device', 'powerValue'),
                                          'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceSetPowerMizerMode_v1': ('nvmlReturn_t nvmlDeviceSetPowerMizerMode_v1(nvmlDevice_t '
                                    'device, nvmlDevicePowerMizerModes_v1_t *powerMizerMode);',
                                    ('device', 'powerMizerMode'),
                                    'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceSetTemperatureThreshold': ('nvmlReturn_t '
                                       'nvmlDeviceSetTemperatureThreshold(nvmlDevice_t device, '
                                       'nvmlTemperatureThresholds_t thresholdType, int *temp);',
                                       ('device', 'thresholdType', 'temp'),
                                       'struct nvmlDevice_st*,enum '
                                       'nvmlTemperatureThresholds_enum,int*'),
 'nvmlDeviceSetVgpuCapabilities': ('nvmlReturn_t nvmlDeviceSetVgpuCapabilities(nvmlDevice_t '
                                   'device, nvmlDeviceVgpuCapability_t capability, '
                                   'nvmlEnableState_t state);',
                                   ('device', 'capability', 'state'),
                                   'struct nvmlDevice_st*,enum nvmlDeviceVgpuCapability_enum,enum '
                                   'nvmlEnableState_enum'),
 'nvmlDeviceSetVgpuHeterogeneousMode': ('nvmlReturn_t '
                                        'nvmlDeviceSetVgpuHeterogeneousMode(nvmlDevice_t device, '
                                        'const nvmlVgpuHeterogeneousMode_t *pHeterogeneousMode);',
                                        ('device', 'pHeterogeneousMode'),
                                        'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceSetVgpuSchedulerState': ('nvmlReturn_t nvmlDeviceSetVgpuSchedulerState(nvmlDevice_t '
                                     'device, nvmlVgpuSchedulerSetState_t *pSchedulerState);',
                                     ('device', 'pSchedulerState'),
                                     'struct nvmlDevice_st*,struct nvmlVgpuSchedulerSetState_st*'),
 'nvmlDeviceSetVirtualizationMode': ('nvmlReturn_t nvmlDeviceSetVirtualizationMode(nvmlDevice_t '
                                     'device, nvmlGpuVirtualizationMode_t virtualMode);',
                                     ('device', 'virtualMode'),
                                     'struct nvmlDevice_st*,enum nvmlGpuVirtualizationMode'),
 'nvmlDeviceValidateInforom': ('nvmlReturn_t nvmlDeviceValidateInforom(nvmlDevice_t device);',
                               ('device',),
                               'struct nvmlDevice_st*'),
 'nvmlDeviceWorkloadPowerProfileClearRequestedProfiles': ('nvmlReturn_t '
                                                          'nvmlDeviceWorkloadPowerProfileClearRequestedProfiles(nvmlDevice_t '
                                                          'device, '
                                                          'nvmlWorkloadPowerProfileRequestedProfiles_t '
                                                          '*requestedProfiles);',
                                                          ('device', 'requestedProfiles'),
                                                          'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceWorkloadPowerProfileGetCurrentProfiles': ('nvmlReturn_t '
                                                      'nvmlDeviceWorkloadPowerProfileGetCurrentProfiles(nvmlDevice_t '
                                                      'device, '
                                                      'nvmlWorkloadPowerProfileCurrentProfiles_t '
                                                      '*currentProfiles);',
                                                      ('device', 'currentProfiles'),
                                                      'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceWorkloadPowerProfileGetProfilesInfo': ('nvmlReturn_t '
                                                   'nvmlDeviceWorkloadPowerProfileGetProfilesInfo(nvmlDevice_t '
                                                   'device, nvmlWorkloadPowerProfileProfilesInfo_t '
                                                   '*profilesInfo);',
                                                   ('device', 'profilesInfo'),
                                                   'struct nvmlDevice_st*,struct None*'),
 'nvmlDeviceWorkloadPowerProfileSetRequestedProfiles': ('nvmlReturn_t '
                                                        'nvmlDeviceWorkloadPowerProfileSetRequestedProfiles(nvmlDevice_t '
                                                        'device, '
                                                        'nvmlWorkloadPowerProfileRequestedProfiles_t '
                                                        '*requestedProfiles);',
                                                        ('device', 'requestedProfiles'),
                                                        'struct nvmlDevice_st*,struct None*'),
 'nvmlErrorString': ('const char *nvmlErrorString(nvmlReturn_t result);',
                     ('result',),
                     'enum nvmlReturn_enum'),
 'nvmlEventSetCreate': ('nvmlReturn_t nvmlEventSetCreate(nvmlEventSet_t *set);',
                        ('set',),
                        'struct nvmlEventSet_st**'),
 'nvmlEventSetFree': ('nvmlReturn_t nvmlEventSetFree(nvmlEventSet_t set);',
                      ('set',),
                      'struct nvmlEventSet_st*'),
 'nvmlEventSetWait': ('nvmlReturn_t nvmlEventSetWait(nvmlEventSet_t set, nvmlEventData_t *data, '
                      'unsigned int timeoutms);',
                      ('set', 'data', 'timeoutms'),
                      'struct nvmlEventSet_st*,struct nvmlEventData_st*,unsigned int'),
 'nvmlEventSetWait_v2': ('nvmlReturn_t nvmlEventSetWait_v2(nvmlEventSet_t set, nvmlEventData_t '
                         '*data, unsigned int timeoutms);',
                         ('set', 'data', 'timeoutms'),
                         'struct nvmlEventSet_st*,struct nvmlEventData_st*,unsigned int'),
 'nvmlGetExcludedDeviceCount': ('nvmlReturn_t nvmlGetExcludedDeviceCount(unsigned int '
                                '*deviceCount);',
                                ('deviceCount',),
                                'unsigned int*'),
 'nvmlGetExcludedDeviceInfoByIndex': ('nvmlReturn_t nvmlGetExcludedDeviceInfoByIndex(unsigned int '
                                      'index, nvmlExcludedDeviceInfo_t *info);',
                                      ('index', 'info'),
                                      'unsigned int,struct nvmlExcludedDeviceInfo_st*'),
 'nvmlGetVgpuCompatibility': ('nvmlReturn_t nvmlGetVgpuCompatibility(nvmlVgpuMetadata_t '
                              '*vgpuMetadata, nvmlVgpuPgpuMetadata_t *pgpuMetadata, '
                              'nvmlVgpuPgpuCompatibility_t *compatibilityInfo);',
                              ('vgpuMetadata', 'pgpuMetadata', 'compatibilityInfo'),
                              'struct nvmlVgpuMetadata_st*,struct nvmlVgpuPgpuMetadata_st*,struct '
                              'nvmlVgpuPgpuCompatibility_st*'),
 'nvmlGetVgpuDriverCapabilities': ('nvmlReturn_t '
                                   'nvmlGetVgpuDriverCapabilities(nvmlVgpuDriverCapability_t '
                                   'capability, unsigned int *capResult);',
                                   ('capability', 'capResult'),
                                   'enum nvmlVgpuDriverCapability_enum,unsigned int*'),
 'nvmlGetVgpuVersion': ('nvmlReturn_t nvmlGetVgpuVersion(nvmlVgpuVersion_t *supported, '
                        'nvmlVgpuVersion_t *current);',
                        ('supported', 'current'),
                        'struct nvmlVgpuVersion_st*,struct nvmlVgpuVersion_st*'),
 'nvmlGpmMetricsGet': ('nvmlReturn_t nvmlGpmMetricsGet(nvmlGpmMetricsGet_t *metricsGet);',
                       ('metricsGet',),
                       'struct None*'),
 'nvmlGpmMigSampleGet': ('nvmlReturn_t nvmlGpmMigSampleGet(nvmlDevice_t device, unsigned int '
                         'gpuInstanceId, nvmlGpmSample_t gpmSample);',
                         ('device', 'gpuInstanceId', 'gpmSample'),
                         'struct nvmlDevice_st*,unsigned int,struct nvmlGpmSample_st*'),
 'nvmlGpmQueryDeviceSupport': ('nvmlReturn_t nvmlGpmQueryDeviceSupport(nvmlDevice_t device, '
                               'nvmlGpmSupport_t *gpmSupport);',
                               ('device', 'gpmSupport'),
                               'struct nvmlDevice_st*,struct None*'),
 'nvmlGpmQueryIfStreamingEnabled': ('nvmlReturn_t nvmlGpmQueryIfStreamingEnabled(nvmlDevice_t '
                                    'device, unsigned int *state);',
                                    ('device', 'state'),
                                    'struct nvmlDevice_st*,unsigned int*'),
 'nvmlGpmSampleAlloc': ('nvmlReturn_t nvmlGpmSampleAlloc(nvmlGpmSample_t *gpmSample);',
                        ('gpmSample',),
                        'struct nvmlGpmSample_st**'),
 'nvmlGpmSampleFree': ('nvmlReturn_t nvmlGpmSampleFree(nvmlGpmSample_t gpmSample);',
                       ('gpmSample',),
                       'struct nvmlGpmSample_st*'),
 'nvmlGpmSampleGet': ('nvmlReturn_t nvmlGpmSampleGet(nvmlDevice_t device, nvmlGpmSample_t '
                      'gpmSample);',
                      ('device', 'gpmSample'),
                      'struct nvmlDevice_st*,struct nvmlGpmSample_st*'),
 'nvmlGpmSetStreamingEnabled': ('nvmlReturn_t nvmlGpmSetStreamingEnabled(nvmlDevice_t device, '
                                'unsigned int state);',
                                ('device', 'state'),
                                'struct nvmlDevice_st*,unsigned int'),
 'nvmlGpuInstanceCreateComputeInstance': ('nvmlReturn_t '
                                          'nvmlGpuInstanceCreateComputeInstance(nvmlGpuInstance_t '
                                          'gpuInstance, unsigned int profileId, '
                                          'nvmlComputeInstance_t *computeInstance);',
                                          ('gpuInstance', 'profileId', 'computeInstance'),
                                          'struct nvmlGpuInstance_st*,unsigned int,struct '
                                          'nvmlComputeInstance_st**'),
 'nvmlGpuInstanceCreateComputeInstanceWithPlacement': ('nvmlReturn_t '
                                                       'nvmlGpuInstanceCreateComputeInstanceWithPlacement(nvmlGpuInstance_t '
                                                       'gpuInstance, unsigned int profileId, const '
                                                       'nvmlComputeInstancePlacement_t *placement, '
                                                       'nvmlComputeInstance_t *computeInstance);',
                                                       ('gpuInstance',
                                                        'profileId',
                                                        'placement',
                                                        'computeInstance'),
                                                       'struct nvmlGpuInstance_st*,unsigned '
                                                       'int,struct '
                                                       'nvmlComputeInstancePlacement_st*,struct '
                                                       'nvmlComputeInstance_st**'),
 'nvmlGpuInstanceDestroy': ('nvmlReturn_t nvmlGpuInstanceDestroy(nvmlGpuInstance_t gpuInstance);',
                            ('gpuInstance',),
                            'struct nvmlGpuInstance_st*'),
 'nvmlGpuInstanceGetActiveVgpus': ('nvmlReturn_t nvmlGpuInstanceGetActiveVgpus(nvmlGpuInstance_t '
                                   'gpuInstance, nvmlActiveVgpuInstanceInfo_t *pVgpuInstanceInfo);',
                                   ('gpuInstance', 'pVgpuInstanceInfo'),
                                   'struct nvmlGpuInstance_st*,struct None*'),
 'nvmlGpuInstanceGetComputeInstanceById': ('nvmlReturn_t '
                                           'nvmlGpuInstanceGetComputeInstanceById(nvmlGpuInstance_t '
                                           'gpuInstance, unsigned int id, nvmlComputeInstance_t '
                                           '*computeInstance);',
                                           ('gpuInstance', 'id', 'computeInstance'),
                                           'struct nvmlGpuInstance_st*,unsigned int,struct '
                                           'nvmlComputeInstance_st**'),
 'nvmlGpuInstanceGetComputeInstancePossiblePlacements': ('nvmlReturn_t '
                                                         'nvmlGpuInstanceGetComputeInstancePossiblePlacements(nvmlGpuInstance_t '
                                                         'gpuInstance, unsigned int profileId, '
                                                         'nvmlComputeInstancePlacement_t '
                                                         '*placements, unsigned int *count);',
                                                         ('gpuInstance',
                                                          'profileId',
                                                          'placements',
                                                          'count'),
                                                         'struct nvmlGpuInstance_st*,unsigned '
                                                         'int,struct '
                                                         'nvmlComputeInstancePlacement_st*,unsigned '
                                                         'int*'),
 'nvmlGpuInstanceGetComputeInstanceProfileInfo': ('nvmlReturn_t '
                                                  'nvmlGpuInstanceGetComputeInstanceProfileInfo(nvmlGpuInstance_t '
                                                  'gpuInstance, unsigned int profile, unsigned int '
                                                  'engProfile, nvmlComputeInstanceProfileInfo_t '
                                                  '*info);',
                                                  ('gpuInstance', 'profile', 'engProfile', 'info'),
                                                  'struct nvmlGpuInstance_st*,unsigned '
                                                  'int,unsigned int,struct '
                                                  'nvmlComputeInstanceProfileInfo_st*'),
 'nvmlGpuInstanceGetComputeInstanceProfileInfoV': ('nvmlReturn_t '
                                                   'nvmlGpuInstanceGetComputeInstanceProfileInfoV(nvmlGpuInstance_t '
                                                   'gpuInstance, unsigned int profile, unsigned '
                                                   'int engProfile, '
                                                   'nvmlComputeInstanceProfileInfo_v2_t *info);',
                                                   ('gpuInstance', 'profile', 'engProfile', 'info'),
                                                   'struct nvmlGpuInstance_st*,unsigned '
                                                   'int,unsigned int,struct '
                                                   'nvmlComputeInstanceProfileInfo_v2_st*'),
 'nvmlGpuInstanceGetComputeInstanceRemainingCapacity': ('nvmlReturn_t '
                                                        'nvmlGpuInstanceGetComputeInstanceRemainingCapacity(nvmlGpuInstance_t '
                                                        'gpuInstance, unsigned int profileId, '
                                                        'unsigned int *count);',
                                                        ('gpuInstance', 'profileId', 'count'),
                                                        'struct nvmlGpuInstance_st*,unsigned '
                                                        'int,unsigned int*'),
 'nvmlGpuInstanceGetComputeInstances': ('nvmlReturn_t '
                                        'nvmlGpuInstanceGetComputeInstances(nvmlGpuInstance_t '
                                        'gpuInstance, unsigned int profileId, '
                                        'nvmlComputeInstance_t *computeInstances, unsigned int '
                                        '*count);',
                                        ('gpuInstance', 'profileId', 'computeInstances', 'count'),
                                        'struct nvmlGpuInstance_st*,unsigned int,struct '
                                        'nvmlComputeInstance_st**,unsigned int*'),
 'nvmlGpuInstanceGetCreatableVgpus': ('nvmlReturn_t '
                                      'nvmlGpuInstanceGetCreatableVgpus(nvmlGpuInstance_t '
                                      'gpuInstance, nvmlVgpuTypeIdInfo_t *pVgpus);',
                                      ('gpuInstance', 'pVgpus'),
                                      'struct nvmlGpuInstance_st*,struct None*'),
 'nvmlGpuInstanceGetInfo': ('nvmlReturn_t nvmlGpuInstanceGetInfo(nvmlGpuInstance_t gpuInstance, '
                            'nvmlGpuInstanceInfo_t *info);',
                            ('gpuInstance', 'info'),
                            'struct nvmlGpuInstance_st*,struct nvmlGpuInstanceInfo_st*'),
 'nvmlGpuInstanceGetVgpuHeterogeneousMode': ('nvmlReturn_t '
                                             'nvmlGpuInstanceGetVgpuHeterogeneousMode(nvmlGpuInstance_t '
                                             'gpuInstance, nvmlVgpuHeterogeneousMode_t '
                                             '*pHeterogeneousMode);',
                                             ('gpuInstance', 'pHeterogeneousMode'),
                                             'struct nvmlGpuInstance_st*,struct None*'),
 'nvmlGpuInstanceGetVgpuSchedulerLog': ('nvmlReturn_t '
                                        'nvmlGpuInstanceGetVgpuSchedulerLog(nvmlGpuInstance_t '
                                        'gpuInstance, nvmlVgpuSchedulerLogInfo_t '
                                        '*pSchedulerLogInfo);',
                                        ('gpuInstance', 'pSchedulerLogInfo'),
                                        'struct nvmlGpuInstance_st*,struct None*'),
 'nvmlGpuInstanceGetVgpuSchedulerState': ('nvmlReturn_t '
                                          'nvmlGpuInstanceGetVgpuSchedulerState(nvmlGpuInstance_t '
                                          'gpuInstance, nvmlVgpuSchedulerStateInfo_t '
                                          '*pSchedulerStateInfo);',
                                          ('gpuInstance', 'pSchedulerStateInfo'),
                                          'struct nvmlGpuInstance_st*,struct None*'),
 'nvmlGpuInstanceGetVgpuTypeCreatablePlacements': ('nvmlReturn_t '
                                                   'nvmlGpuInstanceGetVgpuTypeCreatablePlacements(nvmlGpuInstance_t '
                                                   'gpuInstance, nvmlVgpuCreatablePlacementInfo_t '
                                                   '*pCreatablePlacementInfo);',
                                                   ('gpuInstance', 'pCreatablePlacementInfo'),
                                                   'struct nvmlGpuInstance_st*,struct None*'),
 'nvmlGpuInstanceSetVgpuHeterogeneousMode': ('nvmlReturn_t '
                                             'nvmlGpuInstanceSetVgpuHeterogeneousMode(nvmlGpuInstance_t '
                                             'gpuInstance, const nvmlVgpuHeterogeneousMode_t '
                                             '*pHeterogeneousMode);',
                                             ('gpuInstance', 'pHeterogeneousMode'),
                                             'struct nvmlGpuInstance_st*,struct None*'),
 'nvmlGpuInstanceSetVgpuSchedulerState': ('nvmlReturn_t '
                                          'nvmlGpuInstanceSetVgpuSchedulerState(nvmlGpuInstance_t '
                                          'gpuInstance, nvmlVgpuSchedulerState_t *pScheduler);',
                                          ('gpuInstance', 'pScheduler'),
                                          'struct nvmlGpuInstance_st*,struct None*'),
 'nvmlInit': ('nvmlReturn_t nvmlInit(void);', (), ''),
 'nvmlInitWithFlags': ('nvmlReturn_t nvmlInitWithFlags(unsigned int flags);',
                       ('flags',),
                       'unsigned int'),
 'nvmlInit_v2': ('nvmlReturn_t nvmlInit_v2(void);', (), ''),
 'nvmlSetVgpuVersion': ('nvmlReturn_t nvmlSetVgpuVersion(nvmlVgpuVersion_t *vgpuVersion);',
                        ('vgpuVersion',),
                        'struct nvmlVgpuVersion_st*'),
 'nvmlShutdown': ('nvmlReturn_t nvmlShutdown(void);', (), ''),
 'nvmlSystemEventSetCreate': ('nvmlReturn_t '
                              'nvmlSystemEventSetCreate(nvmlSystemEventSetCreateRequest_t '
                              '*request);',
                              ('request',),
                              'struct None*'),
 'nvmlSystemEventSetFree': ('nvmlReturn_t nvmlSystemEventSetFree(nvmlSystemEventSetFreeRequest_t '
                            '*request);',
                            ('request',),
                            'struct None*'),
 'nvmlSystemEventSetWait': ('nvmlReturn_t nvmlSystemEventSetWait(nvmlSystemEventSetWaitRequest_t '
                            '*request);',
                            ('request',),
                            'struct None*'),
 'nvmlSystemGetConfComputeCapabilities': ('nvmlReturn_t '
                                          'nvmlSystemGetConfComputeCapabilities(nvmlConfComputeSystemCaps_t '
                                          '*capabilities);',
                                          ('capabilities',),
                                          'struct nvmlConfComputeSystemCaps_st*'),
 'nvmlSystemGetConfComputeGpusReadyState': ('nvmlReturn_t '
                                            'nvmlSystemGetConfComputeGpusReadyState(unsigned int '
                                            '*isAcceptingWork);',
                                            ('isAcceptingWork',),
                                            'unsigned int*'),
 'nvmlSystemGetConfComputeKeyRotationThresholdInfo': ('nvmlReturn_t '
                                                      'nvmlSystemGetConfComputeKeyRotationThresholdInfo(nvmlConfComputeGetKeyRotationThresholdInfo_t '
                                                      '*pKeyRotationThrInfo);',
                                                      ('pKeyRotationThrInfo',),
                                                      'struct '
                                                      'nvmlConfComputeGetKeyRotationThresholdInfo_st*'),
 'nvmlSystemGetConfComputeSettings': ('nvmlReturn_t '
                                      'nvmlSystemGetConfComputeSettings(nvmlSystemConfComputeSettings_t '
                                      '*settings);',
                                      ('settings',),
                                      'struct None*'),
 'nvmlSystemGetConfComputeState': ('nvmlReturn_t '
                                   'nvmlSystemGetConfComputeState(nvmlConfComputeSystemState_t '
                                   '*state);',
                                   ('state',),
                                   'struct nvmlConfComputeSystemState_st*'),
 'nvmlSystemGetCudaDriverVersion': ('nvmlReturn_t nvmlSystemGetCudaDriverVersion(int '
                                    '*cudaDriverVersion);',
                                    ('cudaDriverVersion',),
                                    'int*'),
 'nvmlSystemGetCudaDriverVersion_v2': ('nvmlReturn_t nvmlSystemGetCudaDriverVersion_v2(int '
                                       '*cudaDriverVersion);',
                                       ('cudaDriverVersion',),
                                       'int*'),
 'nvmlSystemGetDriverBranch': ('nvmlReturn_t '
                               'nvmlSystemGetDriverBranch(nvmlSystemDriverBranchInfo_t '
                               '*branchInfo, unsigned int length);',
                               ('branchInfo', 'length'),
                               'struct None*,unsigned int'),
 'nvmlSystemGetDriverVersion': ('nvmlReturn_t nvmlSystemGetDriverVersion(char *version, unsigned '
                                'int length);',
                                ('version', 'length'),
                                'char*,unsigned int'),
 'nvmlSystemGetHicVersion': ('nvmlReturn_t nvmlSystemGetHicVersion(unsigned int *hwbcCount, '
                             'nvmlHwbcEntry_t *hwbcEntries);',
                             ('hwbcCount', 'hwbcEntries'),
                             'unsigned int*,struct nvmlHwbcEntry_st*'),
 'nvmlSystemGetNVMLVersion': ('nvmlReturn_t nvmlSystemGetNVMLVersion(char *version, unsigned int '
                              'length);',
                              ('version', 'length'),
                              'char*,unsigned int'),
 'nvmlSystemGetNvlinkBwMode': ('nvmlReturn_t nvmlSystemGetNvlinkBwMode(unsigned int '
                               '*nvlinkBwMode);',
                               ('nvlinkBwMode',),
                               'unsigned int*'),
 'nvmlSystemGetProcessName': ('nvmlReturn_t nvmlSystemGetProcessName(unsigned int pid, char *name, '
                              'unsigned int length);',
                              ('pid', 'name', 'length'),
                              'unsigned int,char*,unsigned int'),
 'nvmlSystemGetTopologyGpuSet': ('nvmlReturn_t nvmlSystemGetTopologyGpuSet(unsigned int cpuNumber, '
                                 'unsigned int *count, nvmlDevice_t *deviceArray);',
                                 ('cpuNumber', 'count', 'deviceArray'),
                                 'unsigned int,unsigned int*,struct nvmlDevice_st**'),
 'nvmlSystemRegisterEvents': ('nvmlReturn_t '
                              'nvmlSystemRegisterEvents(nvmlSystemRegisterEventRequest_t '
                              '*request);',
                              ('request',),
                              'struct None*'),
 'nvmlSystemSetConfComputeGpusReadyState': ('nvmlReturn_t '
                                            'nvmlSystemSetConfComputeGpusReadyState(unsigned int '
                                            'isAcceptingWork);',
                                            ('isAcceptingWork',),
                                            'unsigned int'),
 'nvmlSystemSetConfComputeKeyRotationThresholdInfo': ('nvmlReturn_t '
                                                      'nvmlSystemSetConfComputeKeyRotationThresholdInfo(nvmlConfComputeSetKeyRotationThresholdInfo_t '
                                                      '*pKeyRotationThrInfo);',
                                                      ('pKeyRotationThrInfo',),
                                                      'struct '
                                                      'nvmlConfComputeSetKeyRotationThresholdInfo_st*'),
 'nvmlSystemSetNvlinkBwMode': ('nvmlReturn_t nvmlSystemSetNvlinkBwMode(unsigned int nvlinkBwMode);',
                               ('nvlinkBwMode',),
                               'unsigned int'),
 'nvmlUnitGetCount': ('nvmlReturn_t nvmlUnitGetCount(unsigned int *unitCount);',
                      ('unitCount',),
                      'unsigned int*'),
 'nvmlUnitGetDevices': ('nvmlReturn_t nvmlUnitGetDevices(nvmlUnit_t unit, unsigned int '
                        '*deviceCount, nvmlDevice_t *devices);',
                        ('unit', 'deviceCount', 'devices'),
                        'struct nvmlUnit_st*,unsigned int*,struct nvmlDevice_st**'),
 'nvmlUnitGetFanSpeedInfo': ('nvmlReturn_t nvmlUnitGetFanSpeedInfo(nvmlUnit_t unit, '
                             'nvmlUnitFanSpeeds_t *fanSpeeds);',
                             ('unit', 'fanSpeeds'),
                             'struct nvmlUnit_st*,struct nvmlUnitFanSpeeds_st*'),
 'nvmlUnitGetHandleByIndex': ('nvmlReturn_t nvmlUnitGetHandleByIndex(unsigned int index, '
                              'nvmlUnit_t *unit);',
                              ('index', 'unit'),
                              'unsigned int,struct nvmlUnit_st**'),
 'nvmlUnitGetLedState': ('nvmlReturn_t nvmlUnitGetLedState(nvmlUnit_t unit, nvmlLedState_t '
                         '*state);',
                         ('unit', 'state'),
                         'struct nvmlUnit_st*,struct nvmlLedState_st*'),
 'nvmlUnitGetPsuInfo': ('nvmlReturn_t nvmlUnitGetPsuInfo(nvmlUnit_t unit, nvmlPSUInfo_t *psu);',
                        ('unit', 'psu'),
                        'struct nvmlUnit_st*,struct nvmlPSUInfo_st*'),
 'nvmlUnitGetTemperature': ('nvmlReturn_t nvmlUnitGetTemperature(nvmlUnit_t unit, unsigned int '
                            'type, unsigned int *temp);',
                            ('unit', 'type', 'temp'),
                            'struct nvmlUnit_st*,unsigned int,unsigned int*'),
 'nvmlUnitGetUnitInfo': ('nvmlReturn_t nvmlUnitGetUnitInfo(nvmlUnit_t unit, nvmlUnitInfo_t *info);',
                         ('unit', 'info'),
                         'struct nvmlUnit_st*,struct nvmlUnitInfo_st*'),
 'nvmlUnitSetLedState': ('nvmlReturn_t nvmlUnitSetLedState(nvmlUnit_t unit, nvmlLedColor_t color);',
                         ('unit', 'color'),
                         'struct nvmlUnit_st*,enum nvmlLedColor_enum'),
 'nvmlVgpuInstanceClearAccountingPids': ('nvmlReturn_t '
                                         'nvmlVgpuInstanceClearAccountingPids(nvmlVgpuInstance_t '
                                         'vgpuInstance);',
                                         ('vgpuInstance',),
                                         'unsigned int'),
 'nvmlVgpuInstanceGetAccountingMode': ('nvmlReturn_t '
                                       'nvmlVgpuInstanceGetAccountingMode(nvmlVgpuInstance_t '
                                       'vgpuInstance, nvmlEnableState_t *mode);',
                                       ('vgpuInstance', 'mode'),
                                       'unsigned int,enum nvmlEnableState_enum*'),
 'nvmlVgpuInstanceGetAccountingPids': ('nvmlReturn_t '
                                       'nvmlVgpuInstanceGetAccountingPids(nvmlVgpuInstance_t '
                                       'vgpuInstance, unsigned int *count, unsigned int *pids);',
                                       ('vgpuInstance', 'count', 'pids'),
                                       'unsigned int,unsigned int*,unsigned int*'),
 'nvmlVgpuInstanceGetAccountingStats': ('nvmlReturn_t '
                                        'nvmlVgpuInstanceGetAccountingStats(nvmlVgpuInstance_t '
                                        'vgpuInstance, unsigned int pid, nvmlAccountingStats_t '
                                        '*stats);',
                                        ('vgpuInstance', 'pid', 'stats'),
                                        'unsigned int,unsigned int,struct nvmlAccountingStats_st*'),
 'nvmlVgpuInstanceGetEccMode': ('nvmlReturn_t nvmlVgpuInstanceGetEccMode(nvmlVgpuInstance_t '
                                'vgpuInstance, nvmlEnableState_t *eccMode);',
                                ('vgpuInstance', 'eccMode'),
                                'unsigned int,enum nvmlEnableState_enum*'),
 'nvmlVgpuInstanceGetEncoderCapacity': ('nvmlReturn_t '
                                        'nvmlVgpuInstanceGetEncoderCapacity(nvmlVgpuInstance_t '
                                        'vgpuInstance, unsigned int *encoderCapacity);',
                                        ('vgpuInstance', 'encoderCapacity'),
                                        'unsigned int,unsigned int*'),
 'nvmlVgpuInstanceGetEncoderSessions': ('nvmlReturn_t '
                                        'nvmlVgpuInstanceGetEncoderSessions(nvmlVgpuInstance_t '
                                        'vgpuInstance, unsigned int *sessionCount, '
                                        'nvmlEncoderSessionInfo_t *sessionInfo);',
                                        ('vgpuInstance', 'sessionCount', 'sessionInfo'),
                                        'unsigned int,unsigned int*,struct '
                                        'nvmlEncoderSessionInfo_st*'),
 'nvmlVgpuInstanceGetEncoderStats': ('nvmlReturn_t '
                                     'nvmlVgpuInstanceGetEncoderStats(nvmlVgpuInstance_t '
                                     'vgpuInstance, unsigned int *sessionCount, unsigned int '
                                     '*averageFps, unsigned int *averageLatency);',
                                     ('vgpuInstance',
                                      'sessionCount',
                                      'averageFps',
                                      'averageLatency'),
                                     'unsigned int,unsigned int*,unsigned int*,unsigned int*'),
 'nvmlVgpuInstanceGetFBCSessions': ('nvmlReturn_t '
                                    'nvmlVgpuInstanceGetFBCSessions(nvmlVgpuInstance_t '
                                    'vgpuInstance, unsigned int *sessionCount, '
                                    'nvmlFBCSessionInfo_t *sessionInfo);',
                                    ('vgpuInstance', 'sessionCount', 'sessionInfo'),
                                    'unsigned int,unsigned int*,struct nvmlFBCSessionInfo_st*'),
 'nvmlVgpuInstanceGetFBCStats': ('nvmlReturn_t nvmlVgpuInstanceGetFBCStats(nvmlVgpuInstance_t '
                                 'vgpuInstance, nvmlFBCStats_t *fbcStats);',
                                 ('vgpuInstance', 'fbcStats'),
                                 'unsigned int,struct nvmlFBCStats_st*'),
 'nvmlVgpuInstanceGetFbUsage': ('nvmlReturn_t nvmlVgpuInstanceGetFbUsage(nvmlVgpuInstance_t '
                                'vgpuInstance, unsigned long long *fbUsage);',
                                ('vgpuInstance', 'fbUsage'),
                                'unsigned int,unsigned long long*'),
 'nvmlVgpuInstanceGetFrameRateLimit': ('nvmlReturn_t '
                                       'nvmlVgpuInstanceGetFrameRateLimit(nvmlVgpuInstance_t '
                                       'vgpuInstance, unsigned int *frameRateLimit);',
                                       ('vgpuInstance', 'frameRateLimit'),
                                       'unsigned int,unsigned int*'),
 'nvmlVgpuInstanceGetGpuInstanceId': ('nvmlReturn_t '
                                      'nvmlVgpuInstanceGetGpuInstanceId(nvmlVgpuInstance_t '
                                      'vgpuInstance, unsigned int *gpuInstanceId);',
                                      ('vgpuInstance', 'gpuInstanceId'),
                                      'unsigned int,unsigned int*'),
 'nvmlVgpuInstanceGetGpuPciId': ('nvmlReturn_t nvmlVgpuInstanceGetGpuPciId(nvmlVgpuInstance_t '
                                 'vgpuInstance, char *vgpuPciId, unsigned int *length);',
                                 ('vgpuInstance', 'vgpuPciId', 'length'),
                                 'unsigned int,char*,unsigned int*'),
 'nvmlVgpuInstanceGetLicenseInfo': ('nvmlReturn_t '
                                    'nvmlVgpuInstanceGetLicenseInfo(nvmlVgpuInstance_t '
                                    'vgpuInstance, nvmlVgpuLicenseInfo_t *licenseInfo);',
                                    ('vgpuInstance', 'licenseInfo'),
                                    'unsigned int,struct nvmlVgpuLicenseInfo_st*'),
 'nvmlVgpuInstanceGetLicenseInfo_v2': ('nvmlReturn_t '
                                       'nvmlVgpuInstanceGetLicenseInfo_v2(nvmlVgpuInstance_t '
                                       'vgpuInstance, nvmlVgpuLicenseInfo_t *licenseInfo);',
                                       ('vgpuInstance', 'licenseInfo'),
                                       'unsigned int,struct nvmlVgpuLicenseInfo_st*'),
 'nvmlVgpuInstanceGetLicenseStatus': ('nvmlReturn_t '
                                      'nvmlVgpuInstanceGetLicenseStatus(nvmlVgpuInstance_t '
                                      'vgpuInstance, unsigned int *licensed);',
                                      ('vgpuInstance', 'licensed'),
                                      'unsigned int,unsigned int*'),
 'nvmlVgpuInstanceGetMdevUUID': ('nvmlReturn_t nvmlVgpuInstanceGetMdevUUID(nvmlVgpuInstance_t '
                                 'vgpuInstance, char *mdevUuid, unsigned int size);',
                                 ('vgpuInstance', 'mdevUuid', 'size'),
                                 'unsigned int,char*,unsigned int'),
 'nvmlVgpuInstanceGetMetadata': ('nvmlReturn_t nvmlVgpuInstanceGetMetadata(nvmlVgpuInstance_t '
                                 'vgpuInstance, nvmlVgpuMetadata_t *vgpuMetadata, unsigned int '
                                 '*bufferSize);',
                                 ('vgpuInstance', 'vgpuMetadata', 'bufferSize'),
                                 'unsigned int,struct nvmlVgpuMetadata_st*,unsigned int*'),
 'nvmlVgpuInstanceGetPlacementId': ('nvmlReturn_t '
                                    'nvmlVgpuInstanceGetPlacementId(nvmlVgpuInstance_t '
                                    'vgpuInstance, nvmlVgpuPlacementId_t *pPlacement);',
                                    ('vgpuInstance', 'pPlacement'),
                                    'unsigned int,struct None*'),
 'nvmlVgpuInstanceGetRuntimeStateSize': ('nvmlReturn_t '
                                         'nvmlVgpuInstanceGetRuntimeStateSize(nvmlVgpuInstance_t '
                                         'vgpuInstance, nvmlVgpuRuntimeState_t *pState);',
                                         ('vgpuInstance', 'pState'),
                                         'unsigned int,struct None*'),
 'nvmlVgpuInstanceGetType': ('nvmlReturn_t nvmlVgpuInstanceGetType(nvmlVgpuInstance_t '
                             'vgpuInstance, nvmlVgpuTypeId_t *vgpuTypeId);',
                             ('vgpuInstance', 'vgpuTypeId'),
                             'unsigned int,unsigned int*'),
 'nvmlVgpuInstanceGetUUID': ('nvmlReturn_t nvmlVgpuInstanceGetUUID(nvmlVgpuInstance_t '
                             'vgpuInstance, char *uuid, unsigned int size);',
                             ('vgpuInstance', 'uuid', 'size'),
                             'unsigned int,char*,unsigned int'),
 'nvmlVgpuInstanceGetVmDriverVersion': ('nvmlReturn_t '
                                        'nvmlVgpuInstanceGetVmDriverVersion(nvmlVgpuInstance_t '
                                        'vgpuInstance, char *version, unsigned int length);',
                                        ('vgpuInstance', 'version', 'length'),
                                        'unsigned int,char*,unsigned int'),
 'nvmlVgpuInstanceGetVmID': ('nvmlReturn_t nvmlVgpuInstanceGetVmID(nvmlVgpuInstance_t '
                             'vgpuInstance, char *vmId, unsigned int size, nvmlVgpuVmIdType_t '
                             '*vmIdType);',
                             ('vgpuInstance', 'vmId', 'size', 'vmIdType'),
                             'unsigned int,char*,unsigned int,enum nvmlVgpuVmIdType*'),
 'nvmlVgpuInstanceSetEncoderCapacity': ('nvmlReturn_t '
                                        'nvmlVgpuInstanceSetEncoderCapacity(nvmlVgpuInstance_t '
                                        'vgpuInstance, unsigned int encoderCapacity);',
                                        ('vgpuInstance', 'encoderCapacity'),
                                        'unsigned int,unsigned int'),
 'nvmlVgpuTypeGetBAR1Info': ('nvmlReturn_t nvmlVgpuTypeGetBAR1Info(nvmlVgpuTypeId_t vgpuTypeId, '
                             'nvmlVgpuTypeBar1Info_t *bar1Info);',
                             ('vgpuTypeId', 'bar1Info'),
                             'unsigned int,struct None*'),
 'nvmlVgpuTypeGetCapabilities': ('nvmlReturn_t nvmlVgpuTypeGetCapabilities(nvmlVgpuTypeId_t '
                                 'vgpuTypeId, nvmlVgpuCapability_t capability, unsigned int '
                                 '*capResult);',
                                 ('vgpuTypeId', 'capability', 'capResult'),
                                 'unsigned int,enum nvmlVgpuCapability_enum,unsigned int*'),
 'nvmlVgpuTypeGetClass': ('nvmlReturn_t nvmlVgpuTypeGetClass(nvmlVgpuTypeId_t vgpuTypeId, char '
                          '*vgpuTypeClass, unsigned int *size);',
                          ('vgpuTypeId', 'vgpuTypeClass', 'size'),
                          'unsigned int,char*,unsigned int*'),
 'nvmlVgpuTypeGetDeviceID': ('nvmlReturn_t nvmlVgpuTypeGetDeviceID(nvmlVgpuTypeId_t vgpuTypeId, '
                             'unsigned long long *deviceID, unsigned long long *subsystemID);',
                             ('vgpuTypeId', 'deviceID', 'subsystemID'),
                             'unsigned int,unsigned long long*,unsigned long long*'),
 'nvmlVgpuTypeGetFbReservation': ('nvmlReturn_t nvmlVgpuTypeGetFbReservation(nvmlVgpuTypeId_t '
                                  'vgpuTypeId, unsigned long long *fbReservation);',
                                  ('vgpuTypeId', 'fbReservation'),
                                  'unsigned int,unsigned long long*'),
 'nvmlVgpuTypeGetFrameRateLimit': ('nvmlReturn_t nvmlVgpuTypeGetFrameRateLimit(nvmlVgpuTypeId_t '
                                   'vgpuTypeId, unsigned int *frameRateLimit);',
                                   ('vgpuTypeId', 'frameRateLimit'),
                                   'unsigned int,unsigned int*'),
 'nvmlVgpuTypeGetFramebufferSize': ('nvmlReturn_t nvmlVgpuTypeGetFramebufferSize(nvmlVgpuTypeId_t '
                                    'vgpuTypeId, unsigned long long *fbSize);',
                                    ('vgpuTypeId', 'fbSize'),
                                    'unsigned int,unsigned long long*'),
 'nvmlVgpuTypeGetGpuInstanceProfileId': ('nvmlReturn_t '
                                         'nvmlVgpuTypeGetGpuInstanceProfileId(nvmlVgpuTypeId_t '
                                         'vgpuTypeId, unsigned int *gpuInstanceProfileId);',
                                         ('vgpuTypeId', 'gpuInstanceProfileId'),
                                         'unsigned int,unsigned int*'),
 'nvmlVgpuTypeGetGspHeapSize': ('nvmlReturn_t nvmlVgpuTypeGetGspHeapSize(nvmlVgpuTypeId_t '
                                'vgpuTypeId, unsigned long long *gspHeapSize);',
                                ('vgpuTypeId', 'gspHeapSize'),
                                'unsigned int,unsigned long long*'),
 'nvmlVgpuTypeGetLicense': ('nvmlReturn_t nvmlVgpuTypeGetLicense(nvmlVgpuTypeId_t vgpuTypeId, char '
                            '*vgpuTypeLicenseString, unsigned int size);',
                            ('vgpuTypeId', 'vgpuTypeLicenseString', 'size'),
                            'unsigned int,char*,unsigned int'),
 'nvmlVgpuTypeGetMaxInstances': ('nvmlReturn_t nvmlVgpuTypeGetMaxInstances(nvmlDevice_t device, '
                                 'nvmlVgpuTypeId_t vgpuTypeId, unsigned int *vgpuInstanceCount);',
                                 ('device', 'vgpuTypeId', 'vgpuInstanceCount'),
                                 'struct nvmlDevice_st*,unsigned int,unsigned int*'),
 'nvmlVgpuTypeGetMaxInstancesPerGpuInstance': ('nvmlReturn_t '
                                               'nvmlVgpuTypeGetMaxInstancesPerGpuInstance(nvmlVgpuTypeMaxInstance_t '
                                               '*pMaxInstance);',
                                               ('pMaxInstance',),
                                               'struct None*'),
 'nvmlVgpuTypeGetMaxInstancesPerVm': ('nvmlReturn_t '
                                      'nvmlVgpuTypeGetMaxInstancesPerVm(nvmlVgpuTypeId_t '
                                      'vgpuTypeId, unsigned int *vgpuInstanceCountPerVm);',
                                      ('vgpuTypeId', 'vgpuInstanceCountPerVm'),
                                      'unsigned int,unsigned int*'),
 'nvmlVgpuTypeGetName': ('nvmlReturn_t nvmlVgpuTypeGetName(nvmlVgpuTypeId_t vgpuTypeId, char '
                         '*vgpuTypeName, unsigned int *size);',
                         ('vgpuTypeId', 'vgpuTypeName', 'size'),
                         'unsigned int,char*,unsigned int*'),
 'nvmlVgpuTypeGetNumDisplayHeads': ('nvmlReturn_t nvmlVgpuTypeGetNumDisplayHeads(nvmlVgpuTypeId_t '
                                    'vgpuTypeId, unsigned int *numDisplayHeads);',
                                    ('vgpuTypeId', 'numDisplayHeads'),
                                    'unsigned int,unsigned int*'),
 'nvmlVgpuTypeGetResolution': ('nvmlReturn_t nvmlVgpuTypeGetResolution(nvmlVgpuTypeId_t '
                               'vgpuTypeId, unsigned int displayIndex, unsigned int *xdim, '
                               'unsigned int *ydim);',
                               ('vgpuTypeId', 'displayIndex', 'xdim', 'ydim'),
                               'unsigned int,unsigned int,unsigned int*,unsigned int*')}
PACKAGE_VERSION = '13'  # nvidia-nvml-dev's, whose header it is
VERSION_MAJOR = 13
