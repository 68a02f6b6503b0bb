import Foundation
import PlumbDiagnostics
import PlumbPlayground

/// The course's progress file (`CourseProgress.path`), read at start and
/// replaced atomically when a lesson is finished.
struct ProgressFile {
  let path: String?

  init(environment: [String: String] = ProcessInfo.processInfo.environment) { path = CourseProgress.path(environment: environment) }

  /// The lessons finished; none when the file is not there yet.
  /// - Throws: `Failure` when the file is there but cannot be read.
  func read() throws -> Set<String> {
    guard let path else { return [] }
    do {
      // A progress file of a megabyte would list far more lessons than there are.
      return CourseProgress.lessons(in: String(decoding: try FileReader.bytes(atPath: path, limit: 1 << 20), as: UTF8.self))
    } catch .noSuchFile {
      return []
    } catch {
      throw Failure("cannot read the course's progress in \(path): \(error.reason(kind: "progress file"))")
    }
  }

  /// Keeps `ids`, replacing the file atomically (its folder made when missing).
  func write(_ ids: [String]) throws {
    guard let path else { throw Failure("neither XDG_STATE_HOME nor HOME is set: the course's progress is not kept") }
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try AtomicFileWriter.replace(path, with: Array(CourseProgress.text(ids).utf8), permissionsOf: path)
  }
}
