import Foundation
import PlumbDiagnostics

#if canImport(Glibc)
  import Glibc
#endif

/// A scene file on disk as the playground last read or wrote it, and the
/// safe way to save over it.
///
/// Saving keeps the user's bytes and never loses work:
/// - a symbolic link stays a link (the file it points to is written);
/// - the file keeps its permissions, its line endings (CRLF stays CRLF) and
///   its byte-order mark;
/// - the write is atomic (a temporary file renamed over the target) and the
///   previous content is kept as `NAME~`;
/// - if the file changed on disk since it was read, it is not overwritten:
///   the new text is written beside it (`NAME.mine.scene`) and the caller is
///   told so;
/// - a save that would write what the file already holds writes nothing,
///   and leaves the backup alone.
public struct SceneFile: Sendable {
  /// The path the user gave.
  public let path: String
  /// The file's bytes as last read or written.
  public private(set) var bytes: [UInt8]

  /// What a save did.
  public enum Outcome: Equatable, Sendable {
    case saved
    /// The file already held exactly this text.
    case unchanged
    /// The file changed on disk since it was read: written here instead.
    case wroteBeside(String)
  }

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// The text to parse: the bytes without a byte-order mark.
  public var text: String {
    String(decoding: SceneFile.bom.elementsEqual(bytes.prefix(3)) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
  }

  static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// `text` in the file's own conventions: CRLF line endings if the file used
  /// them, and its byte-order mark if it had one.
  public func encode(_ text: String) -> [UInt8] {
    var out: [UInt8] = SceneFile.bom.elementsEqual(bytes.prefix(3)) ? SceneFile.bom : []
    let crlf = usesCRLF
    for b in text.utf8 {
      if crlf && b == 0x0A && out.last != 0x0D { out.append(0x0D) }
      out.append(b)
    }
    return out
  }

  /// Whether most line breaks of the file are CRLF.
  var usesCRLF: Bool {
    var crlf = 0, lf = 0
    for (i, b) in bytes.enumerated() where b == 0x0A {
      if i > 0 && bytes[i - 1] == 0x0D { crlf += 1 } else { lf += 1 }
    }
    return crlf > lf
  }

  /// A save refused because the file is read-only (its mode has no write bit).
  public struct ReadOnly: Error, CustomStringConvertible, LocalizedError {
    public var path: String
    public var description: String { "\(path) is read-only (its permissions allow no one to write it)" }
    public var errorDescription: String? { description }
  }

  /// The file a write goes to: the end of a chain of symbolic links.
  public var target: String { AtomicFileWriter.realPath(path) ?? path }

  /// Saves `text` (see the type's rules); without `keepingBackup`, the
  /// previous content is not kept as `NAME~` (a file Plumb wrote itself,
  /// whose `NAME~` may hold the user's own).
  /// - Throws: `CocoaError`/`POSIXError` from the file system, with nothing changed on failure.
  public mutating func save(_ text: String, keepingBackup: Bool = true) throws -> Outcome {
    let target = self.target
    let new = encode(text)
    let onDisk = FileManager.default.contents(atPath: target).map { [UInt8]($0) }
    if let onDisk, onDisk != bytes {
      // Changed on disk since it was read: keep both, and never replace a
      // file already beside it (an earlier "your version", or the user's own).
      for k in 1...1000 {
        let beside = SceneFile.besidePath(target, k)
        if try AtomicFileWriter.create(beside, with: new) { return .wroteBeside(beside) }
      }
      throw POSIXError(.EEXIST)
    }
    if let onDisk, onDisk == new {
      bytes = new
      return .unchanged
    }
    // A file its owner made read-only is not saved into, and nothing is written for it (no backup either).
    if AtomicFileWriter.isReadOnly(target) { throw SceneFile.ReadOnly(path: target) }
    // The backup is Plumb's own: replaced even where an older save left it read-only.
    if keepingBackup, let onDisk { try AtomicFileWriter.replace(target + "~", with: onDisk, permissionsOf: target, evenReadOnly: true) }
    try AtomicFileWriter.replace(target, with: new, permissionsOf: target)
    bytes = new
    return .saved
  }

  /// Writes `contents` to a new `.scene` file beside `path` (a file in
  /// another format): `NAME.scene` for `NAME.txt`, else `NAME-2.scene`,
  /// `NAME-3.scene`…; an existing file is never replaced (each name is
  /// created exclusively). Returns the path written.
  public static func createNew(beside path: String, contents: String) throws -> String {
    let slash = path.lastIndex(of: "/")
    let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
    let stem = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : name[..<$0] } ?? name
    let base = String(path[..<name.startIndex]) + stem
    let bytes = Array(contents.utf8)
    for k in 1...1000 {
      let candidate = k == 1 ? base + ".scene" : base + "-\(k).scene"
      if try AtomicFileWriter.create(candidate, with: bytes) { return candidate }
    }
    throw POSIXError(.EEXIST)
  }

  /// `NAME.mine.scene` beside `NAME.scene` (or `NAME.mine` for another
  /// name); for `k` above 1, `NAME.mine-K.scene` (`NAME.mine-K`).
  static func besidePath(_ target: String, _ k: Int = 1) -> String {
    let mine = k == 1 ? ".mine" : ".mine-\(k)"
    return target.hasSuffix(".scene") ? String(target.dropLast(".scene".count)) + mine + ".scene" : target + mine
  }
}
