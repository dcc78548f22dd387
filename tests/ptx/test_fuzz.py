"""Robustness: mutated PTX either compiles or fails with a CompileError, never anything else.

The committed PTX files are mutated with a fixed seed (tokens and lines deleted, duplicated and
swapped; types, numbers and modifiers changed; semicolons dropped; the text cut short). Each
mutant must compile or raise a :class:`zluda.ptx.CompileError` subclass within a time limit.
LLVM aborts are contained in the worker process (``CompilerCrash``), and the next compile works.
"""

from __future__ import annotations

import random
import re
import signal
import time
from collections import Counter
from pathlib import Path

import pytest
from zluda.ptx import CompileError, CompilerCrash, compile_ptx
from zluda.ptx.targets import get_target
from zluda.ptx.worker import llvm_stage

KERNELS = Path(__file__).parent / "kernels"
SEED = 20261130
MUTANTS = 300
PER_MUTANT_S = 20
TOTAL_S = 60

_TOKEN = re.compile(r"\s+|[A-Za-z_$%.][A-Za-z0-9_$.:]*|0[fFdD][0-9A-Fa-f]+|\d+|.", re.S)
_TYPES = [".u8", ".s8", ".u16", ".s16", ".b16", ".u32", ".s32", ".b32", ".f32", ".u64", ".s64",
          ".b64", ".f64", ".f16", ".bf16", ".pred", ".v2", ".v4", ".f16x2"]
_MODIFIERS = [".global", ".shared", ".local", ".param", ".const", ".rn", ".rz", ".ftz", ".sat",
              ".wide", ".hi", ".lo", ".uni", ".sync", ".aligned", ".approx", ".volatile",
              ".relaxed", ".gpu", ".cta", ".eq", ".lt", ".and", ".cc", ".x", ".nc", ".down"]
_NUMBERS = ["0", "1", "-1", "7", "31", "32", "64", "4294967295", "-2147483648",
            "18446744073709551615", "99999999999999999999999", "0x80000000", "0f7FC00000",
            "0d7FF0000000000000", "1.5"]
_JUNK = [";", ",", "{", "}", "[", "]", "(", ")", "@", "!", "%", ".", "+", "-", "|", "_", "<", ">",
         "=", ":", "\n", "ret;", "bra $L__BB0_1;", ".reg .b32 %r<2>;"]


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def _words(toks: list[str]) -> list[int]:
    return [i for i, t in enumerate(toks) if not t.isspace()]


def mutate(text: str, rng: random.Random) -> str:
    """One to three random edits of ``text``."""
    for _ in range(rng.randint(1, 3)):
        text = _EDITS[rng.randrange(len(_EDITS))](text, rng)
    return text


def _token_edit(edit):
    def apply(text: str, rng: random.Random) -> str:
        toks = _tokens(text)
        words = _words(toks)
        if len(words) < 2:
            return text
        edit(toks, words, rng)
        return "".join(toks)

    return apply


def _line_edit(edit):
    def apply(text: str, rng: random.Random) -> str:
        lines = text.split("\n")
        edit(lines, rng)
        return "\n".join(lines)

    return apply


@_token_edit
def _delete_token(toks, words, rng):
    toks[rng.choice(words)] = ""


@_token_edit
def _duplicate_token(toks, words, rng):
    i = rng.choice(words)
    toks[i] = toks[i] + " " + toks[i]


@_token_edit
def _swap_tokens(toks, words, rng):
    k = rng.randrange(len(words) - 1)
    a, b = words[k], words[k + 1]
    toks[a], toks[b] = toks[b], toks[a]


@_token_edit
def _change_type(toks, words, rng):
    typed = [i for i in words if toks[i] in _TYPES or re.search(r"\.[usbf]\d+$", toks[i])]
    if typed:
        i = rng.choice(typed)
        toks[i] = re.sub(r"\.[a-z]+\d*(x2)?$", rng.choice(_TYPES), toks[i])


@_token_edit
def _change_number(toks, words, rng):
    numbers = [i for i in words if toks[i][0].isdigit()]
    if numbers:
        toks[rng.choice(numbers)] = rng.choice(_NUMBERS)


