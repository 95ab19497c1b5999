"""The deployment artefacts agree with each other and with the code: Kubernetes cross-references, the
ServiceMonitor (a CRD kubernetes-validate has no schema for), Prometheus rules and the Grafana dashboard
(only metric names and labels the daemon exports), the Dockerfile and the systemd unit.

Schema validation of the core manifests is .ci/checks.d/kubernetes.sh; systemd-analyze is
.ci/checks.d/systemd.sh; promtool (PromQL syntax) is .ci/checks.d/prometheus.sh."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from jsonschema import Draft202012Validator
from prometheus_client import CollectorRegistry

import watcher.config as watcher_config
from watcher.metrics import Metrics

ROOT = Path(__file__).resolve().parents[2]
K8S = ROOT / "deploy" / "kubernetes"
RULES = ROOT / "deploy" / "prometheus" / "toolwatch.rules.yaml"
DASHBOARD = ROOT / "deploy" / "grafana" / "toolwatch.json"
DOCKERFILE = ROOT / "deploy" / "Dockerfile"
UNIT = ROOT / "systemd" / "toolwatch.service"


# --------------------------------------------------------------------------- metrics the code exports


def exported_metrics() -> dict[str, frozenset[str]]:
    """Sample name -> label names, for every metric the daemon and the notifiers register."""
    registry = CollectorRegistry()
    collectors: list[Any] = list(vars(Metrics(registry)).values())
    try:
        from notifiers._metrics import NotifyMetrics

        collectors += list(vars(NotifyMetrics(registry)).values())
    except ImportError:  # the notifiers package is optional for this check
        pass
    labels = {c._name: frozenset(c._labelnames) for c in collectors if hasattr(c, "_labelnames")}
    out: dict[str, frozenset[str]] = {}
    for family in registry.collect():
        names = {
            "counter": [family.name + "_total"],
            "gauge": [family.name],
            "histogram": [family.name + s for s in ("_bucket", "_count", "_sum")],
        }[family.type]
        extra = frozenset({"le"}) if family.type == "histogram" else frozenset()
        for name in names:
            out[name] = labels[family.name] | (extra if name.endswith("_bucket") else frozenset())
    return out


METRICS = exported_metrics()
_SELECTOR = re.compile(r"\b(toolwatch_[a-z_]+)\s*(\{[^}]*\})?")
_MATCHER = re.compile(r"([a-zA-Z_][a-zA-Z0-9_]*)\s*(=~|!~|!=|=)")
_GROUPING = re.compile(r"\b(?:by|on|without|ignoring)\s*\(([^)]*)\)")


def check_promql(expr: str, where: str) -> set[str]:
    """Every toolwatch_* metric exists and every label it is matched or grouped on is one it has."""
    used = set()
    all_labels: set[str] = set()
    for match in _SELECTOR.finditer(expr):
        name, selector = match.group(1), match.group(2) or ""
        assert name in METRICS, f"{where}: {name} is not exported (known: {sorted(METRICS)})"
        used.add(name)
        all_labels |= METRICS[name]
        for label, _ in _MATCHER.findall(selector):
            assert label in METRICS[name], f"{where}: {name} has no label {label!r}"
    for group in _GROUPING.findall(expr):
        for label in filter(None, (g.strip() for g in group.split(","))):
            assert label in all_labels | {"le", "instance", "job"}, f"{where}: no metric has label {label!r}"
    return used


# --------------------------------------------------------------------------- Prometheus rules

_DURATION = re.compile(r"^([0-9]+(ms|s|m|h|d|w|y))+$")


def test_alerting_rules_are_well_formed_and_use_exported_metrics() -> None:
    doc = yaml.safe_load(RULES.read_text(encoding="utf-8"))
    assert set(doc) == {"groups"}
    alerts: set[str] = set()
    used: set[str] = set()
    for group in doc["groups"]:
        assert set(group) <= {"name", "rules", "interval"} and group["rules"]
        for rule in group["rules"]:
            assert set(rule) <= {"alert", "expr", "for", "labels", "annotations", "keep_firing_for"}, rule
            name = rule["alert"]
            assert re.fullmatch(r"Toolwatch[A-Z][A-Za-z]+", name), name
            assert name not in alerts, f"duplicate alert {name}"
            alerts.add(name)
            assert isinstance(rule["expr"], str) and rule["expr"].strip()
            if "for" in rule:
                assert _DURATION.match(rule["for"]), f"{name}: bad for: {rule['for']!r}"
            assert rule["labels"]["severity"] in {"critical", "warning", "info"}
            assert {"summary", "description"} <= set(rule["annotations"]), name
            used |= check_promql(rule["expr"], name)
    assert len(alerts) >= 8
    for core in ("toolwatch_tool_compat_verdicts_total", "toolwatch_upstream_up", "toolwatch_open_findings"):
        assert core in used


# --------------------------------------------------------------------------- Grafana


def test_dashboard_panels_query_exported_metrics_and_do_not_overlap() -> None:
    dash = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    assert dash["uid"] == "toolwatch" and dash["title"] == "toolwatch"
    variables = {v["name"] for v in dash["templating"]["list"]}
    assert {"datasource", "upstream"} <= variables
    ids: set[int] = set()
    cells: set[tuple[int, int]] = set()
    used: set[str] = set()
    for panel in dash["panels"]:
        assert panel["id"] not in ids, f"duplicate panel id {panel['id']}"
        ids.add(panel["id"])
        pos = panel["gridPos"]
        assert pos["x"] >= 0 and pos["x"] + pos["w"] <= 24, panel["title"]
        for x in range(pos["x"], pos["x"] + pos["w"]):
            for y in range(pos["y"], pos["y"] + pos["h"]):
                assert (x, y) not in cells, f"panel {panel['title']!r} overlaps another at {(x, y)}"
                cells.add((x, y))
        for target in panel.get("targets", []):
            expr = target["expr"].replace("$__rate_interval", "5m")
            used |= check_promql(expr, panel["title"])
            for var in re.findall(r"\$(\w+)", expr):
                assert var in variables, f"{panel['title']}: unknown variable ${var}"
    # Every metric the daemon exports is on the dashboard somewhere.
    families = {re.sub(r"_(bucket|count|sum)$", "", m) for m in METRICS}
    shown = {re.sub(r"_(bucket|count|sum)$", "", m) for m in used}
    assert families <= shown, f"not on the dashboard: {sorted(families - shown)}"


# --------------------------------------------------------------------------- Kubernetes


def k8s_objects() -> dict[tuple[str, str], dict[str, Any]]:
    objects: dict[tuple[str, str], dict[str, Any]] = {}
    for path in sorted(K8S.glob("*.yaml")):
        for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")):
            if doc:
                objects[(doc["kind"], doc["metadata"]["name"])] = doc
    return objects


OBJECTS = k8s_objects()
STS = OBJECTS[("StatefulSet", "toolwatch")]
POD = STS["spec"]["template"]
CONTAINER = POD["spec"]["containers"][0]


def selects(selector: dict[str, str], labels: dict[str, str]) -> bool:
    return all(labels.get(k) == v for k, v in selector.items())


def test_statefulset_shards_by_pod_ordinal() -> None:
    env = {e["name"]: e for e in CONTAINER["env"]}
    assert env["SHARD_INDEX"]["valueFrom"]["fieldRef"]["fieldPath"] == (
        "metadata.labels['apps.kubernetes.io/pod-index']"
    )
    assert env["SHARD_COUNT"]["value"] == str(STS["spec"]["replicas"])
    args = CONTAINER["args"]
    assert args[:3] == ["watch", "-c", "/etc/toolwatch/config.yaml"]
    assert args[args.index("--shard") + 1] == "$(SHARD_INDEX)/$(SHARD_COUNT)"
    from watcher.supervisor import parse_shard

    replicas = STS["spec"]["replicas"]
    for ordinal in range(replicas):
        assert parse_shard(f"{ordinal}/{replicas}") == (ordinal, replicas)


def test_services_pdb_and_servicemonitor_select_the_pods() -> None:
    pod_labels = POD["metadata"]["labels"]
    assert selects(STS["spec"]["selector"]["matchLabels"], pod_labels)
    headless = OBJECTS[("Service", STS["spec"]["serviceName"])]
    assert headless["spec"]["clusterIP"] == "None"
    port_names = {p["name"] for p in CONTAINER["ports"]}
    for kind, name in OBJECTS:
        obj = OBJECTS[(kind, name)]
        if kind == "Service":
            assert selects(obj["spec"]["selector"], pod_labels), name
            assert {p["targetPort"] for p in obj["spec"]["ports"]} <= port_names, name
    pdb = OBJECTS[("PodDisruptionBudget", "toolwatch")]
    assert selects(pdb["spec"]["selector"]["matchLabels"], pod_labels)
    policy = OBJECTS[("NetworkPolicy", "toolwatch")]
    assert selects(policy["spec"]["podSelector"]["matchLabels"], pod_labels)
    container_ports = {p["containerPort"] for p in CONTAINER["ports"]}
    assert {p["port"] for rule in policy["spec"]["ingress"] for p in rule["ports"]} <= container_ports
    monitor = OBJECTS[("ServiceMonitor", "toolwatch")]
    metrics_services = [
        o
        for (k, _), o in OBJECTS.items()
        if k == "Service" and selects(monitor["spec"]["selector"]["matchLabels"], o["metadata"]["labels"])
    ]
    assert [s["metadata"]["name"] for s in metrics_services] == ["toolwatch-metrics"]
    service_ports = {p["name"] for p in metrics_services[0]["spec"]["ports"]}
    for endpoint in monitor["spec"]["endpoints"]:
        assert endpoint["port"] in service_ports
        assert endpoint["path"] == "/metrics"


# The fields of monitoring.coreos.com/v1 ServiceMonitor this repository uses, from the operator's API
# reference; anything else is a typo here (the CRD itself is not vendored).
SERVICEMONITOR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["apiVersion", "kind", "metadata", "spec"],
    "additionalProperties": False,
    "properties": {
        "apiVersion": {"const": "monitoring.coreos.com/v1"},
        "kind": {"const": "ServiceMonitor"},
        "metadata": {
            "type": "object",
            "required": ["name"],
            "additionalProperties": False,
            "properties": {
                "name": {"type": "string"},
                "namespace": {"type": "string"},
                "labels": {"type": "object", "additionalProperties": {"type": "string"}},
            },
        },
        "spec": {
            "type": "object",
            "required": ["selector", "endpoints"],
            "additionalProperties": False,
            "properties": {
                "jobLabel": {"type": "string"},
                "namespaceSelector": {"type": "object"},
                "selector": {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": {
                        "matchLabels": {"type": "object", "additionalProperties": {"type": "string"}},
                        "matchExpressions": {"type": "array"},
                    },
                },
                "endpoints": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "additionalProperties": False,
                        "properties": {
                            "port": {"type": "string"},
                            "path": {"type": "string"},
                            "scheme": {"enum": ["http", "https"]},
                            "interval": {"type": "string", "pattern": _DURATION.pattern},
                            "scrapeTimeout": {"type": "string", "pattern": _DURATION.pattern},
                            "honorLabels": {"type": "boolean"},
                        },
                    },
                },
            },
        },
    },
}


def test_servicemonitor_matches_the_fields_of_its_crd() -> None:
    errors = list(
        Draft202012Validator(SERVICEMONITOR_SCHEMA).iter_errors(OBJECTS[("ServiceMonitor", "toolwatch")])
    )
    assert not errors, [e.message for e in errors]


def test_probes_and_security_context() -> None:
    assert CONTAINER["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert CONTAINER["readinessProbe"]["httpGet"]["path"] == "/readyz"
    ports = {p["name"] for p in CONTAINER["ports"]}
    for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
        assert CONTAINER[probe]["httpGet"]["port"] in ports
    assert {"requests", "limits"} <= set(CONTAINER["resources"])
    pod_sc, sc = POD["spec"]["securityContext"], CONTAINER["securityContext"]
    assert pod_sc["runAsNonRoot"] is True and pod_sc["runAsUser"] != 0
    assert sc["allowPrivilegeEscalation"] is False and sc["readOnlyRootFilesystem"] is True
    assert sc["capabilities"]["drop"] == ["ALL"]
    claims = {c["metadata"]["name"] for c in STS["spec"]["volumeClaimTemplates"]}
    mounts = {m["name"]: m["mountPath"] for m in CONTAINER["volumeMounts"]}
    assert mounts["state"] == "/var/lib/toolwatch" and "state" in claims


def test_configmap_config_validates_and_ships_the_demo_lockfile() -> None:
    config_mod = watcher_config
    cm = OBJECTS[("ConfigMap", "toolwatch-config")]
    secret = OBJECTS[("Secret", "toolwatch-secrets")]
    items = {i["key"]: i["path"] for i in POD["spec"]["volumes"][0]["configMap"]["items"]}
    assert set(items) == set(cm["data"])
    env_from = {e["secretRef"]["name"] for e in CONTAINER["envFrom"]}
    assert env_from == {"toolwatch-secrets"}
    environ = {e["name"]: e.get("value", "") for e in CONTAINER["env"]} | secret["stringData"]
    config = config_mod.parse_config(
        yaml.safe_load(cm["data"]["config.yaml"]),
        file="configmap",
        base_dir=Path("/etc/toolwatch"),
        environ=environ,
    )
    assert config.state_dir == Path("/var/lib/toolwatch")
    assert config.http_listen is not None and config.http_listen[1] == CONTAINER["ports"][0]["containerPort"]
    for up in config.upstreams:
        if up.lockfile is not None:
            relative = str(up.lockfile.relative_to("/etc/toolwatch"))
            assert relative in items.values(), f"{up.name}: {relative} is not mounted"
    shipped = yaml.safe_load((ROOT / "examples" / "demo.lock.yaml").read_text(encoding="utf-8"))
    assert yaml.safe_load(cm["data"]["demo.lock.yaml"]) == shipped


# --------------------------------------------------------------------------- Dockerfile and systemd


def test_dockerfile_runs_unprivileged_with_healthcheck_and_volumes() -> None:
    text = DOCKERFILE.read_text(encoding="utf-8")
    final = text[text.rindex("\nFROM ") :]
    user = re.findall(r"^USER\s+(\S+)", final, re.MULTILINE)
    assert user and not user[-1].startswith(("0", "root"))
    assert re.search(r"^HEALTHCHECK .*\n?.*/healthz", final, re.MULTILINE)
    volumes = json.loads(re.search(r"^VOLUME\s+(\[.*\])", final, re.MULTILINE).group(1))  # type: ignore[union-attr]
    assert {"/etc/toolwatch", "/var/lib/toolwatch"} <= set(volumes)
    ignore = (ROOT / "deploy" / "Dockerfile.dockerignore").read_text(encoding="utf-8")
    for source in re.findall(r"^COPY\s+(?!--from)(.+?)\s+\S+$", text, re.MULTILINE):
        for path in source.split():
            assert (ROOT / path).exists() or path == "README.md", f"COPY {path}: not in the repository"
            assert f"!{path}" in ignore or f"!{path}/**" in ignore, f"{path} is excluded from the context"


def unit_settings() -> dict[str, list[str]]:
    settings: dict[str, list[str]] = {}
    for line in UNIT.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            key, _, value = line.partition("=")
            settings.setdefault(key.strip(), []).append(value.strip())
    return settings


def test_systemd_unit_has_the_service_contract() -> None:
    s = unit_settings()
    assert s["Type"] == ["notify"] and s["Restart"] == ["on-failure"]
    assert s["ExecReload"] == ["/bin/kill -HUP $MAINPID"]
    assert s["StateDirectory"] == ["toolwatch"] and s["ConfigurationDirectory"] == ["toolwatch"]
    assert s["DynamicUser"] == ["yes"] and s["CapabilityBoundingSet"] == [""]
    assert "WatchdogSec" in s and "EnvironmentFile" in s
    assert "AF_UNIX" in s["RestrictAddressFamilies"][0]  # sd_notify and stdio upstreams need it
    assert "@system-service" in s["SystemCallFilter"]
    assert "MemoryDenyWriteExecute" not in s  # would break JIT runtimes used as stdio upstreams
    assert s["ExecStart"][0].split()[1:3] == ["watch", "-c"]


def test_probes_and_healthcheck_pass_the_host_check() -> None:
    """The HTTP Host check (421 for names not configured) must let every shipped probe through: kubelet
    sends the pod IP (or an httpHeaders Host), the image's HEALTHCHECK fetches 127.0.0.1."""
    from urllib.parse import urlsplit

    from watcher.http import host_allowed

    cm = OBJECTS[("ConfigMap", "toolwatch-config")]
    config = yaml.safe_load(
        next(v for k, v in cm["data"].items() if k.endswith(".yaml") and "upstreams" in v)
    )
    allowed = tuple((config.get("http") or {}).get("allowed_hosts") or ())
    probes = [CONTAINER[k] for k in ("startupProbe", "livenessProbe", "readinessProbe")]
    assert probes and all("httpGet" in p for p in probes)
    for probe in probes:
        headers = {h["name"].lower(): h["value"] for h in probe["httpGet"].get("httpHeaders", [])}
        host = headers.get("host") or probe["httpGet"].get("host") or "10.244.1.23:9464"  # the pod IP
        assert host_allowed(host, allowed), probe
    health = re.search(
        r"https?://[^'\"\s]+", DOCKERFILE.read_text(encoding="utf-8").split("HEALTHCHECK", 1)[1]
    )
    assert health is not None and urlsplit(health.group(0)).path == "/healthz"
    assert host_allowed(urlsplit(health.group(0)).netloc, ())
