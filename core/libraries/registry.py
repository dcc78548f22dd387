"""The one list of zluda's native libraries; everything else (the build, the sonames that
``zluda run`` and the preload put first) reads it. A new library adds its descriptor here."""

from ..native.library import DRIVER
from .nvjitlink import LIBRARY as NVJITLINK
from .nvrtc import LIBRARY as NVRTC

LIBRARIES = (DRIVER, NVJITLINK, NVRTC)
SONAMES = tuple(library.soname for library in LIBRARIES)
