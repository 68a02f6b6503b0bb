import SwiftSyntax

extension Interpreter {
  /// The token at `p` in its file, where an enclosing declaration is looked for.
  func token(at p: SourcePosition) -> TokenSyntax? {
    units.indices.contains(p.unit) ? units[p.unit].tree.token(at: AbsolutePosition(utf8Offset: p.offset)) : nil
  }

  /// The property whose `didSet` or `willSet` holds `p`, if one does.
  func observedProperty(at p: SourcePosition) -> String? {
    guard let token = token(at: p) else { return nil }
    var node: Syntax? = Syntax(token)
    while let n = node {
      if let a = n.as(AccessorDeclSyntax.self), ["didSet", "willSet"].contains(a.accessorSpecifier.text),
        let b = a.parent?.parent?.parent?.as(PatternBindingSyntax.self)
      {
        return text(b.pattern)
      }
      if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) { return nil }
      node = n.parent
    }
    return nil
  }

  /// Why constraints written at `p` were not imported: the method around
  /// them never ran (in any arm of any choice), a warning on their line
  /// says why, or the reader does not follow that code.
  func miss(at p: SourcePosition, count: Int, ran: Set<String>) -> SwiftCodeMiss {
    let (line, column) = location(p)
    let file = file(of: p)
    var reason = SwiftCodeMiss.Reason.notRead
    if let property = observedProperty(at: p) {
      reason = .observer(property)
    } else if let token = token(at: p) {
      var node: Syntax? = Syntax(token)
      while let n = node {
        if let f = n.as(FunctionDeclSyntax.self) {
          if !ran.contains(f.name.text) {
            reason = .neverCalled(f.name.text)
          } else if !f.signature.parameterClause.parameters.isEmpty, !calledByCode.contains(f.name.text) {
            reason = .helper(f.name.text)
          }
          break
        }
        node = n.parent
      }
    }
    if reason == .notRead, let arm = neverTaken.first(where: { $0.unit == p.unit && $0.start <= p.offset && p.offset < $0.end }) { reason = .neverTaken(arm.why) }
    if reason == .notRead {
      // Inside arms no single change of one choice reaches: the choices that lead there, outermost first.
      var names: [String] = []
      let around = untakenArms.filter { $0.unit == p.unit && $0.start <= p.offset && p.offset < $0.end }.sorted { $0.start < $1.start }
      for a in around where !names.contains(a.name) { names.append(a.name) }
      if names.count > 1 || (names.count == 1 && !choices.contains { $0.name == names[0] }) { reason = .combination(names) }
    }
    if reason == .notRead, outOfSteps { reason = .stopped }
    if reason == .notRead, warnings.contains(where: { $0.file == file && $0.line == line }) { reason = .warned }
    return SwiftCodeMiss(file: file, line: line, column: column, count: count, reason: reason)
  }
}
