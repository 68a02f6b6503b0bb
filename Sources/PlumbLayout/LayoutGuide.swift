/// The layout guides UIKit gives a view or a view controller, with each
/// guide's name in every notation Plumb reads or writes.
///
/// This is the one list: the scene parser and writer, the Interface Builder
/// reader, the Swift reader and the UIKit code writer look names up here, so
/// a new guide is one case, its names below, and its generation rule in
/// `ConstraintGenerator+Guides.swift`.
public enum LayoutGuide: String, CaseIterable, Hashable, Sendable {
  /// `safeAreaLayoutGuide`: the part of the view inside the root's safe area.
  case safeArea
  /// `layoutMarginsGuide`: the view inset by its layout margins.
  case margins
  /// `readableContentGuide`: the margins, at most `Insets.readableWidth` wide, centred.
  case readableContent
  /// A scroll view's `contentLayoutGuide`: its content, at content offset zero.
  case scrollContent
  /// A scroll view's `frameLayoutGuide`: the scroll view's own frame.
  case scrollFrame
  /// A view controller's legacy `topLayoutGuide` (iOS 7–10): from the top of the root to where the safe area starts.
  case topLayoutGuide
  /// A view controller's legacy `bottomLayoutGuide`: from where the safe area ends to the bottom of the root.
  case bottomLayoutGuide
  /// `keyboardLayoutGuide` (iOS 15): where the keyboard is. Plumb lays
  /// layouts out with the keyboard hidden, when UIKit puts the guide below
  /// the safe area: from the safe area's bottom to the root's, as wide as
  /// the root.
  case keyboard

  /// Which views UIKit gives a guide.
  public enum Owners: Sendable {
    /// Every view, the root among them.
    case anyView
    /// Scroll views only.
    case scrollViews
    /// The view controller (its root), not a view.
    case viewController
  }

  /// Which views have the guide.
  public var owners: Owners {
    switch self {
    case .safeArea, .margins, .readableContent: return .anyView
    case .scrollContent, .scrollFrame: return .scrollViews
    case .topLayoutGuide, .bottomLayoutGuide, .keyboard: return .viewController
    }
  }

  /// Whether UIKit's property is a view's (`view.keyboardLayoutGuide`,
  /// `view.safeAreaLayoutGuide`) rather than a view controller's (`topLayoutGuide`).
  public var isViewProperty: Bool { owners != .viewController || self == .keyboard }

  /// The word a scene writes after a view's name (`card.margins.leading`,
  /// `scroll.content.top`); nil for guides a scene has no word for (a
  /// scroll view's frame guide is the scroll view itself; the legacy guides
  /// are the safe area's edges).
  public var sceneWord: String? {
    switch self {
    case .safeArea: return "safeArea"
    case .margins: return "margins"
    case .readableContent: return "readable"
    case .scrollContent: return "content"
    case .scrollFrame, .topLayoutGuide, .bottomLayoutGuide, .keyboard: return nil
    }
  }

  /// UIKit's property for the guide (`view.safeAreaLayoutGuide`, `viewController.topLayoutGuide`).
  public var uikitProperty: String {
    switch self {
    case .safeArea: return "safeAreaLayoutGuide"
    case .margins: return "layoutMarginsGuide"
    case .readableContent: return "readableContentGuide"
    case .scrollContent: return "contentLayoutGuide"
    case .scrollFrame: return "frameLayoutGuide"
    case .topLayoutGuide: return "topLayoutGuide"
    case .bottomLayoutGuide: return "bottomLayoutGuide"
    case .keyboard: return "keyboardLayoutGuide"
    }
  }

  /// Interface Builder's `<viewLayoutGuide key="…">` for the guide; nil for
  /// guides IB does not write as one (margins are attributes such as
  /// `leadingMargin`, the readable width is a view setting, the legacy
  /// guides are `viewControllerLayoutGuide`, see `interfaceBuilderLegacyType`).
  public var interfaceBuilderKey: String? {
    switch self {
    case .safeArea: return "safeArea"
    case .scrollContent: return "contentLayoutGuide"
    case .scrollFrame: return "frameLayoutGuide"
    case .margins, .readableContent, .topLayoutGuide, .bottomLayoutGuide, .keyboard: return nil
    }
  }

