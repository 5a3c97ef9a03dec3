#!/bin/sh
# Proves that a package outside the project can depend on TouchCore by
# version (design 7: SwiftPM refuses unsafe build flags in a versioned
# dependency). Makes a temporary git repository of the committed project
# tagged 1.0.0, a tiny package that depends on it with
# `.package(url: "file://...", from: "1.0.0")`, builds it and runs it.
# Usage: scripts/check-versioned-dependency.sh   (from the repository; exit 0 when it builds and runs)
# Takes a few minutes (a fresh build of TouchCore): it is not part of `swift test`.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/touchscope-versioned.XXXXXX")
trap 'rm -rf "$work"' EXIT

mkdir "$work/touchscope"
git -C "$root" archive HEAD | tar -x -C "$work/touchscope"
(
  cd "$work/touchscope"
  git init -q
  git add -A
  git -c user.name=check -c user.email=check@example.invalid commit -q -m "TouchScope for a versioned dependency"
  git tag 1.0.0
)

mkdir -p "$work/consumer/Sources/consumer"
cat > "$work/consumer/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "consumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "file://$work/touchscope", from: "1.0.0")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "TouchCore", package: "touchscope")]),
    ]
)
SWIFT
cat > "$work/consumer/Sources/consumer/main.swift" <<'SWIFT'
import TouchCore

// A view with a tap, tapped once: the tap recognizes and the view's touch is cancelled (rule D3).
let application = Application()
let window = Window(name: "Main", frame: Rect(x: 0, y: 0, width: 390, height: 844))
application.addWindow(window)
let view = View(name: "V", frame: Rect(x: 0, y: 0, width: 300, height: 300), touchBehaviour: .handle)
window.addSubview(view)
let tap = GestureRecognizer.make(name: "tap", kind: .tap)
tap.action = "tapped"
view.addGestureRecognizer(tap)
let device = Device(application: application)
let down = TouchSample(time: .zero, changes: [FingerChange(finger: 1, phase: .down, location: Point(10, 10))])
let up = TouchSample(time: VirtualTime(seconds: 0.08), changes: [FingerChange(finger: 1, phase: .up, location: Point(10, 10))])
device.run(TouchScript(samples: [down, up], end: up.time))
let log = HumanLog.lines(device.trace)
guard log.contains("tap → V.tapped (ended)"), log.contains("touchesCancelled") else {
    print(log)
    fatalError("the tap did not recognize as rule D3 says")
}
print("TouchCore 1.0.0 as a versioned dependency: \(device.trace.count) trace records")
SWIFT

cd "$work/consumer"
swift build 2>&1 | tail -5
swift run -q consumer
