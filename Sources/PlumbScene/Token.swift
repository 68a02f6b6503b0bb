import PlumbLayout
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

/// What the lexer needs to know of one character of a line.
///
/// The lexer is generic over it so that one implementation reads ASCII
/// lines as bytes (the common case, and much cheaper than grapheme
/// clusters) and any other line as `Character`s. Columns count units, so
/// they are character columns either way.
protocol LexUnit: Equatable {
  /// The ASCII code of the unit, or nil for any other character.
  var ascii: UInt8? { get }
  /// A letter that can start a name (ASCII letters, `_`, any Unicode letter).
  var isNameStart: Bool { get }
  /// A digit (ASCII digits, any Unicode number).
  var isDigit: Bool { get }
  /// Any Unicode letter or number (what makes an `x` part of a word).
  var isLetterOrNumber: Bool { get }
}

extension LexUnit {
  func `is`(_ c: UInt8) -> Bool { ascii == c }
}

extension UInt8: LexUnit {
  var ascii: UInt8? { self }
  var isNameStart: Bool { (self >= 65 && self <= 90) || (self >= 97 && self <= 122) || self == 95 }
  var isDigit: Bool { self >= 48 && self <= 57 }
  var isLetterOrNumber: Bool { (self >= 65 && self <= 90) || (self >= 97 && self <= 122) || isDigit }
}

extension Character: LexUnit {
  var ascii: UInt8? { asciiValue }

  /// `isLetter` with an ASCII fast path: Unicode properties showed in profiles of big scenes.
  var isNameStart: Bool {
    if let a = asciiValue { return a.isNameStart }
    return isLetter
  }

  var isDigit: Bool {
    if let a = asciiValue { return a.isDigit }
    return isNumber
  }

  var isLetterOrNumber: Bool { isLetter || isNumber }
}

/// Splits a line (without its comment) into tokens.
struct Lexer {
  static let singles: [UInt8] = Array("=+-*@:.,()[]|<>".utf8)

  /// Returns the tokens, or the column and message of the first bad character.
  static func tokens(_ line: String) -> Result<[Token], LexError> {
    line.withLexUnits(bytes: { tokens($0, text: $1) }, characters: { tokens($0, text: $1) })
  }

  static func tokens<Units: RandomAccessCollection>(_ chars: Units, text: (Range<Int>) -> String) -> Result<[Token], LexError>
  where Units.Element: LexUnit, Units.Index == Int {
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), dot = UInt8(ascii: "."), minus = UInt8(ascii: "-")
    var i = 0
    var out: [Token] = []
    // A constraint line has about a dozen tokens: one allocation, no regrowth.
    out.reserveCapacity(16)
    while i < chars.count {
      let c = chars[i]
      if c.is(UInt8(ascii: " ")) || c.is(UInt8(ascii: "\t")) { i += 1; continue }
      let start = i
      if c.is(quote) {
        i += 1
        var closed = false
        let run = i
        while i < chars.count {
          // A backslash escapes the character after it (`SceneParser.unescape` reads the escapes).
          if chars[i].is(backslash), i + 1 < chars.count {
            i += 2
            continue
          }
          if chars[i].is(quote) { closed = true; break }
          i += 1
        }
        guard closed else { return .failure(LexError(column: start + 1, length: chars.count - start, message: "unterminated string")) }
        let s = SceneParser.unescape(text(run..<i))
        i += 1
        out.append(Token(kind: .string(s), column: start + 1, length: i - start))
        continue
      }
      if c.isDigit || (c.is(dot) && i + 1 < chars.count && chars[i + 1].isDigit) {
        while i < chars.count && (chars[i].isDigit || chars[i].is(dot)) { i += 1 }
        // Letters glued to a number (1e5, 12px) make no number; a lone 'x' is Apple's multiplication sign.
        let gluedX = i < chars.count && chars[i].is(UInt8(ascii: "x")) && !(i + 1 < chars.count && chars[i + 1].isLetterOrNumber)
        if i < chars.count && chars[i].isNameStart && !gluedX {
          var j = i
          while j < chars.count && (chars[j].isNameStart || chars[j].isDigit) { j += 1 }
          return .failure(LexError(column: start + 1, length: j - start, message: NumberSyntax.notANumber(text(start..<j))))
        }
        let number = text(start..<i)
        guard let v = NumberSyntax.parse(number) else {
          return .failure(LexError(column: start + 1, length: i - start, message: NumberSyntax.notANumber(number)))
        }
        out.append(Token(kind: .number(v), column: start + 1, length: i - start))
        continue
      }
      if c.isNameStart {
        while i < chars.count && (chars[i].isNameStart || chars[i].isDigit || chars[i].is(minus)) {
          // A '-' belongs to a word only between letters (iphone-max); elsewhere it is minus.
          if chars[i].is(minus) && !(i + 1 < chars.count && chars[i + 1].isNameStart) { break }
          i += 1
        }
        out.append(Token(kind: .word(text(start..<i)), column: start + 1, length: i - start))
        continue
      }
      let a = c.ascii ?? 0
      let pairs = i + 1 < chars.count && chars[i + 1].is(UInt8(ascii: "=")) && (a == UInt8(ascii: "=") || a == UInt8(ascii: "<") || a == UInt8(ascii: ">"))
      if pairs || Lexer.singles.contains(a) {
        let length = pairs ? 2 : 1
        out.append(Token(kind: .symbol(text(i..<i + length)), column: start + 1, length: length))
        i += length
        continue
      }
      return .failure(LexError(column: start + 1, length: 1, message: "unexpected character '\(text(i..<i + 1))'"))
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
  /// Runs a scan over this line's units: its bytes when it is all ASCII (the
  /// common case, much cheaper than grapheme clusters), else its
  /// characters. `text` gives the string of a range of units.
  ///
  /// Bytes are read in place when the string's storage is contiguous (a
  /// native string always is), without copying the line.
  func withLexUnits<R>(
    bytes: (UnsafeBufferPointer<UInt8>, _ text: (Range<Int>) -> String) -> R,
    characters: ([Character], _ text: (Range<Int>) -> String) -> R
  ) -> R {
    let ascii = utf8.withContiguousStorageIfAvailable { units -> R? in
      guard units.allSatisfy({ $0 < 0x80 }) else { return nil }
      return bytes(units) { String(decoding: UnsafeBufferPointer(rebasing: units[$0]), as: UTF8.self) }
    }
    if let result = ascii ?? nil { return result }
    if isASCII {
      // A bridged or shared string: copy its bytes once.
      let units = Array(utf8)
      return units.withUnsafeBufferPointer { buffer in
        bytes(buffer) { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0]), as: UTF8.self) }
      }
    }
    let units = Array(self)
    return characters(units) { String(units[$0]) }
  }

  /// Whether every character is ASCII (one byte each).
  var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
