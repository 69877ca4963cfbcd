import StackLayout
import StackLint
import StackModel

/// Each document's analysis: scheduled off the message queue, shared with the requests
/// that wait for it, published when it arrives.
extension LanguageServer {
    /// Analyses the document's current text off the message queue: first its model (which
    /// requests that need no layout may already have computed), then the solve. Publishes
    /// the diagnostics and answers the parked requests, unless the text changed meanwhile.
    func scheduleAnalysis(_ uri: String) {
        guard let document = documents[uri], analysing[uri] != document.revision,
              analyses[uri]?.revision != document.revision else { return }
        analysing[uri] = document.revision
        let analyzer = self.analyzer(for: document)
        let shared = sharedModel(document)
        analysisQueue.async {
            let stillCurrent = self.queue.sync { self.documents[uri]?.revision == document.revision }
            guard stillCurrent else { return }  // a newer edit supersedes this one
            let model = shared.get { analyzer.model(of: document.source) }
            // The analysis keeps frames and conflicts, not the generated constraints.
            let analysis = analyzer.analysis(of: model, solveAlways: true)
            self.queue.async {
                guard let current = self.documents[uri], current.revision == document.revision else { return }
                self.analyses[uri] = (document.revision, analysis)
                self.models[uri] = nil  // the analysis holds the model
                self.analysing[uri] = nil
                self.publish(current, analysis)
                self.answerParked(uri)
            }
        }
    }

    func analyzer(for document: OpenDocument) -> Analyzer {
        do {
            // Only files on disk have configurations; an untitled buffer gets the defaults.
            guard document.path.hasPrefix("/") else { return Analyzer() }
            return Analyzer(settings: try configurations.configuration(for: document.path).settings)
        } catch {
            notify(.showMessage, ["type": JSON(MessageType.error), "message": .string("stack-lsp: \(error); using the default rules")])
            return Analyzer()
        }
    }

    /// The model of the document's current text (syntax and meaning, no layout),
    /// computed now if needed: what every request that needs no solve answers from.
    func model(_ document: OpenDocument) -> SemanticModel {
        if let cached = analyses[document.uri], cached.revision == document.revision { return cached.analysis.model }
        let analyzer = self.analyzer(for: document)
        return sharedModel(document).get { analyzer.model(of: document.source) }
    }

    /// The one model of the document's current revision, shared by requests and the analysis.
    func sharedModel(_ document: OpenDocument) -> SharedModel {
        if let cached = models[document.uri], cached.revision == document.revision { return cached.model }
        let shared = SharedModel()
        models[document.uri] = (document.revision, shared)
        return shared
    }

    /// The analysis of the document's current text (frames and every finding); throws
    /// ``AwaitingAnalysis`` while it is being computed, which parks the request.
    func analysis(_ document: OpenDocument) throws -> Analysis {
        if let cached = analyses[document.uri], cached.revision == document.revision { return cached.analysis }
        throw AwaitingAnalysis(uri: document.uri)
    }

    /// The analysis of the document's current text if it has arrived.
    func readyAnalysis(_ document: OpenDocument) -> Analysis? {
        try? analysis(document)
    }

    /// Publishes a document's findings. Each is written to bytes as it is converted, so a
    /// document with thousands of findings never holds them all as a JSON tree.
    func publish(_ document: OpenDocument, _ analysis: Analysis) {
        let diagnostics = JSON.arrayBytes(analysis.diagnostics.lazy.map {
            DiagnosticConversion.json($0, document: document, unit: self.unit).utf8
        })
        let params = JSON.objectBytes([
            ("uri", JSON.string(document.uri).utf8), ("version", JSON.int(document.version).utf8), ("diagnostics", diagnostics),
        ])
        let message = JSON.objectBytes([
            ("jsonrpc", JSON.string("2.0").utf8), ("method", JSON.string(LSPMethod.publishDiagnostics.rawValue).utf8), ("params", params),
        ])
        send(MessageFramer.frame(message))
    }
}
