/// The playground's options that formats read (`plumb play`'s flags).
struct PlayOptions {
  var ascii: Bool
  /// For Swift code: values the file cannot tell, `NAME=VALUE`.
  var defines: [String] = []
  /// For Swift code: the named state to open on.
  var state: String? = nil
  /// For a .storyboard or .xib: the scene to open on (its id or name), the device and orientation to read it for.
  var scene: String? = nil
  var device: String? = nil
  var orientation: String? = nil

  /// Refuses the Interface Builder options for a format that has no scenes to pick or devices to read for.
  func refuseInterfaceBuilderOptions(_ format: String) throws {
    for (given, flag) in [(scene, "--scene"), (device, "--device"), (orientation, "--orientation")] where given != nil {
      throw Failure("\(flag) is for .storyboard and .xib files; a \(format) sets its device in the file")
    }
  }
}
