"""``zluda.abi``: everything zluda takes from NVIDIA's headers and packages, generated, in one
folder. Do not edit these modules by hand: ``python scripts/gen_abi.py`` writes them all, and a
test fails when running it would change one.

- :mod:`.driver`: the CUDA driver's C ABI (``cuda.h``): types, exported functions, and
  ``cuGetProcAddress``'s table;
- :mod:`.enums`: every enum of ``cuda.h``, and ``cuGetErrorString``'s messages;
- :mod:`.surface`: the API surface of cuda-python's ``cuda.bindings.driver``;
- :mod:`.nvrtc`, :mod:`.nvjitlink`, :mod:`.cublas`, :mod:`.cublaslt`: the C ABI of NVIDIA's libraries that zluda builds its own of
  (``zluda.libraries``), one module per library.

This package imports nothing: the build of the native libraries reads it from the source tree.
"""
