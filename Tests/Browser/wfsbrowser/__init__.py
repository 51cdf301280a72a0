"""The browser harness of `wfs serve`: flows driven in Chromium, checked at every screen state.

Modules: `config` (sizes, input modes, flow specs), `server` (one `wfs serve` per run), `inputs`
(mouse, touch and keyboard), `driver` (the steps of a flow), `checks` (axe-core, covering, touch
targets, layout), `pixels` (PNG comparison), `timing` (click-to-paint), `runner` (one run of a
flow, the typing check), `pool` (worker processes) and `gallery` (screenshots of every state).
"""
