"""Run the LLVM stage in child processes, so that an LLVM crash cannot kill the application.

LLVM reports some errors ("Cannot select", failed assertions) by aborting the process. The
compiler therefore sends verified IR to a child process (``python .../zluda/ptx/worker.py``) and
reads back the object. Each child serves one job, because LLVM's SPIR-V backend carries state
from one module to the next; the next child is started ahead of time. If the child dies, the
caller gets a :class:`~zluda.ptx.errors.CompilerCrash` with the child's last words.
``ZLUDA_COMPILE_IN_PROCESS=1`` skips the child (faster to debug, neither crash-safe nor
reliable for more than one module).

Protocol: each message is a 4-byte little-endian length and a pickled tuple.
"""

from __future__ import annotations

import importlib.util
import os
import pickle
import signal
import struct
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

if __package__:  # not when the file runs as the child's script
    from .errors import CompilerCrash


def read_message(stream) -> object:
    """One message: a 4-byte little-endian length and a pickle (EOFError when cut short)."""
    header = stream.read(4)
    if len(header) < 4:
        raise EOFError
    (size,) = struct.unpack("<I", header)
    data = stream.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)


def write_message(stream, obj: object) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(struct.pack("<I", len(data)) + data)
    stream.flush()


def run_llvm_stage(request: tuple) -> tuple[bytes, str]:
    """Do one LLVM job in this process: the arguments of :func:`zluda.ptx.llvm.emit_object`."""
    from .llvm import emit_object

    return emit_object(*request)


class Worker:
    """A child process that runs LLVM jobs one at a time."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen | None = None
        self._stderr = None

    def _start(self) -> subprocess.Popen:
        self._stderr = tempfile.TemporaryFile()
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([p for p in sys.path if p])
        env[PARENT_ENV] = str(os.getpid())
        # This file as a script: the child imports llvmlite, not the zluda package (which
        # takes longer to import than most compiles take).
        return subprocess.Popen(
            [sys.executable, __file__],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr, env=env,
        )

    def run(self, request: tuple, meanwhile=None) -> tuple[bytes, str]:
        with self._lock:
            try:
                status, payload = self._job(request, meanwhile)
            except CompilerCrash as first:
                if not first.by_signal:
                    raise
                # LLVM's SPIR-V backend has segfaulted now and then on modules that compile
                # fine on a second try; a genuine bug crashes twice and is reported.
                status, payload = self._job(request)  # (meanwhile ran the first time)
        if status == "ok":
            return payload
        raise CompilerCrash(f"LLVM rejected the generated IR: {payload}")

    def _job(self, request: tuple, meanwhile=None) -> tuple[str, object]:
        """One job in a child, calling ``meanwhile`` while the child works; raises
        CompilerCrash if the child dies."""
        if self._proc is None or self._proc.poll() is not None:
            self._proc = self._start()
        proc = self._proc
        try:
            write_message(proc.stdin, request)
            if meanwhile is not None:
                meanwhile()
            status, payload = read_message(proc.stdout)
        except (EOFError, BrokenPipeError, OSError):
            proc.wait()
            self._proc = None
            crash = CompilerCrash(
                f"the LLVM code generator crashed (exit status {proc.returncode}): "
                f"{self._last_words()}"
            )
            crash.by_signal = proc.returncode == -signal.SIGSEGV
            raise crash from None
        # One job per child: LLVM's SPIR-V backend keeps state from one module to the next
        # and then emits invalid SPIR-V (ids defined twice). The next child starts now.
        proc.stdin.close()
        proc.wait()
        self._proc = self._start()
        return status, payload

    def _last_words(self) -> str:
        if self._stderr is None:
            return ""
        self._stderr.seek(0)
        text = self._stderr.read().decode(errors="replace").strip().splitlines()
        llvm = [line for line in text if "LLVM ERROR" in line or "Assertion" in line]
        return " | ".join(llvm or text[-5:]) or "no message"

    def close(self) -> None:
        with self._lock:
            if self._proc is not None and self._proc.poll() is None:
                self._proc.stdin.close()
                self._proc.wait(timeout=10)
            self._proc = None


_worker: Worker | None = None
_worker_lock = threading.Lock()


def llvm_stage(request: tuple, meanwhile=None) -> tuple[bytes, str]:
    """Run an LLVM job, in the worker process unless ZLUDA_COMPILE_IN_PROCESS=1. The caller's
    ``meanwhile`` (freeing the front end's objects) runs while the worker works."""
    global _worker
    if os.environ.get("ZLUDA_COMPILE_IN_PROCESS") == "1":
        if meanwhile is not None:
            meanwhile()
        try:
            return run_llvm_stage(request)
        except RuntimeError as exc:
            raise CompilerCrash(f"LLVM rejected the generated IR: {exc}") from None
    with _worker_lock:
        if _worker is None:
            _worker = Worker()
    return _worker.run(request, meanwhile)


def _llvm_module():
    """``llvm.py`` loaded by its path, outside the package (it imports only llvmlite)."""
    spec = importlib.util.spec_from_file_location("zluda_ptx_llvm",
                                                  Path(__file__).with_name("llvm.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PARENT_ENV = "ZLUDA_COMPILER_PARENT"
PARENT_POLL_SECONDS = 0.2


def _exit_with_parent() -> None:
    """End this child as soon as the process that started it is gone (killed with SIGKILL
    mid-compile, it cannot close our pipe first): a thread watches the parent's pid, while
    LLVM, called through ctypes, runs without the GIL."""
    parent = int(os.environ.get(PARENT_ENV, "0") or 0)
    if not parent:
        return

    def watch() -> None:
        while os.getppid() == parent:
            threading.Event().wait(PARENT_POLL_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, daemon=True, name="zluda-parent-watch").start()


def main() -> None:
    """Serve one job (see :meth:`Worker.run`), with LLVM loaded before it arrives."""
    _exit_with_parent()
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing else may write to the protocol stream
    llvm = _llvm_module()
    llvm._llvm()
    try:
        request = read_message(stdin)
    except EOFError:
        return
    try:
        reply = ("ok", llvm.emit_object(*request))
    except Exception as exc:  # noqa: BLE001 - every failure goes back to the caller
        reply = ("error", f"{exc.__class__.__name__}: {exc}")
    write_message(stdout, reply)


if __name__ == "__main__":
    main()
