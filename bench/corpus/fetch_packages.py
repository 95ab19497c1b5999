"""Download published versions of the MCP server packages in packages.txt and unpack them.

Usage: python fetch_packages.py packages.txt WORK_DIR [--per-package N] [--only ecosystem]
       python fetch_packages.py packages.txt WORK_DIR --pinned data/packages_manifest.jsonl

Uses the ordinary registry clients only (`npm view`, `npm pack`, `pip index versions`,
`pip download --no-deps`). For each package it keeps at most N stable versions spread evenly over its
published history (the first and the latest included), unpacks each into
WORK_DIR/unpacked/<slug>@<version>/ and appends one line per version to WORK_DIR/manifest.jsonl:
{ecosystem, package, version, license, dir, artifact, sha256}. Already unpacked versions are skipped,
so the script can be re-run to resume. With --pinned, exactly the versions of a recorded manifest are
fetched (packages.txt still selects which packages), and each artifact's sha256 must match the record:
the way to rebuild the committed corpus byte for byte.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

_PRE = re.compile(r"[a-zA-Z-]")


def _run(cmd: list[str], cwd: Path | None = None, timeout: int = 300) -> str:
    out = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, timeout=timeout, check=False)
    if out.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}: {out.stderr.strip()[-300:]}")
    return out.stdout


def _spread(versions: list[str], n: int) -> list[str]:
    """At most n versions evenly spaced over the history, first and last included."""
    if len(versions) <= n:
        return versions
    idx = sorted({round(i * (len(versions) - 1) / (n - 1)) for i in range(n)})
    return [versions[i] for i in idx]


def _slug(package: str) -> str:
    return package.replace("@", "").replace("/", "__")


def npm_versions(package: str) -> tuple[list[str], str]:
    data = json.loads(_run(["npm", "view", package, "versions", "license", "--json"]))
    versions = data.get("versions", []) if isinstance(data, dict) else []
    lic = data.get("license", "") if isinstance(data, dict) else ""
    stable = [v for v in versions if "-" not in v]
    return (stable or versions), str(lic or "")


def pypi_versions(package: str) -> list[str]:
    # Ask as a recent interpreter would, so packages that need a newer Python than ours are listed too.
    out = _run([sys.executable, "-m", "pip", "index", "versions", "--python-version", "3.13", package])
    m = re.search(r"Available versions: (.*)", out)
    versions = [v.strip() for v in m.group(1).split(",")] if m else []
    versions.reverse()  # pip lists newest first
    stable = [v for v in versions if not _PRE.search(v)]
    return stable or versions


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch_npm(
    package: str, n: int, work: Path, manifest: list[dict[str, str]], pinned: list[str] | None = None
) -> None:
    versions, lic = npm_versions(package)
    wanted = pinned if pinned is not None else _spread(versions, n)
    chosen = [v for v in wanted if not (work / "unpacked" / f"{_slug(package)}@{v}").exists()]
    if not chosen:
        return
    tarballs = work / "tarballs"
    tarballs.mkdir(parents=True, exist_ok=True)
    out = _run(["npm", "pack", "--json", *[f"{package}@{v}" for v in chosen]], cwd=tarballs, timeout=900)
    for entry in json.loads(out):
        artifact = tarballs / entry["filename"]
        dest = work / "unpacked" / f"{_slug(package)}@{entry['version']}"
        dest.mkdir(parents=True, exist_ok=True)
        with tarfile.open(artifact) as tar:
            members = [m for m in tar.getmembers() if m.isfile() and not m.name.endswith(".map")]
            tar.extractall(dest, members=members, filter="data")
        manifest.append(
            {
                "ecosystem": "npm",
                "package": package,
                "version": entry["version"],
                "license": lic,
                "dir": dest.name,
                "artifact": artifact.name,
                "sha256": _sha(artifact),
            }
        )


def _wheel_license(dest: Path) -> str:
    for meta in dest.glob("*.dist-info/METADATA"):
        text = meta.read_text(encoding="utf-8", errors="replace")
        for key in ("License-Expression: ", "License: "):
            for line in text.splitlines():
                if line.startswith(key) and len(line) < 120:
                    return line.removeprefix(key).strip()
        classifiers = re.findall(r"Classifier: License :: (.*)", text)
        if classifiers:
            return classifiers[0].split(" :: ")[-1]
    # No licence field in the metadata: name it from the first words of the shipped licence file.
    for lic in [
        *dest.glob("*.dist-info/licenses/*"),
        *dest.glob("*.dist-info/LICENSE*"),
        *dest.glob("LICENSE*"),
    ]:
        head = " ".join(lic.read_text(encoding="utf-8", errors="replace").split()[:12]).lower()
        for needle, name in (
            ("mit license", "MIT"),
            ("apache license", "Apache-2.0"),
            ("bsd", "BSD"),
            ("gnu general public", "GPL"),
            ("mozilla public", "MPL-2.0"),
        ):
            if needle in head:
                return name
    return ""


def fetch_pypi(
    package: str, n: int, work: Path, manifest: list[dict[str, str]], pinned: list[str] | None = None
) -> None:
    dists = work / "dists"
    dists.mkdir(parents=True, exist_ok=True)
    for version in pinned if pinned is not None else _spread(pypi_versions(package), n):
        dest = work / "unpacked" / f"{_slug(package)}@{version}"
        if dest.exists():
            continue
        before = set(dists.iterdir())
        try:
            _run(
                [
                    sys.executable,
                    "-m",
                    "pip",
                    "download",
                    "-q",
                    "--no-deps",
                    # as in pypi_versions: packages that need a newer Python than ours download too
                    "--python-version",
                    "3.13",
                    "-d",
                    str(dists),
                    f"{package}=={version}",
                ]
            )
        except RuntimeError as exc:
            print(f"skip {package}=={version}: {exc}", file=sys.stderr)
            continue
        new = sorted(set(dists.iterdir()) - before)
        if not new:
            continue
        artifact = new[0]
        dest.mkdir(parents=True, exist_ok=True)
        if artifact.suffix == ".whl":
            with zipfile.ZipFile(artifact) as zf:
                zf.extractall(dest)
        else:
            with tarfile.open(artifact) as tar:
                tar.extractall(dest, filter="data")
        manifest.append(
            {
                "ecosystem": "pypi",
                "package": package,
                "version": version,
                "license": _wheel_license(dest),
                "dir": dest.name,
                "artifact": artifact.name,
                "sha256": _sha(artifact),
            }
        )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("packages", type=Path)
    ap.add_argument("work", type=Path)
    ap.add_argument("--per-package", type=int, default=10)
    ap.add_argument("--only", choices=("npm", "pypi"))
    ap.add_argument("--pinned", type=Path, help="a packages_manifest.jsonl: fetch exactly its versions")
    args = ap.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    pins: dict[str, list[str]] = {}
    digests: dict[tuple[str, str], str] = {}
    if args.pinned:
        for line in args.pinned.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            pins.setdefault(entry["package"], []).append(entry["version"])
            digests[(entry["package"], entry["version"])] = entry["sha256"]
    for line in args.packages.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        ecosystem, package = line.split()
        if args.only and ecosystem != args.only:
            continue
        manifest: list[dict[str, str]] = []
        pinned = pins.get(package, []) if args.pinned else None
        try:
            (fetch_npm if ecosystem == "npm" else fetch_pypi)(
                package, args.per_package, args.work, manifest, pinned
            )
        except (RuntimeError, subprocess.TimeoutExpired, tarfile.TarError, zipfile.BadZipFile) as exc:
            print(f"skip {package}: {exc}", file=sys.stderr)
        for entry in manifest:
            recorded = digests.get((package, entry["version"]))
            if recorded and recorded != entry["sha256"]:
                print(
                    f"sha256 mismatch: {package}@{entry['version']} differs from the record", file=sys.stderr
                )
        with (args.work / "manifest.jsonl").open("a", encoding="utf-8") as fh:
            for entry in manifest:
                fh.write(json.dumps(entry) + "\n")
        print(f"{ecosystem} {package}: {len(manifest)} versions", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
