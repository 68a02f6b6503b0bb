import PlumbLayout
import PlumbScene

/// A scene's text, parsed and solved.
func solveScene(_ text: String) throws -> LayoutResult {
  LayoutEngine(try SceneParser.parse(text, file: "t.scene").document).layoutIfNeeded()
}

/// A view's solved frame in its superview's coordinates, as
/// `[x, y, width, height]` to a thousandth of a point (empty: no such view).
func sceneFrame(_ r: LayoutResult, _ name: String) -> [Double] {
  guard let f = r.view(name)?.frame else { return [] }
  return [f.x, f.y, f.width, f.height].map { ($0 * 1000).rounded() / 1000 }
}

/// The constraints that pin `view`'s left, right and top to `owner`'s margins guide, `height` tall.
func pinnedToMargins(_ view: String, of owner: String, height: Double) -> String {
  """
  \(view).left = \(owner).margins.left
  \(view).right = \(owner).margins.right
  \(view).top = \(owner).margins.top
  \(view).height = \(formatPoints(height))
  """
}
