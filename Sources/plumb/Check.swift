import ArgumentParser
import Foundation
import PlumbDiagnostics
import PlumbCheckConfiguration
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

  @Flag(help: "For a .storyboard or .xib: check on every Interface Builder device preset in both orientations, and in every iPad Split View and Slide Over window.")
  var allDevices = false

  @Flag(help: "For Swift code: check under every other arm of each if or switch the code cannot tell (--define picks one).")
  var allChoices = false

  @Flag(help: ArgumentHelp(
    "Check at every Dynamic Type text size, xS to AX5 (with --pseudo, in that language): text truncated, constraints broken or layouts ambiguous where the layout as designed has none.",
    discussion: "--text-size or --pseudo alone checks that one condition the same way; the layout as designed is checked as usual."))
  var allTextSizes = false

  @Option(help: ArgumentHelp(
    "How to print the findings: \(Reporter.names.joined(separator: ", ")).",
    discussion: Reporter.all.map { "\($0.name): \($0.summary)" }.joined(separator: "; ") + " (default: the configuration's, else text).", valueName: "reporter"))
  var reporter: String?

  @Option(name: .customLong("output"), help: ArgumentHelp(
    "Also write the findings as REPORTER to PATH (REPORTER=PATH, repeatable), for CI to upload: --output sarif=plumb.sarif.", valueName: "reporter=path"))
  var outputs: [String] = []

  @Flag(inversion: .prefixedNo, help: "Exit 1 on warnings too, not only on errors (default: the configuration's, else not).")
  var strict: Bool?

  @Option(help: ArgumentHelp(
    "The configuration file (default: .plumb.yml in the working directory or the nearest folder above it).", valueName: "path"))
  var config: String?

  @Option(help: ArgumentHelp(
    "Leave out the findings a baseline file holds (written by --write-baseline): only new ones are reported and decide the status.", valueName: "path"))
  var baseline: String?

  @Option(help: ArgumentHelp("Write this run's findings to a baseline file, for --baseline.", valueName: "path"))
  var writeBaseline: String?

  @Option(name: .customLong("include"), help: ArgumentHelp(
    "In a folder: check only the files whose path matches GLOB (repeatable; * also matches /).", valueName: "glob"))
  var includes: [String] = []

  @Option(name: .customLong("exclude"), help: ArgumentHelp(
    "In a folder: leave out the files and folders whose path matches GLOB (repeatable): --exclude '*/Generated/*'.", valueName: "glob"))
  var excludes: [String] = []

  func validate() throws {
    if let reporter, Reporter.named(reporter) == nil { throw ValidationError(Check.unknownReporter(reporter)) }
    for o in outputs { _ = try Check.output(o) }
  }

  func run() throws {
    try reportingFailures {
      // The configuration first: the command line overrides what it sets.
      let settings = try Check.configuration(config)
      let reporter = self.reporter ?? settings.reporter ?? Reporter.text.name
      let strict = self.strict ?? settings.strict ?? false
      let plan = try CheckPlan.make(
        options.paths, include: settings.include + includes.map { Glob($0) }, exclude: settings.exclude + excludes.map { Glob($0) })
      CheckPlan.note(plan.unfollowedLinks)
      if plan.units.count > 1 {
        if options.sceneKey != nil || !options.changes.isEmpty { throw Failure("--scene and --set name one file's scene or constraint: give one file") }
      }
      // One file for a person: the readers print as they read, as every command does; else the report holds it all.
      let quiet = plan.units.count > 1 || reporter != Reporter.text.name
      var options = self.options
      if options.pseudo == nil, let p = settings.pseudo { options.pseudo = p.rawValue }
      // Every language of --strings is a condition, as every text size is.
      let translations = try options.translations(all: true)
      options.strings = nil
      options.language = nil
      var stress = try options.textStress()
      // The command line's --text-size and --pseudo are what is checked, not how the layouts are read.
      (options.textSize, options.pseudo) = (nil, stress.pseudo == .rtl ? "rtl" : nil)
      if stress.pseudo == .rtl { stress.pseudo = nil }
      let conditions = TextStressSweep.conditions(
        textSize: stress.textSize, allTextSizes: allTextSizes || (settings.allTextSizes ?? false), pseudo: stress.pseudo,
        translations: translations)
      let run = CheckRun(
        plan: plan, options: options, scope: CheckScope(allDevices: allDevices, allChoices: allChoices, textStress: conditions), quiet: quiet,
        allDevicesForInterfaceBuilder: settings.allDevices ?? false)
      // Read before anything is checked, so that a bad baseline costs nothing.
      let accepted = try baseline.map(Check.readBaseline)
      var (report, unreadable) = run.checkAll()
      report = settings.apply(to: report).withoutInlineSuppressions { file in
        // A file read a moment ago that cannot be read again keeps its findings: none is left out unseen.
        do { return try SceneOptions.readText(file, kind: InputFormats.fileNoun(file)).split(separator: "\n", omittingEmptySubsequences: false) } catch { return nil }
      }
      // One file that cannot be read is the whole run: its error, exit 2, nothing on standard output.
      if plan.units.count == 1, let only = unreadable.first { throw only }
      // What the run read is never written over: a report or baseline
      // pointed at a layout, the configuration or the translations would
      // replace the user's file (a baseline may replace the baseline read).
      let read = plan.units.flatMap { $0 } + [config ?? CheckConfiguration.find(from: FileManager.default.currentDirectoryPath), self.options.strings].compactMap { $0 }
      if let path = writeBaseline { try Check.write(try Baseline(report).text(), to: path, for: "--write-baseline", sparing: read) }
      if let accepted { report = accepted.filter(report) }
      let context = ReportContext(toolVersion: PlumbVersion.current, workingDirectory: FileManager.default.currentDirectoryPath)
      for o in outputs {
        let (format, path) = try Check.output(o)
        try Check.write(try format.render(report, context), to: path, for: "--output \(o)", sparing: read + [baseline].compactMap { $0 })
      }
      if let format = Reporter.named(reporter) { print(try format.render(report, context), terminator: "") }
      // A file that could not be read is bad input (its error is printed): the run's status is 2 after the others are reported.
      if !unreadable.isEmpty { throw ExitCode(2) }
      if report.fails(strict: strict) { throw ExitCode(1) }
    }
  }

  /// Writes a report or baseline the command line asked for, whole or not
  /// at all, unless `path` is one of the files `sparing` names (the same
  /// file, through any link); a failure names the option and the path.
  static func write(_ text: String, to path: String, for option: String, sparing: [String]) throws {
    if let same = Check.identity(path), sparing.contains(where: { Check.identity($0) == same || Check.folder($0, holds: path) }) {
      throw Failure("\(option): '\(TerminalText.escapedLine(path))' is a file this run reads; write to another path")
    }
    do {
      try AtomicFileWriter.replace(path, with: Array(text.utf8), permissionsOf: path)
    } catch {
      throw Failure("\(option): cannot write '\(TerminalText.escapedLine(path))': \(AtomicFileWriter.reason(error))")
    }
  }

  /// Whether `folder` is a folder the run reads as one Swift project and
  /// `path` one of its Swift files (the folder stands for them in the plan).
  static func folder(_ folder: String, holds path: String) -> Bool {
    let parent = (path as NSString).deletingLastPathComponent
    guard Input.isDirectory(folder), path.lowercased().hasSuffix(".swift"), let inside = Check.identity(parent.isEmpty ? "." : parent) else { return false }
    return Check.identity(folder) == inside
  }

  /// The device and inode of the file at `path` (through links), nil when
  /// there is none: two paths name the same file when these are equal.
  static func identity(_ path: String) -> [UInt64]? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return [UInt64(info.st_dev), UInt64(info.st_ino)]
  }

  /// The configuration at `path`, else the nearest `.plumb.yml`, else none.
  static func configuration(_ path: String?) throws -> CheckConfiguration {
    guard let file = path ?? CheckConfiguration.find(from: FileManager.default.currentDirectoryPath) else { return CheckConfiguration() }
    let text = try SceneOptions.readText(file, kind: "configuration file")
    do {
      return try CheckConfiguration(yaml: text, file: file)
    } catch {
      throw Failure(error.description, located: true)
    }
  }

  /// The baseline at `path`, or a failure that names the file and what is wrong.
  static func readBaseline(_ path: String) throws -> Baseline {
    let text = try SceneOptions.readText(path, kind: "baseline file")
    do {
      return try Baseline(text: text, file: path)
    } catch {
      throw Failure(error.description, located: true)
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
