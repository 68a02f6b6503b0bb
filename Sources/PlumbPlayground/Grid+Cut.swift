extension Grid {
  /// Writes `text` from (x, y) like `write`, but text that does not fit in
  /// `maxWidth` (or the grid) ends with `mark` in dim: a cut the screen
  /// makes is always seen, never read as the whole text (a constant of 20
  /// must not read as 2).
  public mutating func writeCut(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int, mark: Character) {
    let room = min(maxWidth, width - x)
    guard room > 0 else { return }
    // Most lines fit: written once, with no measuring first.
    let first = write(text, x: x, y: y, style: style, maxWidth: room)
    guard !first.whole else { return }
    let kept = write(text, x: x, y: y, style: style, maxWidth: room - 1)
    self[kept.end, y] = Cell(mark, .dim)
    // What the first write left past the mark (a wide character the second could not fit).
    if kept.end + 1 < first.end {
      for xx in (kept.end + 1)..<first.end where contains(xx, y) { self[xx, y] = Cell(blank: style) }
    }
  }
}
