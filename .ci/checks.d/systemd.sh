#!/usr/bin/env bash
# systemd/toolwatch.service: `systemd-analyze verify` must be clean and `systemd-analyze security` must
# rate it at most 2.0 ("OK"). Needs systemd-analyze (Debian/Ubuntu package `systemd`, installed by
# .ci/run); when it is missing and cannot be installed, this check fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
unit=systemd/toolwatch.service
documented="1.1 OK (systemd 252, docs/deploy.md)"

if ! command -v systemd-analyze >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "systemd-analyze missing; installing the distribution's systemd package"
    { timeout 300 apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive timeout 300 apt-get install -y -qq --no-install-recommends systemd; } ||
      echo "apt-get install systemd failed" >&2
  fi
fi
if ! command -v systemd-analyze >/dev/null 2>&1; then
  echo "FAIL: systemd-analyze is not available and could not be installed (documented: $documented)" >&2
  exit 1
fi

# verify checks that ExecStart's binary exists; point it at one that does, and change nothing else.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sed 's#^ExecStart=[^ ]*#ExecStart=/bin/true#' "$unit" >"$work/toolwatch.service"
status=0
(cd "$work" && systemd-analyze verify ./toolwatch.service) >"$work/verify.out" 2>&1 || status=$?
cat "$work/verify.out"
# Warnings about the host's own units are not ours; anything about this unit, or a failure, is.
if [ "$status" -ne 0 ] || grep -q "toolwatch.service" "$work/verify.out"; then
  echo "FAIL: systemd-analyze verify reported problems with $unit" >&2
  exit 1
fi
echo "systemd-analyze verify: clean"
(cd "$work" && systemd-analyze security --offline=yes --threshold=20 ./toolwatch.service) | tail -n 1
echo "systemd-analyze security: exposure within 2.0"
