"""The description layer's statistical second opinion: a sentence model over character grams and words.

The rules name phrase families, and other authors word attacks differently (docs/description.md: the
rules catch 41-65% of attacks by authors nobody tuned on). This model reads each sentence a change added
(every sentence of a new text), and those sentences together, as the set of character 4-grams of their
words plus the words and adjacent word pairs, hashed into 2**18 buckets, and gives each a probability of
being aimed at the model rather than describing the tool. Character grams carry over to misspellings
and inflections the rules have no words for; words and word pairs add the phrasing ("ignore previous",
"you are") that grams split up. The sentences read together catch a payload spread over several
sentences none of which gives it away alone (a role-play set-up). It runs only where the rules found no
attack, so it can add a finding and never changes one.

Trained by bench/train_description_model.py (logistic regression, multiple-instance: an attack row is
known to hold an attack somewhere in what it added, not in every sentence) on the development data that
bench/corpus/README.md records with provenance and licences; the weights are shipped as int8 in
`model.bin` beside this file, with the threshold fixed by that script's leave-one-collection-out run.
Pure Python, deterministic, no network; the weights are read on first use, so a `check` whose texts
never reach the model does not pay for them.
"""

from __future__ import annotations

import errno
import itertools
import json
import math
import re
import threading
import zlib
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ._text import clean

MODEL_FILE = Path(__file__).with_name("model.bin")
MAGIC = "toolwatch-description-model"
FORMAT = 2  # 2: words and word pairs joined the character grams (format 1 files are refused)
# Bounded cost per sentence on hostile input: a reviewable sentence has far fewer words, and a word
# longer than this is not one a model reads as an instruction.
MAX_WORDS = 120
MAX_WORD_CHARS = 40
# A word longer than MAX_WORD_CHARS (a run of a script written without spaces, an identifier) is read
# in pieces of that length, up to this many characters.
MAX_RUN_CHARS = 400
# Sentences longer than this are scored but not cached: the cache holds at most 8192 entries, and a
# hostile server rewriting 60 KB sentences on every refresh would otherwise pin hundreds of MiB.
MAX_CACHED_CHARS = 2048

_LINE = re.compile(r"[^\n]+")
_SPLIT = re.compile(r"(?<=[.!?。！？])\s+")
_WORD = re.compile(r"\w+")
_SPACES = re.compile(r"\s+")


# The kinds of text a model file may give its own threshold: a new tool's text, a rewritten tool
# description (or title), and a parameter's description. The training script chooses each on that
# kind's out-of-collection scores: vendors write the three differently, so one threshold spends the
# false-alarm budget where it buys least (docs/description.md, "Sixteenth session").
KINDS = ("new_tool", "rewrite", "property")


@dataclass(frozen=True)
class Weights:
    """A trained model: bias, one int8 weight per bucket times `scale`, the alerting threshold (and,
    optionally, one per kind of text, KINDS)."""

    bits: int
    scale: float
    bias: float
    threshold: float
    weights: Sequence[int]
    trained_on: str  # what the training script records about its data (digests, counts)
    # (kind, threshold) pairs, in KINDS order; a kind not named uses `threshold`
    thresholds: tuple[tuple[str, float], ...] = ()

    def threshold_for(self, kind: str) -> float:
        """The alerting threshold for a kind of text (KINDS); the shared one where the file names none."""
        return dict(self.thresholds).get(kind, self.threshold)


# Spellings that hide words from a reader of words: camelCase and snake_case joins
# ("ignoreAllPrevious", "ignore_all_previous"), letters spaced out ("i-g-n-o-r-e"), and digits or
# symbols for letters in a word ("1gn0r3"). Undone before the text is read; the training script reads
# the same way, so vendor identifiers are read as their words too.
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_SPACED = re.compile(r"(?<![\w-])\w(?:[-.· ]\w){3,}(?![\w-])")
_SPACER = re.compile(r"[-.· ]")
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_STAND_IN = re.compile(r"[0-9@$]")
# A token with a letter and a digit or symbol standing in for one, in any order (the only tokens
# _unleet changes: matching just those keeps the callback off every other word).
_MIXED_TOKEN = re.compile(r"(?<![\w@$])(?=[\w@$]*[^\W\d_])(?=[\w@$]*[0-9@$])[\w@$]+")


