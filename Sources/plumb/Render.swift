import ArgumentParser
import PlumbLayout
import PlumbPlayground
import PlumbScene

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Draw the solved layout as text, as the playground shows it.")

  @OptionGroup var options: SceneOptions

  // A string, read by the scene format's number grammar: parsed as an Int,
  // `--width -5` would be taken for an option and reported as a missing value.
  @Option(parsing: .unconditional, help: ArgumentHelp("Fit the drawing into this many columns, 8 to 1000 (zooming out as the playground does).", valueName: "columns"))
  var width: String?

  @Flag(help: "Plain ASCII boxes (+-|) instead of box-drawing characters.")
  var ascii = false

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, svg
  }

  @Option(help: "text (the terminal drawing) or svg (a vector picture for review: every view's frame, name and text, truncation, broken constraints; a storyboard's scenes one under another).")
  var format: Format = .text

  @Flag(help: "With --format svg: a contact sheet of the layout on every Interface Builder device in both orientations and in every iPad Split View window (a storyboard, xib or scene).")
  var allDevices = false

  @Flag(help: "With --format svg: a contact sheet of the layout at every Dynamic Type text size, xS to AX5.")
  var allTextSizes = false

  func run() throws {
    try reportingFailures {
      let columns = try width.map { text -> Int in
        guard let v = NumberSyntax.parse(text) else { throw Failure("--width \(text): \(NumberSyntax.notANumber(text))") }
        if let why = Bound.columns.violation(v) { throw Failure("--width \(text): \(why)") }
        return Int(v)
      }
      let input = try Input.read(options.paths)
      if format == .svg {
        guard columns == nil, !ascii else { throw Failure("--width and --ascii are for the text drawing; an SVG picture has neither") }
        if allDevices || allTextSizes { return try input.format.renderSheet(input, options, allDevices: allDevices, allTextSizes: allTextSizes) }
        return try input.format.renderSVG(input, options)
      }
      if allDevices || allTextSizes { throw Failure("--all-devices and --all-text-sizes draw a contact sheet, which is an SVG picture: add --format svg") }
      try input.format.renderInput(input, options, width: columns, ascii: ascii)
    }
  }
}
