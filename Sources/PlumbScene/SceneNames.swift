import PlumbLayout

/// View names the `.scene` notation can spell, for views whose names it
/// cannot (those read from Interface Builder, such as `UIStackView 13Y-zp-l4z`).
public enum SceneNames {
  /// Whether the notation reads `name` as a view name: letters, digits and
  /// `_`, starting with a letter or `_`.
  public static func isIdentifier(_ name: String) -> Bool {
    // ASCII names (nearly all) are checked by byte, without Unicode properties.
    if name.isASCII {
      guard let f = name.utf8.first, f.isNameStart else { return false }
      return name.utf8.allSatisfy { $0.isNameStart || $0.isDigit }
    }
    guard let f = name.first, f.isLetter || f == "_" else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Whether `name` may name a view: an identifier that is not a keyword of
  /// the notation (`root`, `superview`, …) or a view kind.
  public static func isViewName(_ name: String) -> Bool {
    isIdentifier(name) && !SceneParser.itemKeywords.contains(name) && ViewKind(rawValue: name) == nil
  }

  /// A spelling for each of `names`, unique among them and outside `taken`
  /// (nor, with a suffix of `suffixes`, inside it): ASCII letters and digits,
  /// each run of other characters one `_`, none at the ends, `v_` before a
  /// leading digit, `_2`, `_3`… after a name already given. With `all`
  /// false, names that already are view names keep themselves.
  public static func aliases(for names: [String], taken: Set<String>, suffixes: [String] = [], all: Bool = true) -> [String: String] {
    var used = taken
    var out: [String: String] = [:]
    if !all {
      for n in names where isViewName(n) { out[n] = n }
    }
    for n in names where out[n] == nil {
      var base = ""
      for c in n {
        let kept: Character = c.isASCII && (c.isLetter || c.isNumber) ? c : "_"
        if kept != "_" || (!base.isEmpty && base.last != "_") { base.append(kept) }
      }
      while base.hasSuffix("_") { base.removeLast() }
      if base.isEmpty || base.first?.isNumber == true { base = "v_" + base }
      var name = base
      var k = 2
      while used.contains(name) || suffixes.contains(where: { used.contains(name + $0) }) || !isViewName(name) { name = "\(base)_\(k)"; k += 1 }
      used.insert(name)
      out[n] = name
    }
    return out
  }

  /// `ref` with the view names it holds spelled by `names` (others unchanged).
  public static func renamed(_ ref: ItemRef, _ names: [String: String]) -> ItemRef {
    func r(_ n: String) -> String { names[n] ?? n }
    switch ref {
    case .view(let n): return .view(r(n))
    case .guide(let g, let n?): return .guide(g, r(n))
    case .superview, .root, .guide, .superviewGuide: return ref
    }
  }

  /// `v` with its name, its parent's and its arranged views' spelled by `names`.
  public static func renamed(_ v: ViewSpec, _ names: [String: String]) -> ViewSpec {
    var out = v
    out.name = names[v.name] ?? v.name
    out.parent = v.parent.map { names[$0] ?? $0 }
    if let arranged = v.stack?.arranged { out.stack?.arranged = arranged.map { names[$0] ?? $0 } }
    if let custom = v.stack?.customSpacing {
      out.stack?.customSpacing = Dictionary(custom.map { (names[$0] ?? $0, $1) }, uniquingKeysWith: { a, _ in a })
    }
    return out
  }
}
