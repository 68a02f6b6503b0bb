extension Grid {
  /// Copies the `width` × `height` cells of `source` from (`sx`, `sy`) to
  /// (`x`, `y`) of this grid, clipped to both; a wide character cut at the
  /// window's left or right edge becomes a blank, never half a character.
  /// - Complexity: O(width × height).
  mutating func copy(_ source: Grid, from sx: Int, _ sy: Int, width w: Int, height h: Int, to x: Int, _ y: Int) {
    for row in 0..<max(0, h) {
      for col in 0..<max(0, w) {
        let (fx, fy, tx, ty) = (sx + col, sy + row, x + col, y + row)
        guard source.contains(fx, fy), contains(tx, ty) else { continue }
        var cell = source[fx, fy]
        if (col == 0 && cell.isContinuation) || (col == w - 1 && cell.isWide) { cell = Cell(blank: cell.style) }
        self[tx, ty] = cell
      }
    }
  }
}
