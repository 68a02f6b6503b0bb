/// UIKit conflict logs made to measure, for tests and the benchmark.
public enum ConflictLogSamples {
  /// A log listing a row of `n` views that does not fit its superview:
  /// the first view's leading edge on the superview's, a gap of 8 between
  /// neighbours, each 50 wide, the last trailing edge on the superview's,
  /// and the superview 375 wide: 2n + 2 constraints, UIKit breaking the
  /// first width. Views are named `UIView:0x7f00…` by their index.
  public static func row(views n: Int) -> String {
    func hex(_ k: Int) -> String {
      let h = String(k, radix: 16)
      return String(repeating: "0", count: max(0, 8 - h.count)) + h
    }
    func view(_ k: Int) -> String { "UIView:0x7f00\(hex(k))" }
    let superview = "UIView:0x7f00ffffffff"
    var lines = ["Unable to simultaneously satisfy constraints.", "("]
    lines.append("    \"<NSLayoutConstraint:0x600000000000 \(view(0)).leading == \(superview).leading   (active)>\",")
    for k in 1..<max(n, 1) { lines.append("    \"<NSLayoutConstraint:0x6001\(hex(k)) H:[\(view(k - 1))]-(8)-[\(view(k))]   (active)>\",") }
    for k in 0..<n { lines.append("    \"<NSLayoutConstraint:0x6002\(hex(k)) \(view(k)).width == 50   (active)>\",") }
    lines.append("    \"<NSLayoutConstraint:0x600300000000 \(view(n - 1)).trailing == \(superview).trailing   (active)>\",")
    lines.append("    \"<NSLayoutConstraint:0x600300000001 'UIView-Encapsulated-Layout-Width' \(superview).width == 375   (active)>\"")
    lines += [")", "", "Will attempt to recover by breaking constraint ", "<NSLayoutConstraint:0x600200000000 \(view(0)).width == 50   (active)>"]
    return lines.joined(separator: "\n") + "\n"
  }
}
