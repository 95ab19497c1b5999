#!/usr/bin/env bash
# deploy/prometheus: the alerting rules parse (promtool check rules), their unit tests pass (promtool
# test rules), and every Grafana dashboard query is valid PromQL. Needs promtool (Debian package
# `prometheus`); it is not installed here on purpose (the package ships a server), so without it this
# check skips. Metric and label names are checked without promtool by tests/e2e/test_deploy.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v promtool >/dev/null 2>&1; then
  echo "SKIP: promtool is not installed (apt-get install prometheus, or a Prometheus release tarball)"
  exit 0
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
