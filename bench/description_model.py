"""Train and evaluate the sentence model of the description layer (oracle/description/_model.py).

Usage:
  python bench/description_model.py --loso               # leave-one-source-out on development data only
  python bench/description_model.py --loso --held-out    # once, at the end: held-out corpus COUNTS only

Development data (nothing else is read):
- the development sources of bench/corpus/data/corpus.jsonl (bench/description_bench.held_out() false);
- bench/corpus/data/fresh.jsonl, spent as a held-out set and now development data (four attack sources
  by other authors: InjecAgent, AgentDojo, BIPIA, MSB; 22 benign servers);
- our own attack sets and their vendor-worded near misses (tests/oracle/test_description_formal.py,
  test_description_shapes.py, test_description_round2.py).
The held-out sources of corpus.jsonl are read only by --held-out, which prints counts. No other data set
of bench/corpus/data is opened.

Sentence level, multiple-instance: a row is scored by its most suspicious added sentence (the layer is
diff-aware: a rewrite is judged by what it added). A benign row's sentences are all negatives; an attack
row is known to hold an attack somewhere in what it added, so the first fit takes all its sentences as
positives and the second keeps only those the first fit found most suspicious (the planted sentence, not
the vendor text around it). Logistic regression on L2-normalised binary features, plain SGD in a fixed
order from a fixed seed, weights rounded: the same data gives the same weights. Nothing is shipped: the
model did not earn its place (docs/description.md, "Statistical model (measured, not shipped)").

Folds (leave-one-source-out): each attack source is a fold, together with a share of the benign packages
(corpus packages with the corpus groups, fresh packages with the four fresh sources, each own set's near
misses with that set), so every row is scored exactly once by a model that never saw its source.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import description_sentences
from description_bench import DEFAULT, FRESH, catalogues, findings_of, held_out, load, options_for
from description_sentences import Model, probability, scored_sentences
from own_sets import own_sets

from oracle import Options
from oracle.description import diff_text

SEED = 11
# False alarms the model may add, per fold, on benign rows the rules left quiet (the budget of the brief).
FA_BUDGET = 0.005
# Variants the LOSO sweep tried and rejected (figures in docs/description.md), all off by default:
# whole = one instance per row (text level), adjust = a row's odds divided by its sentence count to
# that power, chars = word-internal character 4-grams. Set with --set whole=1 and so on.
VARIANT = {"whole": 0.0, "adjust": 0.0, "chars": 0.0, "cross": 0.0}


@dataclass
class Row:
    source: str
    label: int  # 1 attack
    tool: str
    old: str | None
    new: str
    options: Options
    kind: str
    collection: str = "corpus"
    fold: str = ""
    feats: list[list[str]] = field(default_factory=list)
    context: list[list[str]] = field(default_factory=list)  # a benign rewrite's old sentences
    sentences: list[str] = field(default_factory=list)
    rules: bool = False


def own_rows() -> list[Row]:
    """Our own attack sets (one source each) and their near misses, alternately planted as a rewrite of
    the set's clean host text and as a new tool (bench/own_sets.py)."""
    return [
        Row(
            f"{p.source}{'' if p.label else '-near-miss'}",
            p.label,
            p.tool,
            p.old,
            p.new,
            p.options,
            "rewrite" if p.old else "new_tool",
            "own",
        )
        for p in own_sets()
    ]


def _file_rows(path: Path, keep: Any, collection: str) -> list[Row]:
    raw = [r for r in load(path) if keep(r)]
    servers = catalogues(raw)
    return [
        Row(
            r["source"],
            int(r["label"] == "attack"),
            str(r.get("tool") or "tool"),
            r["old"],
            r["new"],
            options_for(r, servers),
            r["kind"],
            collection,
        )
        for r in raw
    ]


def dev_rows() -> list[Row]:
    rows = _file_rows(DEFAULT, lambda r: not held_out(r["source"]), "corpus")
    rows += _file_rows(FRESH, lambda r: True, "fresh")
    rows += own_rows()
    return rows


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16)


