/// Maps the page's timestamps (milliseconds on its own monotonic clock) onto the server's clock
/// (seconds), keeping the page's spacing between events but never running ahead of the server,
/// never going backwards, and re-anchoring when the page lags by more than `maxLag`.
public struct PageClock: Hashable, Sendable {
    /// The most a mapped time may trail the server's clock before the mapping is re-anchored.
    public var maxLag: Double
    private var offset: Double?
    private var lastMapped: Double = -.infinity

    /// A clock not yet anchored (the first timestamp anchors it); `maxLag` in seconds.
    public init(maxLag: Double = 1) { self.maxLag = maxLag }

    /// The server time of a page timestamp `pageMilliseconds` received at server time `now`.
    public mutating func serverTime(ofPageTime pageMilliseconds: Double, receivedAt now: Double) -> Double {
        let page = pageMilliseconds / 1000
        if offset == nil || page + offset! > now || page + offset! < now - maxLag {
            offset = now - page
        }
        let mapped = max(lastMapped, min(now, page + offset!))
        lastMapped = mapped
        return mapped
    }
}
