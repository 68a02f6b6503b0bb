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

  /// `n` views, `left[k] = left[k-1] + width[k-1] + 8`, `width >= 20`,
  /// `width = 50 @750`, the last right edge at `30 n`.
  func row(_ n: Int) throws -> Row {
    var r = Row()
    for k in 0..<n {
      let left = Variable("left\(k)"), width = Variable("width\(k)")
      if k == 0 {
        try r.solver.add(Constraint(LinearExpression(left), .equal, LinearExpression(constant: 8)))
      } else {
        try r.solver.add(Constraint(LinearExpression(left), .equal, LinearExpression([Term(r.lefts[k - 1]), Term(r.widths[k - 1])], constant: 8)))
      }
      try r.solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(constant: 20)))
      try r.solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 50), priority: 750))
      r.lefts.append(left)
      r.widths.append(width)
    }
    let last = LinearExpression([Term(r.lefts[n - 1]), Term(r.widths[n - 1])])
    try r.solver.add(Constraint(last, .equal, LinearExpression(constant: Double(30 * n))))
    return r
  }

  func testALongRowsLastViewNamesTheFirstTradesAndSaysThereAreMore() throws {
    let r = try row(200)
    let freedoms = r.solver.freedoms()
    let last = try XCTUnwrap(freedoms[r.lefts[199]])
    XCTAssertTrue(last.listIsCut)
    XCTAssertEqual(last.equalPriorityConflicts.count, FreeSummary.listed)
    XCTAssertFalse(last.missingConstraints)
    // Near the start, the form is small and kept exact: all of it is listed.
    let second = try XCTUnwrap(freedoms[r.lefts[2]])
    XCTAssertFalse(second.listIsCut)
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
