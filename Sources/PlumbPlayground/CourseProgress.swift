import PlumbDiagnostics

/// Where and how the course's progress is kept: the ids of the lessons
/// finished, one a line, in `$XDG_STATE_HOME/plumb/lessons-done` (by
/// default `~/.local/state/plumb/lessons-done`), never in a repository.
/// The front reads and writes the file; this says what it holds.
public enum CourseProgress {
  /// The file for an environment; nil when neither `XDG_STATE_HOME`
  /// (absolute, as the XDG specification requires) nor `HOME` is set.
  public static func path(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/plumb/lessons-done" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/plumb/lessons-done" }
    return nil
  }

  /// The lessons a progress file lists: its lines, without blanks around
  /// them, that name a lesson of the course (anything else is ignored).
  public static func lessons(in text: String) -> Set<String> {
    let known = Set(Course.lessons.map(\.id))
    return Set(text.split(whereSeparator: \.isNewline).map { String($0).trimmingBlanks }.filter(known.contains))
  }

  /// The file's text for `ids`: one a line, sorted.
  public static func text(_ ids: some Sequence<String>) -> String { ids.sorted().map { $0 + "\n" }.joined() }
}
