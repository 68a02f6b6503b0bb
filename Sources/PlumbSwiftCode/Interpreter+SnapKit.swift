import PlumbLayout
import SwiftSyntax

/// SnapKit's constants: how an inset or a size target becomes each attribute's constant.
enum SnapKitConstant {
  /// `inset(x)`: in from every edge (the far edges negative; a size shrinks by both sides).
  static func inset(_ x: Double, _ a: LayoutAttribute) -> Double { insets(Insets(top: x, left: x, bottom: x, right: x), a) }

  static func insets(_ e: Insets, _ a: LayoutAttribute) -> Double {
    switch a {
    case .left, .leading: return e.left
    case .top, .firstBaseline: return e.top
    case .right, .trailing: return -e.right
    case .bottom, .lastBaseline: return -e.bottom
    case .width: return -(e.left + e.right)
    case .height: return -(e.top + e.bottom)
    case .centerX: return (e.left - e.right) / 2
    case .centerY: return (e.top - e.bottom) / 2
    }
  }
}

extension Interpreter {
  /// `view.snp.makeConstraints { make in … }` (remake: the view's earlier SnapKit constraints go; update: matching ones change).
  func snapBlock(_ g: Guide, _ name: String, _ c: FunctionCallExprSyntax) -> Value {
    guard let closure = closureArgument(c) else { return .null }
    if case .view(let i) = g { views[i].autoresizing = false }
    let before = constraints.count
    if name == "remakeConstraints" {
      for k in constraints.indices where constraints[k].snapOwner == g && constraints[k].active { activate(.constraint(k), false, at: c) }
    }
    _ = runClosure(closure, [.maker(g, [])])
    guard name == "updateConstraints" else { return .null }
    // An update changes the constant of the constraint SnapKit made before for the same attributes.
    for k in before..<constraints.count {
      let n = constraints[k]
      guard let old = constraints[..<before].lastIndex(where: {
        $0.snapOwner == g && $0.first == n.first && $0.firstAttribute == n.firstAttribute && $0.relation == n.relation && $0.second == n.second
          && $0.secondAttribute == n.secondAttribute && $0.secondIsSuperview == n.secondIsSuperview
      }) else { continue }
      constraints[k].active = false
      constraints[k].discarded = true
      updatedOrigins.insert(n.origin)
      let node = ExprSyntax(c)
      setConstraint(old, "constant", .number(n.constant), at: node)
      if n.priority != constraints[old].priority { setConstraint(old, "priority", .number(n.priority.value), at: node) }
    }
    return .null
  }

  /// The outermost call of a SnapKit chain (`make.top.equalTo(x).offset(8)`): where the counter finds it.
  func chainStart(_ c: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
    var node = c
    while let parent = node.parent?.as(MemberAccessExprSyntax.self), let grand = parent.parent?.as(FunctionCallExprSyntax.self),
      grand.calledExpression.id == parent.id
    {
      node = grand
    }
    return node
  }

