// swift-tools-version: 6.1
import PackageDescription

// One target per concern; see ../shared/DESIGN.md for the arrows between them.
let package = Package(
    name: "Shurufa",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "shurufa", targets: ["shurufa"]),
        .library(name: "PinyinEngine", targets: ["PinyinEngine"]),
        .library(name: "KeyboardLayout", targets: ["KeyboardLayout"]),
        .library(name: "KeyboardRendering", targets: ["KeyboardRendering"]),
        .library(name: "TextInputModel", targets: ["TextInputModel"]),
        .library(name: "KeyboardCore", targets: ["KeyboardCore"]),
        .library(name: "Emoji", targets: ["Emoji"]),
        .library(name: "VoiceNote", targets: ["VoiceNote"]),
        .library(name: "VoiceNoteHTTP", targets: ["VoiceNoteHTTP"]),
        .library(name: "ShurufaUIKit", targets: ["ShurufaUIKit"]),
        .library(name: "Playground", targets: ["Playground"]),
        .library(name: "UserDictionary", targets: ["UserDictionary"]),
    ],
    dependencies: [
        // The playground's web server and WebSocket; swift-nio and swift-log (already under Hummingbird) for its
        // loopback WebSocket client and a quiet logger.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // The user dictionary's SQLite store (WAL, migrations); on Linux it links Debian's libsqlite3-dev.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // Engine: pinyin → sentences over memory-mapped binary data.
        .target(name: "PinyinEngine", resources: [.copy("Data")]),
        // The user's words, learned usage and hot words, persisted crash-safely in SQLite.
        .target(name: "UserDictionary", dependencies: ["PinyinEngine", .product(name: "GRDB", package: "GRDB.swift")]),
        // Layout engine, standard layouts, hit testing.
        .target(name: "KeyboardLayout", resources: [.copy("Layouts")]),
        // Render tree and SVG writer.
        .target(name: "KeyboardRendering", dependencies: ["KeyboardLayout"]),
        // UITextInput-style text store.
        .target(name: "TextInputModel"),
        // Emoji catalogue, search, recents, [名称] codec.
        .target(name: "Emoji", resources: [.copy("Data")]),
        // libmp3lame, from Debian's libmp3lame-dev.
        .systemLibrary(name: "CLAME", pkgConfig: nil, providers: [.apt(["libmp3lame-dev"])]),
        // Voice notes: recorder state machine, streaming MP3, upload queue.
        .target(name: "VoiceNote", dependencies: ["CLAME"]),
        // The HTTP uploader apart, so nothing that only records or types links libcurl (FoundationNetworking).
        .target(name: "VoiceNoteHTTP", dependencies: ["VoiceNote"]),
        // The brain: touches → actions → document, composition with the engine.
        .target(
            name: "KeyboardCore",
            dependencies: ["PinyinEngine", "KeyboardLayout", "TextInputModel", "Emoji", "UserDictionary"]
        ),
        // Apple-only thin adapter; compiles to nothing elsewhere.
        .target(
            name: "ShurufaUIKit",
            dependencies: ["KeyboardCore", "KeyboardRendering", "TextInputModel", "VoiceNote", "VoiceNoteHTTP", "Emoji"]
        ),
        // The keyboard in a browser: Hummingbird server, one KeyboardCore session per WebSocket, the page.
        .target(
            name: "Playground",
            dependencies: [
                "KeyboardCore", "KeyboardRendering", "KeyboardLayout", "TextInputModel", "PinyinEngine", "VoiceNote",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "shurufa",
            dependencies: [
                "PinyinEngine", "KeyboardLayout", "KeyboardRendering", "KeyboardCore",
                "TextInputModel", "Emoji", "VoiceNote", "Playground", "UserDictionary",
            ]
        ),
        .testTarget(name: "PinyinEngineTests", dependencies: ["PinyinEngine"]),
        .testTarget(name: "UserDictionaryTests", dependencies: ["UserDictionary", "PinyinEngine", "KeyboardCore"]),
        .testTarget(name: "KeyboardLayoutTests", dependencies: ["KeyboardLayout"]),
        .testTarget(name: "KeyboardRenderingTests", dependencies: ["KeyboardRendering", "KeyboardLayout", "KeyboardCore"], exclude: ["Snapshots"]),
        .testTarget(name: "TextInputModelTests", dependencies: ["TextInputModel"]),
        .testTarget(name: "KeyboardCoreTests", dependencies: ["KeyboardCore"]),
        .testTarget(name: "EmojiTests", dependencies: ["Emoji"]),
        .testTarget(name: "VoiceNoteTests", dependencies: ["VoiceNote", "VoiceNoteHTTP"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "KeyboardLayout", "KeyboardRendering", "TextInputModel", "VoiceNote"]),
        .testTarget(name: "shurufaCLITests", dependencies: ["shurufa"]),
    ]
)
