/// Finds the scenes of a file: every view that no `<subviews>` holds and
/// that holds subviews or is a view controller's `view`; a cell stands for
/// its content view.
enum SceneFinder {
  /// A scene root with what names it.
  struct Found: Sendable {
    var root: XMLNode
    /// The view controller whose `view` the root is, if any.
    var controller: XMLNode?
    /// The cell whose content view the root is, if any.
    var cell: XMLNode?
    /// The `<scene>` element it is in (storyboards), for its comment.
    var scene: XMLNode?
    /// The cell's table is its view controller's `view` (a table view
    /// controller's table), not a table inside another view.
    var tableIsControllerView = false
    /// The table view the cell is in, if any.
    var table: XMLNode?
    /// That table is itself inside a cell (a table in a collection view
    /// cell), not in a view controller's views.
    var tableInCell = false
    /// The root (or its cell) is one of the file's top-level objects (a
    /// xib's view, or a view beside a storyboard scene's controller), not
    /// a controller's view or a view inside another one.
    var topLevel = false
  }

  static func find(in document: XMLNode) -> [Found] {
    var out: [Found] = []
    // Iterative walk (views nest deeply): node with its parent, the `<scene>`
    // it is in, the nearest table view above it, and whether its parent is a
    // top-level object.
    // Also whether a cell is above the node, and whether one is above its nearest table.
    var stack: [(node: XMLNode, parent: XMLNode?, scene: XMLNode?, table: XMLNode?, parentTopLevel: Bool, inCell: Bool, tableInCell: Bool)] = [
      (document, nil, nil, nil, false, false, false)
    ]
    while let (node, parent, scene, table, parentTopLevel, inCell, tableInCell) = stack.popLast() {
      let effectContent = parent?.name == "visualEffectView" && node["key"] == "contentView"
      if parent?.name != "subviews", !effectContent, isView(node), !ElementKind.cells.contains(node.name) {
        let cell = parent.flatMap { ElementKind.cells.contains($0.name) ? $0 : nil }
        let controller = node["key"] == "view" && cell == nil ? parent : nil
        let hasSubviews = !(node.child("subviews")?.children.isEmpty ?? true)
        if controller != nil || cell != nil || hasSubviews {
          out.append(
            Found(
              root: node, controller: controller, cell: cell, scene: scene, tableIsControllerView: cell != nil && table?["key"] == "view",
              table: cell == nil ? nil : table, tableInCell: cell != nil && tableInCell,
              topLevel: controller == nil && (cell == nil ? parent?.name == "objects" : parentTopLevel)))
        }
      }
      let inScene = node.name == "scene" ? node : scene
      let inTable = node.name == "tableView" ? node : table
      let topLevel = parent?.name == "objects"
      let belowCell = inCell || ElementKind.cells.contains(node.name)
      let nearestTableInCell = node.name == "tableView" ? inCell : tableInCell
      for c in node.children.reversed() { stack.append((c, node, inScene, inTable, topLevel, belowCell, nearestTableInCell)) }
    }
    return out
  }

  /// An element laid out as a view: it has a stored frame.
  static func isView(_ n: XMLNode) -> Bool { n.child("rect", key: "frame") != nil }
}
