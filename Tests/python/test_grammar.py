"""Scope tests for the TextMate grammar (Editors/vscode/syntaxes/stack.tmLanguage.json),
tokenized with Oniguruma, the regular expression engine VS Code's TextMate uses, and for
Sublime Text's syntax (Editors/sublime/Stack.sublime-syntax), read into the same form.

The tokenizer below implements what the grammar uses: `match` with `captures`,
`begin`/`end` with their captures and nested `patterns`, `include` of the repository and
`$self`, and the rule that an `end` wins a tie with the patterns inside its rule.
"""
import json
import unittest
from pathlib import Path

import onigurumacffi
import yaml

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR = json.loads((ROOT / "Editors" / "vscode" / "syntaxes" / "stack.tmLanguage.json").read_text())


def sublime_grammar(path):
    """A sublime-syntax as the tokenizer's TextMate form: its variables substituted, a `push`
    becomes a begin/end rule (its `meta_scope` the rule's name, its `pop` matches the end),
    a `scope` the rule's name. Enough for the one `main` context the syntax has."""
    syntax = yaml.safe_load(path.read_text())
    variables = syntax.get("variables", {})

    def expand(pattern):
        for name, value in variables.items():
            pattern = pattern.replace("{{" + name + "}}", value)
        return pattern

    def captures(item):
        return {str(group): {"name": scope} for group, scope in item.get("captures", {}).items()}

    def rule(item):
        if "push" not in item:
            converted = {"match": expand(item["match"]), "captures": captures(item)}
            if "scope" in item:
                converted["name"] = item["scope"]
            return converted
        entries = item["push"]
        pops = [entry for entry in entries if entry.get("pop")]
        converted = {
            "begin": expand(item["match"]),
            "beginCaptures": captures(item),
            "end": "|".join("(" + expand(entry["match"]) + ")" for entry in pops),
            "endCaptures": {str(index + 1): {"name": entry["scope"]} for index, entry in enumerate(pops) if "scope" in entry},
            "patterns": [rule(entry) for entry in entries if "match" in entry and not entry.get("pop")],
        }
        if "scope" in item:
            converted["begin"] = "(" + converted["begin"] + ")"
            converted["beginCaptures"] = {"1": {"name": item["scope"]}}
        for entry in entries:
            if "meta_scope" in entry:
                converted["name"] = entry["meta_scope"]
        return converted

    return {"patterns": [rule(item) for item in syntax["contexts"]["main"]], "repository": {}}


SUBLIME = sublime_grammar(ROOT / "Editors" / "sublime" / "Stack.sublime-syntax")


class Tokenizer:
    def __init__(self, grammar):
        self.grammar = grammar
        self.cache = {}

    def regex(self, pattern):
        if pattern not in self.cache:
            self.cache[pattern] = onigurumacffi.compile(pattern)
        return self.cache[pattern]

    def expand(self, patterns):
        result = []
        for pattern in patterns:
            if "include" in pattern:
                name = pattern["include"]
                target = self.grammar if name == "$self" else self.grammar["repository"][name.lstrip("#")]
                result += self.expand(target["patterns"]) if "patterns" in target and "match" not in target and "begin" not in target else [target]
            else:
                result.append(pattern)
        return result

    def tokenize(self, text):
        """The scopes of every character, line by line: a list of lists of scope lists."""
        stack = []  # begin/end rules in force
        lines = []
        for line in text.split("\n"):
            scopes = [None] * len(line)
            position = 0
            while position <= len(line):
                rule = stack[-1] if stack else None
                candidates = []
                if rule is not None:
                    candidates.append(("end", rule))
                patterns = self.expand(rule.get("patterns", [])) if rule is not None else self.expand(self.grammar["patterns"])
                candidates += [("pattern", pattern) for pattern in patterns]
                best = None
                for kind, candidate in candidates:
                    source = candidate["end"] if kind == "end" else candidate.get("match", candidate.get("begin"))
                    match = self.regex(source).search(line, position)
                    if match and (best is None or match.start() < best[2].start()):
                        best = (kind, candidate, match)
                base = ["source.stack"] + [r["name"] for r in stack if "name" in r]
                if best is None:
                    for index in range(position, len(line)):
                        scopes[index] = base
                    break
                kind, candidate, match = best
                for index in range(position, match.start()):
                    scopes[index] = base
                if kind == "end":
                    self.paint(scopes, match, base, None, candidate.get("endCaptures", {}))
                    stack.pop()
                elif "begin" in candidate:
                    self.paint(scopes, match, base, candidate.get("name"), candidate.get("beginCaptures", {}))
                    stack.append(candidate)
                else:
                    self.paint(scopes, match, base, candidate.get("name"), candidate.get("captures", {}))
                if match.end() == match.start():
                    if kind == "pattern" and "begin" not in candidate:
                        position = match.end() + 1
                        continue
                    if kind == "end" or "begin" in candidate:
                        if match.end() >= len(line):
                            position = len(line) + 1
                            continue
                position = max(match.end(), position if match.end() > match.start() else position)
                if match.end() == match.start() and kind == "pattern":
                    position += 1
            lines.append(scopes)
        return lines

    @staticmethod
    def paint(scopes, match, base, name, captures):
        outer = base + ([name] if name else [])
        for index in range(match.start(), match.end()):
            scopes[index] = list(outer)
        for group, capture in captures.items():
            span = match.span(int(group))
            if span[0] < 0:
                continue
            for index in range(span[0], span[1]):
                scopes[index] = outer + [capture["name"]]


