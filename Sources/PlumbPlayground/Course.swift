import PlumbLayout
import PlumbScene

/// The course `plumb` opens with no file: Plumb's lessons in order, built
/// into the program (copies of `Scenes/`, listed in `Scenes/course.txt`).
public enum Course {
  /// The lesson at `index` (clamped to the course), parsed.
  /// - Throws: `SceneError` when the built-in copy does not parse: the
  ///   copies are the repository's lessons, which `CourseTests` parses, so
  ///   only a build that skipped that test can fail here.
  public static func scene(_ index: Int) throws -> Scene {
    let lesson = lessons[min(max(0, index), lessons.count - 1)]
    return try SceneParser.parse(lesson.source, file: lesson.id)
  }
}

extension Course {
  /// The title of lesson `index` in `language` (its `scene` line's, or its id).
  /// - Complexity: parses the lesson's text once per lesson; the titles are cached.
  static func title(_ index: Int, language: Language) -> String {
    let titles = language == .ko ? koreanTitles : englishTitles
    return titles.indices.contains(index) ? titles[index] : ""
  }

  static let englishTitles = lessons.indices.map { k in titleOf(k) { $0.document.title } }
  static let koreanTitles = lessons.indices.map { k in titleOf(k) { $0.lesson?.titles[.ko] ?? $0.document.title } }

  /// A lesson's title as `pick` reads it from its scene; its id when it has none or does not parse (the list still lists it).
  static func titleOf(_ k: Int, _ pick: (Scene) -> String?) -> String {
    do {
      return pick(try scene(k)) ?? lessons[k].id
    } catch {
      return lessons[k].id
    }
  }
}
