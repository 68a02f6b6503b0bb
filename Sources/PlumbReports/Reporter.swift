/// One output format of `plumb check` (`--reporter NAME`): an entry of
/// `Reporter.all`, SwiftLint's reporters as a registry. Each turns the
/// whole run into one text; the command writes it to standard output or to
/// the file `--output NAME=PATH` names. Every reporter's text is safe to
/// print on a terminal (`TerminalText`): input text in it is escaped as
/// its format escapes, and control characters never pass raw.
public struct Reporter: Sendable {
  /// The name `--reporter` takes.
  public let name: String
  /// One line for `--help`.
  public let summary: String
  /// The whole run in this format, ending in a line break (empty when the format prints nothing for it).
  public let render: @Sendable (CheckReport, ReportContext) throws -> String

  /// Every reporter, the default first.
  public static let all: [Reporter] = [.text, .xcode, .json, .sarif, .github, .junit, .checkstyle, .summary]

  /// The reporter called `name`, or nil.
  public static func named(_ name: String) -> Reporter? { all.first { $0.name == name } }

  /// The names, as `--help` and errors list them.
  public static var names: [String] { all.map(\.name) }
}

/// What a reporter may say about the run besides its findings.
public struct ReportContext: Sendable {
  /// Plumb's version, for formats that name their tool.
  public var toolVersion: String
  /// The directory paths are made relative to where a format wants
  /// relative paths (SARIF); nil: paths as given.
  public var workingDirectory: String?

  public init(toolVersion: String, workingDirectory: String? = nil) {
    self.toolVersion = toolVersion
    self.workingDirectory = workingDirectory
  }
}
