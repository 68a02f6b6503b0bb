import Foundation
import XCTest

@testable import PlumbDiagnostics

/// `FileReader`: what each kind of path gives, and the bound.
final class FileReaderTests: XCTestCase {
  func directory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    return dir
  }

  func failure(_ path: String, limit: Int = 1 << 20) -> FileReader.Failure? {
    do {
      _ = try FileReader.bytes(atPath: path, limit: limit)
      return nil
    } catch {
      return error
    }
  }

  func testARegularFileIsReadWholeUpToItsBound() throws {
    let file = try directory().appendingPathComponent("a.scene")
    let bytes: [UInt8] = Array("canvas 10x10\n".utf8) + [0xFF]
    try Data(bytes).write(to: file)
    XCTAssertEqual(try FileReader.bytes(atPath: file.path, limit: bytes.count), bytes)
    XCTAssertEqual(failure(file.path, limit: bytes.count - 1), .tooLarge(limit: bytes.count - 1))
    XCTAssertEqual(FileReader.Failure.tooLarge(limit: 64 << 20).reason(kind: "scene file"), "it is larger than 64 MiB, the largest scene file Plumb reads")
    XCTAssertEqual(FileReader.Failure.tooLarge(limit: 100).reason(kind: "scene file"), "it is larger than 100 bytes, the largest scene file Plumb reads")
    XCTAssertEqual(FileReader.Failure.directory.reason(kind: "input"), "it is a directory, not an input")
    XCTAssertEqual(FileReader.Failure.fifo.reason(kind: "Swift file"), "it is a FIFO (named pipe), not a Swift file")
  }

  func testWhatIsNoRegularFileIsNamedAndNeverOpened() throws {
    let dir = try directory()
    let fifo = dir.appendingPathComponent("pipe").path
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    // A FIFO would block an open for reading until a writer came: the test would hang.
    XCTAssertEqual(failure(fifo), .fifo)
    XCTAssertEqual(failure(dir.path), .directory)
    XCTAssertEqual(failure("/dev/null"), .device)
    XCTAssertEqual(failure(dir.appendingPathComponent("missing").path), .noSuchFile)
    XCTAssertEqual(failure(dir.appendingPathComponent("pipe/x").path), .pathComponentNotADirectory)
    XCTAssertEqual(FileReader.Failure.fifo.reason(kind: "strings file"), "it is a FIFO (named pipe), not a strings file")
  }
}
