import PlumbLayout

/// Random, well-formed documents and random edits of them, for property
/// tests: every document is one the scene parser accepts (names are
/// identifiers, positions relate to positions on the same axis, leading and
/// trailing never mix with left and right, arranged views live in their stack).
public struct RandomDocuments {
  public var rng: SplitMix64

  public init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func pick<T>(_ xs: [T]) -> T { xs[Int.random(in: 0..<xs.count, using: &rng)] }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

  static let texts = ["Hi", "Kim Min-su", "A rather long title for a label", "5\" wide", "back\\slash", "two\nlines", "김민수", ""]
  static let priorities: [LayoutPriority] = [1000, 1000, 1000, 999, 750, 251, 250]

  /// A number with a fractional part that only an exact writer keeps.
  mutating func constant() -> Double {
    pick([0, 8, 20, -12, 16.5, 0.1, 12.345678901234, 100, 1.0 / 3])
  }

  public mutating func document() -> LayoutDocument {
    var d = LayoutDocument(title: "random")
    d.device = chance(0.5) ? pick(Device.presets) : .canvas(width: pick([320, 400, 1000]), height: pick([200, 480]), traits: pick([.regularRegular, Traits(horizontal: .compact, vertical: .regular)]))
    d.orientation = chance(0.3) ? .landscape : .portrait
    d.direction = chance(0.3) ? .rightToLeft : .leftToRight
    if chance(0.15) { d.safeAreaOverride = Insets(top: 10, left: 0, bottom: 5.5, right: 0) }
    if chance(0.1) { d.rootMarginsOverride = Insets(top: 0, left: 20, bottom: 4, right: 16.5) }
    let count = Int.random(in: 2...6, using: &rng)
    for i in 0..<count {
      let kind = pick([ViewKind.view, .label, .label, .button, .switch, .imageview, .textfield, .slider, .textview, .stack])
      var v = ViewSpec(name: "v\(i)", kind: kind, text: kind.hasText ? pick(Self.texts) : "")
      if kind == .label && chance(0.3) { v.lines = pick([0, 2]) }
      if kind == .imageview && chance(0.7) { v.imageSize = (pick([40, 120.5]), pick([40, 80])) }
      if kind == .textview { v.scrolls = chance(0.5) }
      if chance(0.3) { v.hugging = (pick([249, 250, 251, 750]), pick([250, 251])) }
      if chance(0.3) { v.compressionResistance = (pick([749, 750, 751]), pick([750, 1000])) }
      if chance(0.15) { v.intrinsicOverride = IntrinsicOverride(width: pick([nil, 80]), height: pick([nil, 31])) }
      if chance(0.15) { v.margins = Insets(top: 4, left: 16, bottom: 4, right: 12.5) }
      if i > 0, chance(0.3) {
        let p = d.views[Int.random(in: 0..<i, using: &rng)]
        if p.kind != .stack { v.parent = p.name }
      }
      if chance(0.1) { v.isHidden = true }
      if chance(0.1) { v.condition = SizeClassCondition(horizontal: pick([.compact, .regular]), vertical: nil) }
      d.views.append(v)
    }
    // Stacks arrange some of the views declared after them that have no parent yet.
    for s in d.views.indices where d.views[s].kind == .stack {
      var arranged: [String] = []
      for k in d.views.indices where k > s && d.views[k].parent == nil && chance(0.6) && !d.views.contains(where: { $0.stack?.arranged.contains(d.views[k].name) ?? false }) {
        arranged.append(d.views[k].name)
        d.views[k].parent = d.views[s].name
      }
      d.views[s].stack?.arranged = arranged
      d.views[s].stack?.axis = pick([.horizontal, .vertical])
      d.views[s].stack?.distribution = pick(StackSpec.Distribution.allCases)
      d.views[s].stack?.alignment = pick(StackSpec.Alignment.allCases)
      d.views[s].stack?.spacing = pick([0, 8, 10.5])
      d.views[s].stack?.layoutMarginsRelativeArrangement = chance(0.2)
      if let after = arranged.first, chance(0.3) { d.views[s].stack?.customSpacing[after] = pick([0, 16, 2.5]) }
    }
    let n = Int.random(in: 2...12, using: &rng)
    for _ in 0..<n { d.constraints.append(constraint(in: d)) }
    return d
  }

