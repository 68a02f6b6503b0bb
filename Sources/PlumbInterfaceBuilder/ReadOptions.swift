import PlumbLayout

/// What the command line changes about every scene: a device preset in
/// place of the file's, an orientation, the layout direction.
public struct ReadOptions: Equatable, Sendable {
  /// Replaces the file's device; its size then replaces the stored root sizes.
  public var device: Device?
  public var orientation: Orientation?
  public var direction: LayoutDirection

  public init(device: Device? = nil, orientation: Orientation? = nil, direction: LayoutDirection = .leftToRight) {
    self.device = device
    self.orientation = orientation
    self.direction = direction
  }
}
