"""What a person filling in a form meets that a flow file only names: a required switch, its refusal
shown in the alert and beside the switch, and its state for screen readers. Each scenario is a function
of (browser, wfs, out) that raises StepFailure."""
import os

from .backend_scenarios import check_screen
from .driver import ALERT_JS, StepFailure
from .runner import opened
from .server import WfsServer

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SHOWCASE = os.path.join(REPOSITORY, "Examples", "Showcase")
TERMS = "I accept the terms"
REFUSAL = "Accept the terms to sign up"

# The terms switch: its state, whether it says it is refused, the refusal under it, and whether the
# row's visible label shows the switch's accessible name.
SWITCH_JS = """
(name) => {
  const layer = [...document.querySelectorAll('.wfs-layers > .wfs-layer')].pop();
  const button = [...layer.querySelectorAll('[role=switch]')].find((b) => b.getAttribute('aria-label') === name);
  if (!button) return null;
  const described = button.getAttribute('aria-describedby');
  const label = [...layer.querySelectorAll('.wfs-label')].find((l) => l.textContent.trim() === name);
  return { checked: button.getAttribute('aria-checked'), invalid: button.getAttribute('aria-invalid'),
           message: described ? (document.getElementById(described) || {}).textContent : null,
           labelShown: !!label && label.getBoundingClientRect().height > 0 };
}
"""


def showcase(wfs, out, name):
    return WfsServer(wfs, os.path.join(SHOWCASE, "app.xml"), os.path.join(out, f"{name}-server.log"),
                     assets=SHOWCASE, replies=os.path.join(SHOWCASE, "showcase.yaml"))


def terms_switch(page):
    state = page.evaluate(SWITCH_JS, TERMS)
    if state is None:
        raise StepFailure(f"the sign-up form has no switch called '{TERMS}'")
    return state


def required_switch(browser, wfs, out):
    """The Showcase's sign-up form, filled in but with the terms switch off: Submit is refused with an
    alert that names the terms and the refusal is shown beside the switch; once the switch is tapped on,
    the refusal goes and Submit signs up."""
    with showcase(wfs, out, "required-switch") as server:
        for configuration, mode in (("phone:touch", "touch"), ("desktop:mouse:dark", "mouse")):
            slug = configuration.replace(":", "-")
            with opened(browser, server.url, configuration, input=mode) as (page, driver):
                driver.tap(driver.button("Sign up"))
                driver.type_into("Your name", "Ann")
                driver.type_into("Email", "ann@example.com")
                state = terms_switch(page)
                if state["checked"] != "false" or not state["labelShown"]:
                    raise StepFailure(f"before Submit the terms row shows {state}, not a labelled switch that is off")
                page.screenshot(path=os.path.join(out, f"required-switch-{slug}-1-form.png"))
                check_screen(page, driver, configuration, "the sign-up form filled in, the switch off")

                driver.tap(driver.button("Submit"))
                if not page.evaluate(ALERT_JS, REFUSAL):
                    raise StepFailure(f"Submit with the terms switch off showed no alert '{REFUSAL}': "
                                      + page.inner_text("body")[:300].replace("\n", " | "))
                page.screenshot(path=os.path.join(out, f"required-switch-{slug}-2-refused.png"))
                check_screen(page, driver, configuration, "the refusal alert")
                driver.tap(driver.button("OK"))
                state = terms_switch(page)
                if state["invalid"] != "true" or (state["message"] or "").strip() != REFUSAL:
                    raise StepFailure(f"after the refusal the switch shows {state}, not its refusal")
                check_screen(page, driver, configuration, "the switch refused")

                driver.tap(driver.switch(TERMS))
                state = terms_switch(page)
                if state["checked"] != "true" or state["invalid"] is not None:
                    raise StepFailure(f"after a tap on the switch it shows {state}, not on and accepted")
                page.screenshot(path=os.path.join(out, f"required-switch-{slug}-3-on.png"))
                check_screen(page, driver, configuration, "the switch on")

                driver.tap(driver.button("Submit"))
                if not page.evaluate(ALERT_JS, "You are signed up."):
                    raise StepFailure("Submit with the terms switch on did not sign up: "
                                      + page.inner_text("body")[:300].replace("\n", " | "))
                check_screen(page, driver, configuration, "signed up")
                if driver.errors:
                    raise StepFailure("the page reported errors: " + "; ".join(driver.errors))


FORM_SCENARIOS = {
    "required-switch": ("a required switch refuses the submit while off and lets it through when on", required_switch),
}
