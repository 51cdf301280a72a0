import Foundation
import WorkflowRuntime

/// The OpenAPI 3.1 description of the JSON API (`GET /api/v1/openapi.json`, `wfs schema --openapi`,
/// committed as docs/openapi.json), with the request and answer of `wfs serve --delegate` under
/// `webhooks`, so that a backend team can generate their side.
public enum OpenAPIDocument {
    /// The document, as JSON text.
    public static let json: String = {
        guard let data = try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]),
            let text = String(data: data, encoding: .utf8)
        else { preconditionFailure("the OpenAPI document is valid JSON") }
        return text.replacingOccurrences(of: "\\/", with: "/") + "\n"
    }()

    private static func reference(_ name: String) -> [String: Any] { ["$ref": "#/components/schemas/\(name)"] }

    private static func problems(_ statuses: [(Int, String)]) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: statuses.map { status, description in
            ("\(status)", [
                "description": description,
                "content": ["application/problem+json": ["schema": reference("Problem")]],
            ] as [String: Any])
        })
    }

    private static func state(_ description: String) -> [String: Any] {
        ["description": description, "content": ["application/json": ["schema": reference("SessionState")]]]
    }

    private static func words(_ values: [String]) -> [String: Any] { ["type": "string", "enum": values] }

    /// An object of one `$` key holding `schema`, as the wire form of values writes one.
    private static func tagged(_ key: String, _ schema: [String: Any]) -> [String: Any] {
        ["type": "object", "required": [key], "properties": [key: schema], "additionalProperties": false]
    }

    /// A place in a schema file, as every JSON form writes it among its owner's keys (`SourcePlace`).
    private static var placeProperties: [String: Any] {
        [
            "file": ["type": "string", "description": "The schema file's name, without its folder."],
            "line": ["type": "integer", "minimum": 1], "column": ["type": "integer", "minimum": 1],
            "endLine": ["type": "integer", "minimum": 1],
            "endColumn": ["type": "integer", "minimum": 1, "description": "Where the place ends (exclusive)."],
        ]
    }

    private static let bearer: [[String: [String]]] = [["bearer": []]]

    private static var document: [String: Any] {
        [
            "openapi": "3.1.0",
            "info": [
                "title": "WorkflowSchema for Swift: wfs serve's JSON API",
                "version": "1.0.0",
                "description": """
                    The sessions of `wfs serve`, for native clients: make a session, read its screen as a \
                    snapshot, post events, listen for changes. The same sessions as the web pages: a request \
                    names its session with `Authorization: Bearer TOKEN` (the token `POST /api/v1/sessions` \
                    gives), or with the page's cookie, in which case a POST must also carry the session's CSRF \
                    token in `X-CSRF-Token` (the state read with the cookie gives it). See docs/NATIVE.md. The \
                    `webhooks` describe what `wfs serve --delegate URL` POSTs to the application's backend and \
                    the answer it expects (docs/DELEGATE.md).
                    """,
            ],
            "paths": paths,
            "webhooks": webhooks,
            "components": [
                "securitySchemes": [
                    "bearer": [
                        "type": "http", "scheme": "bearer",
                        "description": "The session's token, from POST /api/v1/sessions: 32 hexadecimal digits.",
                    ]
                ],
                "schemas": schemas,
            ],
        ]
    }

    private static var paths: [String: Any] {
        [
            "/api/v1/sessions": [
                "post": [
                    "operationId": "makeSession",
                    "summary": "Makes a session and answers its first state, with its token.",
                    "description": """
                        Sent as `application/json`, the body `{}` (an empty body is taken too): a form on \
                        another site cannot send that without this server's consent, so it cannot make sessions.
                        """,
                    "requestBody": [
                        "required": true,
                        "content": ["application/json": ["schema": ["type": "object", "maxProperties": 0]]],
                    ],
                    "responses": [
                        "201": state("The new session; keep `token` to name it in the requests that follow."),
                    ].merging(problems([
                        (400, "A body other than none or `{}`."),
                        (415, "Not sent as application/json."),
                        (429, "This client made as many sessions as it may for now; `Retry-After` says when it may again."),
                        (503, "No place for a session, or the store or the schema file is unavailable."),
                    ])) { $1 },
                ]
            ],
            "/api/v1/session": [
                "get": [
                    "operationId": "getSession",
                    "summary": "The session's state: its screen, its sequence, its issues.",
                    "security": bearer,
                    "responses": [
                        "200": state("The session as it is (after up to half a second for quick replies)."),
                    ].merging(problems([
                        (401, "No session named, or an Authorization header that is not a bearer token."),
                        (404, "No session has this token (it expired, or the server forgot it)."),
                        (429, "This client named as many sessions not in memory as it may for now; `Retry-After` says when to try again."),
                        (503, "The store or the schema file is unavailable."),
                    ])) { $1 },
                ]
            ],
            "/api/v1/events": [
                "post": [
                    "operationId": "postEvent",
                    "summary": "Applies an event (after what was typed) and answers the new state.",
                    "security": bearer,
                    "parameters": [
                        header(
                            "X-CSRF-Token",
                            "The session's CSRF token (`csrfToken` of a state read with the cookie): required when the page's cookie names the session, ignored with a bearer token.",
                            false)
                    ],
                    "requestBody": [
                        "required": true,
                        "content": ["application/json": ["schema": reference("Event")]],
                    ],
                    "responses": [
                        "200": state("The session after the event."),
                    ].merging(problems([
                        (400, "A body that is not an event."),
                        (401, "No session named, or an Authorization header that is not a bearer token."),
                        (403, "A request with the cookie but without the session's CSRF token."),
                        (404, "No session has this token."),
                        (409, "Refused: the screen has no such element, or the session moved on past `sequence`; `state` is where it is."),
                        (413, "A body over 64 KiB, a typed value over the server's limit, or a step that would take the session's journal past its budget; nothing was applied, and `state` is where it is."),
                        (415, "A body that is not application/json."),
                        (429, "This client's sessions added as much as they may for now, or it named as many sessions not in memory as it may; `Retry-After` says when to try again."),
                        (503, "The store or the schema file is unavailable, or the store is full; the event was not applied."),
                    ])) { $1 },
                ]
            ],
            "/api/v1/changes": [
                "get": [
                    "operationId": "listenForChanges",
                    "summary": "The push channel: Server-Sent Events whose id is the new sequence, whenever the session moves on.",
                    "security": bearer,
                    "parameters": [
                        [
                            "name": "after", "in": "query", "required": false,
                            "description": "The sequence the client shows; an event comes at once when the session is past it.",
                            "schema": ["type": "integer", "minimum": 0],
                        ],
                        header("Last-Event-ID", "The last event id the client received (sent again by EventSource on a reconnection); it wins over `after`.", false),
                    ],
                    "responses": [
                        "200": [
                            "description": "An event stream (`id: SEQUENCE`, `data: changed`); it ends after a while, and the client connects again.",
                            "content": ["text/event-stream": ["schema": ["type": "string"]]],
                        ],
                        "204": ["description": "No channel: the server keeps no journal, or no session has this token."],
                    ].merging(problems([
                        (401, "No session named, or an Authorization header that is not a bearer token."),
                        (429, "The session, or the server, has as many push channels open as it may; `Retry-After` says when to try again."),
                    ])) { $1 },
                ]
            ],
            "/api/v1/openapi.json": [
                "get": [
                    "operationId": "getOpenAPI",
                    "summary": "This document.",
                    "responses": [
                        "200": ["description": "The document.", "content": ["application/json": ["schema": ["type": "object"]]]]
                    ],
                ]
            ],
        ]
    }

    private static var webhooks: [String: Any] {
        [
            "delegateMessage": [
                "post": [
                    "operationId": "answerDelegateMessage",
                    "summary": "What `wfs serve --delegate URL` POSTs to the application's backend for each message and graph question.",
                    "parameters": [
                        header("Idempotency-Key", "The session's reference and the request's key: the same when the request is repeated.", true),
                        header("X-WFS-Timestamp", "When the request was sent, in Unix seconds (signed).", true),
                        header("X-WFS-Signature", "`sha256=` and the hexadecimal HMAC-SHA256 of `TIMESTAMP.BODY` with WFS_DELEGATE_SECRET, when it is set.", false),
                        header("X-WFS-Attempt", "1 for the first attempt, 2… for retries after a connection failure or a 5xx.", true),
                        header("X-WFS-Deadline", "When wfs serve stops waiting, in Unix seconds with milliseconds.", true),
                    ],
                    "requestBody": [
                        "required": true,
                        "content": ["application/json": ["schema": reference("DelegateRequest")]],
                    ],
                    "responses": [
                        "200": [
                            "description": "The answer: it takes the success or failure path.",
                            "content": ["application/json": ["schema": reference("DelegateAnswer")]],
                        ],
                        "204": ["description": "Not the backend's: the session answers itself (`loadSchema` from the schema's folder; anything else fails)."],
                        "default": ["description": "Any other status fails the message (5xx after its retries)."],
                    ],
                ]
            ]
        ]
    }

    private static func header(_ name: String, _ description: String, _ required: Bool) -> [String: Any] {
        ["name": name, "in": "header", "required": required, "description": description, "schema": ["type": "string"]]
    }

    private static var schemas: [String: Any] {
        [
            "SessionState": [
                "type": "object",
                "required": ["sequence", "waiting", "snapshot", "issues"],
                "properties": [
                    "token": ["type": "string", "description": "The session's token; only in the answer that made it."],
                    "csrfToken": ["type": "string", "description": "The CSRF token posts with the cookie carry; only when the request used the cookie."],
                    "sequence": ["type": "integer", "minimum": 0, "description": "The length of the session's journal: it grows with every step."],
                    "waiting": ["type": "boolean", "description": "Whether the screen waits for a reply; ask again or listen on /api/v1/changes."],
                    "notice": ["type": "string", "description": "A message to show once, such as a session that started again."],
                    "snapshot": reference("Snapshot"),
                    "issues": ["type": "array", "items": reference("Issue")],
                ],
            ],
            "Issue": [
                "type": "object",
                "required": ["severity", "message", "code"],
                "properties": [
                    "severity": words(["error", "warning"]),
                    "message": ["type": "string"],
                    "code": ["type": "string", "pattern": "^WFR[0-9]{4}$", "description": "docs/DIAGNOSTICS.md"],
                ].merging(placeProperties) { first, _ in first },
            ],
            "Value": [
                "description": "A session's value in its one wire form (docs/DELEGATE.md, Values): plain JSON, "
                    + "or an object of one `$` key for a date, an image, a schema, a number JSON cannot hold, "
                    + "or an object whose only key starts with `$`.",
                "anyOf": [
                    ["type": ["string", "number", "boolean", "null"]],
                    ["type": "array", "items": reference("Value")],
                    tagged("$date", [
                        "description": "ISO 8601 in UTC; a number is seconds since 2001-01-01 (the journal's form "
                            + "for a date outside the years 1 to 9999).",
                        "anyOf": [["type": "string", "format": "date-time"], ["type": "number"]],
                    ]),
                    tagged("$image", [
                        "type": "object", "required": ["name"],
                        "properties": ["name": ["type": "string"], "accessibilityLabel": ["type": "string"]],
                    ]),
                    tagged("$schema", [
                        "type": "object", "required": ["path", "digest"],
                        "properties": ["path": ["type": "string"], "digest": ["type": "string"]],
                    ]),
                    tagged("$number", words(["inf", "-inf", "nan"])),
                    tagged("$dict", ["type": "object", "additionalProperties": reference("Value")]),
                    ["type": "object", "additionalProperties": reference("Value")],
                ],
            ],
            "Snapshot": [
                "type": "object",
                "required": ["window", "isWaiting"],
                "properties": [
                    "window": reference("SnapshotElement"),
                    "isWaiting": ["type": "boolean"],
                ],
            ],
            "SnapshotElement": snapshotElement,
            "Gesture": [
                "oneOf": [
                    gesture("tap", ["count": ["type": "integer"]]),
                    gesture("longPress", ["minimumDuration": ["type": "number"]]),
                    gesture("swipe", ["_0": words(["up", "down", "left", "right"])]),
                ]
            ],
            "TextInputTraits": [
                "type": "object",
                "required": ["keyboardType", "autocapitalization", "autocorrection", "spellChecking", "returnKey"],
                "properties": [
                    "keyboardType": words(TextInputTraits.KeyboardType.allCases.map(\.rawValue)),
                    "autocapitalization": words(TextInputTraits.Capitalization.allCases.map(\.rawValue)),
                    "autocorrection": words(TextInputTraits.Choice.allCases.map(\.rawValue)),
                    "spellChecking": words(TextInputTraits.Choice.allCases.map(\.rawValue)),
                    "returnKey": words(TextInputTraits.ReturnKey.allCases.map(\.rawValue)),
                ],
            ],
            "Event": [
                "type": "object",
                "required": ["event"],
                "additionalProperties": false,
                "allOf": eventRules,
                "properties": [
                    "event": words(EventForm.Name.allCases.map(\.rawValue)),
                    "element": ["type": "string", "description": "The id of the element (a snapshot element's `id`); all but `back` and `dismiss` need one."],
                    "value": ["type": "string", "description": "The text entered, the value set, the tap count, the seconds of a long press, a swipe's direction."],
                    "inputs": [
                        "type": "array",
                        "description": "What the screen's inputs hold now, as the page posts them: set before the event.",
                        "items": [
                            "type": "object", "required": ["element", "value"], "additionalProperties": false,
                            "properties": ["element": ["type": "string"], "value": ["type": "string"]],
                        ],
                    ],
                    "sequence": [
                        "type": "integer", "minimum": 0, "maximum": APIEventRequest.largestSequence,
                        "description": "The sequence the client shows: the event is refused (409) when the session has moved on.",
                    ],
                ],
            ],
            "Problem": [
                "type": "object",
                "required": ["status", "title", "detail"],
                "properties": [
                    "status": ["type": "integer"],
                    "title": ["type": "string"],
                    "detail": ["type": "string"],
                    "state": reference("SessionState"),
                ],
            ],
            "DelegateRequest": [
                "type": "object",
                "required": ["kind", "session", "name", "destinationName", "userInfo", "requestKey", "idempotencyKey", "repeat", "sentAt", "sender"],
                "properties": [
                    "kind": words(["message", "question"]),
                    "session": ["type": "string", "description": "The session's reference (never its cookie): 32 hexadecimal digits."],
                    "name": ["type": "string", "description": "The message's name, or a graph node's message."],
                    "destinationName": ["type": ["string", "null"]],
                    "userInfo": [
                        "type": "object", "additionalProperties": reference("Value"),
                        "description": "The message's data, in the wire form of values.",
                    ],
                    "requestKey": ["type": "string", "description": "`message-N`, or `graph-N-NODE-M` for a question."],
                    "idempotencyKey": ["type": "string"],
                    "repeat": ["type": "boolean", "description": "Asked again after the session was restored."],
                    "sentAt": ["type": ["string", "null"], "format": "date-time"],
                    "sender": [
                        "type": ["object", "null"],
                        "properties": ["tag": ["type": "string"]].merging(placeProperties) { first, _ in first },
                    ],
                    "node": ["type": "string", "description": "A question's graph node."],
                    "user": ["type": "string", "description": "The user the trusted proxy named (wfs serve --user-header)."],
                ],
            ],
            "DelegateAnswer": [
                "type": "object",
                "required": ["outcome"],
                "properties": [
                    "outcome": words(["success", "failure"]),
                    "name": ["type": ["string", "null"], "minLength": 1, "description": "The result's name: `yes`/`no` for a decision, a branch for a choice."],
                    "userInfo": ["type": ["object", "null"], "additionalProperties": reference("Value")],
                    "schema": ["type": ["string", "null"], "minLength": 1, "description": "A schema file of the schema's folder, loaded into `userInfo.schema`."],
                ],
            ],
        ]
    }

    /// What each event needs besides its name: an element, and for some a value of a given form.
    private static var eventRules: [[String: Any]] {
        func when(_ events: [String], _ then: [String: Any]) -> [String: Any] {
            ["if": ["properties": ["event": ["enum": events]]], "then": then]
        }
        let named = EventForm.Name.allCases.filter { $0.isAboutElement && $0 != .pressReturn }.map(\.rawValue)
        return [
            when(named, ["required": ["element"], "properties": ["element": ["minLength": 1]]]),
            when(["taps"], ["required": ["value"], "properties": ["value": ["pattern": "^(10|[1-9])$"]]]),
            when(["longPress"], ["required": ["value"], "properties": ["value": ["pattern": #"^(60(\.0{1,3})?|[1-5]?[0-9](\.[0-9]{1,3})?)$"#]]]),
            when(["swipe"], ["required": ["value"], "properties": ["value": ["enum": ["up", "down", "left", "right"]]]]),
            when(["setValue"], ["required": ["value"]]),
        ]
    }

    private static func gesture(_ name: String, _ properties: [String: Any]) -> [String: Any] {
        [
            "type": "object", "required": [name], "additionalProperties": false,
            "properties": [name: ["type": "object", "properties": properties, "required": Array(properties.keys)]],
        ]
    }

    private static var snapshotElement: [String: Any] {
        let text: [String: Any] = ["type": "string"]
        let flag: [String: Any] = ["type": "boolean", "default": false]
        let names: [String: Any] = ["type": "array", "items": text, "default": [String]()]
        let elementKind: [String: Any] = [
            "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_-]*$",
            "description": "One of the language's kinds ("
                + ElementKind.standard.map(\.rawValue).joined(separator: ", ")
                + ") or an application's own (a tag registered with its own view): draw the children of a kind you do not know.",
        ]
        return [
            "type": "object",
            "description": "One element on screen; `id` is what events name. A field with its default value (no text, no traits, not hidden, enabled…) is left out.",
            "required": ["id", "kind"],
            "properties": [
                "id": text, "kind": elementKind, "name": text, "text": text,
                "detail": text, "label": text, "hint": text, "traits": names, "value": text, "image": text,
                "role": words(["normal", "cancel", "destructive"]), "styleNames": names, "validationMessage": text,
                "isHidden": flag, "isEnabled": ["type": "boolean", "default": true], "isSelected": flag,
                "children": ["type": "array", "items": reference("SnapshotElement"), "default": [String]()],
                "gestures": ["type": "array", "items": reference("Gesture"), "default": [String]()],
                "isSecure": flag, "isLeading": flag, "variant": text,
                "textInputTraits": reference("TextInputTraits"), "hasValidations": flag,
                "richText": ["type": "string", "description": "Sanitised HTML of rich text: parse it again, never insert it as it is."],
            ],
        ]
    }
}
