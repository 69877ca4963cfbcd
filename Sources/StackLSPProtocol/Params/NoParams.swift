import StackJSON

/// The parameters of a method that has none (`shutdown`, `initialized`, the
/// configuration's change, whose settings the server does not read): anything is accepted.
package struct NoParams: LSPParams {
    package init(json: JSON) {}
}
