import PlumbLayout

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
    /// That table is a subview of a view controller's view, inset from both
    /// of its sides by at least the view's system minimum margin
    /// (`LayoutDocument.systemMinimumSideMargin`): the view's margins do not reach into the table
    /// (`preservesSuperviewLayoutMargins` counts a superview's margin only
    /// where the view is nearer the edge than it), so its cells take the
    /// table's own width's margin.
    var tableClearOfRootMargins = false
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
    // And the view above the nearest table's `<subviews>` (its superview).
    var stack:
      [(node: XMLNode, parent: XMLNode?, grandparent: XMLNode?, scene: XMLNode?, table: XMLNode?, tableSuperview: XMLNode?, parentTopLevel: Bool, inCell: Bool, tableInCell: Bool)] = [
        (document, nil, nil, nil, nil, nil, false, false, false)
      ]
    while let (node, parent, grandparent, scene, table, tableSuperview, parentTopLevel, inCell, tableInCell) = stack.popLast() {
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
              tableClearOfRootMargins: cell != nil && clearOfMargins(table, in: tableSuperview),
              topLevel: controller == nil && (cell == nil ? parent?.name == "objects" : parentTopLevel)))
        }
      }
      let inScene = node.name == "scene" ? node : scene
      let inTable = node.name == "tableView" ? node : table
      let superviewOfTable = node.name == "tableView" ? (parent?.name == "subviews" ? grandparent : nil) : tableSuperview
      let topLevel = parent?.name == "objects"
      let belowCell = inCell || ElementKind.cells.contains(node.name)
      let nearestTableInCell = node.name == "tableView" ? inCell : tableInCell
      for c in node.children.reversed() {
        stack.append((c, node, parent, inScene, inTable, superviewOfTable, topLevel, belowCell, nearestTableInCell))
      }
    }
    return out
  }

  /// Whether `table`, a subview of the view controller view `superview`,
  /// stands clear of that view's side margins (see `Found.tableClearOfRootMargins`).
  static func clearOfMargins(_ table: XMLNode?, in superview: XMLNode?) -> Bool {
    guard let table, let superview, superview["key"] == "view", let t = SceneBuilder.frame(of: table), let s = SceneBuilder.frame(of: superview) else { return false }
    // A controller's view stored in portrait or landscape: its short side is the screen's.
    let margin = LayoutDocument.systemMinimumSideMargin(shortSide: min(s.width, s.height), regular: false)
    return t.x >= margin - 0.5 && s.width - (t.x + t.width) >= margin - 0.5
  }

  /// An element laid out as a view: it has a stored frame.
  static func isView(_ n: XMLNode) -> Bool { n.child("rect", key: "frame") != nil }
}
