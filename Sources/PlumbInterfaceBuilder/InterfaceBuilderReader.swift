import Foundation
import PlumbDiagnostics
import PlumbLayout

/// Reads `.storyboard` and `.xib` files (Interface Builder's XML, document
/// version 3.0) into one `LayoutDocument` per scene.
///
/// Scenes are the views no `<subviews>` holds: each view controller's root
/// view, each top-level view of a xib, each table or collection view cell's
/// content view (and table header and footer views), laid out at the size
/// IB stored for them (unless a device is given). Cells are left out of the
/// scene of the table that shows them, as UIKit lays them out on their own.
public enum InterfaceBuilderReader {
  /// Reads a file from disk.
  public static func read(contentsOf path: String, options: ReadOptions = ReadOptions()) throws(InterfaceBuilderError) -> InterfaceBuilderFile {
    try parse(try bytes(of: path), file: path, options: options)
  }

  /// The largest storyboard or xib read: 64 MiB, the bound of every file
  /// Plumb reads (the largest public files are a few MiB).
  public static let maximumBytes = 64 << 20

  /// The bytes of the file at `path` (`FileReader`: a regular file, at most `maximumBytes`).
  public static func bytes(of path: String) throws(InterfaceBuilderError) -> Data {
    do {
      return Data(try FileReader.bytes(atPath: path, limit: maximumBytes))
    } catch {
      throw .unreadable(file: path, reason: error.reason(kind: "storyboard or xib"))
    }
  }

  /// Reads a file's bytes; `file` is the name used in messages.
  public static func parse(_ data: Data, file: String, options: ReadOptions = ReadOptions()) throws(InterfaceBuilderError) -> InterfaceBuilderFile {
    try read(tree: try tree(data, file: file), file: file, options: options)
  }

  /// The file's XML as a tree, to read again for other options without parsing it again.
  public static func tree(_ data: Data, file: String) throws(InterfaceBuilderError) -> XMLNode {
    try XMLTreeReader.read(data, file: file)
  }

  /// Reads a parsed file; with `only`, builds that scene alone (the others are left out).
  public static func read(tree root: XMLNode, file: String, options: ReadOptions = ReadOptions(), only: Int? = nil) throws(InterfaceBuilderError) -> InterfaceBuilderFile {
    read(try prepare(tree: root, file: file), options: options, only: only)
  }

  /// A parsed file with what every reading of it shares, whatever the
  /// device, orientation and direction: where its scenes are, its outlets,
  /// images and simulated bars, and the warnings about the file as a whole.
  /// The playground keeps one, so that `r` and `d` read a scene again
  /// without walking the whole file.
  public struct Prepared: Sendable {
    let file: String
    let context: FileContext
    let found: [SceneFinder.Found]
    let warnings: [InterfaceBuilderWarning]

    /// The device id the file was saved for (`<device id="…">`), when it names a known one.
    public var deviceName: String? { context.device?.name }
    /// The orientation the file was saved in.
    public var fileOrientation: Orientation { context.fileOrientation }
  }

  /// Checks the document and gathers what every reading of it shares.
  /// - Throws: `notInterfaceBuilder` or `unsupportedVersion` (a version from the future).
  public static func prepare(tree root: XMLNode, file: String) throws(InterfaceBuilderError) -> Prepared {
    let at = SourceLocation(file: file, line: root.line, column: root.column)
    guard root.name == "document" else { throw .notInterfaceBuilder(at, element: root.name) }
    var warnings: [InterfaceBuilderWarning] = []
    if let version = root["version"], version != "3.0" {
      let major = version.split(separator: ".").first.flatMap { Int($0) } ?? 0
      if major > 3 { throw .unsupportedVersion(at, version: version) }
      warnings.append(InterfaceBuilderWarning(at, "document version \(version) is older than 3.0; read as 3.0"))
    }
    if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS") {
      // AppKit, tvOS and watchOS files share the format but not UIKit's views and defaults.
      warnings.append(InterfaceBuilderWarning(at, "targetRuntime \(runtime) is not iOS: its views are read as UIKit's, which may not be what that platform lays out"))
    }
    let context = FileContext(file: file, document: root, options: ReadOptions())
    return Prepared(file: file, context: context, found: SceneFinder.find(in: root), warnings: warnings + context.warnings)
  }

  /// Reads a prepared file for `options`; with `only`, builds that scene alone.
  public static func read(_ prepared: Prepared, options: ReadOptions = ReadOptions(), only: Int? = nil) -> InterfaceBuilderFile {
    let context = prepared.context.with(options)
    var scenes: [InterfaceBuilderScene] = []
    var ids: [String: Int] = [:]
    for (k, found) in prepared.found.enumerated() where only == nil || only == k {
      var builder = SceneBuilder(context: context, found: found)
      var scene = builder.build()
      scene.readOptions = options
      // Two scenes with one name stay addressable by id; the name gets the id.
      if let n = ids[scene.name] {
        if n >= 0 { scenes[n].name += " (\(scenes[n].id))"; ids[scene.name] = -1 }
        scene.name += " (\(scene.id))"
      } else {
        ids[scene.name] = scenes.count
      }
      scenes.append(scene)
    }
    return InterfaceBuilderFile(file: prepared.file, scenes: scenes, warnings: prepared.warnings)
  }
}
