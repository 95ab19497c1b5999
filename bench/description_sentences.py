"""Sentence features of the description model measured by bench/description_model.py (not shipped).

The rules name phrase families; other authors word attacks differently. This model reads each sentence
a change added (the whole text for a new tool) as a bag of words, word pairs and a few shape cues
(addressed to "you", a URL, a path, code, a tool name of this or another server, the sentence's first
words, its length, how many of its content words the rest of the description shares) and gives it a
probability of being an attack. A content word the surrounding text also uses is read as "@" (the
tool's own topic), so what is learnt is how a sentence relates to its host, not which hosts the
training attacks were planted in. Pure Python, no dependency; about 0.1 ms per sentence.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from oracle.description._model import sentence_spans
from oracle.description._text import clean

# Bounded cost on hostile input: a reviewable description has far fewer sentences and words.
MAX_SENTENCES = 200
MAX_WORDS = 120
CROSS = False  # off-topic band crossed with the opening word and the cues (an experiment of the sweep)
CHARS = False  # word-internal character 4-grams (an experiment of the LOSO sweep)

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?|\d+")
_NAME = re.compile(r"[a-z0-9][a-z0-9_.\-]*[a-z0-9]")
_URL = re.compile(r"https?://|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|xyz|ru|cn|dev|app)\b")
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.]+")
_PATH = re.compile(r"~/|/etc/|/home/|/users/|\\users\\|\.ssh\b|\.env\b|\.[a-z]+rc\b|\.pem\b|\.aws\b")
_CODE = re.compile(r"`|\$\(|\|\s*(?:ba|z)?sh\b|&&|\bsudo\b|\bimport\s+\w|\w\(\s*[\w'\"]*\s*\)")
_SHOUT = re.compile(r"\b[A-Z]{3,}\b")
_STOP = frozenset(
    [
        "the",
        "a",
        "an",
        "and",
        "or",
        "of",
        "to",
        "in",
        "on",
        "for",
        "with",
        "by",
        "is",
        "are",
        "be",
        "this",
        "that",
        "it",
        "as",
        "at",
        "from",
        "if",
        "not",
        "you",
        "your",
        "can",
        "will",
        "use",
        "when",
        "any",
        "all",
        "each",
        "into",
        "its",
        "was",
        "were",
        "has",
        "have",
        "more",
        "than",
        "then",
        "also",
        "only",
        "which",
    ]
)


@dataclass(frozen=True)
class Model:
    bias: float
    weights: Mapping[str, float]


def _content(words: Sequence[str]) -> list[str]:
    return [w for w in words if len(w) > 2 and w not in _STOP]


def _names(text: str) -> set[str]:
    return set(_NAME.findall(text))


def _name_parts(tool: str) -> set[str]:
    parts = re.split(r"[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])", tool)
    return {p.lower() for p in parts if p} | {tool.lower()}


def features(
    sentence: str,
    host: Mapping[str, int],
    tool: str = "",
    own: frozenset[str] = frozenset(),
    foreign: Mapping[str, str] | None = None,
) -> list[str]:
    """The features of one sentence; `host` counts the content words of the text around it (the old
    text, the rest of the new text, the tool's name)."""
    raw = sentence[:2000]
    low = clean(raw).text
    words = _WORD.findall(low)[:MAX_WORDS]
    content = _content(words)
    # A content word the text around it also uses is the tool's own topic ("weather" for a weather
    # tool): read as "@", so the model learns how a sentence relates to its host, not which hosts the
    # training attacks happened to be planted in.
    words = ["@" if host.get(w, 0) > 0 and len(w) > 2 and w not in _STOP else w for w in words]
    out = [f"w:{w}" for w in words if w != "@"]
    out += [f"b:{a} {b}" for a, b in itertools.pairwise(words)]
    if words:
        out.append(f"f:{words[0]}")
        out.append(f"f2:{' '.join(words[:2])}")
    for cue, pattern in (("url", _URL), ("email", _EMAIL), ("path", _PATH), ("code", _CODE)):
        if pattern.search(low):
            out.append(f"c:{cue}")
    if _SHOUT.search(raw):
        out.append("c:shout")
    if "!" in raw:
        out.append("c:bang")
    if not host:
        out.append("ov:nohost")
    elif content:
        shared = sum(1 for w in content if host.get(w, 0) > 0) / len(content)
        out.append(
            "ov:none"
            if shared == 0
            else "ov:low"
            if shared < 0.25
            else "ov:mid"
            if shared < 0.5
            else "ov:high"
        )
    names = _names(low)
    if tool and tool.lower() in names:
        out.append("t:self")
    if names & own - {tool.lower()}:
        out.append("t:own")
    if foreign and any(n in foreign and n not in own for n in names):
        out.append("t:foreign")
    if CHARS:
        out += [
            f"g:{w[i : i + 4]}" for w in (f"<{w}>" for w in words if len(w) > 4) for i in range(len(w) - 3)
        ]
    n = len(words)
    out.append("n:1" if n < 4 else "n:2" if n < 10 else "n:3" if n < 25 else "n:4")
    if CROSS:
        # How off-topic the sentence is, crossed with how it opens and what it carries: an order
        # about something the tool does not do is the shape of a planted instruction.
        ov = next((f for f in out if f.startswith("ov:")), "ov:?")
        shape = [f for f in out if f[:2] in ("c:", "t:", "n:")]
        you = [f"y:{w}" for w in ("you", "your", "user", "assistant", "model") if w in words[:MAX_WORDS]]
        out += [f"x:{ov}|{f}" for f in (*shape, *you, f"f:{words[0]}" if words else "f:")]
    return list(dict.fromkeys(out))


def probability(model: Model, feats: Sequence[str]) -> float:
    """Logistic of the L2-normalised binary feature vector (as trained)."""
    if not feats:
        return 0.0
    z = model.bias + sum(model.weights.get(f, 0.0) for f in feats) / math.sqrt(len(feats))
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def scored_sentences(
    old: str | None,
    new: str,
    added: Sequence[tuple[int, int]] | None,
    tool: str = "",
    own: frozenset[str] = frozenset(),
    foreign: Mapping[str, str] | None = None,
) -> list[tuple[str, list[str]]]:
    """(sentence, features) for each sentence of `new` the change touched (`added` None: every
    sentence, a new tool's text). A sentence the old text already had word for word is context."""
    spans = sentence_spans(new)[:MAX_SENTENCES]
    if added is not None:
        spans = [(s, e) for s, e in spans if any(a < e and s < b for a, b in added)]
    old_low = " ".join(clean(old).text.split()) if old else ""
    new_words = [_content(_WORD.findall(clean(new[s:e]).text)[:MAX_WORDS]) for s, e in spans]
    around: Counter[str] = Counter(w for ws in new_words for w in ws)
    around.update(_content(_WORD.findall(old_low)))
    for part in _name_parts(tool):
        around[part] += 1
    out = []
    for (start, end), words in zip(spans, new_words, strict=True):
        sentence = new[start:end].strip()
        if len(_WORD.findall(sentence)) < 2:
            continue  # a code fence, a bullet, a lone word: nothing a model could read as intent
        if old_low and " ".join(clean(sentence).text.split()) in old_low:
            continue
        host = around.copy()
        host.subtract(words)
        host = +host
        out.append((sentence, features(sentence, host, tool, own, foreign)))
    return out
