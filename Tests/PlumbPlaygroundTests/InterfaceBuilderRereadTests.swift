import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbTestSupport
import XCTest

@testable import PlumbPlayground

/// `r` and `d` on a storyboard: the scene is read again for the new size
/// classes (their constants, fonts and installed views), the user's edits
/// are carried over, and the change is how the file is shown, not an edit.
final class InterfaceBuilderRereadTests: XCTestCase {
  /// `Tests/Fixtures/SizeClasses/variations.storyboard` (written for
  /// these tests and the playground fuzz target), saved on `device`'s
  /// screen when one is given, else on the canvas of any size class: a
  /// controller's view holding `v` ("card": top from the top guide, 23
  /// points, 18 in a compact width, 19 in a compact height), a label whose
  /// font is 30 points in a compact height, else 17, a view of fixed frame
  /// (autoresizing constraints) and one installed in compact widths only.
  static func storyboard(device: String?) -> String {
    let text = (try? Repository.text("Tests/Fixtures/SizeClasses/variations.storyboard")) ?? ""
    guard let device else { return text }
    return text.replacingOccurrences(of: "    <scenes>", with: "    <device id=\"\(device)\" orientation=\"portrait\" appearance=\"light\"/>\n    <scenes>")
      .replacingOccurrences(of: #"width="600" height="600""#, with: #"width="375" height="667""#)
  }

  static func state(device: String?) throws -> PlaygroundState {
    let text = storyboard(device: device)
    let file = try InterfaceBuilderReader.parse(Data(text.utf8), file: "reread.storyboard")
    var s = try PlaygroundState(interfaceBuilder: file, text: text, path: "reread.storyboard", layout: .fresh())
    s.writesInterfaceBuilder = true
    return s
  }

  func frame(_ s: PlaygroundState, _ id: String) throws -> Frame {
    let name = try XCTUnwrap(s.interfaceBuilder?.scene?.views.first { $0.id == id }?.name)
    return try XCTUnwrap(s.result.view(name)?.frame)
  }

  func view(_ s: PlaygroundState, _ id: String) throws -> ViewSpec {
    let name = try XCTUnwrap(s.interfaceBuilder?.scene?.views.first { $0.id == id }?.name)
    return try XCTUnwrap(s.document.view(named: name))
  }

  func constraint(_ s: PlaygroundState, _ id: String) throws -> Int {
    let ib = try XCTUnwrap(s.interfaceBuilder?.scene)
    return try XCTUnwrap(ib.constraintIDs.indices.first { ib.constraintIDs[$0] == id && ib.document.constraints[$0].condition.isAlways })
  }

  /// Turned to landscape, a phone's compact height picks its constants and
  /// fonts; nothing was edited, so nothing is modified.
  func testRotatingReadsTheSizeClassesVariationsAgain() throws {
    var s = try Self.state(device: "retina4_7")
    XCTAssertEqual(try view(s, "title").font?.pointSize, 17)
    XCTAssertEqual(try frame(s, "v").y, 20 + 18, "a compact width's constant")
    s.press("r")
    XCTAssertEqual(s.document.orientation, .landscape)
    XCTAssertEqual(try view(s, "title").font?.pointSize, 30, "the compact height's font")
    XCTAssertEqual(try frame(s, "v").y, 19, "the compact height's constant, below no status bar")
    XCTAssertFalse(s.dirty, "turning the device edits nothing")
    XCTAssertFalse(Screen.render(s).text.contains("modified"))
    s.press("r")
    XCTAssertEqual(try view(s, "title").font?.pointSize, 17)
    XCTAssertFalse(s.dirty)
  }

  /// A file that names no device shows the canvas of any size class; a
  /// device picked with `d` installs the variations for its size classes.
  func testPickingADeviceOnAFileWithoutOneInstallsItsVariations() throws {
    var s = try Self.state(device: nil)
    XCTAssertEqual(try frame(s, "v").y, 20 + 23, "the default constant, below the status bar")
    s.press("d")
    XCTAssertEqual(s.document.traits.horizontal, .compact, "\(s.document.device.name)")
    XCTAssertEqual(try frame(s, "v").y, 20 + 18, "a compact width's constant")
    XCTAssertFalse(s.dirty, "picking a device edits nothing")
  }

  /// An edit made before turning stays after it, in every copy of the XML
  /// constraint; `u` then undoes the edit, not the turn; `s` saves the edit alone.
  func testEditsAreCarriedOverAndUndoneAfterTurning() throws {
    var s = try Self.state(device: "retina4_7")
    let original = Self.storyboard(device: "retina4_7")
    s.selectedConstraint = try constraint(s, "lead")
    s.press("+")
    XCTAssertTrue(s.dirty)
    s.press("r")
    XCTAssertEqual(s.document.orientation, .landscape)
    XCTAssertEqual(try frame(s, "v").x, 21, "the edited leading constant, carried over")
    XCTAssertEqual(try view(s, "title").font?.pointSize, 30)
    XCTAssertTrue(s.dirty)
    let effects = s.press("s")
    guard case .save(_, let saved)? = effects.first else { return XCTFail("no save: \(s.message ?? "")") }
    XCTAssertEqual(saved, original.replacingOccurrences(of: #"constant="20" id="lead""#, with: #"constant="21" id="lead""#), "only the edited value")
    XCTAssertEqual(effects.count, 1, "nothing written beside the file: \(effects)")
    Reducer.reduce(&s, .saved(error: nil))
    XCTAssertFalse(s.dirty)
    s.press("u")
    XCTAssertEqual(s.document.orientation, .landscape, "the turn is not undone")
    XCTAssertEqual(try frame(s, "v").x, 20)
    s.press("U")
    XCTAssertEqual(try frame(s, "v").x, 21)
    // The top constraint edited in landscape (its compact-height copy): its own variation changes.
    s.selectedConstraint = try XCTUnwrap(s.document.constraints.indices.first { i in
      s.interfaceBuilder?.scene?.constraintIDs[i] == "top" && s.document.constraints[i].condition.matches(s.document.traits)
    })
    s.press("+")
    XCTAssertEqual(try frame(s, "v").y, 20)
    s.press("r")
    XCTAssertEqual(try frame(s, "v").y, 20 + 18, "portrait's constant is the compact width's, unchanged")
    s.press("r")
    XCTAssertEqual(try frame(s, "v").y, 20, "the compact height's edited constant, still there")
  }

  /// Each scene has a canvas of its own size: `n` shows the next at its
  /// own, unless a device was picked, which every scene then takes.
  func testTheNextSceneKeepsItsOwnCanvasUnlessADeviceWasPicked() throws {
    var s = try Fixtures.interfaceBuilderState("023_artsy_eidolon_Fulfillment.storyboard")
    let scenes = try XCTUnwrap(s.interfaceBuilder?.file.scenes)
    XCTAssertNotEqual(scenes[0].document.size.width, scenes[1].document.size.width, "scenes of other sizes")
    s.press("n")
    XCTAssertEqual(s.document, scenes[1].document)
    s.press("rr")
    XCTAssertEqual(s.document, scenes[1].document, "turned and back")
    s.press("d")
    let picked = s.document.device
    s.press("n")
    XCTAssertEqual(s.interfaceBuilder?.index, 2)
    XCTAssertEqual(s.document.device, picked)
    XCTAssertFalse(s.dirty)
  }

  /// A device picked stays picked when turning, on a xib's view of its own
  /// size too (shown on a canvas, not on the device): turning twice gives back what was shown.
  func testAPickedDeviceStaysWhenTurning() throws {
    for name in ["048_DonMag_KutayXIBs_TripDetailView.xib", "107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard"] {
      var s = try Fixtures.interfaceBuilderState(name)
      s.press("d")
      let first = try XCTUnwrap(s.interfaceBuilder?.picked)
      XCTAssertEqual(s.message, "device \(first.name): \(s.result.traits)")
      if s.document.device.isCanvas { XCTAssertTrue(Screen.render(s).text.contains(" on \(first.name)"), "\(name): the status line names the device") }
      s.press("+")
      let picked = s.document
      s.press("r")
      XCTAssertTrue(s.document.designFrames.isEmpty, "\(name): still on the device picked, not as stored")
      s.press("r")
      XCTAssertEqual(s.document, picked, name)
      s.press("d")
      XCTAssertNotEqual(s.interfaceBuilder?.picked?.name, first.name, "\(name): d moves on from the device picked")
      XCTAssertTrue(s.message?.hasPrefix("device \(s.interfaceBuilder?.picked?.name ?? "?"):") ?? false, s.message ?? "")
    }
  }

  /// An autoresizing mask's position and size constraints of one axis come
  /// from one place of the XML: an edit or removal of one stays on it.
  func testAnAutoresizingConstraintEditedStaysOnItsOwn() throws {
    var s = try Self.state(device: "retina4_7")
    let box = try XCTUnwrap(s.interfaceBuilder?.scene?.views.first { $0.id == "box" }?.name)
    let index = { (s: PlaygroundState, a: LayoutAttribute) in s.document.constraints.firstIndex { $0.firstItem == .view(box) && $0.firstAttribute == a } }
    s.selectedConstraint = try XCTUnwrap(index(s, .top))
    s.press("+")
    s.selectedConstraint = try XCTUnwrap(index(s, .width))
    s.press("x")
    XCTAssertNil(index(s, .width))
    s.press("r")
    s.press("r")
    XCTAssertEqual(try frame(s, "box"), Frame(x: 200, y: 201, width: 50, height: 60), "the top moved alone; the width's removal left the left edge")
    XCTAssertNotNil(index(s, .left))
    XCTAssertNil(index(s, .width))
  }

  /// What a save could not write in place (a label's text) stays when turning, and is not "modified".
  func testAnEditSavedBesideTheFileStaysWhenTurning() throws {
    var s = try Self.state(device: "retina4_7")
    let title = try XCTUnwrap(s.interfaceBuilder?.scene?.views.first { $0.id == "title" }?.name)
    let k = try XCTUnwrap(s.document.index(ofView: title))
    s.press("\t")
    s.selectedView = k
    s.press("e")
    Reducer.reduce(&s, .key(.char("X")))
    Reducer.reduce(&s, .key(.enter))
    let text = s.document.views[k].text
    XCTAssertTrue(s.dirty)
    let effects = s.press("s")
    XCTAssertEqual(effects.count, 2, "the file and the scene beside it: \(effects)")
    Reducer.reduce(&s, .saved(error: nil))
    XCTAssertFalse(s.dirty)
    s.press("r")
    XCTAssertEqual(s.document.view(named: title)?.text, text)
    XCTAssertFalse(s.dirty)
  }

  /// A file that names no device, turned: its size classes' variations
  /// are read from then on, so edits of a size class's own copy go back and
  /// forth unchanged, an edit saves in place, and the selection stays on its constraint.
  func testEditsOnAFileWithoutADeviceSurviveTurningAndSave() throws {
    var s = try Self.state(device: nil)
    s.press("r")
    // Indices of the scene as read: before any constraint is removed.
    s.selectedConstraint = try constraint(s, "lead")
    s.press("+")
    let lead = s.document.constraints[s.selectedConstraint]
    let copies = s.document.constraints.indices.filter { s.interfaceBuilder?.scene?.constraintIDs[$0] == "top" }
    XCTAssertGreaterThan(copies.count, 1, "one copy a size class")
    s.selectedConstraint = try XCTUnwrap(copies.first { s.document.constraints[$0].condition.vertical == .compact })
    s.press("x")
    s.selectedConstraint = try XCTUnwrap(s.document.constraints.firstIndex(of: lead))
    let turned = s.document
    s.press("rr")
    XCTAssertEqual(s.document, turned, "turned twice")
    XCTAssertEqual(s.document.constraints[s.selectedConstraint], lead, "still selected")
    let effects = s.press("s")
    guard case .save(_, let saved)? = effects.first else { return XCTFail("no save: \(s.message ?? "")") }
    XCTAssertTrue(saved.contains(#"constant="21" id="lead""#), "the edit in place: \(s.message ?? "") \(effects.count) \(saved.split(separator: "\n").filter { $0.contains("lead") })")
  }

  /// The prompt adds a constraint to a scene whose autoresizing constraints
  /// have identifiers the notation cannot spell (`h=--&`).
  func testThePromptAddsAConstraintBesideAutoresizingConstraints() throws {
    var s = try Self.state(device: "retina4_7")
    let count = s.document.constraints.count
    XCTAssertTrue(s.document.constraints.contains { $0.identifier?.contains("&") ?? false }, "an autoresizing mask's constraints")
    let v = try XCTUnwrap(s.interfaceBuilder?.scene?.views.first { $0.id == "v" }?.name)
    s.press(":")
    for c in "\(v).height >= 10" { Reducer.reduce(&s, .key(.char(c))) }
    Reducer.reduce(&s, .key(.enter))
    XCTAssertEqual(s.document.constraints.count, count + 1, s.message ?? "")
    XCTAssertEqual(s.message, "added \(v).height >= 10")
  }

  /// The file changing on disk after a turn or a device picked is read
  /// again as it was shown: the same document, nothing modified, and the
  /// device picked stays for the next turn.
  func testAReloadKeepsTheDeviceAndOrientationShown() throws {
    var s = try Self.state(device: "retina4_7")
    let text = Self.storyboard(device: "retina4_7")
    s.press("dr")
    let shown = s.document
    let picked = try XCTUnwrap(s.interfaceBuilder?.picked)
    Reducer.reduce(&s, .fileChanged(text))
    XCTAssertEqual(s.message, "reloaded reread.storyboard")
    XCTAssertEqual(s.document, shown)
    XCTAssertFalse(s.dirty)
    s.press("r")
    XCTAssertEqual(s.interfaceBuilder?.picked, picked)
    XCTAssertEqual(s.document.device, picked)
  }
}
