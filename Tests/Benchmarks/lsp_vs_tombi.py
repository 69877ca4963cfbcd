#!/usr/bin/env python3
"""stack-lsp side by side with tombi (a Rust TOML language server), in one run.

Each figure is the median of RUNS runs (15 by default), in milliseconds of wall-clock time
seen by the client, over pipes, as an editor sees it:

- start: process start → the `initialize` response (the two servers started in turn);
- open N: `didOpen` of an N-line document (100, 1,000, 5,000 lines) → its
  `publishDiagnostics`, in a fresh process each run (no cache survives); tombi gets a TOML
  document of the same number of lines; the two servers take turns run by run (as for
  the starts), so that a change in the machine's load falls on both;
- edit: in a 5,000-line document already analysed, one edit inside one layout (for tombi,
  one value of one table) → the diagnostics of the new version;
- RSS: the server's resident memory (VmRSS) once the 5,000-line document's diagnostics
  have arrived, median over the runs of "open 5,000" (Linux);
- cpu N: the CPU time (user + system, every thread) that `open N` costs the server: the
  median CPU of a whole process that starts, opens the document and exits, less the median
  of one that starts and exits (both read from the kernel's accounting when the process is
  reaped, so no thread escapes it). On 2 cores a server can be at its rival's wall time and
  still burn more CPU; this figure says which.

The stack documents are the examples (`Examples/*.stack`, each layout renamed so that
names are unique) repeated up to N lines. tombi's document is one of two shapes
(`--toml`): `tables` (default), tables of a few keys each; or `mirror`, the stack document
itself written line for line as TOML (a layout's line its table's header, every other line
a key whose value is the line's text, blank lines and comments kept): as many lines as
stack-lsp reads, about an eighth more bytes, and the document ends in a well-formed value. Not a test: nothing here asserts a time.

    swift build -c release
    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install tombi
    python3 Tests/Benchmarks/lsp_vs_tombi.py --tombi /tmp/venv/bin/tombi [--stack-lsp .build/release/stack-lsp] [--runs 15]

`--only start open` measures only those figures (`start`, `open`, `edit`) and `--sizes 1000`
only those documents (RSS is then taken at the largest size measured).
"""
import argparse
import json
import os
import re
import select
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIZES = (100, 1_000, 5_000)
FIGURES = ("start", "open", "edit")
PATIENCE = 60  # seconds before a silent server is given up on
EDITED = "layout Edited {\n  stack s {\n    pin: edges\n    spacing: 8\n    label a { intrinsic: 40 x 20 }\n  }\n}\n"


class Server:
    """A language server over pipes; answers the requests a server sends (tombi asks for
    workspace folders)."""

    def __init__(self, command):
        self.started = time.perf_counter()
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.buffer = b""

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        deadline = time.monotonic() + PATIENCE
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end >= 0:
                length = int(re.search(rb"Content-Length:\s*(\d+)", self.buffer[:end], re.I).group(1))
                if len(self.buffer) >= end + 4 + length:
                    body = self.buffer[end + 4:end + 4 + length]
                    self.buffer = self.buffer[end + 4 + length:]
                    message = json.loads(body)
                    if "method" in message and "id" in message:
                        self.send({"jsonrpc": "2.0", "id": message["id"],
                                   "result": [] if message["method"] == "workspace/workspaceFolders" else None})
                    return message
            ready, _, _ = select.select([self.process.stdout], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise TimeoutError("the server stayed silent")
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                raise EOFError("the server closed its output")
            self.buffer += chunk

    def wait(self, predicate):
        while True:
            message = self.read()
            if predicate(message):
                return message

    def initialize(self):
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "processId": os.getpid(), "rootUri": None,
            "capabilities": {"textDocument": {"publishDiagnostics": {"versionSupport": True}}}}})
        self.wait(lambda m: m.get("id") == 1 and "method" not in m)
        elapsed = time.perf_counter() - self.started
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        return elapsed

    def open(self, uri, language, text):
        started = time.perf_counter()
        self.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}}})
        self.diagnostics(uri, 1)
        return time.perf_counter() - started

    def diagnostics(self, uri, version):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version", version) == version)

    def rss(self):
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1)) / 1024

    def close(self):
        """Stops the server; returns the CPU seconds (user + system) its whole life took."""
        try:
            self.send({"jsonrpc": "2.0", "id": 999, "method": "shutdown", "params": None})
            self.send({"jsonrpc": "2.0", "method": "exit", "params": None})
            self.process.stdin.close()
        except OSError:
            self.process.kill()
        deadline = time.monotonic() + 5
        while True:
            pid, status, usage = os.wait4(self.process.pid, os.WNOHANG)
            if pid:
                self.process.returncode = os.waitstatus_to_exitcode(status)
                return usage.ru_utime + usage.ru_stime
            if time.monotonic() > deadline:
                self.process.kill()
            time.sleep(0.001)


