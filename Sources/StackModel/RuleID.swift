import StackSyntax

/// The ids of the rules that the model itself decides (rules.md, first two tables).
public enum ModelRuleID {
    public static let syntaxError = syntaxErrorRuleID
    public static let unknownElement = "unknown-element"
    public static let unknownProperty = "unknown-property"
    public static let invalidValue = "invalid-value"
    public static let duplicateName = "duplicate-name"
    public static let unknownReference = "unknown-reference"
    public static let childrenNotAllowed = "children-not-allowed"
    public static let rootCount = "root-count"
    public static let duplicateProperty = "duplicate-property"
    public static let propertyNotApplicable = "property-not-applicable"

    /// All of them, in catalog order.
    public static let all = [
        syntaxError, unknownElement, unknownProperty, invalidValue, duplicateName, unknownReference,
        childrenNotAllowed, rootCount, duplicateProperty, propertyNotApplicable,
    ]
}
