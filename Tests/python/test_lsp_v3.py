"""The language server on format version 3 (size classes, scroll views and their guides,
`auto` canvases, device aliases), end to end with pytest-lsp: what needs no solve, then the
solved values of version 3 in hovers and inlay hints."""
import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from test_lsp import client  # noqa: F401  (the pytest-lsp client fixture, VS Code's capabilities)
from test_lsp import open_document as open_text
from test_lsp_v2 import decode

URI = "file:///work/Screens/Profile.stack"
TEXT = (
    "layout Profile {\n"                              # 0
    "  canvas: iPhone16, iPhone16 landscape, iPad\n"  # 1
    "  stack header {\n"                              # 2
    "    pin: edges\n"                                # 3
    "    axis: vertical\n"                            # 4
    "    axis[hC]: horizontal\n"                      # 5
    "    scroll list {\n"                             # 6
    "      stack form {\n"                            # 7
    "        pin: edges content\n"                    # 8
    "        width == frame.width\n"                  # 9
    "        label name { intrinsic: 80 x 20 }\n"     # 10
    "      }\n"                                       # 11
    "    }\n"                                         # 12
    "    label note {\n"                              # 13
    "      intrinsic: 80 x 20\n"                      # 14
    "      width == list.frame.width @999 [wR]\n"     # 15
    "    }\n"                                         # 16
    "  }\n"                                           # 17
    "}\n"                                             # 18
)

pytestmark = pytest.mark.asyncio


def doc():
    return types.TextDocumentIdentifier(uri=URI)


def at(line, character):
    return types.Position(line=line, character=character)


async def labels_at(client, text, line, character):
    await open_text(client, text=text, uri=URI)
    result = await client.text_document_completion_async(types.CompletionParams(text_document=doc(), position=at(line, character)))
    return [item.label for item in result.items]


async def test_completion_of_size_classes_guides_and_auto(client: LanguageClient):
    assert await labels_at(client, TEXT.replace("axis[hC]: horizontal", "axis[hC "), 5, 12) == ["wC", "wR"]
    assert await labels_at(client, TEXT.replace(" [wR]\n", " [\n"), 15, 38) == ["wC", "wR", "hC", "hR"]
    assert await labels_at(client, TEXT.replace("width == frame.width", "top == content."), 9, 23) == ["top", "bottom", "centerY"]
    assert await labels_at(client, TEXT.replace("list.frame.width @999 [wR]", "list."), 15, 20) == ["width", "height", "margins", "content", "frame"]
    assert await labels_at(client, TEXT.replace("iPhone16, iPhone16 landscape, iPad", "375 x "), 1, 16) == ["auto"]
    assert await labels_at(client, TEXT.replace("iPhone16, iPhone16 landscape, iPad", "768 x 1024 wR "), 1, 24) == ["hC", "hR"]


async def test_semantic_tokens_of_traits_and_guides(client: LanguageClient):
    await open_text(client, text=TEXT, uri=URI)
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc()))
    found = [token for token in decode(list(tokens.data), TEXT) if token[0] in (5, 9, 15)]
    assert found == [
        (5, "axis", "property"), (5, "hC", "enumMember"), (5, "horizontal", "enumMember"),
        (9, "width", "property"), (9, "==", "operator"), (9, "frame", "keyword"), (9, "width", "property"),
        (15, "width", "property"), (15, "==", "operator"), (15, "list", "variable"), (15, "frame", "keyword"),
        (15, "width", "property"), (15, "@", "operator"), (15, "999", "number"), (15, "wR", "enumMember"),
    ]


async def test_hover_on_a_trait_and_a_variant_property(client: LanguageClient):
    await open_text(client, text=TEXT, uri=URI)
    trait = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=at(5, 10)))
    assert trait.contents.value == ("**`hC`**: compact height: every iPhone in landscape.\n\n"
                                    "Canvases of this layout with `hC`: `iPhone16 landscape` (wC hC).")
    assert trait.range == types.Range(start=at(5, 9), end=at(5, 11))
    variant = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=at(4, 5)))
    assert variant.contents.value.endswith(
        "| iPhone16 | wC hR | `axis: vertical` |\n| iPhone16 landscape | wC hC | `axis[hC]: horizontal` |\n| iPad | wR hR | `axis: vertical` |\n")


async def test_rename_follows_a_scroll_views_name_into_its_guides(client: LanguageClient):
    await open_text(client, text=TEXT, uri=URI)
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(), position=at(6, 12), new_name="page"))
    assert sorted((e.range.start.line, e.range.start.character, e.new_text) for e in edit.changes[URI]) == [(6, 11, "page"), (15, 15, "page")]


