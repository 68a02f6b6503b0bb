import PlumbDiagnostics

/// One view of a scene, as written: its kind, text and settings.
public struct ViewSpec: Equatable, Sendable {
  public var name: String
  public var kind: ViewKind
  public var text: String
  /// The parent's name; nil for a child of the root.
  public var parent: String?
  /// An explicit intrinsic size: nil components mean "no intrinsic size" on that axis
  /// (`intrinsic=none`, `intrinsic=_x31`). Overrides the metrics when set.
  public var intrinsicOverride: IntrinsicOverride?
  public var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
  public var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority)
  /// Label lines: 1 by default, 0 for as many as the text needs.
  public var lines: Int
  /// An image view's image size; nil when it has no image.
  public var imageSize: (width: Double, height: Double)?
  /// Text views scroll by default and then have no intrinsic size.
  public var scrolls: Bool
  /// `layoutMargins` (by default the kind's, `ViewKind.defaultMargins`).
  public var margins: Insets
  /// `preservesSuperviewLayoutMargins`: the view's margins on an edge grow to
  /// the superview's where those reach into the view (see `LayoutEngine.effectiveMargins`).
  public var preservesSuperviewMargins = false
  /// `layoutMarginsFollowReadableWidth`: the view's margins narrow its
  /// margins guide to UIKit's readable width, centred (see `Insets.readableWidth`).
  public var followsReadableWidth = false
  /// `insetsLayoutMarginsFromSafeArea` (true by default): where the view
  /// overlaps the root's unsafe area, its margins grow by the overlap, so
  /// that its content stays inside the safe area (see `LayoutEngine.effectiveMargins`).
  public var insetsMarginsFromSafeArea = true
  /// `isHidden`: still laid out, not drawn; in a stack, it collapses (`UISV-hiding`).
  public var isHidden: Bool
  public var stack: StackSpec?
  /// Where the view is installed.
  public var condition: SizeClassCondition
  /// The object id of the view in the file it was read from (Interface
  /// Builder's `id="…"`); nil for a view of a `.scene` file.
  public var ibID: String? = nil
  /// The vertical metrics of the font the view's text is set in, when known
  /// (a system font read from Interface Builder); nil: Plumb's own metrics.
  /// They place the view's baselines.
  public var font: FontMetrics? = nil
  /// The Dynamic Type text style of the view's font, when it has one: its
  /// text grows and shrinks with the user's text size (`LayoutDocument.stressed`).
  public var textStyle: TextStyle? = nil
  /// How much larger than Plumb's own metrics (8 by 16 points a
  /// character) the view's text is: a text style's growth at the user's
  /// text size, for a view whose font Plumb does not measure (a `.scene`'s).
  public var textScale: Double = 1
  /// A label's `minimumScaleFactor` when it shrinks its font to fit its
  /// width (`adjustsFontSizeToFitWidth`); nil when it does not shrink.
  public var minimumScaleFactor: Double? = nil
  /// Where the view is declared in the file it was read from (a scene's
  /// `label name` line, the Swift expression that makes it); nil when the
  /// reader has no place for it. Not part of the view's equality.
  public var location: SourceLocation? = nil

  public init(name: String, kind: ViewKind, text: String = "", parent: String? = nil) {
    self.name = name
    self.kind = kind
    self.text = text
    self.parent = parent
    self.intrinsicOverride = nil
    self.hugging = (kind.defaultHugging, kind.defaultHugging)
    self.compressionResistance = (kind.defaultCompressionResistance, kind.defaultCompressionResistance)
    self.lines = 1
    self.imageSize = nil
    self.scrolls = true
    self.margins = kind.defaultMargins
    self.isHidden = false
    self.stack = kind == .stack ? StackSpec() : nil
    self.condition = .always
  }

  public func hugging(_ axis: Axis) -> LayoutPriority { axis == .horizontal ? hugging.horizontal : hugging.vertical }
  public func compressionResistance(_ axis: Axis) -> LayoutPriority {
    axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
  }

  public static func == (a: ViewSpec, b: ViewSpec) -> Bool {
    a.name == b.name && a.kind == b.kind && a.text == b.text && a.parent == b.parent && a.intrinsicOverride == b.intrinsicOverride
      && a.hugging == b.hugging && a.compressionResistance == b.compressionResistance && a.lines == b.lines
      && a.imageSize?.width == b.imageSize?.width && a.imageSize?.height == b.imageSize?.height && a.scrolls == b.scrolls
      && a.margins == b.margins && a.isHidden == b.isHidden && a.stack == b.stack && a.condition == b.condition
      && a.ibID == b.ibID && a.font == b.font && a.preservesSuperviewMargins == b.preservesSuperviewMargins
      && a.followsReadableWidth == b.followsReadableWidth && a.insetsMarginsFromSafeArea == b.insetsMarginsFromSafeArea
      && a.textStyle == b.textStyle && a.textScale == b.textScale && a.minimumScaleFactor == b.minimumScaleFactor
  }
}

