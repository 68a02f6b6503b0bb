import PlumbDiagnostics
import PlumbLayout

/// Reads Swift layout code (a file or a pasted snippet) into a layout
/// document, as the scene parser and the Interface Builder reader do.
///
/// The file is parsed with swift-syntax and its layout code run
/// symbolically (`Interpreter`): the class with the most layout code is
/// the root (a view controller's `view`, a cell's `contentView`, a custom
/// view's `self`); a snippet's `view` is the root. Nothing the file cannot
/// tell is guessed silently: each such value gets a located warning and
/// a default, and `--define` supplies it.
///
/// - Complexity: O(n) in the file's size for the parse; the run is bounded
///   by `SwiftCodeOptions.maximumSteps` evaluation steps (six times that
///   with the runs that count the other arms of its choices).
public enum SwiftCodeImporter {
  /// Reads one file.
  /// - Throws: the located error when the text nests too deeply to parse (`SwiftCodeNesting`).
  public static func read(_ text: String, file: String, options: SwiftCodeOptions = SwiftCodeOptions()) throws(LocatedMessage) -> SwiftCodeImport {
    read(try SwiftProject([SwiftSource(text: text, file: file)]), type: nil, options: options)
  }

  /// Lays out one type of a project: `type`, or the one with the most
  /// layout code, with its extensions and superclasses from every file.
  /// - Precondition: `type` is nil or one of `project.typeNames`.
  public static func read(_ project: SwiftProject, type: String?, options: SwiftCodeOptions = SwiftCodeOptions()) -> SwiftCodeImport {
    let interpreter = Interpreter(units: project.units, options: options)
    interpreter.requestedType = type
    interpreter.collectDeclarations()
    // The file the type is declared in holds the settings and names the input in messages.
    let main = interpreter.typeCandidates.first { $0.name == interpreter.rootClass }.map { interpreter.unit(of: $0.node) } ?? 0
    let unit = project.units[main]
    let file = unit.file
    // The `// plumb:` settings come first: `traitCollection` tests are read for their traits.
    let comments = project.units.map { PlumbComments($0.tree, $0.converter, lines: $0.lines) }
    let read = comments[main].document(file: file)
    let settings = read.document ?? LayoutDocument()
    var fromComment = read.placesRoot
    let traitDevice = options.device ?? (fromComment ? settings.device : .iphone)
    let traits = traitDevice.traits(options.orientation ?? settings.orientation)
    interpreter.traits = traits
    interpreter.run()
    interpreter.warnings += read.warnings
    for (k, u) in project.units.enumerated() {
      for e in SyntaxErrors.find(u.tree) { interpreter.warn(SourcePosition(unit: k, offset: e.offset), e.message) }
    }
    // The root's size: the command line, the file's `// plumb:` settings, or what the root is.
    var device = settings.device
    var orientation = settings.orientation
    if let d = options.device { device = d; fromComment = true }
    if let o = options.orientation { orientation = o }
    let kind = interpreter.rootKind ?? .viewController
    var cellHeight: Double?
    if kind != .viewController {
      let h: Double = kind == .tableCellContent ? 44 : kind == .collectionCellContent ? 50 : 667
      let what = interpreter.rootKind?.phrase ?? "a snippet's view"
      if !fromComment {
        device = .canvas(width: 375, height: h, traits: Traits(horizontal: .compact, vertical: .regular))
        interpreter.warnings.insert(
          SwiftCodeWarning(
            file: file, line: 1, column: 1,
            message: "the root is \(what), whose size the file does not say; using canvas 375x\(formatPoints(h))\(kind == .view ? " where the view does not require its own" : "") (set it with a '// plumb: canvas WxH' comment)"),
          at: 0)
      } else if kind.isCell, !device.isCanvas {
        // A cell on a device: as wide as the screen, as tall as a default cell.
        cellHeight = h
        interpreter.warnings.insert(
          SwiftCodeWarning(
            file: file, line: 1, column: 1,
            message: "the root is \(what), whose height the file does not say; using \(formatPoints(h)) points (set its size with a '// plumb: canvas WxH' comment)"),
          at: 0)
      }
    }
    for (k, c) in comments.enumerated() { interpreter.applyViewComments(c, unit: k) }
    var (document, origins) = interpreter.document(device: device, orientation: orientation)
    if settings.direction == .rightToLeft { document.direction = .rightToLeft }
    if options.device == nil, options.orientation == nil, let s = settings.safeAreaOverride { document.safeAreaOverride = s }
    // The root's kind and margin settings; the model's rule makes its margins.
    document.root = interpreter.root
    document.root.kind = kind
    document.root.height = cellHeight
    // A view class's size is the canvas only where the view does not require its own.
    document.root.sizeIsAssumed = kind == .view && !fromComment
    if let m = settings.rootMarginsOverride { document.rootMarginsOverride = m }
    // Counting: each constraint expression written, and how many document constraints it made (at most as many as written),
    // in the layout shown and under any other arm of a choice (each run with one choice changed).
    func madeBy(_ origins: [SourcePosition], _ i: Interpreter) -> [SourcePosition: Int] {
      var made: [SourcePosition: Int] = [:]
      for o in origins { made[o, default: 0] += 1 }
      for o in i.updatedOrigins { made[o, default: 0] += 1 }
      return made
    }
    let shown = madeBy(origins, interpreter)
    var runs = ChoiceRuns(made: shown, ran: interpreter.executed, choices: Dictionary(interpreter.choices.map { ($0.name, $0) }) { a, _ in a })
    func run(_ alternative: SwiftCodeOptions) -> Interpreter {
      let other = Interpreter(units: project.units, options: alternative)
      other.requestedType = type
      other.collectDeclarations()
      other.traits = traits
      other.run()
      runs.add(madeBy(other.document(device: device, orientation: orientation).origins, other), of: other, into: interpreter)
      return other
    }
    // Each other arm of each choice, those met only under another arm (nested) from that arm.
    // A run that spent its steps is not repeated; all the runs together take at most `maximumCountingSteps`.
    // Property observers run when other code sets their property: every counting run runs them after setup, and one run does only that.
    var counting = options
    counting.runsObservers = interpreter.members.observers.values.joined().contains { LayoutSyntax.mentionsLayout($0) }
    var queue = options.countsEveryArm && !interpreter.outOfSteps ? alternatives(interpreter.choices, counting) : []
    if counting.runsObservers, options.countsEveryArm, !interpreter.outOfSteps { queue.insert(counting, at: 0) }
    var spent = interpreter.steps
    var seen = Set(interpreter.choices.map(\.name))
    while !queue.isEmpty, runs.count < maximumAlternatives, spent < maximumCountingSteps(options) {
      let alternative = queue.removeFirst()
      let other = run(alternative)
      spent += other.steps
      queue += alternatives(other.choices.filter { seen.insert($0.name).inserted }, alternative)
    }
    // Arms only a combination of choices reaches: every combination of those choices' arms.
    for names in !options.countsEveryArm ? [] : Set(count(interpreter, shown: shown, runs: runs).missed.compactMap { m -> [String]? in
      if case .combination(let n) = m.reason { return n }
      return nil
    }) {
      for alternative in combinations(names.compactMap { runs.choices[$0] }, counting) where runs.count < maximumAlternatives && spent < maximumCountingSteps(options) {
        spent += run(alternative).steps
      }
    }
    let count = count(interpreter, shown: shown, runs: runs)
    let warnings = interpreter.warnings.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    let scope = project.units.count == 1 ? "the file" : interpreter.rootClass.map { "'\($0)' (with its extensions and superclasses)" } ?? "the files"
    return SwiftCodeImport(
      file: file, document: document, warnings: warnings, states: interpreter.states, root: interpreter.rootKind?.phrase ?? "a snippet's view",
      rootClass: interpreter.rootClass, written: count.written, imported: count.imported, bySyntax: count.bySyntax, counted: scope,
      shown: count.shown, observed: count.observed, choices: interpreter.choices, missed: count.missed)
  }

