extension LayoutAttribute {
  /// An `NSLayoutConstraint.Attribute` name as UIKit, Interface Builder and
  /// SnapKit spell it: the attribute, and whether it is measured on the
  /// item's layout margins (`leadingMargin`, `centerXWithinMargins`).
  public static func uikit(_ name: String) -> (LayoutAttribute, margins: Bool)? {
    switch name {
    case "baseline": return (.lastBaseline, false)
    case "centerXWithinMargins": return (.centerX, true)
    case "centerYWithinMargins": return (.centerY, true)
    default:
      if name.hasSuffix("Margin"), let a = LayoutAttribute(rawValue: String(name.dropLast("Margin".count))) { return (a, true) }
      return LayoutAttribute(rawValue: name).map { ($0, false) }
    }
  }
}
