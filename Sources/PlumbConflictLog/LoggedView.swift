import PlumbLayout

/// A view (or layout guide) a log names, by its address.
public struct LoggedView: Equatable, Sendable {
  /// The address UIKit printed (`0x7fd94ccb1800`), or a key standing for it
  /// (a Masonry key, an accessibility name, `|` of a constraint with no names).
  public var address: String
  /// The class as printed, module included (`Trust.BrowserNavigationBar`);
  /// empty when the log names the view only by an accessibility name.
  public var className: String
  /// The text printed after the address (`UIButton:0x…'Show More'`), or a guide's identifier.
  public var text: String?
  /// The accessibility identifier a description used for it (`names: lockIcon:0x…`).
  public var accessibilityName: String?
  /// The address of its superview (or a guide's owning view), when the log implies it.
  public var superview: String?
  /// The name it has in the document: readable and unique (`UIButton 'Show More'`).
  public var name: String = ""

  public init(address: String, className: String, text: String? = nil, accessibilityName: String? = nil) {
    self.address = address
    self.className = className
    self.text = text
    self.accessibilityName = accessibilityName
  }

  /// The class without its module (`BrowserNavigationBar`).
  public var shortClassName: String {
    guard let dot = className.lastIndex(of: ".") else { return className }
    return String(className[className.index(after: dot)...])
  }

  /// Whether it is a window with no superview in the log: the screen.
  public var isTopWindow: Bool { superview == nil && UIKitClass.isWindow(shortClassName) }

  /// Whether it is a layout guide rather than a view.
  public var isGuide: Bool { shortClassName.hasSuffix("LayoutGuide") || (text ?? "").hasSuffix("LayoutGuide") }

  /// As UIKit prints it: `UIButton:0x7fd94ccb1800'Show More'`.
  public var printed: String {
    let cls = className.isEmpty ? (accessibilityName ?? "") : className
    return "\(cls):\(address)" + (text.map { "'\($0)'" } ?? "")
  }
}
