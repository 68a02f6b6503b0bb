import XCTest
@testable import PlumbSolver

/// Definitions (required equalities added with a fresh variable, whose dummy
/// column the solver does not keep) and the coefficient rules.
final class DefinitionTests: XCTestCase {
  /// A `fillEqually` stack as the benchmark builds it: n views with equal
  /// widths, gap 2, content size 40 at 250/750, the first left edge at 0
  /// and the last right edge at `width`.
  struct EqualWidthChain {
    var lefts: [Variable] = [], widths: [Variable] = []
    var constraints: [Constraint] = []
    var gaps: [Constraint] = []
    var equalWidths: [Constraint] = []
    var pin: Constraint

    init(_ n: Int, width: Double) {
      for i in 0..<n {
        let l = Variable("l\(i)"), w = Variable("w\(i)")
        if i == 0 {
          constraints.append(cn(l, .equal, 0))
        } else {
          let gap = cn(l, .equal, lefts[i - 1] + widths[i - 1] + 2)
          let same = cn(w, .equal, LinearExpression(widths[i - 1]))
          gaps.append(gap)
          equalWidths.append(same)
          constraints += [gap, same]
        }
        constraints.append(cn(w, .lessThanOrEqual, 40, 250))
        constraints.append(cn(w, .greaterThanOrEqual, 40, 750))
        lefts.append(l)
        widths.append(w)
      }
      pin = cn(lefts[n - 1] + widths[n - 1], .equal, LinearExpression(constant: width))
      constraints.append(pin)
    }
  }

  func testEqualWidthChainKeepsRowsShort() throws {
    let n = 300
    let chain = EqualWidthChain(n, width: Double(12 * n - 2))
    let s = Solver()
    for c in chain.constraints { try s.add(c) }
    for w in chain.widths { XCTAssertEqual(s.value(of: w), 10, accuracy: 1e-9) }
    XCTAssertEqual(s.value(of: chain.lefts[n - 1]), Double(12 * (n - 1)), accuracy: 1e-7)
    // With every dummy kept, every row held every dummy: 2n² cells.
    var cells = 0, longest = 0, rows = 0
    for (_, r) in s.tableau.rows {
      rows += 1
      cells += r.count
      longest = max(longest, r.count)
    }
    XCTAssertLessThanOrEqual(longest, 3)
    XCTAssertLessThanOrEqual(cells, 3 * rows)
    XCTAssertEqual(s.invariantViolations(), [])
  }

  /// Values of a fully determined chain after constant changes of its
  /// definitions, against a chain built with those constants.
  func testDefinitionConstantChangesMatchAFreshChain() throws {
    let n = 12
    let chain = EqualWidthChain(n, width: Double(12 * n - 2))
    let s = checkedSolver()
    for c in chain.constraints { try s.add(c) }
    XCTAssertNotNil(s.tableau.tags[chain.gaps[3]]?.subject, "a gap is a definition")
    XCTAssertNotNil(s.tableau.tags[chain.equalWidths[3]]?.subject, "an equal width is a definition")
    XCTAssertNil(s.tableau.tags[chain.pin]?.subject, "the pin names no fresh variable")
    // l4 = l3 + w3 + 2 becomes + 7; w6 = w5 becomes w5 + 3; l0 = 0 becomes 5.
    try s.setConstant(-7, of: chain.gaps[3])
    // Edited, the gap stays a definition: its dummy is in no row.
    let t = s.tableau
    XCTAssertNotNil(t.tags[chain.gaps[3]]?.subject)
    XCTAssertEqual(t.tags[chain.gaps[3]].flatMap { t.columns[$0.marker] }.map { !$0.isEmpty } ?? false, false)
    XCTAssertNotNil(t.tags[chain.gaps[4]]?.subject, "other definitions stay")
    try s.setConstant(-3, of: chain.equalWidths[5])
    try s.setConstant(-5, of: chain.constraints[0])
    let fresh = Solver()
    for c in chain.constraints {
      try fresh.add(Constraint(c.expression, c.relation, priority: c.priority))
    }
    for v in chain.lefts + chain.widths {
      XCTAssertEqual(s.value(of: v), fresh.value(of: v), accuracy: 1e-9, "\(v)")
    }
    // The widths really moved: five fewer points for the same container.
    XCTAssertNotEqual(s.value(of: chain.widths[0]), 10, accuracy: 1e-3)
  }

