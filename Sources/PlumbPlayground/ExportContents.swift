import PlumbLayout

/// What an `.export` effect writes.
public enum ExportContents: Equatable, Sendable {
  /// Text ready to write.
  case text(String)
  /// `document` as UIKit code, written by the front (the playground's core
  /// knows no Swift); `source` names the file it came from, for the header.
  case swift(LayoutDocument, source: String?)
}
