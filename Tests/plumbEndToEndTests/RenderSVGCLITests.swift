import Foundation
import PlumbTestSupport
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `plumb render --format svg`, read back as XML: a rectangle at each
/// view's frame with its name, the text UIKit shows (truncation marked),
/// ambiguity dashed, the constraint UIKit breaks drawn; a storyboard's
/// scenes one under another; input text escaped.
final class RenderSVGCLITests: XCTestCase {
  func plumb(_ args: [String]) throws -> PlumbProcess.Run { try PlumbProcess.run(args) }

  func svg(_ text: String) throws -> XMLElement {
    let doc = try XMLDocument(data: Data(text.utf8))
    let root = try XCTUnwrap(doc.rootElement())
    XCTAssertEqual(root.name, "svg")
    return root
  }

  /// An attribute's value (by its name alone: the SVG namespace keeps `attribute(forName:)` from finding it).
  func attr(_ e: XMLElement?, _ name: String) -> String? { e?.attributes?.first { $0.name == name }?.stringValue }

  /// The elements named `name` right under `e`.
  func kids(_ name: String, of e: XMLElement?) -> [XMLElement] {
    (e?.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.name == name }
  }

  /// Every element named `name` under `e`, depth first.
  func all(_ name: String, in e: XMLElement) -> [XMLElement] {
    (e.children ?? []).compactMap { $0 as? XMLElement }.flatMap { ($0.name == name ? [$0] : []) + all(name, in: $0) }
  }

  func testEachViewIsDrawnAtItsFrameWithItsText() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("s.scene").path
    try """
      canvas 300x200
      label long "A title far too long for forty points \\u{1B}[2J"
      view free
      long.leading = root.leading + 10
      long.top = root.top + 20
      long.width = 40
      tall: long.height >= 30
      short: long.height = 16
      """.write(toFile: file, atomically: true, encoding: .utf8)
    let r = try plumb(["render", file, "--format", "svg"])
    XCTAssertEqual(r.status, 0, r.err)
    XCTAssertFalse(r.out.unicodeScalars.contains("\u{1B}"), "escaped")
    let root = try svg(r.out)
    XCTAssertEqual(attr(root, "viewBox"), "0 0 300 200")
    let groups = all("g", in: root).filter { attr($0, "data-view") != nil }
    XCTAssertEqual(groups.compactMap { attr($0, "data-view") }, ["long", "free"])
    let long = try XCTUnwrap(kids("rect", of: groups.first).first)
    XCTAssertEqual(["x", "y", "width", "height"].compactMap { attr(long, $0) }, ["10", "20", "40", "30"])
    XCTAssertEqual(attr(long, "class"), "view truncated")
    let texts = kids("text", of: groups[0]).filter { attr($0, "class") == "text" }.compactMap(\.stringValue)
    XCTAssertEqual(texts, ["A ti…"], "what UIKit shows in 40 points: 5 characters, the last UIKit’s ellipsis")
    let free = try XCTUnwrap(kids("rect", of: groups.last).first)
    XCTAssertEqual(attr(free, "class"), "view ambiguous")
    let broken = all("line", in: root)
    XCTAssertEqual(broken.count, 1)
    XCTAssertEqual(kids("title", of: broken.first).first?.stringValue, "UIKit breaks <NSLayoutConstraint 'short' long.height == 16   (active)>")
  }

  func testAStoryboardsScenesAreOneUnderAnother() throws {
    let file = "Tests/Fixtures/InterfaceBuilder/089_onevcat_Kingfisher_Main.storyboard"
    let r = try plumb(["render", file, "--format", "svg"])
    XCTAssertEqual(r.status, 0, r.err)
    let root = try svg(r.out)
    let headings = all("text", in: root).filter { attr($0, "class") == "heading" }
    let layouts = all("g", in: root).filter { attr($0, "class") == "layout" }
    XCTAssertGreaterThan(layouts.count, 1)
    XCTAssertEqual(headings.count, layouts.count)
    let offsets = layouts.compactMap { attr($0, "transform") }
    XCTAssertEqual(offsets, offsets.sorted { Double($0.dropFirst(12).dropLast()) ?? 0 < Double($1.dropFirst(12).dropLast()) ?? 0 })
    XCTAssertEqual(Set(offsets).count, offsets.count, "no two scenes at one place")
    let bad = try plumb(["render", file, "--format", "svg", "--ascii"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertEqual(bad.err, "plumb: error: --width and --ascii are for the text drawing; an SVG picture has neither\n")
  }

  /// A contact sheet: the layout at every text size side by side in rows, each page headed by its condition.
  func testAContactSheetOfEveryTextSize() throws {
    let r = try plumb(["render", "Scenes/profile.scene", "--format", "svg", "--all-text-sizes"])
    XCTAssertEqual(r.status, 0, r.err)
    let root = try svg(r.out)
    let headings = all("text", in: root).filter { attr($0, "class") == "heading" }.compactMap(\.stringValue)
    XCTAssertEqual(headings.count, 12)
    XCTAssertEqual(headings.first, "text size xS")
    XCTAssertEqual(headings.last, "text size AX5")
    let layouts = all("g", in: root).filter { attr($0, "class") == "layout" }.compactMap { attr($0, "transform") }
    XCTAssertEqual(Set(layouts).count, 12, "no two pages at one place")
    XCTAssertTrue(layouts.contains { !$0.hasPrefix("translate(0 ") }, "pages side by side, not only one under another")
    let text = try plumb(["render", "Scenes/profile.scene", "--all-devices"])
    XCTAssertEqual(text.status, 2)
    XCTAssertEqual(text.err, "plumb: error: --all-devices and --all-text-sizes draw a contact sheet, which is an SVG picture: add --format svg\n")
  }
}
