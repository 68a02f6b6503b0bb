// Shared by the fuzz targets (Scripts/fuzz.sh compiles this folder into each).

/// Stops the run with what went wrong, the input, and the detail: libFuzzer keeps the input as a crash.
func fail(_ what: String, _ source: String, _ detail: String) -> Never {
  fatalError("\(what)\n--- input (\(source.utf8.count) bytes) ---\n\(source)\n--- \(detail)")
}

/// The fuzzer's bytes as text; nil when they are not UTF-8 (the front refuses such a file before parsing).
func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String? {
  String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}
