"""The invariants of ARCHITECTURE.md that a program can check.

The manifest (`swift package dump-package`) must say what the sources do: each target
declares exactly the project modules its sources import. Layers depend only downwards,
the bottom three import nothing of the project, no library module is over its size limit,
only the language server (its protocol module and the server) knows JSON-RPC, the reports and
the front ends analyse only through StackLint, the syntax layer names no rule, every rule is declared once, the configuration's
shape is declared once, with its schema and docs generated from it, and the language server
reads what a client sent only through its typed parameter decoders.
"""
import json
import os
import re
import subprocess
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SWIFT = os.environ.get("SWIFT", "swift")

# The library layers, bottom first: a module may depend only on modules before it.
LAYERS = ["StackPlatform", "StackSyntax", "StackJSON", "StackXML", "StackVocabulary", "StackModel", "StackDiagnostics", "StackSolver", "StackRecipe", "StackLayout",
          "StackFormatter", "StackIBDocument", "StackInterfaceBuilder", "StackRuleKit", "StackModelRules", "StackConstraintRules", "StackContentRules", "StackRules", "StackWorkspace", "StackPersistence", "StackLint", "StackReports", "StackEditing", "StackLSPProtocol", "StackLSPFeatures", "StackLSP", "StackLintCLI"]
FRONT_ENDS = ["StackLintCLI", "StackLSP"]
# The language server: its protocol (JSON-RPC framing, LSP's typed shapes and parameter decoders)
# and the server that answers in it.
LANGUAGE_SERVER = ["StackLSPProtocol", "StackLSP"]
# What the server's answers contain, written in LSP's shapes but knowing no JSON-RPC.
LSP_FEATURES = "StackLSPFeatures"
# An editor's reading of a document: no protocol, no JSON.
EDITING = "StackEditing"
# A library module holds one concern and stays small enough to read: at most this many lines
# that are not blank.
MODULE_LINE_LIMIT = 2_500
# The rule modules: the rules decided from the model alone (no frames), and above them, side
# by side, the rules that read the solved frames: the constraint system's and the content's.
# Each rule is one file under its module's `Rules` folder; the catalog above them holds none.
RULE_DIRECTORIES = {"StackModelRules": False, "StackConstraintRules": True, "StackContentRules": True}  # module: its rules read frames
FRAME_RULE_MODULES = [module for module, reads_frames in RULE_DIRECTORIES.items() if reads_frames]
RULE_CATALOG = "StackRules"
IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)


