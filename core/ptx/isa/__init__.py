"""The instruction set: one module per family, each registering its opcodes in the table
of :mod:`zluda.ptx.isa.registry`. Importing this package fills the table."""

from . import (  # noqa: F401 - imported for their registrations
    atomic,
    compare,
    control,
    convert,
    data,
    floating,
    half,
    integer,
    matrix,
    mbarrier,
    special,
    sync,
    texture,
    unsupported_ops,
    video,
    warp,
)
from .registry import OPCODES, SPECS, Spec, lookup

__all__ = ["OPCODES", "SPECS", "Spec", "lookup"]
