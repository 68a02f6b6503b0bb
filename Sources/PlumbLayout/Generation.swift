/// A generated list with what it was generated from, so that the next
/// generation can reuse what its inputs leave unchanged.
///
/// Generation stays a pure function: `next(_:wrapWidths:measuredInsets:)` returns exactly
/// `ConstraintGenerator(document, wrapWidths:measuredInsets:).generate()` (a property test
/// checks it over random edits). It is only faster when the new document
/// differs from this one in a few scene constraints, as after a key press:
/// then only those are generated again, and `changed` says where they are.
struct Generation {
  let generator: ConstraintGenerator
  /// Every constraint the document implies, in installation order.
  let list: [GeneratedConstraint]
  /// Where each scene constraint is in `list` (-1: not installed).
  let slots: [Int]
  /// The positions in `list` whose entries may differ from the previous
  /// generation's; nil when any may (the lists need not even line up).
  let changed: [Int]?

  /// Generates every constraint of the generator's document.
  /// - Complexity: O(views + constraints).
  init(_ generator: ConstraintGenerator) {
    self.generator = generator
    let list = generator.generate()
    var slots = [Int](repeating: -1, count: generator.document.constraints.count)
    for (k, g) in list.enumerated() {
      if case .scene(let i) = g.origin, slots.indices.contains(i) { slots[i] = k }
    }
    self.list = list
    self.slots = slots
    changed = nil
  }

  init(generator: ConstraintGenerator, list: [GeneratedConstraint], slots: [Int], changed: [Int]) {
    (self.generator, self.list, self.slots, self.changed) = (generator, list, slots, changed)
  }

  /// The generation of `document` at `wrapWidths` and `measuredInsets`.
  ///
  /// Only the scene constraints that differ from this generation's document
  /// are generated again, when everything else is the same: the views, the
  /// device and its traits, the direction, the widths text wraps at and the
  /// measured margins (the context every constraint is generated in), and the items each changed
  /// constraint names (the model's constraints for margins and guides read
  /// nothing else of the scene's). Any other change, or a constraint that
  /// comes or goes, generates the whole list.
  /// - Complexity: O(constraints) comparisons, plus the generation of the changed ones.
  func next(_ document: LayoutDocument, wrapWidths: [String: Double], measuredInsets: [LayoutItem: Insets] = [:]) -> Generation {
    let old = generator.document
    guard wrapWidths == generator.wrapWidths, measuredInsets == generator.measuredInsets, old.constraints.count == document.constraints.count,
      old.hasSameContext(as: document)
    else {
      return Generation(ConstraintGenerator(document, wrapWidths: wrapWidths, measuredInsets: measuredInsets, reusing: generator))
    }
    let generator = self.generator.with(document)
    var list = self.list
    var changed: [Int] = []
    // Compared in place, without copying each constraint out of its array.
    let differing = old.constraints.withUnsafeBufferPointer { a in
      document.constraints.withUnsafeBufferPointer { b in a.indices.filter { a[$0] != b[$0] } }
    }
    for i in differing {
      let (a, b) = (old.constraints[i], document.constraints[i])
      guard a.firstItem == b.firstItem, a.secondItem == b.secondItem else { return Generation(generator) }
      switch (slots[i], generator.generate(b, index: i)) {
      case (let k, let g?) where k >= 0:
        list[k] = g
        changed.append(k)
      case (let k, nil) where k < 0:
        continue  // not installed before or after
      default:
        return Generation(generator)  // installed or removed: the list changes shape
      }
    }
    return Generation(generator: generator, list: list, slots: slots, changed: changed)
  }
}
