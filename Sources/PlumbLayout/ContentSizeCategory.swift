/// The user's preferred text size (UIKit's `UIContentSizeCategory`,
/// SwiftUI's `DynamicTypeSize`): seven standard sizes, `large` the
/// default, then five accessibility sizes.
public enum ContentSizeCategory: Int, CaseIterable, Sendable, Comparable, CustomStringConvertible {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// The short names of Apple's Human Interface Guidelines, which the command line takes and prints.
  public var shortName: String {
    ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
  }

  /// SwiftUI's name (`DynamicTypeSize`).
  public var swiftUIName: String {
    ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"][rawValue]
  }

  /// UIKit's name (`UIContentSizeCategory`, without its prefix).
  public var uikitName: String {
    [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium",
      "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ][rawValue]
  }

  public var description: String { shortName }

  /// Whether it is one of the accessibility sizes (AX1 to AX5).
  public var isAccessibility: Bool { self >= .accessibilityMedium }

  /// The category any of its names spells (short, SwiftUI's or UIKit's, in any case), or nil.
  public init?(name: String) {
    let n = name.lowercased()
    guard let c = ContentSizeCategory.allCases.first(where: { [$0.shortName, $0.swiftUIName, $0.uikitName].contains { $0.lowercased() == n } }) else {
      return nil
    }
    self = c
  }

  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
}
