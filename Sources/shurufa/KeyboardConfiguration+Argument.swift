import ArgumentParser
import KeyboardCore
import ChineseEngine

extension KeyboardConfiguration {
    /// The defaults with the setting `key` set from a command-line value, read as the keyboard's one
    /// settings value reads it (`KeyboardConfiguration.settings`): the flags, the playground and the
    /// iOS host take the same names; a value the setting does not take is a usage error listing them.
    static func argument(_ key: String, _ value: String) throws -> KeyboardConfiguration {
        var configuration = KeyboardConfiguration()
        do {
            try configuration.set(key, to: value)
        } catch {
            throw ValidationError(error.message)
        }
        return configuration
    }
}

extension SoundMergers {
    /// The 模糊音 a `--fuzzy` value names (the keyboard's `fuzzy` setting).
    static func fuzzyArgument(_ names: String) throws -> SoundMergers {
        try KeyboardConfiguration.argument("fuzzy", names).fuzzyPinyin
    }

    /// The 懶音 a `--lazy` value names (the keyboard's `lazy` setting).
    static func lazyArgument(_ names: String) throws -> SoundMergers {
        try KeyboardConfiguration.argument("lazy", names).lazyJyutping
    }
}
