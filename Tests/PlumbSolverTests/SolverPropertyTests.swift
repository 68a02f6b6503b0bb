import XCTest
@testable import PlumbSolver

/// Random systems, seeded and reproducible: the seed of a failing system is in the message.
final class SolverPropertyTests: XCTestCase {
  static let systems: UInt64 = 400
  static let operations = 30

  func values(_ s: Solver, _ vs: [Variable]) -> [Double] { vs.map { s.value(of: $0) } }

  func freshSolve(_ constraints: [Constraint], replacing old: Constraint? = nil, constant: Double = 0) throws -> Solver {
    let s = Solver()
    for c in constraints {
      if let old, c === old {
        try s.add(Constraint(LinearExpression(c.expression.terms, constant: constant), c.relation, priority: c.priority))
      } else {
        try s.add(Constraint(c.expression, c.relation, priority: c.priority))
      }
    }
    return s
  }

  func copies(_ cs: [Constraint]) -> [Constraint] {
    cs.map { Constraint($0.expression, $0.relation, priority: $0.priority) }
  }

  func testRandomSystemsAgainstFreshSolves() throws {
    var refusals = 0, removals = 0, constantChanges = 0
    for seed in 1...Self.systems {
      var sys = RandomSystem(seed: seed)
      let solver = Solver()
      var present: [Constraint] = []
      for b in sys.bounds() {
        try solver.add(b)
        present.append(b)
      }
      for step in 0..<Self.operations {
        let tag = "seed \(seed) step \(step)"
        let trace = ProcessInfo.processInfo.environment["PLUMB_TRACE_SEED"] == "\(seed)"
        if trace { print(tag, "present:", present.count, "invariants:", solver.invariantViolations()) }
        let roll = Int.random(in: 0..<10, using: &sys.rng)
        if roll < 6 || present.count <= sys.variables.count * 2 {
          let c = sys.constraint()
          let before = values(solver, sys.variables)
          if trace { print("  add", c) }
          do {
            try solver.add(c)
            present.append(c)
          } catch SolverError.unsatisfiable(let offending, let conflicts) {
            refusals += 1
            XCTAssertTrue(offending === c, tag)
            XCTAssertTrue(c.priority.isRequired, "\(tag): only required constraints are refused")
            XCTAssertEqual(values(solver, sys.variables), before, "\(tag): a refused add moved values")
            XCTAssertFalse(solver.contains(c), tag)
            // The conflict set is infeasible with c, and irreducible.
            XCTAssertFalse(Tableau.isFeasible(copies(conflicts + [c])), "\(tag): conflict set is satisfiable")
            for k in conflicts.indices {
              var fewer = conflicts
              fewer.remove(at: k)
              XCTAssertTrue(Tableau.isFeasible(copies(fewer + [c])), "\(tag): conflict set is not irreducible")
            }
            XCTAssertTrue(conflicts.allSatisfy { solver.contains($0) }, tag)
          }
        } else if roll < 8 {
          let i = Int.random(in: sys.variables.count * 2..<present.count, using: &sys.rng)
          let c = present.remove(at: i)
          if trace { print("  remove", c) }
          try solver.remove(c)
          removals += 1
        } else {
          let c = present[Int.random(in: sys.variables.count * 2..<present.count, using: &sys.rng)]
          let k = c.expression.constant + Double(Int.random(in: -40...40, using: &sys.rng))
          let before = values(solver, sys.variables)
          if trace { print("  set constant", k, "of", c) }
          do {
            try solver.setConstant(k, of: c)
            constantChanges += 1
            XCTAssertEqual(c.expression.constant, k, tag)
          } catch SolverError.unsatisfiable(let offending, _) {
            XCTAssertTrue(offending === c, tag)
            XCTAssertEqual(values(solver, sys.variables), before, "\(tag): a refused constant change moved values")
            XCTAssertNotEqual(c.expression.constant, k, tag)
          }
        }
        XCTAssertEqual(solver.invariantViolations(), [], tag)
        for c in present where c.priority.isRequired {
          XCTAssertTrue(solver.isSatisfied(c), "\(tag): required \(c) broken by \(solver.violation(of: c))")
        }
        let fresh = try freshSolve(present)
        assertSameLevels(levelErrors(solver, present), levelErrors(fresh, present), tag)
      }
    }
    // The generator must really exercise every path.
    XCTAssertGreaterThan(refusals, 50)
    XCTAssertGreaterThan(removals, 500)
    XCTAssertGreaterThan(constantChanges, 500)
  }

  func testEditSequencesMatchFreshSolves() throws {
    for seed in 1...UInt64(150) {
      var sys = RandomSystem(seed: seed &* 7919)
      sys.wildRequired = 0
      let solver = Solver()
      var present = sys.bounds()
      for c in present { try solver.add(c) }
      for _ in 0..<8 {
        let c = sys.constraint()
        try solver.add(c)
        present.append(c)
      }
      let v = sys.variables[0]
      try solver.addEditVariable(v, priority: 900)
      for step in 0..<10 {
        let target = Double(Int.random(in: -100...1100, using: &sys.rng))
        try solver.suggestValue(target, for: v)
        XCTAssertEqual(solver.invariantViolations(), [], "seed \(seed) step \(step)")
        let fresh = try freshSolve(present)
        let edit = Constraint(LinearExpression([Term(v)], constant: -target), .equal, priority: 900)
        try fresh.add(edit)
        assertSameLevels(levelErrors(solver, present + [edit]), levelErrors(fresh, present + [edit]), "seed \(seed) step \(step)")
      }
    }
  }

