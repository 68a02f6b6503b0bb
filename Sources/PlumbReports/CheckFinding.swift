import PlumbInterfaceBuilder
/// One finding of `plumb check` on an Interface Builder file: which rule,
/// about which view or constraint (its IB id), where, and the message.
public struct CheckFinding: Equatable, Sendable {
  public var rule: CheckRule
  /// The scene's id and the view's or constraint's IB id (empty for the reader's warnings).
  public var subject: String
  public var warning: InterfaceBuilderWarning

  public init(_ rule: CheckRule, subject: String, warning: InterfaceBuilderWarning) {
    self.rule = rule
    self.subject = subject
    self.warning = warning
  }
}

extension CheckFinding {
  /// The finding as every reporter reads it, with the conditions it happens under.
  public func finding(conditions: [String] = []) -> Finding {
    var f = Finding(rule, file: warning.location.file, location: warning.location, message: warning.message, conditions: conditions)
    // "SCENE-ID OBJECT-ID" names the object; a reader's warning names none.
    if rule != .input, let space = subject.firstIndex(of: " ") { f.subject = String(subject[subject.index(after: space)...]) }
    return f
  }
}
