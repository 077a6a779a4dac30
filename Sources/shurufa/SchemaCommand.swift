import ArgumentParser
import ChineseEngine

/// `shurufa schema list`: every schema of the registry (`Schema.all`), one line each,
/// `id<TAB>name<TAB>kind` (kind `syllables` or `code-table`); each id is what `convert --schema` takes.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "The schemas (ways of typing) there are.",
        subcommands: [List.self]
    )

    /// `schema list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every schema, one line each: id<TAB>name<TAB>kind.")

        func run() throws {
            for schema in Schema.all { print(schema.listLine) }
        }
    }
}
