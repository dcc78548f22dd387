"""AMDGPU code objects for the ROCm backend tests, with the runtime's KernelInfo for each kernel.

With the compiler's AMDGPU target registered, a module is ``compile_ptx(ptx, "amdgpu:<gfx>")``.
Without it (the target and the backend were written at the same time), a stand-in is built
from the kernel ABI contract of ``docs/compiler.md``: a real code object (llvmlite for
``amdgcn-amd-amdhsa``, code object v5, linked by ``ld.lld``) whose kernels have the PTX
parameters at CUDA's offsets, then the named hidden arguments, and the static shared memory
as LDS, but empty bodies (the fake HIP API runs Python emulations of them). Its KernelInfo comes
from the same PTX compiled for SPIR-V (the front end is target-independent).
"""

from __future__ import annotations

from zluda.ptx import compile_ptx

HIDDEN = ("ptr addrspace(1) %__zluda_globals, i32 %__zluda_dynamic_smem, i32 %__zluda_ntid_x,"
          " i32 %__zluda_ntid_y, i32 %__zluda_ntid_z")
SCALAR_TYPES = {1: "i8", 2: "i16", 4: "i32", 8: "i64"}


def amdgpu_target_registered() -> bool:
    from zluda.ptx.targets import TARGETS

    return "amdgpu" in TARGETS or any(name.startswith("amdgpu") for name in TARGETS)


def _contract_ir(info) -> str:
    lines = ['target triple = "amdgcn-amd-amdhsa"']
    for kernel in info.kernels.values():
        params = []
        for p in kernel.params:
            if p.kind != "bytes" and p.size in SCALAR_TYPES:
                params.append(f"{SCALAR_TYPES[p.size]} %{p.name}")
            else:
                params.append(f"ptr addrspace(4) byref([{p.size} x i8]) align {p.align}"
                              f" %{p.name}")
        body = []
        if kernel.static_shared:
            lines.append(f"@{kernel.name}_shared = internal addrspace(3) global"
                         f" [{kernel.static_shared} x i8] poison, align 16")
            body.append(f"  store volatile i32 %__zluda_ntid_x, ptr addrspace(3)"
                        f" @{kernel.name}_shared")
        lines.append(f"define amdgpu_kernel void @{kernel.name}({', '.join([*params, HIDDEN])})"
                     " {")
        lines += [*body, "  ret void", "}"]
    lines += ["!llvm.module.flags = !{!0}",
              '!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}']
    return "\n".join(lines) + "\n"


def contract_code_object(info, gfx: str = "gfx1100") -> bytes:
    import llvmlite.binding as llvm
    from zluda.ptx.codeobject import link

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    module = llvm.parse_assembly(_contract_ir(info))
    module.verify()
    features = "+wavefrontsize32" if gfx.startswith(("gfx10", "gfx11", "gfx12")) else ""
    machine = llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(
        cpu=gfx, features=features, opt=2, reloc="pic", codemodel="default")
    return link(machine.emit_object(module))


def amdgpu_module(ptx: str, name: str, gfx: str = "gfx1100"):
    """(code object, ModuleInfo, how it was made: "compiled" or "contract")."""
    if amdgpu_target_registered():
        compiled = compile_ptx(ptx, f"amdgpu:{gfx}", name)
        return compiled.binary, compiled.info, "compiled"
    info = compile_ptx(ptx, "spirv", name).info
    return contract_code_object(info, gfx), info, "contract"
