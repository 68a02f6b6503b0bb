import PlumbDiagnostics

/// How deeply Swift code may nest before Plumb refuses to parse it.
///
/// swift-syntax's parser recurses per level and its lookahead for `[`
/// (array, dictionary or type?) doubles with each nested bracket: 22
/// nested `[` take a second, 26 take twenty. A chain of postfix
/// operations (`x!!…`, `f()()…`, `a.b.b…`, also one `.b` per line) and a
/// generic argument list (`A<A<…>>`) each make a tree one level deeper per
/// link, which the parser and every walk of the tree recurse through:
/// 50,000 `!` or 3,000 nested `<` overflowed the stack. Layout code nests
/// a few levels (a class, a function, a closure, a call, an array of
/// constraints, a chain of a dozen links), so text nested much deeper is
/// refused with a located error before it is parsed, rather than hang or
/// overflow the stack.
public enum SwiftCodeNesting {
  /// Brackets of every kind, `(`, `[`, `{` and a string's `\(`, open at once.
  public static let maximumDepth = 48
  /// `[` open at once (the parser's lookahead is exponential in these).
  public static let maximumSquareDepth = 12
  /// Links in one chain of postfix operations: `.member`, `!`, `?`, a call
  /// or subscript, a trailing closure, `try` and `await`.
  public static let maximumChain = 1000
  /// `<` of generic argument lists open at once.
  public static let maximumAngleDepth = 48
  /// `#if` blocks open at once (the parser recurses per block: 8,000
  /// nested overflowed its stack).
  public static let maximumConditionalDepth = 48

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
    // The links of the chain being read, per open bracket (the outermost first).
    var chains: [Int] = [0]
    // `<` opened right after a name (`Array<`), since the last place a generic list cannot span.
    var angles = 0
    // `#if` blocks open.
    var conditionals = 0
    var line = 1, lineStart = 0
    var i = 0
    func error(_ message: String) -> LocatedMessage {
      let lineText = String(String.UnicodeScalarView(chars[lineStart..<(chars[lineStart...].firstIndex(of: "\n") ?? chars.count)]))
      let at = SourceLocation(file: file, line: line, scalarColumn: i - lineStart + 1, in: lineText)
      return LocatedMessage(.error, at: at, message, sourceLine: lineText)
    }
    func isNameScalar(_ c: Unicode.Scalar?) -> Bool {
      guard let c else { return false }
      return c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c)
    }
    // Whether `word` is written at `i` as a word of its own.
    func isWord(_ word: String, at i: Int) -> Bool {
      guard i == 0 || !isNameScalar(chars[i - 1]) else { return false }
      let w = Array(word.unicodeScalars)
      guard i + w.count <= chars.count, chars[i..<i + w.count].elementsEqual(w) else { return false }
      return !isNameScalar(i + w.count < chars.count ? chars[i + w.count] : nil)
    }
    // One more link in the current chain; the error when it is one too many.
    func link() -> LocatedMessage? {
      chains[chains.count - 1] += 1
      return chains[chains.count - 1] > maximumChain ? error(tooLong) : nil
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
          chains.append(0)
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
        chains.append(0)
        if c == "[" { squares += 1 }
        if c == "{" { angles = 0 }
        if stack.count > maximumDepth { return error(tooDeep) }
        if squares > maximumSquareDepth {
          return error("more than \(maximumSquareDepth) '[' are open here: Plumb reads Swift code with at most \(maximumSquareDepth) nested brackets")
        }
      case ")", "]", "}":
        if let last = stack.popLast(), last == "[" { squares -= 1 }
        if chains.count > 1 { chains.removeLast() }
        if c == "}" { angles = 0 }
        // A call, a subscript or a trailing closure is one more link of the chain it ends.
        if let e = link() { return e }
      case "\n":
        // A chain goes on over a line break only where the next line starts with `.member`.
        var j = i + 1
        while j < chars.count, chars[j] == " " || chars[j] == "\t" || chars[j] == "\r" { j += 1 }
        if j >= chars.count || chars[j] != "." { chains[chains.count - 1] = 0 }
        angles = 0
      case ".":
        // A member (`.b`), not a range (`..<`) nor a number's point (`1.5`).
        if isNameScalar(next), !(("0"..."9").contains(next ?? " ")), let e = link() { return e }
      case "?" where next == "?":
        // `??` is an operator between two expressions, not a link of a chain.
        chains[chains.count - 1] = 0
        i += 2
        continue
      case "!" where next == "=", "?" where next == " " || next == "\n":
        // `!=` compares, and `? ` is a ternary's: neither is a postfix link.
        break
      case "!", "?":
        if let e = link() { return e }
      case "<" where i > 0 && isNameScalar(chars[i - 1]):
        angles += 1
        if angles > maximumAngleDepth {
          return error("more than \(maximumAngleDepth) '<' of generic arguments are open here: Plumb reads Swift code with at most that many nested")
        }
      case ">" where i > 0 && chars[i - 1] != "-":
        if angles > 0 { angles -= 1 }
      case ",", ";", "=", ":":
        chains[chains.count - 1] = 0
        if c != "," && c != ":" { angles = 0 }
      case "t", "a":
        if isWord("try", at: i) || isWord("await", at: i), let e = link() { return e }
      case "#":
        if isWord("if", at: i + 1) {
          conditionals += 1
          if conditionals > maximumConditionalDepth {
            return error("more than \(maximumConditionalDepth) '#if' blocks are open here: Plumb reads Swift code with at most that many nested")
          }
        } else if isWord("endif", at: i + 1), conditionals > 0 {
          conditionals -= 1
        }
      default: break
      }
      i += 1
    }
    return nil
  }

  static var tooLong: String {
    "more than \(maximumChain) links (members, calls, '!', '?', 'try') are chained here: Plumb reads Swift code with chains at most that long"
  }

  static var tooDeep: String {
    "the code nests more than \(maximumDepth) levels of brackets, braces and interpolations here: Plumb reads Swift code nested at most that deep"
  }
}
