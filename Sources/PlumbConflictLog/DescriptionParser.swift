import PlumbDiagnostics
import PlumbLayout

/// Reads one constraint description, the text between `<` and `>`:
/// `NSLayoutConstraint:0x… 'id' BODY   (active, names: …)`, where BODY is an
/// equation (`UILabel:0x….leading == UIView:0x….leadingMargin + 16 @750`)
/// or a Visual Format line (`H:|-(8)-[UILabel:0x…]`, `V:[UIView:0x…(100)]`).
///
/// A hand-written scanner over characters, since descriptions hold texts
/// in quotes (`'Show More'`), module-qualified classes and VFL punctuation
/// that a split on spaces would cut.
struct DescriptionParser {
  let chars: [Character]
  var i: Int
  let end: Int
  /// The views met so far, by address (names: and items).
  var views: ViewTable
  /// Accessibility names and `|` to addresses, from the `names:` list.
  var names: [String: String] = [:]

  /// A failure at a character offset of the line.
  struct Failure: Error {
    var offset: Int
    var message: String
  }

  init(_ chars: [Character], from start: Int, to end: Int, views: ViewTable) {
    self.views = views
    self.chars = chars
    i = start
    self.end = end
  }

  var atEnd: Bool { i >= end }
  var current: Character? { i < end ? chars[i] : nil }

  mutating func skipSpaces() { while let c = current, c == " " { i += 1 } }

  func fail(_ message: String, at offset: Int? = nil) -> Failure { Failure(offset: offset ?? i, message: message) }

  static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" }

  /// Letters, digits, `_`, `.` and `$`: a class, module-qualified or not, or an accessibility name.
  mutating func word() -> String {
    let s = i
    while let c = current, DescriptionParser.isWordCharacter(c) { i += 1 }
    return String(chars[s..<i])
  }

  /// The whole description.
  mutating func parse(line: Int, column: Int) throws(Failure) -> LoggedConstraint {
    skipSpaces()
    let cls = word()
    guard !cls.isEmpty, current == ":" else { throw fail("expected a constraint class and address such as 'NSLayoutConstraint:0x6000…'") }
    i += 1
    let addressStart = i
    while let c = current, c != " ", c != "@" { i += 1 }
    let address = String(chars[addressStart..<i])
    var madeAt: String?
    if current == "@" {
      // SnapKit's `@File.swift#61`, whose path may hold spaces: up to the first `#` and its line number.
      i += 1
      let s = i
      var k = i
      var found: Int?
      while k < end, found == nil {
        if chars[k] == "#" {
          var d = k + 1
          while d < end, chars[d].isNumber { d += 1 }
          if d > k + 1, d == end || chars[d] == " " { found = d }
        }
        k += 1
      }
      if let found { i = found } else { while let c = current, c != " " { i += 1 } }
      madeAt = String(chars[s..<i])
    }
    skipSpaces()
    var identifier: String?
    if current == "'" {
      i += 1
      let s = i
      while let c = current, c != "'" { i += 1 }
      guard current == "'" else { throw fail("the identifier that starts here has no closing quote", at: s - 1) }
      identifier = String(chars[s..<i])
      i += 1
      skipSpaces()
    }
    var mask: [String] = []
    while i + 1 < end, chars[i] == "h" || chars[i] == "v", chars[i + 1] == "=" {
      let s = i
      while let c = current, c != " " { i += 1 }
      mask.append(String(chars[s..<i]))
      skipSpaces()
    }
    // The annotation at the end: `(active)`, `(inactive, names: …)`, `(Names: …)`.
    var bodyEnd = end
    var isActive: Bool?
    if let open = annotationStart() {
      bodyEnd = open
      var inner = String(chars[(open + 1)..<end])
      if let close = inner.lastIndex(of: ")") { inner = String(inner[..<close]) }
      let trimmed = inner.drop { $0 == " " }
      if trimmed.hasPrefix("inactive") { isActive = false } else if trimmed.hasPrefix("active") { isActive = true }
      if let n = Array(inner).find("names:", ignoringCase: true) {
        try readNames(from: open + 1 + n + "names:".count, to: open + 1 + inner.count)
      }
    }
    while bodyEnd > i, chars[bodyEnd - 1] == " " { bodyEnd -= 1 }
    var body = BodyParser(parent: self, end: bodyEnd)
    let bodyStart = i
    var c = try body.parse()
    if let why = c.invalidity { throw fail("\(why)", at: bodyStart) }
    c.itemClasses = [c.firstItem, c.secondItem].compactMap { a in a.flatMap { views[address: $0]?.className } }.filter { !$0.isEmpty }
    c.text = String(chars[0..<end]).trimmingBlanks
    c.line = line
    c.column = column
    c.className = cls
    c.address = address
    c.madeAt = madeAt
    c.identifier = identifier
    c.autoresizingMask = mask.isEmpty ? nil : mask.joined(separator: " ")
    c.isActive = isActive
    return c
  }

