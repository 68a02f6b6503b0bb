import PlumbDiagnostics
import ArgumentParser
import Foundation
import PlumbConflictLog
import PlumbLayout
import PlumbPlayground
import PlumbReports
import PlumbScene

/// Reading, checking and the playground on UIKit conflict logs (see `InputFormat.conflictLog`).
enum ConflictLogCommands {
  /// A log read and explained, and the document it describes.
  struct Loaded {
    var log: ConflictLog
    var explanations: [ConflictExplanation]
    var document: LayoutDocument
    var origins: [ConstraintOrigin]
  }

  /// Reads the log (its warnings to standard error) and builds its document
  /// with the command line's options; exit 2 when it holds no conflict.
  static func load(_ input: Input, _ options: SceneOptions?) throws -> Loaded {
    if let key = options?.sceneKey { throw Failure("--scene \(key): a conflict log has no scenes to choose from (--scene is for .storyboard and .xib files)") }
    let log: ConflictLog
    do {
      log = try ConflictLogReader.read(input.text, file: input.name)
    } catch {
      throw Failure(error.description, located: true)
    }
    if !input.quiet { for w in log.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) } }
    let explanations = log.explain()
    var (document, origins) = log.document(explanations)
    try options?.adjust(&document)
    return Loaded(log: log, explanations: explanations, document: document, origins: origins)
  }

  /// Each conflict, an error at its heading's place: for a person, the
  /// picture of its views as UIKit shows them (without the constraint it
  /// broke), then the explanation; for a report, its summary in a few sentences.
  static func check(_ input: Input, _ options: SceneOptions) throws -> CheckReport {
    let l = try load(input, options)
    var report = CheckReport(files: [input.name])
    report.add(l.log.warnings.map { Finding(located: $0.located, rule: .input, text: input.quiet ? nil : "") })
    for (k, e) in l.explanations.enumerated() {
      var shown = e.document
      try options.adjust(&shown)
      if let b = e.shownBroken { shown.constraints[b].isActive = false }
      let drawing = shown.views.count <= pictureViewLimit
        ? title(e) + "\n" + picture(shown)
        : "No picture: the conflict's \(shown.views.count) views are more than the \(pictureViewLimit) an 80-column picture can show.\n"
      let text = (k > 0 ? "\n" : "") + drawing + "\n" + e.text(l.log)
      let place = SourceLocation(file: l.log.file, line: e.conflict.line, column: e.conflict.column)
      report.add(Finding(.unsatisfiable, file: l.log.file, location: place, message: e.summary(l.log), text: String(text.dropLast(text.hasSuffix("\n") ? 1 : 0))))
    }
    return report
  }

  /// The most views a conflict's picture draws: 80 columns show no more,
  /// and a log of thousands of views in a row gives the picture's weak
  /// pins thousands of trades to settle (a 10,000-constraint log took
  /// minutes, all of it in the picture).
  static let pictureViewLimit = 100

  /// What the drawing of a conflict shows: UIKit's layout where the log
  /// says which constraint UIKit broke, else Plumb's choice, said as such.
  static func title(_ e: ConflictExplanation) -> String {
    let free = "what the log leaves free fills the superview"
    if e.conflict.brokenIndex != nil { return "The views as UIKit shows them (without the constraint it broke; \(free)):" }
    if let p = e.plumbBreaks {
      return "The views as Plumb lays them out, without #\(p + 1) (the log does not say which constraint UIKit broke; UIKit may have broken another; \(free)):"
    }
    return "The views as the listed constraints place them (no conflict in Plumb's model; \(free)):"
  }

  /// The drawing of a conflict's views, at most 80 columns, on a canvas
  /// just large enough for the frames the log's constraints give them on
  /// the axes the conflict uses (the views of a log are often far smaller
  /// than a screen), and a screen's width or 10 rows on an axis it does not use. For the drawing alone, each view
  /// then has the weak pins of a view the log may leave free
  /// (`LayoutDocument.unplacedPins`), so that it shows as a box instead of a line.
  static func picture(_ document: LayoutDocument) -> String {
    var d = document
    let shown = Set(d.views.filter { !$0.isHidden }.map(\.name))
    let frames = OneShotLayout.layout(d).views.filter { shown.contains($0.name) }.map(\.absoluteFrame)
    let width = frames.map(\.maxX).filter(\.isFinite).max() ?? 0
    let height = frames.map(\.maxY).filter(\.isFinite).max() ?? 0
    let axes = Set(d.constraints.map(\.firstAttribute.axis))
    d.device = .canvas(
      width: axes.contains(.horizontal) ? min(max(width, 32), d.size.width) : d.size.width,
      height: axes.contains(.vertical) ? min(max(height, 32), d.size.height) : min(160, d.size.height), traits: d.traits)
    d.constraints += LayoutDocument.unplacedPins(for: d.views)
    return SceneDrawing.text(d, OneShotLayout.layout(d), columns: 80, glyphs: .unicode)
  }

  /// The `.scene` text of a loaded log: each view's and constraint's log spelling in a comment.
  static func sceneText(_ l: Loaded) -> String {
    var viewNotes: [String: String] = [:]
    for v in l.log.views { viewNotes[v.name] = v.printed }
    let notes = l.origins.map { o -> String in
      switch o {
      case .logged(let c): return "\(c.className):\(c.address)" + (c.identifier.map { " '\($0)'" } ?? "") + " (line \(c.line))"
      case .sizeFloor: return "UIKit keeps sizes at 0 or more (not printed in the log)"
      case .screen: return "a window is the screen (not printed in the log)"
      case .unplaced: return "the log does not place this view: it fills its superview where nothing else decides"
      }
    }
    return DocumentConverter.convert(
      l.document, name: l.document.title ?? l.log.file,
      header: ["Converted by plumb from the UIKit conflict log \(l.log.file): \(l.log.conflicts.count) conflict\(l.log.conflicts.count == 1 ? "" : "s")."],
      viewNotes: viewNotes, constraintNotes: notes
    ).text
  }
}

extension ConflictLogCommands {
  /// The playground on a log's document; `s` writes a new `.scene` beside
  /// the log (or, for a log on standard input, in the current folder).
  static func playground(_ input: Input, ascii: Bool) throws -> PlaygroundState {
    let l = try load(input, nil)
    // The first conflict in a few sentences; 'plumb check' has every one in full.
    let first = l.explanations.first.map { $0.summary(l.log) + " " } ?? ""
    let more = l.explanations.count > 1 ? "\(l.explanations.count - 1) more conflicts: " : ""
    let note = "UIKit conflict log: \(first)\(more)'plumb check' explains \(more.isEmpty ? "it" : "them") in full; s saves a new .scene beside the log"
    return try PlaygroundState(imported: l.document, from: input.path == "-" ? "pasted-log" : input.path, note: note, ascii: ascii)
  }
}
