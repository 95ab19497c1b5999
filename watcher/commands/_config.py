"""Loading the daemon's config and opening its state for a subcommand: one place for "a bad config
(or unreadable state) prints one line, exits 78"."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from watcher.exitcodes import NoInputError

if TYPE_CHECKING:  # watcher.config and the state load when a handler runs, not to build the parser
    from pathlib import Path

    from watcher.config import Config
    from watcher.readonly_state import ReadOnlyState

EX_CONFIG = 78  # sysexits.h EX_CONFIG: the config (or the state it names) is invalid


def load_or_report(path: str) -> Config | None:
    """The config at `path`, or None after printing why it is invalid (the caller returns EX_CONFIG)."""
    from watcher.config import ConfigError, load_config

    try:
        return load_config(path)
    except ConfigError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return None


def open_state_or_report(state_dir: Path) -> ReadOnlyState | None:
    """The state directory opened read-only, or None after printing why it cannot be read (the caller
    exits EX_CONFIG). No state at all is NoInputError (66): the daemon has not run yet."""
    from watcher.readonly_state import NoStateError, ReadOnlyState
    from watcher.state import StateError

    try:
        return ReadOnlyState(state_dir)
    except NoStateError as exc:
        raise NoInputError(str(exc)) from None
    except StateError as exc:
        print(f"toolwatch: error: {exc}", file=sys.stderr)
        return None
