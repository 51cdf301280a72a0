import Testing
import WorkflowSchema

/// Inputs the fuzz targets found (docs/FUZZING.md), kept so what they showed stays true.
@Suite("Fuzz findings", .timeLimit(.minutes(2)))
struct FuzzFindingsTests {
    @Test("a name that is not UTF-8 (which crashes XMLParser on Linux) is refused with WFS0100")
    func nameNotUTF8() throws {
        let bytes: [UInt8] = [0x3C, 0xFF, 0x3E, 0x73, 0x3E]  // <\xFF>s>
        let document = MarkupReader().read(bytes)
        #expect(!document.isComplete)
        #expect(document.diagnostics.map(\.code) == [.invalidCharacter])
        let result = SchemaLoader().load(bytes)
        #expect(result.schema == nil)
        #expect(result.errors.map(\.code) == [.invalidCharacter])
    }

    @Test("an empty input (which XMLParser on Linux accepts) has no root: WFS0105")
    func emptyInput() throws {
        #expect(MarkupReader().read([UInt8]()).diagnostics.map(\.code) == [.missingRoot])
        #expect(SchemaLoader().load([UInt8]()).errors.map(\.code) == [.missingRoot])
    }

    @Test("`--` inside a comment is accepted on purpose, though XML forbids it (a known difference)")
    func doubleHyphenInComment() throws {
        let document = MarkupReader().read("<workflow><!-- a -- b --></workflow>")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.name == "workflow")
    }

    @Test("a processing instruction whose target runs into its data is malformed, as XML says: WFS0106")
    func processingInstructionTargetWithoutSpace() throws {
        let found = "<workflow><?wfs-note?6<navigation><screen><title>A</title></screen>?></workflow>"
        let document = MarkupReader().read(found)
        #expect(document.diagnostics.map(\.code) == [.malformedTag])
        #expect(document.diagnostics.first?.range.start.column == 11)
        #expect(
            document.diagnostics.first?.message
                == "a processing instruction's target `wfs-note` must be followed by a space before its data, or by `?>`")
        for text in ["<r><?a b?></r>", "<r><?a\tb?></r>", "<r><?a-b.c?></r>"] {
            #expect(MarkupReader().read(text).diagnostics.isEmpty, "\(text)")
        }
    }

    @Test("a processing instruction without a target is skipped to its `?>`, markup inside it too (a known difference)")
    func processingInstructionWithoutTarget() throws {
        let found = "<workflow><?<title>A <s.sing in<wokrflow><?wfs-note?ith no data</title></screen>?></workflow>"
        let document = MarkupReader().read(found)
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.name == "workflow")
        #expect(document.root?.children.isEmpty == true, "everything up to `?>` is the instruction's")
    }

    @Test("a processing instruction with no data (which crashes XMLParser on Linux) is read and ignored")
    func processingInstructionWithoutData() throws {
        for text in ["<?:?><r/>", "<r><?a?></r>", "<r><?a:b?>x</r>"] {
            let document = MarkupReader().read(text)
            #expect(document.diagnostics.isEmpty, "\(text)")
            #expect(document.root?.name == "r", "\(text)")
            #expect(document.root?.children.count ?? 0 <= 1, "\(text)")
        }
    }
}
