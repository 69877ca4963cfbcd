"""stack-lsp over real pipes, byte for byte: framing mistakes, the exit status, the
command line. No LSP library: these tests write exactly the bytes a broken client would."""
import json
import os
import select
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SERVER = os.environ.get("STACK_LSP", str(ROOT / ".build" / "debug" / "stack-lsp"))
STACKLINT = os.environ.get("STACKLINT", str(ROOT / ".build" / "debug" / "stacklint"))
# How long a test waits for an answer before it calls the server silent (not a timing
# assertion: a healthy server answers in milliseconds; a silent one never does).
PATIENCE = 20


def frame(message, length=None, separator=b"\r\n"):
    body = json.dumps(message).encode()
    size = len(body) if length is None else length
    return b"Content-Length: " + str(size).encode() + separator + separator + body


def request(id, method, params=None):
    return {"jsonrpc": "2.0", "id": id, "method": method, "params": params if params is not None else {}}


def notification(method, params=None):
    return {"jsonrpc": "2.0", "method": method, "params": params if params is not None else {}}


INITIALIZE = request(1, "initialize", {"capabilities": {}})


class Server:
    """A stack-lsp process with a reader that splits its output into messages."""

    def __init__(self, *arguments):
        self.process = subprocess.Popen([SERVER, *arguments], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.buffer = b""

    def write(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def close(self):
        self.process.stdin.close()

    def read_message(self):
        deadline = time.monotonic() + PATIENCE
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                length = int(self.buffer[:header_end].split(b":")[1])
                body_start = header_end + 4
                if len(self.buffer) >= body_start + length:
                    body = self.buffer[body_start:body_start + length]
                    self.buffer = self.buffer[body_start + length:]
                    return json.loads(body)
            remaining = deadline - time.monotonic()
            assert remaining > 0, "the server stayed silent"
            ready, _, _ = select.select([self.process.stdout], [], [], remaining)
            assert ready, "the server stayed silent"
            chunk = os.read(self.process.stdout.fileno(), 65536)
            assert chunk, "the server closed its output"
            self.buffer += chunk

    def response(self, id):
        while True:
            message = self.read_message()
            if message.get("id") == id and "method" not in message:
                return message

    def finish(self):
        """Closes stdin; the exit code and standard error."""
        if not self.process.stdin.closed:
            self.close()
        code = self.process.wait(timeout=PATIENCE)
        return code, self.process.stderr.read().decode()


@pytest.fixture
def server():
    running = Server()
    yield running
    if running.process.poll() is None:
        running.process.kill()
        running.process.wait()


def test_exit_after_shutdown_is_zero_every_time():
    for _ in range(20):
        running = Server()
        running.write(frame(INITIALIZE) + frame(notification("initialized")) + frame(request(2, "shutdown"))
                      + frame(notification("exit")))
        running.close()
        code, _ = running.finish()
        assert code == 0


def test_end_of_input_without_exit_is_one(server):
    server.write(frame(INITIALIZE))
    assert "result" in server.response(1)
    code, _ = server.finish()
    assert code == 1


@pytest.mark.parametrize("command, expected", [
    ([SERVER, "--version"], "stack-lsp "), ([SERVER, "--help"], "usage: stack-lsp"),
    ([STACKLINT, "lsp", "--version"], "stack-lsp "), ([STACKLINT, "lsp", "--help"], "usage: stacklint lsp"),
])
def test_version_and_help_answer_without_reading_input(command, expected):
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        code = process.wait(timeout=PATIENCE)  # stdin stays open: it must not wait for it
        assert code == 0
        assert process.stdout.read().decode().startswith(expected)
    finally:
        if process.poll() is None:
            process.kill()
        process.stdin.close()


def test_stacklint_help_lists_the_language_server():
    result = subprocess.run([STACKLINT, "--help"], stdin=subprocess.DEVNULL, capture_output=True, timeout=PATIENCE)
    assert result.returncode == 0
    assert "stacklint lsp [--stdio]" in result.stdout.decode()


BROKEN_FRAMES = {
    "non-numeric": b"Content-Length: abc\r\n\r\n{}",
    "empty": b"Content-Length: \r\n\r\n{}",
    "exponent": b"Content-Length: 1e3\r\n\r\n{}",
    "huge": b"Content-Length: 2147483648\r\n\r\n{}",
    "missing": b"Content-Type: application/json\r\n\r\n{}",
    "negative": b"Content-Length: -2\r\n\r\n{}",
    "overflowing": b"Content-Length: 99999999999999999999999999\r\n\r\n{}",
    "duplicated": b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
    "too short": frame(request(7, "shutdown"), length=5),
    "junk": b"hello\r\n",
}


@pytest.mark.parametrize("name", sorted(BROKEN_FRAMES))
def test_a_broken_frame_is_reported_and_the_next_message_answered(server, name):
    server.write(BROKEN_FRAMES[name] + frame(INITIALIZE))
    assert "capabilities" in server.response(1)["result"]
    server.write(frame(request(2, "shutdown")) + frame(notification("exit")))
    code, stderr = server.finish()
    assert code == 0
    assert "stack-lsp: " in stderr


@pytest.mark.parametrize("name, message", [
    ("non-numeric", "Content-Length `abc` is not a number of bytes"),
    ("negative", "Content-Length `-2` is not a number of bytes"),
    ("missing", "a message header has no Content-Length"),
    ("huge", "Content-Length 2147483648 is larger than the maximum of 1073741824 bytes"),
])
def test_a_broken_frame_at_the_end_of_input_exits_non_zero_with_a_message(server, name, message):
    server.write(BROKEN_FRAMES[name])
    code, stderr = server.finish()  # within PATIENCE: it must not wait for more input
    assert code == 1
    assert f"stack-lsp: {message}" in stderr


def test_a_huge_length_below_the_limit_does_not_wait_forever(server):
    # 900 MB announced, two bytes sent, the input held open: the pause ends the wait.
    server.write(b"Content-Length: 900000000\r\n\r\n" + json.dumps(INITIALIZE).encode())
    assert "capabilities" in server.response(1)["result"]


def test_twenty_changes_each_followed_by_a_hover_are_all_answered_without_content_modified(server):
    # LSP 3.17, ContentModified: "A server should NOT send this error code if it detects a
    # content change in its unprocessed messages." All forty messages go in one write.
    uri = "file:///tmp/twenty-changes.stack"
    def text(spacing):
        return f"layout A {{\n  stack s {{\n    spacing: {spacing}\n    view v {{ height == 8 }}\n  }}\n}}\n"
    server.write(frame(INITIALIZE) + frame(notification("initialized")))
    server.response(1)
    server.write(frame(notification("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "stack", "version": 1, "text": text(0)}})))
    burst = b""
    for index in range(1, 21):
        burst += frame(notification("textDocument/didChange", {"textDocument": {"uri": uri, "version": index + 1},
                                                               "contentChanges": [{"text": text(index)}]}))
        # Alternately a hover on the stack (it shows frames, so it needs the solve) and one on `spacing`.
        position = {"line": 1, "character": 9} if index % 2 == 0 else {"line": 2, "character": 6}
        burst += frame(request(100 + index, "textDocument/hover", {"textDocument": {"uri": uri}, "position": position}))
    server.write(burst)
    answered = []
    while len(answered) < 20:
        message = server.read_message()
        if "id" in message and "method" not in message:
            assert "error" not in message, message
            assert message["result"]["contents"]["value"], message
            answered.append(message["id"])
    assert sorted(answered) == [100 + index for index in range(1, 21)]  # each once
    server.write(frame(request(200, "textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 9}})))
    assert "spacing 20" in server.response(200)["result"]["contents"]["value"]


def test_too_long_length_before_the_next_message_is_cut_there(server):
    server.write(frame(INITIALIZE, length=5000) + frame(request(2, "shutdown")))
    assert "capabilities" in server.response(1)["result"]
    assert server.response(2)["result"] is None
    code, stderr = server.finish()
    assert code == 1  # no `exit`
    assert "Content-Length 5000 is longer than" in stderr


def test_too_long_length_of_the_last_message_is_noticed_when_input_pauses(server):
    server.write(frame(INITIALIZE, length=5000))
    assert "capabilities" in server.response(1)["result"]  # not waiting forever for 5000 bytes


def test_too_long_length_at_end_of_input_exits_non_zero_with_a_message(server):
    server.write(frame(INITIALIZE) + b"Content-Length: 100\r\n\r\n{\"jsonrpc\":")
    assert "result" in server.response(1)
    code, stderr = server.finish()
    assert code == 1
    assert "the input ended inside a message: its Content-Length is 100 bytes, 11 arrived" in stderr


def test_header_lines_ending_in_a_bare_line_feed_are_accepted(server):
    server.write(frame(INITIALIZE, separator=b"\n"))
    assert "capabilities" in server.response(1)["result"]
    server.write(frame(request(2, "shutdown"), separator=b"\n") + frame(notification("exit"), separator=b"\n"))
    assert server.response(2)["result"] is None
    code, _ = server.finish()
    assert code == 0


def test_second_initialize_is_an_invalid_request(server):
    server.write(frame(INITIALIZE))
    server.response(1)
    server.write(frame(request(2, "initialize", {"capabilities": {}})))
    assert server.response(2)["error"]["code"] == -32600


def test_a_document_with_a_hostile_number_does_not_end_the_server(server):
    uri = "file:///tmp/huge-inset.stack"
    text = "layout A {\n  view v {\n    pin: top 20, trailing 1" + "0" * 400 + "\n  }\n}\n"
    server.write(frame(INITIALIZE) + frame(notification("initialized")))
    server.response(1)
    server.write(frame(notification("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "stack", "version": 1, "text": text}})))
    server.write(frame(request(2, "textDocument/documentSymbol", {"textDocument": {"uri": uri}})))
    assert server.response(2)["result"][0]["name"] == "A"
    server.write(frame(request(3, "stack/computedFrames", {"textDocument": {"uri": uri}})))
    # The inset is out of range (invalid-value) and ignored, so the frames are finite.
    assert server.response(3)["result"]["layouts"][0]["canvases"][0]["elements"][0]["frame"]["x"] == 0
    server.write(frame(request(4, "shutdown")) + frame(notification("exit")))
    assert server.response(4)["result"] is None
    code, _ = server.finish()
    assert code == 0
