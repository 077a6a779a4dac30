import Foundation

/// librime's `__include` and `__patch` in a trime theme, expanded: `__include: file:/path` takes a
/// node of another file in the theme's folder (`单静.trime` → `单静.trime.yaml`), `/path` or
/// `path` a node of the file it is written in; the mapping's own keys win over the included ones.
/// A `__patch`'s plain keys are laid over the node (its `keys/@21/…` paths are not applied).
/// Bounded: an include chain deeper than `maximumIncludeDepth`, more than `maximumFiles` files,
/// or an expansion past `YAMLParser.maximumNodes` is an error.
struct TrimeIncludes {
    static let maximumIncludeDepth = 32
    static let maximumFiles = 16

    /// Reads a file of the theme's folder by name (`trime.yaml`), nil when it is not there.
    let load: (String) throws -> [UInt8]?
    /// The file being imported (for messages).
    let file: String
    private var documents: [String: YAMLNode] = [:]
    private var work = 0

    init(mainName: String, main: YAMLNode, file: String, load: @escaping (String) throws -> [UInt8]?) {
        self.load = load
        self.file = file
        documents[mainName] = main
    }

    mutating func expanded(_ node: YAMLNode, in document: String) throws -> YAMLNode {
        try expand(node, in: document, depth: 0)
    }

    private mutating func expand(_ node: YAMLNode, in document: String, depth: Int) throws -> YAMLNode {
        work += 1
        if work & 0xFFF == 0, Task.isCancelled { throw CancellationError() }
        if work > YAMLParser.maximumNodes {
            throw ThemeImportError.notATheme(file: file, reason: "its __include expansions pass \(YAMLParser.maximumNodes) nodes")
        }
        switch node {
        case let .sequence(items):
            return .sequence(try items.map { try expand($0, in: document, depth: depth) })
        case let .mapping(entries):
            // The entries by key, indexed: a key laid over one already there replaces it in place
            // (a scan of the entries for each key made 100k keys take 7.5 s).
            var result: [YAMLEntry] = []
            var positions: [String: Int] = [:]
            func set(_ entry: YAMLEntry) {
                if let index = positions[entry.key] { result[index].value = entry.value } else {
                    positions[entry.key] = result.count
                    result.append(entry)
                }
            }
            if let reference = node["__include"]?.text {
                guard depth < Self.maximumIncludeDepth else {
                    throw ThemeImportError.notATheme(file: file, reason: "__include nested deeper than \(Self.maximumIncludeDepth) (a cycle?)")
                }
                let (target, targetDocument) = try resolve(reference, from: document)
                for entry in try expand(target, in: targetDocument, depth: depth + 1).entries where positions[entry.key] == nil {
                    positions[entry.key] = result.count
                    result.append(entry)
                }
            }
            for entry in entries where entry.key != "__include" && entry.key != "__patch" {
                set(YAMLEntry(key: entry.key, value: try expand(entry.value, in: document, depth: depth)))
            }
            if let patch = node["__patch"] {
                let patches = patch.text.map { [YAMLNode.scalar($0)] } ?? (patch.items.isEmpty ? [patch] : patch.items)
                for item in patches {
                    let patchNode: YAMLNode
                    if let reference = item.text {
                        guard depth < Self.maximumIncludeDepth else { continue }
                        let (target, targetDocument) = try resolve(reference, from: document)
                        patchNode = try expand(target, in: targetDocument, depth: depth + 1)
                    } else {
                        patchNode = item
                    }
                    for entry in patchNode.entries where !entry.key.contains("/") { set(entry) }
                }
            }
            return .mapping(result)
        default:
            return node
        }
    }

    /// The node a reference names and the document it is in.
    private mutating func resolve(_ reference: String, from document: String) throws -> (YAMLNode, String) {
        var name = document, path = reference
        if let colon = reference.firstIndex(of: ":") {
            name = String(reference[..<colon]) + ".yaml"
            path = String(reference[reference.index(after: colon)...])
        }
        let root = try self.document(named: name)
        let node = path.split(separator: "/").reduce(Optional(root)) { node, part in node?[String(part)] }
        guard let node else {
            throw ThemeImportError.notATheme(file: file, reason: "__include: \(reference) names nothing")
        }
        return (node, name)
    }

    private mutating func document(named name: String) throws -> YAMLNode {
        if let found = documents[name] { return found }
        guard !name.contains("/"), !name.contains(".."), !name.contains("\\") else {
            throw ThemeImportError.notATheme(file: file, reason: "__include reaches outside the theme's folder (\(name))")
        }
        guard documents.count < Self.maximumFiles else {
            throw ThemeImportError.notATheme(file: file, reason: "it includes more than \(Self.maximumFiles) files")
        }
        guard let bytes = try load(name) else {
            throw ThemeImportError.notATheme(file: file, reason: "it includes \(name), which is not beside it")
        }
        let parsed = try parseYAML(bytes, file: name)
        documents[name] = parsed
        return parsed
    }
}
