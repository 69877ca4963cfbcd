"""The language server on format version 2 (constraint lines between anchors, guides,
pins with relations) and devices and Dynamic Type, end to end with pytest-lsp."""
import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from test_lsp import client  # noqa: F401  (the pytest-lsp client fixture, VS Code's capabilities)
from test_lsp import open_document as open_text

URI = "file:///work/Screens/Card.stack"
TEXT = (
    "layout Card {\n"                          # 0
    "  canvas: 375 x 200, 320 x 200\n"         # 1
    "  view card {\n"                          # 2
    "    pin: edges\n"                         # 3
    "    image icon {\n"                       # 4
    "      intrinsic: 40 x 40\n"               # 5
    "      pin: top 16, leading 16\n"          # 6
    "    }\n"                                  # 7
    "    label title {\n"                      # 8
    "      intrinsic: 120 x 20\n"              # 9
    "      top == icon.bottom + 8\n"           # 10
    "      leading == parent.margins.leading\n"  # 11
    "    }\n"                                  # 12
    "  }\n"                                    # 13
    "}\n"                                      # 14
)

pytestmark = pytest.mark.asyncio


async def open_document(client, text=TEXT, uri=URI):
    await open_text(client, text=text, uri=uri)


def doc():
    return types.TextDocumentIdentifier(uri=URI)


async def labels_at(client, line, character):
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=doc(), position=types.Position(line=line, character=character)))
    return [item.label for item in result.items]


async def test_completion_after_a_relation_offers_targets_and_anchors_of_the_same_axis(client: LanguageClient):
    await open_document(client, TEXT.replace("      top == icon.bottom + 8\n", "      top == \n"))
    labels = await labels_at(client, 10, 13)
    assert {"bottom", "centerY", "firstBaseline", "lastBaseline", "parent", "canvas", "margins", "safeArea", "icon", "card"} <= set(labels)
    assert not {"top", "leading", "width", "left", "title"} & set(labels), labels


async def test_completion_after_a_target_offers_its_anchors(client: LanguageClient):
    await open_document(client, TEXT.replace("      top == icon.bottom + 8\n", "      top == icon.\n"))
    labels = await labels_at(client, 10, 18)
    assert labels == ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "margins"]
    await open_document(client, TEXT.replace("      top == icon.bottom + 8\n", "      top == safeArea.\n"), uri=URI)
    labels = await labels_at(client, 10, 22)
    assert labels == ["top", "bottom", "centerY"], "a guide has no baselines and no margins guide"
    await open_document(client, TEXT.replace("      leading == parent.margins.leading\n", "      leading == parent.margins.\n"), uri=URI)
    labels = await labels_at(client, 11, 32)
    assert labels == ["leading", "trailing", "centerX"], "leading never relates to left or right"


async def test_completion_after_a_pinned_edge_offers_guides_and_relations(client: LanguageClient):
    await open_document(client, TEXT.replace("    pin: edges\n", "    pin: top \n"))
    labels = await labels_at(client, 3, 13)
    assert labels == ["margins", "safeArea", "==", ">=", "<="]
    await open_document(client, TEXT.replace("      pin: top 16, leading 16\n", "      pin: top \n"), uri=URI)
    labels = await labels_at(client, 6, 15)
    assert labels == ["margins", "==", ">=", "<="], "safeArea only in the root's pin"


async def test_completion_of_devices_categories_and_text_styles(client: LanguageClient):
    await open_document(client, TEXT.replace("  canvas: 375 x 200, 320 x 200\n", "  canvas: \n"))
    labels = await labels_at(client, 1, 10)
    assert "iPhoneSE" in labels and "iPhone16ProMax" in labels and "landscape" in labels
    await open_document(client, TEXT.replace("  canvas: 375 x 200, 320 x 200\n", "  contentSize: \n"), uri=URI)
    assert (await labels_at(client, 1, 15))[:4] == ["xSmall", "small", "medium", "large"]
    await open_document(client, TEXT.replace("      intrinsic: 120 x 20\n", "      textStyle: \n"), uri=URI)
    labels = await labels_at(client, 9, 17)
    assert labels[:3] == ["largeTitle", "title1", "title2"] and "caption2" in labels


