import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML into a tree of `XMLNode`s with FoundationXML's `XMLParser`,
/// recording the line and column of each start tag.
enum XMLTreeReader {
  /// The document's root element, or a located error when the XML is malformed.
  static func read(_ data: Data, file: String) throws(InterfaceBuilderError) -> XMLNode {
    let parser = XMLParser(data: data)
    let builder = TreeBuilder(lines: data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) })
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let ok = parser.parse()
    if !ok || builder.failure != nil {
      let line = builder.failure?.line ?? parser.lineNumber
      let column = builder.failure?.column ?? parser.columnNumber
      let message = builder.failure?.message ?? parser.parserError.map { describe($0) } ?? "the XML is malformed"
      let at = SourceLocation(file: file, line: max(1, line), column: max(1, column))
      throw .malformedXML(at, message + quoted(at, in: builder.lines))
    }
    guard let root = builder.root else {
      throw .malformedXML(SourceLocation(file: file, line: 1, column: 1), "the file holds no XML element")
    }
    return root
  }

  /// The line of `at` and a caret under its column, for the error message
  /// (tabs before the place are kept, so the caret lines up); empty past the end.
  static func quoted(_ at: SourceLocation, in lines: [[UInt8]]) -> String {
    guard at.line - 1 < lines.count else { return "" }
    var bytes = lines[at.line - 1]
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    let text = String(decoding: bytes, as: UTF8.self)
    // Columns count bytes; the caret is placed under the character at that byte.
    let before = String(decoding: bytes.prefix(max(0, at.column - 1)), as: UTF8.self)
    let pad = String(before.map { $0 == "\t" ? "\t" : " " })
    return "\n\(text)\n\(pad)^"
  }

  static func describe(_ error: Error) -> String {
    let ns = error as NSError
    let code = ns.code
    // The codes of XMLParser.ErrorCode that a hand-edited file produces most.
    switch code {
    case 4: return "the document is empty"
    case 5: return "the document ends too early"
    case 9: return "an invalid character"
    case 23: return "an attribute value is not quoted"
    case 26: return "an undeclared entity"
    case 38, 39, 41: return "an attribute is malformed"
    case 73, 76: return "an end tag does not match its start tag"
    case 65: return "attributes must be separated by spaces"
    case 68: return "a name is expected here (a stray '<'?)"
    case 111: return "the document is not well formed"
    default: return "malformed XML (XMLParser error \(code))"
    }
  }

  /// The delegate that builds the tree as the parser reports elements.
  final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLNode] = []
    var root: XMLNode?
    var pendingComment: String?
    var failure: (line: Int, column: Int, message: String)?
    /// The file's lines as bytes, to find where a start tag begins.
    let lines: [[UInt8]]

    init(lines: [[UInt8]]) {
      self.lines = lines
    }

    /// Where `<name` starts, at or before the place the parser reports
    /// (just past the start tag), looking back a few lines for tags that
    /// span lines. Columns count bytes, from 1.
    func start(of name: String, line: Int, column: Int) -> (line: Int, column: Int) {
      let tag = Array(("<" + name).utf8)
      var l = line
      var limit = column
      while l >= 1 && l >= line - 8 && l <= lines.count {
        let bytes = lines[l - 1]
        var i = min(bytes.count, max(0, limit)) - tag.count
        while i >= 0 {
          if bytes[i] == tag[0] && Array(bytes[i..<(i + tag.count)]) == tag { return (l, i + 1) }
          i -= 1
        }
        l -= 1
        limit = Int.max
      }
      return (line, max(1, column))
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
      attributes attributeDict: [String: String] = [:]
    ) {
      // XMLParser reports the position just past the start tag.
      let at = start(of: elementName, line: parser.lineNumber, column: parser.columnNumber)
      let node = XMLNode(name: elementName, attributes: attributeDict, line: at.line, column: at.column, comment: pendingComment)
      pendingComment = nil
      stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
      guard let node = stack.popLast() else { return }
      if stack.isEmpty {
        if root == nil { root = node }
      } else {
        stack[stack.count - 1].children.append(node)
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard !stack.isEmpty else { return }
      stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
      pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      if failure == nil { failure = (parser.lineNumber, parser.columnNumber, XMLTreeReader.describe(parseError)) }
    }
  }
}
