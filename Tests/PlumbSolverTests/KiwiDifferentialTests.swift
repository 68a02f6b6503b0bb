import Foundation
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
    let setup = Self.root.appendingPathComponent("Scripts/kiwi-venv.sh").path
    let python = String(decoding: try run("/bin/bash", [setup]), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let script = Self.root.appendingPathComponent("Scripts/kiwi_solve.py").path

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
      let index = Dictionary(uniqueKeysWithValues: sys.variables.enumerated().map { ($1, $0) })
      systems.append([
        "variables": sys.variables.count,
        "constraints": constraints.map { c -> [String: Any] in
          [
            "terms": c.expression.terms.map { [index[$0.variable] ?? 0, $0.coefficient] as [Any] },
            "constant": c.expression.constant,
            "op": c.relation.rawValue,
            "strength": c.priority.isRequired ? "required" : c.priority.value as Any,
          ]
        },
      ])
    }
    let input = try JSONSerialization.data(withJSONObject: ["systems": systems])
    let output = try run(python, [script], input: input)
    let results = try XCTUnwrap((try JSONSerialization.jsonObject(with: output) as? [String: Any])?["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, ours.count)
    var compared = 0, nonTrivial = 0
    for (i, result) in results.enumerated() {
      let (ourTotal, constraints, variables) = ours[i]
      guard let values = result["values"] as? [Double] else {
        XCTFail("system \(i): kiwisolver failed: \(result["error"] ?? "?")")
        continue
      }
      let lookup = Dictionary(uniqueKeysWithValues: zip(variables, values))
      var kiwiTotal = 0.0
      for c in constraints {
        let v = c.expression.value { lookup[$0] ?? 0 }
        let violation = c.relation == .equal ? abs(v) : c.relation == .lessThanOrEqual ? max(0, v) : max(0, -v)
        if c.priority.isRequired {
          XCTAssertLessThan(violation, 1e-6, "system \(i): kiwisolver broke a required constraint")
        } else {
          kiwiTotal += violation
        }
      }
      XCTAssertEqual(ourTotal, kiwiTotal, accuracy: 1e-6 * max(1, abs(kiwiTotal)), "system \(i): total violation differs")
      compared += 1
      if kiwiTotal > 1 { nonTrivial += 1 }
    }
    XCTAssertEqual(compared, 300)
    // Most systems must have optional constraints that pull against each other,
    // or agreeing on a zero total would prove little.
    XCTAssertGreaterThan(nonTrivial, 150)
  }
}
