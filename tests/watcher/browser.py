"""A real headless Chromium (the Debian package) driven through its command line, and the readers
the status-page tests use: a DOM walker and a PNG decoder (stdlib only)."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import zlib
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
)


def chromium(profile: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[bytes]:
    """Run Chromium once with a fresh profile."""
    require_chromium()
    profile.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True,
        timeout=timeout,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")[-2000:]
    return done


def require_chromium() -> None:
    """CI (`TOOLWATCH_CI=1`, set by `.ci/run`, which installs the browser) fails without Chromium; a
    developer's machine without it skips with what to install, so the README's test command stays
    true on a fresh machine."""
    if Path(CHROMIUM).exists():
        return
    message = "Chromium is needed for the status-page browser tests: apt-get install chromium"
    if os.environ.get("TOOLWATCH_CI"):
        pytest.fail(message + " (.ci/run installs it)")
    pytest.skip(message + " (CI installs it and runs these tests)")


def dump_dom(profile: Path, url: str) -> str:
    """The DOM after the page loaded, serialised: what the browser built, not what the server sent."""
    return chromium(profile, "--dump-dom", url).stdout.decode("utf-8")


def screenshot(profile: Path, url: str, out: Path, size: tuple[int, int] = (1280, 1400)) -> bytes:
    chromium(profile, f"--window-size={size[0]},{size[1]}", f"--screenshot={out}", url)
    return out.read_bytes()


@dataclass
class Dom(HTMLParser):
    """Every element's tag and attributes, the text of each <ins>, and all text, as the browser saw it."""

    elements: list[tuple[str, dict[str, str | None]]] = field(default_factory=list)
    inserted: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)
    title: str = ""
    _ins_depth: int = 0
    _in_title: bool = False

    def __post_init__(self) -> None:
        super().__init__(convert_charrefs=True)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag == "ins":
            self._ins_depth += 1
            self.inserted.append("")
        self._in_title = tag == "title"

    def handle_endtag(self, tag: str) -> None:
        if tag == "ins":
            self._ins_depth -= 1
        if tag == "title":
            self._in_title = False

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._ins_depth:
            self.inserted[-1] += data
        if self._in_title:
            self.title += data

    def tags(self, name: str) -> list[dict[str, str | None]]:
        return [attrs for tag, attrs in self.elements if tag == name]


def parse_dom(html: str) -> Dom:
    dom = Dom()
    dom.feed(html)
    dom.close()
    return dom


def decode_png(data: bytes) -> tuple[int, int, list[bytes]]:
    """(width, height, rows of RGB(A) bytes) of an 8-bit RGB or RGBA, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
    width, height, depth, color, _c, _f, interlace = struct.unpack(">IIBBBBB", header)
    assert depth == 8 and color in (2, 6) and interlace == 0, (depth, color, interlace)
    bpp = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        rows.append(bytes(line) if bpp == 3 else bytes(v for j, v in enumerate(line) if j % 4 != 3))
        prev = line
    return width, height, rows


def count_color(rows: list[bytes], rgb: tuple[int, int, int], tolerance: int = 6) -> int:
    n = 0
    for row in rows:
        for x in range(0, len(row), 3):
            if all(abs(row[x + k] - rgb[k]) <= tolerance for k in range(3)):
                n += 1
    return n
