/// One line of a log with what pasting added taken out, and where each
/// remaining character stood in the line as written (for located messages).
///
/// Logs reach Plumb through consoles, issue trackers, chat and web pages,
/// which add markdown escapes (`\<`, `\_`), HTML entities (`&lt;`, `&amp;`),
/// typographic quotes and dashes, non-breaking spaces, `~~` for `-`, and
/// drop the angle brackets around a description. Cleaning them here, once,
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
  /// The line as written, made a string once: every warning on the line
  /// shares it (a copy per warning was quadratic on a long pasted line).
  let source: String

  init(number: Int, text: Substring) {
    self.number = number
    original = text
    source = String(text)
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
      // `~~`, which some pages show where UIKit printed `-` (`V:|~~(0)~~[…]`).
      if c == "~", i + 1 < raw.count, raw[i + 1] == "~" {
        chars.append("-")
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
    LogLine.bracketBareDescription(&chars, &cols)
    characters = chars
    columns = cols
  }

  /// A description pasted without its angle brackets, alone on its line
  /// (`NSLayoutConstraint:0x7ff1… SwipeView:0x….leading == … + 5,`): `<`
  /// before its class and `>` after its end (before a trailing comma or
  /// quote), so that it reads as UIKit printed it.
  static func bracketBareDescription(_ chars: inout [Character], _ cols: inout [Int]) {
    guard !chars.contains("<") else { return }
    var start = 0
    while start < chars.count, chars[start] == " " || chars[start] == "\"" { start += 1 }
    var j = start
    while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." { j += 1 }
    guard j > start, j + 1 < chars.count, chars[j] == ":", String(chars[start..<j]).hasSuffix("Constraint") else { return }
    var end = chars.count
    while end > j, [" ", ",", "\""].contains(chars[end - 1]) { end -= 1 }
    chars.insert(">", at: end)
    cols.insert(end < cols.count ? cols[end] : (cols.last ?? 0) + 1, at: end)
    chars.insert("<", at: start)
    cols.insert(cols[start], at: start)
  }

  /// The column in the original line of cleaned position `index` (the end of the line past the last).
  func column(_ index: Int) -> Int {
    if index < columns.count { return columns[index] }
    return (columns.last ?? 0) + 1
  }

  var text: String { String(characters) }

  /// A typographic quote or a non-breaking space as its plain ASCII twin.
  static func plain(_ c: Character) -> Character {
    // ASCII (almost every character of a log) changes only for a tab:
    // answered without comparing it to each typographic character in turn.
    if let a = c.asciiValue { return a == 9 ? " " : c }
    switch c {
    case "\u{2018}", "\u{2019}", "\u{2032}": return "'"
    case "\u{201C}", "\u{201D}", "\u{2033}": return "\""
    case "\u{00A0}", "\u{2007}", "\u{202F}", "\t": return " "
    case "\u{2212}", "\u{2013}", "\u{2014}": return "-"
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
