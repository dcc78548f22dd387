"""Run the LLVM stage in child processes, so that an LLVM crash cannot kill the application.

LLVM reports some errors ("Cannot select", failed assertions) by aborting the process. The
compiler therefore sends verified IR to a child process (``python .../zluda/ptx/worker.py``) and
reads back the object. That child is a *zygote*: it loads LLVM once, then forks a fresh process
for each job, so that every module compiles in a process that has compiled nothing before (LLVM's
SPIR-V backend carries state from one module to the next), and a job costs a fork (milliseconds)
instead of a Python and LLVM start-up (about 0.1 s). If the job's process dies, the zygote says
how, and the caller gets a :class:`~zluda.ptx.errors.CompilerCrash` with its last words.
``ZLUDA_COMPILE_IN_PROCESS=1`` skips the child (faster to debug, neither crash-safe nor
reliable for more than one module).

A large module can also compile in parts, side by side (:func:`compile_parts`): each part in a
job of its own zygote, which then runs the front end, and for AMDGPU the LLVM stage as well.

Protocol: each message is a 4-byte little-endian length, then a job's kind (one byte:
:data:`LLVM_JOB` or :data:`PART_JOB`) and its pickled arguments; back comes a pickled
``("ok", result)``, ``("error", message)`` (LLVM refused the IR, or a part's front end failed)
or ``("crashed", exit status)`` (the job's process died; negative: by that signal).
"""

from __future__ import annotations

import importlib.util
import os
import pickle
import select
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


def write_message(stream, obj: object, kind: bytes = b"") -> None:
    stream.write(_framed(obj, kind))
    stream.flush()


def _framed(obj: object, kind: bytes = b"") -> bytes:
    data = kind + pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    return struct.pack("<I", len(data)) + data


# A job's kind, the first byte of its message: the arguments of the LLVM stage
# (zluda.ptx.llvm.emit_object), or a part of a module to compile (zluda.ptx.pipeline.part_job:
# its front end and its share of the LLVM stage), for which the zygote imports the compiler once.
LLVM_JOB, PART_JOB = b"L", b"P"


def run_llvm_stage(request: tuple) -> tuple[bytes, str]:
    """Do one LLVM job in this process: the arguments of :func:`zluda.ptx.llvm.emit_object`."""
    from .llvm import emit_object

    return emit_object(*request)


class Worker:
    """The zygote process (see the module's docstring) and the jobs sent to it, one at a time."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen | None = None
        self._stderr = None
        self._job_stderr = 0  # where the current job's messages start in the stderr file

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

    def start(self) -> None:
        """Start the zygote now (if it is not running), so that its start-up overlaps the
        caller's work (the front end of the first compile)."""
        with self._lock:
            self._running()

    def _running(self) -> subprocess.Popen:
        if self._proc is None or self._proc.poll() is not None:
            self._proc = self._start()
        return self._proc

    def run(self, request: tuple, meanwhile=None, kind: bytes = LLVM_JOB):
        """Do a job (:data:`LLVM_JOB` or :data:`PART_JOB`) and return its result."""
        with self._lock:
            try:
                status, payload = self._job(request, meanwhile, kind)
            except CompilerCrash as first:
                if not first.by_signal:
                    raise
                # LLVM's SPIR-V backend has segfaulted now and then on modules that compile
                # fine on a second try; a genuine bug crashes twice and is reported.
                status, payload = self._job(request, None, kind)  # (meanwhile ran already)
        if status == "ok":
            return payload
        if kind == PART_JOB:
            raise CompilerCrash(f"the part's compile failed: {payload}")
        raise CompilerCrash(f"LLVM rejected the generated IR: {payload}")

    def _job(self, request: tuple, meanwhile=None, kind: bytes = LLVM_JOB) -> tuple[str, object]:
        """One job, calling ``meanwhile`` while it runs; raises CompilerCrash if the job's
        process (or the zygote) dies."""
        proc = self._running()
        self._job_stderr = os.fstat(self._stderr.fileno()).st_size
        try:
            write_message(proc.stdin, request, kind)
            if meanwhile is not None:
                meanwhile()
            reply = read_message(proc.stdout)
        except (EOFError, BrokenPipeError, OSError):
            proc.wait()
            self._proc = None
            raise self._crash(proc.returncode) from None
        if reply[0] == "crashed":
            raise self._crash(reply[1])
        return reply

    def _crash(self, status: int) -> CompilerCrash:
        crash = CompilerCrash(
            f"the LLVM code generator crashed (exit status {status}): {self._last_words()}")
        crash.by_signal = status == -signal.SIGSEGV
        return crash

    def _last_words(self) -> str:
        """The last job's messages. Read with pread: the file's offset is shared with the
        zygote, which writes at it."""
        if self._stderr is None:
            return ""
        fd = self._stderr.fileno()
        size = os.fstat(fd).st_size - self._job_stderr
        raw = os.pread(fd, size, self._job_stderr) if size > 0 else b""
        text = raw.decode(errors="replace").strip().splitlines()
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


