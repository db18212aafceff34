package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.GameCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The page on a phone's screen, 390 by 844 CSS pixels in headless Chromium: the game comes first
 * and the forms after it; for every game of the catalogue (its default configuration, and two
 * larger boards) neither the page nor the board nor any part of it scrolls sideways, every control
 * is at least 44 px across as rendered, and so is every point of the picture in every part it is
 * shown in (the area of the shapes that carry its name, within the part), so that a finger hits
 * it, and the face of every button of the picture (push arrows, Pass, Done); every point of the
 * picture is shown. A board of more columns than 390 px hold at 44 px a point (the 9 by 9 boards
 * of the Pikk-Pakk family, the colour-field game's 10 columns) is shown in two halves sharing a
 * column, each captioned with its columns and holding those columns' points only; the keys move
 * over the halves as over the whole board, and a phone turned cuts the board for its new width.
 * Saves a screenshot of each game's whole page ({@code target/screenshots/phone-GAME.png}) and the
 * phone screenshot of the docs ({@code target/screenshots/playground-phone.png}).
 */
class PhoneLayoutTest {
  private static final int WIDTH = 390;
  private static final int HEIGHT = 844;
  /** A finger's target: WCAG 2.1's target size (2.5.5), and Apple's and Google's guidance. */
  private static final double FINGER = 44;
  /**
   * Besides every game's default: the largest Pikk-Pakk board (15 by 15, with a row of 18 buttons:
   * the push arrows, a distance each from 2 to 14, Done) and a NIM board of 16 columns.
   */
  private static final List<String> MORE = List.of("pikkpakk(size=15)", "nim(rows=4,columns=16)");
  /**
   * The parts of the boards too wide for 390 px at 44 px a point, by their files: a to i (9), a to
   * j (10), a to o (15), a to p (16).
   */
  private static final Map<String, List<String>> HALVES = Map.of(
      "pikkpakk", List.of("Left half: columns a–e", "Right half: columns e–i"),
      "pushfour", List.of("Left half: columns a–e", "Right half: columns e–i"),
      "fiveshift", List.of("Left half: columns a–e", "Right half: columns e–i"),
      "squareabalone", List.of("Left half: columns a–e", "Right half: columns e–i"),
      "colorfield", List.of("Left half: columns a–f", "Right half: columns e–j"),
      "pikkpakk(size=15)", List.of("Left half: columns a–h", "Right half: columns h–o"),
      "nim(rows=4,columns=16)",
      List.of("Part 1 of 3: columns a–f", "Part 2 of 3: columns f–k", "Part 3 of 3: columns k–p"));
  private static final Pattern POINT = Pattern.compile("data-point=\"([^\"]+)\"");
  private static final Pattern COLUMNS = Pattern.compile("columns ([a-z])–([a-z])$");

  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(200));
  private static ChromeDriver browser;

  @BeforeAll
  static void openBrowser() throws IOException {
    browser = PLAYGROUND.browser("phone", WIDTH, HEIGHT);
    browser.get(PLAYGROUND.server().url().toString());
    Chromium.waitIdle(browser);
    // The API client and this browser are one owner: the games the test makes are the browser's own.
    browser.executeScript("localStorage.setItem('boardrules-owner', arguments[0])", PLAYGROUND.api().owner());
  }

  @Test
  void everyGameFitsAPhoneWithPointsAndControlsAFingerHits() throws Exception {
    StringBuilder report = new StringBuilder();
    List<String> misfits = new java.util.ArrayList<>();
    // Every game is checked, and every finding reported, before the test fails.
    SoftAssertions softly = new SoftAssertions();
    List<String> games = new java.util.ArrayList<>();
    GameCatalog.load().providers().forEach(provider -> games.add(provider.name()));
    games.addAll(MORE);
    for (String game : games) {
      Map<String, Object> created = PLAYGROUND.api().post("api/games", Map.of("game", game)).json();
      browser.get(PLAYGROUND.server().url() + "?game=" + created.get("id"));
      Chromium.waitIdle(browser);
      assertThat(browser.findElement(By.id("undo")).isDisplayed()).as("%s: the owner's page plays", game).isTrue();
      Chromium.wholePage(browser, "phone-" + game.replaceAll("[^a-z0-9]+", "-").replaceAll("-$", "") + ".png");
      double page = number("return document.documentElement.scrollWidth");
      double board = number("return document.getElementById('board').scrollWidth");
      double boardBox = number("return document.getElementById('board').clientWidth");
      // Each part of the board (and each half) lies within the board and the screen, and scrolls not.
      @SuppressWarnings("unchecked")
      List<String> partsOut = (List<String>) browser.executeScript(
          "const board = document.getElementById('board').getBoundingClientRect();"
              + "const out = [];"
              + "for (const e of document.querySelectorAll('#board svg, #board figure')) {"
              + "  const r = e.getBoundingClientRect();"
              + "  if (r.width === 0) continue;"
              + "  if (r.left < Math.max(0, board.left) - 0.5 || r.right > Math.min(innerWidth, board.right) + 0.5"
              + "      || e.scrollWidth > Math.ceil(r.width) + 0.5) out.push(e.tagName + ' ' + r.left + '-' + r.right);"
              + "}"
              + "return out;");
      // Each point's size in each part it is in: its shapes' box, within the part's own box.
      @SuppressWarnings("unchecked")
      Map<String, Number> points = (Map<String, Number>) browser.executeScript(
          "const result = {};"
              + "for (const svg of document.querySelectorAll('#board svg')) {"
              + "  if (svg.closest('[aria-hidden=\"true\"]')) continue;"
              + "  const part = svg.getBoundingClientRect();"
              + "  const sizes = {};"
              + "  for (const e of svg.querySelectorAll('[data-point]')) {"
              + "    const name = e.getAttribute('data-point');"
              + "    const r = e.getBoundingClientRect();"
              + "    const a = sizes[name];"
              + "    sizes[name] = a ? {l: Math.min(a.l, r.left), t: Math.min(a.t, r.top), r: Math.max(a.r, r.right),"
              + "      b: Math.max(a.b, r.bottom)} : {l: r.left, t: r.top, r: r.right, b: r.bottom};"
              + "  }"
              + "  for (const [name, a] of Object.entries(sizes)) {"
              + "    const w = Math.min(a.r, part.right) - Math.max(a.l, part.left);"
              + "    const h = Math.min(a.b, part.bottom) - Math.max(a.t, part.top);"
              + "    result[name] = Math.min(result[name] === undefined ? 1e9 : result[name], Math.min(w, h));"
              + "  }"
              + "}"
              + "return result;");
      // The picture's own buttons (push arrows, Pass, Done): their faces, not only their targets.
      @SuppressWarnings("unchecked")
      Map<String, Number> faces = (Map<String, Number>) browser.executeScript(
          "const sizes = {};"
              + "for (const e of document.querySelectorAll('#board svg:not(.overview) .control[data-point]')) {"
              + "  const r = e.getBoundingClientRect();"
              + "  const name = e.getAttribute('data-point');"
              + "  sizes[name] = Math.min(sizes[name] === undefined ? 1e9 : sizes[name], Math.min(r.width, r.height));"
              + "}"
              + "return sizes;");
      @SuppressWarnings("unchecked")
      Map<String, Number> controls = (Map<String, Number>) browser.executeScript(
          "const sizes = {};"
              + "for (const e of document.querySelectorAll('button, a.button, select, input')) {"
              + "  const box = e.getBoundingClientRect();"
              + "  if (box.width === 0 || e.closest('[hidden]')) continue;"
              + "  const name = (e.id || e.textContent.trim() || e.tagName) + '';"
              + "  sizes[name] = Math.min(sizes[name] === undefined ? 1e9 : sizes[name], Math.min(box.width, box.height));"
              + "}"
              + "return sizes;");
      // The halves: each caption and the points under it.
      @SuppressWarnings("unchecked")
      List<Map<String, Object>> halves = (List<Map<String, Object>>) browser.executeScript(
          "return [...document.querySelectorAll('#board figure.half')].map((f) => ({"
              + "  caption: f.querySelector('figcaption').textContent,"
              + "  points: [...new Set([...f.querySelectorAll('[data-point]')].map((e) => e.getAttribute('data-point')))]"
              + "}));");
      report.append(game).append(": page ").append(page).append(", board ").append(board).append(" in ")
          .append(boardBox).append(", parts ").append(number("return document.querySelectorAll('#board svg.part').length"))
          .append(", halves ").append(halves.stream().map(h -> h.get("caption")).toList())
          .append(", buttons ").append(faces)
          .append(", smallest point ").append(points.entrySet().stream()
              .min(java.util.Comparator.comparingDouble(e -> e.getValue().doubleValue())).orElse(null))
          .append(", small controls ").append(controls.entrySet().stream()
              .filter(e -> e.getValue().doubleValue() < FINGER).toList()).append('\n');
      if (page > WIDTH) {
        misfits.add(game + ": the page is " + page + " px wide");
      }
      if (board > boardBox) {
        misfits.add(game + ": the board scrolls sideways (" + board + " px in " + boardBox + ")");
      }
      partsOut.forEach(part -> misfits.add(game + ": a part of the board lies outside it or scrolls: " + part));
      controls.forEach((name, size) -> {
        if (size.doubleValue() < FINGER - 0.5) {
          misfits.add(game + ": control " + name + " is " + size + " px");
        }
      });
      points.forEach((name, size) -> {
        if (size.doubleValue() < FINGER - 0.5) {
          misfits.add(game + ": point " + name + " is " + size + " px");
        }
      });
      faces.forEach((name, size) -> {
        if (size.doubleValue() < FINGER - 0.5) {
          misfits.add(game + ": the button " + name + " of the picture is " + size + " px");
        }
      });
      Set<String> pictured = new TreeSet<>();
      Matcher point = POINT.matcher((String) created.get("svg"));
      while (point.find()) {
        pictured.add(point.group(1));
      }
      softly.assertThat(points.keySet()).as("%s: every point of the picture is shown, and no other", game)
          .containsExactlyInAnyOrderElementsOf(pictured);
      softly.assertThat(halves).as("%s: the captions of its halves", game).extracting(h -> h.get("caption"))
          .containsExactlyElementsOf(HALVES.getOrDefault(game, List.of()));
      // A half holds the points of its columns only, and the halves together the whole board's.
      Set<String> inHalves = new TreeSet<>();
      for (Map<String, Object> half : halves) {
        Matcher columns = COLUMNS.matcher((String) half.get("caption"));
        if (!columns.find()) {
          softly.fail(game + ": the caption " + half.get("caption") + " names no columns");
          continue;
        }
        @SuppressWarnings("unchecked")
        List<String> names = (List<String>) half.get("points");
        softly.assertThat(names).as("%s, %s: its points", game, half.get("caption")).isNotEmpty()
            .allSatisfy(name -> assertThat(name.charAt(0)).isBetween(columns.group(1).charAt(0),
                columns.group(2).charAt(0)));
        inHalves.addAll(names);
      }
      if (!halves.isEmpty()) {
        softly.assertThat(pictured).as("%s: the board's points are all in its halves", game)
            .filteredOn(name -> name.matches("[a-z]\\d+")).isSubsetOf(inHalves);
      }
    }
    Files.writeString(Path.of("target", "screenshots", "phone-sizes.txt"), report);
    softly.assertThat(misfits).as("what does not fit a phone").isEmpty();
    softly.assertAll();
  }

  @Test
  void theKeysAndTapsReachBothHalvesOfASplitBoard() {
    Map<String, Object> created = PLAYGROUND.api().post("api/games", Map.of("game", "pikkpakk")).json();
    browser.get(PLAYGROUND.server().url() + "?game=" + created.get("id"));
    Chromium.waitIdle(browser);
    // The arrow keys move over the board as it is drawn: from the left half's e5 right to f5, which
    // only the right half has; left again to e5 in the half the focus is in; left once more to d5.
    browser.executeScript("document.querySelectorAll('#board figure.half')[0]"
        + ".querySelector('[data-point=\"e5\"][role=button]').focus()");
    assertThat(focused()).isEqualTo("0 e5");
    new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();
    assertThat(focused()).isEqualTo("1 f5");
    new Actions(browser).sendKeys(Keys.ARROW_LEFT).perform();
    assertThat(focused()).isEqualTo("1 e5");
    new Actions(browser).sendKeys(Keys.ARROW_LEFT).perform();
    assertThat(focused()).isEqualTo("0 d5");

    // A tap on a point that only the right half shows (a ball that may be pushed, f to i) is taken.
    @SuppressWarnings("unchecked")
    List<String> targets = (List<String>) created.get("targets");
    String right = targets.stream().filter(t -> t.charAt(0) >= 'f').findFirst().orElseThrow();
    WebElement ball = browser.findElement(By.cssSelector("#board figure.half:last-of-type [data-point='" + right
        + "'][role=button]"));
    browser.executeScript("arguments[0].scrollIntoView({block: 'center'})", ball);
    new Actions(browser).moveToElement(ball).click().perform();
    Chromium.waitIdle(browser);
    assertThat(browser.findElement(By.id("clicked")).getText()).startsWith("clicked: " + right);
  }

  @Test
  void aPhoneTurnedCutsTheBoardForItsNewWidth() {
    Map<String, Object> created = PLAYGROUND.api().post("api/games", Map.of("game", "colorfield")).json();
    browser.get(PLAYGROUND.server().url() + "?game=" + created.get("id"));
    Chromium.waitIdle(browser);
    String halves = "return document.querySelectorAll('#board figure.half').length";
    assertThat(number(halves)).isEqualTo(2);
    try {
      // On its side (844 px across) the board fits whole; upright again, it is in halves again.
      screen(HEIGHT, WIDTH);
      assertThat(number(halves)).isZero();
      screen(WIDTH, HEIGHT);
      assertThat(number(halves)).isEqualTo(2);
    } finally {
      screen(WIDTH, HEIGHT);
    }
  }

  /** Turns the emulated phone: its screen's width and height, and waits for the page to lay out. */
  private static void screen(int width, int height) {
    browser.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
        "deviceScaleFactor", 1, "mobile", true));
    Chromium.waitFor(browser, Chromium.WAIT).until(driver -> number("return innerWidth") == width
        && (Boolean) browser.executeScript("const board = document.getElementById('board');"
            + "return String(board.clientWidth) === board.dataset.drawnWidth"));
  }

  /** The focused point: the index of its half and its name. */
  private static String focused() {
    return (String) browser.executeScript("const e = document.activeElement;"
        + "return [...document.querySelectorAll('#board figure.half')].indexOf(e.closest('figure'))"
        + "  + ' ' + e.getAttribute('data-point');");
  }

  @Test
  void aZertzGameOnAPhoneHasTheBoardFirstAndRingsAFingerHits() throws Exception {
    browser.get(PLAYGROUND.server().url().toString());
    Chromium.waitIdle(browser);
    assertThat(number("return window.innerWidth")).isEqualTo((double) WIDTH);
    new Select(browser.findElement(By.id("game-select"))).selectByValue("zertz");
    Chromium.waitIdle(browser);
    WebElement start = browser.findElement(By.id("start"));
    browser.executeScript("arguments[0].scrollIntoView({block: 'center'})", start);
    start.click();
    Chromium.waitIdle(browser);
    browser.executeScript("window.scrollTo(0, 0)");

    // The game first, then the log, then the forms.
    double play = top("play");
    assertThat(play).isLessThan(top("history"));
    assertThat(top("history")).isLessThan(top("setup"));
    assertThat(top("board")).as("the board starts on the first screen").isLessThan(HEIGHT / 2.0);
    assertThat(number("return document.documentElement.scrollWidth")).isLessThanOrEqualTo(WIDTH);

    Chromium.screenshot(browser, "playground-phone.png");

    // A ring takes a tap.
    WebElement d4 = browser.findElement(By.cssSelector("#board circle[data-point='d4']"));
    browser.executeScript("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", d4);
    new Actions(browser).moveToElement(d4).click().perform();
    Chromium.waitIdle(browser);
    assertThat(browser.findElement(By.id("message")).getText() + browser.findElement(By.id("clicked")).getText())
        .contains("d4");
  }

  @Test
  void theStartPageOnAPhoneShowsTheNewGameFormWithoutSidewaysScrolling() {
    browser.get(PLAYGROUND.server().url().toString());
    Chromium.waitIdle(browser);
    assertThat(number("return document.documentElement.scrollWidth")).isLessThanOrEqualTo(WIDTH);
    assertThat(browser.findElement(By.id("start")).isDisplayed()).isTrue();
    assertThat(browser.findElement(By.id("start")).getRect().getHeight()).isGreaterThanOrEqualTo(44);
  }

  private static double top(String id) {
    return number("return document.getElementById('" + id + "').getBoundingClientRect().top + window.scrollY");
  }

  private static double number(String script) {
    return ((Number) browser.executeScript(script)).doubleValue();
  }
}
