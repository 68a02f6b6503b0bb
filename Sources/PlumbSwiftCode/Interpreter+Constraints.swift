import PlumbLayout
import PlumbScene
import SwiftSyntax

extension Interpreter {
  @discardableResult
  func makeConstraint(
    _ first: Guide, _ a1: LayoutAttribute, _ relation: LayoutRelation, _ second: Guide?, _ a2: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
    origin: some SyntaxProtocol
  ) -> Int {
    constraints.append(
      ConstraintRecord(
        first: first, firstAttribute: a1, relation: relation, second: second, secondAttribute: a2, multiplier: multiplier, constant: constant,
        origin: position(origin), line: line(origin)))
    constraints[constraints.count - 1].condition = sizeClasses.last ?? .always
    return constraints.count - 1
  }

  static func relation(prefix label: String) -> LayoutRelation {
    if label.hasPrefix("greaterThanOrEqual") { return .greaterThanOrEqual }
    if label.hasPrefix("lessThanOrEqual") { return .lessThanOrEqual }
    return .equal
  }

  /// The item a value stands for in a constraint, or a warning that says why not.
  func guideOf(_ v: Value, _ node: some SyntaxProtocol) -> Guide? {
    switch v {
    case .view(let i): return .view(i)
    case .guide(let g): return g
    case .unknown(let t, let p):
      warn(p, "'\(t)' is not known here; the constraint is left out (a view made elsewhere: make it in this file, or paste its code too)")
      return nil
    default:
      warn(node, "'\(text(node))' is not a view or layout guide; the constraint is left out")
      return nil
    }
  }

  /// `anchor.constraint(equalTo: other, multiplier: m, constant: c)` and the other forms.
  func anchorConstraint(_ g: Guide, _ a: LayoutAttribute, _ c: FunctionCallExprSyntax) -> Value {
    guard let firstArg = c.arguments.first, let label = firstArg.label?.text, LayoutSyntax.anchorLabels.contains(label) else {
      return .unknown(text(c), position(c))
    }
    let relation = Interpreter.relation(prefix: label)
    var multiplier = argument(c, "multiplier").map { number(evaluate($0), default: 1, at: $0, bounded: true) } ?? 1
    var constant = argument(c, "constant").map { number(evaluate($0), default: 0, at: $0, bounded: true) } ?? 0
    if label.hasSuffix("Constant") {
      constant = number(evaluate(firstArg.expression), default: 0, at: firstArg.expression, bounded: true)
      return .constraint(makeConstraint(g, a, relation, nil, nil, constant: constant, origin: c))
    }
    let target = evaluate(firstArg.expression)
    guard case .anchor(let h, let b) = target else {
      if case .unknown(let t, let p) = target {
        warn(p, "'\(t)' is not known here; the constraint is left out (a view made elsewhere: make it in this file, or paste its code too)")
      } else {
        warn(firstArg.expression, "'\(text(firstArg.expression))' is not an anchor; the constraint is left out")
      }
      return .null
    }
    if label.contains("SystemSpacing") {
      // UIKit's system spacing between two views is 8 points (times the multiplier).
      constant = 8 * multiplier
      multiplier = 1
    }
    return .constraint(makeConstraint(g, a, relation, h, b, multiplier: multiplier, constant: constant, origin: c))
  }

