import ArgumentParser
import FileOutput
import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import TextInputModel

/// `shurufa layout`: lists the standard layouts, checks layout files, renders a layout to SVG.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lays out and renders keyboards (list, render, check).",
        subcommands: [List.self, Check.self, Render.self]
    )

    /// `shurufa layout list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The standard layouts.")
        func run() throws { _ = try LayoutCommand.list() }
    }

    /// `shurufa layout check FILE.json...`.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Checks layout files; a located message for each error.")
        @Argument(help: "Layout files.") var files: [String] = []
        func run() throws {
            guard !files.isEmpty else { throw UsageError("layout check needs at least one FILE.json") }
            try finish(LayoutCommand.check(files))
        }
    }

    /// `shurufa layout render NAME|FILE.json [options]`.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Renders a layout to SVG.")
        @Argument(help: "A standard layout's NAME (its iPad arrangement with --device pad) or a FILE.json.") var name: String?
        @Option(parsing: .unconditional, help: "Width in points (default: the standard width for --device and --orientation).") var width: String?
        @Option(parsing: .unconditional, help: "Height in points (default: the standard height for the width).") var height: String?
        @Option(help: "A built-in theme (light, dark, high-contrast, ink, …) or a theme or skin FILE (default: light).") var theme: String?
        @Flag(help: "Draw the theme's dark variant.") var dark = false
        @Option(help: "off|once|locked (default: off).") var shift: String?
        @Option(help: "Keys drawn pressed: KEY[,KEY…] (repeatable).") var pressed: [String] = []
        @Option(help: "A key's callout: KEY[:INDEX] (default: none; INDEX 0).") var callout: String?
        @Option(name: .customLong("return"), help: "The return key's type: default|go|search|send|done|next|… (default: default).") var returnKey: String?
        @Option(help: "zh|en (default: the layout's language).") var mode: String?
        @Flag(name: .customLong("no-globe"), help: "No globe key.") var noGlobe = false
        @Option(help: "phone|pad (default: phone, or what --width implies).") var device: String?
        @Option(help: "portrait|landscape (default: portrait, or what --width implies).") var orientation: String?
        @Option(help: "Candidates in the bar: A,B,… (default: none).") var candidates: String?
        @Option(name: [.customShort("o"), .long], help: "Output FILE.svg (default: stdout).") var output: String?
        @Flag(help: "Replace an existing output file.") var force = false

        func run() throws { try finish(LayoutCommand.render(self)) }
    }

    /// One line per standard layout: name, device, page, language, keys, display name, in columns as
    /// wide as their longest entry (a fixed width cut `emoji-placeholder` short).
    static func list() throws -> Int32 {
        let library = try LayoutLibrary.standard()
        let rows = library.layouts.map { layout in
            [layout.id.name, layout.id.device.rawValue, layout.page.rawValue, layout.language.rawValue]
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (layout, row) in zip(library.layouts, rows) {
            let columns = zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
            print(columns.joined(separator: "  ") + "  \(String(layout.allKeys.count).leftPadded(3)) keys  \(layout.displayName)")
        }
        return 0
    }

    static func check(_ files: [String]) throws -> Int32 {
        var failures = 0
        for file in files {
            do {
                let layout = try KeyLayout(contentsOf: URL(fileURLWithPath: file))
                print("\(file): ok (\(layout.id), \(layout.allKeys.count) keys)")
            } catch {
                printError("\(error)")
                failures += 1
            }
        }
        return failures == 0 ? 0 : 1
    }

    static func render(_ options: Render) throws -> Int32 {
        let width = try options.width.map { try positiveNumber($0, "--width") }
        let height = try options.height.map { try positiveNumber($0, "--height") }
        let theme = try options.theme.map { try ThemeCommand.variant($0, dark: options.dark) } ?? (options.dark ? .dark : .light)
        let shift = try choice(options.shift, "--shift", ShiftState.self) ?? .off
        var pressed: [String] = []
        for value in options.pressed {
            pressed += value.split(separator: ",", omittingEmptySubsequences: true).map(String.init)
            if value == "," { pressed.append(",") }
        }
        let calloutSpec = options.callout
        let returnType = try options.returnKey.map { name in
            guard let type = ReturnKeyType.allCases.first(where: { "\($0)" == name }) else {
                throw UsageError("--return: unknown value '\(name)'; expected " + ReturnKeyType.allCases.map { "\($0)" }.joined(separator: "|"))
            }
            return type
        } ?? .default
        let mode = try choice(options.mode, "--mode", InputMode.self)
        let device = try choice(options.device, "--device", DeviceClass.self)
        let orientation = try choice(options.orientation, "--orientation", Orientation.self)
        let candidates = options.candidates.map { $0.split(separator: ",").map(String.init) } ?? []
        let output = options.output
        let noGlobe = options.noGlobe
        guard let name = options.name else {
            throw UsageError("layout render needs exactly one layout NAME or FILE.json")
        }

        var environment: KeyboardEnvironment
        if let width, let height {
            environment = KeyboardEnvironment.inferred(for: LayoutSize(width: width, height: height))
        } else {
            environment = KeyboardEnvironment()
            if let width { environment = .inferred(for: LayoutSize(width: width, height: width >= 700 ? 300 : 200)) }
        }
        if let device { environment.device = device }
        if let orientation { environment.orientation = orientation }
        environment.needsGlobe = !noGlobe
        let layout = try loadLayout(name, device: environment.device)
        let standard = StandardKeyboardSize.size(for: environment, candidateBar: layout.hasCandidateBar)
        let size = LayoutSize(width: width ?? standard.width, height: height ?? standard.height)
        let fitted = layout.fitted(in: size, environment: environment)

        let ids = Set(fitted.keys.map(\.id))
        for id in pressed where !ids.contains(id) {
            throw UsageError("--pressed: no key '\(id)' in \(layout.id); keys: " + fitted.keys.map(\.id).joined(separator: " "))
        }
        var callout: KeyboardRenderState.Callout?
        if let calloutSpec {
            let parts = calloutSpec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard ids.contains(parts[0]) else { throw UsageError("--callout: no key '\(parts[0])' in \(layout.id)") }
            let index = try parts.count > 1 ? nonNegativeInteger(parts[1], "--callout") : 0
            guard let key = fitted.key(id: parts[0]), !key.key.alternates.isEmpty else {
                throw UsageError("--callout: key '\(parts[0])' has no alternates")
            }
            guard index < key.key.alternates.count else {
                throw UsageError("--callout: index \(index) is past the \(key.key.alternates.count) alternates of '\(parts[0])'")
            }
            callout = KeyboardRenderState.Callout(keyID: parts[0], highlightedIndex: index)
        }
        var state = KeyboardRenderState(
            layoutID: layout.id, page: layout.page, mode: mode ?? layout.language, shift: shift, pressedKeys: Set(pressed),
            callout: callout, candidates: candidates, highlightedCandidate: candidates.isEmpty ? nil : 0, returnKeyType: returnType,
            theme: theme)
        state.layOut(in: fitted)
        let svg = SVGWriter().svg(for: KeyboardRenderer().render(fitted, state: state))
        if let output, output != "-" {
            try OutputPath(output, force: options.force, notSameAs: options.theme.flatMap { FileManager.default.fileExists(atPath: $0) ? [$0] : nil } ?? []).write(Data(svg.utf8))
        } else {
            print(svg, terminator: "")
        }
        return 0
    }

    /// A standard layout by name as `device` shows it (an iPad's own arrangement when there is
    /// one), or a layout file when the name ends in `.json`.
    static func loadLayout(_ name: String, device: DeviceClass) throws -> KeyLayout {
        if name.hasSuffix(".json") {
            return try KeyLayout(contentsOf: URL(fileURLWithPath: name))
        }
        let library = try LayoutLibrary.standard()
        guard let layout = library.layout(LayoutID(name), on: device) else {
            let names = library.ids.filter { $0.device == .phone }.map(\.name)
            throw UsageError("unknown layout '\(name)'; expected one of " + names.joined(separator: ", ") + " or a FILE.json")
        }
        return layout
    }

    private static func positiveNumber(_ text: String, _ option: String) throws -> Double {
        guard let value = Double(text), value.isFinite, value > 0, value <= 10_000 else {
            throw UsageError("\(option) must be a number of points in (0, 10000], found '\(text)'")
        }
        return value
    }

    private static func nonNegativeInteger(_ text: String, _ option: String) throws -> Int {
        guard let value = Int(text), value >= 0 else { throw UsageError("\(option): '\(text)' is not an index") }
        return value
    }

    private static func choice<T: RawRepresentable & CaseIterable>(_ text: String?, _ option: String, _ type: T.Type) throws -> T?
    where T.RawValue == String {
        guard let text else { return nil }
        guard let value = T(rawValue: text) else {
            throw UsageError("\(option): unknown value '\(text)'; expected " + T.allCases.map(\.rawValue).joined(separator: "|"))
        }
        return value
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
