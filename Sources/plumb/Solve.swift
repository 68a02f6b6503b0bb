import ArgumentParser
import Foundation
import PlumbLayout
import PlumbPlayground
import PlumbScene

struct Solve: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Solve a scene and print every view's frame.")

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

  @OptionGroup var options: SceneOptions

  @Option(help: "text or json.")
  var format: Format = .text

  func run() throws {
    try reportingFailures {
      if SwiftCodeCommands.handles(options.scene) { return try SwiftCodeCommands.solve(options, json: format == .json) }
      if InterfaceBuilderCommands.handles(options.scene) { return try InterfaceBuilderCommands.solve(options, json: format == .json) }
      let scene = try options.load()
      let result = try OneShotLayout.solve(scene.document)
      switch format {
      case .text: print(SolveReport.text(scene, result), terminator: "")
      case .json: print(try SolveReport.json(scene, result))
      }
    }
  }
}
