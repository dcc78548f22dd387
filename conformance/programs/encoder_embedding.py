"""llm.c encoder_forward: out[b, t, :] = wte[tokens[b, t], :] + wpe[t, :] for B=4, T=256, C=192
with a vocabulary of 1000 (one thread per output element, a partial last block). One float32
addition per element, so the result must equal NumPy's bit for bit.
"""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("encoder_embedding.ptx"), "encoder_forward")
B, T, C, V = 4, 256, 192, 1000
rng = np.random.default_rng(5)
tokens = rng.integers(0, V, (B, T), dtype=np.int32)
tokens[0, :3] = [0, V - 1, 0]
wte = rng.standard_normal((V, C)).astype(np.float32)
wpe = rng.standard_normal((T, C)).astype(np.float32)
d_out = to_device(np.zeros((B, T, C), np.float32))
d_tok, d_wte, d_wpe = to_device(tokens), to_device(wte), to_device(wpe)
n = B * T * C
block = 96
launch(kernel, ((n + block - 1) // block + 1,), (block,),
       [ptr(d_out), ptr(d_tok), ptr(d_wte), ptr(d_wpe), i32(B), i32(T), i32(C)])
out = from_device(d_out, (B, T, C), np.float32)
np.testing.assert_array_equal(out, wte[tokens] + wpe[None, :, :])
passed(f"B={B} T={T} C={C}")
