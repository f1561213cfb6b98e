"""`python -m companion.cli ARGS` for many argument lists, without paying for each one's start.

Starting the interpreter and importing what `companion.cli` imports costs some 0.6 s of CPU,
and the hostile input tests (test_hostile_cli.py) run the command line sixty times: that
start, not the input, was most of their time. So one helper process (this file, run as a
script) imports those modules once, then forks a child per command line.

From the fork on, a child does what a fresh `python -m companion.cli ARGS` does: its own
working directory (also `sys.path[0]`, as `-m` puts it there), address-space cap, stdin (the
null device), stdout and stderr (files), `sys.argv`; it runs `companion.cli` as `__main__`
(as `-m` does, through runpy), and ends as the interpreter ends: an uncaught exception is
printed by `sys.excepthook` (the traceback the tests look for) with exit code 1, `SystemExit`
gives its code, atexit handlers run. What the imports print (a warning, say) is put before
each child's output, as a fresh interpreter would print it there.

The helper is single-threaded (nothing it imports starts a thread), so forking it is safe.
"""

from __future__ import annotations

import atexit
import json
import os
import resource
import runpy
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

PARALLEL = 4
"""Children at once: each is short and mostly CPU; a few overlap the slower ones."""


@dataclass(frozen=True)
class Command:
    """One `python -m companion.cli` run: its arguments and its working directory."""

    argv: tuple[str, ...]
    cwd: Path


def run_all(
    commands: list[Command], outputs: Path, memory: int, seconds: float
) -> list[subprocess.CompletedProcess[str] | subprocess.TimeoutExpired]:
    """Each command's outcome, as `subprocess.run(..., text=True, errors="replace")` gives
    it, or the TimeoutExpired it would raise after `seconds`. `outputs`: a new folder for
    the children's stdout and stderr files; `memory`: each child's address-space cap."""
    outputs.mkdir()
    jobs = [
        {
            "argv": list(command.argv),
            "cwd": str(command.cwd),
            "stdout": str(outputs / f"{number}.stdout"),
            "stderr": str(outputs / f"{number}.stderr"),
        }
        for number, command in enumerate(commands)
    ]
    helper = subprocess.run(
        [sys.executable, __file__, str(memory), str(seconds)],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        cwd=outputs,
        check=False,
    )
    if helper.returncode != 0:
        raise AssertionError(f"the forking helper failed:\n{helper.stderr[-3000:]}")
    said, ends = json.loads(helper.stdout)
    return [_outcome(job, end, said, seconds) for job, end in zip(jobs, ends, strict=True)]


def _outcome(
    job: dict[str, Any], end: dict[str, Any], said: dict[str, str], seconds: float
) -> subprocess.CompletedProcess[str] | subprocess.TimeoutExpired:
    """A child's end, with what the imports printed before it (every run prints that)."""
    args = [sys.executable, "-m", "companion.cli", *job["argv"]]
    stdout, stderr = (said[stream] + _text(job[stream]) for stream in ("stdout", "stderr"))
    if end["timed_out"]:
        return subprocess.TimeoutExpired(args, seconds, stdout, stderr)
    return subprocess.CompletedProcess(args, end["returncode"], stdout, stderr)


def _text(path: str) -> str:
    return Path(path).read_bytes().decode("utf-8", errors="replace")


# ---- the helper process ----------------------------------------------------------------------


def _helper(memory: int, seconds: float) -> None:
    """Import what the command line imports, run every job in a child, print how each ended."""
    jobs = json.load(sys.stdin)
    sys.path[0] = os.getcwd()  # as under `-m`, and not this file's folder
    said = _import_once()
    ends: list[dict[str, Any]] = [{} for _ in jobs]
    waiting = list(enumerate(jobs))
    running: dict[int, tuple[int, float]] = {}  # pid: (job number, start)
    while waiting or running:
        while waiting and len(running) < PARALLEL:
            number, job = waiting.pop(0)
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                _child(job, memory)
            running[pid] = (number, time.monotonic())
        _reap(running, ends, seconds)
    json.dump([said, ends], sys.stdout)


def _import_once() -> dict[str, str]:
    """Import what the command line imports; what that printed (a warning, say), which every
    fresh `python -m companion.cli` would print too."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        kept = {1: os.dup(1), 2: os.dup(2)}
        os.dup2(out.fileno(), 1)
        os.dup2(err.fileno(), 2)
        try:
            __import__("companion.cli")
            del sys.modules["companion.cli"]  # as under `-m`: the module runs as __main__ only
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            for fd, kept_fd in kept.items():
                os.dup2(kept_fd, fd)
                os.close(kept_fd)
        return {name: _read_all(file) for name, file in (("stdout", out), ("stderr", err))}


def _read_all(file: Any) -> str:
    file.seek(0)
    return file.read().decode("utf-8", errors="replace")


def _reap(
    running: dict[int, tuple[int, float]], ends: list[dict[str, Any]], seconds: float
) -> None:
    """Collect the children that ended; kill those past their time, as subprocess.run does."""
    pid, status = os.waitpid(-1, os.WNOHANG)
    if pid == 0:
        now = time.monotonic()
        for late, (number, started) in running.items():
            if now - started > seconds and not ends[number]:
                ends[number] = {"timed_out": True, "returncode": None}
                os.kill(late, signal.SIGKILL)
        time.sleep(0.005)
        return
    number, _ = running.pop(pid)
    if not ends[number]:
        ends[number] = {"timed_out": False, "returncode": os.waitstatus_to_exitcode(status)}


def _child(job: dict[str, Any], memory: int) -> NoReturn:
    """Become `python -m companion.cli ARGS` as it is once its imports are done."""
    code = 1
    try:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        os.chdir(job["cwd"])
        sys.path[0] = os.getcwd()
        _redirect(0, os.devnull, os.O_RDONLY)
        _redirect(1, job["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        _redirect(2, job["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        sys.argv = ["-m", *job["argv"]]  # runpy puts the module's path in sys.argv[0]
        code = _run_as_main()
    finally:
        os._exit(code)


def _redirect(fd: int, path: str, flags: int) -> None:
    opened = os.open(path, flags, 0o644)
    os.dup2(opened, fd)
    os.close(opened)


def _run_as_main() -> int:
    """Run the module as `-m` does; the exit code the interpreter would end with."""
    try:
        runpy.run_module("companion.cli", run_name="__main__", alter_sys=True)
        code = 0
    except SystemExit as exit_:
        code = _exit_code(exit_.code)
    except BaseException:  # the interpreter prints any uncaught exception
        sys.excepthook(*sys.exc_info())
        code = 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    return code


def _exit_code(code: object) -> int:
    """What the interpreter exits with for `SystemExit(code)`: None is 0, a number is
    itself, anything else is printed on stderr and is 1."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


if __name__ == "__main__":
    _helper(int(sys.argv[1]), float(sys.argv[2]))
