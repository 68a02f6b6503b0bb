import PlumbLayout
import SwiftSyntax

extension Interpreter {
  func execute(_ list: CodeBlockItemListSyntax) {
    for item in list {
      if hasReturned { return }
      execute(item)
    }
  }

  func execute(_ item: CodeBlockItemSyntax) {
    guard step(at: item) else { return }
    switch item.item {
    case .decl(let d): declare(d)
    case .stmt(let s): statement(s)
    case .expr(let e): _ = evaluate(e)
    }
  }

  func block(_ b: CodeBlockSyntax) {
    pushScope()
    execute(b.statements)
    popScope()
  }

  func declare(_ d: DeclSyntax) {
    if let v = d.as(VariableDeclSyntax.self) {
      for b in v.bindings {
        // `var previous: UIView?` starts as nil, as Swift makes it.
        let optional = b.typeAnnotation.map { $0.type.is(OptionalTypeSyntax.self) || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } == true
        let value = b.initializer.map { typedInit($0.value, b.typeAnnotation?.type) ?? evaluate($0.value) } ?? getterValue(b)
          ?? (optional && v.bindingSpecifier.text == "var" ? .null : placeholder(named: text(b.pattern), type: b.typeAnnotation?.type, at: b))
        bind(b.pattern, value)
      }
    } else if let c = d.as(IfConfigDeclSyntax.self) {
      ifConfig(c)
    }
  }

  /// `.init(…)` with the view type the declaration names (`let label: UILabel = .init()`): a view of that type.
  func typedInit(_ e: ExprSyntax, _ type: TypeSyntax?) -> Value? {
    guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil,
      m.declName.baseName.text == "init", let t = type, let kind = viewKind(ofType: text(t))
    else { return nil }
    return makeView(kind.kind, typeName: kind.typeName, call)
  }

  /// A local computed variable's value (`var which: Int { return 3 }`), when its getter is one expression.
  func getterValue(_ b: PatternBindingSyntax) -> Value? {
    guard let acc = b.accessorBlock, case .getter(let list) = acc.accessors, list.count == 1, let only = list.first else { return nil }
    switch only.item {
    case .expr(let e): return evaluate(e)
    case .stmt(let st): return st.as(ReturnStmtSyntax.self)?.expression.map { evaluate($0) }
    default: return nil
    }
  }

  /// Binds a pattern (`x`, `(a, b)`) to a value; a view takes the name of its first variable.
  func bind(_ pattern: PatternSyntax, _ value: Value) {
    if let id = pattern.as(IdentifierPatternSyntax.self) {
      nameView(value, id.identifier.text)
      setLocal(id.identifier.text, value, declare: true)
    } else if let t = pattern.as(TuplePatternSyntax.self) {
      // `(index, view)` of `enumerated()` (a pair held as an array), else unknown parts.
      if case .array(let parts) = value, parts.count == t.elements.count {
        for (e, part) in zip(t.elements, parts) { bind(e.pattern, part) }
      } else {
        for e in t.elements { bind(e.pattern, .unknown(text(e.pattern), position(e))) }
      }
    }
  }

  func statement(_ s: StmtSyntax) {
    if let e = s.as(ExpressionStmtSyntax.self) {
      _ = evaluate(e.expression)
    } else if let r = s.as(ReturnStmtSyntax.self) {
      let v = r.expression.map { evaluate($0) } ?? .null
      if !frames.isEmpty { frames[frames.count - 1].returned = v }
    } else if let g = s.as(GuardStmtSyntax.self) {
      // The path that goes on is the first arm; a condition the file cannot tell is said.
      if let known = conditions(g.conditions), !known {
        block(g.body)
      } else if conditionsUnknown, LayoutSyntax.mentionsLayout(g.body) {
        let text = unknownCondition ?? key(g.conditions)
        warn(g.conditions, "'\(text)' is not known here; going on past the guard (set it with --define \(text)=false to take its else)")
      }
    } else if let f = s.as(ForStmtSyntax.self) {
      forLoop(f)
    } else if let d = s.as(DeferStmtSyntax.self) {
      block(d.body)
    } else if let d = s.as(DoStmtSyntax.self) {
      block(d.body)
    } else if let w = s.as(WhileStmtSyntax.self) {
      if LayoutSyntax.mentionsLayout(w.body) { warn(w, "a while loop runs as many times as the app decides; running its body once") }
      block(w.body)
    } else if let r = s.as(RepeatStmtSyntax.self) {
      block(r.body)
    }
  }

