import PlumbPlayground
import PlumbReports
import PlumbScene

/// One input format the commands read: an entry of `InputFormats`.
///
/// An entry says how the format is recognised (its extensions, and tests
/// on the content ranked in the order `InputFormats` documents) and how it
/// is read into what the commands need: the layouts to print, and the
/// playground on it. Where a format prints something of its own (Interface
/// Builder's report of every scene, a conflict log's explanation), the
/// entry says so in the matching override; otherwise the commands print
/// the common output (`InputFormat+Commands.swift`). A new format is one
/// reader plus one entry here and in `InputFormats.all`.
struct InputFormat {
  /// How messages and tests name the format.
  let name: String
  /// How a message names one file of the format ("scene file", "Swift file").
  let fileNoun: String
  /// The extensions (lowercased, with the dot) that decide the format by themselves.
  let extensions: [String]
  /// Whether the format's reader reads the file itself: the format is then
  /// decided from the name alone, before any text is read.
  var readsItsOwnFile = false
  /// Tests on the text (and the path) of a file whose extension decides nothing.
  var sniffs: [ContentSniff] = []
  /// Reads the input with the command line's options into its layouts (its warnings to standard error).
  let read: (Input, SceneOptions) throws -> [InputLayout]
  /// The playground on the input.
  let play: (Input, PlayOptions) throws -> (PlaygroundState, SceneFile?)
  /// `solve`, when the format reports its own way (json or not); nil: each layout's `LayoutReport`.
  var solve: ((Input, SceneOptions, _ json: Bool) throws -> Void)? = nil
  /// `check`, when the format checks its own way; nil: each layout's diagnostics (`--all-devices` and `--all-choices` refused).
  var check: ((Input, SceneOptions, CheckScope) throws -> CheckReport)? = nil
  /// `convert`'s source, when the format has its own; nil: the one layout read, as `SceneWriter` writes it.
  var convert: ((Input, SceneOptions, Convert.Format) throws -> Conversion)? = nil
}
