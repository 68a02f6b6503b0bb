import PlumbTestSupport
import XCTest

@testable import PlumbLayout
@testable import PlumbScene

/// Printing a document as a scene and parsing it back gives the same document.
final class RoundTripPropertyTests: XCTestCase {
  func testPrintThenParseIsTheIdentity() throws {
    for seed in UInt64(1)...300 {
      var random = RandomDocuments(seed: seed)
      var d = random.document()
      for _ in 0..<3 { _ = random.edit(&d) }
      let text = SceneWriter.document(d)
      let parsed: Scene
      do {
        parsed = try SceneParser.parse(text, file: "random.scene")
      } catch {
        return XCTFail("seed \(seed): the printed scene does not parse: \(error)\n\(text)")
      }
      guard parsed.document.withoutSourceLines == d.withoutSourceLines else {
        let again = SceneWriter.document(parsed.document)
        return XCTFail("seed \(seed): the document changed through the scene text\nprinted:\n\(text)\nreprinted:\n\(again)")
      }
    }
  }

  /// Each view setting the writer prints is read back: dropping one from the
  /// writer (say `hug=`) must make this fail.
  func testEveryViewSettingSurvives() throws {
    var v = ViewSpec(name: "l", kind: .label, text: "a \"quoted\" back\\slash\nline")
    v.hugging = (249, 752)
    v.compressionResistance = (751, 1000)
    v.lines = 0
    v.margins = Insets(top: 1, left: 2.5, bottom: 3, right: 0.1)
    v.intrinsicOverride = IntrinsicOverride(width: nil, height: 31)
    v.condition = SizeClassCondition(horizontal: .compact, vertical: .regular)
    var s = ViewSpec(name: "s", kind: .stack)
    s.stack?.axis = .vertical
    s.stack?.distribution = .equalCentering
    s.stack?.alignment = .lastBaseline
    s.stack?.spacing = 0.1 + 0.2
    s.stack?.arranged = ["i"]
    var i = ViewSpec(name: "i", kind: .imageview)
    i.imageSize = (120.25, 1.0 / 3)
    i.parent = "s"
    var t = ViewSpec(name: "t", kind: .textview, text: "x")
    t.scrolls = false
    var c = ConstraintSpec(identifier: "w", firstItem: .view("l"), firstAttribute: .width, relation: .lessThanOrEqual, secondItem: .view("i"), secondAttribute: .height, multiplier: 0.5 / 1024, constant: -1e-3, priority: 999.5, isActive: false, condition: SizeClassCondition(horizontal: .regular, vertical: nil))
    c.line = 0
    let d = LayoutDocument(title: "all \"settings\"", device: .canvas(width: 320.5, height: 200, traits: Traits(horizontal: .compact, vertical: .regular)), orientation: .landscape, direction: .rightToLeft, safeAreaOverride: Insets(top: 1, left: 2, bottom: 3, right: 4), views: [v, s, i, t], constraints: [c])
    let parsed = try SceneParser.parse(SceneWriter.document(d), file: "all.scene")
    XCTAssertEqual(parsed.document.withoutSourceLines, d.withoutSourceLines, SceneWriter.document(d))
  }
}
