"""Configurations (viewport size × input mode × colour scheme) and the flows given on the command line."""
import os
import re
from dataclasses import dataclass, field

# The sizes a configuration names: a phone, a large phone and a desktop browser.
SIZES = {"phone": (390, 844), "large": (430, 932), "desktop": (1280, 800)}
INPUTS = ("mouse", "touch", "keyboard")
SCHEMES = ("light", "dark")


@dataclass(frozen=True)
class Configuration:
    """How one run of a flow happens: the viewport, the person's input and the scheme it walks in."""

    width: int
    height: int
    input: str = "mouse"
    scheme: str = "light"

    @property
    def label(self):
        """What the ✓/✗ line shows: `390×844 touch light`."""
        return f"{self.width}×{self.height} {self.input} {self.scheme}"

    @property
    def slug(self):
        """The same for file names: `390x844-touch-light`."""
        return f"{self.width}x{self.height}-{self.input}-{self.scheme}"

    @property
    def is_narrow(self):
        """A phone's viewport (upright or sideways), where the device must fill the page."""
        return self.width <= 600 or self.height <= 600


def parse_configuration(text):
    """`SIZE:INPUT[:SCHEME]`, SIZE being phone, large, desktop or WIDTHxHEIGHT."""
    parts = text.strip().split(":")
    if not 1 <= len(parts) <= 3:
        raise ValueError(f"a configuration is SIZE:INPUT[:SCHEME], not {text!r}")
    size = parts[0]
    if size in SIZES:
        width, height = SIZES[size]
    elif re.fullmatch(r"\d+x\d+", size):
        width, height = (int(number) for number in size.split("x"))
    else:
        raise ValueError(f"unknown size {size!r} (phone, large, desktop or WIDTHxHEIGHT)")
    mode = parts[1] if len(parts) > 1 else "mouse"
    scheme = parts[2] if len(parts) > 2 else "light"
    if mode not in INPUTS:
        raise ValueError(f"unknown input mode {mode!r} (one of {', '.join(INPUTS)})")
    if scheme not in SCHEMES:
        raise ValueError(f"unknown colour scheme {scheme!r} (light or dark)")
    return Configuration(width, height, mode, scheme)


@dataclass
class FlowSpec:
    """A flow file, the folder of its schema, the configurations it runs in, whether the script is on,
    the tool that serves it when it is not `wfs` (an application's own, with its own tags), and whether
    the app's messages are answered by the example backend (`wfs serve --delegate`, Examples/backend)
    instead of the flow file's `replies`, and whether the server shows its developer panel (`--dev`)."""

    path: str
    schema_folder: str | None
    configurations: list = field(default_factory=list)
    script: bool = True
    server: str | None = None
    backend: bool = False
    dev: bool = False

    @property
    def name(self):
        return os.path.splitext(os.path.basename(self.path))[0]


DEFAULT_CONFIGURATION = Configuration(*SIZES["phone"], "mouse", "light")


def parse_flow_spec(text, script=True, backend=False, dev=False):
    """`[SERVER>]FLOW.yaml[=SCHEMA_FOLDER][@CONFIGURATION,CONFIGURATION…]`; phone:mouse when none is given.

    SERVER is the executable that serves the flow's schema (`SERVER serve …`) instead of wfs."""
    server, _, text = text.rpartition(">")
    body, at, configurations = text.rpartition("@") if "@" in text else (text, "", "")
    path, _, folder = body.partition("=")
    parsed = [parse_configuration(item) for item in configurations.split(",") if item.strip()] if at else []
    return FlowSpec(path, folder or None, parsed or [DEFAULT_CONFIGURATION], script, server or None, backend, dev)


def add_browser_arguments(parser):
    """The options every browser command takes: the wfs executable, the output folder, the Chromium."""
    parser.add_argument("--wfs", required=True, help="the wfs executable")
    parser.add_argument("--out", required=True, help="the folder for screenshots, reports and logs")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
