#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole input file's bytes, the one way every reader opens a file.
///
/// The file's type is checked with `stat` before it is opened: opening a
/// FIFO for reading would wait for a writer, and a directory, a device or a
/// socket is no input file. Only a regular file is read, up to a bound
/// given by the caller (reading is the only allocation sized by the file
/// alone; a bound keeps a wrong path from exhausting memory), and a file
/// that grows while it is read is held to the same bound.
public enum FileReader {
  /// Why a file could not be read, in words that end "cannot read 'F': …".
  public enum Failure: Error, Equatable, Sendable {
    case noSuchFile
    case permissionDenied
    case pathComponentNotADirectory
    case directory
    case fifo
    case device
    case socket
    case notRegularFile
    /// Larger than the bound, in bytes.
    case tooLarge(limit: Int)
    /// Any other error the system gave, as `strerror` words it.
    case system(String)

    /// The reason, for a message such as "cannot read 'F': it is a directory".
    /// `kind` names what was expected ("scene file", "strings file").
    public func reason(kind: String) -> String {
      switch self {
      case .noSuchFile: return "no such file"
      case .permissionDenied: return "permission denied"
      case .pathComponentNotADirectory: return "a part of the path is not a directory"
      case .directory: return "it is a directory, not \(a(kind))"
      case .fifo: return "it is a FIFO (named pipe), not \(a(kind))"
      case .device: return "it is a device, not \(a(kind))"
      case .socket: return "it is a socket, not \(a(kind))"
      case .notRegularFile: return "it is not a regular file"
      case .tooLarge(let limit): return "it is larger than \(FileReader.size(limit)), the largest \(kind) Plumb reads"
      case .system(let words): return words
      }
    }

    /// `noun` with its indefinite article: "a scene file", "an input".
    func a(_ noun: String) -> String { (noun.first.map { "aeiouAEIOU".contains($0) } ?? false ? "an " : "a ") + noun }
  }

  /// Every byte of the regular file at `path`, at most `limit` of them.
  /// - Complexity: O(*n*) for a file of *n* bytes.
  public static func bytes(atPath path: String, limit: Int) throws(Failure) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(errno) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .directory
    case S_IFIFO: throw .fifo
    case S_IFCHR, S_IFBLK: throw .device
    case S_IFSOCK: throw .socket
    default: throw .notRegularFile
    }
    if info.st_size > limit { throw .tooLarge(limit: limit) }
    let fd = open(path, O_RDONLY | O_NONBLOCK)
    guard fd >= 0 else { throw failure(errno) }
    defer { close(fd) }
    return try readAll(fd, limit: limit)
  }

  /// Every byte of an open file or pipe, at most `limit` of them.
  public static func readAll(_ fd: Int32, limit: Int) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      if n == 0 { break }
      bytes += buffer[0..<n]
      if bytes.count > limit { throw .tooLarge(limit: limit) }
    }
    return bytes
  }

  static func failure(_ code: Int32) -> Failure {
    switch code {
    case ENOENT: return .noSuchFile
    case EACCES: return .permissionDenied
    case ENOTDIR: return .pathComponentNotADirectory
    case EISDIR: return .directory
    default: return .system(String(cString: strerror(code)).lowercased())
    }
  }

  /// `64 MiB`, `512 KiB`, `100 bytes`.
  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}
