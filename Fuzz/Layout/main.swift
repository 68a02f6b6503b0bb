// libFuzzer target `layout`: arbitrary bytes as a scene, laid out, and every
// output `plumb solve`, `check` and `render` make from it: the text report,
// the JSON report (which must encode), the diagnostics, and the drawing at a
// width taken from the input (8 to 1000 columns, as `--width` allows),
// ASCII or not. Nothing may trap or hang. Run it with Scripts/fuzz.sh layout SECONDS.
import PlumbLayout
import PlumbPlayground
import PlumbReports
import PlumbScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let source = text(data, size) else { return 0 }
  guard let scene = try? SceneParser.parse(source, file: "fuzz.scene") else { return 0 }
  let engine = LayoutEngine(scene.document)
  let result = engine.layoutIfNeeded()
  // The commands refuse a layout with a number that is not finite (exit 2).
  if LayoutReport.outOfRange(result) != nil { return 0 }
  var sink = 0
  sink &+= LayoutReport.text(scene.document, file: scene.file, result).utf8.count
  do {
    sink &+= try LayoutReport(scene.document, file: scene.file, result).json().utf8.count
  } catch {
    fatalError("the JSON report does not encode: \(error)\n--- input ---\n\(source)")
  }
  for d in result.diagnostics { sink &+= "\(d.severity.rawValue) [\(d.kind.rawValue)]: \(d.message)".utf8.count }
  // A width from the input's bytes, so the corpus explores zooms: 8...1000 or the default.
  var hash: UInt32 = 2_166_136_261
  for b in bytes { hash = (hash ^ UInt32(b)) &* 16_777_619 }
  let columns: Int? = hash % 5 == 0 ? nil : 8 + Int(hash >> 3) % 993
  let drawing = SceneDrawing.text(scene.document, result, columns: columns, glyphs: hash & 1 == 0 ? .unicode : .ascii)
  // At most the width asked for (1000 columns when none) and 1000 rows, as README promises.
  let rows = drawing.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
  let widest = rows.map(\.count).max() ?? 0
  if rows.count > SceneDrawing.maximumRows || widest > (columns ?? SceneDrawing.maximumColumns) {
    fatalError("the drawing is \(widest)x\(rows.count) cells for --width \(columns.map(String.init) ?? "none")\n--- input ---\n\(source)")
  }
  sink &+= drawing.utf8.count
  // The playground's other layout of an ambiguous scene (the `A` key).
  if result.ambiguousCount > 0 { sink &+= engine.exerciseAmbiguity().views.count }
  return sink == -1 ? 1 : 0
}
