import PlumbDiagnostics
import SwiftParser
import SwiftSyntax

/// One Swift file the interpreter reads: its tree and what locates a
/// position in it. A project is several units; positions carry the
/// unit they belong to (`SourcePosition.unit`).
struct SourceUnit {
  let file: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  /// The file's lines, to count a location's column in characters.
  let lines: [Substring]
  /// The tree's root, to find which unit a node belongs to.
  let rootID: SyntaxIdentifier

  init(text: String, file: String) {
    self.file = file
    tree = Parser.parse(source: text)
    converter = SourceLocationConverter(fileName: file, tree: tree)
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    rootID = Syntax(tree).id
  }

  /// The line and column of a byte offset, the column in characters (swift-syntax counts UTF-8 bytes).
  func location(offset: Int) -> (line: Int, column: Int) {
    let l = converter.location(for: AbsolutePosition(utf8Offset: offset))
    return (l.line, Interpreter.characterColumn(l, in: lines))
  }
}
