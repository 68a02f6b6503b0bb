import PlumbLayout
import PlumbScene

extension LoggedConstraint {
  /// Why UIKit could not have made this constraint, or why Plumb cannot lay
  /// it out; nil when it is valid. UIKit raises rather than make a
  /// constraint that relates a size to a position, a horizontal position to
  /// a vertical one, leading or trailing to left or right, or a position
  /// with a multiplier of 0, so a description that says so was garbled;
  /// numbers past the scene format's bounds are past Plumb's.
  var invalidity: String? {
    let a1 = firstAttribute.attribute
    if let a2 = secondAttribute?.attribute {
      if a1.isSize != a2.isSize {
        return "it relates a \(a1.isSize ? "size" : "position") ('\(firstAttribute)') to a \(a2.isSize ? "size" : "position") ('\(secondAttribute?.printed ?? "")'), which UIKit never does"
      }
      if !a1.isSize && a1.axis != a2.axis {
        return "it relates a \(a1.axis) position ('\(firstAttribute)') to a \(a2.axis) one ('\(secondAttribute?.printed ?? "")'), which UIKit never does"
      }
      let reading: [LayoutAttribute] = [.leading, .trailing], absolute: [LayoutAttribute] = [.left, .right]
      if (reading.contains(a1) && absolute.contains(a2)) || (absolute.contains(a1) && reading.contains(a2)) {
        return "it mixes '\(firstAttribute)' with '\(secondAttribute?.printed ?? "")', which UIKit never does"
      }
      if !a1.isSize && multiplier == 0 { return "a position with a multiplier of 0, which UIKit never makes" }
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