def scope_at(text, line, needle, occurrence=1, grammar=GRAMMAR):
    """The innermost scope of the first character of `needle` on a line."""
    lines = Tokenizer(grammar).tokenize(text)
    source_line = text.split("\n")[line]
    index = -1
    for _ in range(occurrence):
        index = source_line.index(needle, index + 1)
    return lines[line][index][-1]


SAMPLE = """// a comment
layout SettingsRow {
  canvas: 375 x 64, 320x64
  stack row {
    alignment: firstBaseline
    label title { text: "Wi-Fi \\u{1F4F6}"; intrinsic: 44 x none; baseline: 16 }
    switch toggle {
      width >= icon.width * 0.5 + 4 @999
      background: #FFAA00
    }
    /* a block
       comment */
    image icon
  }
}"""


SAMPLE_CASES = [
            (0, "//", "comment.line.double-slash.stack"),
            (1, "layout", "keyword.other.layout.stack"),
            (1, "SettingsRow", "entity.name.type.layout.stack"),
            (2, "canvas", "variable.other.property.stack"),
            (2, ":", "punctuation.separator.key-value.stack"),
            (2, "375", "constant.numeric.stack"),
            (2, "x", "keyword.operator.size.stack"),
            (2, "320", "constant.numeric.stack"),
            (3, "stack", "storage.type.element.stack"),
            (3, "row", "entity.name.variable.element.stack"),
            (3, "{", "punctuation.section.block.begin.stack"),
            (4, "firstBaseline", "constant.language.stack"),
            (5, "label", "storage.type.element.stack"),
            (5, "title", "entity.name.variable.element.stack"),
            (5, "Wi-Fi", "string.quoted.double.stack"),
            (5, "\\u{", "constant.character.escape.stack"),
            (5, "none", "constant.language.stack"),
            (5, ";", "punctuation.terminator.statement.stack"),
            (7, "width", "variable.language.anchor.stack"),
            (7, ">=", "keyword.operator.relation.stack"),
            (7, "icon", "variable.other.element.stack"),
            (7, ".", "punctuation.accessor.stack"),
            (7, "*", "keyword.operator.arithmetic.stack"),
            (7, "0.5", "constant.numeric.stack"),
            (7, "@", "keyword.operator.priority.stack"),
            (7, "999", "constant.numeric.priority.stack"),
            (8, "#FFAA00", "constant.other.color.stack"),
            (10, "/*", "comment.block.stack"),
            (11, "comment", "comment.block.stack"),
            (12, "image", "storage.type.element.stack"),
            (12, "icon", "entity.name.variable.element.stack"),
]

# Format version 3 (stack-format.md §2-§5, §11, §13): the `scroll` kind and its guides,
# `auto` sizes, size classes after a canvas size, after a property name and at the end of a
# constraint line, the new properties and their values, device aliases.
VERSION3 = """layout Form {
  canvas: iPhone15, 768 x 1024 wR hR, 375 x auto
  contentSize: large, AX5
  scroll page {
    pin: edges
    contentInset: never
    stack form {
      pin: edges content
      axis: vertical
      axis[hC]: horizontal
      spacing[wR hR]: 24
      installed[wC hC]: false
      width == frame.width - 32
      width == 600 @999 [wR]
      top == parent.content.top + 8
      label title { lines: 0; mayTruncate: true; runtime: true }
      label below { top == page.content.bottom }
    }
  }
}"""

