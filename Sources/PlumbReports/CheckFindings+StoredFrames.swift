import PlumbInterfaceBuilder
import PlumbLayout

extension CheckFindings {
  /// The constraints placing view `name` that Interface Builder's stored
  /// frames break, by more than `tolerance`: a required one, or an
  /// optional one of the file that the solved layout satisfies.
  ///
  /// A stored frame that differs from the solved one while it still
  /// satisfies every constraint that places it is not misplaced: the
  /// difference comes from what Plumb cannot know of IB's canvas (a font's
  /// or an image's size, a control's metrics) or from freedom the
  /// constraints leave. Xcode's "will be different at run time" means the
  /// constraints move the view; these are the constraints that would.
  ///
  /// Guides are taken as solved, moved with their view's stored frame.
  /// - Complexity: O(*c* · *t*) over the result's generated constraints and their terms.
  static func constraintsBrokenByStoredFrames(of name: String, _ s: SolvedScene, storedAbsolute: [String: Frame]) -> [GeneratedConstraint] {
    let r = s.result
    func value(_ v: LayoutVariable) -> Double {
      let solved = r.value(of: v)
      guard let owner = v.item.owner, let stored = storedAbsolute[owner], let now = r.view(owner)?.absoluteFrame else { return solved }
      // A guide moves and grows with its view; a view is where IB stored it.
      switch v.component {
      case .minX: return solved + stored.x - now.x
      case .minY: return solved + stored.y - now.y
      case .width: return solved + stored.width - now.width
      case .height: return solved + stored.height - now.height
      }
    }
    return r.generated.filter { g in
      if case .contentSize = g.origin { return false }
      guard g.terms.contains(where: { $0.variable.item == .view(name) }) else { return false }
      if !g.priority.isRequired {
        // An optional constraint counts only where it is one of the file's and the layout meets it.
        guard case .scene = g.origin, r.violation(of: g) <= tolerance else { return false }
      }
      let residual = g.terms.reduce(g.constant) { $0 + $1.coefficient * value($1.variable) }
      switch g.relation {
      case .equal: return abs(residual) > tolerance
      case .lessThanOrEqual: return residual > tolerance
      case .greaterThanOrEqual: return residual < -tolerance
      }
    }
  }

  /// Each Auto Layout view's stored frame as an alignment rectangle in the
  /// root's coordinates (stored frames are in their superview's), for the
  /// views whose every ancestor has a stored frame.
  static func storedAbsoluteFrames(_ s: SolvedScene) -> [String: Frame] {
    let info = Dictionary(s.scene.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let parents = Dictionary(s.scene.document.views.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a })
    var origins: [String: (x: Double, y: Double)?] = [:]
    // The origin of a view's frame in root coordinates, walking up (views nest at most 200 deep).
    func origin(_ name: String) -> (x: Double, y: Double)? {
      if let known = origins[name] { return known }
      guard let stored = info[name]?.storedFrame else { origins[name] = .some(nil); return nil }
      var o = (x: stored.x, y: stored.y)
      if let p = parents[name] ?? nil {
        guard let po = origin(p) else { origins[name] = .some(nil); return nil }
        o = (o.x + po.x, o.y + po.y)
      }
      origins[name] = .some(o)
      return o
    }
    var out: [String: Frame] = [:]
    for v in s.scene.views {
      guard let stored = v.storedFrame, let o = origin(v.name) else { continue }
      out[v.name] = v.alignmentRect(ofFrame: Frame(x: o.x, y: o.y, width: stored.width, height: stored.height))
    }
    return out
  }
}