/// A font's metrics: vertical (UIFont's `ascender`, `descender` as a
/// positive distance, and `lineHeight`, in points) and, for Apple's system
/// font, its point size and weight, which let Plumb estimate how wide a
/// text is (`SystemFontWidths`).
public struct FontMetrics: Equatable, Sendable {
  public var ascender: Double
  public var descender: Double
  public var lineHeight: Double
  /// The point size of Apple's system font; nil for a font whose widths Plumb does not know.
  public var pointSize: Double? = nil
  /// The system font's weight (`UIFont.Weight`, by its name).
  public var weight: SystemFontWidths.Weight = .regular
  /// The largest size it grows to with the text size (`scaledFont(for:maximumPointSize:)`); nil: no limit.
  public var maximumPointSize: Double? = nil

  public init(ascender: Double, descender: Double, lineHeight: Double) {
    self.ascender = ascender
    self.descender = descender
    self.lineHeight = lineHeight
  }

  /// Apple's system font (SF Pro, every weight) at `size` points: 1950 and
  /// 494 units above and below the baseline of a 2048-unit em, no line gap
  /// (at 17 points: ascender 16.19, descender 4.10, line height 20.29).
  public static func system(size: Double, weight: SystemFontWidths.Weight = .regular) -> FontMetrics {
    var f = FontMetrics(ascender: size * 1950 / 2048, descender: size * 494 / 2048, lineHeight: size * 2444 / 2048)
    f.pointSize = size
    f.weight = weight
    return f
  }

  /// The estimated width of `text` on one line in this font, in points;
  /// nil when the font is not the system font (see `SystemFontWidths`).
  public func width(of text: Substring) -> Double? {
    pointSize.map { SystemFontWidths.width(of: text, size: $0, weight: weight) }
  }
}

/// An intrinsic size written in the scene; nil on an axis means none on that axis.
public struct IntrinsicOverride: Equatable, Sendable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}

/// A stack view's configuration, with UIStackView's names.
public struct StackSpec: Equatable, Sendable {
  public enum Distribution: String, CaseIterable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public enum Alignment: String, CaseIterable, Sendable {
    case fill, leading, center, trailing, top, bottom, firstBaseline, lastBaseline
  }

  public var axis: Axis = .horizontal
  public var distribution: Distribution = .fill
  public var alignment: Alignment = .fill
  public var spacing: Double = 0
  public var arranged: [String] = []
  /// `isLayoutMarginsRelativeArrangement`: the arranged views meet the
  /// stack's layout margins instead of its edges.
  public var layoutMarginsRelativeArrangement = false
  /// `isBaselineRelativeArrangement`: in a vertical stack, the spacing
  /// runs from a view's last baseline to the next view's first baseline
  /// instead of from edge to edge (no effect on a horizontal stack).
  public var baselineRelativeArrangement = false
  /// `setCustomSpacing(_:after:)`: the spacing after an arranged view, by its name, in place of `spacing`.
  public var customSpacing: [String: Double] = [:]
  /// Arranged views' sizes along the axis before layout (by name): a nib's
  /// stored frames. `fillProportionally` apportions the stack by them for
  /// a view without an intrinsic size there, as UIKit takes such a view's
  /// current size (a stack of stacks or plain views keeps the proportions
  /// it was saved with).
  public var currentSizes: [String: Double] = [:]
  /// The priority of `UISV-hiding`, which holds a hidden arranged view at
  /// zero size along the axis: required in UIKit (a hidden view's own
  /// required size conflicts with it, and UIKit breaks the view's);
  /// Interface Builder's canvas lets the view's own constraints win, so
  /// its reader sets 999 when it lays a file out as IB shows it.
  public var hidingPriority: LayoutPriority = .required

  public init() {}

  /// The views with a custom spacing after them, in arranged order (then by name for any other).
  public var customSpacingOrder: [String] {
    arranged.filter { customSpacing[$0] != nil } + customSpacing.keys.filter { !arranged.contains($0) }.sorted()
  }

  /// The spacing between arranged view `view` and the next one shown.
  public func spacing(after view: String) -> Double { customSpacing[view] ?? spacing }
}
