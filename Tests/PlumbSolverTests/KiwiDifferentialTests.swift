import Foundation
import PlumbTestSupport
import XCTest
@testable import PlumbSolver

/// Compares our solver with kiwisolver (installed into .venv by
/// Scripts/kiwi-venv.sh) on random systems of required constraints plus one
/// optional level, where weighted and lexicographic priorities agree: both
/// must reach the same total violation.
final class KiwiDifferentialTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func run(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> Data {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    let out = Pipe(), inp = Pipe()
    p.standardOutput = out
    p.standardInput = inp
    try p.run()
    if let input { inp.fileHandleForWriting.write(input) }
    try inp.fileHandleForWriting.close()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else {
      throw NSError(domain: "kiwi", code: Int(p.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "\(executable) \(arguments) exited \(p.terminationStatus)"])
    }
    return data
  }

  func testSameOptimumAsKiwisolver() throws {
    var systems: [[String: Any]] = []
    var ours: [(Double, [Constraint], [Variable])] = []
    for seed in 1...UInt64(300) {
      var sys = RandomSystem(seed: seed &* 104_729, variableCount: Int(seed % 6) + 2)
      sys.wildRequired = 0
      sys.priorities = [500]
      var constraints = sys.bounds()
      for _ in 0..<(4 + Int(seed % 12)) { constraints.append(sys.constraint()) }
      let solver = Solver()
      for c in constraints { try solver.add(c) }
      let optional = constraints.filter { !$0.priority.isRequired }
      ours.append((optional.reduce(0) { $0 + solver.violation(of: $1) }, constraints, sys.variables))
      systems.append(kiwiSystem(constraints, sys.variables))
    }
    let compared = try compareWithKiwi(systems, ours)
    XCTAssertEqual(compared.count, 300)
    // Most systems must have optional constraints that pull against each other,
    // or agreeing on a zero total would prove little.
    XCTAssertGreaterThan(compared.nonTrivial, 150)
  }

  /// The system as kiwi_solve.py reads it, each constraint with `constants[c]` in place of its own.
  func kiwiSystem(_ constraints: [Constraint], _ variables: [Variable], constants: [Constraint: Double] = [:]) -> [String: Any] {
    let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
    return [
      "variables": variables.count,
      "constraints": constraints.map { c -> [String: Any] in
        [
          "terms": c.expression.terms.map { [index[$0.variable] ?? 0, $0.coefficient] as [Any] },
          "constant": constants[c] ?? c.expression.constant,
          "op": c.relation.rawValue,
          "strength": c.priority.isRequired ? "required" : c.priority.value as Any,
        ]
      },
    ]
  }

  /// Solves `systems` with kiwisolver and checks that each reaches our total
  /// optional violation (`ours`: total, constraints, variables, current
  /// constants) with every required constraint held. Returns how many were
  /// compared and how many had a total above 1.
  func compareWithKiwi(
    _ systems: [[String: Any]], _ ours: [(Double, [Constraint], [Variable])], constants: [[Constraint: Double]]? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> (count: Int, nonTrivial: Int) {
    let setup = Self.root.appendingPathComponent("Scripts/kiwi-venv.sh").path
    let python = String(decoding: try run("/bin/bash", [setup]), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let script = Self.root.appendingPathComponent("Scripts/kiwi_solve.py").path
    let input = try JSONSerialization.data(withJSONObject: ["systems": systems])
    let output = try run(python, [script], input: input)
    let results = try XCTUnwrap((try JSONSerialization.jsonObject(with: output) as? [String: Any])?["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, ours.count, file: file, line: line)
    var compared = 0, nonTrivial = 0
    for (i, result) in results.enumerated() {
      let (ourTotal, constraints, variables) = ours[i]
      guard let values = result["values"] as? [Double] else {
        XCTFail("system \(i): kiwisolver failed: \(result["error"] ?? "?")", file: file, line: line)
        continue
      }
      let lookup = Dictionary(uniqueKeysWithValues: zip(variables, values))
      var kiwiTotal = 0.0
      for c in constraints {
        var e = c.expression
        if let k = constants?[i][c] { e.constant = k }
        let v = e.value { lookup[$0] ?? 0 }
        let violation = c.relation == .equal ? abs(v) : c.relation == .lessThanOrEqual ? max(0, v) : max(0, -v)
        if c.priority.isRequired {
          XCTAssertLessThan(violation, 1e-6, "system \(i): kiwisolver broke a required constraint", file: file, line: line)
        } else {
          kiwiTotal += violation
        }
      }
      XCTAssertEqual(ourTotal, kiwiTotal, accuracy: 1e-6 * max(1, abs(kiwiTotal)), "system \(i): total violation differs", file: file, line: line)
      compared += 1
      if kiwiTotal > 1 { nonTrivial += 1 }
    }
    return (compared, nonTrivial)
  }

  /// Issue 21: sequences of additions, removals, priority changes (required
  /// to optional and back, as removing and adding again) and constant
  /// changes, each step's optimum compared with kiwisolver solving that
  /// step's system from nothing, and the tableau's invariants checked after
  /// every step (a required equality once ended 0.078 off after such a
  /// sequence).
  func testEditSequencesReachKiwisolversOptimumAtEveryStep() throws {
    var systems: [[String: Any]] = []
    var ours: [(Double, [Constraint], [Variable])] = []
    var constants: [[Constraint: Double]] = []
    var changedPriority = 0, changedConstant = 0
    for seed in 1...UInt64(60) {
      var sys = RandomSystem(seed: seed &* 15_485_863, variableCount: Int(seed % 5) + 2)
      sys.wildRequired = 0
      sys.priorities = [500]
      var rng = SplitMix64(seed: seed)
      let solver = Solver()
      let bounds = sys.bounds()
      for c in bounds { try solver.add(c) }
      var live: [Constraint] = []
      for step in 0..<16 {
        let op = step < 4 ? 0 : Int.random(in: 0...3, using: &rng)
        switch op {
        case 0:
          let c = sys.constraint()
          if (try? solver.add(c)) != nil { live.append(c) }  // a required one that cannot hold is refused: not a step
        case 1 where !live.isEmpty:
          let c = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
          try solver.remove(c)
        case 2 where !live.isEmpty:
          // A priority change: the same relation at the other strength, its constant as it is now.
          let i = Int.random(in: 0..<live.count, using: &rng)
          let old = live[i]
          let e = old.expression
          let next = Constraint(e, old.relation, priority: old.priority.isRequired ? 500 : .required)
          try solver.remove(old)
          if (try? solver.add(next)) != nil {
            live[i] = next
            changedPriority += 1
          } else {
            // A required one that cannot hold is refused: the constraint stays as it was.
            let back = Constraint(e, old.relation, priority: old.priority)
            try solver.add(back)
            live[i] = back
          }
        case 3:
          guard let i = live.indices.filter({ !live[$0].priority.isRequired }).randomElement(using: &rng) else { continue }
          let k = Double(Int.random(in: -300...300, using: &rng))
          try solver.setConstant(k, of: live[i])
          XCTAssertEqual(live[i].expression.constant, k)
          changedConstant += 1
        default: continue
        }
        XCTAssertEqual(solver.invariantViolations(), [], "seed \(seed) step \(step)")
        let all = bounds + live
        let total = live.filter { !$0.priority.isRequired }.reduce(0) { $0 + solver.violation(of: $1) }
        let fresh = Solver()
        for c in all { try fresh.add(c) }
        let freshTotal = live.filter { !$0.priority.isRequired }.reduce(0) { $0 + fresh.violation(of: $1) }
        XCTAssertEqual(total, freshTotal, accuracy: 1e-6 * max(1, abs(freshTotal)), "seed \(seed) step \(step): the edited solver and a fresh one differ")
        // A constraint's constant is its current one (`setConstant` changes it): kept as of this step.
        let now = Dictionary(uniqueKeysWithValues: all.map { ($0, $0.expression.constant) })
        ours.append((total, all, sys.variables))
        constants.append(now)
        systems.append(kiwiSystem(all, sys.variables, constants: now))
      }
    }
    XCTAssertGreaterThan(changedPriority, 50)
    XCTAssertGreaterThan(changedConstant, 50)
    let compared = try compareWithKiwi(systems, ours, constants: constants)
    XCTAssertEqual(compared.count, systems.count)
    XCTAssertGreaterThan(compared.nonTrivial, systems.count / 3)
  }
}
