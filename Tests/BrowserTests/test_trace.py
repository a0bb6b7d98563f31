"""The memory-order game of the offline player (docs/player.md, "The memory
game") in real headless Chromium.

    scripts/browser/chromium.sh && .venv-browser/bin/python -m unittest discover -s Tests/BrowserTests -v

Trace batches of levels 1, 5 and 10 are made here with `wikiblanks generate
--kind trace` (no corpus needed) and exported with `wikiblanks export html`;
the file must be byte for byte what scripts/browser/assemble-player.py makes.
Numbers are dragged with real WebDriver pointer actions (mouse, touch), never
with JavaScript calls; the same moves are played in the terminal game
(`wikiblanks play --batch`) and the scores and analytics compared.

  WIKIBLANKS_BINARY                 the exporter and terminal game (default: .build/debug/wikiblanks)
  WIKIBLANKS_TRACE_SCREENSHOTS      folder of the phone and desktop screenshots (default: docs/)
  WIKIBLANKS_CHROMIUM, WIKIBLANKS_CHROMEDRIVER  as for test_player.py

Selenium, Chromium or the built binary missing is an error, never a skip.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.parse

from chromium_session import BrowserChecks, StaticServer, chromium_driver, chromium_options, loud

try:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select
    SELENIUM_ERROR = None
except ImportError as error:  # reported as a failure by setUpModule, never a skip
    SELENIUM_ERROR = error

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ASSEMBLER = os.path.join(ROOT, "scripts", "browser", "assemble-player.py")
BINARY = os.environ.get("WIKIBLANKS_BINARY", os.path.join(ROOT, ".build", "debug", "wikiblanks"))
BLANKS_BATCH = os.path.join(ROOT, "Tests", "BrowserTests", "fixtures", "batch")
SHOTS = os.environ.get("WIKIBLANKS_TRACE_SCREENSHOTS", os.path.join(ROOT, "docs"))
LEVELS = (1, 5, 10)


class Setup:
    tmp = None
    driver = None
    batches = {}      # level -> batch folder
    puzzles = {}      # level -> puzzles of its batch, in order
    html = None       # trace batches only
    mixed = None      # the blanks fixture and the level-1 trace batch


def run(args, stdin=None):
    return subprocess.run([BINARY, *args], input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, timeout=300, env=dict(os.environ, LANG="C.UTF-8"))


def export(folders, out):
    result = run(["export", "html", *folders, "--out", out])
    if result.returncode != 0:
        raise RuntimeError(f"wikiblanks export html failed ({result.returncode}): {result.stderr}")
    return out


def setUpModule():
    if SELENIUM_ERROR is not None:
        raise RuntimeError(loud(f"selenium does not import ({SELENIUM_ERROR}); run scripts/browser/chromium.sh"))
    chromium = os.environ.get("WIKIBLANKS_CHROMIUM", "/usr/bin/chromium")
    driver_path = os.environ.get("WIKIBLANKS_CHROMEDRIVER", "/usr/bin/chromedriver")
    for path in (chromium, driver_path, BINARY):
        if not os.access(path, os.X_OK):
            raise RuntimeError(loud(f"{path} is missing; run scripts/browser/chromium.sh and swift build"))
    Setup.tmp = tempfile.mkdtemp(prefix="wikiblanks-trace-")
    out = os.path.join(Setup.tmp, "Output")
    for level in LEVELS:
        made = run(["generate", "--kind", "trace", "--seed", "web", "--count", "3", "--level", str(level),
                    "--out", out, "--force", "--print-path"])
        if made.returncode != 0:
            raise RuntimeError(f"generate --kind trace failed: {made.stderr}")
        folder = made.stdout.strip().splitlines()[-1]
        Setup.batches[level] = folder
        with open(os.path.join(folder, "puzzles.jsonl"), encoding="utf-8") as f:
            Setup.puzzles[level] = [json.loads(line) for line in f if line.strip()]
    Setup.html = export([Setup.batches[level] for level in LEVELS], os.path.join(Setup.tmp, "trace.html"))
    Setup.mixed = export([BLANKS_BATCH, Setup.batches[1]], os.path.join(Setup.tmp, "mixed.html"))
    downloads = os.path.join(Setup.tmp, "downloads")
    os.makedirs(downloads)
    try:
        Setup.driver = chromium_driver(driver_path, chromium_options(chromium, downloads), Setup.tmp)
    except Exception as error:
        raise RuntimeError(loud(f"Chromium did not start through {driver_path}: {error}"))


def tearDownModule():
    if Setup.driver is not None:
        Setup.driver.quit()
    if Setup.tmp:
        shutil.rmtree(Setup.tmp, ignore_errors=True)


# An element's box, and whether two boxes overlap by more than a pixel.
OVERLAPS_JS = """
const items = Array.from(document.querySelectorAll('#wb-trace [data-box], #wb-tray [data-number]'));
const others = Array.from(document.querySelectorAll(
  'header, #wb-menu button, #wb-trace button, #wb-trace input, #wb-trace select, #wb-trace h2, #wb-trace-stats, ' +
  '#wb-trace-help, .wb-trace-score'))
  .filter((e) => e.getClientRects().length > 0);
