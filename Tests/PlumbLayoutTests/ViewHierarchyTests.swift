import XCTest

@testable import PlumbLayout

/// The tree of a result's views: depths, the drawing order, and sharing
/// it between results whose tree did not change.
final class ViewHierarchyTests: XCTestCase {
  let zero = Frame(x: 0, y: 0, width: 0, height: 0)

  func view(_ name: String, in parent: String? = nil) -> ViewResult {
    ViewResult(name: name, kind: .view, frame: zero, absoluteFrame: zero, parent: parent, ambiguousAxes: [])
  }

  func testDepthsAndTheDrawingOrderPutParentsFirst() {
    // A child listed before its parent, and a parent that is not laid out.
    let views = [view("label", in: "card"), view("card"), view("icon", in: "label"), view("badge"), view("orphan", in: "gone")]
    let tree = ViewHierarchy(views)
    XCTAssertEqual(tree.depth, [1, 0, 2, 0, 0])
    XCTAssertEqual(tree.parentIndex, [1, nil, 0, nil, nil])
    XCTAssertEqual(tree.drawingOrder.map { views[$0].name }, ["card", "badge", "orphan", "label", "icon"])
    XCTAssertEqual(tree.index["icon"], 2)
  }

  /// Parents that name each other end the walk (never laid out, never trusted),
  /// and depth stops counting at its maximum.
  func testACycleEndsAndDepthIsCapped() {
    let cycle = ViewHierarchy([view("a", in: "b"), view("b", in: "a")])
    XCTAssertEqual(cycle.drawingOrder.count, 2)
    XCTAssertTrue(cycle.depth.allSatisfy { $0 >= 0 })
    let deep = (0..<100).map { view("v\($0)", in: $0 == 0 ? nil : "v\($0 - 1)") }
    XCTAssertEqual(ViewHierarchy(deep).depth.last, ViewHierarchy.maximumDepth)
  }

  /// A result shares the earlier hierarchy while names and parents are the
  /// same, and makes its own when they are not, or when its views change.
  func testAResultSharesAnEarlierTreeOnlyWhenItFits() {
    let views = [view("a"), view("b", in: "a")]
    let first = LayoutResult(canvas: zero, safeArea: zero, traits: .regularRegular, views: views, constraints: [], diagnostics: [])
    var moved = views
    moved[1].frame.x = 10
    let second = LayoutResult(
      canvas: zero, safeArea: zero, traits: .regularRegular, views: moved, constraints: [], diagnostics: [], sharing: first.hierarchy)
    XCTAssertTrue(second.hierarchy === first.hierarchy, "frames alone changed")
    let renamed = LayoutResult(
      canvas: zero, safeArea: zero, traits: .regularRegular, views: [view("a"), view("c", in: "a")], constraints: [], diagnostics: [],
      sharing: first.hierarchy)
    XCTAssertFalse(renamed.hierarchy === first.hierarchy)
    XCTAssertEqual(renamed.hierarchy.index["c"], 1)
    var edited = second
    edited.views[1].parent = nil
    XCTAssertEqual(edited.hierarchy.depth, [0, 0], "views changed after the result was made get a tree of their own")
  }

  /// The engine passes each result's tree to the next: a constant edited shares it.
  func testTheEngineSharesTheTreeAcrossAKey() throws {
    var document = LayoutDocument(views: [ViewSpec(name: "a", kind: .view), ViewSpec(name: "b", kind: .view, parent: "a")])
    let engine = LayoutEngine(document)
    let before = engine.layoutIfNeeded()
    document.views[1].hugging.horizontal = 200
    engine.setDocument(document)
    XCTAssertTrue(engine.layoutIfNeeded().hierarchy === before.hierarchy)
  }
}
