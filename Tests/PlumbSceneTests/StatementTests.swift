import PlumbTestSupport
import XCTest
@testable import PlumbLayout
@testable import PlumbScene

/// Every line is understood or is a located error; nothing is skipped.
final class StatementTests: XCTestCase {
  func check(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try SceneParser.parse(source, file: "s.scene"), file: file, line: line) { e in
      XCTAssertEqual("\(e)", expected, file: file, line: line)
    }
  }

  func testAKeywordIsAWholeWord() throws {
    // `view` is the root (a view controller's `view`): the constraint is kept, not skipped.
    let s = try SceneParser.parse("canvas 320x200\nview a\nview.width = 100\n", file: "s.scene")
    XCTAssertEqual(s.document.constraints.map(\.notation), ["root.width = 100"])
    XCTAssertEqual(s.statements.map(\.kind), [.setting("canvas"), .view("a"), .constraints([0])])
    check("canvas 320x200\nlabel.height = 5", """
      s.scene:2:1: error: unknown view 'label': 'label' is a view kind; declare a view with 'label NAME' (a space after the kind)
      label.height = 5
      ^~~~~
      """)
    check("device.width = 5", """
      s.scene:1:1: error: unknown view 'device'
      device.width = 5
      ^~~~~~
      """)
    check("view a\nstack.spacing = 5", """
      s.scene:2:1: error: unknown view 'stack': 'stack' is a view kind; declare a view with 'stack NAME' (a space after the kind)
      stack.spacing = 5
      ^~~~~
      """)
    check("canvas\t 1e3x5", """
      s.scene:1:9: error: '1e3' is not a number (numbers are written like 12, -8 or 0.5)
      canvas\t 1e3x5
            \t ^~~
      """)
    // A tab after the keyword is a space.
    let tab = try SceneParser.parse("view\ta\nlabel\tb \"x\"\n", file: "s.scene")
    XCTAssertEqual(tab.document.views.map(\.name), ["a", "b"])
  }

  func testEveryPartOfAListIsRead() {
    check("view a\nview b\nstack s arranged=a,,b", """
      s.scene:3:20: error: arranged: expected view names separated by commas
      stack s arranged=a,,b
                         ^
      """)
    check("view a\nstack s arranged=a,", """
      s.scene:2:20: error: arranged: expected view names separated by commas
      stack s arranged=a,
                         ^
      """)
    check("view a hug=251,", """
      s.scene:1:16: error: hug: '' is not a number (numbers are written like 12, -8 or 0.5)
      view a hug=251,
                     ^
      """)
  }

  func testACycleIsFoundInAnyOrder() {
    check("view c in=a\nview a in=b\nview b in=a", """
      s.scene:2:1: error: 'a' is inside itself (through 'in=')
      view a in=b
      ^~~~~~~~~~~
      """)
    check("view a in=a", """
      s.scene:1:1: error: 'a' is inside itself (through 'in=')
      view a in=a
      ^~~~~~~~~~~
      """)
  }

  func testVisualFormatLinesParseInLinearTime() throws {
    // Each VFL line looked views up in a set built anew from every view: quadratic.
    let n = 10_000
    var source = "canvas 375x667\n"
    for k in 0..<n { source += "view v\(k)\n" }
    for k in 0..<n { source += "H:|[v\(k)(==10)]\n" }
    let start = Date()
    let s = try SceneParser.parse(source, file: "s.scene")
    XCTAssertEqual(s.document.constraints.count, 2 * n)
    XCTAssertLessThan(Date().timeIntervalSince(start), hangGuardSeconds, "parsing took \(Date().timeIntervalSince(start)) s")
  }

  func testALongUnknownNameIsReportedQuickly() throws {
    // "did you mean" compares only names of a near length: a 100,000-letter name among 10,000 views.
    var source = "canvas 375x667\n"
    for k in 0..<10_000 { source += "view view\(k)\n" }
    let name = String(repeating: "q", count: 100_000)
    let start = Date()
    XCTAssertThrowsError(try SceneParser.parse(source + "\(name).width = 5\n", file: "s.scene")) { e in
      XCTAssertEqual((e as? SceneError)?.message, "unknown view '\(name)'")
    }
    XCTAssertLessThan(Date().timeIntervalSince(start), hangGuardSeconds, "took \(Date().timeIntervalSince(start)) s")
    // Two long names of the same length: no quadratic comparison.
    let longView = String(repeating: "w", count: 100_000)
    let longTypo = String(repeating: "w", count: 99_999) + "x"
    let start2 = Date()
    XCTAssertThrowsError(try SceneParser.parse("view \(longView)\n\(longTypo).width = 5\n", file: "s.scene")) { e in
      XCTAssertEqual((e as? SceneError)?.message, "unknown view '\(longTypo)'")
    }
    XCTAssertLessThan(Date().timeIntervalSince(start2), hangGuardSeconds, "took \(Date().timeIntervalSince(start2)) s")
    XCTAssertThrowsError(try SceneParser.parse(source + "veiw12.width = 5\n", file: "s.scene")) { e in
      XCTAssertEqual((e as? SceneError)?.message, "unknown view 'veiw12'; did you mean 'view12'?")
    }
  }

  func testDeepNestingParsesInLinearTime() throws {
    // 10,000 views, each inside the one before: the cycle check walks each view once.
    let n = 10_000
    var source = "canvas 320x200\nview v0\n"
    for k in 1..<n { source += "view v\(k) in=v\(k - 1)\n" }
    let start = Date()
    let s = try SceneParser.parse(source, file: "s.scene")
    XCTAssertEqual(s.document.views.count, n)
    XCTAssertLessThan(Date().timeIntervalSince(start), hangGuardSeconds, "parsing took \(Date().timeIntervalSince(start)) s")
    // The same chain closed into a cycle at its far end is still found.
    XCTAssertThrowsError(try SceneParser.parse(source.replacingOccurrences(of: "view v0\n", with: "view v0 in=v\(n - 1)\n"), file: "s.scene")) { e in
      XCTAssertEqual((e as? SceneError)?.message, "'v0' is inside itself (through 'in=')")
      XCTAssertEqual((e as? SceneError)?.line, 2)
    }
  }
}
