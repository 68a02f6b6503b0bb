import PlumbTestSupport
import Foundation
import XCTest

/// Runs the real `plumb` binary, as a user would.
final class CLITests: XCTestCase {
  static let root = Repository.root

  /// The built `plumb`, next to the test bundle.
  static var binary: URL { Repository.product("plumb") }

  struct Run {
    var status: Int32
    var out: String
    var err: String
    /// Wall time, and whether the run was stopped for taking longer than its limit.
    var seconds: Double
    var timedOut: Bool
  }

  /// Runs `plumb`; a run that outlasts `timeout` seconds is terminated (a hang fails the test, not the suite).
  func plumb(_ args: [String], timeout: Double = 60) throws -> Run {
    let p = Process()
    p.executableURL = Self.binary
    p.arguments = args
    p.currentDirectoryURL = Self.root
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    let start = Date()
    try p.run()
    let stopped = LockedFlag()
    let watchdog = DispatchWorkItem {
      stopped.set()
      p.terminate()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    // Standard error is read on another thread, so that neither pipe fills up while the other is read.
    let errData = LockedData()
    let errDone = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errData.set(err.fileHandleForReading.readDataToEndOfFile())
      errDone.signal()
    }
    let o = out.fileHandleForReading.readDataToEndOfFile()
    errDone.wait()
    p.waitUntilExit()
    watchdog.cancel()
    return Run(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: errData.get(), as: UTF8.self),
               seconds: Date().timeIntervalSince(start), timedOut: stopped.isSet)
  }

  final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
  }

  final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Data()
    func set(_ d: Data) { lock.lock(); value = d; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return value }
  }

  /// A fresh temporary directory, removed at the end of the test.
  func temporaryDirectory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    return dir
  }

  /// Writes a scene into `dir` and returns its path.
  func scene(_ text: String, in dir: URL, name: String = "t.scene") throws -> String {
    let file = dir.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
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

  /// A lesson whose step its solution does not reach fails `check` with the
  /// step's place, and the layout's own diagnostics still follow; every
  /// lesson of Scenes/ passes (exit 0, or 1 only for the layouts that teach a conflict or ambiguity).
  func testCheckProvesALessonsSteps() throws {
    let dir = try temporaryDirectory()
    let file = dir.appendingPathComponent("lesson.scene")
    let text = try String(contentsOf: Self.root.appendingPathComponent("Scenes/hugging.scene"), encoding: .utf8)
    try text.replacingOccurrences(of: "hug=249", with: "hug=251").write(to: file, atomically: true, encoding: .utf8)
    let r = try plumb(["check", file.path])
    XCTAssertEqual(r.status, 1)
    XCTAssertTrue(r.out.hasPrefix("\(file.path):24:12: error: step 2 cannot be reached this way: after its solution, 'value stretches, name hugs' does not hold\n"), r.out)
    XCTAssertTrue(r.out.hasSuffix("\(file.path): no conflicts, no ambiguity.\n"), r.out)
    for lesson in try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Scenes").path) where lesson.hasSuffix(".scene") {
      let c = try plumb(["check", "Scenes/" + lesson])
      XCTAssertFalse(c.out.contains(": error: step") || c.out.contains(": warning: step"), c.out)
    }
  }

  func testCheckExitStatusAndUIKitWords() throws {
    let ok = try plumb(["check", "Scenes/profile.scene"])
    XCTAssertEqual(ok.status, 0)
    XCTAssertEqual(ok.out, "Scenes/profile.scene: the lesson's 2 steps that ask for something can each be done, and none is done before the learner starts.\nScenes/profile.scene: no conflicts, no ambiguity.\n")
    let bad = try plumb(["check", "Scenes/conflict.scene"])
    XCTAssertEqual(bad.status, 1)
    XCTAssertTrue(bad.out.contains("Unable to simultaneously satisfy constraints."))
    XCTAssertTrue(bad.out.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'exact' send.height == 20   (active)>"))
    // Ambiguity is a warning: exit 0, or 1 with --strict (SwiftLint's convention).
    let ambiguous = try plumb(["check", "Scenes/aspect-ambiguous.scene"])
    XCTAssertEqual(ambiguous.status, 0)
    XCTAssertTrue(ambiguous.out.contains("'square' has an ambiguous layout"))
    XCTAssertEqual(try plumb(["check", "Scenes/aspect-ambiguous.scene", "--strict"]).status, 1)
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

/// Issue 13: every bad input is a message and exit status 2; no crash, no hang, nothing written.
extension CLITests {
  /// Issue 21: a path that is not UTF-8 was decoded lossily and named another file; it is refused.
  func testAnArgumentThatIsNotUTF8IsRefusedNotReadAsAnotherFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-args-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    // The file a lossy decoding would read.
    try FileManager.default.copyItem(at: Repository.url("Scenes/profile.scene"), to: dir.appendingPathComponent("bad\u{FFFD}.scene"))
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = ["-c", "\"$0\" solve \"$(printf 'bad\\377.scene')\"", Repository.product("plumb").path]
    p.currentDirectoryURL = dir
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    p.waitUntilExit()
    XCTAssertEqual(p.terminationStatus, 2)
    XCTAssertEqual(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "")
    XCTAssertEqual(
      String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      "plumb: error: the argument 'bad\\xFF.scene' is not UTF-8; Plumb reads UTF-8 paths and options only\n")
  }

  func testBadCommandLinesExitTwo() throws {
    let format = try plumb(["solve", "Scenes/profile.scene", "--format", "xml"])
    XCTAssertEqual(format.status, 2)
    XCTAssertEqual(format.out, "")
    XCTAssertEqual(format.err, """
      plumb: error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'.
      Help:  --format <format>  text or json.
      Usage: plumb solve [<options>] <scene> [<more> ...]
        See 'plumb solve --help' for more information.

      """)
    let unknown = try plumb(["check", "Scenes/profile.scene", "--bogus"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.err.hasPrefix("plumb: error: Unknown option '--bogus'\nUsage: plumb check "), unknown.err)
    let missingValue = try plumb(["solve", "Scenes/profile.scene", "--set"])
    XCTAssertEqual(missingValue.status, 2)
    XCTAssertTrue(missingValue.err.hasPrefix("plumb: error: Missing value for '--set <change>'\n"), missingValue.err)
    let missingScene = try plumb(["render"])
    XCTAssertEqual(missingScene.status, 2)
    XCTAssertTrue(missingScene.err.hasPrefix("plumb: error: Missing expected argument '<scene>'\n"), missingScene.err)
    // Help is no error.
    let help = try plumb(["solve", "--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.out.contains("USAGE: plumb solve [<options>] <scene>"), help.out)
  }

  func testWidthIsANumberOfTheGrammarWithinItsBounds() throws {
    for (width, message) in [
      ("nan", "'nan' is not a number (numbers are written like 12, -8 or 0.5)"),
      ("1e3", "'1e3' is not a number (numbers are written like 12, -8 or 0.5)"),
      ("0x40", "'0x40' is not a number (numbers are written like 12, -8 or 0.5)"),
      ("-5", "the width must be at least 8 columns"),
      ("7", "the width must be at least 8 columns"),
      ("1001", "the width must be at most 1000 columns"),
      ("80.5", "the width must be a whole number"),
    ] {
      let r = try plumb(["render", "Scenes/profile.scene", "--width", width])
      XCTAssertEqual(r.status, 2, width)
      XCTAssertEqual(r.out, "", width)
      XCTAssertEqual(r.err, "plumb: error: --width \(width): \(message)\n")
    }
    let ok = try plumb(["render", "Scenes/profile.scene", "--width", "8"])
    XCTAssertEqual(ok.status, 0, ok.err)
    XCTAssertTrue(ok.out.components(separatedBy: "\n").dropFirst().allSatisfy { $0.count <= 8 }, ok.out)
  }

  func testFilesThatAreNoScenesSayWhatIsWrong() throws {
    let dir = try temporaryDirectory()
    let fifo = dir.appendingPathComponent("pipe.scene").path
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    let swiftFifo = dir.appendingPathComponent("pipe.swift").path
    XCTAssertEqual(mkfifo(swiftFifo, 0o644), 0)
    // Each failure names what the file was taken for: by its extension, else a layout file.
    let cases: [(String, String)] = [
      (dir.path, "it is a folder without .swift files (a folder is read as one Swift project)"),
      ("/dev/null", "it is a device, not a layout file"),
      (fifo, "it is a FIFO (named pipe), not a scene file"),
      (swiftFifo, "it is a FIFO (named pipe), not a Swift file"),
      (dir.appendingPathComponent("missing.scene").path, "no such file"),
      (dir.appendingPathComponent("missing/x.scene").path, "no such file"),
    ]
    for (path, why) in cases {
      for command in ["solve", "render", "check"] {
        let r = try plumb([command, path], timeout: 20)
        XCTAssertFalse(r.timedOut, "\(command) \(path) hung")
        XCTAssertEqual(r.status, 2, "\(command) \(path)")
        XCTAssertEqual(r.out, "")
        // check walks a folder for every format it reads.
        let folder = command == "check" && path == dir.path
        XCTAssertEqual(r.err, folder
          ? "plumb: error: nothing to check in '\(path)': no .storyboard, .xib, .scene, or .swift file that uses UIKit's layout API\n"
          : "plumb: error: cannot read '\(path)': \(why)\n")
      }
    }
    // A storyboard, a xib and a strings file are read the same way (a FIFO never waits for a writer).
    let pipeDir = try temporaryDirectory()
    let pipes = try ["pipe.storyboard", "pipe.xib", "pipe.strings"].map { name -> String in
      let path = pipeDir.appendingPathComponent(name).path
      XCTAssertEqual(mkfifo(path, 0o644), 0)
      return path
    }
    for (path, kind) in [(pipes[0], "FIFO (named pipe)"), (pipes[1], "FIFO (named pipe)")] {
      for command in ["solve", "check", "render"] {
        let r = try plumb([command, path], timeout: 20)
        XCTAssertFalse(r.timedOut, "\(command) \(path) hung")
        XCTAssertEqual(r.status, 2, "\(command) \(path)")
        XCTAssertEqual(r.err, "\(path): error: cannot read the file: it is a \(kind), not a storyboard or xib\n", command)
      }
    }
    let strings = try plumb(["solve", "Scenes/profile.scene", "--strings", pipes[2]], timeout: 20)
    XCTAssertEqual(strings.status, 2)
    XCTAssertEqual(strings.err, "\(pipes[2]): error: cannot read the strings file: it is a FIFO (named pipe), not a strings file\n")
    // A file that cannot be read: by permissions, or (as root, whom permissions do not stop) one whose read fails.
    if getuid() != 0 {
      let locked = try scene("canvas 10x10\n", in: dir, name: "locked.scene")
      XCTAssertEqual(chmod(locked, 0), 0)
      let r = try plumb(["solve", locked])
      XCTAssertEqual(r.status, 2)
      XCTAssertEqual(r.err, "plumb: error: cannot read '\(locked)': permission denied\n")
    } else {
      let r = try plumb(["solve", "/proc/self/mem"])
      XCTAssertEqual(r.status, 2)
      XCTAssertEqual(r.err, "plumb: error: cannot read '/proc/self/mem': input/output error\n")
    }
    // A file past 64 MiB is not read (a sparse file: no disk is used).
    let big = try scene("", in: dir, name: "big.scene")
    XCTAssertEqual(truncate(big, (64 << 20) + 1), 0)
    let b = try plumb(["solve", big])
    XCTAssertEqual(b.status, 2)
    XCTAssertEqual(b.err, "plumb: error: cannot read '\(big)': it is larger than 64 MiB, the largest scene file Plumb reads\n")
    // A storyboard has the same bound, and is refused before a byte is parsed.
    let board = dir.appendingPathComponent("big.storyboard").path
    XCTAssertTrue(FileManager.default.createFile(atPath: board, contents: nil))
    XCTAssertEqual(truncate(board, (64 << 20) + 1), 0)
    let s = try plumb(["solve", board])
    XCTAssertEqual(s.status, 2)
    XCTAssertEqual(s.err, "\(board): error: cannot read the file: it is larger than 64 MiB, the largest storyboard or xib Plumb reads\n")
    try FileManager.default.removeItem(atPath: board)
    let binary = try scene("", in: dir, name: "binary.scene")
    try Data([0x76, 0x69, 0x65, 0x77, 0x20, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: binary))
    let r = try plumb(["solve", binary])
    // Where it stops being UTF-8: the line, the column, a caret, as every reader places an error.
    XCTAssertEqual(r.err, "\(binary):1:6: error: byte 0xFF is not UTF-8 (text files Plumb reads are UTF-8)\nview \u{FFFD}\u{FFFD}\n     ^\n")
    // Nothing on disk changed.
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), getuid() != 0 ? ["big.scene", "binary.scene", "locked.scene", "pipe.scene", "pipe.swift"] : ["big.scene", "binary.scene", "pipe.scene", "pipe.swift"])
    // A configuration file or baseline past the bound is named as what it is, not as a scene.
    let config = dir.appendingPathComponent("big.yml").path
    XCTAssertTrue(FileManager.default.createFile(atPath: config, contents: nil))
    XCTAssertEqual(truncate(config, (64 << 20) + 1), 0)
    let c = try plumb(["check", "Scenes/profile.scene", "--config", config])
    XCTAssertEqual(c.status, 2)
    XCTAssertEqual(c.err, "plumb: error: cannot read '\(config)': it is larger than 64 MiB, the largest configuration file Plumb reads\n")
    let baseline = try plumb(["check", "Scenes/profile.scene", "--baseline", config])
    XCTAssertEqual(baseline.err, "plumb: error: cannot read '\(config)': it is larger than 64 MiB, the largest baseline file Plumb reads\n")
  }

  func testNumbersThatCrashedAreLocatedErrors() throws {
    let dir = try temporaryDirectory()
    let wrap = try scene("canvas 375x667\nlabel a \"x\" lines=0\na.width = 80000000000000000000\n", in: dir)
    for command in ["solve", "render", "check"] {
      let r = try plumb([command, wrap])
      XCTAssertEqual(r.status, 2, command)
      XCTAssertEqual(r.out, "")
      XCTAssertEqual(r.err, """
        \(wrap):3:11: error: the constant must be at most 10000000 points
        a.width = 80000000000000000000
                  ^~~~~~~~~~~~~~~~~~~~

        """)
    }
    let digits = "1" + String(repeating: "0", count: 307)
    let huge = try scene("canvas 375x667\nview a\na.width = \(digits)\n", in: dir, name: "huge.scene")
    let h = try plumb(["solve", huge, "--format", "json"])
    XCTAssertEqual(h.status, 2)
    XCTAssertEqual(h.err, "\(huge):3:11: error: the constant must be at most 10000000 points\na.width = \(digits)\n          ^\(String(repeating: "~", count: 307))\n")
    let tiny = try scene("canvas 375x667\nview a\nview b\na.height = 0.000000001 * b.height\n", in: dir, name: "tiny.scene")
    XCTAssertEqual(try plumb(["check", tiny]).err, """
      \(tiny):4:12: error: the multiplier must be 0 or at least 0.0001 in magnitude
      a.height = 0.000000001 * b.height
                 ^~~~~~~~~~~

      """)
    let canvas = try scene("canvas 100000000000x100000000000\nview a\n", in: dir, name: "canvas.scene")
    XCTAssertEqual(try plumb(["render", canvas]).err, """
      \(canvas):1:8: error: the canvas size must be at most 10000000 points
      canvas 100000000000x100000000000
             ^~~~~~~~~~~~

      """)
    let set = try plumb(["solve", "Scenes/profile.scene", "--set", "ratio.constant=1e306"])
    XCTAssertEqual(set.status, 2)
    XCTAssertEqual(set.err, "plumb: error: --set ratio.constant=1e306: '1e306' is not a number (numbers are written like 12, -8 or 0.5)\n")
    let big = try plumb(["solve", "Scenes/profile.scene", "--set", "ratio.constant=10000000.5"])
    XCTAssertEqual(big.err, "plumb: error: --set ratio.constant=10000000.5: the constant must be at most 10000000 points\n")
    let view = try scene("canvas 375x667\nview a\nview.width = 100\n", in: dir, name: "view.scene")
    let v = try plumb(["check", view])
    XCTAssertEqual(v.status, 1, "the constraint on the root is kept (it conflicts with the canvas): \(v.out)")
    let label = try scene("canvas 375x667\nview a\nlabel.height = 5\n", in: dir, name: "label.scene")
    XCTAssertEqual(try plumb(["solve", label]).err, """
      \(label):3:1: error: unknown view 'label': 'label' is a view kind; declare a view with 'label NAME' (a space after the kind)
      label.height = 5
      ^~~~~

      """)
  }

  func testCompoundingMultipliersAreRefusedNotCrashed() throws {
    let dir = try temporaryDirectory()
    var source = "canvas 375x667\n"
    for k in 0..<80 { source += "view v\(k)\nv\(k).height = 10\nv\(k).top = root.top\nv\(k).leading = root.leading\n" }
    source += "v0.width = 10000000\n"
    for k in 1..<80 { source += "v\(k).width = 10000 * v\(k - 1).width\n" }
    let chain = try scene(source, in: dir)
    for args in [["solve", chain], ["solve", chain, "--format", "json"], ["render", chain], ["check", chain]] {
      let r = try plumb(args)
      XCTAssertEqual(r.status, 2, "\(args)")
      XCTAssertEqual(r.out, "")
      XCTAssertEqual(r.err, "plumb: error: the layout is out of range: the frame of 'v76' is (0, 0, inf, 10); its multipliers and constants compound past the largest number\n")
    }
  }

  /// Issue 21: every reader answers the shapes that crashed or hung it
  /// (nesting, long chains, bad bytes) with a located error or a layout,
  /// in every command, within the hang guard, never by a signal.
  func testEveryReaderAnswersHostileShapesWithoutCrashOrHang() throws {
    let dir = try temporaryDirectory()
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
      let path = dir.appendingPathComponent(name).path
      XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      return path
    }
    let swift = "import UIKit\nlet x = "
    let inputs: [(String, [UInt8])] = [
      ("brackets.swift", Array((swift + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n").utf8)),
      ("bangs.swift", Array((swift + "y" + String(repeating: "!", count: 100_000) + "\n").utf8)),
      ("calls.swift", Array((swift + "f" + String(repeating: "()", count: 100_000) + "\n").utf8)),
      ("members.swift", Array((swift + "a" + String(repeating: "\n  .b", count: 100_000) + "\n").utf8)),
      ("generics.swift", Array(("import UIKit\nlet x: " + String(repeating: "A<", count: 10_000) + "Int" + String(repeating: ">", count: 10_000) + "\n").utf8)),
      ("interpolations.swift", Array((swift + String(repeating: "\"\\(", count: 10_000) + "1" + String(repeating: ")\"", count: 10_000) + "\n").utf8)),
      ("deep.storyboard", Array(("<document>" + String(repeating: "<a>", count: 50_000) + String(repeating: "</a>", count: 50_000) + "</document>").utf8)),
      ("badname.xib", Array("<document><a".utf8) + [0xC7] + Array("/></document>".utf8)),
    ]
    for (name, bytes) in inputs {
      let path = try file(name, bytes)
      for command in ["solve", "check", "convert"] {
        let r = try plumb([command, path], timeout: hangGuardSeconds)
        XCTAssertFalse(r.timedOut, "\(command) \(name) hung")
        XCTAssertTrue([0, 1, 2].contains(r.status), "\(command) \(name) ended with \(r.status): \(r.err.prefix(300))")
        if r.status == 2 { XCTAssertTrue(r.err.contains("\(name):"), "\(command) \(name): the error names no place: \(r.err.prefix(300))") }
      }
    }
  }

  func testHugeScenesRenderBoundedAndQuickly() throws {
    let dir = try temporaryDirectory()
    let canvas = try scene("canvas 10000000x10000000\nview a\n", in: dir)
    let c = try plumb(["render", canvas], timeout: 30)
    XCTAssertEqual(c.status, 0, c.err)
    let lines = c.out.components(separatedBy: "\n")
    XCTAssertEqual(lines.first, "scene — canvas portrait wR hR (zoom ×1252)")
    XCTAssertLessThanOrEqual(lines.count, 1002)
    XCTAssertEqual(lines.dropFirst().map(\.count).max(), 1000)
    let narrow = try plumb(["render", canvas, "--width", "40"], timeout: 30)
    XCTAssertTrue(narrow.out.components(separatedBy: "\n").dropFirst().allSatisfy { $0.count <= 40 }, narrow.out)
    XCTAssertLessThanOrEqual(narrow.out.components(separatedBy: "\n").count, 1002)
    // A view of 10^7 points, far larger than the canvas, is clipped, not looped over.
    let view = try scene("canvas 375x667\nview a\na.width = 10000000\na.height = 10000000\na.top = root.top\na.leading = root.leading\n", in: dir, name: "view.scene")
    let v = try plumb(["render", view], timeout: 30)
    XCTAssertEqual(v.status, 0, v.err)
    XCTAssertEqual(v.out.components(separatedBy: "\n").count, 1 + 44 + 1)
    XCTAssertLessThan(v.seconds, hangGuardSeconds)
    // A 1 MB word wraps in linear time; 10,000 views nested with in= parse in linear time.
    let word = try scene("canvas 375x667\nlabel a \"\(String(repeating: "x", count: 1 << 20))\" lines=0\na.width = 300\na.top = root.top\na.leading = root.leading\n", in: dir, name: "word.scene")
    let w = try plumb(["render", word], timeout: 30)
    XCTAssertEqual(w.status, 0, w.err)
    // The text spans the label's 37 characters of width, inside the device outline, then a dot for the half cell left.
    XCTAssertTrue(w.out.contains("│" + String(repeating: "x", count: 37) + "·"), w.out)
    XCTAssertLessThan(w.seconds, hangGuardSeconds)
    var nested = "canvas 375x667\nview v0\n"
    for k in 1..<10_000 { nested += "view v\(k) in=v\(k - 1)\n" }
    let n = try plumb(["solve", try scene(nested, in: dir, name: "nested.scene")], timeout: 30)
    XCTAssertEqual(n.status, 0, n.err)
    XCTAssertLessThan(n.seconds, hangGuardSeconds)
  }
}

extension CLITests {
  func testConvertWritesSwiftAndScenes() throws {
    let swift = try plumb(["convert", "Scenes/profile.scene", "--to", "swift", "--orientation", "landscape"])
    XCTAssertEqual(swift.status, 0, swift.err)
    XCTAssertTrue(swift.out.hasPrefix("// Profile: UIKit code written by Plumb from profile.scene.\n"), swift.out)
    XCTAssertTrue(swift.out.contains("// plumb: orientation landscape\n"), "the command line's orientation is recorded")
    XCTAssertTrue(swift.out.contains("final class ProfileViewController: UIViewController {"))
    let scene = try plumb(["convert", "Scenes/size-classes.scene", "--to", "scene"])
    XCTAssertEqual(scene.status, 0, scene.err)
    XCTAssertTrue(scene.out.contains("caption.top = photo.top when hC\n"), scene.out)
    let bad = try plumb(["convert", "Scenes/profile.scene", "--to", "kotlin"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.err.contains("The value 'kotlin' is invalid for '--to <to>'"), bad.err)
  }
}
