import Foundation
import PlumbInterfaceBuilder
import PlumbTestSupport
import XCTest

@testable import PlumbLayout
@testable import PlumbPlayground
@testable import PlumbScene

/// The reducer reads and writes every kind of source through its
/// `SourceClient`: reloading, reading again for another device or
/// orientation, and saving, for each `Source` case, with a client that
/// records what it was asked and touches no file.
final class SourceClientTests: XCTestCase {
  /// What the recording client was asked, in order.
  final class Calls {
    var log: [String] = []
  }

  /// A client that answers from the document it is given, recording each
  /// call: a reload gives a document with one constraint's constant set
  /// to the text's length; a re-read marks the document with the device
  /// and orientation asked for; a save writes `saved:` plus the first constraint's constant.
  static func recording(_ calls: Calls) -> SourceClient {
    SourceClient(
      reload: { source, text in
        calls.log.append("reload \(Self.kind(source)) \(text)")
        var d = source.scene?.document ?? source.interfaceBuilder?.scene?.document ?? source.imported?.base ?? LayoutDocument()
        if !d.constraints.isEmpty { d.constraints[0].constant = Double(text.count) }
        return SourceReload(source: source, document: d, linesNameConstraints: false)
      },
      reread: { source, document, device, orientation in
        calls.log.append("reread \(Self.kind(source)) \(device.name) \(orientation.rawValue)")
        var d = document
        d.device = device
        d.orientation = orientation
        d.title = "re-read"
        return SourceReread(source: source, document: d)
      },
      save: { source, document, dirty in
        calls.log.append("save \(Self.kind(source)) dirty=\(dirty)")
        let constant = document.constraints.first.map { exactNumber($0.constant) } ?? "-"
        return .writing(source, effects: [.save(path: "recorded", contents: "saved: \(constant)")], message: "recorded save", pending: true)
      },
      saved: { source, _ in
        calls.log.append("saved \(Self.kind(source))")
        return (source, "recorded note")
      })
  }

  static func kind(_ source: Source) -> String {
    switch source {
    case .tour: return "tour"
    case .scene: return "scene"
    case .interfaceBuilder: return "interfaceBuilder"
    case .imported: return "imported"
    }
  }

  static func interfaceBuilderSource() throws -> (InterfaceBuilderSource, String) {
    let path = Repository.url("Tests/Fixtures/InterfaceBuilder/048_DonMag_KutayXIBs_TripDetailView.xib").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let file = try InterfaceBuilderReader.parse(Data(text.utf8), file: path)
    return (try InterfaceBuilderSource.opening(file, text: text, path: path), path)
  }

  /// Every source, with the document the playground shows first.
  static func sources() throws -> [(Source, LayoutDocument)] {
    let scene = try Fixtures.scene("profile.scene")
    let (ib, path) = try interfaceBuilderSource()
    let ibDocument = try XCTUnwrap(ib.scene?.document)
    return [
      (.tour(scene), scene.document),
      (.scene(scene, path: "Scenes/profile.scene"), scene.document),
      (.interfaceBuilder(ib, path: path), ibDocument),
      (.imported(ImportedSource(path: "logs/crash.txt", base: scene.document)), scene.document),
    ]
  }

