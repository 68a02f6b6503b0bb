import PlumbLayout

/// One terminal cell: a character and how to show it.
public struct Cell: Equatable, Sendable {
  public let character: Character
  public var style: CellStyle
  /// Terminal cells the character takes: 1, 2 for a wide one, 0 for the
  /// continuation of a wide one (worked out once: grids set many cells).
  let cellWidth: UInt8

  public init(_ character: Character = " ", _ style: CellStyle = .plain) {
    self.character = character
    self.style = style
    if let ascii = character.asciiValue {
      cellWidth = ascii == 0 ? 0 : 1
    } else {
      cellWidth = UInt8(TextMetrics.cells(character))
    }
  }

  /// A printable ASCII character (one cell).
  init(ascii byte: UInt8, _ style: CellStyle) {
    character = Character(Unicode.Scalar(byte))
    self.style = style
    cellWidth = 1
  }

  /// What the second cell of a wide character holds: the terminal draws the
  /// character across both, so this cell is skipped when drawing.
  public static let continuation: Character = "\u{0}"

  public var isContinuation: Bool { cellWidth == 0 }

  /// Whether the character takes two cells (the next one is its continuation).
  public var isWide: Bool { cellWidth == 2 }
}

/// What a cell means, which the terminal front turns into colours and attributes.
public enum CellStyle: UInt8, Sendable {
  case plain, dim, title, view, selected, related, conflict, ambiguous, safeArea, device, status, message, unsatisfied
}
