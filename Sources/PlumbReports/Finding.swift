import PlumbDiagnostics

/// One thing `plumb check` found, in the shape every reporter reads: the
/// rule, how serious it is, where (file, and line and column when the
/// format has them), the message in UIKit's words, and the conditions it
/// happens under when the check covered several (devices, arms of a choice).
public struct Finding: Equatable, Hashable, Sendable {
  public var rule: CheckRule
  public var severity: Severity
  /// The file the finding is about, as the command line named it.
  public var file: String
  /// Where in `file`; nil for a finding about the file as a whole.
  public var location: SourceLocation?
  /// The message; UIKit's own messages may span lines.
  public var message: String
  /// The conditions under which it happens ("retina4_0 landscape",
  /// "--define compact=true"); empty when it happens under every condition checked.
  public var conditions: [String]
  /// The object the finding is about, where the file names objects (an
  /// Interface Builder view's or constraint's id): what a configuration's
  /// `suppress` entries name.
  public var subject: String?
  /// What the default text report prints instead of the located message
  /// (a conflict log's picture and explanation); nil: the located message;
  /// empty: nothing (a reader's warning, printed to standard error as the file was read).
  public var text: String?

  public init(
    _ rule: CheckRule, severity: Severity? = nil, file: String, location: SourceLocation? = nil, message: String,
    conditions: [String] = [], text: String? = nil
  ) {
    self.rule = rule
    self.severity = severity ?? rule.defaultSeverity
    self.file = file
    self.location = location
    self.message = message
    self.conditions = conditions
    self.text = text
    self.subject = nil
  }

  /// The message on one line: UIKit's multi-line messages joined with
  /// spaces, runs of white space folded (what one-line formats print).
  public var oneLineMessage: String {
    message.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
  }

  /// The message with its conditions, when it has any: "… (on retina4_0 landscape only)".
  public var messageWithConditions: String {
    conditions.isEmpty ? oneLineMessage : "\(oneLineMessage) (\(conditions.joined(separator: "; ")))"
  }

  /// The located message, printed rustc-style.
  public var located: LocatedMessage {
    let m = conditions.isEmpty ? message : "\(message) (\(conditions.joined(separator: "; ")))"
    if let location { return LocatedMessage(severity, at: location, m) }
    return LocatedMessage(severity, file: file, m)
  }

  /// 1-based line, 1 when the finding is about the whole file (formats that need a line).
  public var line: Int { location?.line ?? 1 }
  /// 1-based column, 1 when the finding is about the whole file.
  public var column: Int { location?.column ?? 1 }
}

extension Finding {
  /// A reader's located message as a finding of `rule`, with its severity
  /// (a note stays a note); the text report prints `text`, by default the
  /// message as the reader renders it (with its line and caret).
  public init(located m: LocatedMessage, rule: CheckRule, conditions: [String] = [], text: String? = nil) {
    self.init(
      rule, severity: m.severity, file: m.file, location: m.location, message: m.message, conditions: conditions,
      text: text ?? (conditions.isEmpty ? m.description : nil))
  }
}
