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

/// The constraints that put `view` between the leading and trailing edges
/// of `guide` (`card.margins`, `root.readable`), its top at `top`, `height` tall.
func pinned(_ view: String, between guide: String, top: String, height: Double) -> String {
  """
  \(view).leading = \(guide).leading
  \(view).trailing = \(guide).trailing
  \(view).top = \(top)
  \(view).height = \(formatPoints(height))
  """
}
