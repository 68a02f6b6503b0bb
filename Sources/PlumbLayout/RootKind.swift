/// What a document's root view is. UIKit gives each kind its own layout
/// margins and safe area (`RootSpec.margins(in:)`), so a reader says which
/// it read and the model decides the rest.
public enum RootKind: String, CaseIterable, Equatable, Sendable {
  /// A view controller's view: the screen (or the part of it the
  /// controller has), with the safe area and UIKit's system minimum margins.
  case viewController = "controller"
  /// A table view cell's content view, as wide as its table.
  case tableCellContent = "tablecell"
  /// A collection view cell's content view.
  case collectionCellContent = "collectioncell"
  /// Any other view at the top: a xib's top-level view, a view class made in code.
  case view
  /// A plain rectangle of a given size (a scene's `canvas`).
  case canvas

  /// Whether the root is a cell's content view, which takes the width of
  /// the screen it is on and a height of its own.
  public var isCell: Bool { self == .tableCellContent || self == .collectionCellContent }

  /// The root in words, for messages: "a table view cell's content view".
  public var phrase: String {
    switch self {
    case .viewController: return "a view controller's view"
    case .tableCellContent: return "a table view cell's content view"
    case .collectionCellContent: return "a collection view cell's content view"
    case .view: return "a custom view"
    case .canvas: return "a canvas"
    }
  }
}
