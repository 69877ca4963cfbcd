// Starts stack-lsp for .stack files, and for Interface Builder files (.xib, .storyboard), which it lints read-only.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("stacklint").get("serverPath") || "stack-lsp";
  const server = { command, args: [], transport: TransportKind.stdio };
  client = new LanguageClient("stacklint", "stacklint", { run: server, debug: server }, {
    documentSelector: [
      { scheme: "file", language: "stack" },
      { scheme: "untitled", language: "stack" },
      { scheme: "file", pattern: "**/*.{xib,storyboard}" },
    ],
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/.stacklint.json") },
  });
  context.subscriptions.push(vscode.commands.registerCommand("stacklint.showComputedFrames", async () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor || !client) return;
    const frames = await client.sendRequest("stack/computedFrames", { textDocument: { uri: editor.document.uri.toString() } });
    const document = await vscode.workspace.openTextDocument({ language: "json", content: JSON.stringify(frames, null, 2) });
    await vscode.window.showTextDocument(document, { preview: true });
  }));
  client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
