// swift-tools-version: 6.1
import PackageDescription

// How the release `shurufa` links on Linux, to keep what the process maps small (#10's peak RSS
// over both dev sets through `shurufa convert`: 45.6 -> 37.3 MB, RssAnon 3.85 -> 3.6 MB, same data):
// - the Swift runtime and Foundation statically (`-static-stdlib`): only the library pages the
//   process touches are mapped, not Foundation's and ICU's whole images. Foundation's own
//   dependencies are named, since the modules were compiled against the dynamic SDK;
// - no symbol table of its own exported (`--no-export-dynamic`);
// - relative relocations packed (lld's RELR, read by glibc >= 2.36): startup no longer reads 2.7 MB
//   of relocation records; the executable stays position-independent.
// - the functions a run of the engine executes placed together, first in the text
//   (`scripts/link/shurufa.order`, made by `scripts/link/make_order.py` from a callgrind run of
//   `convert` and `predict`): the kernel maps a file's pages 64 KB at a time around each one
//   touched, so functions scattered over 26 MB of text kept 9.9 MB of it resident, though they
//   fill about 1 MB. Our modules emit a section per function (`leanReleaseCode`) so the linker
//   can move them one by one; the static Swift runtime and Foundation do for about half their
//   code (the rest sits in large sections that move whole). A function the file does not name
//   (new code) is placed as before: the file goes stale gracefully.
// Debug builds and tests stay dynamic.
let leanReleaseLink = [
    "-static-stdlib",
    "-Xlinker", "-lCoreFoundation", "-Xlinker", "-l_FoundationICU",
    "-Xlinker", "-l_FoundationCShims", "-Xlinker", "-l_FoundationCollections",
    // No FoundationNetworking (the WebDAV transport drives libcurl itself on Linux), so neither its
    // C part nor libxml2; nor libcurl: CCurlLoader opens it on first use, since linked it loads
    // some 30 libraries into every process (1.1 MB of RssAnon).
    "-Xlinker", "--no-export-dynamic",
    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/scripts/link/shurufa.order",
    "-Xlinker", "--no-warn-symbol-ordering",
]
/// Each function in a section of its own in release builds on Linux, for the ordering above.
let leanReleaseCode: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))]

