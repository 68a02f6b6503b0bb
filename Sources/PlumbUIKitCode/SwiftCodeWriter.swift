import PlumbDiagnostics
import PlumbLayout
import PlumbScene

/// Writes a document as UIKit code: a view controller whose `viewDidLoad`
/// makes the views with their settings, builds the hierarchy, and activates
/// the constraints with anchors, priorities and identifiers.
///
/// What UIKit code cannot say about where it runs (the device, orientation,
/// layout direction) and what only the running app knows (an image's size,
/// Interface Builder's measured size of a text) is written in `// plumb:`
/// comments in the `.scene` language, which the Swift importer honours, so
/// the code opens in Plumb with the frames it was written from:
///
///     // plumb: device iphone-max
///     // plumb: orientation landscape
///     let photo = UIImageView() // plumb: image=120x120
///
/// Hugging and compression resistance are written wherever they differ from
/// what UIKit gives a view made in code (a label or an image view made in code
/// hugs at 250, not at Interface Builder's 251).
public enum SwiftCodeWriter {
  /// The code, and what the code cannot say (each also a comment in it).
  public struct Output: Equatable, Sendable {
    public var text: String
    /// The Swift name of each view, by its name in the document.
    public var names: [String: String]
    public var warnings: [String]
  }

  /// The document as a Swift file; `source` names the file it came from, for the header comment.
  /// - Complexity: O(*v* + *c*) for *v* views and *c* constraints.
  public static func write(_ document: LayoutDocument, source: String? = nil) -> Output {
    var w = Writer(document)
    return w.file(source: source)
  }
}

/// One run of the writer: the names chosen so far and the lines written.
private struct Writer {
  let document: LayoutDocument
  let views: [String: ViewSpec]
  /// The Swift name of each view.
  var names: [String: String] = [:]
  /// Names already taken in `viewDidLoad`.
  var used: Set<String> = ["view", "self", "super"]
  var warnings: [String] = []
  /// Views whose content layout guide a constraint uses: they are scroll views.
  let scrollViews: Set<String>
  /// Where each view is installed: its condition and its ancestors'
  /// (`condition(ofView:)`), worked out once per view, parents first.
  let viewConditions: [String: SizeClassCondition]
  /// Whether every view is installed everywhere (the usual case): a
  /// constraint's condition is then its own, with no lookup per item.
  let viewsInstalledEverywhere: Bool