def _unleet(token: re.Match[str]) -> str:
    return token.group().translate(_LEET)


def _words(sentence: str) -> list[str]:
    text = _CAMEL.sub(" ", sentence).replace("_", " ")
    text = _SPACED.sub(lambda m: _SPACER.sub("", m.group()), text)
    if _STAND_IN.search(text):
        text = _MIXED_TOKEN.sub(_unleet, text)
    pieces = (
        word[i : i + MAX_WORD_CHARS]
        for word in _WORD.findall(clean(text).text)
        for i in range(0, min(len(word), MAX_RUN_CHARS), MAX_WORD_CHARS)
    )
    return list(itertools.islice(pieces, MAX_WORDS))


@lru_cache(maxsize=65536)
def _word_buckets(word: str, mask: int) -> tuple[int, ...]:
    """The buckets of a word's 4-grams (padded with a space) and of the word itself: words recur
    across sentences, and hashing them is most of a sentence's cost."""
    padded = f" {word} "
    grams = {padded[i : i + 4] for i in range(len(padded) - 3)}
    grams.add("\x01" + word)
    return tuple(zlib.crc32(gram.encode()) & mask for gram in grams)


def sentence_features(sentence: str, bits: int) -> list[int]:
    """The buckets of the sentence's features: the character 4-grams of its words (each word padded
    with a space), the words themselves and each pair of adjacent words."""
    mask = (1 << bits) - 1
    words = _words(sentence)
    buckets: set[int] = set()
    for word in words:
        buckets.update(_word_buckets(word, mask))
    # Control characters mark the kind, so a word never collides with a gram or a pair of the same text.
    buckets.update(zlib.crc32(f"\x02{a} {b}".encode()) & mask for a, b in itertools.pairwise(words))
    return sorted(buckets)


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """[start, end) of each sentence of `text`: its lines, split after sentence punctuation."""
    spans: list[tuple[int, int]] = []
    for line in _LINE.finditer(text):
        start = line.start()
        for piece in _SPLIT.split(line.group()):
            at = text.find(piece, start) if piece else -1
            if at < 0:
                continue
            if piece.strip():
                spans.append((at, at + len(piece)))
            start = at + len(piece)
    return spans


def _flat(text: str) -> str:
    return _SPACES.sub(" ", clean(text).text).strip()


def _overlapping(spans: list[tuple[int, int]], ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans that overlap one of `ranges` (both sorted, the ranges disjoint): one merge pass, so a
    text of many sentences and many changed pieces costs linear time, not their product."""
    out: list[tuple[int, int]] = []
    at = 0
    for start, end in spans:
        while at < len(ranges) and ranges[at][1] <= start:
            at += 1
        if at < len(ranges) and ranges[at][0] < end:
            out.append((start, end))
    return out


def touched_sentences(old: str | None, new: str, added: Iterable[tuple[int, int]] | None) -> list[str]:
    """The sentences of `new` a change touched (`added` None: every sentence, a new text), without
    those the old text had as a sentence of its own, word for word (context, not news), and those of
    fewer than two words. Every sentence is read: a count cap would let padding hide a payload, and the
    layer's 64 KiB bound on a text already bounds the work."""
    spans = sentence_spans(new)
    if added is not None:
        spans = _overlapping(spans, sorted(added))
    old_sentences = {_flat(old[s:e]) for s, e in sentence_spans(old)} if old else set()
    out: list[str] = []
    for start, end in spans:
        sentence = new[start:end].strip()
        if len(_WORD.findall(sentence)) < 2:
            continue  # a code fence, a bullet, a lone word: nothing to read intent in
        if _flat(sentence) in old_sentences:
            continue
        out.append(sentence)
    return out


def probability(model: Weights, features: Sequence[int]) -> float:
    if not features:
        return 0.0
    total = sum(model.weights[f] for f in features)
    z = model.bias + model.scale * total / math.sqrt(len(features))
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def parse(blob: bytes) -> Weights:
    """A model file: one JSON header line, then 2**bits signed bytes. Anything else is a ValueError."""
    head, sep, body = blob.partition(b"\n")
    if not sep:
        raise ValueError("description model: no header line")
    header = json.loads(head)
    if not isinstance(header, dict) or header.get("magic") != MAGIC or header.get("format") != FORMAT:
        raise ValueError(f"description model: not a toolwatch description model of format {FORMAT}")
    try:
        bits = int(header["bits"])
        scale, bias, threshold = (float(header[key]) for key in ("scale", "bias", "threshold"))
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"description model: bad header field ({exc})") from None
    if not 8 <= bits <= 24 or len(body) != 1 << bits:
        raise ValueError(f"description model: expected {1 << bits} weight bytes, found {len(body)}")
    # A NaN or out-of-range threshold would make the rule fire on every text, or never.
    if not (math.isfinite(scale) and scale > 0 and math.isfinite(bias) and 0 < threshold < 1):
        raise ValueError("description model: scale, bias or threshold out of range")
    thresholds = _kind_thresholds(header.get("thresholds", {}))
    return Weights(
        bits, scale, bias, threshold, array("b", body), str(header.get("trained_on", "")), thresholds
    )


