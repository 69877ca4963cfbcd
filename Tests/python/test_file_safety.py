"""A user's file is sacred: what stacklint writes keeps owners and refuses what it must not touch.

These run the real binary and need root: to drop privileges to `nobody` (a read-only file
is writable by root), to give files another owner, and to mount a full file system.
"""
import os
import pwd
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))
SETPRIV = shutil.which("setpriv")

CLEAN = ("layout A {\n  canvas: 375 x 667\n  stack s {\n    pin: top, leading\n    label a {\n"
         "      intrinsic: 40 x 20\n    }\n    label b {\n      intrinsic: 40 x 20\n    }\n  }\n}\n")
# CLEAN with `spacing` set twice: a warning with a safe fix.
DUPLICATED = CLEAN.replace("    pin: top, leading\n", "    pin: top, leading\n    spacing: 8\n    spacing: 8\n")
UNFORMATTED = "layout A{view v}\n"
FORMATTED = "layout A {\n  view v\n}\n"


def run(args, cwd, as_nobody=False):
    command = [str(BINARY), *args]
    if as_nobody:
        command = [SETPRIV, "--reuid=nobody", "--regid=nogroup", "--clear-groups", *command]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)


def fnv(data: bytes) -> int:
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def needs_root(test):
    if os.geteuid() != 0:
        return unittest.skip("needs root to change owners and drop privileges")(test)
    return test


@needs_root
class UnprivilegedUserTest(unittest.TestCase):
    """Run as `nobody` in a folder `nobody` may write: only the file's own mode protects it."""

    def setUp(self):
        if SETPRIV is None:
            self.skipTest("setpriv is not installed, so privileges cannot be dropped")
        self.nobody = pwd.getpwnam("nobody")
        self.folder = Path(tempfile.mkdtemp(prefix="stacklint-safety-"))
        os.chmod(self.folder, 0o755)
        os.chown(self.folder, self.nobody.pw_uid, self.nobody.pw_gid)

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)

    def read_only_file(self, text):
        path = self.folder / "a.stack"
        path.write_text(text)
        os.chown(path, self.nobody.pw_uid, self.nobody.pw_gid)
        os.chmod(path, 0o444)
        return path

    def test_fix_refuses_a_read_only_file(self):
        path = self.read_only_file(DUPLICATED)
        result = run(["check", "--no-cache", "--fix", "a.stack"], self.folder, as_nobody=True)
        self.assertEqual(result.returncode, 2, result.stderr)
        self.assertIn("stacklint: error: cannot write a.stack: the file is read-only\n", result.stderr)
        self.assertEqual(path.read_text(), DUPLICATED)
        self.assertEqual(os.stat(path).st_mode & 0o7777, 0o444)

    def test_format_refuses_a_read_only_file(self):
        path = self.read_only_file(UNFORMATTED)
        result = run(["format", "a.stack"], self.folder, as_nobody=True)
        self.assertEqual(result.returncode, 2, result.stderr)
        self.assertEqual(result.stderr, "stacklint: error: cannot write a.stack: the file is read-only\n"
                                        "0 files reformatted, 0 files left unchanged, 1 file not written\n")
        self.assertEqual(path.read_text(), UNFORMATTED)


@needs_root
class OwnershipTest(unittest.TestCase):
    def setUp(self):
        self.folder = Path(tempfile.mkdtemp(prefix="stacklint-safety-"))

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)

    def test_fix_keeps_owner_group_and_mode(self):
        path = self.folder / "a.stack"
        path.write_text(DUPLICATED)
        os.chown(path, 1234, 1234)
        os.chmod(path, 0o640)
        result = run(["check", "--no-cache", "--fix", "a.stack"], self.folder)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertNotEqual(path.read_text(), DUPLICATED)
        status = os.stat(path)
        self.assertEqual((status.st_uid, status.st_gid, status.st_mode & 0o7777), (1234, 1234, 0o640))

    def test_a_cache_directory_of_another_user_is_not_used(self):
        (self.folder / "a.stack").write_text(CLEAN)
        cache = self.folder / "cache"
        cache.mkdir(mode=0o755)
        os.chown(cache, 1234, 1234)
        result = run(["check", "--cache-dir", "cache", "a.stack"], self.folder)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "stacklint: warning: not using the cache directory cache: it is owned by another user\n")
        self.assertEqual(os.listdir(cache), [])

    def test_a_cache_file_of_another_user_cannot_hide_a_finding(self):
        source = self.folder / "a.stack"
        source.write_text(CLEAN)
        self.assertEqual(run(["check", "--cache-dir", "cache", "a.stack"], self.folder).returncode, 0)
        [name] = [n for n in os.listdir(self.folder / "cache") if n.endswith(".cache")]
        cache = self.folder / "cache" / name
        # A well-formed cache claiming that the text with a finding has none.
        body = cache.read_bytes()[:-8].replace(b"%016x" % fnv(CLEAN.encode()), b"%016x" % fnv(DUPLICATED.encode()))
        crafted = body + fnv(body).to_bytes(8, "little")
        source.write_text(DUPLICATED)

        cache.write_bytes(crafted)
        mine = run(["check", "--cache-dir", "cache", "a.stack"], self.folder)
        self.assertEqual(mine.stdout, "No problems found in 1 file.\n", "the crafted file is well formed")

        cache.write_bytes(crafted)
        os.chown(cache, 1234, 1234)
        planted = run(["check", "--cache-dir", "cache", "a.stack"], self.folder)
        self.assertIn("[duplicate-property]", planted.stdout)


@needs_root
class FullDiskTest(unittest.TestCase):
    def setUp(self):
        self.folder = Path(tempfile.mkdtemp(prefix="stacklint-full-"))
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(self.folder)],
                                 capture_output=True, text=True, check=False)
        if mounted.returncode != 0:
            os.rmdir(self.folder)
            self.skipTest(f"cannot mount a small tmpfs: {mounted.stderr.strip()}")

    def tearDown(self):
        subprocess.run(["umount", str(self.folder)], check=False)
        os.rmdir(self.folder)

    def test_format_does_not_count_a_failed_write(self):
        path = self.folder / "a.stack"
        path.write_text(UNFORMATTED)
        filler = os.open(self.folder / "filler", os.O_WRONLY | os.O_CREAT, 0o644)
        try:
            while True:
                os.write(filler, b"x" * 1024)
        except OSError:
            pass
        finally:
            os.close(filler)
        result = run(["format", "a.stack"], self.folder)
        self.assertEqual(result.returncode, 2, result.stderr)
        self.assertEqual(result.stderr, "stacklint: error: cannot write a.stack: No space left on device\n"
                                        "0 files reformatted, 0 files left unchanged, 1 file not written\n")
        self.assertEqual(path.read_text(), UNFORMATTED)
        self.assertEqual(sorted(os.listdir(self.folder)), ["a.stack", "filler"], "no temporary file is left")


if __name__ == "__main__":
    unittest.main()
