"""A headless Neovim test of Editors/neovim/stacklint.lua with the Neovim on the machine
(Debian's 0.7.2 in CI; 0.11 takes the vim.lsp.config path of the same file): it opens
files in two workspace roots and checks what its README promises: diagnostics, hover on
`K`, completion through `omnifunc`, formatting, code actions, and one server per root,
however fast the files of a root open."""
import json
import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NVIM = shutil.which("nvim")
SERVER = os.environ.get("STACK_LSP", str(ROOT / ".build" / "debug" / "stack-lsp"))

UNFORMATTED = "layout A{\nstack s{pin:edges;spacing:4;spacing:8\nlabel l{intrinsic:10x10}\nlabel m{intrinsic:10x10}}}\n"
FORMATTED_START = "layout A {\n  stack s {\n    pin: edges\n"
# The findings of Tests/InterfaceBuilder/Findings.xib, `line:column rule` (as `stacklint` reports them).
EXPECTED_XIB = [
    "10:17 misplaced-view", "10:82 baseline-alignment-on-vertical-stack", "27:17 ambiguous-layout",
    "31:25 conflicting-constraints", "34:17 truncation",
]

SCRIPT = r"""
local result = { steps = {} }
local function step(name, value) result.steps[name] = value end
local function finish()
  local file = io.open(os.getenv("RESULT"), "w")
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd("qa!")
end
local ok, problem = pcall(function()
  vim.g.stacklint_server = os.getenv("STACK_LSP")
  dofile(os.getenv("STACKLINT_LUA"))
  -- The clients of a buffer (0.7's get_active_clients takes no filter) and all of them.
  local function buffer_clients(buffer)
    if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = buffer }) end
    return vim.tbl_values(vim.lsp.buf_get_clients(buffer))
  end
  local all_clients = vim.lsp.get_clients or vim.lsp.get_active_clients
  local function attached(buffer)
    return vim.wait(20000, function() return #buffer_clients(buffer) > 0 end, 20)
  end

  -- 1. A file of root A: diagnostics.
  vim.cmd("edit " .. os.getenv("TOOLBAR"))
  local toolbar = vim.api.nvim_get_current_buf()
  step("filetype", vim.bo[toolbar].filetype)
  attached(toolbar)
  vim.wait(20000, function() return #vim.diagnostic.get(toolbar) > 0 end, 20)
  local diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(toolbar)) do
    table.insert(diagnostics, { code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code), source = d.source })
  end
  step("diagnostics", diagnostics)

  -- 2. K on `back` (line 13, column 12): a floating window with the hover.
  vim.api.nvim_win_set_cursor(0, { 13, 12 })
  step("K", vim.fn.maparg("K", "n", false, true).desc or "")
  vim.api.nvim_feedkeys("K", "x", false)
  local hover = ""
  vim.wait(10000, function()
    for _, window in ipairs(vim.api.nvim_list_wins()) do
      if vim.api.nvim_win_get_config(window).relative ~= "" then
        hover = table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(window), 0, -1, false), "\n")
      end
    end
    return hover ~= ""
  end, 20)
  step("hover", hover)
  for _, window in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(window).relative ~= "" then vim.api.nvim_win_close(window, true) end
  end

  -- 3. Completion: omnifunc is the LSP's and finds a client (its first call does not
  --    answer -1), and what it asks the server for is plain text on 0.7 (no snippetSupport).
  step("omnifunc", vim.bo[toolbar].omnifunc)
  vim.api.nvim_buf_set_lines(toolbar, 13, 13, false, { "      hug" })
  vim.api.nvim_win_set_cursor(0, { 14, 9 })
  step("findstart", vim.lsp.omnifunc(1, ""))
  local completion = vim.lsp.buf_request_sync(toolbar, "textDocument/completion", vim.lsp.util.make_position_params(), 10000)
  local labels = {}
  for _, response in pairs(completion or {}) do
    for _, item in ipairs((response.result or {}).items or response.result or {}) do
      labels[item.label] = item.insertText or item.label
    end
  end
  step("completion", labels)

  -- 4. A second file of root A: formatting and a code action; the same server.
  vim.cmd("edit " .. os.getenv("MESSY"))
  local messy = vim.api.nvim_get_current_buf()
  attached(messy)
  vim.wait(20000, function() return #vim.diagnostic.get(messy) > 0 end, 20)
  local actions = vim.lsp.buf_request_sync(messy, "textDocument/codeAction", {
    textDocument = { uri = vim.uri_from_bufnr(messy) },
    range = { start = { line = 1, character = 0 }, ["end"] = { line = 1, character = 0 } },
    context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics and vim.lsp.diagnostic.get_line_diagnostics(messy, 1) or {}, only = { "quickfix" } },
  }, 10000)
  local titles = {}
  for _, response in pairs(actions or {}) do
    for _, action in ipairs(response.result or {}) do table.insert(titles, action.title) end
  end
  step("actions", titles)
  step("action_command", vim.fn.exists(":StacklintAction"))
  vim.cmd("StacklintFormat")
  step("formatted", table.concat(vim.api.nvim_buf_get_lines(messy, 0, -1, false), "\n"))

  -- 5. A file of root B: a second server; the two files of root A share one.
  vim.cmd("edit " .. os.getenv("OTHER"))
  local other = vim.api.nvim_get_current_buf()
  attached(other)
  local function ids(buffer)
    local found = {}
    for _, client in ipairs(buffer_clients(buffer)) do table.insert(found, client.id) end
    return found
  end
  step("clients", { toolbar = ids(toolbar), messy = ids(messy), other = ids(other) })
  local roots = {}
  for _, client in ipairs(all_clients()) do
    if client.name == "stacklint" then table.insert(roots, client.config.root_dir) end
  end
  table.sort(roots)
  step("roots", roots)
end)
if not ok then result.error = tostring(problem) end
finish()
"""


