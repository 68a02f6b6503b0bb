/// What a lesson step asks of the solved layout, in the words a teacher
/// writes after `done` (see `Scenes/FORMAT.md`).
public indirect enum LessonCondition: Equatable, Sendable {
  /// The view is larger than its intrinsic size on the axis (its hugging gave way).
  case stretches(String, Axis)
  /// The view is exactly its intrinsic size on the axis.
  case hugs(String, Axis)
  /// The view is smaller than its intrinsic size on the axis, or UIKit
  /// truncates its text (`…`); text that wraps is cut horizontally only by its `…`.
  case cut(String, Axis)
  /// A frame value compared with another or with a number, within half a point.
  case compare(LessonValue, LessonComparison, LessonValue)
  /// The layout has at least one conflict (UIKit breaks a constraint).
  case conflicts
  /// The view (any view when nil) is ambiguous.
  case ambiguous(String?)
  /// The constraint with this ID, in the given state.
  case constraint(String, LessonConstraintState)
  case orientation(Orientation)
  case direction(LayoutDirection)
  /// The device, by its scene name (`iphone`, `ipad`, …).
  case device(String)
  case not(LessonCondition)
}
