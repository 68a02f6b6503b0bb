import PlumbLayout

/// Where size-class variations install a constraint or view:
/// `<variation key="default">` and `<variation key="widthClass=compact">`
/// and kin, each with `<mask key="constraints">` (or `"subviews"`) of
/// `<include reference=…>` and `<exclude reference=…>`.
///
/// An object is installed by default unless the `default` variation
/// excludes it; variations with one size class then apply, then those with
/// two, each overriding the less specific for the size classes it matches.
///
/// On the canvas of any size class (`baseOnly`) only the `default`
/// variation applies.
struct Variations {
  /// (trait keys, included) per referenced id, in file order.
  var changes: [String: [(condition: SizeClassCondition, keys: Int, include: Bool)]] = [:]
  /// Only the `default` variation applies: the scene is read for Xcode 6
  /// and 7's canvas of any width and any height (`wAny hAny`), where a view
  /// or constraint installed for a size class alone is not installed.
  var baseOnly = false

  /// Reads every variation under `node` (recursively) of the given mask key.
  mutating func collect(_ node: XMLNode, mask: String) {
    for v in node.children("variation") {
      guard let key = v["key"], let (condition, keys) = Variations.condition(key, baseOnly: baseOnly) else { continue }
      for m in v.children("mask") where m["key"] == mask {
        for c in m.children {
          guard let ref = c["reference"], c.name == "include" || c.name == "exclude" else { continue }
          changes[ref, default: []].append((condition, keys, c.name == "include"))
        }
      }
    }
  }

  /// `widthClass=compact`, `heightClass=regular-widthClass=compact`, `default`:
  /// the condition and how many size classes it names; nil for other
  /// traits, and with `baseOnly` (the canvas of any size class) for any but
  /// `default`.
  static func condition(_ key: String, baseOnly: Bool = false) -> (SizeClassCondition, Int)? {
    if key == "default" { return (.always, 0) }
    if baseOnly { return nil }
    var c = SizeClassCondition()
    var n = 0
    for part in key.split(separator: "-") {
      let kv = part.split(separator: "=")
      guard kv.count == 2, let value = SizeClass(rawValue: String(kv[1])) else { return nil }
      switch kv[0] {
      case "widthClass": c.horizontal = value
      case "heightClass": c.vertical = value
      default: return nil
      }
      n += 1
    }
    return (c, n)
  }

  static let combinations: [Traits] = [
    Traits(horizontal: .compact, vertical: .compact), Traits(horizontal: .compact, vertical: .regular),
    Traits(horizontal: .regular, vertical: .compact), Traits(horizontal: .regular, vertical: .regular),
  ]

  /// The size classes `id` is installed for, as few conditions as cover
  /// them without overlap: `[.always]` when no variation names it, `[]`
  /// when it is installed nowhere.
  func conditions(for id: String) -> [SizeClassCondition] {
    guard changes[id] != nil else { return [.always] }
    return Variations.cover(installed(id))
  }

  /// Whether `id` is installed, for each of `combinations`: the `default`
  /// variation first, then those naming one size class, then two.
  func installed(_ id: String) -> [Bool] {
    var installed: [Bool] = Variations.combinations.map { _ in true }
    let list = changes[id] ?? []
    for keys in 0...2 {
      for change in list where change.keys == keys {
        for (i, t) in Variations.combinations.enumerated() where change.condition.matches(t) { installed[i] = change.include }
      }
    }
    return installed
  }

  /// A constraint's constant for each of `combinations`: its own, and then
  /// its `<variation key="heightClass=compact" constant="8"/>` children,
  /// the less specific first so that the more specific win. Also the
  /// `<variation>` element each constant comes from (nil: the constraint's own).
  static func constants(of c: XMLNode, base: Double, baseOnly: Bool = false) -> [(value: Double, from: XMLNode?)] {
    var out: [(value: Double, from: XMLNode?)] = combinations.map { _ in (base, nil) }
    let overrides = c.children("variation").compactMap { v -> (SizeClassCondition, Int, Double, XMLNode)? in
      guard let key = v["key"], let (condition, keys) = condition(key, baseOnly: baseOnly), let k = v["constant"].flatMap(SceneBuilder.number), k.isFinite else {
        return nil
      }
      return (condition, keys, k, v)
    }
    for keys in 0...2 {
      for (condition, n, k, v) in overrides where n == keys {
        for (i, t) in combinations.enumerated() where condition.matches(t) { out[i] = (k, v) }
      }
    }
    return out
  }

  /// As few conditions as cover the combinations marked true, without overlap:
  /// `[.always]` for all four, `[]` for none.
  static func cover(_ installed: [Bool]) -> [SizeClassCondition] {
    if installed.allSatisfy({ $0 }) { return [.always] }
    var covered = installed.map { _ in false }
    var out: [SizeClassCondition] = []
    let combos = Variations.combinations
    for w in [SizeClass.compact, .regular] {
      let idx = combos.indices.filter { combos[$0].horizontal == w }
      if idx.allSatisfy({ installed[$0] }) {
        out.append(SizeClassCondition(horizontal: w))
        for i in idx { covered[i] = true }
      }
    }
    for h in [SizeClass.compact, .regular] {
      let idx = combos.indices.filter { combos[$0].vertical == h }
      if idx.allSatisfy({ installed[$0] && !covered[$0] }) {
        out.append(SizeClassCondition(vertical: h))
        for i in idx { covered[i] = true }
      }
    }
    for i in combos.indices where installed[i] && !covered[i] {
      out.append(SizeClassCondition(horizontal: combos[i].horizontal, vertical: combos[i].vertical))
    }
    return out
  }
}
