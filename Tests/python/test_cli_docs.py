"""The command line's documentation: `--help`, `stacklint man` (kept as docs/stacklint.1),
the completion scripts, the README and docs/cli.md describe the same options, and every
documented option is one the binary accepts."""
import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))


def stacklint(*args, cwd=ROOT, stdin=""):
    return subprocess.run([str(BINARY), *args], capture_output=True, text=True, cwd=cwd, input=stdin, check=False)


def help_options():
    """The long options of the CHECK OPTIONS table of `--help`."""
    text = stacklint("--help").stdout
    section = text.split("CHECK OPTIONS:\n", 1)[1].split("\n\n", 1)[0]
    return [re.search(r"--[a-z][a-z-]*", line[:27]).group(0) for line in section.splitlines() if line.strip()]


class ManPageTest(unittest.TestCase):
    def test_docs_copy_is_what_the_binary_prints(self):
        printed = stacklint("man")
        self.assertEqual(printed.returncode, 0, printed.stderr)
        self.assertEqual((ROOT / "docs" / "stacklint.1").read_text(), printed.stdout,
                         "docs/stacklint.1 drifted: run `swift run stacklint man > docs/stacklint.1`")

    def test_every_option_of_the_help_is_in_the_man_page(self):
        page = stacklint("man").stdout.replace("\\-", "-")
        for option in help_options():
            self.assertIn(option, page)

    @unittest.skipIf(shutil.which("groff") is None, "groff is not installed")
    def test_roff_has_no_warnings(self):
        result = subprocess.run(["groff", "-man", "-ww", "-z", str(ROOT / "docs" / "stacklint.1")], capture_output=True, text=True, check=False)
        self.assertEqual((result.returncode, result.stderr), (0, ""))


class HelpTest(unittest.TestCase):
    def test_every_documented_option_is_accepted(self):
        options = help_options()
        self.assertIn("--write-baseline", options)
        self.assertIn("--force-exclude", options)
        with tempfile.TemporaryDirectory() as directory:
            for option in options:
                valued = {"--format": "json", "--output": "out.txt", "--select": "overflow", "--ignore": "overflow",
                          "--baseline": "b.json", "--write-baseline": "w.json", "--max-warnings": "3", "--config": "c.json",
                          "--show-settings": "x.stack", "--cache-dir": "cache", "--stdin-filename": "x.stack", "--since": "HEAD"}
                args = [option] + ([valued[option]] if option in valued else [])
                result = stacklint(*args, "-", cwd=directory, stdin="layout A {}\n")
                self.assertNotIn("unknown option", result.stderr, option)

    def test_readme_and_cli_doc_name_every_option(self):
        readme = (ROOT / "README.md").read_text()
        cli = (ROOT / "docs" / "cli.md").read_text()
        for option in help_options():
            self.assertIn(option, cli, "docs/cli.md")
            self.assertIn(option, readme, "README.md")
        for short in ["-q", "-o", "-e", "-n"]:
            self.assertIn(f"`{short}`", cli)

    def test_readme_has_no_stale_claims(self):
        readme = (ROOT / "README.md").read_text()
        self.assertNotIn("(soon)", readme)
        self.assertNotIn("stacklint.dev", readme)
        self.assertIn("pitfalls on purpose", readme)


class CompletionsTest(unittest.TestCase):
    def script(self, shell):
        result = stacklint("completions", shell)
        self.assertEqual(result.returncode, 0, result.stderr)
        return result.stdout

    def test_unknown_shell_is_a_usage_error(self):
        result = stacklint("completions", "tcsh")
        self.assertEqual(result.returncode, 2)
        self.assertIn("bash, zsh, fish", result.stderr)

    def test_bash_completes_subcommands_flags_rules_and_formats(self):
        with tempfile.TemporaryDirectory() as directory:
            script = Path(directory) / "stacklint.bash"
            script.write_text(self.script("bash"))

            def complete(*words):
                words = ["stacklint", *words]
                command = (f"source {script}; COMP_WORDS=({' '.join(repr(w) for w in words)}); COMP_CWORD={len(words) - 1}; "
                           "_stacklint; printf '%s\\n' \"${COMPREPLY[@]}\"")
                result = subprocess.run(["bash", "-c", command], capture_output=True, text=True, cwd=directory, check=False)
                self.assertEqual(result.stderr, "")
                return sorted(line for line in result.stdout.splitlines() if line)

            self.assertEqual(complete("com"), ["completions"])
            self.assertEqual(complete("--write-"), ["--write-baseline"])
            self.assertEqual(complete("--select", "deep-"), ["deep-nesting"])
            self.assertEqual(complete("--format", "sa"), ["sarif"])
            self.assertEqual(complete("frames", "--format", "p"), ["problem"])
            self.assertEqual(complete("format", "--ch"), ["--check"])
            self.assertEqual(complete("explain", "unknown-"), ["unknown-element", "unknown-property", "unknown-reference"])

    @unittest.skipIf(shutil.which("zsh") is None, "zsh is not installed")
    def test_zsh_script_parses(self):
        with tempfile.NamedTemporaryFile("w", suffix=".zsh") as script:
            script.write(self.script("zsh"))
            script.flush()
            result = subprocess.run(["zsh", "-n", script.name], capture_output=True, text=True, check=False)
            self.assertEqual((result.returncode, result.stderr), (0, ""))

    @unittest.skipIf(shutil.which("fish") is None, "fish is not installed")
    def test_fish_completes_rules_after_select(self):
        with tempfile.NamedTemporaryFile("w", suffix=".fish") as script:
            script.write(self.script("fish"))
            script.flush()
            result = subprocess.run(["fish", "-c", f"source {script.name}; complete -C 'stacklint --select deep-'; complete -C 'stacklint --write-b'"],
                                    capture_output=True, text=True, check=False)
            self.assertEqual(result.stderr, "")
            self.assertEqual([line.split("\t")[0] for line in result.stdout.splitlines()], ["deep-nesting", "--write-baseline"])


if __name__ == "__main__":
    unittest.main()
