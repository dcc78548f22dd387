"""A third party's package, as pip would install it: a module and its distribution's metadata
with entry points, in a folder to put on PYTHONPATH (tests of zluda's plugin hooks)."""

from __future__ import annotations

from pathlib import Path


def install(folder: Path, module: str, source: str, group: str, entry: str) -> Path:
    """Write ``module`` (``source``) into ``folder`` with a dist-info that names it as the entry
    point ``entry`` of ``group``; the folder, to put on PYTHONPATH."""
    (folder / f"{module}.py").write_text(source)
    dist = folder / f"{module}-1.0.dist-info"
    dist.mkdir()
    name = module.replace("_", "-")
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text(f"[{group}]\n{entry} = {module}\n")
    return folder
