// Arithmetic that builds expressions: `2 * x + y - 8`.
// Relations are built with `Constraint(lhs, .equal, rhs)` rather than `==`,
// which `Variable` already uses for identity.

extension LinearExpression: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
  public init(floatLiteral value: Double) { self.init(constant: value) }
}

public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
  LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}

public func * (k: Double, e: LinearExpression) -> LinearExpression {
  LinearExpression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}

public func * (e: LinearExpression, k: Double) -> LinearExpression { k * e }
public prefix func - (e: LinearExpression) -> LinearExpression { -1 * e }
public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + -b }

public func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
public func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
public func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
public func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
public func * (k: Double, v: Variable) -> LinearExpression { LinearExpression([Term(v, k)]) }
public func * (v: Variable, k: Double) -> LinearExpression { LinearExpression([Term(v, k)]) }

// Adding a Double variable; literals keep using the overloads above.
@_disfavoredOverload
public func + (a: LinearExpression, k: Double) -> LinearExpression {
  LinearExpression(a.terms, constant: a.constant + k)
}
@_disfavoredOverload
public func - (a: LinearExpression, k: Double) -> LinearExpression { a + -k }
@_disfavoredOverload
public func + (v: Variable, k: Double) -> LinearExpression { LinearExpression([Term(v)], constant: k) }
@_disfavoredOverload
public func - (v: Variable, k: Double) -> LinearExpression { LinearExpression([Term(v)], constant: -k) }
