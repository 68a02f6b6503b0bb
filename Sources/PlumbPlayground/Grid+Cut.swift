import PlumbLayout

extension Grid {
  /// Writes `text` from (x, y) like `write`, but text that does not fit in
  /// `maxWidth` (or the grid) ends with `mark` in dim: a cut the screen
  /// makes is always seen, never read as the whole text (a constant of 20
  /// must not read as 2).
  public mutating func writeCut(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int, mark: Character) {
    let room = min(maxWidth, width - x)
    guard room > 0 else { return }
    guard TextMetrics.columns(text) > room else { return write(text, x: x, y: y, style: style, maxWidth: room) }
    let kept = TextMetrics.prefix(text, cells: room - 1)
    write(kept, x: x, y: y, style: style, maxWidth: room - 1)
    self[x + TextMetrics.columns(kept), y] = Cell(mark, .dim)
  }
}