def assign_folds(rows: list[Row]) -> list[str]:
    """Each attack source is a fold; benign packages are dealt to the folds of their own collection."""
    attack_sources = sorted({r.source for r in rows if r.label})
    fresh = [s for s in attack_sources if s.startswith("fresh-")]
    own = [s for s in attack_sources if s.startswith("own-")]
    corpus = [s for s in attack_sources if s not in fresh and s not in own]
    benign = sorted({r.source for r in rows if not r.label}, key=lambda s: (_h(s), s))
    fold_of = {s: s for s in attack_sources}
    fresh_benign = {r.source for r in rows if r.collection == "fresh"}
    dealt = {"fresh": 0, "corpus": 0}
    for source in benign:
        if source.endswith("-near-miss"):
            fold_of[source] = source.removesuffix("-near-miss")
            continue
        fresh_pkg = source in fresh_benign
        pool, key = (fresh, "fresh") if fresh_pkg else (corpus, "corpus")
        fold_of[source] = pool[dealt[key] % len(pool)]
        dealt[key] += 1
    for row in rows:
        row.fold = fold_of[row.source]
    return attack_sources


def prepare(rows: list[Row]) -> None:
    for row in rows:
        own = frozenset(row.options.own_tools)
        foreign = dict(row.options.foreign_tools)
        added = None if row.old is None else diff_text(row.old, row.new).added_spans
        pairs = scored_sentences(row.old, row.new, added, row.tool.casefold(), own, foreign)
        row.sentences = [s for s, _ in pairs]
        row.feats = [f for _, f in pairs]
        if (
            VARIANT["whole"] and pairs
        ):  # experiment: one instance per row, the union of its sentences' features
            row.sentences = [" ".join(row.sentences)]
            row.feats = [list(dict.fromkeys(f for x in row.feats for f in x))]
        if not row.label and row.old:
            row.context = [
                f for _, f in scored_sentences(None, row.old, None, row.tool.casefold(), own, foreign)
            ]
        row.rules = any(f.security for f in findings_of(_bench_row(row), row.options))


def _bench_row(row: Row) -> dict[str, Any]:
    return {"tool": row.tool, "old": row.old, "new": row.new}


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def fit(
    xs: Sequence[list[str]],
    ys: Sequence[int],
    sw: Sequence[float],
    *,
    epochs: int = 8,
    rate: float = 0.5,
    l2: float = 1e-5,
    min_df: int = 2,
) -> tuple[float, dict[str, float]]:
    """Weighted logistic regression, SGD; features seen in fewer than `min_df` instances are dropped."""
    df = Counter(f for x in xs for f in x)
    kept = [[f for f in x if df[f] >= min_df] for x in xs]
    scale = [1.0 / math.sqrt(len(x)) if x else 0.0 for x in xs]
    w: dict[str, float] = {}
    bias = 0.0
    order = list(range(len(xs)))
    rng = random.Random(SEED)
    for epoch in range(epochs):
        rng.shuffle(order)
        step = rate / (1 + 0.5 * epoch)
        for i in order:
            x, s = kept[i], scale[i]
            p = _sigmoid(bias + s * sum(w.get(f, 0.0) for f in x))
            g = step * (p - ys[i]) * sw[i]
            bias -= g * 0.1
            gs = g * s
            for f in x:
                w[f] = w.get(f, 0.0) - gs
        shrink = 1.0 - step * l2 * len(xs)
        for f in w:
            w[f] *= shrink
    return round(bias, 4), {f: round(v, 4) for f, v in sorted(w.items()) if abs(v) >= 0.005}


def train(
    rows: Sequence[Row], *, pos_mass: float = 0.2, context: float = 0.0, balance: float = 0.0, **kw: Any
) -> Model:
    """Two multiple-instance rounds (see the module docstring)."""
    neg = [(x, 0) for r in rows if not r.label for x in r.feats]
    if context:
        neg += [(x, 0) for r in rows if not r.label for x in r.context]
    pos_rows = [r for r in rows if r.label and r.feats]
    mass = len(neg) * pos_mass / max(1, len(pos_rows)) / (1 - pos_mass)
    # balance: each attack source gets the same share of the positive mass (to the power `balance`),
    # so that one prolific author does not set the model's idea of an attack.
    per_source = Counter(r.source for r in pos_rows)
    share = {s: (len(pos_rows) / len(per_source) / n) ** balance for s, n in per_source.items()}
    norm = len(pos_rows) / sum(share[r.source] for r in pos_rows)
    chosen = [list(range(len(r.feats))) for r in pos_rows]
    model = Model(0.0, {})
    for _ in range(2):
        xs = [x for x, _ in neg]
        ys = [0] * len(neg)
        sw = [1.0] * len(neg)
        for r, picks in zip(pos_rows, chosen, strict=True):
            for j in picks:
                xs.append(r.feats[j])
                ys.append(1)
                sw.append(mass * share[r.source] * norm / len(picks))
        bias, weights = fit(xs, ys, sw, **kw)
        model = Model(bias, weights)
        chosen = []
        for r in pos_rows:
            ps = [probability(model, x) for x in r.feats]
            top = max(ps)
            chosen.append([j for j, p in enumerate(ps) if p >= top * 0.8])
    return model


