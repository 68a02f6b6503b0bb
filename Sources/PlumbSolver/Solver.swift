/// An incremental Cassowary constraint solver with Auto Layout's priorities.
///
/// Add and remove constraints one at a time, change a constraint's constant
/// in place, and drive edit variables with suggested values; after each call
/// the values are the optimum: required constraints hold, and for each
/// priority from 999 down to 1 the total violation of that priority's
/// constraints is as small as it can be without making a higher priority
/// worse. Every refused call throws a `SolverError` and leaves the solver
/// with the same solution it had.
///
/// Coefficients are taken as given, however small (1e-9 is a coefficient,
/// not zero); the solver's tolerances are relative to the numbers they
/// judge: a sum of coefficients cancels within 1e-9 of its addends, a
/// residual or a bound holds within 1e-10 of its constraint's largest term.
///
///     let solver = Solver()
///     let width = Variable("width")
///     try solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(constant: 20)))
///     try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 100), priority: 750))
///     solver.value(of: width) // 100
public final class Solver {
  let tableau: Tableau

  public init() { tableau = Tableau() }

  init(tableau: Tableau) { self.tableau = tableau }

  /// A solver in the same state as this one, that changes independently of
  /// it: the same constraints (the same objects: change their constants
  /// through one solver only, since a removal that solves anew reads them)
  /// and the same solution.
  /// - Complexity: O(1) now; each side copies what it first writes.
  public func copy() -> Solver { Solver(tableau: tableau.copy()) }

  /// When on (in debug builds), every operation verifies the tableau's
  /// invariants and stops the program if one is broken. Tests turn it on.
  public var checksInvariants: Bool {
    get { tableau.checksInvariants }
    set { tableau.checksInvariants = newValue }
  }

  /// The broken invariants of the tableau, or an empty list.
  public func invariantViolations() -> [String] { tableau.invariantViolations() }

  // MARK: Constraints

  /// Adds a constraint.
  /// - Throws: `.unsatisfiable` with an irreducible conflicting set for a
  ///   required constraint that cannot hold; `.duplicateConstraint`,
  ///   `.nonFinite`, `.invalidPriority`.
  public func add(_ constraint: Constraint) throws { try tableau.add(constraint) }

  /// Removes a constraint added before.
  /// - Complexity: a required equality that defined a variable others name
  ///   (see `Tableau+Definitions`) is removed by solving the rest anew,
  ///   linear in the number of constraints; any other removal touches the
  ///   rows that hold its markers.
  public func remove(_ constraint: Constraint) throws { try tableau.remove(constraint) }

  public func contains(_ constraint: Constraint) -> Bool { tableau.tags[constraint] != nil }

  public var constraints: [Constraint] { Array(tableau.tags.keys) }

  /// Changes the constant of a present constraint without removing it.
  ///
  /// The constant is the one of the constraint's expression (`expression
  /// relation 0`). If a required constraint cannot hold with the new
  /// constant the call throws `.unsatisfiable` and changes nothing.
  /// - Complexity: for a definition, the definitions after it; then
  ///   proportional to the rows that hold the constraint's marker
  ///   and the pivots needed to repair them; no rebuild.
  public func setConstant(_ constant: Double, of constraint: Constraint) throws {
    try tableau.setConstant(constant, of: constraint)
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: `suggestValue` then pulls it at `priority` (which must be optional).
  public func addEditVariable(_ variable: Variable, priority: Priority) throws {
    guard tableau.edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
    guard priority.isValid, !priority.isRequired else { throw SolverError.invalidPriority(priority) }
    let c = Constraint(LinearExpression([Term(variable)], constant: -value(of: variable)), .equal, priority: priority, label: "edit \(variable)")
    try tableau.add(c)
    tableau.edits[variable] = c
  }

  public func removeEditVariable(_ variable: Variable) throws {
    guard let c = tableau.edits[variable] else { throw SolverError.unknownEditVariable(variable) }
    try tableau.remove(c)
    tableau.edits.removeValue(forKey: variable)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool { tableau.edits[variable] != nil }

  /// Suggests a value for an edit variable and re-solves (dual simplex).
  public func suggestValue(_ value: Double, for variable: Variable) throws {
    guard let c = tableau.edits[variable] else { throw SolverError.unknownEditVariable(variable) }
    guard value.isFinite else { throw SolverError.nonFinite("suggested value \(value) for \(variable)") }
    try tableau.setConstant(-value, of: c)
  }

  // MARK: Reading the solution

  /// The variable's value in the current solution (0 for a variable the solver has never seen).
  public func value(of variable: Variable) -> Double { tableau.value(of: variable) }

  /// Writes the current solution into the `value` of every variable the
  /// solver has seen (kiwi's `updateVariables`).
  /// - Complexity: O(symbols), with no lookup by variable.
  public func updateVariables() { tableau.updateVariables() }

  /// How far the current solution is from satisfying `constraint` (0 when it holds).
  public func violation(of constraint: Constraint) -> Double {
    let v = constraint.expression.value { value(of: $0) }
    switch constraint.relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(0, v)
    case .greaterThanOrEqual: return max(0, -v)
    }
  }

  /// Whether `constraint` holds in the current solution, within `tolerance`.
  public func isSatisfied(_ constraint: Constraint, tolerance: Double = 1e-6) -> Bool {
    violation(of: constraint) <= tolerance * max(1, abs(constraint.expression.constant))
  }

  /// The variables (among those the solver has seen) that another solution,
  /// equally good at every priority, would move, with why.
  public func freedoms() -> [Variable: Freedom] { tableau.freedoms() }

  /// The variables that another solution, equally good at every priority,
  /// would move relative to their origin in `pairs` (a view's edge relative
  /// to its superview's), and every other variable it would move, with why.
  /// A variable with an entry in `measuredFrom` is free too when one of
  /// those offsets can move (margins measured from where the superview
  /// lands, or from its size, move what is pinned to them).
  public func freedoms(relativeTo pairs: [Variable: Variable], measuredFrom: [Variable: [Offset]] = [:]) -> [Variable: Freedom] {
    tableau.freedoms(relativeTo: pairs, measuredFrom: measuredFrom)
  }

  /// Whether no other solution, equally good at every priority, moves `variable`.
  public func isUniquelyDetermined(_ variable: Variable) -> Bool {
    guard isKnown(variable) else { return false }
    return tableau.freedoms()[variable] == nil
  }
}

extension Solver {
  /// Whether some constraint mentions `variable`.
  public func isKnown(_ variable: Variable) -> Bool { tableau.knownSymbol(variable) != nil }
}
