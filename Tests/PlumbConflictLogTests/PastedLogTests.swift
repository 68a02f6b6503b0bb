import PlumbConflictLog
import PlumbLayout
import PlumbScene
import XCTest

/// Logs as people paste them: cut after an address or inside the list,
/// without their heading, in macOS's wording, with autoresizing positions
/// and windows; and explanations that never contradict themselves.
final class PastedLogTests: XCTestCase {
  static let two = [
    "NSLayoutConstraint:0x600001c30a50 UIView:0x7f8a1.width == 100   (active)",
    "NSLayoutConstraint:0x600001c30b40 UIView:0x7f8a1.width == 200   (active)",
  ]

  func testRecoverLineCutAfterTheAddressNamesTheListedConstraint() throws {
    let text = log(Self.two, broken: nil) + "Will attempt to recover by breaking constraint <NSLayoutConstraint:0x600001c30b4\n"
    let l = try read(text, file: "cut.txt")
    XCTAssertEqual(l.conflicts.first?.brokenIndex, 1)
    XCTAssertEqual(l.warnings.map(\.description), [
      "cut.txt:8:48: warning: this description is cut short; its address names #2 of the list, taken as the constraint UIKit broke\n"
        + "Will attempt to recover by breaking constraint <NSLayoutConstraint:0x600001c30b4\n"
        + "                                               ^"
    ])
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertTrue(e.text(l).contains("UIKit shows the layout without #2: UIView (0, 0, 100, 0)"), e.text(l))
  }

  func testAnAddressTwoListedConstraintsShareNamesNeither() throws {
    // `0x600001c30` starts both addresses: it names no one constraint.
    let l = try read(log(Self.two, broken: nil) + "Will attempt to recover by breaking constraint <NSLayoutConstraint:0x600001c30\n")
    XCTAssertNil(l.conflicts.first?.brokenIndex)
  }