const found = [];
const cut = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
items.forEach((item) => {
  const r = item.getBoundingClientRect();
  if (r.width < 24 || r.height < 24) found.push(item.outerHTML.slice(0, 60) + ' is smaller than 24 px');
  if (r.left < 0 || r.right > window.innerWidth) found.push(item.outerHTML.slice(0, 60) + ' sticks out sideways');
  others.concat(items).forEach((other) => {
    if (other === item || other.contains(item) || item.contains(other)) return;
    if (cut(r, other.getBoundingClientRect())) found.push(item.outerHTML.slice(0, 60) + ' overlaps ' + other.outerHTML.slice(0, 60));
  });
  item.scrollIntoView({ block: 'center' });
  const c = item.getBoundingClientRect();
  const top = document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2);
  if (!top || !(top === item || item.contains(top))) found.push(item.outerHTML.slice(0, 60) + ' is covered by ' + (top ? top.outerHTML.slice(0, 60) : 'nothing'));
});
window.scrollTo(0, 0);
return found;
"""


class TraceTest(BrowserChecks, unittest.TestCase):
    @property
    def d(self):
        return Setup.driver

    def tearDown(self):
        self.d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        self.d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})

    def size(self, width, height, mobile=False):
        self.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def open_fresh(self, path=None, url=None):
        url = url or "file://" + urllib.parse.quote(path or Setup.html)
        self.d.get(url)
        # The page opened to clear the storage may still write once loaded: its writes are turned off first.
        self.d.execute_script("Storage.prototype.setItem = function () {}; localStorage.clear();")
        self.d.get(url)
        self.wait_for(lambda d: self.state() == "reveal", message="the level did not start with the numbers shown")
        self.d.execute_script("window.wbPointers = []; document.addEventListener('pointerdown', "
                              "(e) => window.wbPointers.push(e.pointerType), true);")

    def state(self):
        return self.d.find_element(By.ID, "wb-trace-game").get_attribute("data-state")

    def score(self):
        return int(self.d.find_element(By.CSS_SELECTOR, "#wb-trace [data-score]").get_attribute("data-score"))

    def total(self):
        return int(self.d.find_element(By.ID, "wb-trace-total").get_attribute("data-total"))

    def puzzle(self):
        pid = self.d.find_element(By.ID, "wb-trace-game").get_attribute("data-puzzle-id")
        return next(p for ps in Setup.puzzles.values() for p in ps if p["id"] == pid)

    def box(self, label):
        return self.d.find_element(By.CSS_SELECTOR, f'#wb-board [data-box="{label}"]')

    def chip(self, number):
        return self.d.find_element(By.CSS_SELECTOR, f'#wb-tray [data-number="{number}"]')

    def tray(self):
        return [int(c.get_attribute("data-number")) for c in self.d.find_elements(By.CSS_SELECTOR, "#wb-tray [data-number]")]

    def hide(self):
        self.d.find_element(By.CSS_SELECTOR, '[data-trace="hide"]').click()
        self.wait_for(lambda d: self.state() == "play")

    def choose_level(self, level):
        Select(self.d.find_element(By.ID, "wb-trace-choose")).select_by_value(str(level))
        self.wait_for(lambda d: self.puzzle()["level"] == level and self.state() == "reveal")

    def drag(self, number, label, pointer="mouse"):
        """A real pointer drag of tray number `number` onto box `label`."""
        before = len(self.d.execute_script("return window.wbPointers;"))
        chip, box = self.chip(number), self.box(label)
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", box)
        if pointer == "mouse":
            ActionChains(self.d).click_and_hold(chip).move_by_offset(10, 10).move_to_element(box).release().perform()
        else:
            actions = ActionBuilder(self.d, mouse=PointerInput(interaction.POINTER_TOUCH if pointer == "touch"
                                                               else interaction.POINTER_PEN, pointer))
            actions.pointer_action.move_to(chip).pointer_down().move_by(10, 10).move_to(box).pointer_up()
            actions.perform()
        types = self.d.execute_script("return window.wbPointers;")[before:]
        self.assertEqual(types, [pointer], f"the drag was not one {pointer} pointer")

    def analytics(self):
        rows = self.d.find_elements(By.CSS_SELECTOR, "#wb-moves tbody tr")
        return [[td.get_attribute("textContent") for td in row.find_elements(By.TAG_NAME, "td")] for row in rows]

    def summary(self):
        return self.d.find_element(By.ID, "wb-analytics-summary").get_attribute("textContent")

    def play_level(self, pointer="mouse", wrong_first=True):
        """One wrong drop (number 1 on another box), then every number on its box."""
        p = self.puzzle()
        order = p["order"]
        moves = []
        if wrong_first:
            self.drag(1, order[1], pointer)
            moves.append((order[1], 1))
            self.wait_for(lambda d: self.score() == -1, message="a wrong drop did not cost a point")
            self.assertIn(1, self.tray(), "a wrong number must go back to the tray")
            self.assertIsNone(self.box(order[1]).get_attribute("data-holds"))
        for i, label in enumerate(order):
            self.drag(i + 1, label, pointer)
            moves.append((label, i + 1))
            self.wait_for(lambda d: self.box(label).get_attribute("data-holds") == str(i + 1),
                          message=f"box {label} does not hold {i + 1}")
        self.wait_for(lambda d: self.state() == "complete", message="the level is not complete")
        return moves


def terminal_moves(output):
    """The analytics of the last level the terminal game finished: its move
    rows (without the time column), its score line (without the time) and the
    total it printed."""
    lines = output.splitlines()
    start = max(i for i, line in enumerate(lines) if line == "Moves:")
    rows = []
    for line in lines[start + 2:]:
        if not line.strip():
            break
        number, _at, box, n, result, score = line.split()
        rows.append([number, box, n, result, score])
    score_line = next(line for line in lines[start:] if line.startswith("Score "))
    total = [int(m) for m in re.findall(r"Total score over all levels: (-?\d+)", output)][-1]
    return rows, score_line.split(" Total time")[0], total


class PointerGame(TraceTest):
    def test_levels_1_5_10_by_mouse_score_as_the_terminal_game(self):
        """Each level range played by mouse drags, one wrong drop each; the
        same moves typed into `wikiblanks play --batch` give the same
        analytics, score and total (a reset included at level 1)."""
        self.size(1280, 800)
        self.open_fresh()
        db = os.path.join(Setup.tmp, "progress-mouse.sqlite")
        for level in LEVELS:
            if level != 1:
                self.choose_level(level)
            self.assertEqual(self.puzzle()["id"], Setup.puzzles[level][0]["id"], "the first puzzle of the level")
            script = []
            self.hide()
            if level == 1:  # a wrong and a right move, then reset: that attempt scores nothing
                order = self.puzzle()["order"]
                self.drag(2, order[0])
                self.drag(1, order[0])
                self.wait_for(lambda d: self.score() == 0)
                script += [f"{order[0]} 2", f"{order[0]} 1", "reset"]
                self.d.find_element(By.CSS_SELECTOR, '[data-trace="reset"]').click()
                self.wait_for(lambda d: self.score() == 0 and len(self.tray()) == len(order))
                self.assertEqual(self.state(), "play", "a reset never shows the numbers again")
            moves = self.play_level("mouse")
            script += [f"{label} {n}" for label, n in moves] + ["quit"]
            page_rows = [[r[0], r[2], r[3], r[4], r[5]] for r in self.analytics()]
            self.assertTrue(all(r[1].startswith("+") for r in self.analytics()), "each move shows its time")
            played = run(["play", "--batch", Setup.batches[level], "--db", db, "--profile", "web"],
                         stdin="\n".join(script) + "\n")
            self.assertEqual(played.returncode, 0, played.stderr)
            rows, score_line, total = terminal_moves(played.stdout)
            self.assertEqual(page_rows, rows, f"level {level}: the page's moves differ from the terminal game's")
            self.assertEqual(self.summary().split(" Total time")[0], score_line)
            self.assertEqual(self.score(), len(self.puzzle()["order"]) - 1)
            self.assertEqual(self.total(), total, f"level {level}: the totals differ")
        history = self.d.find_elements(By.CSS_SELECTOR, "#wb-trace-games tr")
        self.assertEqual([r.get_attribute("data-completed") for r in history], ["false", "true", "true", "true"])
        self.assertEqual(self.console_errors(), [])

    def test_the_numbers_show_for_the_reveal_time_then_move_to_the_tray(self):
        self.open_fresh()
        p = self.puzzle()
        shown = {b.get_attribute("data-box"): b.find_element(By.CLASS_NAME, "wb-box-number").text
                 for b in self.d.find_elements(By.CSS_SELECTOR, "#wb-board [data-box]")}
        self.assertEqual(shown, {label: str(i + 1) for i, label in enumerate(p["order"])})
        self.assertEqual(self.tray(), [])
        started = time.monotonic()
        self.wait_for(lambda d: self.state() == "play", timeout=p["revealSeconds"] + 3)
        waited = time.monotonic() - started
        self.assertGreater(waited, p["revealSeconds"] - 1, "the numbers vanished too early")
        self.assertEqual(sorted(self.tray()), list(range(1, len(p["order"]) + 1)))
        self.assertTrue(all(b.find_element(By.CLASS_NAME, "wb-box-number").text == ""
                            for b in self.d.find_elements(By.CSS_SELECTOR, "#wb-board [data-box]")))
        lines = self.d.find_elements(By.CSS_SELECTOR, "#wb-board svg line")
        self.assertEqual(len(lines), len(p["contacts"]), "one line per contact")


class Sizes(TraceTest):
    def check_layout(self, width, height, name, pointer):
        self.size(width, height, mobile=width < 600)
        self.open_fresh()
        self.choose_level(10)  # the most boxes
        self.assertEqual(self.d.execute_script("return window.innerWidth;"), width)
        self.hide()
        self.assertLessEqual(self.d.execute_script("return document.documentElement.scrollWidth;"), width,
                             f"the page scrolls sideways at {width} px")
        self.assertEqual(self.d.execute_script(OVERLAPS_JS), [], f"overlap at {width}x{height}")
        tray_bottom = self.d.execute_script("window.scrollTo(0, 0); "
                                            "return document.getElementById('wb-tray').getBoundingClientRect().bottom;")
        self.assertLessEqual(tray_bottom, height, "the board and the tray do not fit the screen together")
        os.makedirs(SHOTS, exist_ok=True)
        self.d.execute_script("document.activeElement.blur(); window.scrollTo(0, 0);")
        self.assertTrue(self.d.save_screenshot(os.path.join(SHOTS, f"trace-{name}.png")))
        self.play_level(pointer)
        self.assertEqual(self.score(), len(self.puzzle()["order"]) - 1)
        self.assertEqual(self.console_errors(), [])

    def test_phone_412x900_by_touch(self):
        self.check_layout(412, 900, "phone", "touch")

    def test_desktop_1280x800_by_mouse(self):
        self.check_layout(1280, 800, "desktop", "mouse")

    def test_a_pen_drags_too_and_360_px_fits(self):
        self.size(360, 740, mobile=True)
        self.open_fresh()
        self.choose_level(10)
        self.hide()
        self.assertEqual(self.d.execute_script(OVERLAPS_JS), [], "overlap at 360 px")
        self.assertLessEqual(self.d.execute_script("window.scrollTo(0, 0); "
                                                   "return document.getElementById('wb-tray').getBoundingClientRect().bottom;"),
                             740, "the board and the tray do not fit a 360x740 phone together")
        self.play_level("pen", wrong_first=False)
        self.assertEqual(self.score(), len(self.puzzle()["order"]))


class KeyboardAndLabels(TraceTest):
    def press(self, *keys):
        ActionChains(self.d).send_keys(*keys).perform()

    def active(self):
        return self.d.switch_to.active_element

    def test_keyboard_only_play_with_aria_labels(self):
        self.open_fresh()
        p = self.puzzle()
        board = self.d.find_element(By.ID, "wb-board")
        self.assertEqual((board.get_attribute("role"), board.get_attribute("aria-label")), ("group", "Boxes"))
        for b in self.d.find_elements(By.CSS_SELECTOR, "#wb-board [data-box]"):
            self.assertTrue(b.get_attribute("aria-label").startswith("Box " + b.get_attribute("data-box") + ", number "))
        # Tab to "Hide the numbers now" and press Enter: focus lands on the first number.
        for _ in range(40):
            if self.active().get_attribute("data-trace") == "hide":
                break
            self.press(Keys.TAB)
        self.assertEqual(self.active().get_attribute("data-trace"), "hide", "the hide button is not reachable by Tab")
        self.press(Keys.ENTER)
        self.wait_for(lambda d: self.state() == "play")
        self.assertEqual(self.active().get_attribute("data-number"), "1")
        self.assertEqual(self.active().get_attribute("aria-label"), "Number 1")
        moves = [(1, p["order"][1])] + [(i + 1, label) for i, label in enumerate(p["order"])]
        labels = [b["label"] for b in sorted(p["boxes"], key=lambda b: (b["row"], b["column"]))]
        for n, label in moves:
            while self.active().get_attribute("data-number") != str(n):
                self.press(Keys.ARROW_RIGHT)
            self.press(Keys.ENTER)  # choose the number: focus goes to the first empty box
            self.wait_for(lambda d: self.active().get_attribute("data-box") is not None)
            self.assertEqual(self.chip(n).get_attribute("aria-pressed"), "true")
            for _ in range(len(labels)):
                if self.active().get_attribute("data-box") == label:
                    break
                self.press(Keys.ARROW_RIGHT)
            self.assertEqual(self.active().get_attribute("data-box"), label)
            self.press(Keys.ENTER)
        self.wait_for(lambda d: self.state() == "complete")
        self.assertEqual(self.score(), len(p["order"]) - 1)
        self.assertEqual(self.active().get_attribute("data-trace"), "next", "focus goes to Next level")
        held = self.box(p["order"][0]).get_attribute("aria-label")
        self.assertTrue(held.startswith(f"Box {p['order'][0]}, holds 1"), held)
        self.wait_for(lambda d: "score" in d.find_element(By.ID, "wb-trace-status").text)
        self.press(Keys.ENTER)
        self.wait_for(lambda d: self.state() == "reveal" and self.puzzle()["level"] == 1)
        self.assertEqual(int(self.d.find_element(By.ID, "wb-trace-level").get_attribute("data-level")), 2)
        self.assertEqual(self.console_errors(), [])

    def test_escape_puts_a_chosen_number_back(self):
        self.open_fresh()
        self.hide()
        self.chip(2).click()
        self.assertEqual(self.chip(2).get_attribute("aria-pressed"), "true")
        self.press(Keys.ESCAPE)
        self.wait_for(lambda d: self.chip(2).get_attribute("aria-pressed") == "false")
        self.assertEqual(self.active().get_attribute("data-number"), "2")
        self.box(self.puzzle()["order"][0]).click()  # no number chosen: nothing happens
        self.assertEqual(self.score(), 0)


class Progress(TraceTest):
    def test_a_file_pages_storage_survives_reloads_and_clears(self):
        """What the progress tests rely on: a file:// page reloaded reads what it
        wrote just before, and a page loaded after a clear reads nothing (the
        browser's options keep the storage out of the renderer)."""
        page = os.path.join(Setup.tmp, "storage-probe.html")
        with open(page, "w") as f:
            f.write('<!doctype html><title>probe</title><script>'
                    'document.title = localStorage.getItem("wikiblanks:v1:probe") || "none";</script>')
        url = "file://" + urllib.parse.quote(page)
        self.d.get(url)
        for n in range(1, 21):
            self.d.execute_script(f"localStorage.setItem('wikiblanks:v1:probe', '{n}')")
            self.d.refresh()
            self.assertEqual(self.d.title, str(n), f"reload {n} read another value")
            self.d.execute_script("localStorage.clear()")
            self.d.get(url)
            self.assertEqual(self.d.title, "none", f"load {n} after a clear still read a value")

    def test_reload_keeps_progress_per_player(self):
        self.open_fresh()
        self.hide()
        self.play_level("mouse")
        score = self.score()
        self.assertEqual(self.total(), score)
        self.d.refresh()
        self.wait_for(lambda d: self.state() == "reveal")
        self.assertEqual(int(self.d.find_element(By.ID, "wb-trace-level").get_attribute("data-level")), 2)
        self.assertEqual(self.total(), score, "the total did not survive the reload")
        # A level left mid-way by a reload is kept as undone and scores nothing.
        self.d.execute_script("window.wbPointers = []; document.addEventListener('pointerdown', "
                              "(e) => window.wbPointers.push(e.pointerType), true);")
        self.hide()
        self.drag(1, self.puzzle()["order"][0])
        self.d.refresh()
        self.wait_for(lambda d: self.state() == "reveal")
        history = self.d.find_elements(By.CSS_SELECTOR, "#wb-trace-games tr")
        self.assertEqual([r.get_attribute("data-completed") for r in history], ["true", "false"])
        self.assertEqual(self.total(), score)
        # Another player starts afresh; the first one's progress comes back.
        self.d.find_element(By.ID, "wb-trace-player").send_keys(Keys.CONTROL, "a", Keys.NULL, "second", Keys.ENTER)
        self.wait_for(lambda d: self.total() == 0 and not d.find_elements(By.CSS_SELECTOR, "#wb-trace-games tr"))
        self.d.refresh()
        self.wait_for(lambda d: self.state() == "reveal")
        self.assertEqual(self.d.find_element(By.ID, "wb-trace-player").get_attribute("value"), "second")
        self.d.find_element(By.ID, "wb-trace-player").send_keys(Keys.CONTROL, "a", Keys.NULL, "default", Keys.ENTER)
        self.wait_for(lambda d: self.total() == score)
        history = self.d.find_elements(By.CSS_SELECTOR, "#wb-trace-games tr")
        self.assertEqual([r.get_attribute("data-completed") for r in history], ["true", "false", "false"],
                         "the level left by switching players is kept as undone")

    def test_the_history_shows_each_levels_analytics(self):
        self.open_fresh()
        self.hide()
        self.play_level("mouse")
        first = self.summary()
        self.d.find_element(By.CSS_SELECTOR, '[data-trace="next"]').click()
        self.hide()
        self.play_level("mouse", wrong_first=False)
        self.assertNotEqual(self.summary().split(" Total")[0], first.split(" Total")[0])
        self.d.find_element(By.CSS_SELECTOR, "#wb-trace-history summary").click()
        self.d.find_element(By.CSS_SELECTOR, '#wb-trace-games [data-history="T1"] button').click()
        self.wait_for(lambda d: self.summary() == first, message="T1's analytics are not shown")

    def test_works_from_a_static_web_server(self):
        with StaticServer(os.path.dirname(Setup.html)) as server:
            self.open_fresh(url=server.url(os.path.basename(Setup.html)))
            self.hide()
            p = self.puzzle()
            for i, label in enumerate(p["order"]):  # tap a number, then its box
                self.chip(i + 1).click()
                self.box(label).click()
            self.wait_for(lambda d: self.state() == "complete")
            self.assertEqual(self.score(), len(p["order"]))


class Looks(TraceTest):
    def test_reduced_motion_and_dark_mode(self):
        self.d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [
            {"name": "prefers-reduced-motion", "value": "reduce"}, {"name": "prefers-color-scheme", "value": "dark"}]})
        self.open_fresh()
        self.hide()
        order = self.puzzle()["order"]
        self.drag(1, order[1])
        self.wait_for(lambda d: self.score() == -1)
        chip = self.chip(1)
        self.assertNotIn("wb-bounce", chip.get_attribute("class"), "no bounce when less motion is asked for")
        self.assertEqual(self.d.execute_script("return getComputedStyle(arguments[0]).transitionDuration;", chip), "0s")
        body = self.d.execute_script("return getComputedStyle(document.body).backgroundColor;")
        self.assertLess(sum(int(x) for x in re.findall(r"\d+", body)[:3]), 150, f"dark mode not honoured: {body}")
        self.d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
        self.open_fresh()
        self.hide()
        self.drag(1, self.puzzle()["order"][1])
        self.wait_for(lambda d: "wb-bounce" in self.chip(1).get_attribute("class"), message="no bounce back")
        body = self.d.execute_script("return getComputedStyle(document.body).backgroundColor;")
        self.assertGreater(sum(int(x) for x in re.findall(r"\d+", body)[:3]), 600)


