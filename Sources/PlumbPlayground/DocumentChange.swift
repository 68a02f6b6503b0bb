import PlumbLayout

/// Says in a few words what differs between two documents, for the message
/// line: `photo.leading constant 21 → 20`, `detail hugging H 251 → 250`.
enum DocumentChange {
  /// The first difference found, or nil when the documents are the same.
  static func describe(from a: LayoutDocument, to b: LayoutDocument) -> String? {
    if a.orientation != b.orientation { return "orientation \(a.orientation.rawValue) → \(b.orientation.rawValue)" }
    if a.device != b.device { return "device \(a.device.name) → \(b.device.name)" }
    if a.direction != b.direction { return "direction \(a.direction.rawValue) → \(b.direction.rawValue)" }
    if a.constraints.count == b.constraints.count {
      for (x, y) in zip(a.constraints, b.constraints) where x != y {
        if let d = describe(x, y) { return d }
      }
    } else {
      return "constraints \(a.constraints.count) → \(b.constraints.count)"
    }
    if a.views.count == b.views.count {
      for (x, y) in zip(a.views, b.views) where x != y {
        if let d = describe(x, y) { return d }
      }
    } else {
      return "views \(a.views.count) → \(b.views.count)"
    }
    return a == b ? nil : "the scene changed"
  }

  /// A constraint's name for messages: its identifier, else its first item and attribute.
  static func name(_ c: ConstraintSpec) -> String { c.identifier ?? "\(c.firstItem).\(c.firstAttribute.rawValue)" }

  static func describe(_ x: ConstraintSpec, _ y: ConstraintSpec) -> String? {
    let n = name(y)
    if x.constant != y.constant { return "\(n) constant \(exactNumber(x.constant)) → \(exactNumber(y.constant))" }
    if x.priority != y.priority { return "\(n) priority \(exactNumber(x.priority.value)) → \(exactNumber(y.priority.value))" }
    if x.multiplier != y.multiplier { return "\(n) multiplier \(exactNumber(x.multiplier)) → \(exactNumber(y.multiplier))" }
    if x.relation != y.relation { return "\(n) relation \(x.relation.symbol) → \(y.relation.symbol)" }
    if x.isActive != y.isActive { return "\(n) \(y.isActive ? "activated" : "deactivated")" }
    return nil
  }

  static func describe(_ x: ViewSpec, _ y: ViewSpec) -> String? {
    let n = y.name
    func pair(_ what: String, _ a: (LayoutPriority, LayoutPriority), _ b: (LayoutPriority, LayoutPriority)) -> String? {
      if a.0 != b.0 { return "\(n) \(what) H \(exactNumber(a.0.value)) → \(exactNumber(b.0.value))" }
      if a.1 != b.1 { return "\(n) \(what) V \(exactNumber(a.1.value)) → \(exactNumber(b.1.value))" }
      return nil
    }
    if let d = pair("hugging", x.hugging, y.hugging) { return d }
    if let d = pair("compression resistance", x.compressionResistance, y.compressionResistance) { return d }
    if x.text != y.text { return "\(n) text \"\(x.text)\" → \"\(y.text)\"" }
    return nil
  }
}
