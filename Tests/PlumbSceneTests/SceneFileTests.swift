import Foundation
import XCTest

@testable import PlumbScene

/// Saving keeps the user's bytes and never loses work.
final class SceneFileTests: XCTestCase {
  var dir: URL!

  override func setUpWithError() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scenefile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: dir)
  }

  func file(_ name: String, _ bytes: [UInt8]) throws -> SceneFile {
    let path = dir.appendingPathComponent(name).path
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    return SceneFile(path: path, bytes: bytes)
  }

  func bytes(_ name: String) -> [UInt8]? { FileManager.default.contents(atPath: dir.appendingPathComponent(name).path).map { [UInt8]($0) } }

  func testLineEndingsAndTheByteOrderMarkStay() throws {
    let original = [0xEF, 0xBB, 0xBF] + Array("scene \"a\"\r\ncanvas 10x10\r\n".utf8)
    var f = try file("a.scene", original)
    XCTAssertEqual(f.text, "scene \"a\"\r\ncanvas 10x10\r\n", "the text to parse has no byte-order mark")
    XCTAssertEqual(try f.save("scene \"b\"\ncanvas 10x10\n"), .saved)
    XCTAssertEqual(bytes("a.scene"), [0xEF, 0xBB, 0xBF] + Array("scene \"b\"\r\ncanvas 10x10\r\n".utf8))
    XCTAssertEqual(bytes("a.scene~"), original, "the previous version is kept")
  }

  /// A file Plumb wrote itself is replaced without a backup: `NAME~` keeps what it held.
  func testASaveWithoutBackupLeavesTheBackupAlone() throws {
    var f = try file("v.swift", Array("// generated\n".utf8))
    XCTAssertTrue(FileManager.default.createFile(atPath: f.path + "~", contents: Data("// the user's own\n".utf8)))
    XCTAssertEqual(try f.save("// generated again\n", keepingBackup: false), .saved)
    XCTAssertEqual(bytes("v.swift"), Array("// generated again\n".utf8))
    XCTAssertEqual(bytes("v.swift~"), Array("// the user's own\n".utf8))
  }

  /// A file its owner made read-only is not saved into, and no backup is
  /// written for it.
  func testAReadOnlyFileIsRefusedWhole() throws {
    var f = try file("ro.scene", Array("canvas 10x10\n".utf8))
    chmod(f.path, 0o444)
    XCTAssertThrowsError(try f.save("canvas 20x20\n")) { XCTAssertEqual("\($0)", "\(f.target) is read-only (its permissions do not let you write it)") }
    XCTAssertEqual(bytes("ro.scene"), Array("canvas 10x10\n".utf8))
    XCTAssertNil(bytes("ro.scene~"), "no backup for a save that is refused")
    XCTAssertNil(f.backup)
  }

  /// A backup never replaces a file, not even an older backup (the user's,
  /// or one an earlier run left, read-only or not): it takes the first free
  /// `NAME.~N~`, with the file's permissions, and says where.
  func testABackupNeverReplacesAFile() throws {
    var f = try file("e.scene", Array("canvas 10x10\n".utf8))
    chmod(f.path, 0o600)
    XCTAssertTrue(FileManager.default.createFile(atPath: f.path + "~", contents: Data("the user's own\n".utf8), attributes: [.posixPermissions: 0o444]))
    XCTAssertTrue(FileManager.default.createFile(atPath: f.path + ".~1~", contents: Data("older\n".utf8)))
    XCTAssertEqual(try f.save("canvas 20x20\n"), .saved)
    XCTAssertEqual(f.backup, f.path + ".~2~")
    XCTAssertEqual(bytes("e.scene~"), Array("the user's own\n".utf8))
    XCTAssertEqual(bytes("e.scene.~1~"), Array("older\n".utf8))
    XCTAssertEqual(bytes("e.scene.~2~"), Array("canvas 10x10\n".utf8))
    var info = stat()
    XCTAssertEqual(stat(f.path + ".~2~", &info), 0)
    XCTAssertEqual(info.st_mode & 0o777, 0o600, "a private file's backup stays private")
    // A dangling link is a taken name too.
    try FileManager.default.createSymbolicLink(atPath: f.path + ".~3~", withDestinationPath: dir.appendingPathComponent("nowhere").path)
    XCTAssertEqual(SceneFile.backupPath(for: f.path), f.path + ".~4~")
  }

  /// The backup keeps the file as Plumb found it: a second save replaces
  /// Plumb's own text and writes no backup; a file read again (changed by
  /// another editor) is kept again before it is replaced.
  func testOneBackupPerFileAsFound() throws {
    let original = Array("canvas 10x10\n".utf8)
    var f = try file("g.scene", original)
    XCTAssertEqual(try f.save("canvas 20x20\n"), .saved)
    XCTAssertEqual(try f.save("canvas 30x30\n"), .saved)
    XCTAssertEqual(f.backup, f.path + "~")
    XCTAssertEqual(bytes("g.scene~"), original, "the file as found, not the first save")
    XCTAssertNil(bytes("g.scene.~1~"), "no backup of Plumb's own text")
    let theirs = Array("canvas 40x40\n".utf8)
    XCTAssertTrue(FileManager.default.createFile(atPath: f.path, contents: Data(theirs)))
    var reread = SceneFile(path: f.path, bytes: theirs)
    XCTAssertEqual(try reread.save("canvas 50x50\n"), .saved)
    XCTAssertEqual(reread.backup, f.path + ".~1~")
    XCTAssertEqual(bytes("g.scene.~1~"), theirs)
    XCTAssertEqual(bytes("g.scene~"), original)
  }

  func testASymlinkStaysALinkAndPermissionsStay() throws {
    var target = try file("real.scene", Array("canvas 10x10\n".utf8))
    chmod(target.path, 0o640)
    let link = dir.appendingPathComponent("link.scene").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
    var f = SceneFile(path: link, bytes: target.bytes)
    XCTAssertEqual(try f.save("canvas 20x20\n"), .saved)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target.path, "still a link")
    XCTAssertEqual(bytes("real.scene"), Array("canvas 20x20\n".utf8), "the file it points to was written")
    var info = stat()
    XCTAssertEqual(stat(target.path, &info), 0)
    XCTAssertEqual(info.st_mode & 0o777, 0o640)
    target = SceneFile(path: target.path, bytes: Array("canvas 20x20\n".utf8))
    XCTAssertEqual(try target.save("canvas 20x20\n"), .unchanged)
  }

  func testAFileChangedOnDiskIsNeverOverwritten() throws {
    var f = try file("b.scene", Array("canvas 10x10\n".utf8))
    let theirs = Array("canvas 30x30\n# an edit made in another editor\n".utf8)
    XCTAssertTrue(FileManager.default.createFile(atPath: f.path, contents: Data(theirs)))
    let outcome = try f.save("canvas 20x20\n")
    XCTAssertEqual(outcome, .wroteBeside(dir.appendingPathComponent("b.mine.scene").path))
    XCTAssertEqual(bytes("b.scene"), theirs, "their edit is intact")
    XCTAssertEqual(bytes("b.mine.scene"), Array("canvas 20x20\n".utf8))
    XCTAssertNil(bytes("b.scene~"))
  }

  /// A second conflict never replaces the first "your version" (nor a file
  /// of that name the user made): it takes the next free name.
  func testYourVersionNeverReplacesAFileBesideIt() throws {
    var f = try file("d.scene", Array("canvas 10x10\n".utf8))
    let theirs = Array("canvas 30x30\n".utf8)
    XCTAssertTrue(FileManager.default.createFile(atPath: f.path, contents: Data(theirs)))
    let earlier = Array("canvas 40x40\n# kept\n".utf8)
    XCTAssertTrue(FileManager.default.createFile(atPath: dir.appendingPathComponent("d.mine.scene").path, contents: Data(earlier)))
    XCTAssertEqual(try f.save("canvas 20x20\n"), .wroteBeside(dir.appendingPathComponent("d.mine-2.scene").path))
    XCTAssertEqual(bytes("d.mine.scene"), earlier, "the earlier file is intact")
    XCTAssertEqual(bytes("d.mine-2.scene"), Array("canvas 20x20\n".utf8))
    XCTAssertEqual(bytes("d.scene"), theirs)
  }

  /// What is no regular file is refused at once: opening a FIFO to read or
  /// write it would wait for another program, and the playground with it.
  func testAFIFOOrAFolderIsRefusedWithoutWaiting() throws {
    let fifo = dir.appendingPathComponent("p.scene").path
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    var f = SceneFile(path: fifo, bytes: [])
    XCTAssertThrowsError(try f.save("canvas 10x10\n")) { XCTAssertEqual("\($0)", "it is a FIFO (named pipe), not a file Plumb writes") }
    XCTAssertThrowsError(try SceneFile.bytesOnDisk(dir.path)) { XCTAssertEqual("\($0)", "it is a directory, not a file Plumb writes") }
    XCTAssertNil(try SceneFile.bytesOnDisk(dir.appendingPathComponent("missing").path))
    XCTAssertNil(bytes("p.scene~"))
  }

  func testNothingChangedWritesNothing() throws {
    var f = try file("c.scene", Array("canvas 10x10\n".utf8))
    XCTAssertEqual(try f.save("canvas 10x10\n"), .unchanged)
    XCTAssertNil(bytes("c.scene~"), "the backup is left alone")
  }
}
