import PlumbLayout
import PlumbScene

/// The playground's reducer: the only place the state changes.
public enum Reducer {
  public static func reduce(_ s: inout PlaygroundState, _ action: Action) {
    s.effects = []
    switch action {
    case .resize(let c, let r):
      s.columns = max(0, c)
      s.rows = max(0, r)
    case .tick(let t):
      s.now = t
      if !s.isAnimating { s.animation = nil }
    case .saved(let error):
      if let error { s.message = "not saved: \(error)" } else {
        s.message = "saved \(s.path ?? "") (the previous version is \(s.path ?? "")~)"
        s.dirty = false
      }
    case .redrawn(let us):
      s.redrawMicroseconds = us
    case .fileChanged(let text):
      reload(&s, text)
    case .fileUnreadable(let why):
      s.message = "not reloaded: \(why)"
    case .key(let k):
      if s.editing != nil { editText(&s, k); return }
      if s.showsHelp, k != .char("q") { s.showsHelp = false; return }
      key(&s, k)
    }
  }

  /// The file changed on disk: parse it, keep the selection; a bad file leaves the layout as it is.
  static func reload(_ s: inout PlaygroundState, _ text: String) {
    do {
      let scene = try SceneParser.parse(text, file: s.path ?? "scene")
      let keep = (s.document.orientation, s.document.device, s.document.direction)
      s.scene = scene
      s.undoStack.append(s.document)
      s.document = scene.document
      (s.document.orientation, s.document.device, s.document.direction) = keep
      s.selectedConstraint = min(s.selectedConstraint, max(0, s.document.constraints.count - 1))
      s.selectedView = min(s.selectedView, max(0, s.document.views.count - 1))
      s.dirty = false
      s.relayout()
      s.message = "reloaded \(s.path ?? "the scene")"
    } catch {
      s.message = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
    }
  }

  static func editText(_ s: inout PlaygroundState, _ k: Key) {
    guard var e = s.editing else { return }
    switch k {
    case .enter:
      s.editing = nil
      let name = e.view
      s.change { d in
        if let i = d.index(ofView: name) { d.views[i].text = e.text }
      }
      s.message = "text of \(name) changed: its intrinsic size follows"
      return
    case .escape: s.editing = nil; s.message = "edit cancelled"; return
    case .backspace: if !e.text.isEmpty { e.text.removeLast() }
    case .char(let c): if c.isLetter || c.isNumber || c.isPunctuation || c.isSymbol || c == " " { e.text.append(c) }
    default: break
    }
    s.editing = e
  }

  static func key(_ s: inout PlaygroundState, _ k: Key) {
    s.message = nil
    let vertical = s.verticalPrefix
    s.verticalPrefix = false
    switch k {
    case .up, .char("k"): move(&s, -1)
    case .down, .char("j"): move(&s, 1)
    case .tab: s.focus = s.focus == .constraints ? .views : .constraints
    case .char("q"): s.effects = [.quit]
    case .char("?"): s.showsHelp.toggle()
    case .char("u"):
      guard let d = s.undoStack.popLast() else { s.message = "nothing to undo"; return }
      s.redoStack.append(s.document)
      restore(&s, d)
    case .char("U"):
      guard let d = s.redoStack.popLast() else { s.message = "nothing to redo"; return }
      s.undoStack.append(s.document)
      restore(&s, d)
    case .char("r"):
      s.change { $0.orientation = $0.orientation.rotated }
      s.message = "rotated to \(s.document.orientation.rawValue): \(s.result.traits)"
    case .char("d"):
      let presets = Device.presets
      let i = presets.firstIndex { $0.name == s.document.device.name } ?? -1
      s.change { $0.device = presets[(i + 1) % presets.count] }
      s.message = "device \(s.document.device.name): \(s.result.traits)"
    case .char("l"):
      s.change { $0.direction = $0.direction == .leftToRight ? .rightToLeft : .leftToRight }
    case .char("a"):
      s.animates.toggle()
      s.animation = nil
      s.message = s.animates ? "animation on: changes slide over 250 ms" : "animation off"
    case .char("s"):
      guard let path = s.path else { s.message = "this scene has no file to save to"; return }
      s.effects = [.save(path: path, contents: SceneWriter.write(s.scene, s.document))]
    case .char("v"):
      s.verticalPrefix = true
      s.message = "vertical: h/H hugging, c/C compression resistance"
    case .char("h"), .char("H"), .char("c"), .char("C"), .char("e"):
      viewKey(&s, k, vertical: vertical)
    case .char("+"), .char("-"), .char("]"), .char("["), .char(">"), .char("<"), .char("1"), .char("2"), .char("3"), .char("4"),
      .char("*"), .char("/"), .char("="), .char(" "):
      constraintKey(&s, k)
    case .escape, .enter, .left, .right, .backspace:
      break
    case .char(let c):
      s.message = "no key '\(c)': press ? for the keys"
    }
  }

