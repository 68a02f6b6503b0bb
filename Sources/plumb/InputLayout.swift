import PlumbDiagnostics
import PlumbLayout

/// One layout an input holds, as the commands print it.
struct InputLayout {
  /// The line printed above its drawing when the input holds several (an Interface Builder scene's name and id); nil for none.
  var heading: String?
  /// How reports name the layout when its document has no title.
  var name: String
  var document: LayoutDocument
  /// The layout, when the reader already solved it.
  var result: LayoutResult? = nil
  /// Warnings the reader gave (printed to standard error unless the input is quiet); `check` reports them as findings.
  var warnings: [LocatedMessage] = []
  /// The reader's notes, printed with its warnings (unless the input is quiet).
  var notes: [LocatedMessage] = []
  /// The `.scene` text of the format's own converter (its notes in comments), for `convert`; nil: `SceneWriter`'s.
  var sceneText: String? = nil
}
