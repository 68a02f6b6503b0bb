import PlumbLayout

/// What `check` covers beyond the layout as read: every device (a
/// storyboard or xib), every arm of every choice (Swift code), text sizes
/// and pseudolanguages (every format: `TextStressSweep`).
struct CheckScope {
  var allDevices = false
  var allChoices = false
  /// The text conditions to lay the layouts out under besides the layout as designed.
  var textStress: [TextStress] = []

  /// Refuses the flags a format has no use for, naming the format.
  func refuse(for format: String, devices: String? = nil, choices: String? = nil) throws {
    if allDevices, let devices { throw Failure("--all-devices checks a .storyboard or .xib on every device; \(format) \(devices)") }
    if allChoices, let choices { throw Failure("--all-choices checks Swift code under every arm of its choices; \(format) \(choices)") }
  }
}
