"""NVRTC's one change of meaning under zluda: a real architecture asks for PTX.

cuda.core's ``Program(..., ProgramOptions(arch="sm_86")).compile("cubin")`` and many programs
pass ``-arch=sm_XX`` to NVRTC, which then makes a cubin: SASS, which no translator can run.
:func:`virtual_architecture` makes such options ask for the matching virtual architecture
(``compute_XX``: PTX), and :data:`PROGRAMS` remembers which programs were so compiled, so that
their "cubin" is their PTX, which ``cuModuleLoadData`` and ``cuLibraryLoadData`` take.
"""

from __future__ import annotations

import re
import threading

# nvrtcResult
NVRTC_ERROR_INVALID_INPUT, NVRTC_ERROR_INTERNAL_ERROR = 3, 11
_ARCH_FLAGS = ("-arch", "--gpu-architecture")
_REAL_ARCH = re.compile(r"sm_(\d+[af]?)$")


def virtual_architecture(options: list[str]) -> tuple[list[str], bool]:
    """The options with each ``sm_XX`` (or ``native``) target made ``compute_XX``, and
    whether one was changed."""
    # the runtime (and through it a backend) comes up only for ``native``: NVRTC alone needs none
    from ...runtime.module import compute_capability

    out, changed, expect_value = [], False, False
    for option in options:
        flag, eq, value = option.partition("=")
        if expect_value or (eq and flag in _ARCH_FLAGS):
            target = option if expect_value else value
            if target == "native":
                major, minor = compute_capability()
                target, changed = f"compute_{major}{minor}", True
            elif _REAL_ARCH.match(target):
                target, changed = "compute_" + target[3:], True
            option = target if expect_value else f"{flag}={target}"
        expect_value = option in _ARCH_FLAGS
        out.append(option)
    return out, changed


class PtxForCubin:
    """The programs (by handle) compiled for ``compute_XX`` where ``sm_XX`` was asked."""

    def __init__(self) -> None:
        self._programs: set[int] = set()
        self._lock = threading.Lock()

    def compiled(self, program: int, changed: bool) -> None:
        with self._lock:
            if changed:
                self._programs.add(program)
            else:
                self._programs.discard(program)

    def __contains__(self, program: int) -> bool:
        with self._lock:
            return program in self._programs

    def destroyed(self, program: int) -> None:
        with self._lock:
            self._programs.discard(program)


PROGRAMS = PtxForCubin()
