"""Mutations of real PTX, for fuzzing the compiler (``python -m conformance.fuzz``).

A mutant is one to three random edits of a PTX file from ``conformance/kernels``: tokens and
lines deleted, duplicated and swapped; types, numbers, modifiers and operands changed;
semicolons dropped; the text cut short. Some edits aim at what a careless compiler gets wrong:
deeply nested blocks, integers of thousands of digits, floats out of range, bytes that are not
ASCII (in a comment or not), operands of the wrong kind (a special register as an address, a
variable as a register), huge alignments and vector widths; and others keep the syntax while
changing the meaning (another opcode, register class, state space or operand), so that the
mutants get past the parser to the passes, the lowering and LLVM. Mutants are bytes: PTX is
ASCII, and a mutant need not be.

The same seed gives the same mutants.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

KERNELS = Path(__file__).resolve().parent / "kernels"

_TOKEN = re.compile(r"\s+|[A-Za-z_$%.][A-Za-z0-9_$.:]*|0[fFdD][0-9A-Fa-f]+|\d+|.", re.S)
_TYPES = [".u8", ".s8", ".u16", ".s16", ".b16", ".u32", ".s32", ".b32", ".f32", ".u64", ".s64",
          ".b64", ".f64", ".f16", ".bf16", ".pred", ".v2", ".v4", ".v8", ".f16x2", ".b128",
          ".bf16x2", ".e4m3", ".tf32", ".b8"]
_MODIFIERS = [".global", ".shared", ".local", ".param", ".const", ".rn", ".rz", ".ftz", ".sat",
              ".wide", ".hi", ".lo", ".uni", ".sync", ".aligned", ".approx", ".volatile",
              ".relaxed", ".gpu", ".cta", ".eq", ".lt", ".and", ".cc", ".x", ".nc", ".down",
              ".acquire", ".release", ".sys", ".all", ".any", ".ballot", ".bfly", ".idx",
              ".shared::cta", ".b128", ".v8", ".L2::128B", ".full"]
_NUMBERS = ["0", "1", "-1", "7", "31", "32", "64", "4294967295", "-2147483648",
            "18446744073709551615", "99999999999999999999999", "0x80000000", "0f7FC00000",
            "0d7FF0000000000000", "1.5", "1e400", "0xFFFFFFFFFFFFFFFFFFFF", "2147483648",
            "0b101", "017", "09"]
_OPERANDS = ["%tid.x", "%ntid.y", "%laneid", "%clock64", "%envreg3", "%r1", "%rd1", "%f1",
             "%fd1", "%p1", "%rs1", "[%rd1]", "[%r1+4]", "{%r1, %r2}", "0", "1.0", "-1",
             "0f3F800000", "sbuf", "__local_depot0", "$L__BB0_1", "WARP_SZ", "%SP", "_"]
_JUNK = [";", ",", "{", "}", "[", "]", "(", ")", "@", "!", "%", ".", "+", "-", "|", "_", "<", ">",
         "=", ":", "\n", "ret;", "bra $L__BB0_1;", ".reg .b32 %r<2>;", "\"", "/*", "//", "::",
         ".extern", ".weak", "@%p1", ".pragma \"nounroll\";", ".loc 1 2 3", "call f, (%r1);"]


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def _words(toks: list[str]) -> list[int]:
    return [i for i, t in enumerate(toks) if not t.isspace()]


def _token_edit(edit):
    def apply(text: str, rng: random.Random) -> str:
        toks = _tokens(text)
        words = _words(toks)
        if len(words) < 2:
            return text
        edit(toks, words, rng)
        return "".join(toks)

    apply.__name__ = edit.__name__
    return apply


def _line_edit(edit):
    def apply(text: str, rng: random.Random) -> str:
        lines = text.split("\n")
        edit(lines, rng)
        return "\n".join(lines)

    apply.__name__ = edit.__name__
    return apply


@_token_edit
def delete_token(toks, words, rng):
    toks[rng.choice(words)] = ""


@_token_edit
def duplicate_token(toks, words, rng):
    i = rng.choice(words)
    toks[i] = toks[i] + " " + toks[i]


@_token_edit
def swap_tokens(toks, words, rng):
    k = rng.randrange(len(words) - 1)
    a, b = words[k], words[k + 1]
    toks[a], toks[b] = toks[b], toks[a]


@_token_edit
def change_type(toks, words, rng):
    typed = [i for i in words if toks[i] in _TYPES or re.search(r"\.[usbf]\d+$", toks[i])]
    if typed:
        i = rng.choice(typed)
        toks[i] = re.sub(r"\.[a-z]+\d*(x2)?$", rng.choice(_TYPES), toks[i])


@_token_edit
def change_number(toks, words, rng):
    numbers = [i for i in words if toks[i][0].isdigit()]
    if numbers:
        toks[rng.choice(numbers)] = rng.choice(_NUMBERS)


@_token_edit
def change_modifier(toks, words, rng):
    dotted = [i for i in words if "." in toks[i][1:]]
    if dotted:
        i = rng.choice(dotted)
        parts = toks[i].split(".")
        k = rng.randrange(1, len(parts))
        parts[k] = rng.choice(_MODIFIERS)[1:]
        toks[i] = ".".join(parts)


@_token_edit
def change_operand(toks, words, rng):
    """An operand of another kind: a special register, an address, a vector, a label."""
    operands = [i for i in words if toks[i][0] in "%[" or toks[i][0].isdigit()]
    if operands:
        toks[rng.choice(operands)] = rng.choice(_OPERANDS)


@_token_edit
def insert_junk(toks, words, rng):
    i = rng.choice(words)
    toks[i] = rng.choice(_JUNK) + " " + toks[i]


@_token_edit
def drop_semicolon(toks, words, rng):
    semis = [i for i in words if toks[i] == ";"]
    if semis:
        toks[rng.choice(semis)] = ""


@_line_edit
def delete_line(lines, rng):
    del lines[rng.randrange(len(lines))]


@_line_edit
def duplicate_line(lines, rng):
    i = rng.randrange(len(lines))
    lines[i:i] = [lines[i]] * rng.choice((1, 1, 2, 8, 40))


@_line_edit
def swap_lines(lines, rng):
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]


@_line_edit
def nest_blocks(lines, rng):
    """Wrap a run of lines in many nested braces (a recursive parser runs out of stack)."""
    depth = rng.choice((2, 40, 1500, 5000))
    i = rng.randrange(len(lines))
    j = min(len(lines), i + rng.randrange(1, 4))
    lines[i:j] = ["{" * depth, *lines[i:j], "}" * depth]


def huge_number(text: str, rng: random.Random) -> str:
    """A literal of thousands of digits, or a float that overflows a double."""
    toks = _tokens(text)
    numbers = [i for i, t in enumerate(toks) if t[:1].isdigit()]
    if not numbers:
        return text
    digits = rng.choice((25, 400, 5000, 20000))
    toks[rng.choice(numbers)] = rng.choice((
        "9" * digits, "0x" + "F" * digits, "1" + "0" * digits + ".5", "1e" + "9" * 6,
        "0." + "0" * digits + "1",
    ))
    return "".join(toks)


def huge_directive(text: str, rng: random.Random) -> str:
    """A directive with an enormous argument: alignment, array size, thread count."""
    value = rng.choice(("2147483648", "4294967296", "1073741824", "65536", "3", "0"))
    edits = [
        (r"\.align\s+\d+", f".align {value}"),
        (r"\[(\d+)\]", f"[{value}]"),
        (r"\.maxntid\s+\d+", f".maxntid {value}"),
        (r"\.reqntid\s+\d+", f".reqntid {value}"),
        (r"%(r|rd|f|fd|p|rs)<(\d+)>", rf"%\1<{value}>"),
    ]
    pattern, replacement = rng.choice(edits)
    found = list(re.finditer(pattern, text))
    if not found:
        return text
    m = rng.choice(found)
    return text[: m.start()] + re.sub(pattern, replacement, m.group()) + text[m.end():]


def stray_byte(text: str, rng: random.Random) -> str:
    """A byte that is not ASCII, or a control character, anywhere (comments included)."""
    byte = rng.choice(("\xe9", "\xff", "\x80", "\xc3", "\x00", "\x01", "\x7f", "\x1b"))
    comments = [m.end() for m in re.finditer(r"//", text)]
    at = rng.choice(comments) if comments and rng.random() < 0.5 else rng.randrange(len(text))
    return text[:at] + byte + text[at:]


_OPCODES = ["add", "sub", "mul.lo", "mul.wide", "mad.lo", "div", "rem", "and", "or", "xor", "not",
            "shl", "shr", "mov", "cvt", "cvta", "cvta.to.global", "ld", "st", "ld.param",
            "ld.global", "st.global", "ld.shared", "st.shared", "ld.local", "st.local", "atom",
            "red", "setp.lt", "selp", "bra", "call", "ret", "exit", "bar.sync", "membar.gl",
            "shfl.sync.bfly", "shfl.sync.idx", "vote.sync.ballot", "match.any.sync",
            "redux.sync.add", "activemask", "min", "max", "abs", "neg", "fma.rn", "rcp.rn",
            "sqrt.rn", "ex2.approx", "popc", "clz", "brev", "bfe", "bfi", "prmt", "cnot",
            "copysign", "testp.finite", "slct", "lop3", "dp4a", "mad24", "sad",
            "isspacep.global", "prefetch", "fence.acq_rel.gpu", "nanosleep", "trap", "brkpt",
            "printf", "tex.2d", "wmma.load"]
_INSTRUCTION = re.compile(r"^(\s*(?:@!?%\w+\s+)?)([a-z][a-z0-9_]*)((?:\.[A-Za-z0-9_:]+)*)", re.M)
_REGISTER = re.compile(r"%(r|rd|f|fd|p|rs|h|hh)\d+")
_REGISTERS = ["%r1", "%rd1", "%f1", "%fd1", "%p1", "%rs1", "%r2", "%rd2"]
_SPACE_WORDS = re.compile(r"\.(global|shared|local|param|const)\b")


def change_opcode(text: str, rng: random.Random) -> str:
    """Another instruction with the same operands (and modifiers, sometimes)."""
    found = [m for m in _INSTRUCTION.finditer(text) if not m.group(2).startswith("$")]
    if not found:
        return text
    m = rng.choice(found)
    opcode = rng.choice(_OPCODES)
    modifiers = m.group(3) if rng.random() < 0.6 else ""
    return text[: m.start(2)] + opcode + modifiers + text[m.end(3):]


def change_register(text: str, rng: random.Random) -> str:
    """A register of another class (a .pred for a .b32, a .f64 for an address)."""
    found = list(_REGISTER.finditer(text))
    if not found:
        return text
    m = rng.choice(found)
    return text[: m.start()] + rng.choice(_REGISTERS) + text[m.end():]


def move_operand(text: str, rng: random.Random) -> str:
    """An operand of one instruction put in place of an operand of another."""
    lines = text.split("\n")
    operand_lines = [i for i, line in enumerate(lines) if "," in line and ";" in line]
    if len(operand_lines) < 2:
        return text
    a, b = rng.sample(operand_lines, 2)
    donor = [p.strip(" ;\t") for p in lines[a].split(",")]
    parts = lines[b].split(",")
    k = rng.randrange(len(parts))
    end = ";" if parts[k].rstrip().endswith(";") else ""
    parts[k] = " " + rng.choice(donor).split()[-1] + end if k else parts[k]
    lines[b] = ",".join(parts)
    return "\n".join(lines)


def change_space(text: str, rng: random.Random) -> str:
    """Another state space for a declaration or an access."""
    found = list(_SPACE_WORDS.finditer(text))
    if not found:
        return text
    m = rng.choice(found)
    return text[: m.start()] + rng.choice((".global", ".shared", ".local", ".param", ".const",
                                           ".reg", "")) + text[m.end():]


def truncate(text: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text))]


EDITS: list[Callable[[str, random.Random], str]] = [
    delete_token, duplicate_token, swap_tokens, change_type, change_number, change_modifier,
    change_operand, insert_junk, drop_semicolon, delete_line, duplicate_line, swap_lines,
    truncate, nest_blocks, huge_number, huge_directive, stray_byte,
    # edits that keep the syntax and change the meaning, weighted up: they reach the passes
    change_opcode, change_opcode, change_register, change_register, move_operand,
    move_operand, change_space, change_type, change_operand,
]


def mutate(text: str, rng: random.Random) -> str:
    """One to three random edits of ``text`` (a str of code points below 256: see mutants)."""
    for _ in range(rng.randint(1, 3)):
        text = EDITS[rng.randrange(len(EDITS))](text, rng)
    return text


def corpus() -> list[tuple[str, str]]:
    """(name, text) of each PTX file of the conformance kernels, shortest first."""
    files = sorted(KERNELS.glob("*.ptx"))
    if not files:
        raise FileNotFoundError(f"no PTX files in {KERNELS}")
    texts = [(f.stem, f.read_bytes().decode("latin-1")) for f in files]
    return sorted(texts, key=lambda item: len(item[1]))


def mutants(count: int, seed: int):
    """``count`` (index, source name, PTX bytes) mutants: every file once when ``count``
    allows, then files drawn with weights that favour small ones (a mutant of a small file is
    quicker to try) without neglecting large ones."""
    rng = random.Random(seed)
    files = corpus()
    weights = [1 / len(text) ** 0.5 for _, text in files]
    for n in range(count):
        name, text = files[n] if n < len(files) else rng.choices(files, weights)[0]
        yield n, name, mutate(text, rng).encode("latin-1")
