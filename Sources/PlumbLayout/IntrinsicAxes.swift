/// On which axes a class has an intrinsic content size (its text, image or
/// control metrics), as Interface Builder lays it out.
public enum IntrinsicAxes: Equatable, Sendable {
  /// No intrinsic size (plain views, containers, scroll views, stacks).
  case none
  /// Both axes (labels, buttons, fields, switches, image views).
  case both
  /// The height only (sliders, progress views, bars).
  case heightOnly
}
