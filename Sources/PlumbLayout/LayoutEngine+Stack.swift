import PlumbSolver

extension LayoutEngine {
  /// Makes the constraints UIStackView makes for its arranged views, with
  /// UIKit's identifiers in their descriptions:
  /// - `UISV-canvas-connection`: the first and last views meet the stack's
  ///   edges along the axis; with `fill` alignment every view meets both
  ///   cross edges;
  /// - `UISV-spacing`: each view follows the previous by `spacing` (at
  ///   least `spacing` for equalSpacing and equalCentering);
  /// - `UISV-fill-equally`, `UISV-fill-proportionally` (by intrinsic size,
  ///   at 999), `UISV-distributing` (equal gaps, or equal distances between
  ///   centres at 999);
  /// - `UISV-alignment` and `UISV-spanning-boundary` for the other
  ///   alignments, and `UISV-canvas-fit` (at 49) so that the stack is as
  ///   small across its axis as its largest view allows.
  func installStack(_ v: ViewSpec) {
    guard let spec = v.stack, let stack = boxes[v.name] else { return }
    let views = spec.arranged.compactMap { n in boxes[n].map { (n, $0) } }
    guard !views.isEmpty else { return }
    let horizontal = spec.axis == .horizontal
    let flipped = document.direction == .rightToLeft && horizontal
    func attr(_ b: Box, _ a: LayoutAttribute, _ name: String? = nil) -> LinearExpression {
      expression(b, .zero, a, view: name.flatMap { viewNamed($0) }, flipped: flipped && [.leading, .trailing, .centerX].contains(a))
    }
    let (start, end, size, center): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    let (crossStart, crossEnd, crossSize, crossCenter): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    func add(_ id: String, _ a: LinearExpression, _ r: Relation, _ b: LinearExpression, _ p: Priority = .required, _ text: String) {
      let c = Constraint(a, r, b, priority: p, label: "<NSLayoutConstraint '\(id)' \(text)\(p.isRequired ? "" : " @\(p)")   (active)>")
      if (try? solver.add(c)) != nil { stackConstraints.append(c) }
    }
    let s = v.name
    let (firstName, first) = views[0], (lastName, last) = views[views.count - 1]
    add("UISV-canvas-connection", attr(first, start), .equal, attr(stack, start), .required, "\(firstName).\(start) == \(s).\(start)")
    add("UISV-canvas-connection", attr(last, end), .equal, attr(stack, end), .required, "\(lastName).\(end) == \(s).\(end)")
    let spacingRelation: Relation = [.equalSpacing, .equalCentering].contains(spec.distribution) ? .greaterThanOrEqual : .equal
    for k in 1..<max(1, views.count) {
      let (pn, p) = views[k - 1], (n, b) = views[k]
      add("UISV-spacing", attr(b, start), spacingRelation, attr(p, end) + LinearExpression(constant: spec.spacing), .required,
          "\(n).\(start) \(spacingRelation.rawValue) \(pn).\(end) + \(formatPoints(spec.spacing))")
    }
    switch spec.distribution {
    case .fill:
      break
    case .fillEqually:
      for (n, b) in views.dropFirst() {
        add("UISV-fill-equally", attr(b, size), .equal, attr(first, size), .required, "\(n).\(size) == \(firstName).\(size)")
      }
    case .fillProportionally:
      let sizes = views.map { n, _ in viewNamed(n).flatMap { horizontal ? intrinsicSize(of: $0, width: nil).width : intrinsicSize(of: $0, width: nil).height } ?? 0 }
      if sizes[0] > 0 {
        for (k, (n, b)) in views.enumerated().dropFirst() where sizes[k] > 0 {
          let m = sizes[k] / sizes[0]
          add("UISV-fill-proportionally", attr(b, size), .equal, m * attr(first, size), 999, "\(n).\(size) == \(formatPoints(m))*\(firstName).\(size)")
        }
      }
    case .equalSpacing:
      if views.count > 2 {
        let gap0 = attr(views[1].1, start) - attr(first, end)
        for k in 2..<views.count {
          add("UISV-distributing", attr(views[k].1, start) - attr(views[k - 1].1, end), .equal, gap0, .required,
              "gap before \(views[k].0) == gap before \(views[1].0)")
        }
      }
    case .equalCentering:
      if views.count > 2 {
        let d0 = attr(views[1].1, center) - attr(first, center)
        for k in 2..<views.count {
          add("UISV-distributing", attr(views[k].1, center) - attr(views[k - 1].1, center), .equal, d0, 999,
              "\(views[k].0).\(center) - \(views[k - 1].0).\(center) == \(views[1].0).\(center) - \(firstName).\(center)")
        }
      }
    }
    var alignment = spec.alignment
    if alignment == .top { alignment = .leading }
    if alignment == .bottom { alignment = .trailing }
    if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
    for (n, b) in views {
      /// `n.x REL stack.x`, required, logged as UIStackView names it.
      func toStack(_ id: String, _ x: LayoutAttribute, _ r: Relation) {
        add(id, attr(b, x), r, attr(stack, x), .required, "\(n).\(x) \(r.rawValue) \(s).\(x)")
      }
      switch alignment {
      case .fill:
        toStack("UISV-canvas-connection", crossStart, .equal)
        toStack("UISV-canvas-connection", crossEnd, .equal)
      case .leading:
        toStack("UISV-canvas-connection", crossStart, .equal)
        toStack("UISV-spanning-boundary", crossEnd, .lessThanOrEqual)
      case .trailing:
        toStack("UISV-canvas-connection", crossEnd, .equal)
        toStack("UISV-spanning-boundary", crossStart, .greaterThanOrEqual)
      case .center:
        toStack("UISV-alignment", crossCenter, .equal)
        toStack("UISV-spanning-boundary", crossStart, .greaterThanOrEqual)
      case .firstBaseline, .lastBaseline:
        let a: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if n != firstName {
          add("UISV-alignment", attr(b, a, n), .equal, attr(first, a, firstName), .required, "\(n).\(a) == \(firstName).\(a)")
        }
        toStack("UISV-spanning-boundary", crossStart, .greaterThanOrEqual)
        toStack("UISV-spanning-boundary", crossEnd, .lessThanOrEqual)
      case .top, .bottom:
        break
      }
    }
    if alignment != .fill {
      add("UISV-canvas-fit", attr(stack, crossSize), .equal, LinearExpression(constant: 0), 49, "\(s).\(crossSize) == 0")
    }
  }
}