class File(TraceTest):
    def test_the_file_is_the_reference_assemblers_and_small(self):
        reference = os.path.join(Setup.tmp, "reference.html")
        subprocess.run([sys.executable, ASSEMBLER, *[Setup.batches[level] for level in LEVELS], "--out", reference],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(reference, "rb") as a, open(Setup.html, "rb") as b:
            page = b.read()
            self.assertEqual(a.read(), page, "export html and assemble-player.py differ")
        text = page.decode("utf-8")
        code = sum(len(m.encode("utf-8")) for m in re.findall(r"<style>\n(.*?)\n</style>", text, re.S))
        code += len(re.findall(r"<script>\n(.*?)\n</script>", text, re.S)[0].encode("utf-8"))
        self.assertLess(code, 100 * 1024, f"code and styles are {code} bytes")

    def test_unplayable_trace_lines_are_skipped_and_labels_are_text(self):
        """A file made by another tool (the reference assembler checks no
        puzzle): lines breaking the rules are skipped with a console warning,
        a label holding markup is shown as text."""
        good = [dict(p) for p in Setup.puzzles[1]]
        marked = dict(good[0], id="m" * 24)
        marked["boxes"] = [dict(b, label="<b>" + b["label"]) for b in good[0]["boxes"]]
        marked["order"] = ["<b>" + label for label in good[0]["order"]]
        marked["contacts"] = [["<b>" + a, "<b>" + b] for a, b in good[0]["contacts"]]
        broken = [dict(good[1], id="a" * 24, revealSeconds=99), dict(good[1], id="b" * 24, order=good[1]["order"][:-1]),
                  dict(good[1], id="c" * 24, level=42), dict(good[1], id="d" * 24, boxes=good[1]["boxes"][:-1])]
        folder = os.path.join(Setup.tmp, "hand-made")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "puzzles.jsonl"), "w", encoding="utf-8") as f:
            f.write("".join(json.dumps(p, sort_keys=True) + "\n" for p in broken + [marked]))
        with open(os.path.join(folder, "manifest.json"), "w", encoding="utf-8") as f:
            json.dump({"batch": "hand-made", "seed": "x", "level": 1}, f)
        out = os.path.join(Setup.tmp, "hand-made.html")
        subprocess.run([sys.executable, ASSEMBLER, folder, "--out", out], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.d.get("file://" + urllib.parse.quote(out))
        self.d.execute_script("localStorage.clear();")
        self.d.get("file://" + urllib.parse.quote(out))
        self.wait_for(lambda d: self.state() == "reveal")
        self.assertEqual(self.d.find_element(By.ID, "wb-trace-game").get_attribute("data-puzzle-id"), marked["id"])
        self.assertEqual(self.d.find_elements(By.CSS_SELECTOR, "#wb-board b"), [], "markup in a label was parsed")
        self.assertEqual(self.d.find_element(By.CSS_SELECTOR, "#wb-board .wb-box-label").text, marked["boxes"][0]["label"])
        warnings = " ".join(e["message"] for e in self.d.get_log("browser") if "skipped trace puzzle" in e["message"])
        for p in broken:
            self.assertIn("skipped trace puzzle " + p["id"], warnings)

    def test_the_menu_chooses_the_game_and_remembers_it(self):
        self.d.get("file://" + urllib.parse.quote(Setup.mixed))
        self.d.execute_script("localStorage.clear();")
        self.d.get("file://" + urllib.parse.quote(Setup.mixed))
        menu = self.d.find_element(By.ID, "wb-menu")
        self.wait_for(lambda d: menu.is_displayed())
        self.assertTrue(self.d.find_element(By.ID, "wb-puzzle").is_displayed(), "blanks first")
        self.assertFalse(self.d.find_element(By.ID, "wb-trace").is_displayed())
        self.d.find_element(By.CSS_SELECTOR, '#wb-menu [data-game="trace"]').click()
        self.wait_for(lambda d: d.find_element(By.ID, "wb-trace").is_displayed())
        self.assertFalse(self.d.find_element(By.ID, "wb-puzzle").is_displayed())
        self.d.refresh()
        self.wait_for(lambda d: d.find_element(By.ID, "wb-trace").is_displayed(), message="the choice was not kept")
        self.assertEqual(self.d.find_element(By.CSS_SELECTOR, '#wb-menu [data-game="trace"]').get_attribute("aria-pressed"),
                         "true")
        self.assertEqual(self.console_errors(), [])


if __name__ == "__main__":
    unittest.main()
