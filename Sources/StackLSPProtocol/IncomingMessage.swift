import StackJSON

/// A JSON-RPC message as the server receives it, sorted by its envelope (`id`, `method`,
/// `params`) once, on the reading thread; the parameters are decoded by the method's own
/// type (``LSPParams``) when the message is handled.
package enum IncomingMessage {
    /// A request: it is answered once, with its id.
    case request(id: JSON, method: String, params: JSON)
    /// A notification: never answered.
    case notification(method: String, params: JSON)
    /// A message with an id but no method, result or error: answered `InvalidRequest`.
    case requestWithoutMethod(id: JSON)
    /// A response to a request of the server's, or junk with neither an id nor a method.
    case response
    /// Not a JSON-RPC message: answered with the error, without an id.
    case invalid(ResponseError)

    /// The message in the parsed body `json`.
    package init(_ json: JSON) {
        guard case .object(let members) = json else {
            self = .invalid(ResponseError(.invalidRequest, "a message must be a JSON object"))
            return
        }
        let id = members["id"]
        if let id, !(id.string != nil || id.int != nil) {
            self = .invalid(ResponseError(.invalidRequest, "a request id must be a number or a string"))
            return
        }
        guard let method = members["method"]?.string else {
            self =
                id != nil && members["result"] == nil && members["error"] == nil
                ? .requestWithoutMethod(id: id ?? .null) : .response
            return
        }
        let params = members["params"] ?? .null
        if let id {
            self = .request(id: id, method: method, params: params)
        } else {
            self = .notification(method: method, params: params)
        }
    }
}
