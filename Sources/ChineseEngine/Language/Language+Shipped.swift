extension Language {
    /// The shipped language `schema` is typed in: its data folder's (`Schema.dataFolder`), else the
    /// shipped data directory's own; a shipped `language.txt` that does not read stops the process
    /// with the line at fault (a test reads every one), as a malformed registry does.
    public static func shipped(for schema: Schema) -> Language {
        shipped[schema.dataFolder ?? ""] ?? Language(name: schema.inventory ?? schema.id, inventory: schema.inventory ?? schema.id)
    }

    /// Every shipped language by its folder inside the shipped data ("" for the directory's own):
    /// the folders the registry's schemas are typed in or rank by.
    public static let shipped: [String: Language] = {
        guard let root = ChineseEngine.bundledDataDirectory else { return [:] }
        let folders = Set([""] + Schema.all.compactMap(\.dataFolder) + Schema.all.compactMap(\.codes?.rankedBy))
        var languages: [String: Language] = [:]
        for folder in folders {
            do { languages[folder] = try Language(directory: folder.isEmpty ? root : root + "/" + folder) } catch {
                fatalError("the shipped language of '\(folder)' is malformed: \(error)")
            }
        }
        return languages
    }()
}
