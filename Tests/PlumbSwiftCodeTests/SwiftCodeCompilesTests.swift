import Foundation
import PlumbTestSupport
import XCTest
@testable import PlumbLayout
@testable import PlumbScene
@testable import PlumbSwiftCode
@testable import PlumbUIKitCode

/// The code Plumb writes is Swift that type-checks against UIKit's Auto
/// Layout API (a stand-in module written from Apple's documentation, in
/// `UIKitStub/`): every lesson, and a scene with every construct the writer has.
final class SwiftCodeCompilesTests: XCTestCase {
  /// Runs `swiftc` with `arguments`; its status and what it printed.
  func swiftc(_ arguments: [String]) throws -> (Int32, String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["swiftc"] + arguments
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func testWrittenCodeTypeChecksAgainstUIKitsAPI() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let stub = Repository.url("Tests/PlumbSwiftCodeTests/UIKitStub/UIKit.swift").path
    let (status, output) = try swiftc(["-emit-module", "-parse-as-library", "-module-name", "UIKit", stub, "-emit-module-path", dir.appendingPathComponent("UIKit.swiftmodule").path])
    guard status == 0 else { return XCTFail("the UIKit stand-in does not build:\n\(output)") }
    var documents: [(String, LayoutDocument)] = []
    let scenes = Repository.url("Scenes")
    for f in try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter({ $0.hasSuffix(".scene") }).sorted() {
      documents.append((f, try SceneParser.parse(try String(contentsOf: scenes.appendingPathComponent(f), encoding: .utf8), file: f).document))
    }
    documents.append(("every construct", try SceneParser.parse("""
      scene "Every construct"
      canvas 320x480
      margins 0 24 0 24
      view scroll
      view card in=scroll margins=1,2,3,4
      label title "Say \\"hi\\"\\nthen" in=card lines=0 hug=249,750 resist=1000 style=headline
      button go "Go" hidden=true style=body
      textfield field "x"
      textview notes "n" scrolls=false
      switch toggle
      slider level
      imageview photo image=40x30 intrinsic=_x31
      stack row axis=vertical distribution=equalCentering alignment=lastBaseline spacing=8 arrangement=margins arranged=go,field spacingafter=go:4 when wC
      card.top = scroll.content.top
      card.leading = scroll.margins.leading
      card.trailing = root.margins.trailing @999
      card.bottom <= scroll.safeArea.bottom
      title.centerX = 0.5 * card.centerX
      title.firstBaseline >= go.lastBaseline + 2 @250
      photo.width = 2 * photo.height - 1 @750
      photo.height <= 100 inactive
      level.width >= 0.5 * root.width when hR
      row.top = safeArea.top
      id_1: toggle.left = superview.left + 3
      toggle.top = margins.top
      """, file: "every.scene").document))
    for (k, (name, document)) in documents.enumerated() {
      let file = dir.appendingPathComponent("Layout\(k).swift")
      let text = SwiftCodeWriter.write(document, source: name).text
      try text.write(to: file, atomically: true, encoding: .utf8)
      let (status, output) = try swiftc(["-typecheck", "-I", dir.path, file.path])
      XCTAssertEqual(status, 0, "\(name):\n\(output)\n\(text)")
    }
  }
}