async def test_formatting_a_version_3_document_is_idempotent(client: LanguageClient):
    await open_text(client, text=TEXT.replace("axis[hC]: horizontal", "axis [hC]:horizontal"), uri=URI)
    options = types.FormattingOptions(tab_size=2, insert_spaces=True)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(text_document=doc(), options=options))
    assert len(edits) == 1 and edits[0].new_text == TEXT.replace("label name { intrinsic: 80 x 20 }", "label name {\n          intrinsic: 80 x 20\n        }")
    await open_text(client, text=edits[0].new_text, uri=URI)
    again = await client.text_document_formatting_async(types.DocumentFormattingParams(text_document=doc(), options=options))
    assert list(again) == [], "the canonical form is a fixed point"


SOLVED = (
    "layout Cell {\n"                          # 0
    "  canvas: 375 x auto\n"                   # 1
    "  contentSize: large, AX5\n"              # 2
    "  stack row {\n"                          # 3
    "    pin: edges; axis: vertical\n"         # 4
    "    label title {\n"                      # 5
    "      lines: 0; textStyle: body\n"        # 6
    "      intrinsic: 800 x 22\n"              # 7
    "    }\n"                                  # 8
    "  }\n"                                    # 9
    "}\n"                                      # 10
    "layout Loose {\n"                         # 11
    "  canvas: 375 x auto\n"                   # 12
    "  label name { pin: top, leading; intrinsic: 80 x 20 }\n"  # 13
    "}\n"                                      # 14
    "layout Form {\n"                          # 15
    "  canvas: iPad, iPhone16\n"               # 16
    "  scroll page {\n"                        # 17
    "    pin: edges\n"                         # 18
    "    stack form {\n"                       # 19
    "      pin: edges content\n"               # 20
    "      width == frame.width\n"             # 21
    "      axis: vertical\n"                   # 22
    "      label body { intrinsic: 100 x 800 }\n"  # 23
    "      image hero { intrinsic: 100 x 100; installed[wR]: false }\n"  # 24
    "    }\n"                                  # 25
    "  }\n"                                    # 26
    "}\n"                                      # 27
)


async def hover_text(client, line, character):
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=at(line, character)))
    return hover.contents.value


async def test_hovers_show_lines_solved_sizes_content_sizes_and_uninstalled_elements(client: LanguageClient):
    await open_text(client, text=SOLVED, uri=URI)
    assert (await hover_text(client, 5, 10)).endswith(
        "| canvas | frame in parent | frame in canvas | lines |\n| --- | --- | --- | --- |\n"
        "| 375 x auto, large | (0, 0, 375, 66) | (0, 0, 375, 66) | 3 |\n"
        "| 375 x auto, AX5 | (0, 0, 375, 480.118) | (0, 0, 375, 480.118) | 7 |\n")
    assert await hover_text(client, 0, 2) == (
        "**layout `Cell`**: 2 elements; canvases `375 x auto`\n\n| `auto` canvas | solved size |\n| --- | --- |\n"
        "| 375 x auto, large | 375 x 66 |\n| 375 x auto, AX5 | 375 x 480.118 |\n")
    assert await hover_text(client, 11, 2) == (
        "**layout `Loose`**: 1 elements; canvases `375 x auto`\n\n| `auto` canvas | solved size |\n| --- | --- |\n"
        "| 375 x auto | 375 x 44 (undetermined: UIKit's 44-point fallback) |\n")
    assert (await hover_text(client, 17, 4)).endswith(
        "| canvas | frame in parent | frame in canvas | content size | inset |\n| --- | --- | --- | --- | --- |\n"
        "| iPad (wR hR) | (0, 0, 820, 1180) | (0, 0, 820, 1180) | 820 x 800 | none |\n"
        "| iPhone16 (wC hR) | (0, 0, 393, 852) | (0, 0, 393, 852) | 393 x 900 | top 59, bottom 34 |\n")
    assert (await hover_text(client, 24, 9)).endswith(
        "| canvas | frame in parent | frame in canvas | variants |\n| --- | --- | --- | --- |\n"
        "| iPad (wR hR) | not installed | - | `installed[wR]: false` |\n"
        "| iPhone16 (wC hR) | (0, 800, 393, 100) | (0, 859, 393, 100) | - |\n")


async def test_inlay_hints_show_lines_solved_sizes_and_no_frame_where_not_installed(client: LanguageClient):
    await open_text(client, text=SOLVED, uri=URI)
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=doc(), range=types.Range(start=at(0, 0), end=at(28, 0))))
    assert [(hint.position.line, hint.label) for hint in hints] == [
        (1, "375 × 66"), (3, "375 × 66"), (5, "375 × 66 · 3 lines"),
        (12, "375 × 44 (fallback)"), (13, "80 × 20"),
        (17, "820 × 1180 · content 820 × 800"), (19, "820 × 800"), (23, "820 × 800"), (24, "not installed"),
    ]
    assert hints[0].tooltip == "solved size at 375 x auto, large: 375 x 66; 375 x auto, AX5: 375 x 480.118"
    assert hints[-1].tooltip == "not installed at iPad (wR hR)"
