import StackJSON
import StackLSPProtocol
import StackLint
import StackWorkspace

/// Document sync: open, change, close, configuration changes.
extension LanguageServer {
    /// The open document a request is about; `InvalidParams` when it is not open,
    /// ``ReadOnlyDocument`` (answered null) for an Interface Builder document.
    func document(_ identifier: TextDocumentIdentifier) throws -> OpenDocument {
        if interfaceBuilder[identifier.uri] != nil { throw ReadOnlyDocument() }
        guard let document = documents[identifier.uri] else {
            throw ResponseError(.invalidParams, "`\(identifier.uri)` is not open")
        }
        return document
    }

    func didOpen(_ params: DidOpenTextDocumentParams) {
        let item = params.textDocument, uri = item.uri
        let opened = OpenDocument(uri: uri, text: item.text, version: item.version, revision: newRevision())
        if DocumentKind(path: opened.path) == .interfaceBuilder {
            interfaceBuilder[uri] = opened
            scheduleInterfaceBuilderAnalysis(uri)
            return
        }
        documents[uri] = opened
        models[uri] = nil  // opened again without a close: drop the old text's results
        analyses[uri] = nil
        host.edited(uri, revision: documents[uri]?.revision ?? 0)
        scheduleAnalysis(uri)
    }

    /// Applies content changes in order. A version that is not newer than the current one
    /// breaks the protocol's promise; the changes are still applied (they are relative to
    /// the text the client has, and skipping them would desynchronise) and the client is
    /// told in a log message.
    func didChange(_ params: DidChangeTextDocumentParams) {
        let uri = params.uri
        if var document = interfaceBuilder[uri] {
            document.apply(params.contentChanges, unit: unit)
            document.version = params.version ?? document.version + 1
            document.revision = newRevision()
            interfaceBuilder[uri] = document
            scheduleInterfaceBuilderAnalysis(uri)
            return
        }
        guard var document = documents[uri] else { return }
        document.apply(params.contentChanges, unit: unit)
        let version = params.version ?? document.version + 1
        if version <= document.version {
            notify(
                .logMessage,
                [
                    "type": JSON(MessageType.warning),
                    "message": .string(
                        "stack-lsp: `\(uri)` changed to version \(version), not newer than version \(document.version); the changes were applied in the order received"
                    ),
                ])
        }
        document.version = version
        document.revision = newRevision()
        documents[uri] = document
        models[uri] = nil  // results of the old text: never used again, let them go
        analyses[uri] = nil
        host.edited(uri, revision: document.revision)  // cancels the old text's analysis
        scheduleAnalysis(uri)
    }

    func didClose(_ params: TextDocumentParams) {
        let uri = params.textDocument.uri
        documents[uri] = nil
        interfaceBuilder[uri] = nil
        interfaceBuilderFindings[uri] = nil
        models[uri] = nil
        analyses[uri] = nil
        analysing[uri] = nil
        published[uri] = nil
        host.closed(uri)
        answerParked(uri)  // they find the document closed
        notify(.publishDiagnostics, ["uri": .string(uri), "diagnostics": []])
    }

    /// New settings: every document gets a new revision (its results change without its
    /// text; the layouts whose settings did not change come from the host's cache).
    func configurationChanged() {
        models.removeAll()
        analyses.removeAll()
        analysing.removeAll()
        for uri in documents.keys.sorted() {
            let revision = newRevision()
            documents[uri]?.revision = revision
            host.edited(uri, revision: revision)
            scheduleAnalysis(uri)
        }
        for uri in interfaceBuilder.keys.sorted() {
            interfaceBuilder[uri]?.revision = newRevision()
            scheduleInterfaceBuilderAnalysis(uri)
        }
    }

    func newRevision() -> Int {
        defer { nextRevision += 1 }
        return nextRevision
    }
}
