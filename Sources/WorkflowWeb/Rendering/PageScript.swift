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

          // Text typed into a field but not sent: id -> [the value the server sent, the typed value].
          function unsentText() {
            const kept = new Map();
            for (const field of document.querySelectorAll("form input:not([type=hidden]), form textarea")) {
              if (field.id && field.value !== field.defaultValue) kept.set(field.id, [field.defaultValue, field.value]);
            }
            return kept;
          }

          // Shows the page `html`: the new body replaces the old one; typed text and the focus stay.
          function show(html) {
            const next = new DOMParser().parseFromString(html, "text/html");
            const typed = unsentText();
            const focusedID = document.activeElement ? document.activeElement.id : "";
            document.title = next.title;
            document.body.replaceWith(document.adoptNode(next.body));
            for (const [id, [sent, text]] of typed) {
              const field = document.getElementById(id);
              if (field && field.defaultValue === sent) field.value = text;
            }
            const layers = document.querySelectorAll(".wfs-layers > .wfs-layer");
            const active = layers.length ? layers[layers.length - 1] : document.body;
            const target = active.querySelector("[autofocus]")
              || (focusedID && document.getElementById(focusedID))
              || active.querySelector("dialog[open] button:not([disabled])");
            if (target && !target.closest("[inert]")) target.focus({ preventScroll: true });
            lookAgainWhileWaiting();
          }

          // A refused event (an expired session, a stale page) is explained in a banner.
          function showProblem(text) {
            const notice = document.createElement("p");
            notice.className = "wfs-notice";
            notice.setAttribute("role", "alert");
            notice.textContent = text.trim() + " ";
            const link = document.createElement("a");
            link.href = "/";
            link.textContent = "Reload";
            notice.append(link);
            const device = document.querySelector(".wfs-device");
            (device || document.body).prepend(notice);
          }

          function answer(response) {
            const type = response.headers.get("Content-Type") || "";
            return response.text().then((text) => {
              if (type.startsWith("text/html") && response.status !== 403) show(text);
              else showProblem(text);
            });
          }

          function send(fields) {
            return track(fetch("/events", {
              method: "POST", body: new URLSearchParams(fields), headers: fetchHeaders, credentials: "same-origin",
            }).then(answer).catch(() => showProblem("The server did not answer.")));
          }

          // While the app waits for a reply or a graph, the page looks again every second.
          function lookAgainWhileWaiting() {
            clearTimeout(waitTimer);
            if (!document.querySelector(".wfs-waiting")) return;
            waitTimer = setTimeout(() => {
              track(fetch("/", { headers: fetchHeaders, credentials: "same-origin" })
                .then(answer).catch(() => lookAgainWhileWaiting()));
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
            if (event.button !== 0) return;
            const view = gestureView(event.target);
            press = view ? { view, x: event.clientX, y: event.clientY, time: performance.now(), moved: false } : null;
          });

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
              if (pending.count === 1) gesture(view, "tap");
              else gesture(view, "taps", Math.min(pending.count, 10));
            }, tapInterval);
          });

          lookAgainWhileWaiting();
        })();
        """#
}
