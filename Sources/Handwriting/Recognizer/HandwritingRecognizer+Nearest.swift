/// The search for the prototypes nearest a point of the discriminant space. Most of the
/// between-character spread lies in the leading dimensions, and a distance over them is a lower
/// bound of the whole: every prototype is measured over the leading dimensions only (sixteen at
/// a time), and the whole distance is completed for a shortlist of them.
extension HandwritingRecognizer {
    /// The least number of prototypes whose distances are completed.
    static let shortlistSize = 64

    /// Rows `rows` of projection · (features − mean) into `point`, sixteen products at a time.
    func project(_ features: [Float], into point: inout [Float], rows: Range<Int>) {
        let count = features.count
        let mean = model.mean.assumingMemoryBound(to: Float.self)
        let projection = model.projection.assumingMemoryBound(to: Float.self)
        var centred = features
        for i in 0..<count { centred[i] -= mean[i] }
        let chunked = count / 16 * 16
        centred.withUnsafeBufferPointer { x in
            let base = UnsafeRawPointer(x.baseAddress!)
            for d in rows {
                let row = projection + d * count
                var sums = SIMD16<Float>()
                var i = 0
                while i < chunked {
                    sums += UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<Float>.self)
                        * base.loadUnaligned(fromByteOffset: 4 * i, as: SIMD16<Float>.self)
                    i += 16
                }
                var sum = sums.sum()
                while i < count { sum += row[i] * x[i]; i += 1 }
                point[d] = sum
            }
        }
    }

    /// The `keep` prototypes nearest `point` over the leading dimensions, with those partial
    /// distances, in no particular order.
    func shortlist(_ point: [Float], keep: Int) -> [(distance: Float, index: Int)] {
        var histogram = Self.emptyHistogram
        let distances = leadDistances(point, histogram: &histogram)
        return Self.smallest(distances, histogram: histogram, keep: keep)
    }

    /// The squared distance of `point` to every prototype over the model's leading dimensions
    /// (`HandwritingModel.leadWidth`), by prototype: eight prototypes at a time. Each distance
    /// is also counted in its bucket of `histogram` (see `smallest`).
    func leadDistances(_ point: [Float], histogram: inout [Int]) -> [Float] {
        let width = model.leadWidth, count = model.characterCount, blocks = (count + 7) / 8
        let broadcast = (0..<width).map { SIMD8<Float>(repeating: point[$0]) }
        return [Float](unsafeUninitializedCapacity: blocks * 8) { out, initialized in
            let target = UnsafeMutableRawPointer(out.baseAddress!)
            model.leadPrototypes.withUnsafeBufferPointer { lead in
                broadcast.withUnsafeBufferPointer { z in
                    histogram.withUnsafeMutableBufferPointer { counts in
                        let rows = UnsafeRawPointer(lead.baseAddress!)
                        // The eight buckets at once (`buckets`); the padding lanes of the last block are not counted.
                        func store(_ sums: SIMD8<Float>, block: Int) {
                            target.storeBytes(of: sums, toByteOffset: 32 * block, as: SIMD8<Float>.self)
                            let lanes = Self.buckets(sums)
                            if 8 * block + 8 <= count {
                                for lane in 0..<8 { counts[Int(lanes[lane])] &+= 1 }
                            } else {
                                for lane in 0..<(count - 8 * block) { counts[Int(lanes[lane])] &+= 1 }
                            }
                        }
                        // Two blocks at a time: each sum is a chain of dependent additions, and two
                        // chains side by side keep the processor busy (each sums in the same order,
                        // so the distances are the same to the bit).
                        var block = 0
                        while block < blocks {
                            let base = 32 * width * block, paired = block + 1 < blocks
                            let next = paired ? base + 32 * width : base
                            var sums = SIMD8<Float>(), more = SIMD8<Float>()
                            for d in 0..<width {
                                let difference = z[d] - rows.loadUnaligned(fromByteOffset: base + 32 * d, as: SIMD8<Float>.self)
                                let other = z[d] - rows.loadUnaligned(fromByteOffset: next + 32 * d, as: SIMD8<Float>.self)
                                sums += difference * difference
                                more += other * other
                            }
                            store(sums, block: block)
                            if paired { store(more, block: block + 1) }
                            block += 2
                        }
                    }
                }
            }
            initialized = count
        }
    }

    /// The shortlist's full distances (the partial ones over the leading dimensions completed),
    /// the `count` nearest first (ties by prototype).
    func refine(_ shortlisted: [(distance: Float, index: Int)], point: [Float], count: Int) -> [(distance: Float, index: Int)] {
        let dimensions = model.dimensions
        let lead = model.leadWidth
        var near = shortlisted
        let codes = model.prototypes.assumingMemoryBound(to: Int8.self)
        let scales = model.prototypeScales.assumingMemoryBound(to: Float.self)
        point.withUnsafeBufferPointer { z in
            for k in near.indices {
                let row = codes + near[k].index * dimensions
                let scale = scales[near[k].index]
                var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
                var d = lead
                while d + 3 < dimensions {
                    let a = z[d] - scale * Float(row[d]), b = z[d + 1] - scale * Float(row[d + 1])
                    let e = z[d + 2] - scale * Float(row[d + 2]), f = z[d + 3] - scale * Float(row[d + 3])
                    s0 += a * a; s1 += b * b; s2 += e * e; s3 += f * f
                    d += 4
                }
                while d < dimensions {
                    let a = z[d] - scale * Float(row[d])
                    s0 += a * a
                    d += 1
                }
                near[k].distance += (s0 + s1) + (s2 + s3)
            }
        }
        return Self.nearestFew(count, of: near)
    }

    /// The `count` nearest of `items`, nearest first (ties by prototype): the order a sort by
    /// `nearer` gives, kept by insertion into a short sorted list (a sort of the whole shortlist
    /// for its first few cost more than the distances).
    static func nearestFew(_ count: Int, of items: [(distance: Float, index: Int)]) -> [(distance: Float, index: Int)] {
        guard count < items.count else { return items.sorted(by: nearer) }
        var kept: [(distance: Float, index: Int)] = []
        kept.reserveCapacity(count + 1)
        for item in items where kept.count < count || nearer(item, kept[kept.count - 1]) {
            var at = kept.count
            while at > 0, nearer(item, kept[at - 1]) { at -= 1 }
            kept.insert(item, at: at)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }

    /// The `count` prototypes nearest `point` over all dimensions, nearest first (ties by
    /// prototype): exactly the whole scan's answer. The shortlist's completed distances give a
    /// bound; a prototype whose leading distance alone passes it cannot come nearer, any other
    /// is completed too, and left as soon as its distance passes the bound.
    ///
    /// With a `pool` larger than `count`, up to `pool − count` more follow them: the nearest of
    /// the rest of the shortlist (a ranking by context looks that far down; exact there would
    /// complete every prototype within the pool's last distance, many times the work).
    func exactNearest(to point: [Float], count: Int, pool: Int = 0) -> [(distance: Float, index: Int)] {
        guard count > 0 else { return [] }
        var histogram = Self.emptyHistogram
        let partial = leadDistances(point, histogram: &histogram)
        let wanted = max(count, pool)
        let first = Self.smallest(partial, histogram: histogram, keep: max(wanted, Self.shortlistSize))
        let near = refine(first, point: point, count: wanted)
        guard near.count >= count else { return near }
        let bound = near[count - 1].distance
        var shortlisted = [Bool](repeating: false, count: model.characterCount)
        for item in first { shortlisted[item.index] = true }
        var more: [(distance: Float, index: Int)] = []
        point.withUnsafeBufferPointer { z in
            for (c, distance) in partial.enumerated() where distance <= bound && !shortlisted[c] {
                let whole = completed(c, from: distance, point: z, giveUpAbove: bound)
                if whole <= bound { more.append((whole, c)) }
            }
        }
        guard !more.isEmpty else { return near }
        var merged = near + more
        merged.sort(by: Self.nearer)
        return Array(merged.prefix(wanted))
    }

    /// Prototype `index`'s whole squared distance to `point`, its leading dimensions' `partial`
    /// completed sixteen dimensions at a time; once past `limit` the sum so far (which is past it too).
    private func completed(_ index: Int, from partial: Float, point z: UnsafeBufferPointer<Float>, giveUpAbove limit: Float) -> Float {
        let dimensions = model.dimensions
        let row = model.prototypes.assumingMemoryBound(to: Int8.self) + index * dimensions
        let scale = model.prototypeScales.load(fromByteOffset: 4 * index, as: Float.self)
        var sum = partial
        var d = model.leadWidth
        while d < dimensions {
            let stop = min(dimensions, d + 16)
            var s0: Float = 0, s1: Float = 0
            while d + 1 < stop {
                let a = z[d] - scale * Float(row[d]), b = z[d + 1] - scale * Float(row[d + 1])
                s0 += a * a; s1 += b * b
                d += 2
            }
            if d < stop {
                let a = z[d] - scale * Float(row[d])
                s0 += a * a
                d += 1
            }
            sum += s0 + s1
            if sum > limit { return sum }
        }
        return sum
    }

    /// Whether `a` comes before `b`: nearer, or as near and an earlier prototype.
    static func nearer(_ a: (distance: Float, index: Int), _ b: (distance: Float, index: Int)) -> Bool {
        a.distance != b.distance ? a.distance < b.distance : a.index < b.index
    }

    /// The `keep` smallest of `distances` and where they are, in no particular order (ties by
    /// index), given how many distances each bucket holds. A radix selection on the distances'
    /// bits (a non-negative float orders as its bit pattern): the counts give the bucket (an
    /// eighth of an octave) holding place `keep`, and one pass keeps what lies below it and sorts
    /// the few in it. Its branches rarely change course, where a running "worst kept" is
    /// replaced at every other prototype when the nearest come last.
    static func smallest(_ distances: [Float], histogram: [Int], keep: Int) -> [(distance: Float, index: Int)] {
        guard keep > 0 else { return [] }
        guard keep < distances.count else { return distances.enumerated().map { ($0.element, $0.offset) } }
        var below = 0, boundary = 0
        while below + histogram[boundary] < keep { below += histogram[boundary]; boundary += 1 }
        var near: [(distance: Float, index: Int)] = []
        near.reserveCapacity(keep)
        var last: [(distance: Float, index: Int)] = []
        func place(_ c: Int, _ value: Float, bucket b: Int) {
            if b < boundary {
                near.append((value, c))
            } else if b == boundary {
                last.append((value, c))
            }
        }
        // Eight distances at a time: only the few lanes in a bucket up to the boundary's are
        // looked at one by one.
        let past = SIMD8<UInt32>(repeating: UInt32(boundary + 1))
        distances.withUnsafeBufferPointer { values in
            let raw = UnsafeRawPointer(values.baseAddress!)
            var c = 0
            while c + 8 <= values.count {
                let lanes = Self.buckets(raw.loadUnaligned(fromByteOffset: 4 * c, as: SIMD8<Float>.self))
                let inside = lanes .< past
                if any(inside) {
                    for lane in 0..<8 where inside[lane] { place(c + lane, values[c + lane], bucket: Int(lanes[lane])) }
                }
                c += 8
            }
            while c < values.count {
                place(c, values[c], bucket: Self.bucket(values[c]))
                c += 1
            }
        }
        last.sort(by: nearer)
        near += last.prefix(keep - below)
        return near
    }

    /// A distance's bucket: its bit pattern's top 11 bits (exponent and 3 bits of mantissa; a
    /// distance rounded below 0 counts as 0).
    @inline(__always) static func bucket(_ value: Float) -> Int { value > 0 ? Int(value.bitPattern >> 20) : 0 }

    /// The buckets of eight distances (as `bucket`).
    @inline(__always) static func buckets(_ values: SIMD8<Float>) -> SIMD8<UInt32> {
        let bits = unsafeBitCast(values, to: SIMD8<UInt32>.self) &>> 20
        return bits.replacing(with: 0, where: .!(values .> 0))
    }

    /// No distance counted yet, in each of the 2,048 buckets.
    static var emptyHistogram: [Int] { [Int](repeating: 0, count: 2048) }
}
