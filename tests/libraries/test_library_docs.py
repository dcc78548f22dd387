"""docs/libraries.md is what scripts/gen_library_support.py writes from the faces' tables."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_library_support_page_follows_the_code():
    spec = importlib.util.spec_from_file_location(
        "gen_library_support", ROOT / "scripts" / "gen_library_support.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (ROOT / "docs" / "libraries.md").read_text() == module.render(), \
        "docs/libraries.md is stale: run python scripts/gen_library_support.py"
