"""Build step of the install: compile zluda's native libraries (libcuda.so.1 and the others of
core/libraries/registry.py; see core/libraries/common/build.py).

Everything else about the package is in pyproject.toml. The libraries go into
zluda/libraries/lib/ (core/libraries/lib/ in an editable install).
"""

import importlib
import importlib.util
import sys
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


class BinaryDistribution(Distribution):
    def has_ext_modules(self):  # the wheel holds a native library
        return True


class BuildLibraries(build_ext):
    def run(self):
        super().run()
        if "zluda" not in sys.modules:  # the source tree's zluda: the build imports its parts
            spec = importlib.util.spec_from_file_location(
                "zluda", ROOT / "core" / "__init__.py",
                submodule_search_locations=[str(ROOT / "core")])
            package = importlib.util.module_from_spec(spec)
            sys.modules[spec.name] = package
            spec.loader.exec_module(package)
        builder = importlib.import_module("zluda.libraries.common.build")
        if self.inplace or getattr(self, "editable_mode", False):
            lib_dir = ROOT / "core" / "libraries" / "lib"
        else:
            lib_dir = Path(self.build_lib) / "zluda" / "libraries" / "lib"
        print(f"building {builder.build(lib_dir)}")


setup(distclass=BinaryDistribution, cmdclass={"build_ext": BuildLibraries})
