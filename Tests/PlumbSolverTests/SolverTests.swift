import XCTest
@testable import PlumbSolver

final class SolverTests: XCTestCase {
  func testOptionalEqualityAboveRequiredMinimum() throws {
    let s = checkedSolver(), w = Variable("w")
    try s.add(cn(w, .greaterThanOrEqual, 20))
    try s.add(cn(w, .equal, 100, 750))
    XCTAssertEqual(s.value(of: w), 100, accuracy: 1e-9)
    try s.add(cn(w, .lessThanOrEqual, 60))
    XCTAssertEqual(s.value(of: w), 60, accuracy: 1e-9)
    XCTAssertEqual(s.invariantViolations(), [])
  }

  /// A copy goes its own way: adding to one changes nothing in the other.
  func testACopyChangesIndependently() throws {
    let s = checkedSolver(), x = Variable("x"), y = Variable("y")
    let sum = Constraint(LinearExpression([Term(x), Term(y)], constant: -100), .equal)
    try s.add(sum)
    try s.add(cn(x, .equal, 30, 750))
    let c = s.copy()
    c.checksInvariants = true
    try c.add(cn(x, .equal, 80))
    XCTAssertEqual(c.value(of: y), 20, accuracy: 1e-9)
    XCTAssertEqual(s.value(of: y), 70, accuracy: 1e-9, "the original keeps its solution")
    try s.add(cn(y, .lessThanOrEqual, 10))
    XCTAssertEqual(s.value(of: x), 90, accuracy: 1e-9)
    XCTAssertEqual(c.value(of: x), 80, accuracy: 1e-9, "the copy keeps its own")
    try c.remove(sum)
    XCTAssertThrowsError(try c.remove(sum), "removed from the copy only")
    XCTAssertEqual(s.value(of: x) + s.value(of: y), 100, accuracy: 1e-9)
    XCTAssertEqual(s.invariantViolations(), [])
    XCTAssertEqual(c.invariantViolations(), [])
  }

