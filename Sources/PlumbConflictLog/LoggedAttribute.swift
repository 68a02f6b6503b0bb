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
    let table: [String: (LayoutAttribute, Bool)] = [
      "left": (.left, false), "right": (.right, false), "top": (.top, false), "bottom": (.bottom, false),
      "leading": (.leading, false), "trailing": (.trailing, false), "width": (.width, false), "height": (.height, false),
      "centerX": (.centerX, false), "centerY": (.centerY, false), "firstBaseline": (.firstBaseline, false),
      "lastBaseline": (.lastBaseline, false), "baseline": (.lastBaseline, false),
      "minX": (.left, false), "maxX": (.right, false), "midX": (.centerX, false),
      "minY": (.top, false), "maxY": (.bottom, false), "midY": (.centerY, false),
      "leftMargin": (.left, true), "rightMargin": (.right, true), "topMargin": (.top, true), "bottomMargin": (.bottom, true),
      "leadingMargin": (.leading, true), "trailingMargin": (.trailing, true),
      "centerXWithinMargins": (.centerX, true), "centerYWithinMargins": (.centerY, true),
    ]
    guard let (a, m) = table[word] else { return nil }
    return LoggedAttribute(attribute: a, ofMargins: m, printed: word)
  }

  static var knownNames: [String] {
    ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "firstBaseline", "lastBaseline",
     "baseline", "minX", "maxX", "midX", "minY", "maxY", "midY", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
     "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"]
  }
}
