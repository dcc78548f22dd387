"""Control flow: bra, ret, exit (made into terminators by the predication pass), call, trap,
and the CUDA runtime's device functions ``vprintf`` and ``__assertfail``.

``vprintf(fmt, args)`` prints through the device's printf. Its format must be a string constant
of the module (as nvcc always emits): it is read at compile time, and each argument is loaded
from CUDA's argument buffer at the offset that the format implies. ``__assertfail`` prints
CUDA's assertion message, then records the failure in the globals block's status word, which the
runtime turns into ``CUDA_ERROR_ASSERT``; ``trap`` does the same with ``CUDA_ERROR_LAUNCH_FAILED``.
Both end the thread. CUDA aborts the whole grid; here the other threads run on, except that a
thread returning from a device function that may trap stops when the status word is set (so that
a caller never goes on with a trapped function's undefined results).
"""

from __future__ import annotations

import re

from llvmlite import ir

from .. import ast
from ..callgraph import address_taken, callees, functions_that
from ..layout import TRAP_ASSERT, TRAP_TRAP
from ..targets.base import I32, I64
from ..types import U64
from . import heap
from .registry import instruction, s
from .special import thread_index

TESTS = "tests/ptx/test_control.py"


def _no_operand_types(ins):
    return [s(None)] * len(ins.operands)


@instruction("bra", "ret", "exit", family="control flow", signature=_no_operand_types,
             forms="bra(.uni) to a label, ret(.uni), exit; each may be predicated",
             notes="exit inside a .func is not supported (CompileError); brx.idx is not"
                   " supported (nvcc 13 and NVRTC 13.5 compile switch statements to branches)",
             tests=TESTS)
def terminator(ctx, ins):
    raise AssertionError("terminators are lowered by the control-flow graph")


@instruction("call", family="control flow", signature=_no_operand_types,
             forms="direct calls (.uni or not) to .func of this module, arguments and return"
                   " values (any number of each) in .param variables, registers or immediates;"
                   " recursion; indirect calls through a function pointer with a .callprototype"
                   " (virtual functions, function tables); vprintf; __assertfail; malloc and"
                   " free (the context's device heap, CU_LIMIT_MALLOC_HEAP_SIZE)",
             notes="an indirect call reaches the module's functions whose address it takes, with"
                   " the prototype's parameter types; any other target traps"
                   " (CUDA_ERROR_LAUNCH_FAILED); .calltargets lists are not supported; calls to"
                   " functions that are only declared (.extern .func, such as libdevice's) fail",
             tests=TESTS)
def call(ctx, ins):
    returns, target, args = _call_parts(ctx, ins)
    if target.symbol.kind != "func":
        _indirect_call(ctx, ins, returns, target, args)
        return
    func = target.symbol.decl
    if func.body is None:
        external = _EXTERNAL.get(func.name)
        if external is None and func.name.startswith(("__cudaCDP", "cudaLaunchDevice",
                                                      "cudaGetParameterBuffer")):
            raise ctx.unsupported(
                f"'{func.name}': dynamic parallelism (kernels launching kernels) is not"
                " supported")
        if external is None:
            raise ctx.unsupported(
                f"call to external function '{func.name}', which is not defined in this module"
                " (linking device libraries is not supported)")
        external(ctx, ins, returns, args)
        return
    if func.is_kernel:
        raise ctx.invalid(f"'{func.name}' is a kernel (.entry) and cannot be called")
    if len(returns) != len(func.returns):
        raise ctx.invalid(f"call to '{func.name}' has {len(returns)} return values, but it"
                          f" returns {len(func.returns)}")
    results = _invoke(ctx, func, args)
    for ret_op, var, value in zip(returns, func.returns, results, strict=True):
        _store_return(ctx, ret_op, var, value)
    if func.name in _trapping_functions(ctx.owner):
        _stop_if_trapped(ctx)


def _invoke(ctx, func: ast.Function, args: list) -> list[ir.Value]:
    """Call a device function of the module; its return values."""
    fn = ctx.owner.functions[func.name]
    if len(args) != len(func.params):
        raise ctx.invalid(f"call to '{func.name}' has {len(args)} arguments, but it takes"
                          f" {len(func.params)}")
    values = [_argument(ctx, arg, param, arg_type)
              for arg, param, arg_type in zip(args, func.params, fn.function_type.args,
                                              strict=False)]
    slots = []
    if len(func.returns) > 1:  # the callee writes them through pointers (ModuleLowering)
        slots = [ctx.alloca(ctx.owner.return_llvm_type(var)) for var in func.returns]
        values += slots
    values += ctx.hidden_arguments()
    result = ctx.b.call(fn, values, cconv=ctx.target.function_cc)
    if not func.returns:
        return []
    if len(func.returns) == 1:
        return [result]
    return [ctx.b.load(slot, typ=ctx.owner.return_llvm_type(var))
            for slot, var in zip(slots, func.returns, strict=True)]


