/// How serious a diagnostic is, printed after its place: `error`, `warning` or `note`.
public enum Severity: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The input cannot be used as it is.
  case error
  /// Something was not taken as written; the rest was.
  case warning
  /// Information about the input, nothing wrong with it.
  case note
}
