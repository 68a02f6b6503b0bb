import PlumbLayout

extension InterfaceBuilderScene {
  /// Where `document` (this scene as read, or as the playground changed it:
  /// constraints added, removed or moved included, which the XML cannot hold
  /// in place) came from: the file and scene, the IB id of each view and of
  /// each constraint read ("added" for one the file does not have), and what
  /// a `.scene` file cannot say.
  ///
  /// A control's alignment insets are not in the scene format: a switch or
  /// slider solves to its alignment rectangle, as constraints see it.
  public func provenance(of document: LayoutDocument) -> Provenance {
    var warnings: [String] = []
    // Fonts are not in the format: baselines fall back on Plumb's own text metrics.
    let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
    let usesBaselines =
      document.constraints.contains { baselines.contains($0.firstAttribute) || $0.secondAttribute.map(baselines.contains) ?? false }
      || document.views.contains { [.firstBaseline, .lastBaseline].contains($0.stack?.alignment) }
    if usesBaselines && document.views.contains(where: { $0.font != nil }) {
      warnings.append("baselines in Apple's system font are not in the .scene format: the scene places them with Plumb's own text metrics")
    }
    // Nor are the sizes before layout that a proportional stack shares itself by.
    let proportional = document.views.filter { v in
      guard let s = v.stack, s.distribution == .fillProportionally else { return false }
      return s.arranged.contains { n in
        guard s.currentSizes[n] != nil, let view = document.view(named: n), !view.isHidden else { return false }
        let i = view.intrinsicSize(wrapWidth: nil)
        return (s.axis == .horizontal ? i.width : i.height) == nil
      }
    }
    for v in proportional {
      warnings.append("'\(v.name)' fills proportionally by its views' stored sizes, which are not in the .scene format: views of no intrinsic size share it freely there")
    }
    let ids = Dictionary(views.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
    let read = InterfaceBuilderWriter.pairs(self.document.constraints, document.constraints)
    return Provenance(
      name: name, header: ["Converted by plumb from \(root.location.file), scene '\(name)' (\(id))."],
      warnings: warnings, viewNotes: ids, constraintNotes: document.constraints.indices.map { k in read[k].map { constraintIDs[$0] } ?? "added" })
  }
}
