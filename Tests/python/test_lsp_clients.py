"""stack-lsp as real editors see it: pytest-lsp replays the capabilities that Neovim 0.7,
Neovim 0.11 and VS Code declare, and the server must send each only what it can take
(snippets, documentation formats, label details, insert-replace edits, commit characters),
with plain text for the rest. Also the conformance fixes that editors noticed: quick fixes
with the cursor anywhere on a finding's line."""
import os
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = Path(__file__).resolve().parents[2]
SERVER = os.environ.get("STACK_LSP", str(ROOT / ".build" / "debug" / "stack-lsp"))
URI = "file:///work/Screens/Completion.stack"
TEXT = (
    "layout A {\n"          # 0
    "  stack row {\n"       # 1
    "    pin: edges\n"      # 2
    "    alignment: cer\n"  # 3  the cursor goes between `ce` and `r`
    "    la\n"              # 4
    "  }\n"                 # 5
    "}\n"                   # 6
)
VALUE_AT = types.Position(line=3, character=17)
STATEMENT_AT = types.Position(line=4, character=6)

pytestmark = pytest.mark.asyncio

# The capability sets: pytest-lsp's recordings of real clients, and two hand-written ones
# for what none of them declares (label details with plain-text documentation; nothing).
PLAIN_WITH_LABEL_DETAILS = types.ClientCapabilities(text_document=types.TextDocumentClientCapabilities(
    completion=types.CompletionClientCapabilities(completion_item=types.ClientCompletionItemOptions(
        documentation_format=[types.MarkupKind.PlainText], label_details_support=True))))
CLIENTS = {
    "neovim-0.7": lambda: pytest_lsp.client_capabilities("neovim@v0.7.0"),
    "neovim-0.11": lambda: pytest_lsp.client_capabilities("neovim@v0.11.0"),
    "vscode": lambda: pytest_lsp.client_capabilities("visual-studio-code@v1.65.2"),
    "plaintext-label-details": lambda: PLAIN_WITH_LABEL_DETAILS,
    "nothing": lambda: types.ClientCapabilities(),
}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER]), params=sorted(CLIENTS))
async def client(lsp_client: LanguageClient, request):
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):  # as VS Code does: the server watches its configuration files
        return None

    lsp_client.name = request.param
    lsp_client.initialize_result = await lsp_client.initialize_session(types.InitializeParams(capabilities=CLIENTS[request.param]()))
    yield
    await lsp_client.shutdown_session()


async def open_document(client, text=TEXT):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=URI, language_id="stack", version=1, text=text)))
    await client.wait_for_notification("textDocument/publishDiagnostics")


async def items_at(client, position):
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=position))
    return {item.label: item for item in result.items}


def span(start, end):
    return types.Range(start=types.Position(line=start[0], character=start[1]), end=types.Position(line=end[0], character=end[1]))


async def test_snippets_only_for_clients_that_declare_them(client: LanguageClient):
    await open_document(client)
    label = (await items_at(client, STATEMENT_AT))["label"]
    text = label.text_edit.new_text if label.text_edit else label.insert_text
    if client.name in ("neovim-0.11", "vscode"):
        assert text == "label ${1:name} {\n\t$0\n}"
        assert label.insert_text_format == types.InsertTextFormat.Snippet
    else:  # Neovim 0.7 declares snippetSupport false; the others nothing
        assert text == "label name {\n\t\n}"
        assert label.insert_text_format == types.InsertTextFormat.PlainText
    for item in (await items_at(client, STATEMENT_AT)).values():
        inserted = item.text_edit.new_text if item.text_edit else (item.insert_text or item.label)
        if item.insert_text_format != types.InsertTextFormat.Snippet:
            assert "$" not in inserted, item


async def test_documentation_in_the_clients_format(client: LanguageClient):
    await open_document(client)
    documentation = (await items_at(client, STATEMENT_AT))["distribution"].documentation
    if client.name == "nothing":
        assert isinstance(documentation, str)
        assert "**" not in documentation and "`" not in documentation
    elif client.name == "plaintext-label-details":
        assert documentation.kind == types.MarkupKind.PlainText
        assert "**" not in documentation.value and "`" not in documentation.value
    else:  # all three list markdown first
        assert documentation.kind == types.MarkupKind.Markdown
        assert "`" in documentation.value


async def test_label_details_only_when_declared(client: LanguageClient):
    # The server says it gives them (LSP 3.17: completionProvider.completionItem.labelDetailsSupport).
    assert client.initialize_result.capabilities.completion_provider.completion_item.label_details_support is True
    await open_document(client)
    label = (await items_at(client, STATEMENT_AT))["label"]
    assert label.detail == "UILabel"
    if client.name == "plaintext-label-details":
        assert label.label_details == types.CompletionItemLabelDetails(description="UILabel")
    else:
        assert label.label_details is None


async def test_insert_replace_edits_only_when_declared(client: LanguageClient):
    await open_document(client)
    center = (await items_at(client, VALUE_AT))["center"]
    if client.name == "vscode":
        assert center.text_edit == types.InsertReplaceEdit(new_text="center", insert=span((3, 15), (3, 17)), replace=span((3, 15), (3, 18)))
    else:
        assert center.text_edit is None
        assert center.insert_text is None  # the label is the text


async def test_commit_characters_only_when_declared(client: LanguageClient):
    await open_document(client)
    center = (await items_at(client, VALUE_AT))["center"]
    assert center.commit_characters == ((",", ";") if client.name == "vscode" else None)


async def test_quick_fix_with_the_cursor_anywhere_on_the_findings_line(client: LanguageClient):
    text = "layout A {\n  stack s {\n    pin: edges\n    spacing: 4; spacing: 8\n    label l { intrinsic: 10 x 10 }\n  }\n}\n"
    await open_document(client, text)
    duplicate = next(d for d in client.diagnostics[URI] if d.code == "duplicate-property")
    assert duplicate.range == span((3, 4), (3, 14))
    # Column 22 is outside the finding's range (4 to 14) but on its line; column 0 too.
    for column in (22, 0):
        actions = await client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI), range=span((3, column), (3, column)),
            context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.QuickFix])))
        assert [a.title for a in actions] == ["Remove the earlier `spacing`"]
    elsewhere = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), range=span((4, 4), (4, 4)),
        context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.QuickFix])))
    assert not elsewhere
