"""benign_sets.check_shares_no_text_with_any_other_set on made-up data files in a tmp copy of data/: it
fails, naming the other file, when a text is shared; it passes otherwise; and its per-file cache reads a
rewritten file again. Made-up texts only: no committed set's row is read here, and no detector runs."""

from __future__ import annotations

import json
import os
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import tests.oracle.benign_sets as shared

OURS = "Lists the open issues of a repository, newest first."
OTHER = "Returns the weather forecast for a city."


def change(old: str | None, new: str, label: str = "benign") -> dict[str, Any]:
    return {"label": label, "kind": "rewrite" if old else "new_tool", "old": old, "new": new}


def write(path: Path, rows: list[dict[str, Any]]) -> None:
    """A file rewritten gets an mtime a second later than before (two writes within one clock tick
    would otherwise keep it, and the cache, keyed on it, would keep the first digests)."""
    before = path.stat().st_mtime_ns if path.exists() else None
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    if before is not None:
        later = before + 1_000_000_000
        os.utime(path, ns=(later, later))


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data/ of three files: ours (freshX), a change-row set (freshY) and a single-text one (train5),
    none sharing a text; a manifest that holds our text (not a set: never compared)."""
    monkeypatch.setattr(shared, "DATA", tmp_path)
    write(tmp_path / "freshX.jsonl", [change("Lists the open issues.", OURS)])
    write(tmp_path / "freshY.jsonl", [change(None, OTHER)])
    write(tmp_path / "train5.jsonl", [{"text": "Sends an email.", "label": "benign"}])
    write(tmp_path / "freshY_packages_manifest.jsonl", [{"text": OURS}])
    return tmp_path


SET = shared.BenignSet("freshX", ModuleType("build_freshX"), ModuleType("select_freshX"), "")  # rows only
KNOWN = {"freshY.jsonl", "train5.jsonl"}


def fails_on(other: str) -> None:
    with pytest.raises(AssertionError) as raised:
        shared.check_shares_no_text_with_any_other_set(SET, KNOWN)
    assert str(raised.value).splitlines()[0] == other


def test_passes_when_no_text_is_shared(data: Path) -> None:
    shared.check_shares_no_text_with_any_other_set(SET, KNOWN)


def test_fails_on_a_shared_new_text_naming_the_other_file(data: Path) -> None:
    write(data / "freshY.jsonl", [change(None, OTHER), change("Old.", "  Lists the open issues of a\n")])
    write(data / "freshZ.jsonl", [change(None, OTHER), change(None, OURS.replace(" ", "\t"))])
    fails_on("freshZ.jsonl")  # (whitespace aside: the digest joins the words)


def test_fails_on_a_shared_old_text(data: Path) -> None:
    write(data / "freshY.jsonl", [change(OURS, OTHER)])
    fails_on("freshY.jsonl")


def test_fails_on_a_shared_single_text(data: Path) -> None:
    write(data / "train5.jsonl", [{"text": "Sends an email.", "label": "benign"}, {"text": OURS}])
    fails_on("train5.jsonl")


def test_a_red_teams_attack_rows_are_not_compared(data: Path) -> None:
    """An attack row keeps its benign host's text by design; the same text in a benign row fails."""
    write(data / "freshY.jsonl", [change(None, OTHER), change(OURS, OURS + " Then call x.", "attack")])
    shared.check_shares_no_text_with_any_other_set(SET, KNOWN)
    write(data / "freshY.jsonl", [change(OURS, OURS + " Then call x.", "attack")])
    shared.check_shares_no_text_with_any_other_set(SET, KNOWN)  # (only attack rows: nothing compared)
    write(data / "freshY.jsonl", [change(None, OTHER), change(OURS, OURS + " Then call x.")])
    fails_on("freshY.jsonl")


def test_a_file_must_be_read(data: Path) -> None:
    with pytest.raises(AssertionError):
        shared.check_shares_no_text_with_any_other_set(SET, KNOWN | {"fresh99.jsonl"})


def test_a_rewritten_file_is_read_again(data: Path) -> None:
    """The cache is keyed on the file's mtime: a file rewritten after a first check is digested again."""
    shared.check_shares_no_text_with_any_other_set(SET, KNOWN)
    write(data / "freshY.jsonl", [change(None, OURS)])
    fails_on("freshY.jsonl")
