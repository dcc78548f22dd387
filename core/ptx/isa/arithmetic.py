"""Arithmetic: the integer, floating-point and half-precision families register here."""

from . import floating, half, integer  # noqa: F401
