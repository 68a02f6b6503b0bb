/// Where a file's bytes stop being UTF-8, said as every reader says a place.
public enum UTF8Validation {
  /// The 1-based line and the byte offset in it of the first byte of
  /// `lines` that is not UTF-8; nil when every line is.
  /// - Complexity: O(*n*) in the bytes; a line of ASCII is not decoded.
  public static func firstInvalid(in lines: [[UInt8]]) -> (line: Int, byte: Int)? {
    for (k, bytes) in lines.enumerated() {
      if bytes.allSatisfy({ $0 < 0x80 }) { continue }
      var decoder = UTF8()
      var iterator = bytes.makeIterator()
      var offset = 0
      loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let v): offset += UTF8.width(v)
        case .emptyInput: break loop
        case .error: return (k + 1, offset)
        }
      }
    }
    return nil
  }

  /// The located error for the first byte of `bytes` that is not UTF-8
  /// (`file:3:7: error: byte 0xFF is not UTF-8 (what are UTF-8)`, the line
  /// and a caret), or nil when the bytes are UTF-8.
  public static func error(in bytes: [UInt8], file: String, what: String) -> LocatedMessage? {
    error(inLines: bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) }, file: file, what: what)
  }

  /// `error(in:file:what:)` for bytes already split at their line feeds.
  public static func error(inLines lines: [[UInt8]], file: String, what: String) -> LocatedMessage? {
    if let first = lines.first, isUTF16(first) {
      return LocatedMessage(.error, at: SourceLocation(file: file, line: 1, column: 1), "the file is UTF-16 (it starts with a byte-order mark); \(what) are UTF-8")
    }
    guard let bad = firstInvalid(in: lines) else { return nil }
    let line = lines[bad.line - 1]
    let text = String(decoding: line, as: UTF8.self)
    let column = String(decoding: line.prefix(bad.byte), as: UTF8.self).count + 1
    let byte = String(line[bad.byte], radix: 16, uppercase: true)
    return LocatedMessage(
      .error, at: SourceLocation(file: file, line: bad.line, column: column), "byte 0x\(byte) is not UTF-8 (\(what) are UTF-8)", sourceLine: text)
  }

  /// Whether `bytes` start with a UTF-16 byte-order mark (FF FE or FE FF):
  /// text saved as UTF-16, which no byte-by-byte message would explain.
  public static func isUTF16<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
    let head = Array(bytes.prefix(2))
    return head == [0xFF, 0xFE] || head == [0xFE, 0xFF]
  }
}
