"""End-to-end tests of stack-lsp with an independent client (pytest-lsp / pygls)."""
import os
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = Path(__file__).resolve().parents[2]
SERVER = os.environ.get("STACK_LSP", str(ROOT / ".build" / "debug" / "stack-lsp"))
URI = "file:///work/Screens/Row.stack"
TEXT = (
    "layout Row {\n"                      # 0
    "  canvas: 375 x 64\n"                # 1
    "  stack row {\n"                     # 2
    "    pin: edges\n"                    # 3
    "    axis: vertical\n"                # 4
    "    alignment: firstBaseline\n"      # 5
    "    label title {\n"                 # 6
    "      text: \"é😀\"\n"              # 7
    "      intrinsic: 44 x 20\n"          # 8
    "      baseline: 16\n"                # 9
    "      width == icon.width @999\n"    # 10
    "    }\n"                             # 11
    "    image icon { intrinsic: 29 x 29; hugging: 750 }\n"  # 12
    "  }\n"                               # 13
    "}\n"                                 # 14
)

pytestmark = pytest.mark.asyncio


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER]))
async def client(lsp_client: LanguageClient):
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):  # as VS Code does: the server watches its configuration files
        return None

    await lsp_client.initialize_session(types.InitializeParams(capabilities=pytest_lsp.client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


async def open_document(client, text=TEXT, uri=URI, version=1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="stack", version=version, text=text)))
    await client.wait_for_notification("textDocument/publishDiagnostics")


def doc(uri=URI):
    return types.TextDocumentIdentifier(uri=uri)


async def test_push_diagnostics_carry_the_version_and_rule_ids(client: LanguageClient):
    await open_document(client)
    diagnostics = client.diagnostics[URI]
    codes = [d.code for d in diagnostics]
    assert "baseline-alignment-on-vertical-stack" in codes
    first = next(d for d in diagnostics if d.code == "baseline-alignment-on-vertical-stack")
    assert first.source == "stacklint"
    assert first.severity == types.DiagnosticSeverity.Error
    assert first.range == types.Range(start=types.Position(line=5, character=15), end=types.Position(line=5, character=28))
    # No configuration names a folder of rule pages (`docsURL`): no link to a page that does not exist.
    assert first.code_description is None


async def test_incremental_change_and_pull_diagnostics(client: LanguageClient):
    await open_document(client)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=5, character=15), end=types.Position(line=5, character=28)),
            text="leading")]))
    await client.wait_for_notification("textDocument/publishDiagnostics")
    assert "baseline-alignment-on-vertical-stack" not in [d.code for d in client.diagnostics[URI]]
    report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(text_document=doc()))
    assert report.kind == "full"
    assert report.result_id == "2"
    assert "baseline-alignment-on-vertical-stack" not in [d.code for d in report.items]
    unchanged = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(text_document=doc(), previous_result_id="2"))
    assert unchanged.kind == "unchanged"


async def test_hover_on_an_element_shows_its_frames(client: LanguageClient):
    await open_document(client)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=types.Position(line=6, character=12)))
    assert "**label** `title`: UILabel" in hover.contents.value
    assert "| 375 x 64 |" in hover.contents.value
    assert hover.range == types.Range(start=types.Position(line=6, character=4), end=types.Position(line=6, character=15))


async def test_hover_on_a_property_and_a_value(client: LanguageClient):
    await open_document(client)
    prop = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=types.Position(line=4, character=6)))
    assert prop.contents.value.startswith("**`axis`**")
    value = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=types.Position(line=4, character=12)))
    assert "arranged top to bottom" in value.contents.value
    rule = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=types.Position(line=5, character=18)))
    assert "**baseline-alignment-on-vertical-stack** (error)" in rule.contents.value


async def test_completion_knows_the_context(client: LanguageClient):
    text = TEXT.replace("    axis: vertical\n", "    axis: vertical\n    alignment: \n    \n")
    await open_document(client, text)
    values = await client.text_document_completion_async(types.CompletionParams(text_document=doc(), position=types.Position(line=5, character=15)))
    labels = [i.label for i in values.items]
    assert "center" in labels and "leading" in labels
    assert "firstBaseline" not in labels, "no baseline alignment on a vertical stack"
    statement = await client.text_document_completion_async(types.CompletionParams(text_document=doc(), position=types.Position(line=6, character=4)))
    labels = [i.label for i in statement.items]
    assert "distribution" in labels and "label" in labels and "width" in labels
    assert "axis" not in labels, "already set"
    assert "canvas" not in labels, "a layout property"


async def test_completion_of_element_names_after_a_relation(client: LanguageClient):
    text = TEXT.replace("      width == icon.width @999\n", "      width == \n")
    await open_document(client, text)
    result = await client.text_document_completion_async(types.CompletionParams(text_document=doc(), position=types.Position(line=10, character=15)))
    labels = [i.label for i in result.items]
    assert "icon" in labels and "row" in labels and "parent" in labels, "targets, each to be followed by `.`"
    assert "height" in labels and "width" not in labels, "this element's other size, never the anchor itself"
    assert "top" not in labels, "a size relates to sizes only"