async def test_hover_on_an_anchor_shows_its_value_at_each_canvas(client: LanguageClient):
    await open_document(client)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=types.Position(line=10, character=20)))
    value = hover.contents.value
    assert value.startswith("**`icon.bottom`**: The bottom edge (`bottomAnchor`). Of `icon` (UIImageView)."), value
    assert "| 375 x 200 | 56 |" in value and "| 320 x 200 | 56 |" in value
    assert hover.range == types.Range(start=types.Position(line=10, character=13), end=types.Position(line=10, character=24))
    guide = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=types.Position(line=11, character=28)))
    assert "the layout margins guide of `card`" in guide.contents.value and "| 375 x 200 | 8 |" in guide.contents.value


async def test_rename_follows_anchor_references_and_leaves_targets_alone(client: LanguageClient):
    await open_document(client)
    at_reference = types.Position(line=10, character=15)
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(), position=at_reference, new_name="glyph"))
    assert sorted((e.range.start.line, e.range.start.character, e.new_text) for e in edit.changes[URI]) == [(4, 10, "glyph"), (10, 13, "glyph")]
    at_card = types.Position(line=2, character=8)
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(), position=at_card, new_name="box"))
    assert [(e.range.start.line, e.new_text) for e in edit.changes[URI]] == [(2, "box")], "`parent` is not a reference by name"


async def test_devices_and_dynamic_type_in_frames_and_inlay_hints(client: LanguageClient):
    text = ("layout Row {\n  canvas: iPhoneSE\n  contentSize: AX3, large\n  stack row {\n    pin: top safeArea, leading\n"
            "    label name { intrinsic: 100 x 20; textStyle: body }\n  }\n}\n")
    await open_document(client, text)
    frames = await client.protocol.send_request_async("stack/computedFrames", {"textDocument": {"uri": URI}})
    canvases = frames.layouts[0].canvases
    assert [(c.device, c.contentSize) for c in canvases] == [("iPhoneSE", "AX3"), ("iPhoneSE", "large")]
    assert (canvases[0].safeArea.top, canvases[0].safeArea.bottom) == (20, 0)
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=doc(), range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=8, character=0))))
    labels = [hint.label for hint in hints]
    assert labels == ["100 × 20", "100 × 20"], "the primary canvas at the default size, large"
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=types.Position(line=5, character=12)))
    assert "| iPhoneSE, AX3 | (0, 0, 235.294, 47.059) |" in hover.contents.value, hover.contents.value


TOKEN_TYPES = ["keyword", "type", "property", "variable", "enumMember", "number", "string", "comment", "operator"]


def decode(data, text):
    """(line, text, type) of each semantic token."""
    lines = text.split("\n")
    line = character = 0
    tokens = []
    for index in range(0, len(data), 5):
        delta_line, delta_start, length, kind = data[index:index + 4]
        line += delta_line
        character = character + delta_start if delta_line == 0 else delta_start
        tokens.append((line, lines[line][character:character + length], TOKEN_TYPES[kind]))
    return tokens


async def test_semantic_tokens_know_anchors_targets_and_guides(client: LanguageClient):
    text = "layout A {\n  view v {\n    pin: top safeArea >= 8 @750\n    top == parent.margins.top + 4\n    leading == w.trailing\n  }\n}\n"
    await open_document(client, text)
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc()))
    found = [token for token in decode(list(tokens.data), text) if token[0] in (2, 3, 4)]
    assert found == [
        (2, "pin", "property"), (2, "top", "enumMember"), (2, "safeArea", "enumMember"), (2, ">=", "operator"),
        (2, "8", "number"), (2, "@", "operator"), (2, "750", "number"),
        (3, "top", "property"), (3, "==", "operator"), (3, "parent", "keyword"), (3, "margins", "keyword"),
        (3, "top", "property"), (3, "4", "number"),
        (4, "leading", "property"), (4, "==", "operator"), (4, "w", "variable"), (4, "trailing", "property"),
    ]
