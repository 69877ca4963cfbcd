#!/usr/bin/env python3
"""Peak memory of stack-lsp per byte of document text.

Opens one large document (the example files repeated up to the size asked, 5 MB by
default), waits for its diagnostics and reads the server's peak resident memory (VmHWM,
Linux); then asks for a hover (answered from the model of the layout under the cursor) and
reads it again; then asks for its symbols (a large answer, written layout by layout) and
reads it a third time. Target: under 30 bytes of memory per byte of text. For comparison, the CLI on the same text:
`/usr/bin/time -v .build/release/stacklint --no-cache FILE` (Maximum resident set size).

    swift build -c release
    python3 Tests/Benchmarks/lsp_memory.py [--server .build/release/stack-lsp] [--megabytes 5] [--shape examples|small]
"""
import argparse
import json
import os
import select
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def small_layouts(megabytes):
    """Many small layouts (about 155 bytes each: 32,000 in 5 MB), where the cost per
    layout dominates."""
    parts, size, index = [], 0, 0
    while size < megabytes * 1_000_000:
        parts.append(f"layout L{index} {{\n  stack s{index} {{\n    pin: edges\n    axis: vertical\n"
                     f"    label title {{ intrinsic: 44 x 20 }}\n    view v {{ height == 8 }}\n  }}\n}}\n")
        size += len(parts[-1])
        index += 1
    return "".join(parts)


def document(megabytes):
    files = [path.read_text(encoding="utf-8") for path in sorted((ROOT / "Examples").rglob("*.stack"))]
    parts, size, index = [], 0, 0
    while size < megabytes * 1_000_000:
        text = files[index % len(files)]
        parts.append(text if text.endswith("\n") else text + "\n")
        size += len(parts[-1].encode())
        index += 1
    return "".join(parts)


class Connection:
    def __init__(self, server):
        self.process = subprocess.Popen([server], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.buffer = b""

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self, deadline):
        ready, _, _ = select.select([self.process.stdout], [], [], max(0, deadline - time.monotonic()))
        if not ready:
            sys.exit("stack-lsp stayed silent")
        chunk = os.read(self.process.stdout.fileno(), 1 << 20)
        if not chunk:
            sys.exit("stack-lsp closed its output")
        return chunk

    def wait(self, predicate, timeout=900):
        """The next message that satisfies `predicate` (reads in linear time: a large
        answer must not make the client the bottleneck)."""
        deadline = time.monotonic() + timeout
        while True:
            while (end := self.buffer.find(b"\r\n\r\n")) < 0:
                self.buffer += self.read(deadline)
            length = int(self.buffer[:end].split(b":")[1])
            chunks, have = [self.buffer[end + 4:]], len(self.buffer) - end - 4
            while have < length:
                chunk = self.read(deadline)
                chunks.append(chunk)
                have += len(chunk)
            data = b"".join(chunks)
            self.buffer = data[length:]
            self.last_length = length
            message = json.loads(data[:length])
            if predicate(message):
                return message

    def peak_mib(self):
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        line = next(line for line in status.splitlines() if line.startswith("VmHWM:"))
        return int(line.split()[1]) / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", default=str(ROOT / ".build" / "release" / "stack-lsp"))
    parser.add_argument("--megabytes", type=float, default=5)
    parser.add_argument("--shape", choices=["examples", "small"], default="examples",
                        help="the example files repeated, or many small layouts")
    arguments = parser.parse_args()
    text = document(arguments.megabytes) if arguments.shape == "examples" else small_layouts(arguments.megabytes)
    size = len(text.encode())
    layouts = sum(1 for line in text.splitlines() if line.startswith("layout "))
    uri = "file:///bench/large.stack"
    connection = Connection(arguments.server)
    connection.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    connection.wait(lambda m: m.get("id") == 1)
    connection.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    baseline = connection.peak_mib()
    start = time.monotonic()
    connection.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                     "params": {"textDocument": {"uri": uri, "languageId": "stack", "version": 1, "text": text}}})
    connection.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    diagnostics = time.monotonic() - start
    opened = connection.peak_mib()
    # A hover answers from the model of the layout under the cursor (the whole document's
    # model only when its layouts do not stand for its text, a syntax error) and answers little.
    start = time.monotonic()
    connection.send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
                     "params": {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 4}}})
    connection.wait(lambda m: m.get("id") == 2)
    hovered = time.monotonic() - start
    modelled = connection.peak_mib()
    start = time.monotonic()
    connection.send({"jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": uri}}})
    connection.wait(lambda m: m.get("id") == 3)
    symbols = time.monotonic() - start
    answer = connection.last_length
    peak = connection.peak_mib()
    connection.send({"jsonrpc": "2.0", "id": 4, "method": "shutdown"})
    connection.wait(lambda m: m.get("id") == 4)
    connection.send({"jsonrpc": "2.0", "method": "exit"})
    connection.process.wait(timeout=60)
    print(f"document: {size:,} bytes, {layouts:,} layouts")
    print(f"didOpen → publishDiagnostics: {diagnostics:.2f} s; then a hover: {hovered:.2f} s; then documentSymbol (answer read and parsed): {symbols:.2f} s,"
          f" an answer of {answer:,} bytes")
    print(f"peak resident memory: {opened:.1f} MiB after didOpen, {modelled:.1f} MiB after a hover,"
          f" {peak:.1f} MiB after documentSymbol ({baseline:.1f} MiB before the document)")
    print(f"bytes of memory per byte of text: {opened * 1048576 / size:.1f} after didOpen,"
          f" {modelled * 1048576 / size:.1f} after the hover, {peak * 1048576 / size:.1f} after documentSymbol (target: under 30)")

if __name__ == "__main__":
    main()
