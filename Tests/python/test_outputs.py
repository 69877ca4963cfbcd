"""The CI-facing outputs, checked against what their consumers expect."""
import json
import os
import subprocess
import tempfile
import unittest
import xml.etree.ElementTree as ET
from xml.dom import minidom
from pathlib import Path

import jsonschema

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))

SOURCE = (
    "layout A {\n  stack s {\n    pin: edges\n    axis: vertical\n    alignment: firstBaseline\n"
    "    label t { text: \"é😀\"; intrinsic: 40 x 20; baseline: 16 }\n    label u { intrinsic: 40 x 20; baseline: 16 }\n"
    "    // stacklint-disable-next-line deep-nesting\n    view v { width == 10; height == 10 }\n  }\n}\n"
)


def lint(*args, stdin=SOURCE):
    return subprocess.run([str(BINARY), *args, "--stdin-filename", "Screens/A.stack", "-"], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, check=False)


class SarifTest(unittest.TestCase):
    def test_valid_against_the_official_schema(self):
        result = lint("--format", "sarif")
        self.assertEqual(result.returncode, 1, result.stderr)
        log = json.loads(result.stdout)
        schema = json.loads((ROOT / "Tests" / "Data" / "sarif-schema-2.1.0.json").read_text())
        errors = [e.message for e in jsonschema.Draft4Validator(schema).iter_errors(log)]
        self.assertEqual(errors, [])
        run = log["runs"][0]
        self.assertEqual(run["tool"]["driver"]["name"], "stacklint")
        rules = run["tool"]["driver"]["rules"]
        self.assertTrue(all(r["help"]["text"] and r["shortDescription"]["text"] for r in rules))
        results = run["results"]
        self.assertIn("baseline-alignment-on-vertical-stack", [r["ruleId"] for r in results])
        first = next(r for r in results if r["ruleId"] == "baseline-alignment-on-vertical-stack")
        location = first["locations"][0]["physicalLocation"]
        self.assertEqual(location["artifactLocation"]["uri"], "Screens/A.stack")
        self.assertEqual(location["region"], {"startLine": 5, "startColumn": 16, "endLine": 5, "endColumn": 29})
        self.assertEqual(rules[first["ruleIndex"]]["id"], first["ruleId"])

    def test_columns_are_utf16(self):
        source = 'layout A {\n  stack s {\n    pin: edges\n    label t { text: "😀"; colr: #fff }\n  }\n}\n'
        log = json.loads(lint("--format", "sarif", stdin=source).stdout)
        result = next(r for r in log["runs"][0]["results"] if r["ruleId"] == "unknown-property")
        region = result["locations"][0]["physicalLocation"]["region"]
        self.assertEqual((region["startLine"], region["startColumn"]), (4, 27))  # the emoji counts 2


    def test_absolute_paths_fingerprints_and_help_links(self):
        """A file named by absolute path is reported relative to the working directory; each
        result carries the baseline fingerprint; rules link to the configured `docsURL` or
        carry no `helpUri` (the project owns no website)."""
        schema = json.loads((ROOT / "Tests" / "Data" / "sarif-schema-2.1.0.json").read_text())
        with tempfile.TemporaryDirectory() as directory:
            folder = Path(directory)
            (folder / "Screens").mkdir()
            (folder / "Screens" / "A b.stack").write_text(SOURCE)
            absolute = str(folder / "Screens" / "A b.stack")

            def sarif(*args):
                result = subprocess.run([str(BINARY), "--format", "sarif", *args, absolute], capture_output=True, text=True, cwd=folder, check=False)
                log = json.loads(result.stdout)
                self.assertEqual([e.message for e in jsonschema.Draft4Validator(schema).iter_errors(log)], [])
                return log["runs"][0]

            run = sarif("--write-baseline", "baseline.json")
            uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]}
            self.assertEqual(uris, {"Screens/A%20b.stack"})
            baseline = json.loads((folder / "baseline.json").read_text())
            self.assertEqual(sorted(r["partialFingerprints"]["stacklint/v2"] for r in run["results"]),
                             sorted(entry["fingerprint"] for entry in baseline["findings"]))
            self.assertEqual(len(baseline["findings"]), len(run["results"]))
            self.assertNotIn("stacklint.dev", json.dumps(run))
            self.assertTrue(all("helpUri" not in rule for rule in run["tool"]["driver"]["rules"]))

            (folder / ".stacklint.json").write_text('{"docsURL": "https://example.org/stacklint/blob/main/docs/rules/"}')
            rules = sarif()["tool"]["driver"]["rules"]
            self.assertEqual(next(r for r in rules if r["id"] == "overflow")["helpUri"],
                             "https://example.org/stacklint/blob/main/docs/rules/overflow.md")

            github = subprocess.run([str(BINARY), "--format", "github", absolute], capture_output=True, text=True, cwd=folder, check=False)
            self.assertTrue(github.stdout.startswith("::error file=Screens/A b.stack,line=5,"), github.stdout)


