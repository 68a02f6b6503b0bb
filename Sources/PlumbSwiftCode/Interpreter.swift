import PlumbDiagnostics
import PlumbLayout
import SwiftParser
import SwiftSyntax

/// Runs the layout code of a Swift file symbolically: views, hierarchy,
/// settings and constraints are followed through properties, methods and
/// helpers of the same file; what the file cannot tell becomes an unknown
/// value, and a located warning where it matters.
final class Interpreter {
  /// The files read: one, or a project's (the first is the one messages about the whole input name).
  let units: [SourceUnit]
  var file: String { units[0].file }
  var tree: SourceFileSyntax { units[0].tree }
  let options: SwiftCodeOptions
  /// The type to lay out, when asked for by name (`--scene`); else the one with the most layout code.
  var requestedType: String?
  var views: [ViewRecord] = []
  /// Whether a frame read now is one part of it about to be set: a view the
  /// code makes starts at `.zero` (UIKit's `UIView()`), where a read for
  /// its own sake has no frame the file gives (Auto Layout sets it later).
  var framesForWriting = false
  var constraints: [ConstraintRecord] = []
  var warnings: [SwiftCodeWarning] = []
  var warned: Set<SwiftCodeWarning> = []
  /// Source texts of nodes already asked for: `trimmedDescription` builds a
  /// new tree each time, and a loop asks for the same node's text on every turn.
  var texts: [SyntaxIdentifier: String] = [:]
  /// The roots of the files' trees, whose nodes `text` may keep.
  lazy var unitRoots = Set(units.map(\.rootID))
  var states: [SwiftCodeState] = []
  /// The conditions the layout depends on that the files cannot tell, in the order met.
  var choices: [SwiftCodeChoice] = []
  /// Arms of choices the runs did not take: byte range, unit, and the choice's name.
  var untakenArms: [(start: Int, end: Int, unit: Int, name: String)] = []
  /// Arms of an `if` or `switch` the file's own values never take: byte range, unit, and why.
  var neverTaken: [(start: Int, end: Int, unit: Int, why: String)] = []
  /// What the root of the layout is, from the class the code belongs to (nil: a snippet, whose `view` is a view controller's).
  var rootKind: RootKind?
  var rootClass: String?

