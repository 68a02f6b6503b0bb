// libFuzzer target `playground`: the playground driven by key sequences.
//
// The input's first byte picks a lesson from Scenes/ (the last choice: the
// input up to its first NUL byte is the scene); the next two are the
// terminal's columns and rows (rows byte 100 or more: the built-in course on
// that lesson, a course lesson being a scene that is no file); every byte after is an action (see `action`):
// a key, a resize, time passing, Ctrl-C, or the file changing on disk to
// the last contents saved. Every `.save` effect's contents must parse back
// to the document the playground shows (up to the lines constraints came
// from and which came from one VFL line), and the screen is drawn after
// each resize and at the end, never larger than the terminal.
//
// A first byte past the lessons (and the scene from the input) picks an
// Interface Builder file instead: the test fixtures' storyboards and xibs
// and the storyboard of size-class variations written for the tests. There a save must
// read back as Interface Builder XML, and `r` pressed twice must give back
// the document shown before (edits carried over to landscape and back).
// Run it with Scripts/fuzz.sh playground SECONDS.
import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbPlayground
import PlumbScene

/// The lessons, by name, from $PLUMB_FUZZ_SCENES (Scripts/fuzz.sh sets it) or beside this file.
let lessons: [String] = {
  let dir = ProcessInfo.processInfo.environment["PLUMB_FUZZ_SCENES"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenes").path
  do {
    let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".scene") }.sorted()
    return try names.map { try String(contentsOfFile: dir + "/" + $0, encoding: .utf8) }
  } catch {
    fatalError("cannot read the lessons in \(dir): \(error)")
  }
}()

