"""Copy bandwidth through ``zluda.driver`` vs NumPy.

HtoD and DtoH (from and to pageable NumPy arrays, and pinned memory from cuMemAllocHost), and
DtoD, with the synchronous cuMemcpy* calls, from 1 MB to 1 GB (``--quick``: to 64 MB). The
reference is ``np.copyto`` between two NumPy arrays of the same size: on a CPU device, device
memory is host memory, so a memcpy is the best a copy can do. The same copies from C through
``libcuda.so.1``, and with cudaMemcpy in an nvcc-built program, against memcpy.
"""

from __future__ import annotations

import ctypes
import statistics
import time

import numpy as np

from .native_program import run_native
from .translation import check, driver

MB = 1 << 20


def _bandwidths(fns: dict, size: int, repeats: int) -> dict[str, float]:
    """GB/s of each function's median call (after a warm-up), the functions called in turns
    so that a noisy moment of the machine falls on all of them."""
    times = {name: [] for name in fns}
    for fn in fns.values():
        fn()
    for _ in range(repeats):
        for name, fn in fns.items():
            t0 = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - t0)
    return {name: size / statistics.median(t) / 1e9 for name, t in times.items()}


def _pinned(cuda, size: int) -> tuple[int, np.ndarray]:
    address = check(cuda, cuda.cuMemAllocHost(size))
    array = np.ctypeslib.as_array((ctypes.c_uint8 * size).from_address(address))
    array[:] = 1  # touch the pages, as a program filling its staging buffer would
    return address, array


def _row(cuda, size: int, repeats: int) -> dict[str, float]:
    """GB/s of each kind of copy of ``size`` bytes, and of np.copyto."""
    host = np.ones(size, np.uint8)
    out = np.empty(size, np.uint8)
    pinned, pinned_array = _pinned(cuda, size)
    d1 = check(cuda, cuda.cuMemAlloc(size))
    d2 = check(cuda, cuda.cuMemAlloc(size))
    row = _bandwidths({
        "HtoD pageable": lambda: cuda.cuMemcpyHtoD(d1, host, size),
        "HtoD pinned": lambda: cuda.cuMemcpyHtoD(d1, pinned, size),
        "DtoH pageable": lambda: cuda.cuMemcpyDtoH(out, d1, size),
        "DtoH pinned": lambda: cuda.cuMemcpyDtoH(pinned, d1, size),
        "DtoD": lambda: (cuda.cuMemcpyDtoD(d2, d1, size), cuda.cuCtxSynchronize()),
        "np.copyto": lambda: np.copyto(out, host),
    }, size, repeats)
    check(cuda, cuda.cuMemcpyDtoH(out, d2, size))
    assert out[0] == 1 and out[-1] == 1, "DtoD copied the wrong bytes"
    for p in (d1, d2):
        check(cuda, cuda.cuMemFree(p))
    check(cuda, cuda.cuMemFreeHost(pinned))
    del pinned_array
    return row


def run(quick: bool = False) -> list[str]:
    cuda = driver()
    top = 64 if quick else 1024
    sizes = [s * MB for s in (1, 4, 16, 64, 256, 1024) if s <= top]
    lines = ["## Copies (GB/s, median; synchronous cuMemcpy*)", "",
             "| size | HtoD pageable | HtoD pinned | DtoH pageable | DtoH pinned | DtoD"
             " | np.copyto | worst / NumPy |", "|---|---|---|---|---|---|---|---|"]
    results = []
    for size in sizes:
        repeats = (15 if size <= 4 * MB else 3) if quick or size >= 256 * MB else 41
        row = _row(cuda, size, repeats)
        worst = min(v for k, v in row.items() if k != "np.copyto") / row["np.copyto"]
        results.append((size, row))
        cells = " | ".join(f"{v:.1f}" for v in row.values())
        lines.append(f"| {size // MB} MB | {cells} | {worst:.0%} |")
    overall = min(min(v for k, v in r.items() if k != "np.copyto") / r["np.copyto"]
                  for _, r in results)
    lines += ["", f"Worst copy relative to np.copyto over all sizes: {overall:.0%}"
                  " (goal: at least 80%).", ""]
    lines += _c_abi(sizes, quick)
    run.results = results
    return lines


_C_KINDS = ("htod_pageable", "htod_pinned", "dtoh_pageable", "dtoh_pinned", "dtod")


def _c_abi(sizes: list[int], quick: bool) -> list[str]:
    """The same copies from C through libcuda.so.1 (bench/native/copies.c), and through NVIDIA's
    cudart in an nvcc-built program (bench/native/cudart.cu, cudaMemcpy), each against memcpy
    between two malloc'ed buffers."""
    return (_native_copies("### From C, through libcuda.so.1", "copies", [], sizes, quick)
            + [""] + _native_copies("### From an nvcc program, through cudart (cudaMemcpy)",
                                    "cudart", ["copies"], sizes, quick))


def _native_copies(title: str, program: str, command: list[str], sizes: list[int],
                   quick: bool) -> list[str]:
    lines = [f"{title} (GB/s, median)", ""]
    rows = []
    small = [s for s in sizes if s < 256 * MB]
    for chosen, rounds in ((small, 15 if quick else 41), ([s for s in sizes if s not in small], 3)):
        if not chosen:
            continue
        done = run_native(program, [*command, str(rounds), *(str(s // MB) for s in chosen)])
        if isinstance(done, str):
            return lines + [f"Not measured: {done}."]
        for line in done[0].splitlines():
            words = line.split()
            rows.append(dict(zip(words[::2], map(float, words[1::2]))))
    lines += ["| size | HtoD pageable | HtoD pinned | DtoH pageable | DtoH pinned | DtoD"
              " | memcpy | worst / memcpy |", "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        worst = min(row[k] for k in _C_KINDS) / row["memcpy"]
        cells = " | ".join(f"{row[k]:.1f}" for k in (*_C_KINDS, "memcpy"))
        lines.append(f"| {row['size_mb']:.0f} MB | {cells} | {worst:.0%} |")
    return lines
