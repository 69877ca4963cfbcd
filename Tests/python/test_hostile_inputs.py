"""Hostile inputs through every command that reads a .stack file: `check`, `frames --format
json`, `format`, `check --fix` and `render`. Whatever the input, a command ends on its own
(within a time limit, under a memory limit), is never killed by a signal, exits 0, 1 or 2,
says what is wrong where something is wrong, and never writes a file that no longer parses.

A case that fails on the current code may be marked xfail (not strict) with the reason, in
KNOWN_FAILURES, until its fix is merged; today none is. The 50 MB input is generated at test time, never committed.
"""
import json
import os
import random
import resource
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))
FRAMES_SCHEMA = ROOT / "Schemas" / "frames.schema.json"

# Limits for one command. Generous for a debug build on a busy machine: a breach means a
# hang or a blow-up, not slowness.
TIME_LIMIT_SECONDS = 120
MEMORY_LIMIT_BYTES = 4 << 30
EXIT_CODES = {0, 1, 2}

VALID = "layout A {\n  canvas: 375 x 667\n  stack s {\n    pin: top 20, leading, trailing\n    axis: vertical\n" \
        "    label t { text: \"é😀\"; intrinsic: 40 x 20; baseline: 16 }\n  }\n}\n"


def label_with(line):
    """A valid file with one extra statement in its label."""
    return ("layout A {\n  canvas: 375 x 667\n  stack s {\n    pin: top 20, leading, trailing\n    axis: vertical\n"
            "    label t {\n      text: \"x\"\n      intrinsic: 40 x 20\n      " + line + "\n    }\n  }\n}\n").encode()


def layout_with(line):
    """A valid file with one extra statement in its layout block."""
    return ("layout A {\n  " + line + "\n  stack s {\n    pin: top 20, leading, trailing\n    axis: vertical\n"
            "    label t { text: \"x\"; intrinsic: 40 x 20 }\n  }\n}\n").encode()


def many_layouts(count):
    return "".join(
        f"layout L{i} {{\n  stack s {{\n    pin: top 8, leading, trailing\n    label t {{ text: \"{i}\"; intrinsic: 40 x 20 }}\n  }}\n}}\n"
        for i in range(count)).encode()


def nested_braces(depth):
    return ("layout A {\n" + "{" * depth + "}" * depth + "\n}\n").encode()


def nested_stacks(depth):
    return ("layout A {\n" + "stack s {\n" * depth + "}\n" * depth + "}\n").encode()


def deepest_valid_stacks(depth=62):
    """Stacks nested as deep as the parser allows (64 levels with the layout), alternating axes,
    two labels in each: parsed, modelled and solved."""
    opening = "".join(f"stack s{i} {{\n  axis: {'vertical' if i % 2 else 'horizontal'}\n" + ("  pin: edges\n" if i == 0 else "")
                      for i in range(depth))
    closing = "label t { text: \"x\"; intrinsic: 40 x 20 }\nlabel u { text: \"y\"; intrinsic: 40 x 20 }\n}\n" * depth
    return ("layout A {\n  canvas: 375 x 667\n" + opening + closing + "}\n").encode()


