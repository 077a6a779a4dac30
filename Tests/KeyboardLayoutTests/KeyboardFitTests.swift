import Foundation
import Testing
import KeyboardLayout

/// Keyboard height and one-handed mode: at every height step and on either side, the standard
/// layouts keep every key inside the keyboard, hit testing finds each key at its centre, and on an
/// iPhone held upright no key of the typing keyboards is narrower than 26 pt.
@Suite struct KeyboardFitTests {
    static let fits: [KeyboardFit] = KeyboardFit.heightSteps.flatMap { scale in
        [KeyboardFit(heightScale: scale), KeyboardFit(heightScale: scale, oneHanded: .left), KeyboardFit(heightScale: scale, oneHanded: .right)]
    }

    static let environments: [KeyboardEnvironment] = DeviceClass.allCases.flatMap { device in
        Orientation.allCases.map { KeyboardEnvironment(device: device, orientation: $0) }
    }

    /// The keyboards held to the 26 pt minimum (注音's 11 columns and the stroke row are denser by design).
    static let typingLayouts: Set<String> = ["pinyin-26", "pinyin-9", "qwerty", "numbers", "numbers-zh", "symbols", "symbols-zh"]

    /// The standard layouts, read once for all 30 fits.
    static let library = Result { try standardLibrary() }

    @Test(arguments: fits) func everyKeyLiesInsideAndIsFoundAtItsCentre(fit: KeyboardFit) throws {
        let library = try Self.library.get()
        for var environment in Self.environments {
            environment.fit = fit
            let size = StandardKeyboardSize.size(for: environment)
            for id in LayoutLibrary.standardIDs {
                guard let layout = library.layout(id, on: environment.device) ?? library.layout(id) else { continue }
                let fitted = layout.fitted(in: size, environment: environment)
                let bounds = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
                for key in fitted.keys {
                    let frame = key.frame
                    #expect(frame.minX >= -tolerance && frame.maxX <= bounds.maxX + tolerance && frame.minY >= -tolerance && frame.maxY <= bounds.maxY + tolerance,
                            "\(id) \(environment) \(key.id) at \(frame) lies outside \(bounds)")
                    guard frame.width > 0, frame.height > 0 else { continue }
                    #expect(fitted.keyID(at: LayoutPoint(x: frame.midX, y: frame.midY)) == key.id, "\(id) \(environment): \(key.id)'s centre")
                    if environment.device == .phone, environment.orientation == .portrait, key.key.action != .none, Self.typingLayouts.contains(id.name) {
                        #expect(frame.width >= 26, "\(id) at \(fit): \(key.id) is \(frame.width) pt wide")
                    }
                }
            }
        }
    }

    @Test func theHeightScalesTheKeysAndNotTheBar() {
        let standard = StandardKeyboardSize.size(for: KeyboardEnvironment())
        #expect(StandardKeyboardSize.size(for: KeyboardEnvironment(fit: KeyboardFit(heightScale: 0.8))).height == (216 * 0.8).rounded() + 44)
        #expect(StandardKeyboardSize.size(for: KeyboardEnvironment(fit: KeyboardFit(heightScale: 1.25))).height == 270 + 44)
        #expect(StandardKeyboardSize.size(for: KeyboardEnvironment(fit: KeyboardFit(heightScale: 1.25))).width == standard.width)
        #expect(KeyboardFit(heightScale: 0.5).heightScale == 0.8)
        #expect(KeyboardFit(heightScale: 1.07).heightScale == 1.05)
        #expect(KeyboardFit(heightScale: .nan).heightScale == 1)
    }

    @Test(arguments: KeyboardFit.Side.allCases) func oneHandedKeysHugTheirSideAndTheStripTheOther(side: KeyboardFit.Side) throws {
        let layout = try #require(try standardLibrary().layout(.pinyin26))
        let environment = KeyboardEnvironment(fit: KeyboardFit(oneHanded: side))
        let size = StandardKeyboardSize.size(for: environment)
        let fitted = layout.fitted(in: size, environment: environment)
        let letters = fitted.keys.filter { $0.key.action != .command(.fit(.fullWidth)) && !$0.id.hasPrefix("fit-") }
        let strip = fitted.keys.filter { $0.id.hasPrefix("fit-") }
        #expect(strip.map(\.id) == [OneHandedStrip.switchSideID, OneHandedStrip.fullWidthID])
        #expect(abs(fitted.keysArea.width - (size.width * KeyboardFit.oneHandedWidth).rounded()) < tolerance)
        if side == .left {
            #expect(letters.allSatisfy { $0.frame.maxX <= fitted.keysArea.maxX + tolerance })
            #expect(strip.allSatisfy { $0.frame.minX >= fitted.keysArea.maxX })
        } else {
            #expect(letters.allSatisfy { $0.frame.minX >= fitted.keysArea.minX - tolerance })
            #expect(strip.allSatisfy { $0.frame.maxX <= fitted.keysArea.minX })
        }
        #expect(strip[0].key.action == .command(.fit(.oneHanded(side.other))))
        #expect(fitted.candidateBarFrame?.width == size.width)
    }

    @Test func fitsAreKeptPerDeviceAndOrientation() throws {
        var settings = KeyboardFitSettings()
        let portrait = KeyboardEnvironment(), landscape = KeyboardEnvironment(orientation: .landscape)
        settings.set(KeyboardFit(heightScale: 0.9, oneHanded: .right), for: portrait)
        #expect(settings.fit(for: portrait) == KeyboardFit(heightScale: 0.9, oneHanded: .right))
        #expect(settings.fit(for: landscape) == .standard)
        let decoded = try JSONDecoder().decode(KeyboardFitSettings.self, from: JSONEncoder().encode(settings))
        #expect(decoded == settings)
        #expect(try JSONDecoder().decode(KeyboardFit.self, from: Data(#"{"heightScale": 9}"#.utf8)).heightScale == 1.25)
    }

    @Test func fitCommandsRoundTripThroughTheirCodes() {
        for command in [KeyboardFitCommand.oneHanded(.left), .oneHanded(.right), .fullWidth, .height(0.85)] {
            #expect(KeyboardAction.command(.fit(command)).code == "fit:" + command.code)
            #expect(KeyboardFitCommand(code: command.code) == command)
        }
        #expect(KeyboardFitCommand(code: "height:9000") == nil)
    }
}
