"""The LLVM stage: link the helper library (and a target's bitcode libraries), verify, optimize
and emit, with llvmlite's binding.

This module is the only one that calls into LLVM's C++ code; it imports only llvmlite and
:mod:`zluda.ptx.ir_rewrites`. An LLVM fatal error aborts the process that hit it, so
:mod:`zluda.ptx.worker` runs these functions in a child process.
"""

from __future__ import annotations

import functools
from pathlib import Path

if __package__:
    from . import ir_rewrites
else:  # loaded by its path in the compiler's worker (zluda.ptx.worker), outside the package
    import importlib.util

    _spec = importlib.util.spec_from_file_location(
        "zluda_ptx_ir_rewrites", Path(__file__).with_name("ir_rewrites.py"))
    ir_rewrites = importlib.util.module_from_spec(_spec)
    _spec.loader.exec_module(ir_rewrites)

HELPERS_DIR = Path(__file__).parent / "helpers"


@functools.cache
def _llvm():
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    return llvm


def _target_machine(triple: str, cpu: str, features: str, opt: int = 2):
    # A new machine for every module: the SPIR-V backend keeps per-module state in its
    # subtarget, and a reused machine crashes (SIGSEGV) on a later module.
    llvm = _llvm()
    target = llvm.Target.from_triple(triple)
    return target.create_target_machine(cpu=cpu, features=features, opt=opt, reloc="pic",
                                        codemodel="default")


@functools.cache
def helper_sources() -> dict[str, str]:
    """Helper name -> the text of the .ll file that defines it."""
    found: dict[str, str] = {}
    for path in sorted(HELPERS_DIR.glob("*.ll")):
        text = path.read_text()
        for line in text.splitlines():
            if line.startswith("define "):
                name = line.split("@", 1)[1].split("(", 1)[0]
                found[name] = path.name
    return found


@functools.cache
def _helper_text(filename: str) -> str:
    return (HELPERS_DIR / filename).read_text()


def link_helpers(module, names: list[str]) -> None:
    llvm = _llvm()
    sources = helper_sources()
    files = []
    for name in names:
        filename = sources.get(name)
        if filename is None:
            raise RuntimeError(f"helper '{name}' is not defined in {HELPERS_DIR}")
        if filename not in files:
            files.append(filename)
    for filename in files:
        helper = llvm.parse_assembly(_helper_text(filename))
        helper.triple = module.triple
        helper.data_layout = module.data_layout
        module.link_in(helper)


def optimize(module, tm, level: int | tuple[str, ...] = 2) -> None:
    """Run LLVM's O``level`` pipeline, or the named passes (llvmlite's ``add_<name>_pass``)."""
    llvm = _llvm()
    pto = llvm.create_pipeline_tuning_options(speed_level=level if isinstance(level, int) else 1)
    pb = llvm.create_pass_builder(tm, pto)
    if isinstance(level, int):
        mpm = pb.getModulePassManager()
    else:
        mpm = llvm.create_new_module_pass_manager()
        for name in level:
            getattr(mpm, f"add_{name}_pass")()
    mpm.run(module, pb)


_applied_options: set[str] = set()


def apply_options(options) -> None:
    """Set LLVM command-line options (such as the SPIR-V extensions), once per process."""
    llvm = _llvm()
    for option in options:
        if option not in _applied_options:
            llvm.set_option("", option)
            _applied_options.add(option)


def link_bitcode(module, paths) -> None:
    """Link bitcode libraries (ROCm's device libraries) into ``module``. Their definitions
    become internal, so that the optimizer keeps only what the module calls, as clang's
    ``-mlink-builtin-bitcode`` does."""
    llvm = _llvm()
    for path in paths:
        with open(path, "rb") as f:
            library = llvm.parse_bitcode(f.read())
        names = [g.name for g in (*library.functions, *library.global_variables)
                 if not g.is_declaration]
        library.triple = module.triple
        library.data_layout = module.data_layout
        module.link_in(library)
        for name in names:
            value = _find_global(module, name)
            if value is not None and not value.is_declaration:
                value.linkage = "internal"


def _find_global(module, name: str):
    try:
        return module.get_function(name)
    except NameError:
        pass
    try:
        return module.get_global_variable(name)
    except NameError:
        return None


def prepare(llvm_ir: str | list[str | bytes], triple: str, cpu: str, features: str,
            helpers: list[str], opt_level: int | tuple[str, ...] = 2, options=(), bitcode=(),
            rewrites: tuple[str, ...] = ()):
    """Parse, link, verify and optimize; return (module, target machine). ``llvm_ir``: a
    module's IR, or its parts' (a module compiled in parts: IR, or bitcode that
    :func:`optimized_bitcode` made), linked into one module. ``rewrites``: the names of
    :data:`zluda.ptx.ir_rewrites.REWRITES` to apply to the optimized IR."""
    llvm = _llvm()
    apply_options(options)
    tm = _target_machine(triple, cpu, features, 0 if triple.startswith("spirv") else 2)
    module = None
    for text in [llvm_ir] if isinstance(llvm_ir, str) else llvm_ir:
        part = llvm.parse_bitcode(text) if isinstance(text, bytes) else llvm.parse_assembly(text)
        part.triple = triple
        part.data_layout = str(tm.target_data)
        if module is None:
            module = part
        else:
            module.link_in(part)  # the parts' internal names are renamed where they meet
    if helpers:
        link_helpers(module, helpers)
    if bitcode:
        link_bitcode(module, bitcode)
    module.verify()
    if opt_level:
        optimize(module, tm, opt_level)
        module.verify()
    if rewrites:
        text = str(module)
        rewritten = ir_rewrites.apply(text, rewrites)
        if rewritten != text:
            module = llvm.parse_assembly(rewritten)
            module.verify()
    return module, tm


def emit_object(llvm_ir: str | list[str], triple: str, cpu: str, features: str = "",
                helpers: list[str] = (), opt_level: int | tuple[str, ...] = 2,
                options=(), bitcode=(), rewrites: tuple[str, ...] = (),
                with_ir: bool = False) -> tuple[bytes, str]:
    """Return the object (SPIR-V binary, or an ELF relocatable) and, with ``with_ir``, the
    optimized IR (else ""); ``bitcode``: libraries to link (:func:`link_bitcode`)."""
    module, tm = prepare(llvm_ir, triple, cpu, features, list(helpers), opt_level, options,
                         bitcode, rewrites)
    optimized = str(module) if with_ir else ""
    return tm.emit_object(module), optimized


def optimized_bitcode(llvm_ir: str, triple: str, cpu: str, features: str = "",
                      helpers: list[str] = (), opt_level: int | tuple[str, ...] = 2,
                      options=(), bitcode=(), rewrites: tuple[str, ...] = (),
                      with_ir: bool = False) -> bytes:
    """A part's share of :func:`emit_object` (the same arguments) for a target whose parts are
    joined before code generation (SPIR-V): linked, optimized and rewritten, as bitcode, which
    the joining stage reads back without optimizing it again."""
    module, _tm = prepare(llvm_ir, triple, cpu, features, list(helpers), opt_level, options,
                          bitcode, rewrites)
    return module.as_bitcode()
