import Foundation
import PlumbInterfaceBuilder
import PlumbTestSupport
import XCTest

@testable import PlumbLayout
@testable import PlumbPlayground

/// The playground on storyboards and xibs: scenes, editing keys, saving into the XML.
final class InterfaceBuilderPlaygroundTests: XCTestCase {
  func state(_ name: String) throws -> PlaygroundState {
    let path = Repository.url("Tests/Fixtures/InterfaceBuilder/" + name).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let file = try InterfaceBuilderReader.parse(Data(text.utf8), file: path)
    return try PlaygroundState(interfaceBuilder: file, text: text, path: path, layout: .fresh())
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
