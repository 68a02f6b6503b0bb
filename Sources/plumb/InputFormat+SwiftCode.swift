import PlumbDiagnostics
import PlumbLayout
import PlumbPlayground
import PlumbSwiftCode

extension InputFormat {
  /// Swift layout code (anchors, item-attribute, VFL, SnapKit), read with swift-syntax; `check` fails on its warnings too.
  static var swiftCode: InputFormat {
    InputFormat(
      name: "Swift code", fileNoun: "Swift file", extensions: [".swift"],
      sniffs: [ContentSniff(rank: 2) { text, _ in looksLikeSwiftCode(text) }],
      read: { input, options in
        try SwiftCodeCommands.loadAll(input, options).map { i in
          if !input.quiet { SwiftCodeCommands.printWarnings(i) }
          let name = input.project.isEmpty ? i.file : "\(i.file) (\(i.rootClass ?? "snippet"))"
          return InputLayout(
            name: name, document: i.document, warnings: i.warnings.map(\.located),
            notes: SwiftCodeCommands.messages(i).filter { $0.severity == .note }, sceneText: SwiftCodeCommands.sceneText(i))
        }
      },
      play: { input, options in
        // A Swift project's type is picked with --scene; Swift sets its device in the file.
        try PlayOptions(ascii: options.ascii, device: options.device, orientation: options.orientation).refuseInterfaceBuilderOptions("Swift file")
        return (try SwiftCodeCommands.playground(input, defines: options.defines, state: options.state, type: options.scene, ascii: options.ascii), nil)
      },
      check: { input, options, scope in
        try scope.refuse(for: "Swift code", devices: "is laid out on its own device")
        if scope.allChoices {
          guard scope.textStress.isEmpty else {
            throw Failure("--all-choices and text conditions (--all-text-sizes, --text-size, --pseudo, --strings) are checked in separate runs; give one or the other")
          }
          return try SwiftCodeCommands.checkEveryChoice(input, options)
        }
        return try InputFormat.swiftCode.checkLayouts(input, options, stress: scope.textStress)
      })
  }
}
