/// A rectangle in points.
public struct Frame: Equatable, Sendable, CustomStringConvertible {
  public var x, y, width, height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// `(x, y, width, height)` as UIKit prints a frame.
  public var description: String {
    "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height)))"
  }
}
