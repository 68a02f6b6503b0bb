import PlumbDiagnostics

/// Reads the text of a UIKit console log: every "Unable to simultaneously
/// satisfy constraints" in it, the constraints each lists, and the one
/// UIKit broke.
///
/// Whatever surrounds the messages (timestamps, process names,
/// `[LayoutConstraints]`, other output) is skipped; descriptions are found
/// by their shape (`<…Constraint:ADDRESS …>`), so line breaks, indentation
/// and the quotes and commas of UIKit's array (or of a paste) do not matter.
public enum ConflictLogReader {
  /// The phrase that marks a conflict, in every iOS version's log.
  public static let marker = "Unable to simultaneously satisfy constraints"
  /// The phrases that start a conflict: iOS's, then AppKit's since macOS 14
  /// ("Conflicting constraints detected: (…).").
  static let markers = [marker, "Conflicting constraints detected"]
  /// What precedes the broken constraint: iOS writes "…breaking constraint
  /// <…>", macOS 14 and later "…breaking <…>.".
  static let recoverMarker = "Will attempt to recover by breaking"
  /// The iOS phrase, as messages quote it.
  static let recoverPhrase = "Will attempt to recover by breaking constraint"

  /// Whether a text holds a UIKit conflict log (for telling formats apart):
  /// one of the phrases that start a conflict.
  public static func isConflictLog(_ text: String) -> Bool {
    let c = Array(text)
    return markers.contains { c.find($0, ignoringCase: true) != nil }
  }

  /// Whether a text holds a constraint description (`<NSLayoutConstraint:0x… …>`):
  /// a list pasted without its heading is read as one conflict.
  public static func hasConstraintDescriptions(_ text: String) -> Bool {
    text.split(separator: "\n").contains { !descriptionStarts(Array($0)).isEmpty }
  }

  /// The most warnings said of one line; the rest are counted in one more.
  static let warningsPerLine = 20

