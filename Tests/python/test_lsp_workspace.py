"""stack-lsp and the configuration on disk: found once per directory, kept while it does
not change, and looked up again when the client reports a watched configuration file
changed (`workspace/didChangeWatchedFiles`)."""
import json
import os
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = Path(__file__).resolve().parents[2]
SERVER = os.environ.get("STACK_LSP", str(ROOT / ".build" / "debug" / "stack-lsp"))
# One finding that a configuration can turn off: a stack with one arranged view.
TEXT = "layout A {\n  stack s {\n    pin: edges\n    view v { height == 8 }\n  }\n}\n"

pytestmark = pytest.mark.asyncio


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=pytest_lsp.client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


async def diagnostics_after(client, send, uri):
    client.diagnostics.pop(uri, None)
    send()
    await client.wait_for_notification("textDocument/publishDiagnostics")
    return sorted(d.code for d in client.diagnostics[uri])


async def test_a_changed_configuration_applies_once_the_client_reports_it(client: LanguageClient, tmp_path: Path):
    configuration = tmp_path / ".stacklint.json"
    configuration.write_text(json.dumps({"rules": {"single-child-stack": "off"}}))
    (tmp_path / "Screens").mkdir()
    path = tmp_path / "Screens" / "A.stack"
    path.write_text(TEXT)
    uri = path.as_uri()

    def open_it():
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="stack", version=1, text=TEXT)))
    assert "single-child-stack" not in await diagnostics_after(client, open_it, uri)

    # The file changes on disk; until the client says so, the server keeps what it read.
    configuration.write_text(json.dumps({"rules": {"single-child-stack": "error"}}))

    def edit():
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=TEXT + "\n")]))
    assert "single-child-stack" not in await diagnostics_after(client, edit, uri)

    def report():
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=configuration.as_uri(), type=types.FileChangeType.Changed)]))
    after = await diagnostics_after(client, report, uri)
    assert "single-child-stack" in after
    single = next(d for d in client.diagnostics[uri] if d.code == "single-child-stack")
    assert single.severity == types.DiagnosticSeverity.Error
