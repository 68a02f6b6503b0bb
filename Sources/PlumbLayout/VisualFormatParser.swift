import PlumbDiagnostics

/// Apple's Visual Format Language, the whole grammar:
///
///     (H|V:)? (|<connection>)? [view(predicates)?] (<connection>[view(...)])* (<connection>|)?
///     connection: nothing (flush), "-" (standard spacing), "-predicates-"
///     predicates: a number or metric, or "(" predicate ("," predicate)* ")"
///     predicate:  (== | <= | >=)? (number | metric | view) (@ (number | metric))?
///
/// A bare `-` is the standard spacing: 8 points between siblings, 20 to the
/// superview's edge. H uses leading and trailing, V top and bottom.
struct VisualFormatParser {
  let text: String
  /// Column of `text`'s first character in its line (1-based).
  let column: Int
  /// The line recorded in each constraint made.
  let line: Int
  let views: Set<String>
  let metrics: [String: Double]

  private var chars: [Character] = []
  private var i = 0

  init(text: String, column: Int, line: Int, views: Set<String>, metrics: [String: Double]) {
    self.text = text
    self.column = column
    self.line = line
    self.views = views
    self.metrics = metrics
    self.chars = Array(text)
  }

  struct Predicate {
    var relation: LayoutRelation = .equal
    var constant: Double?
    var view: String?
    var priority: LayoutPriority = .required
  }

  enum Connection {
    case flush
    case standard
    case predicates([Predicate])
  }

  private func error(_ message: String, at k: Int? = nil, length: Int = 1) -> VisualFormatError {
    VisualFormatError(column: column + (k ?? i), length: max(1, length), message: message)
  }

  /// `value` when `bound` allows it, else an error under what was read from `k`.
  private func checked(_ value: Double, _ bound: Bound, at k: Int) throws(VisualFormatError) -> Double {
    if let why = bound.violation(value) { throw error(why, at: k, length: max(1, i - k)) }
    return value
  }

  private func peek(_ s: String) -> Bool {
    let a = Array(s)
    return i + a.count <= chars.count && Array(chars[i..<i + a.count]) == a
  }

  private mutating func skipSpaces() { while i < chars.count && chars[i] == " " { i += 1 } }

  mutating func parse() throws(VisualFormatError) -> [ConstraintSpec] {
    var horizontal = true
    if peek("H:") { i += 2 } else if peek("V:") { horizontal = false; i += 2 }
    skipSpaces()
    let (start, end, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) = horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    var specs: [ConstraintSpec] = []
    func make(_ a: String, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: ItemRef?, _ ba: LayoutAttribute?, _ c: Double, _ p: LayoutPriority) {
      specs.append(ConstraintSpec(firstItem: .view(a), firstAttribute: aa, relation: r, secondItem: b, secondAttribute: ba, constant: c, priority: p, line: line, visualFormat: text))
    }
    var leadingSuperview = false
    var pending: Connection?
    if peek("|") {
      leadingSuperview = true
      i += 1
      pending = try connection()
    }
    var previous: String?
    var sawView = false
    while i < chars.count {
      skipSpaces()
      if peek("|") {
        guard let prev = previous else { throw error("expected a view '[name]' before the closing '|'") }
        i += 1
        // [prev]-c-|  means  superview.end - prev.end = c, written from prev's side.
        for p in predicates(of: pending ?? .flush, superviewEdge: true) {
          make(prev, end, p.relation.flipped, .superview, end, -(p.constant ?? 0), p.priority)
        }
        pending = nil
        skipSpaces()
        guard i >= chars.count else { throw error("nothing may follow the closing '|'") }
        break
      }
      guard peek("[") else { throw error(sawView ? "expected '-', '[' or '|' here" : "expected a view '[name]' here") }
      let open = i
      i += 1
      let nameStart = i
      while i < chars.count && (chars[i].isLetter || chars[i].isNumber || chars[i] == "_") { i += 1 }
      let name = String(chars[nameStart..<i])
      guard !name.isEmpty else { throw error("expected a view name after '['") }
      guard views.contains(name) else {
        throw error("unknown view '\(name)'\(didYouMean(name, Array(views)))", at: nameStart, length: name.count)
      }
      if peek("(") {
        for p in try predicateList() {
          if let other = p.view {
            make(name, size, p.relation, .view(other), size, 0, p.priority)
          } else {
            make(name, size, p.relation, nil, nil, p.constant ?? 0, p.priority)
          }
        }
      }
      guard peek("]") else { throw error("expected ']' to close the view opened here", at: open) }
      i += 1
      sawView = true
      if let prev = previous {
        for p in predicates(of: pending ?? .flush, superviewEdge: false) {
          make(name, start, p.relation, .view(prev), end, p.constant ?? 0, p.priority)
        }
      } else if leadingSuperview {
        for p in predicates(of: pending ?? .flush, superviewEdge: true) {
          make(name, start, p.relation, .superview, start, p.constant ?? 0, p.priority)
        }
      }
      previous = name
      pending = nil
      skipSpaces()
      if i < chars.count && !peek("[") && !peek("|") {
        guard peek("-") else { throw error("expected '-', '[' or '|' here") }
        pending = try connection()
        guard peek("[") || peek("|") else { throw error("expected '[' or '|' after the spacing") }
      } else if peek("|") {
        pending = .flush
      }
    }
    guard sawView else { throw error("a visual format needs at least one view '[name]'", at: 0) }
    return specs
  }

