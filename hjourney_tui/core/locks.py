"""One writer per save: an advisory lock file beside each save or campaign file.

Every writer (`hjourney do`, `undo`, the campaign commands, a game screen) holds
`.NAME.toml.lock` while it reads, changes and writes NAME.toml, so two writers
can never both load the same state and the later write silently drop the
earlier one's commands.  A second writer waits a moment (HJOURNEY_LOCK_WAIT
seconds, 3 by default) and is then refused with a plain message.  Readers
(`show`, `check`, the save list) take no lock: writes are atomic renames, so a
reader always sees a whole file.

Locks are re-entrant within a process (a game screen holds its save's lock
while it is open, and each autosave takes it again), and released when the
holder exits, however it exits (the kernel drops flock locks with the process).
The lock file is removed on release; one left by a killed holder is empty and harmless.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: no locking, as before
    fcntl = None  # type: ignore[assignment]

DEFAULT_WAIT = 3.0
_held: dict[str, tuple[int, int]] = {}  # lock file -> (fd, how many holders in this process)
_guard = threading.RLock()


class LockBusy(Exception):
    """Another hjourney is writing this file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(str(path))


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def wait_seconds() -> float:
    try:
        return max(0.0, float(os.environ.get("HJOURNEY_LOCK_WAIT", DEFAULT_WAIT)))
    except ValueError:
        return DEFAULT_WAIT


def acquire(path: Path, wait: float | None = None) -> None:
    """Take the lock of `path` (a save or campaign file), waiting up to `wait` seconds; LockBusy if it stays taken."""
    if fcntl is None:
        return
    key = str(lock_path(path.absolute()))
    with _guard:
        if key in _held:
            fd, n = _held[key]
            _held[key] = (fd, n + 1)
            return
        deadline = time.monotonic() + (wait_seconds() if wait is None else wait)
        path.parent.mkdir(parents=True, exist_ok=True)
        while True:
            fd = os.open(key, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                if time.monotonic() >= deadline:
                    raise LockBusy(path) from None
                time.sleep(0.05)
                continue
            # The lock file may have been removed (a deleted save) between open and flock: then
            # this lock guards nothing anyone else can see, so take the new file's lock instead.
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(key))
            except FileNotFoundError:
                same = False
            if same:
                _held[key] = (fd, 1)
                return
            os.close(fd)


def release(path: Path) -> None:
    if fcntl is None:
        return
    key = str(lock_path(path.absolute()))
    with _guard:
        if key not in _held:
            return
        fd, n = _held[key]
        if n > 1:
            _held[key] = (fd, n - 1)
            return
        del _held[key]
        # Removed while still held, so no lock files pile up; a waiter that opened this file
        # notices it is gone (see acquire) and locks the next one instead.
        with contextlib.suppress(OSError):
            os.unlink(key)
        os.close(fd)  # closing the only descriptor drops the flock


def holds(path: Path) -> bool:
    with _guard:
        return str(lock_path(path.absolute())) in _held


@contextlib.contextmanager
def locked(path: Path, wait: float | None = None) -> Iterator[None]:
    acquire(path, wait)
    try:
        yield
    finally:
        release(path)
