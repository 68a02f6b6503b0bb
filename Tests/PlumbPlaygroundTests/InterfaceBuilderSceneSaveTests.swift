import Foundation
import PlumbInterfaceBuilder
import PlumbScene
import PlumbTestSupport
import XCTest

@testable import PlumbLayout
@testable import PlumbPlayground

/// `s` on a storyboard saves the edits of every scene, not only the one
/// shown: an edit in one scene, `n` to another, then `s` used to report
/// "saved" and clear `modified` while the first scene's edit was lost.
final class InterfaceBuilderSceneSaveTests: XCTestCase {
  let fixture = "023_artsy_eidolon_Fulfillment.storyboard"

  func state() throws -> PlaygroundState { try Fixtures.interfaceBuilderState(fixture) }

  /// The scenes of a saved text, read as the playground reads them.
  func scenes(_ text: String) throws -> [InterfaceBuilderScene] { try InterfaceBuilderReader.parse(Data(text.utf8), file: fixture).scenes }

  func testSSavesTheEditsOfEveryScene() throws {
    var s = try state()
    let before = try XCTUnwrap(s.interfaceBuilder?.file.scenes)
    XCTAssertFalse(before[0].document.constraints.isEmpty)
    XCTAssertFalse(before[1].document.constraints.isEmpty)
    s.focus = .constraints
    s.press("+")
    let first = try XCTUnwrap(s.document.constraints.first?.constant)
    XCTAssertEqual(first, before[0].document.constraints[0].constant + 1)
    s.press("n")
    XCTAssertTrue(s.dirty, "the first scene's edit is still unsaved")
    s.press("++")
    let second = try XCTUnwrap(s.document.constraints.first?.constant)
    let effects = s.press("s")
    guard case .save(_, let xml)? = effects.first else { return XCTFail("no save: \(effects) \(s.message ?? "")") }
    let after = try scenes(xml)
    XCTAssertEqual(after[0].document.constraints[0].constant, first, "the scene left with n is saved too")
    XCTAssertEqual(after[1].document.constraints[0].constant, second)
    Reducer.reduce(&s, .saved(error: nil))
    XCTAssertFalse(s.dirty)
    // Back on the first scene: its saved edit is shown, and it is the baseline now.
    s.press("N")
    XCTAssertEqual(s.document.constraints[0].constant, first)
    XCTAssertFalse(s.dirty)
    s.press("+")
    guard case .save(_, let again)? = s.press("s").first else { return XCTFail("no second save") }
    XCTAssertEqual(try scenes(again)[0].document.constraints[0].constant, first + 1)
    XCTAssertEqual(try scenes(again)[1].document.constraints[0].constant, second)
  }

  func testAnEditedSceneLeftAndComeBackToKeepsItsEdit() throws {
    var s = try state()
    s.focus = .constraints
    s.press("+")
    let edited = s.document.constraints
    s.press("nN")
    XCTAssertEqual(s.document.constraints, edited)
    XCTAssertTrue(s.dirty)
    // Only the first scene was edited: the save holds its edit and nothing else.
    s.press("n")
    guard case .save(_, let xml)? = s.press("s").first else { return XCTFail("no save") }
    let original = try XCTUnwrap(s.interfaceBuilder?.text)
    let changed = zip(original.split(separator: "\n"), xml.split(separator: "\n")).filter { $0 != $1 }
    XCTAssertEqual(changed.count, 1, "\(changed)")
  }

  /// A save whose text, read back, does not hold what was meant is refused
  /// before anything is written.
  func testASaveThatDoesNotReadBackIsRefused() throws {
    let s = try state()
    let source = try XCTUnwrap(s.interfaceBuilder)
    let k = try XCTUnwrap(source.file.scenes.firstIndex { !$0.document.constraints.isEmpty })
    var edited = source.file.scenes[k].document
    edited.constraints[0].constant += 1
    let (text, _, written) = try InterfaceBuilderWriter.save([k: edited], of: source.file, into: source.text)
    XCTAssertNoThrow(try InterfaceBuilderWriter.verify(text, from: source.text, of: source.file, written: written))
    // The text as saved, the wrong way: unchanged, or broken.
    XCTAssertThrowsError(try InterfaceBuilderWriter.verify(source.text, from: source.text, of: source.file, written: written))
    let broken = text.replacingOccurrences(of: "<constraint ", with: "<constraint constant=\"1\" ")
    XCTAssertThrowsError(try InterfaceBuilderWriter.verify(broken, from: source.text, of: source.file, written: written))
  }
}
