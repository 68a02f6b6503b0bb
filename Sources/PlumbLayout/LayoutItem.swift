/// A rectangle the model solves for: the root view, a scene view, or one of
/// the layout guides UIKit gives a view.
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
  /// The view controller's root view (the device screen or the canvas).
  case root
  case view(String)
  /// The root's `safeAreaLayoutGuide`.
  case safeArea
  /// The `layoutMarginsGuide` of a view; nil names the root's.
  case margins(String?)
  /// The `safeAreaLayoutGuide` of a view below the root.
  case safeAreaOf(String)
  /// A scroll view's `contentLayoutGuide`.
  case content(String)
  /// The `readableContentGuide` of a view; nil names the root's.
  case readable(String?)

  /// The view the item belongs to: itself for a view, the owning view for a guide (nil: the root).
  public var owner: String? {
    switch self {
    case .root, .safeArea: return nil
    case .view(let n): return n
    case .margins(let n), .readable(let n): return n
    case .safeAreaOf(let n), .content(let n): return n
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
    case .safeArea: return ItemRef.sceneWord(of: .safeArea)
    case .margins(let n): return "\(n ?? "root").\(ItemRef.sceneWord(of: .margins))"
    case .safeAreaOf(let n): return "\(n).\(ItemRef.sceneWord(of: .safeArea))"
    case .content(let n): return "\(n).\(ItemRef.sceneWord(of: .scrollContent))"
    case .readable(let n): return "\(n ?? "root").\(ItemRef.sceneWord(of: .readableContent))"
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
