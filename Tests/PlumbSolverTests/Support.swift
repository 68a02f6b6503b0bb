import PlumbTestSupport
import XCTest
@testable import PlumbSolver

/// `lhs relation rhs` at a priority, for short test code.
func cn(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ priority: Priority = .required, _ label: String = "") -> Constraint {
  Constraint(lhs, relation, rhs, priority: priority, label: label)
}

func cn(_ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, _ priority: Priority = .required, _ label: String = "") -> Constraint {
  Constraint(LinearExpression(lhs), relation, rhs, priority: priority, label: label)
}

/// A solver that checks its invariants after every operation.
func checkedSolver() -> Solver {
  let s = Solver()
  s.checksInvariants = true
  return s
}

/// The total violation of the optional constraints at each priority in use, highest first.
func levelErrors(_ solver: Solver, _ constraints: [Constraint]) -> [(Double, Double)] {
  let optional = constraints.filter { !$0.priority.isRequired }
  let levels = Set(optional.map(\.priority.value)).sorted(by: >)
  return levels.map { p in (p, optional.filter { $0.priority.value == p }.reduce(0) { $0 + solver.violation(of: $1) }) }
}

/// Asserts that two solutions are equally good at every level.
func assertSameLevels(_ a: [(Double, Double)], _ b: [(Double, Double)], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
  XCTAssertEqual(a.map(\.0), b.map(\.0), message, file: file, line: line)
  for (x, y) in zip(a, b) {
    XCTAssertEqual(x.1, y.1, accuracy: 1e-6 * max(1, abs(y.1)), "\(message): level \(x.0)", file: file, line: line)
  }
}

/// The size of the numbers in `c` at the solver's solution: the largest of
/// 1, its constant and each term's value. Violations are judged relative to
/// it, as rounding in a sum grows with its largest term.
func magnitude(_ c: Constraint, in solver: Solver) -> Double {
  c.expression.terms.reduce(max(1, abs(c.expression.constant))) { max($0, abs($1.coefficient * solver.value(of: $1.variable))) }
}

/// Asserts that two solutions of the same constraints are equally good at
/// every level, within a tolerance relative to the magnitudes involved.
func assertSameLevels(_ a: Solver, _ b: Solver, _ constraints: [Constraint], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
  let (x, y) = (levelErrors(a, constraints), levelErrors(b, constraints))
  XCTAssertEqual(x.map(\.0), y.map(\.0), message, file: file, line: line)
  for ((p, ex), (_, ey)) in zip(x, y) {
    let level = constraints.filter { $0.priority.value == p }
    let scale = level.reduce(1.0) { max($0, magnitude($1, in: a), magnitude($1, in: b)) }
    XCTAssertEqual(ex, ey, accuracy: 1e-7 * scale * Double(level.count), "\(message): level \(p)", file: file, line: line)
  }
}
