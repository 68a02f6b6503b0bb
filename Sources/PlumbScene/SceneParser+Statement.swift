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
    let statement = try parsedStatement(text, in: document, file: file)
    // The document's constraints are not parsed beside the statement (see
    // below): an identifier they use is looked for here.
    if case .constraints(let cs) = statement {
      for c in cs {
        guard let id = c.identifier, let used = document.constraints.first(where: { $0.identifier == id }) else { continue }
        let column = text.indices.first { text[$0...].hasPrefix(id) }.map { text.distance(from: text.startIndex, to: $0) + 1 } ?? 1
        let place = used.line > 0 ? " on line \(used.line)" : ""
        throw SceneError(file: file, line: 1, column: column, length: max(1, id.count), message: "the identifier '\(id)' is already used\(place)", sourceLine: text)
      }
    }
    return statement
  }

  static func parsedStatement(_ text: String, in document: LayoutDocument, file: String) throws -> PromptStatement {
    // Views whose names the notation cannot spell (read from Interface
    // Builder: `UIStackView 13Y-zp-l4z`) are typed by an alias
    // (`UIStackView_13Y_zp_l4z`, see `SceneNames`); only they are renamed.
    guard document.views.allSatisfy({ SceneNames.isViewName($0.name) }) else {
      let names = document.views.map(\.name)
      let aliases = SceneNames.aliases(for: names, taken: Set(names), all: false)
      var back: [String: String] = [:]
      for (n, a) in aliases { back[a] = n }
      var context = document
      // The new statement needs the views only; the document's constraints may name guides the notation has no words for.
      context.constraints = []
      context.views = document.views.map { SceneNames.renamed($0, aliases) }
      switch try parsedStatement(text, in: context, file: file) {
      case .constraints(let cs):
        return .constraints(cs.map { c in
          var c = c
          c.firstItem = SceneNames.renamed(c.firstItem, back)
          c.secondItem = c.secondItem.map { SceneNames.renamed($0, back) }
          return c
        })
      case .view(let v):
        return .view(SceneNames.renamed(v, back))
      }
    }
    // The statement needs the views only: the document's constraints may
    // have identifiers the notation cannot spell (an autoresizing mask's
    // `h=--&`) or name guides it has no words for.
    var context = document
    context.constraints = []
    let head = SceneWriter.document(context)
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
