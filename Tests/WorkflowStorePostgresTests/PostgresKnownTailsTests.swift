import Testing

@testable import WorkflowStorePostgres

@Suite("The journal tails a PostgreSQL store knows to be current")
struct PostgresKnownTailsTests {
    @Test("a tail is known only while listening, from the next sequence on, and listening anew forgets it")
    func listening() {
        let tails = PostgresKnownTails()
        tails.learn(4, for: "s", since: tails.start())
        #expect(!tails.isCurrent("s", from: 5), "learnt while not listening")
        tails.setListening(true)
        tails.learn(4, for: "s", since: tails.start())
        #expect(tails.isCurrent("s", from: 5))
        #expect(!tails.isCurrent("s", from: 4), "entry 4 is there to read")
        #expect(!tails.isCurrent("s", from: 6), "entry 5 is not known to be missing")
        #expect(!tails.isCurrent("other", from: 0))
        tails.setListening(true)
        #expect(!tails.isCurrent("s", from: 5), "listening again: what came meanwhile is unknown")
        tails.learn(4, for: "s", since: tails.start())
        tails.setListening(false)
        #expect(!tails.isCurrent("s", from: 5))
    }

    @Test("a session forgotten while an operation was under way is not learnt from it; one forgotten before is")
    func forgottenMeanwhile() {
        let tails = PostgresKnownTails()
        tails.setListening(true)
        let start = tails.start()
        tails.forget("s")  // another server's notification, while this server's read was under way
        tails.learn(4, for: "s", since: start)
        #expect(!tails.isCurrent("s", from: 5))
        tails.learn(4, for: "s", since: tails.start())
        #expect(tails.isCurrent("s", from: 5))
        // A notification for another session does not stop this one from being learnt.
        let next = tails.start()
        tails.forget("t")
        tails.learn(5, for: "s", since: next)
        #expect(tails.isCurrent("s", from: 6))
        tails.forget("s")
        #expect(!tails.isCurrent("s", from: 6))
    }

    @Test("an operation that began before a forgetting learns nothing, even after a later one learnt; a tail never goes back")
    func olderAnswers() {
        let tails = PostgresKnownTails()
        tails.setListening(true)
        let early = tails.start()
        tails.forget("s")  // another server appended: the early read's answer is old
        tails.learn(5, for: "s", since: tails.start())
        tails.learn(4, for: "s", since: early)
        #expect(tails.isCurrent("s", from: 6))
        #expect(!tails.isCurrent("s", from: 5))
        // This server's read that began before its own append answers an older tail after it.
        let read = tails.start()
        tails.learn(6, for: "s", since: tails.start())
        tails.learn(5, for: "s", since: read)
        #expect(tails.isCurrent("s", from: 7))
    }

    @Test("past the bound on sessions remembered, all are forgotten at once, and operations under way learn nothing")
    func bounded() {
        let tails = PostgresKnownTails()
        tails.setListening(true)
        let early = tails.start()
        for index in 0..<PostgresKnownTails.maximumSessions {
            tails.learn(0, for: "s\(index)", since: tails.start())
        }
        #expect(tails.isCurrent("s0", from: 1))
        tails.learn(0, for: "one more", since: tails.start())
        #expect(!tails.isCurrent("s0", from: 1))
        #expect(tails.isCurrent("one more", from: 1))
        tails.learn(0, for: "late", since: early)
        #expect(!tails.isCurrent("late", from: 1))
    }

