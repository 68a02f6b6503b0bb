import PlumbInterfaceBuilder
import PlumbLayout

/// What a stress condition can do to a layout's geometry that its
/// constraints do not forbid: views side by side that come to overlap, a
/// view pushed past its superview's bounds or the screen's. Each is a
/// finding only where the file's own device and orientation do not show
/// it (`DeviceSweep`): an overlay or a view that hangs out on purpose is
/// the design, not a defect.
///
/// Views inside a scroll view, table, collection view or cell are left
/// out (their content is meant to reach past the frame), and so are hidden
/// views and those with a size of zero or less; so is a scene that is no
/// screen (a cell, a controller simulated at a freeform size, content of
/// another).
///
/// Plumb cannot measure text in Apple's fonts: a storyboard's label,
/// button or field takes the size IB stored as its own, which is more
/// than its text where constraints stretched it. `robustFacts` keeps
/// only what also holds with every such text as narrow as its
/// constraints let it be, so a stretched label never pushes its row off
/// the screen.
public enum StressGeometry {
  /// How far (in points) a frame may cross an edge or another before it counts.
  public static let tolerance = 0.5

  /// One geometric fact about a scene's layout.
  public struct Fact: Hashable, Sendable {
    public var rule: CheckRule
    /// The views concerned, by name: one (out of bounds) or two (overlap).
    public var views: [String]
    /// "its superview" or "the screen", for out of bounds.
    public var edge: String
  }

  /// `scene` laid out by `solve`, its facts, and those of them that also
  /// hold with its text at its narrowest (see the type); none for a scene
  /// that is no screen.
  public static func robustFacts(
    _ scene: InterfaceBuilderScene, solve: (LayoutDocument) -> LayoutResult
  ) -> (solved: SolvedScene, all: Set<Fact>, robust: Set<Fact>) {
    let solved = SolvedScene(scene: scene, result: solve(scene.document))
    guard measures(scene) else { return (solved, [], []) }
    let all = facts(solved)
    guard !all.isEmpty else { return (solved, all, all) }
    var narrow = scene
    for k in narrow.document.views.indices where narrow.document.views[k].kind.hasText {
      if narrow.document.views[k].intrinsicOverride?.width != nil { narrow.document.views[k].intrinsicOverride?.width = 0 }
    }
    return (solved, all, all.intersection(facts(SolvedScene(scene: narrow, result: solve(narrow.document)))))
  }

  /// Whether a scene's geometry is measured: a screen (not a cell, a
  /// controller simulated at a freeform size, or content of another).
  public static func measures(_ scene: InterfaceBuilderScene) -> Bool {
    let root = scene.document.root.kind
    return !scene.isFreeform && root != .tableCellContent && root != .collectionCellContent && scene.isScreenSized
  }

  /// The facts of one solved scene.
  /// - Complexity: O(views + pairs of siblings).
  public static func facts(_ s: SolvedScene) -> Set<Fact> {
    let info = Dictionary(s.scene.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let specs = Dictionary(s.scene.document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let scrollers: Set<String> = ["scrollView", "tableView", "collectionView", "tableViewCell", "collectionViewCell", "textView"]
    // Whether the view or an ancestor is hidden or scrolls its content.
    var excluded: [String: Bool] = [:]
    func isExcluded(_ name: String) -> Bool {
      if let known = excluded[name] { return known }
      var result = specs[name]?.isHidden ?? true
      if !result, let parent = specs[name]?.parent {
        result = (info[parent].map { scrollers.contains($0.element) } ?? false) || isExcluded(parent)
      }
      excluded[name] = result
      return result
    }
    var out = Set<Fact>()
    var children: [String?: [ViewResult]] = [:]
    let canvas = s.result.canvas
    for v in s.result.views {
      let f = v.frame, a = v.absoluteFrame
      guard [a.x, a.y, a.width, a.height].allSatisfy(\.isFinite), a.width > 0, a.height > 0, !isExcluded(v.name) else { continue }
      children[v.parent, default: []].append(v)
      if let p = v.parent.flatMap({ s.result.view($0) }) {
        if f.x < -tolerance || f.x + f.width > p.frame.width + tolerance || f.y + f.height > p.frame.height + tolerance {
          out.insert(Fact(rule: .outOfBounds, views: [v.name], edge: "its superview"))
        }
      }
      // Above the top is where a view reaches under the bars on purpose; past the other edges it is cut off.
      if a.x < canvas.x - tolerance || a.x + a.width > canvas.x + canvas.width + tolerance || a.y + a.height > canvas.y + canvas.height + tolerance {
        out.insert(Fact(rule: .outOfBounds, views: [v.name], edge: "the screen"))
      }
    }
    for (_, siblings) in children where siblings.count > 1 {
      for i in siblings.indices {
        for j in siblings.indices where j > i {
          let a = siblings[i].frame, b = siblings[j].frame
          let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
          let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
          if w > tolerance && h > tolerance { out.insert(Fact(rule: .overlap, views: [siblings[i].name, siblings[j].name], edge: "")) }
        }
      }
    }
    return out
  }

  /// `new` facts as findings report them, in a stable order: past an edge
  /// is said of the outermost view newly past it, whose subviews go with it.
  public static func outermost(_ new: Set<Fact>, in document: LayoutDocument) -> [Fact] {
    let parents = Dictionary(document.views.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a })
    return new.filter { fact in
      guard fact.rule == .outOfBounds, let parent = parents[fact.views[0]] ?? nil else { return true }
      return !new.contains(Fact(rule: .outOfBounds, views: [parent], edge: fact.edge))
    }.sorted { "\($0.rule.rawValue) \($0.views)" < "\($1.rule.rawValue) \($1.views)" }
  }

  /// The words of a fact, naming its views as the scene's warnings do.
  /// `compared` names what the fact is new against: the file's own device, or the layout as designed.
  public static func message(_ fact: Fact, in s: SolvedScene, compared: String = "on the file's own device") -> String {
    let label = "scene '\(s.scene.name)'"
    switch fact.rule {
    case .overlap: return "\(label): '\(fact.views[0])' and '\(fact.views[1])' overlap, where they do not \(compared)"
    default: return "\(label): '\(fact.views[0])' reaches past \(fact.edge), where it is inside \(compared)"
    }
  }
}