// One target per concern; see ../shared/DESIGN.md for the arrows between them.
let package = Package(
    name: "Shurufa",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "shurufa", targets: ["shurufa"]),
        .library(name: "ChineseEngine", targets: ["ChineseEngine"]),
        .library(name: "MappedData", targets: ["MappedData"]),
        .library(name: "KeyGeometry", targets: ["KeyGeometry"]),
        .library(name: "StrokeInput", targets: ["StrokeInput"]),
        .library(name: "EnglishEngine", targets: ["EnglishEngine"]),
        .library(name: "Handwriting", targets: ["Handwriting"]),
        .library(name: "GestureTyping", targets: ["GestureTyping"]),
        .library(name: "KeyboardLayout", targets: ["KeyboardLayout"]),
        .library(name: "KeyboardThemes", targets: ["KeyboardThemes"]),
        .library(name: "KeyboardRendering", targets: ["KeyboardRendering"]),
        .library(name: "TextInputModel", targets: ["TextInputModel"]),
        .library(name: "KeyboardCore", targets: ["KeyboardCore"]),
        .library(name: "Emoji", targets: ["Emoji"]),
        .library(name: "VoiceNote", targets: ["VoiceNote"]),
        .library(name: "VoiceNoteHTTP", targets: ["VoiceNoteHTTP"]),
        .library(name: "ChatInput", targets: ["ChatInput"]),
        .library(name: "ShurufaUIKit", targets: ["ShurufaUIKit"]),
        .library(name: "Playground", targets: ["Playground"]),
        .library(name: "UserDictionary", targets: ["UserDictionary"]),
        .library(name: "FileOutput", targets: ["FileOutput"]),
        .library(name: "KeyboardUserDictionary", targets: ["KeyboardUserDictionary"]),
        .library(name: "Sync", targets: ["Sync"]),
        .library(name: "SyncWebDAV", targets: ["SyncWebDAV"]),
        .library(name: "PlaygroundSync", targets: ["PlaygroundSync"]),
        .library(name: "ThemeImport", targets: ["ThemeImport"]),
        .library(name: "Zip", targets: ["Zip"]),
    ],
    dependencies: [
        // The playground's web server and WebSocket; swift-nio and swift-log (already under Hummingbird) for its
        // loopback WebSocket client and a quiet logger.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // The shurufa command line: subcommands, --help, errors and exit codes.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // The user dictionary's SQLite store (WAL, migrations); on Linux it links Debian's libsqlite3-dev.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        // 同步's end-to-end encryption: scrypt (CryptoExtras' KDF.Scrypt, memory-hard) for the key from a passphrase,
        // ChaCha20-Poly1305 for every file; already under Hummingbird's WebSocket, and CryptoKit's API on Apple platforms.
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        // `swift package generate-documentation` (scripts/docs.sh): the DocC archives of the public modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The memory-mapped, checksummed container of the project's binary data files.
        .target(name: "MappedData"),
        // The five stroke classes of 笔画 input and the patterns typed from them (the engine matches, the renderer labels).
        .target(name: "StrokeInput"),
        // Where the letter keys sit as drawn: centres, neighbours, the touch cost; read by every decoder of touches and gestures.
        .target(name: "KeyGeometry"),
        // The engine every Chinese schema runs on (pinyin, 9-key, 双拼, 注音, 粤拼, the shape code tables, 中英混输 English):
        // what is typed → sentences over memory-mapped binary data.
        // Its general English words are the English engine's (one English lexicon).
        .target(name: "ChineseEngine", dependencies: ["MappedData", "KeyGeometry", "StrokeInput", "EnglishEngine"], resources: [.copy("Data")]),
        // English: completion, next words and touch-aware correction over memory-mapped word lists; no Chinese
        // module (the casing of English read inside pinyin is wired where both meet, in KeyboardCore).
        .target(name: "EnglishEngine", dependencies: ["MappedData", "KeyGeometry"], resources: [.copy("Data")]),
        // 滑行 gesture typing: a path over the letter keys → ranked English words, or Chinese words by their pinyin.
        .target(name: "GestureTyping", dependencies: ["ChineseEngine", "EnglishEngine", "KeyGeometry"]),
        // Online handwriting: strokes → ranked characters over a memory-mapped model (Arphic PL data).
        .target(name: "Handwriting", dependencies: ["MappedData"], resources: [.copy("Data")]),
        // zlib (Debian's zlib1g-dev; the SDK's on Apple platforms): the zip reader's inflate, deflate and CRC.
        .systemLibrary(name: "CZlib", pkgConfig: nil, providers: [.apt(["zlib1g-dev"])]),
        // Zip archives read safely (names kept inside, sizes capped, CRCs checked) and one-entry zips written; zlib's
        // inflate: Gboard's zip and QQ's .qpyd word lists, keyboard skins.
        .target(name: "Zip", dependencies: ["CZlib"]),
        // The user's words, learned usage and hot words, persisted crash-safely in SQLite; word lists in and out.
        .target(name: "UserDictionary", dependencies: ["ChineseEngine", "Zip", .product(name: "GRDB", package: "GRDB.swift")]),
        // 同步: the user's words, phrases and settings synced through a folder, end-to-end encrypted, merged as a CRDT.
        .target(
            name: "Sync",
            dependencies: [
                "UserDictionary", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"), .product(name: "CryptoExtras", package: "swift-crypto"),
            ]),
        // libcurl opened on first use, not linked (see leanReleaseLink), and the WebDAV transport's HTTP exchange on
        // Linux over it: every body counted as it arrives and stopped at its cap.
        .target(name: "CCurlLoader"),
        // The sync folder on a WebDAV server, apart so nothing else reaches for HTTP (libcurl on Linux, URLSession elsewhere).
        .target(name: "SyncWebDAV", dependencies: ["Sync", "CCurlLoader"]),
        // The playground's 同步 panel over Sync (the service `shurufa serve` gives its sessions).
        .target(name: "PlaygroundSync", dependencies: ["Playground", "Sync", "SyncWebDAV", "UserDictionary", "KeyboardUserDictionary", "KeyboardCore"]),
        // Layout engine, standard layouts, hit testing.
        // (It reads the host's return key type from TextInputModel, the one type for it.)
        .target(name: "KeyboardLayout", dependencies: ["TextInputModel", "KeyGeometry"], resources: [.copy("Layouts")]),
        // Themes: the one theme type (the core holds it, the renderer draws with it), the built-ins, our theme files, and
        // the library of themes a host app shares with its keyboard (their file I/O).
        .target(name: "KeyboardThemes", dependencies: ["KeyboardLayout"]),
        // UITextInput-style text store.
        .target(name: "TextInputModel"),
        // Emoji catalogue, search, recents, [名称] codec.
        .target(name: "Emoji", resources: [.copy("Data")]),
        // libmp3lame, from Debian's libmp3lame-dev.
        .systemLibrary(name: "CLAME", pkgConfig: nil, providers: [.apt(["libmp3lame-dev"])]),
        // The one policy for every file a command writes: never through a link or into a device, whole or not at all.
        .target(name: "FileOutput"),
        // Voice notes: recorder state machine, streaming MP3, upload queue.
        .target(name: "VoiceNote", dependencies: ["CLAME", "FileOutput"]),
        // The HTTP uploader apart, so nothing that only records or types links libcurl (FoundationNetworking).
        .target(name: "VoiceNoteHTTP", dependencies: ["VoiceNote"]),
        // The brain: touches → key presses → input route → composer (or the 手写 pad) → render state, and the document.
        // It never imports the user dictionary: hosts inject the learner through the engine.
        .target(name: "KeyboardCore", dependencies: ["KeyGeometry", "ChineseEngine", "EnglishEngine", "GestureTyping", "Handwriting", "KeyboardLayout", "KeyboardThemes", "TextInputModel", "Emoji", "StrokeInput"]),
        // The bridge that opens the GRDB-backed user dictionary and injects it into a keyboard's engine
        // (the command line's playground sessions, the iOS extension).
        .target(name: "KeyboardUserDictionary", dependencies: ["KeyboardCore", "EnglishEngine", "ChineseEngine", "UserDictionary", "Emoji"]),
        // Other apps' skins (Hamster .hskin, 元书 .cskin, Hamster 2.x schemes, trime themes) read into our theme: its own
        // bounded YAML reader and the zip reader, apart so the keyboard links neither.
        .target(name: "ThemeImport", dependencies: ["KeyboardLayout", "KeyboardThemes", "Zip"]),
        // Render tree and SVG writer: draws KeyboardCore's render state as it is.
        .target(name: "KeyboardRendering", dependencies: ["KeyboardCore", "KeyboardLayout", "KeyboardThemes", "StrokeInput"]),
        // The in-app chat input's decisions: keyboard frame, growing bar, per-conversation mode, key commands, voice button.
        .target(name: "ChatInput", dependencies: ["KeyboardCore", "KeyboardLayout", "VoiceNote"]),
        // Apple-only thin adapter; compiles to nothing elsewhere (type-checked by scripts/apple/typecheck.sh).
        .target(
            name: "ShurufaUIKit",
            dependencies: [
                "KeyboardCore", "KeyboardRendering", "KeyboardLayout", "KeyboardThemes", "KeyboardUserDictionary", "TextInputModel", "VoiceNote",
                "VoiceNoteHTTP", "Emoji", "ChatInput", "Sync", "SyncWebDAV", "UserDictionary",
            ]
        ),
        // The keyboard in a browser: Hummingbird server, one KeyboardCore session per WebSocket, the page.
        .target(
            name: "Playground",
            dependencies: [
                "KeyboardCore", "KeyboardRendering", "KeyboardLayout", "KeyboardThemes", "TextInputModel", "VoiceNote", "Emoji", "ThemeImport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources")]
        ),
        // A fuzzer that is the person: random action sequences (keys, picks, forms, settings, imports, 联想) through
        // the real keyboard, each session with its own user dictionary, checked after every action; `shurufa fuzz
        // keyboard`, the libFuzzer target keyboard-session and the tests drive it.
        .target(
            name: "KeyboardFuzzing",
            dependencies: [
                "KeyboardCore", "KeyboardUserDictionary", "KeyboardLayout", "KeyboardThemes", "TextInputModel", "ChineseEngine", "Emoji",
                "ShurufaTestSupport",
            ]),
        // The libFuzzer targets' bodies, one input surface each (Fuzz/): the binary scripts/fuzz/build.sh makes
        // runs them with coverage guidance; the tests run their seeds and mutations of them.
        .target(
            name: "FuzzTargets",
            dependencies: ["ChineseEngine", "MappedData", "KeyboardLayout", "Emoji", "Playground", "UserDictionary", "KeyboardUserDictionary", "FileOutput", "KeyboardFuzzing", "Sync"],
            path: "Fuzz/Sources/FuzzTargets"),
        .executableTarget(
            name: "shurufa",
            dependencies: [
                "ChineseEngine", "EnglishEngine", "GestureTyping", "Handwriting", "KeyGeometry", "KeyboardLayout", "KeyboardThemes", "KeyboardRendering", "StrokeInput",
                "KeyboardCore", "TextInputModel", "Emoji", "VoiceNote", "Playground", "UserDictionary", "KeyboardUserDictionary", "FileOutput",
                "Sync", "SyncWebDAV", "PlaygroundSync", "ThemeImport", "KeyboardFuzzing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [.unsafeFlags(leanReleaseLink, .when(platforms: [.linux], configuration: .release))]
        ),
        // What several test targets share (the seeded random generator, blocking work off the pool, the recording text document), once.
        .target(name: "ShurufaTestSupport", dependencies: ["TextInputModel"], path: "Tests/ShurufaTestSupport"),
        .testTarget(name: "KeyGeometryTests", dependencies: ["KeyGeometry"]),
        .testTarget(name: "ChineseEngineTests", dependencies: ["ChineseEngine", "EnglishEngine", "KeyGeometry", "MappedData", "StrokeInput", "ShurufaTestSupport"]),
        .testTarget(name: "EnglishEngineTests", dependencies: ["EnglishEngine", "KeyGeometry", "ShurufaTestSupport"]),
        .testTarget(name: "GestureTypingTests", dependencies: ["GestureTyping", "KeyGeometry", "ChineseEngine", "EnglishEngine", "KeyboardLayout", "ShurufaTestSupport"]),
        .testTarget(name: "HandwritingTests", dependencies: ["Handwriting", "MappedData", "ShurufaTestSupport"]),
        .testTarget(
            name: "UserDictionaryTests",
            dependencies: [
                "UserDictionary", "ChineseEngine", "KeyboardCore", "KeyboardLayout", "TextInputModel", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "KeyboardUserDictionaryTests",
            dependencies: ["KeyboardUserDictionary", "KeyboardCore", "KeyboardLayout", "TextInputModel", "UserDictionary", "ChineseEngine", "Emoji", "Sync"]
        ),
        .testTarget(name: "KeyboardLayoutTests", dependencies: ["KeyboardLayout", "KeyGeometry", "TextInputModel", "ShurufaTestSupport"]),
        .testTarget(name: "KeyboardThemesTests", dependencies: ["KeyboardThemes", "KeyboardLayout"]),
        .testTarget(
            name: "KeyboardRenderingTests",
            dependencies: ["KeyboardRendering", "KeyboardLayout", "KeyboardThemes", "KeyboardCore", "ChineseEngine", "TextInputModel", "Emoji"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "TextInputModelTests", dependencies: ["TextInputModel", "ShurufaTestSupport"]),
        .testTarget(
            name: "KeyboardCoreTests",
            dependencies: [
                "KeyboardCore", "KeyGeometry", "ChineseEngine", "EnglishEngine", "Handwriting", "KeyboardLayout", "TextInputModel", "Emoji",
                "StrokeInput", "ShurufaTestSupport",
                // The memory's scenarios restart a keyboard from its user dictionary's file.
                "KeyboardUserDictionary", "UserDictionary",
            ]),
        .testTarget(name: "EmojiTests", dependencies: ["Emoji", "ShurufaTestSupport"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "ShurufaTestSupport"]),
        .testTarget(name: "KeyboardFuzzingTests", dependencies: ["KeyboardFuzzing", "KeyboardCore", "TextInputModel", "ShurufaTestSupport"]),
        .testTarget(name: "ChatInputTests", dependencies: ["ChatInput", "KeyboardCore", "KeyboardLayout", "VoiceNote"]),
        .testTarget(name: "VoiceNoteTests", dependencies: ["VoiceNote", "VoiceNoteHTTP"]),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "Playground", "KeyboardCore", "KeyboardUserDictionary", "ChineseEngine", "KeyboardLayout", "KeyboardThemes", "KeyboardRendering",
                "TextInputModel", "VoiceNote", "ShurufaTestSupport", "PlaygroundSync",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "shurufaCLITests",
            dependencies: ["shurufa", "Handwriting", "ChineseEngine", "ShurufaTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput"]),
        .testTarget(name: "ThemeImportTests", dependencies: ["ThemeImport", "KeyboardLayout", "KeyboardThemes", "Zip", "ShurufaTestSupport"]),
        .testTarget(name: "ZipTests", dependencies: ["Zip", "ShurufaTestSupport"]),
        .testTarget(
            name: "SyncTests",
            dependencies: ["Sync", "SyncWebDAV", "UserDictionary", "ChineseEngine", "ShurufaTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
    ]
)

// The libFuzzer binary (Fuzz/Sources/ShurufaFuzz: libFuzzer's entry points over `FuzzTargets`), only
// when scripts/fuzz/build.sh asks for it: it needs `-sanitize=fuzzer`, which only that script passes.
// The targets themselves are the module `FuzzTargets`, which every build makes and the tests run.
if Context.environment["SHURUFA_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "shurufa-fuzz", dependencies: ["FuzzTargets"], path: "Fuzz/Sources/ShurufaFuzz"))
}

// Every module of ours in release builds on Linux: a section per function (see `leanReleaseLink`).
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + leanReleaseCode
}
