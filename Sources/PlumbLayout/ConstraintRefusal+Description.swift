extension ConstraintRefusal: CustomStringConvertible {
  /// The refusal in a reader's warning: `it relates a size ('width') to a position ('leading'), which UIKit refuses`.
  public var description: String {
    func kind(_ a: LayoutAttribute) -> String { a.isSize ? "size" : "position" }
    switch self {
    case .positionAlone(let a): return "it sets a position ('\(a.rawValue)') to a constant, with no second item, which UIKit refuses"
    case .sizeWithPosition(let a, let b):
      return "it relates a \(kind(a)) ('\(a.rawValue)') to a \(kind(b)) ('\(b.rawValue)'), which UIKit refuses"
    case .crossAxis(let a, let b):
      return "it relates a \(a.axis) position ('\(a.rawValue)') to a \(b.axis) one ('\(b.rawValue)'), which UIKit refuses"
    case .directionalWithAbsolute(let a, let b):
      return "it mixes '\(a.rawValue)' with '\(b.rawValue)' (leading and trailing follow the layout direction, left and right do not), which UIKit refuses"
    case .zeroMultiplierOnPosition(let a): return "a multiplier of 0 on a position ('\(a.rawValue)') makes an invalid constraint (UIKit throws)"
    }
  }
}
