import PlumbTestSupport
import PlumbLayout
import XCTest

@testable import PlumbScene

/// How a save rewrites a scene file when statements at its end are deleted.
final class SceneWriterTests: XCTestCase {
  /// Found by the `playground` fuzz target: deleting the view on a file's
  /// last line, then adding a view and a constraint, trapped in the writer
  /// (the new view's place was past the end once the deleted line was
  /// trimmed with the constraints after it). Every place something is inserted must stay inside the file,
  /// whichever statements at its end are deleted: the last view, the last
  /// setting (`traits` when the canvas becomes a device), or both.
  func testAddingAfterDeletingTheLastLines() throws {
    let files = [
      "canvas 320x200\nview a\nb.width = 1\nb.height = 2\nb.top = a.top\nview b",
      "canvas 320x200\nview a\nb.width = 1\nH:|[b]|\nb.top = a.top\nview b\n\n",
      "canvas 320x200\r\nview a\r\nb.width = 1\r\nb.height = 2\r\nb.top = a.top\r\nview b\r\n",
      "canvas 320x200\nview a\nview b\nb.width = 1\nb.height = 2\ntraits wC hC\n",
      "view b",
    ]
    for file in files {
      let scene = try SceneParser.parse(file, file: "t.scene")
      var d = scene.document
      d.views.removeAll { $0.name == "b" }
      d.constraints.removeAll { $0.viewNames.contains("b") }
      d.views.append(ViewSpec(name: "zz", kind: .view))
      d.constraints.append(ConstraintSpec(firstItem: .view("zz"), firstAttribute: .width, relation: .equal, constant: 3))
      if file.contains("traits") { d.device = .iphone }
      d.direction = .rightToLeft
      let written = SceneWriter.write(scene, d)
      let parsed = try SceneParser.parse(written, file: "t.scene")
      XCTAssertEqual(parsed.document.withoutSourcePlaces, d.withoutSourcePlaces, written)
      XCTAssertFalse(written.contains("view b"), written)
    }
  }
}
