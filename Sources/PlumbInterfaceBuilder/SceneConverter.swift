import PlumbLayout
import PlumbScene

/// `plumb convert`: an Interface Builder scene as a `.scene` file that
/// solves to the same frames (see `DocumentConverter`): the IB id of each
/// view and constraint in a comment. A control's alignment insets are not
/// in the format: a switch or slider solves to its alignment rectangle, as
/// constraints see it.
public enum SceneConverter {
  public typealias Output = DocumentConverter.Output

  public static func convert(_ scene: InterfaceBuilderScene) -> Output {
    let ids = Dictionary(scene.views.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
    return DocumentConverter.convert(
      scene.document, name: scene.name, header: ["Converted by plumb from \(scene.root.location.file), scene '\(scene.name)' (\(scene.id))."],
      viewNotes: ids, constraintNotes: scene.constraintIDs)
  }
}