  /// Where the trailing annotation's `(` is, if the description has one.
  func annotationStart() -> Int? {
    var k = end - 1
    while k >= i {
      if chars[k] == "(" {
        let rest = String(chars[(k + 1)..<end]).drop { $0 == " " }.lowercased()
        if rest.hasPrefix("active") || rest.hasPrefix("inactive") || rest.hasPrefix("names:") { return k }
      }
      k -= 1
    }
    return nil
  }

  /// `'|':UIView:0x…, lockIcon:0x…, title:UILabel:0x…'Hi'`.
  mutating func readNames(from start: Int, to stop: Int) throws(Failure) {
    var p = DescriptionParser(chars, from: start, to: stop, views: views)
    while true {
      while let c = p.current, c == " " || c == "," { p.i += 1 }
      if p.atEnd { break }
      let name: String
      if p.current == "'" {
        p.i += 1
        let s = p.i
        while let c = p.current, c != "'" { p.i += 1 }
        name = String(chars[s..<p.i])
        p.i += 1
      } else {
        let s = p.i
        while let c = p.current, c != ":" && c != " " { p.i += 1 }
        name = String(chars[s..<p.i])
      }
      guard p.current == ":" else { throw p.fail("expected ':' after the name '\(name)' in the names list") }
      p.i += 1
      guard let item = try p.item(accessibilityName: name == "|" ? nil : name) else { throw p.fail("expected a view after '\(name):'") }
      names[name] = item
    }
  }

  /// `Class:0xADDR['text']`, `Class:key['text']` (a Masonry key in place of
  /// the address) or a bare address `0xADDR` (for `name`), registering the
  /// view; returns its address, or nil when there is no item here.
  mutating func item(accessibilityName: String? = nil) throws(Failure) -> String? {
    let s = i
    var cls = ""
    if current == "0", i + 1 < end, chars[i + 1] == "x" {
      cls = ""
    } else {
      cls = word()
      guard current == ":" else {
        i = s
        return nil
      }
      i += 1
    }
    let a = i
    while let c = current, c.isLetter || c.isNumber || c == "_" { i += 1 }
    guard i > a else { throw fail("expected an address after '\(cls):'", at: a) }
    let address = String(chars[a..<i])
    var text: String?
    if current == "'" {
      i += 1
      let t = i
      // The closing quote is the one followed by what may follow an item.
      while i < end {
        if chars[i] == "'" {
          let next: Character? = i + 1 < end ? chars[i + 1] : nil
          if next == nil || next == "." || next == "]" || next == "(" || next == " " || next == ")" || next == "," { break }
        }
        i += 1
      }
      text = String(chars[t..<min(i, end)])
      if i < end { i += 1 }
    }
    register(LoggedView(address: address, className: cls, text: text, accessibilityName: accessibilityName))
    return address
  }

  /// Adds a view, or completes the one already known at that address.
  func register(_ v: LoggedView) { views.register(v) }

  /// An item a Visual Format line names without its class (`[message_gray]`):
  /// resolved through `names:`, else a view known by that name only.
  mutating func namedItem() -> String? {
    let w = word()
    guard !w.isEmpty else { return nil }
    if let address = names[w] { return address }
    register(LoggedView(address: w, className: "", accessibilityName: w))
    return w
  }

  /// A decimal number, signed or not.
  mutating func number() -> Double? {
    let s = i
    if current == "-" || current == "+" { i += 1 }
    while let c = current, c.isNumber || c == "." { i += 1 }
    if let c = current, c == "e" || c == "E", i + 1 < end, chars[i + 1].isNumber || chars[i + 1] == "-" || chars[i + 1] == "+" {
      i += 2
      while let c = current, c.isNumber { i += 1 }
    }
    guard let v = Double(String(chars[s..<i])), v.isFinite else {
      i = s
      return nil
    }
    return v
  }
}