  /// The class (or extension) whose code is run, and the members it has.
  var members = Members()
  /// Functions of the file's extensions of other types (helpers on any view), by name.
  var helpers: [String: [FunctionDeclSyntax]] = [:]
  /// `static let`/`let` constants of every type of the file, by qualified name (`Constants.padding`).
  var statics: [String: ExprSyntax] = [:]
  /// Getters of computed properties the files add to number types, by name.
  var numberExtensionProperties: [String: CodeBlockItemListSyntax] = [:]
  static let numberTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "UInt", "Int32", "Int64", "BinaryInteger", "BinaryFloatingPoint", "Numeric"]
  /// The cases of the files' enums, by the enum's name.
  var enumCases: [String: Set<String>] = [:]
  /// Names of the file's classes that are views, and the UIKit class each descends from.
  var viewClasses: [String: String] = [:]
  /// Stored property values, set or evaluated, by instance (0: the root class's object) and name.
  var properties: [Int: [String: Value]] = [:]
  /// The classes the files declare or extend, in the order first written.
  var typeCandidates: [TypeCandidate] = []
  /// Each class's superclass as written, for the classes the files declare.
  var superclassNames: [String: String] = [:]
  /// Members of every class of the file (with its extensions), by class name.
  var classes: [String: Members] = [:]
  var evaluating: Set<String> = []
  /// Constraints kept in a property, by property name.
  var keptConstraints: [String: [Int]] = [:]

  /// Call frames: local variables, and what `self` is.
  struct Frame {
    var locals: [[String: Value]] = [[:]]
    var selfValue: Value
    var returned: Value?
    /// How many superclasses up the running method is declared (0: in `self`'s class): where `super.` looks from.
    var level = 0
  }
  var frames: [Frame] = []
  var callStack: [String] = []
  /// Set while a method runs after setup: changes to constraints made during setup become a state.
  var laterState: SwiftCodeState?
  var madeInSetup = 0
  var executed: Set<String> = []
  /// Functions some code of the files calls (not only run as a later method on their own).
  var calledByCode: Set<String> = []
  /// Whether the last `conditions(_:)` met a condition the file cannot tell.
  var conditionsUnknown = false
  /// The root's margins as the code sets them (`view.layoutMargins = …`), and how UIKit adds to them.
  /// What the code sets on the root for its margins (its kind is `rootKind`).
  var root = RootSpec()
  /// The traits the layout is read for (a `traitCollection` test picks its arm by them).
  var traits = Traits(horizontal: .compact, vertical: .regular)
  /// The size classes of the `if traitCollection…` blocks being run, innermost last.
  var sizeClasses: [SizeClassCondition] = []
  /// The types whose static initializers are being evaluated, innermost last.
  var staticContext: [String] = []
  /// The `--define` name of the first unknown part of the last conditions.
  var unknownCondition: String?
  /// Views the file uses by a plain name but does not make, by that name.
  var outside: [String: Value] = [:]
  /// SnapKit `updateConstraints` chains that changed an earlier constraint (counted as imported).
  var updatedOrigins: Set<SourcePosition> = []
  /// Views named after a variable, and those named after a property (which wins).
  var named: Set<Int> = []
  var namedByProperty: Set<Int> = []
  /// How many views bear each name, counted over `views[..<namesCounted]`
  /// (views are only ever appended, and renamed only by `nameView`).
  var nameCounts: [String: Int] = [:]
  var namesCounted = 0
  /// For a name `n`, a suffix below which every `n_k` (k ≥ 2) is taken: where
  /// the search for a free one starts. Lowered when such a name is freed.
  var freeSuffixFrom: [String: Int] = [:]
  /// The variables of the loops being run, which an unknown element never makes a placeholder view of.
  var loopVariables: Set<String> = []
  /// How many times a loop over a sequence the file cannot tell runs (`--define` sets it).
  static let defaultLoopCount = 3
  /// The most elements a loop runs over or a range holds.
  static let maximumRange = 1000
  /// Operators folded to the right at once (`a = b = c`, `x ?? y ?? z`),
  /// each one level of recursion in `fold`.
  var foldDepth = 0
  /// The most right-nested operators one expression may chain: layout code
  /// chains a few; 30,000 `a = a = …` overflowed the stack.
  static let maximumFoldDepth = 1000
  /// Steps taken, bounding a pathological file's run
  /// (`SwiftCodeOptions.maximumSteps`).
  var steps = 0
  /// Helpers none of the files declares, already said (by name).
  var warnedHelpers: Set<String> = []
  /// Whether the run spent its steps (said once, where).
  var outOfSteps = false

  convenience init(text: String, file: String, options: SwiftCodeOptions) {
    self.init(units: [SourceUnit(text: text, file: file)], options: options)
  }

  /// - Precondition: `units` is not empty.
  init(units: [SourceUnit], options: SwiftCodeOptions) {
    self.units = units
    self.options = options
  }

  // MARK: - Warnings

  /// The line and column of `p` in its file, the column in characters (swift-syntax counts UTF-8 bytes).
  func location(_ p: SourcePosition) -> (line: Int, column: Int) {
    units[units.indices.contains(p.unit) ? p.unit : 0].location(offset: p.offset)
  }

  /// The file `p` is in.
  func file(of p: SourcePosition) -> String { units.indices.contains(p.unit) ? units[p.unit].file : file }

  /// Which unit a node belongs to (0 when it is in none, as for a tree made by the interpreter).
  func unit(of node: some SyntaxProtocol) -> Int {
    guard units.count > 1 else { return 0 }
    let root = node.root.id
    return units.firstIndex { $0.rootID == root } ?? 0
  }

  /// The column of swift-syntax's location `l` in characters of its line.
  static func characterColumn(_ l: SwiftSyntax.SourceLocation, in lines: [Substring]) -> Int {
    guard l.line >= 1, l.line <= lines.count else { return l.column }
    return PlumbDiagnostics.SourceLocation.characterColumn(utf8Column: l.column, in: lines[l.line - 1])
  }

  func position(_ node: some SyntaxProtocol) -> SourcePosition {
    SourcePosition(unit: unit(of: node), offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  func line(_ node: some SyntaxProtocol) -> Int { location(position(node)).line }

  /// A node's source text without its surrounding trivia, computed once per
  /// node of the files read. A node the interpreter made itself is not
  /// kept: its id holds its tree's address, which a later temporary tree
  /// can take once it is freed.
  func text(_ node: some SyntaxProtocol) -> String {
    if let t = texts[node.id] { return t }
    let t = node.trimmedDescription
    if unitRoots.contains(node.root.id) { texts[node.id] = t }
    return t
  }

  /// Counts one step of the run; false once the budget is spent, said
  /// once where reading stopped (after that no other warning is made:
  /// what is not read is not unknown).
  func step(at node: some SyntaxProtocol) -> Bool {
    steps += 1
    guard steps >= options.maximumSteps else { return true }
    if !outOfSteps {
      let p = position(node)
      let (l, c) = location(p)
      warnings.append(SwiftCodeWarning(
        file: file(of: p), line: l, column: c,
        message: "Plumb stopped reading here: running the code took more than \(options.maximumSteps) steps (a long loop?); what follows is left out"))
      outOfSteps = true
    }
    return false
  }

  func warn(_ p: SourcePosition, _ message: String) {
    guard !outOfSteps else { return }
    let (l, c) = location(p)
    let w = SwiftCodeWarning(file: file(of: p), line: l, column: c, message: message)
    if warned.insert(w).inserted { warnings.append(w) }
  }

  func warn(_ node: some SyntaxProtocol, _ message: String) { warn(position(node), message) }

  /// Whether every one of `values` is within `bound`; the first that is not
  /// is said at `node`, with what is `leftOut` for it (the model's bounds,
  /// as every reader applies them).
  func within(_ bound: Bound, _ values: [Double], at node: some SyntaxProtocol, leftOut: String) -> Bool {
    guard let why = values.lazy.compactMap(bound.violation).first else { return true }
    warn(node, "\(why); \(leftOut)")
    return false
  }

  /// The number a value holds; an unknown one is said once, where it is,
  /// with the default used, and so is an infinite one unless `bounded`:
  /// the caller holds it to the model's bounds where it is used (`within`,
  /// or a constraint's own check in `Interpreter+Document.swift`).
  func number(_ v: Value, default d: Double, at node: some SyntaxProtocol, bounded: Bool = false) -> Double {
    if let x = numeric(v) {
      if x.isFinite || bounded { return x }
      warn(node, "'\(text(node))' is not a finite number; using \(formatPoints(d))")
      return d
    }
    switch v {
    case .unknown(let text, let p):
      // Only a name can be defined on the command line (`1 / 0` cannot).
      let definable = text.first.map { $0.isLetter || $0 == "_" } == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      warn(p, "'\(text)' is not known here; using \(formatPoints(d))" + (definable ? " (set it with --define \(text)=VALUE)" : ""))
      return d
    default:
      warn(node, "'\(text(node))' is not a number here; using \(formatPoints(d))")
      return d
    }
  }

  /// The priority a value holds: a number outside UIKit's 1 to 1000 is
  /// clamped and `.zero` (no priority: UIKit would not compile it) keeps `d`, each said where it is.
  func priority(_ v: Value, default d: LayoutPriority, at node: some SyntaxProtocol) -> LayoutPriority {
    if case .member("zero") = v {
      warn(node, "'.zero' is not a priority (UIKit's are 1 to 1000); using \(d)")
      return d
    }
    let x = number(v, default: d.value, at: node)
    let p = LayoutPriority(clamping: x)
    if p.value != x { warn(node, "the priority \(formatPoints(x)) is outside UIKit's 1 to 1000; using \(p)") }
    return p
  }

  // MARK: - Running

  /// Runs the layout code of the class chosen by `collectDeclarations()` (which runs first), or a snippet's statements.
  func run() {
    let root = ViewRecord(spec: ViewSpec.madeInCode(name: "root", kind: .view), typeName: rootClass ?? "UIView", position: SourcePosition(offset: 0))
    views = [root]
    nameCounts = [:]
    namesCounted = 0
    freeSuffixFrom = [:]
    let selfValue: Value = rootKind == .viewController ? .controller : .view(0)
    frames = [Frame(selfValue: selfValue)]
    if members.isEmpty {
      // A snippet: the file's statements, in order.
      // Variables are run; types and functions are declarations only.
      for item in tree.statements {
        if let d = item.item.as(DeclSyntax.self), !d.is(VariableDeclSyntax.self), !d.is(IfConfigDeclSyntax.self) { continue }
        execute(item)
      }
      return
    }
    // Setup: the initializer, then the view lifecycle, with everything they call.
    for body in members.setupBodies() { call(body.name, body.block, parameters: body.parameters, arguments: [], selfValue: selfValue, level: body.level) }
    madeInSetup = constraints.count
    // Later: every other method with layout code, in the file's order (then its superclasses').
    for (m, level) in members.allFunctions where !executed.contains(m.name.text) && LayoutSyntax.mentionsLayout(m) {
      guard let body = m.body else { continue }
      laterState = SwiftCodeState(name: m.name.text, line: line(m), changes: [])
      call(m.name.text, body, parameters: m.signature.parameterClause.parameters.map { $0 }, arguments: [], selfValue: selfValue, level: level)
      if let s = laterState, !s.changes.isEmpty { states.append(s) }
      laterState = nil
    }
    guard options.runsObservers else { return }
    // A counting run: each observer as other code setting its property would run it.
    for (name, accessors) in members.observers.sorted(by: { $0.key < $1.key }) {
      for a in accessors where LayoutSyntax.mentionsLayout(a) {
        guard let body = a.body else { continue }
        let old = Value.unknown(a.accessorSpecifier.text == "didSet" ? "oldValue" : "newValue", position(a))
        frames.append(Frame(locals: [["oldValue": old, "newValue": old]], selfValue: selfValue))
        callStack.append("observer " + name)
        execute(body.statements)
        callStack.removeLast()
        frames.removeLast()
      }
    }
  }

  /// Runs a function body with its parameters bound (unknown when not passed).
  @discardableResult
  func call(
    _ name: String, _ body: CodeBlockSyntax, parameters: [FunctionParameterSyntax], arguments: [(String?, Value)], selfValue: Value, level: Int = 0
  ) -> Value {
    // A superclass's method of the same name (`super.viewDidLoad()`) is another method.
    let key = level == 0 ? name : "\(name)@\(level)"
    guard callStack.count < 24, !callStack.contains(key) else { return .unknown(name, position(body)) }
    executed.insert(name)
    callStack.append(key)
    var locals: [String: Value] = [:]
    var positional = arguments.makeIterator()
    for p in parameters {
      let local = (p.secondName ?? p.firstName).text
      let label = p.firstName.text == "_" ? nil : p.firstName.text
      var value: Value? = arguments.first { $0.0 != nil && $0.0 == label }?.1
      if value == nil, label == nil { value = positional.next()?.1 }
      if value == nil, let d = p.defaultValue?.value { value = evaluate(d) }
      locals[local] = value ?? placeholder(named: local, type: p.type, at: p)
    }
    frames.append(Frame(locals: [locals], selfValue: selfValue, level: level))
    execute(body.statements)
    let result = frames.removeLast().returned
    callStack.removeLast()
    return result ?? .null
  }

  /// A view for a reference the file does not make (an outlet, a
  /// parameter) when its type says it is one; unknown otherwise.
  func placeholder(named name: String, type: TypeSyntax?, at node: some SyntaxProtocol) -> Value {
    guard let type, let kind = viewKind(ofType: text(type)) else { return .unknown(name, position(node)) }
    var r = ViewRecord(spec: ViewSpec.madeInCode(name: name, kind: kind.kind), typeName: kind.typeName, position: position(node))
    r.placeholder = true
    if kind.kind == .stack { r.spec.stack = StackSpec() }
    views.append(r)
    return .view(views.count - 1)
  }

  // MARK: - Scopes

  func lookupLocal(_ name: String) -> Value? {
    guard let f = frames.last else { return nil }
    for scope in f.locals.reversed() { if let v = scope[name] { return v } }
    return nil
  }

  func setLocal(_ name: String, _ v: Value, declare: Bool) {
    guard !frames.isEmpty else { return }
    let last = frames.count - 1
    if !declare {
      for k in frames[last].locals.indices.reversed() where frames[last].locals[k][name] != nil {
        frames[last].locals[k][name] = v
        return
      }
    }
    frames[last].locals[frames[last].locals.count - 1][name] = v
  }

  func pushScope() { if !frames.isEmpty { frames[frames.count - 1].locals.append([:]) } }
  func popScope() { if !frames.isEmpty, frames[frames.count - 1].locals.count > 1 { frames[frames.count - 1].locals.removeLast() } }

  var selfValue: Value { frames.last?.selfValue ?? .view(0) }
  var hasReturned: Bool { frames.last?.returned != nil }
}
