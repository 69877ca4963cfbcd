import StackJSON
import StackLSPProtocol
import StackLint
import StackReports

/// `stack/computedFrames`.
struct ComputedFramesRequest: RequestHandler {
    static let method = LSPMethod.computedFrames

    static func answer(_ params: TextDocumentParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.computedFrames(params))
    }
}

extension LanguageServer {
    /// The frames of every layout, in the shape of stack-format.md §7. A file whose
    /// frames cannot be computed (a syntax error) or are not all finite numbers gets an
    /// error response (RequestFailed), never a success-shaped empty object.
    func computedFrames(_ params: TextDocumentParams) throws -> JSON {
        let document = try self.document(params.textDocument)
        let analysis = try analysis(document)
        if analysis.model.hasSyntaxErrors {
            throw ResponseError(
                .requestFailed, "the frames of `\(document.path)` cannot be computed: fix its syntax errors first")
        }
        // The frames document refuses what it cannot write (a layout over budget, a value
        // that is not finite) with the reasons.
        do {
            return try FramesDocument(analysis: analysis, path: document.path).value()
        } catch let error as FramesError {
            throw ResponseError(.requestFailed, error.description)
        }
    }
}
