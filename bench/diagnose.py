"""Why a translated kernel may be slower than its hand-written twin: what its LLVM IR contains.

For each kernel that the translation section finds slower than 1.1x, :func:`reasons` reads the
IR that zluda builds for it (``zluda.ptx.compiler.translate``, for the device's own target) and
names the constructs that the root-cause study of bench/README.md found to cost on this kind of
device, with how often each occurs. These are signals read from the code, not measurements: the
README's ablations measure what each one costs.
"""

from __future__ import annotations

import re

SIGNALS = (
    # (what it is, a pattern in the kernel's IR)
    ("warp shuffles (a ballot and a shuffle each)", r"@\"?__zluda_shuffle"),
    ("block rebuilt from a 1-D work-group (urem/udiv by block sizes)", r"= u(?:rem|div) i32"),
    ("f32 arithmetic done in f64", r"= fpext float"),
    ("accesses through inttoptr (addresses not seen as base + index)", "raw"),
    ("shared accesses addressed in bytes", "bytes"),
    ("canonical-NaN selects", r"select +i1 %[^,]+, i32 2147483647"),
)


def kernel_ir(ir_text: str, name: str) -> str:
    m = re.search(rf'define [^\n]*@"?{re.escape(name)}"?\(.*?\n}}\n', ir_text, re.S)
    return m.group(0) if m else ""


def _accesses_through(body: str, definition: str) -> int:
    """Loads and stores whose pointer is a value that ``definition`` defines (an ``inttoptr``,
    a byte-indexed shared GEP), not one derived from it (the warp scratch's words are)."""
    names = set(re.findall(definition, body))
    accesses = re.findall(r'(?:load [^,]+, ptr[^%]*|store [^,]+, ptr[^%]*)(%"?[\w.]+"?)', body)
    return sum(1 for a in accesses if a in names)


def reasons(ptx: str, name: str, target: str) -> str:
    """A short list of the costly constructs in kernel ``name``, or 'none of the known ones'."""
    from zluda.ptx.compiler import translate
    from zluda.ptx.targets import get_target

    ir_text, _info, _ = translate(ptx, get_target(target), name)
    body = kernel_ir(ir_text, name)
    counters = {"raw": lambda: _accesses_through(body, r'(%"?[\w.]+"?) = inttoptr'),
                "bytes": lambda: _accesses_through(
                    body, r'(%"?[\w.]+"?) = getelementptr i8, ptr addrspace\(3\)')}
    found = [f"{what}: {n}" for what, pattern in SIGNALS
             if (n := counters[pattern]() if pattern in counters
                 else len(re.findall(pattern, body)))]
    return "; ".join(found) or "none of the known ones"
