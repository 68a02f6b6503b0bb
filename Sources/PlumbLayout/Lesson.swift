/// A scene that teaches: its title in each language and its steps, which
/// the playground checks live against the solved layout.
public struct Lesson: Equatable, Sendable {
  /// The title in other languages than the scene's own (`scene ko "…"`).
  public var titles: [Language: String]
  public var steps: [LessonStep]

  public init(titles: [Language: String] = [:], steps: [LessonStep] = []) { (self.titles, self.steps) = (titles, steps) }

  /// The lesson's title in `language`, else the scene's title.
  public func title(in language: Language, scene: String?) -> String { titles[language] ?? scene ?? titles.values.first ?? "lesson" }

  /// The steps that ask for something to be done.
  public var exercises: [Int] { steps.indices.filter { steps[$0].isExercise } }
}
