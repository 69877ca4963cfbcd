/// JSON-RPC and LSP error codes.
public enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
    case contentModified = -32801
    case requestFailed = -32803
}

/// A failed request.
public struct ResponseError: Error, Sendable {
    public var code: ErrorCode
    public var message: String

    public init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
