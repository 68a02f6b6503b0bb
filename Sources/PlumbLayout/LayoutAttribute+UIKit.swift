extension LayoutAttribute {
  /// One name UIKit gives an attribute: the attribute, whether it is
  /// measured on the item's layout margins, and whether only a printed
  /// autoresizing constraint uses it (`minX`, `midY`).
  public struct UIKitName: Equatable, Sendable {
    public var name: String
    public var attribute: LayoutAttribute
    public var margins: Bool
    public var autoresizing: Bool
  }

  /// Every attribute name UIKit, Interface Builder, SnapKit and a conflict
  /// log use: `NSLayoutConstraint.Attribute`'s (with the old `baseline`),
  /// the autoresizing names a log prints, then the margin ones.
  public static let uikitNames: [UIKitName] = {
    func n(_ name: String, _ a: LayoutAttribute, margins: Bool = false, autoresizing: Bool = false) -> UIKitName {
      UIKitName(name: name, attribute: a, margins: margins, autoresizing: autoresizing)
    }
    var names = allCases.map { n($0.rawValue, $0) }
    names.append(n("baseline", .lastBaseline))
    let autoresizing: [(String, LayoutAttribute)] = [("minX", .left), ("maxX", .right), ("midX", .centerX), ("minY", .top), ("maxY", .bottom), ("midY", .centerY)]
    names += autoresizing.map { n($0.0, $0.1, autoresizing: true) }
    let edges: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing]
    names += edges.map { n($0.rawValue + "Margin", $0, margins: true) }
    names += [n("centerXWithinMargins", .centerX, margins: true), n("centerYWithinMargins", .centerY, margins: true)]
    return names
  }()

  private static let uikitNameIndex: [String: UIKitName] = Dictionary(uikitNames.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

  /// An `NSLayoutConstraint.Attribute` name as UIKit, Interface Builder and
  /// SnapKit spell it: the attribute, and whether it is measured on the
  /// item's layout margins (`leadingMargin`, `centerXWithinMargins`).
  /// With `autoresizing`, also the names a log prints for an autoresizing
  /// constraint (`minX`, `midY`).
  public static func uikit(_ name: String, autoresizing: Bool = false) -> (LayoutAttribute, margins: Bool)? {
    guard let n = uikitNameIndex[name], autoresizing || !n.autoresizing else { return nil }
    return (n.attribute, n.margins)
  }

  /// The attribute of an anchor property (`leadingAnchor`, `firstBaselineAnchor`).
  public init?(anchorName: String) {
    guard anchorName.hasSuffix("Anchor") else { return nil }
    self.init(rawValue: String(anchorName.dropLast("Anchor".count)))
  }

  /// The anchor property of the attribute (`leadingAnchor`).
  public var anchorName: String { rawValue + "Anchor" }
}