  /// Puts back a document from the undo or redo stack.
  static func restore(_ s: inout PlaygroundState, _ d: LayoutDocument) {
    s.document = d
    s.dirty = true
    s.relayout()
  }

  static func move(_ s: inout PlaygroundState, _ delta: Int) {
    if s.focus == .constraints {
      let n = s.document.constraints.count
      guard n > 0 else { return }
      s.selectedConstraint = (s.selectedConstraint + delta + n) % n
    } else {
      let n = s.document.views.count
      guard n > 0 else { return }
      s.selectedView = (s.selectedView + delta + n) % n
    }
  }

  static func constraintKey(_ s: inout PlaygroundState, _ k: Key) {
    let i = s.selectedConstraint
    guard s.document.constraints.indices.contains(i) else { s.message = "this scene has no constraints"; return }
    let c = s.document.constraints[i]
    switch k {
    // Edits keep the numbers inside the scene format's bounds, so that a saved scene reads back.
    case .char("+"), .char("-"), .char("]"), .char("["):
      let step: Double = k == .char("+") ? 1 : k == .char("-") ? -1 : k == .char("]") ? 10 : -10
      let constant = c.constant + step
      if let why = Bound.constant.violation(constant) { s.message = why; return }
      s.change { $0.constraints[i].constant = constant }
    case .char(">"): s.change { $0.constraints[i].priority = min(1000, $0.constraints[i].priority + 1) }
    case .char("<"): s.change { $0.constraints[i].priority = max(1, $0.constraints[i].priority - 1) }
    case .char("1"): s.change { $0.constraints[i].priority = 250 }
    case .char("2"): s.change { $0.constraints[i].priority = 750 }
    case .char("3"): s.change { $0.constraints[i].priority = 999 }
    case .char("4"): s.change { $0.constraints[i].priority = 1000 }
    case .char("*"), .char("/"):
      guard c.secondItem != nil else { s.message = "\(c.notation) has no second item to multiply"; return }
      let multiplier = c.multiplier * (k == .char("*") ? 2 : 0.5)
      if let why = Bound.multiplier.violation(multiplier) { s.message = why; return }
      s.change { $0.constraints[i].multiplier = multiplier }
    case .char("="): s.change { $0.constraints[i].relation = c.relation.next }
    case .char(" "): s.change { $0.constraints[i].isActive.toggle() }
    default: break
    }
    if s.message == nil, let w = s.result.diagnostics.first(where: { $0.kind == .priorityMutation }) { s.message = w.message }
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
      guard v.kind.hasText else { s.message = "a \(v.kind.rawValue) has no text"; return }
      s.editing = (v.name, v.text)
    case .char("h"), .char("H"):
      let d: Double = k == .char("h") ? -1 : 1
      s.change { doc in
        if vertical { doc.views[i].hugging.vertical = min(1000, max(1, doc.views[i].hugging.vertical + d)) } else {
          doc.views[i].hugging.horizontal = min(1000, max(1, doc.views[i].hugging.horizontal + d))
        }
      }
    case .char("c"), .char("C"):
      let d: Double = k == .char("c") ? -1 : 1
      s.change { doc in
        if vertical { doc.views[i].compressionResistance.vertical = min(1000, max(1, doc.views[i].compressionResistance.vertical + d)) } else {
          doc.views[i].compressionResistance.horizontal = min(1000, max(1, doc.views[i].compressionResistance.horizontal + d))
        }
      }
    default: break
    }
  }
}
