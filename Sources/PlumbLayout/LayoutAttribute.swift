/// An attribute of a view or guide, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, CaseIterable, Sendable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
    default: return .vertical
    }
  }

  public var isSize: Bool { self == .width || self == .height }
}

public enum Axis: String, CaseIterable, Sendable {
  case horizontal, vertical
}
