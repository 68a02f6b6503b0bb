/// One line of a log with what pasting added taken out, and where each
/// remaining character stood in the line as written (for located messages).
///
/// Logs reach Plumb through consoles, issue trackers, chat and web pages,
/// which add markdown escapes (`\<`, `\_`), HTML entities (`&lt;`, `&amp;`),
/// typographic quotes and non-breaking spaces. Cleaning them here, once,
/// lets every parser after it read UIKit's own spelling.
struct LogLine {
  /// 1-based line number in the text.
  let number: Int
  /// The cleaned characters.
  let characters: [Character]
  /// The 1-based column in the original line of each of `characters`.
  let columns: [Int]
  /// The line as written.
  let original: Substring

  init(number: Int, text: Substring) {
    self.number = number
    original = text
    let raw = Array(text)
    var chars: [Character] = []
    var cols: [Int] = []
    chars.reserveCapacity(raw.count)
    cols.reserveCapacity(raw.count)
    var i = 0
    while i < raw.count {
      let c = raw[i]
      let column = i + 1
      // A markdown escape: a backslash before ASCII punctuation.
      if c == "\\", i + 1 < raw.count, let n = raw[i + 1].asciiValue, n < 128, raw[i + 1].isPunctuation || raw[i + 1].isSymbol {
        chars.append(raw[i + 1])
        cols.append(column)
        i += 2
        continue
      }
      // An HTML entity left by a web page.
      if c == "&", let (replacement, length) = LogLine.entity(raw, at: i) {
        chars.append(replacement)
        cols.append(column)
        i += length
        continue
      }
      chars.append(LogLine.plain(c))
      cols.append(column)
      i += 1
    }
    characters = chars
    columns = cols
  }

  /// The column in the original line of cleaned position `index` (the end of the line past the last).
  func column(_ index: Int) -> Int {
    if index < columns.count { return columns[index] }
    return (columns.last ?? 0) + 1
  }

  var text: String { String(characters) }

  /// A typographic quote or a non-breaking space as its plain ASCII twin.
  static func plain(_ c: Character) -> Character {
    switch c {
    case "\u{2018}", "\u{2019}", "\u{2032}": return "'"
    case "\u{201C}", "\u{201D}", "\u{2033}": return "\""
    case "\u{00A0}", "\u{2007}", "\u{202F}", "\t": return " "
    case "\u{2212}": return "-"
    default: return c
    }
  }

  static let entities: [(String, Character)] = [("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&apos;", "'")]

  /// The entity starting at `i`, and its length in characters.
  static func entity(_ raw: [Character], at i: Int) -> (Character, Int)? {
    for (name, value) in entities where i + name.count <= raw.count && String(raw[i..<(i + name.count)]) == name {
      return (value, name.count)
    }
    return nil
  }
}

extension Array where Element == Character {
  /// Whether `word` occurs at `index`.
  func hasWord(_ word: String, at index: Int) -> Bool {
    var k = index
    for c in word {
      guard k < count, self[k] == c else { return false }
      k += 1
    }
    return true
  }

  /// The first index at or after `start` where `word` occurs, ignoring case.
  func find(_ word: String, from start: Int = 0, ignoringCase: Bool = false) -> Int? {
    let w = Array(ignoringCase ? word.lowercased() : word)
    guard !w.isEmpty, count >= w.count, start <= count - w.count else { return nil }
    for i in start...(count - w.count) {
      var ok = true
      for (k, c) in w.enumerated() {
        let d = self[i + k]
        if ignoringCase ? d.lowercased() != String(c) : d != c { ok = false; break }
      }
      if ok { return i }
    }
    return nil
  }
}
