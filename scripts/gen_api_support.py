#!/usr/bin/env python3
"""Write docs/api-support.md from the code: which functions of the driver API zluda implements,
through ``zluda.driver`` and through the C ABI (``libcuda.so.1``), by CUDA documentation group.

    python scripts/gen_api_support.py

Run it with zluda installed (``pip install -e .``); tests/runtime/test_surface.py fails when the
committed page differs from what this writes.
"""

from __future__ import annotations

from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs" / "api-support.md"


def main() -> None:
    import zluda.driver
    from zluda.driver.support import render
    from zluda.native.face import implemented_names

    DOCS.parent.mkdir(exist_ok=True)
    DOCS.write_text(render(zluda.driver.IMPLEMENTED, implemented_names()))
    print(f"wrote {DOCS}")


if __name__ == "__main__":
    main()
