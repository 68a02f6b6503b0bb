import PlumbConflictLog
import PlumbLayout
import PlumbTestSupport
import XCTest

/// The 15 public logs of `Tests/Fixtures/ConflictLogs`: each read without a
/// warning, and explained: which constraint UIKit broke, which single
/// removals resolve the conflict, and why it is a conflict in Plumb's model.
final class CorpusTests: XCTestCase {
  enum Why { case listed, negative(String) }

  struct Expected {
    var file: String
    /// 1-based, as the explanation numbers them.
    var listed: Int
    var broken: Int
    var resolving: [Int]
    var why: Why
    /// Lines the explanation must hold.
    var says: [String] = []
  }

  static let expected: [Expected] = [
    Expected(file: "01.txt", listed: 2, broken: 1, resolving: [1, 2], why: .listed, says: ["  1. <NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>\n     = UIView.height = 200\n     UIKit broke this one", "UIKit shows the layout without #1: UIView (0, 0, 0, 84)"]),
    Expected(file: "03.txt", listed: 4, broken: 2, resolving: [1, 2, 3, 4], why: .negative("UILabel ' '"), says: ["  UIButton 'Show More'      = UIButton:0x7fd94ccb1800'Show More', in SPUISearchTableHeaderView", "usual fix: lower the priority of #2 (UIButton 'Show More'.leading = UILabel ' '.trailing + 8) to 999"]),
    Expected(file: "05.txt", listed: 3, broken: 2, resolving: [1, 2, 3], why: .negative("UIStackView"), says: ["  UIStackView          = UIStackView:0x7fbcc643ac60, in BrowserNavigationBar"]),
    Expected(file: "07.txt", listed: 4, broken: 3, resolving: [1, 2, 3, 4], why: .listed, says: ["'_UILayoutSupportConstraint' places a layout guide inside its view"]),
    Expected(file: "09.txt", listed: 2, broken: 1, resolving: [1, 2], why: .listed, says: ["usual fix: lower the priority of #1 (CarbonSwipeRefresh.width = 40) to 999, so that it gives way while UIKit measures"]),
    Expected(file: "11.txt", listed: 2, broken: 1, resolving: [1, 2], why: .listed, says: ["  AddressToolbar.lockIcon = AddressToolbar.lockIcon:0x106c2b2e0"]),
    Expected(file: "13.txt", listed: 8, broken: 1, resolving: Array(1...8), why: .negative("UIPageControl"), says: ["usual fix: lower the priority of #1 (UIView 2.height >= 330) to 999", "  UILabel                    = UILabel:0x1555f30f0, in UIView\n", "  UIView 2                   = UIView:0x1555f3420, in UIView\n"]),
    Expected(file: "15.txt", listed: 4, broken: 1, resolving: [1, 2, 3, 4], why: .negative("UIView"), says: ["= UIView.top = UILayoutGuide 'UIViewSafeAreaLayoutGuide'.top + 844"]),
    Expected(file: "17.txt", listed: 3, broken: 2, resolving: [1, 2, 3], why: .negative("UIStackView")),
    Expected(file: "19.txt", listed: 2, broken: 1, resolving: [1, 2], why: .listed, says: ["usual fix: lower the priority of #1 (UIInputView.height = 246) to 999"]),
    Expected(file: "21.txt", listed: 2, broken: 1, resolving: [1, 2], why: .listed),
    Expected(file: "23.txt", listed: 2, broken: 1, resolving: [1, 2], why: .listed, says: ["without it: no conflict; UITableViewCellContentView (0, 0, 375, 0)"]),
    Expected(file: "25.txt", listed: 3, broken: 3, resolving: [1, 2, 3], why: .listed, says: ["h=-&-: left margin fixed, width flexible, right margin fixed", "of those, #3 is the app's."]),
    Expected(file: "27.txt", listed: 2, broken: 1, resolving: [1, 2], why: .listed, says: ["'UIInputWindowController-top' is made by UIKit for its own views"]),
    Expected(file: "29.txt", listed: 3, broken: 2, resolving: [1, 2, 3], why: .negative("_UIUCBKBSelectionBackground"), says: ["all of them are system-made."]),
  ]

  func testEveryLogIsReadAndExplained() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Tests/Fixtures/ConflictLogs").path).filter { $0.hasSuffix(".txt") }
    XCTAssertEqual(files.sorted(), Self.expected.map(\.file))
    for x in Self.expected {
      let path = "Tests/Fixtures/ConflictLogs/" + x.file
      let l = try read(try Repository.text(path), file: x.file)
      XCTAssertEqual(l.warnings, [], x.file)
      XCTAssertEqual(l.conflicts.count, 1, x.file)
      let e = try XCTUnwrap(l.explain().first, x.file)
      XCTAssertEqual(e.conflict.constraints.count, x.listed, x.file)
      XCTAssertEqual(e.conflict.brokenIndex.map { $0 + 1 }, x.broken, x.file)
      XCTAssertEqual(e.resolvingRemovals.map { $0 + 1 }, x.resolving, x.file)
      // UIKit's choice resolves the conflict in Plumb's model too.
      XCTAssertTrue(e.removals[x.broken - 1].resolves, x.file)
      switch (x.why, e.cause) {
      case (.listed, .listed): break
      case (.negative(let view), .negativeSizes(let list)): XCTAssertEqual(list.map(\.view), [view], x.file)
      default: XCTFail("\(x.file): \(e.cause)")
      }
      // The document reproduces the conflict, as many times as the log has them.
      let (doc, _) = l.document([e])
      XCTAssertEqual(LayoutEngine(doc).layoutIfNeeded().conflictCount, 1, x.file)
      let text = e.text(l)
      XCTAssertTrue(text.contains("  \(x.broken). <\(e.conflict.constraints[x.broken - 1].text)>\n"), x.file)
      for s in x.says { XCTAssertTrue(text.contains(s), "\(x.file) should say \(s):\n\(text)") }
      // Every system-made constraint names its usual fix.
      let fixes = text.components(separatedBy: "usual fix:").count - 1
      XCTAssertEqual(fixes, e.conflict.constraints.filter { $0.system != nil }.count, x.file)
    }
  }
}