def fifty_megabytes():
    """A valid layout, then 50 MB of comment lines."""
    line = b"// " + b"x" * 76 + b"\n"
    return VALID.encode() + line * ((50 << 20) // len(line))


def binary_garbage():
    return random.Random(20261123).randbytes(64 << 10)


INVALID_UTF8 = (
    b"layout A {\n  stack s {\n    pin: top 20, leading\n"
    b"    label \xff\xfe { text: \"\xc3\x28 \xed\xa0\x80 \xc0\xaf \xf8\x88\x80\x80\x80\"; intrinsic: 40 x 20 }\n"
    b"    label u { text: \"\xe2\x82\" }\n  }\n}\n\xf0\x9f\x98"
)

# name: (bytes, whether a user must be told about an error)
CASES = {
    "exponent-1e308": (label_with("baseline: 1e308"), True),
    "digits-1e308": (label_with("baseline: 1" + "0" * 308), False),  # finite: a value, not an error
    "digits-1e400-width": (label_with("width == 1" + "0" * 400), True),
    "digits-1e400-width-unpinned-stack": (("layout A {\n  stack s {\n    pin: top 20\n    label t { text: \"x\"; "
                                           "intrinsic: 40 x 20; width == 1" + "0" * 400 + " }\n  }\n}\n").encode(), True),
    "inf-nan": (label_with("intrinsic: inf x nan"), True),
    "pin-inset-400-digits": (("layout A {\n  stack s {\n    pin: top 20, trailing 1" + "0" * 400 + "\n"
                               "    label t { text: \"x\"; intrinsic: 40 x 20 }\n  }\n}\n").encode(), True),
    "negative-zero": (label_with("baseline: -0\n      width == -0\n      spacingAfter: -0"), False),
    "negative-canvas": (layout_with("canvas: -1 x 667"), True),
    "baseline-2^63": (label_with("baseline: 9223372036854775808"), False),  # finite, as a Double
    "lines-2^63": (label_with("lines: 9223372036854775808"), True),
    "priority-2^63": (label_with("width == 10 @9223372036854775808"), True),
    "canvas-1e400": (layout_with("canvas: 1" + "0" * 400 + " x 667"), True),
    "spacing-1e400": (("layout A {\n  stack s {\n    pin: top 20, leading, trailing\n    spacing: 1" + "0" * 400 + "\n"
                       "    label t { text: \"x\"; intrinsic: 40 x 20 }\n    label u { text: \"y\"; intrinsic: 40 x 20 }\n"
                       "  }\n}\n").encode(), True),
    "priority-1e400": (label_with("width == 10 @1" + "0" * 400), True),
    "hugging-minus-1e400": (label_with("hugging: -1" + "0" * 400), True),
    "intrinsic-1e400": (label_with("intrinsic: 1" + "0" * 400 + " x 20"), True),
    "5000-layouts": (many_layouts(5000), False),
    "100000-nested-braces": (nested_braces(100_000), True),
    "10000-nested-stacks": (nested_stacks(10_000), True),
    "deepest-valid-stacks": (deepest_valid_stacks(), False),
    "binary-garbage": (binary_garbage(), True),
    "invalid-utf8": (INVALID_UTF8, True),
    "empty": (b"", False),
    "nul-bytes": (b"layout A {\x00\n  stack s { pin: top\x00 }\n}\n", True),
}

# (case, command): why it fails today (one line: signal, message, where). Remove an entry once
# its fix is merged; the test then guards the fix.
# Every case once known to fail (solver and renderer traps, `{}` from frames, numbers beyond a
# Double accepted silently) now passes; a new failure gets an entry here with its cause.
KNOWN_FAILURES = {}

COMMANDS = ["check", "frames-json", "format", "fix", "render"]


def limit_resources():
    """Run in the child before exec: a memory ceiling, and no core files."""
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT_BYTES, MEMORY_LIMIT_BYTES))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def run(*args, cwd):
    try:
        return subprocess.run([str(BINARY), *args], capture_output=True, cwd=cwd, timeout=TIME_LIMIT_SECONDS,
                              preexec_fn=limit_resources, env={**os.environ, "SWIFT_BACKTRACE": "enable=no"},
                              check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"`stacklint {' '.join(args)}` did not end within {TIME_LIMIT_SECONDS} s")


def assert_ended_normally(result, what):
    assert result.returncode >= 0, \
        f"{what} was killed by {signal.Signals(-result.returncode).name}:\n{result.stderr.decode(errors='replace')[-2000:]}"
    assert result.returncode in EXIT_CODES, f"{what} exited {result.returncode}"


def has_syntax_errors(path, cwd):
    """Whether a file fails to parse (asked of `format --check`, which never solves a layout)."""
    result = run("format", "--check", str(path), cwd=cwd)
    assert_ended_normally(result, "format --check of the result")
    return "syntax-error" in result.stderr.decode(errors="replace")


