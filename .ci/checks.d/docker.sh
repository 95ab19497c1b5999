#!/usr/bin/env bash
# deploy/Dockerfile: parse it with BuildKit's own parser (the `dockerfile` package on PyPI wraps it), so
# a syntax error fails CI even though no container engine runs here, and check what the image promises:
# a non-root USER, a HEALTHCHECK on /healthz, config and state VOLUMEs, COPY sources that exist and are
# not excluded by deploy/Dockerfile.dockerignore. Fails when the package cannot be installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
if ! "$work/venv/bin/python" -m pip install --quiet "dockerfile==3.4.0" >"$work/pip.log" 2>&1; then
  echo "FAIL: could not install dockerfile==3.4.0 from the package index:" >&2
  tail -n 3 "$work/pip.log" >&2
  exit 1
fi
"$work/venv/bin/python" - <<'PY'
import fnmatch
import os
import sys

import dockerfile

commands = dockerfile.parse_file("deploy/Dockerfile")
final = commands[max(i for i, c in enumerate(commands) if c.cmd == "FROM") :]
problems = []
users = [c.value[0] for c in final if c.cmd == "USER"]
if not users or users[-1].split(":")[0] in ("0", "root"):
    problems.append("the final stage must switch to a non-root USER")
health = [c for c in final if c.cmd == "HEALTHCHECK"]
if not health or not any("/healthz" in v for v in health[-1].value):
    problems.append("the final stage needs a HEALTHCHECK on /healthz")
volumes = {v for c in final if c.cmd == "VOLUME" for v in c.value}
for needed in ("/etc/toolwatch", "/var/lib/toolwatch"):
    if needed not in volumes:
        problems.append(f"VOLUME {needed} is missing")
patterns = [line.strip() for line in open("deploy/Dockerfile.dockerignore") if line.strip() and not line.startswith("#")]

def excluded(path: str) -> bool:
    out = False
    for pattern in patterns:
        negate = pattern.startswith("!")
        pattern = pattern.lstrip("!")
        if fnmatch.fnmatch(path, pattern) or fnmatch.fnmatch(path, pattern.removesuffix("/**")):
            out = not negate
    return out

for c in commands:
    if c.cmd == "COPY" and not any(f.startswith("--from") for f in c.flags):
        for source in c.value[:-1]:
            if not os.path.exists(source):
                problems.append(f"COPY {source}: not in the repository")
            elif excluded(source):
                problems.append(f"COPY {source}: excluded from the build context by the .dockerignore")
print(f"deploy/Dockerfile: {len(commands)} instructions, {sum(c.cmd == 'FROM' for c in commands)} stages")
if problems:
    print("\n".join("FAIL: " + p for p in problems), file=sys.stderr)
    sys.exit(1)
print("deploy/Dockerfile: ok (non-root, healthcheck, volumes, context)")
PY
