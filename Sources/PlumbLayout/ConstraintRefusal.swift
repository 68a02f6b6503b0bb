/// Why UIKit refuses to make a constraint (`NSLayoutConstraint` raises an
/// exception rather than make it), with the attributes at fault.
///
/// Every reader asks `LayoutAttribute.refusal(_:to:multiplier:)` and says
/// the refusal in its own words; see that function for the rule.
public enum ConstraintRefusal: Equatable, Sendable {
  /// A position (`leading`) without a second item: a location equal to a constant.
  case positionAlone(LayoutAttribute)
  /// A size related to a position (`width` to `leading`), either way round.
  case sizeWithPosition(LayoutAttribute, LayoutAttribute)
  /// A horizontal position related to a vertical one (`leading` to `top`).
  case crossAxis(LayoutAttribute, LayoutAttribute)
  /// Leading or trailing related to left or right: one follows the layout direction, the other does not.
  case directionalWithAbsolute(LayoutAttribute, LayoutAttribute)
  /// A position with a multiplier of 0 (again a location equal to a constant).
  case zeroMultiplierOnPosition(LayoutAttribute)
}
