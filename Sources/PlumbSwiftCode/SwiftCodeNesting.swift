import PlumbDiagnostics

/// How deeply Swift code may nest before Plumb refuses to parse it.
///
/// swift-syntax's parser recurses per level and its lookahead for `[`
/// (array, dictionary or type?) doubles with each nested bracket: 22
/// nested `[` take a second, 26 take twenty. Layout code nests a few
/// levels (a class, a function, a closure, a call, an array of
/// constraints), so text nested much deeper is refused with a located
/// error before it is parsed, rather than hang or overflow the stack.
public enum SwiftCodeNesting {
  /// Brackets of every kind, `(`, `[`, `{` and a string's `\(`, open at once.
  public static let maximumDepth = 48
  /// `[` open at once (the parser's lookahead is exponential in these).
  public static let maximumSquareDepth = 12

  /// The error for the first place `text` nests deeper than the limits, or nil.
  ///
  /// Brackets are counted as written, outside comments; a string's text
  /// counts only its interpolations. The count is lexical, not a parse:
  /// it refuses what is too deep to parse, whatever the code means.
  /// - Complexity: O(*n*) in the text's length.
  public static func check(_ text: String, file: String) -> LocatedMessage? {
    let chars = Array(text.unicodeScalars)
    var stack: [Unicode.Scalar] = []
    var squares = 0
    // Per open string: the depth of the stack it was opened at, to find where its interpolations end.
    var strings: [Int] = []
    var line = 1, lineStart = 0
    var i = 0
    func error(_ message: String) -> LocatedMessage {
      let lineText = String(String.UnicodeScalarView(chars[lineStart..<(chars[lineStart...].firstIndex(of: "\n") ?? chars.count)]))
      let at = SourceLocation(file: file, line: line, scalarColumn: i - lineStart + 1, in: lineText)
      return LocatedMessage(.error, at: at, message, sourceLine: lineText)
    }
    while i < chars.count {
      let c = chars[i]
      let next: Unicode.Scalar? = i + 1 < chars.count ? chars[i + 1] : nil
      if c == "\n" {
        line += 1
        lineStart = i + 1
      }
      if let open = strings.last, open == stack.count {
        // Inside a string's text: an interpolation opens, a quote closes, a backslash escapes.
        if c == "\\" && next == "(" {
          stack.append("(")
          i += 2
          if stack.count > maximumDepth { return error(tooDeep) }
          continue
        }
        if c == "\\" { i += 2; continue }
        if c == "\"" { strings.removeLast() }
        i += 1
        continue
      }
      switch c {
      case "/" where next == "/":
        while i < chars.count && chars[i] != "\n" { i += 1 }
        continue
      case "/" where next == "*":
        i += 2
        while i + 1 < chars.count && !(chars[i] == "*" && chars[i + 1] == "/") {
          if chars[i] == "\n" { line += 1; lineStart = i + 1 }
          i += 1
        }
        i += 2
        continue
      case "\"": strings.append(stack.count)
      case "(", "[", "{":
        stack.append(c)
        if c == "[" { squares += 1 }
        if stack.count > maximumDepth { return error(tooDeep) }
        if squares > maximumSquareDepth {
          return error("more than \(maximumSquareDepth) '[' are open here: Plumb reads Swift code with at most \(maximumSquareDepth) nested brackets")
        }
      case ")", "]", "}":
        if let last = stack.popLast(), last == "[" { squares -= 1 }
      default: break
      }
      i += 1
    }
    return nil
  }

  static var tooDeep: String {
    "the code nests more than \(maximumDepth) levels of brackets, braces and interpolations here: Plumb reads Swift code nested at most that deep"
  }
}