class XmlOutputsTest(unittest.TestCase):
    def test_checkstyle(self):
        root = ET.fromstring(lint("--format", "checkstyle").stdout)
        self.assertEqual(root.tag, "checkstyle")
        errors = root.find("file").findall("error")
        self.assertTrue(errors)
        first = errors[0]
        self.assertEqual(first.get("source"), "stacklint.baseline-alignment-on-vertical-stack")
        self.assertEqual((first.get("line"), first.get("column"), first.get("severity")), ("5", "16", "error"))

    def test_junit(self):
        root = ET.fromstring(lint("--format", "junit").stdout)
        self.assertEqual(root.tag, "testsuites")
        suite = root.find("testsuite")
        self.assertEqual(suite.get("name"), "Screens/A.stack")
        failures = suite.findall("testcase/failure")
        self.assertEqual(int(suite.get("failures")), len(failures))
        self.assertIn("baseline-alignment-on-vertical-stack", [f.get("type") for f in failures])

    def test_characters_xml_forbids_are_replaced(self):
        # U+0001, U+FFFE and U+FFFF are outside XML 1.0's Char production: not even a
        # character reference may name them, so a parser rejects a document that holds one.
        name = "Screens/A\u0001\ufffe\uffff.stack"
        for report_format in ["checkstyle", "junit"]:
            result = subprocess.run([str(BINARY), "--format", report_format, "--stdin-filename", name, "-"], input=SOURCE,
                                    capture_output=True, text=True, cwd=ROOT, check=False)
            minidom.parseString(result.stdout.encode())
            root = ET.fromstring(result.stdout)
            names = [e.get("name") for e in root.iter() if e.get("name", "").startswith("Screens/")]
            self.assertTrue(names, result.stdout)
            self.assertEqual(set(names), {"Screens/A\ufffd\ufffd\ufffd.stack"})

    def test_svg_with_characters_xml_forbids_parses(self):
        layout = ("layout A {\n  label v { pin: top, leading; intrinsic: 300 x 40; "
                  "text: \"a\\u{FFFE}b\\u{FFFF}c\\u{1}d\" }\n}\n")
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "x\uffff.stack"
            path.write_text(layout, encoding="utf-8")
            result = subprocess.run([str(BINARY), "render", str(path), "-o", "-"], capture_output=True, text=True, check=False)
        self.assertEqual(result.returncode, 0, result.stderr)
        document = minidom.parseString(result.stdout.encode())
        texts = [node.firstChild.data for node in document.getElementsByTagName("text") if node.firstChild]
        self.assertIn("a\ufffdb\ufffdc\ufffdd", texts)
        self.assertIn(str(Path(directory) / "x\ufffd.stack"), texts)
        ET.fromstring(result.stdout)

    def test_svg_marks_a_view_with_a_negative_size_and_parses(self):
        # The logo is squeezed to a height of -10: drawn as a marked outline, not dropped.
        layout = ("layout Logo {\n  canvas: 120 x 60\n  view box {\n    pin: edges\n    image logo {\n      pin: leading, trailing\n"
                  "      top == parent.top + 50\n      bottom == parent.bottom - 20\n    }\n  }\n}\n")
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "Logo.stack"
            path.write_text(layout, encoding="utf-8")
            result = subprocess.run([str(BINARY), "render", str(path), "-o", "-"], capture_output=True, text=True, check=False, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        root = ET.fromstring(result.stdout)
        ns = "{http://www.w3.org/2000/svg}"
        titles = [t.text for t in root.iter(ns + "title")]
        self.assertIn("box/logo (image) (0, 50, 120, -10): a negative height -10 at this canvas, so UIKit does not draw it", titles)
        badges = [t.text for t in root.iter(ns + "text") if t.get("class") == "badge"]
        self.assertIn("!", badges)
        legend = [t.text for t in root.iter(ns + "text") if t.get("class") == "legend"]
        self.assertTrue(any(line.startswith("! negative size") for line in legend), legend)
        self.assertTrue(any(line.startswith("? ambiguous") for line in legend), legend)
        for element in root.iter():
            for attribute in ("width", "height"):
                self.assertFalse(element.get(attribute, "0").startswith("-"), ET.tostring(element))
        # Every clip a group names is defined.
        clips = {c.get("id") for c in root.iter(ns + "clipPath")}
        used = {g.get("clip-path")[5:-1] for g in root.iter(ns + "g") if g.get("clip-path")}
        self.assertLessEqual(used, clips)


class ConfigSchemaTest(unittest.TestCase):
    def test_schema_accepts_good_and_rejects_bad_configurations(self):
        schema = json.loads((ROOT / "Schemas" / "config.schema.json").read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        example = json.loads((ROOT / "Examples" / "config" / ".stacklint.json").read_text())
        self.assertEqual([e.message for e in validator.iter_errors(example)], [])
        for bad in [{"rulez": {}}, {"rules": {"deep-nestin": "off"}}, {"rules": {"deep-nesting": "loud"}},
                    {"rules": {"deep-nesting": {"maxDepht": 3}}}, {"canvas": ["wide"]}]:
            self.assertTrue(list(validator.iter_errors(bad)), bad)

    def test_the_tool_agrees_with_the_schema(self):
        with tempfile.TemporaryDirectory() as directory:
            config = Path(directory) / ".stacklint.json"
            for document, valid in [(json.loads((ROOT / "Examples" / "config" / ".stacklint.json").read_text()), True),
                                    ({"rules": {"deep-nestin": "off"}}, False), ({"rulez": {}}, False)]:
                document = dict(document)
                document.pop("$schema", None)
                config.write_text(json.dumps(document))
                result = subprocess.run([str(BINARY), "config", "check", str(config)], capture_output=True, text=True, check=False)
                self.assertEqual(result.returncode, 0 if valid else 2, result.stderr)


if __name__ == "__main__":
    unittest.main()
