/// Where the learner is in the lesson shown: the step, and what they did in it.
public struct LessonState: Equatable, Sendable {
  /// The step shown (0-based).
  public internal(set) var step = 0
  /// Changes made in this step that brought the layout no closer to its goal (the hint shows after two).
  public internal(set) var tries = 0
  /// How far the layout was from the step's goal after the last change (`LessonCondition.gap`); nil before any.
  var gap: Double?
  /// The steps finished at least once since the lesson opened.
  public internal(set) var done: Set<Int> = []
  /// Why the current step cannot be reached from the layout as it is, when the learner's changes made it so.
  public internal(set) var blocked: String?

  /// Whether the hint of the step shown is shown: after two wrong tries (`tries`).
  public var showsHint: Bool { tries >= 2 }
}
