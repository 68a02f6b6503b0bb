/// A token of one scene line, with the column it starts at (1-based, in characters).
struct Token: Equatable {
  enum Kind: Equatable {
    case word(String)
    case number(Double)
    case string(String)
    case symbol(String)
  }

  var kind: Kind
  var column: Int
  var length: Int

  var text: String {
    switch kind {
    case .word(let w): return w
    case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    case .string(let s): return "\"\(s)\""
    case .symbol(let s): return s
    }
  }

  func isSymbol(_ s: String) -> Bool { kind == .symbol(s) }
  var word: String? { if case .word(let w) = kind { return w } else { return nil } }
  var number: Double? { if case .number(let n) = kind { return n } else { return nil } }
}

extension Character {
  /// `isLetter` with an ASCII fast path: Unicode properties showed in profiles of big scenes.
  var isNameStart: Bool {
    if let a = asciiValue { return (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || a == 95 }
    return isLetter
  }

  var isDigit: Bool {
    if let a = asciiValue { return a >= 48 && a <= 57 }
    return isNumber
  }
}

/// Splits a line (without its comment) into tokens.
struct Lexer {
  static let symbols = ["==", "<=", ">=", "=", "+", "-", "*", "@", ":", ".", ",", "(", ")", "[", "]", "|"]
  static let singles: Set<Character> = ["=", "+", "-", "*", "@", ":", ".", ",", "(", ")", "[", "]", "|"]

  /// Returns the tokens, or the column and message of the first bad character.
  static func tokens(_ line: String) -> Result<[Token], LexError> {
    let chars = Array(line)
    var i = 0
    var out: [Token] = []
    while i < chars.count {
      let c = chars[i]
      if c == " " || c == "\t" { i += 1; continue }
      let start = i
      if c == "\"" {
        var s = ""
        i += 1
        var closed = false
        while i < chars.count {
          if chars[i] == "\\", i + 1 < chars.count { s.append(chars[i + 1]); i += 2; continue }
          if chars[i] == "\"" { closed = true; i += 1; break }
          s.append(chars[i]); i += 1
        }
        guard closed else { return .failure(LexError(column: start + 1, length: chars.count - start, message: "unterminated string")) }
        out.append(Token(kind: .string(s), column: start + 1, length: i - start))
        continue
      }
      if c.isDigit || (c == "." && i + 1 < chars.count && chars[i + 1].isDigit) {
        while i < chars.count && (chars[i].isDigit || chars[i] == ".") { i += 1 }
        // Letters glued to a number (1e5, 12px) make no number; a lone 'x' is Apple's multiplication sign.
        let gluedX = i < chars.count && chars[i] == "x" && !(i + 1 < chars.count && (chars[i + 1].isLetter || chars[i + 1].isNumber))
        if i < chars.count && chars[i].isNameStart && !gluedX {
          var j = i
          while j < chars.count && (chars[j].isNameStart || chars[j].isDigit) { j += 1 }
          return .failure(LexError(column: start + 1, length: j - start, message: "'\(String(chars[start..<j]))' is not a number"))
        }
        let text = String(chars[start..<i])
        guard let v = Double(text), v.isFinite else {
          return .failure(LexError(column: start + 1, length: i - start, message: "'\(text)' is not a number"))
        }
        out.append(Token(kind: .number(v), column: start + 1, length: i - start))
        continue
      }
      if c.isNameStart {
        while i < chars.count && (chars[i].isNameStart || chars[i].isDigit || chars[i] == "-") {
          // A '-' belongs to a word only between letters (iphone-max); elsewhere it is minus.
          if chars[i] == "-" && !(i + 1 < chars.count && chars[i + 1].isNameStart) { break }
          i += 1
        }
        out.append(Token(kind: .word(String(chars[start..<i])), column: start + 1, length: i - start))
        continue
      }
      let next: Character = i + 1 < chars.count ? chars[i + 1] : " "
      let pair: String? = next == "=" && (c == "=" || c == "<" || c == ">") ? String([c, next]) : nil
      if let s = pair ?? (Lexer.singles.contains(c) ? String(c) : nil) {
        i += s.count
        out.append(Token(kind: .symbol(s), column: start + 1, length: s.count))
        continue
      }
      return .failure(LexError(column: start + 1, length: 1, message: "unexpected character '\(c)'"))
    }
    return .success(out)
  }
}

struct LexError: Error {
  var column: Int
  var length: Int
  var message: String
}

extension String {
  /// The string without leading and trailing spaces and tabs (cheaper than
  /// Foundation's `trimmingCharacters`, which showed in profiles of big scenes).
  var trimmed: String {
    guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
    let last = lastIndex(where: { $0 != " " && $0 != "\t" }) ?? first
    return String(self[first...last])
  }
}
