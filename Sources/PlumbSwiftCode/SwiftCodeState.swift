import PlumbLayout

/// A later change Swift code makes to constraints kept in properties.
public typealias SwiftCodeState = NamedState
