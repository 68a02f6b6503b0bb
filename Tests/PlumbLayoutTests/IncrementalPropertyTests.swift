import PlumbTestSupport
import XCTest

@testable import PlumbLayout

/// The incremental path (one engine taking every edit) gives what a fresh
/// layout of the edited document gives, after any sequence of edits.
final class IncrementalPropertyTests: XCTestCase {
  /// Views whose ambiguity verdict differs between the two paths, and the first such case.
  var ambiguityMismatches = 0
  var firstAmbiguityMismatch: String?

  func testIncrementalEqualsFreshAfterRandomEdits() {
    var inPlace = 0
    for seed in UInt64(1)...150 {
      var random = RandomDocuments(seed: seed)
      var d = random.document()
      let engine = LayoutEngine(d)
      _ = engine.layoutIfNeeded()
      var edits: [String] = []
      for _ in 0..<15 {
        edits.append(random.edit(&d))
        engine.setDocument(d)
        let rebuildsBefore = engine.rebuilds
        let incremental = engine.layoutIfNeeded()
        if engine.rebuilds == rebuildsBefore { inPlace += 1 }
        let fresh = LayoutEngine(d).layoutIfNeeded()
        let context = "seed \(seed) after \(edits.joined(separator: ", "))\n\(d)"
        guard compare(incremental, fresh, context) else { return }
      }
    }
    // Most edits must take the incremental path, or this test would compare fresh with fresh.
    XCTAssertGreaterThan(inPlace, 1000, "edits applied without a rebuild")
    // Ambiguity is a property of the constraints, not of the order of past edits.
    XCTAssertEqual(ambiguityMismatches, 0, "ambiguity verdicts that differ; the first: \(firstAmbiguityMismatch ?? "")")
  }

  /// Undoing an edit gives the fresh layout of the document before it, also
  /// where the engine takes back the build it made for that document (a
  /// layout with a conflict is rebuilt on every edit; undoing one takes the
  /// previous build back).
  func testUndoingAnEditEqualsFresh() {
    var takenBack = 0
    for seed in UInt64(1)...150 {
      var random = RandomDocuments(seed: seed)
      var rng = SplitMix64(seed: seed &+ 1000)
      var d = random.document()
      let engine = LayoutEngine(d)
      _ = engine.layoutIfNeeded()
      for step in 0..<15 {
        let before = d
        let what = random.edit(&d)
        for (document, when) in [(d, "after"), (before, "undoing")] {
          engine.setDocument(document)
          let incremental = engine.layoutIfNeeded()
          let fresh = LayoutEngine(document).layoutIfNeeded()
          guard compare(incremental, fresh, "seed \(seed) step \(step) \(when) \(what)\n\(document)") else { return }
          let conflicts = { (r: LayoutResult) in r.diagnostics.filter { $0.kind == .unsatisfiable }.map(\.message) }
          XCTAssertEqual(conflicts(incremental), conflicts(fresh), "seed \(seed) step \(step) \(when) \(what)")
        }
        if rng.next() % 2 == 0 { d = before }
      }
      takenBack += engine.buildsTakenBack
    }
    XCTAssertGreaterThan(takenBack, 100, "undone edits that took the previous build back")
    XCTAssertEqual(ambiguityMismatches, 0, "ambiguity verdicts that differ; the first: \(firstAmbiguityMismatch ?? "")")
  }

  /// Same installed, broken and satisfied constraints, same ambiguous views,
  /// and the same frame for every view that is not ambiguous.
  func compare(_ a: LayoutResult, _ b: LayoutResult, _ context: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    var ok = true
    func check(_ condition: Bool, _ what: @autoclosure () -> String) {
      if !condition {
        ok = false
        XCTFail("\(what()) — \(context)", file: file, line: line)
      }
    }
    check(a.constraints.map(\.installed) == b.constraints.map(\.installed), "installed constraints differ")
    check(a.constraints.map(\.broken) == b.constraints.map(\.broken), "broken constraints differ")
    check(a.conflictCount == b.conflictCount, "conflict counts differ: \(a.conflictCount) vs \(b.conflictCount)")
    check(a.views.map(\.name) == b.views.map(\.name), "installed views differ")
    for (x, y) in zip(a.views, b.views) {
      if x.ambiguousAxes != y.ambiguousAxes {
        ambiguityMismatches += 1
        if firstAmbiguityMismatch == nil {
          firstAmbiguityMismatch = "\(x.name): incremental \(x.ambiguousAxes), fresh \(y.ambiguousAxes) — \(context)"
        }
      }
      if !x.isAmbiguous && !y.isAmbiguous {
        let tolerance = 1e-6 * max(1, abs(x.frame.x), abs(x.frame.y), abs(x.frame.width), abs(x.frame.height))
        check(x.frame.isClose(to: y.frame, tolerance: tolerance), "\(x.name): incremental \(x.frame), fresh \(y.frame)")
      }
    }
    if ok {
      for (x, y) in zip(a.constraints, b.constraints) where x.installed && !a.views.contains(where: \.isAmbiguous) {
        check(x.satisfied == y.satisfied, "constraint \(x.index) satisfied \(x.satisfied) vs \(y.satisfied)")
      }
    }
    return ok
  }
}
