import SwiftSyntax

/// What layout code looks like, by syntax alone: used to choose the class
/// to run, the methods to run after setup, and to count the constraints a
/// file writes.
enum LayoutSyntax {
  /// `constraint(…)`'s first labels that make a constraint.
  static let anchorLabels: Set<String> = [
    "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant",
    "equalToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingAfter", "lessThanOrEqualToSystemSpacingAfter",
    "equalToSystemSpacingBelow", "greaterThanOrEqualToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingBelow",
  ]

  /// The name a call calls: `f` of `a.b.f(…)` or `f(…)`.
  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
    if let d = call.calledExpression.as(DeclReferenceExprSyntax.self) { return d.baseName.text }
    return nil
  }

  static func firstLabel(_ call: FunctionCallExprSyntax) -> String? { call.arguments.first?.label?.text }

  /// `anchor.constraint(equalTo:…)` and its relatives.
  static func isAnchorConstraint(_ call: FunctionCallExprSyntax) -> Bool {
    calledName(call) == "constraint" && firstLabel(call).map(anchorLabels.contains) == true
  }

  /// `NSLayoutConstraint(item:attribute:relatedBy:…)`.
  static func isItemAttribute(_ call: FunctionCallExprSyntax) -> Bool {
    // Read from the tokens: `trimmedDescription` rebuilds the node's
    // parents, which in a body of 40,000 statements costs the whole list
    // per call.
    let callee = call.calledExpression
    let named =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint"
      || callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init"
    return named && firstLabel(call) == "item" && call.arguments.contains { $0.label?.text == "relatedBy" }
  }

  /// `NSLayoutConstraint.constraints(withVisualFormat:…)`.
  static func isVisualFormat(_ call: FunctionCallExprSyntax) -> Bool {
    calledName(call) == "constraints" && firstLabel(call) == "withVisualFormat"
  }

  static let snapBlocks: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

  /// `view.snp.makeConstraints { … }` (and remake, update).
  static func isSnapBlock(_ call: FunctionCallExprSyntax) -> Bool {
    guard let name = calledName(call), snapBlocks.contains(name), let m = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    return m.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "snp"
  }

  static let snapRelations: Set<String> = ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview"]

  /// How many attributes a SnapKit maker names (`make.edges` is 4, `make.top.left` 2).
  static func snapAttributeCount(_ names: [String]) -> Int {
    names.reduce(0) { $0 + (SnapAttributes.expand($1)?.count ?? 0) }
  }

  static let hierarchyCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "addLayoutGuide"]
  static let layoutMembers: Set<String> = ["constant", "isActive", "priority", "translatesAutoresizingMaskIntoConstraints", "isHidden", "axis", "spacing", "text", "numberOfLines", "frame"]

  /// Whether a declaration has layout code: constraints, hierarchy, or changes to constraints.
  static func mentionsLayout(_ node: some SyntaxProtocol) -> Bool {
    let v = LayoutFinder(viewMode: .sourceAccurate)
    v.walk(node)
    return v.found
  }

  /// Whether `node` assigns to a plain name (`w += 1`, `total = x`): a loop
  /// that does can change a value the layout reads after it. A property set
  /// (`layer.frame = …`) is not counted: layout changes are found by
  /// `mentionsLayout`.
  static func assignsName(_ node: some SyntaxProtocol) -> Bool {
    let v = NameAssignmentFinder(viewMode: .sourceAccurate)
    v.walk(node)
    // A name declared inside `node` is the loop's own: setting it changes nothing after the loop.
    return !v.assigned.subtracting(v.declared).isEmpty
  }

  /// The constraint expressions of a file, in order: where each starts and how many constraints it writes.
  static func constraintExpressions(_ node: some SyntaxProtocol) -> [(position: Int, count: Int, kind: String)] {
    let v = ConstraintCounter(viewMode: .sourceAccurate)
    v.walk(node)
    return v.found
  }
}

private final class NameAssignmentFinder: SyntaxVisitor {
  var assigned: Set<String> = []
  var declared: Set<String> = []
  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.identifier.text)
    return .visitChildren
  }
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let e = Array(node.elements)
    guard e.count >= 3, let name = e[0].as(DeclReferenceExprSyntax.self)?.baseName.text else { return .visitChildren }
    if e[1].is(AssignmentExprSyntax.self) {
      assigned.insert(name)
    } else if let op = e[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op.count >= 2, op.hasSuffix("="),
      !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    {
      assigned.insert(name)
    }
    return .visitChildren
  }
}

private final class LayoutFinder: SyntaxVisitor {
  /// Members that change constraints: UIKit's, and SnapKit's `Constraint` methods.
  static let changes: Set<String> = ["constant", "isActive", "activate", "deactivate", "update", "updateOffset", "updateInsets", "updatePriority"]
  var found = false
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if LayoutSyntax.isAnchorConstraint(node) || LayoutSyntax.isItemAttribute(node) || LayoutSyntax.isVisualFormat(node) || LayoutSyntax.isSnapBlock(node)
      || LayoutSyntax.calledName(node).map(LayoutSyntax.hierarchyCalls.contains) == true
    {
      found = true
      return .skipChildren
    }
    return .visitChildren
  }
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.declName.baseName.text
    if LayoutFinder.changes.contains(name) { found = true }
    return .visitChildren
  }
}

/// Counts the constraints written in anchor, item-attribute, VFL and SnapKit syntax.
final class ConstraintCounter: SyntaxVisitor {
  var found: [(position: Int, count: Int, kind: String)] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let p = node.positionAfterSkippingLeadingTrivia.utf8Offset
    if LayoutSyntax.isAnchorConstraint(node) {
      found.append((p, 1, "anchor"))
    } else if LayoutSyntax.isItemAttribute(node) {
      found.append((p, 1, "item-attribute"))
    } else if LayoutSyntax.isVisualFormat(node) {
      found.append((p, VisualFormatCount.count(node), "vfl"))
    } else if let chain = SnapChain(node), chain.isOutermost {
      found.append((p, LayoutSyntax.snapAttributeCount(chain.attributes), "snapkit"))
    }
    return .visitChildren
  }
}