  func testAListWithoutItsHeadingIsOneConflictAndPlumbSaysItChoseWhatToBreak() throws {
    let text = "(\n" + Self.two.map { "    \"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n"
    XCTAssertFalse(ConflictLogReader.isConflictLog(text))
    XCTAssertTrue(ConflictLogReader.hasConstraintDescriptions(text))
    let l = try read(text, file: "list.txt")
    XCTAssertEqual(l.conflicts.count, 1)
    XCTAssertEqual(l.conflicts.first?.heading, "")
    let e = try XCTUnwrap(l.explain().first)
    // Neither closes a chain: the first listed.
    XCTAssertEqual(e.plumbBreaks, 0)
    let words = e.text(l)
    XCTAssertTrue(words.hasPrefix("list.txt:2:6: conflict 1 of 1: a list of constraints pasted without its heading\n"), words)
    XCTAssertTrue(
      words.contains("The log does not say which constraint UIKit broke; Plumb breaks #1, and UIKit may have broken another: UIView (0, 0, 200, 0)"), words)
    // The playground's document breaks the same one.
    let (doc, _) = l.document([e])
    XCTAssertEqual(LayoutEngine(doc).layoutIfNeeded().view("UIView")?.frame.width, 200)
    XCTAssertFalse(words.contains("UIKit shows the layout"), words)
  }

  func testMacOSWordingIsReadLikeIOSAndAppKitClassesHaveTheirKinds() throws {
    let text = """
      Conflicting constraints detected: (
          "<NSLayoutConstraint:0x600001c30a50 NSTextField:0x7f8a1.width == 100   (active)>",
          "<NSLayoutConstraint:0x600001c30b40 NSTextField:0x7f8a1.width == 200   (active)>"
      ).  Will attempt to recover by breaking <NSLayoutConstraint:0x600001c30b40 NSTextField:0x7f8a1.width == 200   (active)>.
      """
    XCTAssertTrue(ConflictLogReader.isConflictLog(text))
    let l = try read(text, file: "mac.log")
    XCTAssertEqual(l.warnings, [])
    XCTAssertEqual(l.conflicts.first?.brokenIndex, 1)
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertTrue(e.text(l).hasPrefix("mac.log:1:1: conflict 1 of 1: Conflicting constraints detected.\n"), e.text(l))
    XCTAssertEqual(e.document.views.first?.kind, .textfield)
  }

  func testAutoresizingPositionsAreCoordinatesInTheSuperviewAndAWindowIsTheScreen() throws {
    let text = log([
      "NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.midY == 486.912   (active)",
      "NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0xa.minX == 10   (active)",
      "NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& UIView:0xa.height == 100   (active)",
      "NSLayoutConstraint:0x4 UIView:0xa.top == UIWindow:0xw.top + 20   (active)",
    ], broken: 3)
    let l = try read(text)
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertEqual(e.document.constraints[0].notation, "UIView.centerY = superview.top + 486.912")
    XCTAssertEqual(e.document.constraints[1].notation, "UIView.left = superview.left + 10")
    XCTAssertEqual(e.cause, .listed)
    // The window is the screen, and the view is in it.
    let (doc, _) = l.document([e])
    XCTAssertEqual(doc.view(named: "UIView")?.parent, "UIWindow")
    let r = LayoutEngine(doc).layoutIfNeeded()
    XCTAssertEqual(r.view("UIWindow")?.frame, Frame(x: 0, y: 0, width: 375, height: 667))
    XCTAssertEqual(r.view("UIView")?.frame.y, 436.912)
    XCTAssertEqual(r.view("UIView")?.frame.x, 10)
  }

  /// Found by the conflictlog fuzz target: a lone `leading == 0` was read as
  /// `leading = superview.left`, which the scene `convert` writes refuses.
  func testALoneLeadingIsMeasuredFromTheSuperviewsLeadingEdge() throws {
    let text = log([
      "NSLayoutConstraint:0x1 UIView:0xa.leading == 0   (active)",
      "NSLayoutConstraint:0x2 UIView:0xa.width == 320   (active)",
    ], broken: 1)
    let l = try read(text)
    let (doc, _) = l.document(l.explain())
    XCTAssertEqual(doc.constraints.first { $0.firstAttribute == .leading }?.notation, "UIView.leading = superview.leading")
    let scene = DocumentConverter.convert(doc, name: "t", header: ["t"]).text
    XCTAssertNoThrow(try SceneParser.parse(scene, file: "t.scene"), scene)
  }

  func testAListCutShortSaysThePasteIsIncompleteAndNothingElse() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.wid
      """
    let l = try read(text, file: "cut.txt")
    XCTAssertEqual(l.conflicts.first?.cutShort, [CutDescription(line: 4, column: 6, text: "NSLayoutConstraint:0x2 UIView:0xa.wid")])
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertEqual(e.cause, .unprinted)
    let words = e.text(l)
    XCTAssertTrue(words.contains("the paste stops inside the list: the description at line 4 has no end"), words)
    // No conflict in Plumb's model: no removal "resolves" it, and no constraint is said to be in one.
    XCTAssertFalse(words.contains("Removing"), words)
    XCTAssertFalse(words.contains("no conflict;"), words)
    XCTAssertFalse(words.contains("UIKit held another constraint"), words)
    XCTAssertEqual(e.summary(l), "the listed constraints can all hold, but the paste stops inside the list (line 4): paste the whole message.")
  }

  func testConstraintsBetweenUIKitsPrivateViewsAreNotTheApps() throws {
    let (c, _) = try only("NSLayoutConstraint:0x7fdac6192320 V:|-(20)-[UIInputSetContainerView:0x7fdac6190a40] (Names: '|':UITextEffectsWindow:0x7fdac6061a10 )")
    XCTAssertNotNil(c.system)
    let (mine, _) = try only("NSLayoutConstraint:0x1 V:|-(20)-[UILabel:0xb] (Names: '|':UITextEffectsWindow:0x7fdac6061a10 )")
    XCTAssertNil(mine.system)
  }

  func testViewsTheLogDoesNotPlaceAreDrawnAndSaidToBeUnplaced() throws {
    let l = try read(log(Self.two, broken: 1))
    let (doc, _) = l.document(l.explain())
    let r = LayoutEngine(doc).layoutIfNeeded()
    // Width from the log; x, y and height only from Plumb's weak pins.
    XCTAssertEqual(r.view("UIView")?.frame, Frame(x: 0, y: 0, width: 100, height: 667))
    XCTAssertEqual(r.unplacedComponents("UIView"), ["x", "y", "height"])
    XCTAssertEqual(r.ambiguousCount, 0)
    XCTAssertEqual(
      l.explain().first?.summary(l),
      "the 2 listed constraints cannot all hold. UIKit broke #2 UIView.width = 200 (BRK). Removing any one of the app's #1, #2 resolves it.")
  }

  func testDescriptionsWithoutBracketsOrWithStruckDashesAreRead() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          NSLayoutConstraint:0x1 UIView:0xa.leading == UIView:0xb.leading + 5,
          "<NSLayoutConstraint:0x2 V:|~~(0)~~[UIView:0xa]   (active, names: '|':UIView:0xb )>"
      )
      """
    let l = try read(text)
    XCTAssertEqual(l.warnings.filter { !$0.message.hasPrefix("the log does not say") }, [])
    XCTAssertEqual(l.conflicts.first?.constraints.map(\.constant), [5, 0])
    XCTAssertEqual(l.conflicts.first?.constraints.first?.text, "NSLayoutConstraint:0x1 UIView:0xa.leading == UIView:0xb.leading + 5")
  }

