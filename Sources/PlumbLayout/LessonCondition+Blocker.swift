extension LessonCondition {
  /// Why a goal cannot be met from this layout by the view's own content
  /// priorities, when that is so: a view the goal wants stretched or cut
  /// still is not, even with its hugging and compression resistance on
  /// that axis at 1, so only a change to its constraints can do it
  /// ("`detail` stays 208 wide with its hugging and compression resistance
  /// at 1: its constraints hold it"). Nil when the goal can be met that way
  /// or says nothing of a view's content size.
  /// - Complexity: one layout of `document` per stretched or cut view in the goal.
  public static func blocker(
    _ goal: [LessonCondition], _ document: LayoutDocument, _ result: LayoutResult, language: Language, layout: (LayoutDocument) -> LayoutResult
  ) -> String? {
    for condition in goal where !condition.holds(in: result, document: document) {
      let (name, axis): (String, Axis)
      switch condition {
      case .stretches(let n, let a), .cut(let n, let a): (name, axis) = (n, a)
      default: continue
      }
      // A view in a tie is the learner's work in progress (the engine picked one side): nothing to tell yet.
      guard let i = document.index(ofView: name), sizes(name, axis, result) != nil, !Self.undecided(condition, result) else { continue }
      var loose = document
      if axis == .horizontal {
        loose.views[i].hugging.horizontal = 1
        loose.views[i].compressionResistance.horizontal = 1
      } else {
        loose.views[i].hugging.vertical = 1
        loose.views[i].compressionResistance.vertical = 1
      }
      // Held: even with nothing of its own resisting, the view does not do what the goal asks.
      let after = layout(loose)
      guard !condition.holds(in: after, document: loose), !Self.undecided(condition, after), let size = sizes(name, axis, after)?.0 else { continue }
      let dimension = axis == .horizontal ? (language == .ko ? "너비" : "wide") : (language == .ko ? "높이" : "tall")
      return language == .ko
        ? "허깅과 압축 저항을 1로 낮춰도 `\(name)`의 \(dimension)는 \(formatPoints(size))pt 그대로입니다: 제약이 붙잡고 있으니, 제약을 바꿔야 합니다"
        : "`\(name)` stays \(formatPoints(size)) \(dimension) even with its hugging and compression resistance at 1: its constraints hold it, so change one of them"
    }
    return nil
  }
}