def _kind_thresholds(value: object) -> tuple[tuple[str, float], ...]:
    """The header's per-kind thresholds: a mapping of KINDS to numbers strictly between 0 and 1."""
    if not isinstance(value, dict):
        raise ValueError("description model: bad header field (thresholds is not a mapping)")
    out = []
    for kind in KINDS:
        if kind not in value:
            continue
        tau = value[kind]
        if (
            isinstance(tau, bool)
            or not isinstance(tau, (int, float))
            or not (math.isfinite(tau) and 0 < tau < 1)
        ):
            raise ValueError(f"description model: {kind} threshold out of range")
        out.append((kind, float(tau)))
    unknown = sorted(set(value) - set(KINDS))
    if unknown:
        raise ValueError(f"description model: bad header field (unknown kinds {unknown})")
    return tuple(out)


def serialise(model: Weights) -> bytes:
    header: dict[str, object] = {
        "magic": MAGIC,
        "format": FORMAT,
        "bits": model.bits,
        "scale": model.scale,
        "bias": model.bias,
        "threshold": model.threshold,
        "trained_on": model.trained_on,
    }
    if model.thresholds:  # absent, not empty, where there are none: older files read back byte for byte
        header["thresholds"] = dict(model.thresholds)
    return json.dumps(header, sort_keys=True).encode() + b"\n" + array("b", model.weights).tobytes()


_LOCK = threading.Lock()
_LOADED: list[Weights] = []


def load(path: Path) -> Weights:
    """A model file from disk. A missing or damaged file is a broken installation, reported as an I/O
    error that names the file and says so (the CLI exits 74 with it), not as a bug or as bad input."""
    try:
        return parse(path.read_bytes())
    except OSError as exc:
        reason = f"cannot read the description model ({exc.strerror}); reinstall toolwatch"
        raise OSError(exc.errno or errno.EIO, reason, str(path)) from exc
    except ValueError as exc:
        raise OSError(
            errno.EIO, f"damaged description model ({exc}); reinstall toolwatch", str(path)
        ) from exc


def shipped() -> Weights:
    """The packaged model, read once per process."""
    if not _LOADED:
        with _LOCK:
            if not _LOADED:
                _LOADED.append(load(MODEL_FILE))
    return _LOADED[0]


@lru_cache(maxsize=8192)
def _cached_probability(sentence: str) -> float:
    # A mass change adds the same sentence to many tools, and a refresh re-reads old ones.
    return _probability_of(sentence)


def _probability_of(sentence: str) -> float:
    model = shipped()
    return probability(model, sentence_features(sentence, model.bits))


def _sentence_probability(sentence: str) -> float:
    if len(sentence) > MAX_CACHED_CHARS:
        return _probability_of(sentence)
    return _cached_probability(sentence)


def instances(old: str | None, new: str, added: Iterable[tuple[int, int]] | None) -> list[str]:
    """What the model scores for a change: each touched sentence, and, when there are several, all of
    them read together (only their first MAX_WORDS words count: a set-up at the head of a payload)."""
    sentences = touched_sentences(old, new, added)
    return [*sentences, " ".join(sentences)] if len(sentences) > 1 else sentences


def most_suspicious(old: str | None, new: str, added: Iterable[tuple[int, int]] | None) -> tuple[float, str]:
    """(probability, text) of the instance the shipped model finds most like an attack."""
    best = (0.0, "")
    for text in instances(old, new, added):
        p = _sentence_probability(text)
        if p > best[0]:
            best = (p, text)
    return best
