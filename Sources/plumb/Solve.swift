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
      let input = try Input.read(options.scene)
      switch input.format {
      case .interfaceBuilder: return try InterfaceBuilderCommands.solve(options, json: format == .json)
      case .conflictLog: return try ConflictLogCommands.solve(input, options, json: format == .json)
      case .swiftCode: return try SwiftCodeCommands.solve(input, options, json: format == .json)
      case .scene: break
      }
      let scene = try options.load(input)
      let result = try OneShotLayout.solve(scene.document)
      switch format {
      case .text: print(SolveReport.text(scene, result), terminator: "")
      case .json: print(try SolveReport.json(scene, result))
      }
    }
  }
}