  /// An `NSLayoutConstraint.Attribute` case: the attribute, and whether it is on the item's margins.
  static func itemAttribute(_ name: String) -> (LayoutAttribute, margins: Bool)? { LayoutAttribute.uikit(name) }

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  func itemAttribute(_ c: FunctionCallExprSyntax) -> Value {
    let args = c.arguments.map { $0 }
    func attr(_ k: Int) -> (LayoutAttribute, margins: Bool)?? {
      guard args.count > k else { return nil }
      let v = evaluate(args[k].expression)
      guard case .member(let m) = v else { return .some(nil) }
      if m == "notAnAttribute" { return .some(nil) }
      return Interpreter.itemAttribute(m).map { .some($0) } ?? .some(nil)
    }
    guard let itemArg = argument(c, "item"), let first = guideOf(evaluate(itemArg), itemArg) else { return .null }
    let attrIndices = args.indices.filter { args[$0].label?.text == "attribute" }
    guard let a1k = attrIndices.first, case .some(.some(let a1)) = attr(a1k) else {
      warn(c, "the first attribute of '\(text(c.calledExpression))(item:…)' is not known here; the constraint is left out")
      return .null
    }
    var relation = LayoutRelation.equal
    if let r = argument(c, "relatedBy") {
      switch evaluate(r) {
      case .member(let m): relation = LayoutRelation(rawValue: m) ?? .equal
      case .unknown(let t, let p): warn(p, "'\(t)' is not known here; using .equal (set it with --define \(t)=0, -1 or 1)")
      default: break
      }
    }
    let multiplier = argument(c, "multiplier").map { number(evaluate($0), default: 1, at: $0, bounded: true) } ?? 1
    let constant = argument(c, "constant").map { number(evaluate($0), default: 0, at: $0, bounded: true) } ?? 0
    var firstGuide = first
    if a1.margins { firstGuide = .margins(first.owner) }
    var secondGuide: Guide?
    var a2: LayoutAttribute?
    if let toExpr = argument(c, "toItem") {
      let to = evaluate(toExpr)
      if case .null = to {} else {
        guard let g = guideOf(to, toExpr) else { return .null }
        if attrIndices.count > 1, case .some(.some(let b)) = attr(attrIndices[1]) {
          secondGuide = b.margins ? .margins(g.owner) : g
          a2 = b.0
        }
      }
    }
    let k = makeConstraint(firstGuide, a1.0, relation, secondGuide, a2, multiplier: a2 == nil ? 1 : multiplier, constant: constant, origin: c)
    return .constraint(k)
  }

