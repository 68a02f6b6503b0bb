import ArgumentParser
import Foundation

/// Runs Scripts/kiwi_bench.py in the venv Scripts/kiwi-venv.sh makes.
enum Kiwi {
  static var root: URL {
    // The package root: the benchmark is run with `swift run` from it.
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// Runs the given workloads (row index, spec) and returns kiwi's seconds and peak KiB by row index.
  static func run(_ jobs: [(Int, [String: Any])]) throws -> [Int: (Double, Int)] {
    let setup = Process()
    setup.executableURL = URL(fileURLWithPath: "/bin/bash")
    setup.arguments = [root.appendingPathComponent("Scripts/kiwi-venv.sh").path]
    let pyOut = Pipe()
    setup.standardOutput = pyOut
    try setup.run()
    setup.waitUntilExit()
    let python = String(decoding: pyOut.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard setup.terminationStatus == 0, !python.isEmpty else {
      throw ValidationError("could not set up kiwisolver (Scripts/kiwi-venv.sh failed)")
    }
    var results: [Int: (Double, Int)] = [:]
    // One process per workload so that each peak memory figure is its own.
    for (i, spec) in jobs {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: python)
      p.arguments = [root.appendingPathComponent("Scripts/kiwi_bench.py").path]
      let input = Pipe(), output = Pipe()
      p.standardInput = input
      p.standardOutput = output
      try p.run()
      input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: [spec]))
      try input.fileHandleForWriting.close()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      p.waitUntilExit()
      guard let line = String(data: data, encoding: .utf8)?.split(separator: "\n").first,
        let obj = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let seconds = obj["seconds"] as? Double
      else { throw ValidationError("kiwisolver failed on \(spec)") }
      results[i] = (seconds, obj["peak_kib"] as? Int ?? 0)
      FileHandle.standardError.write("  kiwi: \(spec["kind"] ?? "") \(spec["n"] ?? "") \(String(format: "%.6f", seconds)) s\n".data(using: .utf8) ?? Data())
    }
    return results
  }
}
