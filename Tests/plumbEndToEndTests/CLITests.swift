import Foundation
import XCTest

/// Runs the real `plumb` binary, as a user would.
final class CLITests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The built `plumb`, next to the test bundle.
  static var binary: URL {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if dir.lastPathComponent.hasSuffix(".xctest") { dir = dir.deletingLastPathComponent() }
    return dir.appendingPathComponent("plumb")
  }

  struct Run {
    var status: Int32
    var out: String
    var err: String
  }

  func plumb(_ args: [String]) throws -> Run {
    let p = Process()
    p.executableURL = Self.binary
    p.arguments = args
    p.currentDirectoryURL = Self.root
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Run(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
  }

  func testSolveJSONHasTheDocumentedShape() throws {
    let r = try plumb(["solve", "Scenes/profile.scene", "--format", "json", "--orientation", "landscape"])
    XCTAssertEqual(r.status, 0, r.err)
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    XCTAssertEqual(json["scene"] as? String, "Profile")
    XCTAssertEqual(json["orientation"] as? String, "landscape")
    XCTAssertEqual((json["canvas"] as? [String: Double])?["width"], 667)
    XCTAssertEqual((json["traits"] as? [String: String])?["vertical"], "compact")
    let views = try XCTUnwrap(json["views"] as? [[String: Any]])
    let photo = try XCTUnwrap(views.first { $0["name"] as? String == "photo" })
    XCTAssertEqual((photo["frame"] as? [String: Double])?["width"], 150)
    XCTAssertEqual(photo["ambiguous"] as? Bool, false)
    let constraints = try XCTUnwrap(json["constraints"] as? [[String: Any]])
    let ratio = try XCTUnwrap(constraints.first { $0["id"] as? String == "ratio" })
    XCTAssertEqual(ratio["text"] as? String, "photo.width = 0.3 * root.width @750")
    XCTAssertEqual(ratio["satisfied"] as? Bool, false)
    XCTAssertEqual(ratio["priority"] as? Double, 750)
    XCTAssertEqual((json["diagnostics"] as? [Any])?.count, 0)
  }

  func testSetChangesAConstraintBeforeSolving() throws {
    let r = try plumb(["solve", "Scenes/profile.scene", "--format", "json", "--orientation", "landscape", "--set", "cap.active=false"])
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    let photo = try XCTUnwrap((json["views"] as? [[String: Any]])?.first { $0["name"] as? String == "photo" })
    XCTAssertEqual((photo["frame"] as? [String: Double])?["width"] ?? 0, 200.1, accuracy: 1e-9)
    let p = try plumb(["solve", "Scenes/conflict.scene", "--set", "exact.priority=750", "--format", "json"])
    XCTAssertEqual(p.status, 0)
    XCTAssertTrue(p.out.contains("\"diagnostics\" : [\n\n  ]") || p.out.contains("\"diagnostics\" : []"), p.out)
  }

  func testPriorityMutationIsReported() throws {
    let r = try plumb(["check", "Scenes/conflict.scene", "--set", "tall.priority=250"])
    XCTAssertEqual(r.status, 0, "a priority given before solving is no mutation of an installed constraint: \(r.out)")
  }

  func testCheckExitStatusAndUIKitWords() throws {
    let ok = try plumb(["check", "Scenes/profile.scene"])
    XCTAssertEqual(ok.status, 0)
    XCTAssertEqual(ok.out, "Scenes/profile.scene: no conflicts, no ambiguity.\n")
    let bad = try plumb(["check", "Scenes/conflict.scene"])
    XCTAssertEqual(bad.status, 1)
    XCTAssertTrue(bad.out.contains("Unable to simultaneously satisfy constraints."))
    XCTAssertTrue(bad.out.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'tall' send.height >= 44   (active)>"))
    let ambiguous = try plumb(["check", "Scenes/aspect-ambiguous.scene"])
    XCTAssertEqual(ambiguous.status, 1)
    XCTAssertTrue(ambiguous.out.contains("'square' has an ambiguous layout"))
  }

  func testBadInputIsALocatedErrorWithStatusTwoAndChangesNothing() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("bad.scene")
    let source = "canvas 200x200\nview photo\nphto.width = 10\n"
    try source.write(to: file, atomically: true, encoding: .utf8)
    let r = try plumb(["solve", file.path])
    XCTAssertEqual(r.status, 2)
    XCTAssertEqual(r.out, "")
    XCTAssertEqual(r.err, "\(file.path):3:1: error: unknown view 'phto'; did you mean 'photo'?\nphto.width = 10\n^~~~\n")
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["bad.scene"])

    let missing = try plumb(["render", dir.appendingPathComponent("nope.scene").path])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.err, "plumb: error: cannot read '\(dir.appendingPathComponent("nope.scene").path)': no such file\n")
    let nan = try plumb(["solve", "Scenes/profile.scene", "--set", "cap.constant=nan"])
    XCTAssertEqual(nan.status, 2)
    XCTAssertEqual(nan.err, "plumb: error: --set cap.constant=nan: 'nan' is not a number (numbers are written like 12, -8 or 0.5)\n")
    let unknown = try plumb(["solve", "Scenes/profile.scene", "--set", "cpa.constant=3"])
    XCTAssertEqual(unknown.err, "plumb: error: --set cpa.constant=3: no constraint has the identifier 'cpa'; did you mean 'cap'?\n")
    let device = try plumb(["solve", "Scenes/profile.scene", "--device", "pixel"])
    XCTAssertEqual(device.status, 2)
    XCTAssertEqual(device.err, "plumb: error: unknown device 'pixel'; the presets are iphone, iphone-max and ipad\n")
  }

  func testRenderDrawsBoxesAndFitsAWidth() throws {
    let r = try plumb(["render", "Scenes/profile.scene", "--ascii"])
    XCTAssertEqual(r.status, 0)
    let lines = r.out.components(separatedBy: "\n")
    XCTAssertEqual(lines.first, "Profile — iphone portrait wC hR")
    XCTAssertTrue(lines.contains { $0.contains("+photo") })
    XCTAssertTrue(r.out.allSatisfy { $0.isASCII || $0 == "—" || $0 == "~" })
    let narrow = try plumb(["render", "Scenes/profile.scene", "--width", "30"])
    XCTAssertEqual(narrow.status, 0)
    XCTAssertTrue(narrow.out.components(separatedBy: "\n").dropFirst().allSatisfy { $0.count <= 30 }, narrow.out)
    XCTAssertTrue(narrow.out.contains("zoom ×2"))
    let tiny = try plumb(["render", "Scenes/profile.scene", "--width", "3"])
    XCTAssertEqual(tiny.status, 2)
  }
}
