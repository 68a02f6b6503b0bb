import PlumbLayout
import SwiftSyntax

extension Interpreter {
  func evaluate(_ e: ExprSyntax) -> Value {
    guard step(at: e) else { return .unknown(text(e), position(e)) }
    if let i = e.as(IntegerLiteralExprSyntax.self) { return SwiftNumber.parse(i.literal.text).map(Value.number) ?? .unknown(i.literal.text, position(i)) }
    if let f = e.as(FloatLiteralExprSyntax.self) { return SwiftNumber.parse(f.literal.text).map(Value.number) ?? .unknown(f.literal.text, position(f)) }
    if let b = e.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
    if e.is(NilLiteralExprSyntax.self) { return .null }
    if let s = e.as(StringLiteralExprSyntax.self) { return VisualFormatCount.literalText(s).map(Value.string) ?? interpolated(s) }
    if let d = e.as(DeclReferenceExprSyntax.self) { return reference(d) }
    if let m = e.as(MemberAccessExprSyntax.self) { return memberAccess(m) }
    if let c = e.as(FunctionCallExprSyntax.self) { return call(c) }
    if let c = e.as(ClosureExprSyntax.self) { return .closure(c) }
    if let a = e.as(ArrayExprSyntax.self) { return .array(a.elements.map { evaluate($0.expression) }) }
    if let d = e.as(DictionaryExprSyntax.self) {
      guard case .elements(let list) = d.content else { return .dictionary([]) }
      return .dictionary(list.compactMap { el in
        guard case .string(let k) = evaluate(el.key) else { return nil }
        return (k, evaluate(el.value))
      })
    }
    if let t = e.as(TupleExprSyntax.self) {
      if t.elements.count == 1, let only = t.elements.first { return evaluate(only.expression) }
      return .unknown(text(t), position(t))
    }
    if let p = e.as(PrefixOperatorExprSyntax.self) {
      let v = evaluate(p.expression)
      switch p.operator.text {
      case "-":
        if let x = numeric(v) { return .number(-x) }
        if case .insets(let i) = v { return .insets(Insets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right)) }
        return v
      case "!":
        if case .bool(let b) = v { return .bool(!b) }
        return v.isUnknown ? .unknown(text(p), position(p)) : v
      default: return v
      }
    }
    if let f = e.as(ForceUnwrapExprSyntax.self) { return evaluate(f.expression) }
    if let o = e.as(OptionalChainingExprSyntax.self) { return evaluate(o.expression) }
    if let p = e.as(PostfixOperatorExprSyntax.self) { return evaluate(p.expression) }
    if let t = e.as(TryExprSyntax.self) { return evaluate(t.expression) }
    if let a = e.as(AwaitExprSyntax.self) { return evaluate(a.expression) }
    if let s = e.as(SequenceExprSyntax.self) { return sequence(Array(s.elements)) }
    if let i = e.as(IfExprSyntax.self) { return ifStatement(i) }
    if let s = e.as(SwitchExprSyntax.self) { return switchStatement(s) }
    if let s = e.as(SubscriptCallExprSyntax.self) { return subscriptValue(s) }
    if let t = e.as(TernaryExprSyntax.self) { return ternary(t.condition, t.thenExpression, t.elseExpression) }
    if let a = e.as(AsExprSyntax.self) { return evaluate(a.expression) }
    if let m = e.as(MacroExpansionExprSyntax.self) { return .unknown(text(m), position(m)) }
    return .unknown(text(e), position(e))
  }

  /// A number, with UIKit's and SnapKit's named priorities and `.zero`.
  func numeric(_ v: Value) -> Double? {
    switch v {
    case .number(let x): return x
    case .bool(let b): return b ? 1 : 0
    case .member(let m): return Interpreter.namedNumbers[m] ?? Interpreter.namedPriority(m)?.value
    default: return nil
    }
  }

  /// The numbers a name stands for that are not priorities (`.zero` is a
  /// number, never a priority: `UILayoutPriority` has none). Each is its
  /// real value: `.greatestFiniteMagnitude` as a constant is then refused
  /// where it stands, as any constant past the model's bounds is, never
  /// quietly made a smaller number.
  static let namedNumbers: [String: Double] = [
    "zero": 0, "greatestFiniteMagnitude": .greatestFiniteMagnitude, "leastNonzeroMagnitude": .leastNonzeroMagnitude,
    "infinity": .infinity,
  ]

  /// The priority a member names in code: UIKit's (`.defaultHigh`, and Mac Catalyst's) or SnapKit's (`.medium`).
  static func namedPriority(_ name: String) -> LayoutPriority? {
    LayoutPriority.named(name, in: .uiKit) ?? LayoutPriority.named(name, in: .macCatalyst) ?? LayoutPriority.named(name, in: .snapKit)
  }

  // MARK: - Names

  func reference(_ d: DeclReferenceExprSyntax) -> Value {
    let name = d.baseName.text
    if name == "self" || name == "super" { return selfValue }
    if let v = options.defines[name] { return .number(v) }
    if let v = lookupLocal(name) { return v }
    if isRootSelf, let v = property(name) { return v }
    if let v = outside[name] { return v }
    if let (key, e) = staticConstant(name, bare: true) { return staticValue(key, e) }
    let implicit = member(of: selfValue, name, at: d)
    if !implicit.isUnknown { return implicit }
    if name.first?.isUppercase == true { return .member("type:" + name) }
    return .unknown(name, position(d))
  }

  /// Whether `self` is an object of a class of the file (its properties are in scope).
  var isRootSelf: Bool { selfClass != nil }

  /// The object `self` is, when its class is in the file: the instance (0:
  /// the root, or the controller) and the class's members.
  var selfClass: (instance: Int, members: Members)? { classOf(selfValue) }

  func classOf(_ v: Value) -> (instance: Int, members: Members)? {
    switch v {
    case .controller: return (0, members)
    case .view(0): return (0, members)
    case .view(let i): return views.indices.contains(i) ? classes[views[i].typeName].map { (i, $0) } : nil
    default: return nil
    }
  }

  /// A string with interpolations (`"V:[menu(\(height))]"`): its text when every interpolated value is known.
  func interpolated(_ s: StringLiteralExprSyntax) -> Value {
    var text = ""
    for segment in s.segments {
      if let plain = segment.as(StringSegmentSyntax.self) {
        // Escapes other than interpolation are not layout text; such a string stays unknown.
        guard !plain.content.text.contains("\\") else { return .unknown(self.text(s), position(s)) }
        text += plain.content.text
      } else if let e = segment.as(ExpressionSegmentSyntax.self), e.expressions.count == 1, let only = e.expressions.first {
        switch evaluate(only.expression) {
        case .number(let x): text += formatPoints(x)
        case .string(let t): text += t
        case .unknown(let t, let p): return .unknown(t, p)
        default: return .unknown(self.text(s), position(s))
        }
      } else {
        return .unknown(self.text(s), position(s))
      }
    }
    return .string(text)
  }

  /// A static constant by the name the code uses: in the type being
  /// evaluated or the class run (a bare name), as written, or the one
  /// constant of the file whose full name ends with it (`Metrics.margin` in a nested type).
  func staticConstant(_ key: String, bare: Bool) -> (String, ExprSyntax)? {
    var scopes = staticContext.reversed().map { $0 }
    if let r = rootClass { scopes.append(r) }
    for s in scopes {
      var parts = s.split(separator: ".").map(String.init)
      while !parts.isEmpty {
        let full = (parts + [key]).joined(separator: ".")
        if let e = statics[full] { return (full, e) }
        parts.removeLast()
      }
    }
    if let e = statics[key] { return (key, e) }
    guard !bare else { return nil }
    let matches = statics.keys.filter { $0.hasSuffix("." + key) }
    guard matches.count == 1, let only = matches.first, let e = statics[only] else { return nil }
    return (only, e)
  }

  func staticValue(_ key: String, _ e: ExprSyntax) -> Value {
    guard evaluating.insert("static " + key).inserted else { return .unknown(key, position(e)) }
    defer { evaluating.remove("static " + key) }
    // Bare names in a static's initializer are its type's other statics.
    if let dot = key.lastIndex(of: ".") { staticContext.append(String(key[..<dot])) } else { staticContext.append(rootClass ?? "") }
    defer { staticContext.removeLast() }
    return evaluate(e)
  }

  /// A stored or computed property of the class being run: its value as set, or its initializer's.
  func property(_ key: String) -> Value? {
    guard let (instance, members) = selfClass else { return nil }
    return property(key, of: instance, members)
  }

  func property(_ key: String, of instance: Int, _ members: Members) -> Value? {
    if let v = properties[instance]?[key] { return v }
    guard let p = members.properties[key] else { return nil }
    guard evaluating.insert("\(instance).\(key)").inserted else { return .unknown(key, position(p.node)) }
    defer { evaluating.remove("\(instance).\(key)") }
    var v: Value
    frames.append(Frame(selfValue: instance == 0 ? (rootKind == .viewController ? .controller : .view(0)) : .view(instance)))
    if let i = p.initializer, let made = typedInit(i, p.type) {
      // `lazy var title: UILabel = .init(…)`: a view of the declared type.
      v = made
    } else if let i = p.initializer {
      v = evaluate(i)
    } else if let g = p.getter {
      execute(g)
      v = frames.last?.returned ?? .null
      if g.count == 1, let only = g.first, case .expr(let e) = only.item { v = evaluate(e) }
      frames.removeLast()
      // A computed property is evaluated each time (it may make a new view: kept once).
      nameView(v, key, fromProperty: true)
      properties[instance, default: [:]][key] = v
      return v
    } else {
      v = placeholder(named: key, type: p.type, at: p.node)
      if case .view = v {
        // A view property the file declares but never makes: an outlet (its nib), or one a caller sets.
        let outlet = p.node.parent?.parent?.as(VariableDeclSyntax.self)?.attributes.contains { $0.trimmedDescription.hasPrefix("@IBOutlet") } == true
        let from = outlet ? "an outlet, made by its nib" : "a property this file never sets, set by other code"
        warn(p.node, "'\(key)' is \(from); a placeholder view stands for it, with only the constraints this file gives it")
      }
    }
    frames.removeLast()
    nameView(v, key, fromProperty: true)
    properties[instance, default: [:]][key] = v
    return v
  }

  /// Gives a view the name of the variable or property it is bound to.
  func nameView(_ v: Value, _ n: String, fromProperty: Bool = false) {
    guard case .view(let i) = v, i > 0, views.indices.contains(i) else { return }
    guard fromProperty || !named.contains(i) else { return }
    guard n != "_", !n.hasPrefix("$") else { return }
    if fromProperty && namedByProperty.contains(i) { return }
    // The names in use are counted as views are made, not gathered per call:
    // a loop that made 8,000 views scanned them all for each (quadratic).
    for j in namesCounted..<views.count { nameCounts[views[j].spec.name, default: 0] += 1 }
    namesCounted = views.count
    let own = views[i].spec.name
    func taken(_ name: String) -> Bool { (nameCounts[name] ?? 0) - (name == own ? 1 : 0) > 0 }
    var candidate = n
    if taken(candidate) || candidate == "root" {
      // The first free `n_k`: below the memo only the view's own name can be.
      var k = freeSuffixFrom[n] ?? 2
      if let (base, j) = Interpreter.suffixed(own), base == n, j < k, own == "\(n)_\(j)", !taken(own) {
        k = j
      } else {
        while taken("\(n)_\(k)") { k += 1 }
        freeSuffixFrom[n] = k + 1
      }
      candidate = "\(n)_\(k)"
    }
    nameCounts[own, default: 1] -= 1
    if nameCounts[own] == 0, let (base, k) = Interpreter.suffixed(own), let from = freeSuffixFrom[base], from > k {
      freeSuffixFrom[base] = k
    }
    nameCounts[candidate, default: 0] += 1
    views[i].spec.name = candidate
    named.insert(i)
    if fromProperty { namedByProperty.insert(i) }
  }

  /// `name_k` split into `name` and `k` (k ≥ 2), as `nameView` numbers a name's repeats.
  static func suffixed(_ name: String) -> (base: String, k: Int)? {
    guard let cut = name.lastIndex(of: "_"), let k = Int(name[name.index(after: cut)...]), k >= 2 else { return nil }
    return (String(name[..<cut]), k)
  }

  func memberAccess(_ m: MemberAccessExprSyntax) -> Value {
    let name = m.declName.baseName.text
    guard let baseExpr = m.base else { return .member(name) }
    let key = self.key(m)
    if let v = options.defines[key] { return .number(v) }
    if let (full, e) = staticConstant(key, bare: false) { return staticValue(full, e) }
    if let d = baseExpr.as(DeclReferenceExprSyntax.self), d.baseName.text == "Self", let (full, e) = staticConstant(name, bare: true) {
      return staticValue(full, e)
    }
    if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", isRootSelf, let v = property(name) { return v }
    var base = evaluate(baseExpr)
    // `childController?.view`: the view of a controller another object supplies, a placeholder named after it.
    if base.isUnknown, name == "view", let v = outsideView(baseExpr, member: "view") { return v }
    if base.isUnknown, Interpreter.viewMembers.contains(name) || LayoutAttribute(anchorName: name) != nil, let v = outsideView(baseExpr) { base = v }
    if case .member(let t) = base, t.hasPrefix("type:") {
      // `UILayoutPriority.defaultHigh`, `UIStackView.Alignment.center`: the member itself.
      // An enum case of the files (`Mode.narrow`) is the case, as `.narrow` is.
      if enumCases[String(t.dropFirst(5))]?.contains(name) == true { return .member(name) }
      // The sizes a fitting size is asked for with (`systemLayoutSizeFitting`).
      if t == "type:UIView", name == "layoutFittingCompressedSize" { return .size(0, 0) }
      if t == "type:UIView", name == "layoutFittingExpandedSize" { return .size(.greatestFiniteMagnitude, .greatestFiniteMagnitude) }
      // A Float's own extremes (a priority's raw value is a Float).
      if t == "type:Float" || t == "type:Float32", name == "greatestFiniteMagnitude" { return .number(Double(Float.greatestFiniteMagnitude)) }
      if Interpreter.namedNumbers[name] != nil || Interpreter.namedPriority(name) != nil || t.hasPrefix("type:UI") || t.hasPrefix("type:NS") || t.hasPrefix("type:CG") {
        return .member(name)
      }
      return .unknown(key, position(m))
    }
    if case .unknown = base { return .unknown(key, position(m)) }
    let v = member(of: base, name, at: m)
    if case .unknown = v { return .unknown(key, position(m)) }
    return v
  }

  /// Members only a view or guide has: an unknown name used with one is a view made elsewhere.
  static let viewMembers: Set<String> = Set(LayoutGuide.allCases.filter(\.isViewProperty).map(\.uikitProperty)).union([
    "translatesAutoresizingMaskIntoConstraints", "snp", "addSubview", "addArrangedSubview",
  ])

  /// A view for a plain name (`pageView`, `self.collectionView`) the file
  /// uses as one but does not make (an inherited property, an outlet): a
  /// placeholder in the root, said when the document is made.
  func outsideView(_ e: ExprSyntax, member: String? = nil) -> Value? {
    var e = e
    while true {
      if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression } else if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression } else { break }
    }
    var found: String?
    if let d = e.as(DeclReferenceExprSyntax.self) { found = d.baseName.text }
    if let m = e.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { found = m.declName.baseName.text }
    guard let name = found, name.first?.isLowercase == true, name != "self", !loopVariables.contains(name) else { return nil }
    let key = member.map { name + "." + $0 } ?? name
    if let v = outside[key] { return v }
    var r = ViewRecord(spec: ViewSpec.madeInCode(name: name, kind: .view), typeName: "UIView", position: position(e))
    r.placeholder = true
    views.append(r)
    let v = Value.view(views.count - 1)
    nameView(v, name, fromProperty: true)
    outside[key] = v
    if let member {
      warn(e, "'\(name).\(member)' is the view of an object this file does not make; a placeholder view '\(views[views.count - 1].spec.name)' stands for it")
    } else if let (instance, members) = selfClass, members.properties[key] != nil {
      properties[instance, default: [:]][key] = v
    }
    return v
  }

  // MARK: - Operators

  /// Folds a sequence (`a + b * c`, `x = y`, `c ? a : b`, `v as? T`) by Swift's precedences.
  func sequence(_ elements: [ExprSyntax]) -> Value {
    var i = 0
    return fold(elements, &i, 0)
  }

  static func precedence(_ op: ExprSyntax) -> (Int, rightAssociative: Bool)? {
    if op.is(AssignmentExprSyntax.self) { return (1, true) }
    if op.is(UnresolvedTernaryExprSyntax.self) { return (2, true) }
    if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) { return (9, false) }
    guard let b = op.as(BinaryOperatorExprSyntax.self) else { return nil }
    switch b.operator.text {
    case "=", "+=", "-=", "*=", "/=", "|=", "&=": return (1, true)
    case "||": return (3, false)
    case "&&": return (4, false)
    case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return (5, false)
    case "??": return (6, true)
    case "...", "..<": return (7, false)
    case "+", "-", "|", "^", "&+", "&-": return (8, false)
    case "*", "/", "%", "&", "&*": return (10, false)
    default: return (8, false)
    }
  }

  /// Precedence climbing over the sequence's elements; operands are evaluated lazily (assignment needs its target unevaluated).
  func fold(_ xs: [ExprSyntax], _ i: inout Int, _ minimum: Int) -> Value {
    guard i < xs.count else { return .null }
    foldDepth += 1
    defer { foldDepth -= 1 }
    guard foldDepth <= Interpreter.maximumFoldDepth else {
      warn(xs[i], "this expression chains more than \(Interpreter.maximumFoldDepth) operators to the right (a = b = …); Plumb does not read the rest of it")
      let at = xs[i]
      i = xs.count
      return .unknown(text(at), position(at))
    }
    var lhsNodes: [ExprSyntax] = [xs[i]]
    var lhs: Value?
    i += 1
    func current() -> Value {
      if let lhs { return lhs }
      let v = evaluate(lhsNodes[0])
      lhs = v
      return v
    }
    while i < xs.count, let (p, right) = Interpreter.precedence(xs[i]), p >= minimum {
      let op = xs[i]
      i += 1
      if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) {
        // `x as? T`: the value; `x is T`: not known.
        if op.is(UnresolvedIsExprSyntax.self) { lhs = .unknown("\(text(lhsNodes[0])) is …", position(op)) } else { _ = current() }
        i += 1
        continue
      }
      if let t = op.as(UnresolvedTernaryExprSyntax.self) {
        let cond = current()
        var j = i
        // Evaluate only the arm taken.
        let known: Bool? = {
          if let d = options.defines[key(lhsNodes[0])] { return d != 0 }
          if case .bool(let b) = cond { return b }
          return nil
        }()
        if known == nil, cond.isUnknown, LayoutSyntax.mentionsLayout(t) {
          warn(lhsNodes[0], "'\(text(lhsNodes[0]))' is not known here; taking the first arm (set it with --define \(key(lhsNodes[0]))=false)")
        }
        if known == false {
          lhs = fold(xs, &j, p)
        } else {
          // The else arm is not run: skip it up to an assignment or the end.
          while j < xs.count, Interpreter.precedence(xs[j]).map({ $0.0 >= p }) ?? true { j += 1 }
          lhs = evaluate(t.thenExpression)
        }
        i = j
        continue
      }
      let isAssignment = op.is(AssignmentExprSyntax.self) || (op.as(BinaryOperatorExprSyntax.self).map { ["=", "+=", "-=", "*=", "/=", "|=", "&="].contains($0.operator.text) } ?? false)
      if isAssignment {
        let rhs = fold(xs, &i, right ? p : p + 1)
        let text = op.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "="
        assign(lhsNodes[0], text, rhs)
        lhs = .null
        continue
      }
      let l = current()
      let r = fold(xs, &i, right ? p : p + 1)
      lhs = binary(op.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "", l, r, at: op, text: lhsNodes[0])
      lhsNodes = [lhsNodes[0]]
    }
    return current()
  }

  func binary(_ op: String, _ l: Value, _ r: Value, at node: ExprSyntax, text: ExprSyntax) -> Value {
    if op == "??" {
      if case .null = l { return r }
      return l.isUnknown ? r : l
    }
    if case .unknown = l { return l }
    if case .unknown = r { return r }
    if let a = numeric(l), let b = numeric(r) {
      switch op {
      case "+", "&+": return .number(a + b)
      case "-", "&-": return .number(a - b)
      case "*", "&*": return .number(a * b)
      case "/": return b == 0 ? .unknown("\(self.text(text)) / 0", position(node)) : .number(a / b)
      case "%": return b == 0 ? .unknown("\(self.text(text)) % 0", position(node)) : .number(a.truncatingRemainder(dividingBy: b))
      case "..<", "...":
        // A range of whole numbers is the array of them (a loop's sequence), up to a bound.
        guard let lo = SwiftNumber.whole(a), let hi = SwiftNumber.whole(b) else { break }
        let end = op == "..<" ? hi : hi + 1
        guard end - lo <= Interpreter.maximumRange else { return .unknown("\(self.text(text))\(op)…", position(node)) }
        return .array(lo < end ? (lo..<end).map { .number(Double($0)) } : [])
      case "==": return .bool(a == b)
      case "!=": return .bool(a != b)
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      case "<=": return .bool(a <= b)
      case ">=": return .bool(a >= b)
      case "&&": return .bool(a != 0 && b != 0)
      case "||": return .bool(a != 0 || b != 0)
      default: break
      }
    }
    if op == "+", case .array(let a) = l, case .array(let b) = r { return .array(a + b) }
    if op == "+", case .string(let a) = l, case .string(let b) = r { return .string(a + b) }
    if op == "==" || op == "!=", case .member(let a) = l, case .member(let b) = r { return .bool((a == b) == (op == "==")) }
    if op == "==" || op == "!=" {
      // Against nil: a value the interpreter has is not nil.
      switch (l, r) {
      case (.null, .null): return .bool(op == "==")
      case (.null, _), (_, .null): return .bool(op == "!=")
      default: break
      }
    }
    return .unknown("\(self.text(text)) \(op) …", position(text))
  }

  func ternary(_ c: ExprSyntax, _ a: ExprSyntax, _ b: ExprSyntax) -> Value {
    if let d = options.defines[key(c)] { return evaluate(d != 0 ? a : b) }
    if case .bool(let x) = evaluate(c) { return evaluate(x ? a : b) }
    return evaluate(a)
  }

  func subscriptValue(_ s: SubscriptCallExprSyntax) -> Value {
    let base = evaluate(s.calledExpression)
    guard let arg = s.arguments.first?.expression else { return .unknown(text(s), position(s)) }
    let k = evaluate(arg)
    switch (base, k) {
    case (.array(let xs), .number(let n)):
      if let k = SwiftNumber.whole(n), xs.indices.contains(k) { return xs[k] }
      return .unknown(text(s), position(s))
    case (.dictionary(let kv), .string(let key)): return kv.last { $0.0 == key }?.1 ?? .null
    default: return .unknown(text(s), position(s))
    }
  }

  // MARK: - Assignment

  func assign(_ target: ExprSyntax, _ op: String, _ rhs: Value) {
    var value = rhs
    if op != "=" {
      let old = evaluate(target)
      let sym = String(op.dropLast())
      if case .array(let a) = old {
        switch rhs {
        case .array(let b): value = .array(a + b)
        default: value = .array(a + [rhs])
        }
      } else {
        value = binary(sym, old, rhs, at: target, text: target)
      }
    }
    if let d = target.as(DeclReferenceExprSyntax.self) {
      let n = d.baseName.text
      if lookupLocal(n) != nil { nameView(value, n); setLocal(n, value, declare: false); return }
      if let (_, members) = selfClass, members.properties[n] != nil { setProperty(n, value); return }
      setMember(selfValue, n, value, at: target)
      return
    }
    if let m = target.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
      let n = m.declName.baseName.text
      if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let (_, members) = selfClass, members.properties[n] != nil {
        setProperty(n, value)
        return
      }
      // A part of a frame, size or point: the whole value, set back where it came from.
      // (of a view, or of a variable holding one: `var f = a.frame; f.size.width = 300`).
      if Interpreter.frameParts.contains(n) {
        let ofAView = readsAFrame(baseExpr)
        framesForWriting = ofAView
        let whole = evaluate(baseExpr)
        framesForWriting = false
        switch whole {
        case .rect, .size, .point, .member("zero"):
          if let changed = setting(n, of: whole, to: value) { return assign(baseExpr, "=", changed) }
          if case .unknown(let t, let p) = value { return warn(p, "'\(t)' is not known here; '\(text(target))' is left as it was") }
          return warn(target, "'\(text(target))' is set to a value Plumb does not read here; it is left as it was")
        case .unknown(let t, let p) where ofAView:
          return warn(p, "'\(t)' is not known here; '\(text(target))' is left as it was")
        default: break
        }
      }
      var base = evaluate(baseExpr)
      if base.isUnknown, Interpreter.viewMembers.contains(n), let v = outsideView(baseExpr) { base = v }
      setMember(base, n, value, at: target)
      return
    }
    if let s = target.as(SubscriptCallExprSyntax.self), let arg = s.arguments.first?.expression, case .string(let key) = evaluate(arg) {
      guard case .dictionary(var kv) = evaluate(s.calledExpression) else { return }
      kv.removeAll { $0.0 == key }
      kv.append((key, value))
      assign(s.calledExpression, "=", .dictionary(kv))
      return
    }
    if let f = target.as(ForceUnwrapExprSyntax.self) { return assign(f.expression, op == "=" ? "=" : op, rhs) }
    if let o = target.as(OptionalChainingExprSyntax.self) { return assign(o.expression, op == "=" ? "=" : op, rhs) }
  }

  func setProperty(_ n: String, _ v: Value) {
    nameView(v, n, fromProperty: true)
    if let (instance, _) = selfClass { properties[instance, default: [:]][n] = v }
    if case .constraint(let k) = v, constraints[k].identifier == nil { constraints[k].identifier = n }
    if case .snapConstraints(let ks) = v, ks.count == 1, constraints[ks[0]].identifier == nil { constraints[ks[0]].identifier = n }
  }
}
