"""Train and evaluate the optional bag-of-words model of the description layer.

Usage:
  python bench/description_model.py CORPUS --loso          # leave-one-source-out on the dev sources only
  python bench/description_model.py CORPUS --train OUT.json   # fit on every dev source, write the weights

Only development sources are used (bench/description_bench.held_out() is never true for a training
row), so the held-out figures of the bench stay honest. The text of a row is what the change added
(the whole text for a new tool), as the layer would see it. Logistic regression, L2, plain SGD in a
fixed order with a fixed seed: the same corpus gives the same weights.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import sys
from collections import defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import itertools

from description_bench import catalogues, findings_of, held_out, load, options_for

from oracle.description import diff_text
from oracle.description._text import clean

Row = dict[str, Any]
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def features(text: str) -> set[str]:
    """Words and word pairs of the cleaned text, present or not."""
    words = _WORD.findall(clean(text).text)[:2000]
    return set(words) | {f"{a} {b}" for a, b in itertools.pairwise(words)}


def text_of(row: Row) -> str:
    if row["old"] is None:
        return str(row["new"])
    return " \n".join(diff_text(row["old"], row["new"]).added)


def fit(
    xs: list[set[str]], ys: list[int], epochs: int = 25, l2: float = 1e-4, rate: float = 0.2
) -> dict[str, Any]:
    pos = sum(ys) or 1
    neg = (len(ys) - pos) or 1
    weight = {1: len(ys) / (2 * pos), 0: len(ys) / (2 * neg)}
    w: dict[str, float] = defaultdict(float)
    bias = 0.0
    order = list(range(len(xs)))
    rng = random.Random(11)
    for epoch in range(epochs):
        rng.shuffle(order)
        step = rate / (1 + epoch * 0.2)
        for i in order:
            z = bias + sum(w[f] for f in xs[i])
            p = 1 / (1 + math.exp(-max(-60, min(60, z))))
            g = (p - ys[i]) * weight[ys[i]]
            bias -= step * g
            for f in xs[i]:
                w[f] -= step * (g + l2 * w[f])
    kept = {f: round(v, 4) for f, v in w.items() if abs(v) >= 0.02}
    return {"bias": round(bias, 4), "weights": dict(sorted(kept.items()))}


def predict(model: dict[str, Any], x: set[str]) -> float:
    z = model["bias"] + sum(model["weights"].get(f, 0.0) for f in x)
    return 1 / (1 + math.exp(-max(-60, min(60, z))))


def _tally(
    tau: float,
    scores: Mapping[int, float] | Sequence[float],
    rules: Sequence[bool],
    attacks: list[int],
    benign: list[int],
) -> str:
    """Recall and false alarms of the model at `tau`, of the rules, and of either."""
    model = sum(scores[i] >= tau for i in attacks)
    model_fa = sum(scores[i] >= tau for i in benign)
    both = sum(scores[i] >= tau or rules[i] for i in attacks)
    both_fa = sum(scores[i] >= tau or rules[i] for i in benign)
    return (
        f"model {model}/{len(attacks)} fa {model_fa}/{len(benign)}; "
        f"rules {sum(rules[i] for i in attacks)}/{len(attacks)} fa {sum(rules[i] for i in benign)}; "
        f"rules|model {both}/{len(attacks)} fa {both_fa}/{len(benign)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--loso", action="store_true")
    parser.add_argument("--train", type=Path)
    parser.add_argument(
        "--held-out", action="store_true", help="fit on dev, print held-out COUNTS only (no rows)"
    )
    args = parser.parse_args()
    everything = load(args.corpus)
    rows = [r for r in everything if not held_out(r["source"])]
    xs = [features(text_of(r)) for r in rows]
    ys = [int(r["label"] == "attack") for r in rows]
    if args.loso:
        attack_groups = sorted({r["source"] for r in rows if r["label"] == "attack"})
        benign_groups = sorted({r["source"] for r in rows if r["label"] == "benign"})
        servers = catalogues(rows)
        rules = [any(f.security for f in findings_of(r, options_for(r, servers))) for r in rows]
        for k, group in enumerate(attack_groups):
            # Leave one attack group and a third of the benign packages out.
            out_benign = set(benign_groups[k :: len(attack_groups)])
            test = [i for i, r in enumerate(rows) if r["source"] == group or r["source"] in out_benign]
            train = [i for i in range(len(rows)) if i not in set(test)]
            model = fit([xs[i] for i in train], [ys[i] for i in train])
            scores = {i: predict(model, xs[i]) for i in test}
            attacks = [i for i in test if ys[i]]
            benign = [i for i in test if not ys[i]]
            for tau in (0.5, 0.7, 0.8, 0.9, 0.95):
                print(f"{group:22} tau {tau}: " + _tally(tau, scores, rules, attacks, benign))
    if args.held_out:
        model = fit(xs, ys)
        test = [r for r in everything if held_out(r["source"])]
        servers = catalogues(everything)
        rules = [any(f.security for f in findings_of(r, options_for(r, servers))) for r in test]
        scores = [predict(model, features(text_of(r))) for r in test]
        attacks = [i for i, r in enumerate(test) if r["label"] == "attack"]
        benign = [i for i, r in enumerate(test) if r["label"] == "benign"]
        for tau in (0.5, 0.8, 0.9, 0.95):
            print(f"held-out tau {tau}: " + _tally(tau, scores, rules, attacks, benign))
    if args.train:
        model = fit(xs, ys)
        model["provenance"] = (
            f"bench/description_model.py on {args.corpus.name}: dev sources only "
            f"({sum(ys)} attacks, {len(ys) - sum(ys)} benign)"
        )
        args.train.write_text(json.dumps(model, indent=0, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {args.train}: {len(model['weights'])} weights")


if __name__ == "__main__":
    main()
