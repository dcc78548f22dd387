"""The one list of zluda's native libraries; everything else (the build, the sonames that
``zluda run`` and the preload put first) reads it. A new library adds its descriptor here."""

from ..native.library import DRIVER
from . import LIB_DIR
from .nvjitlink import LIBRARY as NVJITLINK
from .nvrtc import LIBRARY as NVRTC

LIBRARIES = (DRIVER, NVJITLINK, NVRTC)
SONAMES = tuple(library.soname for library in LIBRARIES)
DRIVER_LIBRARY = LIB_DIR / DRIVER.soname  # libcuda.so.1, built or not
