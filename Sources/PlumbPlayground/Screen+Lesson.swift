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
    let lessonPart: String
    if let course = s.course {
      lessonPart = "\(words.lesson) \(course.index + 1)/\(Course.lessons.count)\(course.completed.contains(Course.lessons[course.index].id) ? " ✓" : ""): \(title)"
    } else {
      lessonPart = title
    }
    let done = step.isExercise && step.goal.allSatisfy { $0.holds(in: s.result, document: s.document) }
    // A step that only explains says how to go on; one that asks says when it is done.
    let next = k + 1 < lesson.steps.count ? " · " + words.explanation : ""
    let stepPart = "\(words.step) \(k + 1)/\(lesson.steps.count)" + (step.isExercise ? (done ? " ✓" : "") : next)
    let keysPart = words.keys + (s.course != nil ? ", " + words.courseKeys : "")
    let separator = s.ascii ? " | " : " │ "
    // A narrow terminal drops the keys (the help lists them), then cuts the title; the step always shows.
    var heading = [lessonPart, stepPart, keysPart].joined(separator: separator)
    if TextMetrics.columns(heading) > s.columns { heading = lessonPart + separator + stepPart }
    if TextMetrics.columns(heading) > s.columns {
      let room = max(1, s.columns - TextMetrics.columns(separator + stepPart) - 1)
      heading = TextMetrics.prefix(lessonPart, cells: room) + String(cutMark(s)) + separator + stepPart
    }
    var out: [(String, CellStyle)] = [(s.ascii ? Screen.spelledOut(heading) : heading, .title)]
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