def tells_of_an_error(result):
    text = (result.stdout + result.stderr).decode(errors="replace").lower()
    return result.returncode != 0 and "error" in text


@pytest.fixture(scope="module")
def workdir():
    directory = Path(tempfile.mkdtemp(prefix="stacklint-hostile-"))
    yield directory
    shutil.rmtree(directory, ignore_errors=True)


def parameters():
    for name in CASES:
        for command in COMMANDS:
            reason = KNOWN_FAILURES.get((name, command))
            marks = [pytest.mark.xfail(strict=False, reason=reason)] if reason else []
            yield pytest.param(name, command, marks=marks, id=f"{name}-{command}")


@pytest.mark.parametrize("name,command", parameters())
def test_hostile_input(name, command, workdir):
    content, error_expected = CASES[name]
    case_dir = workdir / f"{name}-{command}"
    case_dir.mkdir()
    path = case_dir / "input.stack"
    path.write_bytes(content)
    check_command(command, path, content, error_expected, case_dir)


@pytest.mark.parametrize("command", COMMANDS)
def test_fifty_megabyte_file(command, workdir):
    case_dir = workdir / f"50mb-{command}"
    case_dir.mkdir()
    path = case_dir / "input.stack"
    content = fifty_megabytes()
    path.write_bytes(content)
    check_command(command, path, content, False, case_dir, verify_output_parses=False)


def check_command(command, path, content, error_expected, cwd, verify_output_parses=True):
    if command == "check":
        result = run("check", "--isolated", "--no-cache", str(path), cwd=cwd)
        assert_ended_normally(result, "check")
        if error_expected:
            assert tells_of_an_error(result), f"check said nothing of an error (exit {result.returncode})"
    elif command == "frames-json":
        result = run("frames", str(path), "--format", "json", cwd=cwd)
        assert_ended_normally(result, "frames --format json")
        if result.returncode == 0:
            document = json.loads(result.stdout)  # must be JSON, NaN and Infinity excluded
            json.dumps(document, allow_nan=False)
            validate_frames(document)
        else:
            assert result.stderr.strip(), "frames failed without saying why"
    elif command == "format":
        result = run("format", str(path), cwd=cwd)
        assert_ended_normally(result, "format")
        if result.returncode == 0:
            if verify_output_parses and path.read_bytes() != content:
                assert not has_syntax_errors(path, cwd), "format wrote a file that does not parse"
        else:
            assert result.stderr.strip() or result.stdout.strip(), "format failed without saying why"
            assert path.read_bytes() == content, "format failed but changed the file"
    elif command == "fix":
        result = run("check", "--fix", "--isolated", "--no-cache", str(path), cwd=cwd)
        assert_ended_normally(result, "check --fix")
        if error_expected and path.read_bytes() == content:  # a fix may remove the error
            assert tells_of_an_error(result), f"check --fix said nothing of an error (exit {result.returncode})"
        if verify_output_parses and path.read_bytes() != content:
            assert not has_syntax_errors(path, cwd), "--fix wrote a file that does not parse"
    elif command == "render":
        output = cwd / "out.svg"
        result = run("render", str(path), "-o", str(output), cwd=cwd)
        assert_ended_normally(result, "render")
        if result.returncode == 0:
            assert output.read_bytes().lstrip().startswith((b"<svg", b"<?xml")), "render wrote no SVG"
        else:
            assert result.stderr.strip(), "render failed without saying why"
    else:
        raise AssertionError(command)


def validate_frames(document):
    try:
        import jsonschema
    except ImportError:  # CI installs it; a bare machine still checks that the JSON parses
        return
    schema = json.loads(FRAMES_SCHEMA.read_text())
    errors = [error.message for error in jsonschema.Draft202012Validator(schema).iter_errors(document)]
    assert errors == [], errors[:5]
