import PlumbLayout
import PlumbScene
import XCTest

/// A statement typed at the playground's prompt, parsed beside the document's views.
final class PromptStatementTests: XCTestCase {
  let document: LayoutDocument = {
    var d = LayoutDocument(views: [ViewSpec(name: "a", kind: .view)])
    d.constraints = [
      ConstraintSpec(identifier: "c1", firstItem: .view("a"), firstAttribute: .top, secondItem: .root, secondAttribute: .top, constant: 10, line: 4),
      // An autoresizing mask's identifier, which the notation cannot spell.
      ConstraintSpec(identifier: "h=--&", firstItem: .view("a"), firstAttribute: .left, secondItem: .root, secondAttribute: .left, constant: 5),
    ]
    return d
  }()

  func testAStatementBesideConstraintsTheNotationCannotSpell() throws {
    guard case .constraints(let cs) = try SceneParser.parseStatement("a.height >= 20", in: document) else { return XCTFail("not a constraint") }
    XCTAssertEqual(cs.map(\.notation), ["a.height >= 20"])
  }

  /// An identifier the document's constraints use is refused, at its place in the typed text.
  func testAnIdentifierAlreadyUsedIsRefused() {
    XCTAssertThrowsError(try SceneParser.parseStatement("  c1: a.height >= 20", in: document)) { e in
      XCTAssertEqual((e as? SceneError)?.description, """
        prompt:1:3: error: the identifier 'c1' is already used on line 4
          c1: a.height >= 20
          ^~
        """)
    }
    XCTAssertNoThrow(try SceneParser.parseStatement("c2: a.height >= 20", in: document))
  }
}
