import PlumbDiagnostics
import PlumbLayout

/// How to read a Swift file: values for what the file cannot say, and the
/// device, orientation and direction asked for on the command line.
public struct SwiftCodeOptions: Sendable {
  /// `--define NAME=VALUE`: an expression's text (`Constants.padding`,
  /// `isCompact`, `DEBUG`) and its value; `true` and `false` are 1 and 0.
  public var defines: [String: Double]
  /// Overrides the file's `// plumb:` comment and the default.
  public var device: Device?
  public var orientation: Orientation?
  public var direction: LayoutDirection
  /// Whether the count of constraints imported runs the code again under
  /// each other arm of its choices (false: only the layout shown counts,
  /// for a caller that wants just another layout).
  public var countsEveryArm = true
  /// For a counting run: after setup, run each property observer
  /// (`didSet`, `willSet`) with layout code, as if other code set the
  /// property (its old value unknown), so that what it makes is counted.
  var runsObservers = false
  /// How many steps running the file's code may take before reading stops
  /// there, with a warning that says where (a loop too long to follow):
  /// about a second of a release build's time.
  public var maximumSteps = SwiftCodeOptions.defaultMaximumSteps
  public static let defaultMaximumSteps = 400_000

  public init(defines: [String: Double] = [:], device: Device? = nil, orientation: Orientation? = nil, direction: LayoutDirection = .leftToRight) {
    self.defines = defines
    self.device = device
    self.orientation = orientation
    self.direction = direction
  }

  /// A `--define` value: `true`/`YES` 1, `false`/`NO` 0, or a finite number.
  public static func value(_ raw: String) -> Double? {
    switch raw {
    case "true", "YES": return 1
    case "false", "NO": return 0
    default: return Double(raw).flatMap { $0.isFinite ? $0 : nil }
    }
  }

  /// Parses one `--define NAME=VALUE`; nil with the reason when it is not one.
  public static func parseDefine(_ text: String) -> Result<(String, Double), DefineError> {
    guard let eq = text.firstIndex(of: "=") else { return .failure(DefineError(text: text, reason: "expected NAME=VALUE")) }
    let name = String(text[..<eq]).filter { !$0.isWhitespace }
    let raw = String(text[text.index(after: eq)...]).trimmingWhitespace
    guard !name.isEmpty else { return .failure(DefineError(text: text, reason: "the name before '=' is empty")) }
    guard let v = value(raw) else { return .failure(DefineError(text: text, reason: "'\(raw)' is not a number, true or false")) }
    return .success((name, v))
  }
}

/// A `--define` that is not `NAME=VALUE`.
public struct DefineError: Error, Equatable, CustomStringConvertible {
  public var text: String
  public var reason: String
  public var description: String { "--define \(text): \(reason)" }
}
