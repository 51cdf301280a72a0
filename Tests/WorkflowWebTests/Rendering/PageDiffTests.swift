import Testing

@testable import WorkflowWeb

@Suite struct PageDiffTests {
    /// Pages made of a few kinds of piece, so that random ones share many.
    private static let pieceKinds = ["<p>a", "<p>b", "<b>", "</b>", "<i>x", "<br>", "<span class=\"c\">é"]

    private static func page(_ kinds: [Int]) -> [UInt8] {
        Array(kinds.map { pieceKinds[$0] }.joined().utf8)
    }

    /// The fewest pieces to take out and put in, by the textbook table (longest common subsequence).
    private static func fewestChanges(_ a: PageDiff.Pieces, _ b: PageDiff.Pieces) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 0..<a.count {
            var diagonal = 0
            for j in 0..<b.count {
                let above = row[j + 1]
                row[j + 1] = a.equals(i, in: b, j) ? diagonal + 1 : max(row[j], above)
                diagonal = above
            }
        }
        return a.count + b.count - 2 * row[b.count]
    }

    @Test func randomPagesAreMadeExactlyWithTheFewestChanges() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3_000 {
            let length = Int.random(in: 0...(round < 1_000 ? 8 : 40), using: &generator)
            let held = (0..<length).map { _ in Int.random(in: 0..<4, using: &generator) }
            var edited = held
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where !edited.isEmpty: edited.remove(at: Int.random(in: 0..<edited.count, using: &generator))
                case 1:
                    edited.insert(
                        Int.random(in: 0..<Self.pieceKinds.count, using: &generator),
                        at: Int.random(in: 0...edited.count, using: &generator))
                default:
                    if !edited.isEmpty {
                        edited[Int.random(in: 0..<edited.count, using: &generator)] = Int.random(
                            in: 0..<Self.pieceKinds.count, using: &generator)
                    }
                }
            }
            let a = PageDiff.Pieces(Self.page(held))
            let b = PageDiff.Pieces(Self.page(edited))
            guard let diff = PageDiff(from: a, to: b) else {
                Issue.record("no edits from \(held) to \(edited)")
                continue
            }
            #expect(diff.applied(to: a, new: b) == b.bytes, "\(held) → \(edited)")
            #expect(diff.changes == Self.fewestChanges(a, b), "\(held) → \(edited)")
        }
    }

    @Test func piecesAreCutBeforeEachTagAndQuoteAsTheScriptCutsThem() {
        let pieces = PageDiff.Pieces(Array("x<a>y<b id=\"k\"><c>z".utf8))
        #expect((0..<pieces.count).map { String(decoding: pieces.text(of: $0..<($0 + 1)), as: UTF8.self) } == [
            "x", "<a>y", "<b id=", "\"k", "\">", "<c>z",
        ])
        #expect(PageDiff.Pieces(Array("<a>".utf8)).count == 1)
    }

    @Test func editsAreWrittenAsTheScriptReadsThem() throws {
        let held = PageDiff.Pieces(Array("<!doctype html>\n<title>One</title>\n<body><p>Hi \"you\"</p></body>".utf8))
        let new = PageDiff.Pieces(Array("<!doctype html>\n<title>Two</title>\n<body><p>Hi \"you\"</p><p>and\tme</body>".utf8))
        let diff = try #require(PageDiff(from: held, to: new))
        #expect(
            String(decoding: diff.json(of: new, base: "k3"), as: UTF8.self)
                == #"["k3",1,-1,"<title>Two",6,"<p>and\tme",1]"#)
    }

    @Test func pagesTooUnlikeGoWhole() throws {
        // 6 pieces replaced at the end: 12 changes, as many as the pieces after the common start.
        let held = PageDiff.Pieces(Self.page(Array(repeating: 0, count: 40)))
        let new = PageDiff.Pieces(Self.page(Array(repeating: 0, count: 34) + Array(repeating: 1, count: 6)))
        #expect(try #require(PageDiff(from: held, to: new)).changes == 12)
        #expect(PageDiff(from: held, to: new, maximumChanges: 11) == nil)
    }

    @Test func whatAPageLacksBoundsWhatEditsPutIn() throws {
        let held = PageDiff.Pieces(Self.page(Array(repeating: 0, count: 30) + Array(repeating: 1, count: 30)))
        let new = PageDiff.Pieces(Self.page(Array(repeating: 1, count: 30) + Array(repeating: 2, count: 30)))
        #expect(PageDiff.leastPutIn(from: held, to: new) == 30 * "<b>".utf8.count)
        let diff = try #require(PageDiff(from: held, to: new))
        let putIn = diff.edits.reduce(0) { sum, edit in
            if case .insert(let pieces) = edit { sum + new.text(of: pieces).count } else { sum }
        }
        #expect(putIn >= PageDiff.leastPutIn(from: held, to: new))
    }
}
