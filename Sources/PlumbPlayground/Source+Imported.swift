import PlumbLayout
import PlumbScene

extension Source {
  /// `s` on an imported document: the document as a new `.scene` beside the
  /// file it came from (each view's original id in a comment); that file is never written.
  static func saveImported(_ imported: ImportedSource, _ document: LayoutDocument) -> SourceSave {
    let from = imported.path
    var notes: [String: String] = [:]
    for v in document.views { if let id = v.ibID { notes[v.name] = id } }
    let name = document.title ?? from
    let text = DocumentConverter.convert(
      document, name: name, header: ["Saved by the plumb playground from \(from), which is unchanged."], viewNotes: notes
    ).text
    return .writing(
      .imported(imported), effects: [.saveNew(beside: from, contents: text)],
      message: "saving a new .scene beside \(from) (\(from) itself is never changed)…", pending: false)
  }
}
