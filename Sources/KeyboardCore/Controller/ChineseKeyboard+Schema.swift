import ChineseEngine

extension ChineseKeyboard {
    /// The registry's schema this keyboard types (nil for the handwriting pad, which types no
    /// schema's keys): the registry's first schema on this keyboard's layout. Its layout, script
    /// and, for a code table, its scheme come from there.
    public var schema: Schema? { Schema.all.first { $0.layout == rawValue } }

    /// The keyboards a host lists (`InputForm.allCases`: the forms the iOS host app's settings can
    /// turn on): each one the registry's schemas are typed on, in the registry's order, then the
    /// 手写 pad, which types no schema.
    public static var listed: [ChineseKeyboard] {
        var seen = Set<ChineseKeyboard>()
        return SchemaChoice.all.map(\.keyboard).filter { seen.insert($0).inserted } + [.handwriting]
    }
}

/// A schema of the registry as a host offers it in its list of keyboards (the playground's 布局
/// menu, a host app's list): the keyboard it is typed on and, for a 双拼 scheme, the scheme that
/// keyboard then reads. `all` follows the registry, so a schema added there is offered at once.
public struct SchemaChoice: Hashable, Sendable {
    /// The schema.
    public let schema: Schema
    /// The keyboard it is typed on (its layout's).
    public let keyboard: ChineseKeyboard

    /// The 双拼 scheme the keyboard reads for this schema (`xiaohe`); nil: full pinyin or not pinyin.
    public var shuangpin: String? {
        if case .shuangpin(let name) = schema.form { return name }
        return nil
    }

    /// Every schema of the registry whose layout is a keyboard's, in the registry's order.
    public static let all: [SchemaChoice] = Schema.all.compactMap { schema in
        ChineseKeyboard(rawValue: schema.layout).map { SchemaChoice(schema: schema, keyboard: $0) }
    }
}
