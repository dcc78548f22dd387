"""cuRAND's MTGP32 generator: its parameter sets, the seeding of its blocks, and the engine that
runs kernels.cu's ``mtgp32_*`` on the device.

MTGP32 is Saito and Matsumoto's MTGP of Mersenne exponent 11213, one per block, block b with
parameter set b (of the 200 that MTGP's dynamic creator made, which cuRAND's headers carry:
``mtgp32_11213.npz``, written by scripts/gen_mtgp32_params.py). As NVIDIA's host generators
show, cuRAND's MTGP32 runs 192 blocks (64 in the legacy ordering) of 256 threads, and its output
interleaves their sequences 256 values at a time (see kernels.cu). Block b is seeded as MTGP's
reference seeds a state, with the 32-bit seed s + b + 1, where s is the generator's seed folded
to 32 bits (its high half xored into its low half). MTGP32 has no offset: setting one answers
CURAND_STATUS_TYPE_ERROR, as NVIDIA's does. Its normal values are the inverse of the normal CDF
of each uniform, so a call may ask for any number of them.
"""

from __future__ import annotations

import importlib.resources
import threading

import numpy as np

from ...runtime import api
from .kernels import KERNEL_NAMES, KERNELS, POINTER, U64, Params, call
from .status import C

N = 351  # 32-bit words of an MTGP state of exponent 11213
RING = 1024  # words of a block's ring (kernels.cu's MTGP_RING)
THREADS = 256  # per block, and values per block per round
BLOCKS = {False: 192, True: 64}  # by whether the ordering is LEGACY
_PARAMS: dict[str, np.ndarray] = {}
_LOCK = threading.Lock()


def parameters() -> dict[str, np.ndarray]:
    """The 200 parameter sets: pos, sh1, sh2, mask (each 200) and tbl, tmp_tbl (200 x 16)."""
    with _LOCK:
        if not _PARAMS:
            data = importlib.resources.files(__package__) / "mtgp32_11213.npz"
            with data.open("rb") as f, np.load(f) as table:
                _PARAMS.update({name: table[name] for name in table.files})
        return _PARAMS


def device_parameters(blocks: int) -> np.ndarray:
    """kernels.cu's ``MtgpParams`` of sets 0 .. blocks - 1: 36 words each."""
    p = parameters()
    head = np.stack([p["pos"], p["sh1"], p["sh2"], p["mask"]], axis=1)
    return np.ascontiguousarray(np.concatenate([head, p["tbl"], p["tmp_tbl"]],
                                               axis=1)[:blocks].astype(np.uint32))


def initial_states(seed: int, blocks: int) -> np.ndarray:
    """The rings of ``blocks`` blocks for the generator's ``seed``: MTGP's seeding of each
    block's 351 words (the rest of the ring is made before it is read)."""
    p = parameters()
    folded = (seed ^ (seed >> 32)) & 0xFFFFFFFF
    tbl = p["tbl"][:blocks].astype(np.uint64)
    hidden = (tbl[:, 4] ^ (tbl[:, 8] << np.uint64(16))) & np.uint64(0xFFFFFFFF)
    fill = hidden + (hidden >> np.uint64(16))
    fill = (fill + (fill >> np.uint64(8))) & np.uint64(0xFF)
    state = np.zeros((blocks, RING), np.uint64)
    state[:, :N] = (fill * np.uint64(0x01010101))[:, None]
    state[:, 0] = (folded + np.arange(1, blocks + 1, dtype=np.uint64)) & np.uint64(0xFFFFFFFF)
    state[:, 1] = hidden
    for i in range(1, N):
        previous = state[:, i - 1]
        state[:, i] ^= (np.uint64(1812433253) * (previous ^ (previous >> np.uint64(30))) +
                        np.uint64(i)) & np.uint64(0xFFFFFFFF)
    return state.astype(np.uint32)


class Mtgp:
    """MTGP32: the blocks' rings, ring offsets, parameters and last rounds in device memory,
    made at the first generation after the seed or ordering changes, and the outputs made so
    far (the position in the interleaved output)."""

    def __init__(self, generator) -> None:
        self.generator = generator
        self.memory = 0  # one allocation: rings, offsets, parameters, the last rounds
        self.blocks = 0
        self.ready = False
        self.position = 0
        self.made_rounds = 0
        self._upload = None  # the host copy, alive while its copy is queued

    def reset(self) -> None:
        self.ready, self.position, self.made_rounds = False, 0, 0

    def _layout(self, blocks: int) -> tuple[int, int, int, int]:
        """Byte offsets of the rings, ring offsets, parameters and last rounds; the size."""
        rings = 0
        offsets = rings + blocks * RING * 4
        params = offsets + blocks * 4
        saved = params + blocks * 36 * 4
        return offsets, params, saved, saved + blocks * THREADS * 4

    def prepare(self, stream: int) -> None:
        if self.ready:
            return
        blocks = BLOCKS[self.generator.ordering == C.CURAND_ORDERING_PSEUDO_LEGACY]
        offsets, params, saved, size = self._layout(blocks)
        if self.blocks != blocks:
            self.release()
            self.memory = call(api.cuMemAlloc, size, status=C.CURAND_STATUS_ALLOCATION_FAILED)
            self.blocks = blocks
        upload = np.zeros(size // 4, np.uint32)
        upload[:offsets // 4] = initial_states(self.generator.seed, blocks).ravel()
        upload[params // 4:saved // 4] = device_parameters(blocks).ravel()
        self._upload = upload
        call(api.cuMemcpyHtoDAsync, self.memory, upload, upload.nbytes, stream)
        self.ready = True

    def generate(self, dist: int, out: int, n: int, params: Params, stream: int) -> None:
        self.prepare(stream)
        offsets, parameters_at, saved, _ = self._layout(self.blocks)
        per_round = self.blocks * THREADS
        first_round = self.position // per_round
        last_round = (self.position + n - 1) // per_round
        m = self.memory
        KERNELS.launch(self.generator.context, f"mtgp32_{KERNEL_NAMES[dist]}", per_round,
                       stream, ((m, POINTER), (m + offsets, POINTER), (m + parameters_at, POINTER),
                                (m + saved, POINTER), (first_round, U64),
                                (self.made_rounds, U64), (self.position, U64), (n, U64),
                                (out, POINTER), (params, None)))
        self.made_rounds = max(self.made_rounds, last_round + 1)
        self.position += n

    def release(self) -> None:
        if self.memory:
            api.cuMemFree(self.memory)
            self.memory, self.blocks = 0, 0
