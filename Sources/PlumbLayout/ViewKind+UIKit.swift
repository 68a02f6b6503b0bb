extension ViewKind {
  /// The class a writer makes for the kind (`UILabel` for a label).
  public var uikitClass: UIKitClass {
    // The catalogue lists one class per kind first, so this always finds one.
    UIKitClass.catalogue.first { $0.kind == self } ?? UIKitClass("UIView", .view)
  }

  /// UIKit's content hugging priority (both axes) of a view of this kind made in `origin`.
  ///
  /// A switch hugs at 750 however it is made; Interface Builder's library
  /// gives labels and image views 251; a view made in code, or decoded from
  /// a file that leaves the priority out, hugs at 250.
  public func defaultHugging(_ origin: ViewOrigin) -> LayoutPriority {
    switch (self, origin) {
    case (.switch, .interfaceBuilder), (.switch, .code): return 750
    case (.label, .interfaceBuilder), (.imageview, .interfaceBuilder): return 251
    default: return 250
    }
  }

  /// UIKit's default `layoutMargins` of a view of this kind: 8 on every
  /// side, and none for a stack view (a subview that preserves its
  /// superview's margins gains nothing from a stack: an unseen file's stack
  /// with 4-point margins inside another stack keeps its 4, as Xcode stores it).
  public var defaultMargins: Insets {
    self == .stack ? .zero : Insets(top: 8, left: 8, bottom: 8, right: 8)
  }

  /// UIKit's compression resistance priority (both axes) of a view of this kind made in `origin`: 750 for all.
  public func defaultCompressionResistance(_ origin: ViewOrigin) -> LayoutPriority { .defaultHigh }
}
