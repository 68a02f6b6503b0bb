import PlumbDiagnostics
import PlumbLayout

/// Reads `.scene` files. The format is documented in `Scenes/FORMAT.md`.
public struct SceneParser {
  public static let itemKeywords = ["superview", "root", "safeArea", "margins"]
  public static let settingKeywords = ["scene", "device", "canvas", "traits", "orientation", "direction", "safearea", "margins", "root", "metric"]

  /// What a statement that starts with a given word is.
  enum Opening {
    case setting
    case view(ViewKind)
    /// `step`, `hint`, `done`, `solution`: read once the views and constraints are known.
    case lesson
  }

  /// The words that open a setting or a view statement; any other line is
  /// a constraint. One lookup per line instead of a comparison per keyword.
  static let openings: [String: Opening] = {
    var all = Dictionary(uniqueKeysWithValues: settingKeywords.map { ($0, Opening.setting) })
    for kind in ViewKind.allCases { all[kind.rawValue] = .view(kind) }
    for word in lessonKeywords { all[word] = .lesson }
    return all
  }()

  public let file: String
  let lines: [String]
  var document = LayoutDocument()
  var statements: [Scene.Statement] = []
  var metrics: [String: Double] = [:]
  var canvasTraits: Traits?
  var identifiers: [String: Int] = [:]
  /// Declared view names (a set: `LayoutDocument.view(named:)` is a linear search).
  var viewNames: Set<String> = []
  /// View name → (line, column) of its `in=` or `arranged=` mention, checked once all views are known.
  var viewMentions: [(name: String, line: Int, column: Int)] = []
  /// Each `arranged=` name with its stack, in the order written.
  var arrangedMentions: [(name: String, stack: String, line: Int, column: Int)] = []
  /// A lesson's mentions of views or constraint IDs the scene does not have.
  var unresolved: [SceneError] = []
  /// The title in other languages (`scene ko "…"`).
  var titleTranslations: [Language: String] = [:]

  /// Parses `source`; `file` is the name used in error messages.
  public static func parse(_ source: String, file: String) throws -> Scene {
    let (lines, carriageReturns) = SceneParser.lines(of: source)
    var p = SceneParser(file: file, lines: lines)
    var scene = try p.run()
    scene.carriageReturns = carriageReturns
    return scene
  }

  /// The lines of `source`, split at LF bytes, and the indices of those
  /// whose CR before the LF (or at the end of the file) was dropped.
  /// Splitting the UTF-8 bytes rather than characters is much cheaper, and
  /// also splits CRLF, which is a single character in Swift.
  static func lines(of source: String) -> (lines: [String], carriageReturns: Set<Int>) {
    let bytes = Array(source.utf8)
    var lines: [String] = []
    var carriageReturns: Set<Int> = []
    var start = 0
    for i in bytes.indices where bytes[i] == 0x0A {
      let cr = i > start && bytes[i - 1] == 0x0D
      if cr { carriageReturns.insert(lines.count) }
      lines.append(String(decoding: bytes[start..<(cr ? i - 1 : i)], as: UTF8.self))
      start = i + 1
    }
    let cr = bytes.last == 0x0D && bytes.count > start
    if cr { carriageReturns.insert(lines.count) }
    lines.append(String(decoding: bytes[start..<(cr ? bytes.count - 1 : bytes.count)], as: UTF8.self))
    return (lines, carriageReturns)
  }

  init(file: String, lines: [String]) {
    self.file = file
    self.lines = lines
  }

  func error(_ line: Int, _ column: Int, _ length: Int, _ message: String) -> SceneError {
    SceneError(file: file, line: line + 1, column: column, length: length, message: message, sourceLine: lines[line])
  }

  func error(_ line: Int, _ t: Token, _ message: String) -> SceneError {
    error(line, t.column, t.length, message)
  }

