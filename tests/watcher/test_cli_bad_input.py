"""Every bad input gets its own exit code (64 usage, 65 invalid, 66 missing; never 1 or 2) and a
message that says where, what and how to fix it. No traceback ever reaches the user."""

from __future__ import annotations

from pathlib import Path

import pytest
from toolwatch_cli_support import SEARCH, lock, run_toolwatch, write_dump


@pytest.fixture(scope="module")
def shared_lockfile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return lock(tmp_path_factory.mktemp("lock"), [SEARCH])


BAD_DUMPS: list[tuple[str, bytes, str]] = [
    ("empty", b"", "empty input"),
    ("whitespace", b"  \n\t\n", "empty input"),
    ("malformed", b'{"tools": [', "invalid JSON at line 1 column 12"),
    ("binary junk", bytes(range(256)) * 4, "not UTF-8 text: byte 0x80 at offset 128"),
    ("nul bytes", b"\x00\x00\x00", "invalid JSON"),
    ("a number", b"42", "top-level JSON is a number"),
    ("no tools key", b'{"tool": []}', "object has no 'tools' or 'result' key"),
    (
        "tools not a list",
        b'{"tools": {"search": {}}}',
        "/tools is a object",
    ),
    (
        "error response",
        b'{"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "nope"}}',
        "is an error",
    ),
    ("tool without name", b'[{"description": "x"}]', "tool name must be a non-empty string"),
    ("name not a string", b'[{"name": 7}]', "tool name must be a non-empty string, but it is a number"),
    ("schema not an object", b'[{"name": "a", "inputSchema": []}]', "inputSchema must be a JSON object"),
    ("duplicate tools", b'[{"name": "a"}, {"name": "a"}]', "duplicate tool name 'a'"),
    ("NaN", b'[{"name": "a", "inputSchema": {"maximum": NaN}}]', "NaN is not valid JSON"),
    (
        "too deep",
        b'[{"name": "a", "inputSchema": ' + b'{"a": ' * 300 + b"1" + b"}" * 300 + b"}]",
        "nesting deeper",
    ),
]


STDIN_TOO = {"empty", "malformed", "binary junk", "duplicate tools"}


@pytest.mark.parametrize(("label", "data", "message"), BAD_DUMPS, ids=[b[0] for b in BAD_DUMPS])
def test_bad_dumps_exit_65(
    tmp_path: Path, shared_lockfile: Path, label: str, data: bytes, message: str
) -> None:
    lockfile = shared_lockfile
    dump = tmp_path / "bad.json"
    dump.write_bytes(data)
    from_file = run_toolwatch("check", dump, "--lockfile", lockfile)
    assert from_file.code == 65, from_file
    assert from_file.err.startswith(f"toolwatch: error: {dump}"), from_file.err
    assert message in from_file.err
    assert "Traceback" not in from_file.err and from_file.out == ""
    if label in STDIN_TOO:
        from_stdin = run_toolwatch("check", "-", "--lockfile", lockfile, stdin=data)
        assert from_stdin.code == 65 and "toolwatch: error: <stdin>" in from_stdin.err
        assert message in from_stdin.err


BAD_LOCKFILES: list[tuple[str, bytes, str]] = [
    ("empty", b"", "lockfile is empty"),
    ("malformed yaml", b"version: 1\ntools: [\n", "lockfile is not valid YAML"),
    ("binary junk", b"\x89PNG\r\n\x1a\n\x00\x00", "lockfile is not UTF-8 text"),
    ("wrong version", b"version: 7\ntools: {}\n", "unsupported lockfile format version 7"),
    ("semver a number", b"version: 1\ntools:\n  search: {semver: 1.0, contract_digest: x}\n", "quote it"),
    ("tools a list", b"version: 1\ntools: []\n", "`tools` must be a mapping"),
]


@pytest.mark.parametrize(("label", "data", "message"), BAD_LOCKFILES, ids=[b[0] for b in BAD_LOCKFILES])
def test_bad_lockfiles_exit_65(tmp_path: Path, label: str, data: bytes, message: str) -> None:
    lockfile = tmp_path / "bad.lock.yaml"
    lockfile.write_bytes(data)
    result = run_toolwatch("check", write_dump(tmp_path / "d.json", [SEARCH]), "--lockfile", lockfile)
    assert result.code == 65, result
    assert result.err.startswith(f"toolwatch: error: {lockfile}")
    assert message in result.err


