import PlumbDiagnostics
import PlumbLayout

/// Reads the body of a description into a constraint: an equation, or a
/// one-constraint Visual Format line as UIKit prints those.
struct BodyParser {
  var parent: DescriptionParser
  let end: Int

  init(parent: DescriptionParser, end: Int) {
    self.parent = parent
    self.end = end
  }

  typealias Failure = DescriptionParser.Failure

  mutating func parse() throws(Failure) -> LoggedConstraint {
    var p = DescriptionParser(parent.chars, from: parent.i, to: end, views: parent.views)
    p.names = parent.names
    p.skipSpaces()
    if p.i + 1 < end, p.chars[p.i] == "H" || p.chars[p.i] == "V", p.chars[p.i + 1] == ":" {
      return try visualFormat(&p)
    }
    return try equation(&p)
  }

  // MARK: - Equations

  /// `ITEM.attr REL [m*]ITEM.attr [± c] [@p]`, or `ITEM.attr REL c [@p]`.
  func equation(_ p: inout DescriptionParser) throws(Failure) -> LoggedConstraint {
    let (first, firstAttr) = try operand(&p)
    p.skipSpaces()
    let relation = try self.relation(&p)
    p.skipSpaces()
    var c = LoggedConstraint(
      text: "", line: 0, column: 0, className: "", address: "", firstItem: first, firstAttribute: firstAttr, relation: relation)
    // A multiplier before the second item: `0.4*UIView:0x….height`.
    let save = p.i
    if let m = p.number(), p.current == "*" {
      p.i += 1
      c.multiplier = m
    } else {
      p.i = save
    }
    p.skipSpaces()
    // A second item starts with a letter (its class or name); a constant with a digit or a sign.
    if let first = p.current, first.isLetter || first == "_" {
      let (second, attr) = try operand(&p)
      c.secondItem = second
      c.secondAttribute = attr
      p.skipSpaces()
      // A multiplier after it: `UIView:0x….height * 0.5`.
      if p.current == "*" {
        p.i += 1
        p.skipSpaces()
        guard let m = p.number() else { throw p.fail("expected a multiplier after '*'") }
        c.multiplier = m
        p.skipSpaces()
      }
    }
    // The constant: `+ 16`, `- 10`, `40`, `-20`, `+ 187.5`.
    if let sign = p.current, sign == "+" || sign == "-" {
      p.i += 1
      p.skipSpaces()
      guard let v = p.number() else { throw p.fail("expected a number after '\(sign)'") }
      c.constant = sign == "-" ? -v : v
    } else if c.secondItem == nil {
      guard let v = p.number() else { throw p.fail("expected a constant or a second item after '\(relation.uikitSymbol)'") }
      c.constant = v
    }
    p.skipSpaces()
    c.priority = try priority(&p) ?? .required
    p.skipSpaces()
    if c.secondItem == nil, c.multiplier != 1 { throw p.fail("a multiplier needs a second item") }
    guard p.atEnd else { throw p.fail("unexpected '\(String(p.chars[p.i..<end]))' after the constraint") }
    return c
  }

  /// `Class:0xADDR['text'].attr`, or `accessibilityName.attr` resolved through `names:`.
  func operand(_ p: inout DescriptionParser) throws(Failure) -> (String, LoggedAttribute) {
    let s = p.i
    if let address = try p.item() {
      guard p.current == "." else { throw p.fail("expected '.attribute' after the item") }
      p.i += 1
      return (address, try attribute(&p))
    }
    // A name from the `names:` list: the word up to its last `.` is the name.
    let w = p.word()
    guard let dot = w.lastIndex(of: "."), dot != w.startIndex else {
      p.i = s
      throw p.fail("expected an item such as 'UIView:0x7f….leading'")
    }
    let name = String(w[..<dot])
    let attrWord = String(w[w.index(after: dot)...])
    guard let attr = LoggedAttribute.named(attrWord) else {
      throw p.fail("unknown attribute '\(attrWord)'\(didYouMean(attrWord, LoggedAttribute.knownNames))", at: s + name.count + 1)
    }
    guard let address = p.names[name] else {
      // Named only, with no address: the name stands for the view.
      p.register(LoggedView(address: name, className: "", accessibilityName: name))
      return (name, attr)
    }
    return (address, attr)
  }

  func attribute(_ p: inout DescriptionParser) throws(Failure) -> LoggedAttribute {
    let s = p.i
    while let c = p.current, c.isLetter { p.i += 1 }
    let w = String(p.chars[s..<p.i])
    guard let a = LoggedAttribute.named(w) else { throw p.fail("unknown attribute '\(w)'\(didYouMean(w, LoggedAttribute.knownNames))", at: s) }
    return a
  }

  func relation(_ p: inout DescriptionParser) throws(Failure) -> LayoutRelation {
    guard p.i + 1 < end, p.chars[p.i + 1] == "=" else { throw p.fail("expected '==', '<=' or '>='") }
    let r: LayoutRelation
    switch p.chars[p.i] {
    case "=": r = .equal
    case "<": r = .lessThanOrEqual
    case ">": r = .greaterThanOrEqual
    default: throw p.fail("expected '==', '<=' or '>='")
    }
    p.i += 2
    return r
  }

  /// `@750`, `@999.5`; nil when there is no priority here.
  func priority(_ p: inout DescriptionParser) throws(Failure) -> LayoutPriority? {
    guard p.current == "@" else { return nil }
    p.i += 1
    guard let v = p.number() else { throw p.fail("expected a priority after '@'") }
    guard let priority = LayoutPriority(exactly: v) else { throw p.fail("priority \(formatPoints(v)) is outside 1–1000") }
    return priority
  }

  // MARK: - Visual Format

