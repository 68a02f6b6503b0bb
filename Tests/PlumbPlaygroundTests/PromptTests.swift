import XCTest

@testable import PlumbLayout
@testable import PlumbPlayground
@testable import PlumbScene

/// Adding and deleting constraints and views without leaving the playground.
final class PromptTests: XCTestCase {
  func type(_ s: inout PlaygroundState, _ text: String) {
    s.press(":")
    for c in text { Reducer.reduce(&s, .key(.char(c))) }
    Reducer.reduce(&s, .key(.enter))
  }

  func testAConstraintAtThePrompt() throws {
    var s = try Fixtures.state("profile.scene")
    let n = s.document.constraints.count
    type(&s, "bio.height = 0.5 * photo.height @750")
    XCTAssertNil(s.prompt)
    XCTAssertEqual(s.document.constraints.count, n + 1)
    XCTAssertEqual(s.document.constraints.last?.multiplier, 0.5)
    XCTAssertEqual(s.document.constraints.last?.priority, 750)
    XCTAssertEqual(s.selectedConstraint, n)
    XCTAssertEqual(s.message, "added bio.height = 0.5 * photo.height @750")
    s.press("u")
    XCTAssertEqual(s.document.constraints.count, n, "undone")
  }

  func testAVisualFormatLineAndAView() throws {
    var s = try Fixtures.state("profile.scene")
    type(&s, "label badge \"New\"")
    XCTAssertEqual(s.document.views.last?.name, "badge")
    XCTAssertEqual(s.focus, .views)
    let n = s.document.constraints.count
    type(&s, "H:[first]-8-[badge]")
    XCTAssertEqual(s.document.constraints.count, n + 1)
    XCTAssertEqual(s.result.view("badge")?.frame.x, (s.result.view("first")?.frame.maxX ?? 0) + 8)
  }

  func testAWrongStatementKeepsThePromptWithALocatedError() throws {
    var s = try Fixtures.state("profile.scene")
    type(&s, "phto.width = 10")
    XCTAssertEqual(s.prompt, "phto.width = 10", "the text stays to be fixed")
    XCTAssertEqual(s.message, "prompt:1:1: error: unknown view 'phto'; did you mean 'photo'?")
    Reducer.reduce(&s, .key(.escape))
    XCTAssertNil(s.prompt)
  }

  func testKeyValueChangesTheSelectedStack() throws {
    var s = try Fixtures.state("stack.scene")
    let i = try XCTUnwrap(s.document.views.firstIndex { $0.kind == .stack })
    s.press("\t")
    for _ in 0..<i { s.press("j") }
    type(&s, "axis=vertical spacing=12 distribution=fillEqually")
    let stack = try XCTUnwrap(s.document.views[i].stack)
    XCTAssertEqual(stack.axis, .vertical)
    XCTAssertEqual(stack.spacing, 12)
    XCTAssertEqual(stack.distribution, .fillEqually)
    type(&s, "spacing=nan")
    XCTAssertNotNil(s.prompt, "a bad value is refused by the parser")
    XCTAssertEqual(s.document.views[i].stack?.spacing, 12)
  }

  func testDeletingAViewTakesItsSubviewsAndConstraints() throws {
    var s = try Fixtures.state("profile.scene")
    s.press("\t")
    let before = s.document
    s.press("x")
    XCTAssertNil(s.document.view(named: "photo"))
    XCTAssertFalse(s.document.constraints.contains { $0.viewNames.contains("photo") })
    XCTAssertTrue(s.message?.hasPrefix("deleted photo") ?? false, s.message ?? "")
    s.press("u")
    XCTAssertEqual(s.document, before)
    s.press("\tx")
    XCTAssertEqual(s.document.constraints.count, before.constraints.count - 1)
  }
}