  /// The constraints written where they count, and how many of each the layout shown and any run made.
  static func count(_ interpreter: Interpreter, shown: [SourcePosition: Int], runs: ChoiceRuns) -> SwiftCodeCount {
    var count = SwiftCodeCount()
    for (k, node) in interpreter.countedSyntax() {
      for e in LayoutSyntax.constraintExpressions(node) {
        let p = SourcePosition(unit: k, offset: e.position)
        let got = min(e.count, runs.made[p] ?? 0)
        let inLayout = min(e.count, shown[p] ?? 0)
        count.add(e.kind, written: e.count, shown: inLayout, imported: got)
        if got > inLayout, interpreter.observedProperty(at: p) != nil { count.observed += got - inLayout }
        if got < e.count { count.missed.append(interpreter.miss(at: p, count: e.count - got, ran: runs.ran)) }
      }
    }
    return count
  }

  /// The most runs with other arms of choices that counting makes.
  static let maximumAlternatives = 32
  /// The most steps all the counting runs of one import take together (five full runs).
  static func maximumCountingSteps(_ options: SwiftCodeOptions) -> Int { 5 * options.maximumSteps }

  /// The options of every combination of the choices' arms but the one already shown, the first choice varying slowest.
  static func combinations(_ choices: [SwiftCodeChoice], _ options: SwiftCodeOptions) -> [SwiftCodeOptions] {
    var out = [options]
    for c in choices {
      out = out.flatMap { o in c.values.compactMap(SwiftCodeOptions.value).map { v in
        var x = o
        x.defines[c.name] = v
        return x
      } }
    }
    return out.filter { o in choices.contains { c in o.defines[c.name] != SwiftCodeOptions.value(c.values[c.taken]) } }
  }

