import PlumbLayout
import PlumbScene
import XCTest

@testable import PlumbPlayground

/// The constraint list shows the author's constraints first; the ones
/// UIKit, Interface Builder or Plumb made wait, folded, under a heading.
final class ConstraintListTests: XCTestCase {
  /// `hugging.scene` with two constraints no author wrote put first, as a reader may put them.
  func state() throws -> PlaygroundState {
    let scene = try Fixtures.scene("hugging.scene")
    var document = scene.document
    let system = [
      ConstraintSpec(identifier: "plumb-nonnegative-name", firstItem: .view("name"), firstAttribute: .width, relation: .greaterThanOrEqual),
      ConstraintSpec(identifier: "h=--&", firstItem: .view("value"), firstAttribute: .width, relation: .greaterThanOrEqual),
    ]
    document.constraints = system + document.constraints
    return PlaygroundState(source: .scene(scene, path: "hugging.scene"), document: document, ascii: true, layout: .fresh())
  }

  func testTheAuthorsConstraintsComeFirstAndUIKitsAreFolded() throws {
    var s = try state()
    let authored = Array(2..<s.document.constraints.count)
    XCTAssertEqual(s.constraintRows, authored.map(ConstraintRow.constraint) + [.systemHeading(count: 2, shown: false)])
    XCTAssertEqual(s.listedConstraints, authored)
    // Up from the first listed wraps to the author's last, never to a folded one.
    s.selectedConstraint = authored[0]
    s.press("k")
    XCTAssertEqual(s.selectedConstraint, authored.last)
    XCTAssertTrue(Screen.render(s).text.contains("+ 2 system-made (g: show)"))
  }

  func testGShowsThemLastAndFoldingMovesTheSelectionOut() throws {
    var s = try state()
    s.selectedConstraint = 2
    s.press("g")
    XCTAssertEqual(s.listedConstraints, Array(2..<s.document.constraints.count) + [0, 1])
    XCTAssertTrue(Screen.render(s).text.contains("- 2 system-made (g: fold)"))
    s.press("k")
    XCTAssertEqual(s.selectedConstraint, 1, "up from the first wraps to UIKit's last")
    s.press("g")
    XCTAssertEqual(s.selectedConstraint, s.document.constraints.count - 1, "folding selects the author's last")
    XCTAssertEqual(s.message, "2 constraints made by UIKit or Interface Builder: folded (g shows them)")
  }

  /// A system-made constraint selected another way (`w`, a click) is listed, so the selection is always on screen.
  func testASelectedSystemConstraintIsListed() throws {
    var s = try state()
    s.selectedConstraint = 0
    XCTAssertEqual(s.constraintRows.last, .constraint(1))
    XCTAssertTrue(Screen.render(s).text.contains("> ok plumb-nonnegative-name: name.width >= 0"))
  }

  func testWithNothingFoldableGSaysSo() throws {
    var s = try Fixtures.state("hugging.scene")
    let rows = s.constraintRows
    XCTAssertEqual(rows, s.document.constraints.indices.map(ConstraintRow.constraint))
    s.press("g")
    XCTAssertEqual(s.message, "every constraint here was written by the layout's author")
  }

  /// The views list indents each view under its superview.
  func testTheViewsListShowsTheHierarchy() throws {
    var s = try Fixtures.state("stack.scene", ascii: true)
    s.press("\t")
    let text = Screen.render(s).text
    let parent = try XCTUnwrap(s.document.views.first { v in s.document.views.contains { $0.parent == v.name } })
    let child = try XCTUnwrap(s.document.views.first { $0.parent == parent.name })
    XCTAssertTrue(text.contains(" \(parent.kind.rawValue) \(parent.name)"), text)
    let parentColumn = try XCTUnwrap(column(of: "\(parent.kind.rawValue) \(parent.name)", in: text))
    let childColumn = try XCTUnwrap(column(of: "\(child.kind.rawValue) \(child.name)", in: text))
    XCTAssertEqual(childColumn, parentColumn + 2, text)
  }

  func column(of needle: String, in text: String) -> Int? {
    for line in text.split(separator: "\n") {
      if let r = line.range(of: needle) { return line.distance(from: line.startIndex, to: r.lowerBound) }
    }
    return nil
  }
}
