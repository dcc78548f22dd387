"""The CUDA driver API's semantics, once, for both faces (``zluda.driver`` and ``libcuda.so.1``).

Each function takes the C API's inputs as plain values (handles and addresses as ints, or
objects with ``__int__``; names as bytes or str; host memory as an address or a buffer) and
returns a tuple whose first element is a ``CUresult``, then the outputs as plain values (ints,
bytes), ``None`` in their place on failure. The faces only translate: ``zluda.driver`` wraps
the outputs in cuda.bindings' types, ``zluda.native`` writes them through the C pointers.
Failures are logged on the ``zluda`` logger with a message that names the problem.

This package composes the API from its subjects, one module each: :mod:`.devices`,
:mod:`.memory`, :mod:`.streams` (and events), :mod:`.modules` (and libraries, linking),
:mod:`.launches`, :mod:`.textures` (arrays, their copies, texture and surface objects),
:mod:`.graphs`, :mod:`.nodes` and :mod:`.executables` (graphs, their nodes, executable
graphs), :mod:`.vmm` and :mod:`.managed`. Each imports the handle lookups and argument checks
of :mod:`.handles` and the ``api`` decorator of :mod:`.calls`; none imports this package. A new
API function goes into its subject's module, and is found here by its name.
"""

from __future__ import annotations

from . import (
    devices,
    executables,
    graphs,
    launches,
    managed,
    memory,
    modules,
    nodes,
    streams,
    textures,
    vmm,
)
from .calls import IMPLEMENTED, failure, last_error_message, record_error

SUBJECTS = (devices, memory, streams, modules, launches, textures, graphs, nodes, executables,
            vmm, managed)


def _calls(module) -> dict:
    """The CUDA functions that ``module`` defines, by name."""
    return {name: value for name, value in vars(module).items()
            if name.startswith("cu") and callable(value)
            and getattr(value, "__module__", None) == module.__name__}


globals().update({name: fn for module in SUBJECTS for name, fn in _calls(module).items()})

__all__ = ["IMPLEMENTED", "SUBJECTS", "failure", "last_error_message", "record_error",
           *sorted(name for module in SUBJECTS for name in _calls(module))]