def _in_process() -> bool:
    return os.environ.get("ZLUDA_COMPILE_IN_PROCESS") == "1"


def _the_worker() -> Worker:
    global _worker
    with _worker_lock:
        if _worker is None:
            _worker = Worker()
        return _worker


def start_worker() -> None:
    """Start the worker process if it is not running yet (a compile is coming: its start-up
    then overlaps the compile's front end)."""
    if not _in_process():
        _the_worker().start()


def llvm_stage(request: tuple, meanwhile=None) -> tuple[bytes, str]:
    """Run an LLVM job, in the worker process unless ZLUDA_COMPILE_IN_PROCESS=1. The caller's
    ``meanwhile`` (freeing the front end's objects) runs while the worker works."""
    if _in_process():
        if meanwhile is not None:
            meanwhile()
        try:
            return run_llvm_stage(request)
        except RuntimeError as exc:
            raise CompilerCrash(f"LLVM rejected the generated IR: {exc}") from None
    return _the_worker().run(request, meanwhile)


JOBS_ENV = "ZLUDA_COMPILE_JOBS"
# Job slots unless ZLUDA_COMPILE_JOBS says otherwise: each slot's zygote holds about 14 MB of
# its own, and a module split further has smaller parts, each with its zygote's start-up.
DEFAULT_MAX_JOBS = 8
_extra_workers: list[Worker] = []  # beyond the shared one: for jobs that run side by side


def job_slots() -> int:
    """How many parts of a module may compile side by side (:func:`compile_parts`):
    ``ZLUDA_COMPILE_JOBS``, else the CPUs that this process may run on, at most
    :data:`DEFAULT_MAX_JOBS` (1 with ``ZLUDA_COMPILE_IN_PROCESS=1``)."""
    if _in_process():
        return 1
    value = os.environ.get(JOBS_ENV, "").strip()
    if value:
        try:
            return max(1, int(value))
        except ValueError:
            pass
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    return max(1, min(cpus, DEFAULT_MAX_JOBS))


def compile_parts(parts: list[tuple], slots: int) -> list[tuple]:
    """Compile the parts of a module, ``(ptx, target, name)`` each, side by side: each part
    (:func:`zluda.ptx.pipeline.part_job`) in a job process of its own worker, up to ``slots`` at
    a time. Return their ``(object or LLVM IR, ModuleInfo, timings)`` in order; the first
    failure is raised, as a CompilerCrash, once every part has ended."""
    if _in_process() or slots <= 1:
        raise ValueError("parts compile side by side only in worker processes")
    from concurrent.futures import ThreadPoolExecutor
    from queue import SimpleQueue

    idle: SimpleQueue = SimpleQueue()
    with _worker_lock:
        while len(_extra_workers) < slots - 1:
            _extra_workers.append(Worker())
        pool = [*_extra_workers[:slots - 1]]
    pool.append(_the_worker())
    for worker in pool:
        worker.start()
        idle.put(worker)

    def run(part):
        worker = idle.get()
        try:
            return worker.run(part, kind=PART_JOB)
        finally:
            idle.put(worker)

    with ThreadPoolExecutor(max_workers=slots, thread_name_prefix="zluda-part") as executor:
        results = [_outcome(f) for f in [executor.submit(run, part) for part in parts]]
    for result in results:
        if isinstance(result, BaseException):
            raise result
    return results


def _outcome(future):
    try:
        return future.result()
    except BaseException as exc:  # noqa: BLE001 - raised by compile_parts, in order
        return exc


