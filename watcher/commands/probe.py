"""`toolwatch probe -c FILE [--upstream NAME] [--tool T] [--record]`: run behavioral probes now.

Connects to each upstream that has probes (the daemon's own session code: stdio, http or sse), lists
its tools, runs the probes the read-only guard allows, and prints each probe's fingerprint digest
and findings. Runs are graded against the fingerprints recorded in the upstream's lockfile
(``tools.<tool>.behavior``), else against the daemon's first-seen ones in state. ``--record`` writes
the fingerprints just taken into the lockfile (the tools must already be locked).

Exit codes: 0 no finding above patch; 1 minor findings only, or a probe refused or failed
(probe_error); 2 a major finding; 64 usage; 69 an upstream could not be reached; 78 bad config.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from watcher.config import Config, UpstreamConfig
    from watcher.probes import ProbeRun, ProbeSpec

EX_USAGE, EX_UNAVAILABLE, EX_CONFIG = 64, 69, 78


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "probe",
        help="run behavioral probes now and print fingerprints and findings",
        description=(
            "Call each configured probe (upstreams[].probes) once, fingerprint the response shape and "
            "grade it against the recorded one. Examples:\n"
            "  toolwatch probe -c config.yaml\n"
            "  toolwatch probe -c config.yaml --upstream kb --tool kb_query --format json\n"
            "  toolwatch probe -c config.yaml --upstream kb --record   # write fingerprints to the lockfile"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("-c", "--config", required=True, metavar="FILE")
    parser.add_argument("--upstream", action="append", default=[], metavar="NAME", help="only this upstream")
    parser.add_argument("--tool", action="append", default=[], metavar="T", help="only this tool's probes")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument(
        "--record", action="store_true", help="write the fingerprints into each upstream's lockfile"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import logging

    import anyio

    if not logging.getLogger().handlers:  # standalone: the CLI frame configures logging itself
        logging.basicConfig(level=logging.ERROR, format="toolwatch probe: %(message)s")

    from oracle import InputError
    from watcher.config import ConfigError, load_config
    from watcher.probes import ProbeConfigError

    try:
        config = load_config(args.config)
        plan = _plan(config, args.upstream, args.tool)
    except ConfigError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return EX_CONFIG
    except (ProbeConfigError, InputError) as exc:
        print(f"toolwatch: {args.config}: {exc}", file=sys.stderr)
        return EX_CONFIG
    except ValueError as exc:
        print(f"toolwatch probe: {exc}", file=sys.stderr)
        return EX_USAGE
    results: dict[str, list[ProbeRun] | str] = {}
    anyio.run(_run_all, config, plan, results)
    code = _exit_code(results)
    _print(results, plan, args.format, config)
    if args.record:
        code = max(code, _record(config, plan, results))
    return code


def _plan(
    config: Config, only_upstreams: list[str], only_tools: list[str]
) -> list[tuple[UpstreamConfig, tuple[ProbeSpec, ...]]]:
    from watcher.probes import parse_probes

    chosen = [config.upstream(name) for name in only_upstreams] if only_upstreams else list(config.upstreams)
    plan = []
    for up in chosen:
        probes = parse_probes(
            list(up.probes), where=f"upstreams[name={up.name}].probes", defaults=config.probes
        )
        if only_tools:
            probes = tuple(p for p in probes if p.tool in only_tools)
        if probes:
            plan.append((up, probes))
    if not plan:
        raise ValueError("no probes to run: add `probes:` to an upstream, or check --upstream/--tool")
    return plan


async def _run_all(
    config: Config, plan: list[tuple[UpstreamConfig, tuple[ProbeSpec, ...]]], results: dict[str, Any]
) -> None:
    import anyio

    async with anyio.create_task_group() as tg:
        for up, probes in plan:
            tg.start_soon(_run_upstream, config, up, probes, results)


async def _run_upstream(
    config: Config, up: UpstreamConfig, probes: tuple[ProbeSpec, ...], results: dict[str, Any]
) -> None:
    import anyio

    from oracle import Grade, Options
    from watcher.probe_runtime import ProbeStore, baselines_for
    from watcher.probes import DEFAULT_CONCURRENCY, run_probes
    from watcher.session import describe, list_all_tools, open_client

    overrides = {k: Grade.parse(v) for k, v in {**config.grade_overrides, **up.grade_overrides}.items()}
    try:
        baseline = baselines_for(up.name, ProbeStore(config.state_dir), _behavior_sections(up))
    except Exception as exc:  # an unreadable lockfile: say so, grade against state only
        print(f"toolwatch probe: {up.name}: lockfile not used: {exc}", file=sys.stderr)
        baseline = baselines_for(up.name, ProbeStore(config.state_dir))
    budget = up.connect_timeout + up.call_timeout + sum(p.timeout for p in probes) + 5
    try:
        with anyio.fail_after(budget):
            async with open_client(up) as client:
                tools = await list_all_tools(client, up)
                results[up.name] = await run_probes(
                    client,
                    tools,
                    probes,
                    upstream=up.name,
                    baseline=baseline,
                    options=Options(grade_overrides=overrides),
                    concurrency=int(config.probes.get("concurrency", DEFAULT_CONCURRENCY)),
                )
    except Exception as exc:  # one unreachable upstream is reported; the others still run
        results[up.name] = f"cannot reach {up.describe()}: {describe(exc, config.secrets)}"


def _behavior_sections(up: UpstreamConfig) -> dict[str, Any]:
    from oracle.lockfile import parse_lockfile

    if up.lockfile is None or not up.lockfile.exists():
        return {}
    lock = parse_lockfile(up.lockfile.read_bytes(), source=str(up.lockfile))
    return {name: tool.behavior for name, tool in lock.tools.items() if tool.behavior}


def _exit_code(results: dict[str, Any]) -> int:
    from oracle import Grade, Outcome

    code = 0
    for runs in results.values():
        if isinstance(runs, str):
            code = max(code, EX_UNAVAILABLE)
            continue
        for run in runs:
            grade = max((f.grade for f in run.findings), default=Grade.NONE)
            if grade >= Grade.MAJOR:
                code = max(code, 2)
            elif grade >= Grade.MINOR or run.outcome is not Outcome.OK:
                code = max(code, 1)
    return code


def _record(config: Config, plan: list[tuple[UpstreamConfig, Any]], results: dict[str, Any]) -> int:
    import os
    import tempfile

    from oracle.lockfile import parse_lockfile, render_lockfile
    from watcher.probe_runtime import record_in_lockfile

    code = 0
    for up, _ in plan:
        runs = results.get(up.name)
        if isinstance(runs, str) or not runs:
            continue
        if up.lockfile is None or not up.lockfile.exists():
            print(
                f"toolwatch probe: {up.name}: no lockfile to record into; run `toolwatch lock` first",
                file=sys.stderr,
            )
            code = 1
            continue
        lock = parse_lockfile(up.lockfile.read_bytes(), source=str(up.lockfile))
        updated, written = record_in_lockfile(lock, runs, config.secrets)
        skipped = sorted(
            {r.probe.tool for r in runs if r.fingerprint is not None and r.probe.key not in written}
        )
        if skipped:
            print(
                f"toolwatch probe: {up.name}: not locked, not recorded: {', '.join(skipped)}", file=sys.stderr
            )
            code = 1
        fd, tmp = tempfile.mkstemp(prefix=f".{up.lockfile.name}.", dir=up.lockfile.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(render_lockfile(updated))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, up.lockfile)
        print(f"recorded {len(written)} fingerprint(s) in {up.lockfile}", file=sys.stderr)
    return code


def _print(results: dict[str, Any], plan: list[tuple[UpstreamConfig, Any]], fmt: str, config: Config) -> None:
    if fmt == "json":
        doc = {up.name: _json_runs(results.get(up.name)) for up, _ in plan}
        sys.stdout.write(json.dumps({"upstreams": doc}, indent=2, sort_keys=True) + "\n")
        return
    for up, probes in plan:
        runs = results.get(up.name)
        print(f"{up.name} ({up.describe()}): {len(probes)} probe(s)")
        if isinstance(runs, str) or runs is None:
            print(f"  error: {config.redact(runs or 'not run')}")
            continue
        for run in runs:
            if run.fingerprint is not None:
                against = "baseline" if run.baseline is not None else "no baseline yet"
                print(f"  {run.probe.key}  ok  {run.fingerprint.digest}  ({against})")
            else:
                print(f"  {run.probe.key}  {run.status} (probe_error): {run.error}")
            for f in run.findings:
                print(f"    {f.grade.label:<5}  {f.rule_id}: {f.message}")


def _json_runs(runs: Any) -> Any:
    if isinstance(runs, str) or runs is None:
        return {"error": runs or "not run"}
    return [
        {
            "probe": run.probe.key,
            "tool": run.probe.tool,
            "status": run.status,
            "outcome": run.outcome.value,
            "error": run.error,
            "digest": run.fingerprint.digest if run.fingerprint else None,
            "fingerprint": run.fingerprint.to_json() if run.fingerprint else None,
            "baseline_digest": run.baseline.digest if run.baseline else None,
            "findings": [f.to_json() for f in run.findings],
        }
        for run in runs
    ]


def main(argv: list[str] | None = None) -> int:
    """Run without the CLI frame: ``python -m watcher.commands.probe -c FILE ...``."""
    parser = argparse.ArgumentParser(prog="toolwatch")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["probe", *(sys.argv[1:] if argv is None else argv)])
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
