import PlumbLayout

/// What the reader keeps of one view of a scene besides its `ViewSpec`:
/// its IB id, element and place in the file, and the frame IB stored.
public struct InterfaceBuilderView: Equatable, Sendable {
  /// Interface Builder's object id (`id="…"`).
  public var id: String
  /// The name of its `ViewSpec` in the scene's document (unique in the scene).
  public var name: String
  /// The element it was read from: `label`, `button`, `view`, …
  public var element: String
  public var customClass: String?
  /// Where its start tag is.
  public var location: SourceLocation
  /// The frame IB saved (`<rect key="frame">`), in its superview's coordinates.
  public var storedFrame: Frame?
  /// Laid out by Auto Layout (`translatesAutoresizingMaskIntoConstraints="NO"`).
  public var usesAutoLayout: Bool
  /// IB itself marked the stored frame as not the solved one (`misplaced` or `ambiguous`).
  public var markedInFile: Bool

  public init(
    id: String, name: String, element: String, customClass: String? = nil, location: SourceLocation, storedFrame: Frame? = nil,
    usesAutoLayout: Bool = true, markedInFile: Bool = false
  ) {
    self.id = id
    self.name = name
    self.element = element
    self.customClass = customClass
    self.location = location
    self.storedFrame = storedFrame
    self.usesAutoLayout = usesAutoLayout
    self.markedInFile = markedInFile
  }
}
