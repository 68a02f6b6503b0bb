import Foundation
import PlumbScene

/// What a command was given to lay out: a path or `-` (standard input),
/// read once, with its format decided in one place for every command
/// (`InputFormats`, which says in what order).
struct Input {
  /// The path as given (`-` for standard input).
  let path: String
  let format: InputFormat
  /// The text (without a byte-order mark), and the file as read, for
  /// every format but Interface Builder's, which its reader reads itself.
  let file: SceneFile?
  /// Swift code read from several files or a folder: every file, in the
  /// order given (a folder's sorted by path); empty for one file.
  var project: [SceneFile] = []
  /// Whether readers keep their warnings and notes for `check`'s report
  /// instead of printing them to standard error as they read (a check of
  /// several files, or one whose report is for a machine).
  var quiet = false

  /// How messages name the input: the path, or `<stdin>`.
  var name: String { path == "-" ? "<stdin>" : path }
  var text: String { file?.text ?? "" }
  /// How converted code's header names the input: the file's name, or `standard input`.
  var sourceName: String { path == "-" ? "standard input" : (path as NSString).lastPathComponent }

  /// Reads `path` (or standard input for `-`) and decides its format.
  /// - Throws: `Failure` when it cannot be read (see `SceneOptions.readText`).
  static func read(_ path: String) throws -> Input {
    if let format = InputFormats.byExtension(path), format.readsItsOwnFile { return Input(path: path, format: format, file: nil) }
    let text = path == "-" ? try readStandardInput() : try SceneOptions.readText(path, kind: InputFormats.fileNoun(path))
    let file = SceneFile(path: path, bytes: Array(text.utf8))
    return Input(path: path, format: InputFormats.recognise(file.text, path: path), file: file)
  }

  /// Reads the paths a command was given: one file as `read(_:)` does;
  /// a folder, or several Swift files and folders, as one Swift project.
  /// - Throws: `Failure` naming the path that cannot be read, or that is not Swift among several.
  static func read(_ paths: [String]) throws -> Input {
    guard let first = paths.first else { throw Failure("no input given") }
    if paths.count == 1, !isDirectory(first) { return try read(first) }
    var files: [String] = []
    for p in paths {
      if isDirectory(p) {
        let found = try swiftFiles(in: p)
        guard !found.isEmpty else { throw Failure("cannot read '\(p)': it is a folder without .swift files (a folder is read as one Swift project)") }
        files += found
      } else if p.lowercased().hasSuffix(".swift") {
        files.append(p)
      } else {
        throw Failure("cannot read '\(p)' with the other files: only Swift code is read from several files or a folder (give a .scene, .storyboard, .xib or log on its own)")
      }
    }
    guard files.count <= maximumProjectFiles else {
      throw Failure("cannot read \(files.count) Swift files: \(maximumProjectFiles) is the most Plumb reads together (name the feature's folder)")
    }
    var read: [SceneFile] = []
    var total = 0
    for f in files where !read.contains(where: { $0.path == f }) {
      let text = try SceneOptions.readText(f, kind: InputFormats.fileNoun(f))
      total += text.utf8.count
      guard total <= SceneOptions.maximumSceneBytes else {
        throw Failure("cannot read '\(f)': the files together are larger than \(SceneOptions.maximumSceneBytes >> 20) MiB, the most Plumb reads")
      }
      read.append(SceneFile(path: f, bytes: Array(text.utf8)))
    }
    return Input(path: first, format: .swiftCode, file: read.first, project: read)
  }

  /// The most Swift files read as one project.
  static let maximumProjectFiles = 2000

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return path != "-" && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// The `.swift` files under a folder, sorted by path (see `files(in:extensions:)`).
  static func swiftFiles(in folder: String) throws -> [String] {
    distinct(try files(in: folder, extensions: ["swift"]))
  }

