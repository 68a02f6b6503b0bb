/// Everything a scene says: the device, views and constraints. A value: the
/// playground keeps past ones for undo.
public struct LayoutDocument: Equatable, Sendable {
  public var title: String?
  public var device: Device
  public var orientation: Orientation
  public var direction: LayoutDirection
  /// The text size and pseudolanguage its texts are laid out in (`stressed`); the default: as designed.
  public var textStress = TextStress()
  /// Replaces the device's insets when set (`safearea` statement).
  public var safeAreaOverride: Insets?
  public var views: [ViewSpec]
  /// What the root view is and the margin settings the file gives it;
  /// `rootMargins` turns them into its layout margins.
  public var root = RootSpec()
  /// The root's layout margins exactly, when set (a scene's `margins`
  /// statement); the root's margins guide then sits this far inside the
  /// root's edges, whatever its kind.
  public var rootMarginsOverride: Insets? = nil
  public var constraints: [ConstraintSpec]
  /// The frames a designer left in the file, as alignment rectangles in
  /// each view's superview, by view name (Interface Builder's stored
  /// frames, read for its canvas). Where the constraints leave a view free,
  /// it keeps these, as Interface Builder's canvas does, instead of
  /// whichever of its layouts the solver reached; it is still ambiguous.
  public var designFrames: [String: Frame] = [:]
  /// Interface Builder's canvas before Xcode 9 (iOS 10's): no view's
  /// layout margins grow by the status bar or a bar, whatever its
  /// `insetsMarginsFromSafeArea`. How a reader shows a file, which no
  /// writer writes: an app on iOS 11 and later has them.
  public var marginsIgnoreUnsafeArea = false

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

  /// Whether view `v`'s margins grow by the unsafe area it overlaps.
  public func insetsMargins(_ v: ViewSpec) -> Bool { v.insetsMarginsFromSafeArea && !marginsIgnoreUnsafeArea }

  /// The root's size: the device's in its orientation; a cell or a
  /// top-level view given a height is as wide as the screen and that tall.
  public var size: (width: Double, height: Double) {
    let screen = device.size(orientation)
    guard let h = root.height, rootKind.isCell || rootKind == .view else { return screen }
    return (screen.width, h)
  }
  /// The root's safe area: as set, else the device's; a cell has none (its table sits inside the screen's).
  public var safeAreaInsets: Insets { safeAreaOverride ?? (rootKind.isCell ? .zero : device.insets(orientation)) }

  /// The view of that name.
  /// - Complexity: O(*v*): a linear search; callers that look up every view build a dictionary.
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
