/// One view after layout.
public struct ViewResult: Equatable, Sendable {
  public var name: String
  public var kind: ViewKind
  /// In the superview's coordinates, as UIKit's `frame`; unrounded.
  public var frame: Frame
  /// In the root's coordinates, for drawing.
  public var absoluteFrame: Frame
  /// The parent's name (nil for the root's children).
  public var parent: String?
  /// Which of x, y, width, height are not uniquely determined; empty when the layout is unambiguous.
  public var ambiguousAxes: [String]
  /// Intrinsic content size per axis (nil: none).
  public var intrinsicWidth, intrinsicHeight: Double?

  public var isAmbiguous: Bool { !ambiguousAxes.isEmpty }

  public init(
    name: String, kind: ViewKind, frame: Frame, absoluteFrame: Frame, parent: String?, ambiguousAxes: [String],
    intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil
  ) {
    (self.name, self.kind, self.frame, self.absoluteFrame, self.parent) = (name, kind, frame, absoluteFrame, parent)
    (self.ambiguousAxes, self.intrinsicWidth, self.intrinsicHeight) = (ambiguousAxes, intrinsicWidth, intrinsicHeight)
  }
}

/// One scene constraint after layout.
public struct ConstraintResult: Equatable, Sendable {
  /// Index in the document's constraints.
  public var index: Int
  /// Active and installed for the current size classes.
  public var installed: Bool
  /// Holds in the solution (within 0.001 points).
  public var satisfied: Bool
  /// Broken to recover from a conflict.
  public var broken: Bool
  /// By how many points the solution misses it (0 when it holds or is not installed).
  public var violation: Double

  public init(index: Int, installed: Bool, satisfied: Bool, broken: Bool, violation: Double = 0) {
    (self.index, self.installed, self.satisfied, self.broken, self.violation) = (index, installed, satisfied, broken, violation)
  }
}

/// What `layoutIfNeeded` produces.
public struct LayoutResult: Equatable, Sendable {
  public var canvas: Frame
  public var safeArea: Frame
  public var traits: Traits
  public var views: [ViewResult]
  public var constraints: [ConstraintResult]
  public var diagnostics: [Diagnostic]
  /// Every constraint in force, the model's and the scene's, in installation
  /// order (broken ones excluded): what explanations are read from.
  public var generated: [GeneratedConstraint] = []
  /// The frames of the root and its guides, in root coordinates, by item.
  public var guideFrames: [LayoutItem: Frame] = [:]

  /// `sharing` is an earlier result's hierarchy, kept when it fits these views.
  public init(
    canvas: Frame, safeArea: Frame, traits: Traits, views: [ViewResult], constraints: [ConstraintResult], diagnostics: [Diagnostic],
    generated: [GeneratedConstraint] = [], guideFrames: [LayoutItem: Frame] = [:], sharing earlier: ViewHierarchy? = nil
  ) {
    (self.canvas, self.safeArea, self.traits, self.views, self.constraints) = (canvas, safeArea, traits, views, constraints)
    (self.diagnostics, self.generated, self.guideFrames) = (diagnostics, generated, guideFrames)
    madeHierarchy = earlier.flatMap { $0.fits(views) ? $0 : nil } ?? ViewHierarchy(views)
  }

  /// The hierarchy made with the views (their tree changes only through `init`).
  private(set) var madeHierarchy: ViewHierarchy

  /// The tree of `views`: the one made with them, or a new one where the
  /// views were changed since in names or parents.
  /// - Complexity: O(*n*) to check that it still fits.
  public var hierarchy: ViewHierarchy { madeHierarchy.fits(views) ? madeHierarchy : ViewHierarchy(views) }

  /// The fields that make a result, without its derived hierarchy.
  public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
    a.canvas == b.canvas && a.safeArea == b.safeArea && a.traits == b.traits && a.views == b.views && a.constraints == b.constraints
      && a.diagnostics == b.diagnostics && a.generated == b.generated && a.guideFrames == b.guideFrames
  }

  /// Each view's solved width, by name: where labels of several lines
  /// wrap when the document is laid out again (`LayoutDocument.stressed`).
  public var widthsByView: [String: Double] {
    Dictionary(views.map { ($0.name, $0.frame.width) }, uniquingKeysWith: { a, _ in a })
  }

  /// The view named `name`.
  /// - Complexity: O(1) while `views` is as the layout made it.
  public func view(_ name: String) -> ViewResult? {
    if let i = madeHierarchy.index[name], views.indices.contains(i), views[i].name == name { return views[i] }
    return views.first { $0.name == name }
  }
  public var conflictCount: Int { diagnostics.filter { $0.kind == .unsatisfiable }.count }
  public var ambiguousCount: Int { views.filter(\.isAmbiguous).count }
}
