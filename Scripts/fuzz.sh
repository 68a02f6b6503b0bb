#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer (swiftc -sanitize=fuzzer,address).
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#   Scripts/fuzz.sh TARGET repro FILE...     # runs the inputs once each
#
# TARGET is scene, layout, playground, conflictlog, interfacebuilder or swiftcode (Fuzz/<Target>/main.swift). The
# libraries are compiled as separate modules, instrumented, into
# .build-fuzz/fuzz/ (rebuilt when a source is newer), the target is linked
# to .build-fuzz/fuzz/<target>, and libFuzzer runs for SECONDS from the seed
# corpus Fuzz/corpus/<target>/ with the dictionary Fuzz/scene.dict (Fuzz/<target>.dict for conflictlog, interfacebuilder and swiftcode). New
# inputs go to .build-fuzz/fuzz/corpus/<target>/ (never committed); a
# crashing, leaking or slow input is written to .build-fuzz/fuzz/crashes/<target>/
# and the script exits non-zero, printing the file and how to reproduce it.
# Further arguments go to libFuzzer (-jobs=2 -workers=2, -max_len=N, ...).
# FUZZ_BUILD overrides .build-fuzz/fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: $0 scene|layout|playground|conflictlog|interfacebuilder|swiftcode SECONDS [libFuzzer options...] | $0 TARGET repro FILE..." >&2; exit 2; }
[ $# -ge 2 ] || usage
target="$1"; shift
case "$target" in
  scene) dir=Scene ;;
  layout) dir=Layout ;;
  playground) dir=Playground ;;
  conflictlog) dir=ConflictLog ;;
  interfacebuilder) dir=InterfaceBuilder ;;
  swiftcode) dir=SwiftCode ;;
  *) usage ;;
esac
mode="$1"; shift
if [ "$mode" != repro ] && ! [[ "$mode" =~ ^[0-9]+$ ]]; then usage; fi

out="${FUZZ_BUILD:-.build-fuzz/fuzz}"
mods="$out/modules"
mkdir -p "$mods"

# The modules, bottom to top, each needing those before it: read from the
# package (swift package describe), so a new target needs no edit here. Every
# library target under Sources/ whose dependencies are all such targets (no
# package products such as swift-syntax, no system library such as CNcurses)
# is compiled, in dependency order. Prints "NAME DEPENDENCY..." per line.
module_graph() {
  swift package describe --type json | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
def usable(name, seen=()):
    t = targets.get(name)
    if t is None or name in seen or t["type"] != "library" or not t.get("path", "").startswith("Sources/"): return False
    if t.get("product_dependencies"): return False
    return all(usable(d, seen + (name,)) for d in t.get("target_dependencies", []))
done = []
def visit(name):
    if name in done: return
    for d in targets[name].get("target_dependencies", []): visit(d)
    done.append(name)
for name in sorted(targets):
    if usable(name): visit(name)
for name in done: print(" ".join([name] + targets[name].get("target_dependencies", [])))
'
}

