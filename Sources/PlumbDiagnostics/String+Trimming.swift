/// The text helpers every reader shares. Two meanings, named for what they remove:
/// - blanks: spaces and tabs, the separators within a line of every input format;
/// - whitespace: any `Character.isWhitespace` (line breaks too), for a value
///   that may span or end lines.
extension String {
  /// Without leading and trailing spaces and tabs.
  ///
  /// Cheaper than Foundation's `trimmingCharacters` (which showed in
  /// profiles of big scenes): most lines have nothing to trim, and then
  /// nothing is copied but the string itself.
  @inlinable
  public var trimmingBlanks: String {
    let bytes = utf8
    func isBlank(_ b: UInt8?) -> Bool { b == 0x20 || b == 0x09 }
    if !isBlank(bytes.first) && !isBlank(bytes.last) { return self }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }) else { return "" }
    let last = bytes.lastIndex(where: { !isBlank($0) }) ?? first
    return String(decoding: bytes[first...last], as: UTF8.self)
  }

  /// Without leading and trailing whitespace, line breaks included.
  @inlinable
  public var trimmingWhitespace: String {
    var s = self[...]
    while let f = s.first, f.isWhitespace { s = s.dropFirst() }
    while let l = s.last, l.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}
