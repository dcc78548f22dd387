"""Math functions on AMDGPU: ROCm's device libraries when installed, else our own.

The lowerings call ``target.math(ctx, name, args)`` with an OpenCL function name (today
``sin``, ``cos``, ``exp2``, ``log2`` and ``tanh``, on f32 and on f64).

- With ROCm (``$ROCM_PATH/amdgcn/bitcode``, else ``/opt/rocm/amdgcn/bitcode``, holding
  ``ocml.bc`` and ``ockl.bc``), a call becomes ``__ocml_<name>_f32``/``_f64`` and the LLVM stage
  links ocml, ockl and the ``oclc_*`` control libraries for the gfx (ISA version; where the
  release still ships them: wavefront size, denormals kept, finite-only and unsafe math off,
  correctly rounded sqrt, ABI version), as clang does for HIP.
- Without ROCm: the LLVM intrinsics that the AMDGPU backend lowers accurately (``llvm.exp2``,
  ``llvm.log2``, ``llvm.sqrt``, ``llvm.fabs``... on f32; ``llvm.sqrt``/``fabs`` on f64), and
  for the rest (the backend has no f64 sin, cos, exp2, log2, tanh; its f32 sin/cos are the
  hardware's, inaccurate for large arguments) functions of :mod:`.amdgpu_f64`, written in LLVM
  IR here and accurate to a few units in the last place of f64. Their f32 forms round the f64
  result.

The compile cache key names the library (:attr:`MathLibrary.key`): the bitcode directory and
its modification time, or ``intrinsics``.
"""

from __future__ import annotations

import os
from pathlib import Path

from llvmlite import ir

from .amdgpu_f64 import F64_FUNCTIONS, f64_function
from .base import Target  # an AmdgpuTarget

F32, F64 = ir.FloatType(), ir.DoubleType()
DEVICE_LIBS = ("ocml.bc", "ockl.bc")
# f32 functions that LLVM's AMDGPU backend lowers to accurate code
_F32_INTRINSICS = {"exp2": "exp2", "log2": "log2", "exp": "exp", "log": "log", "sqrt": "sqrt",
                   "fabs": "fabs", "log10": "log10", "exp10": "exp10"}
_F64_INTRINSICS = {"sqrt": "sqrt", "fabs": "fabs"}


DEFAULT_ROCM_PATH = Path("/opt/rocm")


def find_device_libs() -> Path | None:
    """The directory of ROCm's device-library bitcode (``$ROCM_PATH/amdgcn/bitcode``, then
    ``/opt/rocm/amdgcn/bitcode``), or None."""
    candidates = []
    if os.environ.get("ROCM_PATH"):
        candidates.append(Path(os.environ["ROCM_PATH"]) / "amdgcn" / "bitcode")
    candidates.append(DEFAULT_ROCM_PATH / "amdgcn" / "bitcode")
    for directory in candidates:
        if all((directory / name).is_file() for name in DEVICE_LIBS):
            return directory
    return None


class MathLibrary:
    """The math functions of one AMDGPU target: device libraries or intrinsics."""

    def __init__(self, target: Target, device_libs: Path | None) -> None:
        self.target = target
        self.device_libs = device_libs

    @property
    def key(self) -> str:
        if self.device_libs is None:
            return "intrinsics"
        stamp = max((p.stat().st_mtime_ns for p in self.device_libs.glob("*.bc")), default=0)
        return f"{self.device_libs}@{stamp}"

    def bitcode_files(self) -> tuple[str, ...]:
        """The bitcode to link, in order, when the device libraries are used: ocml, ockl and
        the ISA-version control library are required; the other control libraries are linked
        where present, because newer ROCm releases dropped those that no longer did anything
        (daz_opt, then finite_only and unsafe_math), and clang stopped asking for them."""
        if self.device_libs is None:
            return ()
        t = self.target
        required = ["ocml.bc", "ockl.bc", f"oclc_isa_version_{t.gfx[3:]}.bc"]
        optional = [
            f"oclc_wavefrontsize64_{'on' if t.wavefront_size == 64 else 'off'}.bc",
            "oclc_daz_opt_off.bc", "oclc_finite_only_off.bc", "oclc_unsafe_math_off.bc",
            "oclc_correctly_rounded_sqrt_on.bc",
            f"oclc_abi_version_{t.code_object_version * 100}.bc",
        ]
        missing = [n for n in required if not (self.device_libs / n).is_file()]
        if missing:
            from ..errors import CompileError

            raise CompileError(f"ROCm's device libraries in {self.device_libs} lack "
                               f"{', '.join(missing)} (needed for {t.gfx})")
        present = [n for n in optional if (self.device_libs / n).is_file()]
        return tuple(str(self.device_libs / n) for n in required + present)

    def call(self, ctx, name: str, args: list[ir.Value]) -> ir.Value:
        x = args[0]
        if x.type not in (F32, F64):
            raise ctx.unsupported(f"math function '{name}' on {x.type} is not supported on "
                                  f"the AMDGPU target")
        suffix = "f32" if x.type == F32 else "f64"
        base = name.removeprefix("native_")
        if self.device_libs is not None:
            return ctx.call(f"__ocml_{base}_{suffix}", x.type, *args)
        intrinsics = _F32_INTRINSICS if x.type == F32 else _F64_INTRINSICS
        if base in intrinsics:
            return ctx.intrinsic(f"llvm.{intrinsics[base]}.{suffix}", x.type, *args)
        if base in F64_FUNCTIONS:
            fn = f64_function(ctx.owner.module, base,
                              self.target.address_spaces["const"])
            if x.type == F64:
                return ctx.b.call(fn, [x])
            return ctx.b.fptrunc(ctx.b.call(fn, [ctx.b.fpext(x, F64)]), F32)
        raise ctx.unsupported(f"math function '{name}' ({suffix}) is not available on "
                              f"{self.target.gfx} without ROCm's device libraries")
