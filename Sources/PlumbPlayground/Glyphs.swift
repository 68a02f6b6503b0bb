/// The characters boxes are drawn with.
public struct Glyphs: Equatable, Sendable {
  public var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character
  public var dottedHorizontal, dottedVertical: Character
  public var ellipsis: String
  /// Marks the cells of a text row past the text, where the view is wider than its text.
  public var extent: Character = "·"
  /// Marks a view of no size, and one off each side of the canvas.
  public var empty: Character = "∘"
  public var offLeft: Character = "◂"
  public var offRight: Character = "▸"
  public var offUp: Character = "▴"
  public var offDown: Character = "▾"
  /// Ends text the screen has no room for (the zoom, a list, a line): never
  /// `ellipsis`, which is UIKit's own truncation, so the two cannot be confused.
  public var cut: Character = "»"

  public static let unicode = Glyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
    dottedHorizontal: "┄", dottedVertical: "┆", ellipsis: "…")
  public static let heavy = Glyphs(
    horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛",
    dottedHorizontal: "┄", dottedVertical: "┆", ellipsis: "…")
  public static let ascii = Glyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    dottedHorizontal: ".", dottedVertical: ":", ellipsis: "~", extent: ".", empty: "o", offLeft: "<", offRight: ">", offUp: "^", offDown: "v", cut: "$")
}
