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
  }

  static func find(in document: XMLNode) -> [Found] {
    var out: [Found] = []
    // Iterative walk (views nest deeply): node with its parent and the `<scene>` it is in.
    var stack: [(node: XMLNode, parent: XMLNode?, scene: XMLNode?)] = [(document, nil, nil)]
    while let (node, parent, scene) = stack.popLast() {
      let effectContent = parent?.name == "visualEffectView" && node["key"] == "contentView"
      if parent?.name != "subviews", !effectContent, isView(node), !ElementKind.cells.contains(node.name) {
        let cell = parent.flatMap { ElementKind.cells.contains($0.name) ? $0 : nil }
        let controller = node["key"] == "view" && cell == nil ? parent : nil
        let hasSubviews = !(node.child("subviews")?.children.isEmpty ?? true)
        if controller != nil || cell != nil || hasSubviews {
          out.append(Found(root: node, controller: controller, cell: cell, scene: scene))
        }
      }
      let inScene = node.name == "scene" ? node : scene
      for c in node.children.reversed() { stack.append((c, node, inScene)) }
    }
    return out
  }

  /// An element laid out as a view: it has a stored frame.
  static func isView(_ n: XMLNode) -> Bool { n.child("rect", key: "frame") != nil }
}
