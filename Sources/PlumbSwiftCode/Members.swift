import SwiftSyntax

/// The members of the class whose layout code is run: its stored
/// properties, methods and initializers, with those of its extensions.
struct Members {
  struct Property {
    var name: String
    var type: TypeSyntax?
    var initializer: ExprSyntax?
    /// A computed property's getter (`var x: UIView { … }`).
    var getter: CodeBlockItemListSyntax?
    var node: PatternBindingSyntax
  }

  var properties: [String: Property] = [:]
  /// The `didSet`/`willSet` bodies of stored properties, by property name.
  var observers: [String: [AccessorDeclSyntax]] = [:]
  var functions: [FunctionDeclSyntax] = []
  var initializers: [InitializerDeclSyntax] = []
  /// The members of the superclass, when one of the files read declares
  /// it (at most one element: an array only to let the type hold itself).
  private(set) var superclass: [Members] = []

  var isEmpty: Bool { properties.isEmpty && functions.isEmpty && initializers.isEmpty && superclass.allSatisfy(\.isEmpty) }

  /// These members as a subclass of `parent`'s class: the parent's
  /// properties join those not redeclared, and its methods and
  /// initializers are found when these do not have them (`super.` reaches them).
  mutating func inherit(from parent: Members) {
    superclass = [parent]
    for (name, p) in parent.properties where properties[name] == nil { properties[name] = p }
    for (name, o) in parent.observers where observers[name] == nil { observers[name] = o }
  }

  /// These members, then their superclass's, and so on up: a member's
  /// index here is its level (where `super.` looks from). The chain is
  /// finite: `collectDeclarations` never inherits from a class already in it.
  var lineage: [Members] {
    var out = [self]
    while let s = out.last?.superclass.first { out.append(s) }
    return out
  }

  /// Labels as a call writes them (`nil` for `_`).
  static func labels(_ parameters: FunctionParameterListSyntax) -> [String?] {
    parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
  }

  /// Every method the object has: its own, then those of its superclasses that it does not override, nearest first.
  var allFunctions: [(function: FunctionDeclSyntax, level: Int)] {
    var out: [(FunctionDeclSyntax, Int)] = []
    var names: Set<String> = []
    for (level, x) in lineage.enumerated() {
      for f in x.functions where !names.contains(f.name.text) { out.append((f, level)) }
      names.formUnion(x.functions.map(\.name.text))
    }
    return out
  }

  /// UIKit's methods that run before a view is first shown, in the order UIKit calls them.
  static let lifecycle = [
    "loadView", "viewDidLoad", "awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "updateConstraints", "updateViewConstraints",
    "viewWillAppear", "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
  ]

  /// What runs at setup: the first initializer that does more than stop
  /// (`fatalError`), then the lifecycle methods, each from the nearest
  /// class that has it (a class without initializers inherits its superclass's).
  func setupBodies() -> [(name: String, block: CodeBlockSyntax, parameters: [FunctionParameterSyntax], level: Int)] {
    var out: [(String, CodeBlockSyntax, [FunctionParameterSyntax], Int)] = []
    func works(_ i: InitializerDeclSyntax) -> Bool {
      guard let b = i.body else { return false }
      return !b.statements.contains { $0.trimmedDescription.hasPrefix("fatalError") }
    }
    func fromNib(_ i: InitializerDeclSyntax) -> Bool { i.signature.parameterClause.parameters.first?.firstName.text == "coder" }
    let chain = lineage
    let level = chain.firstIndex { !$0.initializers.isEmpty } ?? chain.count - 1
    let inits = chain[level].initializers
    // Made in code when an initializer other than `init(coder:)` works; then `awakeFromNib` never runs.
    let inCode = inits.first { works($0) && !fromNib($0) }
    let working = inCode ?? inits.first(where: works)
    if let i = working, let b = i.body { out.append(("init", b, i.signature.parameterClause.parameters.map { $0 }, level)) }
    let all = allFunctions
    for name in Members.lifecycle where !(name == "awakeFromNib" && inCode != nil) {
      if let (f, l) = all.first(where: { $0.function.name.text == name }), let b = f.body {
        out.append((name, b, f.signature.parameterClause.parameters.map { $0 }, l))
      }
    }
    return out
  }

  /// The method `name` that fits `labels`, from these members or `above` levels up and beyond (`super.` asks from 1), and its level.
  func method(_ name: String, labels: [String?], from above: Int = 0) -> (function: FunctionDeclSyntax, level: Int)? {
    for (level, x) in lineage.enumerated() where level >= above {
      let named = x.functions.filter { $0.name.text == name }
      let fits = named.first { f in
        let ps = Members.labels(f.signature.parameterClause.parameters)
        return ps.count >= labels.count && zip(ps, labels).allSatisfy { $0 == $1 }
      }
      if let f = fits ?? named.first { return (f, level) }
    }
    return nil
  }

  /// The initializer a `super.init(…)` call at `above` levels reaches: the nearest with exactly those labels.
  func initializer(labels: [String?], from above: Int) -> (initializer: InitializerDeclSyntax, level: Int)? {
    for (level, x) in lineage.enumerated() where level >= above {
      if let i = x.initializers.first(where: { Members.labels($0.signature.parameterClause.parameters) == labels }) { return (i, level) }
    }
    return nil
  }


  mutating func add(_ block: MemberBlockSyntax) {
    for item in block.members {
      if let v = item.decl.as(VariableDeclSyntax.self) {
        guard !v.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { continue }
        for b in v.bindings {
          guard let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          var getter: CodeBlockItemListSyntax?
          if let acc = b.accessorBlock {
            switch acc.accessors {
            case .getter(let list): getter = list
            case .accessors(let list):
              getter = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
              let watching = Array(list.filter { ["didSet", "willSet"].contains($0.accessorSpecifier.text) })
              if !watching.isEmpty { observers[id] = watching }
            }
          }
          properties[id] = Property(name: id, type: b.typeAnnotation?.type, initializer: b.initializer?.value, getter: getter, node: b)
        }
      } else if let f = item.decl.as(FunctionDeclSyntax.self) {
        functions.append(f)
      } else if let i = item.decl.as(InitializerDeclSyntax.self) {
        initializers.append(i)
      } else if let c = item.decl.as(IfConfigDeclSyntax.self), let first = c.clauses.first, case .decls(let decls)? = first.elements {
        add(MemberBlockSyntax(members: decls))
      }
    }
  }
}
