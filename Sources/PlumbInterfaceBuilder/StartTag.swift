/// A start tag of an XML text, scanned by XML's grammar (`STag`): its
/// element name, and each attribute with where its name, its value and the
/// whitespace before it lie in the text's bytes. Whitespace between
/// attributes and around `=` may be any of space, tab, CR and LF, and a
/// value may be quoted with `"` or `'`, so the writer finds an attribute
/// however the file spells it, and never adds a second one of a name.
struct StartTag {
  /// One attribute of the tag, as byte offsets into the text.
  struct Attribute {
    var name: String
    /// Where the whitespace before the attribute's name starts.
    var leadingSpace: Int
    /// The first byte of the value (just past its opening quote).
    var valueStart: Int
    /// The closing quote of the value.
    var valueEnd: Int
    /// The quote the value is written with, `"` or `'`.
    var quote: UInt8
  }

  var name: String
  var attributes: [Attribute]
  /// The first byte past the last attribute: where `/>` or `>` (after optional whitespace) starts.
  var attributesEnd: Int
  /// The byte `>` that ends the tag.
  var end: Int

  static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

  /// Whether `b` ends a name: whitespace, `=`, `/`, `>` (or a quote, which no name holds).
  static func endsName(_ b: UInt8) -> Bool {
    isSpace(b) || b == UInt8(ascii: "=") || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") || b == UInt8(ascii: "\"")
      || b == UInt8(ascii: "'") || b == UInt8(ascii: "<")
  }

  /// The start tag whose `<` is at `start` in `bytes`; nil when the bytes there are not a well-formed start tag.
  init?(_ bytes: [UInt8], at start: Int) {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return nil }
    var i = start + 1
    while i < bytes.count, !Self.endsName(bytes[i]) { i += 1 }
    guard i > start + 1, i < bytes.count else { return nil }
    name = String(decoding: bytes[(start + 1)..<i], as: UTF8.self)
    attributes = []
    while true {
      let space = i
      while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count else { return nil }
      if bytes[i] == UInt8(ascii: ">") || bytes[i] == UInt8(ascii: "/") {
        attributesEnd = space
        if bytes[i] == UInt8(ascii: "/") {
          i += 1
          guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { return nil }
        }
        end = i
        return
      }
      // An attribute must be preceded by whitespace (XML's `(S Attribute)*`).
      guard i > space else { return nil }
      let nameStart = i
      while i < bytes.count, !Self.endsName(bytes[i]) { i += 1 }
      guard i > nameStart else { return nil }
      let attributeName = String(decoding: bytes[nameStart..<i], as: UTF8.self)
      while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return nil }
      i += 1
      while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
      let quote = bytes[i]
      let valueStart = i + 1
      guard let close = bytes[valueStart...].firstIndex(of: quote) else { return nil }
      attributes.append(Attribute(name: attributeName, leadingSpace: space, valueStart: valueStart, valueEnd: close, quote: quote))
      i = close + 1
    }
  }
}
