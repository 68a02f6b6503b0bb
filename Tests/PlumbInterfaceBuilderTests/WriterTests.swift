import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbTestSupport
import XCTest

/// Saving edits back into the XML in place.
final class WriterTests: XCTestCase {
  func fixture(_ name: String) throws -> String { try Repository.text("Tests/Fixtures/InterfaceBuilder/" + name) }

  /// Lines that differ between two texts of the same line count.
  func changedLines(_ a: String, _ b: String) -> [(String, String)] {
    let x = a.split(separator: "\n", omittingEmptySubsequences: false), y = b.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(x.count, y.count)
    return zip(x, y).filter { $0 != $1 }.map { (String($0), String($1)) }
  }

  /// `text` saved with constraint `i`'s constant set to `value`, checked to
  /// differ from `text` only in that one attribute value (`from` → `to`);
  /// also the line changed, as it was.
  func savingConstant(
    _ value: Double, of i: Int, in scene: InterfaceBuilderScene, _ text: String, from: String, to: String, line: UInt = #line
  ) throws -> (saved: String, changed: String) {
    var edited = scene.document
    edited.constraints[i].constant = value
    let (saved, unsaved) = try InterfaceBuilderWriter.save(edited, of: scene, into: text)
    XCTAssertEqual(unsaved, 0, line: line)
    let diff = changedLines(text, saved)
    XCTAssertEqual(diff.count, 1, line: line)
    XCTAssertEqual(diff.first?.0.replacingOccurrences(of: from, with: to), diff.first?.1, line: line)
    return (saved, diff.first?.0 ?? "")
  }

  func testOneConstantChangesOnlyThatAttributeValue() throws {
    let name = "107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard"
    let text = try fixture(name)
    let scene = try XCTUnwrap(try InterfaceBuilderReader.parse(Data(text.utf8), file: name).scenes.first)
    let i = try XCTUnwrap(scene.constraintIDs.firstIndex(of: "UVo-on-sgN"))
    let (saved, _) = try savingConstant(24.5, of: i, in: scene, text, from: "constant=\"16\"", to: "constant=\"24.5\"")
    // Read back, the constraint has the new constant and every other view the old frame.
    let again = try XCTUnwrap(try InterfaceBuilderReader.parse(Data(saved.utf8), file: name).scenes.first)
    XCTAssertEqual(again.document.constraints[i].constant, 24.5)
    XCTAssertEqual(again.document.constraints.count, scene.document.constraints.count)
  }

  func testDefaultsAreRemovedAndOthersAdded() throws {
    let tag = "    <constraint firstItem=\"a\" firstAttribute=\"width\" constant=\"8\" id=\"c1\"/>\n"
    let at = SourceLocation(file: "t", line: 1, column: 5)
    let zero = try InterfaceBuilderWriter.setting("constant", to: nil, inTagAt: at, of: tag)
    XCTAssertEqual(zero, "    <constraint firstItem=\"a\" firstAttribute=\"width\" id=\"c1\"/>\n")
    let low = try InterfaceBuilderWriter.setting("priority", to: "750", inTagAt: at, of: tag)
    XCTAssertEqual(low, "    <constraint firstItem=\"a\" firstAttribute=\"width\" constant=\"8\" priority=\"750\" id=\"c1\"/>\n")
    XCTAssertThrowsError(try InterfaceBuilderWriter.setting("priority", to: "1", inTagAt: SourceLocation(file: "t", line: 1, column: 2), of: tag))
  }

  func testHuggingIsWrittenOnTheViewsTag() throws {
    let name = "048_DonMag_KutayXIBs_TripDetailView.xib"
    let text = try fixture(name)
    let scene = try XCTUnwrap(try InterfaceBuilderReader.parse(Data(text.utf8), file: name).scenes.first)
    var edited = scene.document
    let k = try XCTUnwrap(edited.views.firstIndex { $0.kind == .label })
    edited.views[k].hugging.horizontal = 700
    let (saved, _) = try InterfaceBuilderWriter.save(edited, of: scene, into: text)
    let diff = changedLines(text, saved)
    XCTAssertEqual(diff.count, 1)
    XCTAssertTrue(diff.first?.1.contains("horizontalHuggingPriority=\"700\"") ?? false, diff.first?.1 ?? "")
  }

  /// Editing the constant a size class gives a constraint changes that
  /// `<variation>`'s value, and nothing else.
  func testASizeClassConstantIsSavedInItsVariation() throws {
    let text = ReaderConstraintTests.overridden
    let scene = try IB.scene(text, options: ReadOptions(orientation: .landscape))
    let i = try XCTUnwrap(scene.document.constraints.indices.first { scene.constraintIDs[$0] == "w" && scene.document.constraints[$0].constant == 140 })
    let (saved, line) = try savingConstant(150, of: i, in: scene, text, from: "constant=\"140\"", to: "constant=\"150\"")
    XCTAssertTrue(line.contains("<variation key=\"heightClass=compact\""), line)
    let again = try IB.scene(saved, options: ReadOptions(orientation: .landscape))
    assertFrame(IB.frame("logo", in: again, IB.solve(again)), 258.5, 100, 150, 140)
  }

  /// A constraint whose constant its variation repeats (`08` and `8`, read
  /// as one constraint for every size class) is edited in both places: the
  /// file read again holds one constraint, with the new value. (Found by
  /// the fuzzer: the variation alone was edited, and the file read again
  /// held two constraints where the save meant one.)
  func testAConstantItsVariationRepeatsIsSavedInBoth() throws {
    let text = ReaderConstraintTests.overridden.replacingOccurrences(of: "constant=\"222\" id=\"w\"", with: "constant=\"0140\" id=\"w\"")
    XCTAssertNotEqual(text, ReaderConstraintTests.overridden)
    let file = try InterfaceBuilderReader.parse(Data(text.utf8), file: "f.storyboard", options: ReadOptions(orientation: .landscape))
    let scene = try XCTUnwrap(file.scenes.first)
    let i = try XCTUnwrap(scene.document.constraints.indices.first { scene.constraintIDs[$0] == "w" })
    var edited = scene.document
    edited.constraints[i].constant = 150
    let saved = try InterfaceBuilderWriter.save([0: edited], of: file, into: text)
    XCTAssertNoThrow(try InterfaceBuilderWriter.verify(saved.text, from: text, of: file, written: saved.written))
    XCTAssertTrue(saved.text.contains("constant=\"150\" id=\"w\""), saved.text)
    XCTAssertTrue(saved.text.contains("<variation key=\"heightClass=compact\" constant=\"150\"/>"), saved.text)
  }
}
