"""Device-side ``malloc`` and ``free`` (CUDA's device runtime functions), over the context's
device heap, whose size ``cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE)`` sets (8 MB by default).

The heap (:mod:`zluda.ptx.layout`, ``HEAP_*``) hands out blocks of ``16 << c`` bytes (size
class ``c``) after a 16-byte header that holds the class; the payload is 16-byte aligned, as
CUDA's is. ``free`` pushes a block onto its class's free list and ``malloc`` pops one, or cuts a
new block from the unused rest of the heap with an atomic add; it returns NULL when the heap is
exhausted (as CUDA does). Each free list is a lock-free stack whose head packs a 32-bit tag,
incremented on every change, with the block's 32-bit index, so that a compare-and-swap never
succeeds on a head that changed in between (the ABA problem). Nothing holds a lock, so the lanes
of a warp that allocate at once all make progress. ``free`` of NULL does nothing; ``free`` of an
address that is not a heap block's is ignored (CUDA's behaviour is undefined).
"""

from __future__ import annotations

from llvmlite import ir

from ..callgraph import callees, functions_that
from ..layout import (
    HEAP_CAPACITY,
    HEAP_CLASSES,
    HEAP_DATA,
    HEAP_LISTS,
    HEAP_POINTER_OFFSET,
    HEAP_USED,
)
from ..targets.base import I64
from .atomic import failure_ordering, llvm_ordering, load_atomic

HEAP_FUNCTIONS = ("malloc", "free")
_LOW = 0xFFFFFFFF


def heap_users(owner) -> set[str]:
    """The module's functions that call malloc or free, directly or not; cached."""
    found = getattr(owner, "_zluda_heap_users", None)
    if found is None:
        found = owner._zluda_heap_users = functions_that(
            owner.resolved, lambda body: bool(callees(body) & set(HEAP_FUNCTIONS)))
    return found


def _c(value: int) -> ir.Constant:
    return ir.Constant(I64, value & (2**64 - 1))


def _heap(ctx) -> ir.Value:
    """The heap's address, from the globals block's header."""
    return ctx.b.load(ctx.globals_pointer(HEAP_POINTER_OFFSET), typ=I64, align=8)


def _at(ctx, heap: ir.Value, offset: ir.Value | int) -> ir.Value:
    b = ctx.b
    address = b.add(heap, offset if isinstance(offset, ir.Value) else _c(offset))
    return b.inttoptr(address, ctx.target.pointer("global"))


def _list_head(ctx, heap: ir.Value, size_class: ir.Value) -> ir.Value:
    b = ctx.b
    return _at(ctx, heap, b.add(b.shl(size_class, _c(3)), _c(HEAP_LISTS)))


def _block(ctx, heap: ir.Value, index: ir.Value) -> ir.Value:
    """The address of block ``index`` (1-based: 0 is an empty list) as an i64."""
    b = ctx.b
    return b.add(b.add(heap, _c(HEAP_DATA)), b.shl(b.sub(index, _c(1)), _c(4)))


def malloc(ctx, size: ir.Value) -> ir.Value:
    """The address of a new block of at least ``size`` bytes, or 0."""
    return ctx.outlined("__zluda_malloc", I64, [_heap(ctx), size], _malloc_body)


def free(ctx, address: ir.Value) -> None:
    ctx.outlined("__zluda_free", I64, [_heap(ctx), address], _free_body)


