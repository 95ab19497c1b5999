"""Loading the daemon's config for a subcommand: one place for "a bad config prints one line, exits 78"."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # watcher.config loads when a handler runs, not to build the parser
    from watcher.config import Config

EX_CONFIG = 78  # sysexits.h EX_CONFIG: the config (or the state it names) is invalid


def load_or_report(path: str) -> Config | None:
    """The config at `path`, or None after printing why it is invalid (the caller returns EX_CONFIG)."""
    from watcher.config import ConfigError, load_config

    try:
        return load_config(path)
    except ConfigError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return None
