import PlumbLayout
import PlumbScene
import SwiftParser
import SwiftSyntax

/// One attribute a SnapKit maker names, on the view or on its margins (`leftMargin`).
struct SnapAttribute: Equatable {
  var attribute: LayoutAttribute
  var margins: Bool
}

/// SnapKit's attribute names, with the composites (`edges`, `size`, `center`) expanded.
enum SnapAttributes {
  static func expand(_ name: String) -> [SnapAttribute]? {
    func a(_ xs: [LayoutAttribute], margins: Bool = false) -> [SnapAttribute] { xs.map { SnapAttribute(attribute: $0, margins: margins) } }
    switch name {
    case "edges": return a([.top, .left, .bottom, .right])
    case "horizontalEdges": return a([.left, .right])
    case "verticalEdges", "directionalVerticalEdges": return a([.top, .bottom])
    case "directionalEdges": return a([.top, .leading, .bottom, .trailing])
    case "directionalHorizontalEdges": return a([.leading, .trailing])
    case "size": return a([.width, .height])
    case "center": return a([.centerX, .centerY])
    case "margins": return a([.top, .left, .bottom, .right], margins: true)
    case "directionalMargins": return a([.top, .leading, .bottom, .trailing], margins: true)
    case "centerWithinMargins": return a([.centerX, .centerY], margins: true)
    default: return LayoutAttribute.uikit(name).map { a([$0.0], margins: $0.margins) }
    }
  }
}

/// A SnapKit statement `make.top.left.equalTo(x).offset(8)…` read by syntax:
/// the attributes, the relation call, and the modifiers after it.
struct SnapChain {
  var root: DeclReferenceExprSyntax
  var attributes: [String]
  var relation: FunctionCallExprSyntax
  /// `offset(8)`, `inset(4)`, `priority(…)`, `multipliedBy(…)`, in order.
  var modifiers: [FunctionCallExprSyntax]
  var isOutermost: Bool

  init?(_ node: FunctionCallExprSyntax) {
    var modifiers: [FunctionCallExprSyntax] = []
    var call = node
    while true {
      guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
      if LayoutSyntax.snapRelations.contains(m.declName.baseName.text) {
        var names: [String] = []
        var b: ExprSyntax = base
        while let mm = b.as(MemberAccessExprSyntax.self), let bb = mm.base {
          names.insert(mm.declName.baseName.text, at: 0)
          b = bb
        }
        guard let r = b.as(DeclReferenceExprSyntax.self), !names.isEmpty, names.allSatisfy({ SnapAttributes.expand($0) != nil }) else { return nil }
        root = r
        attributes = names
        relation = call
        self.modifiers = modifiers.reversed()
        break
      }
      guard let inner = base.as(FunctionCallExprSyntax.self) else { return nil }
      modifiers.append(call)
      call = inner
    }
    // Not outermost when the call is the base of a further `.modifier(…)` call.
    if let parent = node.parent?.as(MemberAccessExprSyntax.self), let grand = parent.parent?.as(FunctionCallExprSyntax.self),
      grand.calledExpression.id == parent.id
    {
      isOutermost = false
    } else {
      isOutermost = true
    }
  }
}

/// How many constraints a VFL call writes, from its format string literal alone.
enum VisualFormatCount {
  static func count(_ call: FunctionCallExprSyntax) -> Int {
    guard let lit = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), let text = literalText(lit) else { return 1 }
    var names: Set<String> = []
    var current = ""
    for ch in text + " " {
      if ch.isLetter || ch == "_" || (ch.isNumber && !current.isEmpty) { current.append(ch) } else {
        if !current.isEmpty, current != "H", current != "V" { names.insert(current) }
        current = ""
      }
    }
    let metrics = Dictionary(uniqueKeysWithValues: names.map { ($0, 8.0) })
    do {
      return max(1, try VisualFormat.constraints(text, views: names, metrics: metrics).count)
    } catch {
      // A format UIKit would refuse still writes at least one constraint.
      return 1
    }
  }

  /// A string literal's value (escapes such as `\\`, `\n` and `\u{…}`
  /// decoded, raw and multi-line literals included) when it has no interpolation.
  static func literalText(_ lit: StringLiteralExprSyntax) -> String? {
    lit.representedLiteralValue
  }
}
