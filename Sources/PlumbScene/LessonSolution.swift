import PlumbLayout

/// A lesson step's `solution` lines applied to a document: how `plumb
/// check` shows that a step can be done.
public enum LessonSolution {
  /// `document` after the statements of `lines`, in order: a view replaces
  /// the view of its name (a new one is added), a constraint with an ID the
  /// one with that ID (others are added), `remove NAME` takes a constraint
  /// (by ID) or a view away, and `orientation`, `direction` and `device` set
  /// what they name. Errors are located in `file`'s line of each statement.
  public static func apply(_ lines: [LessonLine], to document: LayoutDocument, file: String, sourceLines: [String]) throws -> LayoutDocument {
    var d = document
    for line in lines {
      let source = sourceLines.indices.contains(line.line) ? sourceLines[line.line] : line.text
      func located(_ column: Int, _ length: Int, _ message: String) -> SceneError {
        SceneError(file: file, line: line.line + 1, column: line.column + column - 1, length: length, message: message, sourceLine: source)
      }
      let words = line.text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      switch words.first {
      case "orientation":
        guard words.count == 2, let o = Orientation(rawValue: words[1]) else { throw located(1, line.text.count, "expected 'orientation portrait' or 'orientation landscape'") }
        d.orientation = o
      case "direction":
        guard words.count == 2, let r = LayoutDirection(rawValue: words[1]) else { throw located(1, line.text.count, "expected 'direction ltr' or 'direction rtl'") }
        d.direction = r
      case "device":
        guard words.count == 2, let device = Device.named(words[1]) else {
          throw located(1, line.text.count, "expected 'device' and a preset: \(Device.presets.map(\.name).joined(separator: ", "))")
        }
        d.device = device
      case "remove":
        guard words.count == 2 else { throw located(1, line.text.count, "expected 'remove' and a constraint's ID or a view's name") }
        if let i = d.constraints.firstIndex(where: { $0.identifier == words[1] }) {
          d.constraints.remove(at: i)
        } else if d.index(ofView: words[1]) != nil {
          d.removeView(named: words[1])
        } else {
          throw located(8, words[1].count, "no constraint with the ID '\(words[1])' and no view of that name")
        }
      default:
        let statement: PromptStatement
        // A view statement restates a view: it is read where that view is not declared yet.
        var context = d
        if let kind = words.first, ViewKind(rawValue: kind) != nil, words.count > 1, d.index(ofView: words[1]) != nil {
          context.constraints = []
          context.views.removeAll { $0.name == words[1] }
          for k in context.views.indices where context.views[k].parent == words[1] { context.views[k].parent = nil }
        }
        // A constraint with an ID restates the constraint of that ID: it is read where that ID is free.
        let id = line.text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !id.isEmpty, line.text.dropFirst(id.count).drop(while: { $0 == " " || $0 == "\t" }).first == ":" {
          context.constraints.removeAll { $0.identifier == String(id) }
        }
        do {
          statement = try SceneParser.parseStatement(line.text, in: context, file: file)
        } catch let e as SceneError {
          throw located(e.column, e.length, e.message)
        }
        switch statement {
        case .view(let v):
          if let i = d.index(ofView: v.name) { d.views[i] = v } else { d.views.append(v) }
        case .constraints(let cs):
          for c in cs {
            if let id = c.identifier, let i = d.constraints.firstIndex(where: { $0.identifier == id }) {
              var c = c
              c.line = d.constraints[i].line
              d.constraints[i] = c
            } else {
              d.constraints.append(c)
            }
          }
        }
      }
    }
    return d
  }
}
