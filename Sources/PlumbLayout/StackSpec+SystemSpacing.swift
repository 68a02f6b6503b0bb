extension StackSpec {
  /// UIKit's system spacing between two sibling views: what a stack view
  /// puts between its arranged views with `UIStackView.spacingUseSystem`
  /// (Interface Builder's "standard" spacing), and what
  /// `constraint(equalToSystemSpacingAfter:multiplier:)` means by 1.
  public static let systemSpacing: Double = 8
}
