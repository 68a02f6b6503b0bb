/// The characters boxes are drawn with.
public struct Glyphs: Equatable, Sendable {
  public var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character
  public var dottedHorizontal, dottedVertical: Character
  public var ellipsis: String
  /// Marks the cells of a text row past the text, where the view is wider than its text.
  public var extent: Character = "·"

  public static let unicode = Glyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
    dottedHorizontal: "┄", dottedVertical: "┆", ellipsis: "…")
  public static let heavy = Glyphs(
    horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛",
    dottedHorizontal: "┄", dottedVertical: "┆", ellipsis: "…")
  public static let ascii = Glyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    dottedHorizontal: ".", dottedVertical: ":", ellipsis: "~", extent: ".")
}
