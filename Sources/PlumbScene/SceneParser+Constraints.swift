import PlumbDiagnostics
import PlumbLayout

extension SceneParser {
  static let attributeNames = LayoutAttribute.allCases.map(\.rawValue)

  /// `[id:] item.attr REL [m (*|x)] item.attr [(+|-) c] [@p] [when CLASSES] [inactive]`
  /// or `[id:] item.attr REL c [@p] ...`.
  mutating func parseConstraint(_ n: Int, _ text: String) throws {
    let t = try tokenize(n, text)
    var k = 0
    func at(_ j: Int) -> Token? { j < t.count ? t[j] : nil }
    func endColumn() -> Int { (t.last.map { $0.column + $0.length } ?? 1) }
    func expected(_ what: String) -> SceneError {
      if let tok = at(k) { return error(n, tok, "expected \(what), found '\(tok.text)'") }
      return error(n, endColumn(), 1, "expected \(what) at the end of the line")
    }
    var spec = ConstraintSpec(firstItem: .root, firstAttribute: .width, line: n + 1)
    if let a = at(0)?.word, at(1)?.isSymbol(":") == true {
      guard isIdentifier(a) else { throw error(n, t[0], "'\(a)' is not a valid identifier") }
      if identifiers[a] != nil { throw error(n, t[0], "the identifier '\(a)' is already used on line \((identifiers[a] ?? 0) + 1)") }
      identifiers[a] = n
      spec.identifier = a
      k = 2
    }
    guard let firstTok = at(k), let first = firstTok.word else {
      throw error(n, at(k) ?? t[0], "expected a view declaration or a constraint 'item.attribute = …'")
    }
    // A line that starts with an unknown word and no '.' is most likely a misspelt statement.
    if at(k + 1)?.isSymbol(".") != true {
      let statements = SceneParser.settingKeywords + ViewKind.allCases.map(\.rawValue)
      if let s = suggestion(for: first, in: statements) {
        throw error(n, firstTok, "unknown statement '\(first)'; did you mean '\(s)'?")
      }
    }
    let (item1, attr1) = try parseItem(n, t, &k)
    spec.firstItem = item1
    spec.firstAttribute = attr1
    guard let relTok = at(k), case .symbol(let r) = relTok.kind, ["=", "==", "<=", ">="].contains(r) else {
      throw expected("a relation (=, ==, <= or >=)")
    }
    spec.relation = r == "<=" ? .lessThanOrEqual : r == ">=" ? .greaterThanOrEqual : .equal
    k += 1
    // The right-hand side.
    var sign = 1.0
    var signTok: Token?
    if let s = at(k), s.isSymbol("-") { sign = -1; signTok = s; k += 1 }
    if let numTok = at(k), let num = numTok.number {
      let isMultiplier = at(k + 1).map { $0.isSymbol("*") || $0.word == "x" } ?? false
      if isMultiplier {
        spec.multiplier = try checked(n, sign * num, .multiplier, from: signTok ?? numTok, to: numTok)
        k += 2
        try parseSecond(n, t, &k, &spec)
      } else {
        spec.constant = try checked(n, sign * num, .constant, from: signTok ?? numTok, to: numTok)
        k += 1
      }
    } else if sign < 0 {
      throw expected("a number after '-'")
    } else {
      try parseSecond(n, t, &k, &spec)
    }
    // Priority, size classes, inactive.
    while let tok = at(k) {
      if tok.isSymbol("@") {
        k += 1
        guard let pt = at(k) else { throw expected("a priority after '@' (\(SceneParser.priorityChoices))") }
        if let v = pt.number {
          spec.priority = LayoutPriority(clamping: try checked(n, v, .priority, from: pt, to: pt))
        } else if let w = pt.word, let v = LayoutPriority.named(w, in: .scene) {
          spec.priority = v
        } else {
          let names = LayoutPriority.names(in: .scene)
          throw error(n, pt, "expected a priority after '@': \(SceneParser.priorityChoices)\(pt.word.map { didYouMean($0, names) } ?? "")")
        }
        k += 1
      } else if tok.word == "when" {
        var ws: [(String, Int)] = []
        k += 1
        while let w = at(k)?.word, w != "inactive" { ws.append((w, t[k].column)); k += 1 }
        spec.condition = try parseCondition(n, ws)
      } else if tok.word == "inactive" {
        spec.isActive = false
        k += 1
      } else {
        throw error(n, tok, "unexpected '\(tok.text)'; a constraint ends with an optional @priority, 'when' size classes and 'inactive'")
      }
    }
    try validate(n, t, spec)
    document.constraints.append(spec)
    statements.append(Scene.Statement(line: n, kind: .constraints([document.constraints.count - 1])))
  }

