import ArgumentParser
import Foundation
import PlumbDiagnostics

@main
struct Plumb: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plumb",
    abstract: "A terminal playground for Apple's Auto Layout.",
    discussion: """
      Scenes are plain text files of views and constraints; see Scenes/FORMAT.md.
      Every command also reads .storyboard and .xib files, and UIKit conflict logs
      (any file whose text holds "Unable to simultaneously satisfy constraints",
      or - to read a paste from standard input: plumb check -, paste, Ctrl-D).
      With no subcommand, plumb opens the playground on a scene (the tour when none is given).
      Bad input (a scene, an option, a number) is reported with exit status 2.
      """,
    version: PlumbVersion.current,
    subcommands: [Play.self, Solve.self, Render.self, Check.self, Convert.self],
    defaultSubcommand: Play.self)

  /// Parses and runs the command. A command line argument-parser refuses
  /// (an unknown option, a missing or invalid value) is bad input: its
  /// message goes to standard error as `plumb: error: …` with the usage,
  /// and the exit status is 2, as for every other bad input (argument-parser
  /// would use 64). Help and version requests keep argument-parser's output.
  /// The first command-line argument whose bytes are not UTF-8, its bytes
  /// past ASCII as `\xHH`; nil when every one is.
  static func invalidArgument() -> String? {
    for k in 1..<Int(CommandLine.argc) {
      guard let p = CommandLine.unsafeArgv[k] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p)))
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      return bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
    }
    return nil
  }

  static func main() {
    // Swift decodes arguments lossily: `bad\xFF.scene` would become
    // `bad\u{FFFD}.scene` and name another file. An argument that is not
    // UTF-8 is refused, shown with its bytes escaped.
    if let bad = invalidArgument() {
      FileHandle.standardError.write(Data("plumb: error: the argument '\(bad)' is not UTF-8; Plumb reads UTF-8 paths and options only\n".utf8))
      Foundation.exit(2)
    }
    var command: ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      guard exitCode(for: error) != .success else { exit(withError: error) }
      fail(error, status: 2)
    }
    do {
      try command.run()
    } catch {
      // An exit status alone (a failure already printed) or a clean exit is argument-parser's.
      if error is ExitCode || exitCode(for: error) == .success || fullMessage(for: error).isEmpty { exit(withError: error) }
      fail(error, status: exitCode(for: error).rawValue)
    }
  }

  /// Prints `error` as `plumb: error: …`, with every control character a
  /// value from the command line may hold escaped (an ESC in `--device`
  /// must not reach the terminal), and exits with `status`.
  static func fail(_ error: Error, status: Int32) -> Never {
    let full = fullMessage(for: error)
    let text = full.hasPrefix("Error: ") ? "plumb: error: " + full.dropFirst("Error: ".count) : "plumb: error: " + full
    FileHandle.standardError.write(Data(TerminalText.escaped(text.hasSuffix("\n") ? text : text + "\n").utf8))
    Foundation.exit(status)
  }
}
