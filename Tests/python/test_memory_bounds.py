"""Memory a document held is handed back when it closes (issue: unbounded memory from
canvases × categories, and a server that kept it after `didClose`)."""
import json
import os
import select
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SERVER = os.environ.get("STACK_LSP", str(ROOT / ".build" / "debug" / "stack-lsp"))


class Connection:
    def __init__(self):
        self.process = subprocess.Popen([SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT)
        self.buffer = b""

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def wait(self, predicate, timeout=120):
        deadline = time.monotonic() + timeout
        while True:
            while (end := self.buffer.find(b"\r\n\r\n")) < 0 or len(self.buffer) < end + 4 + self._length(end):
                ready, _, _ = select.select([self.process.stdout], [], [], max(0, deadline - time.monotonic()))
                assert ready, "stack-lsp stayed silent"
                chunk = os.read(self.process.stdout.fileno(), 1 << 20)
                assert chunk, "stack-lsp closed its output"
                self.buffer += chunk
            length = self._length(end)
            message = json.loads(self.buffer[end + 4:end + 4 + length])
            self.buffer = self.buffer[end + 4 + length:]
            if predicate(message):
                return message

    def _length(self, end):
        for line in self.buffer[:end].split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                return int(value)
        raise AssertionError("a message without Content-Length")

    def resident_kib(self):
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        pytest.skip("no VmRSS on this system")

    def close(self):
        self.send({"jsonrpc": "2.0", "id": 99, "method": "shutdown"})
        self.wait(lambda m: m.get("id") == 99)
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.wait(timeout=30)


def many_layouts(count):
    return "".join(
        f"layout L{index} {{\n  canvas: iPhoneSE, iPhone16\n  stack s {{\n    pin: edges\n    axis: vertical\n"
        f"    label title {{ intrinsic: 44 x 20; textStyle: body }}\n    view v {{ height == 8 }}\n  }}\n}}\n"
        for index in range(count))


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the server's resident memory from /proc")
def test_closing_a_large_document_hands_its_memory_back():
    connection = Connection()
    try:
        connection.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                         "params": {"processId": None, "rootUri": ROOT.as_uri(), "capabilities": {}}})
        connection.wait(lambda m: m.get("id") == 1)
        connection.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        time.sleep(0.5)
        before = connection.resident_kib()
        uri = (ROOT / "memory-test.stack").as_uri()
        connection.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "stack", "version": 1, "text": many_layouts(12000)}}})
        connection.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
        opened = connection.resident_kib()
        connection.send({"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}})
        connection.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["diagnostics"] == [])
        connection.send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {
            "textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}})
        connection.wait(lambda m: m.get("id") == 2)
        closed = connection.resident_kib()
        held = opened - before
        assert held > 20_000, f"the open document should hold memory: {before} -> {opened} KiB"
        assert closed - before < held / 4, f"resident memory {before} KiB, {opened} KiB open, {closed} KiB after closing"
    finally:
        connection.close()
