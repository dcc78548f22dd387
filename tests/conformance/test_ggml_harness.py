"""The ggml harness's own logic (conformance/ggml.py, conformance/llama.py,
conformance/tiny_llama.py) without a ggml build: test-backend-ops' output as recorded from a run
under zluda, the results and report they make, the tiny GGUF model, and the agreement check."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from conformance import ggml, llama, report, tiny_llama

DATA = Path(__file__).parent / "data"


def test_a_recorded_run_counts_every_case():
    """test-backend-ops -o ADD on CUDA0 under zluda (llama.cpp of llama-cpp-python 0.3.36), as
    recorded: 154 cases, one of them run twice with the same parameters, ggml's own lines
    (graph warm-up, device) between them."""
    output = (DATA / "test_backend_ops_add.txt").read_text()
    result = ggml.op_result(output, 0)
    assert "154/154 tests passed" in output
    assert len(result.passed) == 154 and result.status == "passed"
    assert not result.failed and not result.crashed and not result.not_supported


def test_a_crafted_console_run_parses_case_by_case():
    """Each outcome test-backend-ops prints (its console printer's forms, colours included)."""
    output = "\n".join([
        "Testing 2 devices", "", "Backend 1/2: CUDA0",
        "  ADD(type=f32,ne=[10,5,4,3],nr=[1,1,1,1],nf=1): \x1b[1;32mOK\x1b[0m",
        "  ADD(type=f16,ne=[10,5,4,3],nr=[1,1,1,1],nf=1): [ADD] NMSE = 0.012345678 >"
        " 0.000000100 \x1b[1;31mFAIL\x1b[0m",
        "  ADD(type=bf16,ne=[10,5,4,3],nr=[1,1,1,1],nf=1): not supported [CUDA0]",
        "  ADD(type=f32,ne=[4096,4096,5,1],nr=[1,1,1,1],nf=1): skipping large tensors for speed ",
        "  ADD(type=q4_0,ne=[32,5,4,3],nr=[1,1,1,1],nf=1): "])
    result = ggml.op_result(output, -11)
    assert result.passed == ["ADD(type=f32,ne=[10,5,4,3],nr=[1,1,1,1],nf=1)"]
    assert result.failed == {"ADD(type=f16,ne=[10,5,4,3],nr=[1,1,1,1],nf=1)":
                             "[ADD] NMSE = 0.012345678 > 0.000000100"}
    assert result.not_supported == ["ADD(type=bf16,ne=[10,5,4,3],nr=[1,1,1,1],nf=1)"]
    assert result.crashed.startswith("ADD(type=q4_0,ne=[32,5,4,3],nr=[1,1,1,1],nf=1): exit -11")
    assert result.status == "crashed"
    assert result.types() == {"f32": [1, 0], "f16": [0, 1]}
    timed_out = ggml.op_result(output, None, timeout=60)
    assert timed_out.timed_out.endswith("timed out after 60 s") and not timed_out.crashed
    assert ggml.op_result("\n".join(output.splitlines()[:4]), 0).status == "passed"
    assert ggml.op_result("", 1).crashed.startswith("(at start)")


def test_the_operations_are_listed():
    output = "GGML operations:\n  ABS\n  ADD\n  MUL_MAT\n  SWIGLU\n\nTotal: 4 operations\n"
    assert ggml.parse_op_list(output) == ["ABS", "ADD", "MUL_MAT", "SWIGLU"]


def test_perf_lines_give_each_cases_time():
    output = ("  MUL_MAT(type_a=f16,type_b=f32,m=4096,n=512,k=4096): "
              "      24 runs - 43211.50 us/run - 17.18 GFLOP/run - \x1b[1;34m397.6 GFLOPS\x1b[0m\n"
              "  SOFT_MAX(type=f32,ne=[4096,4096,5,1]): not supported\n")
    assert ggml.perf_times(output) == {
        "MUL_MAT(type_a=f16,type_b=f32,m=4096,n=512,k=4096)": 43211.5}


def test_results_are_recorded_and_reported(tmp_path, monkeypatch):
    monkeypatch.setattr(ggml, "RESULTS", tmp_path / "ggml.json")
    monkeypatch.setattr(report, "GGML", tmp_path / "ggml.json")
    good = ggml.op_result("  ADD(type=f32,ne=[1]): OK\n", 0)
    empty, unsupported = ggml.op_result("", 0), ggml.op_result("  SIN(x): not supported\n", 0)
    bad = ggml.op_result("  MUL(type=f32,ne=[1]): NaN at index 3 (CUDA0=nan CPU=1.0) FAIL\n"
                         "  MUL(type=f16,ne=[1]): ", -6)
    ggml.record("opencl", "abc1234", "86-virtual", {"ADD": good, "MUL": bad, "VIEW": empty,
                                                    "SIN": unsupported})
    data = json.loads((tmp_path / "ggml.json").read_text())
    assert data["opencl"]["ops"]["MUL"]["failed"] == {
        "MUL(type=f32,ne=[1])": "NaN at index 3 (CUDA0=nan CPU=1.0)"}
    section = "\n".join(report.ggml_section())
    assert "1 of 3 operations with cases pass every case that ggml's CUDA backend supports" \
        " (1 cases passed in all): `ADD`." in section
    assert "Not supported by ggml's CUDA backend in any case: `SIN`." in section
    assert "No cases in test-backend-ops: `VIEW`." in section
    assert "| `MUL` | 0 | 1 | 0 | MUL(type=f16,ne=[1]): exit -6" in section


@pytest.mark.parametrize("weight_type", ["f16", "q8_0", "q4_0"])
def test_the_tiny_llama_is_a_gguf_llama_model(tmp_path, weight_type):
    gguf = pytest.importorskip("gguf")
    path = tiny_llama.write_model(tmp_path / "tiny.gguf", weight_type, seed=3)
    reader = gguf.GGUFReader(str(path))
    field = reader.fields["general.architecture"]
    assert bytes(field.parts[field.data[0]]).decode() == "llama"
    tensors = {t.name: t for t in reader.tensors}
    s = tiny_llama.SHAPE
    assert len(tensors) == 3 + 9 * s["n_layer"]
    q = tensors["blk.1.attn_q.weight"]
    assert q.tensor_type.name == weight_type.upper()
    assert [int(n) for n in q.shape] == [s["n_embd"], s["n_embd"]]
    k = tensors["blk.0.attn_k.weight"]
    assert [int(n) for n in k.shape] == [s["n_embd"], s["n_embd"] // s["n_head"] * s["n_head_kv"]]
    assert tensors["blk.0.ffn_norm.weight"].tensor_type.name == "F32"
    tokens = reader.fields["tokenizer.ggml.tokens"]
    assert len(tokens.data) == len(tiny_llama.vocabulary()[0]) == 319
    # the matrices hold what the seed gives, within the storage type's rounding
    weights = gguf.quants.dequantize(q.data, q.tensor_type).reshape(s["n_embd"], s["n_embd"])
    assert 0.5 < np.std(weights) * s["n_embd"] ** 0.5 < 1.5


def test_an_agreement_is_recorded_and_reported(tmp_path, monkeypatch):
    monkeypatch.setattr(ggml, "RESULTS", tmp_path / "ggml.json")
    monkeypatch.setattr(report, "GGML", tmp_path / "ggml.json")
    logits = np.linspace(-1, 1, 319, dtype=np.float32)
    llama.record("opencl", llama.compare("q4_0", ("a b", logits), ("a b", logits * 1.001)))
    section = "\n".join(report.ggml_section())
    assert "| q4_0 | same | 1.00e-06 | same | yes (" in section


def test_the_agreement_check_holds_ggmls_tolerance():
    rng = np.random.default_rng(0)
    logits = rng.standard_normal(319).astype(np.float32) * 4
    same = llama.compare("f16", ("the a", logits), ("the a", logits + 1e-3))
    assert same.agrees and same.nmse < 1e-6
    noisy = llama.compare("f16", ("the a", logits), ("the a", logits * 1.1))
    assert noisy.nmse > llama.MAX_NMSE and not noisy.agrees
    other = llama.compare("q4_0", ("the a", logits), ("the of", logits))
    assert not other.same_tokens and not other.agrees
    flipped = logits.copy()
    flipped[np.argsort(logits)[-2]] = logits.max() + 1e-4
    assert not llama.compare("q8_0", ("x", logits), ("x", flipped)).same_best
    assert llama.nmse(logits, logits[:10]) == float("inf")
