import PlumbLayout

extension Screen {
  /// The lesson pane, when the scene teaches one: a heading (the lesson,
  /// the step, whether it is done, the keys), the step's text, and the hint
  /// or why the step cannot be reached as the layout stands. Each line fits
  /// `s.columns` cells (text wraps; Hangul takes two cells a character).
  ///
  /// At most `maxRows` lines: the heading and the hint (or why the step
  /// cannot be reached) stay, and the step's text is cut, its last line
  /// shown ending with the cut mark.
  static func lessonLines(_ s: PlaygroundState, maxRows: Int = .max) -> [(text: String, style: CellStyle)] {
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
    let done = step.isExercise && s.textStress.isNone && step.goal.allSatisfy { $0.holds(in: s.result, document: s.document) }
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
    func lines(_ text: String) -> [String] { wrap(s.ascii ? Screen.spelledOut(text) : text, columns: s.columns) }
    var body = lines(step.text.text(in: language)).map { ($0, CellStyle.plain) }
    var note: [(String, CellStyle)] = []
    if step.isExercise && !done {
      if !s.textStress.isNone {
        note = lines(words.waitsForDesignedText(s.textStress.description)).map { ($0, .message) }
      } else if let blocked = s.lessonState.blocked {
        note = lines(blocked).map { ($0, .unsatisfied) }
      } else if s.lessonState.showsHint && !step.hint.isEmpty {
        note = lines("\(words.hint): " + step.hint.text(in: language)).map { ($0, .message) }
      }
    }
    // A short terminal keeps the heading and the note, and cuts the step's text with the mark.
    let room = max(1, maxRows - 1 - note.count)
    if body.count > room {
      body = Array(body.prefix(room))
      let last = body[room - 1].0
      body[room - 1].0 = TextMetrics.prefix(last, cells: max(0, s.columns - 1)) + String(cutMark(s))
    }
    out += body + note
    return Array(out.prefix(max(0, maxRows)))
  }
}
