"""stack-lsp and the configuration on disk: found once per directory, kept while it does
not change, looked up again when the client reports a watched configuration file changed
(`workspace/didChangeWatchedFiles`), and read as `stacklint check` and `frames` read it."""
import json
import os
import subprocess
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = Path(__file__).resolve().parents[2]
SERVER = os.environ.get("STACK_LSP", str(ROOT / ".build" / "debug" / "stack-lsp"))
STACKLINT = os.environ.get("STACKLINT", str(ROOT / ".build" / "debug" / "stacklint"))
# One finding that a configuration can turn off: a stack with one arranged view.
TEXT = "layout A {\n  stack s {\n    pin: edges\n    view v { height == 8 }\n  }\n}\n"

pytestmark = pytest.mark.asyncio


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER]))
async def client(lsp_client: LanguageClient):
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):  # as VS Code does: the server watches its configuration files
        return None

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


async def test_a_rule_links_to_the_configured_rule_pages_as_sarif_does(client: LanguageClient, tmp_path: Path):
    # The project publishes no website: a finding links to its rule's page only in the
    # folder the configuration names (`docsURL`), as SARIF's `helpUri` does.
    configuration = tmp_path / ".stacklint.json"
    configuration.write_text(json.dumps({"docsURL": "https://example.com/stacklint/docs/rules/"}))
    path = tmp_path / "A.stack"
    path.write_text(TEXT)
    uri = path.as_uri()

    def open_it():
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="stack", version=1, text=TEXT)))
    assert "single-child-stack" in await diagnostics_after(client, open_it, uri)
    single = next(d for d in client.diagnostics[uri] if d.code == "single-child-stack")
    assert single.code_description.href == "https://example.com/stacklint/docs/rules/single-child-stack.md"
    sarif = json.loads(subprocess.run([STACKLINT, "check", "--format", "sarif", "A.stack"], cwd=tmp_path,
                                      capture_output=True, timeout=60).stdout)
    rules = {rule["id"]: rule for rule in sarif["runs"][0]["tool"]["driver"]["rules"]}
    assert rules["single-child-stack"]["helpUri"] == single.code_description.href

    # Without it there is no link; findings published before are not reused with the old one.
    configuration.write_text(json.dumps({}))

    def report():
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=configuration.as_uri(), type=types.FileChangeType.Changed)]))
    assert "single-child-stack" in await diagnostics_after(client, report, uri)
    single = next(d for d in client.diagnostics[uri] if d.code == "single-child-stack")
    assert single.code_description is None


def run_stacklint(*arguments, cwd):
    result = subprocess.run([STACKLINT, *arguments], cwd=cwd, capture_output=True, timeout=60)
    return json.loads(result.stdout)


async def test_the_server_check_and_frames_agree_on_a_configured_project(client: LanguageClient, tmp_path: Path):
    # A configured project: its own canvas, a rule raised to error, a generated folder excluded.
    (tmp_path / ".stacklint.json").write_text(json.dumps(
        {"canvas": ["320 x 480"], "rules": {"single-child-stack": "error"}, "exclude": ["Generated/**"]}))
    for folder in ("Screens", "Generated"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "A.stack").write_text(TEXT)
    screen = tmp_path / "Screens" / "A.stack"

    # check walks the project: the excluded folder is skipped.
    report = run_stacklint("check", "--format", "json", ".", cwd=tmp_path)
    assert [f["path"] for f in report["files"]] == ["Screens/A.stack"]
    from_check = sorted((d["rule"], d["severity"], d["range"]["start"]["line"] - 1, d["range"]["start"]["column"] - 1)
                        for d in report["files"][0]["diagnostics"])

    # The server finds the same in the same file: same rules, severities and places.
    uri = screen.as_uri()

    def open_it():
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="stack", version=1, text=TEXT)))
    await diagnostics_after(client, open_it, uri)
    severities = {types.DiagnosticSeverity.Error: "error", types.DiagnosticSeverity.Warning: "warning",
                  types.DiagnosticSeverity.Information: "info"}
    from_server = sorted((d.code, severities[d.severity], d.range.start.line, d.range.start.character) for d in client.diagnostics[uri])
    assert from_server == from_check
    assert ("single-child-stack", "error", 1, 2) in from_server

    # And the same canvases as `stacklint frames`: the configured one.
    frames = await client.protocol.send_request_async("stack/computedFrames", {"textDocument": {"uri": uri}})
    served = [(c.width, c.height) for c in frames.layouts[0].canvases]
    printed = run_stacklint("frames", "--format", "json", "Screens/A.stack", cwd=tmp_path)
    assert served == [(c["width"], c["height"]) for c in printed["layouts"][0]["canvases"]] == [(320, 480)]

    # `render` draws the same canvas, and `format` selects the same files as `check`: the
    # excluded folder's file is left alone even though it is not in the canonical form.
    svg = subprocess.run([STACKLINT, "render", "Screens/A.stack", "-o", "-"], cwd=tmp_path, capture_output=True, text=True)
    assert svg.returncode == 0, svg.stderr
    assert ">A · 320 × 480</text>" in svg.stdout
    assert subprocess.run([STACKLINT, "format", "Screens/A.stack"], cwd=tmp_path).returncode == 0
    (tmp_path / "Generated" / "A.stack").write_text(TEXT.replace("    pin: edges\n", "pin:edges\n"))
    formatted = subprocess.run([STACKLINT, "format", "--check", "."], cwd=tmp_path, capture_output=True, text=True)
    assert formatted.returncode == 0, formatted.stdout + formatted.stderr
    assert "1 file left unchanged" in formatted.stdout + formatted.stderr