def row_score(model: Model, row: Row) -> tuple[float, str]:
    best = (0.0, "")
    for sentence, x in zip(row.sentences, row.feats, strict=True):
        p = probability(model, x)
        if p > best[0]:
            best = (p, sentence)
    if VARIANT["adjust"] and best[0] and len(row.feats) > 1:
        p = min(best[0], 1 - 1e-12)
        odds = p / (1 - p) / len(row.feats) ** VARIANT["adjust"]
        best = (odds / (1 + odds), best[1])
    return best


def loso(rows: list[Row], **kw: Any) -> dict[int, float]:
    """Out-of-fold score of every row."""
    sources = assign_folds(rows)
    scores: dict[int, float] = {}
    for fold in sources:
        train_rows = [r for r in rows if r.fold != fold]
        model = train(train_rows, **kw)
        for i, r in enumerate(rows):
            if r.fold == fold:
                scores[i] = row_score(model, r)[0]
        print(f"  fold {fold} done", file=sys.stderr, flush=True)
    return scores


def choose(rows: list[Row], scores: dict[int, float], budget: float, *, per_fold: bool) -> float:
    """The lowest threshold at which the false alarms the model adds (on benign rows the rules left
    quiet) stay within `budget` of the benign rows of every fold (`per_fold`) or of the pool."""
    benign: dict[str, list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        if not r.label:
            benign[r.fold].append(i)
    total = sum(len(v) for v in benign.values())
    for tau in [x / 1000 for x in range(500, 1000, 5)]:
        added = {f: sum(not rows[i].rules and scores[i] >= tau for i in v) for f, v in benign.items()}
        if sum(added.values()) > budget * total:
            continue
        if per_fold and any(added[f] > budget * len(v) for f, v in benign.items()):
            continue
        return tau
    return 1.0


def sweep(rows: list[Row], scores: dict[int, float]) -> None:
    """What each threshold adds: attacks the rules missed, false alarms on benign rows they left quiet."""
    missed = [i for i, r in enumerate(rows) if r.label and not r.rules]
    quiet = [i for i, r in enumerate(rows) if not r.label and not r.rules]
    per_fold = defaultdict(list)
    for i in quiet:
        per_fold[rows[i].fold].append(i)
    print(f"sweep: {len(missed)} attacks the rules miss, {len(quiet)} benign rows they leave quiet")
    for tau in (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99):
        gain = sum(scores[i] >= tau for i in missed)
        fa = sum(scores[i] >= tau for i in quiet)
        worst = max(sum(scores[i] >= tau for i in v) / len(v) for v in per_fold.values())
        print(
            f"  tau {tau:.2f}: +{gain:4} attacks, +{fa:3} false alarms ({fa / len(quiet):.2%}), worst fold {worst:.2%}"
        )


def report(rows: list[Row], scores: dict[int, float], tau: float) -> None:
    print(f"threshold {tau:.3f}")
    print(
        f"{'fold':28} {'attacks':>7} {'rules':>7} {'+model':>7} {'gain':>5} | "
        f"{'benign':>6} {'FA rules':>8} {'FA +model':>9}"
    )
    tot = Counter[str]()
    for fold in sorted({r.fold for r in rows}):
        idx = [i for i, r in enumerate(rows) if r.fold == fold]
        att = [i for i in idx if rows[i].label]
        ben = [i for i in idx if not rows[i].label]
        rules = sum(rows[i].rules for i in att)
        both = sum(rows[i].rules or scores[i] >= tau for i in att)
        fa_r = sum(rows[i].rules for i in ben)
        fa_b = sum(rows[i].rules or scores[i] >= tau for i in ben)
        counts = {"att": len(att), "rules": rules, "both": both, "ben": len(ben)}
        counts |= {"far": fa_r, "fab": fa_b}
        tot.update(counts)
        print(
            f"{fold:28} {len(att):7} {_pct(rules, len(att)):>7} {_pct(both, len(att)):>7} {both - rules:+5} | "
            f"{len(ben):6} {_pct(fa_r, len(ben)):>8} {_pct(fa_b, len(ben)):>9}"
        )
    print(
        f"{'ALL':28} {tot['att']:7} {_pct(tot['rules'], tot['att']):>7} {_pct(tot['both'], tot['att']):>7} "
        f"{tot['both'] - tot['rules']:+5} | {tot['ben']:6} {_pct(tot['far'], tot['ben']):>8} "
        f"{_pct(tot['fab'], tot['ben']):>9}"
    )


def _pct(hit: int, total: int) -> str:
    return f"{hit / total:.1%}" if total else "n/a"


def held_out_once(dev: list[Row], tau: float, **kw: Any) -> None:
    """Fit on all development data, score the held-out corpus sources at `tau`: counts only."""
    everything = load(DEFAULT)
    servers = catalogues(everything)
    test = [
        Row(
            r["source"],
            int(r["label"] == "attack"),
            str(r.get("tool") or "tool"),
            r["old"],
            r["new"],
            options_for(r, servers),
            r["kind"],
        )
        for r in everything
        if held_out(r["source"])
    ]
    prepare(test)
    model = train(dev, **kw)
    att = [r for r in test if r.label]
    ben = [r for r in test if not r.label]
    flag = {id(r): r.rules or row_score(model, r)[0] >= tau for r in test}
    print(f"HELD-OUT corpus sources at tau {tau:.3f} ({len(att)} attacks, {len(ben)} benign):")
    for title, group in (("attacks flagged", att), ("false alarms", ben)):
        rules = sum(r.rules for r in group)
        both = sum(flag[id(r)] for r in group)
        print(
            f"  {title:16} rules {rules}/{len(group)} = {_pct(rules, len(group))}; "
            f"rules+model {both}/{len(group)} = {_pct(both, len(group))}"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--loso", action="store_true", help="leave-one-source-out on development data")
    parser.add_argument(
        "--held-out", action="store_true", help="after --loso: the held-out corpus sources, counts only"
    )
    parser.add_argument("--tau", type=float, help="also report at this threshold (a what-if, not a choice)")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        help="hyper-parameter or variant: l2, rate, epochs, min_df, pos_mass, context, balance, whole, adjust, chars",
    )
    args = parser.parse_args()
    if args.held_out and not args.loso:
        parser.error("--held-out needs --loso: its threshold is chosen on the development folds")
    kw: dict[str, Any] = {}
    for item in args.set:
        key, value = item.split("=")
        if key in VARIANT:
            VARIANT[key] = float(value)
            description_sentences.CHARS = bool(VARIANT["chars"])
            description_sentences.CROSS = bool(VARIANT["cross"])
            continue
        kw[key] = int(value) if key in ("epochs", "min_df") else float(value)
    rows = dev_rows()
    assign_folds(rows)
    prepare(rows)
    print(
        f"development data: {len(rows)} rows, {sum(r.label for r in rows)} attacks, "
        f"{sum(len(r.feats) for r in rows)} sentences"
    )
    if not args.loso:
        return
    scores = loso(rows, **kw)
    strict = choose(rows, scores, FA_BUDGET, per_fold=True)
    pooled = choose(rows, scores, FA_BUDGET, per_fold=False)
    sweep(rows, scores)
    print(f"\nper-fold budget ({FA_BUDGET:.1%} of every fold's benign rows):")
    report(rows, scores, strict)
    print(f"\npooled budget ({FA_BUDGET:.1%} of all benign rows), a what-if:")
    report(rows, scores, pooled)
    if args.tau:
        print(f"\nat {args.tau}, a what-if:")
        report(rows, scores, args.tau)
    if args.held_out:
        held_out_once(rows, pooled, **kw)


if __name__ == "__main__":
    main()
