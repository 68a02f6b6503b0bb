/// One step of a lesson: what to read or do, when it is done, a hint, and
/// how it can be done (so that `plumb check` proves it reachable).
public struct LessonStep: Equatable, Sendable {
  /// What the learner reads: an explanation, or what to try.
  public var text: LocalizedText
  /// Shown after two changes that bring the layout no closer to the goal (`LessonCondition.gap`).
  public var hint: LocalizedText
  /// Every condition the solved layout must meet for the step to be done;
  /// empty for a step that only explains (the learner moves on with →).
  public var goal: [LessonCondition]
  /// One way to do the step: scene statements applied after the previous
  /// steps' solutions (a view or a constraint with an ID replaces the one of
  /// that name, others are added; `orientation`, `direction` and `device` settings).
  public var solution: [LessonLine]
  /// The 0-based line of the step's `step` statement.
  public var line: Int

  public init(text: LocalizedText = LocalizedText(), hint: LocalizedText = LocalizedText(), goal: [LessonCondition] = [], solution: [LessonLine] = [], line: Int) {
    (self.text, self.hint, self.goal, self.solution, self.line) = (text, hint, goal, solution, line)
  }

  /// Whether the step asks for something to be done (it has a goal).
  public var isExercise: Bool { !goal.isEmpty }
}