  /// The statement part of a line, without its `#` comment (outside quotes).
  static func statementPart(_ line: String) -> String {
    // `#`, quotes and backslashes are ASCII, and no byte of a multi-byte
    // UTF-8 sequence is: scanning bytes finds them exactly.
    // Most lines have no comment at all.
    guard line.utf8.contains(UInt8(ascii: "#")) else { return line }
    var inString = false
    var escaped = false
    for (k, c) in line.utf8.enumerated() {
      if escaped { escaped = false; continue }
      if c == UInt8(ascii: "\\") { escaped = true; continue }
      if c == UInt8(ascii: "\"") { inString.toggle() }
      if c == UInt8(ascii: "#") && !inString { return String(decoding: line.utf8.prefix(k), as: UTF8.self) }
    }
    return line
  }

  /// The 1-based column of the first character of `text` that is not a space or tab.
  static func firstColumn(_ text: String) -> Int {
    text.count - text.drop { $0 == " " || $0 == "\t" }.count + 1
  }

  /// The leading word of a statement if it could be a keyword or a view
  /// kind (ASCII letters, digits, `_` and `-`), followed by a space, a tab
  /// or the end of the statement; "" otherwise. A keyword is a whole word:
  /// `view.width = 100` and `label.height = 5` are constraints, not view
  /// statements.
  static func keywordCandidate(_ statement: String) -> String {
    let word = statement.utf8.prefix { $0.isLetterOrNumber || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    if let next = statement.utf8.dropFirst(word.count).first, next != 0x20 && next != 0x09 { return "" }
    return String(decoding: word, as: UTF8.self)
  }

  mutating func run() throws -> Scene {
    // Pass 1: settings and views, so that constraints may name views declared later.
    var constraintLines: [(Int, String)] = []
    var lessonLines: [(Int, String)] = []
    for (n, raw) in lines.enumerated() {
      // A CR alone breaks no line here: read on, a comment would swallow
      // what follows it (classic Mac OS line breaks) and say nothing.
      if let cr = raw.utf8.firstIndex(of: 0x0D) {
        let column = raw[..<cr].count + 1
        throw error(n, column, 1, "a carriage return (CR) without a line feed: Plumb reads scene files whose lines end in LF or CRLF, not CR alone")
      }
      let text = SceneParser.statementPart(raw)
      let trimmed = text.trimmingBlanks
      guard !trimmed.isEmpty else { continue }
      switch SceneParser.openings[SceneParser.keywordCandidate(trimmed)] {
      case .setting: try parseSetting(n, text)
      case .view: try parseView(n, text)
      case .lesson: lessonLines.append((n, text))
      case nil: constraintLines.append((n, text))
      }
    }
    if let t = canvasTraits {
      guard document.device.isCanvas else {
        let n = statements.first { $0.kind == .setting("traits") }?.line ?? 0
        throw error(n, 1, 6, "'traits' only applies to a 'canvas' scene; a device has its own size classes")
      }
      document.device.portraitTraits = t
      document.device.landscapeTraits = t
    }
    try resolveViewMentions()
    try checkArrangedOnce()
    // Pass 2: constraints.
    for (n, text) in constraintLines {
      let trimmed = text.trimmingBlanks
      if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[") {
        try parseVisualFormat(n, text)
      } else {
        try parseConstraint(n, text)
      }
    }
    let lesson = try parseLesson(lessonLines)
    return Scene(file: file, document: document, lines: lines, statements: statements, metrics: metrics, lesson: lesson, lessonErrors: unresolved)
  }

  // MARK: Settings

  mutating func parseSetting(_ n: Int, _ text: String) throws {
    // `canvas 375x667` is read from the raw text: the lexer would see a malformed number.
    let isCanvas = text.trimmingBlanks.hasPrefix("canvas")
    let tokens = try tokenize(n, isCanvas ? "canvas" : text)
    guard let head = tokens.first, let keyword = head.word, SceneParser.settingKeywords.contains(keyword) else {
      // `run` sends only lines that start with a setting keyword here.
      throw error(n, SceneParser.firstColumn(text), 1, "expected a setting (\(SceneParser.settingKeywords.joined(separator: ", ")))")
    }
    let args = Array(tokens.dropFirst())
    func expectEnd(_ count: Int) throws {
      if args.count > count { throw error(n, args[count], "unexpected '\(args[count].text)' after the \(keyword) statement") }
    }
    func word(_ k: Int, _ what: String) throws -> (String, Token) {
      guard k < args.count, let w = args[k].word else {
        throw k < args.count ? error(n, args[k], "expected \(what)") : error(n, head.column + head.length, 1, "expected \(what) after '\(keyword)'")
      }
      return (w, args[k])
    }
    switch keyword {
    case "scene":
      // `scene ko "…"`: the title in another language, for a lesson's list.
      if let w = args.first?.word, args.count > 1, case .string(let s) = args[1].kind {
        try expectEnd(2)
        titleTranslations[try language(n, args[0], w)] = s
        return
      }
      guard let t = args.first, case .string(let s) = t.kind else {
        throw error(n, args.first ?? head, "expected a quoted title: scene \"Profile\"")
      }
      document.title = s
      try expectEnd(1)
    case "device":
      let (name, t) = try word(0, "a device name (iphone, iphone-max, ipad)")
      guard let d = Device.named(name) else {
        throw error(n, t, "unknown device '\(name)'\(didYouMean(name, Device.presets.map(\.name))) (devices: iphone, iphone-max, ipad; or use 'canvas WIDTHxHEIGHT')")
      }
      document.device = d
      try expectEnd(1)
    case "canvas":
      let rest = String(text.drop { $0 == " " || $0 == "\t" }.dropFirst("canvas".count))
      let spec = rest.trimmingBlanks
      let col = text.count - rest.count + (rest.count - rest.drop { $0 == " " || $0 == "\t" }.count) + 1
      let (w, h) = try parseSize(n, spec, column: col, bound: .canvas, allowsNone: false,
                                 expected: "expected the canvas size as WIDTHxHEIGHT in points, e.g. 'canvas 375x667'")
      document.device = .canvas(width: w ?? 0, height: h ?? 0, traits: canvasTraits ?? .regularRegular)
    case "traits":
      var t = Traits.regularRegular
      guard !args.isEmpty else { throw error(n, head, "expected size classes, e.g. 'traits wC hR'") }
      for a in args {
        guard let w = a.word, let (axis, cls) = sizeClass(w) else {
          throw error(n, a, "expected a size class: wC, wR, hC or hR")
        }
        if axis == .horizontal { t.horizontal = cls } else { t.vertical = cls }
      }
      canvasTraits = t
    case "orientation":
      let (w, t) = try word(0, "portrait or landscape")
      guard let o = Orientation(rawValue: w) else { throw error(n, t, "unknown orientation '\(w)'\(didYouMean(w, ["portrait", "landscape"]))") }
      document.orientation = o
      try expectEnd(1)
    case "direction":
      let (w, t) = try word(0, "ltr or rtl")
      guard let d = LayoutDirection(rawValue: w) else { throw error(n, t, "unknown direction '\(w)': use ltr or rtl") }
      document.direction = d
      try expectEnd(1)
    case "safearea":
      let numbers = try signedNumbers(n, args, .inset)
      guard numbers.count == 4 else { throw error(n, args.first ?? head, "expected four insets: safearea TOP LEFT BOTTOM RIGHT") }
      document.safeAreaOverride = Insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    case "margins":
      let numbers = try signedNumbers(n, args, .inset)
      guard numbers.count == 4 else { throw error(n, args.first ?? head, "expected four insets: margins TOP LEFT BOTTOM RIGHT (the root's layout margins)") }
      document.rootMarginsOverride = Insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    case "root":
      let kinds = RootKind.allCases.map(\.rawValue)
      let (w, t) = try word(0, "what the root is (\(kinds.joined(separator: ", ")))")
      guard let kind = RootKind(rawValue: w) else {
        throw error(n, t, "unknown root '\(w)'\(didYouMean(w, kinds)) (roots: \(kinds.joined(separator: ", ")))")
      }
      document.root.kind = kind
      let heights = try signedNumbers(n, Array(args.dropFirst()), .canvas)
      if let h = heights.first {
        guard kind.isCell || kind == .view, heights.count == 1 else {
          throw error(n, args[1], "only a cell or a view takes a height: root tablecell 44")
        }
        document.root.height = h
      }
    case "metric":
      let (name, t) = try word(0, "a metric name")
      let values = try signedNumbers(n, Array(args.dropFirst()), .metric)
      guard values.count == 1 else { throw error(n, t, "expected 'metric NAME VALUE', e.g. 'metric gap 12'") }
      metrics[name] = values[0]
    default:
      throw error(n, head, "'\(keyword)' is not a setting Plumb knows")
    }
    statements.append(Scene.Statement(line: n, kind: .setting(keyword)))
  }

  /// Numbers, each with an optional '-', each checked against `bound`.
  func signedNumbers(_ n: Int, _ tokens: [Token], _ bound: Bound) throws -> [Double] {
    var out: [Double] = []
    var k = 0
    while k < tokens.count {
      var sign = 1.0
      let first = tokens[k]
      if first.isSymbol("-") { sign = -1; k += 1 }
      guard k < tokens.count, let v = tokens[k].number else {
        throw error(n, tokens[min(k, tokens.count - 1)], "expected a number")
      }
      out.append(try checked(n, sign * v, bound, from: first, to: tokens[k]))
      k += 1
    }
    return out
  }

  func sizeClass(_ w: String) -> (Axis, SizeClass)? {
    switch w {
    case "wC": return (.horizontal, .compact)
    case "wR": return (.horizontal, .regular)
    case "hC": return (.vertical, .compact)
    case "hR": return (.vertical, .regular)
    default: return nil
    }
  }

  /// `80x20`, `_x31`, `120x_` starting at `column`: nil components are `_`
  /// (only where `allowsNone`). Each number is read by the number grammar
  /// and checked against `bound`.
  func parseSize(_ n: Int, _ s: String, column: Int, bound: Bound, allowsNone: Bool, prefix: String = "", expected: String) throws -> (Double?, Double?) {
    let parts = s.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw error(n, column, max(1, s.count), prefix + expected) }
    var out: [Double?] = []
    var c = column
    for p in parts {
      if p == "_" && allowsNone {
        out.append(nil)
      } else {
        out.append(try number(n, p, column: c, bound: bound, prefix: prefix))
      }
      c += p.count + 1
    }
    return (out[0], out[1])
  }

