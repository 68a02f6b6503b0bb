/// Everything a scene says: the device, views and constraints. A value: the
/// playground keeps past ones for undo.
public struct LayoutDocument: Equatable, Sendable {
  public var title: String?
  public var device: Device
  public var orientation: Orientation
  public var direction: LayoutDirection
  /// Replaces the device's insets when set (`safearea` statement).
  public var safeAreaOverride: Insets?
  public var views: [ViewSpec]
  /// Replaces the root's layout margins when set (an Interface Builder
  /// root's `layoutMargins`, or a cell's content view's); the root's
  /// margins guide then sits this far inside the root's edges.
  public var rootMarginsOverride: Insets? = nil
  public var constraints: [ConstraintSpec]

  public init(
    title: String? = nil, device: Device = .iphone, orientation: Orientation = .portrait, direction: LayoutDirection = .leftToRight,
    safeAreaOverride: Insets? = nil, views: [ViewSpec] = [], constraints: [ConstraintSpec] = []
  ) {
    self.title = title
    self.device = device
    self.orientation = orientation
    self.direction = direction
    self.safeAreaOverride = safeAreaOverride
    self.views = views
    self.constraints = constraints
  }

  public var traits: Traits { device.traits(orientation) }

  /// UIKit's minimum side margin of a view controller's root view here: 20
  /// points in a regular-width environment or on a phone at least 414
  /// points across its short side (the Plus and Max phones, in either
  /// orientation), 16 otherwise.
  public var systemMinimumSideMargin: Double {
    let (w, h) = size
    return traits.horizontal == .regular || min(w, h) >= 414 ? 20 : 16
  }
  public var size: (width: Double, height: Double) { device.size(orientation) }
  public var safeAreaInsets: Insets { safeAreaOverride ?? device.insets(orientation) }

  public func view(named name: String) -> ViewSpec? { views.first { $0.name == name } }
  public func index(ofView name: String) -> Int? { views.firstIndex { $0.name == name } }

  /// Whether the two documents are the same but for their constraints.
  func hasSameContext(as other: LayoutDocument) -> Bool {
    var (a, b) = (self, other)
    a.constraints = []
    b.constraints = []
    return a == b
  }
}
