import PlumbLayout
import SwiftSyntax

extension Interpreter {
  /// Reads the file's types: view classes, constants, helpers, and the class whose layout is run.
  func collectDeclarations() {
    var candidates: [(name: String, superclass: String?, blocks: [MemberBlockSyntax], node: Syntax, score: Int)] = []
    var superclasses: [String: String] = [:]
    func visit(_ decls: [DeclSyntax], prefix: String) {
      for d in decls {
        if let c = d.as(ClassDeclSyntax.self) {
          let name = c.name.text
          let sup = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
          if let sup { superclasses[name] = sup }
          statics(c.memberBlock, prefix: prefix + name)
          candidates.append((name, sup, [c.memberBlock], Syntax(c), LayoutSyntax.constraintExpressions(c.memberBlock).count + (LayoutSyntax.mentionsLayout(c.memberBlock) ? 1 : 0)))
          visit(c.memberBlock.members.map(\.decl), prefix: prefix + name + ".")
        } else if let s = d.as(StructDeclSyntax.self) {
          statics(s.memberBlock, prefix: prefix + s.name.text, instanceLets: true)
          visit(s.memberBlock.members.map(\.decl), prefix: prefix + s.name.text + ".")
        } else if let e = d.as(EnumDeclSyntax.self) {
          statics(e.memberBlock, prefix: prefix + e.name.text, instanceLets: true)
          visit(e.memberBlock.members.map(\.decl), prefix: prefix + e.name.text + ".")
        } else if let x = d.as(ExtensionDeclSyntax.self) {
          let name = x.extendedType.trimmedDescription
          statics(x.memberBlock, prefix: prefix + name)
          candidates.append((name, nil, [x.memberBlock], Syntax(x), LayoutSyntax.constraintExpressions(x.memberBlock).count + (LayoutSyntax.mentionsLayout(x.memberBlock) ? 1 : 0)))
        } else if let v = d.as(VariableDeclSyntax.self), prefix.isEmpty {
          for b in v.bindings {
            if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let i = b.initializer?.value { statics[id] = i }
          }
        } else if let f = d.as(FunctionDeclSyntax.self), prefix.isEmpty {
          helpers[f.name.text, default: []].append(f)
        } else if let c = d.as(IfConfigDeclSyntax.self), let first = c.clauses.first {
          if case .statements(let s)? = first.elements { visit(s.compactMap { $0.item.as(DeclSyntax.self) }, prefix: prefix) }
          if case .decls(let m)? = first.elements { visit(m.map(\.decl), prefix: prefix) }
        }
      }
    }
    visit(tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, prefix: "")
    // Which of the file's classes are views, and the UIKit class each descends from.
    for name in superclasses.keys {
      var t = name
      var seen: Set<String> = []
      while let s = superclasses[t], seen.insert(t).inserted { t = s }
      if Interpreter.uikitView(t) != nil { viewClasses[name] = t }
    }
    // The class with the most layout code is run; its extensions join it.
    guard let best = candidates.filter({ $0.score > 0 }).max(by: { $0.score < $1.score }) else { return }
    rootClass = best.name
    for c in candidates where c.name == best.name { for b in c.blocks { members.add(b) } }
    for c in candidates where c.name != best.name && viewClasses[c.name] != nil { for b in c.blocks { classes[c.name, default: Members()].add(b) } }
    var top = best.name
    var seen: Set<String> = []
    while let s = superclasses[top], seen.insert(top).inserted { top = s }
    // What the root is, by the class's ancestors (its own name only when the file does not say them).
    let ancestors = superclasses[best.name] == nil ? [best.name] : [superclasses[best.name] ?? "", top]
    let chain = ancestors.joined(separator: " ")
    if ancestors.contains(where: { $0.hasSuffix("Controller") }) {
      rootKind = .viewController
    } else if chain.contains("TableViewCell") {
      rootKind = .tableCellContent
    } else if chain.contains("Cell") {
      rootKind = .collectionCellContent
    } else {
      rootKind = .view
    }
    // Functions of extensions of other types are helpers any receiver can call.
    for c in candidates where c.name != best.name {
      for b in c.blocks { for m in b.members { if let f = m.decl.as(FunctionDeclSyntax.self) { helpers[f.name.text, default: []].append(f) } } }
    }
    _ = best.node
  }

  /// Static constants of a type (and `let`s of a struct or enum), by `Type.name`.
  func statics(_ block: MemberBlockSyntax, prefix: String, instanceLets: Bool = false) {
    for m in block.members {
      guard let v = m.decl.as(VariableDeclSyntax.self) else { continue }
      let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
      guard isStatic || (instanceLets && v.bindingSpecifier.text == "let") else { continue }
      for b in v.bindings {
        guard let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let i = b.initializer?.value {
          statics["\(prefix).\(id)"] = i
        } else if let acc = b.accessorBlock, case .getter(let list) = acc.accessors, list.count == 1, let only = list.first, case .expr(let e) = only.item {
          statics["\(prefix).\(id)"] = e
        }
      }
    }
  }
}
