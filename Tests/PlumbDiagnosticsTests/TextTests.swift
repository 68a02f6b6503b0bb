import PlumbDiagnostics
import XCTest

/// The two trims, each with its meaning.
final class TextTests: XCTestCase {
  func testBlanksAreSpacesAndTabs() {
    XCTAssertEqual(" \t a b \t".trimmingBlanks, "a b")
    XCTAssertEqual("\na\n".trimmingBlanks, "\na\n", "line breaks are not blanks")
    XCTAssertEqual(" \t ".trimmingBlanks, "")
    XCTAssertEqual("한 ".trimmingBlanks, "한")
  }

  func testWhitespaceIncludesLineBreaks() {
    XCTAssertEqual(" \n\t a b \r\n".trimmingWhitespace, "a b")
    XCTAssertEqual("\u{00A0}x\u{2003}".trimmingWhitespace, "x", "any Unicode whitespace")
    XCTAssertEqual("".trimmingWhitespace, "")
  }
}
