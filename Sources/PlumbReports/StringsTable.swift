import Foundation
import PlumbDiagnostics
import PlumbLayout

/// `--strings FILE`: the translations a layout is laid out with, from an
/// old-style `.strings` file (`"key" = "value";`, UTF-8 or UTF-16 with its
/// byte-order mark, as Xcode writes them) or a String Catalog
/// (`.xcstrings`, JSON: one translation per language it holds besides its
/// source language). Anything else is a located error.
public enum StringsTable {
  /// The largest file read: 16 MiB (an app's every string is far less).
  public static let maximumBytes = 16 << 20

  /// The translations `path` holds: one for a `.strings` file (named by
  /// its `.lproj` folder's language, else by its name), one per language for a catalog.
  public static func read(contentsOf path: String) throws(LocatedMessage) -> [Translation] {
    let data: Data
    do {
      data = Data(try FileReader.bytes(atPath: path, limit: maximumBytes))
    } catch {
      throw LocatedMessage(.error, file: path, "cannot read the strings file: \(error.reason(kind: "strings file"))")
    }
    if path.lowercased().hasSuffix(".xcstrings") { return try catalog(data, file: path) }
    let name = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
    let language = name.hasSuffix(".lproj") ? String(name.dropLast(6)) : URL(fileURLWithPath: path).lastPathComponent
    return [Translation(language: language, strings: try strings(text(data, file: path), file: path))]
  }

