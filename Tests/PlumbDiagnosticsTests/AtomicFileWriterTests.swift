import Foundation
@testable import PlumbDiagnostics
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

  /// A failed write names its file, unless the reason already does.
  func testAWriteFailureNamesTheFile() {
    XCTAssertEqual(AtomicFileWriter.reason(POSIXError(.ENOSPC), writing: "/tmp/app/login.scene"), "login.scene: no space left on device")
    let folder = AtomicFileWriter.creationFailure(EACCES, in: "/tmp/app")
    XCTAssertEqual(
      AtomicFileWriter.reason(folder, writing: "/tmp/app/login.scene"), "login.scene: \(AtomicFileWriter.reason(folder))")
    struct Named: Error, CustomStringConvertible { var description: String { "/tmp/app/login.scene is read-only" } }
    XCTAssertEqual(AtomicFileWriter.reason(Named(), writing: "/tmp/app/login.scene"), "/tmp/app/login.scene is read-only", "its own words, not Foundation's")
    XCTAssertEqual(AtomicFileWriter.reason(POSIXError(.ENOSPC), writing: "/tmp/app/device"), "device: no space left on device", "a name inside the reason is not the file")
  }

  func testCreateNeverReplacesAFile() throws {
    let dir = try folder()
    let path = dir + "/b.scene"
    XCTAssertTrue(try AtomicFileWriter.create(path, with: Array("first".utf8)))
    XCTAssertFalse(try AtomicFileWriter.create(path, with: Array("second".utf8)))
    XCTAssertEqual(FileManager.default.contents(atPath: path), Data("first".utf8))
    XCTAssertThrowsError(try AtomicFileWriter.create(dir + "/missing/c.scene", with: []))
  }

  func testReplaceWritesThroughALinkAndKeepsTheLink() throws {
    let dir = try folder()
    let fm = FileManager.default
    XCTAssertTrue(fm.createFile(atPath: dir + "/real.json", contents: Data("old".utf8)))
    try fm.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "real.json")
    try AtomicFileWriter.replace(dir + "/link.json", with: Array("new".utf8), permissionsOf: dir + "/link.json")
    XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: dir + "/link.json"), "real.json")
    XCTAssertEqual(fm.contents(atPath: dir + "/real.json"), Data("new".utf8))
    // A link to a file not yet written is written through, as a shell's `>` does.
    try fm.createSymbolicLink(atPath: dir + "/ahead.json", withDestinationPath: "later.json")
    try AtomicFileWriter.replace(dir + "/ahead.json", with: Array("first".utf8), permissionsOf: dir + "/ahead.json")
    XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: dir + "/ahead.json"), "later.json")
    XCTAssertEqual(fm.contents(atPath: dir + "/later.json"), Data("first".utf8))
  }

  func testReplaceWritesToADeviceAndRefusesAFolderAndAReadOnlyFile() throws {
    let dir = try folder()
    // A device is written to, never renamed over: it stays a device.
    try AtomicFileWriter.replace("/dev/null", with: Array("report".utf8), permissionsOf: "/dev/null")
    var info = stat()
    XCTAssertEqual(stat("/dev/null", &info), 0)
    XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR)
    XCTAssertThrowsError(try AtomicFileWriter.replace(dir, with: [], permissionsOf: dir)) { XCTAssertEqual(AtomicFileWriter.reason($0), "is a directory") }
    XCTAssertThrowsError(try AtomicFileWriter.replace("/dev/full", with: Array("x".utf8), permissionsOf: "/dev/full")) {
      XCTAssertEqual(AtomicFileWriter.reason($0), "no space left on device")
    }
    // A file of its own under /dev (a tmpfs such as /dev/shm) is written as any other.
    if FileManager.default.fileExists(atPath: "/dev/shm") {
      let shm = "/dev/shm/plumb-atomic-\(UUID().uuidString).json"
      defer { unlink(shm) }
      try AtomicFileWriter.replace(shm, with: Array("in memory".utf8), permissionsOf: shm)
      XCTAssertEqual(FileManager.default.contents(atPath: shm), Data("in memory".utf8))
    }
    let locked = dir + "/locked.json"
    XCTAssertTrue(FileManager.default.createFile(atPath: locked, contents: Data("mine".utf8), attributes: [.posixPermissions: 0o444]))
    XCTAssertThrowsError(try AtomicFileWriter.replace(locked, with: Array("theirs".utf8), permissionsOf: locked)) {
      XCTAssertEqual(AtomicFileWriter.reason($0), "permission denied")
    }
    XCTAssertEqual(FileManager.default.contents(atPath: locked), Data("mine".utf8))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["locked.json"])
    // A folder its user may not write is named as what to fix (root writes any folder: the words alone then).
    let folderError = AtomicFileWriter.creationFailure(EACCES, in: "out/reports")
    XCTAssertEqual(AtomicFileWriter.reason(folderError), "the folder 'out/reports' cannot be written (permission denied)")
    XCTAssertEqual(AtomicFileWriter.reason(AtomicFileWriter.creationFailure(ENOSPC, in: "x")), "no space left on device")
    if getuid() != 0 {
      let shut = dir + "/shut"
      XCTAssertEqual(mkdir(shut, 0o555), 0)
      XCTAssertThrowsError(try AtomicFileWriter.replace(shut + "/a.json", with: [], permissionsOf: shut + "/a.json")) {
        XCTAssertEqual(AtomicFileWriter.reason($0), "the folder '\(shut)' cannot be written (permission denied)")
      }
    }
  }
}
