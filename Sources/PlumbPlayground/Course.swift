import PlumbLayout
import PlumbScene

/// The course `plumb` opens with no file: Plumb's lessons in order, built
/// into the program (copies of `Scenes/`, listed in `Scenes/course.txt`).
public enum Course {
  /// The lesson at `index`, parsed; nil when the index is out of the course.
  public static func scene(_ index: Int) -> Scene? {
    guard lessons.indices.contains(index) else { return nil }
    // The copies are the repository's lessons, which a test parses: a failure here is a build that skipped that test.
    do {
      return try SceneParser.parse(lessons[index].source, file: lessons[index].id)
    } catch {
      return nil
    }
  }
}

extension Course {
  /// The title of lesson `index` in `language` (its `scene` line's, or its id).
  /// - Complexity: parses the lesson's text once per lesson; the titles are cached.
  static func title(_ index: Int, language: Language) -> String {
    let titles = language == .ko ? koreanTitles : englishTitles
    return titles.indices.contains(index) ? titles[index] : ""
  }

  static let englishTitles = lessons.indices.map { k in scene(k).map { $0.document.title ?? lessons[k].id } ?? lessons[k].id }
  static let koreanTitles = lessons.indices.map { k in scene(k).map { $0.lesson?.titles[.ko] ?? $0.document.title ?? lessons[k].id } ?? lessons[k].id }
}

/// One lesson of the course: its file's name without `.scene`, and its text.
public struct CourseLesson: Equatable, Sendable {
  public var id: String
  public var source: String
}
