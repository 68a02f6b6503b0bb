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
  var functions: [FunctionDeclSyntax] = []
  var initializers: [InitializerDeclSyntax] = []

  var isEmpty: Bool { properties.isEmpty && functions.isEmpty && initializers.isEmpty }

  /// UIKit's methods that run before a view is first shown, in the order UIKit calls them.
  static let lifecycle = [
    "loadView", "viewDidLoad", "awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "updateConstraints", "updateViewConstraints",
    "viewWillAppear", "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
  ]

  /// What runs at setup: the first initializer that does more than stop
  /// (`fatalError`), then the lifecycle methods.
  func setupBodies() -> [(name: String, block: CodeBlockSyntax, parameters: [FunctionParameterSyntax])] {
    var out: [(String, CodeBlockSyntax, [FunctionParameterSyntax])] = []
    func works(_ i: InitializerDeclSyntax) -> Bool {
      guard let b = i.body else { return false }
      return !b.statements.contains { $0.trimmedDescription.hasPrefix("fatalError") }
    }
    func fromNib(_ i: InitializerDeclSyntax) -> Bool { i.signature.parameterClause.parameters.first?.firstName.text == "coder" }
    // Made in code when an initializer other than `init(coder:)` works; then `awakeFromNib` never runs.
    let inCode = initializers.first { works($0) && !fromNib($0) }
    let working = inCode ?? initializers.first(where: works)
    if let i = working, let b = i.body { out.append(("init", b, i.signature.parameterClause.parameters.map { $0 })) }
    for name in Members.lifecycle where !(name == "awakeFromNib" && inCode != nil) {
      if let f = functions.first(where: { $0.name.text == name }), let b = f.body { out.append((name, b, f.signature.parameterClause.parameters.map { $0 })) }
    }
    return out
  }

  func function(_ name: String, labels: [String?]) -> FunctionDeclSyntax? {
    let named = functions.filter { $0.name.text == name }
    return named.first { f in
      let ps = f.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
      return ps.count >= labels.count && zip(ps, labels).allSatisfy { $0 == $1 }
    } ?? named.first
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
            case .accessors(let list): getter = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
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
