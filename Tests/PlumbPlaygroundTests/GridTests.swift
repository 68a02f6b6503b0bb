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
