import PlumbTestSupport
import XCTest
@testable import PlumbSolver

/// Which variables are free is a property of the constraints: the same
/// whichever order they were added in, whatever was added and removed
/// before, and what pulling each variable at a priority below all others
/// shows.
final class AmbiguityPropertyTests: XCTestCase {
  /// The names of the variables `freedoms()` calls free.
  func free(_ s: Solver) -> Set<String> { Set(s.freedoms().keys.map(\.name)) }

  /// The variables that a pull of 40 points at priority 1, below every
  /// priority in the system, moves: those not unique at the optimum.
  func pulled(_ s: Solver, _ vs: [Variable]) throws -> Set<String> {
    var moved = Set<String>()
    for v in vs where s.isKnown(v) {
      let at = s.value(of: v)
      for target in [at + 40, at - 40] {
        let probe = s.copy()
        try probe.add(Constraint(LinearExpression([Term(v)], constant: -target), .equal, priority: 1))
        if abs(probe.value(of: v) - at) > 1e-6 { moved.insert(v.name) }
      }
    }
    return moved
  }

  func testFreedomsDoNotDependOnTheOrderOfEdits() throws {
    try checkFreedomsDoNotDependOnTheOrderOfEdits(exactFormLimit: FreePart.exactLimit)
  }

  /// The same verdicts when every subject's free form is summarised (a
  /// long row's left edges are): the summaries' probe decides as the
  /// exact forms do, cancellations included.
  func testSummarisedFreeFormsGiveTheSameVerdicts() throws {
    try checkFreedomsDoNotDependOnTheOrderOfEdits(exactFormLimit: 0)
  }

  func checkFreedomsDoNotDependOnTheOrderOfEdits(exactFormLimit: Int) throws {
    var differed = 0, ambiguous = 0, summarised = 0, relativeDiffers = 0
    for seed in 1...UInt64(400) {
      var sys = RandomSystem(seed: seed &* 104_729, variableCount: 4)
      sys.wildRequired = 0
      // Few distinct priorities, so optional constraints often tie.
      sys.priorities = [250, 500]
      let kept = (0..<Int.random(in: 2...7, using: &sys.rng)).map { _ in sys.constraint() }
      let passing = (0..<4).map { _ in sys.constraint() }

      // One solver sees constraints come and go; the other gets the survivors, shuffled.
      let edited = Solver()
      edited.checksInvariants = true
      edited.tableau.exactFormLimit = exactFormLimit
      for (i, c) in kept.enumerated() {
        try edited.add(c)
        if i < passing.count { try edited.add(passing[i]) }
      }
      for c in passing.reversed() where edited.contains(c) { try edited.remove(c) }
      let fresh = Solver()
      fresh.tableau.exactFormLimit = exactFormLimit
      for c in kept.shuffled(using: &sys.rng) { try fresh.add(Constraint(c.expression, c.relation, priority: c.priority)) }

      // A variable only the passing constraints named is free in the edited
      // solver and unknown to the fresh one: compare the kept ones' variables.
      let named = Set(kept.flatMap { $0.expression.terms.map(\.variable.name) })
      let truth = try pulled(fresh, sys.variables)
      let (a, b) = (free(edited).intersection(named), free(fresh))
      if !truth.isEmpty { ambiguous += 1 }
      // One variable relative to another, as a view's edge to its superview's:
      // the truth is what pulling their difference, a new variable, moves.
      let (v, origin) = (sys.variables[0], sys.variables[1])
      if fresh.isKnown(v) && fresh.isKnown(origin) {
        let probe = fresh.copy()
        let d = Variable("d")
        try probe.add(Constraint(LinearExpression([Term(d), Term(v, -1), Term(origin)]), .equal))
        let relative = fresh.freedoms(relativeTo: [v: origin])[v] != nil
        let moves = try !pulled(probe, [d]).isEmpty
        if relative != (fresh.freedoms()[v] != nil) { relativeDiffers += 1 }
        if relative != moves {
          differed += 1
          XCTFail("seed \(seed): \(v.name) relative to \(origin.name) free \(relative), pulling their difference moves it \(moves); \(kept)")
        }
      }
      if fresh.tableau.freeParts().values.contains(where: { if case .summary = $0 { true } else { false } }) { summarised += 1 }
      if a != truth || b != truth {
        differed += 1
        XCTFail("seed \(seed): edited \(a.sorted()), fresh \(b.sorted()), pulling moves \(truth.sorted()); \(kept)")
      }
    }
    XCTAssertEqual(differed, 0)
    // Most systems must have something free, or this test would compare nothing.
    XCTAssertGreaterThan(ambiguous, 100)
    // The relative verdict must often differ from the variable's own, or it would test nothing new.
    XCTAssertGreaterThan(relativeDiffers, 20)
    // With nothing kept exact, summaries must decide often, or the second run would test nothing new.
    if exactFormLimit == 0 { XCTAssertGreaterThan(summarised, 50) }
  }

  /// Two preferences of one priority that a required sum leaves 2.5 × 10⁻⁶
  /// short of both holding (a 32-bit float's rounding in a stored size)
  /// trade only that much: no variable is free. A point short, they trade
  /// a point, and both are.
  func testATradeOfRoundingSizeIsNoAmbiguity() throws {
    for (short, ambiguous) in [(2.5e-6, false), (1.0, true)] {
      let s = checkedSolver(), a = Variable("a"), b = Variable("b")
      try s.add(cn(LinearExpression([Term(a), Term(b)]), .equal, LinearExpression(constant: 10 - short)))
      try s.add(Constraint(LinearExpression([Term(a)], constant: -5), .greaterThanOrEqual, priority: 750))
      try s.add(Constraint(LinearExpression([Term(b)], constant: -5), .greaterThanOrEqual, priority: 750))
      XCTAssertEqual(free(s), ambiguous ? ["a", "b"] : [], "\(short) short")
    }
  }

  /// Two required inequalities that together make `x == y` block each of
  /// the two slacks alone (a degenerate row holds each), yet `x` and `y`
  /// can still move together.
  func testVariablesThatOnlyMoveTogetherAreFree() throws {
    let s = checkedSolver(), x = Variable("x"), y = Variable("y"), w = Variable("w")
    try s.add(cn(LinearExpression(x), .greaterThanOrEqual, LinearExpression(y)))
    try s.add(cn(LinearExpression(x), .lessThanOrEqual, LinearExpression(y)))
    try s.add(cn(w, .equal, LinearExpression(constant: 10)))
    XCTAssertEqual(free(s), ["x", "y"])
    XCTAssertEqual(s.freedoms()[x]?.missingConstraints, true)
    // Pinning one pins both.
    try s.add(cn(y, .equal, LinearExpression(constant: 5)))
    XCTAssertEqual(free(s), [])
    XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
  }
}
