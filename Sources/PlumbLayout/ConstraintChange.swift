import PlumbDiagnostics

/// A `--set ID.field=value` change to a scene's constraint: constant, priority or active.
public struct ConstraintChange: Equatable, Sendable {
  public enum Field: String, CaseIterable, Sendable { case constant, priority, active }

  public var identifier: String
  public var field: Field
  public var value: Double

  /// Parses `ID.constant=N`, `ID.priority=N` or `ID.active=true|false`.
  public static func parse(_ text: String) throws -> ConstraintChange {
    guard let eq = text.firstIndex(of: "="), let dot = text[..<eq].lastIndex(of: ".") else {
      throw ConstraintChangeError("expected ID.constant=N, ID.priority=N or ID.active=true|false, got '\(text)'")
    }
    let id = String(text[..<dot]), fieldName = String(text[text.index(after: dot)..<eq]), raw = String(text[text.index(after: eq)...])
    guard !id.isEmpty else { throw ConstraintChangeError("missing the constraint identifier before '.\(fieldName)' in '\(text)'") }
    guard let field = Field(rawValue: fieldName) else {
      throw ConstraintChangeError("unknown field '\(fieldName)' in '\(text)'\(didYouMean(fieldName, Field.allCases.map(\.rawValue))) (fields: constant, priority, active)")
    }
    switch field {
    case .active:
      guard let b = Bool(raw) else { throw ConstraintChangeError("'\(raw)' is not true or false in '\(text)'") }
      return ConstraintChange(identifier: id, field: field, value: b ? 1 : 0)
    case .constant, .priority:
      guard let v = NumberSyntax.parse(raw) else { throw ConstraintChangeError(NumberSyntax.notANumber(raw)) }
      if let why = (field == .priority ? Bound.priority : Bound.constant).violation(v) { throw ConstraintChangeError(why) }
      return ConstraintChange(identifier: id, field: field, value: v)
    }
  }

  /// Applies the change to the constraint with this identifier.
  public func apply(to document: inout LayoutDocument) throws {
    let ids = document.constraints.compactMap(\.identifier)
    guard let i = document.constraints.firstIndex(where: { $0.identifier == identifier }) else {
      let hint = ids.isEmpty ? " (the scene names no constraints: give one an identifier, 'capW: photo.width = 100')" : didYouMean(identifier, ids)
      throw ConstraintChangeError("no constraint has the identifier '\(identifier)'\(hint)")
    }
    switch field {
    case .constant: document.constraints[i].constant = value
    case .priority: document.constraints[i].priority = LayoutPriority(clamping: value)  // parse checked the bounds
    case .active: document.constraints[i].isActive = value != 0
    }
  }
}
