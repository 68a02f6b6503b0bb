import Foundation
import PlumbInterfaceBuilder
import PlumbScene
import PlumbTestSupport
import XCTest

@testable import PlumbLayout
@testable import PlumbPlayground

/// The playground on storyboards and xibs: scenes, editing keys, saving into the XML.
final class InterfaceBuilderPlaygroundTests: XCTestCase {
  func state(_ name: String) throws -> PlaygroundState { try Fixtures.interfaceBuilderState(name) }

  /// The first `s` into a storyboard asks, since Xcode owns the file; a
  /// second `s` saves, and later saves no longer ask. Any other key keeps the edits unsaved.
  func testTheFirstSaveIntoAStoryboardAsks() throws {
    var s = try Fixtures.interfaceBuilderState("107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard", answered: false)
    XCTAssertEqual(s.press("s"), [], "nothing to save: no question")
    s.press("+")
    XCTAssertEqual(s.press("s"), [])
    XCTAssertEqual(s.confirming, .writeInterfaceBuilder)
    XCTAssertEqual(
      s.message,
      "save into 107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard, which Xcode owns? Only the values you edited change, and 107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard~ keeps the file as it was. s saves, any other key does not"
    )
    // The question is read whole at 80 columns: the message wraps onto the rows below it.
    var narrow = s
    Reducer.reduce(&narrow, .resize(columns: 80, rows: 24))
    let rows = Screen.Geometry(narrow, narrow.displayedResult()).messageRows
    let bottom = Screen.render(narrow).text.split(separator: "\n", omittingEmptySubsequences: false).suffix(rows)
    XCTAssertEqual(bottom.joined(separator: " ").split(separator: " ").joined(separator: " "), try XCTUnwrap(s.message), bottom.joined(separator: "\n"))
    s.press("x")
    XCTAssertEqual(s.message, "not saved: your edits stay")
    XCTAssertTrue(s.dirty)
    XCTAssertEqual(s.document.constraints.count, try XCTUnwrap(s.interfaceBuilder?.scene).document.constraints.count, "the answer is not a key")
    s.press("s")
    guard case .save? = s.press("s").first else { return XCTFail("no save after the second s: \(s.message ?? "")") }
    Reducer.reduce(&s, .saved(error: nil))
    s.press("+")
    guard case .save? = s.press("s").first else { return XCTFail("a later save asks again") }
  }

  /// `o` lists the scenes; typing narrows the list to names or ids that
  /// contain the text, Down moves, Enter shows the scene, Esc changes nothing.
  func testOPicksASceneFromTheList() throws {
    var s = try state("023_artsy_eidolon_Fulfillment.storyboard")
    let scenes = try XCTUnwrap(s.interfaceBuilder?.file.scenes)
    s.press("o")
    XCTAssertEqual(s.scenePicker, ScenePicker(filter: "", row: 0))
    s.press("BiD")
    let matching = scenes.indices.filter { scenes[$0].name.lowercased().contains("bid") || scenes[$0].id.lowercased().contains("bid") }
    XCTAssertGreaterThan(matching.count, 2)
    XCTAssertLessThan(matching.count, scenes.count)
    let screen = Screen.render(s).text
    XCTAssertTrue(screen.contains("find: BiD"), screen)
    XCTAssertTrue(screen.contains("\(matching.count) of \(scenes.count)"), screen)
    XCTAssertFalse(screen.contains(scenes[0].name + "  "), "a scene that does not match is not listed")
    Reducer.reduce(&s, .key(.down))
    Reducer.reduce(&s, .key(.enter))
    XCTAssertNil(s.scenePicker)
    XCTAssertEqual(s.interfaceBuilder?.index, matching[1])
    XCTAssertEqual(s.document.constraints.map(\.firstItem), scenes[matching[1]].document.constraints.map(\.firstItem))
    // Esc closes the list and leaves the scene shown; a filter nothing matches opens nothing.
    s.press("o")
    Reducer.reduce(&s, .key(.escape))
    XCTAssertNil(s.scenePicker)
    XCTAssertEqual(s.interfaceBuilder?.index, matching[1])
    s.press("ozzzz")
    Reducer.reduce(&s, .key(.enter))
    XCTAssertEqual(s.message, "no scene matches \"zzzz\"")
    XCTAssertEqual(s.interfaceBuilder?.index, matching[1])
  }

  func testOnASceneFileOSaysThereIsOneScene() throws {
    var s = try Fixtures.state("hugging.scene")
    s.press("o")
    XCTAssertNil(s.scenePicker)
    XCTAssertEqual(s.message, "a .scene file holds one scene (with no file, plumb opens the course, whose lessons o lists)")
  }

