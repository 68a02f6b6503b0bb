import PlumbLayout

/// A row of the constraint list.
enum ConstraintRow: Equatable {
  /// A constraint of the document, by index.
  case constraint(Int)
  /// The heading of the constraints no author wrote: how many, and whether they are listed below it.
  case systemHeading(count: Int, shown: Bool)
}

extension PlaygroundState {
  /// The constraint list: the author's constraints in the document's order,
  /// then a heading over those UIKit, Interface Builder or Plumb made
  /// (autoresizing masks, content views, guides), which are listed below it
  /// when unfolded with `g`, when the selection is one of them, or when the
  /// author wrote none.
  ///
  /// - Complexity: O(n) in the constraints.
  var constraintRows: [ConstraintRow] {
    var authored: [ConstraintRow] = [], system: [ConstraintRow] = []
    var selectsSystem = false
    for (i, c) in document.constraints.enumerated() {
      if c.isSystemMade {
        system.append(.constraint(i))
        if i == selectedConstraint { selectsSystem = true }
      } else {
        authored.append(.constraint(i))
      }
    }
    if system.isEmpty { return authored }
    let shown = showsSystemConstraints || selectsSystem || authored.isEmpty
    return authored + [.systemHeading(count: system.count, shown: shown)] + (shown ? system : [])
  }

  /// The first constraint the list shows: the author's first, else the first.
  var firstListedConstraint: Int { document.constraints.firstIndex { !$0.isSystemMade } ?? 0 }

  /// The constraints the list shows, in its order: what Up and Down move through.
  var listedConstraints: [Int] {
    constraintRows.compactMap { row in
      if case .constraint(let i) = row { return i }
      return nil
    }
  }
}
