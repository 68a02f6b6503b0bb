import PlumbLayout

/// What `convert` writes from: the document, how the code's header names its source, and the `.scene` text when the format has its own.
struct Conversion {
  var document: LayoutDocument
  var source: String
  var sceneText: String?
}
