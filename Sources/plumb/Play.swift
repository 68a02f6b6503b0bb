import ArgumentParser
import Foundation
import PlumbDiagnostics
import PlumbLayout
import PlumbPlayground
import PlumbScene

struct Play: ParsableCommand {
  /// Box-drawing characters need a UTF-8 locale and a terminal with the glyphs
  /// (the Linux console has too few); otherwise the playground draws with +-|.
  static func terminalShowsUnicode() -> Bool {
    let env = ProcessInfo.processInfo.environment
    if env["TERM"] == "linux" || env["TERM"] == "dumb" { return false }
    let locale = env["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 } ?? env["LC_CTYPE"].flatMap { $0.isEmpty ? nil : $0 } ?? env["LANG"] ?? ""
    let l = locale.lowercased()
    return l.contains("utf-8") || l.contains("utf8")
  }

  static let configuration = CommandConfiguration(abstract: "Open the interactive playground on a scene (the default command).")

  @Argument(help: "The scene file, a .storyboard or .xib, a UIKit conflict log or Swift layout code (for those two, s saves a new .scene beside the file); the tour when omitted.", completion: .file(extensions: ["scene", "storyboard", "xib", "swift"]))
  var scene: String?

  @Argument(help: ArgumentHelp("More Swift files or folders, read with the first as one project (a folder alone is one too).", valueName: "more"), completion: .file(extensions: ["swift"]))
  var more: [String] = []

  @Flag(help: "Plain ASCII boxes (+-|) instead of box-drawing characters.")
  var ascii = false

  @Option(name: .customLong("define"), help: ArgumentHelp("For a .swift file: a value the file cannot tell, NAME=VALUE; repeatable.", valueName: "name=value"))
  var defines: [String] = []

  @Option(name: .customLong("state"), help: "For a .swift file: open on a named state (a later change the file makes to kept constraints).")
  var state: String?

  @Option(name: .customLong("scene"), help: ArgumentHelp("For a .storyboard or .xib: the scene to open on, by its IB id or name; for Swift code, the class.", valueName: "id-or-name"))
  var sceneKey: String?

  @Option(help: "For a .storyboard or .xib: read it for this Interface Builder device (retina6_1, ipad12_9...) instead of the file's.")
  var device: String?

  @Option(help: "For a .storyboard or .xib: portrait or landscape.")
  var orientation: String?

  @Option(help: ArgumentHelp("The language of lessons, hints and verdicts: en or ko (by default the locale's, LANG=ko_KR.UTF-8 for Korean).", valueName: "en|ko"))
  var language: Language?

  /// `--language`, else the locale's.
  var chosenLanguage: Language { language ?? Language.fromLocale(ProcessInfo.processInfo.environment) }

  func run() throws {
    try reportingFailures {
      guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
        throw Failure("the playground needs a terminal; for text output use 'plumb render SCENE'")
      }
      let path = scene
      let ascii = self.ascii || !Self.terminalShowsUnicode()
      if let path {
        let input = try Input.read([path] + more)
        var (state, file) = try input.format.play(input, PlayOptions(ascii: ascii, defines: defines, state: self.state, scene: sceneKey, device: device, orientation: orientation))
        Reducer.reduce(&state, .language(chosenLanguage))
        var loop = PlaygroundLoop(state: state, file: file)
        return try loop.run()
      }
      // No file: the course, where the learner left it.
      let progress = ProgressFile()
      let completed = try progress.read()
      let next = Course.lessons.firstIndex { !completed.contains($0.id) } ?? 0
      let state: PlaygroundState
      do {
        state = try PlaygroundState.course(index: next, completed: completed, language: chosenLanguage, ascii: ascii)
      } catch {
        throw Failure("lesson \(next + 1) of the course does not read, so this build is broken: \(error)")
      }
      var loop = PlaygroundLoop(state: state, progress: progress)
      try loop.run()
    }
  }
}

/// Reads keys, runs the reducer, draws, performs effects, watches the file.
struct PlaygroundLoop {
  var state: PlaygroundState
  /// The scene file as last read or written (nil for the built-in tour).
  var file: SceneFile?
  /// The bytes last read from disk when the file changed, until the reducer takes them.
  var changedOnDisk: [UInt8]?
  /// The bytes this run wrote to each exported file (`E`, a converted scene beside a storyboard).
  var exported: [String: [UInt8]] = [:]
  // For a save's converted scene whose planned file is not Plumb's: the file it went to instead.
  var besideOf: [String: String] = [:]
  /// Where the course's finished lessons are kept.
  var progress = ProgressFile()

  /// The file's modification time; nil when there is no file (an editor
  /// saving by rename removes it for a moment): nothing to reload then.
  func modificationDate(_ path: String?) -> Date? {
    guard let path else { return nil }
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
  }

