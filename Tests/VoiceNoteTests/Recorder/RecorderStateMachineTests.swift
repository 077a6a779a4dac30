import Testing
@testable import VoiceNote

@Suite struct RecorderStateMachineTests {
    let format = PCMFormat.speech

    @Test func releaseBeforeTheMinimumIsTooShortAfterItIsFinished() {
        var short = RecorderStateMachine(format: format)
        _ = short.press(at: 10)
        #expect(short.release(at: 10.999).stop == .tooShort)
        var long = RecorderStateMachine(format: format)
        _ = long.press(at: 10)
        #expect(long.release(at: 11).stop == .finished)
        #expect(long.state == .finished)
    }

    @Test func slidingUpArmsCancelAndBackDisarms() {
        var machine = RecorderStateMachine(configuration: RecorderConfiguration(cancelSlideDistance: 40), format: format)
        #expect(machine.slide(upBy: 100, at: 0).events.isEmpty, "ignored while idle")
        _ = machine.press(at: 0)
        #expect(machine.slide(upBy: 39, at: 1).events.isEmpty)
        #expect(machine.slide(upBy: 40, at: 2).events.map(\.kind) == [.cancelArmed])
        #expect(machine.state == .cancelArmed)
        #expect(machine.slide(upBy: 80, at: 2.5).events.isEmpty, "already armed")
        #expect(machine.slide(upBy: 10, at: 3).events.map(\.kind) == [.cancelDisarmed])
        _ = machine.slide(upBy: 60, at: 4)
        #expect(machine.release(at: 5).stop == .cancelled)
    }

    @Test func countdownFromFiftySecondsThenMaxReached() {
        var machine = RecorderStateMachine(format: format)
        _ = machine.press(at: 100)
        var countdown: [Int] = []
        var stop: RecorderState?
        var t = 100.0
        while stop == nil && t < 200 {
            t += 0.25
            let step = machine.tick(at: t)
            for event in step.events { if case .countdown(let left) = event.kind { countdown.append(left) } }
            stop = step.stop
        }
        #expect(countdown == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
        #expect(stop == .maxReached)
        #expect(t == 160)
        #expect(machine.tick(at: 170).events.isEmpty && machine.release(at: 170).stop == nil, "terminal is final")
    }

    @Test func audioPastTheMaximumIsCutAtTheExactFrame() {
        let configuration = RecorderConfiguration(minimumDuration: 0.5, maximumDuration: 2, countdownStart: 1)
        var machine = RecorderStateMachine(configuration: configuration, format: format)
        _ = machine.press(at: 0)
        let chunk = sineChunk(seconds: 0.75)
        var kept = 0
        var stop: RecorderState?
        var time = 0.0
        while stop == nil {
            time += 0.75
            let step = machine.audio(frames: chunk, at: time)
            kept += step.framesToKeep
            stop = step.stop
        }
        #expect(kept == 32_000)
        #expect(machine.recordedDuration == 2)
        #expect(stop == .maxReached)
    }

    @Test func reachingTheMaximumWhileCancelIsArmedCancels() {
        var machine = RecorderStateMachine(configuration: RecorderConfiguration(maximumDuration: 5, countdownStart: 4), format: format)
        _ = machine.press(at: 0)
        _ = machine.slide(upBy: 1_000, at: 1)
        #expect(machine.tick(at: 5).stop == .cancelled)
    }

    @Test func levelsArriveEveryFiftyMillisecondsOfAudio() {
        var machine = RecorderStateMachine(format: format)
        _ = machine.press(at: 0)
        let step = machine.audio(frames: sineChunk(seconds: 1, amplitude: 0.5), at: 1)
        let readings = step.events.compactMap { event -> LevelReading? in
            if case .level(let reading) = event.kind { return reading }
            return nil
        }
        #expect(readings.count == 20)
        #expect(readings.last?.position == 1)
        for reading in readings {
            #expect(abs(reading.rms - (-9.03)) < 0.1, "0.5 amplitude sine is -9 dBFS RMS")
            #expect(abs(reading.peak - (-6.02)) < 0.1)
        }
    }

    @Test func configurationValidationRejectsContradictions() {
        #expect(throws: VoiceNoteError.self) { try RecorderConfiguration(minimumDuration: 5, maximumDuration: 2).validate() }
        #expect(throws: VoiceNoteError.self) { try RecorderConfiguration(countdownStart: 70).validate() }
        #expect(throws: VoiceNoteError.self) { try RecorderConfiguration(levelInterval: 0).validate() }
        #expect(throws: Never.self) { try RecorderConfiguration.standard.validate() }
    }
}

@Suite struct LevelMeterTests {
    @Test func windowsSpanChunksOfAnySize() throws {
        var meter = LevelMeter(format: .speech, interval: 0.05)
        #expect(meter.windowFrames == 800)
        let sine = sineChunk(seconds: 0.2, amplitude: 1)
        var readings: [LevelReading] = []
        var offset = 0
        for size in [1, 799, 1, 1_000, 599] {
            let part = try PCMChunk(samples: Array(sine.samples[offset..<(offset + size)]), format: .speech)
            readings += meter.measure(part)
            offset += size
        }
        #expect(readings.map(\.position) == [0.05, 0.1, 0.15])
        for reading in readings { #expect(abs(reading.rms - (-3.01)) < 0.05) }
        let silence = try PCMChunk(samples: [Int16](repeating: 0, count: 1_600), format: .speech)
        #expect(meter.measure(silence).last?.rms == -80, "silence reads as the floor")
    }
}
