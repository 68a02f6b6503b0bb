/// A rectangle of cells: what the render functions draw and the terminal front copies.
public struct Grid: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Cell(), count: self.width * self.height)
  }

  public subscript(x: Int, y: Int) -> Cell {
    get { contains(x, y) ? cells[y * width + x] : Cell() }
    set { if contains(x, y) { cells[y * width + x] = newValue } }
  }

  public func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

  /// Writes `text` from (x, y) rightwards, clipped to the grid (and to `maxWidth`).
  public mutating func write(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil) {
    var cx = x
    let limit = maxWidth.map { x + $0 } ?? width
    for ch in text {
      if cx >= limit { break }
      self[cx, y] = Cell(ch, style)
      cx += 1
    }
  }

  /// The characters, one line per row, trailing spaces removed.
  public var text: String {
    (0..<height).map { y in
      var line = String((0..<width).map { self[$0, y].character })
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
