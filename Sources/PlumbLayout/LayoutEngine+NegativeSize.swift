extension LayoutEngine {
  /// How far below zero a size may come out before it is reported: solver rounding, not a layout.
  static let sizeTolerance = 1e-3

  /// Says a frame's negative width or height (`a negative height (-5 points)`),
  /// or nil when neither is; a size on an ambiguous axis is one layout among
  /// many, and the ambiguity says so already.
  static func negativeSize(of frame: Frame, ambiguousAxes: [String]) -> String? {
    var parts: [String] = []
    if frame.width < -sizeTolerance, !ambiguousAxes.contains("width") {
      parts.append("a negative width (\(formatPoints(frame.width)) points)")
    }
    if frame.height < -sizeTolerance, !ambiguousAxes.contains("height") {
      parts.append("a negative height (\(formatPoints(frame.height)) points)")
    }
    return parts.isEmpty ? nil : parts.joined(separator: " and ")
  }
}
