import Foundation
import PlumbLayout
import PlumbScene

/// The playground's reducer: the only place the state changes. It touches
/// nothing outside the state: what the front must do (write a file, quit)
/// comes back as effects, and time comes in as actions.
public enum Reducer {
  /// Applies `action` to the state and returns the effects for the front to perform.
  @discardableResult
  public static func reduce(_ s: inout PlaygroundState, _ action: Action) -> [Effect] {
    var effects: [Effect] = []
    switch action {
    case .resize(let c, let r):
      s.columns = max(0, c)
      s.rows = max(0, r)
    case .tick(let t):
      s.now = t
      if !s.isAnimating { s.animation = nil }
    case .saved(let error, let unchanged, let backup):
      if let error {
        s.message = "not saved: \(error)"
        break
      }
      // What is on disk now is the baseline of the next save.
      let (source, note) = s.sources.saved(s.source, s.document)
      s.source = source
      s.message = note ?? (unchanged ? "\(s.path ?? "the file") already holds this: nothing written" : "saved \(s.path ?? "")" + (backup.map { " (the file as Plumb found it is kept as \($0))" } ?? ""))
      if let saved = s.pendingSave { s.savedDocument = saved }
      s.pendingSave = nil
    case .savedBeside(let path):
      s.message = "\(s.path ?? "the file") changed on disk since it was read: your version is saved beside it, as \(path)"
      s.pendingSave = nil
    case .savedAs(let scene, let path):
      openSaved(&s, scene, path)
    case .redrawn(let us):
      s.redrawMicroseconds = us
    case .language(let l):
      s.language = l
    case .exported(let path, let keptAs, let error):
      if let error {
        s.message = "\(path) not written: \(error)"
      } else if path == s.exportPath {
        // `E`'s code (a converted scene's note, set when it was asked for, stays).
        s.message = "wrote the layout as UIKit code to \(path)" + (keptAs.map { " (the file that was there is kept as \($0))" } ?? "")
      }
    case .exportedBeside(let planned, let written):
      // Said after what the save itself said (saved, not saved, saved beside), never instead of it.
      let said = "\(planned) is a file Plumb did not write, so the edits the XML cannot hold are in \(written)"
      s.message = s.message.map { $0 + "; " + said } ?? said
    case .exportWouldReplace(let path, let contents, let backup):
      s.confirming = .replaceFile(path: path, contents: contents)
      s.message = "\(path) is there and Plumb did not write it: y replaces it (kept as \((backup as NSString).lastPathComponent)), any other key keeps it"
    case .fileChanged(let text):
      reload(&s, text, &effects)
    case .fileUnreadable(let why):
      s.message = "not reloaded: \(why)"
    case .key(let k):
      let before = s.document
      let lesson = s.lesson
      defer { if s.lesson == lesson { checkLesson(&s, before: before, &effects) } }
      if s.editing != nil {
        editText(&s, k)
      } else if s.prompt != nil {
        Prompt.key(&s, k)
      } else if answer(&s, k, &effects) {
        break
      } else if s.scenePicker != nil {
        scenePickerKey(&s, k)
      } else if s.columns < Screen.minimumColumns || s.rows < Screen.minimumRows {
        // Too small to show anything: only quitting works, nothing changes unseen.
        if k == .char("q") { key(&s, k, &effects) }
      } else if s.showsHelp, [.char("j"), .down, .char("k"), .up].contains(k) {
        let step = (k == .char("j") || k == .down) ? 1 : -1
        s.helpOffset = max(0, min(Screen.helpScrollLimit(columns: s.columns, rows: s.rows, legend: s.showsLegend), s.helpOffset + step))
      } else if s.showsHelp, k == .char("?") || k == .tab {
        // The help's two pages: the keys and the legend of marks.
        s.showsLegend.toggle()
        s.helpOffset = 0
      } else if s.showsHelp, k != .char("q") {
        s.showsHelp = false
      } else if !lessonKey(&s, k, &effects) {
        key(&s, k, &effects)
      }
    case .paste(let text):
      paste(&s, text)
    case .click(let x, let y):
      guard s.prompt == nil, s.editing == nil, !s.showsHelp, s.scenePicker == nil else { break }
      switch Screen.hit(s, column: x, row: y) {
      case .view(let i)?:
        s.focus = .views
        s.selectedView = i
        s.message = "selected \(s.document.views[i].kind.rawValue) \(s.document.views[i].name)"
      case .constraint(let i)?:
        s.focus = .constraints
        s.selectedConstraint = i
        s.message = nil
      case nil:
        break
      }
    case .interrupt:
      // Ctrl-C: asks when there are unsaved changes; a second one quits.
      if s.asksBeforeQuitting && s.confirming != .quit {
        s.confirming = .quit
        s.message = "unsaved changes: Ctrl-C again (or q) quits without saving; s saves; any other key stays"
      } else {
        effects.append(.quit)
      }
    }
    return effects
  }