def _llvm_module():
    """``llvm.py`` loaded by its path, outside the package (it imports only llvmlite and its
    sibling ir_rewrites.py, by path too)."""
    spec = importlib.util.spec_from_file_location("zluda_ptx_llvm",
                                                  Path(__file__).with_name("llvm.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PARENT_ENV = "ZLUDA_COMPILER_PARENT"
PARENT_POLL_SECONDS = 0.2
STDIN, STDOUT = 0, 1


class ParentGone(Exception):
    """The process that started the zygote closed its pipe or is gone."""


def _wait_readable(fd: int, parent: int) -> None:
    """Wait until ``fd`` is readable or the parent's pipe is: then it has closed it, as
    the parent never writes while a job runs. Raises ParentGone when the parent closed the pipe
    or is gone: killed with SIGKILL, it cannot close the pipe first (and another process may
    still hold it), so the zygote also watches the parent's pid."""
    while True:
        ready, _, _ = select.select([fd, STDIN] if fd != STDIN else [fd], [], [],
                                   PARENT_POLL_SECONDS)
        if parent and os.getppid() != parent:
            raise ParentGone
        if fd in ready:
            return
        if STDIN in ready:
            raise ParentGone


def _read_exactly(fd: int, size: int, parent: int) -> bytes:
    data = bytearray()
    while len(data) < size:
        _wait_readable(fd, parent)
        chunk = os.read(fd, size - len(data))
        if not chunk:
            raise ParentGone
        data += chunk
    return bytes(data)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _die_with_zygote(zygote: int) -> None:
    """Have the kernel kill this job's process if the zygote dies (PR_SET_PDEATHSIG)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        pass
    if os.getppid() != zygote:  # the zygote died before the request took effect
        os._exit(1)


def _job_process(request: bytes, llvm, zygote: int, reply_fd: int) -> None:
    """In the forked process: do the job, write the framed reply, and exit without returning
    to the zygote's loop."""
    status = 1
    try:
        _die_with_zygote(zygote)
        devnull = os.open(os.devnull, os.O_RDWR)
        os.dup2(devnull, STDIN)  # only the zygote holds the protocol's pipes
        os.dup2(devnull, STDOUT)
        try:
            arguments = pickle.loads(request[1:])
            if request[:1] == PART_JOB:
                from zluda.ptx.pipeline import part_job

                reply = ("ok", part_job(*arguments, llvm=llvm))
            else:
                reply = ("ok", llvm.emit_object(*arguments))
        except Exception as exc:  # noqa: BLE001 - every failure goes back to the caller
            reply = ("error", f"{exc.__class__.__name__}: {exc}")
        _write_all(reply_fd, _framed(reply))
        status = 0
    except BaseException:  # noqa: BLE001 - reported as this process's last words
        import traceback

        traceback.print_exc()
    finally:
        sys.stderr.flush()
        os._exit(status)


def _serve(request: bytes, llvm, parent: int) -> bytes:
    """One job in a forked process: its framed reply, or a "crashed" one with its exit status.
    If the parent goes away meanwhile, the job is killed and ParentGone raised."""
    if request[:1] == PART_JOB:
        try:  # once, here: every part's process has it
            import zluda.ptx.pipeline  # noqa: F401
        except Exception:  # noqa: BLE001 - the job's process fails to import it and says why
            pass

    read_end, write_end = os.pipe()
    zygote = os.getpid()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        _job_process(request, llvm, zygote, write_end)
    os.close(write_end)
    reply = bytearray()
    try:
        while True:
            _wait_readable(read_end, parent)
            chunk = os.read(read_end, 1 << 20)
            if not chunk:
                break
            reply += chunk
    except ParentGone:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        raise
    finally:
        os.close(read_end)
    status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    if status != 0 or not reply:
        return _framed(("crashed", status))
    return bytes(reply)


def main() -> None:
    """The zygote: load LLVM, then serve jobs, each in a process forked for it, until the
    parent closes the pipe or is gone. It starts no thread, so forking it is safe."""
    parent = int(os.environ.get(PARENT_ENV, "0") or 0)
    sys.stdout = sys.stderr  # nothing else may write to the protocol stream
    llvm = _llvm_module()
    llvm._llvm()
    try:
        while True:
            (size,) = struct.unpack("<I", _read_exactly(STDIN, 4, parent))
            _write_all(STDOUT, _serve(_read_exactly(STDIN, size, parent), llvm, parent))
    except (ParentGone, OSError):
        return


if __name__ == "__main__":
    # This file's directory (zluda/ptx), which Python puts first on the path of a script, holds
    # modules named as the standard library's (ast, types): off the path, so that a part job's
    # import of the compiler finds the standard library's.
    _here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _here]
    main()
