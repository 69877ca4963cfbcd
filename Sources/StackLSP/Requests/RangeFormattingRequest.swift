import StackLSPProtocol
import StackLint

/// `textDocument/rangeFormatting`: answered by ``FormattingRequest``'s formatting, kept to
/// the lines that touch the range.
struct RangeFormattingRequest: RequestHandler {
    static let method = LSPMethod.rangeFormatting

    static func answer(_ params: DocumentRangeFormattingParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.formatting(params.textDocument, range: params.range))
    }
}