  /// `for pattern in sequence`: once per element of the sequence (`loopItems`).
  func forLoop(_ f: ForStmtSyntax) {
    let items = loopItems(f.sequence, element: .unknown(text(f.pattern), position(f.pattern)), what: "the loop", mentionsLayout: LayoutSyntax.mentionsLayout(f.body) || LayoutSyntax.assignsName(f.body))
    // Elements the file cannot tell are never made into views named after the loop variable.
    let names = f.pattern.tokens(viewMode: .sourceAccurate).filter { if case .identifier = $0.tokenKind { return true }; return false }.map(\.text)
    loopVariables.formUnion(names)
    defer { loopVariables.subtract(names) }
    for v in items {
      pushScope()
      bind(f.pattern, v)
      execute(f.body.statements)
      popScope()
      if hasReturned { return }
    }
  }

  /// The elements a loop runs over: a known sequence's (an `enumerated()`
  /// one's as `(index, element)` pairs held as arrays); an unknown one
  /// (`model.items`) gives `defaultLoopCount` unknown elements, or as many
  /// as `--define NAME=N` says, said once with a warning when the body has
  /// layout code or assigns (a value the layout reads after the loop); so
  /// is a range longer than `maximumRange`.
  func loopItems(_ sequence: ExprSyntax, element: Value, what: String, mentionsLayout: Bool) -> [Value] {
    var base = sequence
    var enumerated = false
    if let c = sequence.as(FunctionCallExprSyntax.self), c.arguments.isEmpty, let m = c.calledExpression.as(MemberAccessExprSyntax.self),
      m.declName.baseName.text == "enumerated", let b = m.base
    {
      base = b
      enumerated = true
    }
    func counted(_ n: Int) -> [Value] { (0..<n).map { enumerated ? .array([.number(Double($0)), element]) : element } }
    let key = self.key(base)
    if let n = options.defines[key] ?? options.defines[key + ".count"] {
      return counted(min(Interpreter.maximumRange, max(0, SwiftNumber.whole(n) ?? 0)))
    }
    switch evaluate(enumerated ? base : sequence) {
    case .array(let xs):
      let known = xs.prefix(Interpreter.maximumRange)
      return enumerated ? known.enumerated().map { .array([.number(Double($0.offset)), $0.element]) } : Array(known)
    case .dictionary(let kv): return kv.prefix(Interpreter.maximumRange).map { _ in element }
    default:
      let n = Interpreter.defaultLoopCount
      let text = self.text(sequence)
      if mentionsLayout, text.contains("..<") || text.contains("...") {
        warn(sequence, "'\(text)' has more elements than Plumb follows (\(Interpreter.maximumRange)), or bounds not known here; running \(what) \(n) times")
      } else if mentionsLayout {
        warn(sequence, "'\(text)' is not known here; running \(what) \(n) times (set the count with --define \(key)=N)")
      }
      return counted(n)
    }
  }

  /// `#if`: the first clause whose condition `--define` makes true, or the first clause.
  func ifConfig(_ c: IfConfigDeclSyntax) {
    var chosen: IfConfigClauseSyntax?
    for clause in c.clauses {
      guard let cond = clause.condition else { chosen = chosen ?? clause; break }
      if let v = options.defines[key(cond)] {
        if v != 0 { chosen = clause; break }
        continue
      }
      if chosen == nil {
        chosen = clause
        let text = self.text(cond)
        if !Interpreter.knownCompilationConditions.contains(text), case .statements(let s)? = clause.elements, LayoutSyntax.mentionsLayout(s) {
          warn(cond, "'#if \(text)' is not known here; taking its first arm (set it with --define \(text)=false)")
          choose(.compilationCondition, key(cond), at: cond, values: ["true", "false"], arms: ["true", "false"], taken: 0)
        }
        break
      }
    }
    if let chosen, case .statements(let s)? = chosen.elements { execute(s) }
  }

  /// Compilation conditions true in any iOS build.
  static let knownCompilationConditions: Set<String> = ["os(iOS)", "canImport(UIKit)", "!os(macOS)", "!os(watchOS)", "swift(>=5)", "compiler(>=5)"]

