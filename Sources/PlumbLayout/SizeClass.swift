/// UIKit's size classes.
public enum SizeClass: String, Sendable {
  case compact, regular

  public var letter: String { self == .compact ? "C" : "R" }
}

/// The horizontal and vertical size classes of a trait collection.
public struct Traits: Equatable, Sendable, CustomStringConvertible {
  public var horizontal: SizeClass
  public var vertical: SizeClass
  /// Interface Builder's canvas of any size class (Xcode 6 and 7's `wAny
  /// hAny`): laid out with the size classes above (a phone's in portrait),
  /// it shows none, and says so (`wAny hAny`).
  public var shownAsAny = false

  public init(horizontal: SizeClass, vertical: SizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let regularRegular = Traits(horizontal: .regular, vertical: .regular)

  /// `wC hR` style; `wAny hAny` for the canvas of any size class.
  public var description: String { shownAsAny ? "wAny hAny" : notation }
  /// `wC hR`: the size classes laid out with, as a scene's `traits` statement writes them.
  public var notation: String { "w\(horizontal.letter) h\(vertical.letter)" }
}

/// Where a constraint or view is installed: any combination of `wC`, `wR`, `hC`, `hR`.
public struct SizeClassCondition: Equatable, Sendable, CustomStringConvertible {
  public var horizontal: SizeClass?
  public var vertical: SizeClass?

  public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let always = SizeClassCondition()

  public func matches(_ t: Traits) -> Bool {
    (horizontal == nil || horizontal == t.horizontal) && (vertical == nil || vertical == t.vertical)
  }

  public var isAlways: Bool { horizontal == nil && vertical == nil }

  /// Where both conditions hold: each class the one or the other names,
  /// nil when they name different classes on the same axis (never both).
  public func meeting(_ other: SizeClassCondition) -> SizeClassCondition? {
    if let x = horizontal, let y = other.horizontal, x != y { return nil }
    if let x = vertical, let y = other.vertical, x != y { return nil }
    return SizeClassCondition(horizontal: horizontal ?? other.horizontal, vertical: vertical ?? other.vertical)
  }

  public var description: String {
    [horizontal.map { "w\($0.letter)" }, vertical.map { "h\($0.letter)" }].compactMap { $0 }.joined(separator: " ")
  }
}
