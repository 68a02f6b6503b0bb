import PlumbLayout
import XCTest
@testable import PlumbPlayground

final class GridTests: XCTestCase {
  func testWriteClipsAndTextTrims() {
    var g = Grid(width: 5, height: 2)
    g.write("abcdefg", x: 1, y: 0)
    g.write("xy", x: -1, y: 1)
    XCTAssertEqual(g.text, " abcd\ny")
    XCTAssertEqual(g[9, 9], Cell())
  }

  /// Plain ASCII is drawn a byte at a time; what follows it may still join
  /// its last letter or be a control character.
  func testAMarkAfterASCIIJoinsItsLetterAndAControlIsPictured() {
    var g = Grid(width: 10, height: 1)
    g.write("cafe\u{301}!", x: 0, y: 0)
    XCTAssertEqual(g[3, 0], Cell("e\u{301}"))
    XCTAssertEqual(g[4, 0], Cell("!"))
    XCTAssertEqual(g.text, "cafe\u{301}!")
    var h = Grid(width: 10, height: 1)
    h.write("ab\u{7}c\u{1B}", x: 0, y: 0)
    XCTAssertEqual(h.text, "ab\u{2407}c\u{241B}")
  }
}

/// Wide characters take two cells and never break a border.
final class WideCharacterGridTests: XCTestCase {
  func testWideCharactersTakeTwoCellsAndStayInsideTheirLimit() {
    var g = Grid(width: 8, height: 1)
    g.write("김민수", x: 0, y: 0, maxWidth: 5)
    XCTAssertEqual(g.text, "김민", "a wide character that would cross the limit is not drawn")
    XCTAssertTrue(g[1, 0].isContinuation)
    // A border drawn over half of a wide character blanks the other half.
    g[1, 0] = Cell("|")
    XCTAssertEqual(g.text, " |민")
    g[2, 0] = Cell("-")
    XCTAssertEqual(g.text, " |-", "the continuation of 민 is blanked too")
  }
}

/// A cell is plain data, yet gives back every character exactly as given.
final class CellTests: XCTestCase {
  func testCellsKeepEveryCharacterAndItsWidth() {
    let characters: [Character] = ["a", " ", "~", "é", "e\u{301}", "👍🏽", "👨‍👩‍👧", "\r\n", "김", "─", "🇫🇷", "☺️", "\u{0}"]
    for ch in characters {
      let cell = Cell(ch, .dim)
      XCTAssertEqual(cell.character.unicodeScalars.map(\.value), ch.unicodeScalars.map(\.value), "\(ch.unicodeScalars.map(\.value))")
      XCTAssertEqual(Int(cell.cellWidth), ch == Cell.continuation ? 0 : TextMetrics.cells(ch), "\(ch.unicodeScalars.map(\.value))")
      XCTAssertEqual(cell.style, .dim)
    }
    // Cells compare as their characters do: canonically equivalent ones are equal.
    XCTAssertEqual(Cell("é"), Cell("e\u{301}"))
    XCTAssertEqual(Cell("\u{212B}"), Cell("\u{00C5}"))
    XCTAssertNotEqual(Cell("a"), Cell("b"))
    XCTAssertNotEqual(Cell("a", .dim), Cell("a"))
    XCTAssertNotEqual(Cell("👍🏽"), Cell("👍"))
    XCTAssertTrue(Cell(" ").isSpace)
    XCTAssertFalse(Cell("\u{00A0}").isSpace)
  }

  func testWrittenTextReadsBackWhateverItsClusters() {
    var g = Grid(width: 30, height: 1)
    let text = "a→b e\u{301} 👍🏽 김 ☺️ x"
    g.write(text, x: 0, y: 0)
    XCTAssertEqual(g.text, text)
    var x = 0
    for ch in text {
      XCTAssertEqual(g[x, 0], Cell(ch), "column \(x)")
      x += max(1, TextMetrics.cells(ch))
    }
  }
}

/// The scalars `Grid.write` takes one at a time are characters by themselves,
/// next to any other of them: none joins a neighbour into one cluster.
final class OneScalarCharacterTests: XCTestCase {
  func testEveryListedScalarIsACharacterByItself() {
    var listed = 0
    for value in UInt32(0)...0x10FFFF {
      guard let s = Unicode.Scalar(value), Grid.isCharacterByItself(s) else { continue }
      listed += 1
      let one = String(s)
      // An extending or spacing mark would join the letter before it, a
      // prepended one the letter after it; jamo and regional indicators join their kind.
      for text in ["a" + one, one + "a", one + one, "\u{2502}" + one] {
        XCTAssertEqual(text.count, text.unicodeScalars.count, "U+\(String(value, radix: 16)) in \(text.unicodeScalars.map(\.value))")
      }
    }
    XCTAssertGreaterThan(listed, 1500)
    XCTAssertFalse("e\u{301}".unicodeScalars.allSatisfy(Grid.isCharacterByItself))
    XCTAssertFalse("\r\n".unicodeScalars.allSatisfy(Grid.isCharacterByItself))
    XCTAssertFalse("☺\u{FE0F}".unicodeScalars.allSatisfy(Grid.isCharacterByItself))
    XCTAssertTrue("▸ ok a.width = 10 │ 1 conflict × ≠ µs".unicodeScalars.allSatisfy(Grid.isCharacterByItself))
  }
}