  /// An expression's text as `--define` names it: no spaces, no `self.`, no `?`/`!`.
  func key(_ node: some SyntaxProtocol) -> String {
    // `!` goes (a force unwrap, a negation), but not that of `!=`.
    let chars = Array(text(node).filter { !$0.isWhitespace && $0 != "?" })
    var t = String(chars.indices.filter { chars[$0] != "!" || ($0 + 1 < chars.count && chars[$0 + 1] == "=") }.map { chars[$0] })
    while t.hasPrefix("self.") { t.removeFirst(5) }
    return t
  }

  /// `if`: the arm a known condition picks, or the first arm, said when it matters.
  func ifStatement(_ i: IfExprSyntax) -> Value {
    // `if traitCollection.horizontalSizeClass == .compact { … }`: installed in those size classes (with an else: the arm the traits pick).
    if let sc = Interpreter.sizeClassTest(i.conditions) {
      if i.elseBody == nil {
        sizeClasses.append(SizeClassCondition(horizontal: sc.horizontal ?? sizeClasses.last?.horizontal, vertical: sc.vertical ?? sizeClasses.last?.vertical))
        defer { sizeClasses.removeLast() }
        return runArm(i.body)
      }
      if sc.matches(traits) { return runArm(i.body) }
      switch i.elseBody {
      case .ifExpr(let e)?: return ifStatement(e)
      case .codeBlock(let b)?: return runArm(b)
      case nil: return .null
      }
    }
    pushScope()
    defer { popScope() }
    let known = conditions(i.conditions)
    let unknown = conditionsUnknown
    let defined = options.defines[unknownCondition ?? key(i.conditions)] != nil || options.defines[key(i.conditions)] != nil
    let variable = i.conditions.count == 1 && i.conditions.first.map { c in
      if case .expression(let e) = c.condition { return isVariableProperty(e) }
      return false
    } == true
    if (known == nil && unknown) || defined || variable, LayoutSyntax.mentionsLayout(i.body) || i.elseBody.map(LayoutSyntax.mentionsLayout) == true {
      let text = definedName(i.conditions) ?? unknownCondition ?? key(i.conditions)
      let other: Syntax? = known ?? true ? i.elseBody.map { Syntax($0) } : Syntax(i.body)
      choose(.ifCondition, text, at: i.conditions, values: ["true", "false"], arms: ["true", "false"], taken: known ?? true ? 0 : 1, stored: variable,
        untaken: other.map { [$0] } ?? [])
    }
    if let known, !defined, !variable {
      // The file tells the condition: the other arm never runs here.
      let dead: Syntax? = known ? i.elseBody.map { Syntax($0) } : Syntax(i.body)
      if let dead { neverTaken.append((dead.position.utf8Offset, dead.endPosition.utf8Offset, unit(of: dead), "'\(text(i.conditions))' is \(known) here")) }
    }
    if known ?? true {
      if known == nil, unknown, let e = i.elseBody, LayoutSyntax.mentionsLayout(e) || LayoutSyntax.mentionsLayout(i.body) {
        let text = unknownCondition ?? key(i.conditions)
        warn(i.conditions, "'\(text)' is not known here; taking the first arm (set it with --define \(text)=false)")
      }
      return runArm(i.body)
    }
    switch i.elseBody {
    case .ifExpr(let e)?: return ifStatement(e)
    case .codeBlock(let b)?: return runArm(b)
    case nil: return .null
    }
  }

