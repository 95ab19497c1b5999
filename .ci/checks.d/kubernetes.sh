#!/usr/bin/env bash
# deploy/kubernetes/*.yaml against the Kubernetes OpenAPI schemas, offline, with kubernetes-validate
# (PyPI; it ships the schemas). --strict rejects unknown fields. Checked against the oldest version the
# manifests support (1.28: the apps.kubernetes.io/pod-index label) and the newest the validator knows.
# servicemonitor.yaml is a Prometheus-operator CRD the validator has no schema for: it is skipped here
# and checked by tests/e2e/test_deploy.py against a schema of the fields it uses.
# Set KUBERNETES_VALIDATE to an installed kubernetes-validate to skip the install.
set -euo pipefail
cd "$(dirname "$0")/../.."
version="1.37.0"

validator="${KUBERNETES_VALIDATE:-}"
if [ -z "$validator" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  python3 -m venv "$work/venv"
  if ! "$work/venv/bin/python" -m pip install --quiet "kubernetes-validate==$version" >"$work/pip.log" 2>&1; then
    echo "FAIL: could not install kubernetes-validate==$version from the package index:" >&2
    tail -n 3 "$work/pip.log" >&2
    exit 1
  fi
  validator="$work/venv/bin/kubernetes-validate"
fi

manifests=()
for f in deploy/kubernetes/*.yaml; do
  case "$f" in */servicemonitor.yaml) continue ;; esac
  manifests+=("$f")
done
for k8s in 1.28.0 1.37.0; do
  echo "kubernetes-validate --strict -k $k8s: ${manifests[*]}"
  "$validator" --strict --quiet -k "$k8s" "${manifests[@]}"
done
echo "kubernetes manifests: valid (servicemonitor.yaml: CRD, checked in tests/e2e/test_deploy.py)"
