"""How the sentence model alone holds up when attacks are respelt or diluted (docs/description.md,
"Sixth session"): for each of fresh4 ... fresh7 (authors in no other collection), a model fitted
without that collection scores its attack rows as written and under each transform; prints the share
flagged at a threshold (default: the shipped model's).

  python bench/description_model_evasions.py [--threshold 0.974]

Needs the `train` extra, like bench/train_description_model.py, whose data and fitting it reuses.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_description_model as trainer

from oracle.description._model import shipped

FOLDS = ("fresh4", "fresh5", "fresh6", "fresh7")
_LEET = str.maketrans("aeiost", "431057")


def _groups_of_three(words: list[str], join: Callable[[list[str]], str]) -> str:
    return " ".join(join(words[i : i + 3]) for i in range(0, len(words), 3))


TRANSFORMS: dict[str, Callable[[str], str]] = {
    "as written": lambda s: s,
    "benign clause appended": lambda s: (
        s.rstrip(".!? ") + ", which keeps results consistent across pages and locales."
    ),
    "joined to a host sentence with ':'": lambda s: "Returns the current forecast for the city: " + s,
    "letters hyphenated": lambda s: re.sub(r"[A-Za-z]{5,}", lambda m: "-".join(m.group()), s),
    "snake_case": lambda s: _groups_of_three(s.split(), "_".join),
    "camelCase": lambda s: _groups_of_three(
        s.split(), lambda w: w[0] + "".join(x[:1].upper() + x[1:] for x in w[1:])
    ),
    "leetspeak": lambda s: s.translate(_LEET),
}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--threshold", type=float, default=None)
    args = parser.parse_args()
    tau = args.threshold if args.threshold is not None else shipped().threshold
    rows = trainer.development_rows()
    trainer.prepare(rows)
    hits = dict.fromkeys(TRANSFORMS, 0)
    total = 0
    for fold in FOLDS:
        model = trainer.fit(trainer.training_half(rows, fold))
        attacks = [r for r in rows if r.collection == fold and r.label and r.sentences]
        total += len(attacks)
        for name, transform in TRANSFORMS.items():
            respelt = [
                trainer.Row(
                    r.collection,
                    r.source,
                    1,
                    r.tool,
                    None,
                    "",
                    r.options,
                    [transform(s) for s in r.sentences],
                )
                for r in attacks
            ]
            hits[name] += sum(score >= tau for score in trainer.row_scores(model, respelt))
    print(
        f"model alone, threshold {tau:.3f}, {total} attack rows of {', '.join(FOLDS)} (each scored out of collection)"
    )
    for name, hit in hits.items():
        print(f"  {name:<36} {hit:4}/{total} = {hit / total:.1%}")


if __name__ == "__main__":
    main()
