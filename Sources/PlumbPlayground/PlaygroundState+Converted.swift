import PlumbLayout
import PlumbScene

extension PlaygroundState {
  /// The playground on a layout read from a format it does not write (Swift
  /// code), as the `.scene` at `path`: the scene counts as unsaved until
  /// `s` writes it there (beside an existing file that differs, as for any
  /// scene), and `message` says where it came from.
  public init(converted scene: Scene, path: String, message: String, ascii: Bool = false) {
    self.init(scene: scene, path: path, ascii: ascii)
    savedDocument = LayoutDocument()
    self.message = message
  }
}
