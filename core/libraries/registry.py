"""The one list of zluda's native libraries; everything else (the build, the sonames that
``zluda run`` and the preload put first) reads it. A new library adds its descriptor here."""

from ..native.library import DRIVER
from . import LIB_DIR
from .cublas import LIBRARY as CUBLAS
from .cublaslt import LIBRARY as CUBLASLT
from .cufft import LIBRARY as CUFFT
from .curand import LIBRARY as CURAND
from .cusolver import LIBRARY as CUSOLVER
from .cusparse import LIBRARY as CUSPARSE
from .nvjitlink import LIBRARY as NVJITLINK
from .nvml import LIBRARY as NVML
from .nvrtc import LIBRARY as NVRTC

LIBRARIES = (DRIVER, NVJITLINK, NVRTC, CUBLAS, CUBLASLT, CUFFT, CURAND, CUSOLVER, CUSPARSE, NVML)
SONAMES = tuple(library.soname for library in LIBRARIES)
DRIVER_LIBRARY = LIB_DIR / DRIVER.soname  # libcuda.so.1, built or not
