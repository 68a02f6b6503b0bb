import PlumbLayout

extension Screen {
  /// The lesson pane, when the scene teaches one: a heading (the lesson,
  /// the step, whether it is done, the keys), the step's text, and the hint
  /// or why the step cannot be reached as the layout stands. Each line fits
  /// `s.columns` cells (text wraps; Hangul takes two cells a character).
  static func lessonLines(_ s: PlaygroundState) -> [(text: String, style: CellStyle)] {
    guard let lesson = s.lesson, lesson.steps.indices.contains(s.lessonState.step) else { return [] }
    // ASCII screens are in English, marks spelt out.
    let language = s.shownLanguage
    let words = LessonWords(language)
    let k = s.lessonState.step
    let step = lesson.steps[k]
    let title = lesson.title(in: language, scene: s.document.title)
    var heading: [String] = []
    if let course = s.course {
      heading.append("\(words.lesson) \(course.index + 1)/\(Course.lessons.count)\(course.completed.contains(Course.lessons[course.index].id) ? " ✓" : ""): \(title)")
    } else {
      heading.append(title)
    }
    let done = step.isExercise && step.goal.allSatisfy { $0.holds(in: s.result, document: s.document) }
    heading.append("\(words.step) \(k + 1)/\(lesson.steps.count)\(done ? " ✓" : "")")
    heading.append(words.keys + (s.course != nil ? ", " + words.courseKeys : ""))
    let head = heading.joined(separator: s.ascii ? " | " : " │ ")
    var out: [(String, CellStyle)] = [(s.ascii ? Screen.spelledOut(head) : head, .title)]
    func add(_ text: String, _ style: CellStyle) {
      for line in wrap(s.ascii ? Screen.spelledOut(text) : text, columns: s.columns) { out.append((line, style)) }
    }
    add(step.text.text(in: language), .plain)
    if step.isExercise && !done {
      if let blocked = s.lessonState.blocked {
        add(blocked, .unsatisfied)
      } else if s.lessonState.showsHint && !step.hint.isEmpty {
        add("\(words.hint): " + step.hint.text(in: language), .message)
      }
    }
    return out
  }

  /// `text` with the marks a lesson writes in ASCII (`->` for `→`, `(done)`
  /// for `✓`, …) and any other character that is not ASCII as `?`.
  static func spelledOut(_ text: String) -> String {
    let marks: [Character: String] = ["→": "->", "←": "<-", "✓": "(done)", "▸": ">", "≠": "!=", "…": "...", "×": "x", "│": "|"]
    return String(text.flatMap { c -> [Character] in
      if let m = marks[c] { return Array(m) }
      return c.isASCII ? [c] : ["?"]
    })
  }

  /// `text` in lines of at most `columns` cells, broken at spaces where it can be.
  static func wrap(_ text: String, columns: Int) -> [String] {
    guard TextMetrics.columns(text) > columns else { return [text] }
    let lines = TextMetrics.wrap(text, width: Double(max(1, columns)) * TextMetrics.characterWidth)
    return lines.isEmpty ? [text] : lines
  }
}
