import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The one way Plumb writes a user's file: never half a file.
///
/// `replace` writes a temporary file in the same folder and renames it over
/// the target (a rename within a folder is atomic), so a crash or a full
/// disk leaves the old file whole; `create` makes a new file exclusively, so
/// an existing file is never replaced.
public enum AtomicFileWriter {
  /// Writes `bytes` to `path` atomically: a temporary file in the same
  /// folder, given the permissions of `model` (when it exists), renamed over `path`.
  /// - Throws: `CocoaError`/`POSIXError` from the file system, with `path` unchanged.
  public static func replace(_ path: String, with bytes: [UInt8], permissionsOf model: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).plumb-\(getpid())"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
    }
    var info = stat()
    if stat(model, &info) == 0 { chmod(temporary, info.st_mode & 0o7777) }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
    try readBack(path, bytes)
  }

  /// Reads `path` again and throws `EIO` unless it holds `bytes`: a save is
  /// reported only once what is on disk is what was meant (a full disk,
  /// a file system that drops writes, another writer racing).
  static func readBack(_ path: String, _ bytes: [UInt8]) throws {
    guard let back = FileManager.default.contents(atPath: path), back.count == bytes.count, [UInt8](back) == bytes else {
      throw POSIXError(.EIO)
    }
  }

  /// Creates `path` holding `bytes`, unless a file of that name exists
  /// (created exclusively: no race with another writer). Returns false when
  /// the name is taken; a file half written is removed.
  /// - Throws: `POSIXError` from the file system.
  public static func create(_ path: String, with bytes: [UInt8]) throws -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    if fd < 0 {
      if errno == EEXIST { return false }
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    defer { close(fd) }
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        let code = errno
        unlink(path)
        throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
      }
      written += n
    }
    try readBack(path, bytes)
    return true
  }
}
