import PlumbLayout

/// One terminal cell: a character and how to show it.
public struct Cell: Equatable, Sendable {
  public var character: Character
  public var style: CellStyle

  public init(_ character: Character = " ", _ style: CellStyle = .plain) {
    self.character = character
    self.style = style
  }

  /// What the second cell of a wide character holds: the terminal draws the
  /// character across both, so this cell is skipped when drawing.
  public static let continuation: Character = "\u{0}"

  public var isContinuation: Bool { character == Cell.continuation }

  /// Whether the character takes two cells (the next one is its continuation).
  public var isWide: Bool { !character.isASCII && TextMetrics.cells(character) == 2 }
}

/// What a cell means, which the terminal front turns into colours and attributes.
public enum CellStyle: UInt8, Sendable {
  case plain, dim, title, view, selected, related, conflict, ambiguous, safeArea, device, status, message, unsatisfied
}
