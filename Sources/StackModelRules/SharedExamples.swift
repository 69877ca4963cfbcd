import StackRuleKit

/// Example files that several rules of this module share, each written once.
extension RuleExample {
    /// A stack with one label: what removing an ineffective line from it gives.
    static let pinnedStackWithLabel = RuleExample(
        """
        layout A {
          stack s {
            pin: edges
            label l { intrinsic: 40 x 20 }
          }
        }

        """)
}
