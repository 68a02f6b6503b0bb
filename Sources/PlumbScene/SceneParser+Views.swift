import PlumbDiagnostics
import PlumbLayout

extension SceneParser {
  /// Words of a view statement, split at spaces outside quotes, with their columns.
  static func words(_ text: String) -> [(String, Int)] {
    text.withLexUnits(bytes: { words($0, text: $1) }, characters: { words($0, text: $1) })
  }

  static func words<Units: RandomAccessCollection>(_ units: Units, text: (Range<Int>) -> String) -> [(String, Int)]
  where Units.Element: LexUnit, Units.Index == Int {
    var out: [(String, Int)] = []
    var start: Int?, inString = false, escaped = false
    for (k, u) in units.enumerated() {
      if escaped {
        escaped = false
      } else if inString && u.is(UInt8(ascii: "\\")) {
        escaped = true  // `\"` and `\\` inside a text do not end it
      } else if u.is(UInt8(ascii: "\"")) {
        inString.toggle()
      }
      if (u.is(UInt8(ascii: " ")) || u.is(UInt8(ascii: "\t"))) && !inString {
        if let s = start { out.append((text(s..<k), s + 1)) }
        start = nil
        continue
      }
      if start == nil { start = k }
    }
    if let s = start { out.append((text(s..<units.count), s + 1)) }
    return out
  }

  static let viewKeys: [String: [ViewKind]] = [
    "intrinsic": ViewKind.allCases, "hug": ViewKind.allCases, "resist": ViewKind.allCases, "in": ViewKind.allCases,
    "margins": ViewKind.allCases, "preserves": ViewKind.allCases, "readable": ViewKind.allCases, "safemargins": ViewKind.allCases, "hidden": ViewKind.allCases, "lines": [.label], "style": [.label, .button, .textfield, .textview], "image": [.imageview], "scrolls": [.textview],
    "axis": [.stack], "distribution": [.stack], "alignment": [.stack], "spacing": [.stack], "arranged": [.stack], "arrangement": [.stack], "baselines": [.stack], "spacingafter": [.stack], "hiding": [.stack],
  ]