  mutating func run() throws {
    let terminal = Terminal()
    defer { terminal.stop() }
    let start = Date()
    var (c, r) = terminal.size
    Reducer.reduce(&state, .resize(columns: c, rows: r))
    var lastModified = modificationDate(state.path)
    var lastPoll = Date()
    terminal.draw(Screen.render(state))
    loop: while true {
      var actions: [Action] = []
      let first = terminal.read()
      // What else is waiting (a paste) is handled before the next redraw.
      let inputs = [first] + (first.isNone ? [] : terminal.pending(limit: 65_536))
      for input in inputs {
        switch input {
        case .key(let k): actions.append(.key(k))
        case .paste(let text): actions.append(.paste(text))
        case .click(let x, let y): actions.append(.click(column: x, row: y))
        case .resize:
          (c, r) = terminal.size
          actions.append(.resize(columns: c, rows: r))
        case .interrupt: actions.append(.interrupt)  // asks first when there are unsaved changes
        case .none: break
        }
      }
      if state.isAnimating || state.animation != nil { actions.append(.tick(Date().timeIntervalSince(start))) }
      if Date().timeIntervalSince(lastPoll) > 0.3 {
        lastPoll = Date()
        let m = modificationDate(state.path)
        if let m, m != lastModified, let path = state.path {
          lastModified = m
          do {
            let bytes = Array(try SceneOptions.readText(path, kind: InputFormats.fileNoun(path)).utf8)
            changedOnDisk = bytes
            actions.append(.fileChanged(SceneFile(path: path, bytes: bytes).text))
          } catch let f as Failure {
            actions.append(.fileUnreadable(f.description))
          }
        }
      }
      guard !actions.isEmpty else { continue }
      let pressed = DispatchTime.now().uptimeNanoseconds
      var keyPressed = false
      for a in actions {
        if case .key = a { keyPressed = true }
        if case .key = a { Reducer.reduce(&state, .tick(Date().timeIntervalSince(start))) }
        for e in Reducer.reduce(&state, a) {
          switch e {
          case .quit: break loop
          case .save(let path, let contents):
            var target = file ?? SceneFile(path: path, bytes: [])
            do {
              switch try target.save(contents) {
              case .saved:
                Reducer.reduce(&state, .saved(error: nil, backup: target.backup))
              case .unchanged:
                Reducer.reduce(&state, .saved(error: nil, unchanged: true))
              case .wroteBeside(let beside):
                Reducer.reduce(&state, .savedBeside(path: beside))
              }
              file = target
            } catch {
              Reducer.reduce(&state, .saved(error: AtomicFileWriter.reason(error, writing: path)))
            }
            lastModified = modificationDate(path)
          case .export(let path, let contents, let confirmed):
            let text = contents.text
            do {
              // Atomic; a file already there is read as bytes (it need not be text).
              let existing = try SceneFile.bytesOnDisk(path)
              switch PlaygroundState.exportWrite(existing: existing, lastWritten: exported[path], confirmed: confirmed, contents: contents) {
              case .ask where AtomicFileWriter.isReadOnly(path):
                // Refused now, not after the user said yes.
                Reducer.reduce(&state, .exported(path: path, keptAs: nil, error: "it is read-only (its permissions do not let you write it)"))
              case .ask:
                let backup = SceneFile.backupPath(for: AtomicFileWriter.realPath(path) ?? path)
                Reducer.reduce(&state, .exportWouldReplace(path: path, contents: contents, backup: backup))
              case .besideIt:
                // The file written beside it the last time, as Plumb left it, is written again; else a new one.
                let written: String
                if let earlier = besideOf[path], let ours = exported[earlier], try SceneFile.bytesOnDisk(earlier) == ours {
                  var target = SceneFile(path: earlier, bytes: ours)
                  _ = try target.save(text, keepingBackup: false)
                  written = earlier
                } else {
                  written = try SceneFile.createNew(beside: path, contents: text)
                }
                exported[written] = Array(text.utf8)
                besideOf[path] = written
                Reducer.reduce(&state, .exportedBeside(planned: path, written: written))
              case .write(let keepingBackup):
                var target = SceneFile(path: path, bytes: existing ?? [])
                let outcome = try target.save(text, keepingBackup: keepingBackup)
                exported[path] = target.bytes
                Reducer.reduce(&state, .exported(path: path, keptAs: keepingBackup && outcome == .saved ? target.backup : nil, error: nil))
              }
            } catch {
              Reducer.reduce(&state, .exported(path: path, keptAs: nil, error: AtomicFileWriter.reason(error)))
            }
          case .saveNew(let beside, let contents):
            do {
              let written = try SceneFile.createNew(beside: beside, contents: contents)
              let scene = try SceneParser.parse(contents, file: written)
              Reducer.reduce(&state, .savedAs(scene: scene, path: written))
              file = SceneFile(path: written, bytes: Array(contents.utf8))
              lastModified = modificationDate(written)
            } catch {
              Reducer.reduce(&state, .saved(error: "\(error)"))
            }
          case .saveProgress(let ids):
            do {
              try progress.write(ids)
            } catch {
              Reducer.reduce(&state, .saved(error: "the course's progress: \(error)"))
            }
          case .reloaded:
            if let path = state.path, let bytes = changedOnDisk { file = SceneFile(path: path, bytes: bytes) }
            changedOnDisk = nil
          }
        }
      }
      terminal.draw(Screen.render(state))
      if keyPressed {
        // Shown on the next frame: the time from this key to this redraw.
        Reducer.reduce(&state, .redrawn(microseconds: Double(DispatchTime.now().uptimeNanoseconds - pressed) / 1000))
      }
    }
  }
}