  /// `make.top.left.equalTo(target)`: one constraint per attribute, active.
  func snapRelation(_ g: Guide, _ attrs: [SnapAttribute], _ name: String, _ c: FunctionCallExprSyntax) -> Value {
    guard LayoutSyntax.snapRelations.contains(name), !attrs.isEmpty else { return .unknown(text(c), position(c)) }
    let relation = Interpreter.relation(prefix: name)
    let origin = chainStart(c)
    var made: [Int] = []
    func add(_ a: SnapAttribute, _ second: Guide?, _ b: LayoutAttribute?, _ constant: Double, superview: Bool) {
      let first: Guide = a.margins ? .margins(g.owner) : g
      let k = makeConstraint(first, a.attribute, relation, second, b, constant: constant, origin: origin)
      constraints[k].secondIsSuperview = superview
      constraints[k].active = true
      constraints[k].snapOwner = g
      made.append(k)
    }
    if name.hasSuffix("Superview") {
      for a in attrs { add(a, nil, a.attribute, 0, superview: true) }
      return .snapConstraints(made)
    }
    guard let arg = c.arguments.first?.expression else { return .unknown(text(c), position(c)) }
    var target = evaluate(arg)
    if case .unknown = target, attrs.allSatisfy({ !$0.attribute.isSize }) || attrs.allSatisfy({ $0.attribute.isSize }) {
      // A value the file cannot tell: a number, most often (`equalTo(Style.height)`).
      target = .number(number(target, default: 0, at: arg))
    }
    switch target {
    case .view(let j):
      for a in attrs { add(a, .view(j), a.attribute, 0, superview: false) }
    case .guide(let h):
      for a in attrs { add(a, h, a.attribute, 0, superview: false) }
    case .snp(let h, let targets):
      for (n, a) in attrs.enumerated() {
        let t = targets.isEmpty ? a : targets.count == attrs.count ? targets[n] : targets[0]
        add(a, t.margins ? .margins(h.owner) : h, t.attribute, 0, superview: false)
      }
    case .anchor(let h, let b):
      for a in attrs { add(a, h, b, 0, superview: false) }
    case .number, .member, .bool:
      let x = numeric(target) ?? 0
      for a in attrs {
        if a.attribute.isSize { add(a, nil, nil, x, superview: false) } else { add(a, nil, a.attribute, x, superview: true) }
      }
    case .size(let w, let h):
      for a in attrs where a.attribute.isSize { add(a, nil, nil, a.attribute == .width ? w : h, superview: false) }
    case .insets(let e):
      for a in attrs { add(a, nil, a.attribute, SnapKitConstant.insets(e, a.attribute), superview: true) }
    default:
      warn(arg, "'\(text(arg))' is not known here; the constraint is left out")
      return .null
    }
    return .snapConstraints(made)
  }

  /// `.offset(8)`, `.inset(16)`, `.multipliedBy(0.5)`, `.priority(.high)`, `.labeled("x")`.
  func snapModifier(_ ks: [Int], _ name: String, _ c: FunctionCallExprSyntax) -> Value {
    let arg = c.arguments.first?.expression
    let value = arg.map { evaluate($0) } ?? .null
    func num(_ d: Double) -> Double { arg.map { number(value, default: d, at: $0) } ?? d }
    switch name {
    case "offset":
      if case .insets(let e) = value {
        for k in ks { constraints[k].constant = SnapKitConstant.insets(e, constraints[k].firstAttribute) }
      } else {
        let x = num(0)
        for k in ks { constraints[k].constant = x }
      }
    case "inset":
      if case .insets(let e) = value {
        for k in ks { constraints[k].constant = SnapKitConstant.insets(e, constraints[k].firstAttribute) }
      } else {
        let x = num(0)
        for k in ks { constraints[k].constant = SnapKitConstant.inset(x, constraints[k].firstAttribute) }
      }
    case "multipliedBy", "dividedBy":
      let m = num(1)
      for k in ks where constraints[k].second != nil || constraints[k].secondIsSuperview {
        constraints[k].multiplier = name == "dividedBy" ? (m == 0 ? 1 : 1 / m) : m
      }
    case "priority":
      let p = arg.map { priority(value, default: .required, at: $0) } ?? .required
      for k in ks { constraints[k].priority = p }
    case "priorityHigh", "priorityMedium", "priorityLow", "priorityRequired":
      // SnapKit's old modifiers: `.priorityHigh()` is `.priority(.high)`.
      guard let p = LayoutPriority.named(String(name.dropFirst("priority".count)).lowercased(), in: .snapKit) else { break }
      for k in ks { constraints[k].priority = p }
    case "labeled":
      if case .string(let s) = value { for k in ks { constraints[k].identifier = s } }
    default:
      return .unknown(text(c), position(c))
    }
    return .snapConstraints(ks)
  }
}
