import PlumbDiagnostics
import PlumbLayout

/// What `plumb check` says of a lesson: that every step that asks for
/// something can be done from where the previous steps leave the layout,
/// and that none is done before the learner does anything.
public enum LessonCheck {
  /// The findings on `scene`'s lesson (none when it has no steps), laying
  /// out with `layout`. Each step starts from the layout the previous
  /// steps' solutions leave; an error says which step, and which of its
  /// conditions, fails.
  /// - Complexity: two layouts per step.
  public static func findings(_ scene: Scene, layout: (LayoutDocument) -> LayoutResult) -> [LocatedMessage] {
    guard let lesson = scene.lesson else { return [] }
    var out: [LocatedMessage] = scene.lessonErrors.map(\.located)
    var document = scene.document
    /// A line's place (at `column`, or where its statement starts), its text, and the length to mark (the statement's).
    func at(_ line: Int, _ column: Int? = nil) -> (SourceLocation, String, Int) {
      let text = scene.lines.indices.contains(line) ? scene.lines[line] : ""
      return (SourceLocation(file: scene.file, line: line + 1, column: column ?? SceneParser.firstColumn(text)), text, max(1, text.trimmingBlanks.count))
    }
    for (k, step) in lesson.steps.enumerated() where !step.isExercise && !step.solution.isEmpty {
      let (place, text, length) = at(step.line)
      out.append(LocatedMessage(.warning, at: place, "step \(k + 1) has a solution but no 'done' line: nothing says when it is done, so nothing checks it", length: length, sourceLine: text))
    }
    for (k, step) in lesson.steps.enumerated() where step.isExercise {
      let number = k + 1
      let goal = step.goal.map(\.description).joined(separator: ", ")
      let (where_, text, length) = at(step.line)
      let before = layout(document)
      if step.goal.allSatisfy({ $0.holds(in: before, document: document) }) {
        out.append(LocatedMessage(.error, at: where_, "step \(number) is done before the learner does anything: '\(goal)' already holds where the previous steps leave the layout", length: length, sourceLine: text))
      }
      guard !step.solution.isEmpty else {
        out.append(LocatedMessage(.warning, at: where_, "step \(number) has no 'solution' line: check cannot show that '\(goal)' can be reached", length: length, sourceLine: text))
        continue
      }
      do {
        document = try LessonSolution.apply(step.solution, to: document, file: scene.file, sourceLines: scene.lines)
      } catch let e as SceneError {
        out.append(e.located)
        return out
      } catch {
        out.append(LocatedMessage(.error, at: where_, "step \(number)'s solution: \(error)", length: length, sourceLine: text))
        return out
      }
      let after = layout(document)
      let failing = step.goal.filter { !$0.holds(in: after, document: document) }
      if !failing.isEmpty {
        let last = step.solution[step.solution.count - 1]
        let (place, line, _) = at(last.line, last.column)
        out.append(LocatedMessage(
          .error, at: place, "step \(number) cannot be reached this way: after its solution, '\(failing.map(\.description).joined(separator: ", "))' does not hold",
          length: last.text.count, sourceLine: line))
      }
    }
    return out
  }
}
