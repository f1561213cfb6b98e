"""Read files out of a local git copy of a source repository, at a commit,
without a work tree: a bare mirror (``<mirrors>/<owner>+<name>/repo``, as the
team's fetch tool lays them out) or a plain ``git clone`` of it."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

DEFAULT_MIRRORS = Path("/work/.mirror")


def clone_url(repo: str) -> str:
    return f"https://github.com/{repo}.git"


def find_git_dir(repo: str, commit: str, mirrors: Path) -> Path | None:
    """The first copy of ``repo`` under ``mirrors`` that holds ``commit``."""
    owner, name = repo.split("/")
    for base in (mirrors / f"{owner}+{name}" / "repo", mirrors / f"{owner}+{name}", mirrors / name):
        for candidate in (base / ".git", base):
            if (candidate / "objects").is_dir() and _has(candidate, commit):
                return candidate
    return None


def git_dir_of(repo: str, commit: str, mirrors: Path) -> Path:
    """:func:`find_git_dir`, or LookupError naming what is missing (the manifest
    writers print it with the ``git clone`` to run)."""
    git_dir = find_git_dir(repo, commit, mirrors)
    if git_dir is None:
        raise LookupError(f"{repo} @ {commit[:7]} not under {mirrors}")
    return git_dir


def _has(git_dir: Path, commit: str) -> bool:
    args = ["git", "--git-dir", str(git_dir), "cat-file", "-e", f"{commit}^{{commit}}"]
    return subprocess.run(args, capture_output=True).returncode == 0


def tree(git_dir: Path, commit: str) -> list[str]:
    """Every file path of the commit."""
    args = ["git", "--git-dir", str(git_dir), "ls-tree", "-r", "-z", "--name-only", commit]
    out = subprocess.run(args, capture_output=True, check=True).stdout
    return [p.decode() for p in out.split(b"\0") if p]


def blobs(git_dir: Path, commit: str, paths: list[str]) -> Iterator[tuple[str, bytes | None]]:
    """Each path's content at the commit (None when the copy lacks it: a
    snapshot leaves out files of 4 MiB and more), through one
    ``git cat-file --batch``."""
    args = ["git", "--git-dir", str(git_dir), "cat-file", "--batch"]
    with subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE) as git:
        assert git.stdin and git.stdout
        for path in paths:
            git.stdin.write(f"{commit}:{path}\n".encode())
            git.stdin.flush()
            header = git.stdout.readline().split()
            if header[-1] == b"missing" or len(header) != 3:
                yield path, None
                continue
            data = git.stdout.read(int(header[2]))
            git.stdout.read(1)  # the newline after each object
            yield path, data
        git.stdin.close()
