/// A test on a file's content (and path) that says it is in one format.
/// Tests run in the order of their ranks, across every format (see `InputFormats`).
struct ContentSniff {
  /// Its place among every format's tests: lower runs first.
  let rank: Int
  /// Whether `text`, read from `path` (`-` for standard input), is in the format.
  let matches: (_ text: String, _ path: String) -> Bool
}
