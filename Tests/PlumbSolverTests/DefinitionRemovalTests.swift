import XCTest
@testable import PlumbSolver

/// Removing a definition that later constraints build on (`removeBuildingOn`).
final class DefinitionRemovalTests: XCTestCase {
  /// A row of views, each left edge defined by the one before (a definition
  /// naming the earlier subject), widths preferred at 100 @750, every edge
  /// weakly wanted at a place of its own (@250, so an edge whose definition
  /// is removed still has one value), and the row's end held within 8,000.
  func row(_ n: Int) -> (lefts: [Variable], widths: [Variable], constraints: [Constraint]) {
    let lefts = (0..<n).map { Variable("left\($0)") }
    let widths = (0..<n).map { Variable("width\($0)") }
    var cs: [Constraint] = [cn(lefts[0], .equal, LinearExpression(constant: 0))]
    for k in 0..<n {
      if k > 0 { cs.append(cn(lefts[k], .equal, lefts[k - 1] + widths[k - 1] + 8)) }
      cs.append(cn(widths[k], .greaterThanOrEqual, LinearExpression(constant: 20)))
      cs.append(cn(widths[k], .equal, LinearExpression(constant: 100), Priority(750)))
      cs.append(cn(lefts[k], .equal, LinearExpression(constant: 110 * Double(k)), Priority(250)))
    }
    cs.append(cn(lefts[n - 1] + widths[n - 1], .lessThanOrEqual, LinearExpression(constant: 8000)))
    return (lefts, widths, cs)
  }

  /// What a solver given `constraints` afresh puts in each variable.
  func freshValues(_ constraints: [Constraint], _ variables: [Variable]) throws -> [Double] {
    let s = Solver()
    for c in constraints { try s.add(c) }
    return variables.map { s.value(of: $0) }
  }

  func testRemovingADefinitionNearTheEndTouchesOnlyWhatBuildsOnIt() throws {
    let n = 60
    let (lefts, widths, cs) = row(n)
    let s = checkedSolver()
    for c in cs { try s.add(c) }
    let definitionsBefore = s.tableau.definitions.symbols.count
    let rowsBefore = s.tableau.rows.symbols.count
    // left50's definition: left51 … left59 and the row's end build on it.
    let victim = cs.first { $0.expression.terms.contains { $0.variable === lefts[50] } && $0.priority.isRequired && $0.relation == .equal }
    let v = try XCTUnwrap(victim)
    try s.remove(v)
    XCTAssertEqual(s.tableau.rebuilds, 0, "a cone of a tenth of the constraints is taken out and put back, not the whole tableau")
    XCTAssertEqual(s.invariantViolations(), [])
    // What builds on it went back in as it was: definitions, not rows.
    XCTAssertEqual(s.tableau.definitions.symbols.count, definitionsBefore - 1)
    XCTAssertEqual(s.tableau.rows.symbols.count, rowsBefore)
    let all = lefts + widths
    let rest = cs.filter { $0 !== v }
    let expected = try freshValues(rest, all)
    for (x, e) in zip(all, expected) { XCTAssertEqual(s.value(of: x), e, accuracy: 1e-6, x.name) }

    // A definition near the start carries the whole row behind it.
    let early = try XCTUnwrap(rest.first { $0.expression.terms.contains { $0.variable === lefts[1] } && $0.priority.isRequired && $0.relation == .equal })
    try s.remove(early)
    XCTAssertEqual(s.invariantViolations(), [])
    let expected2 = try freshValues(rest.filter { $0 !== early }, all)
    for (x, e) in zip(all, expected2) { XCTAssertEqual(s.value(of: x), e, accuracy: 1e-6, x.name) }

    // Constant changes and removals go on working on what came back.
    let later = try XCTUnwrap(rest.first { $0.expression.terms.contains { $0.variable === lefts[55] } && $0.priority.isRequired && $0.relation == .equal })
    try s.setConstant(-20, of: later)
    XCTAssertEqual(s.value(of: lefts[55]) - s.value(of: lefts[54]) - s.value(of: widths[54]), 20, accuracy: 1e-6)
    XCTAssertEqual(s.invariantViolations(), [])
  }
}
