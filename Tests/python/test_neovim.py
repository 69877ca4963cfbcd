"""A headless Neovim smoke test: Editors/neovim/stacklint.lua starts stack-lsp on an
example; the test waits for a diagnostic and a hover and checks both."""
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

SCRIPT = r"""
vim.g.stacklint_server = os.getenv("STACK_LSP")
dofile(os.getenv("STACKLINT_LUA"))
vim.cmd("edit " .. os.getenv("EXAMPLE"))
local buffer = vim.api.nvim_get_current_buf()
local result = { diagnostics = {}, hover = "" }
local ok = vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
for _, d in ipairs(vim.diagnostic.get(buffer)) do
  table.insert(result.diagnostics, { line = d.lnum, col = d.col, code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code), source = d.source })
end
local responses = vim.lsp.buf_request_sync(buffer, "textDocument/hover", {
  textDocument = { uri = vim.uri_from_bufnr(buffer) },
  position = { line = tonumber(os.getenv("HOVER_LINE")), character = tonumber(os.getenv("HOVER_CHARACTER")) },
}, 10000)
for _, response in pairs(responses or {}) do
  if response.result and response.result.contents then result.hover = response.result.contents.value end
end
local file = io.open(os.getenv("RESULT"), "w")
file:write(vim.fn.json_encode(result))
file:close()
vim.cmd("qa!")
"""


@unittest.skipIf(NVIM is None and not os.environ.get("CI"), "Neovim is not installed")
class NeovimSmokeTest(unittest.TestCase):
    def test_diagnostic_and_hover(self):
        self.assertIsNotNone(NVIM, "CI installs neovim")
        with tempfile.TemporaryDirectory() as directory:
            script = Path(directory) / "smoke.lua"
            script.write_text(SCRIPT)
            result = Path(directory) / "result.json"
            env = {
                **os.environ,
                "STACK_LSP": SERVER,
                "STACKLINT_LUA": str(ROOT / "Editors" / "neovim" / "stacklint.lua"),
                "EXAMPLE": str(ROOT / "Examples" / "Toolbar.stack"),
                "HOVER_LINE": "12", "HOVER_CHARACTER": "12",  # `back`
                "RESULT": str(result),
                "XDG_CONFIG_HOME": directory, "XDG_DATA_HOME": directory, "XDG_STATE_HOME": directory,
            }
            subprocess.run([NVIM, "--headless", "--clean", "-u", "NONE", "-c", f"luafile {script}"],
                           env=env, timeout=60, check=False, capture_output=True)
            data = json.loads(result.read_text())
        codes = [d["code"] for d in data["diagnostics"]]
        self.assertIn("negative-spacing-in-equal-distribution", codes)
        self.assertTrue(all(d["source"] == "stacklint" for d in data["diagnostics"]))
        self.assertIn("**button** `back`: UIButton", data["hover"])


if __name__ == "__main__":
    unittest.main()