  /// For each source: `+` then `r`, `d`, the file changing on disk, `s` and
  /// the front's "saved" each go through the client, and the reducer applies its answers.
  func testEverySourceReloadsRereadsAndSavesThroughTheClient() throws {
    for (source, document) in try Self.sources() {
      let kind = Self.kind(source)
      let calls = Calls()
      var s = PlaygroundState(source: source, document: document, layout: .fresh(), sources: Self.recording(calls))
      // The question before the first save into a storyboard is answered (it has a test of its own).
      s.writesInterfaceBuilder = true
      XCTAssertFalse(s.document.constraints.isEmpty, kind)
      let constant = s.document.constraints[0].constant
      s.press("+")
      XCTAssertTrue(s.dirty, kind)

      // Rotating: read again for the other orientation, as an undoable change.
      s.press("r")
      XCTAssertEqual(calls.log.last, "reread \(kind) \(document.device.name) landscape")
      XCTAssertEqual(s.document.title, "re-read", kind)
      XCTAssertEqual(s.document.orientation, .landscape, kind)
      XCTAssertTrue(s.message?.hasPrefix("rotated to landscape") ?? false, "\(kind): \(s.message ?? "")")
      s.press("u")
      XCTAssertNotEqual(s.document.title, "re-read", "\(kind): the re-read is undoable")
      s.press("U")

      // Another device: the source says which comes next, the client reads for it.
      s.press("d")
      let next = source.device(after: document.device)
      XCTAssertEqual(calls.log.last, "reread \(kind) \(next.name) landscape")
      XCTAssertEqual(s.document.device.name, next.name, kind)

      // Saving: the client's effects come back as they are; nothing is written here.
      let effects = s.press("s")
      XCTAssertEqual(calls.log.last, "save \(kind) dirty=true")
      XCTAssertEqual(effects, [.save(path: "recorded", contents: "saved: \(exactNumber(constant + 1))")], kind)
      XCTAssertEqual(s.message, "recorded save", kind)
      XCTAssertTrue(s.dirty, "\(kind): not saved until the front says so")
      Reducer.reduce(&s, .saved(error: nil))
      XCTAssertEqual(calls.log.last, "saved \(kind)")
      XCTAssertEqual(s.message, "recorded note", kind)
      XCTAssertFalse(s.dirty, "\(kind): what was saved is the file now")

      // The file changes on disk: the client reads the text; the device and orientation shown stay.
      let effectsOfReload = Reducer.reduce(&s, .fileChanged("twelve chars"))
      XCTAssertEqual(calls.log.last, "reload \(kind) twelve chars")
      XCTAssertEqual(effectsOfReload, [.reloaded], kind)
      XCTAssertEqual(s.document.constraints[0].constant, 12, kind)
      XCTAssertEqual(s.document.orientation, .landscape, kind)
      XCTAssertEqual(s.document.device.name, next.name, kind)
      XCTAssertEqual(s.savedDocument.constraints[0].constant, 12, "\(kind): the file's text is the baseline")
      XCTAssertEqual(s.undoStack.last?.constraints[0].constant, constant + 1, "\(kind): the reload is undoable")
      XCTAssertEqual(calls.log.count, 5, "\(kind): \(calls.log)")
    }
  }

  /// The reducer keeps the source each answer of the client gives (a
  /// picked device, a save under way, the text on disk, a reloaded file).
  func testTheReducerKeepsTheSourceTheClientGives() throws {
    let scene = try Fixtures.scene("profile.scene")
    let client = SourceClient(
      reload: { _, _ in SourceReload(source: .scene(scene, path: "reloaded.scene"), document: scene.document, linesNameConstraints: true) },
      reread: { _, d, _, _ in SourceReread(source: .scene(scene, path: "re-read.scene"), document: d) },
      save: { _, _, _ in .writing(.scene(scene, path: "saving.scene"), effects: [], message: nil, pending: true) },
      saved: { _, _ in (.scene(scene, path: "saved.scene"), nil) })
    var s = PlaygroundState(source: .scene(scene, path: "p.scene"), document: scene.document, layout: .fresh(), sources: client)
    s.press("r")
    XCTAssertEqual(s.path, "re-read.scene")
    s.press("s")
    XCTAssertEqual(s.path, "saving.scene")
    Reducer.reduce(&s, .saved(error: nil))
    XCTAssertEqual(s.path, "saved.scene")
    XCTAssertEqual(s.message, "saved saved.scene", "a save that kept no backup names none")
    Reducer.reduce(&s, .fileChanged("view a\n"))
    XCTAssertEqual(s.path, "reloaded.scene")
    XCTAssertEqual(s.message, "reloaded reloaded.scene")
  }

