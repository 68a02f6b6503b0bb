import PlumbLayout

extension LoggedConstraint {
  /// Why UIKit could not have made this constraint, or why Plumb cannot lay
  /// it out; nil when it is valid. UIKit raises rather than make a
  /// constraint that relates a size to a position, a horizontal position to
  /// a vertical one, leading or trailing to left or right, or a position
  /// with a multiplier of 0 (`LayoutAttribute.refusal`), so a description
  /// that says so was garbled;
  /// numbers past the scene format's bounds are past Plumb's.
  var invalidity: String? {
    if let a2 = secondAttribute {
      let first = firstAttribute.printed, second = a2.printed
      switch LayoutAttribute.refusal(firstAttribute.attribute, to: a2.attribute, multiplier: multiplier) {
      case .sizeWithPosition(let a1, _)?:
        return "it relates a \(a1.isSize ? "size" : "position") ('\(first)') to a \(a1.isSize ? "position" : "size") ('\(second)'), which UIKit never does"
      case .crossAxis(let a1, let b)?:
        return "it relates a \(a1.axis) position ('\(first)') to a \(b.axis) one ('\(second)'), which UIKit never does"
      case .directionalWithAbsolute?: return "it mixes '\(first)' with '\(second)', which UIKit never does"
      case .zeroMultiplierOnPosition?: return "a position with a multiplier of 0, which UIKit never makes"
      // A position without a second item is an autoresizing description, read as one in the superview.
      case .positionAlone?, nil: break
      }
      if secondItem == firstItem, secondAttribute == firstAttribute, multiplier == 1 {
        return "it relates '\(firstAttribute)' of a view to itself"
      }
    }
    if let why = Bound.constant.violation(constant) { return why }
    if let why = Bound.multiplier.violation(multiplier) { return why }
    if multiplier == 0 { return "the multiplier must not be 0 (Plumb lays out multipliers from 0.0001 to 10000 in magnitude)" }
    return nil
  }
}