  /// The view names a visual format uses (`[name]`, `[name(>=20)]`), in order, once each.
  static func formatViewNames(_ format: String) -> [String] {
    var out: [String] = []
    var rest = Substring(format)
    while let open = rest.firstIndex(of: "[") {
      let name = rest[rest.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty, !out.contains(String(name)) { out.append(String(name)) }
      rest = rest[rest.index(after: open)...]
    }
    return out
  }

  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, with the alignment options.
  func visualFormat(_ c: FunctionCallExprSyntax) -> Value {
    guard let formatExpr = argument(c, "withVisualFormat") else { return .array([]) }
    guard case .string(let format) = evaluate(formatExpr) else {
      warn(formatExpr, "'\(text(formatExpr))' is not known here; its constraints are left out")
      return .array([])
    }
    var named: [String: Int] = [:]
    if let v = argument(c, "views") {
      switch evaluate(v) {
      case .dictionary(let kv): for (k, x) in kv { if case .view(let i) = x { named[k] = i } }
      case .unknown(let t, let p):
        // A dictionary made elsewhere (a project's `dictionaryOfNames(v1, v2)`): the format's names, when the code has views by those names.
        let inScope = Interpreter.formatViewNames(format).compactMap { n -> (String, Int)? in
          guard case .view(let i)? = lookupLocal(n) ?? property(n) else { return nil }
          return (n, i)
        }
        if !inScope.isEmpty, inScope.count == Interpreter.formatViewNames(format).count {
          for (n, i) in inScope { named[n] = i }
          warn(p, "'\(t)' is not known here; the format's views are taken to be the views of the code with their names")
        } else {
          warn(p, "'\(t)' is not known here; the format's views are unknown")
        }
      default: break
      }
    }
    var metrics: [String: Double] = [:]
    if let m = argument(c, "metrics"), case .dictionary(let kv) = evaluate(m) {
      // Any number: one past the bounds leaves the format's constraints out, as the format's own would.
      for (k, x) in kv { metrics[k] = number(x, default: 0, at: m, bounded: true) }
    }
    let column = location(position(formatExpr)).column + 1
    let specs: [ConstraintSpec]
    do {
      specs = try VisualFormat.constraints(format, views: Set(named.keys), metrics: metrics, line: line(formatExpr), column: column)
    } catch {
      // The format's columns count characters; the file's offsets count bytes.
      let into = String(format.prefix(max(0, error.column - column))).utf8.count
      warn({ var p = position(formatExpr); p.offset += 1 + into; return p }(), "\(error.message); the format's constraints are left out")
      return .array([])
    }
    var made: [Value] = []
    for s in specs {
      guard case .view(let n) = s.firstItem, let i = named[n] else { continue }
      var second: Guide?
      if case .view(let m)? = s.secondItem, let j = named[m] { second = .view(j) }
      let k = makeConstraint(.view(i), s.firstAttribute, s.relation, second, s.secondAttribute, multiplier: s.multiplier, constant: s.constant, origin: c)
      constraints[k].priority = s.priority
      constraints[k].visualFormat = format
      if case .superview? = s.secondItem { constraints[k].secondIsSuperview = true }
      made.append(.constraint(k))
    }
    // `options: .alignAllLeading`: each view of the line aligned with the next.
    if let o = argument(c, "options") {
      var names: [String] = []
      func collect(_ v: Value) {
        if case .member(let m) = v, m.hasPrefix("alignAll") { names.append(String(m.dropFirst("alignAll".count)).lowerFirstWord) }
        if case .array(let xs) = v { xs.forEach(collect) }
      }
      collect(evaluate(o))
      let order = VisualFormatOrder.views(format).compactMap { named[$0] }
      for n in names {
        guard let a = Interpreter.itemAttribute(n)?.0 else { continue }
        for (x, y) in zip(order, order.dropFirst()) {
          made.append(.constraint(makeConstraint(.view(x), a, .equal, .view(y), a, origin: c)))
        }
      }
    }
    return .array(made)
  }

  /// A constraint activated inside `if traitCollection… { }` is installed
  /// only in those size classes, wherever it was made.
  func installHere(_ k: Int) {
    guard let sc = sizeClasses.last else { return }
    let c = constraints[k].condition
    constraints[k].condition = SizeClassCondition(horizontal: sc.horizontal ?? c.horizontal, vertical: sc.vertical ?? c.vertical)
  }

  /// Activates (or deactivates) constraints, arrays of them, and SnapKit's.
  func activate(_ v: Value, _ on: Bool, at node: some SyntaxProtocol) {
    switch v {
    case .constraint(let k):
      if laterState != nil && k < madeInSetup {
        if constraints[k].active != on { laterState?.changes.append(.init(constraint: k, constant: nil, isActive: on)) }
      } else {
        constraints[k].active = on
        if on { installHere(k) }
      }
    case .array(let xs): for x in xs { activate(x, on, at: node) }
    case .snapConstraints(let ks): for k in ks { activate(.constraint(k), on, at: node) }
    case .unknown(let t, let p):
      if on { warn(p, "'\(t)' is not known here; its constraints are left out") }
    default: break
    }
  }

  /// Methods called on constraints: SnapKit's `activate()`, `update(offset:)`…, and the file's helpers.
  func constraintMethod(_ ks: [Int], _ name: String, _ c: FunctionCallExprSyntax) -> Value {
    switch name {
    case "activate", "deactivate":
      for k in ks { activate(.constraint(k), name == "activate", at: c) }
      return .null
    case "update", "updateOffset", "updateInsets", "updatePriority":
      for k in ks {
        for a in c.arguments {
          let v = evaluate(a.expression)
          switch a.label?.text ?? (name == "updateOffset" ? "offset" : name == "updateInsets" ? "inset" : "priority") {
          case "offset": setConstraint(k, "constant", v, at: a.expression)
          case "inset":
            let x = number(v, default: 0, at: a.expression, bounded: true)
            setConstraint(k, "constant", .number(SnapKitConstant.inset(x, constraints[k].firstAttribute)), at: a.expression)
          case "priority": setConstraint(k, "priority", v, at: a.expression)
          default: break
          }
        }
      }
      return ks.count == 1 ? .constraint(ks[0]) : .array(ks.map(Value.constraint))
    default:
      if let f = helpers[name]?.first {
        for k in ks { _ = invoke(f, c, selfValue: .constraint(k)) }
        return ks.count == 1 ? .constraint(ks[0]) : .array(ks.map(Value.constraint))
      }
      warn(c, "'\(name)' is not known here; the constraint is kept as written")
      return ks.count == 1 ? .constraint(ks[0]) : .array(ks.map(Value.constraint))
    }
  }
}

/// The views of a VFL line in the order they appear (`[a]-[b(==a)]` → a, b).
enum VisualFormatOrder {
  static func views(_ format: String) -> [String] {
    var out: [String] = []
    var i = format.startIndex
    while i < format.endIndex {
      if format[i] == "[" {
        var j = format.index(after: i)
        var name = ""
        while j < format.endIndex, format[j].isLetter || format[j].isNumber || format[j] == "_" {
          name.append(format[j])
          j = format.index(after: j)
        }
        if !name.isEmpty { out.append(name) }
        i = j
      } else {
        i = format.index(after: i)
      }
    }
    return out
  }
}
