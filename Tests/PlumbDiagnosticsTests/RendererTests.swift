import PlumbDiagnostics
import XCTest

/// The one renderer: whole texts, as a terminal shows them.
final class RendererTests: XCTestCase {
  func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: "t.scene", line: line, column: column) }

  func testTheCaretMarksAWideCharacterWithItsTwoCells() {
    // Columns count characters; the pad and the marks count terminal cells.
    let m = LocatedMessage(.error, at: at(1, 4), "unknown view '사진'", length: 2, sourceLine: "ab 사진.width = 10")
    XCTAssertEqual(m.description, "t.scene:1:4: error: unknown view '사진'\nab 사진.width = 10\n   ^~~~")
    let emoji = LocatedMessage(.error, at: at(2, 3), "unknown view 'x'", sourceLine: "👍🏽 x.width = 1")
    XCTAssertEqual(emoji.description, "t.scene:2:3: error: unknown view 'x'\n👍🏽 x.width = 1\n   ^")
    let under = LocatedMessage(.error, at: at(1, 1), "m", sourceLine: "한글")
    XCTAssertEqual(under.description, "t.scene:1:1: error: m\n한글\n^~")
  }

  func testTabsBeforeTheColumnAreKeptSoTheCaretLinesUp() {
    let m = LocatedMessage(.error, at: at(3, 7), "unknown view 'phto'", length: 4, sourceLine: "\tview\tphto")
    XCTAssertEqual(m.description, "t.scene:3:7: error: unknown view 'phto'\n\tview\tphto\n\t    \t^~~~")
  }

  func testControlCharactersAreEscapedInTheLineAndTheMessage() {
    let m = LocatedMessage(.error, at: at(1, 7), "unknown view '\u{1B}[31mb'", sourceLine: "a\u{1B}[31mb = 1\r")
    XCTAssertEqual(m.description, "t.scene:1:7: error: unknown view '\\u{1B}[31mb'\na\\u{1B}[31mb = 1\\u{D}\n" + String(repeating: " ", count: 11) + "^")
    // A right-to-left override would reorder what the terminal shows after it. Swift reads the
    // override and the b as one character: the marks cover its escape and the b.
    let rtl = LocatedMessage(.warning, at: at(1, 2), "m", sourceLine: "a\u{202E}b")
    XCTAssertEqual(rtl.description, "t.scene:1:2: warning: m\na\\u{202E}b\n ^~~~~~~~")
  }

  func testEachSeverityIsNamedAndAWholeFileMessageHasNoPlace() {
    XCTAssertEqual(LocatedMessage(.error, at: at(1, 1), "e").description, "t.scene:1:1: error: e")
    XCTAssertEqual(LocatedMessage(.warning, at: at(2, 5), "w").description, "t.scene:2:5: warning: w")
    XCTAssertEqual(LocatedMessage(.note, file: "T.swift", "3 of 4 constraints written in the file imported").description,
      "T.swift: note: 3 of 4 constraints written in the file imported")
    XCTAssertEqual(LocatedMessage(.note, at: at(4, 2), "n", sourceLine: "abc").header, "t.scene:4:2: note: n")
  }

  func testDidYouMeanCountsASwapOfNeighboursAsOneEdit() {
    XCTAssertEqual(editDistance("widht", "width"), 1)
    XCTAssertEqual(editDistance("heigth", "height"), 1)
    XCTAssertEqual(editDistance("abc", "ca"), 3, "optimal string alignment: no edit of a swapped pair")
    XCTAssertEqual(editDistance("", "abc"), 3)
    XCTAssertEqual(suggestion(for: "widht", in: ["height", "width", "leading"]), "width")
    XCTAssertEqual(suggestion(for: "trail", in: ["trailing", "top"]), "trailing", "a cut-short word names what it starts")
    XCTAssertNil(suggestion(for: "banana", in: ["width", "height"]))
    XCTAssertNil(suggestion(for: "width", in: ["width"]), "the word itself is no suggestion")
    let m = LocatedMessage(.error, at: at(1, 7), "unknown attribute 'widht'", length: 5, sourceLine: "photo.widht = 10", suggestion: "width")
    XCTAssertEqual(m.description, "t.scene:1:7: error: unknown attribute 'widht'; did you mean 'width'?\nphoto.widht = 10\n      ^~~~~")
    XCTAssertEqual(didYouMean("widht", ["width"]), "; did you mean 'width'?")
  }

  func testAPlacePastTheEndOfTheLineIsPaddedOn() {
    let m = LocatedMessage(.error, at: at(1, 8), "expected a value", sourceLine: "a.top =")
    XCTAssertEqual(m.description, "t.scene:1:8: error: expected a value\na.top =\n       ^")
  }

  func testALongLineIsShownAroundThePlace() {
    let line = String(repeating: "x", count: 200) + "\tHERE" + String(repeating: "y", count: 200)
    let m = LocatedMessage(.warning, at: SourceLocation(file: "f", line: 1, column: 202), "m", sourceLine: line)
    XCTAssertEqual(m.description, "f:1:202: warning: m\n…" + String(repeating: "x", count: 59) + "\tHERE" + String(repeating: "y", count: 56) + "…\n" + String(repeating: " ", count: 60) + "\t^")
    let digits = "a.width = 1" + String(repeating: "0", count: 307)
    let marked = LocatedMessage(.error, at: SourceLocation(file: "f", line: 3, column: 11), "m", length: 308, sourceLine: digits)
    XCTAssertEqual(marked.description, "f:3:11: error: m\n\(digits)\n          ^" + String(repeating: "~", count: 307), "the marked text is not cut")
    let short = String(repeating: "z", count: DiagnosticRenderer.wholeLineLimit)
    XCTAssertEqual(LocatedMessage(.warning, at: SourceLocation(file: "f", line: 1, column: 1), "m", sourceLine: short).description, "f:1:1: warning: m\n\(short)\n^")
  }
}
