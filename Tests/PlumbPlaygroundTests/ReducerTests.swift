import PlumbTestSupport
import XCTest
@testable import PlumbLayout
@testable import PlumbPlayground
@testable import PlumbScene

final class ReducerTests: XCTestCase {
  func testConstantKeysMoveTheFrameAndUndoRedo() throws {
    var s = try Fixtures.state("profile.scene")
    XCTAssertEqual(s.result.view("photo")?.frame.x, 20)
    s.press("+")
    XCTAssertEqual(s.document.constraints[0].constant, 21)
    XCTAssertEqual(s.result.view("photo")?.frame.x, 21)
    s.press("]]-")
    XCTAssertEqual(s.document.constraints[0].constant, 40)
    s.press("[")
    XCTAssertEqual(s.result.view("photo")?.frame.x, 30)
    // 20 → 21 → 31 → 41 → 40 → 30: two undos go back to 41.
    s.press("uu")
    XCTAssertEqual(s.document.constraints[0].constant, 41)
    s.press("U")
    XCTAssertEqual(s.document.constraints[0].constant, 40)
    s.press("uuuuu")
    XCTAssertEqual(s.document.constraints[0].constant, 20)
    XCTAssertEqual(s.message, "nothing to undo")
  }

  func testPriorityKeysAndTheRequiredToOptionalWarning() throws {
    var s = try Fixtures.state("conflict.scene")
    XCTAssertEqual(s.result.conflictCount, 1)
    // UIKit broke 'exact' (the later of the two): 'tall' is installed, and lowering it is what UIKit refuses.
    s.press("jj")
    XCTAssertEqual(s.document.constraints[s.selectedConstraint].identifier, "tall")
    s.press("2")
    XCTAssertEqual(s.document.constraints[2].priority, 750)
    XCTAssertEqual(s.result.conflictCount, 0)
    XCTAssertEqual(s.result.view("send")?.frame.height, 20)
    XCTAssertEqual(s.message, "UIKit would raise: Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000. The playground applied it anyway, for teaching.")
    s.press("><<")
    XCTAssertEqual(s.document.constraints[2].priority, 749)
    s.press("134")
    XCTAssertEqual(s.document.constraints[2].priority, 1000)
    XCTAssertEqual(s.result.conflictCount, 1)
  }

  /// Each preset key sets its own priority, written out here rather than read
  /// from `LayoutPriority.common`, so that changing a preset fails this test.
  func testPriorityKeysSetTheirPresets() throws {
    var s = try Fixtures.state("conflict.scene")
    s.press("jjj")
    for (key, expected) in [("1", 250.0), ("2", 750), ("3", 999), ("4", 1000), ("3", 999), ("1", 250)] {
      s.press(key)
      XCTAssertEqual(s.document.constraints[3].priority.value, expected, "key \(key)")
    }
    XCTAssertEqual(Screen.help.first { $0.0 == "1 2 3 4" }?.1, "priority 250, 750, 999, 1000", "the help says what the keys set")
  }

  /// `<` and `>` stop at UIKit's bounds, 1 and 1000, and so do hugging and compression resistance.
  func testPriorityStepsStopAtTheBounds() throws {
    var s = try Fixtures.state("conflict.scene")
    s.press("jjj4>")
    XCTAssertEqual(s.document.constraints[3].priority, 1000)
    s.document.constraints[3].priority = 1
    s.press("<")
    XCTAssertEqual(s.document.constraints[3].priority, 1)
  }

  func testActiveRelationAndMultiplier() throws {
    var s = try Fixtures.state("widths-1-2.scene")
    s.press("jjj")
    XCTAssertEqual(s.document.constraints[3].identifier, "double")
    s.press("/")
    XCTAssertEqual(s.document.constraints[3].multiplier, 1)
    XCTAssertEqual(s.result.view("green")?.frame.width, 172.5)
    s.press("*")
    s.press(" ")
    XCTAssertFalse(s.document.constraints[3].isActive)
    XCTAssertEqual(s.result.ambiguousCount, 2)
    s.press(" =")
    XCTAssertEqual(s.document.constraints[3].relation, .lessThanOrEqual)
  }

