extension ConstraintSpec {
  /// Whether the constraint relates an attribute of an item to the same
  /// attribute of the same item, times 1 (`card.centerX = card.centerX`):
  /// it says nothing (or, with a constant, cannot hold). UIKit makes it;
  /// every reader leaves it out with a located message instead, so that a
  /// document read from any format can be written as a scene.
  public var relatesAnAttributeToItself: Bool {
    secondItem == firstItem && secondAttribute == firstAttribute && multiplier == 1
  }
}
