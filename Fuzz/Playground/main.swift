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
// Run it with Scripts/fuzz.sh playground SECONDS.
import Foundation
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
  let pick = Int(bytes[0]) % (lessons.count + 1)
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
    let a: Action
    switch b {
    case 0x01: a = .key(.up)
    case 0x02: a = .key(.down)
    case 0x03: a = .key(.left)
    case 0x04: a = .key(.right)
    case 0x05:
      // A resize to the next two bytes (columns 0–255, rows 0–99).
      guard i + 1 < rest.endIndex else { continue }
      a = .resize(columns: Int(rest[i]), rows: Int(rest[i + 1]) % 100)
      i += 2
    case 0x06:
      time += 0.1
      a = .tick(time)
    case 0x07: a = .interrupt
    case 0x08: a = .fileChanged(onDisk)
    case 0x09: a = .key(.tab)
    case 0x0A, 0x0D: a = .key(.enter)
    case 0x0B: a = .saved(error: "disk full")
    case 0x0C: a = .fileUnreadable("permission denied")
    case 0x1B: a = .key(.escape)
    case 0x7F: a = .key(.backspace)
    case 0x20...0x7E: a = .key(.char(Character(Unicode.Scalar(b))))
    case 0x80...: a = .key(.char(unusual[Int(b) % unusual.count]))
    default: a = .redrawn(microseconds: Double(b))
    }
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
