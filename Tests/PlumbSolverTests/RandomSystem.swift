import PlumbTestSupport
@testable import PlumbSolver

/// Random constraint systems for property tests and the kiwi comparison.
///
/// Required constraints are mostly built to hold at a hidden witness point,
/// so most systems are feasible; `wildRequired` of them are arbitrary and
/// may conflict, to exercise refusals.
struct RandomSystem {
  var rng: SplitMix64
  let variables: [Variable]
  let witness: [Double]
  var wildRequired = 0.2
  var priorities: [Priority] = [250, 251, 500, 750, 999]

  init(seed: UInt64, variableCount: Int? = nil) {
    rng = SplitMix64(seed: seed)
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

/// Random systems whose multipliers and constants span many orders of
/// magnitude (multipliers 1e-3 … 1e3, constants 1e-3 … 1e6), in Auto
/// Layout's form `item1 = multiplier × item2 (+ multiplier × item3) + constant`,
/// for the differential test of refusals, breaks, removals and constant
/// changes.
///
/// Variables enter one at a time as the first item of a constraint, so that
/// many required equalities arrive with a fresh variable (the solver's
/// definitions). Once named, a variable is held within 0 … 1e7 (a canvas),
/// so that values stay in the range a layout has: floating point cannot
/// keep 0.05 beside 5e14, and without bounds a chain of multipliers of
/// 1e3 drives free variables that far.
struct WideSystem {
  var rng: SplitMix64
  let variables: [Variable]
  let witness: [Double]
  /// How many variables constraints have named so far.
  var introduced = 0
  var wildRequired = 0.25
  static let canvas = 1e7

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
    let n = Int.random(in: 3...6, using: &rng)
    variables = (0..<n).map { Variable("y\($0)") }
    var g = rng
    // Inside the canvas, never on its edge: a witness at 0 made required
    // systems feasible at a single point, where whether they are feasible
    // at all is decided by rounding (both ways, in 3 of 2,000 systems).
    witness = (0..<n).map { _ in
      Double(Int.random(in: 1...9, using: &g)) * WideSystem.power(Int.random(in: -2...5, using: &g))
    }
    rng = g
  }

  static func power(_ k: Int) -> Double {
    var x = 1.0
    if k >= 0 { for _ in 0..<k { x *= 10 } } else { for _ in 0..<(-k) { x /= 10 } }
    return x
  }

  /// The canvas bounds of variable `i`.
  func bounds(_ i: Int) -> [Constraint] {
    let v = variables[i]
    return [cn(v, .greaterThanOrEqual, 0, .required, "\(v) >= 0"), cn(v, .lessThanOrEqual, LinearExpression(constant: WideSystem.canvas), .required, "\(v) <= 1e7")]
  }

  /// A coefficient between 1e-3 and 1e3 in size, either sign.
  mutating func multiplier() -> Double {
    let mantissa: [Double] = [1, 1, 1, 2, 2.5, 7]
    let a = (mantissa.randomElement(using: &rng) ?? 1) * WideSystem.power(Int.random(in: -3...2, using: &rng))
    return Bool.random(using: &rng) ? a : -a
  }

  /// A constant between 1e-3 and 1e6 in size, either sign, or zero.
  mutating func constant() -> Double {
    if Int.random(in: 0..<6, using: &rng) == 0 { return 0 }
    let c = Double(Int.random(in: 1...9, using: &rng)) * WideSystem.power(Int.random(in: -3...5, using: &rng))
    return Bool.random(using: &rng) ? c : -c
  }

  /// A constraint, and the variable it names first, if it does.
  mutating func constraint(required: Bool? = nil) -> (Constraint, newVariable: Int?) {
    var new: Int?
    let first: Int
    if introduced < variables.count && (introduced < 2 || Int.random(in: 0..<3, using: &rng) == 0) {
      first = introduced
      new = introduced
      introduced += 1
    } else {
      first = Int.random(in: 0..<introduced, using: &rng)
    }
    var e = LinearExpression([Term(variables[first])])
    var atWitness = witness[first]
    let others = (0..<introduced).filter { $0 != first }.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng))
    for i in others {
      let a = multiplier()
      e.terms.append(Term(variables[i], a))
      atWitness += a * witness[i]
    }
    let relation = Relation.allCases.randomElement(using: &rng) ?? .equal
    let isRequired = required ?? (Int.random(in: 0..<3, using: &rng) > 0)
    let wild = Double.random(in: 0..<1, using: &rng) < wildRequired
    if isRequired && !wild {
      let slack = abs(constant())
      switch relation {
      case .equal: e.constant = -atWitness
      case .greaterThanOrEqual: e.constant = -atWitness + slack
      case .lessThanOrEqual: e.constant = -atWitness - slack
      }
    } else {
      e.constant = constant()
    }
    let priorities: [Priority] = [250, 251, 750, 999]
    let p: Priority = isRequired ? .required : (priorities.randomElement(using: &rng) ?? 250)
    return (Constraint(e, relation, priority: p), new)
  }
}