  /// `KIND NAME ["text"] [key=value ...] [when CLASSES]`.
  mutating func parseView(_ n: Int, _ text: String) throws {
    let ws = SceneParser.words(text)
    guard case .view(let kind) = SceneParser.openings[ws[0].0] else {
      // `run` sends only lines that start with a view kind and a space here.
      throw error(n, ws[0].1, ws[0].0.count, "expected a view kind (\(ViewKind.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    guard ws.count >= 2 else { throw error(n, ws[0].1, ws[0].0.count, "expected a name after '\(ws[0].0)': \(ws[0].0) NAME") }
    let (name, nameColumn) = ws[1]
    guard isIdentifier(name) else { throw error(n, nameColumn, name.count, "'\(name)' is not a valid view name: use letters, digits and '_', starting with a letter") }
    guard !SceneParser.itemKeywords.contains(name), ViewKind(rawValue: name) == nil else {
      throw error(n, nameColumn, name.count, "'\(name)' is a reserved word and cannot name a view")
    }
    if viewNames.contains(name) {
      throw error(n, nameColumn, name.count, "a view named '\(name)' already exists")
    }
    var v = ViewSpec(name: name, kind: kind)
    v.location = SourceLocation(file: file, line: n + 1, column: nameColumn)
    var k = 2
    if k < ws.count, ws[k].0.hasPrefix("\"") {
      let (w, col) = ws[k]
      // Closed by a quote that no backslash escapes (an even run of backslashes before it).
      let backslashes = w.dropLast().reversed().prefix { $0 == "\\" }.count
      guard w.count >= 2, w.hasSuffix("\""), backslashes % 2 == 0 else { throw error(n, col, w.count, "unterminated string") }
      guard kind.hasText else { throw error(n, col, w.count, "a \(kind.rawValue) has no text; only label, button, textfield and textview do") }
      v.text = SceneParser.unescape(String(w.dropFirst().dropLast()))
      k += 1
    }
    while k < ws.count {
      let (w, col) = ws[k]
      if w == "when" {
        v.condition = try parseCondition(n, Array(ws[(k + 1)...]))
        break
      }
      guard let eq = w.firstIndex(of: "=") else {
        throw error(n, col, w.count, "expected key=value, found '\(w)'\(w.hasPrefix("\"") ? " (the text goes right after the name)" : "")")
      }
      let key = String(w[..<eq]), value = String(w[w.index(after: eq)...])
      let valueColumn = col + key.count + 1
      guard let kinds = SceneParser.viewKeys[key] else {
        throw error(n, col, key.count, "unknown setting '\(key)'\(didYouMean(key, Array(SceneParser.viewKeys.keys)))")
      }
      guard kinds.contains(kind) else {
        throw error(n, col, key.count, "'\(key)' does not apply to a \(kind.rawValue) (it applies to: \(kinds.map(\.rawValue).joined(separator: ", ")))")
      }
      func bad(_ what: String) -> SceneError { error(n, valueColumn, max(1, value.count), "\(key): \(what)") }
      guard !value.isEmpty else { throw error(n, valueColumn, 1, "\(key): expected a value after '\(key)='") }
      /// The numbers of a comma-separated value, each read by the number grammar and checked against `bound`.
      func numbers(_ bound: Bound, counts: Set<Int>, expected: String) throws -> [Double] {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        guard counts.contains(parts.count) else { throw bad(expected) }
        var out: [Double] = []
        var c = valueColumn
        for part in parts {
          out.append(try number(n, part, column: c, bound: bound, prefix: "\(key): "))
          c += part.count + 1
        }
        return out
      }
      switch key {
      case "intrinsic":
        if value == "none" { v.intrinsicOverride = IntrinsicOverride(width: nil, height: nil) } else {
          let (a, b) = try parseSize(n, value, column: valueColumn, bound: .size, allowsNone: true, prefix: "\(key): ",
                                     expected: "expected WIDTHxHEIGHT, none, or _ for an axis without one (e.g. _x31)")
          v.intrinsicOverride = IntrinsicOverride(width: a, height: b)
        }
      case "hug", "resist":
        // Checked against the priority's bounds, so the clamp changes nothing.
        let ps = try numbers(.priority, counts: [1, 2], expected: "expected a priority, or horizontal,vertical (e.g. 251,250)").map(LayoutPriority.init(clamping:))
        let h = ps[0], vv = ps.count > 1 ? ps[1] : h
        if key == "hug" { v.hugging = (h, vv) } else { v.compressionResistance = (h, vv) }
      case "lines":
        v.lines = Int(try number(n, Substring(value), column: valueColumn, bound: .lines, prefix: "\(key): "))
      case "style":
        guard let style = TextStyle(rawValue: value) else {
          throw bad("expected a text style: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))\(didYouMean(value, TextStyle.allCases.map(\.rawValue)))")
        }
        v.textStyle = style
      case "image":
        let (a, b) = try parseSize(n, value, column: valueColumn, bound: .size, allowsNone: false, prefix: "\(key): ",
                                   expected: "expected the image size WIDTHxHEIGHT")
        v.imageSize = (a ?? 0, b ?? 0)
      case "scrolls", "hidden", "preserves", "readable", "safemargins":
        guard let b = Bool(value) else { throw bad("expected true or false") }
        switch key {
        case "scrolls": v.scrolls = b
        case "hidden": v.isHidden = b
        case "preserves": v.preservesSuperviewMargins = b
        case "safemargins": v.insetsMarginsFromSafeArea = b
        default: v.followsReadableWidth = b
        }
      case "in":
        v.parent = value
        viewMentions.append((value, n, valueColumn))
      case "margins":
        let ps = try numbers(.inset, counts: [1, 4], expected: "expected one inset or top,left,bottom,right")
        v.margins = ps.count == 1 ? Insets(top: ps[0], left: ps[0], bottom: ps[0], right: ps[0]) : Insets(top: ps[0], left: ps[1], bottom: ps[2], right: ps[3])
      case "axis":
        guard let a = Axis(rawValue: value) else { throw bad("expected horizontal or vertical\(didYouMean(value, ["horizontal", "vertical"]))") }
        v.stack?.axis = a
      case "distribution":
        guard let d = StackSpec.Distribution(rawValue: value) else {
          throw bad("unknown distribution '\(value)'\(didYouMean(value, StackSpec.Distribution.allCases.map(\.rawValue)))")
        }
        v.stack?.distribution = d
      case "alignment":
        guard let a = StackSpec.Alignment(rawValue: value) else {
          throw bad("unknown alignment '\(value)'\(didYouMean(value, StackSpec.Alignment.allCases.map(\.rawValue)))")
        }
        v.stack?.alignment = a
      case "arrangement":
        guard value == "edges" || value == "margins" else { throw bad("expected edges or margins\(didYouMean(value, ["edges", "margins"]))") }
        v.stack?.layoutMarginsRelativeArrangement = value == "margins"
      case "baselines":
        guard value == "true" || value == "false" else { throw bad("expected true or false\(didYouMean(value, ["true", "false"]))") }
        v.stack?.baselineRelativeArrangement = value == "true"
      case "spacing":
        v.stack?.spacing = try number(n, Substring(value), column: valueColumn, bound: .spacing, prefix: "\(key): ")
      case "hiding":
        let p = try number(n, Substring(value), column: valueColumn, bound: .priority, prefix: "\(key): ")
        guard let priority = LayoutPriority(exactly: p) else { throw bad("expected a priority from 1 to 1000") }
        v.stack?.hidingPriority = priority
      case "spacingafter":
        var c = valueColumn
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
          let pieces = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
          guard pieces.count == 2, !pieces[0].isEmpty else {
            throw error(n, c, max(1, part.count), "\(key): expected VIEW:POINTS for each arranged view, separated by commas (e.g. title:16,field:4)")
          }
          let view = String(pieces[0])
          viewMentions.append((view, n, c))
          v.stack?.customSpacing[view] = try number(n, pieces[1], column: c + view.count + 1, bound: .spacing, prefix: "\(key): ")
          c += part.count + 1
        }
      case "arranged":
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var c = valueColumn
        for a in names {
          guard !a.isEmpty else { throw error(n, c, 1, "\(key): expected view names separated by commas") }
          viewMentions.append((a, n, c))
          arrangedMentions.append((a, name, n, c))
          c += a.count + 1
        }
        v.stack?.arranged = names
      default:
        throw error(n, col, key.count, "'\(key)' is not a setting Plumb knows")
      }
      k += 1
    }
    document.views.append(v)
    viewNames.insert(name)
    statements.append(Scene.Statement(line: n, kind: .view(name)))
  }