  func testNMovesBetweenScenes() throws {
    var s = try state("089_onevcat_Kingfisher_Main.storyboard")
    let scenes = try XCTUnwrap(s.interfaceBuilder?.file.scenes)
    XCTAssertGreaterThan(scenes.count, 2)
    XCTAssertEqual(s.document, scenes[0].document)
    s.press("n")
    XCTAssertEqual(s.interfaceBuilder?.index, 1)
    XCTAssertEqual(s.document.constraints, scenes[1].document.constraints)
    XCTAssertTrue(s.message?.hasPrefix("scene 2 of \(scenes.count)") ?? false, s.message ?? "")
    s.press("NN")
    XCTAssertEqual(s.interfaceBuilder?.index, scenes.count - 1, "wraps")
    // Turned, the next scene is shown turned too, and nothing is edited.
    s.press("rn")
    XCTAssertEqual(s.interfaceBuilder?.index, 0)
    XCTAssertEqual(s.document.orientation, .landscape)
    XCTAssertFalse(s.dirty)
    XCTAssertTrue(s.message?.hasPrefix("scene 1 of \(scenes.count)") ?? false, s.message ?? "")
  }

  func testAConstantEditSavesOnlyThatAttribute() throws {
    var s = try state("107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard")
    let source = try XCTUnwrap(s.interfaceBuilder)
    let scene = try XCTUnwrap(source.scene)
    let i = try XCTUnwrap(scene.constraintIDs.firstIndex(of: "UVo-on-sgN"))
    for _ in 0..<i { s.press("j") }
    XCTAssertEqual(s.selectedConstraint, i)
    s.press("+")
    XCTAssertEqual(s.document.constraints[i].constant, 17)
    let effects = Reducer.reduce(&s, .key(.char("s")))
    guard case .save(let path, let contents)? = effects.first else { return XCTFail("no save: \(effects) \(s.message ?? "")") }
    XCTAssertEqual(path, s.path)
    let before = source.text.split(separator: "\n", omittingEmptySubsequences: false)
    let after = contents.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(before.count, after.count)
    let changed = zip(before, after).filter { $0 != $1 }
    XCTAssertEqual(changed.count, 1)
    XCTAssertEqual(changed.first?.0.replacingOccurrences(of: "constant=\"16\"", with: "constant=\"17\""), changed.first.map { String($0.1) })
    // Once on disk, it is the baseline: the next save writes 18 over 17.
    Reducer.reduce(&s, .saved(error: nil))
    XCTAssertEqual(s.interfaceBuilder?.text, contents)
    s.press("+")
    guard case .save(_, let again)? = Reducer.reduce(&s, .key(.char("s"))).first else { return XCTFail("no second save") }
    XCTAssertTrue(again.contains("constant=\"18\" id=\"UVo-on-sgN\""))
  }

  /// A constraint added at the prompt cannot be written into the XML in
  /// place: `s` saves what it can there, writes the whole edited scene as
  /// `plumb convert` prints it beside the file, and says so on screen.
  func testANewConstraintIsSavedByConvertBesideTheFile() throws {
    var s = try state("107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard")
    let source = try XCTUnwrap(s.interfaceBuilder)
    let scene = try XCTUnwrap(source.scene)
    let n = s.document.constraints.count
    s.press(":")
    for c in "Separator.width >= 10" { Reducer.reduce(&s, .key(.char(c))) }
    Reducer.reduce(&s, .key(.enter))
    XCTAssertEqual(s.document.constraints.count, n + 1, s.message ?? "")
    let effects = s.press("s")
    guard case .save(_, let xml)? = effects.first else { return XCTFail("no save: \(effects)") }
    XCTAssertEqual(xml, source.text, "nothing the XML can hold changed")
    guard case .export(let path, .text(let converted), _)? = effects.dropFirst().first else { return XCTFail("no export: \(effects)") }
    XCTAssertEqual(path, (s.path.map { ($0 as NSString).deletingPathExtension } ?? "") + ".\(scene.id).scene")
    XCTAssertEqual(converted, DocumentConverter.convert(s.document, scene.provenance(of: s.document)).text)
    let line = try XCTUnwrap(converted.split(separator: "\n").first { $0.hasSuffix("# added") })
    XCTAssertTrue(line.hasPrefix("Separator.width >= 10"), String(line))
    // The converted scene solves to the frames shown.
    let reread = try SceneParser.parse(converted, file: path)
    let solved = LayoutEngine(reread.document).layoutIfNeeded().view("Separator")?.frame
    XCTAssertNotNil(solved)
    XCTAssertEqual(solved, s.result.view("Separator")?.frame)
    let screen = Screen.render(s).text
    XCTAssertTrue(s.message?.hasPrefix("1 edit the XML cannot hold in place") ?? false, s.message ?? "")
    XCTAssertTrue(screen.contains("1 edit the XML cannot hold in place"), screen)
    // The file on disk is the baseline now; the added constraint is still not in it, so the next save exports it again.
    Reducer.reduce(&s, .saved(error: nil))
    XCTAssertEqual(s.interfaceBuilder?.scene?.document.constraints.count, n)
    XCTAssertEqual(s.selectedConstraint, n, "the added constraint")
    s.press("+")
    let again = s.press("s")
    guard case .save(_, let xml2)? = again.first, case .export(_, .text(let converted2), _)? = again.dropFirst().first else { return XCTFail("\(again)") }
    XCTAssertEqual(xml2, source.text)
    XCTAssertTrue(converted2.contains("Separator.width >= 11"), converted2)
  }

