#!/usr/bin/env python3
"""Generate core/abi/, every declaration that zluda takes from NVIDIA's headers and packages,
by one command.

    python scripts/gen_abi.py [--check] [--cuda-include DIR] [--wheel-include DIR]

Run it with the Python environment of ``pip install -e ".[test]"``, which installs every
input but the toolkit:

- the CUDA toolkit's headers (``--cuda-include``; default ``$CUDA_HOME/include``, else
  ``/usr/local/cuda/include``): ``cuda.h`` and its companions for ``driver.py``, and the
  documentation groups of ``surface.py``;
- the headers of NVIDIA's pip packages (``--wheel-include``; default the ``nvidia/cu13/include``
  folder on ``sys.path``): ``nvidia-cuda-runtime``'s ``cuda.h`` (the newest at hand) for
  ``enums.py``, and each library's header (``scripts/abigen/libraries.py``). The math
  libraries' headers come in NVIDIA's wheels of those libraries (hundreds of MB each, with
  NVIDIA's libraries, which zluda does not install): ``pip download --no-deps`` each of
  ``nvidia-cublas==13.0.2.14 nvidia-cufft==12.0.0.61 nvidia-curand==10.4.0.35
  nvidia-cusolver==12.0.4.66 nvidia-cusparse==12.6.3.3 nvidia-nvml-dev==13.0.87`` (CUDA 13.0
  update 2's) and unzip their ``nvidia/cu13/include/*.h`` into that folder; each version is
  read from its header;
- cuda-python's ``cuda.bindings``, imported, for ``surface.py``.

It writes ``core/abi/<name>.py`` for each of :func:`outputs`. With ``--check`` it writes nothing,
and exits with 1, naming each file that would change (or 2 when an input is missing).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ABI = ROOT / "core" / "abi"
sys.path.insert(0, str(ROOT / "scripts"))

from abigen import driver, enums, libraries, surface  # noqa: E402


def default_cuda_include() -> Path | None:
    for root in (os.environ.get("CUDA_HOME", ""), os.environ.get("CUDA_PATH", ""),
                 "/usr/local/cuda"):
        if root and (Path(root) / "include" / "cuda.h").is_file():
            return Path(root) / "include"
    return None


def default_wheel_include() -> Path | None:
    for entry in sys.path:
        folder = Path(entry or ".") / "nvidia" / "cu13" / "include"
        if (folder / "cuda.h").is_file():
            return folder
    return None


def _committed_enums():
    """zluda.abi.enums as committed, loaded by its path (the surface records what it lacks)."""
    spec = importlib.util.spec_from_file_location("zluda_abi_enums", ABI / "enums.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _has_cuda_bindings() -> bool:
    return importlib.util.find_spec("cuda") is not None and \
        importlib.util.find_spec("cuda.bindings") is not None


def outputs(cuda_include: Path | None, wheel_include: Path | None
            ) -> dict[str, tuple[Callable[[], str] | None, str]]:
    """core/abi's file name -> (what renders its text, or None; why it cannot be rendered
    here, when it cannot)."""
    no_toolkit = "needs the CUDA toolkit's headers (--cuda-include, or CUDA_HOME)"
    no_wheels = ("needs the headers of NVIDIA's pip packages (--wheel-include, or"
                 ' pip install -e ".[test]")')
    found = {
        "driver.py": ((lambda: driver.render(cuda_include)) if cuda_include else None,
                      no_toolkit),
        "enums.py": ((lambda: enums.render(wheel_include / "cuda.h")) if wheel_include else None,
                     no_wheels),
    }
    for name in libraries.LIBRARIES:
        header = wheel_include / libraries.LIBRARIES[name].header if wheel_include else None
        found[f"{name}.py"] = (
            (lambda name=name: libraries.render(name, wheel_include))
            if header is not None and header.is_file() else None, no_wheels)
    ready = cuda_include is not None and _has_cuda_bindings()
    found["surface.py"] = ((lambda: surface.render(cuda_include, _committed_enums()))
                           if ready else None,
                           "needs cuda-python's cuda.bindings and the CUDA toolkit's headers")
    return found


def _cuda_version(include: Path | None) -> str | None:
    if include is None or not (include / "cuda.h").is_file():
        return None
    found = re.search(r"#define CUDA_VERSION (\d+)", (include / "cuda.h").read_text())
    return found.group(1) if found else None


def input_versions(cuda_include: Path | None, wheel_include: Path | None) -> dict[str, str]:
    """core/abi's file name -> the version of the input at hand that it would be made from
    (each file records its own: CUDA_VERSION, CUDA_BINDINGS_VERSION or PACKAGE_VERSION)."""
    versions = {"driver.py": _cuda_version(cuda_include), "enums.py": _cuda_version(wheel_include)}
    for name in libraries.LIBRARIES:
        versions[f"{name}.py"] = libraries.package_version(name, wheel_include)
    if _has_cuda_bindings():
        import cuda.bindings

        versions["surface.py"] = cuda.bindings.__version__
    return {name: str(v) for name, v in versions.items() if v is not None}


def recorded_version(text: str) -> str | None:
    """The input version that a file of core/abi records."""
    found = re.search(r"^(?:CUDA_VERSION|CUDA_BINDINGS_VERSION|PACKAGE_VERSION) = '?([\w.]+)'?",
                      text, re.M)
    return found.group(1) if found else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a file would change")
    parser.add_argument("--cuda-include", type=Path, default=default_cuda_include())
    parser.add_argument("--wheel-include", type=Path, default=default_wheel_include())
    args = parser.parse_args()
    stale, missing = [], []
    for name, (render, why) in outputs(args.cuda_include, args.wheel_include).items():
        if render is None:
            missing.append(f"{name}: {why}")
            continue
        text, path = render(), ABI / name
        if path.is_file() and path.read_text() == text:
            continue
        stale.append(name)
        if not args.check:
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)}")
    for line in missing:
        print(f"not generated: {line}", file=sys.stderr)
    if args.check and stale:
        print(f"stale in core/abi/: {', '.join(stale)} (run python scripts/gen_abi.py)",
              file=sys.stderr)
        return 1
    return 2 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
