/// One constraint of a scene: `item1.attr relation multiplier × item2.attr + constant @priority`.
public struct ConstraintSpec: Equatable, Sendable {
  public var identifier: String?
  public var firstItem: ItemRef
  public var firstAttribute: LayoutAttribute
  public var relation: LayoutRelation
  public var secondItem: ItemRef?
  public var secondAttribute: LayoutAttribute?
  public var multiplier: Double
  public var constant: Double
  public var priority: LayoutPriority
  public var isActive: Bool
  public var condition: SizeClassCondition
  /// Where it came from, for messages: 1-based line, or 0 for constraints made by the model.
  public var line: Int
  /// Set for the constraints of a VFL line: its text (they are saved as that line).
  public var visualFormat: String?

  public init(
    identifier: String? = nil, firstItem: ItemRef, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
    secondItem: ItemRef? = nil, secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, isActive: Bool = true, condition: SizeClassCondition = .always, line: Int = 0, visualFormat: String? = nil
  ) {
    self.identifier = identifier
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.isActive = isActive
    self.condition = condition
    self.line = line
    self.visualFormat = visualFormat
  }

  /// The constraint in the notation of Apple's documentation, as a scene writes it:
  /// `photo.width = 0.3 * root.width @750`.
  public var notation: String { equation(relation.symbol, times: " * ", number: exactNumber) }

  /// UIKit's description, with scene names in place of classes and addresses:
  /// `<NSLayoutConstraint 'capW' photo.width == 100 @999   (active)>`.
  public var uikitDescription: String {
    let id = identifier.map { " '\($0)'" } ?? ""
    return "<NSLayoutConstraint\(id) \(equation(relation.uikitSymbol, times: "*", number: formatPoints))   (\(isActive ? "active" : "inactive"))>"
  }

  /// `first.attr REL [m TIMES]second.attr ± c [@p]`.
  func equation(_ relationText: String, times: String, number formatPoints: (Double) -> String) -> String {
    var s = "\(firstItem).\(firstAttribute.rawValue) \(relationText) "
    if let second = secondItem, let attr = secondAttribute {
      if multiplier != 1 { s += formatPoints(multiplier) + times }
      s += "\(second).\(attr.rawValue)"
      if constant > 0 { s += " + \(formatPoints(constant))" } else if constant < 0 { s += " - \(formatPoints(-constant))" }
    } else {
      s += formatPoints(constant)
    }
    if !priority.isRequired { s += " @\(formatPoints(priority.value))" }
    return s
  }
}

/// `=`/`==`, `<=`, `>=`.
public enum LayoutRelation: String, CaseIterable, Sendable {
  case lessThanOrEqual, equal, greaterThanOrEqual

  public var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "="
    case .greaterThanOrEqual: return ">="
    }
  }

  public var uikitSymbol: String { self == .equal ? "==" : symbol }

  /// The next relation, for the playground's `=` key.
  public var next: LayoutRelation {
    switch self {
    case .equal: return .lessThanOrEqual
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .greaterThanOrEqual: return .equal
    }
  }
}

extension ConstraintSpec {
  /// The scene views a constraint names.
  public var viewNames: [String] {
    [firstItem, secondItem].compactMap { item -> String? in
      if case .view(let n)? = item { return n }
      return nil
    }
  }
}
