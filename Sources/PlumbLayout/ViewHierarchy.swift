/// The tree of a layout result's views, by position in `LayoutResult.views`:
/// where each view is by name, its superview, its depth, and the order in
/// which to draw them. Derived from the views' names and parents alone, so
/// a layout whose tree did not change (a constant edited, a device turned)
/// shares the previous result's instead of making it again.
public final class ViewHierarchy: Sendable {
  /// Where each view is in `views`, by name (the first of a repeated name).
  public let index: [String: Int]
  /// Each view's superview, as its position (nil: the root, or a superview not laid out).
  public let parentIndex: [Int?]
  /// Each view's depth below the root, counting at most `maximumDepth` levels.
  public let depth: [Int]
  /// Every position, parents before their children and views of equal
  /// depth in the views' order: the order in which views are drawn.
  public let drawingOrder: [Int]
  /// The names and parents it was made from, to tell whether it fits another list.
  private let names: [String]
  private let parents: [String?]

  /// Deeper views draw in the order of this level.
  public static let maximumDepth = 64

  /// The hierarchy of `views`.
  /// - Complexity: O(*n* log *n*) for *n* views (the drawing order's sort).
  public init(_ views: [ViewResult]) {
    names = views.map(\.name)
    parents = views.map(\.parent)
    var index: [String: Int] = [:]
    index.reserveCapacity(views.count)
    for (i, name) in names.enumerated() where index[name] == nil { index[name] = i }
    self.index = index
    let parentIndex = parents.map { $0.flatMap { index[$0] } }
    self.parentIndex = parentIndex
    // A view's depth is its parent's plus one, each worked out once; a
    // cycle of parents (never laid out, but never trusted) ends the walk.
    var depth = [Int](repeating: -1, count: views.count)
    var path: [Int] = []
    for start in views.indices where depth[start] < 0 {
      path.removeAll(keepingCapacity: true)
      var cursor: Int? = start
      var base = -1
      while let i = cursor {
        if depth[i] >= 0 {
          base = depth[i]
          break
        }
        if depth[i] == -2 { break }  // on this walk already: a cycle
        depth[i] = -2
        path.append(i)
        cursor = parentIndex[i]
      }
      for (k, i) in path.reversed().enumerated() { depth[i] = min(ViewHierarchy.maximumDepth, base + 1 + k) }
    }
    self.depth = depth
    drawingOrder = views.indices.sorted { (depth[$0], $0) < (depth[$1], $1) }
  }

  /// Whether it was made from views with these names and parents, in this order.
  /// - Complexity: O(*n*), each name compared (equal strings of one storage compare at once).
  public func fits(_ views: [ViewResult]) -> Bool {
    guard views.count == names.count else { return false }
    for i in views.indices where views[i].name != names[i] || views[i].parent != parents[i] { return false }
    return true
  }
}
