"""Train, and measure leave-one-collection-out, the description layer's sentence model.

Usage:
  python bench/train_description_model.py --loso             # out-of-collection figures, threshold
  python bench/train_description_model.py --write            # --loso, then fit on all and write
                                                             # oracle/description/model.bin
  python bench/train_description_model.py --loso --quick     # a smaller run for the tests

Needs the `train` extra (scikit-learn, numpy): `pip install -e '.[train]'`. toolwatch itself reads
the written weights in pure Python (oracle/description/_model.py).

Development data, nothing else (provenance and licences in bench/corpus/README.md): corpus.jsonl (every
source: its held-out third was scored once and is spent), fresh.jsonl, fresh3.jsonl .. fresh64.jsonl (each scored
once as a held-out set, then spent; fresh8, fresh9, fresh12, fresh13, fresh17, fresh19, fresh21, fresh23, fresh25,
fresh29, fresh36, fresh43, fresh52, fresh57, fresh61 and fresh64 are benign only, fresh10, fresh11, fresh14, fresh15, fresh16,
fresh18, fresh20, fresh22, fresh24, fresh26 to fresh28, fresh30 to fresh35, fresh37 to fresh42, fresh44 to fresh51,
fresh53 to fresh56, fresh58 to fresh60, fresh62 and fresh63 attacks only),
train5.jsonl (a training collection of attack and vendor texts, split from the fifth held-out set's
sources by a hash rule), train18.jsonl, train22.jsonl, train62.jsonl, train63.jsonl, train65.jsonl and train66.jsonl
(training collections written blind by helpers: attacks in many attacker voices, train22's half in 33 other
languages, train62's aimed at argument tampering and privilege/goal, train63's minimal edits, train65's
one-clause edits of property texts, train66's concealment and privilege/goal in unfamiliar voices, and
vendor-like hard negatives;
never folds) and our own attack sets and their near misses (tests/oracle/test_description_{formal,shapes,
round2,round3,round4}.py, a fold; the later rounds' in the final fit only, FINAL_ONLY). A set not trained on
yet (fresh65, fresh66 and fresh67, built blind in the eighteenth session, and any later one) is never opened
here: a test checks that only these files are.

Model: logistic regression over the hashed character 4-grams, words and word pairs of a sentence
(oracle/description/_model: sentence_features), L2-normalised binary features, multiple-instance (a row
scores as its most suspicious instance: a touched sentence, or all of them read together; a benign row's sentences are all negatives; the first fit takes all of an
attack row's sentences as positives, the second only the one the first fit found most suspicious).

Leave-one-collection-out: each of corpus, fresh, fresh3 ... fresh64 and own is held out whole (its attack
authors and its benign servers) while the model is fitted on the rest; every row of those collections is
scored once by a model that saw none of its collection. train5, train18, train22, train62, train63, train65 and train66 are always in the
training half. The threshold is the lowest at which the false alarms the model adds (benign rows the rules left quiet) stay
within FA_BUDGET of the benign rows pooled and within FA_FOLD of every collection of real servers; then each kind of
text (a parameter's description, a rewritten tool description, a new tool's text) gets its own, lowered from it as far
as FA_BUDGET of that kind's benign rows and the same budgets allow (`choose`). `--save-scores FILE` keeps the
out-of-collection scores and `--scores FILE` reads them back instead of refitting, to choose the thresholds again.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import re
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from description_bench import catalogues, findings_of, load, options_for
from own_sets import late_round_sets, own_sets, round_sets

from oracle import Options
from oracle.description import diff_text, set_model
from oracle.description._model import KINDS, MODEL_FILE, Weights, instances, sentence_features, serialise

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "bench" / "corpus" / "data"
COLLECTIONS = (
    "corpus",
    "fresh",
    "fresh3",
    "fresh4",
    "fresh5",
    "fresh6",
    "fresh7",
    "fresh8",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
    "fresh13",
    "fresh14",
    "fresh15",
    "fresh16",
    "fresh17",
    "fresh18",
    "fresh19",
    "fresh20",
    "fresh21",
    "fresh22",
    "fresh23",
    "fresh24",
    "fresh25",
    "fresh26",
    "fresh27",
    "fresh28",
    "fresh29",
    "fresh30",
    "fresh31",
    "fresh32",
    "fresh33",
    "fresh34",
    "fresh35",
    "fresh36",
    "fresh37",
    "fresh38",
    "fresh39",
    "fresh40",
    "fresh41",
    "fresh42",
    "fresh43",
    "fresh44",
    "fresh45",
    "fresh46",
    "fresh47",
    "fresh48",
    "fresh49",
    "fresh50",
    "fresh51",
    "fresh52",
    "fresh53",
    "fresh54",
    "fresh55",
    "fresh56",
    "fresh57",
    "fresh58",
    "fresh59",
    "fresh60",
    "fresh61",
    "fresh62",
    "fresh63",
    "fresh64",
)
# Written for training only (bench/corpus/README.md, "Training collection train18", "... train22"): always in the
# training half, never a fold; its benign rows are hard negatives, as our own near misses are.
TRAINING_ONLY = ("train18", "train22", "train62", "train63", "train65", "train66")
# The later rules rounds' attacks and near misses (bench/own_sets.late_round_sets): written from development
# sets' shapes, so they train the final model only, never a fold's (see training_half).
FINAL_ONLY = "rounds"
HARD_NEGATIVE_COLLECTIONS = (
    "own",
    "train18",
    "train22",
    "train62",
    "train63",
    "train65",
    "train66",
    FINAL_ONLY,
)
HELD_OUT_FOLDS = (*COLLECTIONS, "own")
BITS = 18
C = 2.0  # inverse L2 strength; 1, 2, 4 and 16 were compared on the held-out folds
HARD_NEGATIVE = 30.0  # 1, 10 and 30 compared on the held-out folds
# The rules alone already raise false alarms on 1.6-1.9% of unseen servers' rewrites (fresh8), above the
# issue's 1%: the model's share is kept small. Fixed before fresh9 and fresh10 were scored (6th session;
# 0.5% and 1% before).
FA_BUDGET = 0.002
# Each collection of real servers is held to the pooled budget too (0.5% before the eighteenth session):
# on fresh64, an unseen set scored once, the seventeenth session's model added 0.4% of its rewrites and
# 0.3% of its new tools, within the 0.5% a collection was allowed but twice the pooled 0.2% it was meant
# to keep. Set in the eighteenth session before its blind sets were scored.
FA_FOLD = 0.002
# A collection's budget is never under two rows: at 0.5% a collection of 351 benign rows (fresh36) allowed
# 1.8, so one row decided the shared threshold for every kind (0.996 where the pooled budget allowed 0.990;
# docs/description.md, "Sixteenth session"). Set in the seventeenth session before its blind sets were scored.
FA_FOLD_MIN_ROWS = 2


@dataclass
class Row:
    collection: str
    source: str
    label: int  # 1 attack
    tool: str
    old: str | None
    new: str
    options: Options
    sentences: list[str] = field(default_factory=list)
    rules: bool = False
    kind: str = ""  # _model.KINDS; rows that do not say are a new tool's text (no old) or a rewrite

    def __post_init__(self) -> None:
        if not self.kind:
            self.kind = "new_tool" if self.old is None else "rewrite"


def own_rows() -> list[Row]:
    """Our own attack sets and near misses (bench/own_sets.py), as one collection."""
    planted = [*own_sets(), *round_sets()]
    return [Row("own", p.source, p.label, p.tool, p.old, p.new, p.options) for p in planted]


def late_round_rows() -> list[Row]:
    """The later rounds' attacks and near misses (the sixth round on), for the final fit only."""
    return [Row(FINAL_ONLY, p.source, p.label, p.tool, p.old, p.new, p.options) for p in late_round_sets()]


