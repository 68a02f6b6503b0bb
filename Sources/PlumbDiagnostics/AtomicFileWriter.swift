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
  ///
  /// A symbolic link is followed to the file it names, which is replaced
  /// (the link stays a link); a device, pipe or socket (a FIFO), and the
  /// process's own standard output or error (`/dev/stdout`, whatever it was
  /// redirected to), is written to, never replaced; a folder is refused, and so is a file no one may write
  /// (mode without a write bit).
  /// - Throws: `POSIXError` from the file system, with `path` unchanged.
  public static func replace(_ givenPath: String, with bytes: [UInt8], permissionsOf model: String) throws {
    if let stream = standardStream(givenPath) { return try writeAll(stream, bytes) }
    var existing = stat()
    let path: String
    if stat(givenPath, &existing) == 0 {
      switch existing.st_mode & S_IFMT {
      case S_IFREG:
        if isReadOnly(existing, givenPath) { throw POSIXError(.EACCES) }
        path = realPath(givenPath) ?? givenPath
      case S_IFDIR:
        throw POSIXError(.EISDIR)
      default:
        // Opened through its own name: `/proc/self/fd/1` names a pipe no path reaches.
        return try writeInPlace(givenPath, bytes)
      }
    } else {
      path = try endOfLinks(givenPath)
    }
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).plumb-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if fd < 0 { throw creationFailure(errno, in: folder) }
    do {
      try writeAll(fd, bytes)
      close(fd)
    } catch {
      close(fd)
      unlink(temporary)
      throw error
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

  /// Whether `path` is a regular file that no one may write (its mode has
  /// no write bit: a file its owner keeps from being changed), or that this
  /// user may not write (another user's file: renaming over it in a folder
  /// this user may write would replace it, and make it theirs).
  public static func isReadOnly(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && isReadOnly(info, path)
  }

  /// `isReadOnly(_:)` for a file already looked at.
  static func isReadOnly(_ info: stat, _ path: String) -> Bool { info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 }

  /// `path` with every link resolved, when the file exists.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// A file could not be made in a folder its user may not write (or a
  /// read-only file system): the folder is what to fix, so it is named.
  public struct FolderNotWritable: Error, LocalizedError, CustomStringConvertible {
    public var folder: String
    public var code: POSIXErrorCode
    public var description: String {
      "the folder '\(folder.isEmpty ? "." : folder)' cannot be written (\(String(cString: strerror(code.rawValue)).lowercased()))"
    }
    public var errorDescription: String? { description }
  }

  /// The error for a file that could not be created in `folder`.
  static func creationFailure(_ code: Int32, in folder: String) -> Error {
    let posix = POSIXErrorCode(rawValue: code) ?? .EIO
    return posix == .EACCES || posix == .EROFS ? FolderNotWritable(folder: folder, code: posix) : POSIXError(posix)
  }

  /// Why a write failed, in the system's words ("no space left on device").
  public static func reason(_ error: Error) -> String {
    if let e = error as? POSIXError { return String(cString: strerror(e.code.rawValue)).lowercased() }
    if let e = error as? LocalizedError, let said = e.errorDescription { return said }
    // Not Foundation's "The operation could not be completed" for an error
    // that says what it is itself (its description).
    let foundation = error.localizedDescription
    return foundation.hasPrefix("The operation could not be completed") ? String(describing: error) : foundation
  }

  /// Why writing `path` failed, naming the file unless the reason already
  /// holds its path: "login.scene: no space left on device". (Its name
  /// alone is not enough: a file called `device` is not named by "no
  /// space left on device".)
  public static func reason(_ error: Error, writing path: String) -> String {
    let reason = reason(error)
    return reason.contains(path) ? reason : "\((path as NSString).lastPathComponent): \(reason)"
  }

  /// The file a chain of symbolic links ends at (`path` itself when it is
  /// not a link), whether or not that file exists yet: a link to a file
  /// not yet written is written through, as a shell's `>` does.
  /// - Throws: `POSIXError(.ELOOP)` past 40 links.
  static func endOfLinks(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = readlink(current, &buffer, Int(PATH_MAX))
      guard n > 0 else { return current }
      let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(link)
    }
    throw POSIXError(.ELOOP)
  }

  /// Writes `bytes` to a file that is not a regular one (a device, a pipe),
  /// as a shell's redirection does: opened for writing, never created or renamed over.
  static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws {
    let fd = open(path, O_WRONLY)
    if fd < 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(fd) }
    try writeAll(fd, bytes)
  }

  /// The descriptor of the process's own output stream `path` names
  /// (`/dev/stdout`, `/dev/fd/2`…), written where it stands: opened anew,
  /// a redirected file would be written from its start, over what was printed.
  static func standardStream(_ path: String) -> Int32? {
    switch path {
    case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": return STDOUT_FILENO
    case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": return STDERR_FILENO
    default: return nil
    }
  }

  /// Writes every byte of `bytes` to `fd`, again after an interruption.
  /// - Throws: `POSIXError` from `write` (`ENOSPC` on a full device).
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
      written += n
    }
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
  /// the name is taken; a file half written is removed. The new file has
  /// the permissions of `model` when it exists (a copy of a private file
  /// stays private), else `0644` less the umask.
  /// - Throws: `POSIXError` from the file system.
  public static func create(_ path: String, with bytes: [UInt8], permissionsOf model: String? = nil) throws -> Bool {
    var info = stat()
    let modelMode = model.flatMap { stat($0, &info) == 0 ? info.st_mode & 0o777 : nil }
    // Created without group or other access until its mode is set: never readable by others meanwhile.
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, modelMode == nil ? 0o644 : 0o600)
    if fd < 0 {
      if errno == EEXIST { return false }
      throw creationFailure(errno, in: (path as NSString).deletingLastPathComponent)
    }
    defer { close(fd) }
    do {
      try writeAll(fd, bytes)
    } catch {
      unlink(path)
      throw error
    }
    try readBack(path, bytes)
    if let modelMode { fchmod(fd, modelMode) }
    return true
  }
}