  func testEditsStayInsideTheSceneFormatsBounds() throws {
    var s = try Fixtures.state("widths-1-2.scene")
    s.press("jjj")
    // 2 halved 14 times is 2/16384 ≈ 0.000122; once more would be below 0.0001.
    s.press(String(repeating: "/", count: 14))
    XCTAssertEqual(s.document.constraints[3].multiplier, 2.0 / 16384)
    XCTAssertEqual(s.message, "double multiplier 0.000244140625 → 0.0001220703125")
    s.press("/")
    XCTAssertEqual(s.document.constraints[3].multiplier, 2.0 / 16384)
    XCTAssertEqual(s.message, "the multiplier must be 0 or at least 0.0001 in magnitude")
    s.press(String(repeating: "*", count: 40))
    XCTAssertEqual(s.document.constraints[3].multiplier, 8192)
    XCTAssertEqual(s.message, "the multiplier must be at most 10000 in magnitude")
    // The saved scene reads back.
    XCTAssertNoThrow(try SceneParser.parse(SceneWriter.write(try XCTUnwrap(s.scene), s.document), file: "w.scene"))
    s.document.constraints[2].constant = 9_999_995
    s.press("k]")
    XCTAssertEqual(s.message, "the constant must be at most 10000000 points")
    XCTAssertEqual(s.document.constraints[2].constant, 9_999_995)
    s.press("+")
    XCTAssertEqual(s.document.constraints[2].constant, 9_999_996)
  }

  func testAnUnreadableFileKeepsTheSceneAndSaysWhy() throws {
    var s = try Fixtures.state("widths-1-2.scene")
    let before = s.document
    Reducer.reduce(&s, .fileUnreadable("cannot read 'Scenes/widths-1-2.scene': it is a directory, not a scene file"))
    XCTAssertEqual(s.message, "not reloaded: cannot read 'Scenes/widths-1-2.scene': it is a directory, not a scene file")
    XCTAssertEqual(s.document, before)
  }

  func testRotateChangesSizeClassesAndInstalledConstraints() throws {
    var s = try Fixtures.state("size-classes.scene")
    XCTAssertEqual(s.result.traits.description, "wC hR")
    XCTAssertEqual(s.result.view("caption")?.frame.y, 168)
    s.press("r")
    XCTAssertEqual(s.document.orientation, .landscape)
    XCTAssertEqual(s.result.traits.description, "wC hC")
    XCTAssertEqual(s.result.view("caption")?.frame.x, 192)
    XCTAssertEqual(s.result.constraints.filter(\.installed).count, 6)
    s.press("d")
    XCTAssertEqual(s.document.device.name, "iphone-max")
    XCTAssertEqual(s.result.traits.description, "wR hC")
    s.press("l")
    XCTAssertEqual(s.document.direction, .rightToLeft)
  }

  func testTextEditMovesTheIntrinsicSize() throws {
    var s = try Fixtures.state("hugging.scene")
    s.press("e")
    XCTAssertEqual(s.message, "select a view first: Tab switches to the view list")
    s.press("\tj")
    XCTAssertEqual(s.document.views[s.selectedView].name, "value")
    s.press("e")
    XCTAssertEqual(s.editing?.text, "Kim")
    Reducer.reduce(&s, .key(.backspace))
    s.press("m Min-su")
    Reducer.reduce(&s, .key(.enter))
    XCTAssertNil(s.editing)
    XCTAssertEqual(s.document.views[1].text, "Kim Min-su")
    XCTAssertEqual(s.result.view("value")?.frame.width, 80)
    s.press("u")
    XCTAssertEqual(s.document.views[1].text, "Kim")
  }

