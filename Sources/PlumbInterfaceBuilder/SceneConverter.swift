import Foundation
import PlumbLayout
import PlumbScene

/// `plumb convert`: an Interface Builder scene as a `.scene` file that
/// solves to the same frames (see `DocumentConverter`), with the IB id of
/// each view and constraint in a comment. A control's alignment insets are
/// not in the format: a switch or slider solves to its alignment rectangle,
/// as constraints see it.
public enum SceneConverter {
  public typealias Output = DocumentConverter.Output

  /// The scene as a `.scene` text; with `edited`, that document (the scene
  /// as the playground changed it: constraints added, removed or moved
  /// included, which the XML cannot hold in place) in place of the one read.
  public static func convert(_ scene: InterfaceBuilderScene, edited: LayoutDocument? = nil) -> Output {
    let d = edited ?? scene.document
    var warnings: [String] = []
    // Fonts are not in the format: baselines fall back on Plumb's own text metrics.
    let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
    let usesBaselines =
      d.constraints.contains { baselines.contains($0.firstAttribute) || $0.secondAttribute.map(baselines.contains) ?? false }
      || d.views.contains { [.firstBaseline, .lastBaseline].contains($0.stack?.alignment) }
    if usesBaselines && d.views.contains(where: { $0.font != nil }) {
      warnings.append("baselines in Apple's system font are not in the .scene format: the scene places them with Plumb's own text metrics")
    }
    let ids = Dictionary(scene.views.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
    // The IB id each constraint was read from ("added" for one the file does not have).
    let read = InterfaceBuilderWriter.pairs(scene.document.constraints, d.constraints)
    return DocumentConverter.convert(
      d, name: scene.name, header: ["Converted by plumb from \(scene.root.location.file), scene '\(scene.name)' (\(scene.id))."],
      warnings: warnings, viewNotes: ids, constraintNotes: d.constraints.indices.map { k in read[k].map { scene.constraintIDs[$0] } ?? "added" })
  }
}
