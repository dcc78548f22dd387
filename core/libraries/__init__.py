"""``zluda.libraries``: NVIDIA's libraries, zluda's, each a native library of its own.

:data:`zluda.libraries.registry.LIBRARIES` is the one list of them (the driver,
``libcuda.so.1``, first): the build (:mod:`zluda.libraries.common.build`) compiles each into
:data:`LIB_DIR`, and the loader (:mod:`zluda.libraries.common.loading`) puts each in front of a
program. A library lives in a folder of its own (``nvrtc/``, ``nvjitlink/``): its descriptor in
its ``__init__``, its C face (``face.py``: C arguments to Python values, nothing else), and its
semantics; its generated ABI is in :mod:`zluda.abi`. The parts they share are in ``common/``.
The driver's face is :mod:`zluda.native`, whose descriptor is :mod:`zluda.native.library`.

This package's ``__init__``, the registry and the descriptors import nothing of zluda that
runs, so that the build can read them from the source tree.
"""

from pathlib import Path

LIB_DIR = Path(__file__).resolve().parent / "lib"
