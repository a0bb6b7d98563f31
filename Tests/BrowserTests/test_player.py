"""The offline player (docs/player.md) in real headless Chromium.

    scripts/browser/chromium.sh && .venv-browser/bin/python -m unittest discover -s Tests/BrowserTests -v

What is tested (WIKIBLANKS_PLAYER_* environment variables, or the same as
arguments: python Tests/BrowserTests/test_player.py --html FILE --batch DIR):

  WIKIBLANKS_PLAYER_HTML        the player file to test; without it the file
                                is made here from the batch(es) by
                                `.build/debug/wikiblanks export html` (build it
                                first: swift build), and checked to be byte for
                                byte what scripts/browser/assemble-player.py makes
  WIKIBLANKS_PLAYER_BATCH       batch folder(s) the file is made of, separated
                                by ":" (default: Tests/BrowserTests/fixtures/batch);
                                with a given HTML file they are checked to be
                                exactly what it embeds
  WIKIBLANKS_PLAYER_SCREENSHOT  where the 360-px phone screenshot goes
                                (default: docs/player-phone.png)
  WIKIBLANKS_CHROMIUM, WIKIBLANKS_CHROMEDRIVER  the browser and driver
                                (default: /usr/bin/chromium, /usr/bin/chromedriver)
  WIKIBLANKS_BINARY             the exporter (default: .build/debug/wikiblanks)

Selenium, Chromium or the built binary missing is an error, never a skip. The
files with puzzles the exporter refuses (a broken trace line, a broken puzzle), which
test that the player skips them, are made by the reference assembler.
"""

import copy
import glob
import hashlib
import html.parser
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

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ASSEMBLER = os.path.join(ROOT, "scripts", "browser", "assemble-player.py")
BINARY = os.environ.get("WIKIBLANKS_BINARY", os.path.join(ROOT, ".build", "debug", "wikiblanks"))
TEMPLATE_DIR = os.path.join(ROOT, "Sources", "BlanksExport", "Resources", "player")
DEFAULT_BATCH = os.path.join(ROOT, "Tests", "BrowserTests", "fixtures", "batch")
DEFAULT_SCREENSHOT = os.path.join(ROOT, "docs", "player-phone.png")

from chromium_session import BrowserChecks, StaticServer, chromium_driver, chromium_options, loud

try:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    SELENIUM_ERROR = None
except ImportError as error:  # reported as a failure by setUpModule, never a skip
    SELENIUM_ERROR = error


# ----------------------------------------------------------------- the file

class DataParser(html.parser.HTMLParser):
    """The raw text of <style>, <script> and the JSON data element."""

    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.styles, self.scripts, self.data = [], [], []
        self.current = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "style":
            self.current = self.styles
        elif tag == "script" and attrs.get("id") == "wikiblanks-data":
            self.current = self.data
        elif tag == "script":
            self.current = self.scripts
        if self.current is not None:
            self.current.append("")

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self.current = None

    def handle_data(self, data):
        if self.current is not None:
            self.current[-1] += data


def batch_lines(folder):
    with open(os.path.join(folder, "puzzles.jsonl"), encoding="utf-8") as f:
        return [line for line in f.read().split("\n") if line]


