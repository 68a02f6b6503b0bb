extension LayoutPriority {
  /// Where a priority's name is written: each reader and writer looks names up in its own.
  public enum Vocabulary: Sendable, CaseIterable {
    /// A `.scene` file: `@required`, `@high`, `@low`.
    case scene
    /// UIKit's `UILayoutPriority` on iOS: `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`.
    case uiKit
    /// `UILayoutPriority`'s levels that only Mac Catalyst has (`.sceneSizeStayPut`): read, never written.
    case macCatalyst
    /// SnapKit's `ConstraintPriority`: `.required`, `.high`, `.medium`, `.low`.
    case snapKit
  }
}
