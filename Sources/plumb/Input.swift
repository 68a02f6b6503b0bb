import Foundation
import PlumbScene

/// What a command was given to lay out: a path or `-` (standard input),
/// read once, with its format decided in one place for every command
/// (`InputFormats`, which says in what order).
struct Input {
  /// The path as given (`-` for standard input).
  let path: String
  let format: InputFormat
  /// The text (without a byte-order mark), and the file as read, for
  /// every format but Interface Builder's, which its reader reads itself.
  let file: SceneFile?

  /// How messages name the input: the path, or `<stdin>`.
  var name: String { path == "-" ? "<stdin>" : path }
  var text: String { file?.text ?? "" }
  /// How converted code's header names the input: the file's name, or `standard input`.
  var sourceName: String { path == "-" ? "standard input" : (path as NSString).lastPathComponent }

  /// Reads `path` (or standard input for `-`) and decides its format.
  /// - Throws: `Failure` when it cannot be read (see `SceneOptions.readSceneText`).
  static func read(_ path: String) throws -> Input {
    if let format = InputFormats.byExtension(path), format.readsItsOwnFile { return Input(path: path, format: format, file: nil) }
    let text = path == "-" ? try readStandardInput() : try SceneOptions.readSceneText(path)
    let file = SceneFile(path: path, bytes: Array(text.utf8))
    return Input(path: path, format: InputFormats.recognise(file.text, path: path), file: file)
  }

  /// Everything on standard input (a paste ended with Ctrl-D), with the
  /// bound and the UTF-8 check of a file.
  static func readStandardInput() throws -> String {
    try SceneOptions.readAll(STDIN_FILENO, name: "<stdin>")
  }
}
