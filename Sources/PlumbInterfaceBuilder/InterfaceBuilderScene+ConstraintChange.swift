import PlumbLayout

extension InterfaceBuilderScene {
  /// Applies a `--set ID.field=value` change to every constraint of the
  /// scene whose IB id or `identifier` is `ID` (a constraint that size-class
  /// variations install for several size classes is one per set); returns
  /// whether any was changed.
  public mutating func apply(_ change: ConstraintChange) -> Bool {
    var changed = false
    for i in document.constraints.indices where constraintIDs[i] == change.identifier || document.constraints[i].identifier == change.identifier {
      switch change.field {
      case .constant: document.constraints[i].constant = change.value
      case .priority: document.constraints[i].priority = LayoutPriority(clamping: change.value)  // ConstraintChange.parse checked the bounds
      case .active: document.constraints[i].isActive = change.value != 0
      }
      changed = true
    }
    return changed
  }
}