def file_rows(name: str) -> list[Row]:
    raw = load(DATA / f"{name}.jsonl")
    servers = catalogues(raw)
    return [
        Row(
            name,
            r["source"],
            int(r["label"] == "attack"),
            str(r.get("tool") or "tool"),
            r["old"],
            r["new"],
            options_for(r, servers),
            kind=str(r.get("kind") or ""),
        )
        for r in raw
    ]


def train5_rows() -> list[Row]:
    path = DATA / "train5.jsonl"
    if not path.exists():
        return []
    return [
        Row("train5", r["source"], int(r["label"] == "attack"), "tool", None, r["text"], Options())
        for r in load(path)
    ]


def development_rows() -> list[Row]:
    rows = [row for name in (*COLLECTIONS, *TRAINING_ONLY) for row in file_rows(name)]
    return rows + own_rows() + train5_rows() + late_round_rows()


def prepare(rows: list[Row]) -> None:
    """Touched sentences, and the rules' verdict with the model switched off."""
    was = set_model(False)
    try:
        for row in rows:
            added = None if row.old is None else diff_text(row.old, row.new).added_spans
            row.sentences = instances(row.old, row.new, added)
            if row.collection != "train5":
                bench_row = {"tool": row.tool, "old": row.old, "new": row.new, "kind": row.kind}
                row.rules = any(f.security for f in findings_of(bench_row, row.options))
    finally:
        set_model(was)


