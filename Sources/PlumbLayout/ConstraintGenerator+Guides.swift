extension ConstraintGenerator {
  /// The layout item a guide of a named view stands for; nil when the view is
  /// not installed.
  func resolveGuide(_ ref: ItemRef) -> LayoutItem? {
    switch ref {
    case .marginsOf(nil): return .margins(nil)
    case .marginsOf(let n?): return views[n] != nil ? .margins(n) : nil
    case .safeAreaOf(let n): return views[n] != nil ? .safeAreaOf(n) : nil
    case .contentOf(let n): return views[n] != nil ? .content(n) : nil
    default: return nil
    }
  }

  /// The guides of named views that the document's constraints use, with
  /// UIKit's identifiers:
  /// - a view's `layoutMarginsGuide` (`UIView-leftMargin-guide-constraint`
  ///   and kin), as for the first item's superview's, and a stack's whose
  ///   arrangement is relative to its margins;
  /// - a view's `safeAreaLayoutGuide` (`UIViewSafeAreaLayoutGuide-*`): the
  ///   part of the view inside the root's safe area. Each edge is at least
  ///   as far in as the view's and as the root's safe area's, and as near
  ///   the view's own edge as that allows (at priority 1, so it decides
  ///   nothing else): `max(view.top, safeArea.top)` and kin;
  /// - a scroll view's `contentLayoutGuide`: its content at content offset
  ///   zero, so its origin is the scroll view's and its size is left to
  ///   the constraints (`UIScrollView-contentLayoutGuide-*`).
  func generateGuides(into out: inout [GeneratedConstraint]) {
    var margins: [String] = []
    var safeAreas: [String] = []
    var contents: [String] = []
    var seen: Set<LayoutItem> = []
    // Views whose margins `generateMargins` already made (a `margins` item).
    for spec in document.constraints where spec.firstItem == .margins || spec.secondItem == .margins {
      if case .view(let n) = spec.firstItem, let p = views[n]?.parent, views[p] != nil { seen.insert(.margins(p)) }
    }
    for spec in document.constraints {
      for ref in [spec.firstItem, spec.secondItem] {
        guard let ref, let item = resolveGuide(ref), seen.insert(item).inserted else { continue }
        switch item {
        case .margins(let n?): margins.append(n)
        case .safeAreaOf(let n): safeAreas.append(n)
        case .content(let n): contents.append(n)
        default: break
        }
      }
    }
    // Stacks arranged inside their margins use their margins guide.
    for v in document.views where v.stack?.layoutMarginsRelativeArrangement == true && views[v.name] != nil {
      if seen.insert(.margins(v.name)).inserted { margins.append(v.name) }
    }
    for n in margins {
      let insets = views[n]?.margins ?? .zero
      let view = LayoutItem.view(n), guide = LayoutItem.margins(n)
      let edges: [(String, LayoutAttribute, Double, Double)] = [
        ("left", .left, 1, insets.left), ("top", .top, 1, insets.top),
        ("right", .right, -1, insets.right), ("bottom", .bottom, -1, insets.bottom),
      ]
      for (name, attr, k, inset) in edges {
        let e = expression([(guide, attr, 1), (view, attr, -1)], constant: -k * inset)
        let rhs = inset == 0 ? "" : (k > 0 ? " + " : " - ") + formatPoints(inset)
        out.append(system("\(view).\(name)Margin", "UIView-\(name)Margin-guide-constraint", e, "\(guide).\(name) == \(view).\(name)\(rhs)"))
      }
    }
    for n in safeAreas {
      let view = LayoutItem.view(n), guide = LayoutItem.safeAreaOf(n)
      // (name, attribute, +1 where "inside" is the larger value)
      let edges: [(String, LayoutAttribute, Double)] = [("left", .left, 1), ("top", .top, 1), ("right", .right, -1), ("bottom", .bottom, -1)]
      for (name, attr, k) in edges {
        let r: LayoutRelation = k > 0 ? .greaterThanOrEqual : .lessThanOrEqual
        let s = r.uikitSymbol
        out.append(system(
          "\(guide).\(name) view", "UIViewSafeAreaLayoutGuide-\(name)", expression([(guide, attr, 1), (view, attr, -1)]),
          "\(guide).\(name) \(s) \(view).\(name)", relation: r))
        out.append(system(
          "\(guide).\(name) root", "UIViewSafeAreaLayoutGuide-\(name)", expression([(guide, attr, 1), (.safeArea, attr, -1)]),
          "\(guide).\(name) \(s) safeArea.\(name)", relation: r))
        out.append(system(
          "\(guide).\(name) tight", "UIViewSafeAreaLayoutGuide-\(name)", expression([(guide, attr, 1), (view, attr, -1)]),
          "\(guide).\(name) == \(view).\(name)", priority: 1))
      }
    }
    for n in contents {
      let view = LayoutItem.view(n), guide = LayoutItem.content(n)
      for (name, attr) in [("left", LayoutAttribute.left), ("top", .top)] {
        out.append(system(
          "\(guide).\(name)", "UIScrollView-contentLayoutGuide-\(name)", expression([(guide, attr, 1), (view, attr, -1)]),
          "\(guide).\(name) == \(view).\(name)"))
      }
    }
  }
}
