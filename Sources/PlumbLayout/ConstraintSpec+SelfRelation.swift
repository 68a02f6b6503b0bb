extension ConstraintSpec {
  /// Whether the constraint relates an attribute of an item to the same
  /// attribute of the same item, times 1 (`card.centerX = card.centerX`):
  /// it says nothing (or, with a constant, cannot hold). UIKit makes it;
  /// every reader leaves it out with a located message instead, so that a
  /// document read from any format can be written as a scene.
  public var relatesAnAttributeToItself: Bool {
    secondItem == firstItem && secondAttribute == firstAttribute && multiplier == 1
  }

  /// What a constraint that `relatesAnAttributeToItself` asks, in words:
  /// nothing, or (its constant on the wrong side of 0: `a.width = a.width
  /// + 10` asks 0 = 10) something no layout can give, which UIKit reports
  /// as unsatisfiable.
  public var selfRelationMeaning: String {
    let impossible: Bool
    switch relation {
    case .equal: impossible = constant != 0
    case .greaterThanOrEqual: impossible = constant > 0
    case .lessThanOrEqual: impossible = constant < 0
    }
    guard impossible else { return "which says nothing" }
    let op = relation == .equal ? "=" : relation == .greaterThanOrEqual ? ">=" : "<="
    return "which can never hold (it asks 0 \(op) \(formatPoints(constant))): UIKit would report it unsatisfiable"
  }
}
