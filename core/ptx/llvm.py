"""The LLVM stage: link the helper library (and a target's bitcode libraries), verify, optimize
and emit, with llvmlite's binding.

This module is the only one that calls into LLVM's C++ code. An LLVM fatal error aborts the
process that hit it, so :mod:`zluda.ptx.worker` runs these functions in a child process.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

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


_NAME = r'%(?:[-\w.$]+|"[^"]*")'
_AGGREGATE_PHI = re.compile(rf"^(\s*)({_NAME}) = phi (\{{[^{{}}]*\}}) (.*)$")
_INCOMING = re.compile(rf"\[\s*([^,\]]+?)\s*,\s*({_NAME})\s*\]")
_DEFINITION = re.compile(rf"^\s*({_NAME}) = ")


def split_aggregate_phis(text: str) -> str:
    """Rewrite each ``phi { i32, i1 }`` whose every use is an ``extractvalue`` as one phi per
    element. InstCombine makes them from the extractvalues of two cmpxchg results that meet
    (a compare-and-swap loop), and LLVM's SPIR-V code generator cannot lower an aggregate phi
    ("illegal aggregate intrinsic user")."""
    lines = text.split("\n")
    phis = {}
    for i, line in enumerate(lines):
        m = _AGGREGATE_PHI.match(line)
        if m:
            phis[m.group(2)] = (i, m.group(1), m.group(3), _INCOMING.findall(m.group(4)))
    if not phis:
        return text
    uses = {name: [] for name in phis}
    pattern = re.compile("|".join(re.escape(n) + r"(?![-\w.$])" for n in phis))
    for i, line in enumerate(lines):
        for m in pattern.finditer(line):
            uses[m.group(0)].append(i)
    phi_lines = {at: name for name, (at, *_) in phis.items()}
    extract = {}
    for name, (at, _, typ, incoming) in phis.items():
        # split only phis whose every use takes an element, and whose incoming values are
        # registers or constants without elements of their own (undef, poison, zero)
        if all(i == at or i in phi_lines or _extraction(lines[i], typ, name)
               for i in uses[name]) and all(
                v.startswith("%") or v in _ELEMENTLESS for v, _ in incoming):
            extract[name] = typ
    changed = True
    while changed:  # a phi used by one that stays whole stays whole too
        changed = False
        for name in list(extract):
            if any(i in phi_lines and phi_lines[i] not in extract for i in uses[name]):
                del extract[name]
                changed = True
    if not extract:
        return text
    definitions = {}
    for i, line in enumerate(lines):
        m = _DEFINITION.match(line)
        if m:
            definitions[m.group(1)] = i
    inserted: dict[int, list[str]] = {}
    replaced: dict[int, list[str]] = {}

    def element(value: str, k: int, typ: str) -> str:
        if value in extract:
            return _suffixed(value, k)
        if not value.startswith("%"):
            return _ELEMENTLESS[value]
        at = definitions[value]
        names = inserted.setdefault(at, [])
        new = _suffixed(value, k)
        line = f"  {new} = extractvalue {typ} {value}, {k}"
        if line not in names:
            names.append(line)
        return new

    for name, typ in extract.items():
        at, indent, _, incoming = phis[name]
        elements = [e.strip() for e in typ.strip("{} ").split(",")]
        replaced[at] = [
            f"{indent}{_suffixed(name, k)} = phi {et} " + ", ".join(
                f"[ {element(v, k, typ)}, {bb} ]" for v, bb in incoming)
            for k, et in enumerate(elements)]
        for i in uses[name]:
            m = _extraction(lines[i], typ, name)
            if m:
                k = int(m.group(3))
                replaced[i] = [f"{m.group(1)}{m.group(2)} = select i1 true, {elements[k]}"
                               f" {_suffixed(name, k)}, {elements[k]} {_suffixed(name, k)}"]
    out = []
    for i, line in enumerate(lines):
        out.extend(replaced.get(i, [line]))
        out.extend(inserted.get(i, []))
    return "\n".join(out)


_ELEMENTLESS = {"undef": "poison", "poison": "poison", "zeroinitializer": "zeroinitializer"}


def _extraction(line: str, typ: str, name: str) -> re.Match | None:
    """``%x = extractvalue <typ> <name>, k`` (groups: indent, %x, k)."""
    return re.match(rf"^(\s*)({_NAME}) = extractvalue {re.escape(typ)} {re.escape(name)}, (\d+)$",
                    line)


def _suffixed(name: str, k: int) -> str:
    if name.startswith('%"'):
        return f'{name[:-1]}.zluda.e{k}"'
    return f"{name}.zluda.e{k}"


def prepare(llvm_ir: str, triple: str, cpu: str, features: str, helpers: list[str],
            opt_level: int | tuple[str, ...] = 2, options=(), bitcode=(),
            scalar_phis: bool = False):
    """Parse, link, verify and optimize; return (module, target machine). ``scalar_phis``:
    split aggregate phis after optimizing (:func:`split_aggregate_phis`)."""
    llvm = _llvm()
    apply_options(options)
    tm = _target_machine(triple, cpu, features, 0 if triple.startswith("spirv") else 2)
    module = llvm.parse_assembly(llvm_ir)
    module.triple = triple
    module.data_layout = str(tm.target_data)
    if helpers:
        link_helpers(module, helpers)
    if bitcode:
        link_bitcode(module, bitcode)
    module.verify()
    if opt_level:
        optimize(module, tm, opt_level)
        module.verify()
    if scalar_phis:
        text = str(module)
        split = split_aggregate_phis(text)
        if split != text:
            module = llvm.parse_assembly(split)
            module.verify()
    return module, tm


def emit_object(llvm_ir: str, triple: str, cpu: str, features: str = "",
                helpers: list[str] = (), opt_level: int | tuple[str, ...] = 2,
                options=(), bitcode=(), scalar_phis: bool = False,
                with_ir: bool = False) -> tuple[bytes, str]:
    """Return the object (SPIR-V binary, or an ELF relocatable) and, with ``with_ir``, the
    optimized IR (else ""); ``bitcode``: libraries to link (:func:`link_bitcode`)."""
    module, tm = prepare(llvm_ir, triple, cpu, features, list(helpers), opt_level, options,
                         bitcode, scalar_phis)
    optimized = str(module) if with_ir else ""
    return tm.emit_object(module), optimized
