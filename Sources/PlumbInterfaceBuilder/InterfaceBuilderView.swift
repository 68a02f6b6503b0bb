import PlumbDiagnostics
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
  /// IB marked the view misplaced (`misplaced="YES"`): its own verdict,
  /// saved with the file, that the constraints put it elsewhere ("Frame
  /// for … will be different at run time").
  public var markedMisplaced = false
  /// How far the frame extends past the rectangle constraints align
  /// (`alignmentRectInsets`): a switch's frame is 2 points wider than its
  /// alignment rectangle on the right, a slider's 2 on each side and 1 below,
  /// a segmented control's 1 below.
  public var alignmentInsets: Insets = .zero
  /// IB drew it by running its class's own code (`IBDesignable`): its
  /// stored frame holds whatever alignment insets that code declares, which
  /// the file does not say.
  public var isDesignable = false
  /// Xcode's per-view "Ambiguity" setting (`verifyAmbiguity`): what of the
  /// view's ambiguity Interface Builder reports.
  public var verifiesAmbiguity: AmbiguityVerification = .positionAndSize

  /// Xcode's "Ambiguity" choices for a view.
  public enum AmbiguityVerification: String, Equatable, Sendable {
    /// "Verify Position and Size" (the default).
    case positionAndSize
    /// "Verify Position Only" (`ignoreSizes`).
    case positionOnly = "ignoreSizes"
    /// "Never Verify" (`off`).
    case never = "off"

    /// Whether an ambiguity on `axes` (`x`, `y`, `width`, `height`) is reported.
    public func reports(_ axes: [String]) -> Bool {
      switch self {
      case .positionAndSize: !axes.isEmpty
      case .positionOnly: axes.contains { $0 == "x" || $0 == "y" }
      case .never: false
      }
    }
  }

  /// The frame of a view whose alignment rectangle is `r`.
  public func frame(alignmentRect r: Frame) -> Frame {
    let i = alignmentInsets
    return Frame(x: r.x - i.left, y: r.y - i.top, width: r.width + i.left + i.right, height: r.height + i.top + i.bottom)
  }

  /// The alignment rectangle of a view whose frame is `f` (the inverse of `frame(alignmentRect:)`).
  public func alignmentRect(ofFrame f: Frame) -> Frame {
    let i = alignmentInsets
    return Frame(x: f.x + i.left, y: f.y + i.top, width: f.width - i.left - i.right, height: f.height - i.top - i.bottom)
  }

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
