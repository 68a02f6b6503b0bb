import Foundation
import PlumbInterfaceBuilder
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
    case .saved(let error):
      if error == nil, var source = s.interfaceBuilder, let text = source.pendingText {
        // What is on disk now is the baseline of the next save.
        source.text = text
        do {
          source.tree = try InterfaceBuilderReader.tree(Data(text.utf8), file: source.file.file)
        } catch {
          // Parsed again from the text when next needed, where the error is said.
          source.tree = nil
        }
        source.pendingText = nil
        source.file.scenes[source.index].document.constraints = s.document.constraints
        source.file.scenes[source.index].document.views = s.document.views
        s.interfaceBuilder = source
      }
      if let error { s.message = "not saved: \(error)" } else {
        s.message = "saved \(s.path ?? "") (the previous version is \(s.path ?? "")~)"
        s.dirty = false
      }
    case .redrawn(let us):
      s.redrawMicroseconds = us
    case .fileChanged(let text):
      reload(&s, text)
    case .key(let k):
      if s.editing != nil {
        editText(&s, k)
      } else if s.showsHelp, k != .char("q") {
        s.showsHelp = false
      } else {
        key(&s, k, &effects)
      }
    }
    return effects
  }

  /// The file changed on disk: parse it, keep the selection; a bad file leaves the layout as it is.
  static func reload(_ s: inout PlaygroundState, _ text: String) {
    if let source = s.interfaceBuilder { return reloadInterfaceBuilder(&s, source, text) }
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
      var measured = false
      s.change { d in
        if let i = d.index(ofView: name) {
          d.views[i].text = e.text
          // A view read from IB had the size IB measured; Plumb's metrics take over.
          if d.views[i].ibID != nil, d.views[i].intrinsicOverride != nil, [ViewKind.label, .button, .textfield].contains(d.views[i].kind) {
            d.views[i].intrinsicOverride = nil
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

  static func key(_ s: inout PlaygroundState, _ k: Key, _ effects: inout [Effect]) {
    s.message = nil
    let vertical = s.verticalPrefix
    s.verticalPrefix = false
    switch k {
    case .up, .char("k"): move(&s, -1)
    case .down, .char("j"): move(&s, 1)
    case .tab: s.focus = s.focus == .constraints ? .views : .constraints
    case .char("q"): effects.append(.quit)
    case .char("?"): s.showsHelp.toggle()
    case .char("u"):
      guard let d = s.undoStack.popLast() else { s.message = "nothing to undo"; return }
      s.redoStack.append(s.document)
      restore(&s, d)
    case .char("U"):
      guard let d = s.redoStack.popLast() else { s.message = "nothing to redo"; return }
      s.undoStack.append(s.document)
      restore(&s, d)
    case .char("r") where s.interfaceBuilder != nil:
      // Read again for the other orientation: the safe area and bars turn with it.
      let device = s.pickedDevice ? Device.named(s.document.device.name) : nil
      do {
        let d = try s.rederived(device: device, orientation: s.document.orientation.rotated)
        s.change { $0 = d }
        s.message = "rotated to \(s.document.orientation.rawValue): \(s.result.traits)"
      } catch {
        s.message = "\(error)"
      }
    case .char("d") where s.interfaceBuilder != nil:
      let presets = Device.interfaceBuilderPresets
      let i = presets.firstIndex { $0.name == s.document.device.name } ?? -1
      do {
        let d = try s.rederived(device: presets[(i + 1) % presets.count], orientation: s.document.orientation)
        s.pickedDevice = true
        s.change { $0 = d }
        s.message = "device \(s.document.device.name): \(s.result.traits)"
      } catch {
        s.message = "\(error)"
      }
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
      if let source = s.interfaceBuilder { return saveInterfaceBuilder(&s, source, path, &effects) }
      effects.append(.save(path: path, contents: SceneWriter.write(s.scene, s.document)))
    case .char("n"), .char("N"):
      guard let source = s.interfaceBuilder else { s.message = "a .scene file holds one scene"; return }
      s.showScene(source.index + (k == .char("n") ? 1 : -1))
      let n = s.interfaceBuilder?.file.scenes.count ?? 0
      s.message = "scene \((s.interfaceBuilder?.index ?? 0) + 1) of \(n): \(s.interfaceBuilder?.scene?.name ?? "")"
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
    let wasInstalled = s.result.constraints.indices.contains(i) && s.result.constraints[i].installed
    switch k {
    case .char("+"): s.change { $0.constraints[i].constant += 1 }
    case .char("-"): s.change { $0.constraints[i].constant -= 1 }
    case .char("]"): s.change { $0.constraints[i].constant += 10 }
    case .char("["): s.change { $0.constraints[i].constant -= 10 }
    case .char(">"): s.change { $0.constraints[i].priority = min(1000, $0.constraints[i].priority + 1) }
    case .char("<"): s.change { $0.constraints[i].priority = max(1, $0.constraints[i].priority - 1) }
    case .char("1"): s.change { $0.constraints[i].priority = 250 }
    case .char("2"): s.change { $0.constraints[i].priority = 750 }
    case .char("3"): s.change { $0.constraints[i].priority = 999 }
    case .char("4"): s.change { $0.constraints[i].priority = 1000 }
    case .char("*"), .char("/"):
      guard c.secondItem != nil else { s.message = "\(c.notation) has no second item to multiply"; return }
      s.change { $0.constraints[i].multiplier *= (k == .char("*") ? 2 : 0.5) }
    case .char("="): s.change { $0.constraints[i].relation = c.relation.next }
    case .char(" "): s.change { $0.constraints[i].isActive.toggle() }
    default: break
    }
    // Said from the layout before the change, so that any layout client says the same.
    if s.message == nil, wasInstalled, let w = Diagnostic.priorityMutation(from: c, to: s.document.constraints[i]) { s.message = w.message }
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