def stack_document(lines):
    """The examples, layouts renamed, repeated to about `lines` lines, with the layout that
    the edit benchmark changes in the middle; its `spacing` line number is returned too."""
    examples = [path.read_text(encoding="utf-8") for path in sorted((ROOT / "Examples").glob("*.stack"))]
    parts, count, index, edited_line = [], 0, 0, None
    while count < lines:
        if edited_line is None and count >= lines // 2:
            edited_line = count + 3
            parts.append(EDITED)
            count += EDITED.count("\n")
            continue
        text = re.sub(r"^layout (\w+)", lambda m: f"layout {m.group(1)}{index}", examples[index % len(examples)], flags=re.M)
        parts.append(text)
        count += text.count("\n")
        index += 1
    return "".join(parts), edited_line


def mirror_document(lines):
    """The stack document of `lines` lines written line for line as TOML: a layout's first
    line is its table's header, every other line a key whose value is the line's text
    (comments and blank lines kept), so the last line is a key and its value."""
    text, _ = stack_document(lines)
    out = []
    for number, line in enumerate(text.split("\n")[:-1]):
        stripped = line.strip()
        if stripped.startswith("layout "):
            out.append(f"[layouts.{stripped.split()[1]}]")
        elif stripped.startswith("//"):
            out.append("#" + stripped[2:])
        elif stripped:
            out.append(f"l{number} = {json.dumps(stripped)}")
        else:
            out.append("")
    return "\n".join(out) + "\n"


def toml_document(lines):
    """A TOML document of `lines` lines: tables of views with a few keys each."""
    parts, index = [], 0
    while len(parts) < lines:
        parts += [f"[layouts.screen{index}]", 'axis = "vertical"', "spacing = 8", f'title = "Screen {index}"',
                  "canvas = [375, 667]", ""]
        index += 1
    return "\n".join(parts[:lines]) + "\n"


def median_ms(values):
    return statistics.median(values) * 1000


def measure_starts(commands, runs):
    """The start of each server (by name), the servers started in turn, in an order that
    rotates, so that a change in the machine's load falls on all alike."""
    starts = {name: [] for name in commands}
    names = list(commands)
    for run in range(runs):
        for name in names[run % len(names):] + names[:run % len(names)]:
            server = Server(commands[name])
            starts[name].append(server.initialize())
            server.close()
    return {name: median_ms(times) for name, times in starts.items()}


def open_one(name, command, language, text, run):
    """One `didOpen` in a fresh server: its time and the server's RSS after it."""
    server = Server(command)
    server.initialize()
    elapsed = server.open(f"file:///tmp/bench/{name}-{len(text)}-{run}.{language}", language, text)
    rss = server.rss()
    return elapsed, rss, server.close()


def idle_cpu(command, runs):
    """The median CPU seconds of a server that starts, initializes and exits."""
    cpu = []
    for _ in range(runs):
        server = Server(command)
        server.initialize()
        cpu.append(server.close())
    return statistics.median(cpu)


def measure_opens(servers, runs, sizes=SIZES):
    """`open N` and RSS for each server (by name: command, language, document), the servers
    taking turns run by run in an order that rotates, as the starts do: a change in the
    machine's load falls on both alike."""
    results = {name: {} for name in servers}
    rss = {name: [] for name in servers}
    idle = {name: idle_cpu(command, runs) for name, (command, _, _) in servers.items()}
    for size in sizes:
        texts = {name: document(size)[0] for name, (_, _, document) in servers.items()}
        times = {name: [] for name in servers}
        cpu = {name: [] for name in servers}
        names = list(servers)
        for run in range(runs):
            for name in names[run % len(names):] + names[:run % len(names)]:
                command, language, _ = servers[name]
                elapsed, resident, spent = open_one(name, command, language, texts[name], run)
                times[name].append(elapsed)
                cpu[name].append(spent)
                if size == max(sizes):
                    rss[name].append(resident)
        for name in servers:
            results[name][f"open {size}"] = median_ms(times[name])
        for name in servers:
            results[name][f"cpu {size}"] = (statistics.median(cpu[name]) - idle[name]) * 1000
    for name in servers:
        results[name]["rss"] = statistics.median(rss[name])
    return results


