/// Why the source cannot do what was asked.
public enum SourceError: Error, CustomStringConvertible {
  /// The source has no file the playground watches (an import): nothing to read again.
  case notReloadable(Source)

  public var description: String {
    switch self {
    case .notReloadable(let source): return "\(source.imported?.path ?? "this document") was imported: the playground does not read it again"
    }
  }
}