VERSION3_CASES = [
    (1, "iPhone15", "constant.language.stack"),
    (1, "768", "constant.numeric.stack"),
    (1, "wR", "constant.language.size-class.stack"),
    (1, "hR", "constant.language.size-class.stack"),
    (1, "375", "constant.numeric.stack"),
    (1, "auto", "constant.language.stack"),
    (2, "AX5", "constant.language.stack"),
    (3, "scroll", "storage.type.element.stack"),
    (3, "page", "entity.name.variable.element.stack"),
    (5, "contentInset", "variable.other.property.stack"),
    (5, "never", "constant.language.stack"),
    (7, "content", "constant.language.stack"),
    (9, "axis", "variable.other.property.stack"),
    (9, "[", "punctuation.section.brackets.begin.stack"),
    (9, "hC", "constant.language.size-class.stack"),
    (9, "]", "punctuation.section.brackets.end.stack"),
    (9, ":", "punctuation.separator.key-value.stack"),
    (9, "horizontal", "constant.language.stack"),
    (10, "spacing", "variable.other.property.stack"),
    (10, "wR", "constant.language.size-class.stack"),
    (10, "hR", "constant.language.size-class.stack"),
    (10, "24", "constant.numeric.stack"),
    (11, "installed", "variable.other.property.stack"),
    (11, "hC", "constant.language.size-class.stack"),
    (11, "false", "constant.language.stack"),
    (12, "width", "variable.language.anchor.stack"),
    (12, "frame", "variable.language.guide.stack"),
    (12, ".", "punctuation.accessor.stack"),
    (12, "32", "constant.numeric.stack"),
    (13, "@", "keyword.operator.priority.stack"),
    (13, "999", "constant.numeric.priority.stack"),
    (13, "[", "punctuation.section.brackets.begin.stack"),
    (13, "wR", "constant.language.size-class.stack"),
    (13, "]", "punctuation.section.brackets.end.stack"),
    (14, "parent", "variable.language.target.stack"),
    (14, "content", "variable.language.guide.stack"),
    (15, "lines", "variable.other.property.stack"),
    (15, "mayTruncate", "variable.other.property.stack"),
    (15, "runtime", "variable.other.property.stack"),
    (15, "true", "constant.language.stack"),
    (16, "page", "variable.other.element.stack"),
    (16, "content", "variable.language.guide.stack"),
    (16, "bottom", "variable.language.anchor.stack"),
]


def failures(text, cases, grammar):
    """The cases whose scope differs: (line, needle, expected, actual)."""
    result = []
    for line, needle, expected in cases:
        actual = scope_at(text, line, needle, grammar=grammar)
        if actual != expected:
            result.append((line, needle, expected, actual))
    return result


class GrammarTest(unittest.TestCase):
    def test_scopes(self):
        self.assertEqual(failures(SAMPLE, SAMPLE_CASES, GRAMMAR), [])

    def test_version3_scopes(self):
        self.assertEqual(failures(VERSION3, VERSION3_CASES, GRAMMAR), [])
        # Each size `x`, also beside `auto`.
        self.assertEqual(scope_at(VERSION3, 1, "x", 1), "keyword.operator.size.stack")
        self.assertEqual(scope_at(VERSION3, 1, "x", 2), "keyword.operator.size.stack")
        # The anchor after a guide in a target, `frame.width`.
        self.assertEqual(scope_at(VERSION3, 12, "width", 2), "variable.language.anchor.stack")

    def test_sublime_syntax_scopes_as_the_textmate_grammar_does(self):
        self.assertEqual(failures(SAMPLE, SAMPLE_CASES, SUBLIME), [])
        self.assertEqual(failures(VERSION3, VERSION3_CASES, SUBLIME), [])
        self.assertEqual(scope_at(VERSION3, 1, "x", 2, grammar=SUBLIME), "keyword.operator.size.stack")

    def test_anchors_targets_and_guides(self):
        text = ("layout A {\n  canvas: iPhone16 landscape\n  view v {\n    pin: top safeArea >= 8 @750, leading margins\n"
                "    label t {\n      top == icon.bottom + 8 @750\n      leading >= parent.margins.leading\n"
                "      firstBaseline == safeArea.top\n      textStyle: body\n    }\n  }\n}")
        cases = [
            (1, "iPhone16", "constant.language.stack"),
            (1, "landscape", "constant.language.stack"),
            (3, "safeArea", "constant.language.stack"),
            (3, ">=", "keyword.operator.relation.stack"),
            (3, "@", "keyword.operator.priority.stack"),
            (3, "750", "constant.numeric.priority.stack"),
            (3, "margins", "constant.language.stack"),
            (5, "top", "variable.language.anchor.stack"),
            (5, "==", "keyword.operator.relation.stack"),
            (5, "icon", "variable.other.element.stack"),
            (5, ".", "punctuation.accessor.stack"),
            (5, "bottom", "variable.language.anchor.stack"),
            (6, "leading", "variable.language.anchor.stack"),
            (6, "parent", "variable.language.target.stack"),
            (6, "margins", "variable.language.guide.stack"),
            (7, "firstBaseline", "variable.language.anchor.stack"),
            (7, "safeArea", "variable.language.target.stack"),
            (8, "body", "constant.language.stack"),
        ]
        failures = [(line, needle, expected, scope_at(text, line, needle)) for line, needle, expected in cases
                    if scope_at(text, line, needle) != expected]
        self.assertEqual(failures, [])

    def test_property_named_like_an_element_kind(self):
        # `text` and `label` words: a property is a property, an element kind only at a statement's start.
        self.assertEqual(scope_at("layout A {\n  view v { hidden: true }\n}", 1, "hidden"), "variable.other.property.stack")
        self.assertEqual(scope_at("layout A {\n  view v { hidden: true }\n}", 1, "true"), "constant.language.stack")

    def test_every_example_tokenizes(self):
        for grammar in (GRAMMAR, SUBLIME):
            tokenizer = Tokenizer(grammar)
            for path in sorted((ROOT / "Examples").glob("*.stack")):
                lines = tokenizer.tokenize(path.read_text())
                self.assertTrue(all(all(scope is not None for scope in line) for line in lines), path.name)


if __name__ == "__main__":
    unittest.main()
