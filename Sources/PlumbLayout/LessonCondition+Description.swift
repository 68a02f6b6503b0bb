extension LessonCondition: CustomStringConvertible {
  /// The condition as a lesson file writes it after `done`.
  public var description: String {
    func vertically(_ axis: Axis) -> String { axis == .vertical ? " vertically" : "" }
    switch self {
    case .stretches(let n, let axis): return "\(n) stretches\(vertically(axis))"
    case .hugs(let n, let axis): return "\(n) hugs\(vertically(axis))"
    case .cut(let n, let axis): return "\(n) cut\(vertically(axis))"
    case .compare(let a, let op, let b): return "\(a) \(op.rawValue) \(b)"
    case .conflicts: return "conflict"
    case .ambiguous(let n): return n.map { "\($0) ambiguous" } ?? "ambiguous"
    case .constraint(let id, let state): return "\(id) \(state.rawValue)"
    case .orientation(let o): return o.rawValue
    case .direction(let d): return d.rawValue
    case .device(let name): return "device \(name)"
    case .not(.cut(let n, let axis)): return "\(n) whole\(vertically(axis))"
    case .not(let c): return "not \(c)"
    }
  }
}

extension LessonValue: CustomStringConvertible {
  public var description: String {
    switch self {
    case .attribute(let view, let attribute, let plus):
      return "\(view).\(attribute.rawValue)" + (plus == 0 ? "" : plus < 0 ? " - \(formatPoints(-plus))" : " + \(formatPoints(plus))")
    case .number(let n): return formatPoints(n)
    }
  }
}
