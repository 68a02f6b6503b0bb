import PlumbScene
import ArgumentParser
import PlumbLayout

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a scene's diagnostics in UIKit's words.",
    discussion: "Exits with status 1 when there are any (conflicts, ambiguity, priority mutations), 0 when there are none. On a UIKit conflict log: each conflict explained (the views, the constraint UIKit broke, the layout without each listed constraint, the usual fix for those UIKit made), exit 1.")

  @OptionGroup var options: SceneOptions

  @Flag(help: "For a .storyboard or .xib: check on every Interface Builder device preset in both orientations.")
  var allDevices = false

  func run() throws {
    try reportingFailures {
      let input = try Input.read(options.scene)
      switch input.format {
      case .interfaceBuilder: return try InterfaceBuilderCommands.check(options, allDevices: allDevices)
      case .conflictLog:
        if allDevices { throw Failure("--all-devices checks a .storyboard or .xib on every device; a conflict log has one layout") }
        return try ConflictLogCommands.check(input, options)
      case .swiftCode:
        if allDevices { throw Failure("--all-devices checks a .storyboard or .xib on every device; Swift code is laid out on its own device") }
        return try SwiftCodeCommands.check(input, options)
      case .scene: break
      }
      let scene = try options.load(input)
      let result = try OneShotLayout.solve(scene.document)
      guard !result.diagnostics.isEmpty else {
        print("\(input.name): no conflicts, no ambiguity.")
        return
      }
      for d in result.diagnostics { print("\(d.severity.rawValue) [\(d.kind.rawValue)]: \(d.message)\n") }
      throw ExitCode(1)
    }
  }
}
