"""One chat-completions call: bounded in time and bytes, every failure a JudgeFailure with an outcome.

httpx2 (which ships with mcp) is imported inside the call, so importing the oracle, or running
`toolwatch check` without judges, never loads it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import anyio

from ._config import JudgeConfig
from ._rubric import InvalidReply, Verdict, estimate_tokens, parse_reply

if TYPE_CHECKING:
    import httpx2


REDACTED = "***"


class JudgeFailure(Exception):
    """A judge produced no verdict. `outcome` is the metric label; the message never holds secrets."""

    def __init__(self, outcome: str, message: str, tokens: int = 0) -> None:
        super().__init__(message)
        self.outcome = outcome
        self.tokens = tokens


@dataclass(frozen=True)
class Answer:
    verdict: Verdict
    tokens: int
    estimated: bool  # True when the reply carried no usable `usage`


def _api_key(config: JudgeConfig) -> str | None:
    if config.api_key_env is None:
        return None
    key = os.environ.get(config.api_key_env)
    if not key:
        raise JudgeFailure("error", f"environment variable {config.api_key_env} (api_key_env) is not set")
    return key


def _usage_tokens(body: Any) -> int | None:
    usage = body.get("usage") if isinstance(body, dict) else None
    if not isinstance(usage, dict):
        return None
    total = usage.get("total_tokens")
    if isinstance(total, int) and not isinstance(total, bool) and total >= 0:
        return total
    parts = [usage.get("prompt_tokens"), usage.get("completion_tokens")]
    if all(isinstance(p, int) and not isinstance(p, bool) and p >= 0 for p in parts):
        return int(parts[0]) + int(parts[1])  # type: ignore[arg-type]
    return None


def _content(body: Any) -> str:
    try:
        content = body["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        raise InvalidReply("reply has no choices[0].message.content") from None
    if not isinstance(content, str):
        raise InvalidReply("choices[0].message.content is not a string")
    return content


async def _read_capped(response: httpx2.Response, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        size += len(chunk)
        if size > limit:
            raise JudgeFailure("invalid_reply", f"reply larger than {limit} bytes; abandoned")
        chunks.append(chunk)
    return b"".join(chunks)


async def ask(config: JudgeConfig, messages: list[dict[str, str]], client: httpx2.AsyncClient) -> Answer:
    """Ask one judge; raise JudgeFailure(outcome=error|timeout|rate_limited|invalid_reply) otherwise."""
    import httpx2

    headers = {"content-type": "application/json"}
    key = _api_key(config)
    if key is not None:
        headers["authorization"] = f"Bearer {key}"
    payload: dict[str, Any] = {"model": config.model, "messages": messages, "temperature": 0}
    if config.json_mode:
        payload["response_format"] = {"type": "json_object"}
    prompt_estimate = estimate_tokens(*(m["content"] for m in messages))
    try:
        with anyio.fail_after(config.timeout):
            async with client.stream("POST", config.endpoint, json=payload, headers=headers) as response:
                if response.status_code == 429:
                    raise JudgeFailure("rate_limited", "judge rate-limited the request (HTTP 429)")
                if response.status_code >= 400:
                    raise JudgeFailure("error", f"judge answered HTTP {response.status_code}")
                raw = await _read_capped(response, config.max_reply_bytes)
    except TimeoutError:
        raise JudgeFailure("timeout", f"no complete reply within {config.timeout:g}s") from None
    except httpx2.HTTPError as exc:
        # The exception text can carry the URL; the judge's label is enough to act on.
        raise JudgeFailure("error", f"transport error talking to the judge: {type(exc).__name__}") from None
    try:
        body = json.loads(raw)
    except (ValueError, RecursionError):  # RecursionError: a hostile body nested past the stack
        raise JudgeFailure("invalid_reply", "reply body is not JSON", prompt_estimate) from None
    used = _usage_tokens(body)
    try:
        content = _content(body)
        tokens = used if used is not None else prompt_estimate + estimate_tokens(content)
        verdict = _scrubbed(parse_reply(_scrub(content, key)), key)
    except InvalidReply as exc:
        message = _scrub(str(exc), key)
        raise JudgeFailure("invalid_reply", message, used if used is not None else prompt_estimate) from None
    return Answer(verdict, tokens, used is None)


def _scrub(text: str, key: str | None) -> str:
    """A judge's words without its API key: a reply may echo the request's Authorization header,
    and everything a judge says ends up in findings, caches, logs and alerts."""
    return text.replace(key, REDACTED) if key else text


def scrub_verdict(verdict: Verdict, config: JudgeConfig) -> Verdict:
    """`verdict` without the key of the judge it came from (for verdicts read back from a cache)."""
    key = os.environ.get(config.api_key_env) if config.api_key_env else None
    return _scrubbed(verdict, key)


def _scrubbed(verdict: Verdict, key: str | None) -> Verdict:
    # Again after parsing: JSON escapes (`\u0073k-...`) hide the key from the raw-text pass.
    if not key:
        return verdict
    aspects = tuple(_scrub(a, key) for a in verdict.aspects)
    return Verdict(verdict.score, aspects, _scrub(verdict.reason, key))