  func testRemovingDefinitionsMatchesFreshSolves() throws {
    let n = 10
    let chain = EqualWidthChain(n, width: Double(12 * n - 2))
    let s = checkedSolver()
    for c in chain.constraints { try s.add(c) }
    var present = chain.constraints
    for c in [chain.equalWidths[4], chain.gaps[2], chain.constraints[0], chain.equalWidths[0]] {
      try s.remove(c)
      present.removeAll { $0 === c }
      let fresh = Solver()
      for c in present { try fresh.add(Constraint(c.expression, c.relation, priority: c.priority)) }
      assertSameLevels(s, fresh, present, "after removing \(c)")
      for c in present where c.priority.isRequired {
        XCTAssertTrue(s.isSatisfied(c), "\(c) broken after a removal")
      }
    }
    // Freed from the chain, w5 is held by its own content size (hugging and
    // compression agree on 40) while the chain still divides the container.
    XCTAssertEqual(s.value(of: chain.widths[5]), 40, accuracy: 1e-9)
  }

  func testRefusedDefinitionConstantChangeNamesTheChain() throws {
    let chain = EqualWidthChain(4, width: 46)
    let s = checkedSolver()
    for c in chain.constraints { try s.add(c) }
    let floor = cn(chain.widths[0], .greaterThanOrEqual, 8, .required, "w0 >= 8")
    try s.add(floor)
    let before = (chain.lefts + chain.widths).map { s.value(of: $0) }
    // A gap of 12 leaves 46 - 2 - 2 - 12 = 30 for four equal widths: 7.5 < 8.
    XCTAssertThrowsError(try s.setConstant(-12, of: chain.gaps[0])) { error in
      guard case SolverError.unsatisfiable(let c, let conflicts) = error else { return XCTFail("\(error)") }
      XCTAssertTrue(c === chain.gaps[0])
      // The pin, the floor and every equal width take part; the other
      // gaps and the first edge too (they fix how much room is left).
      XCTAssertTrue(conflicts.contains { $0 === floor })
      XCTAssertTrue(conflicts.contains { $0 === chain.pin })
      for same in chain.equalWidths { XCTAssertTrue(conflicts.contains { $0 === same }, "\(same) missing") }
      let target = Constraint(LinearExpression(c.expression.terms, constant: -12), c.relation)
      XCTAssertFalse(Tableau.isFeasible(conflicts.map { Constraint($0.expression, $0.relation) } + [target]))
    }
    XCTAssertEqual((chain.lefts + chain.widths).map { s.value(of: $0) }, before)
    XCTAssertEqual(chain.gaps[0].expression.constant, -2)
  }

  /// A multiplier far below the old absolute epsilon (1e-8) is a real term.
  func testTinyMultipliersAreKept() throws {
    let s = checkedSolver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    try s.add(cn(y, .equal, 1e6))
    // x = 1e-9 × y + 1: the term is worth 0.001.
    try s.add(cn(x, .equal, 1e-9 * y + 1))
    XCTAssertEqual(s.value(of: x), 1.001, accuracy: 1e-12)
    // 1e-9 × z == 2: dropping the term made this `-2 == 0`, refused.
    try s.add(cn(1e-9 * z, .equal, 2))
    XCTAssertEqual(s.value(of: z), 2e9, accuracy: 1e-3)
    // Terms that cancel within rounding still cancel: 0.1 + 0.2 - 0.3 is not a coefficient.
    let w = Variable("w")
    let c = Constraint(LinearExpression([Term(w, 0.1), Term(w, 0.2), Term(w, -0.3)], constant: 0), .equal)
    try s.add(c)
    XCTAssertFalse(s.isKnown(w) && s.tableau.rows.contains { $0.value.contains(s.tableau.symbol(for: w)) })
  }

