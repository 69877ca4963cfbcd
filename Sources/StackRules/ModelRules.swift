import StackModel
import StackSyntax

/// A rule decided outside the catalog's checks: by the parser and the model while
/// resolving (the first two tables of rules.md), by the analysis driver (a layout over the
/// work budget) or by the suppression filter. Its findings come from there; the entry gives
/// it documentation and a place in the configuration.
public struct ModelDecidedRule: Rule {
    public let id: RuleID
    public let hasFix: Bool
    public let documentation: RuleDocumentation

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }
}

extension ModelDecidedRule {
    /// `layoutTooComplex`.
    static let layoutTooComplex = ModelDecidedRule(
        id: .layoutTooComplex, hasFix: false,
        documentation: RuleDocumentation(
            summary: "A layout whose solve needs more work than the budget (`solveBudget`): its frames are not computed and no solver rule checks it.",
            rationale: "No file may take unbounded time: each layout is solved at its canvases within a work budget of solver steps (simplex pivots and row updates) (`solveBudget` in `.stacklint.json`; the engine's default otherwise). A layout that runs over it is reported here, and the rest of the file and the other files are checked as usual. It is an error because the solver rules (conflicts, ambiguity, truncation, overflow, ...) did not check that layout: a clean run would otherwise vouch for a layout nobody looked at. The example fires with `\"solveBudget\": 1`; with the default budget only layouts far larger than any screen do.",
            firingExample: "// checked with \"solveBudget\": 1 in .stacklint.json\nlayout A {\n  stack s {\n    pin: top, leading\n    label l { intrinsic: 40 x 20 }\n    label m { intrinsic: 40 x 20 }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: top, leading\n    label l { intrinsic: 40 x 20 }\n    label m { intrinsic: 40 x 20 }\n  }\n}\n",
            fix: "Split the layout into smaller ones (a cell, a section), or raise `solveBudget` in `.stacklint.json` if the layout is meant to be this large."))

    /// `unusedSuppression`.
    static let unusedSuppression = ModelDecidedRule(
        id: .unusedSuppression, hasFix: true,
        documentation: RuleDocumentation(
            summary: "A suppression comment that suppresses nothing.",
            rationale: "A suppression left behind after the finding was fixed hides the next real finding on that line.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    // stacklint-disable-next-line deep-nesting\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    // stacklint-disable-next-line missing-intrinsic-size\n    label l\n  }\n}\n",
            fix: "Remove the comment (the fix)."))

    /// `invalidSuppression`.
    static let invalidSuppression = ModelDecidedRule(
        id: .invalidSuppression, hasFix: false,
        documentation: RuleDocumentation(
            summary: "A suppression comment that names an unknown rule or is malformed.",
            rationale: "A misspelled rule id suppresses nothing, silently.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    // stacklint-disable-next-line missing-intrinsic\n    label l\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    // stacklint-disable-next-line missing-intrinsic-size -- measured at run time\n    label l\n  }\n}\n",
            fix: "Correct the rule id (the message suggests the nearest one)."))

    /// `syntaxError`.
    static let syntaxError = ModelDecidedRule(
        id: .syntaxError, hasFix: false,
        documentation: RuleDocumentation(
            summary: "Anything the grammar does not accept.",
            rationale: "The parser recovers at the next line break, `;` or `}` and goes on, so every other finding is still reported; but a file with syntax errors is not formatted or fixed.",
            firingExample: "layout A {\n  stack s {\n    spacing 8:\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 8\n  }\n}\n",
            fix: "Correct the statement as the message says."))

    /// `unknownElement`.
    static let unknownElement = ModelDecidedRule(
        id: .unknownElement, hasFix: false,
        documentation: RuleDocumentation(
            summary: "An element kind that does not exist.",
            rationale: "The kinds are UIKit's views: `stack`, `view`, `label`, `button`, `image`, `field` and `switch`.",
            firingExample: "layout A {\n  stak s\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n  }\n}\n",
            fix: "Use the kind the message suggests."))

