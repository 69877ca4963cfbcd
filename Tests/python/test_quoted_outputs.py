"""Every output the README and the user docs quote is what stacklint prints today.

A fenced block whose first line is `$ stacklint ARGS` is run (in a copy of `Examples/`, with
the README's first layout written where its quoted command looks for it) and compared line
by line with the rest of the block; a line `...` stands for any number of lines. The
README's sentence about the examples is checked against the summary the binary prints.
"""
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STACKLINT = os.environ.get("STACKLINT", str(ROOT / ".build" / "debug" / "stacklint"))
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def user_documents():
    return [ROOT / "README.md"] + sorted(path for path in (ROOT / "docs").glob("*.md"))


def fenced_blocks(text):
    return re.findall(r"^```[a-z]*\n(.*?)^```$", text, re.S | re.M)


def quoted_runs(path):
    for block in fenced_blocks(path.read_text(encoding="utf-8")):
        lines = block.rstrip("\n").split("\n")
        if lines and lines[0].startswith("$ stacklint"):
            yield lines[0][2:], lines[1:]


def matches(expected, actual):
    """Whether the actual lines are the expected ones, `...` standing for any run of lines."""
    if not expected:
        return not actual
    if expected[0].strip() == "...":
        return any(matches(expected[1:], actual[start:]) for start in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])


class QuotedOutputsTest(unittest.TestCase):
    def setUp(self):
        self.folder = Path(tempfile.mkdtemp(prefix="stacklint-quoted-"))
        shutil.copytree(ROOT / "Examples", self.folder / "Examples")
        first_layout = fenced_blocks((ROOT / "README.md").read_text(encoding="utf-8"))[0]
        (self.folder / "Screens").mkdir()
        (self.folder / "Screens" / "SettingsRow.stack").write_text(first_layout, encoding="utf-8")

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)

    def run_quoted(self, command):
        arguments = shlex.split(command)[1:]
        environment = {**os.environ, "NO_COLOR": "1"}
        return subprocess.run([STACKLINT, *arguments], cwd=self.folder, capture_output=True, text=True, env=environment, check=False)

    def test_every_quoted_command_prints_what_is_quoted(self):
        runs = [(path, command, expected) for path in user_documents() for command, expected in quoted_runs(path)]
        self.assertGreaterEqual(len(runs), 3)
        for path, command, expected in runs:
            with self.subTest(document=path.name, command=command):
                result = self.run_quoted(command)
                printed = (result.stdout + result.stderr).rstrip("\n").split("\n")
                self.assertTrue(matches(expected, printed),
                                f"{path.name}: `{command}` prints\n" + "\n".join(printed))

    def test_the_synopses_are_the_help_s(self):
        """The README's and docs/cli.md's command synopsis is the USAGE of `stacklint --help`."""
        printed = subprocess.run([STACKLINT, "--help"], capture_output=True, text=True, check=True).stdout
        usage = printed.split("USAGE:\n", 1)[1].split("\n\n", 1)[0]
        expected = "\n".join(line[2:] for line in usage.split("\n"))
        for path in [ROOT / "README.md", ROOT / "docs" / "cli.md"]:
            blocks = [block.rstrip("\n") for block in fenced_blocks(path.read_text(encoding="utf-8")) if block.startswith("stacklint [check]")]
            self.assertEqual(blocks, [expected], f"{path.name}'s synopsis")

    def test_the_readme_counts_the_rules(self):
        listing = subprocess.run([STACKLINT, "rules"], capture_output=True, text=True, check=True).stdout
        rules = re.findall(r"^[a-z][a-z-]*\s+(?:error|warning|info)\b", listing, re.M)
        said = re.search(r"^(\d+) rules, from syntax errors", (ROOT / "README.md").read_text(encoding="utf-8"), re.M)
        self.assertIsNotNone(said, "the README says how many rules there are")
        self.assertEqual(int(said.group(1)), len(rules))

    def test_the_readme_counts_the_examples_findings(self):
        summary = self.run_quoted("$ stacklint Examples/").stdout.rstrip("\n").split("\n")[-1]
        found = re.match(r"Found (\d+) problems \((\d+) errors", summary)
        self.assertIsNotNone(found, summary)
        readme = (ROOT / "README.md").read_text(encoding="utf-8").replace("\n", " ")
        claim = re.search(r"`swift run stacklint Examples/` reports (\w+) problems, (\w+) of them errors", readme)
        self.assertIsNotNone(claim, "the README says how many problems the examples have")
        said = [int(word) if word.isdigit() else NUMBERS[word] for word in claim.groups()]
        self.assertEqual(said, [int(found.group(1)), int(found.group(2))])


if __name__ == "__main__":
    unittest.main()