  /// One element of a printed VFL line.
  enum Element {
    case edge(offset: Int)
    case view(String, size: Predicate?)
    case gap(Predicate)
  }

  /// `(>=20@750)`: a relation, a constant and a priority.
  struct Predicate {
    var relation: LayoutRelation = .equal
    var constant: Double
    var priority: LayoutPriority = .required
  }

  /// `H:|-(4)-[A]`, `V:[A]-(24)-[B]`, `H:[A(100)]`, `H:[A]-(NSSpace(8))-[B]`, `V:[A]-(16)-|`.
  func visualFormat(_ p: inout DescriptionParser) throws(Failure) -> LoggedConstraint {
    let horizontal = p.chars[p.i] == "H"
    p.i += 2
    var elements: [Element] = []
    while !p.atEnd {
      switch p.current {
      case "|":
        elements.append(.edge(offset: p.i))
        p.i += 1
      case "[":
        p.i += 1
        guard let address = try p.item() ?? p.namedItem() else { throw p.fail("expected a view such as 'UIView:0x7f…' after '['") }
        var size: Predicate?
        if p.current == "(" {
          p.i += 1
          size = try predicate(&p)
          guard p.current == ")" else { throw p.fail("expected ')' after the size") }
          p.i += 1
        }
        guard p.current == "]" else { throw p.fail("expected ']' after the view") }
        p.i += 1
        elements.append(.view(address, size: size))
      case "-":
        p.i += 1
        var gap = Predicate(constant: 8)
        if p.current == "(" {
          p.i += 1
          gap = try predicate(&p)
          guard p.current == ")" else { throw p.fail("expected ')' after the spacing") }
          p.i += 1
        } else if let v = p.number() {
          gap.constant = v
        }
        guard p.current == "-" else { throw p.fail("expected '-' after the spacing") }
        p.i += 1
        elements.append(.gap(gap))
      case " ":
        p.i += 1
      case "(":
        // `(LTR)` / `(RTL)`: the layout direction UIKit resolved a horizontal line in.
        let s = p.i
        p.i += 1
        let w = p.word()
        guard w == "LTR" || w == "RTL", p.current == ")" else { throw p.fail("unexpected '(' in a Visual Format description", at: s) }
        p.i += 1
      default:
        throw p.fail("unexpected '\(p.current.map(String.init) ?? "")' in a Visual Format description")
      }
    }
    return try constraint(from: elements, horizontal: horizontal, &p)
  }

  /// `20`, `>=20`, `20@750`, `NSSpace(8)`, `-20`.
  func predicate(_ p: inout DescriptionParser) throws(Failure) -> Predicate {
    var relation = LayoutRelation.equal
    if let c = p.current, c == "=" || c == "<" || c == ">", p.i + 1 < end, p.chars[p.i + 1] == "=" { relation = try self.relation(&p) }
    var constant: Double
    if p.chars.hasWord("NSSpace(", at: p.i) {
      p.i += "NSSpace(".count
      guard let v = p.number(), p.current == ")" else { throw p.fail("expected 'NSSpace(number)'") }
      p.i += 1
      constant = v
    } else {
      guard let v = p.number() else { throw p.fail("expected a number") }
      constant = v
    }
    let pr = try priority(&p) ?? .required
    return Predicate(relation: relation, constant: constant, priority: pr)
  }

  /// The one constraint the elements describe.
  func constraint(from elements: [Element], horizontal: Bool, _ p: inout DescriptionParser) throws(Failure) -> LoggedConstraint {
    let lead: LayoutAttribute = horizontal ? .leading : .top
    let trail: LayoutAttribute = horizontal ? .trailing : .bottom
    func attr(_ a: LayoutAttribute) -> LoggedAttribute { LoggedAttribute(attribute: a, ofMargins: false, printed: a.rawValue) }
    func make(_ first: String, _ a: LayoutAttribute, _ pred: Predicate, _ second: String?, _ b: LayoutAttribute?) -> LoggedConstraint {
      var c = LoggedConstraint(
        text: "", line: 0, column: 0, className: "", address: "", firstItem: first, firstAttribute: attr(a), relation: pred.relation,
        secondItem: second, secondAttribute: b.map(attr))
      c.constant = pred.constant
      c.priority = pred.priority
      return c
    }
    // The superview `|` stands for, from `names:`; unnamed, a placeholder keyed by its view.
    func edge(for view: String) -> String {
      if let s = p.names["|"] { return s }
      let key = "superview of \(view)"
      p.register(LoggedView(address: key, className: ""))
      return key
    }
    // Adjacent elements with no gap between them are 0 apart.
    var es: [Element] = []
    for e in elements {
      if case .gap = e {} else if let last = es.last, !(last.isGap) { es.append(.gap(Predicate(constant: 0))) }
      es.append(e)
    }
    switch es.count {
    case 1:
      guard case .view(let v, let size?) = es[0] else { break }
      return make(v, horizontal ? .width : .height, size, nil, nil)
    case 3:
      switch (es[0], es[1], es[2]) {
      case (.edge, .gap(let g), .view(let v, nil)):
        let parent = edge(for: v)
        var c = make(v, lead, g, parent, lead)
        c.edge = (v, parent)
        return c
      case (.view(let v, nil), .gap(let g), .edge):
        let parent = edge(for: v)
        var c = make(parent, trail, g, v, trail)
        c.edge = (v, parent)
        return c
      case (.view(let a, nil), .gap(let g), .view(let b, nil)):
        var c = make(b, lead, g, a, trail)
        c.spacesSiblings = true
        return c
      default: break
      }
    default: break
    }
    throw p.fail("this Visual Format description is not one UIKit prints for a single constraint")
  }
}

extension BodyParser.Element {
  var isGap: Bool {
    if case .gap = self { return true }
    return false
  }
}