  /// The differential test over wide magnitudes: after every operation the
  /// solver must agree with a fresh solve of the constraints present.
  /// Refused required adds are broken as UIKit does (added again at 999);
  /// removals and constant changes follow refusals; definitions (required
  /// equalities with a fresh variable) are common, since variables enter
  /// one at a time.
  func testWideMagnitudesAgainstFreshSolves() throws {
    var refusals = 0, breaks = 0, removals = 0, constantChanges = 0, refusedChanges = 0, definitions = 0
    // PLUMB_WIDE_SEEDS runs more systems by hand (CI keeps to 160, about 2 s in debug).
    let systems = ProcessInfo.processInfo.environment["PLUMB_WIDE_SEEDS"].flatMap { UInt64($0) } ?? 160
    // And the seeds that once failed: 255 lost a cell of 1.4e-6 to
    // cancellation after a removal pivoted on an element of 5e-5.
    let once: [UInt64] = [255]
    for seed in Array(1...systems) + once.filter({ $0 > systems }) {
      var sys = WideSystem(seed: seed &* 31337)
      let solver = Solver()
      var bounds: [Constraint] = []
      // Off only to find a failing seed without stopping the run.
      solver.checksInvariants = ProcessInfo.processInfo.environment["PLUMB_NO_INVARIANT_STOP"] == nil
      var present: [Constraint] = []
      let trace = ProcessInfo.processInfo.environment["PLUMB_TRACE_WIDE"] == "\(seed)"
      if ProcessInfo.processInfo.environment["PLUMB_WIDE_PROGRESS"] != nil { FileHandle.standardError.write("wide seed \(seed)\n".data(using: .utf8) ?? Data()) }
      for step in 0..<24 {
        let tag = "wide seed \(seed) step \(step)"
        let roll = Int.random(in: 0..<10, using: &sys.rng)
        if roll < 5 || present.count < 3 {
          let (c, new) = sys.constraint()
          let before = values(solver, sys.variables)
          if trace { print(tag, "add", c) }
          defer {
            // A variable named for the first time goes on the canvas.
            for b in new.map(sys.bounds) ?? [] {
              try? solver.add(b)
              if solver.contains(b) { bounds.append(b) }
            }
          }
          do {
            try solver.add(c)
            present.append(c)
            if let t = solver.tableau.tags[c], t.subject != nil { definitions += 1 }
          } catch SolverError.unsatisfiable(let offending, let conflicts) {
            refusals += 1
            XCTAssertTrue(offending === c, tag)
            XCTAssertEqual(values(solver, sys.variables), before, "\(tag): a refused add moved values")
            XCTAssertFalse(Tableau.isFeasible(copies(conflicts + [c])), "\(tag): conflict set is satisfiable")
            for k in conflicts.indices {
              var fewer = conflicts
              fewer.remove(at: k)
              XCTAssertTrue(Tableau.isFeasible(copies(fewer + [c])), "\(tag): conflict set is not irreducible")
            }
            // Break it as UIKit does: the same constraint, optional.
            let broken = Constraint(c.expression, c.relation, priority: 999)
            if trace { print(tag, "break", broken) }
            try solver.add(broken)
            present.append(broken)
            breaks += 1
          }
        } else if roll < 7 {
          let c = present.remove(at: Int.random(in: 0..<present.count, using: &sys.rng))
          if trace { print(tag, "remove", c) }
          try solver.remove(c)
          removals += 1
        } else {
          let c = present[Int.random(in: 0..<present.count, using: &sys.rng)]
          let k = c.expression.constant + sys.constant()
          let before = values(solver, sys.variables)
          if trace { print(tag, "set constant", k, "of", c) }
          do {
            try solver.setConstant(k, of: c)
            constantChanges += 1
            XCTAssertEqual(c.expression.constant, k, tag)
          } catch SolverError.unsatisfiable(let offending, _) {
            refusedChanges += 1
            XCTAssertTrue(offending === c, tag)
            XCTAssertEqual(values(solver, sys.variables), before, "\(tag): a refused constant change moved values")
          }
        }
        XCTAssertEqual(solver.invariantViolations(), [], tag)
        for c in bounds + present where c.priority.isRequired {
          // Within a millionth, relative to its largest term, or absolute:
          // values pass through 1e9 here, where a double's step is 1e-7.
          XCTAssertLessThanOrEqual(solver.violation(of: c), 1e-6 * magnitude(c, in: solver), "\(tag): required \(c) broken")
        }
        do {
          let fresh = try freshSolve(bounds + present)
          assertSameLevels(solver, fresh, present, tag)
        } catch {
          XCTFail("\(tag): a fresh solve refused what the solver holds: \(error)")
        }
      }
    }
    // The generator must really exercise every path.
    XCTAssertGreaterThan(refusals, 30)
    XCTAssertGreaterThan(breaks, 30)
    XCTAssertGreaterThan(removals, 300)
    XCTAssertGreaterThan(constantChanges, 300)
    XCTAssertGreaterThan(refusedChanges, 20)
    XCTAssertGreaterThan(definitions, 150)
    print("wide: refusals \(refusals), removals \(removals), constant changes \(constantChanges) (\(refusedChanges) refused), definitions \(definitions)")
  }
}
