-- stacklint for Neovim: the `stack` filetype and the stack-lsp client.
-- Neovim 0.11+ uses vim.lsp.config / vim.lsp.enable; 0.7 to 0.10 use vim.lsp.start_client.
if vim.filetype and vim.filetype.add then vim.filetype.add({ extension = { stack = "stack" } }) end
-- Also set it directly: Neovim 0.7 detects filetypes with Lua only when asked to.
vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
  pattern = "*.stack",
  callback = function(args) vim.bo[args.buf].filetype = "stack" end,
})

local cmd = { vim.g.stacklint_server or "stack-lsp" }

local function root(path)
  local found = vim.fs and vim.fs.find and vim.fs.find({ ".stacklint.json", ".git" }, { upward = true, path = path })[1]
  return found and vim.fs.dirname(found) or vim.fn.getcwd()
end

if vim.lsp.config and vim.lsp.enable then
  vim.lsp.config("stacklint", { cmd = cmd, filetypes = { "stack" }, root_markers = { ".stacklint.json", ".git" } })
  vim.lsp.enable("stacklint")
else
  vim.api.nvim_create_autocmd("FileType", {
    pattern = "stack",
    callback = function(args)
      local client_id = vim.lsp.start_client({
        name = "stacklint",
        cmd = cmd,
        root_dir = root(vim.api.nvim_buf_get_name(args.buf)),
      })
      if client_id then vim.lsp.buf_attach_client(args.buf, client_id) end
    end,
  })
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = "stack",
  callback = function(args) vim.bo[args.buf].commentstring = "// %s" end,
})
