"""core/abi/ is what its one command makes: running ``scripts/gen_abi.py`` over the headers and
packages at hand changes none of its files."""

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _gen_abi():
    spec = importlib.util.spec_from_file_location("gen_abi", ROOT / "scripts" / "gen_abi.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GEN_ABI = _gen_abi()
INPUTS = (GEN_ABI.default_cuda_include(), GEN_ABI.default_wheel_include())
OUTPUTS = GEN_ABI.outputs(*INPUTS)


def test_every_file_of_core_abi_has_a_generator():
    written = {p.name for p in (ROOT / "core" / "abi").glob("*.py")} - {"__init__.py"}
    assert written == set(OUTPUTS)


def test_every_file_records_the_version_of_its_input():
    for name in OUTPUTS:
        assert GEN_ABI.recorded_version((ROOT / "core" / "abi" / name).read_text()), name


@pytest.mark.parametrize("name", sorted(OUTPUTS))
def test_regenerating_changes_nothing(name):
    render, why = OUTPUTS[name]
    if render is None:
        pytest.skip(f"core/abi/{name} {why}")
    committed = (ROOT / "core" / "abi" / name).read_text()
    recorded, at_hand = GEN_ABI.recorded_version(committed), GEN_ABI.input_versions(*INPUTS)
    if at_hand.get(name) != recorded:
        pytest.skip(f"core/abi/{name} was made from version {recorded} of its input; this"
                    f" machine has {at_hand.get(name)}")
    assert render() == committed, f"core/abi/{name} is stale: run python scripts/gen_abi.py"
