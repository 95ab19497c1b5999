""".ci/checks.d: a check whose tool is missing and cannot be installed fails CI, it never passes as a
skip (the scripts themselves run in CI through .ci/run; here their failure paths are exercised)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHECKS = ROOT / ".ci" / "checks.d"


def run_check(name: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [shutil.which("bash") or "/bin/bash", str(CHECKS / name)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


def offline_pip_env() -> dict[str, str]:
    """pip with no index and no local wheels: every install fails at once."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(
        PIP_CONFIG_FILE=os.devnull, PIP_NO_INDEX="1", PIP_FIND_LINKS="", PIP_DISABLE_PIP_VERSION_CHECK="1"
    )
    env.pop("KUBERNETES_VALIDATE", None)
    return env


@pytest.mark.parametrize("name", ["docker.sh", "kubernetes.sh"])
def test_deploy_checks_fail_when_their_validator_cannot_be_installed(name: str) -> None:
    done = run_check(name, offline_pip_env())
    assert done.returncode != 0, done.stdout + done.stderr
    assert "FAIL: could not install" in done.stderr and "SKIP" not in done.stdout + done.stderr


def test_prometheus_check_fails_without_promtool(tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("dirname", "mktemp", "rm", "python3"):
        found = shutil.which(tool)
        assert found, tool
        (bin_dir / tool).symlink_to(found)
    done = run_check("prometheus.sh", {**os.environ, "PATH": str(bin_dir)})
    assert done.returncode == 1 and "FAIL: promtool is not installed" in done.stderr, done.stderr


def test_prometheus_check_runs_the_rule_tests() -> None:
    """promtool is installed here (and by .ci/run in CI): the alert rules and their unit tests run."""
    if not shutil.which("promtool"):
        # CI (.ci/run installs it and sets TOOLWATCH_CI) fails; elsewhere say what to install.
        message = "promtool is needed for the alert-rule tests: apt-get install prometheus"
        if os.environ.get("TOOLWATCH_CI"):
            pytest.fail(message + " (.ci/run installs it)")
        pytest.skip(message + " (CI installs it and runs this test)")
    done = run_check("prometheus.sh", dict(os.environ))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "SUCCESS" in done.stdout + done.stderr
