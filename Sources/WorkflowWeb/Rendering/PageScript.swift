/// The small script every page loads: it makes the forms update the page in place, keeps text
/// typed but not sent when the page changes, looks again while the app waits, and turns pointer
/// input on views with gesture recognisers into gestures.
///
/// Pages work without it: every event is still a form, the waiting page refreshes itself
/// (`<noscript>`), and the gesture menu offers each gesture as a button.
enum PageScript {
    /// Where the server serves the script.
    static let path = "/_wfs/page.js"

    /// The script's source.
    static let source = #"""
        "use strict";
        // wfs serve: in-place updates and pointer gestures. Without this script every form still posts.
        (() => {
          const root = document.documentElement;
          const fetchHeaders = { "X-WFS-Fetch": "1" };
          const tapInterval = 350;  // ms between the clicks of one multiple tap
          const swipeDistance = 40; // px a press must travel to be a swipe
          const pressSlop = 10;     // px a press may move and stay a press
          const longPressMinimum = 500; // ms: shorter presses are taps
          let busy = 0;
          let waitTimer = null;
          let poll = null;      // the AbortController of the refresh on its way, if any
          let posting = false;  // an event is on its way: further submits are ignored until it is answered
          let sent = 0;         // numbers each request; an answer older than the page shown is dropped
          let shown = 0;
          root.setAttribute("data-wfs-script", "");

          // data-wfs-busy is on <html> while an event or a refresh is on its way (tests wait for it to go).
          function track(promise) {
            busy += 1;
            root.setAttribute("data-wfs-busy", "");
            return promise.finally(() => {
              busy -= 1;
              if (busy === 0) root.removeAttribute("data-wfs-busy");
            });
          }

          // Text typed into a field but not sent: id -> the value the server sent, the typed value, the selection.
          function unsentText() {
            const kept = new Map();
            for (const field of document.querySelectorAll("form input:not([type=hidden]), form textarea")) {
              if (field.id && field.value !== field.defaultValue) {
                kept.set(field.id, { sent: field.defaultValue, text: field.value,
                  selection: [field.selectionStart, field.selectionEnd] });
              }
            }
            return kept;
          }

          // Where the focus is, as something the next page can find again: an element's id, or the
          // id of the nearest element around it with the kind of control it was.
          function focusPlace() {
            const focused = document.activeElement;
            if (!focused || focused === document.body) return null;
            if (focused.id) return { id: focused.id };
            const holder = focused.closest("[id]");
            return holder ? { id: holder.id, control: focused.tagName.toLowerCase() } : null;
          }

          function find(place) {
            const holder = place && document.getElementById(place.id);
            if (!holder || !place.control) return holder;
            return holder.querySelector(place.control + ":not([type=hidden])");
          }

          // Shows the page `html`: the new body replaces the old one; typed text and the focus stay,
          // unless the app moved the focus or the screen changed.
          function show(html) {
            const next = new DOMParser().parseFromString(html, "text/html");
            if (!next.querySelector(".wfs-device")) {
              // Not the app (the schema has errors under --watch): load it, with its own refresh.
              location.reload();
              return;
            }
            const typed = unsentText();
            const place = focusPlace();
            const oldAutofocus = document.querySelector("[autofocus]");
            const oldTitle = document.title;
            document.title = next.title;
            document.body.replaceWith(document.adoptNode(next.body));
            for (const [id, kept] of typed) {
              const field = document.getElementById(id);
              if (field && field.defaultValue === kept.sent) {
                field.value = kept.text;
                if (place && place.id === id) field.setSelectionRange(...kept.selection);
              }
            }
            const layers = document.querySelectorAll(".wfs-layers > .wfs-layer");
            const active = layers.length ? layers[layers.length - 1] : document.body;
            const autofocus = active.querySelector("[autofocus]");
            const movedByApp = autofocus && (!oldAutofocus || oldAutofocus.id !== autofocus.id);
            let target = movedByApp ? autofocus : find(place);
            if (!target || target.closest("[inert]")) {
              target = active.querySelector("dialog[open] button[autofocus]") || autofocus;
            }
            if (!target && document.title !== oldTitle) {
              // A new screen: its title takes the focus, so a screen reader reads where the person is.
              target = active.querySelector(".wfs-bar-title, section[aria-label]");
              if (target) target.setAttribute("tabindex", "-1");
            }
            if (target && !target.closest("[inert]")) target.focus({ preventScroll: true });
            lookAgainWhileWaiting();
          }

          // A refused event (a form that is not well formed, too large…) is explained in a banner.
          function showProblem(text) {
            for (const old of document.querySelectorAll(".wfs-script-notice")) old.remove();
            const notice = document.createElement("p");
            notice.className = "wfs-notice wfs-script-notice";
            notice.setAttribute("role", "alert");
            notice.textContent = text.trim() + " ";
            const link = document.createElement("a");
            link.href = "/";
            link.textContent = "Reload";
            notice.append(link);
            const device = document.querySelector(".wfs-device");
            (device || document.body).prepend(notice);
          }

          function answer(response, number) {
            if (response.status === 403) {
              // No session (it expired, the server restarted, the schema changed) or a stale token:
              // a new page load starts again with a fresh session and token.
              location.reload();
              return;
            }
            const type = response.headers.get("Content-Type") || "";
            return response.text().then((text) => {
              if (number < shown) return;
              shown = number;
              if (type.startsWith("text/html")) show(text);
              else showProblem(text);
            });
          }

          function send(fields) {
            if (posting) return;
            posting = true;
            clearTimeout(waitTimer);
            if (poll) poll.abort();
            const number = ++sent;
            track(fetch("/events", {
              method: "POST", body: new URLSearchParams(fields), headers: fetchHeaders, credentials: "same-origin",
            }).then((response) => answer(response, number), () => showProblem("The server did not answer."))
              .finally(() => { posting = false; }));
          }

          // While the app waits for a reply or a graph, the page looks again a second after each answer.
          function lookAgainWhileWaiting() {
            clearTimeout(waitTimer);
            if (!document.querySelector(".wfs-waiting")) return;
            waitTimer = setTimeout(() => {
              const number = ++sent;
              const controller = new AbortController();
              poll = controller;
              track(fetch("/", { headers: fetchHeaders, credentials: "same-origin", signal: controller.signal })
                .then((response) => answer(response, number))
                .catch(() => { if (!controller.signal.aborted) lookAgainWhileWaiting(); })
                .finally(() => { if (poll === controller) poll = null; }));
            }, 1000);
          }

          document.addEventListener("submit", (event) => {
            const form = event.target;
            if (!(form instanceof HTMLFormElement) || form.getAttribute("action") !== "/events") return;
            event.preventDefault();
            send(new FormData(form));
          });

          // The view a pointer event is for, when it has gestures and the pointer is not on a control.
          function gestureView(target) {
            for (let node = target; node instanceof Element && node !== document.body; node = node.parentElement) {
              if (node.matches("form, button, input, textarea, select, details, a, [inert]")) return null;
              if (node.querySelector(":scope > details.wfs-gestures")) return node;
            }
            return null;
          }

          // The hidden fields of one gesture: the view's id and the session's token, from its gesture menu.
          function gesture(view, name, value) {
            const form = view.querySelector(":scope > details.wfs-gestures form");
            if (!form) return;
            const fields = new FormData(form);
            fields.set("event", name);
            if (value === undefined) fields.delete("value");
            else fields.set("value", String(value));
            send(fields);
          }

          let press = null;
          let taps = null;
          let swallowClick = false;

          document.addEventListener("pointerdown", (event) => {
            swallowClick = false;
            if (event.button !== 0) return;
            const view = gestureView(event.target);
            press = view ? { view, x: event.clientX, y: event.clientY, time: performance.now(), moved: false } : null;
          });

          document.addEventListener("pointercancel", () => { press = null; });

          document.addEventListener("pointermove", (event) => {
            if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > pressSlop) press.moved = true;
          });

          document.addEventListener("pointerup", (event) => {
            if (!press) return;
            const { view, x, y, time, moved } = press;
            press = null;
            const dx = event.clientX - x;
            const dy = event.clientY - y;
            if (Math.max(Math.abs(dx), Math.abs(dy)) >= swipeDistance) {
              const direction = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "right" : "left") : (dy > 0 ? "down" : "up");
              swallowClick = true;
              gesture(view, "swipe", direction);
            } else if (!moved && performance.now() - time >= longPressMinimum) {
              swallowClick = true;
              gesture(view, "longPress", ((performance.now() - time) / 1000).toFixed(2));
            }
          });

          // Clicks in quick succession are one multiple tap, sent when no further click comes.
          document.addEventListener("click", (event) => {
            if (swallowClick) {
              swallowClick = false;
              return;
            }
            const view = gestureView(event.target);
            if (!view) return;
            if (taps && taps.view === view) {
              clearTimeout(taps.timer);
              taps.count += 1;
            } else {
              taps = { view, count: 1 };
            }
            const pending = taps;
            pending.timer = setTimeout(() => {
              if (taps === pending) taps = null;
              if (!view.isConnected) return; // the page changed under the taps
              if (pending.count === 1) gesture(view, "tap");
              else gesture(view, "taps", Math.min(pending.count, 10));
            }, tapInterval);
          });

          lookAgainWhileWaiting();
        })();
        """#
}