  func testHuggingAndCompressionKeys() throws {
    var s = try Fixtures.state("compression.scene")
    s.press("\tj")
    s.press("CC")
    XCTAssertEqual(s.document.views[1].compressionResistance.horizontal, 752)
    XCTAssertEqual(s.result.view("title")?.frame.width, 72)
    s.press("vh")
    XCTAssertEqual(s.document.views[1].hugging.vertical, 250)
    XCTAssertEqual(s.document.views[1].hugging.horizontal, 251)
  }

  func testSaveKeepsCommentsAndReloadKeepsSelection() throws {
    var s = try Fixtures.state("profile.scene")
    // Priority 750 again, as it was: nothing changed, nothing written.
    s.press("jjj2")
    XCTAssertEqual(s.press("s"), [])
    XCTAssertEqual(s.message, "nothing to save: the file says what the playground shows")
    s.press("1")
    XCTAssertTrue(s.dirty)
    guard case .save(let path, let text)? = s.press("s").first else { return XCTFail("no save effect") }
    XCTAssertEqual(path, "Scenes/profile.scene")
    let original = try String(contentsOf: Fixtures.root.appendingPathComponent("Scenes/profile.scene"), encoding: .utf8)
    // Only the changed constraint's line is rewritten.
    let changed = zip(original.components(separatedBy: "\n"), text.components(separatedBy: "\n")).filter { $0 != $1 }
    XCTAssertEqual(changed.map(\.1), ["ratio: photo.width = 0.3 * root.width @250"])
    XCTAssertTrue(text.hasPrefix("# The profile screen"), "comments are kept")
    XCTAssertEqual(text.components(separatedBy: "\n").count, original.components(separatedBy: "\n").count)
    Reducer.reduce(&s, .saved(error: nil, backup: "Scenes/profile.scene~"))
    XCTAssertFalse(s.dirty)
    XCTAssertEqual(s.message, "saved Scenes/profile.scene (the file as Plumb found it is kept as Scenes/profile.scene~)")
    // A save the file already held writes nothing, and says so (no backup was made).
    Reducer.reduce(&s, .saved(error: nil, unchanged: true))
    XCTAssertEqual(s.message, "Scenes/profile.scene already holds this: nothing written")
    // The file changes on disk: reloaded, the selection kept.
    Reducer.reduce(&s, .fileChanged(original.replacingOccurrences(of: "+ 20\nfirst", with: "+ 30\nfirst")))
    XCTAssertEqual(s.selectedConstraint, 3)
    XCTAssertEqual(s.result.view("photo")?.frame.x, 30)
    // A broken file leaves the layout alone and says where.
    Reducer.reduce(&s, .fileChanged("view a\nb.width = 3\n"))
    XCTAssertEqual(s.message, "Scenes/profile.scene:2:1: error: unknown view 'b'; did you mean 'a'?")
    XCTAssertEqual(s.result.view("photo")?.frame.x, 30)
  }

  func testUnsavedWorkIsNeverDroppedWithoutAsking() throws {
    var s = try Fixtures.state("profile.scene")
    XCTAssertEqual(s.press("q"), [.quit], "nothing to lose: q quits")
    s = try Fixtures.state("profile.scene")
    s.press("+")
    XCTAssertEqual(s.press("q"), [], "q asks first")
    XCTAssertEqual(s.confirming, .quit)
    XCTAssertEqual(s.press("j"), [], "any other key stays")
    XCTAssertEqual(s.message, "kept your changes")
    s.press("q")
    XCTAssertEqual(s.press("q"), [.quit], "a second q quits")
    // Ctrl-C the same way.
    s = try Fixtures.state("profile.scene")
    s.press("+")
    XCTAssertEqual(Reducer.reduce(&s, .interrupt), [])
    XCTAssertEqual(Reducer.reduce(&s, .interrupt), [.quit])
    // Undo back to the saved state clears 'modified'.
    s = try Fixtures.state("profile.scene")
    s.press("+-")
    XCTAssertFalse(s.dirty)
    s.press("+u")
    XCTAssertFalse(s.dirty)
    // A change on disk while there are unsaved edits asks before dropping them.
    s.press("]")
    let original = try String(contentsOf: Fixtures.root.appendingPathComponent("Scenes/profile.scene"), encoding: .utf8)
    Reducer.reduce(&s, .fileChanged(original.replacingOccurrences(of: "+ 20\nfirst", with: "+ 30\nfirst")))
    XCTAssertEqual(s.result.view("photo")?.frame.x, 30, "nothing reloaded yet: the edit (20 + 10) stays")
    XCTAssertEqual(s.document.constraints[0].constant, 30)
    XCTAssertTrue(s.dirty)
    XCTAssertTrue(s.message?.contains("R reloads it and drops your changes") ?? false)
    s.press("R")
    XCTAssertFalse(s.dirty)
    XCTAssertEqual(s.message, "reloaded Scenes/profile.scene")
    // After a reload, undo returns the edit, and a save still reads back.
    s.press("u")
    guard case .save(_, let text)? = s.press("s").first else { return XCTFail("no save effect") }
    let parsed = try SceneParser.parse(text, file: "p.scene").document
    XCTAssertEqual(parsed.withoutSourceLines, s.document.withoutSourceLines)
  }