  /// `traitCollection.horizontalSizeClass == .compact && ….verticalSizeClass == .regular`, read by syntax.
  static func sizeClassTest(_ list: ConditionElementListSyntax) -> SizeClassCondition? {
    var result = SizeClassCondition()
    var parts: [[ExprSyntax]] = []
    for c in list {
      guard case .expression(let e) = c.condition else { return nil }
      let elements: [ExprSyntax] = e.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [e]
      var current: [ExprSyntax] = []
      for x in elements {
        if x.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" { parts.append(current); current = [] } else { current.append(x) }
      }
      parts.append(current)
    }
    for p in parts {
      guard p.count == 3, p[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
      let (a, b) = (p[0].trimmedDescription, p[2].trimmedDescription)
      let (subject, value) = a.hasSuffix("SizeClass") ? (a, b) : (b, a)
      guard let v = value.split(separator: ".").last.flatMap({ SizeClass(rawValue: String($0)) }) else { return nil }
      if subject.hasSuffix("horizontalSizeClass") { result.horizontal = v } else if subject.hasSuffix("verticalSizeClass") { result.vertical = v } else { return nil }
    }
    return result.isAlways ? nil : result
  }

  func runArm(_ b: CodeBlockSyntax) -> Value {
    pushScope()
    defer { popScope() }
    // A one-expression arm of an `if` used as a value is that value.
    if b.statements.count == 1, let only = b.statements.first, case .expr(let e) = only.item { return evaluate(e) }
    execute(b.statements)
    return .null
  }

  /// `switch`: the case a `--define` of the subject picks, else the case
  /// its known value matches (none: no case runs), else the first.
  func switchStatement(_ s: SwitchExprSyntax) -> Value {
    let cases = s.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
    guard !cases.isEmpty else { return .null }
    var chosen = cases[0]
    let subject = key(s.subject)
    let value = options.defines[subject] == nil ? evaluate(s.subject) : .null
    if options.defines[subject] == nil, let match = matchingCase(cases, value) {
      let taken = match.flatMap { m in cases.firstIndex { $0.id == m.id } }
      if let taken, isVariableProperty(s.subject), cases.contains(where: { LayoutSyntax.mentionsLayout($0) }) {
        // A stored `var` (set by another initializer, a caller): its value now is one choice of several.
        choose(.switchSubject, subject, at: s.subject, values: cases.indices.map { "\($0 + 1)" }, arms: cases.map(Interpreter.caseText), taken: taken, stored: true,
          untaken: cases.enumerated().filter { $0.offset != taken }.map { Syntax($0.element) })
      } else {
        let why = "'\(text(s.subject))' is \(Interpreter.literal(value) ?? "another value") here"
        for (k, c) in cases.enumerated() where k != taken { neverTaken.append((c.position.utf8Offset, c.endPosition.utf8Offset, unit(of: c), why)) }
      }
      guard let c = match else { return .null }
      chosen = c
    } else {
      if let v = options.defines[subject] {
        // A case whose pattern is that number, or else the N-th case (1-based).
        let n = SwiftNumber.whole(v) ?? 0
        chosen = cases.first { c in
          guard case .case(let label) = c.label else { return false }
          return label.caseItems.contains { SwiftNumber.parse($0.pattern.trimmedDescription) == v }
        } ?? (n >= 1 && n <= cases.count ? cases[n - 1] : cases[0])
      } else if cases.count > 1, cases.contains(where: { LayoutSyntax.mentionsLayout($0) }) {
        warn(s.subject, "'\(text(s.subject))' is not known here; taking the first case (set it with --define \(subject)=N to take the N-th)")
      }
      if cases.count > 1, cases.contains(where: { LayoutSyntax.mentionsLayout($0) }) {
        let taken = cases.firstIndex { $0.id == chosen.id } ?? 0
        choose(.switchSubject, subject, at: s.subject, values: cases.indices.map { "\($0 + 1)" }, arms: cases.map(Interpreter.caseText), taken: taken,
          untaken: cases.enumerated().filter { $0.offset != taken }.map { Syntax($0.element) })
      }
    }
    pushScope()
    defer { popScope() }
    if chosen.statements.count == 1, let only = chosen.statements.first, case .expr(let e) = only.item { return evaluate(e) }
    execute(chosen.statements)
    return .null
  }

  /// A case as written: its patterns, or `default`.
  static func caseText(_ c: SwitchCaseSyntax) -> String {
    if case .case(let label) = c.label { return label.caseItems.trimmedDescription }
    return "default"
  }

  /// Whether an expression is a stored `var` of the class run (`mode`, `self.isExpanded`, `!isExpanded`): a value that may change.
  func isVariableProperty(_ e: ExprSyntax) -> Bool {
    guard let (_, members) = selfClass, let p = members.properties[key(e)], p.getter == nil else { return false }
    return p.node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "var"
  }

  /// Records a choice the layout depends on, once per name (the first place it is met).
  func choose(
    _ kind: SwiftCodeChoice.Kind, _ name: String, at node: some SyntaxProtocol, values: [String], arms: [String], taken: Int, stored: Bool = false,
    untaken: [Syntax] = []
  ) {
    for a in untaken { untakenArms.append((a.position.utf8Offset, a.endPosition.utf8Offset, unit(of: a), name)) }
    guard !choices.contains(where: { $0.name == name }) else { return }
    let p = position(node)
    let (l, c) = location(p)
    choices.append(SwiftCodeChoice(name: name, kind: kind, file: file(of: p), line: l, column: c, values: values, arms: arms, taken: taken, isStoredVariable: stored))
  }

  /// A known value as Swift writes it (`3`, `.trailing`, `"x"`, `true`), for messages.
  static func literal(_ v: Value) -> String? {
    switch v {
    case .number(let x): return formatPoints(x)
    case .bool(let b): return "\(b)"
    case .member(let m): return "." + m
    case .string(let t): return "\"\(t)\""
    default: return nil
    }
  }

  /// The name a `--define` of these conditions used, when one did.
  func definedName(_ list: ConditionElementListSyntax) -> String? {
    for c in list {
      if case .expression(let e) = c.condition, options.defines[key(e)] != nil { return key(e) }
    }
    return nil
  }

  /// The case a known value runs (`.some(nil)`: none matches), or nil when
  /// the value is not known or a pattern before the match cannot be
  /// tested (a binding, a range, a `where` clause).
  func matchingCase(_ cases: [SwitchCaseSyntax], _ value: Value) -> SwitchCaseSyntax?? {
    if case .unknown = value { return nil }
    for c in cases {
      guard case .case(let label) = c.label else { return .some(c) }  // default
      for item in label.caseItems {
        guard item.whereClause == nil, let p = item.pattern.as(ExpressionPatternSyntax.self), let same = Interpreter.equal(value, pattern: p.expression) else {
          return nil
        }
        if same { return .some(c) }
      }
    }
    return .some(nil)
  }

  /// Whether a value equals a case pattern's literal or enum case; nil when that cannot be told.
  static func equal(_ value: Value, pattern e: ExprSyntax) -> Bool? {
    if let m = e.as(MemberAccessExprSyntax.self), m.declName.argumentNames == nil {
      guard case .member(let name) = value else { return nil }
      return name == m.declName.baseName.text
    }
    if let n = SwiftNumber.parse(e.trimmedDescription) {
      guard case .number(let x) = value else { return nil }
      return x == n
    }
    if let b = e.as(BooleanLiteralExprSyntax.self) {
      guard case .bool(let x) = value else { return nil }
      return x == (b.literal.text == "true")
    }
    if let str = e.as(StringLiteralExprSyntax.self), str.segments.count == 1, let only = str.segments.first?.as(StringSegmentSyntax.self) {
      guard case .string(let x) = value else { return nil }
      return x == only.content.text
    }
    return nil
  }

  /// Evaluates `a, let b = c, d`: true or false when known, nil when not (bindings are made either way).
  func conditions(_ list: ConditionElementListSyntax) -> Bool? {
    var result: Bool? = true
    conditionsUnknown = false
    unknownCondition = nil
    for c in list {
      switch c.condition {
      case .expression(let e):
        if let d = options.defines[key(e)] {
          if d == 0 { result = false }
          continue
        }
        switch evaluate(e) {
        case .bool(let b): if !b { result = false }
        case .number(let x): if x == 0 { result = false }
        default:
          conditionsUnknown = true
          unknownCondition = unknownCondition ?? key(e)
          if result == true { result = nil }
        }
      case .optionalBinding(let b):
        let v = b.initializer.map { evaluate($0.value) } ?? lookupLocal(text(b.pattern)) ?? .unknown(text(b.pattern), position(b))
        if let d = options.defines[key(b.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(text(b.pattern)))))], d == 0 {
          result = false
        }
        switch v {
        case .null: result = false
        case .unknown:
          conditionsUnknown = true
          unknownCondition = unknownCondition ?? (b.initializer.map { key($0.value) } ?? text(b.pattern))
          if result == true { result = nil }
        default: break
        }
        bind(b.pattern, v)
      default:
        conditionsUnknown = true
        if result == true { result = nil }
      }
    }
    return result
  }
}