  /// Reads a log: conflicts, views, warnings, and the document they make.
  /// - Throws: `ConflictLogError` when the text holds no conflict, or no readable constraint.
  /// - Complexity: O(characters + constraints × views).
  public static func read(_ text: String, file: String) throws(ConflictLogError) -> ConflictLog {
    var scan = Scan(file: file)
    // Without any heading, the first description starts the one conflict.
    scan.headingless = !isConflictLog(text)
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let line = LogLine(number: number, text: raw.last == "\r" ? raw.dropLast() : raw)
      scan.read(line)
    }
    scan.finish()
    scan.sayUnsaid()
    guard let first = scan.conflicts.first else { throw .noConflict(file: file) }
    let readable = scan.conflicts.filter { !$0.constraints.isEmpty }
    guard !readable.isEmpty else {
      throw .noConstraints(file: file, line: first.line, column: first.column, sourceLine: first.sourceLine, warnings: scan.warnings)
    }
    return ConflictLog(file: file, conflicts: readable, views: scan.views.list, warnings: scan.warnings)
  }

  /// The state of one pass over the lines.
  struct Scan {
    let file: String
    var conflicts: [LoggedConflict] = []
    let views = ViewTable()
    /// The descriptions of the current conflict, to count a repeated one once.
    var listed: Set<String> = []
    var warnings: [ConflictLogWarning] = []
    /// After "Will attempt to recover…", until the description that follows it.
    var awaitingBroken = false
    /// Where the recover marker was, and its line, for a warning if no description follows.
    var recoverAt: (line: Int, column: Int, text: String)?
    /// The current conflict has had its broken constraint.
    var done = false
    /// The text has no heading: the first description opens a conflict.
    var headingless = false

    init(file: String) { self.file = file }

    /// Warnings said of each line, and, past `warningsPerLine`, how many were not (with the line).
    var saidOnLine: [Int: Int] = [:]
    var unsaid: [Int: (count: Int, source: String)] = [:]

    mutating func warn(_ line: Int, _ column: Int, _ message: String, _ source: String) {
      let said = saidOnLine[line, default: 0]
      guard said < ConflictLogReader.warningsPerLine else {
        unsaid[line, default: (0, source)].count += 1
        return
      }
      saidOnLine[line] = said + 1
      warnings.append(ConflictLogWarning(file: file, line: line, column: column, message: message, sourceLine: source))
    }

    /// One warning per line for those past the limit, in line order, after the rest.
    mutating func sayUnsaid() {
      for (line, (n, source)) in unsaid.sorted(by: { $0.key < $1.key }) {
        warnings.append(ConflictLogWarning(
          file: file, line: line, column: 1,
          message: "\(n) more warning\(n == 1 ? "" : "s") on this line not shown (a line that long is not a log as UIKit prints it)",
          sourceLine: source))
      }
      unsaid = [:]
    }

    mutating func read(_ line: LogLine) {
      let c = line.characters
      // `...` or `…` alone in a list: constraints left out of the paste.
      let bare = line.text.filter { !" \",".contains($0) }
      if (bare == "..." || bare == "…"), !conflicts.isEmpty, !done, !awaitingBroken {
        conflicts[conflicts.count - 1].elidedLines.append(line.number)
      }
      // What the line holds, by position: a heading (with its phrase), a recover marker, a description.
      enum Event { case heading(String), recover, description }
      var events: [(Int, Event)] = []
      for marker in ConflictLogReader.markers {
        var k = 0
        while let m = c.find(marker, from: k, ignoringCase: true) {
          events.append((m, .heading(marker)))
          k = m + 1
        }
      }
      var k = 0
      while let m = c.find(ConflictLogReader.recoverMarker, from: k, ignoringCase: true) {
        events.append((m, .recover))
        k = m + 1
      }
      let starts = ConflictLogReader.descriptionStarts(c)
      for s in starts { events.append((s, .description)) }
      events.sort { $0.0 < $1.0 }
      // The descriptions are met in order: the next one's start is found by walking on, not by a search from the first.
      var following = 0
      for (position, event) in events {
        switch event {
        case .heading(let phrase):
          open(line, at: position, heading: phrase)
        case .recover:
          guard !conflicts.isEmpty, !done else { continue }
          awaitingBroken = true
          recoverAt = (line.number, line.column(position), line.source)
        case .description:
          if headingless && conflicts.isEmpty { open(line, at: position, heading: "") }
          guard !conflicts.isEmpty, !done else { continue }
          while following < starts.count, starts[following] <= position { following += 1 }
          let next = following < starts.count ? starts[following] : c.count
          description(line, from: position, before: next)
        }
      }
    }

    /// Starts a conflict at `position` of `line`, under `heading` (empty: none).
    mutating func open(_ line: LogLine, at position: Int, heading: String) {
      finishConflict()
      var conflict = LoggedConflict(line: line.number, column: line.column(position))
      conflict.sourceLine = line.source
      conflict.heading = heading
      conflicts.append(conflict)
      listed = []
      done = false
    }

    /// Reads the description starting at `start` (its `<`).
    mutating func description(_ line: LogLine, from start: Int, before limit: Int) {
      let c = line.characters
      var end = limit
      // The closing `>` is the last one that is not part of `>=`.
      var close: Int?
      var k = limit - 1
      while k > start {
        if c[k] == ">" && (k + 1 >= c.count || c[k + 1] != "=") { close = k; break }
        k -= 1
      }
      if let close { end = close } else {
        // Truncated: read what there is, without a paste's trailing quote and comma.
        while end > start + 1, [" ", "\"", ","].contains(c[end - 1]) { end -= 1 }
        let text = String(c[(start + 1)..<end]).trimmingBlanks
        // A recover line cut after the address (as many posts quote it) still names the constraint.
        if awaitingBroken, let k = listedIndex(addressed: ConflictLogReader.address(c, from: start, to: end)) {
          awaitingBroken = false
          done = true
          conflicts[conflicts.count - 1].brokenIndex = k
          warn(
            line.number, line.column(start),
            "this description is cut short; its address names #\(k + 1) of the list, taken as the constraint UIKit broke", line.source)
          return
        }
        if !awaitingBroken, !conflicts.isEmpty {
          conflicts[conflicts.count - 1].cutShort.append(.init(line: line.number, column: line.column(start), text: text))
        }
        warn(line.number, line.column(start), "this constraint's description has no closing '>': the paste is cut here; read as far as it goes", line.source)
      }
      var p = DescriptionParser(c, from: start + 1, to: end, views: views)
      let known = views.list.count
      do {
        var constraint = try p.parse(line: line.number, column: line.column(start))
        constraint.text = String(c[(start + 1)..<end]).trimmingBlanks
        add(constraint, line.source)
      } catch {
        views.rollback(to: known)
        warn(line.number, line.column(error.offset), "cannot read this constraint: \(error.message); it is left out", line.source)
      }
    }

    /// The one listed constraint of the current conflict whose address
    /// starts with `address` (at least `0x` and three digits); nil when none
    /// or several do.
    func listedIndex(addressed address: String?) -> Int? {
      guard let address, address.count >= 5, let list = conflicts.last?.constraints else { return nil }
      let matches = list.indices.filter { list[$0].address.hasPrefix(address) }
      return matches.count == 1 ? matches[0] : nil
    }

    mutating func add(_ constraint: LoggedConstraint, _ source: String) {
      let n = conflicts.count - 1
      if awaitingBroken {
        awaitingBroken = false
        done = true
        if let k = conflicts[n].constraints.firstIndex(where: { $0.address == constraint.address && $0.text == constraint.text })
          ?? conflicts[n].constraints.firstIndex(where: { $0.address == constraint.address })
        {
          conflicts[n].brokenIndex = k
        } else {
          warn(constraint.line, constraint.column, "UIKit broke a constraint its list does not show (the list may be truncated); it is added to the conflict", source)
          conflicts[n].constraints.append(constraint)
          conflicts[n].brokenIndex = conflicts[n].constraints.count - 1
        }
        return
      }
      // A description listed twice (a paste repeated a line) counts once.
      guard listed.insert(constraint.address + " " + constraint.text).inserted else { return }
      conflicts[n].constraints.append(constraint)
    }

    mutating func finishConflict() {
      guard let last = conflicts.last else { return }
      if last.constraints.isEmpty {
        warn(last.line, last.column, "this conflict lists no constraint that can be read (the log may be truncated); it is left out", last.sourceLine)
      } else if awaitingBroken, let at = recoverAt {
        warn(at.line, at.column, "no constraint follows \"\(ConflictLogReader.recoverPhrase)\" (the log may be truncated)", at.text)
      } else if last.brokenIndex == nil {
        warn(last.line, last.column, "the log does not say which constraint UIKit broke (no \"\(ConflictLogReader.recoverPhrase)\"; it may be truncated)", last.sourceLine)
      }
      awaitingBroken = false
      recoverAt = nil
    }

    mutating func finish() { finishConflict() }
  }

  /// The address of the description starting at `start` (`0x600001c3…`
  /// after `<NSLayoutConstraint:`), as far as it goes before `end`.
  static func address(_ c: [Character], from start: Int, to end: Int) -> String? {
    guard let colon = c[start..<end].firstIndex(of: ":") else { return nil }
    var j = colon + 1
    while j < end, c[j].isHexDigit || (j == colon + 2 && c[j] == "x") { j += 1 }
    let a = String(c[(colon + 1)..<j])
    return a.hasPrefix("0x") ? a : nil
  }

  /// Where constraint descriptions start on a line: a `<` (and spaces)
  /// before a class whose name ends in `Constraint` and a `:`.
  static func descriptionStarts(_ c: [Character]) -> [Int] {
    var out: [Int] = []
    for (k, ch) in c.enumerated() where ch == "<" {
      var j = k + 1
      while j < c.count, c[j] == " " { j += 1 }
      let s = j
      while j < c.count, DescriptionParser.isWordCharacter(c[j]) { j += 1 }
      guard j < c.count, c[j] == ":", j > s, String(c[s..<j]).hasSuffix("Constraint") else { continue }
      out.append(k)
    }
    return out
  }
}
