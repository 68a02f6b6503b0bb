import PlumbLayout

/// What the command line changes about every scene: a device preset in
/// place of the file's, an orientation, the layout direction, and whether
/// placeholder constraints stay.
public struct ReadOptions: Equatable, Sendable {
  /// Replaces the file's device; its size then replaces the stored root sizes.
  public var device: Device?
  public var orientation: Orientation?
  public var direction: LayoutDirection
  /// Keeps the constraints the file marks `placeholder="YES"`. Xcode
  /// removes them when it builds the file, so an app never has them, but
  /// Interface Builder lays out its canvas (the frames the file stores)
  /// with them: keep them to compare with the canvas, leave them out
  /// (the default) for the layout a device runs.
  public var keepsPlaceholders: Bool
  /// Reads a file that names no device, with no device asked for, as
  /// Interface Builder's canvas of any size class shows it: only the
  /// `default` size-class variations. False keeps every variation under
  /// its size classes, as an app installs them (what `convert` writes).
  public var showsAnySizeClass = true

  public init(
    device: Device? = nil, orientation: Orientation? = nil, direction: LayoutDirection = .leftToRight, keepsPlaceholders: Bool = false
  ) {
    self.device = device
    self.orientation = orientation
    self.direction = direction
    self.keepsPlaceholders = keepsPlaceholders
  }
}
