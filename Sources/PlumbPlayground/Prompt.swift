import PlumbDiagnostics
import PlumbLayout
import PlumbScene

/// Editing without leaving the playground: the `:` prompt adds a constraint
/// (the scene's notation or a Visual Format line) or a view, or changes the
/// selected view's settings (`key=value ...`); `x` deletes the selection.
/// Every change goes through `PlaygroundState.change`, so it can be undone.
enum Prompt {
  static func key(_ s: inout PlaygroundState, _ k: Key) {
    guard var text = s.prompt else { return }
    switch k {
    case .escape:
      s.prompt = nil
      s.message = "cancelled"
      return
    case .enter:
      submit(&s, text)
      return
    case .backspace:
      if !text.isEmpty { text.removeLast() }
      s.message = nil
    case .char(let c):
      if !c.isNewline { text.append(c) }
      s.message = nil
    default:
      break
    }
    s.prompt = text
  }

  /// Applies the typed statement; a statement that does not parse keeps the
  /// prompt open with the parser's located error.
  static func submit(_ s: inout PlaygroundState, _ text: String) {
    let typed = text.trimmingBlanks
    guard !typed.isEmpty else {
      s.prompt = nil
      return
    }
    do {
      if s.focus == .views, let i = selectedView(s), typed.split(separator: " ").allSatisfy({ $0.contains("=") }) {
        try setKeys(&s, view: i, typed)
      } else {
        try add(&s, typed)
      }
      s.prompt = nil
    } catch let e as SceneError {
      s.message = e.located.header
    } catch {
      s.message = "\(error)"
    }
  }

  static func selectedView(_ s: PlaygroundState) -> Int? {
    s.document.views.indices.contains(s.selectedView) ? s.selectedView : nil
  }

  /// A new constraint (or a VFL line's) or a new view.
  static func add(_ s: inout PlaygroundState, _ typed: String) throws {
    switch try SceneParser.parseStatement(typed, in: s.document) {
    case .constraints(let cs):
      let first = s.document.constraints.count
      s.change { $0.constraints += cs }
      s.focus = .constraints
      s.selectedConstraint = first
      s.message = "added \(cs.count == 1 ? SceneWriter.constraintText(cs[0]) : "\(cs.count) constraints from \(typed)")"
    case .view(let v):
      s.change { d in
        d.views.append(v)
        // A new stack's arranged views become its subviews, as the parser makes them.
        for n in v.stack?.arranged ?? [] {
          if let i = d.index(ofView: n), d.views[i].parent == nil { d.views[i].parent = v.name }
        }
      }
      s.focus = .views
      s.selectedView = s.document.views.count - 1
      s.message = "added \(SceneWriter.viewText(v))"
    }
  }

  /// `key=value ...` for the selected view: its statement with those keys
  /// replaced, parsed as a whole (so the parser's rules and errors apply).
  static func setKeys(_ s: inout PlaygroundState, view i: Int, _ typed: String) throws {
    let old = s.document.views[i]
    var words = SceneWriter.viewText(old).split(separator: " ").map(String.init)
    for pair in typed.split(separator: " ").map(String.init) {
      let key = pair.prefix { $0 != "=" }
      if let k = words.firstIndex(where: { $0.hasPrefix(key + "=") }) { words[k] = pair } else { words.append(pair) }
    }
    var context = s.document
    context.views.remove(at: i)
    guard case .view(let v) = try SceneParser.parseStatement(words.joined(separator: " "), in: context) else { return }
    s.change { $0.views[i] = v }
    s.message = "\(old.name): \(typed)"
  }

  /// Deletes the selected constraint, or the selected view with its
  /// subviews and every constraint that names one of them (as
  /// `removeFromSuperview` does).
  static func deleteSelection(_ s: inout PlaygroundState) {
    if s.focus == .constraints {
      let i = s.selectedConstraint
      guard s.document.constraints.indices.contains(i) else {
        s.message = "no constraint to delete"
        return
      }
      let text = SceneWriter.constraintText(s.document.constraints[i])
      s.change { $0.constraints.remove(at: i) }
      s.selectedConstraint = min(i, max(0, s.document.constraints.count - 1))
      s.message = "deleted \(text)"
      return
    }
    guard let i = selectedView(s) else {
      s.message = "no view to delete"
      return
    }
    let name = s.document.views[i].name
    var removed = (views: 0, constraints: 0)
    s.change { removed = $0.removeView(named: name) }
    s.selectedView = min(i, max(0, s.document.views.count - 1))
    s.message = "deleted \(name)" + (removed.views > 1 ? " and \(removed.views - 1) subviews" : "") + (removed.constraints > 0 ? ", with \(removed.constraints) constraints" : "")
  }
}
