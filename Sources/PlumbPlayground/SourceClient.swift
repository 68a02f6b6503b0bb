import PlumbLayout

/// How the playground reads and writes its source: a dependency the state
/// holds and tests can replace, as `LayoutClient` is for laying out.
///
/// The reducer asks it and turns the answers into state and effects; it
/// never parses a file itself nor asks which format it has. The live client
/// does the work of each format (`Source+Scene`, `Source+InterfaceBuilder`,
/// `Source+Imported`); the files are read and written by the front, which
/// performs the effects a save returns and sends the file's new text.
public struct SourceClient {
  /// The file's new text read into the source: the source as it is now and the document it shows.
  public var reload: (Source, String) throws -> SourceReload
  /// The document shown, on `device` in `orientation`: for a format whose
  /// reader depends on them (an Interface Builder scene's size, safe area,
  /// bars, margins, fonts and size-class variations), read again with the
  /// edits kept; for others, only the device and orientation change. Also
  /// the source after it (which device was picked).
  public var reread: (Source, LayoutDocument, Device, Orientation) throws -> SourceReread
  /// What `s` does with `document` (`dirty` when it differs from the file).
  public var save: (Source, LayoutDocument, _ dirty: Bool) -> SourceSave
  /// The front wrote the last save: the source with what is on disk as its
  /// baseline, given the document saved, and what to say instead of "saved" (nil: "saved").
  public var saved: (Source, LayoutDocument) -> (Source, String?)

  public init(
    reload: @escaping (Source, String) throws -> SourceReload,
    reread: @escaping (Source, LayoutDocument, Device, Orientation) throws -> SourceReread,
    save: @escaping (Source, LayoutDocument, _ dirty: Bool) -> SourceSave,
    saved: @escaping (Source, LayoutDocument) -> (Source, String?)
  ) {
    self.reload = reload
    self.reread = reread
    self.save = save
    self.saved = saved
  }

  /// Each format's own reading and writing.
  public static var live: SourceClient {
    SourceClient(
      reload: { source, text in
        switch source {
        case .tour: return try Source.reloadScene(text, path: nil)
        case .scene(_, let path): return try Source.reloadScene(text, path: path)
        case .interfaceBuilder(let ib, let path): return try Source.reloadInterfaceBuilder(text, path: path, like: ib)
        // Nothing is watched for an import: its file is never the one shown.
        case .imported: throw SourceError.notReloadable(source)
        }
      },
      reread: { source, document, device, orientation in
        guard case .interfaceBuilder(let ib, let path) = source else {
          var d = document
          d.device = device
          d.orientation = orientation
          return SourceReread(source: source, document: d)
        }
        return try Source.rereadInterfaceBuilder(ib, path: path, document, device: device, orientation: orientation)
      },
      save: { source, document, dirty in
        switch source {
        case .imported(let imported): return Source.saveImported(imported, document)
        case .tour: return .refused("this scene has no file to save to")
        case .scene(let scene, let path): return dirty ? Source.saveScene(scene, path: path, document) : Source.unchanged
        case .interfaceBuilder(let ib, let path): return dirty ? Source.saveInterfaceBuilder(ib, path: path, document) : Source.unchanged
        }
      },
      saved: { source, document in
        guard case .interfaceBuilder(let ib, let path) = source else { return (source, nil) }
        let (adopted, note) = Source.savedInterfaceBuilder(ib, document)
        return (.interfaceBuilder(adopted, path: path), note)
      }
    )
  }
}
