import StackPlatform

/// Refuses an output option that names one of the files being read: writing a report over
/// a layout file would destroy it.
enum OutputGuard {
    /// Throws when `output` (given with `option`) is, by any name, one of `inputs`.
    static func refuseInput(_ output: String, option: String, inputs: [String]) throws {
        var target = stat()
        // A name that does not exist yet cannot be an input.
        guard output != "-", stat(output, &target) == 0 else { return }
        for input in inputs {
            var status = stat()
            if stat(input, &status) == 0, status.st_dev == target.st_dev, status.st_ino == target.st_ino {
                throw CommandFailure(message: "\(option) \(output) would overwrite an input file")
            }
        }
    }
}
