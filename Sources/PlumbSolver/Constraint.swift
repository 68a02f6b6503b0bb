/// A linear constraint `expression relation 0` with a priority.
///
/// A constraint is a reference: the solver identifies it by identity, so the
/// same object is passed to `add`, `remove` and `setConstant`. The expression
/// is the model of `item1.attr = multiplier × item2.attr + constant` moved to
/// one side: `item1.attr - multiplier × item2.attr - constant == 0`.
///
/// A solver, its variables and its constraints belong to one thread at a
/// time; they are `@unchecked Sendable` only so that a `SolverError` (an
/// `Error`, which must be `Sendable`) can name the constraints involved.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
  public private(set) var expression: LinearExpression
  public let relation: Relation
  public let priority: Priority
  /// A name for messages (the layout layer puts the UIKit-style description here).
  public var label: String {
    get {
      if let storedLabel { return storedLabel }
      let made = makeLabel?() ?? ""
      storedLabel = made
      makeLabel = nil
      return made
    }
    set {
      storedLabel = newValue
      makeLabel = nil
    }
  }
  private var storedLabel: String?
  private var makeLabel: (() -> String)?

  public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, label: String = "") {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.storedLabel = label
  }

  /// A constraint whose label is built only when a message first needs it:
  /// a layout makes tens of thousands of constraints and names a few.
  public convenience init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, describedBy makeLabel: @escaping () -> String) {
    self.init(expression, relation, priority: priority)
    describe(by: makeLabel)
  }

  /// Replaces the label by one built on first use.
  public func describe(by makeLabel: @escaping () -> String) {
    storedLabel = nil
    self.makeLabel = makeLabel
  }

  /// Builds `lhs relation rhs`.
  public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required, label: String = "") {
    var e = lhs
    e.terms += rhs.terms.map { Term($0.variable, -$0.coefficient) }
    e.constant -= rhs.constant
    self.init(e, relation, priority: priority, label: label)
  }

  /// The solver changes the constant in place; nobody else may.
  func setConstant(_ c: Double) { expression.constant = c }

  public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public var description: String {
    if !label.isEmpty { return label }
    return "\(expression) \(relation.rawValue) 0 @\(priority)"
  }
}
