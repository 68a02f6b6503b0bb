import PlumbLayout
import PlumbScene

extension PlaygroundState {
  /// The playground on a document read from a file it cannot write back
  /// (a conflict log or Swift code at `path`): no file is watched, and `s` saves a new
  /// `.scene` beside the file instead of overwriting it.
  /// `states` are the named states the file offers (`t` switches among
  /// them); `state` is the one to open on.
  public init(
    imported document: LayoutDocument, from path: String, note: String? = nil, states: [NamedState] = [], state: Int? = nil,
    variants: [ImportedVariant] = [], columns: Int = 120, rows: Int = 40, ascii: Bool = false, layout: LayoutClient = .engine(), sources: SourceClient = .live
  ) throws {
    self.init(
      source: .imported(ImportedSource(path: path, states: states, base: document, variants: variants)), document: document, columns: columns, rows: rows,
      ascii: ascii, layout: layout, sources: sources)
    message = note
    if let state, states.indices.contains(state) {
      switchState(to: state)
      undo.removeAll()
    }
  }

  /// Shows named state `k` (nil: the document as first written): the
  /// constraints any state changes take the first values, then `k`'s; every
  /// other edit stays. Undoable.
  mutating func switchState(to k: Int?) {
    guard var imported = source.imported else { return }
    let base = imported.base
    let touched = Set(imported.states.flatMap { $0.changes.map(\.constraint) })
    let target = k.map { imported.states[$0] }
    change { d in
      guard d.constraints.count == base.constraints.count else { return }
      for i in touched where d.constraints.indices.contains(i) {
        d.constraints[i].constant = base.constraints[i].constant
        d.constraints[i].isActive = base.constraints[i].isActive
      }
      if let target { d = target.applied(to: d) }
    }
    imported.shown = k
    source = .imported(imported)
    message = k.map { "state \(imported.states[$0].summary(base)); t: next" } ?? "the layout as first written; t: next state"
  }
}

extension PlaygroundState {
  /// Shows the file's next other layout (`ImportedVariant`), after the last
  /// the layout as first read: the whole document is replaced, undoably.
  mutating func nextVariant() {
    guard var imported = source.imported, !imported.variants.isEmpty else { return }
    let next = imported.variant.map { $0 + 1 < imported.variants.count ? $0 + 1 : nil } ?? 0
    let target = next.map { imported.variants[$0].document } ?? imported.base
    change { $0 = target }
    imported.variant = next
    // The named states are the first layout's: back to it, none is shown.
    imported.shown = nil
    source = .imported(imported)
    message = next.map { "choice \(imported.variants[$0].label) (\($0 + 1) of \(imported.variants.count)); f: next" } ?? "the layout as first read; f: next choice"
  }
}

extension Reducer {
  /// The new `.scene` was written: the playground now edits it, as if opened on it.
  static func openSaved(_ s: inout PlaygroundState, _ scene: Scene, _ path: String) {
    let from = s.importedFrom ?? "the file read"
    var opened = PlaygroundState(scene: scene, path: path, columns: s.columns, rows: s.rows, ascii: s.ascii, layout: s.layoutClient, sources: s.sources)
    opened.animates = s.animates
    opened.language = s.language
    opened.message = "saved as \(path); \(from) is unchanged; the playground now edits \(path)"
    s = opened
  }
}
