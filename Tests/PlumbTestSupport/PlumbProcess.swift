import Foundation

/// Runs the built `plumb` binary from the repository's root, as a user would.
public enum PlumbProcess {
  public struct Run: Sendable {
    public var status: Int32
    public var out: String
    public var err: String
  }

  /// Runs `plumb ARGS`, with `input` on its standard input when given
  /// (then closed, as Ctrl-D ends a paste). Standard error is read on
  /// another thread, so that neither pipe fills up while the other is read.
  public static func run(_ args: [String], input: String? = nil) throws -> Run {
    let p = Process()
    p.executableURL = Repository.product("plumb")
    p.arguments = args
    p.currentDirectoryURL = Repository.root
    let out = Pipe(), err = Pipe(), inp = Pipe()
    p.standardOutput = out
    p.standardError = err
    if input != nil { p.standardInput = inp }
    try p.run()
    if let input {
      inp.fileHandleForWriting.write(Data(input.utf8))
      try inp.fileHandleForWriting.close()
    }
    nonisolated(unsafe) var e = Data()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      e = err.fileHandleForReading.readDataToEndOfFile()
      done.signal()
    }
    let o = out.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    p.waitUntilExit()
    return Run(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
  }
}
