/// The built-in course shown: which lesson, and which lessons are done
/// (kept in the user's state directory by the front, never in the repository).
public struct CourseState: Equatable, Sendable {
  /// The lesson shown, an index into `Course.lessons`.
  public internal(set) var index: Int
  /// The ids of the lessons whose every step the learner has done.
  public internal(set) var completed: Set<String>

  public init(index: Int = 0, completed: Set<String> = []) { (self.index, self.completed) = (index, completed) }
}
