import PlumbLayout
import PlumbScene

/// The playground's one state value.
public struct PlaygroundState {
  public enum Focus: Equatable, Sendable { case constraints, views }

  public var path: String?
  /// The scene as last read or saved: what `SceneWriter` rewrites.
  public var scene: Scene
  public var document: LayoutDocument
  /// The layout engine: a cache of `document`'s solution that re-solves incrementally.
  public let engine: LayoutEngine
  public private(set) var result: LayoutResult
  public var focus: Focus = .constraints
  public var selectedConstraint = 0
  public var selectedView = 0
  public var undoStack: [LayoutDocument] = []
  public var redoStack: [LayoutDocument] = []
  public var columns: Int
  public var rows: Int
  public var message: String?
  public var showsHelp = false
  public var ascii = false
  public var animates = false
  /// Frames before the last change and when it happened, while a change slides.
  public var animation: (from: [String: Frame], start: Double)?
  public var now: Double = 0
  /// The text being typed after `e`, and for which view.
  public var editing: (view: String, text: String)?
  /// `v` was pressed: the next h/H/c/C is for the vertical axis.
  public var verticalPrefix = false
  public var effects: [Effect] = []
  /// The last key press to finished redraw, as the front measured it.
  public var redrawMicroseconds: Double?
  public var dirty = false

  public init(scene: Scene, path: String?, columns: Int = 120, rows: Int = 40) {
    self.scene = scene
    self.path = path
    self.document = scene.document
    self.columns = columns
    self.rows = rows
    engine = LayoutEngine(scene.document)
    result = engine.layoutIfNeeded()
  }

  /// Hands `document` to the engine (setNeedsLayout) and lays out (layoutIfNeeded).
  mutating func relayout() {
    // The frames to slide from, only when changes slide: every key press comes here.
    let before = animates ? Dictionary(result.views.map { ($0.name, $0.absoluteFrame) }, uniquingKeysWith: { a, _ in a }) : nil
    engine.setDocument(document)
    result = engine.layoutIfNeeded()
    if let before { animation = (before, now) }
  }

  /// Replaces the document, keeping the old one for undo.
  mutating func change(_ update: (inout LayoutDocument) -> Void) {
    var d = document
    update(&d)
    guard d != document else { return }
    undoStack.append(document)
    if undoStack.count > 500 { undoStack.removeFirst() }
    redoStack.removeAll()
    document = d
    dirty = true
    relayout()
  }

  /// The views a constraint names, for highlighting.
  public func views(of index: Int) -> Set<String> {
    guard document.constraints.indices.contains(index) else { return [] }
    return Set(document.constraints[index].viewNames)
  }

  /// Frames to draw: the solution, or between the old and new ones while sliding (about 250 ms).
  public func displayedResult() -> LayoutResult {
    guard let a = animation else { return result }
    let t = min(1, max(0, (now - a.start) / 0.25))
    guard t < 1 else { return result }
    var r = result
    let e = t * t * (3 - 2 * t)
    for i in r.views.indices {
      guard let f = a.from[r.views[i].name] else { continue }
      let g = r.views[i].absoluteFrame
      r.views[i].absoluteFrame = Frame(x: f.x + (g.x - f.x) * e, y: f.y + (g.y - f.y) * e, width: f.width + (g.width - f.width) * e, height: f.height + (g.height - f.height) * e)
    }
    return r
  }

  public var isAnimating: Bool {
    guard let a = animation else { return false }
    return now - a.start < 0.25
  }
}

