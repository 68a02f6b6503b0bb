import PlumbTestSupport
import XCTest
@testable import PlumbSolver

/// `IdentityMap`, the tableau's dictionary keyed by object identity, against
/// the standard library's dictionary under random operations (seeded).
final class IdentityMapTests: XCTestCase {
  func testMatchesADictionaryByObjectIdentifier() {
    var rng = SplitMix64(seed: 11)
    // Same names on purpose: variables are told apart by identity only.
    let pool = (0..<40).map { _ in Variable("x") }
    var map = IdentityMap<Variable, Int>()
    var model: [ObjectIdentifier: Int] = [:]
    for step in 0..<2_000 {
      let v = pool[Int(rng.next() % UInt64(pool.count))]
      switch rng.next() % 3 {
      case 0:
        let value = Int(rng.next() % 1000)
        map[v] = value
        model[ObjectIdentifier(v)] = value
      case 1:
        XCTAssertEqual(map.removeValue(forKey: v), model.removeValue(forKey: ObjectIdentifier(v)), "step \(step)")
      default:
        XCTAssertEqual(map[v], model[ObjectIdentifier(v)], "step \(step)")
      }
      XCTAssertEqual(map.count, model.count, "step \(step)")
    }
    XCTAssertEqual(Set(map.keys.map(ObjectIdentifier.init)), Set(model.keys))
    for (key, value) in map { XCTAssertEqual(model[ObjectIdentifier(key)], value) }
    XCTAssertEqual(map.isEmpty, model.isEmpty)
  }
}
