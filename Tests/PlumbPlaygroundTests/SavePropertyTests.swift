import PlumbTestSupport
import XCTest

@testable import PlumbLayout
@testable import PlumbPlayground
@testable import PlumbScene

/// Every save reads back as the document the playground shows, after any
/// sequence of keys, prompt additions and deletions, undos and redos.
final class SavePropertyTests: XCTestCase {
  static let keys: [String] = ["+", "-", "]", "[", ">", "<", "1", "2", "3", "4", "*", "/", "=", " ", "j", "k", "\t", "h", "H", "c", "C", "vh",
                               "vC", "r", "d", "l", "u", "U", "x", "e"]
  static let typed = ["zz.width = 0.1 * root.width @750", "label added \"5\\\" wide, back\\\\slash\"", "H:|-[zz]", "view zz", "lines=0", "spacing=3.25"]

  func testEverySaveReadsBackAsTheDocument() throws {
    let scenes = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Scenes").path).filter { $0.hasSuffix(".scene") }.sorted()
    var rng = SplitMix64(seed: 7)
    var saves = 0
    for name in scenes {
      for _ in 0..<6 {
        var s = try Fixtures.state(name)
        for _ in 0..<25 {
          if Int.random(in: 0..<6, using: &rng) == 0 {
            s.press(":")
            for c in Self.typed[Int.random(in: 0..<Self.typed.count, using: &rng)] { Reducer.reduce(&s, .key(.char(c))) }
            Reducer.reduce(&s, .key(.enter))
            if s.prompt != nil { Reducer.reduce(&s, .key(.escape)) }
          } else {
            s.press(Self.keys[Int.random(in: 0..<Self.keys.count, using: &rng)])
            if s.editing != nil {
              for c in "x\"y\\z" { Reducer.reduce(&s, .key(.char(c))) }
              Reducer.reduce(&s, .key(.enter))
            }
          }
        }
        guard case .save(_, let text)? = s.press("s").first else { continue }
        saves += 1
        let parsed: Scene
        do { parsed = try SceneParser.parse(text, file: name) } catch {
          return XCTFail("\(name): the saved text does not parse: \(error)\n\(text)")
        }
        XCTAssertEqual(parsed.document.withoutSourcePlaces, s.document.withoutSourcePlaces, "\(name):\n\(text)")
      }
    }
    XCTAssertGreaterThan(saves, 50)
  }
}

/// Found by the playground fuzz target: a statement the file no longer has
/// (a view deleted, saved, reloaded, then undone) is written back where it
/// stands in the document's order, not at the end of its group.
final class SaveOrderTests: XCTestCase {
  func testUndoneDeletionAfterAReloadKeepsTheDocumentsOrder() throws {
    var s = try Fixtures.state("stack-distributions.scene")
    s.press("\t")  // the first view is the stack 'fill'
    XCTAssertEqual(s.document.views[s.selectedView].name, "fill")
    s.press("x")
    guard case .save(_, let first)? = s.press("s").first else { return XCTFail("no save") }
    Reducer.reduce(&s, .saved(error: nil))
    Reducer.reduce(&s, .fileChanged(first))
    s.press("uu")  // back over the reload, then over the deletion
    XCTAssertEqual(s.document.views.first?.name, "fill")
    guard case .save(_, let second)? = s.press("s").first else { return XCTFail("no save") }
    let parsed = try SceneParser.parse(second, file: "stack-distributions.scene").document
    XCTAssertEqual(parsed.views.map(\.name), s.document.views.map(\.name), second)
    XCTAssertEqual(parsed.constraints.map(\.notation), s.document.constraints.map(\.notation))
  }
}