  func testUnknownKeysAndTinyTerminals() throws {
    var s = try Fixtures.state("profile.scene")
    s.press("Q")
    XCTAssertEqual(s.message, "no key 'Q': press ? for the keys")
    Reducer.reduce(&s, .resize(columns: 20, rows: 5))
    let g = Screen.render(s)
    // Each line is cut at the edge with the mark, never silently.
    XCTAssertEqual(g.text, "The terminal is 20x»\nPlumb needs at leas»\nmake the window lar»\n\n")
    Reducer.reduce(&s, .resize(columns: -3, rows: 0))
    XCTAssertEqual(Screen.render(s).text, "")
    XCTAssertEqual(s.press("q"), [.quit])
  }
}

/// The layout is a dependency: the incremental engine and a fresh layout per
/// key give the same screens for the same keys. (An ambiguous view may sit
/// anywhere its freedom allows, as in UIKit, where it depends on the path;
/// there only the other views are compared.)
final class LayoutClientTests: XCTestCase {
  func testIncrementalAndFreshClientsDrawTheSameScreens() throws {
    var compared = 0
    for name in ["profile.scene", "stack.scene", "conflict.scene", "size-classes.scene"] {
      var a = try Fixtures.state(name, ascii: true)
      var b = PlaygroundState(scene: try Fixtures.scene(name), path: "Scenes/\(name)", ascii: true, layout: .fresh())
      for keys in ["+", "]]", "j-", "r", "d", "jj2", "=", " ", "l", "\tjHH", "vcc", "u", "U", "r", "d"] {
        a.press(keys)
        b.press(keys)
        if a.result.ambiguousCount == 0 && b.result.ambiguousCount == 0 {
          XCTAssertEqual(Screen.render(a).text, Screen.render(b).text, "\(name) after \(keys)")
        } else {
          compared += 1
          XCTAssertEqual(a.result.conflictCount, b.result.conflictCount)
          for (x, y) in zip(a.result.views, b.result.views) where !x.isAmbiguous && !y.isAmbiguous {
            XCTAssertTrue(x.frame.isClose(to: y.frame), "\(name) after \(keys): \(x.name) \(x.frame) vs \(y.frame)")
          }
        }
      }
    }
    XCTAssertLessThan(compared, 20, "most steps compare whole screens")
  }
}

/// Every key that changes something says what it changed.
final class ChangeMessageTests: XCTestCase {
  func testTheMessageLineNamesEachChange() throws {
    var s = try Fixtures.state("profile.scene")
    let steps: [(String, String)] = [
      ("+", "photo.leading constant 20 → 21"),
      ("u", "undo: photo.leading constant 21 → 20"),
      ("U", "redo: photo.leading constant 20 → 21"),
      ("jjj1", "ratio priority 750 → 250"),
      ("*", "ratio multiplier 0.3 → 0.6"),
      ("=", "ratio relation = → <="),
      (" ", "ratio deactivated"),
      ("\tjh", "first hugging H 251 → 250"),
      ("vC", "first compression resistance V 750 → 751"),
      ("l", "direction ltr → rtl"),
    ]
    for (keys, message) in steps {
      s.press(keys)
      XCTAssertEqual(s.message, message, "after \(keys)")
    }
  }
}

