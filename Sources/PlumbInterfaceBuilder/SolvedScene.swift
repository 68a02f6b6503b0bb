import PlumbLayout

/// A scene with its layout.
public struct SolvedScene: Sendable {
  public var scene: InterfaceBuilderScene
  public var result: LayoutResult

  public init(scene: InterfaceBuilderScene, result: LayoutResult) {
    self.scene = scene
    self.result = result
  }
}
