import Foundation

/// The emoji a keyboard offers: groups and subgroups in Unicode order, each emoji with its
/// names, version and skin-tone forms. A value: load it once and pass it around.
public struct EmojiCatalogue: Sendable {
    /// Where a string sits in the catalogue: its entry and, for a skin-tone form, the variant.
    public struct Location: Sendable, Hashable {
        /// Index into `EmojiCatalogue.entries`.
        public let entryIndex: Int
        /// Index into the entry's `EmojiEntry.variants`; nil for the default form.
        public let variantIndex: Int?
    }

    /// Groups (category tabs) in Unicode order.
    public let groups: [EmojiGroup]
    /// Subgroups in Unicode order.
    public let subgroups: [EmojiSubgroup]
    /// Every emoji in its default form, in Unicode order.
    public let entries: [EmojiEntry]
    private let locations: [String: Location]

    /// Builds a catalogue from parts (the binary reader and tests use this); checks the indices.
    public init(groups: [EmojiGroup], subgroups: [EmojiSubgroup], entries: [EmojiEntry]) throws {
        func fail(_ reason: String) -> EmojiCatalogueError { .corrupt(path: "<memory>", reason: reason) }
        for (index, group) in groups.enumerated() {
            guard group.index == index, group.subgroupRange.upperBound <= subgroups.count,
                  group.entryRange.upperBound <= entries.count
            else { throw fail("group \(index) points outside the tables") }
        }
        for (index, subgroup) in subgroups.enumerated() {
            guard subgroup.index == index, groups.indices.contains(subgroup.groupIndex),
                  subgroup.entryRange.upperBound <= entries.count
            else { throw fail("subgroup \(index) points outside the tables") }
        }
        var locations: [String: Location] = [:]
        locations.reserveCapacity(entries.count * 2)
        for (index, entry) in entries.enumerated() {
            guard entry.index == index, subgroups.indices.contains(entry.subgroupIndex),
                  groups.indices.contains(entry.groupIndex)
            else { throw fail("emoji \(index) points outside the tables") }
            guard locations.updateValue(Location(entryIndex: index, variantIndex: nil), forKey: entry.value) == nil
            else { throw fail("emoji \(entry.value) appears twice") }
            for (variantIndex, variant) in entry.variants.enumerated() {
                let location = Location(entryIndex: index, variantIndex: variantIndex)
                guard locations.updateValue(location, forKey: variant.value) == nil
                else { throw fail("emoji \(variant.value) appears twice") }
            }
        }
        self.groups = groups
        self.subgroups = subgroups
        self.entries = entries
        self.locations = locations
    }

    /// The catalogue shipped in the module bundle.
    public static func bundled() throws -> EmojiCatalogue {
        let name = EmojiModule.catalogueResource
        guard let url = Bundle.module.url(forResource: "emoji", withExtension: "bin", subdirectory: "Data")
            ?? Bundle.module.url(forResource: "emoji", withExtension: "bin")
        else { throw EmojiCatalogueError.resourceMissing(name) }
        return try EmojiCatalogue(contentsOf: url)
    }

    /// Reads a catalogue file (memory-mapped) and validates it.
    public init(contentsOf url: URL) throws {
        // A FIFO would block the read until a writer came; a directory is no catalogue: only regular files.
        var info = stat()
        if stat(url.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw EmojiCatalogueError.unreadable(path: url.path, reason: "not a regular file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw EmojiCatalogueError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        try self.init(binary: data, path: url.path)
    }

    /// Number of emoji in their default form.
    public var count: Int { entries.count }

    /// Where an emoji string (default or skin-tone form) is, nil when it is not in the catalogue.
    public func location(of emoji: String) -> Location? { locations[emoji] }

    /// The entry of an emoji string, its default or a skin-tone form.
    public func entry(for emoji: String) -> EmojiEntry? {
        locations[emoji].map { entries[$0.entryIndex] }
    }

    /// The variant of a skin-tone form string, nil for default forms and unknown strings.
    public func variant(for emoji: String) -> EmojiVariant? {
        guard let location = locations[emoji], let variant = location.variantIndex else { return nil }
        return entries[location.entryIndex].variants[variant]
    }

    /// The Chinese name of any emoji string in the catalogue (its variant name for skin-tone forms).
    public func chineseName(of emoji: String) -> String? {
        variant(for: emoji)?.chineseName ?? entry(for: emoji)?.chineseName
    }

    /// The emoji of one group in Unicode order, hiding those newer than `maximumVersion`
    /// (the newest emoji version the host system can draw; nil shows all).
    public func entries(inGroup groupIndex: Int, maximumVersion: EmojiVersion? = nil) -> [EmojiEntry] {
        guard groups.indices.contains(groupIndex) else { return [] }
        return entries[groups[groupIndex].entryRange].filter { isAvailable($0.version, maximumVersion) }
    }

    /// The emoji of one subgroup in Unicode order, filtered like `entries(inGroup:maximumVersion:)`.
    public func entries(inSubgroup subgroupIndex: Int, maximumVersion: EmojiVersion? = nil) -> [EmojiEntry] {
        guard subgroups.indices.contains(subgroupIndex) else { return [] }
        return entries[subgroups[subgroupIndex].entryRange].filter { isAvailable($0.version, maximumVersion) }
    }

    /// The skin-tone forms of an emoji the host can draw (empty when it takes no tone).
    public func variants(of emoji: String, maximumVersion: EmojiVersion? = nil) -> [EmojiVariant] {
        guard let entry = entry(for: emoji) else { return [] }
        return entry.variants.filter { isAvailable($0.version, maximumVersion) }
    }

    /// Groups that still hold an emoji the host can draw (all of them for current systems).
    public func groups(maximumVersion: EmojiVersion? = nil) -> [EmojiGroup] {
        groups.filter { group in entries[group.entryRange].contains { isAvailable($0.version, maximumVersion) } }
    }

    /// The newest emoji version in the catalogue.
    public var newestVersion: EmojiVersion {
        entries.lazy.flatMap { [$0.version] + $0.variants.map(\.version) }.max() ?? EmojiVersion(tenths: 0)
    }

    func isAvailable(_ version: EmojiVersion, _ maximum: EmojiVersion?) -> Bool {
        maximum.map { version <= $0 } ?? true
    }
}