  /// `text` read by the number grammar and checked against `bound`, or a located error.
  func number(_ n: Int, _ text: Substring, column: Int, bound: Bound, prefix: String = "") throws -> Double {
    let length = max(1, text.count)
    guard let v = NumberSyntax.parse(text) else { throw error(n, column, length, prefix + NumberSyntax.notANumber(text)) }
    return try checked(n, v, bound, column: column, length: length, prefix: prefix)
  }

  /// `value` when `bound` allows it, else a located error naming the bound,
  /// under the tokens from `first` to `last`.
  func checked(_ n: Int, _ value: Double, _ bound: Bound, from first: Token, to last: Token) throws -> Double {
    try checked(n, value, bound, column: first.column, length: last.column + last.length - first.column)
  }

  /// `value` when `bound` allows it, else a located error naming the bound.
  func checked(_ n: Int, _ value: Double, _ bound: Bound, column: Int, length: Int, prefix: String = "") throws -> Double {
    if let why = bound.violation(value) { throw error(n, column, length, prefix + why) }
    return value
  }

  func tokenize(_ n: Int, _ text: String) throws -> [Token] {
    switch Lexer.tokens(text) {
    case .success(let t): return t
    case .failure(let e): throw error(n, e.column, e.length, e.message)
    }
  }
}
