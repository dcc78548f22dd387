"""The OpenCL backend (pyopencl): any OpenCL device with SPIR-V IL and shared virtual memory."""
