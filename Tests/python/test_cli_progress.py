"""The progress line: on a terminal only, never in a pipe or a file. The line waits a
second; STACKLINT_PROGRESS_DELAY=0 shows it at once, so the test needs no timing."""
import os
import pty
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))
LAYOUT = "layout A {\n  stack s {\n    pin: top, leading\n    label l { intrinsic: 10 x 10 }\n    label m { intrinsic: 10 x 10 }\n  }\n}\n"


class ProgressTest(unittest.TestCase):
    def lint(self, directory, stderr_on_terminal):
        env = {**os.environ, "STACKLINT_PROGRESS_DELAY": "0", "TERM": "xterm"}
        if not stderr_on_terminal:
            return subprocess.run([str(BINARY), "--no-cache", "."], cwd=directory, env=env, capture_output=True, text=True, check=False).stderr
        master, slave = pty.openpty()
        try:
            process = subprocess.run([str(BINARY), "--no-cache", "."], cwd=directory, env=env, stdout=subprocess.PIPE,
                                     stderr=slave, text=True, check=False)
            self.assertEqual(process.returncode, 0)
            os.close(slave)
            slave = None
            chunks = []
            while True:
                try:
                    data = os.read(master, 4096)
                except OSError:
                    break
                if not data:
                    break
                chunks.append(data)
            return b"".join(chunks).decode()
        finally:
            if slave is not None:
                os.close(slave)
            os.close(master)

    def test_a_terminal_sees_progress_and_a_pipe_does_not(self):
        with tempfile.TemporaryDirectory() as directory:
            for index in range(3):
                (Path(directory) / f"A{index}.stack").write_text(LAYOUT)
            terminal = self.lint(directory, stderr_on_terminal=True)
            self.assertIn("Linting: 3/3 files", terminal)
            self.assertTrue(terminal.endswith("\r\x1b[2K"), repr(terminal))
            self.assertEqual(self.lint(directory, stderr_on_terminal=False), "")


if __name__ == "__main__":
    unittest.main()
