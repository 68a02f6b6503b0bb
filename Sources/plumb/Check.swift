import ArgumentParser
import Foundation
import PlumbDiagnostics
import PlumbLayout
import PlumbReports
import PlumbScene

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a scene's diagnostics in UIKit's words.",
    discussion: """
      Findings are errors (required constraints that cannot all hold, numbers out of range, a lesson step that cannot be done) \
      or warnings (ambiguity, misplaced views on a storyboard or xib, priority mutations, negative sizes, what the reader could not take). \
      Exit status: 0 when there is no error (and, with --strict, no warning), 1 when there is, 2 when the input or the command line cannot be used. \
      On a UIKit conflict log: each conflict explained (the views, the constraint UIKit broke, the layout without each listed constraint, \
      the usual fix for those UIKit made), each an error.
      """)

  @OptionGroup var options: SceneOptions

  @Flag(help: "For a .storyboard or .xib: check on every Interface Builder device preset in both orientations.")
  var allDevices = false

  @Flag(help: "For Swift code: check under every other arm of each if or switch the code cannot tell (--define picks one).")
  var allChoices = false

  @Option(help: ArgumentHelp(
    "How to print the findings: \(Reporter.names.joined(separator: ", ")).",
    discussion: Reporter.all.map { "\($0.name): \($0.summary)" }.joined(separator: "; ") + ".", valueName: "reporter"))
  var reporter = Reporter.text.name

  @Option(name: .customLong("output"), help: ArgumentHelp(
    "Also write the findings as REPORTER to PATH (REPORTER=PATH, repeatable), for CI to upload: --output sarif=plumb.sarif.", valueName: "reporter=path"))
  var outputs: [String] = []

  @Flag(help: "Exit 1 on warnings too, not only on errors.")
  var strict = false

  func validate() throws {
    guard Reporter.named(reporter) != nil else { throw ValidationError(Check.unknownReporter(reporter)) }
    for o in outputs { _ = try Check.output(o) }
  }

  func run() throws {
    try reportingFailures {
      let input = try Input.read(options.paths)
      let report = try input.format.checkInput(input, options, CheckScope(allDevices: allDevices, allChoices: allChoices))
      let context = ReportContext(toolVersion: PlumbVersion.current, workingDirectory: FileManager.default.currentDirectoryPath)
      for o in outputs {
        let (format, path) = try Check.output(o)
        let text = try format.render(report, context)
        do {
          try AtomicFileWriter.replace(path, with: Array(text.utf8), permissionsOf: path)
        } catch {
          throw Failure("--output \(o): cannot write '\(TerminalText.escapedLine(path))': \(error.localizedDescription)")
        }
      }
      if let format = Reporter.named(reporter) { print(try format.render(report, context), terminator: "") }
      if report.fails(strict: strict) { throw ExitCode(1) }
    }
  }

  /// `REPORTER=PATH` read, or a usage error naming what is wrong.
  static func output(_ o: String) throws -> (Reporter, String) {
    guard let eq = o.firstIndex(of: "=") else { throw ValidationError("--output \(o): expected REPORTER=PATH, as in --output sarif=plumb.sarif") }
    let name = String(o[..<eq]), path = String(o[o.index(after: eq)...])
    guard let format = Reporter.named(name) else { throw ValidationError("--output \(o): " + unknownReporter(name)) }
    guard !path.isEmpty else { throw ValidationError("--output \(o): no path after '='") }
    return (format, path)
  }

  static func unknownReporter(_ name: String) -> String {
    "unknown reporter '\(TerminalText.escapedLine(name))' (one of \(Reporter.names.joined(separator: ", ")))\(didYouMean(name, Reporter.names))"
  }
}