    @Test("entries heard from another server's notice answer without a read, once, from where they reach back to")
    func heardEntries() {
        let tails = PostgresKnownTails()
        tails.hear(taps(from: 3, count: 2), bytes: 100, for: "s")
        #expect(tails.entries(of: "s", from: 3) == nil, "heard while not listening")
        tails.setListening(true)
        tails.learn(2, for: "s", since: tails.start())
        #expect(tails.entries(of: "s", from: 3) == [])
        tails.hear(taps(from: 3, count: 2), bytes: 100, for: "s")
        #expect(!tails.isCurrent("s", from: 3), "the notice moved the tail on")
        #expect(tails.isCurrent("s", from: 5))
        #expect(tails.entries(of: "s", from: 4) == taps(from: 4, count: 1))
        // Taken: the tail stays known, the entries are let go.
        #expect(tails.entries(of: "s", from: 3) == nil)
        #expect(tails.entries(of: "s", from: 5) == [])
        // Asked from before the entries heard: read, and they are let go (the read finds them too).
        tails.hear(taps(from: 5, count: 1), bytes: 100, for: "s")
        #expect(tails.entries(of: "s", from: 2) == nil, "entry 2 is not among them: read")
        #expect(tails.entries(of: "s", from: 5) == nil)
        #expect(tails.entries(of: "s", from: 6) == [])
        // A read under way when the notice came learns nothing from its older answer.
        let read = tails.start()
        tails.hear(taps(from: 6, count: 1), bytes: 100, for: "s")
        tails.learn(5, for: "s", since: read)
        #expect(tails.entries(of: "s", from: 6) == taps(from: 6, count: 1))
        // This server's own append after it moves the tail on and lets heard entries go.
        tails.hear(taps(from: 7, count: 1), bytes: 100, for: "s")
        tails.learn(8, for: "s", since: tails.start())
        #expect(tails.entries(of: "s", from: 7) == nil)
        #expect(tails.entries(of: "s", from: 9) == [])
        // A notice without entries forgets.
        tails.forget("s")
        #expect(tails.entries(of: "s", from: 9) == nil)
    }

    @Test("notices heard one after another before the session is used add up; a gap keeps only the newest")
    func heardInTurn() {
        let tails = PostgresKnownTails()
        tails.setListening(true)
        tails.hear(taps(from: 0, count: 2), bytes: 100, for: "s")
        tails.hear(taps(from: 2, count: 1), bytes: 100, for: "s")
        #expect(tails.entries(of: "s", from: 0) == taps(from: 0, count: 3))
        tails.hear(taps(from: 3, count: 1), bytes: 100, for: "t")
        tails.hear(taps(from: 5, count: 1), bytes: 100, for: "t")
        tails.hear(taps(from: 6, count: 1), bytes: 100, for: "t")
        #expect(tails.isCurrent("t", from: 7))
        #expect(tails.entries(of: "t", from: 5) == taps(from: 5, count: 2), "entry 4 was never heard: 3 went")
    }

    @Test("past the bound on the bytes of heard entries, those are forgotten and read when used; a session holds a few notices' worth")
    func heardBounded() {
        let tails = PostgresKnownTails()
        tails.setListening(true)
        tails.learn(0, for: "known", since: tails.start())
        let quarter = PostgresKnownTails.mostHeardBytes / 4
        for index in 0..<4 {
            tails.hear(taps(from: 1, count: 1), bytes: quarter, for: "s\(index)")
        }
        #expect(tails.isCurrent("s0", from: 2), "heard, not taken")
        tails.hear(taps(from: 1, count: 1), bytes: 1, for: "one more")
        #expect(tails.entries(of: "s0", from: 1) == nil)
        #expect(tails.entries(of: "one more", from: 1) == taps(from: 1, count: 1))
        #expect(tails.isCurrent("known", from: 1), "a known tail without heard entries stays")
        // One session: notices add up to their bound, then only the newest's entries stay.
        let most = PostgresKnownTails.mostHeardBytesPerSession
        tails.hear(taps(from: 0, count: 1), bytes: most / 2, for: "t")
        tails.hear(taps(from: 1, count: 1), bytes: most / 2, for: "t")
        tails.hear(taps(from: 2, count: 1), bytes: 1, for: "t")
        #expect(tails.entries(of: "t", from: 0) == nil)
        tails.hear(taps(from: 3, count: 1), bytes: most / 2, for: "t")
        tails.hear(taps(from: 4, count: 1), bytes: most / 2, for: "t")
        #expect(tails.entries(of: "t", from: 3) == taps(from: 3, count: 2))
    }

    @Test("a notice that comes after a read saw its entries and more does not take the tail back")
    func lateNotice() {
        let tails = PostgresKnownTails()
        tails.setListening(true)
        tails.learn(14, for: "s", since: tails.start())
        tails.hear(taps(from: 10, count: 3), bytes: 100, for: "s")
        #expect(tails.entries(of: "s", from: 15) == [])
        #expect(tails.entries(of: "s", from: 13) == nil)
        // It still counts as a forgetting for a read under way.
        let read = tails.start()
        tails.hear(taps(from: 12, count: 1), bytes: 100, for: "s")
        tails.learn(20, for: "s", since: read)
        #expect(tails.isCurrent("s", from: 15))
    }
}
