import PlumbDiagnostics
import PlumbLayout

/// What every scene of a file shares: the outlets that name views, the
/// images' sizes, the device and its orientation.
struct FileContext: Sendable {
  let file: String
  private(set) var options: ReadOptions
  /// Outlet property names by destination id (`<outlet property="titleLabel" destination="…">`).
  var outlets: [String: String] = [:]
  /// The views a xib's File's Owner holds as its `view` outlet: each is a
  /// view controller's view once the xib is loaded.
  var ownersViews: Set<String> = []
  /// Image sizes from `<resources>` (`<image name="…" width="…" height="…">`).
  var images: [String: (width: Double, height: Double)] = [:]
  /// The ids of the views IB drew by running their class's own code
  /// (`<designable name="…">`, an `IBDesignable` class). The intrinsic
  /// size such an entry records is not read: in three files it is not the
  /// one the stored frames were laid out with (a label's 18 against 22).
  var designables: Set<String> = []
  /// The file's device preset (`<device id="retina6_1">`), nil when it names none or one unknown.
  var device: Device?
  /// Whether the file names no device at all (no `<device>` element): it
  /// was last laid out on Xcode 6 or 7's canvas of any size class.
  var namesNoDevice = false
  var orientation: Orientation
  /// The orientation the file was saved in (its stored frames are for it).
  var fileOrientation: Orientation
  var toolsVersion: Double
  var warnings: [InterfaceBuilderWarning] = []
  /// The bars IB simulates for each view controller, by id.
  var bars: [String: SimulatedBars] = [:]

  init(file: String, document: XMLNode, options: ReadOptions) {
    self.file = file
    self.options = options
    toolsVersion = document["toolsVersion"].flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
    orientation = .portrait
    fileOrientation = .portrait
    namesNoDevice = document.child("device") == nil
    if let d = document.child("device") {
      if d["orientation"] == "landscape" { orientation = .landscape }
      if let id = d["id"] {
        device = Device.interfaceBuilder(id, toolsVersion: toolsVersion)
        if device == nil {
          warnings.append(InterfaceBuilderWarning(
            location(d), "unknown device '\(id)': each view controller is laid out at its stored size without safe-area insets"))
        }
      }
    }
    fileOrientation = orientation
    if let o = options.orientation { orientation = o }
    bars = SimulatedBars.all(in: document)
    var stack: [XMLNode] = [document]
    while let n = stack.popLast() {
      if n.name == "outlet", let p = n["property"], let d = n["destination"], outlets[d] == nil { outlets[d] = p }
      if n.name == "image", let name = n["name"], let w = n["width"].flatMap(SceneBuilder.number), let h = n["height"].flatMap(SceneBuilder.number) {
        images[name] = (w, h)
      }
      if n.name == "designable", let id = n["name"] { designables.insert(id) }
      if n.name == "placeholder", n["placeholderIdentifier"] == "IBFilesOwner" {
        for o in n.child("connections")?.children("outlet") ?? [] where o["property"] == "view" { o["destination"].map { _ = ownersViews.insert($0) } }
      }
      stack.append(contentsOf: n.children.reversed())
    }
  }

  /// The same file read for other options (the device, orientation and direction given).
  func with(_ options: ReadOptions) -> FileContext {
    var c = self
    c.options = options
    c.orientation = options.orientation ?? fileOrientation
    return c
  }

  func location(_ n: XMLNode) -> SourceLocation { SourceLocation(file: file, line: n.line, column: n.column) }
}
