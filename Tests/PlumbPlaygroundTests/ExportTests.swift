import XCTest
@testable import PlumbLayout
@testable import PlumbPlayground
@testable import PlumbScene

/// `E`: the layout as shown, edits included, written as UIKit code beside the file.
final class ExportTests: XCTestCase {
  func testExportWritesTheEditedLayoutBesideTheScene() throws {
    var s = try Fixtures.state("profile.scene")
    s.press("jjj1")  // the ratio's priority to 250
    guard case .export(let path, .swift(let document, let source))? = s.press("E").first else { return XCTFail("no export effect") }
    XCTAssertEqual(path, "Scenes/profile.swift")
    XCTAssertEqual(source, "profile.scene")
    XCTAssertEqual(document, s.document)
    XCTAssertEqual(document.constraints[3].priority, 250, "the edit is in what is exported")
    XCTAssertTrue(s.dirty, "exporting is not saving the scene")
    Reducer.reduce(&s, .exported(path: path, replaced: true, error: nil))
    XCTAssertEqual(s.message, "wrote the layout as UIKit code to Scenes/profile.swift (the file that was there is kept as Scenes/profile.swift~)")
    Reducer.reduce(&s, .exported(path: path, replaced: false, error: "permission denied"))
    XCTAssertEqual(s.message, "Scenes/profile.swift not written: permission denied")
  }

  func testExportNeverTargetsTheFileItself() throws {
    let scene = try Fixtures.scene("profile.scene")
    XCTAssertEqual(PlaygroundState(scene: scene, path: "Login.swift").exportPath, "Login.plumb.swift")
    XCTAssertEqual(PlaygroundState(scene: scene, path: "a/b.scene").exportPath, "a/b.swift")
    XCTAssertEqual(PlaygroundState(scene: scene, path: nil).exportPath, "tour.swift")
    XCTAssertEqual(try PlaygroundState(imported: scene.document, from: "logs/crash.txt").exportPath, "logs/crash.swift")
    XCTAssertEqual(try PlaygroundState(imported: scene.document, from: "pasted-log").exportPath, "pasted.swift")
  }
}