def _build(sentences: Sequence[str]) -> Any:
    import numpy as np
    from scipy.sparse import csr_matrix

    indices: list[int] = []
    indptr = [0]
    data: list[float] = []
    for sentence in sentences:
        feats = sentence_features(sentence, BITS)
        indices += feats
        indptr.append(len(indices))
        data += [1.0 / math.sqrt(len(feats)) if feats else 0.0] * len(feats)
    return csr_matrix(
        (np.array(data), np.array(indices), np.array(indptr)), shape=(len(sentences), 1 << BITS)
    )


# Every prepared sentence's feature row, built once (`index_sentences`): reading 190,000 sentences into
# hashed features took a minute of pure Python, and each of the 100-odd fits a run makes did it again
# (most of a run's 80 minutes). Forked fold workers share it with the parent.
_ALL: Any = None
_ROW: dict[str, int] = {}


def index_sentences(rows: Sequence[Row]) -> None:
    """Build the feature rows of every sentence of `rows` once; `_matrix` slices them from then on."""
    global _ALL, _ROW
    sentences = sorted({s for r in rows for s in r.sentences})
    _ROW = {s: i for i, s in enumerate(sentences)}
    _ALL = _build(sentences)


def _matrix(sentences: Sequence[str]) -> Any:
    """The feature matrix of `sentences`, one row each: the same rows `_build` gives, sliced from the
    index where every sentence is in it."""
    if _ALL is not None and all(s in _ROW for s in sentences):
        return _ALL[[_ROW[s] for s in sentences]]
    return _build(sentences)


def _fit(sentences: list[str], labels: list[int], weights: list[float]) -> Any:
    from sklearn.linear_model import LogisticRegression

    model = LogisticRegression(C=C, max_iter=5000, class_weight="balanced")
    return model.fit(_matrix(sentences), labels, sample_weight=weights)


def fit(rows: Sequence[Row]) -> Any:
    """Two multiple-instance rounds; returns the fitted scikit-learn model. Our own near misses are
    hard negatives (vendor wording written to sit next to an attack) and weigh HARD_NEGATIVE each."""
    negatives = [
        (s, HARD_NEGATIVE if r.collection in HARD_NEGATIVE_COLLECTIONS else 1.0)
        for r in rows
        if not r.label
        for s in r.sentences
    ]
    attacks = [r for r in rows if r.label and r.sentences]
    neg_text = [s for s, _ in negatives]
    neg_weight = [w for _, w in negatives]
    first_pos = [s for r in attacks for s in r.sentences]
    first = _fit(
        neg_text + first_pos, [0] * len(neg_text) + [1] * len(first_pos), neg_weight + [1.0] * len(first_pos)
    )
    picked = []
    for r in attacks:
        p = first.predict_proba(_matrix(r.sentences))[:, 1]
        picked.append(r.sentences[int(p.argmax())])
    return _fit(neg_text + picked, [0] * len(neg_text) + [1] * len(picked), neg_weight + [1.0] * len(picked))


def row_scores(model: Any, rows: Sequence[Row]) -> list[float]:
    sentences = [s for r in rows for s in r.sentences]
    probs = model.predict_proba(_matrix(sentences))[:, 1] if sentences else []
    out: list[float] = []
    at = 0
    for r in rows:
        n = len(r.sentences)
        out.append(float(max(probs[at : at + n])) if n else 0.0)
        at += n
    return out