  /// The report: multipliers of 1000 and constants of 0.001, a
  /// required constraint refused, broken at 999 and removed; the other
  /// required equalities must still hold exactly.
  func testRequiredEqualitiesHoldAfterARefusalABreakAndARemoval() throws {
    let s = checkedSolver()
    let w1 = Variable("v1.width"), w2 = Variable("v2.width"), h = Variable("v1.height")
    let ratio = cn(w1, .equal, 1000 * w2 + 100)
    try s.add(cn(w2, .equal, 0.001))
    try s.add(ratio)
    try s.add(cn(h, .equal, 0.001 * w1 + 0.001))
    try s.add(cn(w1, .lessThanOrEqual, 1000, 750))
    let bad = cn(w1, .equal, 1000 * h)
    XCTAssertThrowsError(try s.add(bad))
    let broken = cn(w1, .equal, 1000 * h, 999)
    try s.add(broken)
    try s.setConstant(0.001, of: broken)
    try s.remove(broken)
    XCTAssertEqual(s.value(of: w1), 101, accuracy: 1e-9)
    XCTAssertEqual(s.value(of: h), 0.102, accuracy: 1e-12)
    XCTAssertEqual(s.violation(of: ratio), 0, accuracy: 1e-9)
    XCTAssertEqual(s.invariantViolations(), [])
  }
  /// A row of views as the benchmark and `plumb solve` build it: each left
  /// edge defined by the one before, each width wanting 100 at 750.
  struct Row {
    var lefts: [Variable] = [], widths: [Variable] = []
    var constraints: [Constraint] = []
    init(_ n: Int) {
      for i in 0..<n {
        let l = Variable("l\(i)"), w = Variable("w\(i)")
        constraints.append(i == 0 ? cn(l, .equal, 8) : cn(l, .equal, lefts[i - 1] + widths[i - 1] + 8))
        constraints.append(cn(w, .greaterThanOrEqual, 20))
        constraints.append(cn(w, .equal, 100, 750))
        lefts.append(l)
        widths.append(w)
      }
    }
  }

  func cells(_ s: Solver) -> Int { s.tableau.rows.reduce(0) { $0 + $1.value.count } }

  /// Issue 24: the left edges stay out of the rows, so the tableau grows
  /// linearly with the row (kept in rows, the k-th edge held every earlier
  /// width's errors: 1,000 views made about a million cells).
  func testARowOfViewsKeepsTheTableauLinear() throws {
    let n = 1000
    let row = Row(n)
    let s = Solver()
    for c in row.constraints { try s.add(c) }
    XCTAssertLessThanOrEqual(cells(s), 4 * n)
    XCTAssertEqual(s.value(of: row.lefts[n - 1]), Double(8 + 108 * (n - 1)), accuracy: 1e-6)
    // Closed by a container too narrow: every width trades, and the one
    // row the closing constraint makes holds them all, once.
    let close = cn(row.lefts[n - 1] + row.widths[n - 1] + 8, .equal, LinearExpression(constant: Double(60 * n)))
    try s.add(close)
    XCTAssertLessThanOrEqual(cells(s), 8 * n)
    XCTAssertEqual(s.value(of: row.lefts[n - 1]) + s.value(of: row.widths[n - 1]), Double(60 * n - 8), accuracy: 1e-6)
    XCTAssertEqual(row.widths.reduce(0) { $0 + s.value(of: $1) }, Double(60 * n - 8 - 8 * n), accuracy: 1e-6)
    // A gap changed in the middle moves the later edges and the trade.
    try s.setConstant(-18, of: row.constraints[3 * (n / 2)])
    XCTAssertEqual(row.widths.reduce(0) { $0 + s.value(of: $1) }, Double(60 * n - 8 - 8 * n - 10), accuracy: 1e-6)
    XCTAssertEqual(s.invariantViolations(), [])
  }

  /// Subjects are evaluated when read: a row's gaps first, then its widths
  /// (as a conflict log lists them), leaves every later left edge stale
  /// after each width, and a refused constraint in between must leave them
  /// stale, not take the values it rolls back for fresh ones.
  /// A row's left edges, 8 from the container and from each other, in an
  /// unchecked solver (checking invariants after each operation reads every
  /// value, so nothing would stay stale), its widths still free.
  func gapsOfARow(_ n: Int) throws -> (solver: Solver, lefts: [Variable], widths: [Variable], gaps: [Constraint]) {
    let lefts = (0..<n).map { Variable("l\($0)") }, widths = (0..<n).map { Variable("w\($0)") }
    let s = Solver()
    try s.add(cn(lefts[0], .equal, 8))
    let gaps = (1..<n).map { k in cn(lefts[k], .equal, lefts[k - 1] + widths[k - 1] + 8) }
    for g in gaps { try s.add(g) }
    return (s, lefts, widths, gaps)
  }

