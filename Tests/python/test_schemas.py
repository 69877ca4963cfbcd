"""Validates what the built stacklint writes against the JSON Schemas in Schemas/."""
import json
import os
import re
import subprocess
import tempfile
import unittest
from pathlib import Path

import jsonschema

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))


def run(*args, cwd=ROOT, stdin=None):
    return subprocess.run([str(BINARY), *args], cwd=cwd, input=stdin, capture_output=True, text=True, check=False)


class DiagnosticsSchemaTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        schema = json.loads((ROOT / "Schemas" / "diagnostics.schema.json").read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        cls.validator = jsonschema.Draft202012Validator(schema)

    def validate(self, text):
        document = json.loads(text)
        errors = sorted(self.validator.iter_errors(document), key=str)
        self.assertEqual([], [error.message for error in errors])
        return document

    def test_examples(self):
        result = run("--format", "json", "Examples")
        self.assertEqual(result.returncode, 1, result.stderr)  # the examples show error-level pitfalls
        document = self.validate(result.stdout)
        self.assertGreaterEqual(document["summary"]["files"], 8)

    def test_every_kind_of_finding(self):
        source = (
            "layout A {\n  stack s {\n    spcing: 4\n    spacing: 1\n    spacing: 2\n"
            "    label l { lines: 1.5; axis: vertical }\n    label l\n    width == nope.width\n"
            "    axis vertical\n  }\n  view extra\n}\nlayout A {\n  view v {\n"
        )
        result = run("--format", "json", "--stdin-filename", "All.stack", "-", stdin=source)
        self.assertEqual(result.returncode, 1)
        document = self.validate(result.stdout)
        rules = {d["rule"] for d in document["files"][0]["diagnostics"]}
        self.assertLessEqual({
            "syntax-error", "unknown-element", "unknown-property", "invalid-value", "duplicate-name",
            "unknown-reference", "root-count", "duplicate-property", "property-not-applicable",
        }, rules)

    def test_unicode_columns(self):
        result = run("--format", "json", "--stdin-filename", "U.stack", "-",
                     stdin='layout A {\n  label l { text: "😀"; colr: #fff }\n}\n')
        document = self.validate(result.stdout)
        start = next(d for d in document["files"][0]["diagnostics"] if d["rule"] == "unknown-property")["range"]["start"]
        self.assertEqual(start, {"line": 2, "column": 24, "offset": 37})


if __name__ == "__main__":
    unittest.main()


class FramesSchemaTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        schema = json.loads((ROOT / "Schemas" / "frames.schema.json").read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        cls.validator = jsonschema.Draft202012Validator(schema)

    def test_every_example(self):
        for path in sorted((ROOT / "Examples").glob("*.stack")):
            result = run("frames", "--format", "json", str(path.relative_to(ROOT)))
            self.assertEqual(result.returncode, 0, result.stderr)
            document = json.loads(result.stdout)
            self.assertEqual([e.message for e in self.validator.iter_errors(document)], [], path.name)
            self.assertTrue(document["layouts"], path.name)

    def test_conflict_and_unnamed_elements(self):
        source = ("layout C {\n  canvas: 300 x 100\n  stack {\n    pin: edges\n    distribution: fillEqually\n"
                  "    view { intrinsic: 50 x 20 }\n    view b {\n      width == 200\n    }\n  }\n}\n")
        result = run("frames", "--format", "json", "-", stdin=source)
        document = json.loads(result.stdout)
        self.assertEqual([e.message for e in self.validator.iter_errors(document)], [])
        canvas = document["layouts"][0]["canvases"][0]
        self.assertEqual([e["path"] for e in canvas["elements"]], ["stack#0", "stack#0/view#0", "stack#0/b"])
        self.assertIsNone(canvas["elements"][1]["name"])
        self.assertEqual(canvas["conflicts"][0]["broken"], "b.width == 200")

    def test_scroll_view_content_size(self):
        # §11: a form of two 500-tall blocks in a scroll view on an iPhone 16: content 393 x 1000,
        # which scrolls, so at rest the content starts below the 59-point top inset.
        source = ("layout S {\n  canvas: iPhone16\n  scroll scroller {\n    pin: edges\n    stack form {\n"
                  "      axis: vertical\n      pin: edges content\n      width == frame.width\n"
                  "      view a { intrinsic: 100 x 500 }\n      view b { intrinsic: 100 x 500 }\n    }\n  }\n}\n")
        result = run("frames", "--format", "json", "-", stdin=source)
        self.assertEqual(result.returncode, 0, result.stderr)
        document = json.loads(result.stdout)
        self.assertEqual([e.message for e in self.validator.iter_errors(document)], [])
        elements = document["layouts"][0]["canvases"][0]["elements"]
        self.assertEqual(elements[0]["contentSize"], {"width": 393, "height": 1000})
        self.assertEqual([("contentSize" in e) for e in elements], [True, False, False, False])
        self.assertEqual((elements[1]["frame"]["y"], elements[1]["canvasFrame"]["y"]), (0, 59))


class ConfigSchemaAgreementTest(unittest.TestCase):
    """The configuration's schema is generated from the declaration the tool validates with
    (`stacklint-dev generate-schema`): both accept and refuse the same files."""

    @classmethod
    def setUpClass(cls):
        schema = json.loads((ROOT / "Schemas" / "config.schema.json").read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        cls.validator = jsonschema.Draft202012Validator(schema)

    def agree(self, document, valid):
        schema_errors = [e.message for e in self.validator.iter_errors(document)]
        self.assertEqual(not schema_errors, valid, (document, schema_errors))
        with tempfile.TemporaryDirectory() as directory:
            config = Path(directory) / ".stacklint.json"
            config.write_text(json.dumps(document))
            result = run("config", "check", str(config))
        self.assertEqual(result.returncode, 0 if valid else 2, (document, result.stderr))

    def test_every_rule_and_option(self):
        listing = run("rules").stdout
        ids = re.findall(r"^([a-z]+(?:-[a-z]+)+)\s", listing, re.M)
        self.assertGreater(len(ids), 30)
        for rule_id in ids:
            self.agree({"rules": {rule_id: "error"}}, True)
            self.agree({"rules": {rule_id: {"severity": "error"}}}, True)
            self.agree({"rules": {rule_id: "off"}}, rule_id != "syntax-error")
        self.agree({"rules": {"deep-nesting": {"maxDepth": 4, "maxDepthInCells": 100000}}}, True)
        self.agree({"rules": {"too-many-arranged-views": {"max": 1}}}, True)
        for bad in [0, 100001, 2.5, "4", True]:
            self.agree({"rules": {"deep-nesting": {"maxDepth": bad}}}, False)
        self.agree({"rules": {"too-many-arranged-views": {"maximum": 3}}}, False)

    def test_top_level_keys(self):
        for document in [{"root": True}, {"solveBudget": 1}, {"solveBudget": 10**12}, {"canvas": ["iPhone16 landscape", "320 x 480"]},
                         {"contentSize": ["AX3", "accessibilityLarge"]}, {"docsURL": "http://example.com/rules"},
                         {"include": ["a/**"], "exclude": []}, {"cacheDirectory": "cache"}]:
            self.agree(document, True)
        for document in [{"root": "yes"}, {"solveBudget": 0}, {"solveBudget": 10**12 + 1}, {"canvas": []}, {"contentSize": ["AX9"]},
                         {"docsURL": "ftp://example.com"}, {"include": "a/**"}, {"exclude": ["x" * 1025]}, {"cacheDirectory": ""},
                         {"include": ["*"] * 1001}, {"extends": 3}]:
            self.agree(document, False)
