"""Build step of the install: compile zluda's libcuda.so.1 (see core/native/build.py).

Everything else about the package is in pyproject.toml. The library goes into
zluda/native/lib/ (core/native/lib/ in an editable install).
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


class BuildLibcuda(build_ext):
    def run(self):
        super().run()
        spec = importlib.util.spec_from_file_location(
            "zluda_native_build", ROOT / "core" / "native" / "__init__.py",
            submodule_search_locations=[str(ROOT / "core" / "native")])
        package = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = package
        spec.loader.exec_module(package)
        builder = importlib.import_module("zluda_native_build.build")
        if self.inplace or getattr(self, "editable_mode", False):
            lib_dir = ROOT / "core" / "native" / "lib"
        else:
            lib_dir = Path(self.build_lib) / "zluda" / "native" / "lib"
        print(f"building {builder.build(lib_dir)}")


setup(distclass=BinaryDistribution, cmdclass={"build_ext": BuildLibcuda})
