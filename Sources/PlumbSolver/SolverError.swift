/// Why the solver refused an operation. After any of these the solver is
/// exactly as it was before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints
  /// present. `conflicts` is an irreducible set of present constraints that,
  /// with the offending one, has no solution (UIKit's "Unable to simultaneously
  /// satisfy constraints").
  case unsatisfiable(Constraint, conflicts: [Constraint])
  case duplicateConstraint(Constraint)
  case unknownConstraint(Constraint)
  case duplicateEditVariable(Variable)
  case unknownEditVariable(Variable)
  /// A coefficient, constant or suggested value is NaN or infinite.
  case nonFinite(String)
  /// A priority outside 1...1000, or a required priority where only optional ones are allowed.
  case invalidPriority(Priority)
  /// A numerical failure that should not happen; the message says where.
  case internalError(String)

  public var description: String {
    switch self {
    case .unsatisfiable(let c, let set):
      return "unable to satisfy \(c); it conflicts with: " + set.map(\.description).joined(separator: ", ")
    case .duplicateConstraint(let c): return "constraint already added: \(c)"
    case .unknownConstraint(let c): return "constraint not in the solver: \(c)"
    case .duplicateEditVariable(let v): return "edit variable already added: \(v)"
    case .unknownEditVariable(let v): return "not an edit variable: \(v)"
    case .nonFinite(let what): return "not a finite number: \(what)"
    case .invalidPriority(let p): return "invalid priority \(p.value): must be between 1 and 1000"
    case .internalError(let m): return "internal solver error: \(m)"
    }
  }
}
