"""``zluda.native``: the CUDA driver as a native library, ``libcuda.so.1``.

The library is built at install time (:mod:`zluda.native.build`, cffi's embedding API) into
:data:`LIB_DIR`. Programs load it by name (``LD_LIBRARY_PATH``, or ``zluda run``); its C
functions call :mod:`zluda.native.face`, which translates C arguments for
:mod:`zluda.runtime.api`. This package's ``__init__`` imports nothing of zluda, so that the build
can load it from the source tree.
"""

from pathlib import Path

LIB_DIR = Path(__file__).resolve().parent / "lib"
LIBRARY = LIB_DIR / "libcuda.so.1"