# Author groups that reached more than one collection under different names: holding out one of them
# holds out the others too.
_SAME_AUTHOR = {"dataset-garak-frames": "garak", "dataset-sysprompt-extraction": "psfuzz"}


def author(source: str) -> str:
    """The author group of a source (`fresh4-llmguard` and `train5-llmguard` are one), or the package."""
    prefix, _, rest = source.partition("-")
    if re.fullmatch(r"(?:fresh|train)\d*", prefix) and rest:  # every held-out set and training collection
        return rest
    return _SAME_AUTHOR.get(source, source)


def training_half(rows: Sequence[Row], fold: str) -> list[Row]:
    """Everything outside the held-out collection, less the rows of its authors and servers that other
    collections also hold (train5 has corpus packages at other versions and fresh4's authors), and less
    the later rounds' texts (FINAL_ONLY: each was written from some development set's shapes)."""
    held = {author(r.source) for r in rows if r.collection == fold}
    return [r for r in rows if r.collection not in (fold, FINAL_ONLY) and author(r.source) not in held]


# The rows a forked fold worker reads: set before the pool starts, so each worker shares them with the
# parent instead of receiving a pickled copy.
_POOL_ROWS: list[Row] = []


def _fold_scores(fold: str) -> tuple[str, list[tuple[int, float]], float]:
    started = time.perf_counter()
    rows = _POOL_ROWS
    model = fit(training_half(rows, fold))
    idx = [i for i, r in enumerate(rows) if r.collection == fold]
    scored = list(zip(idx, row_scores(model, [rows[i] for i in idx]), strict=True))
    return fold, scored, time.perf_counter() - started


def loso(rows: list[Row], jobs: int = 1) -> dict[int, float]:
    """Out-of-collection score of every row of the held-out folds. With jobs > 1 the folds are fitted in
    forked worker processes (each fold's fit is independent and single-threaded); the scores are the same."""
    global _POOL_ROWS
    _POOL_ROWS = rows
    scores: dict[int, float] = {}
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.imap_unordered(_fold_scores, HELD_OUT_FOLDS)
            for fold, scored, seconds in results:
                scores.update(scored)
                print(f"  fold {fold}: {seconds:.0f} s", file=sys.stderr, flush=True)
        return scores
    for fold in HELD_OUT_FOLDS:
        fold, scored, seconds = _fold_scores(fold)
        scores.update(scored)
        print(f"  fold {fold}: {seconds:.0f} s", file=sys.stderr, flush=True)
    return scores


TAUS = [x / 1000 for x in range(500, 1000)]


@dataclass
class Budget:
    """The benign rows the model could add a false alarm on (the rules left them quiet), and the sizes
    the budgets are shares of: every benign row, each kind's, each collection's."""

    quiet: list[tuple[str, str, float]]  # (collection, kind, out-of-collection score)
    total: int
    per_kind: Counter[str]
    per_collection: Counter[str]

    @classmethod
    def of(cls, rows: Sequence[Row], scores: dict[int, float]) -> Budget:
        benign = [i for i in scores if not rows[i].label]
        quiet = [(rows[i].collection, rows[i].kind, scores[i]) for i in benign if not rows[i].rules]
        return cls(
            quiet,
            len(benign),
            Counter(rows[i].kind for i in benign),
            Counter(rows[i].collection for i in benign),
        )

    def holds(self, taus: dict[str, float]) -> bool:
        """Whether the false alarms the model adds at these per-kind thresholds stay within FA_BUDGET of
        every benign row pooled, FA_BUDGET of each kind's benign rows, and FA_FOLD of each collection
        of real servers (its kinds together; never under FA_FOLD_MIN_ROWS rows). Our near misses are not held to the per-collection
        budget: they are written to sit next to an attack, weigh HARD_NEGATIVE each in training, and
        are not the real vendor text the target is about."""
        added = [(c, k) for c, k, score in self.quiet if score >= taus[k]]
        by_kind = Counter(k for _, k in added)
        by_collection = Counter(c for c, _ in added)
        return (
            len(added) <= FA_BUDGET * self.total
            and all(by_kind[k] <= FA_BUDGET * self.per_kind[k] for k in by_kind)
            and all(
                n <= max(FA_FOLD * self.per_collection[c], FA_FOLD_MIN_ROWS)
                for c, n in by_collection.items()
                if c != "own"
            )
        )


