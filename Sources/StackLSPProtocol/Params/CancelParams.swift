import StackJSON

/// `$/cancelRequest`: the id of the request to cancel, as sent (a number or a string).
package struct CancelParams: LSPParams {
    package var id: JSON

    package init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        guard let id = reader.lenient("id").value, id.string != nil || id.int != nil else {
            throw ResponseError(.invalidParams, "`id` must be a number or a string")
        }
        self.id = id
    }
}
