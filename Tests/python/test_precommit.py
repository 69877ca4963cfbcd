"""The pre-commit hook, run by the real `pre-commit` tool against a temporary repository
holding one bad file and one good one (`pre-commit try-repo`, which builds the hook from
this checkout with `language: swift`)."""
import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRE_COMMIT = shutil.which("pre-commit")

GOOD = "layout Good {\n  stack s {\n    pin: top, leading\n    label a { intrinsic: 40 x 20 }\n    label b { intrinsic: 40 x 20 }\n  }\n}\n"
BAD = "layout Bad {\n  stack s {\n    pin: top, leading\n    axis: vertical\n    alignment: firstBaseline\n    label a { intrinsic: 40 x 20 }\n    label b { intrinsic: 40 x 20 }\n  }\n}\n"


@unittest.skipIf(PRE_COMMIT is None and not os.environ.get("CI"), "pre-commit is not installed")
class PreCommitTest(unittest.TestCase):
    def run_git(self, *args, cwd):
        subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                       env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"})

    def test_try_repo_flags_the_bad_file_and_passes_the_good_one(self):
        self.assertIsNotNone(PRE_COMMIT, "CI installs pre-commit")
        with tempfile.TemporaryDirectory() as directory:
            repo = Path(directory)
            self.run_git("init", "-q", cwd=repo)
            (repo / "Good.stack").write_text(GOOD)
            (repo / "Bad.stack").write_text(BAD)
            (repo / "notes.txt").write_text("not a layout\n")
            self.run_git("add", ".", cwd=repo)
            env = {**os.environ, "PRE_COMMIT_HOME": str(repo / ".pre-commit-cache")}
            bad = subprocess.run([PRE_COMMIT, "try-repo", str(ROOT), "stacklint", "--all-files", "--verbose"],
                                 cwd=repo, capture_output=True, text=True, env=env, check=False)
            self.assertNotEqual(bad.returncode, 0, bad.stdout + bad.stderr)
            self.assertIn("Bad.stack:5:16: error:", bad.stdout)
            self.assertIn("[baseline-alignment-on-vertical-stack]", bad.stdout)
            self.assertNotIn("Good.stack:", bad.stdout)
            good = subprocess.run([PRE_COMMIT, "try-repo", str(ROOT), "stacklint", "--files", "Good.stack"],
                                  cwd=repo, capture_output=True, text=True, env=env, check=False)
            self.assertEqual(good.returncode, 0, good.stdout + good.stderr)


if __name__ == "__main__":
    unittest.main()
