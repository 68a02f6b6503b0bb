/// Where the paste of a conflict's list is incomplete: the constraints
/// that conflict are then probably among what is missing.
public enum PasteGap: Equatable, Sendable {
  /// A line of `...` or `…`: the person who pasted it left constraints out.
  case elided(line: Int)
  /// A description without its `>`: the paste stops there.
  case cut(CutDescription)
}
