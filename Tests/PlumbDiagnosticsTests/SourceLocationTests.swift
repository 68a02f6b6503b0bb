import PlumbDiagnostics
import XCTest

/// One column unit: characters of the line.
final class SourceLocationTests: XCTestCase {
  func testAUTF8ColumnBecomesACharacterColumn() {
    // "한국" is 6 bytes, "é" (e + combining acute) 3 bytes in 2 scalars, "👍🏽" 8 bytes: one character each.
    let line = "한국 e\u{301} 👍🏽 x"
    let x = line.utf8.count  // the byte column of the x (1-based)
    XCTAssertEqual(SourceLocation.characterColumn(utf8Column: x, in: line), 8)
    XCTAssertEqual(SourceLocation.characterColumn(utf8Column: 1, in: line), 1)
    XCTAssertEqual(SourceLocation.characterColumn(utf8Column: 4, in: line), 2, "the first byte of 국")
    XCTAssertEqual(SourceLocation.characterColumn(utf8Column: 5, in: line), 2, "a byte inside 국 names 국")
    XCTAssertEqual(SourceLocation.characterColumn(utf8Column: x + 3, in: line), 11, "past the end: as far past it")
    XCTAssertEqual(SourceLocation.characterColumn(utf8Column: 5, in: "abcdef"), 5)
    XCTAssertEqual(SourceLocation(file: "f", line: 2, utf8Column: x, in: line), SourceLocation(file: "f", line: 2, column: 8))
  }

  func testAScalarColumnBecomesACharacterColumn() {
    // 한 is one scalar, é (e + combining acute) two, 👍🏽 two (the hand and its skin tone).
    let line = "한 e\u{301} 👍🏽 x"
    XCTAssertEqual(SourceLocation.characterColumn(scalarColumn: line.unicodeScalars.count, in: line), 7)
    XCTAssertEqual(SourceLocation.characterColumn(scalarColumn: 4, in: line), 3, "the combining accent is part of é")
    XCTAssertEqual(SourceLocation.characterColumn(scalarColumn: 1, in: line), 1)
    XCTAssertEqual(SourceLocation(file: "f", line: 1, scalarColumn: line.unicodeScalars.count + 2, in: line).column, 9, "past the end: as far past it")
  }

  func testACharacterColumnGivesBackItsUTF8Offset() {
    let line = "한국 e\u{301} 👍🏽 x"
    XCTAssertEqual(SourceLocation(file: "f", line: 1, column: 8).utf8Offset(in: line), line.utf8.count - 1)
    XCTAssertEqual(SourceLocation(file: "f", line: 1, column: 1).utf8Offset(in: line), 0)
    XCTAssertEqual(SourceLocation(file: "f", line: 1, column: 3).utf8Offset(in: "ab"), 2)
    XCTAssertEqual(SourceLocation(file: "f", line: 3, column: 9).description, "f:3:9")
  }
}
