/// A rectangle the model solves for: the root view, a scene view, or one of
/// the layout guides UIKit gives a view.
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
  /// The view controller's root view (the device screen or the canvas).
  case root
  case view(String)
  /// A layout guide the model holds as its own rectangle (safe area,
  /// margins, readable content, a scroll view's content) of a view, or of
  /// the root when the name is nil.
  case guide(LayoutGuide, String?)

  /// The view the item belongs to: itself for a view, the owning view for a guide (nil: the root).
  public var owner: String? {
    switch self {
    case .root: return nil
    case .view(let n): return n
    case .guide(_, let n): return n
    }
  }

  /// Whether the item is the root or a guide (not a scene view).
  public var isGuideOrRoot: Bool {
    if case .view = self { return false }
    return true
  }

  public var description: String {
    switch self {
    case .root: return "root"
    case .view(let n): return n
    case .guide(.safeArea, nil): return ItemRef.sceneWord(of: .safeArea)
    case .guide(let g, let n): return "\(n ?? "root").\(ItemRef.sceneWord(of: g))"
    }
  }
}

/// One unknown of the layout: an item's left edge, top edge, width or height,
/// in the root's coordinates.
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
  public enum Component: Int, Sendable, CaseIterable {
    case minX, minY, width, height

    var name: String {
      switch self {
      case .minX: return "minX"
      case .minY: return "minY"
      case .width: return "width"
      case .height: return "height"
      }
    }

    /// How a view's ambiguous axes are named: x, y, width, height.
    var axisName: String {
      switch self {
      case .minX: return "x"
      case .minY: return "y"
      case .width: return "width"
      case .height: return "height"
      }
    }
  }

  public var item: LayoutItem
  public var component: Component

  public init(_ item: LayoutItem, _ component: Component) {
    self.item = item
    self.component = component
  }

  public var description: String { "\(item).\(component.name)" }
}

/// `coefficient × variable`.
public struct LayoutTerm: Equatable, Sendable {
  public var variable: LayoutVariable
  public var coefficient: Double

  public init(_ variable: LayoutVariable, _ coefficient: Double) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
