import StackJSON
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
              analyses[uri]?.revision != document.revision else { return }
        analysing[uri] = document.revision
        let analyzer = self.analyzer(for: document)
        analysisQueue.async {
            guard let analysis = self.host.analysis(of: document.source, document: uri, revision: document.revision, analyzer: analyzer) else {
                return  // a newer edit superseded this one
            }
            self.queue.async {
                guard let current = self.documents[uri], current.revision == document.revision else { return }
                self.analyses[uri] = (document.revision, analysis)
                self.analysing[uri] = nil
                self.publish(current, analysis.diagnostics)
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
            notify(.showMessage, ["type": JSON(MessageType.error), "message": .string("stack-lsp: \(error); using the default rules")])
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

    /// The model of the document's current text (syntax and meaning, no layout), computed
    /// once per revision, from the analysis's syntax tree when it has arrived: what every
    /// request that needs no solve answers from.
    func model(_ document: OpenDocument) -> SemanticModel {
        let analyzer = self.analyzer(for: document)
        if let cached = analyses[document.uri], cached.revision == document.revision {
            return sharedModel(document).get { analyzer.model(of: cached.analysis) }
        }
        return sharedModel(document).get { analyzer.model(of: document.source) }
    }

    /// The one model of the document's current revision, shared by the requests.
    func sharedModel(_ document: OpenDocument) -> SharedModel {
        if let cached = models[document.uri], cached.revision == document.revision { return cached.model }
        let shared = SharedModel()
        models[document.uri] = (document.revision, shared)
        return shared
    }

    /// The analysis of the document's current text (frames and every finding); throws
    /// ``AwaitingAnalysis`` while it is being computed, which parks the request.
    func analysis(_ document: OpenDocument) throws -> Analysis {
        guard let cached = analyses[document.uri], cached.revision == document.revision else {
            throw AwaitingAnalysis(uri: document.uri)
        }
        return Analysis(model: model(document), frames: cached.analysis.frames, diagnostics: cached.analysis.diagnostics)
    }

    /// The analysis of the document's current text if it has arrived.
    func readyAnalysis(_ document: OpenDocument) -> Analysis? {
        try? analysis(document)
    }

    /// Publishes a document's findings. Each is written to bytes as it is converted, so a
    /// document with thousands of findings never holds them all as a JSON tree.
    func publish(_ document: OpenDocument, _ findings: [Diagnostic]) {
        var written = PublishedFindings(docsURL: docsURL(for: document))
        let last = published[document.uri]
        let diagnostics = JSON.arrayBytes(findings.lazy.map { finding in
            written.bytes(of: finding, document: document, unit: self.unit, last: last)
        })
        published[document.uri] = written.isWorthKeeping ? written : nil
        let params = JSON.objectBytes([
            ("uri", JSON.string(document.uri).utf8), ("version", JSON.int(document.version).utf8), ("diagnostics", diagnostics),
        ])
        let message = JSON.objectBytes([
            ("jsonrpc", JSON.string("2.0").utf8), ("method", JSON.string(LSPMethod.publishDiagnostics.rawValue).utf8), ("params", params),
        ])
        send(MessageFramer.frame(message))
    }
}
