import PlumbSolver

extension LayoutEngine {
  /// The installed views whose margins follow their frames, parents before
  /// children (a view's effective margins feed its subviews'): those that
  /// preserve their superview's margins or follow the readable width, and,
  /// when the root has an unsafe area, those whose margins guide is in the
  /// layout and insets its margins from the safe area.
  func marginFollowers(_ generator: ConstraintGenerator) -> [ViewSpec] {
    let unsafe = document.safeAreaInsets != .zero
    return document.views
      .filter {
        ($0.preservesSuperviewMargins || $0.followsReadableWidth
          || (unsafe && document.insetsMargins($0) && boxes[.margins($0.name)] != nil)) && generator.isInstalled($0.name)
      }
      .sorted { (generator.depths[$0.name] ?? 0) < (generator.depths[$1.name] ?? 0) }
  }

  /// What the margins inside view `v` are measured from, across and down,
  /// as offsets whose freedom moves a view pinned to them (see
  /// `makeResult`): where `v` lands on the screen and its size, when they
  /// grow by the unsafe area it reaches (across only where the root has an
  /// unsafe area at the sides, down only above or below); where it lands
  /// in its superview and its size, when it preserves the superview's
  /// margins; and (across) its width, when it follows the readable width
  /// or has a readable content guide.
  func marginMeasures(of v: ViewSpec) -> (across: [Offset], down: [Offset]) {
    guard let b = boxes[.view(v.name)] else { return ([], []) }
    var across: [Offset] = [], down: [Offset] = []
    let unsafe = document.safeAreaInsets
    if document.insetsMargins(v) && boxes[.margins(v.name)] != nil {
      if unsafe.left != 0 || unsafe.right != 0 { across += [Offset(b.left), Offset(b.width)] }
      if unsafe.top != 0 || unsafe.bottom != 0 { down += [Offset(b.top), Offset(b.height)] }
    }
    if v.preservesSuperviewMargins, let s = boxes[v.parent.map { .view($0) } ?? .root] {
      across += [Offset(b.left, from: s.left), Offset(b.width)]
      down += [Offset(b.top, from: s.top), Offset(b.height)]
    }
    if v.followsReadableWidth || boxes[.readable(v.name)] != nil { across.append(Offset(b.width)) }
    return (across, down)
  }

  /// The views that a constraint pins to their superview's margins or
  /// readable content guide (a stack's arranged views, where it arranges
  /// them within its margins), each with its superview: those whose
  /// measured margins move it.
  /// - Complexity: O(terms of the generated constraints), allocating only
  ///   for the constraints that name such a guide.
  func superviewsWhoseMarginsHold() -> [String: ViewSpec] {
    func marginsOwner(_ t: LayoutTerm) -> String? {
      guard case .guide(let guide, let owner?) = t.variable.item, guide == .margins || guide == .readableContent else { return nil }
      return owner
    }
    var held: [String: ViewSpec] = [:]
    var index: [String: Int]?
    let views = document.views
    for g in generated where g.terms.contains(where: { marginsOwner($0) != nil }) {
      // Made once, when a constraint first names margins.
      let byName = index ?? Dictionary(views.indices.map { (views[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
      index = byName
      let owners = g.terms.compactMap(marginsOwner)
      for t in g.terms {
        guard case .view(let n) = t.variable.item, let i = byName[n], let p = views[i].parent, owners.contains(p),
          let j = byName[p]
        else { continue }
        held[n] = views[j]
      }
    }
    return held
  }

  /// The insets of guides at the solved frames: the effective margins of
  /// `views` whose margins guide is in the layout and differs from their
  /// own margins, and every readable content guide of a view in the layout
  /// (its margins narrowed to the readable width at the view's solved width).
  func measuredGuides(_ views: [ViewSpec], generator: ConstraintGenerator) -> [LayoutItem: Insets] {
    var effective: [String: Insets] = [:]
    var out: [LayoutItem: Insets] = [:]
    for v in views {
      let m = effectiveMargins(of: v, generator: generator, known: effective)
      effective[v.name] = m
      if m != v.margins, boxes[.margins(v.name)] != nil { out[.margins(v.name)] = m }
    }
    for case .guide(.readableContent, let n?) in boxes.keys {
      guard let m = effective[n] ?? generator.margins(of: n) else { continue }
      out[.readable(n)] = m.narrowedToReadableWidth(in: value(.view(n), .width))
    }
    return out
  }

  /// A view's margins as UIKit computes them from its frame:
  /// - with `preservesSuperviewLayoutMargins`, on each edge at least as far
  ///   in as the superview's margin reaches into the view (the smallest
  ///   adjustment that keeps its content inside the superview's margins too);
  ///   the superview's margins are its effective ones (they cascade);
  /// - with `layoutMarginsFollowReadableWidth`, the left and right margins
  ///   grow so that the guide between them is at most `Insets.readableWidth`
  ///   wide, centred in the margins it had.
  func effectiveMargins(of v: ViewSpec, generator: ConstraintGenerator, known: [String: Insets]) -> Insets {
    var m = v.margins
    let frame = solvedFrame(.view(v.name))
    if document.insetsMargins(v) { m = m + unsafeOverlap(of: frame) }
    if v.preservesSuperviewMargins {
      let parentFrame = v.parent.map { solvedFrame(.view($0)) } ?? solvedFrame(.root)
      let pm = v.parent.map { known[$0] ?? generator.margins(of: $0) ?? .zero } ?? generator.rootMargins
      m.left = max(m.left, parentFrame.x + pm.left - frame.x)
      m.top = max(m.top, parentFrame.y + pm.top - frame.y)
      m.right = max(m.right, frame.x + frame.width - (parentFrame.x + parentFrame.width - pm.right))
      m.bottom = max(m.bottom, frame.y + frame.height - (parentFrame.y + parentFrame.height - pm.bottom))
    }
    return v.followsReadableWidth ? m.narrowedToReadableWidth(in: frame.width) : m
  }

  /// How far the root's unsafe area reaches into `frame` on each edge (the
  /// view's `safeAreaInsets`): 0 where the view lies inside the safe area,
  /// at most the view's size, and 0 for a view wholly outside the root
  /// (Apple: a view "not yet visible onscreen" has insets of 0; a scroll
  /// view's content far below the screen keeps its own margins).
  func unsafeOverlap(of frame: Frame) -> Insets {
    let s = document.safeAreaInsets
    guard s != .zero else { return .zero }
    let (w, h) = document.size
    if frame.y >= h || frame.y + frame.height <= 0 || frame.x >= w || frame.x + frame.width <= 0 { return .zero }
    func clamp(_ x: Double, _ limit: Double) -> Double { min(max(0, x), max(0, limit)) }
    return Insets(
      top: clamp(s.top - frame.y, frame.height), left: clamp(s.left - frame.x, frame.width),
      bottom: clamp(frame.y + frame.height - (h - s.bottom), frame.height), right: clamp(frame.x + frame.width - (w - s.right), frame.width))
  }

  /// An item's solved rectangle, in the root's coordinates.
  func solvedFrame(_ item: LayoutItem) -> Frame {
    Frame(x: value(item, .minX), y: value(item, .minY), width: value(item, .width), height: value(item, .height))
  }
}

extension LayoutItem {
  /// Whether the item is the readable content guide of a view below the root (measured from its solved width).
  var isReadableGuideOfView: Bool {
    if case .guide(.readableContent, _?) = self { return true }
    return false
  }
}
