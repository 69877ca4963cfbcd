import StackLint

/// A request about an Interface Builder document, which the server reads for its
/// diagnostics only: answered null (no hover, no formatting, no fixes of XML).
struct ReadOnlyDocument: Error {}

/// Interface Builder documents (`.xib`, `.storyboard`): linted through the layouts read
/// from them, their findings published with positions in the XML, as `stacklint` reports
/// them; nothing else is answered for them.
extension LanguageServer {
    /// Lints the document's current text off the message queue and publishes its findings,
    /// unless the text changed meanwhile (the newer text's are on their way).
    func scheduleInterfaceBuilderAnalysis(_ uri: String) {
        guard let document = interfaceBuilder[uri] else { return }
        let analyzer = self.analyzer(for: document)
        analysisQueue.async {
            let findings = analyzer.analyze(document.source, path: document.path).diagnostics
            self.queue.async {
                guard let current = self.interfaceBuilder[uri], current.revision == document.revision else { return }
                self.interfaceBuilderFindings[uri] = (document.revision, findings)
                self.publish(current, self.shownFindings(findings, of: current))
                self.answerParked(uri)
            }
        }
    }
}
