"""The headless Chromium every browser test runs in: one set of flags, so the
blanks player's tests and the memory game's see the same browser."""


def chromium_options(chromium, downloads):
    """Selenium options for headless Chromium at `chromium`, downloads into
    `downloads`, the browser console and network log kept for the tests."""
    from selenium import webdriver  # imported here: a missing Selenium is reported by the tests

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    # Without it, headless Chromium keeps a file:// page's localStorage in its renderer:
    # a reload or a new load that lands in another process reads no progress or an
    # older copy, and a cleared storage may still be seen (docs/player.md; the probe
    # test_a_file_pages_storage_survives_reloads_and_clears fails without it).
    options.add_argument("--allow-file-access-from-files")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1000,900", "--lang=en-US", "--no-first-run", "--no-default-browser-check",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-features=Translate,OptimizationHints,MediaRouter",
                "--force-color-profile=srgb", "--hide-scrollbars", "--font-render-hinting=none"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    options.add_experimental_option("prefs", {"download.default_directory": downloads,
                                              "download.prompt_for_download": False})
    return options


def chromium_driver(driver_path, options, scratch):
    """ChromeDriver at `driver_path` with `options`. Chromium's own temporary
    files (a folder for its singleton socket, which a headless browser leaves
    behind when it quits) go to a folder inside `scratch`, which the tests
    remove, not to the system's temporary folder."""
    import os
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    own_tmp = os.path.join(scratch, "chromium-tmp")
    os.makedirs(own_tmp, exist_ok=True)
    return webdriver.Chrome(service=Service(driver_path, env=dict(os.environ, TMPDIR=own_tmp)), options=options)


def loud(message):
    """A failure nobody can miss: the tests cannot run (never a skip)."""
    bar = "!" * 72
    return f"\n{bar}\n!!! BROWSER TESTS CANNOT RUN: {message}\n{bar}"


class BrowserChecks:
    """Waiting and console checks shared by the test cases; `self.d` is the driver."""

    def wait_for(self, condition, timeout=15, message=""):
        """Waits for `condition`; the time allowed is for a machine busy with
        other work, where a page's frame may be seconds late."""
        from selenium.common.exceptions import TimeoutException
        from selenium.webdriver.support.ui import WebDriverWait
        try:
            return WebDriverWait(self.d, timeout, poll_frequency=0.05).until(condition)
        except TimeoutException:
            self.fail(message or "timed out waiting in the browser")

    def console_errors(self):
        return [e["message"] for e in self.d.get_log("browser") if e.get("level") == "SEVERE"]


class StaticServer:
    """A quiet static web server on 127.0.0.1 serving `folder`, for `with`:
    the player must work from any static server as from file://."""

    def __init__(self, folder):
        import functools
        import http.server

        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))

    def url(self, name):
        import urllib.parse
        return f"http://127.0.0.1:{self.server.server_address[1]}/{urllib.parse.quote(name)}"

    def __enter__(self):
        import threading
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
