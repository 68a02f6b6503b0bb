extension ConstraintSpec {
  /// Whether `other` is this constraint with other values: the same items,
  /// attributes, size classes and identifier, whatever its constant,
  /// priority, multiplier, relation or activity (an edit changes those).
  public func isSameConstraint(as other: ConstraintSpec) -> Bool {
    firstItem == other.firstItem && firstAttribute == other.firstAttribute && secondItem == other.secondItem
      && secondAttribute == other.secondAttribute && condition == other.condition && identifier == other.identifier
  }
}
