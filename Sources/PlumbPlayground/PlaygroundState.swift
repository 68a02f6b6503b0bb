import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene

/// The playground's one state value. Only the reducer changes it: every
/// field is readable from outside the module and settable inside it.
public struct PlaygroundState {
  public enum Focus: Equatable, Sendable { case constraints, views }

  /// What is shown and where it came from: the file, its format's state, and how it is written back.
  public internal(set) var source: Source
  public internal(set) var document: LayoutDocument
  /// How documents are laid out (an incremental engine unless a test injects another).
  let layoutClient: LayoutClient
  /// How the source is read again and saved (each format's own unless a test injects another).
  let sources: SourceClient
  public private(set) var result: LayoutResult
  public internal(set) var focus: Focus = .constraints
  public internal(set) var selectedConstraint = 0
  public internal(set) var selectedView = 0
  /// Whether the constraint list shows, under their heading, the
  /// constraints no author wrote (UIKit's, Interface Builder's, Plumb's: `g`).
  public internal(set) var showsSystemConstraints = false
  /// The documents `u` puts back (`undo.documents`), and `U`.
  var undo = DocumentStack()
  var redo = DocumentStack()
  /// The documents `u` puts back, newest last, as pushed (a re-read since carries them when put back).
  public var undoStack: [LayoutDocument] { undo.documents }
  public var redoStack: [LayoutDocument] { redo.documents }
  public internal(set) var columns: Int
  public internal(set) var rows: Int
  public internal(set) var message: String?
  public internal(set) var showsHelp = false
  /// The first help row shown, when the help scrolls.
  public internal(set) var helpOffset = 0
  /// Whether the help shows its second page, the legend of marks, instead of the keys.
  public internal(set) var showsLegend = false
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
  /// The text size and pseudolanguage the layout is shown in (`b`/`B`, `p`):
  /// the document stays as written, only its layout and drawing change.
  public internal(set) var textStress = TextStress()
  /// `document` under `textStress`, as laid out and drawn; nil when there is none.
  public internal(set) var stressedDocument: LayoutDocument?

  /// The document the layout and the drawing show: `document`, under the text stress shown.
  public var shownDocument: LayoutDocument { stressedDocument ?? document }
  /// The view whose "why this frame" constraints `w` is stepping through.
  public internal(set) var whyView: String?
  /// The list of scenes `o` opened, while it is open.
  public internal(set) var scenePicker: ScenePicker?
  /// Whether the user said yes to saving into this storyboard or xib (asked once).
  public internal(set) var writesInterfaceBuilder = false
  /// A question the playground asked and the next key answers.
  public internal(set) var confirming: Confirmation?
  /// The built-in course, when the playground shows it (`plumb` with no file).
  public internal(set) var course: CourseState?
  /// The step of the scene's lesson shown, and what the learner did in it.
  public internal(set) var lessonState = LessonState()
  /// How many times `z` halved the zoom from the one that fits the canvas (0: the whole canvas shows).
  public internal(set) var zoomSteps = 0
  /// The language of lessons, hints and verdicts.
  public internal(set) var language: Language = .en

  /// What the playground waits for the user to confirm.
  public enum Confirmation: Equatable, Sendable {
    /// Quit with unsaved changes.
    case quit
    /// The file changed on disk while there are unsaved changes: its new text.
    case reload(String)
    /// The first save into a storyboard or xib, a file Xcode owns.
    case writeInterfaceBuilder
    /// An export would replace a file Plumb did not write: its path and what would be written.
    case replaceFile(path: String, contents: ExportContents)
  }

  /// Whether the document differs from the file (undo back to the saved state clears it),
  /// or a scene of an Interface Builder file other than the one shown has unsaved edits.
  public var dirty: Bool { document != savedDocument || source.hasOtherEdits }

  /// The playground on `source`, showing `document`.
  public init(
    source: Source, document: LayoutDocument, columns: Int = 120, rows: Int = 40, ascii: Bool = false, layout: LayoutClient = .engine(),
    sources: SourceClient = .live
  ) {
    self.source = source
    self.document = document
    self.savedDocument = document
    self.columns = columns
    self.rows = rows
    self.ascii = ascii
    layoutClient = layout
    self.sources = sources
    result = layout.layout(document)
    selectedConstraint = firstListedConstraint
  }

  /// The playground on a scene: the file at `path`, or the tour (or any scene not read from a file) when nil.
  public init(
    scene: Scene, path: String?, columns: Int = 120, rows: Int = 40, ascii: Bool = false, layout: LayoutClient = .engine(),
    sources: SourceClient = .live
  ) {
    self.init(
      source: path.map { .scene(scene, path: $0) } ?? .tour(scene), document: scene.document, columns: columns, rows: rows, ascii: ascii,
      layout: layout, sources: sources)
  }

  /// The course on lesson `index`, with the lessons done so far; the first lesson when `index` is out of the course.
  /// - Throws: `SceneError` when the lesson's built-in copy does not parse (see `Course.scene`).
  public static func course(
    index: Int = 0, completed: Set<String> = [], language: Language = .en, columns: Int = 120, rows: Int = 40, ascii: Bool = false,
    layout: LayoutClient = .engine(), sources: SourceClient = .live
  ) throws -> PlaygroundState {
    let index = Course.lessons.indices.contains(index) ? index : 0
    let scene = try Course.scene(index)
    var s = PlaygroundState(scene: scene, path: nil, columns: columns, rows: rows, ascii: ascii, layout: layout, sources: sources)
    s.course = CourseState(index: index, completed: completed)
    s.language = language
    return s
  }

  /// Whether quitting asks first: unsaved changes to a file (a lesson of the
  /// course is an exercise, not a file, so nothing of it can be lost).
  public var asksBeforeQuitting: Bool { dirty && course == nil }

  /// The language the screen shows lessons and verdicts in: English on an
  /// ASCII screen (a terminal without UTF-8 shows no Hangul).
  public var shownLanguage: Language { ascii ? .en : language }

  /// The lesson the scene shown teaches; nil when it has no steps.
  public var lesson: Lesson? { source.scene?.lesson }

  /// Lays out `document` (the engine's setNeedsLayout and layoutIfNeeded).
  mutating func relayout() {
    // The frames to slide from, only when changes slide: every key press comes here.
    let before = animates ? Dictionary(result.views.map { ($0.name, $0.absoluteFrame) }, uniquingKeysWith: { a, _ in a }) : nil
    exercising = false
    result = layoutClient.layout(stress(document))
    if let before { animation = (before, now) }
  }

  /// `document` under `textStress` (a label of several lines wrapping at
  /// its width in the layout shown, as UIKit's next layout pass does); it
  /// becomes `stressedDocument`.
  mutating func stress(_ document: LayoutDocument) -> LayoutDocument {
    guard !textStress.isNone else {
      stressedDocument = nil
      return document
    }
    let stressed = document.stressed(textStress, widths: result.widthsByView)
    stressedDocument = stressed
    return stressed
  }

  /// Shows another layout that satisfies the constraints equally well, or
  /// back the engine's own; only ambiguous views move.
  mutating func toggleExercise() {
    if exercising {
      result = layoutClient.layout(shownDocument)
      exercising = false
    } else {
      result = layoutClient.exercise(shownDocument)
      exercising = true
    }
  }

  /// Replaces the document, keeping the old one for undo.
  mutating func change(_ update: (inout LayoutDocument) -> Void) {
    var d = document
    update(&d)
    guard d != document else { return }
    undo.push(document)
    redo.removeAll()
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