def measure(name, command, language, document, runs, only=FIGURES):
    """The edit figure, for one server."""
    results = {}
    if "edit" not in only:
        return results
    # The edit: a number inside one layout (one table for TOML), different every run.
    text, line = document(SIZES[-1])
    uri = f"file:///tmp/bench/{name}-edit.{language}"
    server = Server(command)
    server.initialize()
    server.open(uri, language, text)
    times = []
    lines = text.split("\n")
    for run in range(runs):
        version = run + 2
        value = str(10 + run)
        if language == "stack":
            old = re.search(r"\d+", lines[line]).span()
            change = {"range": {"start": {"line": line, "character": old[0]}, "end": {"line": line, "character": old[1]}}, "text": value}
            lines[line] = lines[line][:old[0]] + value + lines[line][old[1]:]
        else:  # tombi takes whole texts (textDocumentSync.change = 1)
            lines[line] = re.sub(r"\d+(?=\D*$)", value, lines[line], count=1)  # the value's number, not the key's
            change = {"text": "\n".join(lines)}
        started = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        server.diagnostics(uri, version)
        times.append(time.perf_counter() - started)
    server.close()
    results["edit 5000"] = median_ms(times)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--stack-lsp", default=str(ROOT / ".build" / "release" / "stack-lsp"))
    parser.add_argument("--tombi", default=shutil.which("tombi") or "tombi")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--only", nargs="+", choices=FIGURES, default=FIGURES, help="the figures to measure")
    parser.add_argument("--sizes", nargs="+", type=int, default=SIZES, help="the document sizes of `open`, in lines")
    parser.add_argument("--toml", choices=("tables", "mirror"), default="tables",
                        help="tombi's document: tables of a few keys, or the stack document line for line")
    arguments = parser.parse_args()
    toml_text = mirror_document if arguments.toml == "mirror" else toml_document
    if arguments.toml == "mirror":  # the same line as the stack edit: `spacing: 8` in the middle
        toml = lambda size: (mirror_document(size), stack_document(size)[1])
    else:  # `spacing` of a table in the middle
        toml = lambda size: (toml_document(size), 2 + 6 * (size // 12))
    commands = {"stack-lsp": [arguments.stack_lsp], "tombi": [arguments.tombi, "lsp", "--offline"]}
    figures = {name: {} for name in commands}
    if "start" in arguments.only:
        for name, start in measure_starts(commands, arguments.runs).items():
            figures[name]["start"] = start
    if "open" in arguments.only:
        servers = {"stack-lsp": (commands["stack-lsp"], "stack", stack_document), "tombi": (commands["tombi"], "toml", toml)}
        for name, results in measure_opens(servers, arguments.runs, arguments.sizes).items():
            figures[name].update(results)
    figures["stack-lsp"].update(measure("stack", commands["stack-lsp"], "stack", stack_document, arguments.runs, arguments.only))
    figures["tombi"].update(measure("tombi", commands["tombi"], "toml", toml, arguments.runs, arguments.only))
    print(f"median of {arguments.runs} runs; times in ms, RSS in MiB")
    print(f"{'':<12}{'stack-lsp':>12}{'tombi':>12}{'ratio':>8}")
    for key in figures["stack-lsp"]:
        ours, theirs = figures["stack-lsp"][key], figures["tombi"][key]
        print(f"{key:<12}{ours:>12.2f}{theirs:>12.2f}{ours / theirs:>8.2f}")
    for size in arguments.sizes if "open" in arguments.only else ():
        stack, twin = stack_document(size)[0], toml_text(size)
        print(f"documents at {size}: stack {stack.count(chr(10))} lines {len(stack.encode())} bytes, "
              f"toml {twin.count(chr(10))} lines {len(twin.encode())} bytes ({arguments.toml})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
