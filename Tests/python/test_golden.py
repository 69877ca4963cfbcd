"""Golden files: the full text output of `stacklint Examples/` and the frames JSON of every
example, checked into Tests/Golden and compared exactly, so that any change to a finding
(its place, its message, its fix count) or to a frame shows in review.

Regenerate after an intended change (and review the diff):

    STACKLINT_UPDATE_GOLDEN=1 STACKLINT=.build/debug/stacklint python3 -m pytest Tests/python/test_golden.py
"""
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))
GOLDEN = ROOT / "Tests" / "Golden"
UPDATE = os.environ.get("STACKLINT_UPDATE_GOLDEN") == "1"
EXAMPLES = sorted(p.name for p in (ROOT / "Examples").glob("*.stack"))
IB_FILES = sorted(p.name for p in (ROOT / "Tests" / "InterfaceBuilder").iterdir() if p.suffix in (".xib", ".storyboard"))


def run(*args):
    env = dict(os.environ)
    env.pop("NO_COLOR", None)
    result = subprocess.run([str(BINARY), *args], capture_output=True, text=True, cwd=ROOT, env=env, check=False,
                            timeout=120)
    return f"exit {result.returncode}\n--- stdout\n{result.stdout}--- stderr\n{result.stderr}"


def check(name, actual):
    path = GOLDEN / name
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        return
    assert path.exists(), f"{path} is missing: regenerate with STACKLINT_UPDATE_GOLDEN=1 (see this file's docstring)"
    expected = path.read_text(encoding="utf-8")
    assert actual == expected, f"{name} differs from the golden file; if intended, regenerate with STACKLINT_UPDATE_GOLDEN=1"


def test_there_are_examples():
    assert len(EXAMPLES) >= 9


def test_text_output_of_the_examples():
    check("examples.txt", run("--no-color", "--no-cache", "Examples/"))


@pytest.mark.parametrize("example", EXAMPLES)
def test_frames_json_of_each_example(example):
    result = subprocess.run([str(BINARY), "frames", "--format", "json", f"Examples/{example}"], capture_output=True,
                            text=True, cwd=ROOT, check=False, timeout=120)
    assert (result.returncode, result.stderr) == (0, ""), result.stderr
    check(f"frames/{Path(example).stem}.json", result.stdout)


@pytest.mark.parametrize("ib_file", IB_FILES)
def test_findings_of_each_interface_builder_file(ib_file):
    """What `stacklint` reports on an IB file where it is, as text and as JSON: positions in the XML."""
    path = f"Tests/InterfaceBuilder/{ib_file}"
    check(f"lint/{ib_file}.txt", run("--no-color", "--no-cache", path))
    check(f"lint/{ib_file}.json", run("--no-cache", "--format", "json", path))


def test_no_stale_golden_files():
    """The files this test owns; `reports/`, `svg/` and `import/` belong to the Swift `ReportGoldenTests`,
    `SVGGoldenTests` and `ImportGoldenTests`."""
    expected = {"examples.txt", "README.md"} | {f"frames/{Path(e).stem}.json" for e in EXAMPLES}
    expected |= {f"lint/{f}.{kind}" for f in IB_FILES for kind in ("txt", "json")}
    present = {str(p.relative_to(GOLDEN)) for p in GOLDEN.rglob("*") if p.is_file() and p.relative_to(GOLDEN).parts[0] not in ("reports", "svg", "import")}
    assert present == expected, "golden files for examples that no longer exist (or missing ones)"