def _indirect_call(ctx, ins, returns: list, target, args: list) -> None:
    """``call (r), %fptr, (args), prototype;``: a dispatch on the pointer's value among the
    module's functions whose address is taken and whose signature is the prototype's."""
    prototype = ins.operands[-1]
    if not isinstance(prototype, ast.Reg) or prototype.symbol.kind != "prototype":
        raise ctx.unsupported("an indirect call needs a .callprototype (.calltargets lists"
                              " are not supported)", getattr(prototype, "pos", None))
    proto: ast.CallPrototype = prototype.symbol.decl
    if len(args) != len(proto.params) or len(returns) != len(proto.returns):
        raise ctx.invalid(f"the call does not match its prototype '{proto.name}' (arguments"
                          f" or return values)", ins.pos)
    b = ctx.b
    owner = ctx.owner
    pointer = ctx.value(target, U64)
    candidates = [f for f in _indirect_targets(owner) if _matches(owner, f, proto)]
    join = ctx.fn.append_basic_block("call_done")
    incoming = []
    for func in candidates:
        hit = ctx.fn.append_basic_block(f"call_{func.name}")
        miss = ctx.fn.append_basic_block("call_next")
        address = ctx.address_of(ctx.owner.resolved.globals[func.name], 0)
        b.cbranch(b.icmp_unsigned("==", pointer, address), hit, miss)
        b.position_at_end(hit)
        results = _invoke(ctx, func, args)
        incoming.append((b.block, results))
        b.branch(join)
        b.position_at_end(miss)
    set_status(ctx, TRAP_TRAP)  # not a function of this module with this signature
    ctx.emit_return()
    b.position_at_end(join)
    if not incoming:
        b.unreachable()
        b.position_at_end(ctx.fn.append_basic_block("after_call"))
        return
    for i, (ret_op, var) in enumerate(zip(returns, proto.returns, strict=True)):
        phi = b.phi(incoming[0][1][i].type)
        for block, results in incoming:
            phi.add_incoming(results[i], block)
        _store_return(ctx, ret_op, var, phi)
    if any(f.name in _trapping_functions(owner) for f in candidates):
        _stop_if_trapped(ctx)


def _indirect_targets(owner) -> list[ast.Function]:
    """The module's device functions whose address is taken, computed once per module."""
    found = getattr(owner, "_zluda_indirect_targets", None)
    if found is None:
        names = address_taken(owner.resolved)
        found = owner._zluda_indirect_targets = [
            f.func for f in owner.resolved.functions if f.func.name in names]
    return found


def _matches(owner, func: ast.Function, proto: ast.CallPrototype) -> bool:
    """Whether ``func`` takes and returns what the prototype says, value for value."""
    if len(func.params) != len(proto.params) or len(func.returns) != len(proto.returns):
        return False
    return all(owner.param_llvm_type(a, False) == owner.param_llvm_type(b, False)
               for a, b in zip(func.params, proto.params, strict=True)) and all(
        owner.return_llvm_type(a) == owner.return_llvm_type(b)
        for a, b in zip(func.returns, proto.returns, strict=True))


def _call_parts(ctx, ins):
    ops = list(ins.operands)
    returns: list = []
    if ops and isinstance(ops[0], ast.ParenList):
        returns = ops.pop(0).items
    if not ops or not isinstance(ops[0], ast.Reg) or ops[0].symbol.kind not in ("func", "reg"):
        raise ctx.invalid("call needs a function name or a function pointer")
    target = ops.pop(0)
    args = ops.pop(0).items if ops and isinstance(ops[0], ast.ParenList) else []
    return returns, target, args


def _argument(ctx, arg, param: ast.Variable, arg_type: ir.Type) -> ir.Value:
    b = ctx.b
    if isinstance(arg, ast.Reg) and arg.symbol.kind == "param":
        var: ast.Variable = arg.symbol.decl
        if var.size < param.size:
            raise ctx.invalid(f"argument '{arg.name}' has {var.size} bytes, but parameter"
                              f" '{param.name}' takes {param.size}", arg.pos)
        storage = ctx.storage[arg.symbol]
        if param.dims or param.vec > 1:
            return storage
        return b.load(storage, typ=arg_type)
    if param.dims or param.vec > 1:
        raise ctx.invalid(f"argument for '{param.name}' must be a .param variable",
                          getattr(arg, "pos", None))
    if isinstance(arg, ast.Reg) and arg.symbol.kind not in ("reg", "sreg"):
        raise ctx.invalid(f"'{arg.name}' cannot be an argument of a call", arg.pos)
    return ctx.value(arg, param.type)