  func testStaleSubjectsAreRightWhenReadAfterARefusal() throws {
    let n = 50
    let (s, lefts, widths, _) = try gapsOfARow(n)
    let firstWidth = cn(widths[0], .equal, 100)
    try s.add(firstWidth)
    for k in 1..<n / 2 { try s.add(cn(widths[k], .equal, 100)) }
    // Refused: an edge the widths so far place cannot be at 0 too. Reading
    // it evaluates the edges up to it; the later ones stay stale.
    let refused = cn(lefts[n / 2 - 1], .equal, LinearExpression(constant: 0))
    XCTAssertThrowsError(try s.add(refused))
    for k in n / 2..<n { try s.add(cn(widths[k], .equal, 100)) }
    for k in 0..<n { XCTAssertEqual(s.value(of: lefts[k]), Double(8 + 108 * k), accuracy: 1e-9, "l\(k)") }
    // Read in any order: a late edge first, then an early one.
    try s.setConstant(-50, of: firstWidth)
    XCTAssertEqual(s.value(of: lefts[n - 1]), Double(8 + 108 * (n - 1) - 50), accuracy: 1e-9)
    XCTAssertEqual(s.value(of: lefts[1]), Double(8 + 58), accuracy: 1e-9)
    XCTAssertEqual(s.invariantViolations(), [])
  }

  /// A refused change evaluates stale subjects while it is tried (a bound
  /// test reads them); putting it back must leave them stale again, not
  /// take the values it restores for fresh ones.
  func testARefusedChangeLeavesStaleSubjectsStale() throws {
    let n = 50
    let (s, lefts, widths, gaps) = try gapsOfARow(n)
    try s.add(cn(lefts[n - 1], .lessThanOrEqual, 8000))
    // Each width moves every later edge; nothing reads them, so they stay stale.
    for k in 0..<n { try s.add(cn(widths[k], .equal, 100)) }
    // A gap of 3,000 would put the last edge past 8,000: refused.
    XCTAssertThrowsError(try s.setConstant(-3000, of: gaps[0]))
    for k in 0..<n { XCTAssertEqual(s.value(of: lefts[k]), Double(8 + 108 * k), accuracy: 1e-9, "l\(k)") }
    XCTAssertEqual(s.invariantViolations(), [])
  }

  /// A definition dropped while its subject is stale leaves the subject at
  /// its up-to-date value; compacting the definitions keeps track of which
  /// are stale. Unchecked solvers: checking invariants reads every value.
  func testDroppedAndCompactedDefinitionsKeepUpToDateValues() throws {
    let a = Variable("a"), b = Variable("b")
    let s = Solver()
    try s.add(cn(a, .greaterThanOrEqual, 0))
    let defined = cn(b, .equal, a + 10)
    try s.add(defined)
    try s.add(cn(a, .equal, 50))
    try s.remove(defined)
    XCTAssertEqual(s.value(of: b), 60, accuracy: 1e-9, "b keeps the value a = 50 gave it")

    let t = Solver()
    let ps = (0..<65).map { Variable("p\($0)") }, qs = (0..<65).map { Variable("q\($0)") }
    let unnamed = (0..<65).map { cn(ps[$0], .equal, qs[$0] + 1) }
    for c in unnamed { try t.add(c) }
    try t.add(cn(a, .greaterThanOrEqual, 0))
    try t.add(cn(b, .equal, a + 10))
    try t.add(cn(a, .equal, 50))
    // The 65th removal compacts the definitions: b moves to the front, still stale.
    for c in unnamed { try t.remove(c) }
    XCTAssertEqual(t.value(of: b), 60, accuracy: 1e-9)
    XCTAssertEqual(t.invariantViolations(), [])
  }