  /// The text of a `.strings` file: UTF-16 where it starts with a byte-order mark, else UTF-8.
  public static func text(_ data: Data, file: String) throws(LocatedMessage) -> String {
    let bytes = [UInt8](data)
    if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
      let little = bytes[0] == 0xFF
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var k = 2
      while k + 1 < bytes.count {
        units.append(little ? UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8 : UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1]))
        k += 2
      }
      guard let s = String(validating: units, as: UTF16.self) else { throw LocatedMessage(.error, file: file, "not valid UTF-16 text") }
      return s
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    guard let s = String(validating: body, as: UTF8.self) else { throw LocatedMessage(.error, file: file, "not a UTF-8 or UTF-16 text file") }
    return s
  }

  /// The pairs of a `.strings` text: `"key" = "value";` (a key without
  /// quotes where it is one word), comments `/* */` and `//` between them.
  /// - Complexity: O(text length).
  public static func strings(_ text: String, file: String) throws(LocatedMessage) -> [String: String] {
    let scalars = Array(text.unicodeScalars)
    var i = 0, line = 1, lineStart = 0
    var out: [String: String] = [:]
    func fail(_ message: String) -> LocatedMessage {
      let column = i - lineStart + 1
      let end = scalars[lineStart...].firstIndex { $0 == "\n" } ?? scalars.count
      let source = String(String.UnicodeScalarView(scalars[lineStart..<end]))
      return LocatedMessage(.error, at: SourceLocation(file: file, line: line, column: column), message, sourceLine: source)
    }
    func advance() {
      if scalars[i] == "\n" { line += 1; lineStart = i + 1 }
      i += 1
    }
    /// Skips white space and comments.
    func skip() throws(LocatedMessage) {
      while i < scalars.count {
        let c = scalars[i]
        if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" { advance(); continue }
        if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
          let start = (line, lineStart, i)
          i += 2
          while i + 1 < scalars.count, !(scalars[i] == "*" && scalars[i + 1] == "/") { advance() }
          guard i + 1 < scalars.count else { (line, lineStart, i) = start; throw fail("a comment that never ends (no */)") }
          i += 2
          continue
        }
        if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
          while i < scalars.count, scalars[i] != "\n" { i += 1 }
          continue
        }
        return
      }
    }
    /// A quoted string with its escapes, or a bare word.
    func token(_ what: String) throws(LocatedMessage) -> String {
      guard i < scalars.count else { throw fail("the file ends where \(what) should be") }
      var s = String.UnicodeScalarView()
      if scalars[i] != "\"" {
        while i < scalars.count, scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) || "_.-".unicodeScalars.contains(scalars[i]) {
          s.append(scalars[i])
          i += 1
        }
        guard !s.isEmpty else { throw fail("expected \(what) in double quotes") }
        return String(s)
      }
      let open = (line, lineStart, i)
      i += 1
      while i < scalars.count, scalars[i] != "\"" {
        if scalars[i] == "\\", i + 1 < scalars.count {
          i += 1
          switch scalars[i] {
          case "n": s.append("\n")
          case "t": s.append("\t")
          case "r": s.append("\r")
          case "0": s.append("\0")
          case "U", "u":
            func hex(at k: Int) -> UInt32? {
              let digits = scalars[min(scalars.count, k)..<min(scalars.count, k + 4)]
              return digits.count == 4 ? UInt32(String(String.UnicodeScalarView(digits)), radix: 16) : nil
            }
            guard let v = hex(at: i + 1) else { throw fail("\\U needs four hexadecimal digits") }
            if (0xD800..<0xDC00).contains(v) {
              // A character past U+FFFF: its UTF-16 pair, \UD83D\UDE00.
              guard i + 6 < scalars.count, scalars[i + 5] == "\\", "Uu".unicodeScalars.contains(scalars[i + 6]), let low = hex(at: i + 7),
                (0xDC00..<0xE000).contains(low), let u = Unicode.Scalar(0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00))
              else { throw fail("\\U\(String(v, radix: 16, uppercase: true)) starts a pair of UTF-16 halves: the second half (\\UDC00 to \\UDFFF) must follow") }
              s.append(u)
              i += 10
            } else {
              guard let u = Unicode.Scalar(v) else { throw fail("\\U\(String(v, radix: 16, uppercase: true)) is half of a UTF-16 pair without its first half") }
              s.append(u)
              i += 4
            }
          default: s.append(scalars[i])
          }
          advance()
          continue
        }
        s.append(scalars[i])
        advance()
      }
      guard i < scalars.count else { (line, lineStart, i) = open; throw fail("a string that never ends (no closing \")") }
      i += 1
      return String(s)
    }
    while true {
      try skip()
      guard i < scalars.count else { break }
      let key = try token("a key")
      try skip()
      guard i < scalars.count, scalars[i] == "=" else { throw fail("expected '=' after the key \"\(TerminalText.escaped(key))\"") }
      i += 1
      try skip()
      let value = try token("a value")
      try skip()
      guard i < scalars.count, scalars[i] == ";" else { throw fail("expected ';' after the value of \"\(TerminalText.escaped(key))\"") }
      i += 1
      out[key] = value
    }
    return out
  }

  /// A String Catalog's translations, one per language other than its
  /// source language, each string's `stringUnit` value (a plural's or a
  /// device's variation: its `other` form, else its first).
  public static func catalog(_ data: Data, file: String) throws(LocatedMessage) -> [Translation] {
    let json: Any
    do { json = try JSONSerialization.jsonObject(with: data) } catch {
      throw LocatedMessage(.error, file: file, "not a String Catalog: the file is not valid JSON")
    }
    guard let top = json as? [String: Any], let strings = top["strings"] as? [String: Any] else {
      throw LocatedMessage(.error, file: file, "not a String Catalog: no \"strings\" object at the top")
    }
    let source = top["sourceLanguage"] as? String
    var tables: [String: [String: String]] = [:]
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
      for (language, l) in localizations where language != source {
        if let value = unitValue(l) { tables[language, default: [:]][key] = value }
      }
    }
    guard !tables.isEmpty else {
      throw LocatedMessage(.error, file: file, "the String Catalog holds no translation besides its source language\(source.map { " (\($0))" } ?? "")")
    }
    return tables.keys.sorted().map { Translation(language: $0, strings: tables[$0] ?? [:]) }
  }

  /// A localization's text: its `stringUnit`'s value, else a variation's (`other` first).
  static func unitValue(_ l: Any, depth: Int = 0) -> String? {
    guard depth < 8, let l = l as? [String: Any] else { return nil }
    if let unit = l["stringUnit"] as? [String: Any], let v = unit["value"] as? String { return v }
    guard let variations = l["variations"] as? [String: Any] else { return nil }
    for (_, kind) in variations.sorted(by: { $0.key < $1.key }) {
      guard let forms = kind as? [String: Any] else { continue }
      if let other = forms["other"], let v = unitValue(other, depth: depth + 1) { return v }
      for (_, f) in forms.sorted(by: { $0.key < $1.key }) { if let v = unitValue(f, depth: depth + 1) { return v } }
    }
    return nil
  }
}