  /// The second item: `item.attr [* m] [(+|-) c]`.
  func parseSecond(_ n: Int, _ t: [Token], _ k: inout Int, _ spec: inout ConstraintSpec) throws {
    let (item, attr) = try parseItem(n, t, &k)
    spec.secondItem = item
    spec.secondAttribute = attr
    if k < t.count, t[k].isSymbol("*") || t[k].word == "x" {
      guard spec.multiplier == 1, k + 1 < t.count, let m = t[k + 1].number else {
        throw error(n, t[k], spec.multiplier != 1 ? "the multiplier is given twice" : "expected a number after '\(t[k].text)'")
      }
      spec.multiplier = try checked(n, m, .multiplier, from: t[k + 1], to: t[k + 1])
      k += 2
    }
    if k < t.count, t[k].isSymbol("+") || t[k].isSymbol("-") {
      let s = t[k].isSymbol("-") ? -1.0 : 1.0
      guard k + 1 < t.count, let c = t[k + 1].number else {
        throw k + 1 < t.count ? error(n, t[k + 1], "expected a number after '\(t[k].text)'") : error(n, t[k].column + 1, 1, "expected a number after '\(t[k].text)'")
      }
      spec.constant = try checked(n, s * c, .constant, from: t[k + 1], to: t[k + 1])
      k += 2
    }
  }

  /// `name.attribute`, with a suggestion for misspelt names and attributes.
  func parseItem(_ n: Int, _ t: [Token], _ k: inout Int) throws -> (ItemRef, LayoutAttribute) {
    guard k < t.count, let name = t[k].word else {
      throw k < t.count ? error(n, t[k], "expected a view or guide name, found '\(t[k].text)'") : error(n, (t.last.map { $0.column + $0.length } ?? 1), 1, "expected a view or guide name")
    }
    let nameTok = t[k]
    var item: ItemRef
    switch name {
    case "superview": item = .superview
    case "root", "view": item = .root
    case "safeArea": item = .safeArea
    case "margins": item = .margins
    default:
      guard viewNames.contains(name) else {
        if ViewKind(rawValue: name) != nil {
          throw error(n, nameTok, "unknown view '\(name)': '\(name)' is a view kind; declare a view with '\(name) NAME' (a space after the kind)")
        }
        let known = document.views.map(\.name) + SceneParser.itemKeywords
        throw error(n, nameTok, "unknown view '\(name)'\(didYouMean(name, known))")
      }
      item = .view(name)
    }
    // `card.margins.leading`, `card.safeArea.top`, `card.readable.leading`, `scroll.content.top`, `root.margins.left`: a view's guide.
    if k + 3 < t.count, t[k + 1].isSymbol("."), let g = t[k + 2].word, t[k + 3].isSymbol("."),
      let guide = SceneParser.guide(g, of: item)
    {
      item = guide
      k += 2
    }
    guard k + 1 < t.count, t[k + 1].isSymbol(".") else {
      throw error(n, nameTok.column + nameTok.length, 1, "expected '.attribute' after '\(name)' (e.g. \(name).leading)")
    }
    guard k + 2 < t.count, let a = t[k + 2].word else {
      throw k + 2 < t.count ? error(n, t[k + 2], "expected an attribute name") : error(n, t[k + 1].column + 1, 1, "expected an attribute name after '.'")
    }
    guard let attr = LayoutAttribute(rawValue: a) else {
      let guides = LayoutGuide.sceneWords(isRoot: item == .root).filter { SceneParser.guide($0, of: item) != nil }
      throw error(n, t[k + 2], "unknown attribute '\(a)'\(didYouMean(a, SceneParser.attributeNames + guides))")
    }
    k += 3
    return (item, attr)
  }