  /// Removing a definition that others name rebuilds the tableau: the
  /// solution is a fresh solve's, and a variable left free stays where it
  /// was. Removing one nothing names keeps its subject's value.
  func testRemovingANamedDefinitionRebuildsWithAFreshSolution() throws {
    let row = Row(6)
    let s = checkedSolver()
    for c in row.constraints { try s.add(c) }
    let before = s.value(of: row.lefts[3])
    // l3 = l2 + w2 + 8 goes: l3 is free, and l4's definition names it.
    let gap = row.constraints[9]
    try s.remove(gap)
    XCTAssertFalse(s.contains(gap))
    XCTAssertEqual(s.value(of: row.lefts[3]), before, accuracy: 1e-9)
    XCTAssertEqual(s.freedoms()[row.lefts[3]], Freedom(missingConstraints: true))
    XCTAssertEqual(s.freedoms()[row.lefts[5]], Freedom(missingConstraints: true))
    XCTAssertNil(s.freedoms()[row.lefts[2]])
    // Closed, the row's end fixes l3 again: the widths keep 100.
    let close = cn(row.lefts[5] + row.widths[5] + 8, .equal, LinearExpression(constant: 1000))
    try s.add(close)
    XCTAssertEqual(s.value(of: row.lefts[3]), 1000 - 8 - 300 - 16, accuracy: 1e-9)
    let present = row.constraints.filter { $0 !== gap } + [close]
    let fresh = Solver()
    for c in present { try fresh.add(Constraint(c.expression, c.relation, priority: c.priority)) }
    assertSameLevels(s, fresh, present, "after the rebuild")
    for c in present where c.priority.isRequired { XCTAssertTrue(s.isSatisfied(c), "\(c)") }
    // A definition nothing names is dropped, and its subject keeps its value.
    let lone = Variable("lone")
    let alone = cn(lone, .equal, row.lefts[0] + 5)
    try s.add(alone)
    XCTAssertEqual(s.value(of: lone), 13, accuracy: 1e-9)
    try s.remove(alone)
    XCTAssertEqual(s.value(of: lone), 13, accuracy: 1e-9)
    XCTAssertEqual(s.freedoms()[lone], Freedom(missingConstraints: true))
  }

  /// A subject moves with its terms: free where they move, fixed where
  /// their moves cancel (two widths that trade, summed).
  func testSubjectsAreFreeExactlyWhereTheirTermsMove() throws {
    let s = checkedSolver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), w1 = Variable("w1"), w2 = Variable("w2")
    try s.add(cn(a, .equal, 0))
    try s.add(cn(b, .equal, a + w1))
    try s.add(cn(c, .equal, b + w2))
    try s.add(cn(w1 + w2, .equal, 100))
    let p1 = cn(w1, .equal, 80, 500), p2 = cn(w2, .equal, 80, 500)
    try s.add(p1)
    try s.add(p2)
    let f = s.freedoms()
    XCTAssertNil(f[a])
    XCTAssertNil(f[c], "c = w1 + w2 = 100 whichever way they trade")
    XCTAssertEqual(s.value(of: c), 100, accuracy: 1e-9)
    for v in [b, w1, w2] {
      let trade = f[v]?.equalPriorityConflicts ?? []
      XCTAssertFalse(trade.isEmpty, "\(v) trades")
      XCTAssertTrue(trade.allSatisfy { $0 === p1 || $0 === p2 }, "\(v): \(trade)")
    }
  }
  /// A bound test inside an operation reads subjects' values up to date:
  /// read before the change (1e12), the tolerance let x >= 0 break by 50.
  func testABoundIsJudgedByTheSubjectsNewValue() throws {
    let s = checkedSolver()
    let x = Variable("x")
    let definition = cn(x, .equal, 1e12)
    try s.add(definition)
    try s.add(cn(x, .greaterThanOrEqual, 0))
    XCTAssertThrowsError(try s.setConstant(50, of: definition)) { error in
      guard case SolverError.unsatisfiable(let c, _) = error else { return XCTFail("\(error)") }
      XCTAssertTrue(c === definition)
    }
    XCTAssertEqual(s.value(of: x), 1e12)
  }

  /// Definitions added and removed many times leave no gaps behind: the
  /// order is compacted, and the rest keep their values and positions.
  func testRemovedDefinitionsAreCompactedAway() throws {
    let row = Row(3)
    let s = checkedSolver()
    for c in row.constraints { try s.add(c) }
    for k in 0..<300 {
      let v = Variable("temp\(k)")
      let c = cn(v, .equal, row.lefts[2] + Double(k))
      try s.add(c)
      XCTAssertEqual(s.value(of: v), 224 + Double(k), accuracy: 1e-9)
      try s.remove(c)
    }
    XCTAssertLessThanOrEqual(s.tableau.definitionOrder.count, 3 + 65)
    try s.setConstant(-18, of: row.constraints[3])
    XCTAssertEqual(s.value(of: row.lefts[2]), 234, accuracy: 1e-9)
    XCTAssertEqual(s.invariantViolations(), [])
  }
}
