/// One "Unable to simultaneously satisfy constraints" of a log.
public struct LoggedConflict: Equatable, Sendable {
  /// Where the message starts (1-based).
  public var line: Int
  public var column: Int
  /// The line that holds the message, as written.
  public var sourceLine: String = ""
  /// The phrase that starts it in the log ("Unable to simultaneously
  /// satisfy constraints", macOS's "Conflicting constraints detected");
  /// empty for a list pasted without its heading.
  public var heading: String = ""
  /// The constraints UIKit listed, in its order.
  public var constraints: [LoggedConstraint]
  /// Which of `constraints` UIKit said it would break ("Will attempt to
  /// recover by breaking constraint"); nil when the log does not say.
  public var brokenIndex: Int?
  /// The descriptions of the list that end without their `>`: the paste
  /// stops inside the list, and what followed is missing.
  public var cutShort: [CutDescription] = []
  /// The lines of the list that are only `...` or `…`: the person who
  /// pasted it left constraints out there.
  public var elidedLines: [Int] = []

  public init(line: Int, column: Int, constraints: [LoggedConstraint] = [], brokenIndex: Int? = nil) {
    (self.line, self.column, self.constraints, self.brokenIndex) = (line, column, constraints, brokenIndex)
  }

  public var broken: LoggedConstraint? { brokenIndex.map { constraints[$0] } }

  /// Where the paste of the list is incomplete, the first place that says so
  /// (a line of `...` before a description cut short); nil for a whole list.
  public var pasteGap: PasteGap? { elidedLines.first.map { .elided(line: $0) } ?? cutShort.first.map { .cut($0) } }
}
