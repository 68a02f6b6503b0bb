import PlumbLayout

/// A view the file makes (or the root), as the interpreter knows it so far.
struct ViewRecord {
  var spec: ViewSpec
  /// The class written (`UILabel`, `AvatarView`).
  var typeName: String
  /// Index of the superview; nil until added to one (the root has none).
  var parent: Int?
  var arranged: [Int] = []
  /// `setCustomSpacing(_:after:)`: points after a view, by its index.
  var customSpacing: [Int: Double] = [:]
  /// `translatesAutoresizingMaskIntoConstraints` as set (nil: UIKit's default, true).
  var autoresizing: Bool?
  /// The frame set in code (`UIView(frame:)`, `.frame =`), when known.
  var frame: (x: Double, y: Double, width: Double, height: Double)?
  /// A `UILayoutGuide()`, stood in by a hidden view.
  var isLayoutGuide = false
  /// Where it was made, for warnings.
  var position: SourcePosition
  /// Made for a reference the file does not create (an outlet, a parameter).
  var placeholder = false
  /// `adjustsFontSizeToFitWidth` and `minimumScaleFactor` as set (UIKit's defaults: off, 0).
  var shrinks = false
  var shrinkFactor = 0.0

  /// The spec's autoshrink from the two properties, whichever order the code sets them in.
  mutating func applyShrink() {
    spec.minimumScaleFactor = shrinks && shrinkFactor > 0 ? shrinkFactor : nil
  }
}

/// A constraint the file makes, with the items as the interpreter knows them.
struct ConstraintRecord {
  var first: Guide
  var firstAttribute: LayoutAttribute
  var relation: LayoutRelation
  var second: Guide?
  var secondAttribute: LayoutAttribute?
  var multiplier: Double = 1
  var constant: Double = 0
  var priority: LayoutPriority = .required
  var identifier: String?
  var active = false
  /// The constraint expression that made it (for counting), and its line.
  var origin: SourcePosition
  var line: Int
  /// The VFL string it comes from.
  var visualFormat: String?
  /// The second item is the first's superview, resolved when the document is made.
  var secondIsSuperview = false
  /// The size classes it is installed in (made inside `if traitCollection.…SizeClass == …`).
  var condition = SizeClassCondition.always
  /// The view or guide whose SnapKit block made it (for remake and update).
  var snapOwner: Guide?
  /// An update's duplicate, folded into the constraint it updates.
  var discarded = false
}
