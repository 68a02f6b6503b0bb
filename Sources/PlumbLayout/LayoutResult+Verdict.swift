extension LayoutResult {
  /// What content hugging and compression resistance did to a view, in one
  /// line of CHCR words: whether it stretches, is cut or keeps its content's
  /// size, and which view's priority it lost or won against.
  ///
  /// The rival is a view whose content-size constraint holds with equality
  /// and reaches the view's size through other such constraints (what
  /// `constraintsAffecting` lists): the one the engine traded against.
  /// The horizontal axis is told first; the vertical one when the
  /// horizontal has nothing to tell.
  /// - Complexity: O(constraints × variables reached), as `constraintsAffecting`; meant for one selected view.
  public func verdict(for name: String, document: LayoutDocument, language: Language = .en) -> String? {
    guard let v = view(name), let spec = document.view(named: name) else { return nil }
    let words = VerdictWords(language)
    if v.isAmbiguous {
      // Optional constraints that tie: the halves of the content-size constraints that trade are of equal priority.
      // The engine's pick among the tied layouts tells which halves trade: a view larger than its content, its hugging.
      func raw(_ view: String, _ axis: Axis) -> ContentState? {
        guard let (size, intrinsic) = LessonCondition.sizes(view, axis, self) else { return nil }
        return size > intrinsic + LessonCondition.tolerance ? .stretches : size < intrinsic - LessonCondition.tolerance ? .cut : .fits
      }
      for axis in Axis.allCases {
        guard let state = raw(name, axis) else { continue }
        for rival in rivals(name, axis, document) {
          guard let r = document.view(named: rival), let theirs = raw(rival, axis) else { continue }
          // Room to spare: the huggings trade; too little: the compression resistances.
          let hugging = state == .stretches || (state == .fits && theirs == .stretches)
          let (mine, other) = hugging ? (spec.hugging(axis), r.hugging(axis)) : (spec.compressionResistance(axis), r.compressionResistance(axis))
          if mine == other { return words.tie(name, rival, mine, hugging: hugging) }
        }
      }
      return words.ambiguous(name, v.ambiguousAxes)
    }
    var quiet: String?
    for axis in Axis.allCases {
      guard let state = contentState(name, axis, document) else { continue }
      let size = axis == .horizontal ? v.frame.width : v.frame.height
      let intrinsic = (axis == .horizontal ? v.intrinsicWidth : v.intrinsicHeight) ?? 0
      let others = rivals(name, axis, document).compactMap { r in contentState(r, axis, document).map { (r, $0) } }
      switch state {
      case .stretches:
        let hug = spec.hugging(axis)
        if let (r, _) = others.first(where: { $0.1 != .stretches && (document.view(named: $0.0)?.hugging(axis) ?? 0) > hug }),
           let rh = document.view(named: r)?.hugging(axis) {
          return words.stretchesBelow(name, axis, hug, r, rh)
        }
        return words.stretches(name, axis, hug)
      case .cut:
        let resist = spec.compressionResistance(axis)
        if let (r, _) = others.first(where: { $0.1 != .cut && (document.view(named: $0.0)?.compressionResistance(axis) ?? 0) > resist }),
           let rr = document.view(named: r)?.compressionResistance(axis) {
          return words.cutBelow(name, axis, resist, r, rr)
        }
        // A label of N lines cut at its line count is as tall as those lines: UIKit truncates, no constraint squeezes it.
        if size >= intrinsic - LessonCondition.tolerance { return words.truncatedAtLines(name, spec.lines) }
        return words.cut(name, axis, size, intrinsic, resist)
      case .fits:
        if let (r, _) = others.first(where: { $0.1 == .stretches }), let rh = document.view(named: r)?.hugging(axis), rh < spec.hugging(axis) {
          return words.keepsAbove(name, axis, spec.hugging(axis), r, rh)
        }
        if let (r, _) = others.first(where: { $0.1 == .cut }), let rr = document.view(named: r)?.compressionResistance(axis), rr < spec.compressionResistance(axis) {
          return words.wholeAbove(name, axis, spec.compressionResistance(axis), r, rr)
        }
        quiet = quiet ?? words.fits(name, spec.hugging(axis), spec.compressionResistance(axis))
      }
    }
    return quiet ?? words.noIntrinsicSize(name)
  }

  /// How a view's size on an axis stands to its intrinsic size; nil when it has none there.
  enum ContentState { case stretches, fits, cut }

  func contentState(_ name: String, _ axis: Axis, _ document: LayoutDocument) -> ContentState? {
    if LessonCondition.cut(name, axis).holds(in: self, document: document) { return .cut }
    if LessonCondition.stretches(name, axis).holds(in: self, document: document) { return .stretches }
    return LessonCondition.sizes(name, axis, self) == nil ? nil : .fits
  }

  /// The other views with an intrinsic size on the axis that share a
  /// chain of constraints holding with equality with `name` on that axis:
  /// those it traded room with. The chain stops at the root and its guides,
  /// whose frames are fixed (two rows of one screen do not trade through it).
  /// - Complexity: O(constraints × views reached).
  func rivals(_ name: String, _ axis: Axis, _ document: LayoutDocument) -> [String] {
    let horizontal = axis == .horizontal
    func onAxis(_ v: LayoutVariable) -> Bool { (v.component == .minX || v.component == .width) == horizontal }
    let scale = max(1, canvas.width, canvas.height)
    let tight = generated.filter { g in g.terms.contains { onAxis($0.variable) } && abs(residual(of: g)) <= 1e-6 * scale }
    var reached: Set<String> = [name]
    var pending = [name]
    var used = [Bool](repeating: false, count: tight.count)
    var out: [String] = []
    while let view = pending.popLast() {
      for (k, g) in tight.enumerated() where !used[k] && g.terms.contains(where: { $0.variable.item == .view(view) && onAxis($0.variable) }) {
        used[k] = true
        for t in g.terms where onAxis(t.variable) {
          guard case .view(let other) = t.variable.item, reached.insert(other).inserted else { continue }
          pending.append(other)
          if LessonCondition.sizes(other, axis, self) != nil { out.append(other) }
        }
      }
    }
    return out
  }
}
