import PlumbDiagnostics
import PlumbLayout
import PlumbScene
import SwiftSyntax

/// The `// plumb:` comments of a Swift file, in the `.scene` language
/// (Plumb's Swift writer emits them; UIKit ignores them):
///
///     // plumb: device iphone-max
///     // plumb: orientation landscape
///     let photo = UIImageView() // plumb: image=120x120
///
/// A comment on a line of its own holds a setting (`device`, `canvas`,
/// `traits`, `orientation`, `direction`, `safearea`, and any other setting
/// the scene parser reads); the settings are read together, in order, by
/// the scene parser. A comment after a view's declaration on the same line
/// holds view attributes (`image=WxH`, `intrinsic=WxH`) for that view.
struct PlumbComments {
  struct Comment {
    var line: Int
    var column: Int
    var text: String
  }

  var settings: [Comment] = []
  /// Trailing comments, by line.
  var attributes: [Int: Comment] = [:]

  static let marker = "// plumb:"

  /// Finds the comments in the file's trivia (never inside a string).
  /// Columns count characters of `lines`, the file's lines (swift-syntax counts bytes).
  init(_ tree: SourceFileSyntax, _ converter: SourceLocationConverter, lines: [Substring]) {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      for (pieces, trailing) in [(token.leadingTrivia, false), (token.trailingTrivia, true)] {
        var offset = trailing ? token.endPositionBeforeTrailingTrivia : token.position
        for piece in pieces {
          defer { offset = offset + piece.sourceLength }
          guard case .lineComment(let text) = piece, text.hasPrefix(PlumbComments.marker) else { continue }
          let l = converter.location(for: offset)
          let body = String(text.dropFirst(PlumbComments.marker.count)).trimmingWhitespace
          let c = Comment(line: l.line, column: Interpreter.characterColumn(l, in: lines), text: body)
          if trailing { attributes[l.line] = c } else { settings.append(c) }
        }
      }
    }
  }

  /// The settings as a document (device, orientation, direction, safe area,
  /// margins), nil when there are none; each the scene parser refuses is a
  /// located warning and is left out, the others still read.
  /// `placesRoot`: whether a kept setting says where the root is laid out (a device or canvas).
  func document(file: String) -> (document: LayoutDocument?, warnings: [SwiftCodeWarning], placesRoot: Bool) {
    var kept = settings
    var warnings: [SwiftCodeWarning] = []
    // One refused comment is dropped per pass: at most one pass per comment.
    while !kept.isEmpty {
      do {
        let d = try SceneParser.parse(kept.map(\.text).joined(separator: "\n"), file: file).document
        return (d, warnings, kept.contains { $0.text.hasPrefix("device ") || $0.text.hasPrefix("canvas ") })
      } catch {
        let k = (error as? SceneError).map { min(max(0, $0.line - 1), kept.count - 1) } ?? 0
        let c = kept.remove(at: k)
        let why = (error as? SceneError)?.message ?? "\(error)"
        warnings.append(SwiftCodeWarning(file: file, line: c.line, column: c.column, message: "'// plumb: \(c.text)': \(why); the comment is ignored"))
      }
    }
    return (nil, warnings, false)
  }

}
