import ArgumentParser
import PlumbLayout
import PlumbPlayground

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Draw the solved layout as text, as the playground shows it.")

  @OptionGroup var options: SceneOptions

  @Option(help: "Fit the drawing into this many columns (zooming out as the playground does).")
  var width: Int?

  @Flag(help: "Plain ASCII boxes (+-|) instead of box-drawing characters.")
  var ascii = false

  func run() throws {
    try reportingFailures {
      if let width, width < 8 { throw Failure("--width \(width) is too narrow: at least 8 columns are needed") }
      if InterfaceBuilderCommands.handles(options.scene) { return try InterfaceBuilderCommands.render(options, width: width, ascii: ascii) }
      let scene = try options.load()
      let result = OneShotLayout.solve(scene.document)
      print(SceneDrawing.text(scene.document, result, columns: width, glyphs: ascii ? .ascii : .unicode))
    }
  }
}