def _malloc_body(ctx, params: list[ir.Value]) -> ir.Value:
    heap, size = params
    b = ctx.b
    order = llvm_ordering(ctx, "acq_rel", "gpu")
    fn = ctx.fn
    entry = b.block
    sixteens = b.lshr(b.add(size, _c(15)), _c(4))
    size_class = b.sub(_c(64), ctx.intrinsic("llvm.ctlz.i64", I64, b.sub(sixteens, _c(1)),
                                             ir.Constant(ir.IntType(1), 0)))
    fits = b.and_(b.icmp_unsigned("!=", size, _c(0)),
                  b.icmp_unsigned("<", size_class, _c(HEAP_CLASSES)))
    pop, bump, done = (fn.append_basic_block(n) for n in ("pop", "bump", "done"))
    try_pop = fn.append_basic_block("try_pop")
    b.cbranch(fits, try_pop, done)
    # pop a free block of this class
    b.position_at_end(try_pop)
    head_ptr = _list_head(ctx, heap, size_class)
    first = load_atomic(ctx, head_ptr, llvm_ordering(ctx, "acquire", "gpu"), 8, I64)
    b.branch(pop)
    b.position_at_end(pop)
    head = b.phi(I64)
    head.add_incoming(first, try_pop)
    index = b.and_(head, _c(_LOW))
    popping = fn.append_basic_block("popping")
    b.cbranch(b.icmp_unsigned("==", index, _c(0)), bump, popping)
    b.position_at_end(popping)
    block = _block(ctx, heap, index)
    payload = b.add(block, _c(16))
    following = b.and_(b.load(_at(ctx, payload, 0), typ=I64, align=8), _c(_LOW))
    tag = b.add(b.lshr(head, _c(32)), _c(1))
    new = b.or_(b.shl(tag, _c(32)), following)
    pair = b.cmpxchg(head_ptr, head, new, order, failure_ordering(order))
    head.add_incoming(b.extract_value(pair, 0), popping)
    popped = b.block
    b.cbranch(b.extract_value(pair, 1), done, pop)
    # cut a new block from the rest of the heap
    b.position_at_end(bump)
    block_bytes = b.add(_c(16), b.shl(_c(16), size_class))
    used = b.atomic_rmw("add", _at(ctx, heap, HEAP_USED), block_bytes, "monotonic")
    capacity = b.load(_at(ctx, heap, HEAP_CAPACITY), typ=I64, align=8)
    room = b.icmp_unsigned("<=", b.add(used, block_bytes), capacity)
    cut = fn.append_basic_block("cut")
    b.cbranch(room, cut, done)
    exhausted = b.block
    b.position_at_end(cut)
    new_block = b.add(b.add(heap, _c(HEAP_DATA)), used)
    b.store(size_class, _at(ctx, new_block, 0), align=8)
    cut_payload = b.add(new_block, _c(16))
    b.branch(done)
    b.position_at_end(done)
    result = b.phi(I64)
    result.add_incoming(_c(0), entry)
    result.add_incoming(payload, popped)
    result.add_incoming(_c(0), exhausted)
    result.add_incoming(cut_payload, cut)
    return result


def _free_body(ctx, params: list[ir.Value]) -> ir.Value:
    heap, address = params
    b = ctx.b
    order = llvm_ordering(ctx, "acq_rel", "gpu")
    fn = ctx.fn
    data = b.add(heap, _c(HEAP_DATA))
    capacity = b.load(_at(ctx, heap, HEAP_CAPACITY), typ=I64, align=8)
    offset = b.sub(address, data)  # of the payload; its block starts 16 bytes before
    inside = b.and_(b.icmp_unsigned(">=", offset, _c(16)),
                    b.icmp_unsigned("<", offset, capacity))
    aligned = b.icmp_unsigned("==", b.and_(offset, _c(15)), _c(0))
    check, push, done = (fn.append_basic_block(n) for n in ("check_class", "push", "done"))
    b.cbranch(b.and_(inside, aligned), check, done)
    b.position_at_end(check)
    block = b.sub(address, _c(16))
    size_class = b.load(_at(ctx, block, 0), typ=I64, align=8)
    known = b.icmp_unsigned("<", size_class, _c(HEAP_CLASSES))
    start = fn.append_basic_block("start_push")
    b.cbranch(known, start, done)
    b.position_at_end(start)
    head_ptr = _list_head(ctx, heap, size_class)
    index = b.add(b.lshr(b.sub(block, data), _c(4)), _c(1))
    first = load_atomic(ctx, head_ptr, llvm_ordering(ctx, "acquire", "gpu"), 8, I64)
    b.branch(push)
    b.position_at_end(push)
    head = b.phi(I64)
    head.add_incoming(first, start)
    b.store(b.and_(head, _c(_LOW)), _at(ctx, address, 0), align=8)  # the next block
    tag = b.add(b.lshr(head, _c(32)), _c(1))
    pair = b.cmpxchg(head_ptr, head, b.or_(b.shl(tag, _c(32)), index), order,
                     failure_ordering(order))
    head.add_incoming(b.extract_value(pair, 0), push)
    b.cbranch(b.extract_value(pair, 1), done, push)
    b.position_at_end(done)
    return _c(0)
