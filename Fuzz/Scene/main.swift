// libFuzzer target `scene`: arbitrary bytes as a scene file.
//
// When the bytes parse, saving without a change gives back the same text
// (SceneWriter.write with the scene's own document), and the whole document
// printed (SceneWriter.document) parses back to an equal document, up to what
// a file cannot say (the line each constraint came from, and which came from
// one Visual Format line). Any difference is a crash with the input shown.
// Run it with Scripts/fuzz.sh scene SECONDS.
import PlumbLayout
import PlumbScene

/// What a file cannot say: where each constraint was written, and which came from one VFL line.
func normalized(_ d: LayoutDocument) -> LayoutDocument {
  var d = d
  for i in d.constraints.indices {
    d.constraints[i].line = 0
    d.constraints[i].visualFormat = nil
  }
  return d
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard let source = text(data, size) else { return 0 }
  let scene: Scene
  do {
    scene = try SceneParser.parse(source, file: "fuzz.scene")
  } catch {
    _ = "\(error)"  // the located message, with its caret line
    return 0
  }
  let unchanged = SceneWriter.write(scene, scene.document)
  if unchanged != source {
    fail("an unchanged save rewrote the file", source, "written (\(unchanged.utf8.count) bytes) ---\n\(unchanged)")
  }
  let printed = SceneWriter.document(scene.document)
  let reparsed: Scene
  do {
    reparsed = try SceneParser.parse(printed, file: "printed.scene")
  } catch {
    fail("the printed document does not parse: \(error)", source, "printed ---\n\(printed)")
  }
  if normalized(reparsed.document) != normalized(scene.document) {
    fail("the printed document parses to another document", source, "printed ---\n\(printed)\n--- reprinted ---\n\(SceneWriter.document(reparsed.document))")
  }
  return 0
}
