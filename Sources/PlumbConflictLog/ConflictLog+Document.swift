import PlumbLayout

extension ConflictLog {
  /// The identifiers of the size floors start so: `plumb-nonnegative-width`.
  static let floorIdentifier = "plumb-nonnegative-"

  /// The document of the given constraints: the views they name with their
  /// ancestors, on a canvas the size of the top view's encapsulated layout
  /// size where the log gives it, and the constraints, then the size floors.
  func document(of logged: [LoggedConstraint], floors: [String: Set<Axis>] = [:]) -> (LayoutDocument, [ConstraintOrigin]) {
    var needed: Set<String> = []
    for c in logged {
      for a in [c.firstItem, c.secondItem].compactMap({ $0 }) {
        var cursor: String? = a
        while let x = cursor, needed.insert(x).inserted { cursor = view(x)?.superview }
      }
    }
    let names = Dictionary(views.map { ($0.address, $0.name) }, uniquingKeysWith: { a, _ in a })
    var specs: [ViewSpec] = []
    for v in views where needed.contains(v.address) {
      let kind = ConflictLog.kind(v)
      var spec = ViewSpec(name: v.name, kind: kind, text: kind.hasText ? (v.text ?? "") : "", parent: v.superview.flatMap { names[$0] })
      spec.ibID = v.address
      spec.isHidden = v.isGuide
      specs.append(spec)
    }
    var constraints: [ConstraintSpec] = []
    var origins: [ConstraintOrigin] = []
    for c in logged {
      guard let first = names[c.firstItem] else { continue }
      func ref(_ name: String, _ a: LoggedAttribute) -> ItemRef { a.ofMargins ? .marginsOf(name) : .view(name) }
      var spec = ConstraintSpec(
        identifier: c.identifier, firstItem: ref(first, c.firstAttribute), firstAttribute: c.firstAttribute.attribute, relation: c.relation,
        multiplier: c.multiplier, constant: c.constant, priority: c.priority, isActive: c.isActive ?? true, line: c.line)
      if let s = c.secondItem, let b = c.secondAttribute, let second = names[s] {
        spec.secondItem = ref(second, b)
        spec.secondAttribute = b.attribute
      } else if !c.firstAttribute.attribute.isSize {
        // A position equal to a number (older autoresizing descriptions,
        // `UIView:0x….midX == + 160`) is a position in the superview.
        spec.secondItem = .superview
        spec.secondAttribute = c.firstAttribute.attribute
      }
      constraints.append(spec)
      origins.append(.logged(c))
    }
    for v in specs {
      for axis in Axis.allCases where floors[v.name]?.contains(axis) == true {
        constraints.append(ConstraintSpec(
          identifier: ConflictLog.floorIdentifier + (axis == .horizontal ? "width" : "height"), firstItem: .view(v.name),
          firstAttribute: axis == .horizontal ? .width : .height, relation: .greaterThanOrEqual, constant: 0))
        origins.append(.sizeFloor(view: v.name, axis: axis))
      }
    }
    let (w, h) = canvasSize
    let d = LayoutDocument(
      title: file.split(separator: "/").last.map(String.init) ?? file, device: .canvas(width: w, height: h, traits: Traits(horizontal: .compact, vertical: .regular)),
      views: specs, constraints: constraints)
    return (d, origins)
  }

  /// The top view's size where a container gave it one (an encapsulated or
  /// temporary layout size above 0), else an iPhone's 375 × 667.
  var canvasSize: (Double, Double) {
    var w: Double?
    var h: Double?
    for c in constraints where c.secondItem == nil && c.relation == .equal && c.constant > 0 && view(c.firstItem)?.superview == nil {
      guard let s = c.system else { continue }
      switch s {
      case .encapsulatedLayout, .temporaryLayout, .autoresizingMask: break
      default: continue
      }
      if c.firstAttribute.attribute == .width { w = max(w ?? 0, c.constant) }
      if c.firstAttribute.attribute == .height { h = max(h ?? 0, c.constant) }
    }
    return (min(w ?? 375, 100_000), min(h ?? 667, 100_000))
  }
}

