/// How long a test lets one operation run before calling it a hang. Tests
/// do not measure speed (the machines are shared and noisy): `plumb-bench`
/// prints the figures. This bound only tells a hang (or an accidental
/// quadratic blow-up by orders of magnitude) from a slow machine.
public let hangGuardSeconds = 60.0
