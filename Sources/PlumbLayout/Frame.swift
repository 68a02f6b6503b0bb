/// A rectangle in points.
public struct Frame: Equatable, Sendable, CustomStringConvertible {
  public var x, y, width, height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// Whether every component is within `tolerance` points of `other`'s.
  public func isClose(to other: Frame, tolerance: Double = 1e-6) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance && abs(width - other.width) <= tolerance
      && abs(height - other.height) <= tolerance
  }

  /// `(x, y, width, height)` as UIKit prints a frame.
  public var description: String {
    "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height)))"
  }
}
