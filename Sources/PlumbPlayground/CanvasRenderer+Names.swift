import PlumbLayout

extension CanvasRenderer {
  /// A box's name, placed once every view is drawn (see `placeNames`).
  struct PendingName {
    var text: String
    /// The box's outline.
    var x: Int, y: Int, width: Int, height: Int
    var style: CellStyle
  }

  /// Writes each box's name on its own border, parents first: on the
  /// leftmost stretch of the top border (else the bottom border) that still
  /// shows the border and holds no other name, one cell from whatever
  /// covers the border before and after it. A view drawn over a border (a
  /// child at the same row, a flat text view) therefore never hides a name,
  /// and no name cuts another; a name with no stretch long enough takes the
  /// longest one of three cells or more and ends with the cut mark.
  ///
  /// - Complexity: O(the cells of the boxes' top and bottom borders that are on the grid).
  func placeNames(_ names: [PendingName], in grid: inout Grid) {
    guard !names.isEmpty else { return }
    // Compared by code, not as characters: this runs on every key.
    let borders = [Glyphs.unicode.horizontal, Glyphs.heavy.horizontal, Glyphs.ascii.horizontal].map { Cell($0, .plain).code }
    // The cells names took, as (row, columns): a screen has a few dozen names at most.
    var taken: [(y: Int, xs: Range<Int>)] = []
    func isFree(_ x: Int, _ y: Int) -> Bool {
      guard grid.contains(x, y) else { return false }
      let code = grid.cells[y * grid.width + x].code
      return (code == borders[0] || code == borders[1] || code == borders[2]) && !taken.contains { $0.y == y && $0.xs.contains(x) }
    }
    for name in names {
      let need = TextMetrics.columns(name.text)
      // Only the border's cells on the grid: a box may be far larger than the screen.
      let corner = name.x + 1, otherCorner = name.x + name.width - 2
      let first = max(corner, 0), last = min(otherCorner, grid.width - 1)
      guard last >= first else { continue }
      var fit: (x: Int, y: Int)?
      var longest: (x: Int, y: Int, room: Int)?
      for y in name.height >= 2 ? [name.y, name.y + name.height - 1] : [name.y] where fit == nil {
        var x = first
        while x <= last, fit == nil {
          guard isFree(x, y) else {
            x += 1
            continue
          }
          var end = x
          while end + 1 <= last, isFree(end + 1, y) { end += 1 }
          // Apart from whatever covers the border before and after this stretch.
          let start = x == corner ? x : x + 1
          let room = (end == otherCorner ? end : end - 1) - start + 1
          if room >= need {
            fit = (start, y)
          } else if room >= 3, room > (longest?.room ?? 0) {
            longest = (start, y, room)
          }
          x = end + 1
        }
      }
      let (x, y, room) = fit.map { ($0.x, $0.y, need) } ?? longest.map { ($0.x, $0.y, $0.room) } ?? (corner, name.y, 0)
      guard room > 0 else { continue }
      grid.writeCut(name.text, x: x, y: y, style: name.style, maxWidth: room, mark: glyphs.cut)
      taken.append((y, x..<(x + room)))
    }
  }
}
