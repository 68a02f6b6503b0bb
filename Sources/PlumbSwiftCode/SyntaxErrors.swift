import SwiftSyntax

/// Where the parser met code it could not read (missing or unexpected tokens): located warnings, as the layout goes on.
enum SyntaxErrors {
  static func find(_ tree: some SyntaxProtocol) -> [(offset: Int, message: String)] {
    let v = Finder(viewMode: .all)
    v.walk(tree)
    return v.found
  }

  private final class Finder: SyntaxVisitor {
    var found: [(offset: Int, message: String)] = []
    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
      if found.count < 20 {
        let text = node.trimmedDescription
        found.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, "this is not Swift the parser can read ('\(text.prefix(40))'); it is skipped"))
      }
      return .skipChildren
    }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      if token.presence == .missing, found.count < 20 {
        let what = token.tokenKind == .identifier("") ? "a name" : "'\(token.text)'"
        found.append((token.position.utf8Offset, "expected \(what) here; the code around it is read as far as it goes"))
      }
      return .visitChildren
    }
  }
}