def test_lock_refuses_to_overwrite_an_invalid_lockfile(tmp_path: Path) -> None:
    lockfile = tmp_path / "bad.lock.yaml"
    lockfile.write_bytes(b"version: 9\ntools: {}\n")
    result = run_toolwatch("lock", write_dump(tmp_path / "d.json", [SEARCH]), "--lockfile", lockfile)
    assert result.code == 65
    assert lockfile.read_bytes() == b"version: 9\ntools: {}\n"


def test_bad_declared_versions_exit_65_naming_the_tool(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH])
    declared = tmp_path / "v.yaml"
    declared.write_text("search: v2\n")
    result = run_toolwatch(
        "check", write_dump(tmp_path / "d.json", [SEARCH]), "--lockfile", lockfile, "--declared", declared
    )
    assert result.code == 65
    assert f"{declared}: search: tool 'search': 'v2' is not a semantic version" in result.err


def test_missing_files_exit_66(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH])
    dump = write_dump(tmp_path / "d.json", [SEARCH])
    no_dump = run_toolwatch("check", tmp_path / "nope.json", "--lockfile", lockfile)
    assert no_dump.code == 66
    assert "tools/list dump" in no_dump.err and "does not exist" in no_dump.err
    no_lock = run_toolwatch("check", dump, "--lockfile", tmp_path / "nope.lock")
    assert no_lock.code == 66
    assert "hint: create it with `toolwatch lock DUMP --lockfile FILE`" in no_lock.err
    no_declared = run_toolwatch("check", dump, "--lockfile", lockfile, "--declared", tmp_path / "nope.yaml")
    assert no_declared.code == 66
    a_directory = run_toolwatch("check", tmp_path, "--lockfile", lockfile)
    assert a_directory.code == 66 and "is a directory" in a_directory.err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["check", "d.json"], "the following arguments are required: --lockfile"),
        (["check", "--lockfile", "x.lock"], "missing the tools/list dump"),
        (["check", "d.json", "--tools", "d.json", "--lockfile", "x"], "give the tools/list dump once"),
        (["check", "d.json", "--lockfile", "x", "--format", "xml"], "invalid choice: 'xml'"),
        (["check", "d.json", "--lockfile", "x", "--override", "no-such-rule=major"], "unknown rule id"),
        (["check", "d.json", "--lockfile", "x", "--max-input-bytes", "lots"], "invalid size 'lots'"),
        (["diff", "d.json", "d.json", "--jobs", "0"], "invalid job count '0'"),
        (["diff", "d.json", "d.json", "--jobs", "many"], "invalid job count 'many'"),
        (["diff", "-", "-"], "only one of OLD and NEW can be -"),
        (["check", "-", "--lockfile", "-"], "only one input can be - (stdin)"),
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        ([], "no command given"),
        (["--check-tools"], "--check-tools needs a tools/list dump"),
        (["--lock-tools", "-", "--check-tools", "-"], "give one of --lock-tools or --check-tools"),
    ],
)
def test_usage_errors_exit_64(tmp_path: Path, args: list[str], message: str) -> None:
    write_dump(tmp_path / "d.json", [SEARCH])
    result = run_toolwatch(*args, cwd=tmp_path)
    assert result.code == 64, result
    assert message in result.err
    assert "hint: see `toolwatch" in result.err or "hint:" in result.err


def test_a_100_mb_dump_is_refused_quickly(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH])
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:  # a valid dump, 100 MB of description
        handle.write(b'[{"name": "search", "description": "')
        chunk = b"x" * (1024 * 1024)
        for _ in range(100):
            handle.write(chunk)
        handle.write(b'"}]')
    result = run_toolwatch("check", huge, "--lockfile", lockfile)
    assert result.code == 65
    assert "tools/list dump is 104,857,639 bytes, over the 67,108,864-byte limit" in result.err
    assert "hint: if this input is legitimate, raise the limit with --max-input-bytes" in result.err
    piped = run_toolwatch(
        "check", "-", "--lockfile", lockfile, "--max-input-bytes", "1M", stdin=huge.read_bytes()
    )
    assert piped.code == 65
    assert "more than 1,048,576 bytes, over the 1,048,576-byte limit" in piped.err


def test_an_unwritable_output_exits_73(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH])
    dump = write_dump(tmp_path / "d.json", [SEARCH])
    result = run_toolwatch(
        "check", dump, "--lockfile", lockfile, "--output", tmp_path / "no" / "such" / "dir.txt"
    )
    assert result.code == 73
    assert "cannot write output file" in result.err
    locked = run_toolwatch("lock", dump, "--lockfile", tmp_path / "missing-dir" / "x.lock")
    assert locked.code == 73
