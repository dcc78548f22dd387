"""Pass 1: resolve every name to a symbol, honouring PTX's nested scopes.

After this pass, each :class:`~zluda.ptx.ast.Reg` operand has ``symbol`` set, and each function
body is flat: the ``{ }`` blocks are gone, because a symbol already says which declaration a name
meant. Undefined and duplicate names are reported with their line and column.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .. import ast
from ..errors import PtxSemanticError, Source
from ..types import PRED, U32, U64, ScalarType

# Special registers: name -> (type, has .x/.y/.z components)
SPECIAL_REGISTERS: dict[str, tuple[ScalarType, bool]] = {
    "%tid": (U32, True), "%ntid": (U32, True), "%ctaid": (U32, True), "%nctaid": (U32, True),
    "%laneid": (U32, False), "%warpid": (U32, False), "%nwarpid": (U32, False),
    "%smid": (U32, False), "%nsmid": (U32, False), "%gridid": (U64, False),
    "%clock": (U32, False), "%clock_hi": (U32, False), "%clock64": (U64, False),
    "%globaltimer": (U64, False), "%globaltimer_lo": (U32, False),
    "%globaltimer_hi": (U32, False), "%dynamic_smem_size": (U32, False),
    "%total_smem_size": (U32, False), "%lanemask_eq": (U32, False),
    "%lanemask_le": (U32, False), "%lanemask_lt": (U32, False), "%lanemask_ge": (U32, False),
    "%lanemask_gt": (U32, False), "%warpsize": (U32, False),
    "%is_explicit_cluster": (PRED, False), "%clusterid": (U32, True),
    "%nclusterid": (U32, True), "%cluster_ctaid": (U32, True),
    "%cluster_nctaid": (U32, True), "%cluster_ctarank": (U32, False),
    "%cluster_nctarank": (U32, False), "%aggr_smem_size": (U32, False),
    "%reserved_smem_offset_begin": (U32, False), "%reserved_smem_offset_end": (U32, False),
    "%reserved_smem_offset_cap": (U32, False),
}
SPECIAL_REGISTERS.update({f"%envreg{i}": (U32, False) for i in range(32)})
SPECIAL_REGISTERS.update({f"%pm{i}": (U32, False) for i in range(8)})
SPECIAL_REGISTERS.update({f"%pm{i}_64": (U64, False) for i in range(8)})


@dataclass(eq=False, slots=True)
class Symbol:
    """What a name refers to. Identity matters: two scopes may declare the same name."""

    kind: str  # reg, sreg, param, local, shared, const, global, func, label
    name: str
    type: ScalarType | None = None
    decl: object = None  # ast.Variable or ast.Function
    vec: int = 1

    def __repr__(self) -> str:
        return f"<{self.kind} {self.name}>"


@dataclass(slots=True)
class ResolvedFunction:
    func: ast.Function
    body: list[ast.Statement]  # flat: Instructions, Labels and Pragmas
    params: list[Symbol]
    returns: list[Symbol]
    registers: list[Symbol] = field(default_factory=list)  # every reg that the body uses
    locals: list[Symbol] = field(default_factory=list)  # .local and call-site .param variables
    shared: list[Symbol] = field(default_factory=list)  # .shared declared in the body
    labels: dict[str, Symbol] = field(default_factory=dict)
    blocks: list = field(default_factory=list)  # set by the predication pass


@dataclass(slots=True)
class ResolvedModule:
    module: ast.Module
    source: Source
    functions: list[ResolvedFunction]
    globals: dict[str, Symbol]  # module-scope variables and functions


_FAMILY = re.compile(r"^(.*?)(\d+)$")


class _Scope:
    __slots__ = ("names", "families", "parent")

    def __init__(self, parent: _Scope | None) -> None:
        self.names: dict[str, Symbol] = {}
        self.families: dict[str, tuple[int, ast.Variable]] = {}
        self.parent = parent


def _variable_symbol(var: ast.Variable) -> Symbol:
    kind = "reg" if var.space == "reg" else var.space
    return Symbol(kind, var.name, var.type, var, var.vec)


class _Resolver:
    def __init__(self, module: ast.Module, source: Source) -> None:
        self.module = module
        self.source = source
        self.top = _Scope(None)
        self.current: ResolvedFunction | None = None

    def error(self, message: str, pos: int) -> PtxSemanticError:
        return PtxSemanticError(message, self.source, pos)

    def declare(self, scope: _Scope, symbol: Symbol, pos: int, count: int | None = None) -> None:
        if count is not None:
            if symbol.name in scope.families:
                raise self.error(f"duplicate declaration of '{symbol.name}<{count}>'", pos)
            scope.families[symbol.name] = (count, symbol.decl)
            return
        if symbol.name in scope.names:
            raise self.error(f"duplicate declaration of '{symbol.name}'", pos)
        scope.names[symbol.name] = symbol

    def lookup(self, reg: ast.Reg, scope: _Scope) -> Symbol:
        name = reg.name
        s = scope
        while s is not None:
            symbol = s.names.get(name)
            if symbol is not None:
                return symbol
            if s.families:
                m = _FAMILY.match(name)
                if m is not None:
                    family = s.families.get(m.group(1))
                    if family is not None and int(m.group(2)) < family[0]:
                        var = family[1]
                        symbol = Symbol("reg", name, var.type, var, var.vec)
                        s.names[name] = symbol
                        if self.current is not None:
                            self.current.registers.append(symbol)
                        return symbol
            s = s.parent
        special = SPECIAL_REGISTERS.get(name)
        if special is not None:
            symbol = Symbol("sreg", name, special[0])
            self.top.names[name] = symbol
            return symbol
        if self.current is not None and name in self.current.labels:
            return self.current.labels[name]
        raise self.error(f"undefined identifier '{name}'", reg.pos)

    def run(self) -> ResolvedModule:
        for var in self.module.variables:
            self.declare(self.top, _variable_symbol(var), var.pos)
        for func in self.module.functions:
            existing = self.top.names.get(func.name)
            if existing is not None:
                if existing.kind != "func":
                    raise self.error(f"'{func.name}' is declared twice", func.pos)
                if func.body is not None:
                    existing.decl = func
                continue
            self.top.names[func.name] = Symbol("func", func.name, None, func)
        resolved = [self.function(f) for f in self.module.functions if f.body is not None]
        names = [f.func.name for f in resolved]
        for i, name in enumerate(names):
            if name in names[:i]:
                raise self.error(f"function '{name}' is defined twice", resolved[i].func.pos)
        return ResolvedModule(self.module, self.source, resolved, self.top.names)

    def function(self, func: ast.Function) -> ResolvedFunction:
        scope = _Scope(self.top)
        params = []
        returns = []
        for var in func.returns + func.params:
            symbol = _variable_symbol(var)
            symbol.kind = "param"
            self.declare(scope, symbol, var.pos)
            (returns if var in func.returns else params).append(symbol)
        result = ResolvedFunction(func, [], params, returns)
        self.current = result
        self.collect_labels(func.body, result)
        self.block(func.body, scope, result)
        self.current = None
        return result

    def collect_labels(self, body: list[ast.Statement], out: ResolvedFunction) -> None:
        pending = [iter(body)]  # blocks nest to any depth: a stack of our own, not Python's
        while pending:
            for st in pending[-1]:
                if isinstance(st, (ast.Label, ast.CallPrototype)):
                    if st.name in out.labels:
                        raise self.error(f"duplicate label '{st.name}'", st.pos)
                    kind = "label" if isinstance(st, ast.Label) else "prototype"
                    out.labels[st.name] = Symbol(kind, st.name, None, st)
                elif isinstance(st, ast.Block):
                    pending.append(iter(st.body))
                    break
            else:
                pending.pop()

    def block(self, body: list[ast.Statement], scope: _Scope, out: ResolvedFunction) -> None:
        """Resolve a body into ``out.body``, flattening nested blocks (each with its scope)."""
        pending = [(iter(body), scope)]
        while pending:
            statements, scope = pending[-1]
            for st in statements:
                if isinstance(st, ast.Block):
                    pending.append((iter(st.body), _Scope(scope)))
                    break
                self.statement(st, scope, out)
            else:
                pending.pop()

    def statement(self, st: ast.Statement, scope: _Scope, out: ResolvedFunction) -> None:
        if isinstance(st, ast.CallPrototype):
            return  # a name for call's last operand (collect_labels)
        if isinstance(st, ast.Instruction):
            if st.guard is not None:
                guard = st.guard.reg
                guard.symbol = self.lookup(guard, scope)
                if guard.symbol.kind != "reg" or guard.symbol.type.kind != "pred":
                    raise self.error(f"guard '{guard.name}' is not a .pred register",
                                     guard.pos)
            for op in st.operands:
                self.operand(op, scope)
            if st.opcode == "bra":
                self.check_branch(st)
            out.body.append(st)
        elif isinstance(st, ast.Variable):
            if st.space in ("global", "const"):
                self.function_variable(st, scope, out)
                return
            symbol = _variable_symbol(st)
            if st.count is not None:
                self.declare(scope, symbol, st.pos, st.count)
                return
            self.declare(scope, symbol, st.pos)
            if symbol.kind == "reg":
                out.registers.append(symbol)
            elif symbol.kind in ("local", "param"):
                out.locals.append(symbol)
            elif symbol.kind == "shared":
                out.shared.append(symbol)
        else:
            out.body.append(st)

    def function_variable(self, var: ast.Variable, scope: _Scope, out: ResolvedFunction) -> None:
        """A ``.global``/``.const`` variable declared in a function: a variable of the module
        (one for the whole program, as CUDA has it), known by its name in this scope only. Its
        module name, ``function.name#n``, is one that no PTX identifier can be."""
        if var.count is not None:
            raise self.error(f"a .{var.space} variable cannot be a register family", var.pos)
        if var.name in scope.names:
            raise self.error(f"duplicate declaration of '{var.name}'", var.pos)
        local_name = var.name
        var.name = f"{out.func.name}.{local_name}#{len(self.module.variables)}"
        self.module.variables.append(var)
        scope.names[local_name] = _variable_symbol(var)

    def check_branch(self, st: ast.Instruction) -> None:
        target = st.operands[0] if st.operands else None
        if not isinstance(target, ast.Reg) or target.symbol.kind != "label":
            raise self.error("bra needs a label", getattr(target, "pos", st.pos))
        if len(st.operands) > 1:
            raise self.error("bra takes one label (brx.idx takes a list)", st.operands[1].pos)

    def operand(self, op: ast.Operand, scope: _Scope) -> None:
        if isinstance(op, ast.Reg):
            op.symbol = self.lookup(op, scope)
        elif isinstance(op, ast.Address):
            if op.base is not None:
                op.base.symbol = self.lookup(op.base, scope)
        elif isinstance(op, (ast.Vector, ast.ParenList)):
            items = op.elements if isinstance(op, ast.Vector) else op.items
            for item in items:
                self.operand(item, scope)
        elif isinstance(op, ast.PredPair):
            self.operand(op.first, scope)
            self.operand(op.second, scope)
        elif isinstance(op, ast.Negated):
            self.operand(op.operand, scope)


def resolve(module: ast.Module, source: Source) -> ResolvedModule:
    return _Resolver(module, source).run()
