/// A linear expression `Σ coefficient × variable + constant`.
public struct LinearExpression: CustomStringConvertible {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The sum of `variable`'s coefficients (terms are not merged, so a
  /// variable may appear more than once, even cancelling out). A sum that
  /// cancels to rounding noise (`0.1 + 0.2 - 0.3`) is 0, as the solver's
  /// rows take it.
  /// - Complexity: O(terms)
  public func netCoefficient(of variable: Variable) -> Double {
    var sum = 0.0
    for t in terms where t.variable === variable {
      let next = sum + t.coefficient
      sum = Row.cancels(next, sum, t.coefficient) ? 0 : next
    }
    return sum
  }

  /// The value of the expression for the given variable values.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
  }

  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}
