"""``zluda.native``: the CUDA driver as a native library, ``libcuda.so.1``.

The library is built at install time with zluda's other libraries
(:mod:`zluda.libraries.common.build`, cffi's embedding API; its descriptor is
:mod:`zluda.native.library`) into :data:`zluda.libraries.LIB_DIR`. Programs load it by name
(``LD_LIBRARY_PATH``, or ``zluda run``); its C functions call :mod:`zluda.native.face`, which
translates C arguments for :mod:`zluda.runtime.api`.
"""
