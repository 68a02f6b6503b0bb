import PlumbDiagnostics
import PlumbLayout

/// A rectangle of cells: what the render functions draw and the terminal front copies.
public struct Grid: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  /// The most cells a grid holds (a few tens of megabytes): a grid asked
  /// for more is cut to this many columns, then to as many rows as fit.
  /// `plumb render` zooms out to stay well inside it; this is the backstop.
  public static let maximumColumns = 10_000
  public static let maximumCells = 4_000_000

  public init(width: Int, height: Int) {
    self.width = min(Grid.maximumColumns, max(0, width))
    self.height = min(Grid.maximumCells / max(1, self.width), max(0, height))
    cells = Array(repeating: Cell(), count: self.width * self.height)
  }

  /// The parts of the column and row ranges that lie on the grid (empty when none).
  public func clip(_ xs: ClosedRange<Int>, _ ys: ClosedRange<Int>) -> (Range<Int>, Range<Int>) {
    func part(_ r: ClosedRange<Int>, _ size: Int) -> Range<Int> {
      let lo = max(0, r.lowerBound), hi = min(size, r.upperBound == Int.max ? size : r.upperBound + 1)
      return lo < hi ? lo..<hi : 0..<0
    }
    return (part(xs, width), part(ys, height))
  }

  /// Sets every cell of the rectangle that lies on the grid to `cell`;
  /// cells off the grid are not visited.
  public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell) {
    guard w >= 1, h >= 1 else { return }
    let (xs, ys) = clip(x...(x + (w - 1)), y...(y + (h - 1)))
    for yy in ys {
      for xx in xs { cells[yy * width + xx] = cell }
      // A wide character cut in half at either edge loses both halves.
      if let first = xs.first, first > 0, cells[yy * width + first - 1].isWide { cells[yy * width + first - 1] = Cell(blank: cells[yy * width + first - 1].style) }
      if let last = xs.last, last + 1 < width, cells[yy * width + last + 1].isContinuation { cells[yy * width + last + 1] = Cell(blank: cell.style) }
    }
  }

  /// A cell. Setting one that holds half of a wide character blanks the
  /// other half, so that a border drawn over wide text never shifts a row.
  public subscript(x: Int, y: Int) -> Cell {
    get { contains(x, y) ? cells[y * width + x] : Cell() }
    set {
      guard contains(x, y) else { return }
      put(newValue, at: y * width + x, column: x)
    }
  }

  /// Sets the cell at index `i` (column `x`) of the grid, blanking the
  /// other half of a wide character it cuts.
  @inline(__always)
  mutating func put(_ newValue: Cell, at i: Int, column x: Int) {
    if cells[i].isContinuation, x > 0, !newValue.isContinuation { cells[i - 1] = Cell(blank: cells[i - 1].style) }
    if cells[i].isWide, x + 1 < width, cells[i + 1].isContinuation { cells[i + 1] = Cell(blank: cells[i + 1].style) }
    cells[i] = newValue
  }

  public func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

  /// Writes `text` from (x, y) rightwards, clipped to the grid (and to
  /// `maxWidth`); returns the column after the last cell written and
  /// whether the whole text was (a row off the grid writes nothing, whole).
  @discardableResult
  public mutating func write(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil) -> (end: Int, whole: Bool) {
    guard y >= 0, y < height else { return (x, true) }
    var cx = x
    let limit = min(width, maxWidth.map { x + $0 } ?? width)
    let row = y * width
    /// One character: a wide one takes two cells; one that would cross the limit ends the text.
    func put(_ cell: Cell) -> Bool {
      let w = max(1, Int(cell.cellWidth))
      if cx + w > limit { return false }
      if cx >= 0 { self.put(cell, at: row + cx, column: cx) }
      if w == 2, cx + 1 >= 0 { self.put(Cell(Cell.continuation, style), at: row + cx + 1, column: cx + 1) }
      cx += w
      return true
    }
    // Most text is made of characters of one scalar each (ASCII, box
    // drawing, arrows): those need no walk over grapheme clusters, and are
    // drawn in one pass over the scalars until the first that may join
    // another into one character.
    var drawn = 0
    var lastWidth = 0
    var joins = false
    for scalar in text.unicodeScalars {
      guard Grid.isCharacterByItself(scalar) else { joins = true; break }
      let cell = Cell(scalar: scalar, style)
      if !put(cell) { return (cx, false) }
      drawn += 1
      lastWidth = max(1, Int(cell.cellWidth))
    }
    guard joins else { return (cx, true) }
    // From there on, character by character, starting again with the last
    // scalar drawn: it may join what follows (`e` and a combining accent).
    if drawn > 0 { cx -= lastWidth }
    let rest = text[text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: max(0, drawn - 1))...]
    for ch in rest {
      // A control character is drawn as its picture, one cell each, never sent to the terminal.
      if ch.unicodeScalars.contains(where: TerminalText.needsEscape) {
        for scalar in ch.unicodeScalars where !put(Cell(scalar: TerminalText.needsEscape(scalar) ? TerminalText.picture(scalar) : scalar, style)) { return (cx, false) }
        continue
      }
      if !put(Cell(ch, style)) { return (cx, false) }
    }
    return (cx, true)
  }

  /// Whether `s` is a character by itself next to any other scalar: it is
  /// in ranges that hold no combining marks, joiners, variation selectors,
  /// controls, Hangul jamo, regional indicators or prepended marks, so no
  /// two such scalars form one grapheme cluster. (A false answer only costs speed.)
  @inline(__always)
  static func isCharacterByItself(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF, 0x2100...0x27BF: return true
    default: return false
    }
  }

  /// The characters, one line per row, trailing spaces removed.
  public var text: String {
    (0..<height).map { y in
      var line = String((0..<width).compactMap { self[$0, y].isContinuation ? nil : self[$0, y].character })
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