# Swift 6.3.1 crashes in CopyPropagation ("Found outside of lifetime use")
# compiling PlumbPlayground's Screen.viewDetails with -O and the sanitizers;
# that one SIL pass is turned off.
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -I "$mods" -Xllvm -sil-disable-pass=copy-propagation)
build_module() {
  local name="$1" obj="$mods/$1.o"
  local sources=(Sources/"$name"/*.swift)
  local stale=0
  [ -f "$obj" ] || stale=1
  if [ $stale -eq 0 ]; then
    for f in "${sources[@]}" "$0"; do [ "$f" -nt "$obj" ] && stale=1 && break; done
    for dep in "${@:2}"; do [ "$mods/$dep.o" -nt "$obj" ] && stale=1; done
  fi
  [ $stale -eq 1 ] || return 0
  echo "fuzz: compiling $name" >&2
  swiftc "${flags[@]}" -module-name "$name" -wmo -c -emit-module -emit-module-path "$mods/$name.swiftmodule" \
    "${sources[@]}" -o "$obj.tmp"
  mv "$obj.tmp" "$obj"
}
graph="$(module_graph)"
[ -n "$graph" ] || { echo "fuzz: no library modules found in the package" >&2; exit 1; }
# Objects of modules the package no longer has must not be linked in.
keep=" $(echo "$graph" | cut -d' ' -f1 | tr '\n' ' ')"
for o in "$mods"/*.o; do
  [ -e "$o" ] || continue
  name="$(basename "$o" .o)"
  case "$keep" in *" $name "*) ;; *) rm -f "$o" ;; esac
done
while read -r -a module; do build_module "${module[@]}"; done <<< "$graph"

# The Swift reader depends on swift-syntax, which these flags cannot build
# (its package compiles per file, and instrumenting it would cost CI minutes
# for coverage of code that is not ours). It is linked uninstrumented from
# SwiftPM's release build when there is one (about five times the executions
# a second of the debug build's parser: 67 against 11-16 on the same corpus),
# else from the debug build (which the tests make; made here when missing);
# FUZZ_SWIFT_SYNTAX names another. Only the reader itself is compiled with the
# sanitizers, into a folder of its own so that the other targets never link it.
extra_objects=()
if [ "$target" = swiftcode ]; then
  syntax="${FUZZ_SWIFT_SYNTAX:-}"
  if [ -z "$syntax" ]; then
    syntax=.build/debug
    [ -f .build/release/Modules/SwiftParser.swiftmodule ] && syntax=.build/release
  fi
  if [ ! -f "$syntax/Modules/SwiftParser.swiftmodule" ]; then
    echo "fuzz: building swift-syntax (debug) for the Swift reader" >&2
    swift build --target SwiftParser >&2
  fi
  # swift-syntax's C shims are a clang module its Swift modules import.
  shims=".build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include/module.modulemap"
  [ -f "$shims" ] || { echo "fuzz: $shims is missing (swift package resolve makes it)" >&2; exit 1; }
  flags+=(-Xcc "-fmodule-map-file=$shims")
  reader="$out/swiftcode-modules"
  mkdir -p "$reader"
  obj="$reader/PlumbSwiftCode.o"
  stale=0
  [ -f "$obj" ] || stale=1
  # Built against another swift-syntax build: its modules' layouts may differ.
  [ "$(cat "$reader/syntax-build" 2>/dev/null)" = "$syntax" ] || stale=1
  for f in Sources/PlumbSwiftCode/*.swift "$0" "$mods"/*.o "$syntax/Modules/SwiftParser.swiftmodule"; do [ -f "$obj" ] && [ "$f" -nt "$obj" ] && stale=1; done
  if [ $stale -eq 1 ]; then
    echo "fuzz: compiling PlumbSwiftCode" >&2
    # Unoptimised and without debug information: either took minutes on two
    # cores (swift-syntax's types are large); without both, ten seconds.
    reader_flags=()
    for f in "${flags[@]}"; do
      case "$f" in -O) reader_flags+=(-Onone) ;; -g) ;; *) reader_flags+=("$f") ;; esac
    done
    swiftc "${reader_flags[@]}" -I "$syntax/Modules" -module-name PlumbSwiftCode -wmo -c -emit-module -emit-module-path "$reader/PlumbSwiftCode.swiftmodule" \
      Sources/PlumbSwiftCode/*.swift -o "$obj.tmp"
    mv "$obj.tmp" "$obj"
    echo "$syntax" > "$reader/syntax-build"
  fi
  flags+=(-I "$reader" -I "$syntax/Modules")
  extra_objects=("$obj")
  for m in SwiftSyntax SwiftSyntax509 SwiftSyntax510 SwiftSyntax600 SwiftSyntax601 SwiftSyntax602 SwiftSyntax603 SwiftParser SwiftDiagnostics _SwiftSyntaxCShims; do
    for o in "$syntax/$m.build"/*.o; do [ -f "$o" ] && extra_objects+=("$o"); done
  done
fi

binary="$out/$target"
stale=0
[ -f "$binary" ] || stale=1
for f in "$mods"/*.o "${extra_objects[@]}" Fuzz/"$dir"/*.swift Fuzz/Common/*.swift; do [ -f "$binary" ] && [ "$f" -nt "$binary" ] && stale=1; done
if [ $stale -eq 1 ]; then
  echo "fuzz: linking $target" >&2
  swiftc "${flags[@]}" -module-name "Fuzz$dir" Fuzz/"$dir"/*.swift Fuzz/Common/*.swift "$mods"/*.o "${extra_objects[@]}" -o "$binary.tmp"
  mv "$binary.tmp" "$binary"
fi

# Lessons the playground target picks by its first byte are found from here.
export PLUMB_FUZZ_SCENES="$PWD/Scenes"
# And the Interface Builder files it picks past them.
export PLUMB_FUZZ_INTERFACE_BUILDER="$PWD/Tests/Fixtures"
# Leaks are reported by ASan at exit only; a long run's leak is not a crash.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"
# Swift's own backtracer takes many seconds per crash and fights ASan's
# handler; libFuzzer's report (ASan's stack) is enough.
export SWIFT_BACKTRACE=enable=no

if [ "$mode" = repro ]; then
  [ $# -ge 1 ] || usage
  exec "$binary" -runs=1 "$@"
fi

seconds="$mode"
dict=Fuzz/scene.dict
[ "$target" = conflictlog ] && dict=Fuzz/conflictlog.dict
[ "$target" = interfacebuilder ] && dict=Fuzz/interfacebuilder.dict
[ "$target" = swiftcode ] && dict=Fuzz/swiftcode.dict
# An Interface Builder file is XML: its smallest useful inputs are larger than a scene's.
max_len=4096
[ "$target" = interfacebuilder ] && max_len=16384
[ "$target" = swiftcode ] && max_len=8192
corpus="$out/corpus/$target"
crashes="$out/crashes/$target"
mkdir -p "$corpus" "$crashes"
# The inputs one run found, for the next run to start from; a crash leaves its input in $crashes.
set +e
"$binary" "$corpus" Fuzz/corpus/"$target" \
  -dict="$dict" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=3072 \
  -artifact_prefix="$crashes/" -print_final_stats=1 "$@"
status=$?
set -e
if [ $status -ne 0 ]; then
  echo "fuzz: $target FAILED (status $status); the reproducing input:" >&2
  ls -1t "$crashes"/* 2>/dev/null | head -5 | sed 's/^/  /' >&2
  echo "  reproduce with: Scripts/fuzz.sh $target repro FILE" >&2
  exit 1
fi
echo "fuzz: $target ran $seconds s without a crash" >&2
