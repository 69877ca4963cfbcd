import StackDiagnostics
import StackJSON
import StackLSPProtocol
import StackLint
import StackModel
import StackSyntax

/// Each document's analysis: asked of the analysis host off the message queue (the host
/// re-analyses only the layouts an edit touched, and cancels the analysis of a text an
/// edit has replaced), published when it arrives, shared with the requests that wait for it.
extension LanguageServer {
    /// Analyses the document's current text off the message queue. Publishes the
    /// diagnostics and answers the parked requests, unless the text changed meanwhile (then
    /// the host has cancelled this analysis, and the newer text's is on its way).
    func scheduleAnalysis(_ uri: String) {
        guard let document = documents[uri], analysing[uri] != document.revision,
            analyses[uri]?.revision != document.revision
        else { return }
        analysing[uri] = document.revision
        let analyzer = self.analyzer(for: document)
        analysisQueue.async {
            guard
                let analysis = self.host.analysis(
                    of: document.source, document: uri, revision: document.revision, analyzer: analyzer)
            else {
                return  // a newer edit superseded this one
            }
            self.queue.async {
                guard let current = self.documents[uri], current.revision == document.revision else { return }
                self.analyses[uri] = (document.revision, analysis)
                self.analysing[uri] = nil
                self.publish(current, self.shownFindings(analysis.diagnostics, of: current))
                self.answerParked(uri)
            }
        }
    }

    func analyzer(for document: OpenDocument) -> Analyzer {
        do {
            // Only files on disk have configurations; an untitled buffer gets the defaults.
            guard document.path.hasPrefix("/") else { return Analyzer() }
            return Analyzer(settings: try host.configuration(for: document.path).settings)
        } catch {
            notify(
                .showMessage,
                ["type": JSON(MessageType.error), "message": .string("stack-lsp: \(error); using the default rules")])
            return Analyzer()
        }
    }

    /// The folder of rule pages the document's configuration names (`docsURL`), which
    /// its diagnostics link to; nil for none, for an untitled buffer, or when the
    /// configuration cannot be read (``analyzer(for:)`` reports that).
    func docsURL(for document: OpenDocument) -> String? {
        guard document.path.hasPrefix("/") else { return nil }
        return try? host.configuration(for: document.path).docsURL
    }

    /// The findings the editor shows: without those the configured baseline (`baseline`)
    /// records, as `stacklint check` leaves them out, so an editor and the pre-commit hook
    /// agree on what is new. An unusable baseline is reported once and hides nothing.
    func shownFindings(_ findings: [Diagnostic], of document: OpenDocument) -> [Diagnostic] {
        guard document.path.hasPrefix("/"), let path = try? host.configuration(for: document.path).baseline else {
            return findings
        }
        let (shown, problem) = baselines.unrecorded(findings, document: document, baseline: path)
        if let problem {
            notify(
                .showMessage,
                [
                    "type": JSON(MessageType.warning),
                    "message": .string("stack-lsp: \(problem); every finding is shown"),
                ])
        }
        return shown
    }

    /// The model of the document's current text (syntax and meaning, no solve): the
    /// analysis's when it has arrived, otherwise asked of the host, which takes each
    /// layout's model from the document's memo or resolves it there (where the analysis
    /// finds it), once per revision. What every request that needs no solve answers from.
    func model(_ document: OpenDocument) -> DocumentModel {
        if let analysis = arrivedAnalysis(document) { return analysis.model }
        if let cached = models[document.uri], cached.revision == document.revision { return cached.model }
        let model = host.model(
            of: document.source, document: document.uri, revision: document.revision, analyzer: analyzer(for: document))
        models[document.uri] = (document.revision, model)
        return model
    }

    /// The analysis of the document's current text (frames and every finding); throws
    /// ``AwaitingAnalysis`` while it is being computed, which parks the request.
    func analysis(_ document: OpenDocument) throws -> DocumentAnalysis {
        guard let analysis = arrivedAnalysis(document) else { throw AwaitingAnalysis(uri: document.uri) }
        return analysis
    }

    /// Publishes a document's findings. Each is written to bytes as it is converted, so a
    /// document with thousands of findings never holds them all as a JSON tree.
    func publish(_ document: OpenDocument, _ findings: [Diagnostic]) {
        var written = PublishedFindings(docsURL: docsURL(for: document))
        let last = published[document.uri]
        let diagnostics = JSON.arrayBytes(
            findings.lazy.map { finding in
                written.bytes(of: finding, document: document, unit: self.unit, last: last)
            })
        published[document.uri] = written.isWorthKeeping ? written : nil
        let params = JSON.objectBytes([
            ("uri", JSON.string(document.uri).utf8), ("version", JSON.int(document.version).utf8),
            ("diagnostics", diagnostics),
        ])
        let message = JSON.objectBytes([
            ("jsonrpc", JSON.string("2.0").utf8), ("method", JSON.string(LSPMethod.publishDiagnostics.rawValue).utf8),
            ("params", params),
        ])
        send(MessageFramer.frame(message))
    }
}
