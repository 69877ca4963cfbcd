"""The CLI runs with glibc's larger per-thread allocator cache (`AllocatorTuning`,
docs/layout.md "Performance"): it runs itself again in the same process with
`GLIBC_TUNABLES` set, keeping its arguments, its standard input and its process id, adds
the setting to the user's other tunables and leaves a cache setting the user made alone.
The language server, timed to its first answer, does not."""
import os
import subprocess
import sys
import time
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STACKLINT = os.environ.get("STACKLINT", str(ROOT / ".build" / "debug" / "stacklint"))
SERVER = os.environ.get("STACK_LSP", str(ROOT / ".build" / "debug" / "stack-lsp"))
LAYOUT = b"layout L {\n  canvas: 375 x 667\n  stack s {\n    pin: edges\n    label a { intrinsic: 40 x 20 }\n  }\n}\n"
INITIALIZE = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'


def environment(tunables=None):
    env = {key: value for key, value in os.environ.items() if key != "GLIBC_TUNABLES"}
    if tunables is not None:
        env["GLIBC_TUNABLES"] = tunables
    return env


@unittest.skipUnless(sys.platform.startswith("linux"), "glibc tunables exist on Linux only")
class AllocatorTuningTest(unittest.TestCase):
    def running(self, arguments, env):
        """Starts a program that waits on its standard input."""
        process = subprocess.Popen(arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, env=env)
        # Cleanups run last first: kill, then reap.
        self.addCleanup(process.wait)
        self.addCleanup(process.kill)
        return process

    def environment_block(self, process, expected, seconds=10):
        """The process's environment block once it holds `expected` (or after `seconds`). glibc
        splits `GLIBC_TUNABLES` in place as it reads it (a NUL for each colon), so the
        block is searched as bytes."""
        deadline = time.monotonic() + seconds
        while True:
            block = Path(f"/proc/{process.pid}/environ").read_bytes()
            if expected in block or time.monotonic() > deadline:
                return block
            time.sleep(0.02)

    def test_the_cli_runs_with_the_larger_cache_and_lints_its_input(self):
        process = self.running([STACKLINT, "--no-cache", "--format", "json", "-"], environment())
        block = self.environment_block(process, b"\0GLIBC_TUNABLES=glibc.malloc.tcache_count=1000\0")
        self.assertIn(b"\0GLIBC_TUNABLES=glibc.malloc.tcache_count=1000\0", block)
        self.assertEqual(Path(f"/proc/{process.pid}/cmdline").read_bytes().split(b"\0")[1:-1],
                         [b"--no-cache", b"--format", b"json", b"-"])
        output, errors = process.communicate(LAYOUT, timeout=60)
        self.assertEqual(process.returncode, 0, errors.decode())
        self.assertIn(b'"path" : "<stdin>"', output)

    def test_the_setting_is_added_to_the_users_other_tunables(self):
        process = self.running([STACKLINT, "--no-cache", "-"], environment("glibc.malloc.mxfast=64"))
        block = self.environment_block(process, b"glibc.malloc.tcache_count=1000")
        self.assertRegex(block, rb"\0GLIBC_TUNABLES=glibc\.malloc\.mxfast=64[:\0]glibc\.malloc\.tcache_count=1000\0")
        _, errors = process.communicate(LAYOUT, timeout=60)
        self.assertEqual(process.returncode, 0, errors.decode())

    def test_a_users_cache_setting_is_left_alone(self):
        process = self.running([STACKLINT, "--no-cache", "-"], environment("glibc.malloc.tcache_count=7"))
        _, errors = process.communicate(LAYOUT, timeout=60)
        self.assertEqual(process.returncode, 0, errors.decode())
        # Waiting on its input: given a second, it would have run itself again by then.
        process = self.running([STACKLINT, "--no-cache", "-"], environment("glibc.malloc.tcache_count=7"))
        block = self.environment_block(process, b"tcache_count=1000", seconds=1)
        self.assertIn(b"\0GLIBC_TUNABLES=glibc.malloc.tcache_count=7\0", block)
        self.assertNotIn(b"tcache_count=1000", block)

    def test_the_server_keeps_its_environment(self):
        process = self.running([SERVER], environment())
        process.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(INITIALIZE), INITIALIZE))
        process.stdin.flush()
        self.assertTrue(process.stdout.readline().startswith(b"Content-Length: "))
        self.assertNotIn(b"GLIBC_TUNABLES", Path(f"/proc/{process.pid}/environ").read_bytes())


if __name__ == "__main__":
    unittest.main()
