import Foundation
import PlumbDiagnostics
import XCTest

/// The one file writer: replaces whole, keeps permissions, creates exclusively.
final class AtomicFileWriterTests: XCTestCase {
  func folder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-atomic-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
    return dir
  }

  func testReplaceWritesTheWholeFileWithTheModelsPermissionsAndLeavesNoTemporary() throws {
    let dir = try folder()
    let path = dir + "/a.scene"
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o600]))
    try AtomicFileWriter.replace(path, with: Array("new text".utf8), permissionsOf: path)
    XCTAssertEqual(FileManager.default.contents(atPath: path), Data("new text".utf8))
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    XCTAssertEqual(mode, 0o600)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["a.scene"])
  }

  func testCreateNeverReplacesAFile() throws {
    let dir = try folder()
    let path = dir + "/b.scene"
    XCTAssertTrue(try AtomicFileWriter.create(path, with: Array("first".utf8)))
    XCTAssertFalse(try AtomicFileWriter.create(path, with: Array("second".utf8)))
    XCTAssertEqual(FileManager.default.contents(atPath: path), Data("first".utf8))
    XCTAssertThrowsError(try AtomicFileWriter.create(dir + "/missing/c.scene", with: []))
  }
}
