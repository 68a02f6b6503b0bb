import ArgumentParser
import Foundation
import PlumbLayout
import PlumbScene

/// The options every command that lays out a scene takes.
struct SceneOptions: ParsableArguments {
  @Argument(help: "The scene file.", completion: .file(extensions: ["scene"]))
  var scene: String

  @Option(help: "Device preset: iphone, iphone-max or ipad (overrides the scene's).")
  var device: String?

  @Option(help: "portrait or landscape (overrides the scene's).")
  var orientation: String?

  @Flag(help: "Lay out right to left.")
  var rtl = false

  @Option(name: .customLong("scene"), help: "For a .storyboard or .xib: the scene (its IB id or name); all scenes when omitted.")
  var sceneKey: String?

  @Option(name: .customLong("set"), help: ArgumentHelp(
      "Change a constraint before solving: ID.constant=N, ID.priority=N or ID.active=true|false.",
      discussion: "The change is made to the scene as written, before anything is installed, as if the file said it: a priority may go from required to optional (UIKit's warning about mutating an installed constraint's priority belongs to the playground, where constraints are already installed).",
      valueName: "change"))
  var changes: [String] = []

  /// Reads and parses a scene file, or fails with a located message.
  static func parseFile(_ path: String) throws -> Scene {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw Failure("cannot read '\(path)': \(FileManager.default.fileExists(atPath: path) ? "not a UTF-8 text file" : "no such file")")
    }
    do {
      return try SceneParser.parse(text, file: path)
    } catch let e as SceneError {
      throw Failure(String(describing: e), located: true)
    }
  }

  /// Reads, parses and adjusts the scene, or exits with status 2 and a located message.
  func load() throws -> Scene {
    var s = try SceneOptions.parseFile(scene)
    if let device {
      guard let d = Device.named(device) else {
        throw Failure("unknown device '\(device)'; the presets are iphone, iphone-max and ipad")
      }
      s.document.device = d
    }
    if let orientation {
      guard let o = Orientation(rawValue: orientation) else { throw Failure("unknown orientation '\(orientation)': use portrait or landscape") }
      s.document.orientation = o
    }
    if rtl { s.document.direction = .rightToLeft }
    for c in changes {
      do {
        try Override.parse(c).apply(to: &s.document)
      } catch let e as OverrideError {
        throw Failure("--set \(c): \(e.description)")
      }
    }
    return s
  }
}

/// A user-facing failure: printed to standard error, exit status 2.
struct Failure: Error, CustomStringConvertible {
  var description: String
  var located = false
  init(_ d: String, located: Bool = false) {
    description = d
    self.located = located
  }
}

extension ParsableCommand {
  /// Runs `body`, turning a `Failure` into its message and exit status 2.
  func reportingFailures(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let f as Failure {
      FileHandle.standardError.write(Data(((f.located ? "" : "plumb: error: ") + f.description + "\n").utf8))
      throw ExitCode(2)
    }
  }
}