    /// `unknownProperty`.
    static let unknownProperty = ModelDecidedRule(
        id: .unknownProperty, hasFix: false,
        documentation: RuleDocumentation(
            summary: "A property name that does not exist for any element.",
            rationale: "An unknown property is ignored, so what it was meant to do does not happen.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    spcing: 8\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 8\n  }\n}\n",
            fix: "Use the name the message suggests."))

    /// `invalidValue`.
    static let invalidValue = ModelDecidedRule(
        id: .invalidValue, hasFix: false,
        documentation: RuleDocumentation(
            summary: "A value of the wrong type or out of range.",
            rationale: "Priorities are 1...1000, sizes are not negative, and enumerations take UIKit's case names; an invalid value is ignored and the default used.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    distribution: fillEqualy\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    distribution: fillEqually\n  }\n}\n",
            fix: "Use a valid value; the message suggests the nearest one."))

    /// `duplicateName`.
    static let duplicateName = ModelDecidedRule(
        id: .duplicateName, hasFix: false,
        documentation: RuleDocumentation(
            summary: "Two elements of one layout, or two layouts of one file, with the same name.",
            rationale: "Names identify elements in constraints, paths and frames; a duplicate makes them ambiguous.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    label t { intrinsic: 10 x 10 }\n    label t { intrinsic: 10 x 10 }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    label t { intrinsic: 10 x 10 }\n    label u { intrinsic: 10 x 10 }\n  }\n}\n",
            fix: "Rename one of them."))

    /// `unknownReference`.
    static let unknownReference = ModelDecidedRule(
        id: .unknownReference, hasFix: false,
        documentation: RuleDocumentation(
            summary: "A constraint naming an element that the layout does not have.",
            rationale: "The constraint cannot be installed, so the size it describes is not constrained.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    view v { width == avatr.width }\n    view avatar { width == 40; height == 40 }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    view v { width == avatar.width; height == 40 }\n    view avatar { width == 40; height == 40 }\n  }\n}\n",
            fix: "Use the name the message suggests."))

    /// `childrenNotAllowed`.
    static let childrenNotAllowed = ModelDecidedRule(
        id: .childrenNotAllowed, hasFix: false,
        documentation: RuleDocumentation(
            summary: "Child elements inside a kind other than `stack` or `view`.",
            rationale: "Only a stack arranges views and only a plain view is meant to hold subviews here; a label or button with subviews does not lay them out.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    label l {\n      image i\n    }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    view box {\n      image i { pin: edges }\n    }\n  }\n}\n",
            fix: "Move the child out, or wrap both in a `view`."))

    /// `rootCount`.
    static let rootCount = ModelDecidedRule(
        id: .rootCount, hasFix: false,
        documentation: RuleDocumentation(
            summary: "A layout with no root element, or with more than one.",
            rationale: "A layout describes one view hierarchy pinned to its canvas.",
            firingExample: "layout A {\n  canvas: 375 x 667\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n  }\n}\n",
            fix: "Add one root, or wrap several in a `stack` or `view`."))

    /// `duplicateProperty`.
    static let duplicateProperty = ModelDecidedRule(
        id: .duplicateProperty, hasFix: true,
        documentation: RuleDocumentation(
            summary: "The same property twice in one element.",
            rationale: "The last one wins; the earlier one does nothing, and a reader may take it for the value in effect.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 4\n    spacing: 8\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 8\n  }\n}\n",
            fix: "Remove the earlier one (the fix)."))

    /// `propertyNotApplicable`.
    static let propertyNotApplicable = ModelDecidedRule(
        id: .propertyNotApplicable, hasFix: true,
        documentation: RuleDocumentation(
            summary: "A property that the element's kind or place ignores.",
            rationale: "Stack properties on a leaf, `lines` on a non-label, `pin` on an arranged view (its stack places it), layout settings in an element: UIKit ignores them, so they only mislead.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    label l {\n      intrinsic: 10 x 10\n      spacing: 4\n    }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 4\n    label l { intrinsic: 10 x 10 }\n  }\n}\n",
            fix: "Remove it (the fix)."))
}
