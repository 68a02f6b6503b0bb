import PlumbTestSupport
import XCTest

@testable import PlumbLayout

/// A generation that reuses the previous one's list gives exactly the list a
/// fresh generation gives, after any sequence of edits, and says truly which
/// positions changed.
final class GenerationReuseTests: XCTestCase {
  func testReusedGenerationEqualsFreshAfterRandomEdits() {
    var reused = 0
    var regenerated = 0
    for seed in UInt64(1)...300 {
      var random = RandomDocuments(seed: seed)
      var rng = SplitMix64(seed: seed &* 31)
      var d = random.document()
      var wrapWidths: [String: Double] = [:]
      var generation = Generation(ConstraintGenerator(d))
      var edits: [String] = []
      for _ in 0..<20 {
        edits.append(edit(&d, &wrapWidths, &random, &rng))
        let previous = generation.list
        generation = generation.next(d, wrapWidths: wrapWidths)
        let fresh = ConstraintGenerator(d, wrapWidths: wrapWidths).generate()
        let context = "seed \(seed) after \(edits.joined(separator: ", "))"
        guard generation.list == fresh else {
          XCTFail("reused generation differs from a fresh one — \(context)")
          return
        }
        guard let changed = generation.changed else {
          regenerated += 1
          continue
        }
        reused += 1
        // Outside the changed positions the list is the previous one, entry for entry.
        XCTAssertEqual(previous.count, fresh.count, context)
        for k in fresh.indices where !changed.contains(k) && previous[k] != fresh[k] {
          XCTFail("position \(k) changed but is not listed as changed — \(context)")
          return
        }
      }
    }
    // Both paths must be taken often, or this would compare fresh with fresh.
    XCTAssertGreaterThan(reused, 1500, "generations that reused the previous list")
    XCTAssertGreaterThan(regenerated, 1500, "generations made from nothing")
  }

  /// One random edit: the playground's kinds (constants, priorities,
  /// activity, texts, CHCR, rotation, device, direction, relations, new
  /// constraints) and the ones that change what a constraint names, its
  /// multiplier, identifier or presence, and the widths text wraps at.
  func edit(_ d: inout LayoutDocument, _ wrapWidths: inout [String: Double], _ random: inout RandomDocuments, _ rng: inout SplitMix64) -> String {
    let i = d.constraints.isEmpty ? 0 : Int.random(in: 0..<d.constraints.count, using: &rng)
    switch Int.random(in: 0..<12, using: &rng) {
    case 0 where !d.constraints.isEmpty:
      d.constraints[i] = random.constraint(in: d)
      return "replaced \(i)"
    case 1 where !d.constraints.isEmpty:
      d.constraints[i].multiplier = [0.5, 1, 2][Int.random(in: 0..<3, using: &rng)]
      return "multiplier of \(i)"
    case 2 where !d.constraints.isEmpty:
      d.constraints.remove(at: i)
      return "removed \(i)"
    case 3 where !d.constraints.isEmpty:
      d.constraints[i].identifier = d.constraints[i].identifier == nil ? "named" : nil
      return "identifier of \(i)"
    case 4:
      let v = d.views[Int.random(in: 0..<d.views.count, using: &rng)].name
      wrapWidths[v] = [40, 100, 333][Int.random(in: 0..<3, using: &rng)]
      return "wrap width of \(v)"
    case 5...7 where !d.constraints.isEmpty:
      d.constraints[i].constant += 1
      return "constant of \(i)"
    default:
      return random.edit(&d)
    }
  }
}
