import PlumbLayout

/// What one statement typed at the playground's prompt adds to a document.
public enum PromptStatement: Equatable, Sendable {
  /// A constraint, or the constraints of a Visual Format line (not yet in any file: `line` is 0).
  case constraints([ConstraintSpec])
  case view(ViewSpec)
}

extension SceneParser {
  /// Parses one statement as if it were the last line of `document`'s scene:
  /// names, metrics and rules are the document's. Errors are located in the
  /// typed text (`file`, line 1).
  public static func parseStatement(_ text: String, in document: LayoutDocument, file: String = "prompt") throws -> PromptStatement {
    let head = SceneWriter.document(document)
    let line = head.split(separator: "\n", omittingEmptySubsequences: false).count
    let scene: Scene
    do {
      scene = try parse(head + text + "\n", file: file)
    } catch var e as SceneError {
      if e.line == line { e.line = 1 }
      throw e
    }
    guard let last = scene.statements.first(where: { $0.line == line - 1 }) else {
      throw SceneError(file: file, line: 1, column: 1, length: max(1, text.count), message: "expected a constraint or a view", sourceLine: text)
    }
    switch last.kind {
    case .constraints(let indices):
      return .constraints(indices.map { i in
        var c = scene.document.constraints[i]
        c.line = 0
        return c
      })
    case .view(let name):
      guard let v = scene.document.view(named: name) else { throw SceneError(file: file, line: 1, column: 1, message: "no view", sourceLine: text) }
      return .view(v)
    case .setting(let name):
      throw SceneError(
        file: file, line: 1, column: 1, length: name.count,
        message: "settings are changed with keys here (r rotates, d changes the device, l the direction)", sourceLine: text)
    }
  }
}