def checked_script(body):
    """A Neovim script that loads the plugin, runs `body` (Lua that fills `result`) and writes
    `result` to $RESULT, with the error if `body` raised one, then quits."""
    return ("""local result = {}
local ok, problem = pcall(function()
  vim.g.stacklint_server = os.getenv("STACK_LSP")
  dofile(os.getenv("STACKLINT_LUA"))
""" + body + """end)
if not ok then result.error = tostring(problem) end
local file = io.open(os.getenv("RESULT"), "w")
file:write(vim.fn.json_encode(result))
file:close()
vim.cmd("qa!")
""")


TWO_FILES_SCRIPT = checked_script(r"""
  -- Back to back, without waiting: the first client has not answered `initialize` yet.
  vim.cmd("edit " .. os.getenv("FIRST"))
  local first = vim.api.nvim_get_current_buf()
  vim.cmd("edit " .. os.getenv("SECOND"))
  local second = vim.api.nvim_get_current_buf()
  local function buffer_clients(buffer)
    if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = buffer }) end
    return vim.tbl_values(vim.lsp.buf_get_clients(buffer))
  end
  local all_clients = vim.lsp.get_clients or vim.lsp.get_active_clients
  -- A buffer lists a client once it has answered `initialize`.
  vim.wait(20000, function() return #buffer_clients(first) > 0 and #buffer_clients(second) > 0 end, 20)
  -- Let a second server, if one was started, come up too.
  vim.wait(500)
  local ids = {}
  for _, client in ipairs(all_clients()) do
    if client.name == "stacklint" and client.config.root_dir == os.getenv("ROOT") then table.insert(ids, client.id) end
  end
  result.clients = ids
  local processes = 0
  for _, child in ipairs(vim.fn.systemlist({ "pgrep", "-P", tostring(vim.fn.getpid()) })) do
    local cmdline = io.open("/proc/" .. child .. "/cmdline", "r")
    if cmdline then
      if cmdline:read("*a"):find("stack-lsp", 1, true) then processes = processes + 1 end
      cmdline:close()
    end
  end
  result.processes = processes
""")


IB_SCRIPT = checked_script(r"""
  local function buffer_clients(buffer)
    if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = buffer }) end
    return vim.tbl_values(vim.lsp.buf_get_clients(buffer))
  end
  -- An Interface Builder file: the server attaches and publishes its findings in the XML.
  vim.cmd("edit " .. os.getenv("XIB"))
  local xib = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[xib].filetype
  vim.wait(20000, function() return #vim.diagnostic.get(xib) > 0 end, 20)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(xib)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(found, string.format("%d:%d %s", d.lnum + 1, d.col + 1, code))
  end
  table.sort(found)
  result.diagnostics = found
  -- Any other XML file: no client.
  vim.cmd("edit " .. os.getenv("PLAIN"))
  local plain = vim.api.nvim_get_current_buf()
  result.plain_filetype = vim.bo[plain].filetype
  vim.wait(1000)
  result.plain_clients = #buffer_clients(plain)
""")


def run_nvim(base, script, result, **files):
    """Runs `script` in a headless Neovim with Editors/neovim/stacklint.lua, the server and
    `files` (environment names to paths) given to it; returns what it wrote to `result`."""
    env = {
        **os.environ,
        "STACK_LSP": SERVER,
        "STACKLINT_LUA": str(ROOT / "Editors" / "neovim" / "stacklint.lua"),
        **{name: str(path) for name, path in files.items()},
        "RESULT": str(result),
        "XDG_CONFIG_HOME": str(base), "XDG_DATA_HOME": str(base), "XDG_STATE_HOME": str(base),
    }
    run = subprocess.run([NVIM, "--headless", "--clean", "-u", "NONE", "-c", f"luafile {script}"],
                         env=env, timeout=120, check=False, capture_output=True, cwd=base)
    assert result.exists(), run.stderr.decode()
    return json.loads(result.read_text())