  func testHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
    let s = checkedSolver(), x = Variable("x")
    try s.add(cn(x, .equal, 0, 251))
    for _ in 0..<200 { try s.add(cn(x, .equal, 100, 250)) }
    XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9, "200 constraints at 250 must not outweigh one at 251")
    // And the lower level still decides what the higher one leaves open.
    let y = Variable("y")
    try s.add(cn(y, .greaterThanOrEqual, 10, 251))
    try s.add(cn(y, .equal, 0, 250))
    try s.add(cn(y, .equal, 30, 250))
    try s.add(cn(y, .equal, 40, 250))
    XCTAssertEqual(s.value(of: y), 30, accuracy: 1e-9)
  }

  func testViolationsAddUpWithinALevel() throws {
    let s = checkedSolver(), x = Variable("x")
    try s.add(cn(x, .equal, 0, 500))
    try s.add(cn(x, .equal, 10, 500))
    try s.add(cn(x, .equal, 10, 500))
    XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
  }

  func testUnsatisfiableRequiredIsRefusedAndNamesTheConflict() throws {
    let s = checkedSolver(), h = Variable("h"), other = Variable("other")
    let atLeast = cn(h, .greaterThanOrEqual, 44, .required, "h >= 44")
    try s.add(atLeast)
    try s.add(cn(other, .equal, 5, .required, "other == 5"))
    try s.add(cn(h, .equal, 50, 250, "h == 50 @250"))
    let before = s.value(of: h)
    let exact = cn(h, .equal, 20, .required, "h == 20")
    XCTAssertThrowsError(try s.add(exact)) { error in
      XCTAssertEqual(error as? SolverError, .unsatisfiable(exact, conflicts: [atLeast]))
    }
    XCTAssertFalse(s.contains(exact))
    XCTAssertEqual(s.value(of: h), before)
    XCTAssertEqual(s.constraints.count, 3)
    XCTAssertEqual(s.invariantViolations(), [])
    // Still usable afterwards.
    try s.remove(atLeast)
    try s.add(exact)
    XCTAssertEqual(s.value(of: h), 20, accuracy: 1e-9)
  }

  /// A certificate with one linear dependency among its vectors is
  /// irreducible as it stands; one with more is filtered down.
  func testACertificateWithMoreThanOneDependencyIsFilteredDownToIrreducible() {
    let x = Variable("x"), y = Variable("y")
    let a = cn(x, .equal, 0, .required, "x == 0")
    let b = cn(x + y, .equal, 0, .required, "x + y == 0")
    let c = cn(y, .equal, 0, .required, "y == 0")
    let target = cn(x, .equal, 1, .required, "x == 1")
    // (1, 0), (1, 1), (0, 1) and (1, 0): rank 2 among four vectors.
    XCTAssertEqual(Tableau.rank(of: [a, b, c, target]), 2)
    // Dropping `a` keeps the set infeasible, dropping `b` or `c` then does not.
    XCTAssertEqual(Tableau.irreducible([a, b, c], with: target, fallback: []).map(\.label), ["x + y == 0", "y == 0"])
    // A chain that cannot fit: one dependency, irreducible as it is.
    let v = (0..<5).map { Variable("v\($0)") }
    var chain = [cn(v[0], .equal, 0, .required, "v0 == 0")]
    for k in 1..<5 { chain.append(cn(v[k], .equal, v[k - 1] + 10, .required, "v\(k) == v\(k - 1) + 10")) }
    let closing = cn(v[4], .equal, 30, .required, "v4 == 30")
    XCTAssertEqual(Tableau.rank(of: chain + [closing]), 5)
    XCTAssertEqual(Tableau.irreducible(chain, with: closing, fallback: []).count, 5)
  }

  func testConflictSetIsTheSmallestChain() throws {
    let s = checkedSolver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
    let c1 = cn(a, .equal, 10, .required, "a == 10")
    let c2 = cn(b, .equal, a + 10, .required, "b == a + 10")
    let c3 = cn(c, .equal, b + 10, .required, "c == b + 10")
    let c4 = cn(d, .equal, c + 5, .required, "d == c + 5")
    let c5 = cn(d, .lessThanOrEqual, 1000, .required, "d <= 1000")
    for k in [c1, c2, c3, c4, c5] { try s.add(k) }
    let bad = cn(c, .greaterThanOrEqual, 100, .required, "c >= 100")
    XCTAssertThrowsError(try s.add(bad)) { error in
      XCTAssertEqual(error as? SolverError, .unsatisfiable(bad, conflicts: [c1, c2, c3]))
    }
    XCTAssertEqual(s.value(of: d), 35, accuracy: 1e-9)
  }

  func testRedundantRequiredEqualityIsAcceptedAndContradictionRefused() throws {
    let s = checkedSolver(), x = Variable("x"), y = Variable("y")
    let c1 = cn(x, .equal, y + 5), c2 = cn(y, .equal, 10)
    try s.add(c1)
    try s.add(c2)
    try s.add(cn(x, .equal, 15))
    let contradiction = cn(x, .equal, 16)
    XCTAssertThrowsError(try s.add(contradiction)) { error in
      XCTAssertEqual(error as? SolverError, .unsatisfiable(contradiction, conflicts: [c1, c2]))
    }
    XCTAssertEqual(s.value(of: x), 15, accuracy: 1e-9)
  }

  func testInputErrorsAreTypedAndChangeNothing() throws {
    let s = checkedSolver(), x = Variable("x")
    let c = cn(x, .equal, 1)
    try s.add(c)
    XCTAssertThrowsError(try s.add(c)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(c)) }
    let stranger = cn(x, .equal, 2)
    XCTAssertThrowsError(try s.remove(stranger)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(stranger)) }
    XCTAssertThrowsError(try s.setConstant(3, of: stranger)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(stranger)) }
    let nan = cn(x, .equal, LinearExpression(constant: .nan))
    XCTAssertThrowsError(try s.add(nan)) { guard case .nonFinite = $0 as? SolverError else { return XCTFail("\($0)") } }
    let inf = Constraint(LinearExpression([Term(x, .infinity)]), .equal)
    XCTAssertThrowsError(try s.add(inf)) { guard case .nonFinite = $0 as? SolverError else { return XCTFail("\($0)") } }
    XCTAssertThrowsError(try s.setConstant(.nan, of: c)) { guard case .nonFinite = $0 as? SolverError else { return XCTFail("\($0)") } }
    XCTAssertThrowsError(try s.add(cn(x, .equal, 1, 1500))) { XCTAssertEqual($0 as? SolverError, .invalidPriority(1500)) }
    XCTAssertThrowsError(try s.add(cn(x, .equal, 1, 0))) { XCTAssertEqual($0 as? SolverError, .invalidPriority(0)) }
    let y = Variable("y")
    XCTAssertThrowsError(try s.suggestValue(1, for: y)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(y)) }
    XCTAssertThrowsError(try s.removeEditVariable(y)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(y)) }
    XCTAssertThrowsError(try s.addEditVariable(y, priority: .required)) { XCTAssertEqual($0 as? SolverError, .invalidPriority(.required)) }
    try s.addEditVariable(y, priority: 999)
    XCTAssertThrowsError(try s.addEditVariable(y, priority: 999)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(y)) }
    XCTAssertThrowsError(try s.suggestValue(.infinity, for: y)) { guard case .nonFinite = $0 as? SolverError else { return XCTFail("\($0)") } }
    XCTAssertEqual(s.value(of: x), 1, accuracy: 1e-12)
    XCTAssertEqual(s.constraints.count, 2)
    XCTAssertEqual(s.invariantViolations(), [])
  }

  func testRemovingEveryKindOfConstraint() throws {
    let x = Variable("x")
    let kinds: [Constraint] = [
      cn(x, .equal, 30), cn(x, .greaterThanOrEqual, 30), cn(x, .lessThanOrEqual, 5),
      cn(x, .equal, 30, 600), cn(x, .greaterThanOrEqual, 30, 600), cn(x, .lessThanOrEqual, 5, 600),
    ]
    for k in kinds {
      let s = checkedSolver()
      let base = cn(x, .equal, 10, 300)
      try s.add(base)
      try s.add(cn(x, .greaterThanOrEqual, 0))
      try s.add(k)
      XCTAssertNotEqual(s.value(of: x), 10, accuracy: 1e-9, "\(k) should move x")
      try s.remove(k)
      XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9, "after removing \(k)")
      XCTAssertFalse(s.contains(k))
      XCTAssertEqual(s.invariantViolations(), [])
      // The tableau holds no trace of it: only the two constraints' symbols remain.
      XCTAssertEqual(s.tableau.owners.symbols.count, 3, "\(k) left markers behind")
    }
  }

  func testEditVariableSuggestions() throws {
    let s = checkedSolver()
    let left = Variable("left"), width = Variable("width"), right = Variable("right")
    try s.add(cn(right, .equal, left + width))
    try s.add(cn(left, .equal, 0))
    try s.add(cn(width, .greaterThanOrEqual, 20))
    try s.addEditVariable(right, priority: 999)
    for target in [100.0, 300, 10, 20, 55.5] {
      try s.suggestValue(target, for: right)
      XCTAssertEqual(s.value(of: right), max(target, 20), accuracy: 1e-9)
      XCTAssertEqual(s.value(of: width), max(target, 20), accuracy: 1e-9)
    }
    try s.removeEditVariable(right)
    XCTAssertFalse(s.hasEditVariable(right))
    XCTAssertEqual(s.invariantViolations(), [])
  }

  func testConstantChangeInPlace() throws {
    let s = checkedSolver(), a = Variable("a"), b = Variable("b")
    let gap = cn(b, .equal, a + 8)
    try s.add(cn(a, .equal, 10))
    try s.add(gap)
    try s.add(cn(b, .lessThanOrEqual, 100))
    // b - a - 8 == 0: the expression's constant is -8.
    try s.setConstant(-20, of: gap)
    XCTAssertEqual(s.value(of: b), 30, accuracy: 1e-9)
    XCTAssertEqual(gap.expression.constant, -20)
    let wanted = cn(b, .greaterThanOrEqual, 0)
    try s.add(wanted)
    // A constant that breaks a required constraint is refused with the conflict; nothing changes.
    XCTAssertThrowsError(try s.setConstant(-200, of: gap)) { error in
      guard case .unsatisfiable(let c, let set)? = error as? SolverError else { return XCTFail("\(error)") }
      XCTAssertTrue(c === gap)
      XCTAssertEqual(set.count, 2)
    }
    XCTAssertEqual(gap.expression.constant, -20)
    XCTAssertEqual(s.value(of: b), 30, accuracy: 1e-9)
    XCTAssertEqual(s.invariantViolations(), [])
  }

  func testAmbiguityNamesBothCauses() throws {
    let s = checkedSolver(), x = Variable("x"), w = Variable("w"), fixed = Variable("fixed")
    try s.add(cn(x, .greaterThanOrEqual, 0))
    try s.add(cn(fixed, .equal, 3))
    let narrow = cn(w, .equal, 100, 250, "w == 100")
    let wide = cn(w, .equal, 200, 250, "w == 200")
    try s.add(narrow)
    try s.add(wide)
    let f = s.freedoms()
    XCTAssertEqual(f[x]?.missingConstraints, true)
    XCTAssertEqual(f[w]?.missingConstraints, false)
    XCTAssertEqual(f[w]?.equalPriorityConflicts.count, 1)
    XCTAssertNil(f[fixed])
    XCTAssertTrue(s.isUniquelyDetermined(fixed))
    XCTAssertFalse(s.isUniquelyDetermined(w))
    // A higher priority decides it.
    try s.add(cn(w, .equal, 150, 300))
    XCTAssertTrue(s.isUniquelyDetermined(w))
    XCTAssertEqual(s.value(of: w), 150, accuracy: 1e-9)
  }

  /// Widths that trade against a fixed total: each width sits at its floor
  /// or takes the rest, and moving one moves another's preference error.
  /// That is a trade between equal priorities, not a missing constraint,
  /// though the width that moves is held only by its required floor.
  func testAWidthAtItsFloorInATradeIsFreeByTheTradeNotByAMissingConstraint() throws {
    let s = checkedSolver()
    let w = (0..<4).map { Variable("w\($0)") }
    for v in w {
      try s.add(cn(v, .greaterThanOrEqual, 20))
      try s.add(cn(v, .equal, 50, 750))
    }
    try s.add(cn(w.reduce(LinearExpression()) { $0 + $1 }, .equal, 120))
    let f = s.freedoms()
    for v in w {
      XCTAssertEqual(f[v]?.missingConstraints, false, v.name)
      XCTAssertEqual(f[v]?.trades, true, v.name)
      XCTAssertEqual(f[v]?.tradedPriorities.union(f[v]?.equalPriorityConflicts.map(\.priority.value) ?? []), [750], v.name)
    }
    // A variable nothing holds is still missing a constraint, beside an
    // optional inequality whose slack (not an error) holds it.
    let x = Variable("x")
    try s.add(cn(x, .lessThanOrEqual, 300, 500))
    try s.add(cn(x, .greaterThanOrEqual, 0))
    XCTAssertEqual(s.freedoms()[x]?.missingConstraints, true)
  }

  /// A row of widths too wide for its container: each width at its floor is a
  /// bound flip in the dual simplex (`Tableau.blockingRow`). Floors and
  /// preferences differ per view, so the flips block at different steps,
  /// and the container shrinks and grows again (dual simplex on a constant
  /// change): the flips happen, every level's error equals a fresh solve's,
  /// every width stays within its floor and preference (the check that
  /// matters: with room below the preferences, every trade has the same
  /// total error), and the widths fill the container.
  func testAWidthReachingItsFloorInATradeFlipsWithoutBreakingTheSolution() throws {
    let n = 40
    let widths = (0..<n).map { Variable("w\($0)") }
    let floors = (0..<n).map { 10 + Double($0 % 3) * 5 }
    let preferences = (0..<n).map { 40 + Double($0 % 7) * 3 }
    var constraints: [Constraint] = []
    for i in 0..<n {
      constraints.append(cn(widths[i], .greaterThanOrEqual, LinearExpression(constant: floors[i])))
      constraints.append(cn(widths[i], .equal, LinearExpression(constant: preferences[i]), Priority(750)))
    }
    let total = widths.dropFirst().reduce(LinearExpression(widths[0])) { $0 + $1 }
    let container = cn(total, .equal, 1000)
    constraints.append(container)
    let s = checkedSolver()
    for c in constraints { try s.add(c) }
    XCTAssertGreaterThan(s.tableau.boundFlips, n / 2, "most widths reach their floor by a flip, not a pivot on the long row")
    for room in [1000.0, 700, 1200, 800, 2500, 650] {
      try s.setConstant(-room, of: container)
      XCTAssertEqual(s.invariantViolations(), [], "room \(room)")
      // The same constraints with this room, added to a fresh solver.
      let fresh = Solver()
      for c in constraints.dropLast() { try fresh.add(c) }
      try fresh.add(cn(total, .equal, LinearExpression(constant: room)))
      assertSameLevels(s, fresh, constraints.dropLast() + [cn(total, .equal, LinearExpression(constant: room))], "room \(room)")
      let values = widths.map { s.value(of: $0) }
      XCTAssertEqual(values.reduce(0, +), room, accuracy: 1e-6, "room \(room)")
      for i in 0..<n {
        XCTAssertGreaterThanOrEqual(values[i], floors[i] - 1e-9, "w\(i) at room \(room)")
        if room < preferences.reduce(0, +) {
          XCTAssertLessThanOrEqual(values[i], preferences[i] + 1e-9, "w\(i) at room \(room): no width grows while others shrink")
        }
      }
    }
  }

  /// A variable caches its symbol for the last solver that looked it up;
  /// that must never leak a value from one solver into another.
  func testVariableSharedBetweenSolversReadsEachSolversValue() throws {
    let a = checkedSolver(), b = checkedSolver(), x = Variable("x"), y = Variable("y")
    try b.add(cn(y, .equal, 1))  // gives b's symbols different ids from a's
    try a.add(cn(x, .equal, 10))
    try b.add(cn(x, .equal, 20))
    for _ in 0..<3 {
      XCTAssertEqual(a.value(of: x), 10, accuracy: 1e-9)
      XCTAssertEqual(b.value(of: x), 20, accuracy: 1e-9)
    }
    XCTAssertEqual(a.value(of: y), 0)
    XCTAssertFalse(a.isKnown(y))
  }

  /// A new solver never reads a symbol cached by one that is gone, even
  /// if it were allocated at the same address.
  func testVariableOutlivingItsSolverIsUnknownToTheNext() throws {
    let x = Variable("x")
    for k in 0..<20 {
      let s = checkedSolver()
      XCTAssertFalse(s.isKnown(x))
      XCTAssertEqual(s.value(of: x), 0)
      try s.add(cn(x, .equal, LinearExpression(constant: Double(k + 1))))
      XCTAssertEqual(s.value(of: x), Double(k + 1), accuracy: 1e-9)
    }
  }

  /// `updateVariables` writes the current solution into every variable the
  /// solver has seen, and nothing else: a variable of a refused add (rolled
  /// back) is neither written nor kept.
  func testUpdateVariablesWritesTheSolutionIntoEachVariable() throws {
    let s = checkedSolver()
    let x = Variable("x"), y = Variable("y"), w = Variable("w"), stranger = Variable("stranger")
    try s.add(cn(x, .equal, 10))
    try s.add(cn(y, .equal, x + 5))
    try s.add(cn(w, .greaterThanOrEqual, 3))
    try s.addEditVariable(w, priority: .init(500))
    try s.suggestValue(7, for: w)
    s.updateVariables()
    XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    XCTAssertEqual(y.value, 15, accuracy: 1e-9)
    XCTAssertEqual(w.value, 7, accuracy: 1e-9)
    XCTAssertEqual(stranger.value, 0)

    // Values written are a snapshot: a later solve shows after the next update only.
    try s.suggestValue(1, for: w)
    XCTAssertEqual(w.value, 7, accuracy: 1e-9)
    s.updateVariables()
    XCTAssertEqual(w.value, 3, accuracy: 1e-9, "w >= 3 is required, the suggestion only 500")

    // A refused add that brought a new variable leaves no trace of it.
    let z = Variable("z")
    XCTAssertThrowsError(try s.add(cn(x + z, .equal, LinearExpression(z) + 99)))
    XCTAssertFalse(s.isKnown(z))
    z.value = -1
    s.updateVariables()
    XCTAssertEqual(z.value, -1, "a variable the solver forgot is not written")
    XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    // ...and the solver still works (z's cancelling terms once made that add
    // run unjournaled, and its refusal broke the solver).
    try s.add(cn(y, .lessThanOrEqual, 100))
    XCTAssertEqual(s.invariantViolations(), [])

    // Every seen variable gets the value `value(of:)` reads.
    for v in [x, y, w] { XCTAssertEqual(v.value, s.value(of: v), accuracy: 1e-12) }
  }
}
