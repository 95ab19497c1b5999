"""The `toolwatch` command line (placeholder; the CLI issue fills it in)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    print("toolwatch: CLI under construction", file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main())