def write_batch(folder, lines, batch_id, seed="test", level=0):
    """A batch folder whose manifest.json is complete, as `generate` writes it."""
    os.makedirs(folder, exist_ok=True)
    raw = ("\n".join(lines) + "\n").encode("utf-8")
    with open(os.path.join(folder, "puzzles.jsonl"), "wb") as f:
        f.write(raw)
    puzzles = [json.loads(line) for line in lines]
    entries = [{"id": p["id"], "revid": p.get("source", {}).get("revid", 0), "rank": rank}
               for rank, p in enumerate(puzzles)]
    manifest = {"batch": batch_id, "seed": seed, "level": level, "schema": 1,
                "requested": len(lines), "count": len(lines),
                "corpus": {"manifestSHA256": "", "revisions": len(lines), "pages": len(lines)},
                "generator": {"name": "wikiblanks", "version": "test"}, "reusedPages": False,
                "puzzles": entries, "files": {"puzzles.jsonl": hashlib.sha256(raw).hexdigest()}}
    with open(os.path.join(folder, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, sort_keys=True, indent=2)


def assemble(folders, out):
    """The reference assembler's file: for the comparison, and for files holding
    puzzles the exporter refuses."""
    subprocess.run([sys.executable, ASSEMBLER, *folders, "--out", out], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(out, "rb") as f:
        return f.read()


def run_export(folders, out):
    """`wikiblanks export html FOLDER… --out OUT`: the finished process."""
    return subprocess.run([BINARY, "export", "html", *folders, "--out", out],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=300)


def export_html(folders, out):
    """The file the Swift exporter makes of the batch folders."""
    result = run_export(folders, out)
    if result.returncode != 0:
        raise RuntimeError(f"wikiblanks export html failed ({result.returncode}): {result.stderr}")
    with open(out, "rb") as f:
        return f.read()


class Setup:
    """What the tests run against; made once by setUpModule."""
    tmp = None
    html_path = None
    html_bytes = None
    exported_here = False
    batches = []
    puzzles = {}          # id -> puzzle, as embedded
    extra = {}            # id -> puzzle, of the files the tests make themselves
    order = []            # playable ids in embedded order
    driver = None
    downloads = None


def playable(p):
    return p.get("kind", "blanks") == "blanks"


def level_rank(puzzle_level, player_level):
    if puzzle_level == player_level:
        return 0
    if 1 <= puzzle_level < player_level:
        return player_level - puzzle_level
    if puzzle_level == 0:
        return 100
    return 200 + abs(puzzle_level - player_level)


def expected_next(played, level, puzzles=None):
    """PuzzlePicker of `play`: never started first, then the one started longest
    ago; then the level rank; then the order in the file. `played` maps an id
    to when it was last started (any increasing number); `puzzles` is the
    list of playable puzzles in file order (default: the file under test)."""
    puzzles = puzzles if puzzles is not None else [Setup.puzzles[i] for i in Setup.order]

    def key(index_puzzle):
        index, p = index_puzzle
        return (played.get(p["id"], float("-inf")), level_rank(p["level"], level), index)
    return min(enumerate(puzzles), key=key)[1]["id"]


def setUpModule():
    if SELENIUM_ERROR is not None:
        raise RuntimeError(loud(f"selenium does not import ({SELENIUM_ERROR}); run scripts/browser/chromium.sh "
                                "and use .venv-browser/bin/python"))
    chromium = os.environ.get("WIKIBLANKS_CHROMIUM", "/usr/bin/chromium")
    driver_path = os.environ.get("WIKIBLANKS_CHROMEDRIVER", "/usr/bin/chromedriver")
    for path, package in ((chromium, "chromium"), (driver_path, "chromium-driver")):
        if not os.access(path, os.X_OK):
            raise RuntimeError(loud(f"{path} is missing; run scripts/browser/chromium.sh (apt-get install {package})"))

    Setup.tmp = tempfile.mkdtemp(prefix="wikiblanks-browser-")
    batch_env = os.environ.get("WIKIBLANKS_PLAYER_BATCH", "")
    Setup.batches = [b for b in batch_env.split(":") if b] or [DEFAULT_BATCH]
    html_path = os.environ.get("WIKIBLANKS_PLAYER_HTML", "")
    if html_path:
        Setup.html_path = os.path.abspath(html_path)
        with open(Setup.html_path, "rb") as f:
            Setup.html_bytes = f.read()
        if not batch_env:
            Setup.batches = []
    else:
        if not os.access(BINARY, os.X_OK):
            raise RuntimeError(loud(f"{BINARY} is missing; build it first with `swift build`"))
        Setup.html_path = os.path.join(Setup.tmp, "player.html")
        Setup.html_bytes = export_html(Setup.batches, Setup.html_path)
        Setup.exported_here = True

    parser = DataParser()
    parser.feed(Setup.html_bytes.decode("utf-8"))
    data = json.loads(parser.data[0])
    for batch in data["batches"]:
        for p in batch["puzzles"]:
            if playable(p) and p["id"] not in Setup.puzzles:
                Setup.puzzles[p["id"]] = p
                Setup.order.append(p["id"])
    if len(Setup.order) < 3:
        raise RuntimeError(f"{Setup.html_path}: the tests need 3 or more playable puzzles, it has {len(Setup.order)}")

    Setup.downloads = os.path.join(Setup.tmp, "downloads")
    os.makedirs(Setup.downloads)
    options = chromium_options(chromium, Setup.downloads)
    try:
        Setup.driver = chromium_driver(driver_path, options, Setup.tmp)
    except Exception as error:
        raise RuntimeError(loud(f"Chromium did not start through {driver_path}: {error}"))
    Setup.driver.execute_cdp_cmd("Browser.setDownloadBehavior",
                                 {"behavior": "allow", "downloadPath": Setup.downloads})


def tearDownModule():
    if Setup.driver is not None:
        Setup.driver.quit()
    if Setup.tmp:
        shutil.rmtree(Setup.tmp, ignore_errors=True)


# ------------------------------------------------------------------ helpers

class PlayerTest(BrowserChecks, unittest.TestCase):
    url = None

    @property
    def d(self):
        return Setup.driver

    def open_fresh(self, url=None):
        """The page with no progress stored. The page opened to clear the storage
        may still write its game once loaded: its writes are turned off first."""
        self.d.get(url or self.file_url())
        self.d.execute_script("Storage.prototype.setItem = function () {}; localStorage.clear();")
        self.d.get(url or self.file_url())
        self.wait_for(lambda d: d.find_element(By.ID, "wb-puzzle").get_attribute("data-puzzle-id"))
        self.assertEqual(self.console_errors(), [])

    def file_url(self):
        return "file://" + urllib.parse.quote(Setup.html_path)

    def puzzle_id(self):
        return self.d.find_element(By.ID, "wb-puzzle").get_attribute("data-puzzle-id")

    def puzzle(self):
        pid = self.puzzle_id()
        return Setup.puzzles[pid] if pid in Setup.puzzles else Setup.extra[pid]

    def blank(self, n):
        return self.d.find_element(By.CSS_SELECTOR, f'[data-blank="{n}"]')

    def sheet_open(self):
        return self.d.execute_script("return document.getElementById('wb-sheet').open;")

    def sheet_settled(self):
        """The word list is open and done rising in: while it fades in, its
        text reads empty to WebDriver."""
        return self.d.execute_script("""
            const sheet = document.getElementById('wb-sheet');
            return sheet.open && sheet.getAnimations().every((a) => a.playState === 'finished');""")

    def open_blank(self, n):
        # As a person would, scroll the blank out from under the buttons that
        # stay at the bottom of the screen before tapping it.
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", self.blank(n))
        self.blank(n).click()
        self.wait_for(lambda d: self.sheet_settled(), message=f"blank {n} did not open the word list")
        return self.d.find_elements(By.CSS_SELECTOR, "#wb-sheet [data-word]")

    def fill(self, n, word):
        choices = self.open_blank(n)
        matching = [c for c in choices if c.get_attribute("data-word") == word]
        self.assertEqual(len(matching), 1, f"the word list of blank {n} should offer {word!r} once")
        matching[0].click()
        self.wait_for(lambda d: not self.sheet_open(), message="choosing a word did not close the list")
        self.wait_for(lambda d: self.shown_word(n) == word, message=f"blank {n} does not show {word!r}")

    def shown_word(self, n):
        return self.blank(n).find_element(By.CSS_SELECTOR, ".wb-w").text

    def wrong_word(self, n):
        p = self.puzzle()
        answer = p["blanks"][n - 1]["answer"].strip().lower()
        return next(w for w in p["options"] if w.strip().lower() != answer)

    def answer(self, n):
        return self.puzzle()["blanks"][n - 1]["answer"]

    def action(self, name):
        return self.d.find_element(By.CSS_SELECTOR, f'[data-action="{name}"]')

    def best_text(self):
        return self.d.find_element(By.CSS_SELECTOR, "[data-best]").text

    def level(self):
        return int(self.d.find_element(By.CSS_SELECTOR, "#wb-level").get_attribute("data-level"))

    def play_all(self, right, wrong=()):
        """Fills the blanks in `right` with their answers, those in `wrong` with another word."""
        for n in right:
            self.fill(n, self.answer(n))
        for n in wrong:
            self.fill(n, self.wrong_word(n))

    def submit(self):
        self.action("submit").click()
        return int(self.wait_for(lambda d: d.find_element(By.CSS_SELECTOR, "[data-score]").get_attribute("data-score"),
                                 message="no [data-score] after submit"))

    def replay(self):
        before = self.puzzle_id()
        self.action("replay").click()
        self.wait_for(lambda d: self.puzzle_id() != before or len(Setup.order) == 1,
                      message="replay did not bring another puzzle")
        return self.puzzle_id()


# -------------------------------------------------------------------- tests

class StaticContract(unittest.TestCase):
    """The file itself: self-contained, no network, sizes, the data contract."""

    def setUp(self):
        self.text = Setup.html_bytes.decode("utf-8")
        self.parts = DataParser()
        self.parts.feed(self.text)

    def test_placeholders_replaced_and_elements_present(self):
        for token in ("/*WIKIBLANKS_STYLE*/", "/*WIKIBLANKS_SCRIPT*/", "/*WIKIBLANKS_DATA*/"):
            self.assertNotIn(token, self.text)
        self.assertEqual((len(self.parts.styles), len(self.parts.scripts), len(self.parts.data)), (1, 1, 1))

    def test_data_shape_and_no_raw_less_than(self):
        raw = self.parts.data[0]
        self.assertNotIn("<", raw, "every < of the data must be written \\u003c")
        data = json.loads(raw)
        self.assertEqual(list(data), ["batches", "hints", "rules"])
        self.assertEqual(sorted(data["rules"]), ["blanks", "trace"])
        self.assertEqual(data["rules"]["blanks"]["names"][1], "prepositions")
        self.assertEqual(sorted(data["hints"]), ["letter", "other", "pos"])
        self.assertEqual(data["hints"]["pos"]["ADP"], "a preposition")
        self.assertTrue(all(w.startswith(("a ", "an ")) for w in data["hints"]["pos"].values()))
        for batch in data["batches"]:
            self.assertEqual(list(batch), ["id", "seed", "level", "puzzles"])
        if Setup.batches:
            self.assertEqual(len(data["batches"]), len(Setup.batches))
            for batch, folder in zip(data["batches"], Setup.batches):
                with open(os.path.join(folder, "manifest.json"), encoding="utf-8") as f:
                    manifest = json.load(f)
                self.assertEqual((batch["id"], batch["seed"], batch["level"]),
                                 (manifest["batch"], manifest["seed"], manifest["level"]))
                self.assertEqual(batch["puzzles"], [json.loads(line) for line in batch_lines(folder)],
                                 f"the puzzles of {folder} are not embedded exactly")

    def test_no_network_reference(self):
        lowered = self.text.lower()
        self.assertIsNone(re.search(r"""(src|href|action|poster|srcset)\s*=\s*["']?\s*(https?:)?//""", lowered))
        self.assertIsNone(re.search(r"""<(img|iframe|object|embed|audio|video|source|base)\b""", lowered))
        links = re.findall(r"""<link\b[^>]*>""", lowered)
        self.assertEqual(links, ['<link rel="icon" href="data:,">'], "the only link is the empty icon")
        self.assertIsNone(re.search(r"""script[^>]*\ssrc\s*=""", lowered))
        css, js = self.parts.styles[0], self.parts.scripts[0]
        for rule in ("url(", "@import", "@font-face"):
            self.assertFalse(rule in css.lower(), f"the styles must not use {rule}")
        for api in ("fetch(", "XMLHttpRequest", "WebSocket", "EventSource", "sendBeacon", "importScripts",
                    "import(", "navigator.serviceWorker", ".src =", ".src=", "new Image", "Worker("):
            self.assertFalse(api in js, f"the script must not use {api}")

    def test_code_and_styles_under_100_kb(self):
        size = len(self.parts.styles[0].encode("utf-8")) + len(self.parts.scripts[0].encode("utf-8"))
        self.assertLess(size, 100 * 1024, f"JS + CSS are {size} bytes")

    def test_export_is_byte_reproducible_and_the_reference_assemblers_file(self):
        if not Setup.exported_here:
            self.skipTest("the file under test was made elsewhere (WIKIBLANKS_PLAYER_HTML)")
        again = export_html(Setup.batches, os.path.join(Setup.tmp, "again.html"))
        self.assertEqual(again, Setup.html_bytes, "two exports of the same batches differ")
        reference = assemble(Setup.batches, os.path.join(Setup.tmp, "reference.html"))
        self.assertEqual(reference, Setup.html_bytes, "export html and assemble-player.py differ")


class Game(PlayerTest):
    def test_play_change_submit_result_replay_reload(self):
        self.open_fresh()
        first = self.puzzle_id()
        p = self.puzzle()
        n = len(p["blanks"])
        self.assertEqual(n, 10)
        self.assertEqual(first, expected_next({}, 1), "the first puzzle is not play's choice")
        self.assertEqual(self.best_text(), "0/10")
        self.assertEqual(self.level(), 1)
        for i in range(1, n + 1):
            self.assertEqual(self.blank(i).get_attribute("aria-label"), f"blank {i} of {n}")
            self.assertEqual(self.blank(i).tag_name, "button")
        self.assertEqual(self.d.find_elements(By.CSS_SELECTOR, "[data-score]"), [])
        self.check_passage_text(p)

        # The words offered are the puzzle's options, in its order.
        choices = self.open_blank(1)
        self.assertEqual([c.get_attribute("data-word") for c in choices], p["options"])
        self.d.find_element(By.CSS_SELECTOR, '[data-action="close"]').click()
        self.wait_for(lambda d: not self.sheet_open())

        # A wrong word, then changed to the right one.
        self.fill(1, self.wrong_word(1))
        self.fill(1, self.answer(1))
        self.play_all(right=range(2, 7), wrong=(7, 8))  # 9 and 10 stay empty
        self.d.execute_script("document.querySelector('[data-blank=\"5\"]').click()")
        self.wait_for(lambda d: self.sheet_open())
        self.d.find_element(By.CSS_SELECTOR, '[data-action="clear"]').click()
        self.wait_for(lambda d: self.shown_word(5) == "", message="clear did not empty blank 5")
        self.fill(5, self.answer(5))
        expected = 6

        self.assertTrue(self.action("result").get_attribute("disabled"))
        self.assertEqual(self.submit(), expected)
        self.assertEqual(self.d.find_element(By.CSS_SELECTOR, "[data-score]").text.split()[1], f"{expected}/10")
        self.assertEqual(self.best_text(), f"{expected}/10")
        # No change after submitting.
        self.blank(9).click()
        time.sleep(0.2)
        self.assertFalse(self.sheet_open(), "a submitted game must not open the word list")
        self.assertEqual(self.d.find_elements(By.CSS_SELECTOR, "[data-state]"), [])

        self.action("result").click()
        self.wait_for(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-blank][data-state]")) == n)
        for i in range(1, n + 1):
            state = "right" if i <= 6 else "wrong" if i <= 8 else "empty"
            self.assertEqual(self.blank(i).get_attribute("data-state"), state, f"blank {i}")
            shown_answer = self.blank(i).find_element(By.CSS_SELECTOR, ".wb-a").text
            self.assertEqual(shown_answer, "" if state == "right" else self.answer(i))
            colour = self.d.execute_script(
                "return getComputedStyle(arguments[0]).borderBottomColor;", self.blank(i))
            r, g = [int(x) for x in re.findall(r"\d+", colour)[:2]]
            self.assertTrue(g > r if state == "right" else r > g, f"blank {i} {state} is {colour}")
        status = self.d.find_element(By.ID, "wb-status")
        self.assertEqual(status.get_attribute("aria-live"), "polite")
        self.wait_for(lambda d: "right" in status.text)

        second = self.replay()
        self.assertNotEqual(second, first)
        self.assertEqual(second, expected_next({first: 1}, 1))
        self.assertEqual(self.d.find_elements(By.CSS_SELECTOR, "[data-score]"), [])
        self.assertEqual(self.d.find_elements(By.CSS_SELECTOR, "[data-state]"), [])
        self.fill(2, self.answer(2))

        self.d.refresh()
        self.wait_for(lambda d: self.puzzle_id() == second, message="reload did not resume the game in play")
        self.assertEqual(self.best_text(), f"{expected}/10")
        self.assertIn(f"Best {expected}/10", self.d.find_element(By.ID, "wb-stats").text)
        self.assertEqual(self.shown_word(2), self.answer(2), "the filled word was not kept over a reload")
        self.assertEqual(self.d.find_element(By.ID, "wb-total").get_attribute("data-total"), str(expected))

    def test_all_right_levels_up_and_two_low_games_level_down(self):
        self.open_fresh()
        played = {}

        def next_game(level):
            expected = expected_next(played, level)
            if played:
                self.assertEqual(self.replay(), expected, "the next puzzle is not play's choice")
            self.assertEqual(self.puzzle_id(), expected)
            played[expected] = len(played) + 1

        next_game(1)
        self.assertEqual(self.level(), 1)
        self.play_all(right=range(1, 11))
        self.assertEqual(self.submit(), 10)
        self.assertEqual(self.level(), 2, "all ten right must raise the level")
        self.assertEqual(self.best_text(), "10/10")
        self.wait_for(lambda d: "level up" in d.find_element(By.ID, "wb-status").text.lower())

        next_game(2)
        self.assertEqual(self.submit(), 0)
        self.assertEqual(self.level(), 2, "one low game does not lower the level")
        next_game(2)
        self.play_all(right=(1, 2, 3, 4))
        self.assertEqual(self.submit(), 4)
        self.assertEqual(self.level(), 1, "two games in a row scoring 4 or less lower the level")
        next_game(1)
        self.assertEqual(self.submit(), 0)
        next_game(1)
        self.assertEqual(self.submit(), 0)
        self.assertEqual(self.level(), 1, "never below level 1")
        self.assertEqual(self.d.find_element(By.ID, "wb-total").get_attribute("data-total"), "14")
        self.assertIn("in 5 games", self.d.find_element(By.ID, "wb-stats").text)

    def check_passage_text(self, p):
        """The passage shows the puzzle's text, with each blank's range (UTF-16) as a button."""
        shown = self.d.execute_script("""
            const answers = arguments[0];
            const box = document.getElementById('wb-passage').cloneNode(true);
            box.querySelectorAll('[data-blank]').forEach((b) => {
              b.replaceWith(document.createTextNode(answers[Number(b.getAttribute('data-blank')) - 1]));
            });
            return Array.from(box.querySelectorAll('p')).map((para) => para.textContent);
        """, [b["answer"] for b in p["blanks"]])
        self.assertEqual("\n\n".join(shown), p["text"])
        self.assertEqual(self.d.find_element(By.ID, "wb-title").text, p["source"]["title"])


class Keyboard(PlayerTest):
    def press(self, key):
        """A real key press at whatever has the focus."""
        ActionChains(self.d).send_keys(key).perform()

    def focused(self, attribute):
        return self.d.switch_to.active_element.get_attribute(attribute)

    def test_tab_enter_escape_arrows(self):
        self.open_fresh()
        self.assertEqual(self.d.execute_script("return document.activeElement === document.body;"), True)
        for _ in range(8):
            self.press(Keys.TAB)
            if self.focused("data-blank") == "1":
                break
        self.assertEqual(self.focused("data-blank"), "1", "Tab does not reach blank 1")

        self.press(Keys.ENTER)
        self.wait_for(lambda d: self.sheet_open(), message="Enter did not open the word list")
        self.wait_for(lambda d: self.focused("data-word"), message="the focus is not on a word of the list")
        self.press(Keys.ESCAPE)
        self.wait_for(lambda d: not self.sheet_open(), message="Escape did not close the word list")
        self.wait_for(lambda d: self.focused("data-blank") == "1",
                      message="closing the list did not return the focus to blank 1")

        self.press(Keys.SPACE)
        self.wait_for(lambda d: self.sheet_open(), message="Space did not open the word list")
        self.wait_for(lambda d: self.focused("data-word") == self.puzzle()["options"][0])
        self.press(Keys.ARROW_RIGHT)
        word = self.focused("data-word")
        self.assertEqual(word, self.puzzle()["options"][1], "the right arrow moves to the next word")
        self.press(Keys.ENTER)
        self.wait_for(lambda d: not self.sheet_open())
        self.wait_for(lambda d: self.focused("data-blank") == "1")
        self.wait_for(lambda d: self.shown_word(1) == word, message=f"blank 1 does not show {word!r}")
        self.press(Keys.TAB)
        self.assertEqual(self.focused("data-blank"), "2")
        # The choice is announced in the live region.
        self.wait_for(lambda d: word in d.find_element(By.CSS_SELECTOR, "[aria-live]").text)
        # Enter on a filled blank: the list opens on the word it holds.
        ActionChains(self.d).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(self.focused("data-blank"), "1", "Shift+Tab goes back to blank 1")
        self.press(Keys.ENTER)
        self.wait_for(lambda d: self.focused("data-word") == word)
        self.assertEqual(self.d.switch_to.active_element.get_attribute("aria-pressed"), "true")
        self.press(Keys.ESCAPE)
        self.wait_for(lambda d: self.focused("data-blank") == "1")

    def test_hint_part_of_speech_then_first_letter(self):
        """A hint shows the part of speech in the exporter's words, then the
        first letter; it is kept on reload, and a hinted blank still scores."""
        self.open_fresh()
        hints = self.d.execute_script(
            "return JSON.parse(document.getElementById('wikiblanks-data').textContent).hints;")
        p = self.puzzle()
        n = 3
        blank = p["blanks"][n - 1]
        words = hints["pos"].get(blank["pos"], hints["other"])
        lettered = hints["letter"].replace("{hint}", words).replace("{letter}", blank["answer"][0])
        sheet_hint = self.d.find_element(By.ID, "wb-sheet-hint")

        self.open_blank(n)
        self.assertFalse(sheet_hint.is_displayed(), "no hint is shown before one is asked")
        self.assertEqual(self.action("hint").text, "Hint")
        self.action("hint").click()
        self.wait_for(lambda d: sheet_hint.text == f"Hint: {words}.", message=f"the hint is not {words!r}")
        self.assertNotIn(blank["pos"], sheet_hint.text, "the hint must be words, not the tag")
        self.assertEqual(self.action("hint").text, "First letter")
        self.action("hint").click()
        self.wait_for(lambda d: sheet_hint.text == f"Hint: {lettered}.", message=f"the hint is not {lettered!r}")
        self.assertTrue(self.action("hint").get_attribute("disabled"), "no third hint step")
        self.assertEqual(self.blank(n).get_attribute("data-hint"), "2")
        self.assertEqual(self.blank(n).get_attribute("title"), lettered)
        self.wait_for(lambda d: lettered in d.find_element(By.ID, "wb-status").text)
        self.action("close").click()
        self.wait_for(lambda d: not self.sheet_open())

        self.d.refresh()
        self.wait_for(lambda d: self.puzzle_id() == p["id"])
        self.assertEqual(self.blank(n).get_attribute("data-hint"), "2", "the hint is not kept on reload")
        self.open_blank(n)
        # .text is empty while the sheet fades in (opacity 0): wait for it.
        self.wait_for(lambda d: d.find_element(By.ID, "wb-sheet-hint").text == f"Hint: {lettered}.",
                      message="the hint is not kept on reload")
        self.action("close").click()
        self.wait_for(lambda d: not self.sheet_open())
        self.assertIsNone(self.blank(1).get_attribute("data-hint"))

        self.play_all(right=range(1, len(p["blanks"]) + 1))
        self.assertEqual(self.submit(), len(p["blanks"]), "a hinted blank must still score")
        self.assertEqual(self.console_errors(), [])


class Offline(PlayerTest):
    def test_no_network_request_while_playing(self):
        self.d.get_log("performance")  # drop what came before
        self.open_fresh()
        self.fill(1, self.answer(1))
        self.submit()
        self.action("result").click()
        self.replay()
        self.d.find_element(By.CSS_SELECTOR, ".wb-progress summary").click()
        resources = self.d.execute_script("return performance.getEntriesByType('resource').map(e => e.name);")
        self.assertEqual(resources, [])
        urls = []
        for entry in self.d.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] in ("Network.requestWillBeSent", "Network.webSocketCreated"):
                urls.append(message["params"].get("request", {}).get("url") or message["params"].get("url"))
        self.assertTrue(urls, "no request seen at all: is performance logging working?")
        outside = [u for u in urls if not (u.startswith("file://") or u.startswith("data:") or u.startswith("blob:"))]
        self.assertEqual(outside, [], "the page made network requests")
        self.assertEqual(set(urls) - {self.file_url()}, set(), "the page loaded something besides itself")

    def test_attribution_links(self):
        self.open_fresh()
        src = self.puzzle()["source"]
        links = {a.get_attribute("data-link"): a.get_attribute("href")
                 for a in self.d.find_elements(By.CSS_SELECTOR, "#wb-attribution a")}
        title = urllib.parse.quote(src["title"].replace(" ", "_"), safe="-_.!~*'()")
        self.assertEqual(links["revision"], src["url"])
        self.assertEqual(links["history"], f"https://{src['site']}/w/index.php?title={title}&action=history")
        licence = src.get("license") or ("CC BY-SA 3.0" if src["timestamp"] < "2023-06-07" else "CC BY-SA 4.0")
        version = "3.0" if "3.0" in licence else "4.0"
        self.assertEqual(links["license"], f"https://creativecommons.org/licenses/by-sa/{version}/")
        text = self.d.find_element(By.ID, "wb-attribution").text
        self.assertIn(src["title"], text)
        self.assertIn(licence, text)
        self.assertIn("removed", text)


    def test_works_from_a_static_web_server(self):
        with StaticServer(os.path.dirname(Setup.html_path)) as server:
            url = server.url(os.path.basename(Setup.html_path))
            self.d.get_log("performance")
            self.open_fresh(url)
            self.fill(1, self.answer(1))
            self.assertEqual(self.submit(), 1)
            self.assertEqual(self.d.execute_script("return performance.getEntriesByType('resource').length;"), 0)
            urls = {json.loads(e["message"])["message"]["params"]["request"]["url"]
                    for e in self.d.get_log("performance")
                    if json.loads(e["message"])["message"]["method"] == "Network.requestWillBeSent"}
            self.assertEqual(urls, {url}, "only the page itself may be requested (not even a favicon)")
            self.d.execute_script("localStorage.clear();")


class Progress(PlayerTest):
    def test_save_and_load_progress_file(self):
        self.open_fresh()
        self.play_all(right=(1, 2, 3))
        self.assertEqual(self.submit(), 3)
        for old in glob.glob(os.path.join(Setup.downloads, "*")):
            os.unlink(old)
        self.d.find_element(By.CSS_SELECTOR, ".wb-progress summary").click()
        self.action("save").click()
        saved = os.path.join(Setup.downloads, "wikiblanks-progress.json")
        deadline = time.time() + 10
        while not os.path.exists(saved) and time.time() < deadline:
            time.sleep(0.1)
        self.assertTrue(os.path.exists(saved), "save progress did not download wikiblanks-progress.json")
        with open(saved, encoding="utf-8") as f:
            progress = json.load(f)
        self.assertEqual(progress["format"], "wikiblanks-progress")
        self.assertEqual(progress["profile"]["best"], 3)
        played = self.puzzle_id()
        self.assertEqual(progress["puzzles"][played]["score"], 3)

        self.open_fresh()  # progress gone
        self.assertEqual(self.best_text(), "0/10")
        self.d.find_element(By.CSS_SELECTOR, ".wb-progress summary").click()
        self.d.find_element(By.ID, "wb-load").send_keys(saved)
        self.wait_for(lambda d: self.best_text() == "3/10", message="loading progress did not restore the best score")
        self.assertEqual(self.puzzle_id(), played, "the loaded current game is shown")
        self.assertEqual(self.d.find_element(By.CSS_SELECTOR, "[data-score]").get_attribute("data-score"), "3")
        self.d.refresh()
        # A reload parses the page and its puzzles again: on a loaded machine that outlasts the default wait.
        self.wait_for(lambda d: self.best_text() == "3/10", timeout=20, message="loaded progress was not kept")


class Looks(PlayerTest):
    def tearDown(self):
        self.d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        self.d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})

    def test_phone_360_wide_and_screenshot(self):
        self.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 360, "height": 760, "deviceScaleFactor": 2, "mobile": True})
        self.open_fresh()
        self.assertEqual(self.d.execute_script("return window.innerWidth;"), 360)
        self.fill(1, self.answer(1))
        self.fill(2, self.wrong_word(2))  # blank 3 stays empty
        self.assertLessEqual(self.d.execute_script("return document.documentElement.scrollWidth;"), 360,
                             "the page scrolls sideways at 360 px")
        for i in range(1, 11):
            box = self.blank(i).rect
            self.assertGreaterEqual(box["x"], 0)
            self.assertLessEqual(box["x"] + box["width"], 360, f"blank {i} sticks out")
            self.assertGreaterEqual(box["height"], 24, f"blank {i} is too small to tap")
        for name in ("submit", "result", "replay"):
            self.assertGreaterEqual(self.action(name).rect["height"], 40)
        self.d.execute_script("window.scrollTo(0, 0); document.activeElement.blur();")
        ActionChains(self.d).move_to_element(self.d.find_element(By.CLASS_NAME, "wb-brand")).perform()
        time.sleep(0.2)
        path = os.environ.get("WIKIBLANKS_PLAYER_SCREENSHOT", DEFAULT_SCREENSHOT)
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        self.assertTrue(self.d.save_screenshot(path), f"could not save {path}")
        # The sheet fits the phone too.
        choices = self.open_blank(3)
        for c in choices:
            self.assertLessEqual(c.rect["x"] + c.rect["width"], 360)
            self.assertGreaterEqual(c.rect["height"], 40, "a word is too small to tap")

    def test_dark_scheme_and_print_sheet(self):
        self.open_fresh()
        def background():
            return self.d.execute_script("return getComputedStyle(document.body).backgroundColor;")
        light = [int(x) for x in re.findall(r"\d+", background())[:3]]
        self.d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        dark = [int(x) for x in re.findall(r"\d+", background())[:3]]
        self.assertGreater(sum(light), 600)
        self.assertLess(sum(dark), 150, "prefers-color-scheme: dark is not respected")

        self.fill(1, self.answer(1))
        self.d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
        style = lambda sel, prop: self.d.execute_script(
            "return getComputedStyle(document.querySelector(arguments[0]))[arguments[1]];", sel, prop)
        self.assertEqual(style("#wb-answer-key", "display"), "block")
        self.assertEqual(style("#wb-answer-key", "breakBefore"), "page")
        for name in ("submit", "result", "replay"):
            self.assertEqual(self.d.execute_script("return arguments[0].getClientRects().length;", self.action(name)), 0,
                             f"the {name} button is printed")
        self.assertEqual(style('[data-blank="1"] .wb-w', "display"), "none", "print shows empty numbered blanks")
        self.assertNotEqual(style("#wb-bank", "display"), "none")
        self.assertNotEqual(style(".wb-n", "display"), "none")
        key = [li.get_attribute("textContent") for li in self.d.find_elements(By.CSS_SELECTOR, "#wb-key li")]
        self.assertEqual(key, [b["answer"] for b in self.puzzle()["blanks"]])