  /// The file changed on disk: parse it, keep the selection; a bad file leaves the layout as it is.
  static func reload(_ s: inout PlaygroundState, _ text: String, _ effects: inout [Effect]) {
    // Unsaved edits are never dropped without asking.
    if s.dirty {
      s.confirming = .reload(text)
      s.message = "\(s.path ?? "the file") changed on disk: R reloads it and drops your changes; s writes yours beside it; any other key keeps yours"
      return
    }
    applyReload(&s, text, &effects)
  }

  /// The file's new text, read by the source's format: the document it says,
  /// on the device, orientation and direction shown; a bad file leaves the layout as it is.
  static func applyReload(_ s: inout PlaygroundState, _ text: String, _ effects: inout [Effect]) {
    let reloaded: SourceReload
    do {
      reloaded = try s.sources.reload(s.source, text)
    } catch {
      s.message = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
      return
    }
    let keep = (s.document.orientation, s.document.device, s.document.direction)
    if reloaded.linesNameConstraints {
      // Documents on the undo stacks knew their constraints by the old file's
      // lines: to the new file they are all new.
      func forget(_ d: LayoutDocument) -> LayoutDocument {
        var d = d
        for i in d.constraints.indices { d.constraints[i].line = 0 }
        return d
      }
      s.undo.map(forget)
      s.undo.push(forget(s.document))
      s.redo.map(forget)
    } else {
      s.undo.push(s.document)
    }
    s.source = reloaded.source
    // The file's lesson may have changed: its steps start again, on the step shown while it is still there.
    let step = s.lessonState.step
    s.lessonState = LessonState()
    if let steps = s.lesson?.steps.count, step < steps { s.lessonState.step = step }
    s.savedDocument = reloaded.document
    s.document = reloaded.document
    (s.document.orientation, s.document.device, s.document.direction) = keep
    s.selectedConstraint = min(s.selectedConstraint, max(0, s.document.constraints.count - 1))
    s.selectedView = min(s.selectedView, max(0, s.document.views.count - 1))
    s.relayout()
    s.message = "reloaded \(s.path ?? "the scene")"
    effects.append(.reloaded)
  }

  /// The answer to a question the playground asked; false when the key is an ordinary one after all.
  static func answer(_ s: inout PlaygroundState, _ k: Key, _ effects: inout [Effect]) -> Bool {
    guard let question = s.confirming else { return false }
    s.confirming = nil
    switch (question, k) {
    case (.quit, .char("q")):
      effects.append(.quit)
      return true
    case (.reload(let text), .char("R")):
      applyReload(&s, text, &effects)
      return true
    case (.reload, .char("s")):
      return false  // saves beside the changed file (the front decides where)
    case (.writeInterfaceBuilder, .char("s")):
      s.writesInterfaceBuilder = true
      return false  // saves, and no longer asks
    case (.replaceFile(let path, let contents), .char("y")):
      effects.append(.export(path: path, contents: contents, confirmed: true))
      return true
    case (.replaceFile(let path, _), _):
      s.message = "not written: \(path) is kept as it was"
      return true
    default:
      s.message = question == .writeInterfaceBuilder ? "not saved: your edits stay" : "kept your changes"
      return true
    }
  }

