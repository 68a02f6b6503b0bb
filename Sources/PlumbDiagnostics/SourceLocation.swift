/// A place in a file: 1-based line and column, printed `file:line:column`.
///
/// Every reader counts columns in the same unit: the `Character`s (extended
/// grapheme clusters) of the line before the place, plus one. `é`, `한` and
/// `👍🏽` are one column each, a tab is one column. This is what the scene
/// parser counts. Readers whose parser counts otherwise convert when they
/// make a location: swift-syntax's `SourceLocationConverter` counts UTF-8
/// bytes (`init(file:line:utf8Column:in:)`), libxml2 through FoundationXML
/// counts Unicode scalars (`init(file:line:scalarColumn:in:)`).
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// 1-based.
  public var line: Int
  /// 1-based, in characters of the line (see the type).
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The place `utf8Column` (1-based, in UTF-8 bytes of `text`, the line)
  /// names, in characters. A column inside a character names that character;
  /// a column past the end of the line stays as far past it.
  public init(file: String, line: Int, utf8Column: Int, in text: some StringProtocol) {
    self.init(file: file, line: line, column: SourceLocation.characterColumn(utf8Column: utf8Column, in: text))
  }

  /// The 1-based character column of the 1-based UTF-8 column `utf8Column` of `text`.
  public static func characterColumn(utf8Column: Int, in text: some StringProtocol) -> Int {
    let bytes = text.utf8
    let wanted = max(0, utf8Column - 1)
    // In ASCII a byte is a character (CR LF aside, which never precedes a place on its line).
    if bytes.count >= wanted, bytes.prefix(wanted).allSatisfy({ $0 < 0x80 }) { return wanted + 1 }
    return characterColumn(wanted, units: { $0.utf8.count }, in: text)
  }

  /// The place `scalarColumn` (1-based, in Unicode scalars of `text`, the
  /// line) names, in characters. A column inside a character names that
  /// character; a column past the end of the line stays as far past it.
  public init(file: String, line: Int, scalarColumn: Int, in text: some StringProtocol) {
    self.init(file: file, line: line, column: SourceLocation.characterColumn(scalarColumn: scalarColumn, in: text))
  }

  /// The 1-based character column of the 1-based Unicode scalar column `scalarColumn` of `text`.
  public static func characterColumn(scalarColumn: Int, in text: some StringProtocol) -> Int {
    characterColumn(max(0, scalarColumn - 1), units: { $0.unicodeScalars.count }, in: text)
  }

  /// The 1-based character column of the place `wanted` units (0-based)
  /// into `text`, counting each character as `units` of it: a place inside
  /// a character (or at its start) is that character; a place past the end
  /// of the line stays as many columns past it as units.
  static func characterColumn(_ wanted: Int, units: (Character) -> Int, in text: some StringProtocol) -> Int {
    var characters = 0
    var used = 0
    for c in text {
      let n = units(c)
      if used + n > wanted { return characters + 1 }
      used += n
      characters += 1
    }
    return characters + 1 + (wanted - used)
  }

  /// The 0-based UTF-8 offset in `text` (the line) of this location's column.
  public func utf8Offset(in text: some StringProtocol) -> Int {
    var used = 0
    var characters = 0
    for c in text {
      if characters == column - 1 { return used }
      used += c.utf8.count
      characters += 1
    }
    return used + max(0, column - 1 - characters)
  }

  public var description: String { "\(file):\(line):\(column)" }
}
