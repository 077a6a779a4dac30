import Foundation

/// The data files shipped in the Handwriting module's resources (`Data/`): one place that finds
/// them, for the model and the stroke counts alike.
enum BundledData {
    /// The path of `fileName` (`handwriting.bin`) in the resources, if they hold it.
    static func path(of fileName: String) -> String? {
        let name = (fileName as NSString).deletingPathExtension, suffix = (fileName as NSString).pathExtension
        return Bundle.module.url(forResource: name, withExtension: suffix, subdirectory: "Data")?.path
    }

    /// The path of `fileName` in the resources, or the error that says they lack it.
    static func requiredPath(of fileName: String) throws(HandwritingError) -> String {
        guard let path = path(of: fileName) else {
            throw HandwritingError.model(.unreadableFile(path: fileName, reason: "not found in the Handwriting resources"))
        }
        return path
    }
}
