/// One terminal cell: a character and how to show it.
public struct Cell: Equatable, Sendable {
  public var character: Character
  public var style: CellStyle

  public init(_ character: Character = " ", _ style: CellStyle = .plain) {
    self.character = character
    self.style = style
  }
}

/// What a cell means, which the terminal front turns into colours and attributes.
public enum CellStyle: UInt8, Sendable {
  case plain, dim, title, view, selected, related, conflict, ambiguous, safeArea, device, status, message, unsatisfied
}
