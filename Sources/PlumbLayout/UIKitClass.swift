/// One view class of UIKit (or of AppKit, as a log from macOS names it) as
/// Plumb models it: the kind it is drawn as, the Interface Builder elements
/// that make one, on which axes it has an intrinsic size, and its alignment
/// insets. `UIKitClass.catalogue` lists them all.
public struct UIKitClass: Equatable, Sendable {
  /// The class name: `UILabel`, `NSTextField`, `MKMapView`.
  public var name: String
  /// The kind Plumb lays it out and draws it as.
  public var kind: ViewKind
  /// The elements a storyboard or xib writes for it (`label`); empty for a
  /// class Interface Builder does not offer (`UIControl`, AppKit's).
  public var elements: [String]
  /// On which axes it has an intrinsic content size.
  public var intrinsic: IntrinsicAxes
  /// How far its frame extends past the rectangle constraints align
  /// (`alignmentRectInsets`): a switch's frame is 2 points wider than its
  /// alignment rectangle on the right, a slider's 2 on each side and 1
  /// below, a segmented control's 1 below.
  public var alignmentInsets: Insets
  /// AppKit's (macOS), rather than UIKit's and the iOS frameworks'.
  public var isAppKit: Bool
  /// Its intrinsic content size where it does not depend on content, as
  /// UIKit makes it with its default settings (a medium activity
  /// indicator's 20 × 20); nil where it does (a label's) or where a file
  /// says it (Interface Builder stores every frame).
  public var defaultSize: IntrinsicOverride?

  public init(
    _ name: String, _ kind: ViewKind, elements: [String] = [], intrinsic: IntrinsicAxes = .none, alignmentInsets: Insets = .zero,
    isAppKit: Bool = false, defaultSize: IntrinsicOverride? = nil
  ) {
    self.name = name
    self.kind = kind
    self.elements = elements
    self.intrinsic = intrinsic
    self.alignmentInsets = alignmentInsets
    self.isAppKit = isAppKit
    self.defaultSize = defaultSize
  }

  /// The size of an activity indicator of the style UIKit's case names:
  /// 37 points square for `.large` (and `.whiteLarge` before iOS 13), 20
  /// for the others (`.medium`, the default, `.gray`, `.white`).
  public static func activityIndicatorSize(style: String) -> IntrinsicOverride {
    ["large", "whiteLarge"].contains(style) ? IntrinsicOverride(width: 37, height: 37) : IntrinsicOverride(width: 20, height: 20)
  }
}
