extension ConstraintGenerator {
  /// The layout item a guide of a named view stands for; nil when the view is
  /// not installed.
  /// `parent` is the constraint's first item's parent (nil: the root), whose guides `.superview` names.
  func resolveGuide(_ ref: ItemRef, firstItemParent parent: String?) -> LayoutItem? {
    let g: LayoutGuide, owner: String?
    switch ref {
    case .guide(let guide, let name): (g, owner) = (guide, name)
    case .superviewGuide(let guide): (g, owner) = (guide, parent)
    case .view, .superview, .root: return nil
    }
    switch owner {
    case nil: return LayoutItem.guide(g, of: nil) ?? .root
    case let n?:
      guard views[n] != nil else { return nil }
      // A guide the model holds as another item: the frame guide is the view, a legacy guide the safe area.
      return LayoutItem.guide(g, of: n) ?? (g.owners == .viewController ? .safeArea : .view(n))
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
  /// - a view's or the root's `readableContentGuide`: its margins, narrowed
  ///   to at most `Insets.readableWidth` wide, centred (UIKit's identifiers
  ///   for these are not documented: none is given);
  /// - a scroll view's `contentLayoutGuide`: its content at content offset
  ///   zero, so its origin is the scroll view's and its size is left to
  ///   the constraints (`UIScrollView-contentLayoutGuide-*`).
  func generateGuides(into out: inout [GeneratedConstraint]) {
    var margins: [String] = []
    var safeAreas: [String] = []
    var contents: [String] = []
    var readables: [String?] = []
    var seen: Set<LayoutItem> = []
    // Views whose margins `generateMargins` already made (a `margins` item).
    for spec in document.constraints where spec.firstItem.isSuperviewMargins || spec.secondItem?.isSuperviewMargins == true {
      if case .view(let n) = spec.firstItem, let p = views[n]?.parent, views[p] != nil { seen.insert(.margins(p)) }
    }
    for spec in document.constraints {
      var parent: String?
      if case .view(let n) = spec.firstItem { parent = views[n]?.parent }
      for ref in [spec.firstItem, spec.secondItem] {
        guard let ref, let item = resolveGuide(ref, firstItemParent: parent), seen.insert(item).inserted else { continue }
        switch item {
        case .guide(.margins, let n?): margins.append(n)
        case .guide(.safeArea, let n?): safeAreas.append(n)
        case .guide(.scrollContent, let n?): contents.append(n)
        case .guide(.readableContent, let n): readables.append(n)
        default: break
        }
      }
    }
    // Stacks arranged inside their margins use their margins guide.
    for v in document.views where v.stack?.layoutMarginsRelativeArrangement == true && views[v.name] != nil {
      if seen.insert(.margins(v.name)).inserted { margins.append(v.name) }
    }
    func operand(_ item: LayoutItem, _ attr: LayoutAttribute) -> Operand { Operand(item: item, attribute: attr, multiplier: 1) }
    let edges: [(LayoutAttribute, Double)] = [(.left, 1), (.top, 1), (.right, -1), (.bottom, -1)]
    // A view's margins guide and readable content guide sit inside it by their insets.
    let insetGuides: [(guide: LayoutItem, view: LayoutItem, insets: Insets)] =
      margins.map { (.margins($0), .view($0), self.margins(of: $0) ?? .zero) }
      + readables.map { (.readable($0), $0.map { .view($0) } ?? .root, readableInsets(of: $0) ?? .zero) }
    for (guide, view, insets) in insetGuides {
      for (edge, k) in edges {
        let inset = edge == .left ? insets.left : edge == .top ? insets.top : edge == .right ? insets.right : insets.bottom
        let (origin, id): (GeneratedConstraint.Origin, String?) =
          if case .guide(.margins, let n?) = guide { (.margins(view: n, edge: edge), Self.marginIdentifier(edge)) } else { (.guide(guide, edge: edge, part: 0), nil) }
        out.append(rule(origin, id, [operand(guide, edge)], .equal, [operand(view, edge)], constant: k * inset))
      }
    }
    for n in safeAreas {
      let view = LayoutItem.view(n), guide = LayoutItem.safeAreaOf(n)
      for (edge, k) in edges {
        // "Inside" is the larger value for left and top, the smaller for right and bottom.
        let r: LayoutRelation = k > 0 ? .greaterThanOrEqual : .lessThanOrEqual
        let id = Self.safeAreaIdentifier(edge)
        out.append(rule(.guide(guide, edge: edge, part: 0), id, [operand(guide, edge)], r, [operand(view, edge)]))
        out.append(rule(.guide(guide, edge: edge, part: 1), id, [operand(guide, edge)], r, [operand(.safeArea, edge)]))
        out.append(rule(.guide(guide, edge: edge, part: 2), id, [operand(guide, edge)], .equal, [operand(view, edge)], priority: 1))
      }
    }
    for n in contents {
      let view = LayoutItem.view(n), guide = LayoutItem.content(n)
      for edge in [LayoutAttribute.left, .top] {
        let id = Self.scrollContentIdentifiers[edge]
        out.append(rule(.guide(guide, edge: edge, part: 0), id, [operand(guide, edge)], .equal, [operand(view, edge)]))
      }
    }
  }
}