def _store_return(ctx, op, var: ast.Variable | None, value: ir.Value) -> None:
    if isinstance(op, ast.Reg) and op.symbol.kind == "param":
        ctx.b.store(value, ctx.storage[op.symbol])
    elif isinstance(op, ast.Reg) and op.symbol.kind == "reg" and not (var and var.dims):
        ctx.store_operand(op, var.type if var is not None else None, value)
    else:
        raise ctx.invalid("a call's return value must go to a .param variable or a register",
                          getattr(op, "pos", None))


def _traps_directly(body: list[ast.Statement]) -> bool:
    return "__assertfail" in callees(body) or any(
        isinstance(st, ast.Instruction) and st.opcode == "trap" for st in body)


def _trapping_functions(owner) -> set[str]:
    """Names of the module's functions that may trap (trap, __assertfail), directly or through
    the functions that they call; computed once per module."""
    found = getattr(owner, "_zluda_trapping", None)
    if found is None:
        found = owner._zluda_trapping = functions_that(owner.resolved, _traps_directly)
    return found


def _stop_if_trapped(ctx) -> None:
    """After a call that may have trapped: end this thread too if the status word is set."""
    b = ctx.b
    status = b.load_atomic(ctx.globals_ptr, "monotonic", 4, typ=I32)
    trapped = b.icmp_unsigned("!=", status, ir.Constant(I32, 0))
    stop = ctx.fn.append_basic_block("trapped")
    go_on = ctx.fn.append_basic_block("not_trapped")
    b.cbranch(trapped, stop, go_on)
    b.position_at_end(stop)
    ctx.emit_return()
    b.position_at_end(go_on)


# -- trap, vprintf, __assertfail ------------------------------------------------------------


def set_status(ctx, code: int) -> None:
    """Record a device-side failure in the globals block's status word (an atomic store, built
    by hand: llvmlite's ``store_atomic`` wants typed pointers)."""
    store = ir.instructions.StoreAtomicInstr(ctx.b.block, ir.Constant(I32, code), ctx.globals_ptr,
                                             "monotonic", 4)
    ctx.b._insert(store)


@instruction("trap", family="control flow", signature=_no_operand_types,
             forms="records CUDA_ERROR_LAUNCH_FAILED and ends the thread",
             notes="the other threads of the grid run on (CUDA aborts them), except that they"
                   " stop when they return from a device function that may trap", tests=TESTS)
def trap(ctx, ins):
    set_status(ctx, TRAP_TRAP)
    _end_thread(ctx)


def _end_thread(ctx) -> None:
    ctx.emit_return()
    ctx.b.position_at_end(ctx.fn.append_basic_block("after_trap"))


@instruction("brkpt", "pmevent", family="control flow", signature=_no_operand_types,
             forms="accepted as no-ops", tests=TESTS)
def ignored(ctx, ins):
    pass


_FORMAT = re.compile(
    r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+))?(hh|h|ll|l|L|z|j|t)?([diouxXcsfFeEgGaAp%])")


def _arg_reg_definition(ctx, reg: ast.Reg) -> ast.Instruction | None:
    """The single instruction of this function that writes ``reg`` (None if not exactly one)."""
    found = None
    for st in ctx.rf.body:
        if isinstance(st, ast.Instruction) and st.operands and st.opcode not in ("st", "call"):
            dst = st.operands[0]
            if isinstance(dst, ast.Reg) and dst.symbol is reg.symbol:
                if found is not None:
                    return None
                found = st
    return found


def constant_string(ctx, op, depth: int = 0) -> bytes | None:
    """Follow mov/cvta/add/st.param back to a constant string variable; None if not constant."""
    if depth > 8:
        return None
    if isinstance(op, ast.AddressOf) or (isinstance(op, ast.Reg) and op.symbol.kind == "global"):
        symbol = op.symbol
        offset = op.offset if isinstance(op, ast.AddressOf) else 0
        var = symbol.decl
        if symbol.kind not in ("global", "const") or not var.init:
            return None
        data = bytes(v & 0xFF for v in var.init if isinstance(v, int))[offset:]
        return data.split(b"\0", 1)[0]
    if not isinstance(op, ast.Reg):
        return None
    if op.symbol.kind == "param":
        # the value stored into a call-site .param variable
        for st in ctx.rf.body:
            if (isinstance(st, ast.Instruction) and st.opcode == "st"
                    and isinstance(st.operands[0], ast.MemRef)
                    and st.operands[0].base is op.symbol):
                return constant_string(ctx, st.operands[1], depth + 1)
        return None
    if op.symbol.kind != "reg":
        return None
    definition = _arg_reg_definition(ctx, op)
    if definition is None or definition.opcode not in ("mov", "cvta"):
        return None
    return constant_string(ctx, definition.operands[1], depth + 1)


