import StackRules
import StackSyntax
import StackWorkspace

/// `--show-settings FILE`: the configuration that applies to a file, resolved.
enum SettingsReport {
    static func render(_ configuration: Configuration, for path: String) -> String {
        var text = "Settings for \(path)\n"
        text += "Configuration files (in the order they apply):\n"
        text +=
            configuration.sources.isEmpty
            ? "  (none: the built-in defaults)\n" : configuration.sources.map { "  \($0)\n" }.joined()
        text += "Linted when a directory is walked: \(configuration.includes(path) ? "yes" : "no (include/exclude)")\n"
        text += "include: \(patterns(configuration.include, empty: "every *.stack, *.xib and *.storyboard file"))\n"
        text += "exclude: \(patterns(configuration.exclude, empty: "nothing"))\n"
        let canvases = configuration.settings.defaultCanvases.map { $0.map(\.description).joined(separator: ", ") }
        text += "canvas (for layouts that name none): \(canvases ?? "the built-in default")\n"
        let categories = configuration.settings.contentSizes.map(\.rawValue).joined(separator: ", ")
        text += "contentSize (added to every layout): \(categories.isEmpty ? "none" : categories)\n"
        text += "solveBudget: \(configuration.settings.solveBudget.map(String.init) ?? "the built-in default")\n"
        text += "cacheDirectory: \(configuration.cacheDirectory ?? Configuration.defaultCacheDirectory)\n"
        text += "docsURL: \(configuration.docsURL ?? "(none: SARIF results carry no help link)")\n"
        text += "baseline: \(configuration.baseline ?? "(none: every finding is reported)")\n"
        text += "rules:\n"
        let width = RuleCatalog.all.map { $0.id.rawValue.count }.max() ?? 0
        for rule in RuleCatalog.all {
            let level = configuration.settings.severity(of: rule.id)?.rawValue ?? "off"
            let source = configuration.settings.levels[rule.id] == nil ? "" : " (configured)"
            var line = "  " + rule.id.rawValue.padded(to: width) + "  " + level + source
            let values = rule.options.map { option -> String in
                "\(option.name)=\(configuration.settings.options[rule.id]?[option] ?? option.defaultSetting)"
            }
            if !values.isEmpty { line += "  " + values.joined(separator: " ") }
            text += line + "\n"
        }
        return text
    }

    private static func patterns(_ globs: [Glob], empty: String) -> String {
        globs.isEmpty ? empty : globs.map(\.pattern).joined(separator: ", ")
    }
}
