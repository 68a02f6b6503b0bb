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
      let input = try Input.read(options.paths)
      try input.format.solveInput(input, options, json: format == .json)
    }
  }
}
