import PlumbLayout

/// Where a constraint of a log's document comes from.
public enum ConstraintOrigin: Equatable, Sendable {
  /// A constraint the log printed.
  case logged(LoggedConstraint)
  /// `view.width >= 0` or `view.height >= 0`: UIKit never lets a view's
  /// size go negative, and prints no constraint for it; added for the views
  /// of each conflict on the axes it uses (see `ConflictExplanation.Cause.negativeSizes`).
  case sizeFloor(view: String, axis: Axis)
  /// A window at the top of the log's views fills the screen: its edge on
  /// the canvas's (one per edge the log does not size by a number).
  case screen(view: String)
  /// A weak pin towards the superview's corner or towards filling it, for
  /// a view the log does not place (see `LayoutDocument.unplacedPins`).
  case unplaced(view: String)
}
