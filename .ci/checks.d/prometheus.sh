#!/usr/bin/env bash
# deploy/prometheus: the alerting rules parse (promtool check rules), their unit tests pass (promtool
# test rules), and every Grafana dashboard query is valid PromQL. Needs promtool (Debian package
# `prometheus`, installed by .ci/run); without it this check fails. Metric and label names are also
# checked without promtool by tests/e2e/test_deploy.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v promtool >/dev/null 2>&1; then
  echo "FAIL: promtool is not installed (apt-get install prometheus, which .ci/run does as root)" >&2
  exit 1
fi
promtool check rules deploy/prometheus/toolwatch.rules.yaml
(cd deploy/prometheus && promtool test rules toolwatch.rules.test.yaml)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$work/dashboard.rules.yaml" <<'PY'
import json, sys
import yaml
dash = json.load(open("deploy/grafana/toolwatch.json", encoding="utf-8"))
exprs = [t["expr"] for p in dash["panels"] for t in p.get("targets", [])]
rules = [
    {"record": f"toolwatch:dashboard_query_{i}", "expr": e.replace("$__rate_interval", "5m").replace("$upstream", ".*")}
    for i, e in enumerate(exprs)
]
yaml.safe_dump({"groups": [{"name": "dashboard", "rules": rules}]}, open(sys.argv[1], "w"))
PY
promtool check rules "$work/dashboard.rules.yaml"