  /// A view added at the prompt or a label's text changed cannot be held in
  /// the XML in place either: each is saved by convert beside the file, never
  /// dropped while the status line says "saved".
  func testAnAddedViewAndAChangedTextAreSavedByConvertBesideTheFile() throws {
    var s = try state("107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard")
    let source = try XCTUnwrap(s.interfaceBuilder)
    s.press(":")
    for c in #"label badge "New""# { Reducer.reduce(&s, .key(.char(c))) }
    Reducer.reduce(&s, .key(.enter))
    XCTAssertNotNil(s.document.views.first { $0.name == "badge" }, s.message ?? "")
    let effects = s.press("s")
    guard case .save(_, let xml)? = effects.first else { return XCTFail("no save: \(effects)") }
    XCTAssertEqual(xml, source.text, "nothing the XML can hold changed")
    guard case .export(_, .text(let converted), _)? = effects.dropFirst().first else { return XCTFail("no export: \(effects)") }
    XCTAssertTrue(converted.contains(#"label badge"#), converted)
    XCTAssertTrue(s.message?.hasPrefix("1 edit the XML cannot hold in place") ?? false, s.message ?? "")
    // A text edit alone is one such edit too.
    var t = try state("107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard")
    var d = t.document
    let label = try XCTUnwrap(d.views.firstIndex { $0.kind == .label })
    d.views[label].text = "Changed"
    XCTAssertEqual(try InterfaceBuilderWriter.save([0: d], of: XCTUnwrap(t.interfaceBuilder).file, into: source.text).unsaved[0], 1)
    t.press("q")
  }

  /// Removing a constraint does not shift the others: an edit after it is
  /// written on its own constraint's tag.
  func testAnEditAfterARemovedConstraintIsWrittenOnItsOwnTag() throws {
    var s = try state("107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard")
    let source = try XCTUnwrap(s.interfaceBuilder)
    let scene = try XCTUnwrap(source.scene)
    let i = try XCTUnwrap(scene.constraintIDs.firstIndex(of: "zQR-08-mj2"))
    XCTAssertGreaterThan(i, 0)
    s.focus = .constraints
    s.press("x")
    XCTAssertEqual(s.document.constraints.count, scene.document.constraints.count - 1)
    for _ in 0..<(i - 1) { s.press("j") }
    s.press("+")
    guard case .save(_, let xml)? = s.press("s").first else { return XCTFail("no save") }
    let changed = zip(source.text.split(separator: "\n"), xml.split(separator: "\n")).filter { $0 != $1 }
    XCTAssertEqual(changed.count, 1)
    XCTAssertTrue(changed.first?.1.contains("constant=\"17\" id=\"zQR-08-mj2\"") ?? false, "\(changed)")
    XCTAssertTrue(s.message?.contains("saved by convert") ?? false, s.message ?? "")
  }

  /// Views whose IB names the notation cannot spell are typed at the prompt
  /// by their alias: letters and digits, `_` for the rest.
  func testThePromptNamesIBViewsByTheirAliases() throws {
    var s = try state("107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard")
    let n = s.document.constraints.count
    s.press(":")
    for c in "UIStackView_13Y_zp_l4z.height >= 5" { Reducer.reduce(&s, .key(.char(c))) }
    Reducer.reduce(&s, .key(.enter))
    XCTAssertEqual(s.document.constraints.count, n + 1, s.message ?? "")
    XCTAssertEqual(s.document.constraints.last?.firstItem, .view("UIStackView 13Y-zp-l4z"))
    s.press(":")
    for c in "UIStackView_13Y_zp.height >= 5" { Reducer.reduce(&s, .key(.char(c))) }
    Reducer.reduce(&s, .key(.enter))
    XCTAssertTrue(s.message?.contains("UIStackView_13Y_zp_l4z") ?? false, "did you mean: \(s.message ?? "")")
  }

  func testRotatingReadsTheSafeAreaForLandscape() throws {
    var s = try state("107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard")
    XCTAssertEqual(s.document.safeAreaInsets.top, 59)
    s.press("r")
    XCTAssertEqual(s.document.orientation, .landscape)
    XCTAssertEqual(s.document.safeAreaInsets, Insets(top: 0, left: 59, bottom: 21, right: 59))
    s.press("d")
    XCTAssertEqual(s.document.device.name, "retina6_72", "the preset after the file's retina6_12")
    XCTAssertEqual(s.document.size.width, 932, "in landscape")
  }

  func testEditingTheTextOfALabelReadFromIBUsesPlumbsMetrics() throws {
    var s = try state("048_DonMag_KutayXIBs_TripDetailView.xib")
    let k = try XCTUnwrap(s.document.views.firstIndex { $0.kind == .label })
    XCTAssertNotNil(s.document.views[k].intrinsicOverride)
    s.press("\t")
    for _ in 0..<k { s.press("j") }
    s.press("e")
    Reducer.reduce(&s, .key(.char("X")))
    Reducer.reduce(&s, .key(.enter))
    XCTAssertNil(s.document.views[k].intrinsicOverride)
    XCTAssertTrue(s.message?.contains("Plumb's text metrics") ?? false, s.message ?? "")
  }
}
