import PlumbLayout

/// One attribute of a logged item: a layout attribute, possibly of the
/// item's layout margins (`leadingMargin`, `centerXWithinMargins`).
public struct LoggedAttribute: Equatable, Sendable, CustomStringConvertible {
  public var attribute: LayoutAttribute
  public var ofMargins: Bool
  /// The word UIKit printed (`midX`, `leadingMargin`, `baseline`).
  public var printed: String

  public var description: String { printed }

  /// UIKit's attribute names, the autoresizing ones (`minX`, `midX`) included.
  static func named(_ word: String) -> LoggedAttribute? {
    guard let (a, m) = LayoutAttribute.uikit(word, autoresizing: true) else { return nil }
    return LoggedAttribute(attribute: a, ofMargins: m, printed: word)
  }

  static var knownNames: [String] { LayoutAttribute.uikitNames.map(\.name) }
}