class Robustness(PlayerTest):
    """A file with a later kind of puzzle, a broken one, markup in a title and no licence field."""

    def test_unknown_kinds_and_bad_puzzles_are_skipped(self):
        base = [copy.deepcopy(Setup.puzzles[i]) for i in Setup.order[:3]]
        trace = {"kind": "trace", "id": "f" * 24, "schema": 1, "steps": []}  # not a trace puzzle the game can read
        broken = dict(base[0], id="e" * 24, options=base[0]["options"][:-1] + ["zzz"])
        marked = dict(base[1], id="d" * 24)
        marked["source"] = dict(base[1]["source"], title="A </script><b>bold</b> & title",
                                timestamp="2024-01-01T00:00:00Z")
        del marked["source"]["license"]
        lines = [json.dumps(p, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
                 for p in [trace, broken, marked] + base]
        Setup.extra.update({p["id"]: p for p in (broken, marked)})
        folder = os.path.join(Setup.tmp, "robust-batch")
        write_batch(folder, lines, "robust", seed="</script>")
        out = os.path.join(Setup.tmp, "robust.html")
        refused = run_export([folder], out)
        self.assertEqual(refused.returncode, 1, "the exporter must refuse a batch holding a broken trace line")
        self.assertEqual(refused.stderr.splitlines(),
                         [f'wikiblanks: {folder}/puzzles.jsonl, line 1: not a trace puzzle (missing field "seed")'])
        self.assertFalse(os.path.exists(out), "a refused export left a file")
        assemble([folder], out)  # the player must cope with such a file all the same
        self.open_fresh("file://" + urllib.parse.quote(out))
        valid = [marked] + base
        played = {}
        for _ in range(len(valid)):
            expected = expected_next(played, 1, valid)  # over the valid puzzles only; all games score 0
            self.assertEqual(self.puzzle_id(), expected)
            played[expected] = len(played) + 1
            if self.puzzle_id() == marked["id"]:
                self.assertEqual(self.d.find_element(By.ID, "wb-title").text, marked["source"]["title"])
                self.assertEqual(self.d.find_elements(By.CSS_SELECTOR, "#wb-title b, #wb-passage b"), [])
                licence = self.d.find_element(By.CSS_SELECTOR, '#wb-attribution [data-link="license"]')
                self.assertEqual(licence.text, "CC BY-SA 4.0")
                self.assertEqual(licence.get_attribute("href"), "https://creativecommons.org/licenses/by-sa/4.0/")
            self.submit()
            self.replay()
        self.assertEqual(set(played), {p["id"] for p in valid}, "a skipped puzzle was shown, or a good one was not")
        self.assertEqual(self.console_errors(), [])

    def test_puzzle_order_over_levels(self):
        """The next puzzle over a file holding every level, as `play` picks it."""
        source = Setup.puzzles[Setup.order[0]]
        levels = [3, 0, 1, 2, 6, 1, 5]
        puzzles = []
        for i, level in enumerate(levels):
            p = copy.deepcopy(source)
            p["id"], p["level"] = f"{i:024x}", level
            puzzles.append(p)
        Setup.extra.update({p["id"]: p for p in puzzles})
        folder = os.path.join(Setup.tmp, "levels-batch")
        write_batch(folder, [json.dumps(p, sort_keys=True, separators=(",", ":")) for p in puzzles], "levels")
        out = os.path.join(Setup.tmp, "levels.html")
        export_html([folder], out)
        self.open_fresh("file://" + urllib.parse.quote(out))
        played = {}
        # (right answers in the game, the player's level after it)
        games = [(10, 2), (10, 3), (0, 3), (0, 2), (10, 3), (3, 3), (10, 4), (0, 4), (2, 3)]
        level = 1
        for right, level_after in games:
            expected = expected_next(played, level, puzzles)
            self.assertEqual(self.puzzle_id(), expected,
                             f"at level {level} after {sorted(played, key=played.get)} the next puzzle is play's choice")
            played[expected] = len(played) + 1
            self.assertEqual(self.d.find_element(By.ID, "wb-puzzle").get_attribute("data-level"),
                             str(puzzles[int(expected, 16)]["level"]))
            self.play_all(right=range(1, right + 1))
            self.assertEqual(self.submit(), right)
            self.assertEqual(self.level(), level_after)
            level = level_after
            self.replay()


def main():
    args = sys.argv[1:]
    rest = []
    names = {"--html": "WIKIBLANKS_PLAYER_HTML", "--batch": "WIKIBLANKS_PLAYER_BATCH",
             "--screenshot": "WIKIBLANKS_PLAYER_SCREENSHOT"}
    while args:
        arg = args.pop(0)
        name, _, value = arg.partition("=")
        if name in names:
            os.environ[names[name]] = value or args.pop(0)
        else:
            rest.append(arg)
    unittest.main(module=__name__, argv=[sys.argv[0]] + rest)


if __name__ == "__main__":
    main()
