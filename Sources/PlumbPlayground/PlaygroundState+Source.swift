import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene

extension PlaygroundState {
  /// The file the playground saves to and watches: a scene or an
  /// Interface Builder file; nil for the tour and for an import.
  public var path: String? { source.path }
  /// The scene file as read (a `.scene` file or the tour); nil for the other formats.
  public var scene: Scene? { source.scene }
  /// The Interface Builder file and its scene shown, when the playground shows one.
  public var interfaceBuilder: InterfaceBuilderSource? { source.interfaceBuilder }
  /// The file a document was imported from (a conflict log, Swift code), which `s` never writes.
  public var importedFrom: String? { source.imported?.path }
  /// Named states the file offers (Swift code's later changes to kept constraints); `t` switches among them.
  public var namedStates: [NamedState] { source.imported?.states ?? [] }
  /// The named state shown: nil for the document as first written.
  public var namedState: Int? { source.imported?.shown }
}
