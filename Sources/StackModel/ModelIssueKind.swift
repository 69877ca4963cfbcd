/// What the model found wrong with a file that parses: one case for each check that only
/// the model can make. The rules layer maps each case to the rule of its catalog.
public enum ModelIssueKind: Hashable, Sendable, CaseIterable {
    /// An element kind the model does not know.
    case unknownElement
    /// A property the element kind does not have.
    case unknownProperty
    /// A value the property does not accept.
    case invalidValue
    /// Two layouts, or two elements of a layout, with the same name.
    case duplicateName
    /// A constraint names an element the layout lacks.
    case unknownReference
    /// Children inside an element kind that holds none.
    case childrenNotAllowed
    /// A file or layout without exactly one root element.
    case rootCount
    /// A constraint UIKit refuses.
    case invalidConstraint
    /// A property set twice in one element, the earlier one without effect.
    case duplicateProperty
    /// A property that has no effect where it is written.
    case propertyNotApplicable
    /// A size-class variation that no canvas of the layout has (stack-format.md §13).
    case unsolvedVariation
    /// A scroll view with no children: its content size is undetermined (§11).
    case emptyScrollView
}
