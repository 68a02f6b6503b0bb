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

  /// A paste is text, never keys: an escape or a line break in it neither
  /// cancels nor submits the prompt; pasted on the canvas it opens the
  /// prompt with it, unsubmitted; a question waiting is not answered by it.
  func testAPasteIsTextNotKeys() throws {
    var s = try Fixtures.state("profile.scene")
    let n = s.document.constraints.count
    s.press(":")
    Reducer.reduce(&s, .paste("bio.height = 0.5 *\u{1B}[2J photo\nheight\t@750\u{7}"))
    XCTAssertEqual(s.prompt, "bio.height = 0.5 *[2J photo height @750", "control characters left out, line breaks and tabs made spaces")
    XCTAssertEqual(s.document.constraints.count, n, "nothing submitted")
    s.prompt = nil
    Reducer.reduce(&s, .paste("bio.height = 0.5 * photo.height @750\n"))
    XCTAssertEqual(s.prompt, "bio.height = 0.5 * photo.height @750 ")
    XCTAssertEqual(s.message, "pasted into the : prompt: Enter adds it, Esc cancels")
    Reducer.reduce(&s, .key(.enter))
    XCTAssertEqual(s.document.constraints.count, n + 1)
    // A long paste shows its end, where the cursor is, cut at its start.
    Reducer.reduce(&s, .paste(String(repeating: "a", count: 500) + "END"))
    let line = try XCTUnwrap(Screen.render(s).text.split(separator: "\n").first { $0.hasPrefix(":") })
    XCTAssertTrue(line.hasPrefix(":…a") && line.hasSuffix("aEND▏"), String(line))
    XCTAssertLessThanOrEqual(line.count, s.columns)
    XCTAssertEqual(Screen.tail(of: "abc", cells: 4, mark: "…"), "abc")
    XCTAssertEqual(Screen.tail(of: "abcdef", cells: 4, mark: "…"), "…def")
    XCTAssertEqual(Screen.tail(of: "가나다라", cells: 5, mark: "…"), "…다라", "wide characters count two cells")
    Reducer.reduce(&s, .key(.escape))
    // While a label's text is edited, the paste goes into the text.
    let label = try XCTUnwrap(s.document.views.firstIndex { $0.kind == .label })
    s.focus = .views
    s.selectedView = label
    s.press("e")
    let before = try XCTUnwrap(s.editing).text
    Reducer.reduce(&s, .paste("two\r\nlines\u{1B}"))
    XCTAssertEqual(s.editing?.text, before + "two lines", "CRLF is one line break")
    Reducer.reduce(&s, .key(.escape))
    // A question waits for a key: a paste neither answers it nor opens the prompt.
    s.confirming = .quit
    s.message = "unsaved changes: q again quits"
    Reducer.reduce(&s, .paste("q"))
    Reducer.reduce(&s, .paste("q"))
    XCTAssertEqual(s.confirming, .quit)
    XCTAssertNil(s.prompt)
    XCTAssertEqual(s.message, "unsaved changes: q again quits (a paste does not answer it)", "the question stays on screen")
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