  /// The client's failures are said on the status line and change nothing.
  func testFailuresOfTheClientAreSaidAndChangeNothing() throws {
    struct Broken: Error, CustomStringConvertible { var description: String }
    let scene = try Fixtures.scene("profile.scene")
    let client = SourceClient(
      reload: { _, _ in throw Broken(description: "cannot reload\nsecond line") },
      reread: { _, _, _, _ in throw Broken(description: "cannot re-read") },
      save: { _, _, _ in .refused("cannot save") },
      saved: { source, _ in (source, nil) })
    var s = PlaygroundState(source: .scene(scene, path: "p.scene"), document: scene.document, layout: .fresh(), sources: client)
    s.press("r")
    XCTAssertEqual(s.message, "cannot re-read")
    XCTAssertEqual(s.document, scene.document)
    XCTAssertTrue(s.undoStack.isEmpty)
    s.press("+")
    XCTAssertEqual(s.press("s"), [])
    XCTAssertEqual(s.message, "cannot save")
    XCTAssertNil(s.pendingSave)
    s.press("u")
    XCTAssertEqual(Reducer.reduce(&s, .fileChanged("x")), [])
    XCTAssertEqual(s.message, "cannot reload", "the first line of the error")
  }

  /// The live client on each source: what `s` does and how `r` reads again.
  func testTheLiveClientOnEachSource() throws {
    let live = SourceClient.live
    let scene = try Fixtures.scene("profile.scene")
    var rotated = scene.document
    rotated.orientation = .landscape
    // The tour: nowhere to save; rotating changes the orientation only.
    guard case .refused(let why) = live.save(.tour(scene), scene.document, true) else { return XCTFail("the tour saved") }
    XCTAssertEqual(why, "this scene has no file to save to")
    XCTAssertEqual(try live.reread(.tour(scene), scene.document, scene.document.device, .landscape).document, rotated)
    // A scene file: saved over its own text, only when changed.
    guard case .refused = live.save(.scene(scene, path: "p.scene"), scene.document, false) else { return XCTFail("saved unchanged") }
    guard case .writing(_, let effects, nil, true) = live.save(.scene(scene, path: "p.scene"), scene.document, true) else { return XCTFail("no save") }
    XCTAssertEqual(effects, [.save(path: "p.scene", contents: SceneWriter.write(scene, scene.document))])
    let reloaded = try live.reload(.scene(scene, path: "p.scene"), "view a\n")
    XCTAssertEqual(reloaded.document.views.map(\.name), ["a"])
    XCTAssertEqual(reloaded.source.path, "p.scene")
    XCTAssertTrue(reloaded.linesNameConstraints)
    // An import: a new scene beside it, even unchanged; never reloaded.
    let imported = Source.imported(ImportedSource(path: "logs/crash.txt", base: scene.document))
    guard case .writing(_, let newScene, _, false) = live.save(imported, scene.document, false), case .saveNew(let beside, _)? = newScene.first else {
      return XCTFail("no new scene")
    }
    XCTAssertEqual(beside, "logs/crash.txt")
    XCTAssertThrowsError(try live.reload(imported, "x"))
    // Interface Builder: rotating reads the scene again (the safe area turns), keeping the edits.
    let (ib, path) = try Self.interfaceBuilderSource()
    var edited = try XCTUnwrap(ib.scene?.document)
    edited.constraints[0].constant += 1
    let turned = try live.reread(.interfaceBuilder(ib, path: path), edited, edited.device, .landscape)
    let (after, d) = (turned.source, turned.document)
    XCTAssertEqual(d.orientation, .landscape)
    XCTAssertEqual(d.constraints, edited.constraints)
    XCTAssertNil(after.interfaceBuilder?.picked, "rotating picks no device")
    let other = Source.interfaceBuilder(ib, path: path).device(after: edited.device)
    XCTAssertEqual(try live.reread(.interfaceBuilder(ib, path: path), edited, other, .portrait).source.interfaceBuilder?.picked, other)
    let again = try live.reload(.interfaceBuilder(ib, path: path), ib.text)
    XCTAssertEqual(again.document, ib.scene?.document)
    XCTAssertFalse(again.linesNameConstraints)
  }
}