  init(_ document: LayoutDocument) {
    self.document = document
    views = Dictionary(document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    viewConditions = Writer.installConditions(views)
    viewsInstalledEverywhere = viewConditions.values.allSatisfy(\.isAlways)
    var scroll: Set<String> = []
    for c in document.constraints {
      for item in [c.firstItem, c.secondItem] { if case .guide(.scrollContent, let n?)? = item { scroll.insert(n) } }
    }
    scrollViews = scroll
  }

  // MARK: The file, in the order it is written

  mutating func file(source: String?) -> SwiftCodeWriter.Output {
    for v in document.views { names[v.name] = fresh(identifier(v.name, fallback: "view")) }
    var body: [String] = []
    body += document.views.flatMap { declaration($0) + [""] }
    body += rootSettings()
    body += hierarchy()
    body += constraints()
    while body.last == "" { body.removeLast() }
    var lines = header(source: source)
    lines.append("import UIKit")
    lines.append("")
    lines.append("final class \(className(source: source)): UIViewController {")
    lines.append("  override func viewDidLoad() {")
    lines.append("    super.viewDidLoad()")
    if !body.isEmpty { lines.append("") }
    lines += body.map { $0.isEmpty ? "" : "    " + $0 }
    lines.append("  }")
    lines.append("}")
    // Texts from the input also reach comments (a log's view names): no control character is written raw.
    return SwiftCodeWriter.Output(text: TerminalText.escaped(lines.joined(separator: "\n") + "\n"), names: names, warnings: warnings)
  }

  /// Where the code came from, and the `// plumb:` settings for where it is laid out.
  func header(source: String?) -> [String] {
    var lines: [String] = []
    let title = document.title.flatMap { $0 == source ? nil : "\($0): " } ?? ""
    lines.append("// \(title)UIKit code written by Plumb\(source.map { " from \($0)" } ?? "").")
    lines.append("// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.")
    lines += SceneWriter.settings(document).map { "// plumb: " + $0 }
    lines += warnings.map { "// warning: " + $0 }
    lines.append("")
    return lines
  }

  /// `ProfileViewController` from the title `Profile` (a title that is the source's file name, without its extension).
  func className(source: String?) -> String {
    var title = document.title ?? ""
    if title == source, let dot = title.lastIndex(of: "."), dot != title.startIndex { title = String(title[..<dot]) }
    let words = title.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if name.first?.isNumber ?? true { name = "Layout" + name }
    if name.hasSuffix("ViewController") { return name }
    // `LoginView` → `LoginViewController`, not `LoginViewViewController`.
    return name + (name.hasSuffix("View") ? "Controller" : "ViewController")
  }

  // MARK: Views

  /// `let name = UILabel()` and the settings that differ from a new view's.
  mutating func declaration(_ v: ViewSpec) -> [String] {
    let n = name(v.name)
    var lines: [String] = []
    var plumb: [String] = []
    if let o = v.intrinsicOverride {
      plumb.append(o.width == nil && o.height == nil ? "intrinsic=none" : "intrinsic=\(o.width.map(exactNumber) ?? "_")x\(o.height.map(exactNumber) ?? "_")")
    }
    if let i = v.imageSize { plumb.append("image=\(exactNumber(i.width))x\(exactNumber(i.height))") }
    lines.append("let \(n) = \(constructor(v))" + (plumb.isEmpty ? "" : " // plumb: " + plumb.joined(separator: " ")))
    switch v.kind {
    case .label, .textfield, .textview:
      if !v.text.isEmpty { lines.append("\(n).text = \(literal(v.text))") }
    case .button:
      if !v.text.isEmpty { lines.append("\(n).setTitle(\(literal(v.text)), for: .normal)") }
    case .imageview:
      if v.imageSize != nil { lines.append("\(n).image = UIImage(named: \(literal(v.name)))") }
    default: break
    }
    lines += SwiftCodeWriter.fontLines(v, name: n)
    if v.kind == .label && v.lines != 1 { lines.append("\(n).numberOfLines = \(v.lines)") }
    if v.kind == .textview && !v.scrolls { lines.append("\(n).isScrollEnabled = false") }
    if let s = v.stack {
      if s.axis != .horizontal { lines.append("\(n).axis = .\(s.axis.rawValue)") }
      if s.distribution != .fill { lines.append("\(n).distribution = .\(s.distribution.rawValue)") }
      if s.alignment != .fill { lines.append("\(n).alignment = .\(s.alignment.rawValue)") }
      if s.spacing != 0 { lines.append("\(n).spacing = \(exactNumber(s.spacing))") }
      if s.layoutMarginsRelativeArrangement { lines.append("\(n).isLayoutMarginsRelativeArrangement = true") }
      if s.baselineRelativeArrangement { lines.append("\(n).isBaselineRelativeArrangement = true") }
    }
    if v.margins != v.kind.defaultMargins { lines.append("\(n).layoutMargins = \(edgeInsets(v.margins))") }
    if v.preservesSuperviewMargins { lines.append("\(n).preservesSuperviewLayoutMargins = true") }
    if v.followsReadableWidth { lines.append("\(n).layoutMarginsFollowReadableWidth = true") }
    if !v.insetsMarginsFromSafeArea { lines.append("\(n).insetsLayoutMarginsFromSafeArea = false") }
    if v.isHidden { lines.append("\(n).isHidden = true") }
    let hug = v.kind.defaultHugging(.code), resist = v.kind.defaultCompressionResistance(.code)
    for (axis, value) in [("horizontal", v.hugging.horizontal), ("vertical", v.hugging.vertical)] where value != hug {
      lines.append("\(n).setContentHuggingPriority(\(priority(value)), for: .\(axis))")
    }
    for (axis, value) in [("horizontal", v.compressionResistance.horizontal), ("vertical", v.compressionResistance.vertical)] where value != resist {
      lines.append("\(n).setContentCompressionResistancePriority(\(priority(value)), for: .\(axis))")
    }
    lines.append("\(n).translatesAutoresizingMaskIntoConstraints = false")
    return lines
  }

  /// `UILabel()`, `UIButton(type: .system)`; a view whose content guide is used is a scroll view.
  func constructor(_ v: ViewSpec) -> String {
    switch v.kind {
    case .view: return scrollViews.contains(v.name) ? "UIScrollView()" : "UIView()"
    case .button: return "UIButton(type: .system)"
    default: return v.kind.uikitClass.name + "()"
    }
  }

  /// The root's margins, exactly, when they are not a view controller's
  /// defaults (the code is a view controller's: a canvas, a cell or a
  /// top-level view, or margins the file set, are written as they come out).
  func rootSettings() -> [String] {
    let usual = document.rootKind == .viewController && document.root.hasDefaultSettings
    guard let m = document.rootMarginsOverride ?? (usesRootMargins && !usual ? document.rootMargins : nil) else {
      return []
    }
    return [
      "viewRespectsSystemMinimumLayoutMargins = false", "view.insetsLayoutMarginsFromSafeArea = false",
      "view.layoutMargins = \(edgeInsets(m))", "",
    ]
  }

  /// `addSubview` and `addArrangedSubview`, parents before their children's
  /// own children, each view installed where the size classes let it be.
  func hierarchy() -> [String] {
    var arranged: [String: String] = [:]
    for v in document.views { for a in v.stack?.arranged ?? [] { arranged[a] = v.name } }
    var lines: [String] = []
    for v in document.views {
      let n = name(v.name)
      let line: String
      if let s = arranged[v.name] {
        line = "\(name(s)).addArrangedSubview(\(n))"
      } else {
        line = "\(v.parent.map(name) ?? "view").addSubview(\(n))"
      }
      lines += conditional(condition(ofView: v.name), [line])
    }
    // Custom spacing once the views are arranged (UIKit ignores it for a view not arranged yet).
    for v in document.views {
      guard let s = v.stack else { continue }
      for a in s.customSpacingOrder {
        guard let points = s.customSpacing[a] else { continue }
        lines.append("\(name(v.name)).setCustomSpacing(\(exactNumber(points)), after: \(name(a)))")
      }
    }
    return lines + (lines.isEmpty ? [] : [""])
  }

  /// Whether a constraint uses the root's margins guide.
  var usesRootMargins: Bool {
    document.constraints.contains { c in
      [c.firstItem, c.secondItem].contains { item in
        switch item {
        case .guide(let g, nil)? where g == .margins || g == .readableContent: return true
        case .superviewGuide(.margins)?:
          guard case .view(let n) = c.firstItem else { return true }
          return views[n]?.parent == nil
        default: return false
        }
      }
    }
  }

  // MARK: Constraints

  /// The constraints: named ones (with a priority, an identifier, or
  /// inactive) declared first, then one `activate` per set of size classes.
  mutating func constraints() -> [String] {
    var lines: [String] = []
    var groups: [(SizeClassCondition, [String])] = []
    for c in document.constraints {
      if let id = c.identifier, SystemConstraint.isUIKitIdentifier(id) {
        lines.append("// made by UIKit (or Plumb), not by the app: \(SceneWriter.constraintText(c))")
        continue
      }
      guard let where_ = condition(of: c) else {
        let note = "'\(SceneWriter.constraintText(c))' joins views installed in different size classes: left out"
        warnings.append(note)
        lines.append("// " + note)
        continue
      }
      guard let made = expression(c) else { continue }
      var item = made
      if !c.priority.isRequired || c.identifier != nil || !c.isActive {
        let n = fresh(identifier(c.identifier ?? "", fallback: "constraint"))
        lines.append("let \(n) = \(made)")
        if !c.priority.isRequired { lines.append("\(n).priority = \(priority(c.priority))") }
        if let id = c.identifier { lines.append("\(n).identifier = \(literal(id))") }
        if !c.isActive {
          lines.append("\(n).isActive = false // inactive in Plumb: activate it to install it")
          continue
        }
        item = n
      }
      if let k = groups.firstIndex(where: { $0.0 == where_ }) { groups[k].1.append(item) } else { groups.append((where_, [item])) }
    }
    if !lines.isEmpty { lines.append("") }
    for (where_, items) in groups {
      lines += conditional(where_, ["NSLayoutConstraint.activate(["] + items.map { "  \($0)," } + ["])"])
    }
    return lines
  }

  /// The constraint as anchors where UIKit's anchors can say it, else as
  /// `NSLayoutConstraint(item:…)`; nil (with a warning) when it names nothing.
  mutating func expression(_ c: ConstraintSpec) -> String? {
    let first = item(c.firstItem, of: c)
    guard let secondItem = c.secondItem, let a2 = c.secondAttribute else {
      return "\(first).\(anchor(c.firstAttribute)).constraint(\(c.relation.rawValue)ToConstant: \(exactNumber(c.constant)))"
    }
    let second = item(secondItem, of: c)
    let a1 = c.firstAttribute
    let relation = c.relation.rawValue + "To"
    let onGuide = c.firstItem.isGuide || secondItem.isGuide
    let baseline = [a1, a2].contains { $0 == .firstBaseline || $0 == .lastBaseline }
    let anchorsSayIt = (a1.isSize && a2.isSize) || (c.multiplier == 1 && !(baseline && onGuide))
    guard anchorsSayIt else {
      return "NSLayoutConstraint(item: \(first), attribute: .\(a1.rawValue), relatedBy: .\(c.relation.rawValue), toItem: \(second), attribute: .\(a2.rawValue), multiplier: \(exactNumber(c.multiplier)), constant: \(exactNumber(c.constant)))"
    }
    var arguments = "\(relation): \(second).\(anchor(a2))"
    if c.multiplier != 1 { arguments += ", multiplier: \(exactNumber(c.multiplier))" }
    if c.constant != 0 { arguments += ", constant: \(exactNumber(c.constant))" }
    return "\(first).\(anchor(a1)).constraint(\(arguments))"
  }

  /// The Swift expression for an item of `c`.
  func item(_ ref: ItemRef, of c: ConstraintSpec) -> String {
    // The first item's superview, worked out only for an item that names it.
    var parent: String {
      guard case .view(let n) = c.firstItem, let p = views[n]?.parent else { return "view" }
      return name(p)
    }
    switch ref {
    case .view(let n): return name(n)
    case .superview: return parent
    case .root: return "view"
    case .guide(let g, let owner): return "\(owner.map(name) ?? "view").\(g.uikitProperty)"
    case .superviewGuide(let g): return "\(parent).\(g.uikitProperty)"
    }
  }

  func anchor(_ a: LayoutAttribute) -> String { a.rawValue + "Anchor" }

  // MARK: Size classes

  /// Where a view is installed: its own condition and its ancestors'.
  func condition(ofView name: String) -> SizeClassCondition { viewConditions[name] ?? .always }

  /// Each view's condition merged with its ancestors' (a condition that
  /// contradicts an ancestor's is left out), without walking to the root
  /// for every view: a chain of ancestors not yet known is walked once and
  /// filled in from the top down.
  /// - Complexity: O(*v*) for *v* views, however deep they nest.
  static func installConditions(_ views: [String: ViewSpec]) -> [String: SizeClassCondition] {
    var known: [String: SizeClassCondition] = [:]
    for start in views.keys where known[start] == nil {
      // The ancestors not yet known, nearest first; a cycle stops the walk.
      var chain: [String] = []
      var onChain: Set<String> = []
      var next: String? = start
      while let n = next, known[n] == nil, onChain.insert(n).inserted, let v = views[n] {
        chain.append(n)
        next = v.parent
      }
      var c = next.flatMap { known[$0] } ?? .always
      for n in chain.reversed() {
        c = views[n].flatMap { c.meeting($0.condition) } ?? c
        known[n] = c
      }
    }
    return known
  }

  /// Where a constraint is installed: its own condition and its views', nil when they never meet.
  func condition(of c: ConstraintSpec) -> SizeClassCondition? {
    if viewsInstalledEverywhere { return c.condition }
    var result: SizeClassCondition? = c.condition
    for owner in [c.firstItem.owner, c.secondItem?.owner] {
      guard let owner else { continue }
      result = result.flatMap { $0.meeting(condition(ofView: owner)) }
    }
    return result
  }

  /// `lines`, inside an `if` on the trait collection unless installed everywhere.
  func conditional(_ c: SizeClassCondition, _ lines: [String]) -> [String] {
    guard !c.isAlways else { return lines }
    var tests: [String] = []
    if let h = c.horizontal { tests.append("traitCollection.horizontalSizeClass == .\(h.rawValue)") }
    if let v = c.vertical { tests.append("traitCollection.verticalSizeClass == .\(v.rawValue)") }
    return ["if \(tests.joined(separator: " && ")) {"] + lines.map { "  " + $0 } + ["}"]
  }

  // MARK: Names and literals

  func name(_ view: String) -> String { names[view] ?? view }

  /// A name not taken yet: `base`, else `base2`, `base3`, ….
  mutating func fresh(_ base: String) -> String {
    var n = base
    var k = 2
    while used.contains(n) || SwiftCodeWriter.keywords.contains(n) {
      n = "\(base)\(k)"
      k += 1
    }
    used.insert(n)
    return n
  }

  /// A Swift identifier from any text: `Login Button` → `loginButton`.
  func identifier(_ text: String, fallback: String) -> String {
    let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
    guard let head = words.first else { return fallback }
    // `UILabel` → `uiLabel`, `URL` → `url`, `Title` → `title`: the leading capitals, but the one that starts the next word.
    let capitals = head.prefix { $0.isUppercase }.count
    let lowered = capitals > 1 && capitals < head.count ? capitals - 1 : max(capitals, 1)
    var s = head.prefix(lowered).lowercased() + head.dropFirst(lowered)
    for w in words.dropFirst() { s += w.prefix(1).uppercased() + w.dropFirst() }
    return s.first?.isNumber == true ? fallback + s : s
  }

  /// A Swift string literal (the scene's quoting, whose escapes Swift reads too).
  func literal(_ text: String) -> String { SceneWriter.quoted(text, named: ["\r": "\\r", "\t": "\\t"]) }

  /// `.defaultHigh`, `.required`, `UILayoutPriority(999)`: UIKit's name on iOS when it has one.
  func priority(_ p: LayoutPriority) -> String {
    p.name(in: .uiKit).map { "." + $0 } ?? "UILayoutPriority(\(exactNumber(p.value)))"
  }

  func edgeInsets(_ i: Insets) -> String {
    "UIEdgeInsets(top: \(exactNumber(i.top)), left: \(exactNumber(i.left)), bottom: \(exactNumber(i.bottom)), right: \(exactNumber(i.right)))"
  }
}

extension SwiftCodeWriter {
  /// Swift's reserved words, which a view or constraint name must not be.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]
}

extension ItemRef {
  /// Whether the item is a layout guide, which has no baselines.
  var isGuide: Bool {
    layoutGuide != nil
  }

  /// The view the item belongs to, for size classes (nil: the root).
  var owner: String? {
    if case .view(let n) = self { return n }
    return layoutGuide?.owner ?? nil
  }
}

extension SwiftCodeWriter {
  /// A text view's font: its text style's (`preferredFont(forTextStyle:)`,
  /// following the user's text size), else the system font at its size
  /// and weight; nothing for a font Plumb does not know. A button's font is
  /// its title label's.
  static func fontLines(_ v: ViewSpec, name n: String) -> [String] {
    guard v.kind.hasText else { return [] }
    let target = v.kind == .button ? "\(n).titleLabel?" : n
    if let style = v.textStyle {
      return ["\(target).font = .preferredFont(forTextStyle: .\(style.rawValue))", "\(target).adjustsFontForContentSizeCategory = true"]
    }
    guard let size = v.font?.pointSize, let weight = v.font?.weight else { return [] }
    return ["\(target).font = .systemFont(ofSize: \(exactNumber(size)), weight: .\(weight.rawValue))"]
  }
}
