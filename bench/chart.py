"""PNG charts of the benchmark sections, written next to their Markdown in bench/results/.

Needs matplotlib (``pip install -e .[bench]``); without it, :func:`draw` says so and returns.
"""

from __future__ import annotations

from pathlib import Path


def draw(section: str, run, directory: Path) -> Path | None:
    """Chart the figures that ``run`` (a section's run function) kept; returns the PNG's path."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("(matplotlib is not installed: no chart; pip install -e .[bench])")
        return None
    drawer = {"translation": _translation, "launch": _launch, "copies": _copies}.get(section)
    if drawer is None or not hasattr(run, "results" if section != "translation" else "rows"):
        return None
    fig = drawer(plt, run)
    path = directory / f"{section}.png"
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def _translation(plt, run):
    rows = run.rows
    names = [r["name"] for r in rows]
    ratios = [r["ours"] / r["native"] for r in rows]
    fig, ax = plt.subplots(figsize=(9, 4))
    ax.bar(names, ratios, color="tab:blue")
    ax.axhline(1.10, color="tab:green", linestyle="--", label="goal 1.10x")
    ax.axhline(run.geomean, color="tab:red", linestyle=":",
               label=f"geometric mean {run.geomean:.2f}x")
    ax.set_ylabel("time ours / hand-written OpenCL C")
    ax.set_title("Translated CUDA kernels vs OpenCL C (same CPU device)")
    ax.tick_params(axis="x", rotation=35)
    ax.legend()
    return fig


def _launch(plt, run):
    names = list(run.results)
    sync = [run.results[n][0] for n in names]
    queued = [run.results[n][1] for n in names]
    fig, ax = plt.subplots(figsize=(8, 3.5))
    y = range(len(names))
    ax.barh([i + 0.2 for i in y], sync, height=0.4, label="launch + wait")
    ax.barh([i - 0.2 for i in y], queued, height=0.4, label="queued")
    ax.set_yticks(list(y), names)
    ax.set_xlabel("µs per launch (empty kernel)")
    ax.set_title("Launch overhead")
    ax.legend()
    return fig


def _copies(plt, run):
    sizes = [s / (1 << 20) for s, _ in run.results]
    fig, ax = plt.subplots(figsize=(8, 4))
    for key in run.results[0][1]:
        ax.plot(sizes, [row[key] for _, row in run.results], marker="o", label=key,
                linestyle="--" if key == "np.copyto" else "-")
    ax.set_xscale("log", base=2)
    ax.set_xlabel("MB")
    ax.set_ylabel("GB/s")
    ax.set_title("Copy bandwidth through zluda.driver vs NumPy")
    ax.legend(fontsize=8)
    return fig
