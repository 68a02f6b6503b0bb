@testable import PlumbSolver

/// Random constraint systems for property tests and the kiwi comparison.
///
/// Required constraints are mostly built to hold at a hidden witness point,
/// so most systems are feasible; `wildRequired` of them are arbitrary and
/// may conflict, to exercise refusals.
struct RandomSystem {
  var rng: SeededGenerator
  let variables: [Variable]
  let witness: [Double]
  var wildRequired = 0.2
  var priorities: [Priority] = [250, 251, 500, 750, 999]

  init(seed: UInt64, variableCount: Int? = nil) {
    rng = SeededGenerator(seed: seed)
    let n = variableCount ?? Int.random(in: 2...7, using: &rng)
    variables = (0..<n).map { Variable("x\($0)") }
    var g = rng
    witness = (0..<n).map { _ in Double(Int.random(in: 0...200, using: &g)) }
    rng = g
  }

  /// Keeps every variable within 0...1000 so that each system is bounded.
  func bounds() -> [Constraint] {
    variables.flatMap { v in
      [cn(v, .greaterThanOrEqual, 0, .required, "\(v) >= 0"), cn(v, .lessThanOrEqual, 1000, .required, "\(v) <= 1000")]
    }
  }

  mutating func expression() -> (LinearExpression, Double) {
    let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 2, 3]
    let k = Int.random(in: 1...3, using: &rng)
    var e = LinearExpression()
    var atWitness = 0.0
    for i in variables.indices.shuffled(using: &rng).prefix(k) {
      let a = coefficients.randomElement(using: &rng) ?? 1
      e.terms.append(Term(variables[i], a))
      atWitness += a * witness[i]
    }
    return (e, atWitness)
  }

  mutating func constraint(required: Bool? = nil) -> Constraint {
    var (e, atWitness) = expression()
    let relation = Relation.allCases.randomElement(using: &rng) ?? .equal
    let isRequired = required ?? Bool.random(using: &rng)
    let wild = Double.random(in: 0..<1, using: &rng) < wildRequired
    if isRequired && !wild {
      let slack = Double(Int.random(in: 0...20, using: &rng))
      switch relation {
      case .equal: e.constant = -atWitness
      case .greaterThanOrEqual: e.constant = -atWitness + slack
      case .lessThanOrEqual: e.constant = -atWitness - slack
      }
    } else {
      e.constant = Double(Int.random(in: -300...300, using: &rng))
    }
    let p: Priority = isRequired ? .required : (priorities.randomElement(using: &rng) ?? 250)
    return Constraint(e, relation, priority: p)
  }
}