@unittest.skipIf(NVIM is None and not os.environ.get("CI"), "Neovim is not installed")
class NeovimTest(unittest.TestCase):
    def test_the_readme_works(self):
        self.assertIsNotNone(NVIM, "CI installs neovim")
        with tempfile.TemporaryDirectory() as directory:
            base = Path(directory).resolve()
            first, second = base / "first", base / "second"
            for root in (first, second):
                (root / "Screens").mkdir(parents=True)
                (root / ".stacklint.json").write_text("{}\n")
            shutil.copy(ROOT / "Examples" / "Toolbar.stack", first / "Screens" / "Toolbar.stack")
            (first / "Screens" / "Messy.stack").write_text(UNFORMATTED)
            (second / "Other.stack").write_text("layout B {\n  view v { pin: edges }\n}\n")
            script = base / "test.lua"
            script.write_text(SCRIPT)
            data = run_nvim(
                base, script, base / "result.json", TOOLBAR=first / "Screens" / "Toolbar.stack",
                MESSY=first / "Screens" / "Messy.stack", OTHER=second / "Other.stack")
        self.assertNotIn("error", data)
        steps = data["steps"]
        self.assertEqual(steps["filetype"], "stack")
        codes = [d["code"] for d in steps["diagnostics"]]
        self.assertIn("negative-spacing-in-equal-distribution", codes)
        self.assertTrue(all(d["source"] == "stacklint" for d in steps["diagnostics"]))
        # K is the hover (not `man`), and it shows the element's frames.
        self.assertIn("hover", steps["K"])
        self.assertIn("back", steps["hover"])
        self.assertIn("UIButton", steps["hover"])
        self.assertIn("375 x 49", steps["hover"])
        # Completion: the LSP omnifunc, the word `hug` starting at column 6, plain text.
        self.assertEqual(steps["omnifunc"], "v:lua.vim.lsp.omnifunc")
        # -1 would mean no client; 0.7 answers -2 (it completes asynchronously), later ones the column.
        self.assertIn(steps["findstart"], (-2, 6))
        self.assertEqual(steps["completion"]["hugging"], "hugging: ")
        # Code actions and formatting.
        self.assertIn("Remove the earlier `spacing`", steps["actions"])
        self.assertEqual(steps["action_command"], 2)
        self.assertTrue(steps["formatted"].startswith(FORMATTED_START), steps["formatted"])
        # One server per root: both files of the first root share one, the second root has its own.
        clients = steps["clients"]
        self.assertEqual(len(clients["toolbar"]), 1)
        self.assertEqual(clients["toolbar"], clients["messy"])
        self.assertEqual(len(clients["other"]), 1)
        self.assertNotEqual(clients["toolbar"], clients["other"])
        self.assertEqual(steps["roots"], sorted([str(first), str(second)]))

    def test_two_files_opened_back_to_back_share_one_server(self):
        """The second file opens before the first file's server has answered `initialize`:
        still one client of that root, and one stack-lsp process."""
        self.assertIsNotNone(NVIM, "CI installs neovim")
        with tempfile.TemporaryDirectory() as directory:
            base = Path(directory).resolve()
            root = base / "workspace"
            root.mkdir()
            (root / ".stacklint.json").write_text("{}\n")
            (root / "A.stack").write_text("layout A {\n  view v { pin: edges }\n}\n")
            (root / "B.stack").write_text("layout B {\n  view w { pin: edges }\n}\n")
            script = base / "two.lua"
            script.write_text(TWO_FILES_SCRIPT)
            data = run_nvim(
                base, script, base / "result.json", FIRST=root / "A.stack", SECOND=root / "B.stack", ROOT=root)
        self.assertNotIn("error", data)
        self.assertEqual(len(data["clients"]), 1, data)
        self.assertEqual(data["processes"], 1, data)

    def test_an_interface_builder_file_gets_its_findings_and_other_xml_no_server(self):
        """A `.xib` is linted where it is (issue 34): the client attaches to it and shows
        the findings at their places in the XML; an XML file of another kind gets none."""
        self.assertIsNotNone(NVIM, "CI installs neovim")
        with tempfile.TemporaryDirectory() as directory:
            base = Path(directory).resolve()
            root = base / "workspace"
            root.mkdir()
            (root / ".stacklint.json").write_text("{}\n")
            shutil.copy(ROOT / "Tests" / "InterfaceBuilder" / "Findings.xib", root / "Card.xib")
            (root / "data.xml").write_text("<?xml version=\"1.0\"?>\n<data/>\n")
            script = base / "ib.lua"
            script.write_text(IB_SCRIPT)
            data = run_nvim(base, script, base / "result.json", XIB=root / "Card.xib", PLAIN=root / "data.xml")
        self.assertNotIn("error", data)
        self.assertEqual(data["filetype"], "xml")
        self.assertEqual(data["diagnostics"], EXPECTED_XIB)
        self.assertEqual(data["plain_filetype"], "xml")
        self.assertEqual(data["plain_clients"], 0)


if __name__ == "__main__":
    unittest.main()
