"""A tiny llama model written as GGUF with the ``gguf`` package, for running llama.cpp where no
model can be downloaded.

    python -m conformance.tiny_llama OUT.gguf [--type f16|q8_0|q4_0] [--seed S]

The architecture is llama.cpp's ``llama`` (RMS norms, rotary positions, grouped-query
attention, a SwiGLU feed-forward), small: 2 layers, 256 wide, 4 heads over 2 key/value heads,
a vocabulary of 319 tokens (SentencePiece-style: ``<unk>``, ``<s>``, ``</s>``, the 256 bytes,
and 60 word pieces). Its weights are random (seeded): it writes nonsense, but the same nonsense
on every backend, which is what a comparison of backends needs. The matrices are stored as
``--type``; norms and embeddings stay in f32 (as llama.cpp's quantizer keeps the norms).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

VOCAB_WORDS = ("the of and to in a is that for it as was with be by on not he I this are or his"
               " from at which but have an they you were her she there one all we their can"
               " has been if more when will would who so no out up into do time only two may"
               " new over").split()
SHAPE = dict(n_embd=256, n_layer=2, n_head=4, n_head_kv=2, n_ff=512, n_ctx=512)


def vocabulary() -> tuple[list[bytes], list[float], list[int]]:
    """(tokens, scores, types) of a SentencePiece vocabulary with byte fallback."""
    from gguf import TokenType

    tokens = [b"<unk>", b"<s>", b"</s>"]
    types = [TokenType.UNKNOWN, TokenType.CONTROL, TokenType.CONTROL]
    tokens += [f"<0x{b:02X}>".encode() for b in range(256)]
    types += [TokenType.BYTE] * 256
    tokens += [("\u2581" + w).encode() for w in VOCAB_WORDS]
    types += [TokenType.NORMAL] * len(VOCAB_WORDS)
    scores = [0.0] * 259 + [-float(i) for i in range(len(VOCAB_WORDS))]
    return tokens, scores, [int(t) for t in types]


def write_model(path: Path, weight_type: str = "f16", seed: int = 0) -> Path:
    """Writes the model at ``path`` with its matrices in ``weight_type``."""
    import gguf

    kinds = {"f16": gguf.GGMLQuantizationType.F16, "q8_0": gguf.GGMLQuantizationType.Q8_0,
             "q4_0": gguf.GGMLQuantizationType.Q4_0}
    kind = kinds[weight_type]
    rng = np.random.default_rng(seed)
    tokens, scores, types = vocabulary()
    n_vocab, s = len(tokens), SHAPE
    head_dim = s["n_embd"] // s["n_head"]
    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_name(f"zluda tiny llama ({weight_type})")
    writer.add_context_length(s["n_ctx"])
    writer.add_embedding_length(s["n_embd"])
    writer.add_block_count(s["n_layer"])
    writer.add_feed_forward_length(s["n_ff"])
    writer.add_head_count(s["n_head"])
    writer.add_head_count_kv(s["n_head_kv"])
    writer.add_rope_dimension_count(head_dim)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_vocab_size(n_vocab)
    writer.add_file_type({"f16": 1, "q8_0": 7, "q4_0": 2}[weight_type])
    writer.add_tokenizer_model("llama")
    writer.add_token_list(tokens)
    writer.add_token_scores(scores)
    writer.add_token_types(types)
    writer.add_bos_token_id(1)
    writer.add_eos_token_id(2)
    writer.add_unk_token_id(0)
    writer.add_add_bos_token(True)

    def matrix(name: str, rows: int, columns: int, scale: float) -> None:
        data = (rng.standard_normal((rows, columns)) * scale).astype(np.float32)
        if kind == gguf.GGMLQuantizationType.F16:
            writer.add_tensor(name, data.astype(np.float16))
        else:
            packed = gguf.quants.quantize(data, kind)
            writer.add_tensor(name, packed, raw_shape=packed.shape, raw_dtype=kind)

    def vector(name: str, size: int) -> None:
        writer.add_tensor(name, (1.0 + 0.1 * rng.standard_normal(size)).astype(np.float32))

    e, kv = s["n_embd"], head_dim * s["n_head_kv"]
    writer.add_tensor("token_embd.weight",
                      rng.standard_normal((n_vocab, e)).astype(np.float32))
    for layer in range(s["n_layer"]):
        block = f"blk.{layer}"
        vector(f"{block}.attn_norm.weight", e)
        matrix(f"{block}.attn_q.weight", e, e, e ** -0.5)
        matrix(f"{block}.attn_k.weight", kv, e, e ** -0.5)
        matrix(f"{block}.attn_v.weight", kv, e, e ** -0.5)
        matrix(f"{block}.attn_output.weight", e, e, e ** -0.5)
        vector(f"{block}.ffn_norm.weight", e)
        matrix(f"{block}.ffn_gate.weight", s["n_ff"], e, e ** -0.5)
        matrix(f"{block}.ffn_up.weight", s["n_ff"], e, e ** -0.5)
        matrix(f"{block}.ffn_down.weight", e, s["n_ff"], s["n_ff"] ** -0.5)
    vector("output_norm.weight", e)
    matrix("output.weight", n_vocab, e, e ** -0.5 * 4)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.tiny_llama",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--type", default="f16", choices=("f16", "q8_0", "q4_0"))
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    write_model(args.out, args.type, args.seed)
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KB, {args.type})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
