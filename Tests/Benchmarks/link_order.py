#!/usr/bin/env python3
"""Writes the link order of the release binaries: the functions a language server session
and a lint run, as the section names the linker places together.

Every Swift module is compiled with one section per function (`Package.swift`), and the
linker lays the sections this file names out together, in its order, apart from the rest.
The code a session runs then fills one contiguous run of pages instead of being spread
over the whole text segment: the kernel maps the file 64 KB around every page fault, so
scattered code makes nearly all of a binary resident. Functions missing from the file (new
or renamed since it was written) are laid out with the unlisted ones: a stale file costs
memory, never correctness. Write it again after a large change of the code:

    swift build -c release
    python3 Tests/Benchmarks/link_order.py [--out Sources/link-order.txt]

Needs valgrind (callgrind lists every function that runs, with its linker name).
"""
import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import lsp_vs_tombi  # the benchmark's client and documents

ROOT = Path(__file__).resolve().parents[2]
FUNCTION = re.compile(r"^c?fn=\(\d+\)(?: (\S.*))?$")


def valgrind(output):
    return ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={output}"]


def server_session(server, output):
    """A session an editor has: open a large document, hover, symbols, completion,
    formatting, an edit and its new diagnostics."""
    lsp_vs_tombi.PATIENCE = 600
    text, edited_line = lsp_vs_tombi.stack_document(5_000)
    uri = "file:///link-order/session.stack"
    client = lsp_vs_tombi.Server(valgrind(output) + [str(server)])
    client.initialize()
    client.open(uri, "stack", text)
    document = {"textDocument": {"uri": uri}}
    position = {"line": edited_line, "character": 6}
    requests = [
        ("textDocument/hover", {**document, "position": position}),
        ("textDocument/documentSymbol", document),
        ("textDocument/completion", {**document, "position": position}),
        ("textDocument/formatting", {**document, "options": {"tabSize": 2, "insertSpaces": True}}),
    ]
    for number, (method, params) in enumerate(requests, start=100):
        client.send({"jsonrpc": "2.0", "id": number, "method": method, "params": params})
        client.wait(lambda message, number=number: message.get("id") == number)
    client.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": 2},
        "contentChanges": [{"range": {"start": position, "end": {"line": edited_line, "character": 7}},
                            "text": "1"}]}})
    client.diagnostics(uri, 2)
    client.close()


def lint_run(linter, output):
    """A lint of the examples, as a pre-commit hook or CI runs it."""
    subprocess.run(valgrind(output) + [str(linter), "--no-cache", str(ROOT / "Examples")],
                   capture_output=True, check=False)


def functions(profile):
    """The functions a callgrind profile names."""
    names = []
    for line in profile.read_text(errors="replace").splitlines():
        match = FUNCTION.match(line)
        if match and match.group(1):
            name = match.group(1).split("'")[0]
            if not name.startswith("0x"):
                names.append(name)
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stack-lsp", default=ROOT / ".build/release/stack-lsp", type=Path)
    parser.add_argument("--stacklint", default=ROOT / ".build/release/stacklint", type=Path)
    parser.add_argument("--out", default=ROOT / "Sources/link-order.txt", type=Path)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        server_profile, lint_profile = Path(scratch) / "server", Path(scratch) / "lint"
        server_session(arguments.stack_lsp, server_profile)
        lint_run(arguments.stacklint, lint_profile)
        # Sorted by name: the functions a session runs fill their run of pages whatever their
        # order, and a new file then differs from the old only where functions came or went.
        names = sorted(set(functions(server_profile) + functions(lint_profile)))
    arguments.out.write_text("".join(f".text.{name}\n" for name in names))
    print(f"{len(names)} functions written to {arguments.out}")


if __name__ == "__main__":
    main()
