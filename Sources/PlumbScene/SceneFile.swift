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
/// - the write is atomic (a temporary file renamed over the target), and
///   content Plumb did not write is kept first as a backup: `NAME~`, or the
///   first free `NAME.~N~` where `NAME~` is there already (a backup never
///   replaces a file, not even an older backup);
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
  /// Whether `bytes` are what this value's last save wrote (not what was
  /// read): a later save replaces Plumb's own text and keeps no backup of it.
  private var wroteBytes = false
  /// Where the last save that kept a backup kept it.
  public private(set) var backup: String?

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
    public var description: String { "\(path) is read-only (its permissions do not let you write it)" }
    public var errorDescription: String? { description }
  }

  /// A save refused because what is at the path is no regular file (a FIFO
  /// would block the playground until another program opened it).
  public struct NotAFile: Error, CustomStringConvertible, LocalizedError {
    public var path: String
    public var why: String
    public var description: String { why }
    public var errorDescription: String? { description }
  }

  /// The bytes at `path` now, nil when nothing is there; never blocks:
  /// anything but a regular file (or a link to one) is refused.
  /// - Throws: `NotAFile` for a FIFO, device, socket or folder; `POSIXError` for other failures.
  public static func bytesOnDisk(_ path: String) throws -> [UInt8]? {
    do {
      return try FileReader.bytes(atPath: path, limit: Int.max)
    } catch .noSuchFile {
      return nil
    } catch .permissionDenied {
      throw POSIXError(.EACCES)
    } catch {
      throw NotAFile(path: path, why: error.reason(kind: "file Plumb writes"))
    }
  }

  /// The file a write goes to: the end of a chain of symbolic links.
  public var target: String { AtomicFileWriter.realPath(path) ?? path }

  /// Saves `text` (see the type's rules). The content on disk is kept as a
  /// backup (`backupPath(for:)`) unless this value wrote it, or the caller
  /// says not to (`keepingBackup` false: a file Plumb wrote itself).
  /// - Throws: `CocoaError`/`POSIXError` from the file system, with nothing changed on failure.
  public mutating func save(_ text: String, keepingBackup: Bool = true) throws -> Outcome {
    let target = self.target
    let new = encode(text)
    let onDisk = try SceneFile.bytesOnDisk(target)
    if let onDisk, onDisk != bytes {
      // Changed on disk since it was read: keep both, and never replace a
      // file already beside it (an earlier "your version", or the user's own).
      for k in 1...1000 {
        let beside = SceneFile.besidePath(target, k)
        if try AtomicFileWriter.create(beside, with: new, permissionsOf: target) { return .wroteBeside(beside) }
      }
      throw POSIXError(.EEXIST)
    }
    if let onDisk, onDisk == new {
      bytes = new
      return .unchanged
    }
    // A file its owner made read-only is not saved into, and nothing is written for it (no backup either).
    if AtomicFileWriter.isReadOnly(target) { throw SceneFile.ReadOnly(path: target) }
    if keepingBackup, !wroteBytes, let onDisk { backup = try SceneFile.keepBackup(of: target, onDisk) }
    try AtomicFileWriter.replace(target, with: new, permissionsOf: target)
    bytes = new
    wroteBytes = true
    return .saved
  }

  /// The name a backup of `target` takes now: `NAME~` when it is free,
  /// else the first free `NAME.~N~` (Emacs's numbered backups).
  public static func backupPath(for target: String) -> String {
    let plain = target + "~"
    guard isTaken(plain) else { return plain }
    return (1...maximumBackups).lazy.map { "\(target).~\($0)~" }.first { !isTaken($0) } ?? plain
  }

  /// The most numbered backups of one file.
  static let maximumBackups = 1000

  /// Writes `bytes` to a new backup of `target` (`backupPath(for:)`, created
  /// exclusively with the target's permissions) and returns its path.
  /// - Throws: `POSIXError(.EEXIST)` when every name is taken.
  static func keepBackup(of target: String, _ bytes: [UInt8]) throws -> String {
    for _ in 0..<8 {
      let path = backupPath(for: target)
      // Another writer may take the name between the look and the write: look again.
      if try AtomicFileWriter.create(path, with: bytes, permissionsOf: target) { return path }
    }
    throw POSIXError(.EEXIST)
  }

  /// Whether anything has the name `path`: a file, a folder, or a link (a dangling one too, which `fileExists` does not see).
  private static func isTaken(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
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