async def test_utf16_positions_count_surrogate_pairs(client: LanguageClient):
    text = TEXT.replace('      text: "é😀"\n', '      text: "é😀"; colr: #fff\n')
    await open_document(client, text)
    unknown = next(d for d in client.diagnostics[URI] if d.code == "unknown-property")
    assert unknown.range.start == types.Position(line=7, character=19)  # é is 1 unit, the emoji 2


async def test_symbols_folding_and_selection(client: LanguageClient):
    await open_document(client)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc()))
    assert [s.name for s in symbols] == ["Row"]
    assert [c.name for c in symbols[0].children] == ["row"]
    assert [c.name for c in symbols[0].children[0].children] == ["title", "icon"]
    folding = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc()))
    assert [(f.start_line, f.end_line) for f in folding] == [(0, 13), (2, 12), (6, 10)]
    selection = await client.text_document_selection_range_async(types.SelectionRangeParams(
        text_document=doc(), positions=[types.Position(line=8, character=18)]))
    ranges = []
    node = selection[0]
    while node:
        ranges.append(((node.range.start.line, node.range.start.character), (node.range.end.line, node.range.end.character)))
        node = node.parent
    assert ranges[0] == ((8, 17), (8, 24))
    assert ranges[-1] == ((0, 0), (14, 1))


async def test_semantic_tokens(client: LanguageClient):
    await open_document(client, "layout A {\n  view v\n}\n")
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc()))
    assert list(tokens.data) == [0, 0, 6, 0, 0, 0, 7, 1, 1, 1, 1, 2, 4, 1, 0, 0, 5, 1, 3, 1]


async def test_formatting_and_code_actions(client: LanguageClient):
    await open_document(client, "layout A{\nstack s{pin:edges;spacing:4;spacing:8\nlabel l{intrinsic:1x1}\nlabel m{intrinsic:1x1}}}\n")
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc(), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits[0].new_text.startswith("layout A {\n  stack s {\n    pin: edges\n")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=doc(), range=types.Range(start=types.Position(line=1, character=18), end=types.Position(line=1, character=18)),
        context=types.CodeActionContext(diagnostics=[])))
    titles = [a.title for a in actions]
    assert "Remove the earlier `spacing`" in titles
    assert any(t.startswith("Fix all stacklint problems") for t in titles)
    assert "Make `s` vertical" in titles
    assert "Wrap `s` in a stack" in titles


async def test_inlay_hints_show_computed_sizes(client: LanguageClient):
    await open_document(client)
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=doc(), range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=14, character=1))))
    labels = {h.position.line: h.label for h in hints}
    assert labels[6] == "29 × 35 ?", "width follows icon.width @999; the lower hugging takes the spare height; positions are undefined"
    assert labels[2] == "375 × 64"


async def test_definition_references_and_rename(client: LanguageClient):
    await open_document(client)
    at_reference = types.Position(line=10, character=17)
    definition = await client.text_document_definition_async(types.DefinitionParams(text_document=doc(), position=at_reference))
    assert definition.range.start == types.Position(line=12, character=10)
    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=doc(), position=at_reference, context=types.ReferenceContext(include_declaration=True)))
    assert sorted((r.range.start.line, r.range.start.character) for r in references) == [(10, 15), (12, 10)]
    prepare = await client.text_document_prepare_rename_async(types.PrepareRenameParams(text_document=doc(), position=at_reference))
    assert prepare.placeholder == "icon"
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(), position=at_reference, new_name="glyph"))
    assert sorted((e.range.start.line, e.new_text) for e in edit.changes[URI]) == [(10, "glyph"), (12, "glyph")]
    with pytest.raises(Exception):
        await client.text_document_rename_async(types.RenameParams(text_document=doc(), position=at_reference, new_name="1bad"))


async def test_computed_frames_custom_request(client: LanguageClient):
    await open_document(client)
    frames = await client.protocol.send_request_async("stack/computedFrames", {"textDocument": {"uri": URI}})
    assert frames.version == 1
    layout = frames.layouts[0]
    assert layout.name == "Row"
    canvas = layout.canvases[0]
    assert (canvas.width, canvas.height) == (375, 64)
    assert [e.path for e in canvas.elements] == ["row", "row/title", "row/icon"]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER]))
async def utf8_client(lsp_client: LanguageClient):
    capabilities = types.ClientCapabilities(general=types.GeneralClientCapabilities(
        position_encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16]))
    result = await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities))
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    yield
    await lsp_client.shutdown_session()


async def test_utf8_positions_when_the_client_offers_them(utf8_client: LanguageClient):
    text = TEXT.replace('      text: "é😀"\n', '      text: "é😀"; colr: #fff\n')
    await open_document(utf8_client, text)
    unknown = next(d for d in utf8_client.diagnostics[URI] if d.code == "unknown-property")
    assert unknown.range.start == types.Position(line=7, character=22)  # é is 2 bytes, the emoji 4