def choose(rows: list[Row], scores: dict[int, float]) -> tuple[float, dict[str, float]]:
    """The shared threshold, then one per kind of text (_model.KINDS).

    The shared one is the lowest within budget with every kind at it. Then each kind in turn, parameter
    descriptions first (short texts where a vendor rarely writes to the model, so the model buys most
    recall per false alarm there; docs/description.md, "Fifteenth session"), then rewrites, then new
    tools, goes down to the lowest threshold that keeps every budget with the others where they are. A
    kind only ever goes down from the shared threshold: the per-kind choice adds findings, never drops one."""
    budget = Budget.of(rows, scores)
    shared = next((t for t in TAUS if budget.holds(dict.fromkeys(KINDS, t))), None)
    if shared is None:
        raise SystemExit(
            "no threshold below 1 keeps the added false alarms within budget: not writing a model"
        )
    taus = dict.fromkeys(KINDS, shared)
    for kind in ("property", "rewrite", "new_tool"):
        taus[kind] = next(t for t in TAUS if t >= shared or budget.holds({**taus, kind: t}))
    return shared, taus


def sweep(rows: list[Row], scores: dict[int, float]) -> None:
    """What the model adds at a few thresholds, per held-out collection: +attacks / +false alarms."""
    print("threshold  " + "  ".join(f"{fold:>16}" for fold in HELD_OUT_FOLDS))
    for tau in (0.9, 0.95, 0.97, 0.98, 0.99, 0.995):
        cells = []
        for fold in HELD_OUT_FOLDS:
            idx = [i for i in scores if rows[i].collection == fold and not rows[i].rules and scores[i] >= tau]
            cells.append(f"+{sum(rows[i].label for i in idx):>4} / +{sum(not rows[i].label for i in idx):<4}")
        print(f"{tau:9.3f}  " + "  ".join(f"{c:>16}" for c in cells))
    print("pooled per kind: +attacks the rules missed (of attacks) / +false alarms (of benign rows)")
    for tau in (0.9, 0.95, 0.97, 0.98, 0.99, 0.995):
        cells = []
        for kind in KINDS:
            idx = [i for i in scores if rows[i].kind == kind]
            att = sum(rows[i].label for i in idx)
            ben = len(idx) - att
            new = [i for i in idx if not rows[i].rules and scores[i] >= tau]
            gained = sum(rows[i].label for i in new)
            cells.append(f"{kind} +{gained}/{att} +{len(new) - gained}/{ben}")
        print(f"{tau:9.3f}  " + "  ".join(f"{c:>32}" for c in cells))


def _pct(hit: int, total: int) -> str:
    return f"{hit:4}/{total:<4} {hit / total:6.1%}" if total else f"{hit:4}/{total:<4}    n/a"


def report(rows: list[Row], scores: dict[int, float], tau: float, taus: dict[str, float]) -> None:
    print(
        f"threshold {tau:.3f}, per kind "
        + ", ".join(f"{kind} {taus[kind]:.3f}" for kind in KINDS)
        + f" (added false alarms <= {FA_BUDGET:.1%} pooled and of each kind, <= {FA_FOLD:.1%} in each "
        "collection of real servers)"
    )
    print(
        f"{'held out':<30} {'attacks: rules':>18} {'rules + model':>18} {'benign FA: rules':>18} {'rules + model':>18}"
    )
    groups: dict[str, list[int]] = defaultdict(list)
    for i in scores:
        r = rows[i]
        groups[r.collection].append(i)
        groups[f"kind {r.kind}"].append(i)
        if r.label:
            groups[f"  {r.collection}:{r.source}"].append(i)
    for name in sorted(groups, key=lambda g: (g.strip().split(":")[0], g.startswith(" "), g)):
        idx = groups[name]
        att = [i for i in idx if rows[i].label]
        ben = [i for i in idx if not rows[i].label]
        both = lambda i: rows[i].rules or scores[i] >= taus[rows[i].kind]  # noqa: E731
        print(
            f"{name[:30]:<30} {_pct(sum(rows[i].rules for i in att), len(att)):>18} "
            f"{_pct(sum(both(i) for i in att), len(att)):>18} "
            f"{_pct(sum(rows[i].rules for i in ben), len(ben)):>18} {_pct(sum(both(i) for i in ben), len(ben)):>18}"
        )


