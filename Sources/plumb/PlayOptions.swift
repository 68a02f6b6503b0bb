/// The playground's options that formats read (`plumb play`'s flags).
struct PlayOptions {
  var ascii: Bool
  /// For Swift code: values the file cannot tell, `NAME=VALUE`.
  var defines: [String] = []
  /// For Swift code: the named state to open on.
  var state: String? = nil
}
