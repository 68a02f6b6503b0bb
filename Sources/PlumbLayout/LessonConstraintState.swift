/// What a condition asks of a constraint named by its ID.
public enum LessonConstraintState: String, CaseIterable, Sendable {
  /// Installed and satisfied.
  case holds
  /// Installed and missed: broken to recover from a conflict, or an optional one not met.
  case misses
  /// UIKit breaks it to recover from a conflict.
  case broken
  /// Its `isActive` is true.
  case active
  /// Its `isActive` is false.
  case inactive
}
