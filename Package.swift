// swift-tools-version:6.1
import PackageDescription

// Layers (dependencies point down only), see README "Architecture":
//   touchscope (CLI, MCP server) → TouchTools → TouchImport → TouchScene → TouchCore
let package = Package(
    name: "TouchScope",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "touchscope", targets: ["touchscope"]),
        .library(name: "TouchCore", targets: ["TouchCore"]),
        .library(name: "TouchScene", targets: ["TouchScene"]),
        .library(name: "TouchViz", targets: ["TouchViz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The Model Context Protocol's official Swift SDK, for `touchscope mcp` (issue 34).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // No unsafe flags on library targets: SwiftPM refuses them in a
        // versioned dependency (design 7). The hot path skips dynamic
        // exclusivity checks where it matters instead, in the source: the
        // trace's storage behind one pointer, and `@exclusivity(unchecked)`
        // on the stored properties of views, touches, recognizers, the
        // gesture environment and the device (single-threaded by design).
        .target(name: "TouchCore"),
        .target(name: "TouchScene", dependencies: ["TouchCore", .product(name: "Yams", package: "Yams")]),
        .target(name: "TouchViz", dependencies: ["TouchCore", "TouchScene"]),
        // TouchImport: reads debugger dumps (recursiveDescription, _printHierarchy, recognizers) into scene text.
        .target(name: "TouchImport", dependencies: ["TouchCore", "TouchScene"]),
        // TouchSDL: the only module that imports SDL (window, input translation, drawing, PNG output).
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"]), .brew(["sdl2", "sdl2_ttf", "sdl2_image"])]
        ),
        // The project's assets (the top-level Assets/ folder): the fonts with their licences, served as
        // resources, so nothing depends on system font paths (issue 34 point 4).
        .target(name: "TouchAssets", path: "Assets", sources: ["TouchAssets.swift"],
                resources: [.copy("DejaVuSansMono.ttf"), .copy("DejaVu-LICENSE.txt"),
                            .copy("DroidSansFallbackCJK.ttf"), .copy("DroidSansFallback-LICENSE.txt")]),
        .target(name: "TouchSDL", dependencies: ["CSDL2", "TouchViz", "TouchScene", "TouchCore", "TouchAssets"]),
        // TouchTools: the commands' work as typed results, shared by the CLI and the MCP server (issue 34).
        // Formats/: copies of the scene, trace and import format pages, served to agents as resources.
        .target(name: "TouchTools", dependencies: ["TouchCore", "TouchScene", "TouchViz", "TouchSDL", "TouchImport"],
                resources: [.copy("Formats")]),
        .executableTarget(
            name: "touchscope",
            dependencies: ["TouchCore", "TouchScene", "TouchViz", "TouchSDL", "TouchImport", "TouchTools",
                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "MCP", package: "swift-sdk")]
        ),
        // What every test target shares: the TestClock scope, under which a test fails when a timer is
        // left pending unless it names it (design 8, issue 27 point 5). Not a product: tests only.
        .target(name: "TouchTestSupport", dependencies: ["TouchCore"], path: "Tests/TestSupport"),
        .testTarget(name: "TouchCoreTests", dependencies: ["TouchCore", "TouchTestSupport"]),
        .testTarget(name: "TouchSceneTests", dependencies: ["TouchScene", "TouchCore", "TouchTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TouchImportTests", dependencies: ["TouchImport", "TouchScene", "TouchCore", "TouchTestSupport"],
                    resources: [.copy("Dumps")]),
        .testTarget(name: "TouchVizTests", dependencies: ["TouchViz", "TouchScene", "TouchCore", "TouchTestSupport"]),
        .testTarget(name: "TouchSDLTests", dependencies: ["TouchSDL", "TouchViz", "TouchCore", "TouchAssets", "TouchTestSupport"]),
        // End-to-end: replays the scenes of Scenes/ against golden traces and runs the built binary.
        .testTarget(name: "touchscopeTests", dependencies: ["touchscope", "TouchScene", "TouchViz", "TouchCore", "TouchTestSupport"],
                    exclude: ["Golden"]),
    ]
)
