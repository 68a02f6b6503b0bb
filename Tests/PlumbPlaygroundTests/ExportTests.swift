import XCTest
@testable import PlumbLayout
@testable import PlumbPlayground
@testable import PlumbScene

/// `E`: the layout as shown, edits included, written as UIKit code beside the file.
final class ExportTests: XCTestCase {
  func testExportWritesTheEditedLayoutBesideTheScene() throws {
    var s = try Fixtures.state("profile.scene")
    s.press("jjj1")  // the ratio's priority to 250
    guard case .export(let path, .swift(let document, let source), _)? = s.press("E").first else { return XCTFail("no export effect") }
    XCTAssertEqual(path, "Scenes/profile.swift")
    XCTAssertEqual(source, "profile.scene")
    XCTAssertEqual(document, s.document)
    XCTAssertEqual(document.constraints[3].priority, 250, "the edit is in what is exported")
    XCTAssertTrue(s.dirty, "exporting is not saving the scene")
    Reducer.reduce(&s, .exported(path: path, keptAs: "Scenes/profile.swift.~2~", error: nil))
    XCTAssertEqual(s.message, "wrote the layout as UIKit code to Scenes/profile.swift (the file that was there is kept as Scenes/profile.swift.~2~)")
    Reducer.reduce(&s, .exported(path: path, keptAs: nil, error: nil))
    XCTAssertEqual(s.message, "wrote the layout as UIKit code to Scenes/profile.swift")
    Reducer.reduce(&s, .exported(path: path, keptAs: nil, error: "permission denied"))
    XCTAssertEqual(s.message, "Scenes/profile.swift not written: permission denied")
  }

  /// The playground writes the code itself (no swift-syntax needed): the front writes any export's text as it is.
  func testTheExportedCodeIsWrittenByThePlayground() throws {
    var s = try Fixtures.state("profile.scene")
    guard case .export(_, let contents, _)? = s.press("E").first else { return XCTFail("no export effect") }
    XCTAssertTrue(contents.text.contains("override func viewDidLoad()"), contents.text)
    XCTAssertTrue(contents.text.contains("// plumb: device iphone"), contents.text)
    XCTAssertEqual(ExportContents.text("as is").text, "as is")
  }

  func testExportNeverTargetsTheFileItself() throws {
    let scene = try Fixtures.scene("profile.scene")
    XCTAssertEqual(PlaygroundState(scene: scene, path: "Login.swift").exportPath, "Login.plumb.swift")
    XCTAssertEqual(PlaygroundState(scene: scene, path: "a/b.scene").exportPath, "a/b.swift")
    XCTAssertEqual(PlaygroundState(scene: scene, path: nil).exportPath, "tour.swift")
    XCTAssertEqual(try PlaygroundState(imported: scene.document, from: "logs/crash.txt").exportPath, "logs/crash.swift")
    XCTAssertEqual(try PlaygroundState(imported: scene.document, from: "pasted-log").exportPath, "pasted.swift")
  }

  /// A file Plumb did not write (or changed since) is replaced only when the
  /// user says so, and kept as `NAME~`; Plumb's own export is replaced
  /// without a backup, so that `NAME~` keeps the user's file after a second `E`.
  func testAnExportAsksBeforeReplacingAFilePlumbDidNotWrite() throws {
    let mine = Array("// hand-written\n".utf8), ours = Array("// exported\n".utf8)
    let code = ExportContents.swift(LayoutDocument(), source: nil)
    XCTAssertEqual(PlaygroundState.exportWrite(existing: nil, lastWritten: nil, confirmed: false, contents: code), .write(keepingBackup: false))
    XCTAssertEqual(PlaygroundState.exportWrite(existing: mine, lastWritten: nil, confirmed: false, contents: code), .ask)
    XCTAssertEqual(PlaygroundState.exportWrite(existing: mine, lastWritten: nil, confirmed: true, contents: code), .write(keepingBackup: true))
    XCTAssertEqual(PlaygroundState.exportWrite(existing: ours, lastWritten: ours, confirmed: false, contents: code), .write(keepingBackup: false))
    XCTAssertEqual(PlaygroundState.exportWrite(existing: mine, lastWritten: ours, confirmed: false, contents: code), .ask, "changed by hand since Plumb wrote it")
    // A save's converted scene never waits on a question (the save would be
    // half done while the status line says saved): it goes beside the file.
    let scene = ExportContents.text("canvas 320x200\n")
    XCTAssertEqual(PlaygroundState.exportWrite(existing: mine, lastWritten: nil, confirmed: false, contents: scene), .besideIt)
    XCTAssertEqual(PlaygroundState.exportWrite(existing: nil, lastWritten: nil, confirmed: false, contents: scene), .write(keepingBackup: false))

    var s = try Fixtures.state("profile.scene")
    guard case .export(let path, let contents, false)? = s.press("E").first else { return XCTFail("no export effect") }
    Reducer.reduce(&s, .exportWouldReplace(path: path, contents: contents, backup: "Scenes/profile.swift.~1~"))
    XCTAssertEqual(s.message, "Scenes/profile.swift is there and Plumb did not write it: y replaces it (kept as profile.swift.~1~), any other key keeps it")
    XCTAssertEqual(s.press("n"), [])
    XCTAssertEqual(s.message, "not written: Scenes/profile.swift is kept as it was")
    Reducer.reduce(&s, .exportWouldReplace(path: path, contents: contents, backup: "Scenes/profile.swift~"))
    XCTAssertEqual(s.press("y"), [.export(path: path, contents: contents, confirmed: true)])
    XCTAssertNil(s.confirming)
  }

  /// Where a save's converted scene went beside a foreign file is said
  /// after what the save said, never instead of it (a failed save read "saved").
  func testWhereASavesSceneWentIsSaidAfterTheSaveItself() throws {
    var s = try Fixtures.state("profile.scene")
    Reducer.reduce(&s, .saved(error: "permission denied"))
    Reducer.reduce(&s, .exportedBeside(planned: "Main.a.scene", written: "Main.a-2.scene"))
    XCTAssertEqual(s.message, "not saved: permission denied; Main.a.scene is a file Plumb did not write, so the edits the XML cannot hold are in Main.a-2.scene")
  }
}