  func testAListShortenedWithAnEllipsisSaysConstraintsWereLeftOut() throws {
    let text = log(["NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)"], broken: nil).replacingOccurrences(of: "\n)\n", with: ",\n    ...\n)\n")
    let l = try read(text)
    XCTAssertEqual(l.conflicts.first?.elidedLines, [5])
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertTrue(e.text(l).contains("but the paste leaves constraints out (line 5: '...')"), e.text(l))
    XCTAssertFalse(e.text(l).contains("UIKit held another constraint"), e.text(l))
  }

  func testUIKitsOwnWordsForHidingAndAppKitsEncapsulatedSize() throws {
    let (hiding, _) = try only("NSLayoutConstraint:0x1 'UISV-hiding' UIView:0xa.height == 0   (active)")
    XCTAssertEqual(hiding.system?.origin, "'UISV-hiding' holds a hidden arranged view at zero size along its stack's axis")
    XCTAssertTrue(hiding.system?.fix(fighting: nil).hasPrefix("lower the priority of the constraint of yours that fights it (a constraint inside the hidden view") ?? false)
    let (appKit, _) = try only("NSLayoutConstraint:0x2 'NSView-Encapsulated-Layout-Width' NSTableCellView:0xa.width == 300   (active)")
    XCTAssertEqual(appKit.system, .encapsulatedLayout("NSView-Encapsulated-Layout-Width"))
  }

  func testABrokenConstraintThatDoesNotResolveItAloneIsSaid() throws {
    // Three widths: UIKit broke #3 and then another; removing #3 alone leaves 100 against 200.
    let l = try read(log([
      "NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)",
      "NSLayoutConstraint:0x2 UIView:0xa.width == 200   (active)",
      "NSLayoutConstraint:0x3 UIView:0xa.width == 300   (active)",
    ], broken: 2))
    let words = try XCTUnwrap(l.explain().first).text(l)
    XCTAssertTrue(words.contains("Without #3 alone the others still conflict in Plumb's model, so UIKit breaks more than one"), words)
    XCTAssertFalse(words.contains("UIKit shows the layout without #3"), words)
  }

  func testWithoutUIKitsWordPlumbGuessesTheAppsConstraintThatClosesTheChain() throws {
    // A label between its superview's edges, too wide for it: UIKit breaks the trailing pin (it closes the chain).
    let l = try read(log([
      "NSLayoutConstraint:0x1 H:|-(10)-[UILabel:0xa]   (active, names: '|':UIView:0xb )",
      "NSLayoutConstraint:0x2 H:[UILabel:0xa]-(11)-|   (active, names: '|':UIView:0xb )",
      "NSLayoutConstraint:0x3 UILabel:0xa.width == 400   (active)",
      "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xb.width == 320   (active)",
    ], broken: nil))
    XCTAssertEqual(l.explain().first?.plumbBreaks, 1)
  }

  func testRoundedConstantsAreNamedWhenNothingConflicts() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 UIView:0xa.height == 54.6667   (active)",
      "NSLayoutConstraint:0x2 UIView:0xa.height >= 54.6667   (active)",
    ]))
    let words = try XCTUnwrap(l.explain().first).text(l)
    XCTAssertTrue(words.contains("UIKit prints constants rounded (54.6667)"), words)
  }
}
