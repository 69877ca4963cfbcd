import StackJSON
import StackLint

/// The parameters of a method that has none (`shutdown`, `initialized`, the
/// configuration's change, whose settings the server does not read): anything is accepted.
struct NoParams: LSPParams {
    init(json: JSON) {}
}
