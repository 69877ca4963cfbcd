-- stacklint for Neovim 0.7 and later: the `stack` filetype and the stack-lsp client.
--
-- One server per workspace root (the closest directory above the file holding
-- `.stacklint.json` or `.git`): every `.stack` buffer under that root shares it. In each
-- buffer the client attaches to:
--   K                  hover (frames of an element, documentation of a property)
--   omnifunc           LSP completion: <C-x><C-o> in insert mode
--   :StacklintFormat   formatting (vim.lsp.buf.format() on 0.8+, formatting_sync() on 0.7)
--   :StacklintAction   code actions (quick fixes, fix all, refactors)
-- Neovim 0.11+ registers the server with vim.lsp.config / vim.lsp.enable, 0.8 to 0.10 start
-- it with vim.lsp.start, and 0.7 with vim.lsp.start_client; below 0.11 this file keeps the
-- client of each root itself, so that files opened back to back share one server.

local uv = vim.uv or vim.loop
local name = "stacklint"
local markers = { ".stacklint.json", ".git" }
local cmd = { vim.g.stacklint_server or "stack-lsp" }

if vim.filetype and vim.filetype.add then vim.filetype.add({ extension = { stack = "stack" } }) end
-- Also set it directly: Neovim 0.7 detects filetypes with Lua only when asked to.
vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
  pattern = "*.stack",
  callback = function(args) vim.bo[args.buf].filetype = "stack" end,
})
-- Interface Builder files are XML; stack-lsp lints them (read-only), and no other XML file.
vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
  pattern = { "*.xib", "*.storyboard" },
  callback = function(args) if vim.bo[args.buf].filetype == "" then vim.bo[args.buf].filetype = "xml" end end,
})

--- Whether stack-lsp reads this buffer: a `.stack` file, or an Interface Builder file.
local function linted(buffer)
  if vim.bo[buffer].filetype == "stack" then return true end
  local path = vim.api.nvim_buf_get_name(buffer)
  return path:match("%.xib$") ~= nil or path:match("%.storyboard$") ~= nil
end

--- The workspace root of a file: the closest directory above it holding a marker, else
--- the current directory.
local function root(path)
  if path == "" then return vim.fn.getcwd() end
  local directory = vim.fn.fnamemodify(path, ":p:h")
  while true do
    for _, marker in ipairs(markers) do
      if uv.fs_stat(directory .. "/" .. marker) then return directory end
    end
    local parent = vim.fn.fnamemodify(directory, ":h")
    if parent == directory then return vim.fn.getcwd() end
    directory = parent
  end
end

--- Formats the buffer through stack-lsp, with whichever call this Neovim has.
local function format(buffer)
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ bufnr = buffer, name = name, timeout_ms = 5000 })
  else
    vim.lsp.buf.formatting_sync(nil, 5000)
  end
end

--- What every buffer the client attaches to gets: hover on K, completion, formatting and
--- code actions.
local function on_attach(_, buffer)
  vim.bo[buffer].omnifunc = "v:lua.vim.lsp.omnifunc"
  vim.keymap.set("n", "K", vim.lsp.buf.hover, { buffer = buffer, desc = "stacklint: hover" })
  vim.api.nvim_buf_create_user_command(buffer, "StacklintFormat", function() format(buffer) end,
    { desc = "Format the buffer with stack-lsp" })
  vim.api.nvim_buf_create_user_command(buffer, "StacklintAction", function() vim.lsp.buf.code_action() end,
    { desc = "stack-lsp code actions at the cursor" })
end

--- Whether a client id names a client that is starting or running. A client that has not
--- answered `initialize` yet counts: 0.7's `client_is_stopped` says it is stopped, which
--- is how a second file opened at once used to start a second server.
local function alive(id)
  local client = id and vim.lsp.get_client_by_id(id)
  return client ~= nil and not client.is_stopped()
end

--- The running client of this name and root, if one was started another way (a reloaded
--- config, `:LspStart`); only initialized clients are listed, the table below has the rest.
local function running(directory)
  local all = vim.lsp.get_clients or vim.lsp.get_active_clients
  for _, client in ipairs(all()) do
    if client.name == name and client.config.root_dir == directory and not client.is_stopped() then return client.id end
  end
  return nil
end

if vim.lsp.config and vim.lsp.enable then
  vim.lsp.config(name, {
    cmd = cmd,
    filetypes = { "stack", "xml" },
    -- Only the XML of Interface Builder files: another XML buffer gets no client.
    root_dir = function(buffer, on_dir)
      if linted(buffer) then on_dir(root(vim.api.nvim_buf_get_name(buffer))) end
    end,
    on_attach = on_attach,
  })
  vim.lsp.enable(name)
else
  -- The client of each root, recorded as soon as it is started: the FileType callbacks run
  -- one after the other, so the second file of a root finds the first one's client even
  -- before that client has initialized.
  local clients = {}
  vim.api.nvim_create_autocmd("FileType", {
    pattern = { "stack", "xml" },
    callback = function(args)
      if not linted(args.buf) then return end
      local directory = root(vim.api.nvim_buf_get_name(args.buf))
      local id = clients[directory]
      if not alive(id) then id = running(directory) end
      if not alive(id) then
        local config = { name = name, cmd = cmd, root_dir = directory, on_attach = on_attach }
        if vim.lsp.start then
          -- 0.8 to 0.10: the same client for the same name and root; it attaches the buffer.
          id = vim.lsp.start(config, {
            bufnr = args.buf,
            reuse_client = function(client, wanted) return client.name == wanted.name and client.config.root_dir == wanted.root_dir end,
          })
          clients[directory] = id
          return
        end
        id = vim.lsp.start_client(config)
      end
      clients[directory] = id
      if id then vim.lsp.buf_attach_client(args.buf, id) end
    end,
  })
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = "stack",
  callback = function(args) vim.bo[args.buf].commentstring = "// %s" end,
})