  /// Interface Builder's `<viewControllerLayoutGuide type="…">` for a legacy guide.
  public var interfaceBuilderLegacyType: String? {
    switch self {
    case .topLayoutGuide: return "top"
    case .bottomLayoutGuide: return "bottom"
    default: return nil
    }
  }

  /// The prefix of the identifiers UIKit gives the constraints that place
  /// the guide in its view (`UIViewSafeAreaLayoutGuide-top`); nil where UIKit
  /// documents none (the readable content guide) or the guide makes none.
  /// The margins guide's own constraints are named per edge instead
  /// (`UIView-leftMargin-guide-constraint`, `identifier(_:)`).
  public var identifierPrefix: String? {
    switch self {
    case .safeArea: return "UIViewSafeAreaLayoutGuide"
    case .margins: return "UIViewLayoutMarginsGuide"
    case .scrollContent: return "UIScrollView-contentLayoutGuide"
    case .readableContent, .scrollFrame, .topLayoutGuide, .bottomLayoutGuide, .keyboard: return nil
    }
  }

  /// UIKit's identifier of the constraint that places an edge (`.left`,
  /// `.top`, `.right`, `.bottom`) of the guide in its view, or nil.
  public func identifier(_ edge: LayoutAttribute) -> String? {
    let name: String
    switch edge {
    case .left: name = "left"
    case .right: name = "right"
    case .top: name = "top"
    case .bottom: name = "bottom"
    default: return nil
    }
    switch self {
    case .safeArea, .scrollContent: return identifierPrefix.map { "\($0)-\(name)" }
    case .margins: return "UIView-\(name)Margin-guide-constraint"
    case .readableContent, .scrollFrame, .topLayoutGuide, .bottomLayoutGuide, .keyboard: return nil
    }
  }

  /// The guide a scene word names, or nil.
  public init?(sceneWord: String) {
    guard let g = LayoutGuide.allCases.first(where: { $0.sceneWord == sceneWord }) else { return nil }
    self = g
  }

  /// The guide a UIKit property names, or nil.
  public init?(uikitProperty: String) {
    guard let g = LayoutGuide.allCases.first(where: { $0.uikitProperty == uikitProperty }) else { return nil }
    self = g
  }

  /// The guide an Interface Builder `viewLayoutGuide` key names, or nil.
  public init?(interfaceBuilderKey: String) {
    guard let g = LayoutGuide.allCases.first(where: { $0.interfaceBuilderKey == interfaceBuilderKey }) else { return nil }
    self = g
  }

  /// The legacy guide an Interface Builder `viewControllerLayoutGuide` type names, or nil.
  public init?(interfaceBuilderLegacyType: String) {
    guard let g = LayoutGuide.allCases.first(where: { $0.interfaceBuilderLegacyType == interfaceBuilderLegacyType }) else { return nil }
    self = g
  }

  /// The scene words a view (or the root, `isRoot`) may put a guide after,
  /// for "did you mean" (a scene cannot say whether the root is a scroll view).
  public static func sceneWords(isRoot: Bool) -> [String] {
    allCases.filter { $0.owners == .anyView || (!isRoot && $0.owners == .scrollViews) }.compactMap(\.sceneWord)
  }

  /// What an attribute of a legacy guide (or the keyboard's) is in the
  /// model: the top guide's bottom is where the safe area starts, its top
  /// is the root's top (and the other way round for the bottom guide); the
  /// hidden keyboard's top is the safe area's bottom, its bottom and sides
  /// the root's; nil for what the model does not hold (a legacy guide's
  /// size, centre or sides) and for other guides.
  public func legacyEdge(_ attribute: LayoutAttribute) -> (ItemRef, LayoutAttribute)? {
    switch (self, attribute) {
    case (.topLayoutGuide, .bottom): return (.safeArea, .top)
    case (.topLayoutGuide, .top): return (.root, .top)
    case (.bottomLayoutGuide, .top): return (.safeArea, .bottom)
    case (.bottomLayoutGuide, .bottom): return (.root, .bottom)
    case (.keyboard, .top): return (.safeArea, .bottom)
    case (.keyboard, .bottom): return (.root, .bottom)
    case (.keyboard, let a) where a.axis == .horizontal && !a.isSize: return (.root, a)
    default: return nil
    }
  }
}
