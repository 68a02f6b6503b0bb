import PlumbTestSupport
import XCTest
@testable import PlumbSolver

/// The tableau's hand-made containers against the standard library's, under
/// random operations (seeded): `Column` through its inline, array and hashed
/// stages, `Costs` through growth and back-shifting deletions.
final class StorageTests: XCTestCase {
  func testColumnMatchesASetThroughEveryStage() {
    var rng = SplitMix64(seed: 7)
    var hashedRounds = 0
    for round in 0..<200 {
      var column = Column()
      var model = Set<Symbol>()
      // Small rounds stay inline or in the array; large ones become hashed
      // (about half the universe is present at a time) and regrow.
      let universe = round % 4 == 0 ? 3 * Column.hashedFrom : 5
      var wasHashed = false
      for step in 0..<400 {
        let s = Symbol(id: Int(rng.next() % UInt64(universe)) + 1, kind: .slack)
        if model.contains(s) {
          column.remove(s)
          model.remove(s)
        } else {
          column.insert(s)
          model.insert(s)
        }
        XCTAssertEqual(column.count, model.count, "round \(round) step \(step)")
        XCTAssertEqual(Set(column), model, "round \(round) step \(step)")
        XCTAssertEqual(Array(column).count, model.count, "a row listed twice, round \(round) step \(step)")
        XCTAssertTrue(model.allSatisfy(column.contains), "round \(round) step \(step)")
        wasHashed = wasHashed || column.isHashed
      }
      if wasHashed { hashedRounds += 1 }
    }
    XCTAssertEqual(hashedRounds, 50, "every large round must reach the hashed stage")
  }

  func testColumnRemovesFromEachInlinePosition() {
    let (a, b, c) = (Symbol(id: 1, kind: .slack), Symbol(id: 2, kind: .error), Symbol(id: 3, kind: .external))
    for gone in [a, b, c] {
      var column = Column()
      [a, b, c].forEach { column.insert($0) }
      column.remove(gone)
      XCTAssertEqual(Set(column), Set([a, b, c]).subtracting([gone]))
      column.remove(gone)
      XCTAssertEqual(column.count, 2, "removing an absent row changes nothing")
    }
  }

  func testCostsMatchADictionary() {
    var rng = SplitMix64(seed: 11)
    for round in 0..<100 {
      var costs = Costs()
      var model: [Symbol: Double] = [:]
      // Ids that collide in a small table, and enough of them to grow it.
      let universe = round % 3 == 0 ? 400 : 20
      for step in 0..<500 {
        let s = Symbol(id: Int(rng.next() % UInt64(universe)) + 1, kind: .error)
        switch rng.next() % 3 {
        case 0:
          XCTAssertEqual(costs.remove(s), model.removeValue(forKey: s), "round \(round) step \(step)")
        case 1:
          // Cancels the cost exactly: the cell must go.
          costs.insert(s, -(model[s] ?? 1))
          model[s] = model[s] == nil ? -1 : nil
        default:
          let k = Double(rng.next() % 7) + 1
          costs.insert(s, k)
          let c = (model[s] ?? 0) + k
          model[s] = Row.nearZero(c) ? nil : c
        }
        XCTAssertEqual(costs.count, model.count, "round \(round) step \(step)")
      }
      XCTAssertEqual(Set(costs.symbols), Set(model.keys), "round \(round)")
      for id in 1...universe {
        let s = Symbol(id: id, kind: .error)
        XCTAssertEqual(costs[s], model[s] ?? 0, "round \(round) symbol \(id)")
        XCTAssertEqual(costs.contains(s), model[s] != nil, "round \(round) symbol \(id)")
      }
    }
  }
}
