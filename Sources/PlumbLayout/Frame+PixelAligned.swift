extension Frame {
  /// The frame with its edges on the pixel grid of a screen of `scale`
  /// pixels per point, each edge rounded to the nearest pixel (halves away
  /// from zero), as UIKit places views and Interface Builder stores their
  /// frames; the size is what lies between the rounded edges.
  public func pixelAligned(scale: Double) -> Frame {
    guard scale > 0, scale.isFinite else { return self }
    func edge(_ v: Double) -> Double { v.isFinite ? (v * scale).rounded(.toNearestOrAwayFromZero) / scale : v }
    let (left, top) = (edge(x), edge(y))
    return Frame(x: left, y: top, width: edge(x + width) - left, height: edge(y + height) - top)
  }
}