  /// The options of each run that takes another arm of one choice, the others as they were.
  static func alternatives(_ choices: [SwiftCodeChoice], _ options: SwiftCodeOptions) -> [SwiftCodeOptions] {
    var out: [SwiftCodeOptions] = []
    for c in choices {
      for k in c.values.indices where k != c.taken {
        guard let v = SwiftCodeOptions.value(c.values[k]) else { continue }
        var o = options
        o.defines[c.name] = v
        out.append(o)
      }
    }
    return out
  }
}

/// Whether `text` names UIKit's layout API (anchors, `NSLayoutConstraint`,
/// SnapKit, stack views, VFL, `translatesAutoresizingMaskIntoConstraints`):
/// which Swift files `plumb check FOLDER` reads, without parsing them.
public func usesLayoutAPI(_ text: String) -> Bool {
  let words = [
    "Anchor.constraint(", "NSLayoutConstraint", "snp.makeConstraints", "snp.remakeConstraints", "addArrangedSubview(", "withVisualFormat",
    "translatesAutoresizingMaskIntoConstraints",
  ]
  return words.contains { text.contains($0) }
}

/// Whether a text looks like Swift layout code rather than a scene, an
/// Interface Builder file or a conflict log: it parses as Swift with few
/// errors and uses UIKit's layout vocabulary.
public func looksLikeSwiftCode(_ text: String) -> Bool {
  let t = text.trimmingWhitespace
  if t.hasPrefix("<") { return false }
  if t.contains("Unable to simultaneously satisfy constraints") { return false }
  let words = ["Anchor.constraint(", "NSLayoutConstraint", "addSubview(", "snp.makeConstraints", "UIView", "UIViewController", "addArrangedSubview(", "withVisualFormat"]
  guard words.contains(where: { t.contains($0) }) else { return false }
  // Too deep to parse: Swift by its words, and refused with its place when read.
  if SwiftCodeNesting.check(t, file: "-") != nil { return true }
  let tree = Interpreter(text: t, file: "-", options: SwiftCodeOptions()).tree
  return LayoutSyntax.mentionsLayout(tree) && SyntaxErrors.find(tree).count <= 2
}
