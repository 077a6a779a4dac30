import Foundation

/// A language the engine reads, as its data folder declares it in `language.txt` (the header of
/// `Data/language.txt` says the format): the syllable inventory its lexicon is spelled in, the files
/// the folder holds, the script its text is written in and how it is written in the others, how often
/// its text writes each character (ranking the code tables whose schema names the folder, `rank-by`),
/// the sounds its speakers merge (模糊音, 懶音: `SoundMergers`' rules) and how its sentences end in
/// decoding. The engine opens from it (`ChineseEngine(dataDirectory:)`), so a new syllable language is
/// a data folder, never a branch on which language it is.
public struct Language: Hashable, Sendable {
    /// What its speakers call it (普通话, 粤语).
    public var name: String
    /// The syllable inventory its lexicon names (`SyllableInventory.name`): opening checks the lexicon is spelled in it.
    public var inventory: String
    /// The files its folder may hold, each checked on opening (nil: every file the engine knows, `DataComponent.all`).
    public var files: [DataComponent]?
    /// The scripts its text is already written in (Hong Kong's characters are traditional ones
    /// too), the first its own: no conversion into these.
    public var scripts: [ChineseScript]
    /// The table converting its text from 简体 into the other scripts (`script.bin`), if it has one.
    public var converter: DataComponent?
    /// The table writing its text in 简体 (`simplified.bin` of 粤拼's folder), if it has one.
    public var simplifier: DataComponent?
    /// How often its text writes each character (`characters.bin`), if it says: the code tables
    /// whose schema ranks by this folder (`rank-by`) rank their characters by it.
    public var characterFrequencies: DataComponent?
    /// The sounds its speakers may merge, each a rule a setting switches on (模糊音, 懶音).
    public var mergers: [SoundMergers.Rule]
    /// How much a sentence's end weighs when its typing is decoded (`LatticeDecoder.Settings.sentenceEndWeight`; nil: the default).
    public var sentenceEndWeight: Float?
    /// The folder it was read from (nil: a language of no folder, over data already open).
    public var directory: String?

    /// A language of these values (see the properties); `Language(directory:)` reads one.
    public init(name: String, inventory: String, files: [DataComponent]? = nil, scripts: [ChineseScript] = [.simplified],
                converter: DataComponent? = nil, simplifier: DataComponent? = nil, characterFrequencies: DataComponent? = nil,
                mergers: [SoundMergers.Rule] = [], sentenceEndWeight: Float? = nil, directory: String? = nil) {
        self.name = name
        self.inventory = inventory
        self.files = files
        self.scripts = scripts.isEmpty ? [.simplified] : scripts
        self.converter = converter
        self.simplifier = simplifier
        self.characterFrequencies = characterFrequencies
        self.mergers = mergers
        self.sentenceEndWeight = sentenceEndWeight
        self.directory = directory
    }

    /// The script its text is written in (the first of `scripts`): what its candidates and 联想 are
    /// written in unless another is asked for.
    public var script: ChineseScript { scripts[0] }

    /// The files its folder is checked for on opening.
    public var components: [DataComponent] { files ?? DataComponent.all }

    /// The decoder's settings for typing it: `base` with its sentence end's weight.
    public func settings(from base: LatticeDecoder.Settings = .init()) -> LatticeDecoder.Settings {
        var settings = base
        if let sentenceEndWeight { settings.sentenceEndWeight = sentenceEndWeight }
        return settings
    }

    /// The converter writing its text in `script`: through its converter when it has one (from 简体),
    /// none into a script its text is already in, its simplifier into 简体; any other script is an
    /// error saying which it offers.
    public func converter(to script: ChineseScript, verifyChecksum: Bool = true) throws -> ScriptConverter {
        if let converter {
            return try ScriptConverter(script: script, path: directory.map { $0 + "/" + converter.fileName }, verifyChecksum: verifyChecksum)
        }
        if scripts.contains(script) { return .identity }
        if script == .simplified, simplifier != nil { return try openSimplifier(verifyChecksum: verifyChecksum) }
        let offered = scripts.map(\.rawValue) + (simplifier == nil ? [] : [ChineseScript.simplified.rawValue])
        throw ChineseEngineError.invalidOption("\(name) is written \(offered.joined(separator: ", ")); --script \(script.rawValue) is not offered")
    }

    /// Opens its simplifier (`simplifier`): an error naming the file when it has none or it is unreadable.
    public func openSimplifier(verifyChecksum: Bool = true) throws -> ScriptConverter {
        try ScriptConverter(simplifyingAt: try file(simplifier, "a table writing it in 简体"), verifyChecksum: verifyChecksum)
    }

    /// Opens how often its text writes each character (`characterFrequencies`); errors as `openSimplifier`.
    public func openCharacterFrequencies(verifyChecksum: Bool = true) throws -> CharacterFrequencies {
        try CharacterFrequencies(path: try file(characterFrequencies, "character frequencies"), verifyChecksum: verifyChecksum)
    }

    private func file(_ component: DataComponent?, _ what: String) throws -> String {
        guard let directory else { throw ChineseEngineError.unreadableFile(path: Self.fileName, reason: "\(name) has no data folder") }
        guard let component else {
            throw ChineseEngineError.unreadableFile(path: directory + "/" + Self.fileName, reason: "\(name) declares no \(what)")
        }
        return directory + "/" + component.fileName
    }
}
