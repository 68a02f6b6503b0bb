/// A message about an input file, with its severity and, when known, its
/// place and line; printed rustc-style by `DiagnosticRenderer`:
///
///     profile.scene:12:1: error: unknown view 'phto'; did you mean 'photo'?
///     phto.leading = safeArea.leading + 20
///     ^~~~
///
/// Every reader reports through this type, so every message prints the same way.
public struct LocatedMessage: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  public var severity: Severity
  /// The file the message is about (printed alone when there is no location).
  public var file: String
  /// Where in `file`; nil when the message is about the file as a whole.
  public var location: SourceLocation?
  public var message: String
  /// How many characters the caret line marks, from the location (at least 1).
  public var length: Int
  /// The line of the location as written; nil prints no excerpt.
  public var sourceLine: String?
  /// A likely intended word, printed "; did you mean '…'?" after the message.
  public var suggestion: String?

  /// A message at a place, with the line to quote under it.
  public init(
    _ severity: Severity, at location: SourceLocation, _ message: String, length: Int = 1, sourceLine: String? = nil, suggestion: String? = nil
  ) {
    self.severity = severity
    self.file = location.file
    self.location = location
    self.message = message
    self.length = max(1, length)
    self.sourceLine = sourceLine
    self.suggestion = suggestion
  }

  /// A message about a whole file, printed `file: severity: message`.
  public init(_ severity: Severity, file: String, _ message: String) {
    self.severity = severity
    self.file = file
    self.location = nil
    self.message = message
    self.length = 1
    self.sourceLine = nil
    self.suggestion = nil
  }

  /// The first line: `file:line:column: severity: message`.
  public var header: String { DiagnosticRenderer.header(self) }

  public var description: String { DiagnosticRenderer.render(self) }
}
