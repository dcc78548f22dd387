"""zluda: CUDA programs on GPUs and CPUs that are not NVIDIA's."""

__version__ = "0.1.0"
