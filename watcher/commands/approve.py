"""`toolwatch approve -c FILE --upstream NAME [--tool T] [--bump]`: accept the last snapshot.

With a lockfile configured, the last snapshot the daemon recorded is written into it (versions carried
over, or bumped with --bump), atomically. Without one, the snapshot becomes the new first-seen baseline.
Either way the upstream's matching open findings are closed as approved, so the change stops alerting,
and the probes' last fingerprints (kept in state) become their baselines.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, TextIO

from watcher.commands._config import EX_CONFIG, load_or_report
from watcher.exitcodes import ExitCode, unknown_upstream
from watcher.safetext import escape_control

EX_DATAERR, EX_NOINPUT = 65, 66


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "approve",
        help="accept the last snapshot of an upstream into its lockfile (a reviewed change stops alerting)",
        description=(
            "Accept what an upstream serves now, after a person reviewed it. The last snapshot the daemon\n"
            "recorded is written into the upstream's lockfile (versions carried over, or raised with\n"
            "--bump), or becomes the first-seen baseline when there is no lockfile. The matching open\n"
            "findings close as approved, so the change stops alerting. An open security-relevant finding\n"
            "(a poisoned description, a dropped readOnlyHint) is only accepted with --accept-security.\n"
            "Review first: `toolwatch findings -c FILE` and `toolwatch findings show ID -c FILE`.\n"
            "Example:\n"
            "  toolwatch approve -c config.yaml --upstream demo --tool add_note --bump"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("-c", "--config", required=True, metavar="FILE")
    parser.add_argument(
        "--upstream", required=True, metavar="NAME", help="the upstream, as named in the config"
    )
    parser.add_argument(
        "--tool", action="append", default=[], metavar="T", help="approve only this tool (repeatable)"
    )
    parser.add_argument(
        "--bump", action="store_true", help="raise each changed tool's version by the bump its grade requires"
    )
    parser.add_argument(
        "--accept-security",
        action="store_true",
        help="also accept open security-relevant findings (each is listed); without it approve refuses",
    )
    parser.set_defaults(func=run)


def atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def run(args: argparse.Namespace) -> int:
    from watcher.state import State

    config = load_or_report(args.config)
    if config is None:
        return EX_CONFIG
    names = [u.name for u in config.upstreams]
    if args.upstream not in names:
        raise unknown_upstream(args.upstream, args.config, names)
    up = config.upstream(args.upstream)
    state = State(config.state_dir)
    try:
        security = [
            f for f in state.open_findings(up.name) if f.security and (not args.tool or f.tool in args.tool)
        ]
        if security and not args.accept_security:
            print(
                f"toolwatch approve: refusing: {len(security)} open security-relevant finding(s) "
                f"on {up.name} would be accepted:",
                file=sys.stderr,
            )
            _list_security(security, sys.stderr)
            print(
                "  review them (`toolwatch findings show ID -c FILE`); if the new text is really intended,"
                " re-run with --accept-security",
                file=sys.stderr,
            )
            return ExitCode.USAGE
        if security:
            print(f"{up.name}: accepting {len(security)} security-relevant finding(s):")
            _list_security(security, sys.stdout)
        snap = state.snapshot(up.name)
        if snap is None:
            print(
                f"toolwatch approve: no snapshot of {up.name!r} in {state.path} yet; run `toolwatch watch` first",
                file=sys.stderr,
            )
            return EX_NOINPUT
        catalogue = {t["name"]: t for t in snap.tools}
        unknown = [t for t in args.tool if t not in catalogue]
        if up.lockfile is None:
            if args.tool:
                print(
                    "toolwatch approve: --tool needs a lockfile; without one the whole baseline moves",
                    file=sys.stderr,
                )
                return EX_DATAERR
            state.set_baseline(up.name, snap.tools, replace=True)
            print(f"{up.name}: first-seen baseline replaced by the last snapshot ({len(catalogue)} tools)")
        else:
            code = _write_lockfile(up, catalogue, args.tool, args.bump, unknown)
            if code:
                return code
        approved = set(args.tool) or None
        if up.probes:
            from watcher.probe_runtime import ProbeStore

            store = ProbeStore(config.state_dir)
            keys = [
                k for k, e in store.load(up.name).items() if approved is None or e.get("tool") in approved
            ]
            accepted = store.approve(up.name, keys)
            if accepted:
                print(f"{up.name}: probe baseline(s) accepted: {', '.join(sorted(accepted))}")
        closed = state.close_findings(
            up.name,
            {f.key for f in state.open_findings(up.name) if approved is not None and f.tool not in approved},
            lambda _f: "approved",
        )
        print(f"{up.name}: {len(closed)} open finding(s) closed as approved")
        return 0
    finally:
        state.close()


def _list_security(findings: list[Any], out: TextIO) -> None:
    for f in findings:
        rules = sorted({str(i.get("rule_id")) for i in f.detail.get("findings", []) if i.get("security")})
        why = ", ".join(rules) or f.summary
        print(f"  #{f.id} {escape_control(f.tool)} ({f.grade}): {escape_control(why)}", file=out)


def _write_lockfile(
    up: Any, catalogue: dict[str, Any], tools: list[str], bump: bool, unknown: list[str]
) -> int:
    import oracle
    from oracle.bumplint import lint_catalogue
    from oracle.lockfile import Lockfile, regenerate, render_lockfile
    from watcher.baseline import LockfileError, declared_versions, read_lock

    previous: Lockfile | None = None
    try:
        declared = declared_versions(up.declared_versions, f"upstreams.{up.name}")
        if up.lockfile.exists():
            previous = read_lock(up.lockfile)
    except LockfileError as exc:
        print(f"toolwatch approve: {exc}", file=sys.stderr)
        return EX_DATAERR
    removed_selected = [t for t in unknown if previous is not None and t in previous.tools]
    if [t for t in unknown if t not in removed_selected]:
        print(
            f"toolwatch approve: no tool {unknown[0]!r} in the last snapshot or the lockfile", file=sys.stderr
        )
        return EX_DATAERR
    grades = {}
    if bump and previous is not None:
        grades = {
            v.name: v.grade for v in lint_catalogue(previous, catalogue, declared, oracle.Options()).tools
        }
    update = regenerate(
        catalogue, previous=previous, declared=declared, grades=grades, bump=bump, generated_for=up.name
    )
    new = update.lockfile
    if tools and previous is not None:
        merged = dict(previous.tools)
        for name in tools:
            if name in new.tools:
                merged[name] = new.tools[name]
            else:
                merged.pop(name, None)
        new = Lockfile(tools=merged, generated_for=new.generated_for, extra=new.extra)
    atomic_write(up.lockfile, render_lockfile(new))
    for choice in update.choices:
        if not tools or choice.tool in tools:
            note = (
                f" (was {choice.previous})" if choice.previous and choice.previous != choice.version else ""
            )
            print(f"  {choice.tool}: {choice.version} [{choice.reason}]{note}")
    for warning in update.warnings:
        print(f"  warning: {warning}", file=sys.stderr)
    print(f"{up.name}: wrote {up.lockfile} ({len(new.tools)} tools)")
    return 0
