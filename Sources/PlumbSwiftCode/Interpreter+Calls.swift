import PlumbLayout
import SwiftSyntax

extension Interpreter {
  /// UIKit's view class of that name, from the catalogue (AppKit's are not
  /// UIKit code's): the kind it is drawn as.
  static func uikitView(_ name: String) -> ViewKind? { UIKitClass.named(name).flatMap { $0.isAppKit ? nil : $0.kind } }

  /// The kind a type name is drawn as: UIKit's classes, the file's view
  /// classes (by their UIKit ancestor), and other classes named like views.
  func viewKind(ofType raw: String) -> (kind: ViewKind, typeName: String)? {
    var t = raw
    while let l = t.last, l == "?" || l == "!" { t.removeLast() }
    if let k = Interpreter.uikitView(t) { return (k, t) }
    if let base = viewClasses[t] { return (Interpreter.uikitView(base) ?? .view, t) }
    let suffixes = ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Bar", "Indicator", "Cell"]
    if t.first?.isUppercase == true, t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), suffixes.contains(where: { t.hasSuffix($0) }),
      !t.hasSuffix("ViewController"), !t.hasSuffix("ViewModel")
    {
      return (.view, t)
    }
    return nil
  }

  func arguments(_ c: FunctionCallExprSyntax) -> [(String?, Value)] {
    var out = c.arguments.map { ($0.label?.text, evaluate($0.expression)) }
    if let t = c.trailingClosure { out.append((nil, .closure(t))) }
    return out
  }

  func argument(_ c: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? { c.arguments.first { $0.label?.text == label }?.expression }

  /// A call; one the file cannot tell still has its arguments run, and
  /// constraints passed to it (a helper like `Constraint.on(…)`) are taken
  /// as active, with a warning.
  func call(_ c: FunctionCallExprSyntax) -> Value {
    let (viewsBefore, constraintsBefore) = (views.count, constraints.count)
    let v = knownCall(c)
    guard case .unknown = v, views.count == viewsBefore, constraints.count == constraintsBefore else { return v }
    var passed: [Value] = []
    for a in c.arguments { passed.append(evaluate(a.expression)) }
    // A hierarchy call on a receiver the file does not make is said.
    if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base, LayoutSyntax.hierarchyCalls.contains(m.declName.baseName.text),
      case .unknown(let t, let p) = evaluate(base)
    {
      warn(p, "'\(t)' is not known here; its \(m.declName.baseName.text) is left out")
    }
    if constraints.count > constraintsBefore {
      warn(c, "'\(text(c.calledExpression))' is not known here; the constraints passed to it are taken as active")
      for k in constraintsBefore..<constraints.count where !constraints[k].discarded { activate(.constraint(k), true, at: c) }
    }
    return v
  }

  func knownCall(_ c: FunctionCallExprSyntax) -> Value {
    if let closure = c.calledExpression.as(ClosureExprSyntax.self) { return runClosure(closure, []) }
    if LayoutSyntax.isItemAttribute(c) { return itemAttribute(c) }
    if LayoutSyntax.isVisualFormat(c) { return visualFormat(c) }
    if let d = c.calledExpression.as(DeclReferenceExprSyntax.self) { return freeCall(d.baseName.text, c) }
    if let g = c.calledExpression.as(GenericSpecializationExprSyntax.self) { return freeCall(text(g.expression), c) }
    guard let m = c.calledExpression.as(MemberAccessExprSyntax.self) else { return .unknown(text(c), position(c)) }
    let name = m.declName.baseName.text
    if let font = fontCall(name, base: m.base, c) { return font }
    guard let baseExpr = m.base else {
      // `.init(750)`, `.init(rawValue: 750)`: a priority or a number.
      if name == "init", let first = c.arguments.first { return evaluate(first.expression) }
      return .unknown(text(c), position(c))
    }
    let baseText = text(baseExpr)
    if baseText == "super" { return superCall(name, c) }
    if baseText == "NSLayoutConstraint" {
      if name == "activate" || name == "deactivate" {
        activate(c.arguments.first.map { evaluate($0.expression) } ?? .array([]), name == "activate", at: c)
        return .null
      }
    }
    if baseText == "UIView" || baseText == "UIViewPropertyAnimator", let closure = c.trailingClosure ?? c.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first {
      // `UIView.animate { … }`, `performWithoutAnimation { … }`: the end state.
      return runClosure(closure, [])
    }
    if name == "init", let t = baseExpr.as(DeclReferenceExprSyntax.self) { return freeCall(t.baseName.text, c) }
    // Mutating array methods change the variable that holds the array.
    if name == "append" || name == "insert" {
      let arg = c.arguments.first.map { evaluate($0.expression) } ?? .null
      let added: Value = c.arguments.first?.label?.text == "contentsOf" ? arg : .array([arg])
      if case .array = evaluate(baseExpr) { assign(baseExpr, "+=", added); return .null }
    }
    if let d = baseExpr.as(DeclReferenceExprSyntax.self), d.baseName.text == "Self" || d.baseName.text == rootClass,
      let (f, level) = members.method(name, labels: c.arguments.map { $0.label?.text })
    {
      return invoke(f, c, selfValue: selfValue, level: level)
    }
    let base = evaluate(baseExpr)
    return method(base, name, c, baseExpr: baseExpr)
  }

  func invoke(_ f: FunctionDeclSyntax, _ c: FunctionCallExprSyntax, selfValue: Value, level: Int = 0) -> Value {
    calledByCode.insert(f.name.text)
    guard let body = f.body else { return .unknown(text(c), position(c)) }
    return call(f.name.text, body, parameters: f.signature.parameterClause.parameters.map { $0 }, arguments: arguments(c), selfValue: selfValue, level: level)
  }

  /// `super.name(…)`: the method or initializer of a superclass the files
  /// declare, run on the same object; nothing when UIKit's (its own setup is not layout code).
  func superCall(_ name: String, _ c: FunctionCallExprSyntax) -> Value {
    guard let (_, members) = selfClass else { return .null }
    let level = (frames.last?.level ?? 0) + 1
    let labels = c.arguments.map { $0.label?.text }
    if name == "init" {
      guard let (i, l) = members.initializer(labels: labels, from: level), let body = i.body else { return .null }
      return call("init", body, parameters: i.signature.parameterClause.parameters.map { $0 }, arguments: arguments(c), selfValue: selfValue, level: l)
    }
    guard let (f, l) = members.method(name, labels: labels, from: level) else { return .null }
    return invoke(f, c, selfValue: selfValue, level: l)
  }

  /// `f(…)`: a constructor, a function of the class or the file, or a number function.
  func freeCall(_ name: String, _ c: FunctionCallExprSyntax) -> Value {
    if let kind = viewKind(ofType: name) { return makeView(kind.kind, typeName: kind.typeName, c) }
    if name == "UIFontMetrics", let style = textStyle(argument(c, "forTextStyle")) { return .fontMetrics(style) }
    // A localized string is its key (what `--strings` looks it up by).
    if name == "NSLocalizedString", let key = c.arguments.first, key.label == nil, case .string(let s) = evaluate(key.expression) { return .string(s) }
    if name == "String", let key = argument(c, "localized"), case .string(let s) = evaluate(key) { return .string(s) }
    func num(_ k: Int) -> Double? { c.arguments.count > k ? numeric(evaluate(c.arguments[c.arguments.index(c.arguments.startIndex, offsetBy: k)].expression)) : nil }
    // Sizes, rects and insets take any number (`.greatestFiniteMagnitude` asks a fitting size
    // for as much as it likes): where one is given to a view, the model's bounds are checked.
    func labeled(_ l: String) -> Double { argument(c, l).map { number(evaluate($0), default: 0, at: $0, bounded: true) } ?? 0 }
    switch name {
    case "CGFloat", "Double", "Float", "Int", "UILayoutPriority", "NSLayoutConstraint.Priority", "ConstraintPriority", "Float32", "Float64":
      guard let first = c.arguments.first else { return .number(0) }
      return evaluate(first.expression)
    case "UIEdgeInsets": return .insets(Insets(top: labeled("top"), left: labeled("left"), bottom: labeled("bottom"), right: labeled("right")))
    case "NSDirectionalEdgeInsets":
      return .insets(Insets(top: labeled("top"), left: labeled("leading"), bottom: labeled("bottom"), right: labeled("trailing")))
    case "CGSize": return .size(labeled("width"), labeled("height"))
    case "CGPoint": return .point(labeled("x"), labeled("y"))
    case "CGRect":
      // `CGRect(origin:size:)` as well as `CGRect(x:y:width:height:)`.
      if let o = argument(c, "origin"), let z = argument(c, "size") {
        guard case .point(let x, let y) = evaluate(o), case .size(let w, let h) = evaluate(z) else { return .unknown(c.trimmedDescription, position(c)) }
        return .rect(x, y, w, h)
      }
      return .rect(labeled("x"), labeled("y"), labeled("width"), labeled("height"))
    case "UILayoutGuide":
      var r = ViewRecord(spec: ViewSpec.madeInCode(name: "layoutGuide", kind: .view), typeName: "UILayoutGuide", position: position(c))
      r.spec.isHidden = true
      r.isLayoutGuide = true
      r.autoresizing = false
      views.append(r)
      return .view(views.count - 1)
    case "max", "min":
      let xs = c.arguments.map { evaluate($0.expression) }
      if let u = xs.first(where: { $0.isUnknown }) { return u }
      let ns = xs.compactMap(numeric)
      guard ns.count == xs.count, !ns.isEmpty else { return .unknown(text(c), position(c)) }
      return .number(name == "max" ? ns.max() ?? 0 : ns.min() ?? 0)
    case "ceil", "floor", "round", "abs", "sqrt":
      guard let x = num(0) else { return c.arguments.first.map { evaluate($0.expression) } ?? .null }
      switch name {
      case "ceil": return .number(x.rounded(.up))
      case "floor": return .number(x.rounded(.down))
      case "round": return .number(x.rounded())
      case "abs": return .number(Swift.abs(x))
      default: return .number(x.squareRoot())
      }
    case "fatalError", "preconditionFailure":
      if !frames.isEmpty { frames[frames.count - 1].returned = .null }
      return .null
    default: break
    }
    if let (f, level) = selfClass?.members.method(name, labels: c.arguments.map { $0.label?.text }) { return invoke(f, c, selfValue: selfValue, level: level) }
    if let f = helpers[name]?.first { return invoke(f, c, selfValue: selfValue) }
    // `addSubview(x)` in a view's own code: a method of `self`.
    if case .view(let i) = selfValue { return viewMethod(i, name, c) }
    if case .guide(let g) = selfValue { return method(.guide(g), name, c, baseExpr: ExprSyntax(c)) }
    unknownHelper(name, c)
    return .unknown(text(c), position(c))
  }

  /// The lowercased words of a camel-case or snake-case name (`g_pinEdges`: g, pin, edges).
  static func words(_ name: String) -> [String] {
    var out: [String] = []
    var current = ""
    for ch in name {
      if ch == "_" || ch.isUppercase, !current.isEmpty { out.append(current.lowercased()); current = "" }
      if ch != "_" { current.append(ch) }
    }
    if !current.isEmpty { out.append(current.lowercased()) }
    return out
  }

  /// UIKit's methods whose names sound like layout but make no constraint.
  static let uikitLayoutPasses: Set<String> = [
    "layoutIfNeeded", "setNeedsLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "sizeToFit", "sizeThatFits",
    "systemLayoutSizeFitting", "layoutSubviews", "invalidateIntrinsicContentSize", "setNeedsDisplay", "bringSubviewToFront", "sendSubviewToBack",
    "layoutMarginsDidChange", "safeAreaInsetsDidChange", "updateConstraints", "updateViewConstraints", "setContentOffset", "scrollRectToVisible", "exchangeSubview",
  ]

  /// A call of a function none of the files declares whose name or labels
  /// say it lays views out (`box.pinEdges(to: view)`, `constrain(a, b)`):
  /// said once, naming it, rather than losing its constraints silently.
  func unknownHelper(_ name: String, _ c: FunctionCallExprSyntax) {
    // A type's initializer (`Layout()`) or UIKit's own pass is no helper.
    guard name.first?.isLowercase == true || name.first == "_", !Interpreter.uikitLayoutPasses.contains(name) else { return }
    let words: Set<String> = ["pin", "constrain", "constraint", "constraints", "anchor", "anchors", "fill", "edges", "center", "align", "attach", "embed", "stretch", "snap"]
    let labels: Set<String> = ["to", "equalTo", "toView", "superview", "container", "inside"]
    guard Interpreter.words(name).contains(where: words.contains) || c.arguments.contains(where: { $0.label.map { labels.contains($0.text) } == true }) else { return }
    let signature = name + "(" + c.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    guard warnedHelpers.insert(name).inserted else { return }
    warn(c, "'\(signature)' is declared in none of the files read: the constraints it makes are unknown (give the file that declares it too)")
  }

  /// A view made by a constructor, named after its kind or class until bound to a variable.
  func makeView(_ kind: ViewKind, typeName: String, _ c: FunctionCallExprSyntax) -> Value {
    let base = Interpreter.uikitView(typeName) != nil ? (kind == .view ? "view" : kind.rawValue) : typeName.lowerFirstWord
    var r = ViewRecord(spec: ViewSpec.madeInCode(name: base, kind: kind), typeName: typeName, position: position(c))
    if kind == .button { r.spec.text = "" }
    // A control of a fixed size: UIKit's default one, or the activity indicator's of its style.
    if let size = UIKitClass.named(typeName)?.defaultSize {
      r.spec.intrinsicOverride = size
      if typeName == "UIActivityIndicatorView", let s = argument(c, "style") ?? argument(c, "activityIndicatorStyle"), case .member(let style) = evaluate(s) {
        r.spec.intrinsicOverride = UIKitClass.activityIndicatorSize(style: style)
      }
    }
    views.append(r)
    let i = views.count - 1
    nameView(.view(i), base)
    named.remove(i)
    if let f = argument(c, "frame") {
      switch evaluate(f) {
      case .rect(let x, let y, let w, let h):
        if within(.frame, [x, y, w, h], at: f, leftOut: "the view is made without this frame") { views[i].frame = (x, y, w, h) }
      case .number(0), .member("zero"): views[i].frame = (0, 0, 0, 0)
      case .unknown(let t, let p): warn(p, "'\(t)' is not known here; the view is made without this frame")
      default: warn(f, "'\(text(f))' is not a frame Plumb reads; the view is made without it")
      }
    }
    if let a = argument(c, "arrangedSubviews"), case .array(let xs) = evaluate(a) {
      for x in xs { if case .view(let v) = x { arrange(v, in: i, at: nil) } }
    }
    if let t = argument(c, "text") ?? argument(c, "title"), case .string(let s) = evaluate(t) { views[i].spec.text = s }
    // A view class of the file: its initializer and lifecycle run with `self` the new view.
    if let members = classes[typeName], typeName != rootClass, !callStack.contains("class " + typeName) {
      callStack.append("class " + typeName)
      for body in members.setupBodies() {
        call(typeName + "." + body.name, body.block, parameters: body.parameters, arguments: arguments(c), selfValue: .view(i), level: body.level)
      }
      callStack.removeLast()
    }
    return .view(i)
  }

  func addSubview(_ child: Int, to parent: Int) {
    guard child != parent, child != 0 else { return }
    if let c = sizeClasses.last { views[child].spec.condition = c }
    // A view cannot go into its own subtree (UIKit throws): left where it is.
    var k: Int? = parent
    var steps = 0
    while let x = k, steps <= views.count {
      if x == child {
        warn(views[child].position, "'\(views[child].spec.name)' cannot be added to '\(views[parent].spec.name)', which is inside it (UIKit would throw); left where it is")
        return
      }
      k = views[x].parent
      steps += 1
    }
    // Moving a view out of a stack takes it out of the arrangement, as UIKit does
    // (a view is arranged only in the stack it is a subview of).
    if let old = views[child].parent, old != parent { views[old].arranged.removeAll { $0 == child } }
    views[child].parent = parent
  }

  func arrange(_ child: Int, in stack: Int, at index: Int?) {
    guard child != stack, child != 0 else { return }
    addSubview(child, to: stack)
    // Refused (the stack is inside the child): not arranged either.
    guard views[child].parent == stack else { return }
    views[stack].arranged.removeAll { $0 == child }
    let at = index.map { min(max(0, $0), views[stack].arranged.count) } ?? views[stack].arranged.count
    views[stack].arranged.insert(child, at: at)
  }

  /// `base.name(…)` on a value the interpreter knows.
  func method(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, baseExpr: ExprSyntax) -> Value {
    if base.isUnknown, Interpreter.iterating.contains(name), let closure = closureArgument(c), LayoutSyntax.mentionsLayout(closure) {
      // `items.forEach { … }` over a sequence the file cannot tell: as a loop, a few times.
      let names = ["$0"] + Interpreter.parameterNames(closure)
      let items = loopItems(baseExpr, element: .unknown(names.last ?? "$0", position(closure)), what: "the closure", mentionsLayout: true)
      loopVariables.formUnion(names)
      defer { loopVariables.subtract(names) }
      let results = items.map { runClosure(closure, [$0]) }
      return name == "forEach" ? .null : .array(results)
    }
    if case .unknown(let t, let p) = base, LayoutSyntax.isAnchorConstraint(c) {
      // `item.leadingAnchor.constraint(…)` of a view the file cannot tell: said, never dropped silently.
      warn(p, "'\(t)' is not known here; the constraint is left out (a view made elsewhere: make it in this file, or paste its code too)")
      return .null
    }
    switch base {
    case .view(let i):
      return viewMethod(i, name, c)
    case .controller:
      if let f = helpers[name]?.first { return invoke(f, c, selfValue: base) }
      return .unknown(text(c), position(c))
    case .anchor(let g, let a):
      if name == "constraint" { return anchorConstraint(g, a, c) }
      if name == "anchorWithOffset" { return .unknown(text(c), position(c)) }
      return .unknown(text(c), position(c))
    case .snp(let g, _):
      if LayoutSyntax.snapBlocks.contains(name) { return snapBlock(g, name, c) }
      if name == "removeConstraints" { return .null }
      return .unknown(text(c), position(c))
    case .maker(let g, let attrs):
      return snapRelation(g, attrs, name, c)
    case .snapConstraints(let ks):
      return snapModifier(ks, name, c)
    case .constraint(let k):
      return constraintMethod([k], name, c)
    case .array(let xs):
      switch name {
      case _ where Interpreter.iterating.contains(name):
        guard let closure = closureArgument(c) else { return .unknown(text(c), position(c)) }
        let results = xs.map { runClosure(closure, [$0]) }
        return name == "forEach" ? .null : .array(results)
      case "activate", "deactivate": activate(base, name == "activate", at: c); return .null
      default:
        if xs.allSatisfy({ if case .constraint = $0 { return true }; return false }) {
          return constraintMethod(xs.compactMap { if case .constraint(let k) = $0 { return k }; return nil }, name, c)
        }
        return .unknown(text(c), position(c))
      }
    case .guide(let g):
      if let f = helpers[name]?.first { return invoke(f, c, selfValue: .guide(g)) }
      return .unknown(text(c), position(c))
    case .closure(let cl):
      return runClosure(cl, c.arguments.map { evaluate($0.expression) })
    default:
      return .unknown(text(c), position(c))
    }
  }

  func closureArgument(_ c: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    c.trailingClosure ?? c.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
  }

  func viewMethod(_ i: Int, _ name: String, _ c: FunctionCallExprSyntax) -> Value {
    let args = c.arguments.map { $0 }
    func viewArg(_ k: Int) -> Int? {
      guard args.count > k else { return nil }
      var v = evaluate(args[k].expression)
      if v.isUnknown, LayoutSyntax.hierarchyCalls.contains(name) || name == "addSubviews", let o = outsideView(args[k].expression) { v = o }
      if case .view(let x) = v { return x }
      if case .unknown(let t, let p) = v, LayoutSyntax.hierarchyCalls.contains(name) {
        warn(p, "'\(t)' is not known here; it is left out of '\(views[i].spec.name)'")
      }
      return nil
    }
    switch name {
    case "addSubview", "insertSubview", "addLayoutGuide", "bringSubviewToFront", "sendSubviewToBack":
      if let v = viewArg(0), name != "bringSubviewToFront", name != "sendSubviewToBack" { addSubview(v, to: i) }
      return .null
    case "addSubviews":
      for k in args.indices { if let v = viewArg(k) { addSubview(v, to: i) } }
      return .null
    case "addArrangedSubview":
      if let v = viewArg(0) { arrange(v, in: i, at: nil) }
      return .null
    case "insertArrangedSubview":
      if let v = viewArg(0) {
        let at = argument(c, "at").flatMap { numeric(evaluate($0)) }.flatMap(SwiftNumber.whole)
        arrange(v, in: i, at: at)
      }
      return .null
    case "removeArrangedSubview":
      if let v = viewArg(0) { views[i].arranged.removeAll { $0 == v } }
      return .null
    case "removeFromSuperview":
      if let old = views[i].parent { views[old].arranged.removeAll { $0 == i } }
      views[i].parent = nil
      return .null
    case "addConstraint", "addConstraints":
      activate(args.first.map { evaluate($0.expression) } ?? .null, true, at: c)
      return .null
    case "removeConstraint", "removeConstraints":
      activate(args.first.map { evaluate($0.expression) } ?? .null, false, at: c)
      return .null
    case "setContentHuggingPriority", "setContentCompressionResistancePriority":
      guard let first = args.first else { return .null }
      let p = priority(evaluate(first.expression), default: .defaultHigh, at: first.expression)
      let axis = argument(c, "for").map { evaluate($0) }
      let horizontal: Bool? = { if case .member(let m)? = axis { return m == "horizontal" }; return nil }()
      guard let horizontal else { return .null }
      if name == "setContentHuggingPriority" {
        if horizontal { views[i].spec.hugging.horizontal = p } else { views[i].spec.hugging.vertical = p }
      } else {
        if horizontal { views[i].spec.compressionResistance.horizontal = p } else { views[i].spec.compressionResistance.vertical = p }
      }
      return .null
    case "setCustomSpacing":
      // `setCustomSpacing(12, after: title)`: the spacing after that arranged view.
      guard views[i].spec.stack != nil, let first = args.first, let after = argument(c, "after") else { return .null }
      let value = evaluate(first.expression)
      guard case .view(let k) = evaluate(after) else {
        warn(after, "'\(text(after))' is not a view this file makes; its custom spacing is left out")
        return .null
      }
      // `UIStackView.spacingUseDefault` takes the custom spacing away: the stack's own applies again.
      if case .member("spacingUseDefault") = value {
        views[i].customSpacing[k] = nil
        return .null
      }
      let points = Interpreter.stackSpacing(value) ?? number(value, default: views[i].spec.stack?.spacing ?? 0, at: first.expression, bounded: true)
      guard within(.spacing, [points], at: first.expression, leftOut: "this custom spacing is left out") else { return .null }
      views[i].customSpacing[k] = points
      return .null
    case "setTitle":
      if let first = args.first, case .string(let s) = evaluate(first.expression) { views[i].spec.text = s }
      return .null
    default:
      if let f = helpers[name]?.first { return invoke(f, c, selfValue: .view(i)) }
      if let (_, members) = classOf(.view(i)), let (f, level) = members.method(name, labels: args.map { $0.label?.text }) {
        return invoke(f, c, selfValue: i == 0 ? selfValue : .view(i), level: level)
      }
      unknownHelper(name, c)
      return .unknown(text(c), position(c))
    }
  }

  /// Runs a closure with its parameters (`make in`, `$0`) bound.
  /// The methods that run a closure once per element.
  static let iterating: Set<String> = ["forEach", "map", "compactMap", "flatMap"]

  /// A closure's parameter names as written (`{ (index, view) in … }`: index, view).
  static func parameterNames(_ c: ClosureExprSyntax) -> [String] {
    guard let sig = c.signature?.parameterClause else { return [] }
    switch sig {
    case .simpleInput(let list): return list.map { $0.name.text }
    case .parameterClause(let p): return p.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
  }

  func runClosure(_ c: ClosureExprSyntax, _ given: [Value]) -> Value {
    let names = Interpreter.parameterNames(c)
    var args = given
    // `{ (index, view) in … }` over `enumerated()`: the pair's parts.
    if args.count == 1, names.count > 1, case .array(let parts) = args[0], parts.count == names.count { args = parts }
    var locals: [String: Value] = [:]
    for (k, v) in args.enumerated() {
      locals["$\(k)"] = v
      if k < names.count { locals[names[k]] = v }
    }
    let key = "closure@\(position(c).offset)"
    guard callStack.count < 24 else { return .null }
    callStack.append(key)
    var f = Frame(selfValue: selfValue)
    f.locals = (frames.last?.locals ?? [[:]]) + [locals]
    frames.append(f)
    var result: Value = .null
    if c.statements.count == 1, let only = c.statements.first, case .expr(let e) = only.item {
      result = evaluate(e)
    } else {
      execute(c.statements)
      result = frames.last?.returned ?? .null
    }
    frames.removeLast()
    callStack.removeLast()
    return result
  }
}
