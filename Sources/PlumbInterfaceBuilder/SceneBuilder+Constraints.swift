import PlumbLayout

extension SceneBuilder {
  /// An IB attribute name: the layout attribute, and whether it is measured
  /// on the item's layout margins (`leadingMargin`, `centerXWithinMargins`).
  static func attribute(_ s: String) -> (LayoutAttribute, margins: Bool)? { LayoutAttribute.uikit(s) }

  /// The view a target belongs to (nil: the root or a view controller guide).
  static func owner(_ t: Target) -> String? {
    switch t {
    case .view(let n): return n
    case .guide(_, let n): return n
    case .root: return nil
    }
  }

  func isDescendant(_ name: String, of ancestor: String) -> Bool {
    var cursor = parents[name] ?? nil
    var steps = 0
    while let c = cursor, steps < 10_000 {
      if c == ancestor { return true }
      cursor = parents[c] ?? nil
      steps += 1
    }
    return false
  }

  var parents: [String: String?] { Dictionary(views.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a }) }

  /// The scene item and attribute a constraint's IB item and attribute name.
  ///
  /// Edges of a scroll view, related to a view inside it, are its content's
  /// (UIKit: "constraints between the edges of a scroll view and its content
  /// define the content area"); its size and centre are its frame's.
  func item(_ t: Target, _ attr: LayoutAttribute, margins: Bool, other: Target?) -> (ItemRef, LayoutAttribute)? {
    switch t {
    case .root: return (margins ? .marginsOf(nil) : .root, attr)
    case .view(let n):
      if margins { return (.marginsOf(n), attr) }
      let edges: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]
      if scrollViews.contains(n), edges.contains(attr), let o = other.flatMap(SceneBuilder.owner), isDescendant(o, of: n) {
        return (.contentOf(n), attr)
      }
      return (.view(n), attr)
    case .guide(let g, _) where g.owners == .viewController:
      // A legacy guide's edges are the safe area's and the root's.
      return g.legacyEdge(attr)
    case .guide(let g, let n): return (.guide(g, of: n), attr)
    }
  }

  /// The `<constraints>` a view (or the root, `holder` nil) holds.
  mutating func readConstraints(of node: XMLNode, holder: String?) {
    guard let list = node.child("constraints") else { return }
    let holderTarget: Target = holder.map { .view($0) } ?? .root
    for c in list.children where c.name == "constraint" {
      for key in ["firstItem", "secondItem"] {
        switch c[key].flatMap({ targets[$0] }) {
        case .view(let n)?, .guide(_, let n?)?: namedByConstraints.insert(n)
        default: break
        }
      }
      if c["firstItem"] == nil, let holder { namedByConstraints.insert(holder) }
      // Removed at build time; Interface Builder's canvas has them.
      if c["placeholder"] == "YES" && !context.options.keepsPlaceholders { continue }
      let cid = c["id"] ?? "constraint@\(c.line)"
      // A second object with the id: edits by id (`--set ID.constant=…`, a save) would reach both.
      if let id = c["id"], targets[id] != nil || !seenConstraintIDs.insert(id).inserted {
        warn(c, "a second object with the id \(id): an edit naming it (--set \(id).constant=…) changes every one")
      }
      func target(_ key: String) -> Target?? {
        guard let id = c[key] else { return .some(nil) }
        guard let t = targets[id] else { return nil }
        return .some(t)
      }
      guard let firstTarget = target("firstItem"), let secondTarget = target("secondItem") else {
        warn(c, "constraint \(cid) names an object that is not in this scene; it is left out")
        continue
      }
      let first = firstTarget ?? holderTarget
      guard let (a1, m1) = c["firstAttribute"].flatMap(SceneBuilder.attribute) else {
        warn(c, "constraint \(cid) has an unknown first attribute '\(c["firstAttribute"] ?? "")'; it is left out")
        continue
      }
      guard let (item1, attr1) = item(first, a1, margins: m1, other: secondTarget) else {
        warn(c, "constraint \(cid): the \(a1.rawValue) of a view controller's layout guide is not modelled; it is left out")
        continue
      }
      var spec = ConstraintSpec(identifier: c["identifier"], firstItem: item1, firstAttribute: attr1, line: c.line)
      var written2: LayoutAttribute?
      if let second = secondTarget, let name = c["secondAttribute"], name != "notAnAttribute" {
        guard let (a2, m2) = SceneBuilder.attribute(name), let (item2, attr2) = item(second, a2, margins: m2, other: first) else {
          warn(c, "constraint \(cid) has an unknown or unmodelled second attribute '\(name)'; it is left out")
          continue
        }
        written2 = a2
        spec.secondItem = item2
        spec.secondAttribute = attr2
      }
      if let m = c["multiplier"] {
        guard let x = Multiplier.parse(m) else {
          warn(c, "constraint \(cid) has an unreadable multiplier '\(m)'; it is left out")
          continue
        }
        // The bounds every reader applies (a scene refuses the same numbers).
        if let why = Bound.multiplier.violation(x) {
          warn(c, "constraint \(cid) has the multiplier \(m): \(why); it is left out")
          continue
        }
        spec.multiplier = x
      }
      // What UIKit would refuse to make when it loads the file, on the attributes as the file writes them.
      if let refusal = LayoutAttribute.refusal(a1, to: written2, multiplier: spec.multiplier) {
        warn(c, "constraint \(cid): \(refusal); it is left out")
        continue
      }
      if let k = c["constant"] {
        guard let x = SceneBuilder.number(k), x.isFinite else {
          warn(c, "constraint \(cid) has an unreadable constant '\(k)'; it is left out")
          continue
        }
        if let why = Bound.constant.violation(x) {
          warn(c, "constraint \(cid) has the constant \(k): \(why); it is left out")
          continue
        }
        spec.constant = x
      }
      if let p = c["priority"] {
        guard let x = SceneBuilder.number(p), x.isFinite else {
          warn(c, "constraint \(cid) has an unreadable priority '\(p)'; it is left out")
          continue
        }
        spec.priority = LayoutPriority(clamping: x)
        if spec.priority.value != x { warn(c, "constraint \(cid) has the priority \(p), outside UIKit's 1 to 1000; read as \(spec.priority)") }
      }
      switch c["relation"] {
      case nil: break
      case "lessThanOrEqual": spec.relation = .lessThanOrEqual
      case "greaterThanOrEqual": spec.relation = .greaterThanOrEqual
      case let r?:
        warn(c, "constraint \(cid) has an unknown relation '\(r)'; read as equal")
      }
      // Once its constant and relation are read: whether it says nothing or asks the impossible.
      if spec.relatesAnAttributeToItself {
        warn(c, "constraint \(cid) relates '\(spec.firstItem).\(spec.firstAttribute.rawValue)' to itself, \(spec.selfRelationMeaning); it is left out")
        continue
      }
      let installed = constraintVariations.installed(cid)
      if !installed.contains(true) {
        // Installed for no size class: present but not active.
        spec.isActive = false
        append(spec, c, id: cid)
        continue
      }
      // One copy per constant the size classes give it (most constraints: one).
      let constants = Variations.constants(of: c, base: spec.constant, baseOnly: constraintVariations.baseOnly)
      // The constraint's own constant first, then the variations' in size-class order.
      var values: [Double] = installed.indices.contains { installed[$0] && constants[$0].from == nil } ? [spec.constant] : []
      for (i, k) in constants.enumerated() where installed[i] && !values.contains(k.value) { values.append(k.value) }
      for value in values {
        let cover = installed.indices.map { installed[$0] && constants[$0].value == value }
        let from = constants.indices.first { cover[$0] }.flatMap { constants[$0].from }
        for condition in Variations.cover(cover) {
          spec.condition = condition
          spec.constant = value
          if let from { constantLocations[constraints.count] = location(from) }
          append(spec, c, id: cid)
        }
      }
    }
  }

  mutating func append(_ spec: ConstraintSpec, _ c: XMLNode, id: String) {
    constraints.append(spec)
    locations.append(location(c))
    constraintIDs.append(id)
  }
}
