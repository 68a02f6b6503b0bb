import XCTest
@testable import PlumbSolver

/// A row of views whose widths trade (each prefers 50 at one priority, the
/// row must fit a narrower canvas): every view is ambiguous, and the k-th
/// left edge moves with every width before it. Its reason names the first
/// few of those constraints, not all of them, and cancellations still count.
final class TradingRowAmbiguityTests: XCTestCase {
  struct Row {
    let solver = Solver()
    var lefts: [Variable] = []
    var widths: [Variable] = []
  }

  /// `n` views, `left[k] = left[k-1] + width[k-1] + 8`, `width >= 20`
  /// (with `floor`), `width = 50 @750`, the last right edge at `30 n`.
  /// Without the floor, every width's preference gives way: the widths'
  /// own errors move. With it, most widths stop at 20 and the trade goes
  /// through their floors' slacks (a traded priority, not a listed constraint).
  func row(_ n: Int, floor: Bool = true) throws -> Row {
    var r = Row()
    for k in 0..<n {
      let left = Variable("left\(k)"), width = Variable("width\(k)")
      if k == 0 {
        try r.solver.add(Constraint(LinearExpression(left), .equal, LinearExpression(constant: 8)))
      } else {
        try r.solver.add(Constraint(LinearExpression(left), .equal, LinearExpression([Term(r.lefts[k - 1]), Term(r.widths[k - 1])], constant: 8)))
      }
      if floor { try r.solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(constant: 20))) }
      try r.solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 50), priority: 750))
      r.lefts.append(left)
      r.widths.append(width)
    }
    let last = LinearExpression([Term(r.lefts[n - 1]), Term(r.widths[n - 1])])
    try r.solver.add(Constraint(last, .equal, LinearExpression(constant: Double(30 * n))))
    return r
  }

  func testAViewInALongRowSaysThatMoreTradeThanItNames() throws {
    let r = try row(200, floor: false)
    let freedoms = r.solver.freedoms()
    // The middle view's left edge moves with every width after it, the
    // row's length being fixed: a hundred preferences at 750.
    let middle = try XCTUnwrap(freedoms[r.lefts[100]])
    XCTAssertTrue(middle.listIsCut)
    XCTAssertLessThanOrEqual(middle.equalPriorityConflicts.count, FreeSummary.listed)
    XCTAssertEqual(Set(middle.equalPriorityConflicts.map(\.priority.value)).union(middle.tradedPriorities), [750])
    XCTAssertFalse(middle.missingConstraints)
    // Those named do trade for it: widths from the 100th on, in the order they were added.
    let named = middle.equalPriorityConflicts.map { r.widths.firstIndex(of: $0.expression.terms[0].variable) ?? -1 }
    XCTAssertTrue(named.allSatisfy { $0 >= 100 }, "\(named)")
    XCTAssertEqual(named, named.sorted())
    // The last view's left edge is the row's end less its own width: a
    // trade at 750, named by at most a few constraints.
    let last = try XCTUnwrap(freedoms[r.lefts[199]])
    XCTAssertEqual(Set(last.equalPriorityConflicts.map(\.priority.value)).union(last.tradedPriorities), [750])
    XCTAssertFalse(last.equalPriorityConflicts.isEmpty)
    XCTAssertLessThanOrEqual(last.equalPriorityConflicts.count, FreeSummary.listed)
  }

  /// A summary says what an exact form says, but may name fewer of the
  /// constraints that trade (those it kept can cancel): the same missing
  /// constraints, the same priorities, and only constraints that trade.
  func testSummariesGiveTheReasonsExactFormsGive() throws {
    for floor in [true, false] {
      let exact = try row(30, floor: floor)
      let summarised = try row(30, floor: floor)
      summarised.solver.tableau.exactFormLimit = 0
      let (a, b) = (exact.solver.freedoms(), summarised.solver.freedoms())
      XCTAssertEqual(a.count, b.count)
      for k in 0..<30 {
        for (x, y) in [(exact.lefts[k], summarised.lefts[k]), (exact.widths[k], summarised.widths[k])] {
          guard let f = a[x], let g = b[y] else {
            XCTAssertEqual(a[x] == nil, b[y] == nil, x.name)
            continue
          }
          XCTAssertEqual(f.missingConstraints, g.missingConstraints, x.name)
          let priorities = { (h: Freedom) in Set(h.equalPriorityConflicts.map(\.priority.value)).union(h.tradedPriorities) }
          XCTAssertEqual(priorities(f), priorities(g), x.name)
          // 30 views: the exact list is whole when not cut.
          if !f.listIsCut {
            XCTAssertTrue(Set(g.equalPriorityConflicts.map(\.description)).isSubset(of: f.equalPriorityConflicts.map(\.description)), x.name)
            XCTAssertEqual(g.listIsCut, g.equalPriorityConflicts.count < f.equalPriorityConflicts.count, x.name)
          }
        }
      }
    }
  }

  func testADifferenceThatCancelsIsNotFreeWhenItsTermsAreSummarised() throws {
    let r = try row(200)
    // gap = left[199] - left[198] - width[198]: always 8, though each term moves.
    let gap = Variable("gap")
    try r.solver.add(Constraint(
      LinearExpression(gap), .equal, LinearExpression([Term(r.lefts[199]), Term(r.lefts[198], -1), Term(r.widths[198], -1)])))
    let freedoms = r.solver.freedoms()
    XCTAssertNotNil(freedoms[r.lefts[199]])
    XCTAssertNil(freedoms[gap])
    // One that does not cancel is free: left[199] - left[100] moves with 99 widths.
    let span = Variable("span")
    try r.solver.add(Constraint(LinearExpression(span), .equal, LinearExpression([Term(r.lefts[199]), Term(r.lefts[100], -1)])))
    XCTAssertNotNil(r.solver.freedoms()[span])
  }
}
