"""Provenance of the fourteenth held-out set, `bench/corpus/data/fresh14.jsonl` (MCP tool poisoning, attacks
only; scored once by the lead, 2026-12-02 00:25 UTC).

test_description_held_out_sets.py checks it as it checks fresh10 and fresh11 (digest, schema, the half of
every repository, decontamination against the training collection and the earlier sets, no reserved
digest, host texts kept, the bench's refusals). These check what is particular to it: it shares no text
and no payload run with the sets built after the split's packaged ones (fresh9 to fresh12), its
repository owners are new to every earlier set (their provenance tables and looked-at-and-left lists, and
the training collection's sources), every row traces back to the pinned source it names with that
source's licence, no source passes the cap, and the training script never reads it (it is held out whole
until its one look). No detector runs here, and no row's wording is graded.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.oracle.held_out_sets import BENCH, DATA, planted_host, rows_of, texts
from tests.oracle.test_description_held_out_sets import FRESH14, payload_runs, runs

sys.path.insert(0, str(BENCH / "corpus"))
sys.path.insert(0, str(BENCH))

import fresh11_servers
import fresh14_common
import fresh14_sources
import train_description_model

FRESH14_PATH = DATA / "fresh14.jsonl"
CORPUS = BENCH / "corpus"
_REPO = re.compile(r"github\.com/([\w.-]+)/([\w.-]+)@([0-9a-f]{40})")
ACCEPTED = ("MIT (", "Apache-2.0 (")


def _attack_rows() -> list[dict[str, object]]:
    return [r for r in rows_of(FRESH14_PATH) if r["label"] == "attack"]


def _earlier_text() -> str:
    """Every earlier set's provenance (README up to this set's section) and every other reader module's
    origins: the owners no new set may reuse, the looked-at-and-left lists included."""
    readme = (CORPUS / "README.md").read_text(encoding="utf-8")
    before = readme.split("## Fourteenth independent evaluation set", 1)[0]
    others = [
        p.read_text(encoding="utf-8")
        for p in sorted(CORPUS.glob("*.py"))
        if not p.name.startswith(("fresh14_", "build_fresh14"))
    ]
    return "\n".join([before, *others]).lower()


def test_shares_no_text_with_the_later_sets() -> None:
    """fresh9 to fresh12 are not among the registry's `earlier` (fresh10 and fresh11 have no packages
    list, fresh9 and fresh12 take either half), and fresh15 was written beside it: no old or new text of
    theirs is one of this set's."""
    mine = texts(rows_of(FRESH14_PATH))
    for name in ("fresh9", "fresh10", "fresh11", "fresh12", "fresh15"):
        assert not mine & texts(rows_of(DATA / f"{name}.jsonl")), name


def test_no_payload_run_of_the_tenth_or_eleventh_set() -> None:
    """No eight-word run of a payload (a published row's whole text, a planted row's inserted words) is
    in an attack of fresh10 or fresh11: what they taught was left out when this set was built."""
    learnt = set().union(
        *(runs(r["new"]) for n in ("fresh10", "fresh11") for r in rows_of(DATA / f"{n}.jsonl"))
    )
    hosts = {f"change:{r['origin']} {r['kind']} {r['tool']}": r for r in FRESH14.host_rows()}
    hosts |= {f"birth:{r['tool']} of {r['origin']}": r for r in FRESH14.host_rows()}
    for row in _attack_rows():
        key = planted_host(row)
        payload = runs(str(row["new"])) if key is None else payload_runs(str(row["new"]), hosts[key]["new"])
        assert not payload & learnt, row["id"]


def test_owners_are_new_to_every_earlier_set() -> None:
    """No repository, and no owner, of this set is named by an earlier set, its looked-at-and-left lists
    or the training collection's sources: new outside author groups throughout."""
    earlier = _earlier_text()
    assert (
        "ookini-kawaii/mcp-security-scanner" in earlier and "perparimmjeku" in earlier
    )  # fresh10's, fresh11's
    for origin in fresh14_common.ORIGINS.values():
        m = _REPO.search(origin)
        assert m, origin
        owner, repo = m.group(1).lower(), m.group(2).lower()
        assert f"{owner}/" not in earlier, owner
        assert repo not in ("damn-vulnerable-mcp-server", "mcp-injection-experiments", "mcpsecbench"), repo


def test_rows_trace_back_to_their_pinned_source() -> None:
    """Every row's source is one of the readers', its origin names that source's repository at the pinned
    commit, and its licence is that source's, a permissive one, whose licence file is pinned."""
    sources = Counter()
    for row in _attack_rows():
        key = str(row["source"]).removeprefix("fresh14-")
        assert key in fresh14_common.ORIGINS, row["id"]
        assert str(row["origin"]).startswith(fresh14_common.ORIGINS[key] + " "), row["id"]
        # a planted row names its host's licence too: "<payload's> (payload); host text: <host's>"
        assert str(row["licence"]).split(" (payload); host text: ")[0] == fresh14_common.LICENCES[key]
        assert str(row["licence"]).startswith(ACCEPTED), row["id"]
        assert fresh14_common.LICENCE_FILES[key] in fresh14_sources.PINNED, key
        sources[key] += 1
    assert len(sources) >= 10
    assert max(sources.values()) <= fresh11_servers.CAP  # at most five rows a source
    assert all(re.fullmatch(r"[0-9a-f]{64}", d) for d in fresh14_sources.PINNED.values())


def test_every_pinned_file_belongs_to_a_source() -> None:
    assert {rel.split("/", 1)[0] for rel in fresh14_sources.PINNED} == set(fresh14_common.ORIGINS)
    assert set(fresh14_common.ORIGINS) == set(fresh14_common.LICENCES) == set(fresh14_common.LICENCE_FILES)


def test_a_changed_source_file_stops_the_build(tmp_path: Path) -> None:
    """The build reads only the files it pinned: a file that is not the published one stops it, with the
    file's name, rather than building another set."""
    rel = next(iter(fresh14_sources.PINNED))
    (tmp_path / rel).parent.mkdir(parents=True)
    (tmp_path / rel).write_text("not the published file\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=re.escape(rel)):
        fresh14_sources.payloads(tmp_path)


def test_scored_once_then_a_training_fold(monkeypatch: pytest.MonkeyPatch) -> None:
    """Kept from the model until the lead scored it once (eighth session); spent since, the trainer
    opens it as development data and holds it out as a fold of its own."""
    assert "fresh14" in train_description_model.COLLECTIONS
    assert "fresh14" in train_description_model.HELD_OUT_FOLDS
    opened: list[str] = []
    real = train_description_model.load

    def recording(path: Path) -> list[dict[str, object]]:
        opened.append(path.name)
        return real(path)

    monkeypatch.setattr(train_description_model, "load", recording)
    train_description_model.development_rows()
    assert "fresh14.jsonl" in opened


def test_the_bench_reads_a_bare_list_of_the_other_servers_tools() -> None:
    """The set writes `other_catalogue` as a bare list; the bench names that server after the row."""
    import description_bench

    rows = [
        {"id": "r1", "label": "attack", "other_catalogue": ["Refund_Order", "process_payment"]},
        {"id": "r2", "label": "attack", "other_catalogue": {"server": "s", "tools": ["a"]}},
    ]
    servers = description_bench.catalogues(rows)
    assert servers["server:other-of-r1"] == {"refund_order", "process_payment"}
    assert servers["server:s"] == {"a"}
