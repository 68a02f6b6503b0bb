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
///   by `Interpreter.maximumSteps` evaluation steps.
public enum SwiftCodeImporter {
  public static func read(_ text: String, file: String, options: SwiftCodeOptions = SwiftCodeOptions()) -> SwiftCodeImport {
    let interpreter = Interpreter(text: text, file: file, options: options)
    // The `// plumb:` settings come first: `traitCollection` tests are read for their traits.
    let comments = PlumbComments(interpreter.tree, interpreter.converter, lines: interpreter.sourceLines)
    var settings = LayoutDocument()
    var fromComment = false
    var commentWarning: SwiftCodeWarning?
    switch comments.document(file: file) {
    case .success(let d)?:
      settings = d
      fromComment = comments.placesRoot
    case .failure(let w)?: commentWarning = w
    case nil: break
    }
    let traitDevice = options.device ?? (fromComment ? settings.device : .iphone)
    interpreter.traits = traitDevice.traits(options.orientation ?? settings.orientation)
    interpreter.run()
    if let w = commentWarning { interpreter.warnings.append(w) }
    for e in SyntaxErrors.find(interpreter.tree) {
      interpreter.warn(SourcePosition(offset: e.offset), e.message)
    }
    // The root's size: the command line, the file's `// plumb:` settings, or what the root is.
    var device = settings.device
    var orientation = settings.orientation
    if let d = options.device { device = d; fromComment = true }
    if let o = options.orientation { orientation = o }
    if !fromComment {
      switch interpreter.rootKind {
      case .viewController, .snippet: break
      case .tableCell, .collectionCell, .view:
        let h: Double = interpreter.rootKind == .tableCell ? 44 : interpreter.rootKind == .collectionCell ? 50 : 667
        device = .canvas(width: 375, height: h, traits: Traits(horizontal: .compact, vertical: .regular))
        interpreter.warnings.insert(
          SwiftCodeWarning(
            file: file, line: 1, column: 1,
            message: "the root is \(interpreter.rootKind.rawValue), whose size the file does not say; using canvas 375x\(formatPoints(h)) (set it with a '// plumb: canvas WxH' comment)"),
          at: 0)
      }
    }
    interpreter.applyViewComments(comments)
    var (document, origins) = interpreter.document(device: device, orientation: orientation)
    if settings.direction == .rightToLeft { document.direction = .rightToLeft }
    if options.device == nil, options.orientation == nil, let s = settings.safeAreaOverride { document.safeAreaOverride = s }
    applyRootMargins(&document, interpreter.rootKind, interpreter.rootMargins)
    if let m = settings.rootMarginsOverride { document.rootMarginsOverride = m }
    // Counting: each constraint expression written, and how many document constraints it made (at most as many as written).
    var made: [Int: Int] = [:]
    for o in origins { made[o.offset, default: 0] += 1 }
    for o in interpreter.updatedOrigins { made[o.offset, default: 0] += 1 }
    var written = 0, imported = 0
    var by: [String: (written: Int, imported: Int)] = [:]
    for e in LayoutSyntax.constraintExpressions(interpreter.tree) {
      let got = min(e.count, made[e.position] ?? 0)
      written += e.count
      imported += got
      by[e.kind, default: (0, 0)].written += e.count
      by[e.kind, default: (0, 0)].imported += got
    }
    let warnings = interpreter.warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    return SwiftCodeImport(
      file: file, document: document, warnings: warnings, states: interpreter.states, root: interpreter.rootKind.rawValue,
      rootClass: interpreter.rootClass, written: written, imported: imported, bySyntax: by)
  }

  /// UIKit's margins for the root, unless the code sets them: a view
  /// controller's view has the system minimum (16 points at the sides, 20
  /// on wide screens) inside the safe area; a table cell's content view 11
  /// and 16; other views 8.
  static func applyRootMargins(_ d: inout LayoutDocument, _ kind: Interpreter.RootKind, _ code: RootMargins) {
    let side = d.systemMinimumSideMargin
    switch kind {
    case .viewController, .snippet:
      d.rootMarginsOverride = code.margins(d, controller: true, defaultMargins: Insets(top: 0, left: side, bottom: 0, right: side))
    case .tableCell:
      d.rootMarginsOverride = code.margins(d, controller: false, defaultMargins: Insets(top: 11, left: side, bottom: 11, right: side))
    case .collectionCell, .view:
      d.rootMarginsOverride = code.margins(d, controller: false, defaultMargins: Insets(top: 8, left: 8, bottom: 8, right: 8))
    }
  }
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
  let tree = Interpreter(text: t, file: "-", options: SwiftCodeOptions()).tree
  return LayoutSyntax.mentionsLayout(tree) && SyntaxErrors.find(tree).count <= 2
}