  private func predicates(of c: Connection, superviewEdge: Bool) -> [Predicate] {
    switch c {
    case .flush: return [Predicate(constant: 0)]
    case .standard: return [Predicate(constant: superviewEdge ? 20 : 8)]
    case .predicates(let ps): return ps
    }
  }

  /// `-`, `-8-`, `-(>=8@750)-`, or nothing (flush).
  private mutating func connection() throws(VisualFormatError) -> Connection {
    skipSpaces()
    guard peek("-") else { return .flush }
    i += 1
    skipSpaces()
    if peek("[") || peek("|") { return .standard }
    guard i < chars.count else { throw error("expected a view '[name]' here") }
    var ps: [Predicate]
    if peek("(") {
      ps = try predicateList()
    } else {
      let k = i
      let value = try object(allowView: false)
      guard let c = value.constant else { throw error("expected a number or metric name", at: k) }
      ps = [Predicate(constant: try checked(c, .constant, at: k))]
    }
    skipSpaces()
    guard peek("-") else { throw error("expected '-' after the spacing") }
    i += 1
    return .predicates(ps)
  }

  /// `(pred, pred, ...)`.
  private mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
    let open = i
    i += 1
    var out: [Predicate] = []
    while true {
      skipSpaces()
      var p = Predicate()
      if peek("==") { i += 2 } else if peek("<=") { p.relation = .lessThanOrEqual; i += 2 } else if peek(">=") { p.relation = .greaterThanOrEqual; i += 2 }
      skipSpaces()
      let k = i
      let o = try object(allowView: true)
      if let c = o.constant { p.constant = try checked(c, .constant, at: k) }
      p.view = o.view
      skipSpaces()
      if peek("@") {
        i += 1
        skipSpaces()
        let k = i
        guard let pr = try object(allowView: false).constant else { throw error("expected a priority", at: k) }
        p.priority = LayoutPriority(clamping: try checked(pr, .priority, at: k))
      }
      out.append(p)
      skipSpaces()
      if peek(",") { i += 1; continue }
      guard peek(")") else { throw error("expected ',' or ')' in the predicate list opened here", at: open) }
      i += 1
      return out
    }
  }

  /// A number, a metric name, or (where allowed) a view name.
  private mutating func object(allowView: Bool) throws(VisualFormatError) -> (constant: Double?, view: String?) {
    let k = i
    if i < chars.count && (chars[i].isNumber || chars[i] == "." || chars[i] == "-") {
      i += 1
      // Letters glued to a number (1e5, 12px, 0x10) belong to it, and make it no number.
      while i < chars.count && (chars[i].isNumber || chars[i].isLetter || chars[i] == "." || chars[i] == "_") { i += 1 }
      let text = String(chars[k..<i])
      guard let v = NumberSyntax.parse(text) else { throw error(NumberSyntax.notANumber(text), at: k, length: i - k) }
      return (v, nil)
    }
    while i < chars.count && (chars[i].isLetter || chars[i].isNumber || chars[i] == "_") { i += 1 }
    let name = String(chars[k..<i])
    guard !name.isEmpty else { throw error(allowView ? "expected a number, metric or view name" : "expected a number or metric name", at: k) }
    if let m = metrics[name] { return (m, nil) }
    if allowView && views.contains(name) { return (nil, name) }
    let known = Array(metrics.keys) + (allowView ? Array(views) : [])
    throw error("unknown \(allowView ? "metric or view" : "metric") '\(name)'\(didYouMean(name, known))", at: k, length: name.count)
  }
}

extension LayoutRelation {
  /// The relation with its sides swapped: `a <= b` is `b >= a`.
  var flipped: LayoutRelation {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}