  /// The files under a folder whose extension (lowercased) is one of
  /// `extensions`, sorted by path; hidden folders and those of build
  /// products and dependency managers are left out, and so is every path
  /// `skip` says to (a folder's whole tree with it). A symbolic link to a
  /// file is followed (`distinct` then lists a file reached by two paths
  /// once); a link to a folder is not walked (a link may lead back up the
  /// tree), and neither it nor a link to nothing named like a file Plumb
  /// reads is passed by silently: `unfollowed` gets its path and why.
  /// Names are listed as the bytes the file system holds: a name that is
  /// not UTF-8 is refused, since no path written back from it would name
  /// the same file.
  static func files(
    in folder: String, extensions: Set<String>, skip: (String) -> Bool = { _ in false }, unfollowed: (String, String) -> Void = { _, _ in }
  ) throws -> [String] {
    let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "build", ".build"]
    var out: [String] = []
    // Folders still to list, as paths the user would write: the folder given, then the rest.
    var pending = [folder.hasSuffix("/") ? String(folder.dropLast()) : folder]
    while let dir = pending.popLast() {
      guard let handle = opendir(dir) else { throw Failure("cannot read '\(dir)': the folder cannot be listed") }
      defer { closedir(handle) }
      while let entry = readdir(handle) {
        let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
        guard bytes.first != UInt8(ascii: "."), !bytes.isEmpty else { continue }
        guard let name = String(validating: bytes, as: UTF8.self) else {
          let shown = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{FFFD}", with: "?")
          // Only a file Plumb would check, or a folder it would walk, stops the run: left out by --exclude, or not a layout, it is passed by.
          if skip(dir + "/" + shown) { continue }
          var info = stat()
          let raw = (Array(dir.utf8) + [UInt8(ascii: "/")] + bytes + [0]).map { CChar(bitPattern: $0) }
          guard lstat(raw, &info) == 0 else { continue }
          // A link counts as what it leads to (a link to nothing is passed by, as a file Plumb would not read).
          if info.st_mode & S_IFMT == S_IFLNK, stat(raw, &info) != 0 { continue }
          let type = info.st_mode & S_IFMT
          let ext = bytes.lastIndex(of: UInt8(ascii: ".")).map { String(decoding: bytes[($0 + 1)...], as: UTF8.self).lowercased() } ?? ""
          if type == S_IFREG && !extensions.contains(ext) { continue }
          if type != S_IFREG && type != S_IFDIR { continue }
          throw Failure("cannot read '\(dir)/\(shown)': its name is not UTF-8, so no path Plumb writes would name it; rename it or leave it out (--exclude)")
        }
        let path = dir + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0, !skip(path) else { continue }
        let wanted = extensions.contains((name as NSString).pathExtension.lowercased())
        if info.st_mode & S_IFMT == S_IFLNK {
          // The link's target.
          guard stat(path, &info) == 0 else {
            // One named like a file Plumb reads, or a loop of links, is said.
            let code = errno
            if wanted || code == ELOOP { unfollowed(path, "is a link to nothing Plumb can read (\(String(cString: strerror(code)).lowercased()))") }
            continue
          }
          if info.st_mode & S_IFMT == S_IFDIR {
            if !skipped.contains(name) { unfollowed(path, "is a link to a folder and is not followed (a link may lead back up the tree): give the folder itself to check it") }
            continue
          }
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR where !skipped.contains(name): pending.append(path)
        case S_IFREG where wanted: out.append(path)
        default: break
        }
      }
    }
    return out.sorted()
  }

  /// `paths` with each file listed once, under the path that is not a link
  /// when there is one (else the first): a link beside the file it names
  /// changes no path a report or a baseline holds.
  static func distinct(_ paths: [String]) -> [String] {
    var chosen: [[UInt64]: String] = [:]
    var order: [[UInt64]] = []
    for p in paths {
      guard let key = Check.identity(p) else { continue }
      guard let earlier = chosen[key] else {
        chosen[key] = p
        order.append(key)
        continue
      }
      var own = stat()
      if lstat(earlier, &own) == 0, own.st_mode & S_IFMT == S_IFLNK, lstat(p, &own) == 0, own.st_mode & S_IFMT != S_IFLNK { chosen[key] = p }
    }
    return order.compactMap { chosen[$0] }.sorted()
  }

  /// Everything on standard input (a paste ended with Ctrl-D), with the
  /// bound and the UTF-8 check of a file.
  /// Nothing but blanks is refused: an empty pipe in a script would
  /// otherwise pass a check of nothing.
  static func readStandardInput() throws -> String {
    let text = try SceneOptions.readAll(STDIN_FILENO, name: "<stdin>", kind: "input")
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw Failure("nothing to read on standard input: it was empty (give a file, or paste a layout and end it with Ctrl-D)")
    }
    return text
  }
}
