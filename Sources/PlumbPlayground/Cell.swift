import PlumbLayout
import Synchronization

/// One terminal cell: a character and how to show it.
///
/// Plain data without references (a code, a style and a width), so that a
/// grid of thousands of cells is made, copied and freed without touching a
/// reference count: the playground draws a whole grid on every key press.
public struct Cell: Equatable, Sendable {
  /// The character: its scalar's value when it is one scalar (nearly every
  /// character), else `Cell.clusterBase` plus its index among the clusters
  /// of several scalars seen so far.
  let code: UInt32
  public var style: CellStyle
  /// Terminal cells the character takes: 1, 2 for a wide one, 0 for the
  /// continuation of a wide one (worked out once: grids set many cells).
  let cellWidth: UInt8

  public init(_ character: Character = " ", _ style: CellStyle = .plain) {
    var scalars = character.unicodeScalars.makeIterator()
    if let first = scalars.next(), scalars.next() == nil {
      self.init(scalar: first, style)
      return
    }
    // Only CR LF is a cluster of several ASCII scalars: one cell, as any ASCII character.
    self.init(code: Cell.clusters.code(of: character), style, width: character.isASCII ? 1 : UInt8(TextMetrics.cells(character)))
  }

  init(code: UInt32, _ style: CellStyle, width: UInt8) {
    self.code = code
    self.style = style
    cellWidth = width
  }

  /// The character of one scalar (the same cell as `Cell(Character(scalar), style)`).
  init(scalar: Unicode.Scalar, _ style: CellStyle) {
    self.init(code: scalar.value, style, width: scalar.value < 0x80 ? (scalar.value == 0 ? 0 : 1) : UInt8(TextMetrics.cells(scalar)))
  }

  /// A space in `style`.
  init(blank style: CellStyle) { self.init(code: 0x20, style, width: 1) }

  public var character: Character {
    if code < Cell.clusterBase, let scalar = Unicode.Scalar(code) { return Character(scalar) }
    return Cell.clusters.character(code)
  }

  /// Whether the cell holds a space (what dotted lines and names may cover).
  var isSpace: Bool { code == 0x20 }

  /// Characters compare as Swift compares them (canonical equivalence), so
  /// two codes that differ can still be the same character.
  public static func == (a: Cell, b: Cell) -> Bool {
    guard a.style == b.style, a.cellWidth == b.cellWidth else { return false }
    if a.code == b.code { return true }
    if a.code < 0x80 && b.code < 0x80 { return false }
    return a.character == b.character
  }

  /// What the second cell of a wide character holds: the terminal draws the
  /// character across both, so this cell is skipped when drawing.
  public static let continuation: Character = "\u{0}"

  public var isContinuation: Bool { cellWidth == 0 }

  /// Whether the character takes two cells (the next one is its continuation).
  public var isWide: Bool { cellWidth == 2 }

  /// Codes past every Unicode scalar name clusters of several scalars.
  static let clusterBase: UInt32 = 0x11_0000

  /// The clusters of several scalars (an emoji with a modifier, a letter
  /// with a combining mark, CR LF) that cells have held, each kept once
  /// for the life of the process: a cell names one by its index. They
  /// come from the texts of the scenes shown, so the table stays small.
  static let clusters = ClusterTable()

  final class ClusterTable: Sendable {
    private let state = Mutex<(list: [Character], index: [[UInt32]: UInt32])>(([], [:]))

    /// The code of `c`, adding it to the table on first sight. Keyed by its
    /// scalars (not by `Character` equality), so a cell gives back exactly
    /// the character it was given.
    func code(of c: Character) -> UInt32 {
      let key = c.unicodeScalars.map(\.value)
      return state.withLock { s in
        if let k = s.index[key] { return k }
        let k = Cell.clusterBase + UInt32(s.list.count)
        s.list.append(c)
        s.index[key] = k
        return k
      }
    }

    func character(_ code: UInt32) -> Character {
      state.withLock { s in
        let i = Int(code - Cell.clusterBase)
        return s.list.indices.contains(i) ? s.list[i] : " "
      }
    }
  }
}

/// What a cell means, which the terminal front turns into colours and attributes.
public enum CellStyle: UInt8, Sendable {
  case plain, dim, title, view, selected, related, conflict, ambiguous, safeArea, device, status, message, unsatisfied
}
