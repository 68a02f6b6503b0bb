import PlumbLayout
import PlumbUIKitCode

/// What an `.export` effect writes.
public enum ExportContents: Equatable, Sendable {
  /// Text ready to write.
  case text(String)
  /// `document` as UIKit code; `source` names the file it came from, for the header.
  case swift(LayoutDocument, source: String?)

  /// The text to write: the code for `.swift`, written by `SwiftCodeWriter`
  /// here (it needs no swift-syntax), so the front writes any export as it is.
  public var text: String {
    switch self {
    case .text(let text): return text
    case .swift(let document, let source): return SwiftCodeWriter.write(document, source: source).text
    }
  }
}
