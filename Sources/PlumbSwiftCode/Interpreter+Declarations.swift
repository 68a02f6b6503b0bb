import PlumbLayout
import SwiftSyntax

extension Interpreter {
  /// A class the files declare or extend: its member blocks (the class's
  /// and its extensions'), where it is first written, and how much layout code it has.
  struct TypeCandidate {
    var name: String
    var blocks: [MemberBlockSyntax] = []
    /// Whether a class declaration is among the files (not only extensions).
    var declared = false
    var node: Syntax
    var score = 0
  }

  /// Reads the files' types: view classes, constants, helpers, and the class whose layout is run.
  func collectDeclarations() {
    var candidates: [TypeCandidate] = []
    var superclasses: [String: String] = [:]
    func add(_ name: String, _ block: MemberBlockSyntax, declared: Bool, node: Syntax) {
      let score = LayoutSyntax.constraintExpressions(block).count + (LayoutSyntax.mentionsLayout(block) ? 1 : 0)
      if let k = candidates.firstIndex(where: { $0.name == name }) {
        candidates[k].blocks.append(block)
        candidates[k].score += score
        if declared, !candidates[k].declared { candidates[k].declared = true; candidates[k].node = node }
      } else {
        candidates.append(TypeCandidate(name: name, blocks: [block], declared: declared, node: node, score: score))
      }
    }
    func visit(_ decls: [DeclSyntax], prefix: String) {
      for d in decls {
        if let c = d.as(ClassDeclSyntax.self) {
          let name = c.name.text
          let sup = c.inheritanceClause?.inheritedTypes.first.map { text($0.type) }
          if let sup { superclasses[name] = sup }
          statics(c.memberBlock, prefix: prefix + name)
          add(name, c.memberBlock, declared: true, node: Syntax(c))
          visit(c.memberBlock.members.map(\.decl), prefix: prefix + name + ".")
        } else if let s = d.as(StructDeclSyntax.self) {
          statics(s.memberBlock, prefix: prefix + s.name.text, instanceLets: true)
          visit(s.memberBlock.members.map(\.decl), prefix: prefix + s.name.text + ".")
        } else if let e = d.as(EnumDeclSyntax.self) {
          statics(e.memberBlock, prefix: prefix + e.name.text, instanceLets: true)
          for m in e.memberBlock.members { if let c = m.decl.as(EnumCaseDeclSyntax.self) { enumCases[e.name.text, default: []].formUnion(c.elements.map(\.name.text)) } }
          visit(e.memberBlock.members.map(\.decl), prefix: prefix + e.name.text + ".")
        } else if let x = d.as(ExtensionDeclSyntax.self) {
          let name = text(x.extendedType)
          statics(x.memberBlock, prefix: prefix + name)
          add(name, x.memberBlock, declared: false, node: Syntax(x))
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
    for u in units { visit(u.tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, prefix: "") }
    typeCandidates = candidates
    // Computed properties of extensions of number types (`extension Int { var f: CGFloat { CGFloat(self) } }`).
    for c in candidates where Interpreter.numberTypes.contains(c.name) {
      var m = Members()
      for b in c.blocks { m.add(b) }
      for (name, p) in m.properties { if let g = p.getter { numberExtensionProperties[name] = g } }
    }
    superclassNames = superclasses
    // Which of the files' classes are views, and the UIKit class each descends from.
    for name in superclasses.keys {
      var t = name
      var seen: Set<String> = []
      while let s = superclasses[t], seen.insert(t).inserted { t = s }
      if Interpreter.uikitView(t) != nil { viewClasses[name] = t }
    }
    // A class's members with its extensions', then its superclass's where the files declare it.
    func membersOf(_ name: String, seen: Set<String> = []) -> Members {
      var m = Members()
      for c in candidates where c.name == name { for b in c.blocks { m.add(b) } }
      if let sup = superclasses[name], !seen.contains(sup), candidates.contains(where: { $0.name == sup }) {
        m.inherit(from: membersOf(sup, seen: seen.union([name])))
      }
      return m
    }
    // The class asked for, else the one with the most layout code, is run.
    let chosen: TypeCandidate?
    if let r = requestedType {
      chosen = candidates.first { $0.name == r }
    } else {
      // An extension of UIKit's own class (`extension UIView { func pin(to:) }`) holds helpers: run only when nothing else has layout code.
      let laid = candidates.filter { $0.score > 0 }
      let own = laid.filter { !Interpreter.isFrameworkType($0.name) || $0.declared }
      chosen = (own.isEmpty ? laid : own).max(by: { $0.score < $1.score })
    }
    guard let best = chosen else { return }
    rootClass = best.name
    members = membersOf(best.name)
    for c in candidates where c.name != best.name && viewClasses[c.name] != nil { classes[c.name] = membersOf(c.name) }
    warnUndeclared(best, superclasses: superclasses, candidates: candidates)
    var top = best.name
    var seen: Set<String> = []
    while let s = superclasses[top], seen.insert(top).inserted { top = s }
    // What the root is, by the class's ancestors (its own name only when the files do not say them).
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
  }

  /// Where constraints written count toward the import's figures: a
  /// file's whole text, or in a project the blocks of the class run, its
  /// extensions and its superclasses (other types are not laid out).
  func countedSyntax() -> [(unit: Int, node: Syntax)] {
    guard units.count > 1 else { return [(0, Syntax(tree))] }
    var names: [String] = rootClass.map { [$0] } ?? []
    while let last = names.last, let s = superclassNames[last], !names.contains(s) { names.append(s) }
    return typeCandidates.filter { names.contains($0.name) }.flatMap { c in c.blocks.map { (unit(of: $0), Syntax($0)) } }
  }

  /// A type of Apple's frameworks, by its prefix (`UIView`, `NSLayoutConstraint`).
  static func isFrameworkType(_ name: String) -> Bool { name.hasPrefix("UI") || name.hasPrefix("NS") }

  /// Says once when the class run, or a superclass of it, is declared in
  /// none of the files read (and is not UIKit's): what it declares is unknown.
  func warnUndeclared(_ type: TypeCandidate, superclasses: [String: String], candidates: [TypeCandidate]) {
    let isFramework = Interpreter.isFrameworkType
    // The first inherited type of a class that has no superclass is a protocol, named like one.
    func isProtocol(_ name: String) -> Bool { ["Protocol", "Delegate", "DataSource", "able", "ible", "Type", "Representable"].contains { name.hasSuffix($0) } }
    let also = units.count > 1 ? "give its file too" : "give its file as well, or the folder"
    if !type.declared, !isFramework(type.name) {
      warn(type.node, "'\(type.name)' is declared in none of the files read: its superclass and the members declared with it are unknown (\(also))")
      return
    }
    var name = type.name
    var seen: Set<String> = []
    while let sup = superclasses[name], seen.insert(name).inserted {
      if isFramework(sup) || isProtocol(sup) { return }
      if !candidates.contains(where: { $0.name == sup && $0.declared }) {
        let node = candidates.first { $0.name == name && $0.declared }?.node ?? type.node
        warn(node, "'\(sup)', the superclass of '\(name)', is declared in none of the files read: what it adds to the layout is unknown (\(also))")
        return
      }
      name = sup
    }
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