  /// A well-formed constraint on the document's views.
  public mutating func constraint(in d: LayoutDocument) -> ConstraintSpec {
    let a = pick(d.views).name
    // The parser refuses a constraint of an attribute to itself: two different views.
    let b = pick(d.views.filter { $0.name != a }).name
    let relation = chance(0.7) ? LayoutRelation.equal : pick([.lessThanOrEqual, .greaterThanOrEqual])
    var c: ConstraintSpec
    switch Int.random(in: 0..<7, using: &rng) {
    case 0:
      c = ConstraintSpec(firstItem: .view(a), firstAttribute: pick([.width, .height]), relation: relation, constant: abs(constant()) + 10)
    case 1:
      let attr = pick([LayoutAttribute.leading, .trailing, .top, .bottom, .centerX, .centerY])
      c = ConstraintSpec(firstItem: .view(a), firstAttribute: attr, relation: relation, secondItem: pick([.superview, .root, .safeArea, .margins, .marginsOf(nil), .marginsOf(b), .safeAreaOf(b), .contentOf(b)]), secondAttribute: attr, constant: constant())
    case 2:
      let (x, y) = pick([(LayoutAttribute.leading, LayoutAttribute.trailing), (.top, .bottom), (.left, .right), (.centerY, .centerY)])
      c = ConstraintSpec(firstItem: .view(a), firstAttribute: x, relation: relation, secondItem: .view(b), secondAttribute: y, constant: constant())
    case 3:
      let attr = pick([LayoutAttribute.width, .height])
      c = ConstraintSpec(firstItem: .view(a), firstAttribute: attr, relation: relation, secondItem: .view(b), secondAttribute: pick([.width, .height]), multiplier: pick([1, 0.5, 2, 1.0 / 3]), constant: chance(0.5) ? 0 : constant())
    case 4:
      let attr = pick([LayoutAttribute.firstBaseline, .lastBaseline])
      c = ConstraintSpec(firstItem: .view(a), firstAttribute: attr, relation: relation, secondItem: .view(b), secondAttribute: pick([.firstBaseline, .lastBaseline, .top, .bottom]), constant: constant())
    case 5:
      let attr = pick([LayoutAttribute.centerX, .centerY, .leading, .top])
      c = ConstraintSpec(firstItem: .view(a), firstAttribute: attr, relation: .equal, secondItem: .superview, secondAttribute: attr, multiplier: pick([0.5, 1.5]), constant: 0)
    default:
      let attr = pick([LayoutAttribute.width, .height])
      c = ConstraintSpec(firstItem: .view(a), firstAttribute: attr, relation: relation, secondItem: .superview, secondAttribute: attr, multiplier: pick([0.25, 0.5, 1]), constant: 0)
    }
    c.priority = pick(Self.priorities)
    if chance(0.1) { c.isActive = false }
    if chance(0.1) { c.condition = SizeClassCondition(horizontal: nil, vertical: pick([.compact, .regular])) }
    if chance(0.1) { c.identifier = "id\(Int.random(in: 0..<1000, using: &rng))" }
    return c
  }

  /// Applies one random edit of the kinds the playground makes, and says which.
  public mutating func edit(_ d: inout LayoutDocument) -> String {
    let i = d.constraints.isEmpty ? 0 : Int.random(in: 0..<d.constraints.count, using: &rng)
    let v = Int.random(in: 0..<d.views.count, using: &rng)
    switch Int.random(in: 0..<11, using: &rng) {
    case 0 where !d.constraints.isEmpty:
      d.constraints[i].constant += pick([1, -1, 10, -10, 0.5])
      return "constant of \(i)"
    case 1 where !d.constraints.isEmpty:
      d.constraints[i].priority = pick(Self.priorities)
      return "priority of \(i)"
    case 2 where !d.constraints.isEmpty:
      d.constraints[i].isActive.toggle()
      return "activity of \(i)"
    case 3 where d.views[v].kind.hasText:
      d.views[v].text = pick(Self.texts)
      return "text of \(d.views[v].name)"
    case 4:
      d.views[v].hugging.horizontal = pick([249, 250, 251, 252, 750])
      return "hugging of \(d.views[v].name)"
    case 5:
      d.views[v].compressionResistance.vertical = pick([249, 749, 750, 751])
      return "compression resistance of \(d.views[v].name)"
    case 6:
      d.orientation = d.orientation.rotated
      return "rotation"
    case 7:
      d.device = pick(Device.presets)
      return "device"
    case 8:
      d.direction = d.direction == .leftToRight ? .rightToLeft : .leftToRight
      return "direction"
    case 9 where !d.constraints.isEmpty:
      d.constraints[i].relation = d.constraints[i].relation.next
      return "relation of \(i)"
    default:
      d.constraints.append(constraint(in: d))
      return "new constraint"
    }
  }
}
