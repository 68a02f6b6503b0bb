extension ConstraintGenerator {
  /// The layout item a guide of a named view stands for; nil when the view is
  /// not installed.
  func resolveGuide(_ ref: ItemRef) -> LayoutItem? {
    switch ref {
    case .marginsOf(nil): return .margins(nil)
    case .marginsOf(let n?): return views[n] != nil ? .margins(n) : nil
    case .safeAreaOf(let n): return views[n] != nil ? .safeAreaOf(n) : nil
    case .contentOf(let n): return views[n] != nil ? .content(n) : nil
    case .readableOf(nil): return .readable(nil)
    case .readableOf(let n?): return views[n] != nil ? .readable(n) : nil
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
        case .readable(let n): readables.append(n)
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
          if case .margins(let n?) = guide { (.margins(view: n, edge: edge), Self.marginIdentifier(edge)) } else { (.guide(guide, edge: edge, part: 0), nil) }
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
