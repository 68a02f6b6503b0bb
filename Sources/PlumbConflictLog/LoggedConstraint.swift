import PlumbLayout

/// One constraint as a log prints it, read into UIKit's terms:
/// `first.attr relation multiplier × second.attr + constant @priority`.
public struct LoggedConstraint: Equatable, Sendable {
  /// The description without `<` `>` and pasting's quotes.
  public var text: String
  /// 1-based line and column of the description in the log.
  public var line: Int
  public var column: Int
  /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, `MASLayoutConstraint`…
  public var className: String
  /// The constraint's address (or Masonry's key).
  public var address: String
  /// Where a third-party library says it was made (`ViewController.swift#61`).
  public var madeAt: String?
  public var identifier: String?
  /// The autoresizing mask UIKit translated (`h=--& v=--&`).
  public var autoresizingMask: String?
  /// The addresses of the items.
  public var firstItem: String
  public var firstAttribute: LoggedAttribute
  public var relation: LayoutRelation
  public var secondItem: String?
  public var secondAttribute: LoggedAttribute?
  public var multiplier: Double = 1
  public var constant: Double = 0
  public var priority: LayoutPriority = .required
  /// `(active)` / `(inactive)`; nil when the log (before iOS 10) does not say.
  public var isActive: Bool?
  /// The view a Visual Format `|` stands for, as the superview of `child`.
  public var edge: (child: String, parent: String)? {
    get { edgeChild.flatMap { c in edgeParent.map { (c, $0) } } }
    set { (edgeChild, edgeParent) = (newValue?.child, newValue?.parent) }
  }
  /// The classes of its items as printed (`UILabel`, `_UIButtonBarButton`).
  public var itemClasses: [String] = []
  /// Whether a Visual Format line spaced its two views (`[A]-(8)-[B]`): UIKit requires them to share a superview.
  public var spacesSiblings = false
  var edgeChild: String?
  var edgeParent: String?

  /// Whether UIKit made it rather than the app (see `SystemConstraint`).
  public var system: SystemConstraint? { SystemConstraint(self) }
}
