import PlumbLayout
import PlumbScene
import XCTest

/// A long row whose widths trade: each view's warning names a few of the
/// constraints it moves with and says that more do, so that what a row of
/// n views reports grows as n, not n².
final class LongRowAmbiguityTests: XCTestCase {
  func testAViewInALongRowNamesAFewTradesAndSaysThatMoreTrade() throws {
    // 300 views: the middle one's form is past what is kept exactly (`FreePart.exactLimit`).
    let n = 300
    var lines = ["canvas \(40 * n)x100"]
    for k in 0..<n { lines.append("view v\(k)") }
    for k in 0..<n {
      lines.append("v\(k).leading = \(k == 0 ? "root.leading" : "v\(k - 1).trailing") + 8")
      lines += ["v\(k).width = 50 @750", "v\(k).top = root.top", "v\(k).height = 20"]
    }
    lines.append("v\(n - 1).trailing = root.trailing")
    let r = try solveScene(lines.joined(separator: "\n"))
    let middle = try XCTUnwrap(r.diagnostics.first { $0.kind == .ambiguous && $0.views == ["v150"] })
    XCTAssertTrue(middle.message.contains("conflicting optional constraints of equal priority (750) leave it free ("), middle.message)
    XCTAssertTrue(middle.message.hasSuffix("of them listed; more trade)."), middle.message)
    XCTAssertFalse(middle.constraints.isEmpty)
    XCTAssertLessThanOrEqual(middle.constraints.count, 16)
    // The whole report stays small: no view lists more than a few.
    XCTAssertLessThanOrEqual(r.diagnostics.map(\.constraints.count).max() ?? 0, 16)
  }
}
