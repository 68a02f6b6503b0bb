import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene

/// What the playground shows and where it came from: the one value that
/// says which file (if any) is open and how it is written back.
///
/// Everything format-specific the reducer needs (reading the file again,
/// reading it for another device or orientation, saving) goes through a
/// `SourceClient` given this value, so the reducer never asks which format it has.
public enum Source: Sendable {
  /// The built-in tour, or any scene not read from a file: nothing is watched, and `s` has nowhere to write.
  case tour(Scene)
  /// A `.scene` file at `path`: the scene as last read (what `SceneWriter` rewrites, keeping its comments).
  case scene(Scene, path: String)
  /// A `.storyboard` or `.xib` at `path`, with the scene shown.
  case interfaceBuilder(InterfaceBuilderSource, path: String)
  /// A document read from a file the playground never writes (a conflict log, Swift code), with its named states.
  case imported(ImportedSource)

  /// The file the playground saves to and watches; nil for the tour and for an import.
  public var path: String? {
    switch self {
    case .tour, .imported: return nil
    case .scene(_, let path), .interfaceBuilder(_, let path): return path
    }
  }

  /// The scene file as read, for a `.scene` file or the tour; nil for the formats that are no scene.
  public var scene: Scene? {
    switch self {
    case .tour(let scene), .scene(let scene, _): return scene
    case .interfaceBuilder, .imported: return nil
    }
  }

  /// The Interface Builder file and its scene shown, when the source is one.
  public var interfaceBuilder: InterfaceBuilderSource? {
    if case .interfaceBuilder(let source, _) = self { return source }
    return nil
  }

  /// The import, when the document was read from a file the playground cannot write.
  public var imported: ImportedSource? {
    if case .imported(let source) = self { return source }
    return nil
  }

  /// Unsaved edits outside the document shown (another scene of an Interface Builder file).
  var hasOtherEdits: Bool { interfaceBuilder?.otherScenesEdited ?? false }

  /// The device `d` picks after `device`: Interface Builder's presets for its
  /// files (read again for each), else a canvas scene's canvas and Plumb's presets.
  func device(after device: Device) -> Device {
    if let ib = interfaceBuilder {
      let presets = Device.interfaceBuilderPresets
      // From the device picked last (a xib's view of its own size shows a canvas, not the device).
      let current = ib.picked ?? device
      let i = presets.firstIndex { $0.name == current.name } ?? -1
      return presets[(i + 1) % presets.count]
    }
    // A canvas scene keeps its canvas in the cycle.
    let first = scene?.document.device ?? imported?.base.device
    let presets = (first.map { $0.isCanvas ? [$0] : [] } ?? []) + Device.presets
    let i = presets.firstIndex { $0 == device } ?? -1
    return presets[(i + 1) % presets.count]
  }
}
