"""The runtime's one exception: a CUresult and a message that names the problem."""

from __future__ import annotations

import logging

from ..abi.enums import ERROR_STRINGS, CUresult

log = logging.getLogger("zluda")


class CudaError(Exception):
    def __init__(self, result: str | CUresult, message: str = "") -> None:
        self.result = CUresult[result] if isinstance(result, str) else CUresult(result)
        self.message = message or ERROR_STRINGS.get(self.result.name, self.result.name)
        super().__init__(f"{self.result.name}: {self.message}")


def error_name(result: int) -> str:
    return CUresult(result).name


def error_string(result: int) -> str:
    name = CUresult(result).name
    return ERROR_STRINGS.get(name) or name
