"""`toolwatch findings [-c FILE] [--open|--all] [--upstream U] [--security] [--json]` and
`toolwatch findings show ID`: what the daemon found, read from its state directory offline.

The state database is opened read-only, so this is safe while the daemon runs, and lists every
finding (the HTTP status caps each upstream's list).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from watcher.commands._config import EX_CONFIG, open_state_or_report
from watcher.config import did_you_mean
from watcher.exitcodes import NoInputError, UsageError
from watcher.safetext import escape_control

if TYPE_CHECKING:
    from watcher.readonly_state import ReadOnlyState


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "findings",
        help="list the daemon's findings, or show one in full (reads the state dir; safe while it runs)",
        description=(
            "List what the daemon found, from the state directory of its config. The database is opened\n"
            "read-only, so this is safe while `toolwatch watch` runs. Examples:\n"
            "  toolwatch findings -c config.yaml                      # open findings\n"
            "  toolwatch findings -c config.yaml --all --upstream demo --json\n"
            "  toolwatch findings show 3 -c config.yaml               # one finding in full"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _common(parser, argparse.SUPPRESS)
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--open", dest="all", action="store_false", help="only open findings (the default)")
    which.add_argument("--all", dest="all", action="store_true", help="open and closed findings")
    parser.add_argument("--upstream", metavar="U", help="only this upstream")
    parser.add_argument("--security", action="store_true", help="only security-relevant findings")
    parser.set_defaults(func=run_list, all=False)
    sub = parser.add_subparsers(dest="findings_command", metavar="{show}")
    show = sub.add_parser(
        "show",
        help="one finding in full: its graded report, old and new texts, the approve command",
        description="Show one finding in full: every graded change with its path, the old and new\n"
        "description texts with the inserted words marked, and the `toolwatch approve` command to run.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    show.add_argument("id", type=int, metavar="ID", help="the finding's id (from `toolwatch findings`)")
    _common(show, argparse.SUPPRESS)
    show.set_defaults(func=run_show)


def _common(parser: argparse.ArgumentParser, default: Any) -> None:
    # Accepted before and after `show`; SUPPRESS keeps the subcommand from resetting what was given
    # before it.
    parser.add_argument(
        "-c", "--config", metavar="FILE", default=default, help="the daemon's config (for its state_dir)"
    )
    parser.add_argument(
        "--json", action="store_true", default=default, help="one JSON document instead of text"
    )


def _config(args: argparse.Namespace) -> str:
    config = getattr(args, "config", None)
    if not config:
        raise UsageError("-c/--config FILE is required (the daemon's config, for its state_dir)")
    return str(config)


def _open(config: str) -> ReadOnlyState:
    from watcher.commands.outbox import _state_dir

    state_dir = _state_dir(Path(config))
    state = None if state_dir is None else open_state_or_report(state_dir)
    if state is None:
        raise SystemExit(EX_CONFIG)
    return state


def run_list(args: argparse.Namespace) -> int:
    args.config, args.json = _config(args), getattr(args, "json", False)
    with _open(args.config) as state:
        rows = state.findings(open_only=not args.all, upstream=args.upstream, security=args.security)
        known = state.upstreams()
    if args.upstream is not None and args.upstream not in known:
        known = sorted({*known, *_configured(args.config)})
        if args.upstream not in known:  # configured but not seen yet is fine: it has no findings
            raise UsageError(
                f"no upstream {args.upstream!r} in the config or the state"
                + did_you_mean(args.upstream, known),
                hint=f"known: {', '.join(known) or 'none yet'}",
            )
    if args.json:
        doc = {"findings": [{**f.to_json(), "detail": f.detail} for f in rows]}
        print(json.dumps(doc, indent=2))
        return 0
    which = "findings" if args.all else "open findings"
    if not rows:
        print(f"no {which}" + (f" for {args.upstream}" if args.upstream else ""))
        return 0
    print(
        f"{'ID':>5}  {'UPSTREAM':14} {'TOOL':22} {'GRADE':6} {'SEC':3} {'OUTCOME':18} {'OPENED':16}  SUMMARY"
    )
    for f in rows:
        state_note = "" if f.closed_at is None else f"[closed: {f.close_reason}] "
        print(
            f"{f.id:>5}  {f.upstream[:14]:14} {escape_control(f.tool)[:22]:22} {f.grade:6} {'yes' if f.security else '':3} "
            f"{f.outcome[:18]:18} {_when(f.opened_at):16}  {state_note}{_one_line(f.summary, 100)}"
        )
    print(f"{len(rows)} {which}; `toolwatch findings show ID -c {args.config}` for one in full")
    return 0


def _configured(config: str) -> list[str]:
    from watcher.config import ConfigError, load_config

    try:
        return [u.name for u in load_config(config).upstreams]
    except ConfigError:
        return []


def run_show(args: argparse.Namespace) -> int:
    from watcher.config import ConfigError, load_config
    from watcher.findings_model import tool_lookup, view

    args.config, args.json = _config(args), getattr(args, "json", False)
    with _open(args.config) as state:
        finding = state.finding(args.id)
        if finding is None:
            raise NoInputError(
                f"no finding {args.id} in {state.path}",
                hint=f"list them with `toolwatch findings -c {args.config} --all`",
            )
        snapshot = state.snapshot(finding.upstream)
        try:  # for the lockfile's full contracts; the state alone still shows the finding
            config = load_config(args.config)
        except ConfigError:
            config = None
        v = view(finding, args.config, snapshot, tool_lookup(state, config))
    if args.json:
        print(json.dumps(v.to_json(), indent=2))
        return 0
    f = v.finding
    print(
        f"finding {f.id}: {f.upstream} / {escape_control(f.tool)}  ({v.status}, opened {_when(f.opened_at)} UTC)"
    )
    security = ", SECURITY-relevant" if f.security else ""
    print(f"  grade {f.grade}, outcome {f.outcome}{security}")
    print(f"  contract digest {f.old_digest or '(none)'} → {f.new_digest or '(none)'}")
    detail = f.detail
    versions = [
        f"{k.replace('_', ' ')} {detail[k]}"
        for k in ("previous_version", "declared_version")
        if detail.get(k)
    ]
    if versions:
        print("  " + ", ".join(versions))
    print(f"\n  {len(v.changes)} graded change(s):")
    for c in v.changes:
        flag = "  [security]" if c.security else ""
        print(f"    {c.grade:6} {c.rule_id}  {escape_control(c.path or '/')}{flag}")
        print(f"           {_one_line(c.message, 200)}")
        shown_below = any(t.path == c.path and t.rule_id == c.rule_id for t in v.texts)
        if (c.old is not None or c.new is not None) and not shown_below:
            print(f"           {_one_line(c.old or '(absent)', 90)} → {_one_line(c.new or '(absent)', 90)}")
        for evidence in c.evidence:
            print(f"           evidence: {_quoted(evidence)}")
    for t in v.texts:
        print(f"\n  {escape_control(t.path)} ({t.rule_id})")
        print("    old: " + _indent(t.old_text or "(absent)"))
        print("    new: " + _indent(t.new_text))
        for text in t.inserted:
            print(f"    + inserted: {_quoted(text.strip())}")
        for kind, text in t.old:
            if kind == "delete":
                print(f"    - deleted:  {_quoted(text.strip())}")
    if v.approve:
        print(f"\n  accept this change: {escape_control(v.approve)}")
    return 0


def _when(ts: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.gmtime(ts))


def _one_line(text: str, width: int) -> str:
    """Upstream text on one line, cut, with control characters shown as escapes (a description can
    carry terminal escape sequences)."""
    flat = escape_control(" ".join(text.split()))
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def _indent(text: str) -> str:
    return "\n         ".join(escape_control(line) for line in text.split("\n"))


def _quoted(text: str) -> str:
    return escape_control(json.dumps(text, ensure_ascii=False))
