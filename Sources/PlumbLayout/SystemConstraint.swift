/// The constraints no layout's author wrote: those UIKit makes for itself,
/// and those a reader adds to stand for what UIKit or Interface Builder
/// does. Each is told by its identifier, as UIKit's own are in a log.
public enum SystemConstraint {
  /// A xib's top-level view filling the root Plumb lays it out in.
  public static let rootFill = "root-fill"
  /// A visual effect view's content view filling it.
  public static let visualEffectContent = "UIVisualEffectView-contentView"
  /// A reader's weak pin (below 100) of a view whose position its input
  /// does not fix (a view of a conflict log): it fills its superview where
  /// nothing the input says decides, so it is drawn as a box, and said to
  /// be unplaced rather than shown at (0, 0) with no size
  /// (`LayoutDocument.unplacedPins`).
  public static let unplaced = "plumb-unplaced"

  /// The identifier prefixes of the constraints UIKit makes for itself (a
  /// container's size, a stack's, a guide's, a translated autoresizing
  /// mask, a size held while measuring) and of Plumb's own (`plumb-`).
  static let uikitPrefixes: [String] =
    ["UIView-Encapsulated-Layout", "_UITemporaryLayout", "UISV-", "NSAutoresizingMask", "fittingSize", "plumb-"]
    + LayoutGuide.allCases.compactMap(\.identifierPrefix)

  /// Whether `identifier` is one UIKit gives its own constraints, or Plumb
  /// its own: no app writes those.
  public static func isUIKitIdentifier(_ identifier: String) -> Bool {
    uikitPrefixes.contains { identifier.hasPrefix($0) } || (identifier.hasPrefix("UIView-") && identifier.hasSuffix("-guide-constraint"))
  }

  /// Whether `identifier` marks a constraint no author wrote: UIKit's or
  /// Plumb's own, a translated autoresizing mask (`h=--&`, `v=-&-`, as
  /// UIKit names them), or one a reader adds for a root or a content view.
  public static func isSystemIdentifier(_ identifier: String) -> Bool {
    // Most identifiers are an author's: one byte tells (the playground asks for every constraint on every key).
    guard let initial = identifier.utf8.first, systemInitials.contains(initial) else { return false }
    return isUIKitIdentifier(identifier) || isAutoresizingIdentifier(identifier) || identifier == rootFill || identifier == visualEffectContent
  }

  /// The first bytes of every identifier `isSystemIdentifier` accepts.
  static let systemInitials: [UInt8] = Array(Set((uikitPrefixes + ["UIView-", "h=", "v=", rootFill, visualEffectContent]).compactMap(\.utf8.first)))

  /// `h=` or `v=` followed by the three flexibilities (`-` fixed, `&` flexible) of an autoresizing mask.
  static func isAutoresizingIdentifier(_ identifier: String) -> Bool {
    let u = identifier.utf8
    guard u.count == 5 else { return false }
    for (k, byte) in u.enumerated() {
      switch k {
      case 0: guard byte == UInt8(ascii: "h") || byte == UInt8(ascii: "v") else { return false }
      case 1: guard byte == UInt8(ascii: "=") else { return false }
      default: guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "&") else { return false }
      }
    }
    return true
  }
}

extension ConstraintSpec {
  /// Whether no author wrote this constraint (see `SystemConstraint`).
  public var isSystemMade: Bool { identifier.map(SystemConstraint.isSystemIdentifier) ?? false }
}
