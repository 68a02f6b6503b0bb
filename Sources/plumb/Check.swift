import PlumbScene
import ArgumentParser
import PlumbLayout

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a scene's diagnostics in UIKit's words.",
    discussion: "Exits with status 1 when there are any (conflicts, ambiguity, priority mutations), 0 when there are none.")

  @OptionGroup var options: SceneOptions

  @Flag(help: "For a .storyboard or .xib: check on every Interface Builder device preset in both orientations.")
  var allDevices = false

  func run() throws {
    try reportingFailures {
      if SwiftCodeCommands.handles(options.scene) { return try SwiftCodeCommands.check(options) }
      if InterfaceBuilderCommands.handles(options.scene) { return try InterfaceBuilderCommands.check(options, allDevices: allDevices) }
      let scene = try options.load()
      let result = try OneShotLayout.solve(scene.document)
      guard !result.diagnostics.isEmpty else {
        print("\(options.scene): no conflicts, no ambiguity.")
        return
      }
      for d in result.diagnostics { print("\(d.severity.rawValue) [\(d.kind.rawValue)]: \(d.message)\n") }
      throw ExitCode(1)
    }
  }
}