  /// Pasted text goes into the text being edited or the `:` prompt; pasted
  /// on the canvas it opens the prompt with it, unsubmitted (a pasted
  /// constraint is read before it is added). Line breaks and tabs become
  /// spaces and other control characters are left out: both fields hold
  /// one line. A question waiting for its answer, the scene picker, and a
  /// window too small to show the prompt take no paste.
  static func paste(_ s: inout PlaygroundState, _ pasted: String) {
    let text = String(pasted.map { $0.isNewline || $0 == "\t" ? " " : $0 }.filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
    if var e = s.editing {
      e.text += text
      s.editing = e
    } else if let prompt = s.prompt {
      s.prompt = prompt + text
      s.message = nil
    } else if s.confirming != nil {
      // The question stays on screen, armed: only a key answers it.
      let note = " (a paste does not answer it)"
      if let question = s.message, !question.hasSuffix(note) { s.message = question + note }
    } else if s.scenePicker != nil || s.columns < Screen.minimumColumns || s.rows < Screen.minimumRows {
      s.message = "the paste was not taken: it goes into the : prompt or a text being edited"
    } else {
      s.showsHelp = false
      s.prompt = text
      s.message = "pasted into the : prompt: Enter adds it, Esc cancels"
    }
  }

  static func editText(_ s: inout PlaygroundState, _ k: Key) {
    guard var e = s.editing else { return }
    switch k {
    case .enter:
      s.editing = nil
      let name = e.view
      var measured = false
      s.change { d in
        if let i = d.index(ofView: name) {
          d.views[i].text = e.text
          // A view read from IB had the size IB measured; Plumb's metrics take over.
          if d.views[i].ibID != nil, d.views[i].intrinsicOverride != nil, [ViewKind.label, .button, .textfield].contains(d.views[i].kind) {
            d.views[i].intrinsicOverride = nil
            d.views[i].font = nil
            measured = true
          }
        }
      }
      s.message = "text of \(name) changed: its intrinsic size follows" + (measured ? " (Plumb's text metrics from now on)" : "")
      return
    case .escape: s.editing = nil; s.message = "edit cancelled"; return
    case .backspace: if !e.text.isEmpty { e.text.removeLast() }
    case .char(let c): if c.isLetter || c.isNumber || c.isPunctuation || c.isSymbol || c == " " { e.text.append(c) }
    default: break
    }
    s.editing = e
  }

  /// A key, then the message line says what it changed, unless the key said something itself.
  static func key(_ s: inout PlaygroundState, _ k: Key, _ effects: inout [Effect]) {
    let before = s.document
    s.message = nil
    keyBody(&s, k, &effects)
    guard s.message == nil, let change = DocumentChange.describe(from: before, to: s.document) else { return }
    switch k {
    case .char("u"): s.message = "undo: \(change)"
    case .char("U"): s.message = "redo: \(change)"
    default: s.message = change
    }
  }

  static func keyBody(_ s: inout PlaygroundState, _ k: Key, _ effects: inout [Effect]) {
    let vertical = s.verticalPrefix
    s.verticalPrefix = false
    switch k {
    case .up, .char("k"): move(&s, -1)
    case .down, .char("j"): move(&s, 1)
    case .tab: s.focus = s.focus == .constraints ? .views : .constraints
    case .char("q"):
      if s.asksBeforeQuitting {
        s.confirming = .quit
        s.message = "unsaved changes: q again quits without saving; s saves; any other key stays"
      } else {
        effects.append(.quit)
      }
    case .char("?"):
      s.showsHelp.toggle()
      s.showsLegend = false
      s.helpOffset = 0
    case .char("u"):
      guard let d = s.undo.pop() else { s.message = "nothing to undo"; return }
      s.redo.push(s.document)
      restore(&s, d)
    case .char("U"):
      guard let d = s.redo.pop() else { s.message = "nothing to redo"; return }
      s.undo.push(s.document)
      restore(&s, d)
    case .char("r"):
      // Read again for the other orientation where the format depends on it (an IB scene's safe area and bars turn with it).
      guard reread(&s, device: s.document.device, orientation: s.document.orientation.rotated) else { return }
      s.message = "rotated to \(s.document.orientation.rawValue): \(s.result.traits)"
    case .char("d"):
      guard reread(&s, device: s.source.device(after: s.document.device), orientation: s.document.orientation) else { return }
      s.message = "device \(s.interfaceBuilder?.picked?.name ?? s.document.device.name): \(s.result.traits)"
    case .char("b"), .char("B"):
      let sizes = ContentSizeCategory.allCases
      let next = s.textStress.textSize.rawValue + (k == .char("b") ? 1 : -1)
      guard sizes.indices.contains(next) else {
        s.message = "text size \(s.textStress.textSize.shortName) is the \(next < 0 ? "smallest" : "largest") there is"
        return
      }
      s.textStress.textSize = sizes[next]
      s.relayout()
      s.message = "text size \(sizes[next].shortName)" + textStressNote(s)
    case .char("p"):
      switch s.textStress.pseudo {
      case nil: s.textStress.pseudo = .double
      case .double: s.textStress.pseudo = .accented
      default: s.textStress.pseudo = nil
      }
      s.relayout()
      s.message = (s.textStress.pseudo.map { "pseudolanguage: \($0.phrase)" } ?? "pseudolanguage off: the texts as written") + textStressNote(s)
    case .char("l"):
      s.change { $0.direction = $0.direction == .leftToRight ? .rightToLeft : .leftToRight }
    case .char("z"), .char("Z"):
      zoomKey(&s, closer: k == .char("z"))
    case .char("a"):
      s.animates.toggle()
      s.animation = nil
      s.message = s.animates ? "animation on: changes slide over 250 ms" : "animation off"
    case .char("s"):
      if s.course != nil {
        s.message = "a lesson of the course is built in, not a file: nothing to save (E writes its layout as UIKit code; the lessons are the files of Scenes/ in Plumb's repository)"
        return
      }
      // Xcode owns a storyboard or xib: the first save into one asks.
      if let path = s.path, s.interfaceBuilder != nil, s.dirty, !s.writesInterfaceBuilder {
        let name = (path as NSString).lastPathComponent
        s.confirming = .writeInterfaceBuilder
        s.message = "save into \(name), which Xcode owns? Only the values you edited change, and \(name)~ keeps the file as it was. s saves, any other key does not"
        return
      }
      switch s.sources.save(s.source, s.document, s.dirty) {
      case .refused(let why):
        s.message = why
      case .writing(let source, let writes, let message, let pending):
        s.source = source
        if pending { s.pendingSave = s.document }
        if let message { s.message = message }
        effects += writes
      }
    case .char("t"):
      guard !s.namedStates.isEmpty else {
        s.message = "no named states: Swift code that changes kept constraints later (a constant, isActive) offers them"
        return
      }
      guard s.source.imported?.base.constraints.count == s.document.constraints.count else {
        s.message = "constraints were added or deleted since the file was read: its named states no longer apply"
        return
      }
      let next = s.namedState.map { $0 + 1 < s.namedStates.count ? $0 + 1 : nil } ?? 0
      s.switchState(to: next)
    case .char("f"):
      guard s.source.imported.map({ !$0.variants.isEmpty }) == true else {
        s.message = "no choices: Swift code whose layout depends on an if or switch it cannot tell offers them"
        return
      }
      s.nextVariant()
    case .char("E"):
      effects.append(.export(path: s.exportPath, contents: .swift(s.document, source: (s.path ?? s.importedFrom).map { ($0 as NSString).lastPathComponent })))
    case .char("g"):
      foldSystemConstraints(&s)
    case .char("A"):
      guard s.result.ambiguousCount > 0 || s.exercising else {
        s.message = "no ambiguous view: every frame is the only one the constraints allow"
        return
      }
      s.toggleExercise()
      let moved = s.result.views.filter(\.isAmbiguous).map(\.name).joined(separator: ", ")
      s.message = s.exercising
        ? "another layout, as good as the first: \(moved) moved (exerciseAmbiguityInLayout); A goes back"
        : "back to the engine's layout"
    case .char("w"):
      whyNext(&s)
    case .char(":"):
      s.prompt = ""
    case .char("x"):
      Prompt.deleteSelection(&s)
    case .char("o"):
      openScenePicker(&s)
    case .char("n"), .char("N"):
      s.showScene((s.interfaceBuilder?.index ?? 0) + (k == .char("n") ? 1 : -1))
    case .char("v"):
      s.verticalPrefix = true
      s.message = "vertical: h/H hugging, c/C compression resistance"
    case .char("h"), .char("H"), .char("c"), .char("C"), .char("e"):
      viewKey(&s, k, vertical: vertical)
    case .char("+"), .char("-"), .char("]"), .char("["), .char(">"), .char("<"), .char("*"), .char("/"), .char("="), .char(" "):
      constraintKey(&s, k)
    case _ where presetPriority(k) != nil:
      constraintKey(&s, k)
    case .escape, .enter, .left, .right, .backspace:
      break
    case .char(let c):
      s.message = "no key '\(c)': press ? for the keys"
    }
  }

  /// The document shown read again for `device` and `orientation` by the
  /// source's format: an undoable change where the file holds them (a
  /// scene), else a way of showing the file that carries every kept
  /// document over (an Interface Builder file); false (the error said) when it cannot be.
  static func reread(_ s: inout PlaygroundState, device: Device, orientation: Orientation) -> Bool {
    do {
      let reread = try s.sources.reread(s.source, s.document, device, orientation)
      s.source = reread.source
      guard let carry = reread.carry else {
        s.change { $0 = reread.document }
        return true
      }
      // How the file is shown, not an edit of it: every document kept is carried over, edits and all.
      s.undo.carry(carry)
      s.redo.carry(carry)
      s.savedDocument = carry(s.savedDocument)
      s.pendingSave = s.pendingSave.map(carry)
      let (constraint, view) = (s.document.constraints.indices.contains(s.selectedConstraint) ? s.document.constraints[s.selectedConstraint] : nil, s.document.views.indices.contains(s.selectedView) ? s.document.views[s.selectedView].name : nil)
      s.document = reread.document
      // The same constraint and view stay selected where they still are (the read may list them elsewhere).
      s.selectedConstraint = constraint.flatMap { c in s.document.constraints.firstIndex { $0.isSameConstraint(as: c) } } ?? min(s.selectedConstraint, max(0, s.document.constraints.count - 1))
      s.selectedView = view.flatMap { s.document.index(ofView: $0) } ?? min(s.selectedView, max(0, s.document.views.count - 1))
      s.relayout()
      return true
    } catch {
      s.message = "\(error)"
      return false
    }
  }

  /// Puts back a document from the undo or redo stack.
  static func restore(_ s: inout PlaygroundState, _ d: LayoutDocument) {
    s.document = d
    s.relayout()
  }

  /// `z` and `Z`: zoom in on the selection (halving the zoom, down to one
  /// cell for 8×16 points), and back out to the whole canvas at once.
  static func zoomKey(_ s: inout PlaygroundState, closer: Bool) {
    let geometry = Screen.Geometry(s, s.displayedResult())
    if closer {
      guard geometry.zoom > 1 else {
        s.message = "zoom 1:1 is the closest: a cell is 8x16 points, a character of text"
        return
      }
      // The whole drawing is made before the window is cut from it: it must fit a grid.
      let (w, h) = CanvasRenderer.cells(s.result.canvas, zoom: max(1, geometry.zoom / 2))
      guard w + 2 <= Grid.maximumColumns, (w + 2).multipliedReportingOverflow(by: h + 2).partialValue <= Grid.maximumCells / 4 else {
        s.message = "the canvas is too large to draw any closer"
        return
      }
      s.zoomSteps += 1
    } else {
      guard s.zoomSteps > 0 else {
        s.message = "the whole canvas is shown"
        return
      }
      s.zoomSteps = 0
    }
    let now = Screen.Geometry(s, s.displayedResult())
    let around = Screen.focusFrame(s, s.result) == nil ? "" : " around the selection"
    s.message = now.zoom < now.fitZoom ? "zoom 1:\(formatPoints(now.zoom))\(around) (Z zooms out, Tab and j/k move the selection)" : "the whole canvas"
  }

  /// `g`: shows or folds the constraints no author wrote. Folding them
  /// while one is selected selects the author's last one instead.
  static func foldSystemConstraints(_ s: inout PlaygroundState) {
    let system = s.document.constraints.indices.filter { s.document.constraints[$0].isSystemMade }
    guard !system.isEmpty else {
      s.message = "every constraint here was written by the layout's author"
      return
    }
    s.showsSystemConstraints.toggle()
    if !s.showsSystemConstraints, system.contains(s.selectedConstraint),
      let last = s.document.constraints.indices.last(where: { !s.document.constraints[$0].isSystemMade })
    {
      s.selectedConstraint = last
    }
    let what = "\(system.count) constraint\(system.count == 1 ? "" : "s") made by UIKit or Interface Builder"
    s.message = s.showsSystemConstraints ? "\(what): listed last" : "\(what): folded (g shows them)"
  }

  static func move(_ s: inout PlaygroundState, _ delta: Int) {
    if s.focus == .constraints {
      // Through the list's order: the author's constraints, then UIKit's when shown.
      let listed = s.listedConstraints
      let n = listed.count
      guard n > 0 else { return }
      guard let k = listed.firstIndex(of: s.selectedConstraint) else { s.selectedConstraint = listed[0]; return }
      s.selectedConstraint = listed[((k + delta) % n + n) % n]
    } else {
      let n = s.document.views.count
      guard n > 0 else { return }
      s.selectedView = (s.selectedView + delta + n) % n
    }
  }

  /// The keys `1`…`4`: the priorities layouts set most (`LayoutPriority.common`), low to high.
  static let priorityKeys: [(key: Character, priority: LayoutPriority)] = zip("1234", LayoutPriority.common).map { ($0, $1) }

  /// The priority a preset key sets; nil for any other key.
  static func presetPriority(_ k: Key) -> LayoutPriority? {
    guard case .char(let c) = k else { return nil }
    return priorityKeys.first { $0.key == c }?.priority
  }

  static func constraintKey(_ s: inout PlaygroundState, _ k: Key) {
    let i = s.selectedConstraint
    guard s.document.constraints.indices.contains(i) else { s.message = "this scene has no constraints"; return }
    let c = s.document.constraints[i]
    let wasInstalled = s.result.constraints.indices.contains(i) && s.result.constraints[i].installed
    switch k {
    // Edits keep the numbers inside the scene format's bounds, so that a saved scene reads back.
    case .char("+"), .char("-"), .char("]"), .char("["):
      let step: Double = k == .char("+") ? 1 : k == .char("-") ? -1 : k == .char("]") ? 10 : -10
      let constant = c.constant + step
      if let why = Bound.constant.violation(constant) { s.message = why; return }
      s.change { $0.constraints[i].constant = constant }
    case .char(">"): s.change { $0.constraints[i].priority = $0.constraints[i].priority.adding(1) }
    case .char("<"): s.change { $0.constraints[i].priority = $0.constraints[i].priority.adding(-1) }
    case .char("*"), .char("/"):
      guard c.secondItem != nil else { s.message = "\(c.notation) has no second item to multiply"; return }
      let multiplier = c.multiplier * (k == .char("*") ? 2 : 0.5)
      if let why = Bound.multiplier.violation(multiplier) { s.message = why; return }
      s.change { $0.constraints[i].multiplier = multiplier }
    case .char("="): s.change { $0.constraints[i].relation = c.relation.next }
    case .char(" "): s.change { $0.constraints[i].isActive.toggle() }
    default:
      if let p = presetPriority(k) { s.change { $0.constraints[i].priority = p } }
    }
    // Said from the layout before the change, so that any layout client says the same.
    if s.message == nil, wasInstalled, let w = Diagnostic.priorityMutation(from: c, to: s.document.constraints[i]) {
      s.message = "UIKit would raise: \(w.message) The playground applied it anyway, for teaching."
    }
  }

  static func viewKey(_ s: inout PlaygroundState, _ k: Key, vertical: Bool) {
    guard s.document.views.indices.contains(s.selectedView) else { s.message = "this scene has no views"; return }
    if s.focus != .views {
      s.message = "select a view first: Tab switches to the view list"
      return
    }
    let i = s.selectedView
    let v = s.document.views[i]
    switch k {
    case .char("e"):
      guard v.kind.hasText else { s.message = "\(v.kind.withArticle.capitalizedFirst) has no text"; return }
      s.editing = (v.name, v.text)
    case .char("h"), .char("H"):
      let d: Double = k == .char("h") ? -1 : 1
      s.change { doc in
        if vertical { doc.views[i].hugging.vertical = doc.views[i].hugging.vertical.adding(d) } else {
          doc.views[i].hugging.horizontal = doc.views[i].hugging.horizontal.adding(d)
        }
      }
    case .char("c"), .char("C"):
      let d: Double = k == .char("c") ? -1 : 1
      s.change { doc in
        if vertical { doc.views[i].compressionResistance.vertical = doc.views[i].compressionResistance.vertical.adding(d) } else {
          doc.views[i].compressionResistance.horizontal = doc.views[i].compressionResistance.horizontal.adding(d)
        }
      }
    default: break
    }
  }

  /// `w`: selects, one after another, the scene's constraints that hold on
  /// the selected view (its "why this frame"), or on the selected
  /// constraint's first view.
  static func whyNext(_ s: inout PlaygroundState) {
    let name: String? = s.focus == .views
      ? (s.document.views.indices.contains(s.selectedView) ? s.document.views[s.selectedView].name : nil)
      : s.whyView ?? (s.document.constraints.indices.contains(s.selectedConstraint) ? s.document.constraints[s.selectedConstraint].viewNames.first : nil)
    guard let name else {
      s.message = "select a view first"
      return
    }
    let holding = Axis.allCases.flatMap { s.result.constraintsHolding(name, $0) }.compactMap(\.sceneIndex)
    var seen: Set<Int> = []
    let indices = holding.filter { seen.insert($0).inserted }.sorted()
    guard !indices.isEmpty else {
      s.message = "no constraint of the scene holds on \(name)"
      return
    }
    let next = s.focus == .constraints && s.whyView == name ? indices.first { $0 > s.selectedConstraint } ?? indices[0] : indices[0]
    s.focus = .constraints
    s.selectedConstraint = next
    s.whyView = name
    let k = (indices.firstIndex(of: next) ?? 0) + 1
    s.message = "why \(name): \(k) of \(indices.count), \(SceneWriter.constraintText(s.document.constraints[next])) (w: next)"
  }
}

extension Reducer {
  /// What the text stress shown does to the layout, for the status line:
  /// which texts UIKit now truncates, or that a scene's views have no text style to grow.
  static func textStressNote(_ s: PlaygroundState) -> String {
    let d = s.shownDocument
    let styled = d.views.contains { $0.kind.hasText && $0.textStyle != nil }
    let cut = d.views.filter { v in v.kind.hasText && !v.isHidden && (s.result.view(v.name).map { v.truncatesText(in: $0.frame) } ?? false) }.map(\.name)
    var note = ""
    if !styled && s.textStress.textSize != .large { note += "; no view has a text style (style=body) to grow" }
    if !cut.isEmpty { note += "; truncated: " + cut.prefix(4).joined(separator: ", ") + (cut.count > 4 ? " and \(cut.count - 4) more" : "") }
    return note
  }
}
