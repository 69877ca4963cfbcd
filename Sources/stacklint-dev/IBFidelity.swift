import Foundation
import StackIBDocument
import StackInterfaceBuilder
import StackLayout
import StackLint
import StackModel
import StackSyntax

/// `stacklint-dev ib-fidelity FILE...`: the frames the project's engine gives the layouts
/// imported from IB files, at each file's device, against the frames IB stored, which Apple's
/// engine computed when the file was saved (docs/dev/ib-fidelity.md). Prints the share of
/// compared views within half a point and every disagreement.
enum IBFidelity {
    /// The largest difference, in points, on any side of a frame, that counts as agreeing.
    static let tolerance = IBStoredFrame.tolerance

    /// Why a view with a stored frame is left out of the comparison: what `misplaced-view`
    /// leaves out (``IBFrameExclusion``), the views IB itself flags, and those not solved.
    enum Exclusion: Hashable, CaseIterable {
        case misplacedInIB
        case judged(IBFrameExclusion)
        case notSolved

        static var allCases: [Exclusion] { [.misplacedInIB] + IBFrameExclusion.allCases.map(judged) + [.notSolved] }

        var description: String {
            switch self {
            case .misplacedInIB: return "misplaced=\"YES\" in the file"
            case .judged(let exclusion): return exclusion.rawValue
            case .notSolved: return "not solved (layout over budget, or not installed at the device)"
            }
        }
    }

    /// One view compared.
    struct Comparison {
        var file: String
        var layout: String
        var stored: IBStoredFrame
        var solved: Rect
        var agrees: Bool
        /// The required constraints on it that the stored frames themselves break.
        var brokenInFile: [String] = []
        /// The layout does not determine its frame (`ambiguous-layout`; `misplaced-view` does not judge it).
        var undetermined = false
    }

    static func run(_ paths: [String]) -> Int32 {
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: stacklint-dev ib-fidelity FILE.storyboard|FILE.xib...\n".utf8))
            return 2
        }
        var comparisons: [Comparison] = []
        var excluded: [Exclusion: Int] = [:]
        var unread: [String] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                unread.append("\(path): cannot be read")
                continue
            }
            let file = (path as NSString).lastPathComponent
            let baseName = (file as NSString).deletingPathExtension
            switch IBDocumentReader.read(SourceText(bytes: Array(data))) {
            case .failure(let error): unread.append("\(path): \(error.message)")
            case .success(let document):
                for layout in IBImport.layouts(of: document, baseName: baseName) {
                    compare(layout, of: document, file: file, into: &comparisons, excluded: &excluded)
                }
            }
        }
        let agreeing = comparisons.filter(\.agrees).count
        let share = comparisons.isEmpty ? 0 : Double(agreeing) / Double(comparisons.count) * 100
        print("files: \(paths.count) (\(unread.count) not imported)")
        for line in unread { print("  not imported: \(line)") }
        print(
            "views compared: \(comparisons.count); within \(tolerance) pt: \(agreeing) (\(String(format: "%.2f", share))%)"
        )
        print("left out:")
        for exclusion in Exclusion.allCases { print("  \(excluded[exclusion] ?? 0)  \(exclusion.description)") }
        let stale = comparisons.filter { !$0.agrees && !$0.brokenInFile.isEmpty }.count
        let staleAgreeing = comparisons.filter { $0.agrees && !$0.brokenInFile.isEmpty }.count
        let undetermined = comparisons.filter(\.undetermined)
        print(
            "without views whose stored frames break their own constraints: \(agreeing - staleAgreeing) of \(comparisons.count - stale - staleAgreeing)"
                + " (\(String(format: "%.2f", Double(agreeing - staleAgreeing) / Double(max(1, comparisons.count - stale - staleAgreeing)) * 100))%)"
        )
        print(
            "compared though the layout does not determine them: \(undetermined.count), \(undetermined.filter(\.agrees).count) within \(tolerance) pt"
        )
        print(
            "disagreements: \(comparisons.count - agreeing), \(stale) of them on views whose stored frames break their own constraints"
        )
        for comparison in comparisons where !comparison.agrees {
            let stored = comparison.stored.frame.map(text) ?? "none"
            print(
                "  \(comparison.file)  \(comparison.stored.ibID)  \(comparison.layout)/\(comparison.stored.path)  stored \(stored)  solved \(text(comparison.solved))"
                    + (comparison.brokenInFile.isEmpty
                        ? "" : "  stale: the stored frames break \(comparison.brokenInFile.joined(separator: ", "))")
                    + (comparison.undetermined ? "  undetermined in the layout" : "")
            )
        }
        return 0
    }

    static func compare(
        _ layout: ImportedLayout, of document: IBDocument, file: String, into comparisons: inout [Comparison],
        excluded: inout [Exclusion: Int]
    ) {
        let model = Analyzer().model(of: SourceText(layout.text))
        var solved: [String: Rect] = [:]
        // Frames the layout does not determine (`misplaced-view` does not judge them) are
        // compared all the same and said: where IB does not flag them, the import missed
        // what determines them.
        var undetermined: Set<String> = []
        var autoAxis: Axis?
        var safeArea: IBRect?
        if let first = model.layouts.first(where: { !$0.roots.isEmpty }) {
            let result = SolveBudget.solve(first, maxSteps: nil)
            if !result.exceeded, let canvas = result.canvases.first {
                autoAxis = canvas.canvasEntry?.autoAxis
                if let insets = canvas.canvasEntry?.safeArea {
                    safeArea = IBRect(
                        x: insets.leading, y: insets.top, width: canvas.canvas.width - insets.leading - insets.trailing,
                        height: canvas.canvas.height - insets.top - insets.bottom)
                }
                for frame in canvas.frames where canvas.isInstalled(frame.element) {
                    solved[first.elements[frame.element].path] = frame.canvasFrame
                    if frame.isAmbiguous { undetermined.insert(first.elements[frame.element].path) }
                }
            }
        }
        let broken = IBStoredConstraintCheck.broken(
            in: document, layout: layout, tolerance: tolerance, safeArea: autoAxis == nil ? safeArea : nil)
        for (offset, stored) in layout.storedFrames.enumerated() {
            guard stored.frame != nil else { continue }
            let exclusion: Exclusion?
            if offset == 0 {
                exclusion = .judged(.root)
            } else if stored.misplacedInIB {
                exclusion = .misplacedInIB
            } else if let judged = stored.exclusion(isRoot: false) {
                exclusion = .judged(judged)
            } else if solved[stored.path] == nil {
                exclusion = .notSolved

            } else {
                exclusion = nil
            }
            if let exclusion {
                excluded[exclusion, default: 0] += 1
                continue
            }
            guard let rect = solved[stored.path] else { continue }
            let agrees = stored.agrees(
                with: IBRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height),
                comparesX: autoAxis != .horizontal, comparesY: autoAxis != .vertical)
            comparisons.append(
                Comparison(
                    file: file, layout: layout.name, stored: stored, solved: rect, agrees: agrees,
                    brokenInFile: broken[stored.ibID] ?? [], undetermined: undetermined.contains(stored.path)))
        }
    }

    static func text(_ rect: IBRect) -> String {
        text(Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
    }

    static func text(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { String(format: "%g", ($0 * 100).rounded() / 100) }.joined(
            separator: " ")
    }
}