  /// The guide `word` names on `item` (`margins`, `safeArea`, `readable`,
  /// `content`: `LayoutGuide.sceneWord`), or nil when `word` is no guide of
  /// it (a scene cannot make the root a scroll view).
  static func guide(_ word: String, of item: ItemRef) -> ItemRef? {
    guard let guide = LayoutGuide(sceneWord: word) else { return nil }
    switch item {
    case .root where guide.owners == .anyView: return .guide(guide, of: nil)
    case .view(let v) where guide.owners != .viewController: return .guide(guide, of: v)
    default: return nil
    }
  }

  /// UIKit's rules for valid constraints (`LayoutAttribute.refusal`), and no constraint of an attribute to itself.
  func validate(_ n: Int, _ t: [Token], _ s: ConstraintSpec) throws {
    func fail(_ m: String) -> SceneError {
      // Underline the whole statement (worked out only on failure).
      let length = SceneParser.statementPart(lines[n]).trimmingBlanks.count
      return error(n, SceneParser.firstColumn(lines[n]), length, m)
    }
    let a1 = s.firstAttribute
    if s.relatesAnAttributeToItself {
      throw fail("a constraint of '\(s.firstItem).\(a1.rawValue)' to itself, \(s.selfRelationMeaning)")
    }
    switch LayoutAttribute.refusal(a1, to: s.secondAttribute, multiplier: s.multiplier) {
    case nil: return
    case .positionAlone?:
      throw fail("'\(a1.rawValue)' is a position: constrain it to another item, e.g. \(s.firstItem).\(a1.rawValue) = superview.\(a1.rawValue) + \(formatPoints(s.constant))")
    case .sizeWithPosition(_, let a2)?:
      throw fail("cannot relate a \(a1.isSize ? "size" : "position") ('\(a1.rawValue)') to a \(a2.isSize ? "size" : "position") ('\(a2.rawValue)')")
    case .crossAxis(_, let a2)?:
      throw fail("cannot relate a \(a1.axis) position ('\(a1.rawValue)') to a \(a2.axis) one ('\(a2.rawValue)')")
    case .directionalWithAbsolute(_, let a2)?:
      throw fail("cannot mix '\(a1.rawValue)' with '\(a2.rawValue)': leading and trailing follow the layout direction, left and right do not")
    case .zeroMultiplierOnPosition?:
      throw fail("a multiplier of 0 with a position attribute makes an invalid constraint")
    }
  }

  mutating func parseVisualFormat(_ n: Int, _ text: String) throws {
    let trimmed = text.trimmingBlanks
    let column = SceneParser.firstColumn(text)
    let specs: [ConstraintSpec]
    do {
      specs = try VisualFormat.constraints(trimmed, views: viewNames, metrics: metrics, line: n + 1, column: column)
    } catch {
      throw SceneError(file: file, line: n + 1, column: error.column, length: error.length, message: error.message, sourceLine: lines[n])
    }
    let first = document.constraints.count
    document.constraints += specs
    statements.append(Scene.Statement(line: n, kind: .constraints(Array(first..<document.constraints.count))))
  }
}

extension SceneParser {
  /// What may follow '@', for messages: "a number from 1 to 1000, required, high or low".
  static var priorityChoices: String {
    let r = LayoutPriority.range
    var names = LayoutPriority.names(in: .scene)
    let last = names.popLast().map { " or " + $0 } ?? ""
    return "a number from \(formatPoints(r.lowerBound)) to \(formatPoints(r.upperBound)), " + names.joined(separator: ", ") + last
  }
}
