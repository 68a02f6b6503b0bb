import ArgumentParser
import Foundation

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
  static func main() {
    var command: ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      guard exitCode(for: error) != .success else { exit(withError: error) }
      let full = fullMessage(for: error)
      let text = full.hasPrefix("Error: ") ? "plumb: error: " + full.dropFirst("Error: ".count) : "plumb: error: " + full
      FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
      Foundation.exit(2)
    }
    do {
      try command.run()
    } catch {
      exit(withError: error)
    }
  }
}
