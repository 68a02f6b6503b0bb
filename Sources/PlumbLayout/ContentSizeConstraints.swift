import PlumbSolver

/// A view's content-size constraints (NSContentSizeLayoutConstraint): per
/// axis, one for hugging and one for compression resistance, each absent
/// when that axis has no intrinsic size.
///
/// Kept per view, under one lookup by name, because a layout touches all
/// four of a view's constraints together.
struct ContentSizeConstraints {
  private var widthHug, widthResist, heightHug, heightResist: Constraint?

  var isEmpty: Bool { widthHug == nil && widthResist == nil && heightHug == nil && heightResist == nil }

  subscript(axis: Axis, hugging hugging: Bool) -> Constraint? {
    get {
      switch (axis, hugging) {
      case (.horizontal, true): return widthHug
      case (.horizontal, false): return widthResist
      case (.vertical, true): return heightHug
      case (.vertical, false): return heightResist
      }
    }
    set {
      switch (axis, hugging) {
      case (.horizontal, true): widthHug = newValue
      case (.horizontal, false): widthResist = newValue
      case (.vertical, true): heightHug = newValue
      case (.vertical, false): heightResist = newValue
      }
    }
  }
}