@_token_edit
def _change_modifier(toks, words, rng):
    dotted = [i for i in words if "." in toks[i][1:]]
    if dotted:
        i = rng.choice(dotted)
        parts = toks[i].split(".")
        k = rng.randrange(1, len(parts))
        parts[k] = rng.choice(_MODIFIERS)[1:]
        toks[i] = ".".join(parts)


@_token_edit
def _insert_junk(toks, words, rng):
    i = rng.choice(words)
    toks[i] = rng.choice(_JUNK) + " " + toks[i]


@_token_edit
def _drop_semicolon(toks, words, rng):
    semis = [i for i in words if toks[i] == ";"]
    if semis:
        toks[rng.choice(semis)] = ""


@_line_edit
def _delete_line(lines, rng):
    del lines[rng.randrange(len(lines))]


@_line_edit
def _duplicate_line(lines, rng):
    i = rng.randrange(len(lines))
    lines.insert(i, lines[i])


@_line_edit
def _swap_lines(lines, rng):
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]


def _truncate(text: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text))]


_EDITS = [_delete_token, _duplicate_token, _swap_tokens, _change_type, _change_number,
          _change_modifier, _insert_junk, _drop_semicolon, _delete_line, _duplicate_line,
          _swap_lines, _truncate]


class MutantTimeout(Exception):
    pass


def _on_alarm(signum, frame):
    raise MutantTimeout


def _corpus() -> list[str]:
    files = sorted(KERNELS.rglob("*.ptx"))
    assert files
    # every file, shortest first: small files keep the whole run inside its time budget
    return sorted((f.read_text() for f in files), key=len)


def test_mutated_ptx_compiles_or_fails_with_a_compile_error():
    rng = random.Random(SEED)
    corpus = _corpus()
    outcomes: Counter[str] = Counter()
    previous = signal.signal(signal.SIGALRM, _on_alarm)
    start = time.monotonic()
    try:
        for n in range(MUTANTS):
            # weight towards small files, but visit every one
            source = corpus[n % len(corpus)] if n < len(corpus) else rng.choice(corpus[:6])
            mutant = mutate(source, rng)
            signal.alarm(PER_MUTANT_S)
            try:
                compile_ptx(mutant, "spirv", name=f"mutant{n}", use_cache=False)
                outcomes["compiled"] += 1
            except CompileError as exc:
                outcomes[type(exc).__name__] += 1
                assert exc.message
            except MutantTimeout:
                pytest.fail(f"mutant {n} did not finish in {PER_MUTANT_S} s:\n{mutant}")
            except Exception as exc:  # noqa: BLE001 - the point of the test
                pytest.fail(f"mutant {n} raised {type(exc).__name__}: {exc}\n---\n{mutant}")
            finally:
                signal.alarm(0)
    finally:
        signal.signal(signal.SIGALRM, previous)
    elapsed = time.monotonic() - start
    print(f"{MUTANTS} mutants in {elapsed:.1f} s: {dict(outcomes)}")
    assert elapsed < TOTAL_S
    assert outcomes["compiled"] > 0 and outcomes["PtxSyntaxError"] > 0
    assert outcomes["PtxSemanticError"] > 0


def test_worker_crash_is_contained_and_the_next_compile_succeeds():
    target = get_target("spirv")
    # i128 arithmetic makes LLVM's SPIR-V backend abort the process ("LLVM ERROR: OpTypeInt ...")
    ir = ("define spir_kernel void @k(ptr addrspace(1) %p) {\n"
          "  %v = load i128, ptr addrspace(1) %p\n  %w = mul i128 %v, %v\n"
          "  store i128 %w, ptr addrspace(1) %p\n  ret void\n}\n")
    with pytest.raises(CompilerCrash, match="LLVM ERROR"):
        llvm_stage((ir, target.triple, target.cpu, target.features, [], 2, target.llvm_options))
    compiled = compile_ptx((KERNELS / "basics.sm75.ptx").read_text(), "spirv", use_cache=False)
    assert compiled.binary[:4] == b"\x03\x02\x23\x07"  # the SPIR-V magic number