/// `A` shows another layout the constraints allow, as exerciseAmbiguityInLayout() does.
final class ExerciseAmbiguityTests: XCTestCase {
  func testOnlyAmbiguousViewsMove() throws {
    var s = try Fixtures.state("aspect-ambiguous.scene")
    let before = s.result
    let ambiguous = before.views.filter(\.isAmbiguous)
    XCTAssertFalse(ambiguous.isEmpty)
    s.press("A")
    XCTAssertTrue(s.exercising)
    for v in before.views {
      let now = try XCTUnwrap(s.result.view(v.name))
      if v.isAmbiguous {
        XCTAssertNotEqual(now.frame, v.frame, "\(v.name) should show another layout")
        XCTAssertTrue(now.isAmbiguous)
      } else {
        XCTAssertEqual(now.frame, v.frame, "\(v.name) is determined and must not move")
      }
    }
    XCTAssertTrue(s.message?.hasPrefix("another layout, as good as the first") ?? false, s.message ?? "")
    s.press("A")
    XCTAssertFalse(s.exercising)
    XCTAssertEqual(s.result.views.map(\.frame), before.views.map(\.frame))
    s = try Fixtures.state("profile.scene")
    s.press("A")
    XCTAssertEqual(s.message, "no ambiguous view: every frame is the only one the constraints allow")
  }
}

/// A click selects what was drawn where it lands.
final class ClickTests: XCTestCase {
  func testClicksSelectViewsOnTheCanvasAndEntriesInTheList() throws {
    var s = try Fixtures.state("profile.scene", ascii: true)
    let lines = Screen.render(s).text.components(separatedBy: "\n")
    let row = try XCTUnwrap(lines.firstIndex { $0.contains("+photo") })
    let column = try XCTUnwrap(lines[row].range(of: "+photo")).lowerBound.utf16Offset(in: lines[row])
    Reducer.reduce(&s, .click(column: column + 2, row: row + 1))
    XCTAssertEqual(s.focus, .views)
    XCTAssertEqual(s.document.views[s.selectedView].name, "photo")
    XCTAssertEqual(s.message, "selected imageview photo")
    // The inspector lists views now: the third row of the list is the third view.
    let x = try XCTUnwrap(lines[1].range(of: "Constraints")).lowerBound.utf16Offset(in: lines[1])
    Reducer.reduce(&s, .click(column: x + 2, row: 4))
    XCTAssertEqual(s.selectedView, 2)
    // Outside anything: nothing changes.
    Reducer.reduce(&s, .click(column: 0, row: 0))
    XCTAssertEqual(s.selectedView, 2)
  }
}

/// `w` walks the constraints that decide the selected view's frame.
final class WhyKeyTests: XCTestCase {
  func testWSelectsEachConstraintHoldingOnTheView() throws {
    var s = try Fixtures.state("compression.scene")
    s.press("\tj")  // detail
    s.press("w")
    XCTAssertEqual(s.focus, .constraints)
    XCTAssertEqual(s.message, "why detail: 1 of 3, detail.leading = title.trailing + 8 (w: next)")
    s.press("w")
    XCTAssertEqual(s.message, "why detail: 2 of 3, detail.trailing = superview.trailing - 16 (w: next)")
    s.press("ww")
    XCTAssertEqual(s.message, "why detail: 1 of 3, detail.leading = title.trailing + 8 (w: next)", "it wraps around")
    s = try Fixtures.state("profile.scene")
    s.press("\te")
    XCTAssertEqual(s.message, "An imageview has no text")
  }
}