def quantise(model: Any, tau: float, trained_on: str, taus: dict[str, float] | None = None) -> Weights:
    """The fitted model as a model file's contents; per-kind thresholds only where they differ from `tau`."""
    coef = model.coef_[0]
    peak = float(max(abs(coef.max()), abs(coef.min()))) or 1.0
    scale = peak / 127
    weights = [round(float(w) / scale) for w in coef]
    kinds = tuple((k, t) for k, t in (taus or {}).items() if t != tau)
    return Weights(
        BITS, round(scale, 9), round(float(model.intercept_[0]), 6), tau, weights, trained_on, kinds
    )


def own_digest() -> str:
    """A digest of our own attack sets and near misses as planted (they live in the test suite)."""
    planted = [*own_sets(), *round_sets(), *late_round_sets()]
    text = "\n".join(f"{p.source}\t{p.label}\t{p.old}\t{p.new}" for p in planted)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def data_digest() -> str:
    """What the weights were trained on and with: each data file's digest, our own sets', and the
    library versions (the weights reproduce byte for byte with the same ones)."""
    import numpy
    import scipy
    import sklearn

    parts = []
    for name in (*COLLECTIONS, *TRAINING_ONLY, "train5"):
        path = DATA / f"{name}.jsonl"
        parts.append(f"{name}.jsonl sha256:{hashlib.sha256(path.read_bytes()).hexdigest()[:16]}")
    parts.append(f"own sets sha256:{own_digest()}")
    parts.append(f"scikit-learn {sklearn.__version__}, numpy {numpy.__version__}, scipy {scipy.__version__}")
    return "; ".join(parts)


def rows_digest(rows: Sequence[Row]) -> str:
    """What a saved score file was computed on: every row's collection, source, label, kind and texts."""
    text = "\n".join(f"{r.collection}\t{r.source}\t{r.label}\t{r.kind}\t{r.old}\t{r.new}" for r in rows)
    return hashlib.sha256(text.encode()).hexdigest()


def write_scores(path: Path, rows: Sequence[Row], scores: dict[int, float]) -> None:
    path.write_text(json.dumps({"rows": rows_digest(rows), "scores": sorted(scores.items())}))


def read_scores(path: Path, rows: Sequence[Row]) -> dict[int, float]:
    """Scores a --save-scores run wrote, refused unless they were computed on exactly these rows (the
    threshold is chosen on them: scores of other data would choose it on the wrong rows)."""
    saved = json.loads(path.read_text())
    if saved.get("rows") != rows_digest(rows):
        raise SystemExit(f"{path}: scores of other development rows (the data or the code changed): refit")
    return {int(i): float(p) for i, p in saved["scores"]}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--loso", action="store_true")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--jobs", type=int, default=1, help="fit this many folds at once (forked processes)")
    parser.add_argument("--save-scores", type=Path, help="write the out-of-collection scores to this file")
    parser.add_argument(
        "--scores", type=Path, help="read the out-of-collection scores a --save-scores run wrote, not refit"
    )
    args = parser.parse_args()
    rows = development_rows()
    started = time.perf_counter()
    prepare(rows)
    counts = Counter((r.collection, r.label) for r in rows)
    print(
        f"development rows {len(rows)}: "
        + ", ".join(f"{c}/{'attack' if label else 'benign'} {n}" for (c, label), n in sorted(counts.items()))
    )
    index_sentences(rows)
    print(f"prepared in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    scores = read_scores(args.scores, rows) if args.scores else loso(rows, args.jobs)
    if args.save_scores:
        write_scores(args.save_scores, rows, scores)
    tau, taus = choose(rows, scores)
    sweep(rows, scores)
    report(rows, scores, tau, taus)
    if args.write:
        model = fit(rows)
        weights = quantise(model, tau, data_digest(), taus)
        MODEL_FILE.write_bytes(serialise(weights))
        print(f"wrote {MODEL_FILE} ({MODEL_FILE.stat().st_size} bytes), threshold {tau:.3f}, per kind {taus}")


if __name__ == "__main__":
    main()
