/// One constraint a document implies, as plain data: `Σ terms + constant
/// (relation) 0` at a priority, tagged with where it came from.
///
/// `ConstraintGenerator` makes them; `LayoutEngine` turns the difference
/// between two lists of them into solver calls. Two generated constraints with
/// the same `origin` are the same constraint: if only their constant differs,
/// the engine changes it in place.
public struct GeneratedConstraint: Equatable, Sendable, CustomStringConvertible {
  /// Where a constraint comes from; unique within one generated list.
  public enum Origin: Hashable, Sendable {
    /// The document's constraint at this index.
    case scene(Int)
    /// `NSContentSizeLayoutConstraint`: a view's intrinsic size on one axis,
    /// the hugging half (`<=`) or the compression-resistance half (`>=`).
    case contentSize(view: String, axis: Axis, hugging: Bool)
    /// The root's position and size (`UIView-Encapsulated-Layout-*`), by attribute.
    case root(LayoutAttribute)
    /// The root's safe area guide inside the root, by edge.
    case safeArea(LayoutAttribute)
    /// A view's layout margins guide inside it (nil: the root's), by edge.
    case margins(view: String?, edge: LayoutAttribute)
    /// A guide of a named view (its safe area, a scroll view's content) against its view, by edge.
    case guide(LayoutItem, edge: LayoutAttribute, part: Int)
    /// The `index`th constraint a stack view makes under a UIKit identifier.
    case stack(String, identifier: String, index: Int)
  }

  public var origin: Origin
  /// UIKit's identifier for the constraints UIKit makes (`UISV-spacing`), or the scene's.
  public var identifier: String?
  public var terms: [LayoutTerm]
  public var relation: LayoutRelation
  public var constant: Double
  public var priority: LayoutPriority
  /// What the description shows between the identifier and the priority.
  var equation: Equation

  indirect enum Equation: Equatable, Sendable {
    /// A scene constraint: its own notation.
    case spec(ConstraintSpec)
    /// A content-size constraint: `name.width <= 208 Hug:251 CompressionResistance:750`.
    case contentSize(name: String, hugging: LayoutPriority, compressionResistance: LayoutPriority)
    /// Any other: `lhs relation rhs + constant`, printed on demand (a layout
    /// makes many constraints and prints few).
    case operands(lhs: [Operand], relation: LayoutRelation, rhs: [Operand], constant: Double)
  }

  /// `multiplier × item.attribute` in a printed equation.
  struct Operand: Equatable, Sendable {
    var item: LayoutItem
    var attribute: LayoutAttribute
    var multiplier: Double
  }

  /// The description as UIKit logs it, with scene names for addresses:
  /// `<NSLayoutConstraint 'UISV-spacing' b.leading == a.trailing + 8   (active)>`.
  public var description: String {
    switch equation {
    case .spec(let spec):
      return spec.uikitDescription
    case .contentSize(let name, let hug, let resist):
      guard case .contentSize(_, let axis, let hugging) = origin else { return name }
      let attr = axis == .horizontal ? "width" : "height"
      return "<NSContentSizeLayoutConstraint \(name).\(attr) \(hugging ? "<=" : ">=") \(formatPoints(-constant)) Hug:\(hug) CompressionResistance:\(resist)>"
    case .operands(let lhs, let relation, let rhs, let constant):
      let id = identifier.map { "'\($0)' " } ?? ""
      let p = priority.isRequired ? "" : " @\(priority)"
      var t = Self.sum(lhs) + " \(relation.uikitSymbol) " + Self.sum(rhs)
      if rhs.isEmpty { t += formatPoints(constant) } else if constant > 0 { t += " + \(formatPoints(constant))" } else if constant < 0 {
        t += " - \(formatPoints(-constant))"
      }
      return "<NSLayoutConstraint \(id)\(t)\(p)   (active)>"
    }
  }

  /// Whether this pins the root at the origin (true of every layout, so not worth listing).
  public var isRootPin: Bool { origin == .root(.left) || origin == .root(.top) }

  /// The description without UIKit's wrapper: `'UISV-spacing' b.leading == a.trailing + 8`,
  /// `detail.width >= 208 Hug:251 CompressionResistance:750`.
  public var shortDescription: String { Self.shortened(description) }

  /// A UIKit description without its wrapper (`<NSLayoutConstraint …   (active)>`).
  public static func shortened(_ description: String) -> String {
    var d = description
    for prefix in ["<NSLayoutConstraint ", "<NSContentSizeLayoutConstraint "] where d.hasPrefix(prefix) { d.removeFirst(prefix.count) }
    for suffix in ["   (active)>", ">"] where d.hasSuffix(suffix) {
      d.removeLast(suffix.count)
      break
    }
    return d
  }

  /// `a.x - b.y + 2*c.z`.
  static func sum(_ operands: [Operand]) -> String {
    var s = ""
    for (i, o) in operands.enumerated() {
      let m = o.multiplier
      if i > 0 { s += m < 0 ? " - " : " + " } else if m < 0 { s += "-" }
      if abs(m) != 1 { s += formatPoints(abs(m)) + "*" }
      s += "\(o.item).\(o.attribute.rawValue)"
    }
    return s
  }

  /// The constraint in the model's own terms, for tests and `--explain`-style output:
  /// `b.minX - a.minX - a.width - 8 == 0 @1000`.
  public var math: String {
    var s = ""
    for (i, t) in terms.enumerated() {
      let c = t.coefficient
      let sign = c < 0 ? "-" : "+"
      let mag = abs(c) == 1 ? "" : "\(formatPoints(abs(c)))*"
      s += i == 0 ? (c < 0 ? "-" : "") + mag : " \(sign) \(mag)"
      s += t.variable.description
    }
    if terms.isEmpty { s = "0" }
    if constant != 0 { s += constant < 0 ? " - \(formatPoints(-constant))" : " + \(formatPoints(constant))" }
    return "\(s) \(relation.uikitSymbol) 0 @\(priority)"
  }
}
