/// Why a `--set` change cannot be read or applied, in words for the command line.
public struct ConstraintChangeError: Error, CustomStringConvertible, Equatable {
  public var description: String
  init(_ d: String) { description = d }
}
