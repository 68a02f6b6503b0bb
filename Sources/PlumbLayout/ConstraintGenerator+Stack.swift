extension ConstraintGenerator {
  /// The constraints UIStackView makes for its arranged views, with UIKit's
  /// identifiers:
  /// - `UISV-canvas-connection`: the first and last views meet the stack's
  ///   edges along the axis; with `fill` alignment every view meets both
  ///   cross edges;
  /// - `UISV-spacing`: each view follows the previous by `spacing` (at
  ///   least `spacing` for equalSpacing and equalCentering), from baseline
  ///   to baseline in a vertical stack arranged by baselines;
  /// - `UISV-fill-equally`; `UISV-fill-proportionally` (sizes in the ratio of
  ///   the intrinsic sizes, or of the sizes before layout for views without
  ///   one, at 999); `UISV-distributing-edge` (equal gaps
  ///   for equalSpacing; equal distances between centres for
  ///   equalCentering, at 150, below hugging and compression resistance, so
  ///   that the spacing shrinks first and views are compressed only when
  ///   they still don't fit);
  /// - `UISV-alignment` and `UISV-spanning-boundary` for the other
  ///   alignments, and `UISV-canvas-fit` (at 49) so that the stack is as
  ///   small across its axis as its largest view allows; equalSpacing and
  ///   equalCentering also get one along the axis (UIKit's
  ///   `_configurationRequiresCanvasConnectionFittingConstraint` holds for
  ///   exactly those two distributions), so that their gaps are as small as
  ///   `spacing` allows when nothing else sets the stack's length;
  /// - `UISV-ambiguity-suppression` (at 25) for every alignment but fill:
  ///   each arranged view's size across the axis is 0 unless something
  ///   else sizes it, so such a view is never ambiguous there.
  ///
  /// A hidden arranged view gets `UISV-hiding` (its size along the axis is
  /// 0, at `StackSpec.hidingPriority`; it sits in the gap it left) and
  /// takes no part in the rest.
  ///
  /// Leading and trailing follow the layout direction on both axes: a
  /// horizontal stack runs right to left under `rtl`, and a vertical stack's
  /// `leading` alignment is then its right edge.
  func generateStack(_ v: ViewSpec, into out: inout [GeneratedConstraint]) {
    guard let spec = v.stack else { return }
    let s = v.name
    // With layoutMarginsRelativeArrangement the arrangement is inside the stack's margins guide.
    let stack: LayoutItem = spec.layoutMarginsRelativeArrangement ? .margins(s) : .view(s)
    let flipped = document.direction == .rightToLeft
    var counts: [String: Int] = [:]
    /// `lhs relation rhs + constant` under a UIKit identifier, numbered per identifier.
    func add(
      _ id: String, _ lhs: [(LayoutItem, LayoutAttribute, Double)], _ r: LayoutRelation, _ rhs: [(LayoutItem, LayoutAttribute, Double)],
      constant: Double = 0, priority: LayoutPriority = .required
    ) {
      let n = counts[id, default: 0]
      counts[id] = n + 1
      let operands = { (xs: [(LayoutItem, LayoutAttribute, Double)]) in xs.map { Operand(item: $0.0, attribute: $0.1, multiplier: $0.2) } }
      out.append(rule(.stack(s, identifier: id, index: n), id, operands(lhs), r, operands(rhs), constant: constant, priority: priority, flipped: flipped))
    }
    let a = { (n: String) in LayoutItem.view(n) }
    // A hidden arranged view collapses to zero along the axis (at
    // `hidingPriority`) and leaves the arrangement. It is held in the gap
    // it left, half the spacing after the view shown before it (at that
    // view's end when none is shown after it, at the stack's start when
    // none before), and aligned across the axis as the stack aligns its
    // views, so that it is not ambiguous.
    let horizontal = spec.axis == .horizontal
    let (start, end, size, center): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    let (crossStart, crossEnd, crossSize, crossCenter): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    let isShown = { (n: String) in views[n].map { !$0.isHidden } ?? false }
    var alignment = spec.alignment
    if alignment == .top { alignment = .leading }
    if alignment == .bottom { alignment = .trailing }
    if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
    for (k, n) in spec.arranged.enumerated() where views[n]?.isHidden == true {
      add("UISV-hiding", [(a(n), size, 1)], .equal, [], priority: spec.hidingPriority)
      if let before = spec.arranged[..<k].last(where: isShown) {
        let gap = spec.arranged[(k + 1)...].contains(where: isShown) ? spec.spacing(after: before) / 2 : 0
        add("UISV-hiding", [(a(n), start, 1)], .equal, [(a(before), end, 1)], constant: gap)
      } else {
        add("UISV-hiding", [(a(n), start, 1)], .equal, [(stack, start, 1)])
      }
      // Across the axis a hidden view stays in the alignment, as UIKit's
      // aligned arrangement keeps every arranged view (Interface Builder
      // centres a hidden view of a centred stack: five of five in the
      // corpus and a fresh sample; the fill and leading ones sit at the start).
      switch alignment {
      case .center: add("UISV-alignment", [(a(n), crossCenter, 1)], .equal, [(stack, crossCenter, 1)])
      case .trailing: add("UISV-canvas-connection", [(a(n), crossEnd, 1)], .equal, [(stack, crossEnd, 1)])
      default: add("UISV-canvas-connection", [(a(n), crossStart, 1)], .equal, [(stack, crossStart, 1)])
      }
      // Where the hiding gives way, the view keeps the stack's cross size,
      // as Interface Builder's canvas shows it; in a stack whose views are
      // all hidden (its cross size collapsed) only where nothing else sizes
      // the view (an unseen file's row of 26 hidden 28-point icons in a
      // stack of no size keeps them 28 high).
      if !spec.hidingPriority.isRequired && spec.alignment == .fill {
        let priority: LayoutPriority = spec.arranged.contains(where: isShown) ? spec.hidingPriority : 50
        add("UISV-hiding", [(a(n), crossSize, 1)], .equal, [(stack, crossSize, 1)], priority: priority)
      }
    }
    let arranged = spec.arranged.filter(isShown)
    guard !arranged.isEmpty else { return }
    let first = arranged[0], last = arranged[arranged.count - 1]
    add("UISV-canvas-connection", [(a(first), start, 1)], .equal, [(stack, start, 1)])
    add("UISV-canvas-connection", [(a(last), end, 1)], .equal, [(stack, end, 1)])
    let spacing: LayoutRelation = [.equalSpacing, .equalCentering].contains(spec.distribution) ? .greaterThanOrEqual : .equal
    // A vertical stack arranged by baselines spaces each view's first baseline from the previous one's last.
    let (next, previous) = spec.baselineRelativeArrangement && !horizontal ? (LayoutAttribute.firstBaseline, LayoutAttribute.lastBaseline) : (start, end)
    for (p, n) in zip(arranged, arranged.dropFirst()) {
      add("UISV-spacing", [(a(n), next, 1)], spacing, [(a(p), previous, 1)], constant: spec.spacing(after: p))
    }
    switch spec.distribution {
    case .fill:
      break
    case .fillEqually:
      for n in arranged.dropFirst() {
        add("UISV-fill-equally", [(a(n), size, 1)], .equal, [(a(first), size, 1)])
      }
    case .fillProportionally:
      // Each view's size is to the first's as their intrinsic sizes are
      // (their sizes before layout where they have none).
      let sizes = arranged.map { n -> Double in
        let i = views[n].map { $0.intrinsicSize(wrapWidth: wrapWidths[n]) }
        return (horizontal ? i?.width : i?.height) ?? spec.currentSizes[n] ?? 0
      }
      if sizes[0] > 0 {
        for (k, n) in arranged.enumerated().dropFirst() where sizes[k] > 0 {
          let m = sizes[k] / sizes[0]
          add("UISV-fill-proportionally", [(a(n), size, 1)], .equal, [(a(first), size, m)], priority: 999)
        }
      }
    case .equalSpacing:
      // gap(k) == gap(1): every gap between neighbours equals the first.
      for k in arranged.indices.dropFirst(2) {
        let (p, n) = (arranged[k - 1], arranged[k])
        add("UISV-distributing-edge", [(a(n), start, 1), (a(p), end, -1)], .equal, [(a(arranged[1]), start, 1), (a(first), end, -1)])
      }
    case .equalCentering:
      for k in arranged.indices.dropFirst(2) {
        let (p, n) = (arranged[k - 1], arranged[k])
        add("UISV-distributing-edge", [(a(n), center, 1), (a(p), center, -1)], .equal,
            [(a(arranged[1]), center, 1), (a(first), center, -1)], priority: 150)
      }
    }
    for n in arranged {
      func toStack(_ id: String, _ x: LayoutAttribute, _ r: LayoutRelation) {
        add(id, [(a(n), x, 1)], r, [(stack, x, 1)])
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
        let b: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if n != first {
          add("UISV-alignment", [(a(n), b, 1)], .equal, [(a(first), b, 1)])
        }
        toStack("UISV-spanning-boundary", crossStart, .greaterThanOrEqual)
        toStack("UISV-spanning-boundary", crossEnd, .lessThanOrEqual)
      case .top, .bottom:
        break
      }
    }
    if alignment != .fill {
      add("UISV-canvas-fit", [(stack, crossSize, 1)], .equal, [], priority: 49)
      // Below everything a layout states (hugging is 250 by default, and a
      // fitting size 50), each view's size across the axis is 0: a view
      // that nothing else sizes there (a spacer view, an empty view) is 0
      // across rather than ambiguous, as UIKit's `_UIAlignedLayoutArrangement`
      // makes it for every alignment but fill.
      for n in spec.arranged {
        add("UISV-ambiguity-suppression", [(a(n), crossSize, 1)], .equal, [], priority: 25)
      }
    }
    if spacing == .greaterThanOrEqual {
      add("UISV-canvas-fit", [(stack, size, 1)], .equal, [], priority: 49)
    }
  }
}