  /// `wC`, `hR`, `wC hR`.
  func parseCondition(_ n: Int, _ ws: [(String, Int)]) throws -> SizeClassCondition {
    var c = SizeClassCondition()
    guard !ws.isEmpty else { throw error(n, lines[n].count + 1, 1, "expected size classes after 'when' (wC, wR, hC, hR)") }
    for (w, col) in ws {
      guard let (axis, cls) = sizeClass(w) else {
        throw error(n, col, w.count, "expected a size class after 'when': wC, wR, hC or hR\(didYouMean(w, ["wC", "wR", "hC", "hR"]))")
      }
      if axis == .horizontal { c.horizontal = cls } else { c.vertical = cls }
    }
    return c
  }

  /// Checks the views named by `in=` and `arranged=`; arranged views become the stack's subviews.
  mutating func resolveViewMentions() throws {
    for m in viewMentions where !viewNames.contains(m.name) {
      throw error(m.line, m.column, m.name.count, "unknown view '\(m.name)'\(didYouMean(m.name, document.views.map(\.name)))")
    }
    let index = Dictionary(document.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
    for s in document.views where s.kind == .stack {
      for a in s.stack?.arranged ?? [] {
        guard let i = index[a] else { continue }
        if document.views[i].parent == nil { document.views[i].parent = s.name }
      }
    }
    // A view cannot contain itself. Each view is walked up once: a walk
    // stops at a view already known to reach the root (linear in the number
    // of views, however deep the nesting).
    let parents = Dictionary(document.views.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a })
    var reachesRoot: Set<String> = []
    for v in document.views where !reachesRoot.contains(v.name) {
      var path: [String] = []
      var onPath: Set<String> = []
      var p: String? = v.name
      while let q = p, !reachesRoot.contains(q) {
        if onPath.contains(q) {
          // The first view of the cycle in declaration order is the one reported.
          let cycle = Set(path.drop { $0 != q })
          let first = document.views.first { cycle.contains($0.name) }?.name ?? q
          let line = statements.first { $0.kind == .view(first) }?.line ?? 0
          throw error(line, 1, lines[line].count, "'\(first)' is inside itself (through 'in=')")
        }
        path.append(q)
        onPath.insert(q)
        p = parents[q] ?? nil
      }
      reachesRoot.formUnion(path)
    }
  }

  func isIdentifier(_ s: String) -> Bool { SceneNames.isIdentifier(s) }

  /// A quoted text's characters: `\n` a line break, `\u{1B}` the scalar
  /// with that hexadecimal value (1 to 6 digits), a backslash before any
  /// other character that character.
  static func unescape(_ s: String) -> String {
    guard s.utf8.contains(UInt8(ascii: "\\")) else { return s }
    let scalars = Array(s.unicodeScalars)
    var out = String.UnicodeScalarView()
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      guard c == "\\", i + 1 < scalars.count else {
        out.append(c)
        i += 1
        continue
      }
      let e = scalars[i + 1]
      if e == "u", i + 2 < scalars.count, scalars[i + 2] == "{", let close = scalars[(i + 3)...].prefix(7).firstIndex(of: "}"),
        close > i + 3, let value = UInt32(String(String.UnicodeScalarView(scalars[(i + 3)..<close])), radix: 16), let scalar = Unicode.Scalar(value)
      {
        out.append(scalar)
        i = close + 1
        continue
      }
      out.append(e == "n" ? "\n" : e)
      i += 2
    }
    return String(out)
  }
}
