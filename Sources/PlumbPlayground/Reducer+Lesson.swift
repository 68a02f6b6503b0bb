import PlumbLayout
import PlumbScene

extension Reducer {
  /// The lesson keys: → and ← move between steps; in the course, `n` and
  /// `N` between lessons. Returns false for any other key (and for these
  /// where they mean nothing), which the playground's other keys then take.
  static func lessonKey(_ s: inout PlaygroundState, _ k: Key, _ effects: inout [Effect]) -> Bool {
    switch k {
    case .right, .left:
      guard let lesson = s.lesson, !lesson.steps.isEmpty else { return false }
      let next = s.lessonState.step + (k == .right ? 1 : -1)
      guard lesson.steps.indices.contains(next) else {
        s.message = k == .left ? LessonWords(s.shownLanguage).firstStep : s.course != nil ? LessonWords(s.shownLanguage).lastStepCourse : LessonWords(s.shownLanguage).lastStep
        return true
      }
      s.lessonState.step = next
      s.lessonState.tries = 0
      s.lessonState.gap = nil
      s.lessonState.blocked = nil
      s.message = nil
      // The last step of a lesson whose every exercise is done: say where to go on.
      if next == lesson.steps.count - 1, Set(lesson.exercises).isSubset(of: s.lessonState.done), !lesson.exercises.isEmpty {
        let said = LessonWords(s.shownLanguage).lessonDone(s.course != nil)
        s.message = s.ascii ? Screen.spelledOut(said) : said
      }
      return true
    case .char("n"), .char("N"):
      guard let course = s.course else { return false }
      let next = course.index + (k == .char("n") ? 1 : -1)
      guard Course.lessons.indices.contains(next) else {
        s.message = k == .char("N") ? LessonWords(s.shownLanguage).firstLesson : LessonWords(s.shownLanguage).lastLesson
        return true
      }
      openLesson(&s, next)
      return true
    default:
      return false
    }
  }

  /// Shows the course's lesson `index` from its start (edits to the lesson shown are an exercise's: they go).
  static func openLesson(_ s: inout PlaygroundState, _ index: Int) {
    guard let course = s.course else { return }
    var opened: PlaygroundState
    do {
      opened = try PlaygroundState.course(
        index: index, completed: course.completed, language: s.language, columns: s.columns, rows: s.rows, ascii: s.ascii, layout: s.layoutClient,
        sources: s.sources)
    } catch {
      s.message = "lesson \(index + 1) does not read: \(error)"
      return
    }
    opened.animates = s.animates
    s = opened
  }

  /// After a key changed the document: the step is done the moment its
  /// goal holds (whatever route led there), a change that does not finish it
  /// is a try (the hint shows after two), and a finished lesson is recorded.
  static func checkLesson(_ s: inout PlaygroundState, before: LayoutDocument, _ effects: inout [Effect]) {
    // Steps are judged on the layout as written: under a text size or pseudolanguage (b, p) they wait.
    guard let lesson = s.lesson, lesson.steps.indices.contains(s.lessonState.step), s.document != before, s.textStress.isNone else { return }
    let k = s.lessonState.step
    let step = lesson.steps[k]
    guard step.isExercise else { return }
    let words = LessonWords(s.shownLanguage)
    if step.goal.allSatisfy({ $0.holds(in: s.result, document: s.document) }) {
      s.lessonState.blocked = nil
      guard !s.lessonState.done.contains(k) || s.lessonState.tries > 0 else { return }
      s.lessonState.done.insert(k)
      s.lessonState.tries = 0
      s.lessonState.gap = 0
      let finished = Set(lesson.exercises).isSubset(of: s.lessonState.done)
      if finished, var course = s.course {
        let id = Course.lessons[course.index].id
        if course.completed.insert(id).inserted {
          s.course = course
          effects.append(.saveProgress(course.completed.sorted()))
        }
      }
      // What the key changed stays said (a priority UIKit would refuse to mutate, say); the ✓ follows it.
      let said = finished && k == lesson.steps.count - 1 ? words.lessonDone(s.course != nil) : words.stepDone
      let line = s.message.map { "\($0) · \(said)" } ?? said
      s.message = s.ascii ? Screen.spelledOut(line) : line
      return
    }
    // A wrong try is a change that brings the layout no closer (the first `]` of three is progress).
    let gap = LessonCondition.gap(step.goal, in: s.result, document: s.document)
    let previous = s.lessonState.gap ?? LessonCondition.gap(step.goal, in: s.layoutClient.layout(before), document: before)
    if gap >= previous - 1e-9 { s.lessonState.tries += 1 }
    s.lessonState.gap = gap
    s.lessonState.blocked = LessonCondition.blocker(step.goal, s.document, s.result, language: s.shownLanguage, layout: s.layoutClient.layout)
  }
}
