"""Half-precision arithmetic: .f16, .f16x2, .bf16, .bf16x2."""