async def test_a_configured_baseline_hides_its_findings_in_the_editor(client: LanguageClient, tmp_path: Path):
    # The project records today's findings and names the baseline in its configuration:
    # the editor then shows only new findings, as `stacklint check` and the pre-commit hook do.
    (tmp_path / "Screens").mkdir()
    path = tmp_path / "Screens" / "A.stack"
    path.write_text(TEXT)
    written = subprocess.run([STACKLINT, "check", "--no-cache", "--write-baseline", "ci/baseline.json", "."], cwd=tmp_path,
                             capture_output=True, text=True, timeout=60)
    assert "wrote 3 findings to the baseline" in written.stderr, written.stderr
    (tmp_path / ".stacklint.json").write_text(json.dumps({"baseline": "ci/baseline.json"}))
    uri = path.as_uri()

    def open_it():
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="stack", version=1, text=TEXT)))
    assert await diagnostics_after(client, open_it, uri) == []

    # A second layout with the same mistakes is new: only its findings are published.
    edited = TEXT + TEXT.replace("layout A", "layout B")

    def edit():
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=edited)]))
    assert "single-child-stack" in await diagnostics_after(client, edit, uri)
    published = sorted((d.code, d.range.start.line) for d in client.diagnostics[uri])
    assert len(published) == 3 and all(line >= 6 for _, line in published), published

    # Pulled diagnostics agree, and so does `check` on the same text under the file's name.
    pulled = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert sorted((d.code, d.range.start.line) for d in pulled.items) == published
    check = subprocess.run([STACKLINT, "check", "--no-cache", "--format", "json", "--stdin-filename", "Screens/A.stack", "-"],
                           input=edited, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert sorted((d["rule"], d["range"]["start"]["line"] - 1) for d in json.loads(check.stdout)["files"][0]["diagnostics"]) == published


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER]), params=["visual-studio-code@v1.65.2", "neovim@v0.11.0"])
async def watching_client(lsp_client: LanguageClient, request):
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations += params.registrations

    lsp_client.name = request.param
    await lsp_client.initialize_session(types.InitializeParams(capabilities=pytest_lsp.client_capabilities(request.param)))
    yield
    await lsp_client.shutdown_session()


async def test_configuration_files_are_watched_where_the_client_allows_it(watching_client: LanguageClient):
    with pytest.raises(Exception, match="is not open"):  # an answer, after the registration
        await watching_client.text_document_document_symbol_async(types.DocumentSymbolParams(
            text_document=types.TextDocumentIdentifier(uri="file:///nowhere.stack")))
    if watching_client.name.startswith("visual-studio-code"):  # declares dynamicRegistration
        [registration] = watching_client.registrations
        assert registration.method == "workspace/didChangeWatchedFiles"
        assert registration.register_options == {"watchers": [{"globPattern": "**/.stacklint.json"}]}
    else:  # Neovim 0.11 declares dynamicRegistration false
        assert watching_client.registrations == []
