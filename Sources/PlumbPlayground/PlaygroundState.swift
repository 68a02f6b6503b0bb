import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene

/// The playground's one state value. Only the reducer changes it: every
/// field is readable from outside the module and settable inside it.
public struct PlaygroundState {
  public enum Focus: Equatable, Sendable { case constraints, views }

  public internal(set) var path: String?
  /// The scene as last read or saved: what `SceneWriter` rewrites.
  public internal(set) var scene: Scene
  public internal(set) var document: LayoutDocument
  /// How documents are laid out (an incremental engine unless a test injects another).
  let layoutClient: LayoutClient
  public private(set) var result: LayoutResult
  public internal(set) var focus: Focus = .constraints
  public internal(set) var selectedConstraint = 0
  public internal(set) var selectedView = 0
  public internal(set) var undoStack: [LayoutDocument] = []
  public internal(set) var redoStack: [LayoutDocument] = []
  public internal(set) var columns: Int
  public internal(set) var rows: Int
  public internal(set) var message: String?
  public internal(set) var showsHelp = false
  /// The first help row shown, when the help scrolls.
  public internal(set) var helpOffset = 0
  public internal(set) var ascii = false
  public internal(set) var animates = false
  /// Frames before the last change and when it happened, while a change slides.
  public internal(set) var animation: (from: [String: Frame], start: Double)?
  public internal(set) var now: Double = 0
  /// The text being typed after `e`, and for which view.
  public internal(set) var editing: (view: String, text: String)?
  /// The statement being typed after `:` (a constraint, VFL, a view, or `key=value` for the selected view).
  public internal(set) var prompt: String?
  /// `v` was pressed: the next h/H/c/C is for the vertical axis.
  public internal(set) var verticalPrefix = false
  /// The last key press to finished redraw, as the front measured it.
  public internal(set) var redrawMicroseconds: Double?
  /// The document as the file on disk says it (last read or saved).
  public internal(set) var savedDocument: LayoutDocument
  /// The document a save under way writes.
  var pendingSave: LayoutDocument?
  /// Showing another layout as good as this one (`A`), until the next change.
  public internal(set) var exercising = false
  /// The view whose "why this frame" constraints `w` is stepping through.
  public internal(set) var whyView: String?
  /// A question the playground asked and the next key answers.
  public internal(set) var confirming: Confirmation?

  /// What the playground waits for the user to confirm.
  public enum Confirmation: Equatable, Sendable {
    /// Quit with unsaved changes.
    case quit
    /// The file changed on disk while there are unsaved changes: its new text.
    case reload(String)
  }

  /// Whether the document differs from the file (undo back to the saved state clears it).
  /// A scene of an Interface Builder file other than the one shown has unsaved edits.
  var otherScenesEdited = false

  public var dirty: Bool { document != savedDocument || otherScenesEdited }
  /// Set when the playground shows a scene of a `.storyboard` or `.xib`:
  /// the file as read, its text, and which scene is shown.
  public internal(set) var interfaceBuilder: InterfaceBuilderSource? = nil
  /// Set when the document was read from a file in another format that
  /// the playground cannot write (a conflict log): its path. `s` then writes
  /// a new `.scene` beside it and never touches it.
  public internal(set) var importedFrom: String? = nil
  /// Named states the file offers (Swift code's later changes to kept
  /// constraints), relative to `namedStatesBase`; `t` switches among them.
  public internal(set) var namedStates: [NamedState] = []
  /// The document the named states change (as first read).
  var namedStatesBase: LayoutDocument?
  /// The named state shown: nil for the document as first written.
  public internal(set) var namedState: Int?
  /// A device was picked with `d` (an Interface Builder scene then takes its size).
  public internal(set) var pickedDevice = false

  public init(scene: Scene, path: String?, columns: Int = 120, rows: Int = 40, ascii: Bool = false, layout: LayoutClient = .engine()
  ) {
    self.scene = scene
    self.path = path
    self.document = scene.document
    self.savedDocument = scene.document
    self.columns = columns
    self.rows = rows
    self.ascii = ascii
    layoutClient = layout
    result = layout.layout(scene.document)
  }

  /// Lays out `document` (the engine's setNeedsLayout and layoutIfNeeded).
  mutating func relayout() {
    // The frames to slide from, only when changes slide: every key press comes here.
    let before = animates ? Dictionary(result.views.map { ($0.name, $0.absoluteFrame) }, uniquingKeysWith: { a, _ in a }) : nil
    exercising = false
    result = layoutClient.layout(document)
    if let before { animation = (before, now) }
  }

  /// Shows another layout that satisfies the constraints equally well, or
  /// back the engine's own; only ambiguous views move.
  mutating func toggleExercise() {
    if exercising {
      result = layoutClient.layout(document)
      exercising = false
    } else {
      result = layoutClient.exercise(document)
      exercising = true
    }
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

