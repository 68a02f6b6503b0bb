// Shared by the fuzz targets (Scripts/fuzz.sh compiles this folder into each).
import PlumbLayout
import PlumbScene

/// Writes `document` as a `.scene` (what `plumb convert` prints) and stops
/// the run unless it parses back with every view (under its new name) and
/// at least every constraint.
func checkConverted(_ document: LayoutDocument, _ source: String) {
  let out = DocumentConverter.convert(document, name: "fuzz", header: ["fuzz"])
  do {
    let scene = try SceneParser.parse(out.text, file: "fuzz.scene")
    let names = Set(scene.document.views.map(\.name))
    if document.views.contains(where: { out.names[$0.name].map { !names.contains($0) } ?? true })
      || scene.document.constraints.count < document.constraints.count
    {
      fail("the converted scene lost views or constraints", source, out.text)
    }
  } catch {
    fail("the converted scene does not parse", source, "\(error)\n\(out.text)")
  }
}
