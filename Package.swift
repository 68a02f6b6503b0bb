// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "plumb",
  products: [
    .executable(name: "plumb", targets: ["plumb"]),
    .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
    .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The parser only (SwiftSyntax, SwiftParser), not the macro stack: 603 matches the Swift 6.3 toolchain.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    // `.plumb.yml`, check's configuration file: YAML with the place of every node, for located errors.
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    // MARK: - Libraries, bottom to top

    // ncurses with the wide-character API, for the terminal front only.
    .systemLibrary(name: "CNcurses", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"])]),

    // The Cassowary engine: variables, constraints, priorities. Knows nothing of views.
    .target(name: "PlumbSolver"),

    // The UIKit model: views, anchors, intrinsic sizes, stacks, size classes, priorities, guides, the
    // number bounds and the Visual Format Language, and UIKit-style diagnostics.
    .target(name: "PlumbLayout", dependencies: ["PlumbSolver", "PlumbDiagnostics"]),

    // Located messages of every reader (one column unit, one renderer with the line and a caret,
    // "did you mean"), the shared text helpers and the atomic file writer. No dependencies.
    .target(name: "PlumbDiagnostics"),

    // The .scene format: parser with located errors and writer (the Visual Format Language is the model's).
    .target(name: "PlumbScene", dependencies: ["PlumbLayout", "PlumbDiagnostics"]),

    // Interface Builder's .storyboard and .xib files, read into the same documents as scenes.
    .target(name: "PlumbInterfaceBuilder", dependencies: ["PlumbLayout", "PlumbDiagnostics"]),

    // UIKit's "Unable to simultaneously satisfy constraints" logs, read into the same documents as scenes, and explained.
    .target(name: "PlumbConflictLog", dependencies: ["PlumbLayout", "PlumbDiagnostics"]),

    // Any document written as UIKit code (anchors, priorities, identifiers, `// plumb:` comments); no swift-syntax.
    .target(name: "PlumbUIKitCode", dependencies: ["PlumbLayout", "PlumbScene", "PlumbDiagnostics"]),

    // Swift layout code: read with swift-syntax (anchors, item-attribute, VFL, SnapKit) into the same
    // documents as scenes.
    .target(
      name: "PlumbSwiftCode",
      // PlumbScene for the `// plumb:` comments, which are scene statements.
      dependencies: [
        "PlumbLayout", "PlumbScene", "PlumbUIKitCode", "PlumbDiagnostics",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),

    // What the commands print: one JSON schema and one text layout for every input format.
    .target(name: "PlumbReports", dependencies: ["PlumbLayout", "PlumbInterfaceBuilder", "PlumbDiagnostics"]),

    // `.plumb.yml`, read with Yams for the place of every node (kept out of
    // PlumbReports so that the fuzz targets, which build no package products, can link it).
    .target(
      name: "PlumbCheckConfiguration",
      dependencies: ["PlumbReports", "PlumbDiagnostics", .product(name: "Yams", package: "Yams")]),

    // The playground's pure core: state, actions, reducer, and rendering to a grid of cells.
    .target(name: "PlumbPlayground", dependencies: ["PlumbLayout", "PlumbScene", "PlumbInterfaceBuilder", "PlumbUIKitCode", "PlumbDiagnostics"]),

    // MARK: - Executables

    // The command line: argument parsing and the thin terminal front.
    .executableTarget(
      name: "plumb",
      dependencies: [
        "PlumbLayout", "PlumbScene", "PlumbPlayground", "PlumbInterfaceBuilder", "PlumbConflictLog", "PlumbSwiftCode", "PlumbUIKitCode", "PlumbReports", "PlumbCheckConfiguration", "PlumbDiagnostics", "CNcurses",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Side-by-side benchmark of PlumbSolver and kiwisolver.
    .executableTarget(
      name: "plumb-bench",
      dependencies: [
        "PlumbSolver", "PlumbScene", "PlumbPlayground", "PlumbLayout", "PlumbInterfaceBuilder", "PlumbReports", "PlumbUIKitCode", "PlumbConflictLog", "PlumbSwiftCode", "PlumbTestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Unit tests

    // Helpers shared by the test targets: the repository's root, running the
    // built binary, seeded random numbers and random documents.
    .target(name: "PlumbTestSupport", dependencies: ["PlumbLayout"], path: "Tests/PlumbTestSupport"),

    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver", "PlumbTestSupport"]),
    .testTarget(name: "PlumbDiagnosticsTests", dependencies: ["PlumbDiagnostics", "PlumbInterfaceBuilder", "PlumbSwiftCode"]),
    .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout", "PlumbTestSupport"], exclude: ["Expected"]),
    .testTarget(name: "PlumbSceneTests", dependencies: ["PlumbScene", "PlumbTestSupport"]),
    .testTarget(
      name: "PlumbPlaygroundTests", dependencies: ["PlumbPlayground", "PlumbInterfaceBuilder", "PlumbReports", "PlumbTestSupport"], exclude: ["Expected"]),
    .testTarget(name: "PlumbInterfaceBuilderTests", dependencies: ["PlumbInterfaceBuilder", "PlumbScene", "PlumbReports", "PlumbTestSupport"]),
    .testTarget(name: "PlumbReportsTests", dependencies: ["PlumbReports", "PlumbCheckConfiguration", "PlumbDiagnostics", "PlumbLayout"]),
    .testTarget(name: "PlumbConflictLogTests", dependencies: ["PlumbConflictLog", "PlumbScene", "PlumbTestSupport"]),
    .testTarget(
      name: "PlumbSwiftCodeTests", dependencies: ["PlumbSwiftCode", "PlumbDiagnostics", "PlumbUIKitCode", "PlumbLayout", "PlumbScene", "PlumbInterfaceBuilder", "PlumbTestSupport"],
      exclude: ["Expected", "UIKitStub"]),

    // MARK: - End-to-end tests: the real binary

    .testTarget(name: "plumbEndToEndTests", dependencies: ["plumb", "PlumbTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// Every file imports what it uses (no Foundation API reached through another module's import).
for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