def manifest():
    output = subprocess.run([SWIFT, "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def target_directory(target):
    if target.get("path"):
        return ROOT / target["path"]
    return ROOT / ("Tests" if target["type"] == "test" else "Sources") / target["name"]


def swift_sources(directory):
    return sorted(directory.rglob("*.swift"))


def code_of(path):
    """The file's text without comments and string literals, so that documentation that
    names a module or a protocol word does not count."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"""(.*?)"""', '""', text, flags=re.S)
    return text


def imports_of(directory, project):
    found = set()
    for path in swift_sources(directory):
        for module in IMPORT.findall(path.read_text(encoding="utf-8")):
            if module in project:
                found.add(module)
    return found


class ArchitectureTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.targets = {target["name"]: target for target in manifest()["targets"]}
        cls.project = set(cls.targets)

    def declared(self, name):
        names = set()
        for dependency in self.targets[name]["dependencies"]:
            for value in dependency.values():
                names.add(value[0])
        return names

    def test_manifest_declares_exactly_what_the_sources_import(self):
        problems = []
        for name, target in sorted(self.targets.items()):
            imported = imports_of(target_directory(target), self.project)
            declared = self.declared(name)
            # A test target may depend on an executable to have it built, without importing it.
            built_only = {d for d in declared if self.targets.get(d, {}).get("type") == "executable"}
            for module in sorted(imported - declared):
                problems.append(f"{name} imports {module} but Package.swift does not declare it")
            for module in sorted(declared - imported - built_only):
                problems.append(f"{name} declares {module} but no source of it imports it")
        self.assertEqual(problems, [])

    def test_the_syntax_layer_names_no_rule(self):
        # The parser reports typed syntax issues and the rules layer maps them to its catalog
        # (as swift-syntax's parser knows no diagnostic catalog), so no rule can leak below it.
        listing = subprocess.run([os.environ.get("STACKLINT", str(ROOT / ".build" / "debug" / "stacklint")), "rules"],
                                 capture_output=True, text=True, check=True).stdout
        ids = set(re.findall(r"^([a-z]+(?:-[a-z]+)*)\s", listing, re.M))
        self.assertIn("syntax-error", ids)
        found = []
        for path in swift_sources(target_directory(self.targets["StackSyntax"])):
            text = path.read_text(encoding="utf-8")
            for word in re.findall(r"\b(RuleID|ruleID|Diagnostic|Severity)\b", code_of(path)):
                found.append(f"{path.relative_to(ROOT)}: {word}")
            for word in re.findall(r'["`]([a-z]+(?:-[a-z]+)*)["`]', text):
                if word in ids:
                    found.append(f"{path.relative_to(ROOT)}: {word}")
        self.assertEqual(found, [])

    def test_layers_depend_only_downwards(self):
        problems = []
        for index, name in enumerate(LAYERS):
            self.assertIn(name, self.targets, f"{name} is in ARCHITECTURE.md's layers but not in Package.swift")
            for dependency in sorted(self.declared(name)):
                if dependency in LAYERS and LAYERS.index(dependency) >= index:
                    problems.append(f"{name} depends on {dependency}, which is not below it")
        libraries = {n for n, t in self.targets.items() if t["type"] == "regular" and not t.get("path")}
        self.assertEqual(sorted(libraries - set(LAYERS)), [], "every library module has its place in the layers")
        self.assertEqual(problems, [])

    def test_the_bottom_layers_import_no_project_module(self):
        for name in ["StackPlatform", "StackSyntax", "StackSolver"]:
            self.assertEqual(imports_of(target_directory(self.targets[name]), self.project), set(), name)
        self.assertEqual(imports_of(target_directory(self.targets["StackJSON"]), self.project), {"StackSyntax"},
                         "the JSON module stands on the syntax layer's byte helpers only")
        self.assertEqual(imports_of(target_directory(self.targets["StackXML"]), self.project), {"StackSyntax"},
                         "the XML reader stands on the syntax layer's text and ranges only")

    def test_every_library_module_is_small(self):
        sizes = {}
        for name in LAYERS:
            lines = 0
            for path in swift_sources(target_directory(self.targets[name])):
                lines += sum(1 for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
            sizes[name] = lines
        oversized = sorted(name for name, lines in sizes.items() if lines > MODULE_LINE_LIMIT)
        self.assertEqual(oversized, [],
                         f"modules over {MODULE_LINE_LIMIT} lines: {', '.join(f'{n} ({sizes[n]})' for n in oversized)}")

    def test_the_findings_vocabulary_stands_below_the_engine_and_the_rules(self):
        """StackDiagnostics is what front ends, configuration and persistence share (ruff's
        `ruff_diagnostics`): it knows the syntax and the model's values, nothing of solving or
        of any rule's check; the rules that read no frames know nothing of the engine."""
        self.assertEqual(imports_of(target_directory(self.targets["StackDiagnostics"]), self.project), {"StackSyntax", "StackModel"})
        engine = {"StackSolver", "StackRecipe", "StackLayout"}
        self.assertEqual(imports_of(target_directory(self.targets["StackModelRules"]), self.project) & engine, set())
        self.assertEqual(self.declared("StackPersistence") & (set(RULE_DIRECTORIES) | {"StackRuleKit", RULE_CATALOG}), set(),
                         "what stores findings needs their vocabulary only")

    def test_the_rule_modules_stand_side_by_side_under_the_catalog(self):
        """The two modules of rules that read frames import neither each other nor the
        catalog, nor the rules decided from the model; the catalog imports every rule module
        and holds no rule of its own."""
        rule_modules = set(RULE_DIRECTORIES) | {RULE_CATALOG}
        for module in FRAME_RULE_MODULES:
            self.assertEqual(imports_of(target_directory(self.targets[module]), self.project) & rule_modules, set(), module)
        self.assertEqual(imports_of(target_directory(self.targets[RULE_CATALOG]), self.project) & rule_modules,
                         set(RULE_DIRECTORIES))
        self.assertFalse((target_directory(self.targets[RULE_CATALOG]) / "Rules").exists(), "the catalog holds no rule")

    def test_the_solver_knows_nothing_of_uikit(self):
        words = re.compile(r"\b(UIKit|UIStackView|UIView|stack view|arranged|Layout\b|Element\b)")
        found = [f"{p.relative_to(ROOT)}: {m.group(0)}" for p in swift_sources(ROOT / "Sources" / "StackSolver")
                 for m in words.finditer(code_of(p))]
        self.assertEqual(found, [])

    def test_only_the_language_server_knows_json_rpc(self):
        found = []
        for name in LAYERS:
            if name in LANGUAGE_SERVER:
                continue
            for path in swift_sources(target_directory(self.targets[name])):
                text = path.read_text(encoding="utf-8")
                for marker in ["Content-Length", '"jsonrpc"', "JSON-RPC"]:
                    if marker in text:
                        found.append(f"{path.relative_to(ROOT)}: {marker}")
        self.assertEqual(found, [])

    def test_the_server_stands_on_its_features_and_the_editing_on_no_protocol(self):
        """The language server is its transport, open documents and one handler per request;
        what an answer contains is below it, in StackLSPFeatures (LSP's shapes, no server) and
        StackEditing (an editor's reading of a document: no protocol, no JSON)."""
        self.assertEqual(imports_of(target_directory(self.targets[EDITING]), self.project) & {"StackJSON", "StackLSPProtocol"}, set())
        self.assertIn(LSP_FEATURES, self.declared("StackLSP"))
        self.assertFalse((target_directory(self.targets["StackLSP"]) / "Features").exists(), "the server's features are below it")

    def test_the_protocol_knows_nothing_of_the_analysis(self):
        """StackLSPProtocol knows JSON-RPC and LSP's shapes, built on the JSON value only (and
        the platform's C library, to read its stream)."""
        self.assertEqual(imports_of(target_directory(self.targets["StackLSPProtocol"]), self.project), {"StackPlatform", "StackJSON"})

    def test_front_ends_analyse_only_through_the_analysis_layer(self):
        calls = re.compile(r"\bParser\.parse\(|\bSemanticModel\(|\bLayout(?:Engine|SolveSession)\.solve\(|\.check\(context|\bModelBuilder\b")
        found = []
        for name in ["StackReports", EDITING, LSP_FEATURES] + FRONT_ENDS:
            for path in swift_sources(target_directory(self.targets[name])):
                for match in calls.finditer(code_of(path)):
                    found.append(f"{path.relative_to(ROOT)}: {match.group(0)}")
        self.assertEqual(found, [])

    def test_the_language_server_reads_no_untyped_json_path(self):
        """A client's message is read into typed values in one place, the parameter decoders
        (`StackLSPProtocol/Params`) and the envelope (`StackLSPProtocol/IncomingMessage.swift`); elsewhere no
        `params["textDocument"]?["uri"]?.string` chain: no JSON member read by a string key
        (writing one, `object["range"] = ...`, builds an answer and is allowed) and no
        optional chain into a JSON value's accessors."""
        protocol = ROOT / "Sources" / "StackLSPProtocol"
        decoders = [protocol / "Params", protocol / "IncomingMessage.swift"]
        self.assertTrue(all(path.exists() for path in decoders))
        sources = [path for name in LANGUAGE_SERVER + [LSP_FEATURES] for path in swift_sources(ROOT / "Sources" / name)]
        key_read = re.compile(r'[\w)\]?]\[\s*"[^"\n]*"\s*\](?!\s*=(?!=))')
        accessor_chain = re.compile(r"\?\.(?:string|int|bool|double|array|object)\b(?!\()")
        found = []
        for path in sources:
            if any(path == decoder or decoder in path.parents for decoder in decoders):
                continue
            code = code_of(path)
            for pattern in (key_read, accessor_chain):
                found += [f"{path.relative_to(ROOT)}: {match.group(0)}" for match in pattern.finditer(code)]
        self.assertEqual(found, [])
        handlers = [f"{path.relative_to(ROOT)}: {match.group(0)}" for path in sources
                    for match in re.finditer(r"func \w+\(_ params: JSON\b", code_of(path))]
        self.assertEqual(handlers, [], "handlers take typed parameters")

    def test_every_rule_has_one_file_and_one_declaration(self):
        declared = {}
        for module, reads_frames in RULE_DIRECTORIES.items():
            for path in swift_sources(ROOT / "Sources" / module / "Rules"):
                text = path.read_text(encoding="utf-8")
                names = re.findall(r"^(?:public\s+)?struct\s+(\w+)\s*:\s*[^{]*\bRule\b", text, re.M)
                self.assertEqual(len(names), 1, f"{path.name} declares one rule")
                self.assertEqual(names[0] + ".swift", path.name, "a rule's file is named after it")
                self.assertNotIn(names[0], declared, "a rule is declared once")
                self.assertEqual("usesFrames = true" in code_of(path), reads_frames,
                                 f"{path.name}: a rule that reads frames is in {' or '.join(FRAME_RULE_MODULES)}, one that does not in StackModelRules")
                declared[names[0]] = path
        self.assertGreater(len(declared), 30)

    def test_each_rule_id_is_written_once(self):
        listing = subprocess.run([os.environ.get("STACKLINT", str(ROOT / ".build" / "debug" / "stacklint")), "rules"],
                                 capture_output=True, text=True, check=True).stdout
        ids = re.findall(r"^([a-z]+(?:-[a-z]+)+)\s", listing, re.M)
        self.assertGreater(len(ids), 30)
        counts = {rule_id: 0 for rule_id in ids}
        for path in swift_sources(ROOT / "Sources"):
            text = path.read_text(encoding="utf-8")
            for literal in re.findall(r'"([a-z]+(?:-[a-z]+)+)"', text):
                if literal in counts:
                    counts[literal] += 1
        self.assertEqual({rule_id: n for rule_id, n in counts.items() if n != 1}, {})

    def test_rules_read_their_options_only_through_typed_constants(self):
        rule_files = [p for module in RULE_DIRECTORIES for p in swift_sources(ROOT / "Sources" / module / "Rules")]
        lookups = re.compile(r"\.option\(|optionValues|\bRuleOptionDeclaration\(")
        found = [f"{p.relative_to(ROOT)}: {m.group(0)}" for p in rule_files for m in lookups.finditer(code_of(p))]
        self.assertEqual(found, [])
        declared = [p.name for p in rule_files if "RuleOption<" in p.read_text(encoding="utf-8")]
        self.assertGreater(len(declared), 0, "some rules declare typed options")

    def test_the_configuration_files_are_generated_by_the_developer_tool(self):
        self.assertEqual(self.targets["stacklint-dev"]["type"], "executable")
        users = [n for n in self.targets if "stacklint-dev" in self.declared(n) and self.targets[n]["type"] != "test"]
        self.assertEqual(users, [], "no product links the generators")
        page = (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
        self.assertIn("<!-- Generated from ConfigurationKey", page)
        self.assertIn("<!-- End of the generated section. -->", page)
        self.assertIn("stacklint-dev generate-schema", (ROOT / "Schemas" / "config.schema.json").read_text(encoding="utf-8"))


# What a performance log says: timings, instruction counts, "median of", "N× as fast".
MEASUREMENT = re.compile(r"\d ?(?:ms|µs)\b|\binstructions\b|\bmedian of\b|\bbest of \d|\d ?× (?:faster|slower|as\b)|\bfaster than\b|\bslower than\b")


# What quotes a measurement in a comment: a figure with a unit of time or a share, an
# instruction count, "N× faster", or "measured:".
MEASURED_COMMENT = re.compile(r"//.*(?:\bmeasured[:,)]|\binstructions\b|\d ?%|\d ?(?:ms|µs)\b|\d ?× |times (?:faster|slower)|million steps)")


class CommentTest(unittest.TestCase):
    def test_no_comment_in_the_sources_quotes_a_measurement(self):
        """Comments say why in a sentence; figures belong in commit messages and docs/dev."""
        found = []
        for path in swift_sources(ROOT / "Sources"):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if MEASURED_COMMENT.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
        self.assertEqual(found, [])


class DocumentationTest(unittest.TestCase):
    def test_user_docs_hold_no_performance_log(self):
        """docs/ is what a user reads; design notes and their figures live in docs/dev/."""
        found = []
        for path in sorted((ROOT / "docs").rglob("*.md")):
            if "dev" in path.relative_to(ROOT / "docs").parts:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if MEASUREMENT.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
        self.assertEqual(found, [])

    def test_the_benchmark_figures_come_from_the_benchmark(self):
        """The current build's figures are a file the benchmark writes (`stacklint-bench
        --results`), not prose: its header says how it was made, and each row is a figure
        with a value in one of the benchmark's units."""
        text = (ROOT / "docs" / "dev" / "benchmark-results.md").read_text(encoding="utf-8")
        self.assertTrue(text.startswith("# Benchmark results\n\nWritten by `stacklint-bench "), text[:200])
        rows = [line for line in text.splitlines() if line.startswith("| ") and not line.startswith(("| section", "| ---"))]
        self.assertGreater(len(rows), 0)
        value = re.compile(r"^-?\d+(?:\.\d+)?(?: (?:ms|s|files/s|MB/s|MiB|steps)|×)?$")
        for row in rows:
            cells = [cell.strip() for cell in row.strip("|").split("|")]
            self.assertEqual(len(cells), 3, row)
            self.assertRegex(cells[2], value, row)

    def test_the_developer_notes_are_indexed(self):
        index = (ROOT / "docs" / "dev" / "README.md").read_text(encoding="utf-8")
        for path in sorted((ROOT / "docs" / "dev").glob("*.md")):
            if path.name != "README.md":
                self.assertIn(f"({path.name})", index, f"docs/dev/README.md lists {path.name}")


if __name__ == "__main__":
    unittest.main()
