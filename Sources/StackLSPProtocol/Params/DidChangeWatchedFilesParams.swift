import StackJSON

/// `workspace/didChangeWatchedFiles`: the URIs of the files that changed (the kind of
/// change is not read: any change makes the server look its configurations up again).
package struct DidChangeWatchedFilesParams: LSPParams {
    package var uris: [String]

    package init(json: JSON) throws(ResponseError) {
        uris =
            try ParamsReader(json).optionalArray("changes") { change throws(ResponseError) in try change.string("uri") }
            ?? []
    }
}
