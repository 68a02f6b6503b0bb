/// An Interface Builder file read into scenes.
public struct InterfaceBuilderFile: Equatable, Sendable {
  public var file: String
  public var scenes: [InterfaceBuilderScene]
  /// Warnings about the file as a whole (its version, its device).
  public var warnings: [InterfaceBuilderWarning]

  /// The scene `--scene KEY` names.
  public func scene(_ key: String) throws(InterfaceBuilderError) -> InterfaceBuilderScene {
    if let s = scenes.first(where: { $0.answers(to: key) }) { return s }
    throw .noSuchScene(file: file, scene: key, available: scenes.map { "\($0.id) (\($0.name))" })
  }
}
