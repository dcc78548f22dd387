"""The shape of the house (tests/house.py reads it from the files): no import circle among
core's modules, no hand-written module over 1,000 lines without a reason at its top, and no
document or module docstring that names a path or a module that is not there."""

from tests import house


def test_the_modules_of_core_import_each_other_in_no_circle():
    circles = house.circles(house.graph())
    assert circles == [], "\n".join(" -> ".join(c) for c in circles)


def test_the_circle_finder_finds_a_circle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert house.circles(edges) == [["a", "b", "c"]]


def test_the_import_reader_sees_imports_inside_functions_but_not_type_checking_ones():
    edges = house.graph()
    # zluda.libraries.nvrtc.compiling imports the runtime inside a function (on purpose: see
    # there); zluda.ptx.callgraph names ResolvedModule for types only
    assert "zluda.runtime.module" in edges["zluda.libraries.nvrtc.compiling"]
    assert "zluda.ptx.passes.resolve" not in edges["zluda.ptx.callgraph"]


def test_no_hand_written_module_is_over_1000_lines_without_a_reason():
    assert house.long_modules() == []


def test_documents_and_docstrings_name_only_paths_and_modules_that_exist():
    assert house.missing_paths() == []