/// The Interface Builder files, by name: the test fixtures' storyboards and
/// xibs and the storyboard of size-class variations written for the tests,
/// from $PLUMB_FUZZ_INTERFACE_BUILDER (Scripts/fuzz.sh sets it to the
/// fixtures folder) or beside this file.
let interfaceBuilderFiles: [(name: String, text: String)] = {
  let fixtures = ProcessInfo.processInfo.environment["PLUMB_FUZZ_INTERFACE_BUILDER"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Tests/Fixtures").path
  var out: [(name: String, text: String)] = []
  for dir in ["InterfaceBuilder", "SizeClasses"].map({ fixtures + "/" + $0 }) {
    do {
      let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
      out += try names.map { ($0, try String(contentsOfFile: dir + "/" + $0, encoding: .utf8)) }
    } catch {
      fatalError("cannot read the Interface Builder files in \(dir): \(error)")
    }
  }
  return out
}()

/// A document's constraints and views in an order of their own, for comparing two that may list them differently.
func sorted(_ d: LayoutDocument) -> LayoutDocument {
  var d = normalized(d)
  d.constraints.sort { $0.uikitDescription + "\($0.condition)\($0.isActive)" < $1.uikitDescription + "\($1.condition)\($1.isActive)" }
  d.views.sort { $0.name < $1.name }
  return d
}

/// Characters beyond ASCII for the text editor and the prompt: wide, combining, emoji, right-to-left.
let unusual: [Character] = ["é", "→", "中", "👍🏽", "e\u{301}", "\u{200B}", "ש", "…", "█", "\u{FEFF}", "ﬃ", "🇰🇷", "\u{0301}", "Ω", "\\", "\""]

func normalized(_ d: LayoutDocument) -> LayoutDocument {
  var d = d
  for i in d.constraints.indices {
    d.constraints[i].line = 0
    d.constraints[i].visualFormat = nil
  }
  return d
}

func render(_ s: PlaygroundState, _ input: String) {
  let g = Screen.render(s)
  if g.width > max(0, s.columns) || g.height > max(0, s.rows) {
    fatalError("the screen is \(g.width)x\(g.height) for a \(s.columns)x\(s.rows) terminal\n\(input)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard bytes.count >= 3 else { return 0 }
  var rest = bytes[3...]
  let pick = Int(bytes[0]) % (lessons.count + 1 + interfaceBuilderFiles.count)
  if pick > lessons.count {
    return fuzzInterfaceBuilder(interfaceBuilderFiles[pick - lessons.count - 1], bytes)
  }
  let source: String
  if pick < lessons.count {
    source = lessons[pick]
  } else {
    let end = rest.firstIndex(of: 0) ?? rest.endIndex
    guard let text = String(validating: rest[..<end], as: UTF8.self) else { return 0 }
    source = text
    rest = rest[min(end + 1, rest.endIndex)...]
  }
  guard let scene = try? SceneParser.parse(source, file: "fuzz.scene") else { return 0 }
  var s = PlaygroundState(scene: scene, path: "fuzz.scene", columns: Int(bytes[1]), rows: Int(bytes[2]) % 100)
  // Rows of 100 or more: the built-in course on that lesson instead of the file (n, N and o move through it).
  if Int(bytes[2]) >= 100, pick < lessons.count {
    do {
      s = try PlaygroundState.course(index: pick, columns: Int(bytes[1]), rows: Int(bytes[2]) % 100)
    } catch {
      fatalError("a lesson of the course does not parse: \(error)")
    }
  }
  var onDisk = source
  var time = 0.0
  let described = "--- lesson \(pick < lessons.count ? "\(pick)" : "from the input") ---\n\(source)\n--- actions ---\n\(Array(rest))"
  var i = rest.startIndex
  var actions = 0
  while i < rest.endIndex && actions < 300 {
    let b = rest[i]
    i += 1
    actions += 1
    guard let a = action(b, rest, &i, &time, onDisk: onDisk) else { continue }
    for effect in Reducer.reduce(&s, a) {
      guard case .save(_, let contents) = effect else { continue }
      let saved: Scene
      do {
        saved = try SceneParser.parse(contents, file: "fuzz.scene")
      } catch {
        fatalError("a save does not parse: \(error)\n--- saved ---\n\(contents)\n\(described)")
      }
      if normalized(saved.document) != normalized(s.document) {
        fatalError("a save reads back as another document\n--- saved ---\n\(contents)\n--- the playground's, printed ---\n\(SceneWriter.document(s.document))\n\(described)")
      }
      onDisk = contents
      Reducer.reduce(&s, .saved(error: nil))
    }
    if case .resize = a { render(s, described) }
  }
  render(s, described)
  return 0
}

/// The action byte `b` says, reading what follows it from `rest` at `i` (a resize's size).
func action(_ b: UInt8, _ rest: Slice<UnsafeBufferPointer<UInt8>>, _ i: inout Int, _ time: inout Double, onDisk: String) -> Action? {
  switch b {
  case 0x01: return .key(.up)
  case 0x02: return .key(.down)
  case 0x03: return .key(.left)
  case 0x04: return .key(.right)
  case 0x05:
    // A resize to the next two bytes (columns 0–255, rows 0–99).
    guard i + 1 < rest.endIndex else { return nil }
    defer { i += 2 }
    return .resize(columns: Int(rest[i]), rows: Int(rest[i + 1]) % 100)
  case 0x06:
    time += 0.1
    return .tick(time)
  case 0x07: return .interrupt
  case 0x08: return .fileChanged(onDisk)
  case 0x09: return .key(.tab)
  case 0x0A, 0x0D: return .key(.enter)
  case 0x0B: return .saved(error: "disk full")
  case 0x0C: return .fileUnreadable("permission denied")
  case 0x1B: return .key(.escape)
  case 0x7F: return .key(.backspace)
  case 0x20...0x7E: return .key(.char(Character(Unicode.Scalar(b))))
  case 0x80...: return .key(.char(unusual[Int(b) % unusual.count]))
  default: return .redrawn(microseconds: Double(b))
  }
}

/// The playground on an Interface Builder file, driven by the input's bytes after the first three.
func fuzzInterfaceBuilder(_ file: (name: String, text: String), _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
  let path = "fuzz-" + file.name
  var s: PlaygroundState
  do {
    let read = try InterfaceBuilderReader.parse(Data(file.text.utf8), file: path)
    s = try PlaygroundState(interfaceBuilder: read, text: file.text, path: path, columns: Int(bytes[1]), rows: Int(bytes[2]) % 100)
  } catch {
    fatalError("\(file.name) does not read: \(error)")
  }
  let rest = bytes[3...]
  var onDisk = file.text
  var time = 0.0
  let described = "--- \(file.name) ---\n--- actions ---\n\(Array(rest))"
  var i = rest.startIndex
  var actions = 0
  var beforeTurning: LayoutDocument?
  var everTurned = false
  while i < rest.endIndex && actions < 300 {
    let b = rest[i]
    i += 1
    actions += 1
    guard let a = action(b, rest, &i, &time, onDisk: onDisk) else { continue }
    let shown = s.document
    for effect in Reducer.reduce(&s, a) {
      guard case .save(_, let contents) = effect else { continue }
      do {
        _ = try InterfaceBuilderReader.parse(Data(contents.utf8), file: path)
      } catch {
        fatalError("a save does not read back: \(error)\n--- saved ---\n\(contents)\n\(described)")
      }
      onDisk = contents
      Reducer.reduce(&s, .saved(error: nil))
    }
    if case .resize = a { render(s, described) }
    // `r` twice: landscape and back carries every edit over and back. (A
    // file that names no device leaves the canvas of any size class at its
    // first turn: the pairs after it are checked.)
    let turned = a == .key(.char("r")) && s.document.orientation != shown.orientation && everTurned
    if s.document.orientation != shown.orientation || s.document.device != shown.device { everTurned = true }
    if turned, let before = beforeTurning, s.document.orientation == before.orientation {
      if sorted(s.document) != sorted(before) {
        fatalError("r twice gives another document\n--- before ---\n\(SceneWriter.document(before))\n--- after ---\n\(SceneWriter.document(s.document))\n\(described)")
      }
      beforeTurning = nil
    } else {
      beforeTurning = turned ? shown : nil
    }
  }
  render(s, described)
  return 0
}
