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
