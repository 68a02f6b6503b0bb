import PlumbLayout

extension ConflictLog {
  /// The identifiers of the size floors start so: `plumb-nonnegative-width`.
  static let floorIdentifier = "plumb-nonnegative-"
  /// The identifier of the constraints that make a window the screen.
  static let screenIdentifier = "plumb-window-is-the-screen"

  /// The document of the given constraints: the views they name with their
  /// ancestors, on a canvas the size of the top view's encapsulated layout
  /// size where the log gives it, and the constraints, then the size floors.
  /// With `placing`, every view also has the weak pins of a view the log
  /// may leave free (`LayoutDocument.unplacedPins`): drawn as a box.
  func document(of logged: [LoggedConstraint], floors: [String: Set<Axis>] = [:], placing: Bool = false) -> (LayoutDocument, [ConstraintOrigin]) {
    var needed: Set<String> = []
    for c in logged {
      for a in [c.firstItem, c.secondItem].compactMap({ $0 }) {
        var cursor: String? = a
        while let x = cursor, needed.insert(x).inserted { cursor = view(x)?.superview }
      }
    }
    let names = Dictionary(views.map { ($0.address, $0.name) }, uniquingKeysWith: { a, _ in a })
    // A window at the top is the screen; the log's other top views are in it
    // (where it has exactly one: which window holds a view, a log never says).
    let windows = views.filter { needed.contains($0.address) && $0.isTopWindow }
    let screen = windows.count == 1 ? windows[0].address : nil
    var specs: [ViewSpec] = []
    // Windows first: they are the others' superviews.
    for v in windows + views.filter({ !$0.isTopWindow }) where needed.contains(v.address) {
      let kind = ConflictLog.kind(v)
      let superview = v.superview ?? (v.address == screen || v.isGuide ? nil : screen)
      var spec = ViewSpec(name: v.name, kind: kind, text: kind.hasText ? (v.text ?? "") : "", parent: superview.flatMap { names[$0] })
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
        // A position equal to a number (autoresizing descriptions,
        // `UIView:0x….midY == 486.912`, `minX == 0`) is a coordinate in the
        // superview's bounds: measured from its top or left edge (from its
        // leading edge for `leading`/`trailing`, which UIKit never mixes with left).
        let a = c.firstAttribute.attribute
        spec.secondItem = .superview
        spec.secondAttribute = a.isDirectional ? .leading : a.axis == .horizontal ? .left : .top
      }
      constraints.append(spec)
      origins.append(.logged(c))
    }
    // A window at the top of the log's views is the screen: it fills the
    // canvas, on every edge the log does not size it by a number.
    for v in windows {
      guard let name = names[v.address] else { continue }
      let sized = Set(logged.filter { $0.firstItem == v.address && $0.secondItem == nil }.map(\.firstAttribute.attribute))
      for a in [LayoutAttribute.left, .top, .width, .height] where !sized.contains(a) {
        constraints.append(ConstraintSpec(
          identifier: ConflictLog.screenIdentifier, firstItem: .view(name), firstAttribute: a, secondItem: .root, secondAttribute: a))
        origins.append(.screen(view: name))
      }
    }
    for v in specs {
      for axis in Axis.allCases where floors[v.name]?.contains(axis) == true {
        constraints.append(ConstraintSpec(
          identifier: ConflictLog.floorIdentifier + (axis == .horizontal ? "width" : "height"), firstItem: .view(v.name),
          firstAttribute: axis == .horizontal ? .width : .height, relation: .greaterThanOrEqual, constant: 0))
        origins.append(.sizeFloor(view: v.name, axis: axis))
      }
    }
    if placing {
      for pin in LayoutDocument.unplacedPins(for: specs) {
        constraints.append(pin)
        origins.append(.unplaced(view: pin.viewNames.first ?? ""))
      }
    }
    let (w, h) = canvasSize
    let d = LayoutDocument(
      title: file.split(separator: "/").last.map(String.init) ?? file, device: .canvas(width: w, height: h, traits: Traits(horizontal: .compact, vertical: .regular)),
      views: specs, constraints: constraints)
    return (d, origins)
  }

  /// The top view's size where a container gave it one (an encapsulated or
  /// temporary layout size above 0; a window's, where the log has a
  /// window), else an iPhone's 375 × 667; from 1 point (the smallest canvas
  /// a scene can say: a container's 0.8 stays in its constraint) to 100,000.
  var canvasSize: (Double, Double) {
    var w: Double?
    var h: Double?
    // A window is the screen: where the log has one, only its own size counts.
    let windows = Set(views.filter(\.isTopWindow).map(\.address))
    for c in constraints where c.secondItem == nil && c.relation == .equal && c.constant > 0 && view(c.firstItem)?.superview == nil {
      guard windows.isEmpty || windows.contains(c.firstItem) else { continue }
      guard let s = c.system else { continue }
      switch s {
      case .encapsulatedLayout, .temporaryLayout, .autoresizingMask: break
      default: continue
      }
      if c.firstAttribute.attribute == .width { w = max(w ?? 0, c.constant) }
      if c.firstAttribute.attribute == .height { h = max(h ?? 0, c.constant) }
    }
    return (max(1, min(w ?? 375, 100_000)), max(1, min(h ?? 667, 100_000)))
  }
}