def _vprintf(ctx, ins, returns, args):
    b = ctx.b
    if len(args) != 2:
        raise ctx.invalid("vprintf takes two arguments")
    fmt = constant_string(ctx, args[0])
    if fmt is None:
        raise ctx.unsupported("printf with a format that is not a string constant of the module")
    args_ptr = b.inttoptr(_value_argument(ctx, args[1], I64), ctx.target.pointer("generic"))
    out_fmt, values = _format_arguments(ctx, fmt, args_ptr)
    ctx.target.printf(ctx, out_fmt + b"\0", values)
    for op in returns:  # CUDA's printf returns the number of arguments that it printed
        _store_return(ctx, op, None, ir.Constant(I32, len(values)))


def _format_arguments(ctx, fmt: bytes, args_ptr) -> tuple[bytes, list[ir.Value]]:
    """Rewrite a CUDA printf format for OpenCL's printf and load its arguments."""
    b = ctx.b
    text = fmt.decode("latin-1")
    out = []
    values: list[ir.Value] = []
    offset = 0
    last = 0
    for m in _FORMAT.finditer(text):
        out.append(text[last : m.start()])
        last = m.end()
        flags, width, precision, length, conv = m.groups()
        if conv == "%":
            out.append("%%")
            continue
        if width == "*" or precision == "*":
            raise ctx.unsupported("printf with '*' width or precision is not supported yet")
        spec = "%" + (flags or "") + (width or "") + (f".{precision}" if precision else "")
        if conv in "fFeEgGaA":
            size, typ = 8, ir.DoubleType()
            out.append(spec + conv)
        elif conv == "s":
            size, typ = 8, I64
            out.append(spec + conv)
            offset = (offset + size - 1) // size * size
            ptr = b.gep(args_ptr, [ir.Constant(I64, offset)], source_etype=ir.IntType(8))
            values.append(ctx.target.printf_string(ctx, b.load(ptr, typ=typ, align=size)))
            offset += size
            continue
        elif conv == "p":
            size, typ = 8, I64
            out.append(spec + "#lx")
        elif length in ("l", "ll", "z", "j", "t"):
            size, typ = 8, I64
            out.append(spec + "l" + conv)
        else:
            size, typ = 4, I32
            out.append(spec + conv)
        offset = (offset + size - 1) // size * size
        ptr = b.gep(args_ptr, [ir.Constant(I64, offset)], source_etype=ir.IntType(8))
        values.append(b.load(ptr, typ=typ, align=size))
        offset += size
    out.append(text[last:])
    return "".join(out).encode("latin-1"), values


def _assertfail(ctx, ins, returns, args):
    if len(args) < 4:
        raise ctx.invalid("__assertfail takes five arguments")
    message = constant_string(ctx, args[0]) or b"?"
    file = constant_string(ctx, args[1]) or b"?"
    function = constant_string(ctx, args[3]) or b"?"
    b = ctx.b
    line_value = _value_argument(ctx, args[2], I32)
    if line_value.type != I32:
        line_value = b.trunc(line_value, I32)
    t = ctx.target
    ids = [thread_index(ctx, "ctaid", i) for i in range(3)]
    ids += [thread_index(ctx, "tid", i) for i in range(3)]
    esc = [x.replace(b"%", b"%%") for x in (file, function, message)]
    fmt = (esc[0] + b":%d: " + esc[1] + b": block: [%d,%d,%d], thread: [%d,%d,%d] Assertion `"
           + esc[2] + b"` failed.\n\0")
    t.printf(ctx, fmt, [line_value, *ids])
    set_status(ctx, TRAP_ASSERT)
    _end_thread(ctx)


def _value_argument(ctx, arg, typ: ir.Type) -> ir.Value:
    """A scalar argument of an external call: a .param variable's value, or the operand's."""
    if isinstance(arg, ast.Reg) and arg.symbol.kind == "param":
        return ctx.b.load(ctx.storage[arg.symbol], typ=typ)
    return ctx.value(arg, U64 if typ == I64 else None)


def _malloc(ctx, ins, returns, args):
    if len(args) != 1 or len(returns) != 1:
        raise ctx.invalid("malloc takes one argument and returns one value")
    address = heap.malloc(ctx, _value_argument(ctx, args[0], I64))
    _store_return(ctx, returns[0], None, address)


def _free(ctx, ins, returns, args):
    if len(args) != 1 or returns:
        raise ctx.invalid("free takes one argument and returns nothing")
    heap.free(ctx, _value_argument(ctx, args[0], I64))


_EXTERNAL = {"vprintf": _vprintf, "__assertfail": _assertfail, "malloc": _malloc,
             "free": _free}
