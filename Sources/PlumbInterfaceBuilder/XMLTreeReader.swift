import Foundation
import PlumbDiagnostics
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML into a tree of `XMLNode`s with FoundationXML's `XMLParser`,
/// recording the line and column of each start tag.
enum XMLTreeReader {
  /// The document's root element, or a located error when the XML is malformed.
  /// How deep elements may nest. Interface Builder's deepest files nest a
  /// few dozen elements (a view is two: the view and its `<subviews>`), and
  /// the scene builder keeps views 200 deep with a warning; deeper input is
  /// refused while it is read, so that nothing Plumb does with the tree
  /// afterwards (freeing it included) recurses without bound.
  static let maximumDepth = 10_000

  /// The document's root element, or a located error when the XML is
  /// malformed, is not UTF-8, or nests deeper than `maximumDepth`.
  static func read(_ data: Data, file: String) throws(InterfaceBuilderError) -> XMLNode {
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) }
    // XMLParser traps on some invalid UTF-8 (in a name): check the bytes first.
    if let bad = UTF8Validation.error(inLines: lines, file: file, what: "Interface Builder files"), let at = bad.location {
      throw .malformedXML(at, bad.message + (bad.sourceLine.map { "\n" + DiagnosticRenderer.excerpt($0, column: at.column) } ?? ""))
    }
    // From a stream, the parser is fed in chunks: given the whole data at
    // once, libxml2 refuses a file of 10 MB or more ("error 1").
    let parser = XMLParser(stream: InputStream(data: blankingProcessingInstructions(data)))
    let builder = TreeBuilder(lines: lines)
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let ok = parser.parse()
    if !ok || builder.failure != nil {
      let line = max(1, builder.failure?.line ?? parser.lineNumber)
      let column = builder.failure?.column ?? parser.columnNumber
      let message = builder.failure?.message ?? parser.parserError.map { describe($0) } ?? "the XML is malformed"
      let text = builder.text(ofLine: line)
      // libxml2 counts the column in Unicode scalars; locations count characters.
      let at =
        builder.failure?.inCharacters == true
        ? SourceLocation(file: file, line: line, column: max(1, column))
        : SourceLocation(file: file, line: line, scalarColumn: max(1, column), in: text ?? "")
      throw .malformedXML(at, message + (text.map { "\n" + DiagnosticRenderer.excerpt($0, column: at.column) } ?? ""))
    }
    guard let root = builder.root else {
      throw .malformedXML(SourceLocation(file: file, line: 1, column: 1), "the file holds no XML element")
    }
    return root
  }

  /// `data` with every processing instruction (`<?…?>`, the XML
  /// declaration included) replaced by spaces, line breaks kept, so that
  /// every place stays where it was. Plumb reads none of them, and
  /// FoundationXML crashes on one without data (`<?xml?>`, `<?t?>`: found
  /// by the interfacebuilder fuzz target); without a declaration the
  /// parser reads UTF-8, which the bytes were checked to be.
  /// - Complexity: O(*n*) in the data's length.
  static func blankingProcessingInstructions(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    let lt = UInt8(ascii: "<"), q = UInt8(ascii: "?"), gt = UInt8(ascii: ">"), newline = UInt8(ascii: "\n")
    var i = 0
    while i + 1 < bytes.count {
      guard bytes[i] == lt, bytes[i + 1] == q else {
        i += 1
        continue
      }
      // The instruction ends at the first `?>`; an unterminated one is left for the parser to report.
      var end = i + 2
      while end + 1 < bytes.count, !(bytes[end] == q && bytes[end + 1] == gt) { end += 1 }
      guard end + 1 < bytes.count else { break }
      for k in i...(end + 1) where bytes[k] != newline { bytes[k] = UInt8(ascii: " ") }
      i = end + 2
    }
    return Data(bytes)
  }

  static func describe(_ error: Error) -> String {
    let ns = error as NSError
    let code = ns.code
    // The codes of XMLParser.ErrorCode that a hand-edited file produces most.
    switch code {
    // libxml2's limit on one node without its "huge" option (10,000,000 bytes).
    case 1: return "a text, comment or attribute here is 10,000,000 bytes or longer, more than the XML parser reads in one piece"
    case 4: return "the document is empty"
    case 45: return "a comment is not closed with '-->' (or is 10,000,000 bytes or longer)"
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
    /// The first error: its column in Unicode scalars as the parser counts
    /// them, or in characters for the errors the builder finds itself.
    var failure: (line: Int, column: Int, message: String, inCharacters: Bool)?
    /// The file's lines as bytes, to find where a start tag begins.
    let lines: [[UInt8]]
    /// Per line, once it is asked for: nil for an ASCII line (a byte, a
    /// scalar and a character are one column each), else where each scalar
    /// and each character starts, in bytes. A file written on one line holds
    /// every element there, so a column is never found by scanning the line
    /// from its start again (that was quadratic in the line's length).
    var columnMaps: [Int: ColumnMap?] = [:]

    /// Where the scalars and the characters of a non-ASCII line start, in bytes (0-based).
    struct ColumnMap {
      var scalarStarts: [Int]
      var characterStarts: [Int]
    }

    init(lines: [[UInt8]]) {
      self.lines = lines
    }

    /// The column map of line `line` (1-based); nil when the line is ASCII.
    func columnMap(_ line: Int) -> ColumnMap? {
      if let known = columnMaps[line] { return known }
      let bytes = lines[line - 1]
      var map: ColumnMap?
      if !bytes.allSatisfy({ $0 < 0x80 }) {
        // A scalar starts at every byte but a continuation byte (10xxxxxx).
        let scalars = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 }
        var characters: [Int] = []
        var offset = 0
        for c in String(decoding: bytes, as: UTF8.self) {
          characters.append(offset)
          offset += c.utf8.count
        }
        map = ColumnMap(scalarStarts: scalars, characterStarts: characters)
      }
      columnMaps[line] = .some(map)
      return map
    }

    /// Where `<name` starts, at or before the place the parser reports
    /// (just past the start tag), looking back a few lines for tags that
    /// span lines. The parser's column counts Unicode scalars, from 1; the
    /// column returned counts characters, from 1, as every `SourceLocation` does.
    func start(of name: String, line: Int, column: Int) -> (line: Int, column: Int) {
      let tag = Array(("<" + name).utf8)
      var l = line
      var limit = utf8Column(line: line, scalarColumn: column)
      while l >= 1 && l >= line - 8 && l <= lines.count {
        let bytes = lines[l - 1]
        var i = min(bytes.count, max(0, limit)) - tag.count
        while i >= 0 {
          // `<name` followed by what ends a name: `<constraint` is not the start of `<constraints>`.
          if bytes[i] == tag[0] && Array(bytes[i..<(i + tag.count)]) == tag && endsName(bytes, at: i + tag.count) {
            return (l, characterColumn(line: l, utf8Column: i + 1))
          }
          i -= 1
        }
        l -= 1
        limit = Int.max
      }
      return (line, characterColumn(line: line, utf8Column: utf8Column(line: line, scalarColumn: max(1, column))))
    }

    /// Whether the byte at `i` ends an element name (the end of the line, as a tag may go on on the next, counts).
    func endsName(_ bytes: [UInt8], at i: Int) -> Bool {
      guard i < bytes.count else { return true }
      let b = bytes[i]
      return b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/") || b == UInt8(ascii: ">")
    }

    /// The byte column (1-based) of the scalar column `scalarColumn` of line `line` (1-based).
    /// - Complexity: O(1) once the line's map is made (O(line) the first time).
    func utf8Column(line: Int, scalarColumn: Int) -> Int {
      guard line >= 1, line <= lines.count else { return scalarColumn }
      guard let map = columnMap(line) else { return scalarColumn }
      let k = max(0, scalarColumn - 1)
      if k < map.scalarStarts.count { return map.scalarStarts[k] + 1 }
      return lines[line - 1].count + 1 + (k - map.scalarStarts.count)
    }

    /// The character column of a byte column of line `line` (1-based); a
    /// byte inside a character names that character.
    /// - Complexity: O(log line) once the line's map is made.
    func characterColumn(line: Int, utf8Column: Int) -> Int {
      guard line >= 1, line <= lines.count else { return utf8Column }
      guard let map = columnMap(line) else { return utf8Column }
      let wanted = max(0, utf8Column - 1)
      let starts = map.characterStarts
      let end = lines[line - 1].count
      if wanted >= end { return starts.count + 1 + (wanted - end) }
      // The last character starting at or before the byte.
      var (lo, hi) = (0, starts.count - 1)
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if starts[mid] <= wanted { lo = mid } else { hi = mid - 1 }
      }
      return lo + 1
    }

    /// Line `line` (1-based) as text without its line break, or nil past the end.
    func text(ofLine line: Int) -> String? {
      guard line >= 1, line <= lines.count else { return nil }
      var bytes = lines[line - 1]
      if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
      return String(decoding: bytes, as: UTF8.self)
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
      attributes attributeDict: [String: String] = [:]
    ) {
      // XMLParser reports the position just past the start tag.
      let at = start(of: elementName, line: parser.lineNumber, column: parser.columnNumber)
      guard stack.count < XMLTreeReader.maximumDepth else {
        if failure == nil {
          failure = (at.line, at.column, "elements nest more than \(XMLTreeReader.maximumDepth) deep ('<\(elementName)>'): Plumb reads files nested at most that deep", true)
        }
        parser.abortParsing()
        return
      }
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
      pendingComment = comment.trimmingWhitespace
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      if failure == nil { failure = (parser.lineNumber, parser.columnNumber, XMLTreeReader.describe(parseError), false) }
    }
  }
}
