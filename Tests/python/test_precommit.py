"""The pre-commit hooks as a user adopts them: the `.pre-commit-config.yaml` snippet of
docs/ci.md, with the hook repository given by path at a real commit (this checkout's
HEAD), run by the real `pre-commit` in a temporary repository holding a bad file, a good
one and an excluded generated one (`--force-exclude` keeps `exclude` working although
pre-commit names every file) and an Interface Builder file with a mistake; then with a baseline named in `.stacklint.json`, which
the hook applies with no argument of its own, so only new findings block a commit."""
import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRE_COMMIT = shutil.which("pre-commit")
STACKLINT = os.environ.get("STACKLINT", str(ROOT / ".build" / "debug" / "stacklint"))

GOOD = ("layout Good {\n  stack s {\n    pin: top, leading\n    label a {\n      intrinsic: 40 x 20\n    }\n"
        "    label b {\n      intrinsic: 40 x 20\n    }\n  }\n}\n")  # in the canonical format
BAD = "layout Bad {\n  stack s {\n    pin: top, leading\n    axis: vertical\n    alignment: firstBaseline\n    label a { intrinsic: 40 x 20 }\n    label b { intrinsic: 40 x 20 }\n  }\n}\n"
# An Interface Builder file with the same mistake, at its `alignment` attribute (7:44).
BAD_XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
    <objects>
        <view id="Row-00-001" userLabel="Row">
            <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
            <subviews>
                <stackView axis="vertical" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-00-002">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="41"/>
                    <subviews>
                        <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-003">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="20.5"/>
                        </label>
                        <label text="Role" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-004">
                            <rect key="frame" x="0.0" y="20.5" width="40" height="20.5"/>
                        </label>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="Stk-00-002" firstAttribute="top" secondItem="Row-00-001" secondAttribute="top" id="Con-00-001"/>
                <constraint firstItem="Stk-00-002" firstAttribute="leading" secondItem="Row-00-001" secondAttribute="leading" id="Con-00-002"/>
            </constraints>
        </view>
    </objects>
</document>
"""
GENERATED = "layout   Generated {\n stack s { pin: top, leading\n axis: vertical\n alignment: firstBaseline\n label a { intrinsic: 40 x 20 } } }\n"


def documented_config():
    """The `.pre-commit-config.yaml` block of docs/ci.md."""
    blocks = re.findall(r"```yaml\n(.*?)```", (ROOT / "docs" / "ci.md").read_text(), re.S)
    return next(block for block in blocks if block.startswith("repos:"))


@unittest.skipIf(PRE_COMMIT is None and not os.environ.get("CI"), "pre-commit is not installed")
class PreCommitTest(unittest.TestCase):
    def git(self, *args, cwd):
        env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}
        return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True, env=env).stdout.strip()

    def test_the_documented_hooks_at_a_real_revision(self):
        self.assertIsNotNone(PRE_COMMIT, "CI installs pre-commit")
        revision = self.git("rev-parse", "HEAD", cwd=ROOT)
        config = documented_config()
        self.assertRegex(config, r"rev: [0-9a-f]{40}\b", "the snippet names a full commit, as pre-commit wants")
        config = re.sub(r"repo: \S+", f"repo: {ROOT}", config)
        config = re.sub(r"rev: \S+", f"rev: {revision}", config)
        with tempfile.TemporaryDirectory() as directory:
            repo = Path(directory)
            self.git("init", "-q", cwd=repo)
            (repo / ".pre-commit-config.yaml").write_text(config)
            (repo / ".stacklint.json").write_text('{"exclude": ["Generated/**"]}\n')
            (repo / "Good.stack").write_text(GOOD)
            (repo / "Bad.stack").write_text(BAD)
            (repo / "Screen.xib").write_text(BAD_XIB)
            (repo / "Generated").mkdir()
            (repo / "Generated" / "Screen.stack").write_text(GENERATED)
            (repo / "notes.txt").write_text("not a layout\n")
            self.git("add", ".", cwd=repo)
            env = {**os.environ, "PRE_COMMIT_HOME": str(repo / ".pre-commit-cache")}

            def pre_commit(*args):
                return subprocess.run([PRE_COMMIT, "run", *args], cwd=repo, capture_output=True, text=True, env=env, check=False)

            bad = pre_commit("stacklint", "--all-files", "--verbose")
            self.assertNotEqual(bad.returncode, 0, bad.stdout + bad.stderr)
            self.assertIn("Bad.stack:5:16: error:", bad.stdout)
            self.assertIn("[baseline-alignment-on-vertical-stack]", bad.stdout)
            self.assertIn("Screen.xib:7:44: error:", bad.stdout, "the hook lints Interface Builder files where they are")
            self.assertNotIn("Good.stack:", bad.stdout)
            self.assertNotIn("Generated/Screen.stack", bad.stdout, "exclude applies to the files pre-commit names")

            good = pre_commit("stacklint", "--files", "Good.stack", "Generated/Screen.stack")
            self.assertEqual(good.returncode, 0, good.stdout + good.stderr)
            formatted = pre_commit("stacklint-format", "--files", "Good.stack", "Generated/Screen.stack")
            self.assertEqual(formatted.returncode, 0, formatted.stdout + formatted.stderr)
            self.assertEqual((repo / "Generated" / "Screen.stack").read_text(), GENERATED, "the excluded file is not reformatted")

            # Adopting with a baseline: today's findings are recorded, the configuration names
            # the file, and the hook (unchanged) blocks only what is new.
            recorded = subprocess.run([STACKLINT, "--no-cache", "--write-baseline", "ci/stacklint-baseline.json", "."], cwd=repo,
                                      capture_output=True, text=True, timeout=120, check=False)
            self.assertIn("wrote 2 findings to the baseline", recorded.stderr)
            (repo / ".stacklint.json").write_text('{"exclude": ["Generated/**"], "baseline": "ci/stacklint-baseline.json"}\n')
            self.git("add", ".", cwd=repo)
            adopted = pre_commit("stacklint", "--all-files", "--verbose")
            self.assertEqual(adopted.returncode, 0, adopted.stdout + adopted.stderr)
            self.assertIn("2 findings hidden by the baseline.", adopted.stdout)

            (repo / "New.stack").write_text(BAD.replace("layout Bad", "layout New"))
            self.git("add", "New.stack", cwd=repo)
            new = pre_commit("stacklint", "--all-files", "--verbose")
            self.assertNotEqual(new.returncode, 0, new.stdout + new.stderr)
            self.assertIn("New.stack:5:16: error:", new.stdout)
            self.assertNotIn("Bad.stack:", new.stdout, "the recorded finding stays hidden")
            old = pre_commit("stacklint", "--files", "Bad.stack")
            self.assertEqual(old.returncode, 0, old.stdout + old.stderr)


if __name__ == "__main__":
    unittest.main()
